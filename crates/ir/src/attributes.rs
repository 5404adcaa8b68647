//! Builtin attributes and the storage of dialect attributes.
//!
//! An [`Attribute`] is a `Copy` handle into the context's attribute
//! interner. Equal attributes have equal handles, except `distinct[N]<...>`
//! attributes which are never uniqued.

use crate::affine::{AffineMap, IntegerSet};
use crate::{APInt, Context, Ident, Location, Type};

/// A uniqued attribute (MLIR's `Attribute`): compare and hash it as an
/// integer; read it through [`Context::attr_kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The handle's index in the context's table of attributes.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A named attribute: an identifier and a value.
pub type NamedAttribute = (Ident, Attribute);

/// Raw contents of a dense elements attribute of integers, floats or
/// complex numbers.
///
/// Elements are stored at their bit width rounded up to whole bytes
/// (little-endian), i1 as one byte per element; a complex element is its
/// real part followed by its imaginary part. A splat stores one element.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DenseData {
    /// Whether one element stands for all of them.
    pub splat: bool,
    /// The elements' bytes.
    pub bytes: Box<[u8]>,
}

/// The data of an attribute. Builtin attributes are variants; attributes
/// of other dialects are stored generically as a mnemonic plus parameters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`: present or absent, no value.
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// `42 : i32`, `7 : index`. `ty` is an integer or index type.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value, as wide as `ty` (64 bits for `index`).
        value: APInt,
    },
    /// A float of type `ty`, kept exactly as its bit pattern.
    Float {
        /// The floating-point type.
        ty: Type,
        /// The bit pattern in the low bits.
        bits: u128,
    },
    /// A string with an optional type (`"x" : i32`); strings may hold any
    /// bytes.
    String {
        /// The bytes.
        value: Box<[u8]>,
        /// The type, if one was given.
        ty: Option<Type>,
    },
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// Entries sorted by name, names unique.
    Dictionary(Box<[NamedAttribute]>),
    /// A type used as an attribute value.
    Type(Type),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The symbol in the nearest symbol table.
        root: Ident,
        /// The symbols looked up in turn inside it, outermost first.
        nested: Box<[Ident]>,
    },
    /// `dense<...> : type` for integer, index, float and complex elements.
    DenseElements {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// The elements.
        data: DenseData,
    },
    /// `dense<"a", "b"> : tensor<2x!x.y>` string elements.
    DenseStringElements {
        /// The shaped type.
        ty: Type,
        /// Whether the one value stands for every element.
        splat: bool,
        /// The values, in row-major order.
        values: Box<[Box<[u8]>]>,
    },
    /// `array<i32: 1, 2>`; elements stored like [`DenseData`].
    DenseArray {
        /// The element type.
        element: Type,
        /// The number of elements.
        len: u32,
        /// The elements' bytes.
        bytes: Box<[u8]>,
    },
    /// `dense_resource<key> : type`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource's key in the `dialect_resources` section.
        key: Ident,
    },
    /// `sparse<indices, values> : type`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The indices of the non-zero elements, a dense elements
        /// attribute.
        indices: Attribute,
        /// The values at those indices, a dense elements attribute.
        values: Attribute,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`; [`crate::DYNAMIC`] for `?`.
    StridedLayout {
        /// The offset.
        offset: i64,
        /// One stride per dimension.
        strides: Box<[i64]>,
    },
    /// `distinct[id]<referenced>`; `id` is unique within the context and
    /// renumbered on printing.
    Distinct {
        /// The identity that keeps it apart from equal attributes.
        id: u64,
        /// The wrapped attribute.
        referenced: Attribute,
    },
    /// `#dialect<"data"> : type` for unregistered dialects.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The attribute's text after the namespace, kept as written.
        data: Ident,
        /// The type, if one was given.
        ty: Option<Type>,
    },
    /// A location used as an attribute value.
    Location(Location),
    /// An attribute of a registered dialect: `#dialect.mnemonic<params>`.
    Dialect {
        /// The dialect namespace.
        dialect: Ident,
        /// The attribute's name within the dialect.
        mnemonic: Ident,
        /// The parameters, as attributes.
        params: Box<[Attribute]>,
    },
}

