//! How LLVM-dialect types are held in Cranelift: as flat lists of scalar
//! "leaves" (a struct, array or vector value is one SSA value per scalar
//! element), or, for vectors that fill 128-bit registers, as SIMD values
//! ([`Shape::simd_parts`]). How they are laid out in memory (sizes,
//! alignments, field offsets) is the llvm dialect's data-layout model
//! under LLVM's x86-64 layout ([`data_layout`]): natural alignment, C
//! struct layout, `i128` aligned to 16.

use std::sync::LazyLock;

use cranelift_codegen::ir::{types, Type as ClifType};
use strata_dialect_llvm::data_layout::{DataLayout, LayoutKind, LayoutType, Primitive};
use strata_dialect_llvm::types::{llvm_type, LlvmType};
use strata_ir::{Context, FloatKind, Type, TypeKind};

/// A scalar the engine holds in one Cranelift value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Scalar {
    /// An integer of this many bits (1 to [`MAX_INT_BITS`]), held in the
    /// smallest of Cranelift's `i8`, `i16`, `i32`, `i64` and `i128` that
    /// fits it. A narrower integer than its Cranelift type (`i1`, `i2`,
    /// `i20`, ...) is held zero-extended: the bits above its width are 0
    /// (see [`Scalar::padded_width`]).
    Int(u32),
    /// A 32-bit float (`f32`).
    F32,
    /// A 64-bit float (`f64`).
    F64,
    /// A pointer, held as a 64-bit integer.
    Ptr,
}

/// The widest integer type the engine holds in one Cranelift value; wider
/// ones are [`Shape::Wide`].
pub const MAX_INT_BITS: u32 = 128;

impl Scalar {
    /// The Cranelift type holding the scalar.
    pub fn clif(self) -> ClifType {
        match self {
            Scalar::Int(w) if w <= 8 => types::I8,
            Scalar::Int(w) if w <= 16 => types::I16,
            Scalar::Int(w) if w <= 32 => types::I32,
            Scalar::Int(w) if w <= 64 => types::I64,
            Scalar::Int(_) => types::I128,
            Scalar::Ptr => types::I64,
            Scalar::F32 => types::F32,
            Scalar::F64 => types::F64,
        }
    }

    /// The number of bits of the value: an integer's width, 32 or 64 for
    /// floats, 64 for pointers.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(w) => w,
            Scalar::F32 => 32,
            Scalar::F64 | Scalar::Ptr => 64,
        }
    }

    /// The width of an integer narrower than the Cranelift type holding it
    /// (whose upper bits are kept 0); `None` for every other scalar.
    pub fn padded_width(self) -> Option<u32> {
        match self {
            Scalar::Int(w) if w < self.clif().bits() => Some(w),
            _ => None,
        }
    }

    /// The allocation size in bytes (LLVM's: the store size rounded up to
    /// the alignment, which for an integer is that of the next wider
    /// standard integer type, as the Cranelift type holding it).
    pub fn size(self) -> u64 {
        data_layout().alloc_size(&Shape::Scalar(self))
    }

    /// The number of bytes a store writes (LLVM's store size).
    pub fn store_size(self) -> u64 {
        data_layout().store_size(&Shape::Scalar(self))
    }

    /// The scalar as the data-layout model sees it.
    pub fn primitive(self) -> Primitive {
        match self {
            Scalar::Int(w) => Primitive::Int(w),
            Scalar::F32 => Primitive::Float(32),
            Scalar::F64 => Primitive::Float(64),
            Scalar::Ptr => Primitive::Ptr(0),
        }
    }

    /// Whether the scalar is a float.
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }
}

/// The structure of a type, as far as code generation cares.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// No value (a `void` result).
    Void,
    /// A value held in one Cranelift value.
    Scalar(Scalar),
    /// An integer wider than [`MAX_INT_BITS`], held as 64-bit limbs, least
    /// significant first, the last one zero-extended from the bits left
    /// (its leaves are those limbs; laid out in memory as LLVM lays out
    /// the integer).
    Wide(u32),
    /// A vector: its element and its length.
    Vector(Scalar, u64),
    /// An array: its element's shape and its length.
    Array(Box<Shape>, u64),
    /// A struct.
    Struct {
        /// The fields' shapes, in order.
        fields: Vec<Shape>,
        /// Whether the struct is packed (no padding between fields).
        packed: bool,
    },
}

/// Why a type cannot be compiled.
pub type ShapeError = String;

