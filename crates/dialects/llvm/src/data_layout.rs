//! The one model of how LLVM types are laid out in memory: sizes, ABI and
//! preferred alignments, store and allocation sizes and struct field
//! offsets, under a data layout (LLVM's default, a module's
//! `llvm.data_layout` string, or the x86-64 layout the JIT compiles for).
//!
//! The model does not own a type representation: a type describes itself
//! through [`LayoutType`] (the LLVM IR exporter's module types, the JIT's
//! value shapes and [`TypeShape`], built from a dialect [`Type`], all do),
//! and [`DataLayout`] computes the rest, with LLVM's rules:
//!
//! - an integer takes the alignment of the integer spec of its width, else
//!   of the next wider one, else of the widest; its store size is its width
//!   rounded up to bytes, its allocation size the store size rounded up to
//!   its ABI alignment (`i20`: 3 and 4 bytes);
//! - a float or vector without a spec of its size is aligned to its store
//!   size rounded up to a power of two; vector elements are packed bit by
//!   bit (`<8 x i1>` is one byte);
//! - an array has its element's alignment and `len` times its allocation
//!   size;
//! - a struct places each field at the next multiple of its ABI alignment
//!   (at the next byte if packed) and is padded to its own alignment: the
//!   largest of its fields' (1 if packed), at least the aggregate spec's.

use strata_ir::{Context, FloatKind, Type, TypeKind};

use crate::types::{llvm_type, LlvmType};

/// The layout of the x86-64 targets (Linux, macOS), the one the JIT uses.
pub const X86_64_LAYOUT: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

/// A type that is not an aggregate: it is held in one register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Primitive {
    /// An integer of this many bits.
    Int(u32),
    /// A floating-point type of this many bits (`x86_fp80`: 80, `bf16`:
    /// 16, `ppc_fp128`: 128).
    Float(u32),
    /// A pointer in this address space.
    Ptr(u32),
}

/// What the layout of a type depends on, as [`LayoutType::layout_kind`]
/// describes it.
#[derive(Clone, Copy, Debug)]
pub enum LayoutKind<'a, T> {
    /// A type without storage (`void`, `label`, `metadata`, `token`,
    /// functions): size 0, alignment 1.
    Empty,
    /// An integer, float or pointer.
    Primitive(Primitive),
    /// A fixed vector of `len` primitives.
    Vector(Primitive, u64),
    /// An array of `len` elements.
    Array(&'a T, u64),
    /// A struct with these fields (none for an opaque struct).
    Struct {
        /// Whether fields are placed without padding.
        packed: bool,
        /// The field types, in order.
        fields: &'a [T],
    },
}

/// A type representation the data layout can measure.
pub trait LayoutType: Sized {
    /// How this type is built, as far as its layout is concerned.
    fn layout_kind(&self) -> LayoutKind<'_, Self>;
}

/// An owned description of a type's layout-relevant structure, for types
/// that have no representation of their own implementing [`LayoutType`]
/// (see [`TypeShape::of`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeShape {
    /// See [`LayoutKind::Empty`].
    Empty,
    /// See [`LayoutKind::Primitive`].
    Primitive(Primitive),
    /// See [`LayoutKind::Vector`].
    Vector(Primitive, u64),
    /// See [`LayoutKind::Array`].
    Array(Box<TypeShape>, u64),
    /// See [`LayoutKind::Struct`].
    Struct {
        /// Whether fields are placed without padding.
        packed: bool,
        /// The field types, in order.
        fields: Vec<TypeShape>,
    },
}