impl Context {
    /// `attr` with the attributes nested in it (itself, then through
    /// arrays, dictionaries, dialect attribute parameters and, with
    /// `through_distinct`, the attributes distinct ones refer to, each
    /// then made distinct anew) replaced: where `f` returns `Some(r)`, by
    /// `r` (`None` in it keeping the attribute and not looking inside);
    /// elsewhere the attributes inside are visited (MLIR's
    /// `AttrTypeReplacer`). `None` if nothing changed.
    pub fn replace_sub_attributes(
        &self,
        attr: Attribute,
        through_distinct: bool,
        f: &dyn Fn(Attribute) -> Option<Option<Attribute>>,
    ) -> Option<Attribute> {
        if let Some(r) = f(attr) {
            return r.filter(|&r| r != attr);
        }
        // The elements, each replaced or kept; `None` if none was replaced.
        let map_all = |elems: &[Attribute]| -> Option<Vec<Attribute>> {
            let mapped: Vec<Option<Attribute>> = elems
                .iter()
                .map(|&e| self.replace_sub_attributes(e, through_distinct, f))
                .collect();
            mapped
                .iter()
                .any(Option::is_some)
                .then(|| mapped.iter().zip(elems).map(|(m, &e)| m.unwrap_or(e)).collect())
        };
        match self.attr_kind(attr) {
            AttrKind::Array(elems) => {
                let elems = elems.clone();
                map_all(&elems).map(|v| self.array_attr(&v))
            }
            AttrKind::Dictionary(entries) => {
                let entries = entries.clone();
                let values: Vec<Attribute> = entries.iter().map(|e| e.1).collect();
                map_all(&values).map(|v| {
                    let v: Vec<NamedAttribute> = entries.iter().zip(v).map(|(e, x)| (e.0, x)).collect();
                    self.dictionary_attr(&v)
                })
            }
            AttrKind::Dialect {
                dialect,
                mnemonic,
                params,
            } => {
                let (dialect, mnemonic, params) = (*dialect, *mnemonic, params.clone());
                map_all(&params).map(|v| {
                    self.intern_attr(AttrKind::Dialect {
                        dialect,
                        mnemonic,
                        params: v.into(),
                    })
                })
            }
            AttrKind::Distinct { referenced, .. } if through_distinct => self
                .replace_sub_attributes(*referenced, through_distinct, f)
                .map(|r| self.distinct_attr(r)),
            _ => None,
        }
    }