/// The shape of `t`, or why it is not supported.
pub fn shape_of(ctx: &Context, t: Type) -> Result<Shape, ShapeError> {
    let unsupported = || {
        Err(format!(
            "type {} is not supported by the execution engine",
            ctx.type_to_string(t)
        ))
    };
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => match width {
            0 => unsupported(),
            1..=MAX_INT_BITS => Ok(Shape::Scalar(Scalar::Int(*width))),
            _ => Ok(Shape::Wide(*width)),
        },
        TypeKind::Index => Ok(Shape::Scalar(Scalar::Int(64))),
        TypeKind::Float(FloatKind::F32) => Ok(Shape::Scalar(Scalar::F32)),
        TypeKind::Float(FloatKind::F64) => Ok(Shape::Scalar(Scalar::F64)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 && !scalable.iter().any(|&s| s) => match shape_of(ctx, *element)? {
            Shape::Wide(_) => Err(format!(
                "type {} is not supported by the execution engine (vector elements of more than \
                 {MAX_INT_BITS} bits)",
                ctx.type_to_string(t)
            )),
            Shape::Scalar(s) => Ok(Shape::Vector(s, shape[0] as u64)),
            _ => unsupported(),
        },
        _ => match llvm_type(ctx, t) {
            Some(LlvmType::Void) => Ok(Shape::Void),
            Some(LlvmType::Ptr { .. }) => Ok(Shape::Scalar(Scalar::Ptr)),
            Some(LlvmType::Array { element, len }) => {
                Ok(Shape::Array(Box::new(shape_of(ctx, element)?), len))
            }
            Some(LlvmType::Struct {
                body: Some(body),
                packed,
                ..
            }) => Ok(Shape::Struct {
                fields: body.iter().map(|&f| shape_of(ctx, f)).collect::<Result<_, _>>()?,
                packed,
            }),
            _ => unsupported(),
        },
    }
}

/// The data layout the engine compiles for: LLVM's x86-64 layout.
pub fn data_layout() -> &'static DataLayout {
    static LAYOUT: LazyLock<DataLayout> = LazyLock::new(DataLayout::x86_64);
    &LAYOUT
}

impl LayoutType for Shape {
    fn layout_kind(&self) -> LayoutKind<'_, Shape> {
        match self {
            Shape::Void => LayoutKind::Empty,
            Shape::Scalar(s) => LayoutKind::Primitive(s.primitive()),
            Shape::Wide(w) => LayoutKind::Primitive(Primitive::Int(*w)),
            Shape::Vector(s, n) => LayoutKind::Vector(s.primitive(), *n),
            Shape::Array(e, n) => LayoutKind::Array(&**e, *n),
            Shape::Struct { fields, packed } => LayoutKind::Struct {
                packed: *packed,
                fields,
            },
        }
    }
}

impl Shape {
    /// The ABI alignment in bytes.
    pub fn align(&self) -> u64 {
        data_layout().abi_align(self)
    }

    /// The allocation size in bytes (the store size rounded up to the
    /// alignment), the stride of an array of this type.
    pub fn size(&self) -> u64 {
        data_layout().alloc_size(self)
    }

    /// The number of bytes a store of a vector or of a wide integer writes:
    /// a vector's elements are packed bit by bit, as in LLVM (a
    /// `vector<8xi1>` is one byte). For other shapes, the allocation size.
    pub fn store_size(&self) -> u64 {
        match self {
            Shape::Vector(..) | Shape::Wide(_) => data_layout().store_size(self),
            _ => self.size(),
        }
    }

    /// The offsets of a struct's fields and the end of the last one.
    pub fn field_offsets(&self) -> (Vec<u64>, u64) {
        match self {
            Shape::Struct { fields, packed } => data_layout().field_offsets(*packed, fields),
            _ => (Vec::new(), 0),
        }
    }

    /// How many scalar leaves a value of this shape is held in.
    pub fn leaf_count(&self) -> usize {
        match self {
            Shape::Void => 0,
            Shape::Scalar(_) => 1,
            Shape::Wide(w) => w.div_ceil(64) as usize,
            Shape::Vector(_, n) => *n as usize,
            Shape::Array(e, n) => e.leaf_count() * *n as usize,
            Shape::Struct { fields, .. } => fields.iter().map(Shape::leaf_count).sum(),
        }
    }

    /// The leaves with their offsets in memory, in bits: a multiple of 8
    /// except for the elements of vectors of integers whose width is not
    /// (which are packed).
    pub fn leaves(&self) -> Vec<(Scalar, u64)> {
        let mut out = Vec::new();
        self.push_leaves(0, &mut out);
        out
    }