impl TypeShape {
    /// The shape of an LLVM-compatible type: builtin integers, `index`
    /// (as `index_bits` wide), floats and fixed vectors, and the `llvm`
    /// dialect's pointers, arrays, structs, `void` and functions. `None`
    /// for a type LLVM has no layout for (scalable vectors, tensors, ...).
    pub fn of(ctx: &Context, t: Type, index_bits: u32) -> Option<TypeShape> {
        let primitive = |t: Type| match TypeShape::of(ctx, t, index_bits)? {
            TypeShape::Primitive(p) => Some(p),
            _ => None,
        };
        Some(match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => TypeShape::Primitive(Primitive::Int(*width)),
            TypeKind::Index => TypeShape::Primitive(Primitive::Int(index_bits)),
            TypeKind::Float(kind) => TypeShape::Primitive(Primitive::Float(float_bits(*kind)?)),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 && !scalable.iter().any(|&s| s) => {
                TypeShape::Vector(primitive(*element)?, shape[0] as u64)
            }
            _ => match llvm_type(ctx, t)? {
                LlvmType::Void
                | LlvmType::Func { .. }
                | LlvmType::Token
                | LlvmType::Label
                | LlvmType::Metadata => TypeShape::Empty,
                // Sized only by the target's own rules.
                LlvmType::TargetExt { .. } => return None,
                LlvmType::Ptr { address_space } => TypeShape::Primitive(Primitive::Ptr(address_space)),
                LlvmType::PpcFp128 => TypeShape::Primitive(Primitive::Float(128)),
                LlvmType::Array { element, len } => {
                    TypeShape::Array(Box::new(TypeShape::of(ctx, element, index_bits)?), len)
                }
                LlvmType::Struct { body, packed, .. } => TypeShape::Struct {
                    packed,
                    fields: body
                        .unwrap_or_default()
                        .iter()
                        .map(|&f| TypeShape::of(ctx, f, index_bits))
                        .collect::<Option<_>>()?,
                },
            },
        })
    }
}

fn float_bits(kind: FloatKind) -> Option<u32> {
    Some(match kind {
        FloatKind::F16 | FloatKind::BF16 => 16,
        FloatKind::F32 => 32,
        FloatKind::F64 => 64,
        FloatKind::F80 => 80,
        FloatKind::F128 => 128,
        _ => return None,
    })
}

impl LayoutType for TypeShape {
    fn layout_kind(&self) -> LayoutKind<'_, TypeShape> {
        match self {
            TypeShape::Empty => LayoutKind::Empty,
            TypeShape::Primitive(p) => LayoutKind::Primitive(*p),
            TypeShape::Vector(p, n) => LayoutKind::Vector(*p, *n),
            TypeShape::Array(e, n) => LayoutKind::Array(e, *n),
            TypeShape::Struct { packed, fields } => LayoutKind::Struct {
                packed: *packed,
                fields,
            },
        }
    }
}

/// One alignment spec of a data layout: a size in bits with its ABI and
/// preferred alignments in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spec {
    bits: u64,
    abi: u64,
    pref: u64,
}

const fn spec(bits: u64, abi: u64, pref: u64) -> Spec {
    Spec { bits, abi, pref }
}

/// The parts of a data layout that sizes and alignments depend on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// Integer specs, sorted by size.
    ints: Vec<Spec>,
    /// Float specs, sorted by size.
    floats: Vec<Spec>,
    /// Vector specs, sorted by size.
    vectors: Vec<Spec>,
    /// Pointer specs by address space (`bits` is the pointer size).
    pointers: Vec<(u32, Spec)>,
    /// The aggregate spec (`bits` unused).
    aggregate: Spec,
}

/// LLVM's layout for a module without `target datalayout`.
impl Default for DataLayout {
    fn default() -> DataLayout {
        DataLayout {
            ints: vec![
                spec(1, 1, 1),
                spec(8, 1, 1),
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 4, 8),
            ],
            floats: vec![spec(16, 2, 2), spec(32, 4, 4), spec(64, 8, 8), spec(128, 16, 16)],
            vectors: vec![spec(64, 8, 8), spec(128, 16, 16)],
            pointers: vec![(0, spec(64, 8, 8))],
            aggregate: spec(0, 1, 8),
        }
    }
}

fn upsert(list: &mut Vec<Spec>, s: Spec) {
    match list.iter_mut().find(|x| x.bits == s.bits) {
        Some(x) => *x = s,
        None => {
            list.push(s);
            list.sort_by_key(|x| x.bits);
        }
    }
}

