//! Builtin types and the storage of dialect types.
//!
//! A [`Type`] is a `Copy` handle into the context's type interner: two types
//! are equal exactly when their handles are equal.

use crate::{Attribute, Context, Ident};

/// A uniqued type. Compare and hash it as an integer; read it through
/// [`Context::type_kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The handle's index in the context's table of types.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Integer signedness semantics, as in MLIR (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `i32`: no sign semantics; operations decide how to read the bits.
    Signless,
    /// `si32`: signed.
    Signed,
    /// `ui32`: unsigned.
    Unsigned,
}

/// Every builtin floating-point type of MLIR 22.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f4E2M1FN`: 2 exponent and 1 mantissa bit, finite only, no NaN.
    F4E2M1FN,
    /// `f6E2M3FN`: 2 exponent and 3 mantissa bits, finite only, no NaN.
    F6E2M3FN,
    /// `f6E3M2FN`: 3 exponent and 2 mantissa bits, finite only, no NaN.
    F6E3M2FN,
    /// `f8E5M2`: 5 exponent and 2 mantissa bits, with infinities and NaNs
    /// as in IEEE 754.
    F8E5M2,
    /// `f8E4M3`: 4 exponent and 3 mantissa bits, with infinities and NaNs
    /// as in IEEE 754.
    F8E4M3,
    /// `f8E4M3FN`: 4 exponent and 3 mantissa bits, no infinities.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 5 exponent and 2 mantissa bits, no infinities and no
    /// negative zero (that encoding is the NaN).
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 4 exponent and 3 mantissa bits, no infinities and no
    /// negative zero (that encoding is the NaN).
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: like `f8E4M3FNUZ` with an exponent bias of 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: 3 exponent and 4 mantissa bits, with infinities and NaNs
    /// as in IEEE 754.
    F8E3M4,
    /// `f8E8M0FNU`: 8 exponent bits, no sign and no mantissa (a power of
    /// two, used as a scale).
    F8E8M0FNU,
    /// `bf16`: bfloat16, 8 exponent and 7 mantissa bits.
    BF16,
    /// `f16`: IEEE 754 half precision.
    F16,
    /// `tf32`: TensorFloat-32, 8 exponent and 10 mantissa bits.
    TF32,
    /// `f32`: IEEE 754 single precision.
    F32,
    /// `f64`: IEEE 754 double precision.
    F64,
    /// `f80`: x87 extended precision.
    F80,
    /// `f128`: IEEE 754 quadruple precision.
    F128,
}