    fn push_leaves(&self, base: u64, out: &mut Vec<(Scalar, u64)>) {
        match self {
            Shape::Void => {}
            Shape::Scalar(s) => out.push((*s, base)),
            Shape::Wide(w) => {
                let limbs = w.div_ceil(64);
                for i in 0..limbs {
                    let bits = if i + 1 == limbs { w - 64 * i } else { 64 };
                    out.push((Scalar::Int(bits), base + 64 * i as u64));
                }
            }
            Shape::Vector(s, n) => out.extend((0..*n).map(|i| (*s, base + i * s.bits() as u64))),
            Shape::Array(e, n) => {
                let stride = e.size() * 8;
                for i in 0..*n {
                    e.push_leaves(base + i * stride, out);
                }
            }
            Shape::Struct { fields, .. } => {
                let (offsets, _) = self.field_offsets();
                for (f, o) in fields.iter().zip(offsets) {
                    f.push_leaves(base + o * 8, out);
                }
            }
        }
    }

    /// How a value of this shape is held as SIMD values: the 128-bit
    /// Cranelift vector type and the number of such parts, for vectors of
    /// `i8`, `i16`, `i32`, `i64`, `f32` or `f64` whose length is a multiple
    /// of the type's lane count (wider ones split into consecutive parts)
    /// and arrays of them (n-D vectors), whose parts are their elements'
    /// parts in order. `None` for every other shape, held per element.
    pub fn simd_parts(&self) -> Option<(ClifType, usize)> {
        match self {
            Shape::Vector(s, n) => {
                let lane = match s {
                    Scalar::Int(8 | 16 | 32 | 64) | Scalar::F32 | Scalar::F64 => s.clif(),
                    _ => return None,
                };
                let lanes = (128 / s.bits()) as u64;
                if *n == 0 || n % lanes != 0 {
                    return None;
                }
                Some((lane.by(lanes as u32)?, (n / lanes) as usize))
            }
            Shape::Array(e, n) => {
                let (t, k) = e.simd_parts()?;
                Some((t, k * usize::try_from(*n).ok()?)).filter(|_| *n > 0)
            }
            _ => None,
        }
    }

    /// The byte offset of each SIMD part (see [`Shape::simd_parts`]): that
    /// of its first lane.
    pub fn simd_offsets(&self) -> Vec<u64> {
        let Some((t, _)) = self.simd_parts() else {
            return Vec::new();
        };
        let lanes = t.lane_count() as usize;
        self.leaves()
            .iter()
            .step_by(lanes)
            .map(|&(_, at)| at / 8)
            .collect()
    }