    /// The unit attribute.
    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }
    /// `true` or `false`.
    pub fn bool_attr(&self, b: bool) -> Attribute {
        self.intern_attr(AttrKind::Bool(b))
    }
    /// `value : ty` for an integer or index type, `value` truncated or
    /// sign-extended to the type's width.
    pub fn integer_attr(&self, ty: Type, value: i64) -> Attribute {
        let width = match self.type_kind(ty) {
            crate::TypeKind::Integer { width, .. } => *width,
            _ => 64, // index
        };
        self.intern_attr(AttrKind::Integer {
            ty,
            value: APInt::from_i64(width, value),
        })
    }
    /// An untyped string attribute.
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }
    /// `t` as an attribute.
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(t))
    }
    /// `[elems]`.
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elems.into()))
    }
    /// `array<i32: ...>` (operand segment sizes, for one).
    pub fn dense_i32_array_attr(&self, values: &[i32]) -> Attribute {
        let bytes: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
        self.intern_attr(AttrKind::DenseArray {
            element: self.i32(),
            len: values.len() as u32,
            bytes: bytes.into(),
        })
    }
    /// The elements of an `array<i32: ...>` attribute (operand segment
    /// sizes, for one); `None` for any other attribute.
    pub fn dense_i32_array_elements(&self, a: Attribute) -> Option<impl ExactSizeIterator<Item = i32> + '_> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { element, bytes, .. } if self.integer_width(*element) == Some(32) => Some(
                bytes
                    .chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            ),
            _ => None,
        }
    }
    /// `@root::@nested...`.
    pub fn symbol_ref_attr(&self, root: Ident, nested: &[Ident]) -> Attribute {
        self.intern_attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        })
    }
    /// `@name`.
    pub fn flat_symbol_ref_attr(&self, name: &str) -> Attribute {
        self.symbol_ref_attr(self.ident(name), &[])
    }

    /// A dictionary from entries in any order. Later duplicates win; use
    /// [`Context::dictionary_attr_checked`] to reject them.
    pub fn dictionary_attr(&self, entries: &[NamedAttribute]) -> Attribute {
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        v.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        v.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrKind::Dictionary(v.into()))
    }

    /// A dictionary, or the first duplicated name.
    pub fn dictionary_attr_checked(&self, entries: &[NamedAttribute]) -> Result<Attribute, Ident> {
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        v.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        if let Some(w) = v.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(w[0].0);
        }
        Ok(self.intern_attr(AttrKind::Dictionary(v.into())))
    }

    /// `{}`.
    pub fn empty_dictionary(&self) -> Attribute {
        self.intern_attr(AttrKind::Dictionary(Box::new([])))
    }

    /// The entries of a dictionary attribute (empty for other attributes).
    pub fn dict_entries(&self, a: Attribute) -> &[NamedAttribute] {
        match self.attr_kind(a) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// Looks a name up in a dictionary attribute.
    pub fn dict_get(&self, dict: Attribute, name: Ident) -> Option<Attribute> {
        self.dict_get_str(dict, self.ident_str(name))
    }

    /// Looks a name up in a dictionary attribute without interning it.
    pub fn dict_get_str(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        let entries = self.dict_entries(dict);
        if entries.len() <= 8 {
            // Small dictionaries (most properties): comparing lengths first
            // is cheaper than ordering strings.
            return entries
                .iter()
                .find(|(n, _)| self.ident_str(*n) == name)
                .map(|e| e.1);
        }
        entries
            .binary_search_by(|(n, _)| self.ident_str(*n).cmp(name))
            .ok()
            .map(|i| entries[i].1)
    }

    /// A copy of `dict` with `name` set to `value` (or removed if `None`).
    pub fn dict_with(&self, dict: Attribute, name: Ident, value: Option<Attribute>) -> Attribute {
        let mut v: Vec<NamedAttribute> = self
            .dict_entries(dict)
            .iter()
            .copied()
            .filter(|(n, _)| *n != name)
            .collect();
        if let Some(value) = value {
            v.push((name, value));
        }
        self.dictionary_attr(&v)
    }

    /// The string of a string attribute, if it is valid UTF-8.
    pub fn string_attr_value(&self, a: Attribute) -> Option<&str> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn type_attr_value(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The value of an integer attribute.
    pub fn integer_attr_value(&self, a: Attribute) -> Option<&APInt> {
        match self.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn array_attr_elements(&self, a: Attribute) -> Option<&[Attribute]> {
        match self.attr_kind(a) {
            AttrKind::Array(v) => Some(v),
            _ => None,
        }
    }

    /// The root name of a flat symbol reference (`@name`).
    pub fn flat_symbol_ref_value(&self, a: Attribute) -> Option<Ident> {
        match self.attr_kind(a) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        }
    }

    /// Creates a `distinct[..]<referenced>` attribute, different from every
    /// other attribute.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self
            .distinct_counter
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.note_aliasable_attr();
        Attribute(self.attrs.push_distinct(AttrKind::Distinct { id, referenced }))
    }
}