impl FloatKind {
    /// Every kind, in declaration order (`ALL[k as usize] == k`).
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword MLIR uses for this type.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind whose keyword is `s` (`f32`, `bf16`, ...).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Width in bits of the storage of a value of this type.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// `ShapedType::kDynamic`: the marker of a dynamic dimension or stride.
pub const DYNAMIC: i64 = i64::MIN;

/// The data of a type. Builtin types are variants; types of other dialects
/// are stored generically as a mnemonic plus parameters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i<width>`, `si<width>` or `ui<width>`.
    Integer {
        /// The width in bits.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`: a signless integer as wide as the target's machine word,
    /// for sizes and subscripts.
    Index,
    /// A floating-point type (`f32`, `bf16`, ...).
    Float(FloatKind),
    /// `none`: the unit type.
    None,
    /// `complex<element>`.
    Complex(Type),
    /// `tuple<t0, t1, ...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`.
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `vector<4x[8]xf32>`.
    Vector {
        /// The dimensions (all static).
        shape: Box<[i64]>,
        /// One flag per dimension; empty when no dimension is scalable.
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `tensor<?x4xf32, encoding>`.
    RankedTensor {
        /// The dimensions, with [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `memref<?x4xf32, layout, memory_space>`.
    MemRef {
        /// The dimensions, with [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// `None` is the identity layout.
        layout: Option<Attribute>,
        /// `None` is the default memory space.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memory_space>`.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// `None` is the default memory space.
        memory_space: Option<Attribute>,
    },
    /// `!dialect<"data">`: a type of a dialect that is not registered.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The text after the namespace (`bar<x>` in `!foo.bar<x>`), kept
        /// as written.
        data: Ident,
    },
    /// A type defined by a registered dialect: `!dialect.mnemonic<params>`.
    /// The dialect's hooks parse and print the parameters.
    Dialect {
        /// The dialect namespace.
        dialect: Ident,
        /// The type's name within the dialect.
        mnemonic: Ident,
        /// The parameters, as attributes.
        params: Box<[Attribute]>,
    },
}

impl Context {
    /// The signless integer type `i<width>`.
    pub fn integer_type(&self, width: u32) -> Type {
        let cached = match width {
            1 => 0,
            8 => 1,
            16 => 2,
            32 => 3,
            64 => 4,
            _ => usize::MAX,
        };
        if let Some(&t) = self.common_types.get(cached) {
            return t;
        }
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// The integer type of `width` bits and `signedness`.
    pub fn integer_type_signed(&self, width: u32, signedness: Signedness) -> Type {
        if signedness == Signedness::Signless {
            return self.integer_type(width);
        }
        self.intern_type(TypeKind::Integer { width, signedness })
    }

    /// `i1`.
    pub fn i1(&self) -> Type {
        self.integer_type(1)
    }
    /// `i8`.
    pub fn i8(&self) -> Type {
        self.integer_type(8)
    }
    /// `i32`.
    pub fn i32(&self) -> Type {
        self.integer_type(32)
    }
    /// `i64`.
    pub fn i64(&self) -> Type {
        self.integer_type(64)
    }
    /// `index`.
    pub fn index_type(&self) -> Type {
        match self.common_types.get(5) {
            Some(&t) => t,
            None => self.intern_type(TypeKind::Index),
        }
    }
    /// `none`.
    pub fn none_type(&self) -> Type {
        match self.common_types.get(6) {
            Some(&t) => t,
            None => self.intern_type(TypeKind::None),
        }
    }
    /// The floating-point type of `kind`.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        // `ALL` lists the kinds in declaration order.
        match self.common_types.get(7 + kind as usize) {
            Some(&t) => t,
            None => self.intern_type(TypeKind::Float(kind)),
        }
    }
    /// `f32`.
    pub fn f32(&self) -> Type {
        self.float_type(FloatKind::F32)
    }
    /// `f64`.
    pub fn f64(&self) -> Type {
        self.float_type(FloatKind::F64)
    }
    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    /// `tuple<types>`.
    pub fn tuple_type(&self, types: &[Type]) -> Type {
        self.intern_type(TypeKind::Tuple(types.into()))
    }
    /// `complex<element>`.
    pub fn complex_type(&self, element: Type) -> Type {
        self.intern_type(TypeKind::Complex(element))
    }
    /// A ranked tensor type without encoding.
    pub fn ranked_tensor_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }
    /// A memref type with the identity layout in the default memory space.
    pub fn memref_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout: None,
            memory_space: None,
        })
    }
    /// A vector type with no scalable dimension.
    pub fn vector_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: Box::new([]),
            element,
        })
    }

    // ---- queries -------------------------------------------------------

    /// Whether `t` may be the element type of a memref: builtin scalars,
    /// complex numbers, vectors and memrefs (MLIR's
    /// `BaseMemRefType::isValidElementType`). Other dialects' types may
    /// only through MLIR's `MemRefElementTypeInterface`, which none of
    /// Strata's dialect types implements (as in MLIR, neither `!llvm.ptr`
    /// nor the quantized types do).
    pub fn is_valid_memref_element_type(&self, t: Type) -> bool {
        matches!(
            self.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// Whether `t` is `index`.
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Index)
    }

    /// Width of an integer type, `None` for other types.
    pub fn integer_width(&self, t: Type) -> Option<u32> {
        match self.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    /// Whether `t` is a signless integer type (`i<n>`).
    pub fn is_signless_integer(&self, t: Type) -> bool {
        matches!(
            self.type_kind(t),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }

    /// The kind of a floating-point type, `None` for other types.
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.type_kind(t) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Inputs and results of a function type.
    pub fn function_type_parts(&self, t: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(t) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor, memref).
    pub fn element_type(&self, t: Type) -> Option<Type> {
        match self.type_kind(t) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// The shape of a ranked shaped type.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.type_kind(t) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type for shaped types, the type itself otherwise
    /// (`getElementTypeOrSelf`).
    pub fn element_type_or_self(&self, t: Type) -> Type {
        self.element_type(t).unwrap_or(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_types_are_the_interned_ones() {
        let ctx = Context::new();
        for (i, k) in FloatKind::ALL.iter().enumerate() {
            assert_eq!(*k as usize, i);
            assert_eq!(ctx.float_type(*k), ctx.intern_type(TypeKind::Float(*k)));
        }
        for w in [1, 7, 8, 16, 32, 64, 128] {
            let direct = ctx.intern_type(TypeKind::Integer {
                width: w,
                signedness: Signedness::Signless,
            });
            assert_eq!(ctx.integer_type(w), direct);
        }
        assert_eq!(ctx.index_type(), ctx.intern_type(TypeKind::Index));
        assert_eq!(ctx.none_type(), ctx.intern_type(TypeKind::None));
    }
}