    /// The sub-element at `index` of an aggregate, with the index of its
    /// first leaf among this shape's leaves.
    pub fn element(&self, index: u64) -> Option<(&Shape, usize)> {
        match self {
            Shape::Array(e, n) if index < *n => Some((e, e.leaf_count() * index as usize)),
            Shape::Struct { fields, .. } => {
                let f = fields.get(index as usize)?;
                let first = fields[..index as usize].iter().map(Shape::leaf_count).sum();
                Some((f, first))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(fields: Vec<Shape>) -> Shape {
        Shape::Struct {
            fields,
            packed: false,
        }
    }
    const I8: Shape = Shape::Scalar(Scalar::Int(8));
    const I32: Shape = Shape::Scalar(Scalar::Int(32));
    const I64: Shape = Shape::Scalar(Scalar::Int(64));
    const PTR: Shape = Shape::Scalar(Scalar::Ptr);

    #[test]
    fn struct_layout_is_c_layout() {
        let t = s(vec![I8, I32, I8]);
        assert_eq!(t.field_offsets().0, vec![0, 4, 8]);
        assert_eq!(t.size(), 12);
        assert_eq!(t.align(), 4);
        let packed = Shape::Struct {
            fields: vec![I8, I32, I8],
            packed: true,
        };
        assert_eq!(packed.size(), 6);
    }

    #[test]
    fn memref_descriptor_layout() {
        let arr = Shape::Array(Box::new(I64), 2);
        let desc = s(vec![PTR, PTR, I64, arr.clone(), arr]);
        assert_eq!(desc.size(), 56);
        assert_eq!(desc.leaf_count(), 7);
        let offsets: Vec<u64> = desc.leaves().iter().map(|l| l.1 / 8).collect();
        assert_eq!(offsets, vec![0, 8, 16, 24, 32, 40, 48]);
        assert_eq!(desc.element(3).unwrap().1, 3);
        assert_eq!(desc.element(4).unwrap().1, 5);
    }

    #[test]
    fn vector_alignment_is_power_of_two() {
        let v = Shape::Vector(Scalar::F32, 3);
        assert_eq!(v.align(), 16);
        assert_eq!(v.size(), 16);
        assert_eq!(Shape::Vector(Scalar::F64, 4).size(), 32);
        assert_eq!(Shape::Scalar(Scalar::Int(128)).align(), 16);
    }

    #[test]
    fn odd_integer_widths_follow_llvm_layout() {
        // Held in the next wider Cranelift type, aligned like it; a store
        // writes the bytes the width needs.
        for (w, clif, size, store) in [
            (1, types::I8, 1, 1),
            (2, types::I8, 1, 1),
            (12, types::I16, 2, 2),
            (20, types::I32, 4, 3),
            (33, types::I64, 8, 5),
            (72, types::I128, 16, 9),
            (127, types::I128, 16, 16),
        ] {
            let s = Scalar::Int(w);
            assert_eq!(s.clif(), clif, "i{w}");
            assert_eq!(s.size(), size, "i{w}");
            assert_eq!(s.store_size(), store, "i{w}");
            assert_eq!(s.padded_width(), Some(w), "i{w}");
        }
        assert_eq!(Scalar::Int(64).padded_width(), None);
        let t = s(vec![Shape::Scalar(Scalar::Int(20)), I8]);
        assert_eq!(t.field_offsets().0, vec![0, 4]);
        assert_eq!(t.size(), 8);
    }

    #[test]
    fn simd_parts_of_vectors_and_arrays() {
        assert_eq!(
            Shape::Vector(Scalar::F32, 16).simd_parts(),
            Some((types::F32X4, 4))
        );
        assert_eq!(
            Shape::Vector(Scalar::F64, 2).simd_parts(),
            Some((types::F64X2, 1))
        );
        assert_eq!(
            Shape::Vector(Scalar::Int(8), 32).simd_parts(),
            Some((types::I8X16, 2))
        );
        assert_eq!(
            Shape::Vector(Scalar::Int(16), 8).simd_parts(),
            Some((types::I16X8, 1))
        );
        // Odd lengths, narrow or wide integers and pointers stay per element.
        assert_eq!(Shape::Vector(Scalar::F32, 3).simd_parts(), None);
        assert_eq!(Shape::Vector(Scalar::F32, 6).simd_parts(), None);
        assert_eq!(Shape::Vector(Scalar::Int(1), 16).simd_parts(), None);
        assert_eq!(Shape::Vector(Scalar::Int(128), 2).simd_parts(), None);
        assert_eq!(Shape::Vector(Scalar::Ptr, 2).simd_parts(), None);
        let rows = Shape::Array(Box::new(Shape::Vector(Scalar::F32, 8)), 3);
        assert_eq!(rows.simd_parts(), Some((types::F32X4, 6)));
        assert_eq!(rows.simd_offsets(), vec![0, 16, 32, 48, 64, 80]);
        // A 12-lane vector is 48 bytes padded to 64: the parts of the next
        // element start at 64.
        let padded = Shape::Array(Box::new(Shape::Vector(Scalar::F32, 12)), 2);
        assert_eq!(padded.simd_offsets(), vec![0, 16, 32, 64, 80, 96]);
        assert_eq!(s(vec![Shape::Vector(Scalar::F32, 4)]).simd_parts(), None);
    }

    #[test]
    fn wide_integers_are_limbs() {
        let w = Shape::Wide(200);
        assert_eq!((w.store_size(), w.size(), w.align()), (25, 32, 16));
        assert_eq!(
            w.leaves(),
            vec![
                (Scalar::Int(64), 0),
                (Scalar::Int(64), 64),
                (Scalar::Int(64), 128),
                (Scalar::Int(8), 192)
            ]
        );
        assert_eq!(Shape::Wide(256).size(), 32);
        assert_eq!(Shape::Wide(129).size(), 32);
    }

    #[test]
    fn vectors_of_narrow_integers_are_bit_packed() {
        let v = Shape::Vector(Scalar::Int(1), 8);
        assert_eq!((v.store_size(), v.size(), v.align()), (1, 1, 1));
        let bits: Vec<u64> = v.leaves().iter().map(|l| l.1).collect();
        assert_eq!(bits, (0..8).collect::<Vec<_>>());
        let v = Shape::Vector(Scalar::Int(3), 5);
        assert_eq!((v.store_size(), v.size()), (2, 2));
        let v = Shape::Vector(Scalar::Int(20), 3);
        assert_eq!((v.store_size(), v.size(), v.align()), (8, 8, 8));
    }
}