impl DataLayout {
    /// The default layout with the specs of a data-layout string (LLVM's
    /// `target datalayout` syntax) applied; specs that do not concern
    /// sizes and alignments, and malformed ones, are ignored.
    pub fn parse(text: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for part in text.split('-') {
            let mut chars = part.chars();
            let Some(kind) = chars.next() else { continue };
            let fields: Vec<&str> = chars.as_str().split(':').collect();
            let num = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
            let align = |bits: Option<u64>| bits.map(|b| (b / 8).max(1));
            match kind {
                'i' | 'f' | 'v' => {
                    let (Some(bits), Some(abi)) = (num(0), align(num(1))) else {
                        continue;
                    };
                    let pref = align(num(2)).unwrap_or(abi);
                    let list = match kind {
                        'i' => &mut dl.ints,
                        'f' => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    upsert(list, spec(bits, abi, pref));
                }
                'a' => {
                    let abi = align(num(1)).unwrap_or(1);
                    let pref = align(num(2)).unwrap_or(abi);
                    dl.aggregate = spec(0, abi, pref);
                }
                'p' => {
                    let space = fields[0].parse::<u32>().unwrap_or(0);
                    let (Some(bits), Some(abi)) = (num(1), align(num(2))) else {
                        continue;
                    };
                    let pref = align(num(3)).unwrap_or(abi);
                    dl.pointers.retain(|(s, _)| *s != space);
                    dl.pointers.push((space, spec(bits, abi, pref)));
                }
                _ => {}
            }
        }
        dl
    }

    /// The first problem LLVM's parser reports in a data-layout string, in
    /// its words: an empty specification, an unknown specifier, or an
    /// integer, float or vector specification without its two or three
    /// fields. Other malformed specifications are not detected.
    pub fn validate(text: &str) -> Result<(), String> {
        if text.is_empty() {
            return Ok(());
        }
        for part in text.split('-') {
            let Some(kind) = part.chars().next() else {
                return Err("empty specification is not allowed".into());
            };
            match kind {
                'i' | 'f' | 'v' => {
                    let fields = part[1..].split(':').count();
                    if !(2..=3).contains(&fields) {
                        return Err(format!(
                            "malformed specification, must be of the form \"{kind}<size>:<abi>[:<pref>]\""
                        ));
                    }
                }
                'e' | 'E' | 'm' | 'n' | 'S' | 'F' | 'P' | 'A' | 'G' | 'a' | 'p' | 's' => {}
                other => return Err(format!("unknown specifier '{other}'")),
            }
        }
        Ok(())
    }

    /// The x86-64 layout ([`X86_64_LAYOUT`]).
    pub fn x86_64() -> DataLayout {
        DataLayout::parse(X86_64_LAYOUT)
    }

    fn pointer(&self, space: u32) -> Spec {
        self.pointers
            .iter()
            .find(|(s, _)| *s == space)
            .or_else(|| self.pointers.iter().find(|(s, _)| *s == 0))
            .map_or(spec(64, 8, 8), |p| p.1)
    }

    /// An integer's spec: that of its width, else of the next wider, else
    /// the widest.
    fn int(&self, w: u64) -> Spec {
        self.ints
            .iter()
            .find(|s| s.bits >= w)
            .or(self.ints.last())
            .copied()
            .unwrap_or(spec(w, 1, 1))
    }

    /// The spec of exactly `bits` in `list`, else natural alignment: the
    /// store size rounded up to a power of two.
    fn exact_or_natural(&self, list: &[Spec], bits: u64) -> Spec {
        list.iter().find(|s| s.bits == bits).copied().unwrap_or_else(|| {
            let natural = bits.div_ceil(8).max(1).next_power_of_two();
            spec(bits, natural, natural)
        })
    }

    fn primitive_bits(&self, p: Primitive) -> u64 {
        match p {
            Primitive::Int(w) | Primitive::Float(w) => w as u64,
            Primitive::Ptr(space) => self.pointer(space).bits,
        }
    }

    fn primitive_spec(&self, p: Primitive) -> Spec {
        match p {
            Primitive::Int(w) => self.int(w as u64),
            Primitive::Float(w) => self.exact_or_natural(&self.floats, w as u64),
            Primitive::Ptr(space) => self.pointer(space),
        }
    }

    fn align<T: LayoutType>(&self, ty: &T, abi: bool) -> u64 {
        let pick = |s: Spec| if abi { s.abi } else { s.pref };
        match ty.layout_kind() {
            LayoutKind::Empty => 1,
            LayoutKind::Primitive(p) => pick(self.primitive_spec(p)),
            LayoutKind::Vector(..) => pick(self.exact_or_natural(&self.vectors, self.size_in_bits(ty))),
            LayoutKind::Array(e, _) => self.align(e, abi),
            LayoutKind::Struct { packed: true, .. } if abi => 1,
            LayoutKind::Struct { packed, fields } => {
                let natural = if packed {
                    1
                } else {
                    fields.iter().map(|f| self.abi_align(f)).max().unwrap_or(1)
                };
                natural.max(pick(self.aggregate))
            }
        }
    }

    /// The ABI alignment of `ty` in bytes (what loads and stores without an
    /// alignment get, and what struct fields are aligned to).
    pub fn abi_align<T: LayoutType>(&self, ty: &T) -> u64 {
        self.align(ty, true)
    }

    /// The preferred alignment of `ty` in bytes (what allocas get).
    pub fn pref_align<T: LayoutType>(&self, ty: &T) -> u64 {
        self.align(ty, false)
    }

    /// The size of `ty` in bits: an integer's width, a vector's elements
    /// packed bit by bit, an aggregate's allocation size.
    pub fn size_in_bits<T: LayoutType>(&self, ty: &T) -> u64 {
        match ty.layout_kind() {
            LayoutKind::Primitive(p) => self.primitive_bits(p),
            LayoutKind::Vector(p, n) => n * self.primitive_bits(p),
            _ => self.alloc_size(ty) * 8,
        }
    }

    /// The number of bytes a store of `ty` writes.
    pub fn store_size<T: LayoutType>(&self, ty: &T) -> u64 {
        self.size_in_bits(ty).div_ceil(8)
    }

    /// The distance in bytes between consecutive elements of type `ty` in
    /// an array: its store size rounded up to its ABI alignment.
    pub fn alloc_size<T: LayoutType>(&self, ty: &T) -> u64 {
        match ty.layout_kind() {
            LayoutKind::Empty => 0,
            LayoutKind::Array(e, n) => self.alloc_size(e) * n,
            LayoutKind::Struct { packed, fields } => {
                let end = self.struct_end(packed, fields);
                if packed {
                    end
                } else {
                    end.next_multiple_of(self.abi_align(ty))
                }
            }
            LayoutKind::Primitive(_) | LayoutKind::Vector(..) => {
                self.store_size(ty).next_multiple_of(self.abi_align(ty))
            }
        }
    }

    /// The end of a struct body's last field, before tail padding.
    fn struct_end<T: LayoutType>(&self, packed: bool, fields: &[T]) -> u64 {
        fields
            .iter()
            .fold(0, |at, f| self.field_start(packed, at, f) + self.alloc_size(f))
    }

    fn field_start<T: LayoutType>(&self, packed: bool, at: u64, field: &T) -> u64 {
        if packed {
            at
        } else {
            at.next_multiple_of(self.abi_align(field))
        }
    }

    /// The offset in bytes of field `index` of a struct body (`index` may
    /// be the number of fields: the end of the last one, aligned to nothing).
    pub fn field_offset<T: LayoutType>(&self, packed: bool, fields: &[T], index: usize) -> u64 {
        let mut at = 0;
        for (j, f) in fields.iter().enumerate() {
            at = self.field_start(packed, at, f);
            if j == index {
                return at;
            }
            at += self.alloc_size(f);
        }
        at
    }

    /// The offsets in bytes of all the fields of a struct body, and the end
    /// of the last one (before tail padding).
    pub fn field_offsets<T: LayoutType>(&self, packed: bool, fields: &[T]) -> (Vec<u64>, u64) {
        let mut offsets = Vec::with_capacity(fields.len());
        let mut at = 0;
        for f in fields {
            at = self.field_start(packed, at, f);
            offsets.push(at);
            at += self.alloc_size(f);
        }
        (offsets, at)
    }
}

#[cfg(test)]
mod tests;
