//! Type and attribute constraints with MLIR's summaries.
//!
//! Constraints are `const`-constructible trees, so op specs are static
//! data. A constraint's summary is what MLIR prints in verifier messages
//! ("operand #0 must be signless-integer-like, but got 'f32'"); composed
//! constraints build their summaries with ODS's rules (`AnyTypeOf` joins
//! with " or ", shaped containers say "tensor of ... values", ...).

use strata_ir::{AttrKind, Attribute, Context, FloatKind, Signedness, Type, TypeKind};

/// A constraint on a type.
#[derive(Copy, Clone, Debug)]
pub enum TypeConstraint {
    /// `AnyType`: "any type".
    Any,
    /// `AnyInteger`: "integer".
    AnyInteger,
    /// `AnySignlessInteger`: "signless integer".
    AnySignlessInteger,
    /// `I<w>`: "w-bit signless integer".
    SignlessInteger(u32),
    /// `SI<w>`: "w-bit signed integer".
    SignedInteger(u32),
    /// `UI<w>`: "w-bit unsigned integer".
    UnsignedInteger(u32),
    /// `Index`: "index".
    Index,
    /// `AnySignlessIntegerOrIndex`: "signless integer or index".
    SignlessIntegerOrIndex,
    /// `AnyFloat`: "floating-point".
    AnyFloat,
    /// One float type: `F32` is "32-bit float", `BF16` "bfloat16 type", ...
    Float(FloatKind),
    /// `NoneType`: "none type".
    None,
    /// `AnyComplex`: "complex-type".
    AnyComplex,
    /// `Complex<T>`: "complex type with T elements".
    ComplexOf(&'static TypeConstraint),
    /// `AnyTypeOf<[...]>` with the default summary (" or "-joined).
    AnyOf(&'static [TypeConstraint]),
    /// `TypeOrValueSemanticsContainer<T, "name">`: T itself, or a vector or
    /// tensor of T; the summary is "name-like".
    OrContainerOf(&'static TypeConstraint, &'static str),
    /// `TensorOf<[...]>` ("tensor of ... values"), ranked or unranked.
    TensorOf(&'static [TypeConstraint]),
    /// `RankedTensorOf<[...]>`: "ranked tensor of ... values".
    RankedTensorOf(&'static [TypeConstraint]),
    /// `UnrankedTensorOf<[...]>`: "unranked tensor of ... values".
    UnrankedTensorOf(&'static [TypeConstraint]),
    /// `VectorOfAnyRankOf<[...]>`: "vector of ... values".
    VectorOf(&'static [TypeConstraint]),
    /// `MemRefOf<[...]>`: "memref of ... values" (ranked).
    MemRefOf(&'static [TypeConstraint]),
    /// `UnrankedMemRefOf<[...]>`: "unranked.memref of ... values".
    UnrankedMemRefOf(&'static [TypeConstraint]),
    /// `AnyRankedOrUnrankedMemRef`: "ranked or unranked memref of any type values".
    RankedOrUnrankedMemRef,
    /// `AnyShaped`: "shaped of any type values".
    AnyShaped,
    /// `FunctionType`: "function type".
    Function,
    /// An arbitrary predicate with its summary.
    Custom {
        /// What the constraint's error messages call it.
        summary: &'static str,
        /// Whether a type satisfies it.
        check: fn(&Context, Type) -> bool,
    },
    /// A type satisfying a predicate that has one instance ODS can build
    /// (`BuildableType`, such as `!pdl.operation`): formats leave it out
    /// and builders infer it.
    Buildable {
        /// What the constraint's error messages call it.
        summary: &'static str,
        /// Whether a type satisfies it.
        check: fn(&Context, Type) -> bool,
        /// The type a result of this constraint gets.
        build: fn(&Context) -> Type,
    },
    /// A vector type satisfying a predicate (`VectorOfNonZeroRankOf`,
    /// `FixedVectorOfAnyRank`, ...): declarative formats parse its type as
    /// a `VectorType`, as ODS's generated parsers do.
    VectorWith {
        /// What the constraint's error messages call it.
        summary: &'static str,
        /// Whether a vector type satisfies it.
        check: fn(&Context, Type) -> bool,
    },
}

fn float_summary(k: FloatKind) -> String {
    match k {
        FloatKind::F16 => "16-bit float".into(),
        FloatKind::F32 => "32-bit float".into(),
        FloatKind::F64 => "64-bit float".into(),
        FloatKind::F80 => "80-bit float".into(),
        FloatKind::F128 => "128-bit float".into(),
        FloatKind::BF16 => "bfloat16 type".into(),
        FloatKind::TF32 => "tf32 type".into(),
        other => format!("{} type", other.keyword()),
    }
}

fn join_or(list: &[TypeConstraint]) -> String {
    list.iter().map(|c| c.summary()).collect::<Vec<_>>().join(" or ")
}

impl TypeConstraint {
    /// The summary MLIR prints for this constraint.
    pub fn summary(&self) -> String {
        use TypeConstraint::*;
        match self {
            Any => "any type".into(),
            AnyInteger => "integer".into(),
            AnySignlessInteger => "signless integer".into(),
            SignlessInteger(w) => format!("{w}-bit signless integer"),
            SignedInteger(w) => format!("{w}-bit signed integer"),
            UnsignedInteger(w) => format!("{w}-bit unsigned integer"),
            Index => "index".into(),
            SignlessIntegerOrIndex => "signless integer or index".into(),
            AnyFloat => "floating-point".into(),
            Float(k) => float_summary(*k),
            None => "none type".into(),
            AnyComplex => "complex-type".into(),
            ComplexOf(e) => format!("complex type with {} elements", e.summary()),
            AnyOf(list) => join_or(list),
            OrContainerOf(_, name) => format!("{name}-like"),
            TensorOf(list) => format!("tensor of {} values", join_or(list)),
            RankedTensorOf(list) => format!("ranked tensor of {} values", join_or(list)),
            UnrankedTensorOf(list) => format!("unranked tensor of {} values", join_or(list)),
            VectorOf(list) => format!("vector of {} values", join_or(list)),
            MemRefOf(list) => format!("memref of {} values", join_or(list)),
            UnrankedMemRefOf(list) => format!("unranked.memref of {} values", join_or(list)),
            RankedOrUnrankedMemRef => "ranked or unranked memref of any type values".into(),
            AnyShaped => "shaped of any type values".into(),
            Function => "function type".into(),
            Custom { summary, .. } | VectorWith { summary, .. } | Buildable { summary, .. } => {
                (*summary).into()
            }
        }
    }

    /// Whether `t` satisfies the constraint.
    pub fn check(&self, ctx: &Context, t: Type) -> bool {
        match self {
            // No type to look up.
            TypeConstraint::Any => true,
            _ => self.check_kind(ctx, t, ctx.type_kind(t)),
        }
    }

    /// [`Self::check`] of `t`, whose kind `kind` was looked up once
    /// (constraints that hold of the type itself or its element share it).
    fn check_kind(&self, ctx: &Context, t: Type, kind: &TypeKind) -> bool {
        use TypeConstraint::*;
        let signless = || {
            matches!(
                kind,
                TypeKind::Integer {
                    signedness: Signedness::Signless,
                    ..
                }
            )
        };
        match self {
            Any => true,
            AnyInteger => matches!(kind, TypeKind::Integer { .. }),
            AnySignlessInteger => signless(),
            SignlessInteger(w) => {
                matches!(kind, TypeKind::Integer { width, signedness: Signedness::Signless } if width == w)
            }
            SignedInteger(w) => {
                matches!(kind, TypeKind::Integer { width, signedness: Signedness::Signed } if width == w)
            }
            UnsignedInteger(w) => {
                matches!(kind, TypeKind::Integer { width, signedness: Signedness::Unsigned } if width == w)
            }
            Index => matches!(kind, TypeKind::Index),
            SignlessIntegerOrIndex => signless() || matches!(kind, TypeKind::Index),
            AnyFloat => matches!(kind, TypeKind::Float(_)),
            Float(k) => matches!(kind, TypeKind::Float(x) if x == k),
            None => matches!(kind, TypeKind::None),
            AnyComplex => matches!(kind, TypeKind::Complex(_)),
            ComplexOf(e) => matches!(kind, TypeKind::Complex(el) if e.check(ctx, *el)),
            AnyOf(list) => list.iter().any(|c| c.check_kind(ctx, t, kind)),
            OrContainerOf(inner, _) => match kind {
                TypeKind::Vector { element, .. }
                | TypeKind::RankedTensor { element, .. }
                | TypeKind::UnrankedTensor { element } => inner.check(ctx, *element),
                _ => inner.check_kind(ctx, t, kind),
            },
            TensorOf(list) => match kind {
                TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => {
                    list.iter().any(|c| c.check(ctx, *element))
                }
                _ => false,
            },
            RankedTensorOf(list) => match kind {
                TypeKind::RankedTensor { element, .. } => list.iter().any(|c| c.check(ctx, *element)),
                _ => false,
            },
            UnrankedTensorOf(list) => match kind {
                TypeKind::UnrankedTensor { element } => list.iter().any(|c| c.check(ctx, *element)),
                _ => false,
            },
            VectorOf(list) => match kind {
                TypeKind::Vector { element, .. } => list.iter().any(|c| c.check(ctx, *element)),
                _ => false,
            },
            MemRefOf(list) => match kind {
                TypeKind::MemRef { element, .. } => list.iter().any(|c| c.check(ctx, *element)),
                _ => false,
            },
            UnrankedMemRefOf(list) => match kind {
                TypeKind::UnrankedMemRef { element, .. } => list.iter().any(|c| c.check(ctx, *element)),
                _ => false,
            },
            RankedOrUnrankedMemRef => {
                matches!(kind, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
            }
            AnyShaped => matches!(
                kind,
                TypeKind::Vector { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
                    | TypeKind::MemRef { .. }
                    | TypeKind::UnrankedMemRef { .. }
            ),
            Function => matches!(kind, TypeKind::Function { .. }),
            Custom { check, .. } | Buildable { check, .. } => check(ctx, t),
            VectorWith { check, .. } => matches!(ctx.type_kind(t), TypeKind::Vector { .. }) && check(ctx, t),
        }
    }
}

/// Common constraints, named as in ODS.
pub mod types {
    use super::TypeConstraint::{self, *};
    use strata_ir::FloatKind;

    /// Any type.
    pub const ANY_TYPE: TypeConstraint = Any;
    /// `i1`.
    pub const I1: TypeConstraint = SignlessInteger(1);
    /// `i8`.
    pub const I8: TypeConstraint = SignlessInteger(8);
    /// `i16`.
    pub const I16: TypeConstraint = SignlessInteger(16);
    /// `i32`.
    pub const I32: TypeConstraint = SignlessInteger(32);
    /// `i64`.
    pub const I64: TypeConstraint = SignlessInteger(64);
    /// `index`.
    pub const INDEX: TypeConstraint = Index;
    /// `f16`.
    pub const F16: TypeConstraint = Float(FloatKind::F16);
    /// `f32`.
    pub const F32: TypeConstraint = Float(FloatKind::F32);
    /// `f64`.
    pub const F64: TypeConstraint = Float(FloatKind::F64);
    /// `bf16`.
    pub const BF16: TypeConstraint = Float(FloatKind::BF16);
    /// Any floating-point type.
    pub const ANY_FLOAT: TypeConstraint = AnyFloat;
    /// Any integer type, whatever its signedness.
    pub const ANY_INTEGER: TypeConstraint = AnyInteger;
    /// Any signless integer type.
    pub const ANY_SIGNLESS_INTEGER: TypeConstraint = AnySignlessInteger;
    /// A signless integer type or `index`.
    pub const ANY_SIGNLESS_INTEGER_OR_INDEX: TypeConstraint = SignlessIntegerOrIndex;
    /// `BoolLike`: i1 or a vector/tensor of i1.
    pub const BOOL_LIKE: TypeConstraint = OrContainerOf(&I1, "bool");
    /// `SignlessIntegerLike`.
    pub const SIGNLESS_INTEGER_LIKE: TypeConstraint = OrContainerOf(&AnySignlessInteger, "signless-integer");
    /// `SignlessIntegerOrIndexLike`.
    pub const SIGNLESS_INTEGER_OR_INDEX_LIKE: TypeConstraint =
        OrContainerOf(&SignlessIntegerOrIndex, "signless-integer");
    /// `FloatLike`.
    pub const FLOAT_LIKE: TypeConstraint = OrContainerOf(&AnyFloat, "floating-point");
    /// A tensor, ranked or not, of any element type.
    pub const ANY_TENSOR: TypeConstraint = TensorOf(&[Any]);
    /// A ranked tensor of any element type.
    pub const ANY_RANKED_TENSOR: TypeConstraint = RankedTensorOf(&[Any]);
    /// A vector of any element type.
    pub const ANY_VECTOR: TypeConstraint = VectorOf(&[Any]);
    /// A memref of any element type.
    pub const ANY_MEMREF: TypeConstraint = MemRefOf(&[Any]);
    /// A complex type of any element type.
    pub const ANY_COMPLEX: TypeConstraint = AnyComplex;
    /// A builtin function type.
    pub const FUNCTION_TYPE: TypeConstraint = Function;
}

/// A constraint on an attribute.
#[derive(Copy, Clone, Debug)]
pub enum AttrConstraint {
    /// "any attribute".
    Any,
    /// "string attribute" (`StrAttr`, `SymbolNameAttr`).
    Str,
    /// `SymbolNameAttr`: a string attribute, written `@name` in formats.
    SymbolName,
    /// "unit attribute".
    Unit,
    /// "bool attribute".
    Bool,
    /// `TypedSignlessIntegerAttrBase`: an integer attribute of a signless
    /// integer type of the width, e.g. "64-bit signless integer attribute".
    SignlessInteger(u32),
    /// "index attribute".
    Index,
    /// "arbitrary integer attribute".
    AnyInteger,
    /// A float attribute of a kind: "32-bit float attribute".
    Float(FloatKind),
    /// "any type attribute".
    TypeAttr,
    /// `TypeAttrOf<T>`: "type attribute of <T's summary>".
    TypeAttrOf(&'static TypeConstraint),
    /// "array attribute".
    Array,
    /// `TypedArrayAttrBase<Elem, summary>`.
    ArrayOf(&'static AttrConstraint, &'static str),
    /// "dictionary of named attribute values".
    Dictionary,
    /// "symbol reference attribute".
    SymbolRef,
    /// "flat symbol reference attribute".
    FlatSymbolRef,
    /// `DenseI64ArrayAttr` and friends: "i64 dense array attribute".
    DenseArray(&'static TypeConstraint, &'static str),
    /// "constant vector/tensor attribute".
    Elements,
    /// "TypedAttr instance": an attribute with a type.
    Typed,
    /// An enum attribute (`I64EnumAttr`, `EnumAttr<...>`, ...).
    Enum(&'static EnumDef),
    /// An arbitrary predicate with its summary.
    Custom {
        /// What the constraint's error messages call it.
        summary: &'static str,
        /// Whether an attribute satisfies it.
        check: fn(&Context, Attribute) -> bool,
    },
    /// An attribute class or interface of its own (`PoisonAttrInterface`,
    /// a dialect attribute): its properties store only attributes of the
    /// class, and the declarative format rejects others with "invalid kind
    /// of attribute specified", as MLIR's generated parsers do.
    Class {
        /// What the constraint's error messages call it.
        summary: &'static str,
        /// Whether an attribute belongs to the class.
        check: fn(&Context, Attribute) -> bool,
    },
    /// `ConfinedAttr<base, [...]>`: `base` and a further predicate; the
    /// summary is the whole constraint's. Prints and parses as `base`.
    Confined {
        /// The constraint being narrowed.
        base: &'static AttrConstraint,
        /// The summary of the whole constraint.
        summary: &'static str,
        /// The further predicate (checked after `base`).
        check: fn(&Context, Attribute) -> bool,
    },
}

impl AttrConstraint {
    /// The constraint's summary, as MLIR's verifier messages quote it.
    pub fn summary(&self) -> String {
        use AttrConstraint::*;
        match self {
            Any => "any attribute".into(),
            Str | SymbolName => "string attribute".into(),
            Unit => "unit attribute".into(),
            Bool => "bool attribute".into(),
            SignlessInteger(w) => format!("{w}-bit signless integer attribute"),
            Index => "index attribute".into(),
            AnyInteger => "arbitrary integer attribute".into(),
            Float(k) => match k {
                FloatKind::F32 => "32-bit float attribute".into(),
                FloatKind::F64 => "64-bit float attribute".into(),
                FloatKind::F16 => "16-bit float attribute".into(),
                other => format!("{} attribute", other.keyword()),
            },
            TypeAttr => "any type attribute".into(),
            TypeAttrOf(t) => format!("type attribute of {}", t.summary()),
            Array => "array attribute".into(),
            ArrayOf(_, s) => (*s).into(),
            Dictionary => "dictionary of named attribute values".into(),
            SymbolRef => "symbol reference attribute".into(),
            FlatSymbolRef => "flat symbol reference attribute".into(),
            DenseArray(_, s) => (*s).into(),
            Elements => "constant vector/tensor attribute".into(),
            Typed => "TypedAttr instance".into(),
            Enum(e) => e.summary(),
            Custom { summary, .. } | Class { summary, .. } | Confined { summary, .. } => (*summary).into(),
        }
    }

    /// Whether `a` satisfies the constraint.
    pub fn check(&self, ctx: &Context, a: Attribute) -> bool {
        use AttrConstraint::*;
        let kind = ctx.attr_kind(a);
        match self {
            Any => true,
            Str | SymbolName => matches!(kind, AttrKind::String { ty: None, .. }),
            Unit => matches!(kind, AttrKind::Unit),
            // MLIR's bools are i1 integers.
            Bool => {
                matches!(kind, AttrKind::Bool(_))
                    || matches!(kind, AttrKind::Integer { ty, .. } if *ty == ctx.i1())
            }
            SignlessInteger(w) => match kind {
                AttrKind::Integer { ty, .. } => TypeConstraint::SignlessInteger(*w).check(ctx, *ty),
                // `I1Attr` holds MLIR's bools (i1 integers).
                AttrKind::Bool(_) => *w == 1,
                _ => false,
            },
            Index => matches!(kind, AttrKind::Integer { ty, .. } if ctx.is_index(*ty)),
            AnyInteger => matches!(kind, AttrKind::Integer { .. }),
            Float(k) => matches!(kind, AttrKind::Float { ty, .. } if ctx.float_kind(*ty) == Some(*k)),
            TypeAttr => matches!(kind, AttrKind::Type(_)),
            TypeAttrOf(t) => matches!(kind, AttrKind::Type(ty) if t.check(ctx, *ty)),
            Array => matches!(kind, AttrKind::Array(_)),
            ArrayOf(elem, _) => match kind {
                AttrKind::Array(v) => v.iter().all(|&e| elem.check(ctx, e)),
                _ => false,
            },
            Dictionary => matches!(kind, AttrKind::Dictionary(_)),
            SymbolRef => matches!(kind, AttrKind::SymbolRef { .. }),
            FlatSymbolRef => matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
            DenseArray(elem, _) => {
                matches!(kind, AttrKind::DenseArray { element, .. } if elem.check(ctx, *element))
            }
            Elements => matches!(
                kind,
                AttrKind::DenseElements { .. }
                    | AttrKind::DenseStringElements { .. }
                    | AttrKind::DenseResource { .. }
                    | AttrKind::Sparse { .. }
            ),
            Typed => attr_type(ctx, a).is_some(),
            Enum(e) => e.attr_value(ctx, a).is_some_and(|v| e.is_valid(v)),
            Custom { check, .. } | Class { check, .. } => check(ctx, a),
            Confined { base, check, .. } => base.check(ctx, a) && check(ctx, a),
        }
    }
}

impl AttrConstraint {
    /// Whether `a` is of the attribute class a property with this
    /// constraint stores, so that MLIR's `setPropertiesFromAttr` accepts
    /// it (the constraint itself is checked later, by the verifier).
    pub fn converts(&self, ctx: &Context, a: Attribute) -> bool {
        use AttrConstraint::*;
        let kind = ctx.attr_kind(a);
        match self {
            Any | Custom { .. } => true,
            Str | SymbolName => matches!(kind, AttrKind::String { .. }),
            Unit => matches!(kind, AttrKind::Unit),
            Bool | SignlessInteger(_) | Index | AnyInteger => {
                matches!(kind, AttrKind::Integer { .. } | AttrKind::Bool(_))
            }
            Float(_) => matches!(kind, AttrKind::Float { .. }),
            TypeAttr | TypeAttrOf(_) => matches!(kind, AttrKind::Type(_)),
            Array | ArrayOf(..) => matches!(kind, AttrKind::Array(_)),
            Dictionary => matches!(kind, AttrKind::Dictionary(_)),
            SymbolRef => matches!(kind, AttrKind::SymbolRef { .. }),
            FlatSymbolRef => matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
            DenseArray(..) | Elements => self.check(ctx, a),
            Typed => attr_type(ctx, a).is_some(),
            // Enum attribute classes accept their cases only.
            Enum(_) | Class { .. } => self.check(ctx, a),
            // `ConfinedAttr` stores what its base stores.
            Confined { base, .. } => base.converts(ctx, a),
        }
    }
}

/// The type of a typed attribute (`TypedAttr::getType`).
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStringElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.i1()),
        // Strings are typed attributes; untyped ones have `none`.
        AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        AttrKind::Opaque { ty, .. } => *ty,
        _ => None,
    }
}

/// Common attribute constraints, named as in ODS.
pub mod attrs {
    use super::types;
    use super::AttrConstraint::{self, *};

    /// Any attribute.
    pub const ANY_ATTR: AttrConstraint = Any;
    /// A string attribute.
    pub const STR_ATTR: AttrConstraint = Str;
    /// A symbol's name: a string attribute.
    pub const SYMBOL_NAME_ATTR: AttrConstraint = SymbolName;
    /// The unit attribute.
    pub const UNIT_ATTR: AttrConstraint = Unit;
    /// A boolean attribute.
    pub const BOOL_ATTR: AttrConstraint = Bool;
    /// A 32-bit signless integer attribute.
    pub const I32_ATTR: AttrConstraint = SignlessInteger(32);
    /// A 64-bit signless integer attribute.
    pub const I64_ATTR: AttrConstraint = SignlessInteger(64);
    /// An integer attribute of type `index`.
    pub const INDEX_ATTR: AttrConstraint = Index;
    /// A type attribute of any type.
    pub const TYPE_ATTR: AttrConstraint = TypeAttr;
    /// A type attribute holding a function type.
    pub const FUNCTION_TYPE_ATTR: AttrConstraint = TypeAttrOf(&types::FUNCTION_TYPE);
    /// An array attribute of any elements.
    pub const ARRAY_ATTR: AttrConstraint = Array;
    /// A dictionary attribute.
    pub const DICTIONARY_ATTR: AttrConstraint = Dictionary;
    /// An array of dictionary attributes (per-argument attributes).
    pub const DICT_ARRAY_ATTR: AttrConstraint = ArrayOf(&Dictionary, "Array of dictionary attributes");
    /// An array of string attributes.
    pub const STR_ARRAY_ATTR: AttrConstraint = ArrayOf(&Str, "string array attribute");
    /// An array of 64-bit integer attributes.
    pub const I64_ARRAY_ATTR: AttrConstraint =
        ArrayOf(&SignlessInteger(64), "64-bit integer array attribute");
    /// A symbol reference, possibly nested.
    pub const SYMBOL_REF_ATTR: AttrConstraint = SymbolRef;
    /// A symbol reference without nested references (`@f`).
    pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint = FlatSymbolRef;
    /// `array<i32: ...>`.
    pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = DenseArray(&types::I32, "i32 dense array attribute");
    /// `array<i64: ...>`.
    pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = DenseArray(&types::I64, "i64 dense array attribute");
    /// `array<i1: ...>`.
    pub const DENSE_BOOL_ARRAY_ATTR: AttrConstraint = DenseArray(&types::I1, "i1 dense array attribute");
    /// An elements attribute (dense, sparse, ...).
    pub const ELEMENTS_ATTR: AttrConstraint = Elements;
    /// Any attribute with a type.
    pub const TYPED_ATTR: AttrConstraint = Typed;
    /// `TypeArrayAttr`.
    pub const TYPE_ARRAY_ATTR: AttrConstraint = ArrayOf(&TypeAttr, "type array attribute");
    /// `ConfinedAttr<I16Attr, [IntNonNegative]>`.
    pub const NON_NEGATIVE_I16_ATTR: AttrConstraint = Confined {
        base: &SignlessInteger(16),
        summary: "16-bit signless integer attribute whose value is non-negative",
        check: |ctx, a| ctx.integer_attr_value(a).is_some_and(|v| !v.is_negative()),
    };
    /// `ConfinedAttr<I32Attr, [IntNonNegative]>`.
    pub const NON_NEGATIVE_I32_ATTR: AttrConstraint = Confined {
        base: &I32_ATTR,
        summary: "32-bit signless integer attribute whose value is non-negative",
        check: |ctx, a| ctx.integer_attr_value(a).is_some_and(|v| !v.is_negative()),
    };
}

#[cfg(test)]
mod tests {
    use super::types::*;
    use super::*;

    #[test]
    fn summaries_follow_ods_rules() {
        assert_eq!(SIGNLESS_INTEGER_LIKE.summary(), "signless-integer-like");
        assert_eq!(FLOAT_LIKE.summary(), "floating-point-like");
        assert_eq!(BOOL_LIKE.summary(), "bool-like");
        assert_eq!(ANY_TENSOR.summary(), "tensor of any type values");
        assert_eq!(
            TypeConstraint::AnyOf(&[F32, F64]).summary(),
            "32-bit float or 64-bit float"
        );
        assert_eq!(
            TypeConstraint::ComplexOf(&ANY_FLOAT).summary(),
            "complex type with floating-point elements"
        );
        assert_eq!(
            AttrConstraint::TypeAttrOf(&FUNCTION_TYPE).summary(),
            "type attribute of function type"
        );
    }

    #[test]
    fn containers_check_their_elements() {
        let ctx = Context::new();
        let i32t = ctx.i32();
        let f32t = ctx.f32();
        let vi = ctx.vector_type(&[4], i32t);
        let tf = ctx.ranked_tensor_type(&[2], f32t);
        let mi = ctx.memref_type(&[2], i32t);
        assert!(SIGNLESS_INTEGER_LIKE.check(&ctx, i32t));
        assert!(SIGNLESS_INTEGER_LIKE.check(&ctx, vi));
        assert!(!SIGNLESS_INTEGER_LIKE.check(&ctx, f32t));
        assert!(
            !SIGNLESS_INTEGER_LIKE.check(&ctx, mi),
            "memrefs have no value semantics"
        );
        assert!(FLOAT_LIKE.check(&ctx, tf));
        assert!(ANY_MEMREF.check(&ctx, mi));
        assert!(!ANY_MEMREF.check(&ctx, tf));
        let si = ctx.integer_type_signed(32, Signedness::Signed);
        assert!(!ANY_SIGNLESS_INTEGER.check(&ctx, si));
        assert!(ANY_INTEGER.check(&ctx, si));
    }

    #[test]
    fn property_conversion_checks_the_attribute_class() {
        let ctx = Context::new();
        let i32a = ctx.integer_attr(ctx.i32(), 1);
        let s = ctx.string_attr("x");
        // The class converts even when the constraint fails later.
        assert!(attrs::I64_ATTR.converts(&ctx, i32a));
        assert!(!attrs::I64_ATTR.check(&ctx, i32a));
        assert!(!attrs::I64_ATTR.converts(&ctx, s));
        assert!(attrs::STR_ATTR.converts(&ctx, s));
        assert!(!attrs::UNIT_ATTR.converts(&ctx, i32a));
        assert!(attrs::ANY_ATTR.converts(&ctx, s));
        let nested = ctx.symbol_ref_attr(ctx.ident("a"), &[ctx.ident("b")]);
        assert!(attrs::SYMBOL_REF_ATTR.converts(&ctx, nested));
        assert!(!attrs::FLAT_SYMBOL_REF_ATTR.converts(&ctx, nested));
        assert!(attrs::FLAT_SYMBOL_REF_ATTR.converts(&ctx, ctx.flat_symbol_ref_attr("a")));
    }

    #[test]
    fn attribute_constraints() {
        let ctx = Context::new();
        let i64a = ctx.integer_attr(ctx.i64(), 3);
        let idx = ctx.integer_attr(ctx.index_type(), 3);
        assert!(attrs::I64_ATTR.check(&ctx, i64a));
        assert!(!attrs::I64_ATTR.check(&ctx, idx));
        assert!(attrs::INDEX_ATTR.check(&ctx, idx));
        let ft = ctx.type_attr(ctx.function_type(&[], &[]));
        assert!(attrs::FUNCTION_TYPE_ATTR.check(&ctx, ft));
        assert!(!attrs::FUNCTION_TYPE_ATTR.check(&ctx, ctx.type_attr(ctx.i32())));
        let d = ctx.empty_dictionary();
        let arr = ctx.array_attr(&[d, d]);
        assert!(attrs::DICT_ARRAY_ATTR.check(&ctx, arr));
        assert!(!attrs::STR_ARRAY_ATTR.check(&ctx, arr));
        assert_eq!(attr_type(&ctx, i64a), Some(ctx.i64()));
    }
}

/// How an enum attribute is stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EnumStorage {
    /// `I32EnumAttr` / `I64EnumAttr`: an integer attribute of a signless
    /// integer type of this width.
    Integer(u32),
    /// `EnumAttr<Dialect, Enum, mnemonic>`: a dialect attribute
    /// `#dialect.mnemonic<value>` holding one i32 integer parameter.
    Dialect {
        /// The dialect's namespace.
        dialect: &'static str,
        /// The attribute's mnemonic in that dialect.
        mnemonic: &'static str,
    },
}

/// A declarative enum (`I64EnumAttr`, `I32BitEnumAttr`, ...): its cases
/// with their keywords and values, and how its attribute is stored.
#[derive(Debug)]
pub struct EnumDef {
    /// The enum's name as MLIR's parser errors spell it
    /// (`::mlir::arith::FastMathFlags`).
    pub name: &'static str,
    /// The attribute definition's name, used in parse errors of dialect
    /// attributes (`Arith_FastMathAttr`).
    pub attr_name: &'static str,
    /// The enum's summary; empty for the generated "allowed ... cases".
    pub summary: &'static str,
    /// `(keyword, value)`; for bit enums the zero case is "none" and
    /// groups (several bits) follow the single bits.
    pub cases: &'static [(&'static str, u64)],
    /// How the enum's attribute holds its value.
    pub storage: EnumStorage,
    /// For bit enums, the separator printed between flags (`,` or `, `).
    pub bit_separator: Option<&'static str>,
}

impl EnumDef {
    /// Whether the enum is a set of flags rather than one case.
    pub fn is_bit_enum(&self) -> bool {
        self.bit_separator.is_some()
    }

    /// The constraint summary of the enum's attribute.
    pub fn summary(&self) -> String {
        if !self.summary.is_empty() {
            return self.summary.to_string();
        }
        let width = match self.storage {
            EnumStorage::Integer(w) => w,
            EnumStorage::Dialect { .. } => 32,
        };
        let values: Vec<String> = self.cases.iter().map(|c| c.1.to_string()).collect();
        format!(
            "allowed {width}-bit signless integer cases: {}",
            values.join(", ")
        )
    }

    /// The keyword of the case with `value`, if there is one.
    pub fn keyword(&self, value: u64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    /// The value of the case spelled `keyword`, if there is one.
    pub fn value_of(&self, keyword: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.0 == keyword).map(|c| c.1)
    }

    /// All bits of a bit enum.
    fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |acc, c| acc | c.1)
    }

    /// Whether `value` is valid: a case, or for bit enums any union of
    /// bits.
    pub fn is_valid(&self, value: u64) -> bool {
        if self.is_bit_enum() {
            value & !self.all_bits() == 0
        } else {
            self.keyword(value).is_some()
        }
    }

    /// The keyword form of `value`: the case keyword, or for bit enums the
    /// set flags with groups printed when all their bits are set (MLIR's
    /// `printBitEnumPrimaryGroups`), "none" for zero.
    pub fn to_keywords(&self, value: u64) -> String {
        let Some(sep) = self.bit_separator else {
            return self.keyword(value).unwrap_or("").to_string();
        };
        if value == 0 {
            return self.keyword(0).unwrap_or("none").to_string();
        }
        let is_single = |v: u64| v.is_power_of_two();
        let mut out: Vec<&str> = Vec::new();
        let mut remaining = value;
        for &(k, v) in self.cases {
            if v != 0 && !is_single(v) && value & v == v {
                out.push(k);
                remaining &= !v;
            }
        }
        for &(k, v) in self.cases {
            if is_single(v) && remaining & v != 0 {
                out.push(k);
            }
        }
        out.join(sep)
    }

    /// The integer value stored in an attribute of this enum.
    pub fn attr_value(&self, ctx: &Context, a: Attribute) -> Option<u64> {
        match (self.storage, ctx.attr_kind(a)) {
            (EnumStorage::Integer(w), AttrKind::Integer { ty, value }) => {
                let ok = matches!(ctx.type_kind(*ty),
                    TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w);
                ok.then(|| value.zext_u64())
            }
            (
                EnumStorage::Dialect { dialect, mnemonic },
                AttrKind::Dialect {
                    dialect: d,
                    mnemonic: m,
                    params,
                },
            ) if ctx.ident_str(*d) == dialect && ctx.ident_str(*m) == mnemonic && params.len() == 1 => {
                match ctx.attr_kind(params[0]) {
                    AttrKind::Integer { value, .. } => Some(value.zext_u64()),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The attribute holding `value`.
    pub fn attr(&self, ctx: &Context, value: u64) -> Attribute {
        // Ops repeat the same few enum values: build each attribute once.
        ctx.memo_attr((self as *const EnumDef as usize, value), |ctx| {
            self.make_attr(ctx, value)
        })
    }

    fn make_attr(&self, ctx: &Context, value: u64) -> Attribute {
        match self.storage {
            EnumStorage::Integer(w) => ctx.integer_attr(ctx.integer_type(w), value as i64),
            EnumStorage::Dialect { dialect, mnemonic } => {
                let p = ctx.integer_attr(ctx.integer_type(32), value as i64);
                ctx.intern_attr(AttrKind::Dialect {
                    dialect: ctx.ident(dialect),
                    mnemonic: ctx.ident(mnemonic),
                    params: Box::new([p]),
                })
            }
        }
    }
}
