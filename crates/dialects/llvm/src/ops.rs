//! The `llvm` dialect's instructions on values: integer and float
//! arithmetic, casts, comparisons, `select`, `freeze`, the value ops
//! `llvm.mlir.undef`, `llvm.mlir.poison` and `llvm.mlir.zero`,
//! `llvm.return` and `llvm.unreachable`; and the type constraints the
//! other files share.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Context, FoldOutput, Location, LogicalResult, NamedAttribute, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, OperationState, Type, TypeKind,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, AttrConstraint, EnumDef, TypeConstraint};
use strata_ods::enum_attr::parse_enum_keywords;
use strata_ods::{OpSpec, Predicate};

use super::attrs::{fastmath_none, FASTMATH, FCMP_PREDICATE, ICMP_PREDICATE, OVERFLOW};
use super::types::{is_compatible_float, is_compatible_type, is_ptr, llvm_kind, ptr_address_space, LlvmKind};

// ---- type constraints ------------------------------------------------------------

use TypeConstraint as T;

/// `LLVM::isCompatibleOuterType`: a compatible type, without looking into
/// the elements of aggregates.
pub fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    llvm_kind(ctx, t).is_some() || is_compatible_type(ctx, t)
}

fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

fn is_int_sv(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t) || vector_element(ctx, t).is_some_and(|e| ctx.is_signless_integer(e))
}
fn is_float_sv(ctx: &Context, t: Type) -> bool {
    is_compatible_float(ctx, t) || vector_element(ctx, t).is_some_and(|e| is_compatible_float(ctx, e))
}
fn is_ptr_sv(ctx: &Context, t: Type) -> bool {
    is_ptr(ctx, t) || vector_element(ctx, t).is_some_and(|e| is_ptr(ctx, e))
}
fn is_non_aggregate(ctx: &Context, t: Type) -> bool {
    is_compatible_outer_type(ctx, t)
        && !matches!(llvm_kind(ctx, t), Some((LlvmKind::Struct | LlvmKind::Array, _)))
}
fn is_primitive(ctx: &Context, t: Type) -> bool {
    is_compatible_outer_type(ctx, t)
        && !matches!(llvm_kind(ctx, t), Some((LlvmKind::Void | LlvmKind::Func, _)))
}
fn is_i1_sv(ctx: &Context, t: Type) -> bool {
    let i1 = ctx.i1();
    t == i1 || vector_element(ctx, t) == Some(i1)
}
fn is_vector(ctx: &Context, t: Type) -> bool {
    vector_element(ctx, t).is_some_and(|e| is_compatible_type(ctx, e))
}
fn is_aggregate(ctx: &Context, t: Type) -> bool {
    matches!(llvm_kind(ctx, t), Some((LlvmKind::Struct | LlvmKind::Array, _)))
}

/// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
pub const INT_SV: T = T::Custom {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: is_int_sv,
};
/// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
pub const FLOAT_SV: T = T::Custom {
    summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: is_float_sv,
};
/// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
pub const PTR_SV: T = T::Custom {
    summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: is_ptr_sv,
};
/// `LLVM_ScalarOrVectorOf<I1>`.
pub const I1_SV: T = T::Custom {
    summary: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    check: is_i1_sv,
};
/// `LLVM_AnyPointer`.
pub const PTR: T = T::Custom {
    summary: "LLVM pointer type",
    check: is_ptr,
};
/// `LLVM_Type`.
pub const LLVM_TYPE: T = T::Custom {
    summary: "LLVM dialect-compatible type",
    check: is_compatible_outer_type,
};
/// `LLVM_AnyNonAggregate`.
pub const NON_AGGREGATE: T = T::Custom {
    summary: "LLVM-compatible non-aggregate type",
    check: is_non_aggregate,
};
/// `LLVM_PrimitiveType`.
pub const PRIMITIVE: T = T::Custom {
    summary: "primitive LLVM type",
    check: is_primitive,
};
/// `LLVM_AnyVector` (a `VectorType`: formats report other kinds of type).
pub const VECTOR: T = T::VectorWith {
    summary: "LLVM dialect-compatible vector type",
    check: is_vector,
};
/// `LLVM_AnyAggregate`.
pub const AGGREGATE: T = T::Custom {
    summary: "LLVM aggregate type",
    check: is_aggregate,
};

/// `LLVM_TokenType`.
pub const TOKEN: T = T::Custom {
    summary: "LLVM token type",
    check: |ctx, t| {
        matches!(
            super::types::llvm_kind(ctx, t),
            Some((super::types::LlvmKind::Token, _))
        )
    },
};

pub(crate) const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);
const OVERFLOW_ATTR: AttrConstraint = AttrConstraint::Enum(&OVERFLOW);

fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

// ---- shared printing helpers ----------------------------------------------------

/// The properties and discardable attributes of `op`, sorted by name as
/// MLIR's merged attribute dictionary.
pub(crate) fn all_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut v: Vec<NamedAttribute> = op
        .properties()
        .map(|p| op.ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    v.extend_from_slice(op.discardable_attrs());
    v.sort_by(|a, b| op.ctx.ident_str(a.0).cmp(op.ctx.ident_str(b.0)));
    v
}

// ---- integer arithmetic ------------------------------------------------------------

const ARITH: OpTraits = OpTraits::NO_MEMORY_EFFECT.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
const PURE_ARITH: OpTraits = ARITH.union(OpTraits::PURE);
const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($res)";

/// `LLVM_IntArithmeticOp`: `$lhs, $rhs attr-dict : type($res)`.
const fn int_arith(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        format: Some(BINARY_FORMAT),
        ..OpSpec::new("")
    }
}

/// `LLVM_IntArithmeticOpWithOverflowFlag`: printed by hand for the
/// `overflow<...>` property syntax.
const fn overflow_arith(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        parse: Some(parse_overflow_binary),
        print: Some(print_overflow_binary),
        ..OpSpec::new("")
    }
}

/// `LLVM_IntArithmeticOpWithExactFlag`: `exact` before the operands.
const fn exact_arith(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        format: Some("(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"),
        ..OpSpec::new("")
    }
}

/// Integer binary ops: two operands and a result of one (vector of)
/// integer type, with an example on `i32`; `overflow` ones have the
/// `overflowFlags`, `exact` ones the `isExact` flag, `disjoint` (`or`) the
/// `isDisjoint` flag.
macro_rules! int_binary {
    ($($(#[doc = $doc:literal])* $kind:ident $Name:ident($SPEC:ident, $name:literal, $traits:expr $(, fold = $fold:path)?);)*) => {$(
        int_binary!(@$kind [$(#[doc = $doc])*] $Name($SPEC, $name, $traits) [$(fold: Some($fold),)?]);
    )*};
    (@overflow $doc:tt $Name:ident($SPEC:ident, $name:literal, $traits:expr) [$($fold:tt)*]) => {
        int_binary!(@op $doc $Name($SPEC, $name) {
            attributes(overflow_flags "overflowFlags": opt_enum = default_valued(OVERFLOW_ATTR, overflow_none))
            $($fold)*
            ..overflow_arith($traits)
        });
    };
    (@exact $doc:tt $Name:ident($SPEC:ident, $name:literal, $traits:expr) [$($fold:tt)*]) => {
        int_binary!(@op $doc $Name($SPEC, $name) {
            attributes(is_exact "isExact": unit = optional(attrs::UNIT_ATTR))
            $($fold)*
            ..exact_arith($traits)
        });
    };
    (@disjoint $doc:tt $Name:ident($SPEC:ident, $name:literal, $traits:expr) [$($fold:tt)*]) => {
        int_binary!(@op $doc $Name($SPEC, $name) {
            attributes(is_disjoint "isDisjoint": unit = optional(attrs::UNIT_ATTR))
            format: Some("(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"),
            $($fold)*
            ..int_arith($traits)
        });
    };
    (@plain $doc:tt $Name:ident($SPEC:ident, $name:literal, $traits:expr) [$($fold:tt)*]) => {
        int_binary!(@op $doc $Name($SPEC, $name) { $($fold)* ..int_arith($traits) });
    };
    (@op [$(#[doc = $doc:literal])*] $Name:ident($SPEC:ident, $name:literal) { $($part:tt)* }) => {
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                operands(lhs: single(INT_SV), rhs: single(INT_SV))
                results(res: single(INT_SV))
                build(infer)
                example: concat!(
                    "llvm.func @example(%arg0: i32, %arg1: i32) -> i32 {\n  %0 = ",
                    $name,
                    " %arg0, %arg1 : i32\n  llvm.return %0 : i32\n}"
                ),
                $($part)*
            }
        }
    };
}

int_binary! {
    /// Integer addition of `lhs` and `rhs`, wrapping around on overflow.
    /// The `overflowFlags` (`nsw`, `nuw`) promise that the signed or
    /// unsigned addition does not overflow; if it does, the result is
    /// poison.
    overflow AddOp(ADD, "llvm.add", PURE_ARITH.union(OpTraits::COMMUTATIVE));
    /// Integer subtraction `lhs - rhs`, wrapping around on overflow; with
    /// `nsw` or `nuw`, a signed or unsigned overflow gives poison.
    overflow SubOp(SUB, "llvm.sub", PURE_ARITH);
    /// Integer multiplication, keeping the low bits of the product; with
    /// `nsw` or `nuw`, a signed or unsigned overflow gives poison.
    overflow MulOp(MUL, "llvm.mul", PURE_ARITH.union(OpTraits::COMMUTATIVE));
    /// Unsigned integer division, rounding towards zero. Division by zero
    /// is undefined behaviour (so the op is not speculatable); with
    /// `exact`, a non-zero remainder makes the result poison.
    exact UDivOp(UDIV, "llvm.udiv", ARITH);
    /// Signed integer division, rounding towards zero. Division by zero
    /// and the overflowing division of the minimum value by -1 are
    /// undefined behaviour; with `exact`, a non-zero remainder gives
    /// poison.
    exact SDivOp(SDIV, "llvm.sdiv", ARITH);
    /// The remainder of the unsigned division of `lhs` by `rhs`.
    plain URemOp(UREM, "llvm.urem", PURE_ARITH);
    /// The remainder of the signed division of `lhs` by `rhs`, with the
    /// sign of `lhs`.
    plain SRemOp(SREM, "llvm.srem", PURE_ARITH);
    /// Bitwise and of two integers.
    plain AndOp(AND, "llvm.and", PURE_ARITH);
    /// Bitwise or of two integers. With `disjoint`, the operands promise
    /// to have no set bit in common (so the or is also an addition); the
    /// result is poison otherwise.
    disjoint OrOp(OR, "llvm.or", PURE_ARITH, fold = super::fold::fold_or);
    /// Bitwise exclusive or of two integers.
    plain XOrOp(XOR, "llvm.xor", PURE_ARITH);
    /// Shifts `lhs` left by `rhs` bits, filling with zeros. A shift amount
    /// of at least the bit width gives poison, as do shifted-out bits that
    /// `nsw`/`nuw` promise not to lose.
    overflow ShlOp(SHL, "llvm.shl", PURE_ARITH, fold = super::fold::fold_shl);
    /// Logical shift right: shifts `lhs` right by `rhs` bits, filling with
    /// zeros. With `exact`, shifting out a set bit gives poison, as does a
    /// shift amount of at least the bit width.
    exact LShrOp(LSHR, "llvm.lshr", PURE_ARITH);
    /// Arithmetic shift right: shifts `lhs` right by `rhs` bits, copying
    /// the sign bit. With `exact`, shifting out a set bit gives poison, as
    /// does a shift amount of at least the bit width.
    exact AShrOp(ASHR, "llvm.ashr", PURE_ARITH);
}

/// Parses ` overflow<flags>` if present: the property's value.
fn parse_overflow(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword("overflow") {
        return Ok(None);
    }
    p.parse_punct("<")?;
    let v = parse_enum_keywords(p.as_asm_parser(), &OVERFLOW, "")?;
    p.parse_punct(">")?;
    Ok(Some(OVERFLOW.attr(p.ctx(), v)))
}

fn print_overflow(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(v) = op
        .attr("overflowFlags")
        .and_then(|a| OVERFLOW.attr_value(op.ctx, a))
    {
        if v != 0 {
            p.write_str(" overflow<");
            p.write_str(&OVERFLOW.to_keywords(v));
            p.write_str(">");
        }
    }
}

fn set_overflow(
    ctx: &Context,
    state: &mut OperationState,
    flags: Option<Attribute>,
    attrs: Vec<NamedAttribute>,
) {
    let props = vec![(
        ctx.ident("overflowFlags"),
        flags.unwrap_or_else(|| overflow_none(ctx)),
    )];
    set_parsed_attributes(ctx, state, props, attrs, &["overflowFlags"]);
}

/// `$lhs `,` $rhs (overflow<...>)? attr-dict `:` type($res)`.
fn parse_overflow_binary(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    let flags = parse_overflow(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.push(t);
    set_overflow(ctx, state, flags, attrs);
    Ok(())
}

fn print_overflow_binary(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    p.print_operand(op.operand(1));
    print_overflow(p, op);
    p.print_optional_attr_dict(&all_attrs(op), &["overflowFlags"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

// ---- float arithmetic --------------------------------------------------------------

/// `LLVM_FloatArithmeticOp`: pure, with fastmath flags.
const fn float_arith() -> OpSpec {
    OpSpec {
        traits: PURE_ARITH,
        format: Some(BINARY_FORMAT),
        ..OpSpec::new("")
    }
}

/// Float binary ops, with an example on `f32`.
macro_rules! float_binary {
    ($($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal);)*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                operands(lhs: single(FLOAT_SV), rhs: single(FLOAT_SV))
                results(res: single(FLOAT_SV))
                attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
                build(infer)
                example: concat!(
                    "llvm.func @example(%arg0: f32, %arg1: f32) -> f32 {\n  %0 = ",
                    $name,
                    " %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f32\n  llvm.return %0 : f32\n}"
                ),
                ..float_arith()
            }
        }
    )*};
}

float_binary! {
    /// Floating-point addition, rounded to the operand type; the
    /// `fastmathFlags` allow optimizations that ignore NaNs, infinities or
    /// signed zeros, or that reassociate.
    FAddOp(FADD, "llvm.fadd");
    /// Floating-point subtraction `lhs - rhs`, under the op's fastmath
    /// flags.
    FSubOp(FSUB, "llvm.fsub");
    /// Floating-point multiplication, under the op's fastmath flags.
    FMulOp(FMUL, "llvm.fmul");
    /// Floating-point division `lhs / rhs`, under the op's fastmath flags.
    FDivOp(FDIV, "llvm.fdiv");
    /// The floating-point remainder of `lhs / rhs`, with the sign of
    /// `lhs` (as C's `fmod`), under the op's fastmath flags.
    FRemOp(FREM, "llvm.frem");
}

strata_ods::op! {
    /// Negates a float (or vector of floats) by flipping its sign bit,
    /// NaNs included.
    pub FNegOp(FNEG, "llvm.fneg") {
        operands(operand: single(FLOAT_SV))
        results(res: single(FLOAT_SV))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        example: "llvm.func @example(%arg0: f32) -> f32 {\n  %0 = llvm.fneg %arg0 : f32\n  llvm.return %0 : f32\n}",
        format: Some("$operand attr-dict `:` type($res)"),
        ..float_arith()
    }
}

// ---- casts ---------------------------------------------------------------------

/// `LLVM_CastOp`: `$arg attr-dict : type($arg) to type($res)`.
const fn cast() -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        format: Some("$arg attr-dict `:` type($arg) `to` type($res)"),
        ..OpSpec::new("")
    }
}

/// `LLVM_CastOpWithNNegFlag`: `nneg` before the operand.
const fn nneg_cast() -> OpSpec {
    OpSpec {
        format: Some("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)"),
        ..cast()
    }
}

/// Casts: one operand of constraint `$from` to a result of constraint
/// `$to`, with an example from `$src` to `$dst`.
macro_rules! cast_op {
    ($($(#[doc = $doc:literal])*
       $Name:ident($SPEC:ident, $name:literal, $from:expr => $to:expr, $src:literal => $dst:literal) {
           $($part:tt)*
       })*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                operands(arg: single($from))
                results(res: single($to))
                build(explicit)
                example: concat!(
                    "llvm.func @example(%arg0: ", $src, ") -> ", $dst, " {\n  %0 = ", $name,
                    " %arg0 : ", $src, " to ", $dst, "\n  llvm.return %0 : ", $dst, "\n}"
                ),
                $($part)*
            }
        }
    )*};
}

cast_op! {
    /// Reinterprets the bits of a value as another type of the same size,
    /// without changing them. Pointers cast only to pointers (of the same
    /// address space); aggregates are not allowed.
    BitcastOp(BITCAST, "llvm.bitcast", NON_AGGREGATE => NON_AGGREGATE, "i32" => "f32") {
        fold: Some(super::fold::fold_cast),
        verify: Some(verify_bitcast),
        ..cast()
    }
    /// Converts a pointer (or vector of pointers) to another address
    /// space. Whether the address stays valid depends on the target.
    AddrSpaceCastOp(ADDRSPACECAST, "llvm.addrspacecast", PTR_SV => PTR_SV, "!llvm.ptr" => "!llvm.ptr<1>") {
        fold: Some(super::fold::fold_cast),
        ..cast()
    }
    /// Converts an integer to a pointer, truncating or zero-extending it to
    /// the pointer's width. `dereferenceable` may state how many bytes at
    /// the address can be read.
    IntToPtrOp(INTTOPTR, "llvm.inttoptr", INT_SV => PTR_SV, "i64" => "!llvm.ptr") {
        attributes(dereferenceable: opt_attr = optional(super::memory::DEREFERENCEABLE_ATTR))
        format: Some(
            "$arg (`dereferenceable` `` custom<DereferenceableBody>($dereferenceable)^)? attr-dict `:` type($arg) `to` type($res)",
        ),
        custom_directives: &[&super::memory::DEREFERENCEABLE_BODY],
        verify: Some(super::memory::verify_dereferenceable),
        ..cast()
    }
    /// Converts a pointer to an integer, truncating or zero-extending the
    /// address to the integer's width.
    PtrToIntOp(PTRTOINT, "llvm.ptrtoint", PTR_SV => INT_SV, "!llvm.ptr" => "i64") {
        ..cast()
    }
    /// Sign-extends an integer to a wider integer type (vectors element
    /// by element, of one shape).
    SExtOp(SEXT, "llvm.sext", INT_SV => INT_SV, "i32" => "i64") {
        verify: Some(verify_ext),
        ..cast()
    }
    /// Zero-extends an integer to a wider integer type. With `nneg`, the
    /// operand promises to be non-negative (so the extension is also a
    /// sign extension); it is poison otherwise.
    ZExtOp(ZEXT, "llvm.zext", INT_SV => INT_SV, "i32" => "i64") {
        attributes(non_neg "nonNeg": unit = optional(attrs::UNIT_ATTR))
        fold: Some(super::fold::fold_zext),
        verify: Some(verify_ext),
        ..nneg_cast()
    }
    /// Truncates an integer to a narrower integer type, keeping the low
    /// bits; with `nsw`/`nuw`, losing a set bit (as a signed or unsigned
    /// value) gives poison.
    TruncOp(TRUNC, "llvm.trunc", INT_SV => INT_SV, "i64" => "i32") {
        attributes(overflow_flags "overflowFlags": opt_enum = default_valued(OVERFLOW_ATTR, overflow_none))
        format: None,
        parse: Some(parse_trunc),
        print: Some(print_trunc),
        ..cast()
    }
    /// Converts a signed integer to the nearest float.
    SIToFPOp(SITOFP, "llvm.sitofp", INT_SV => FLOAT_SV, "i32" => "f32") {
        ..cast()
    }
    /// Converts an unsigned integer to the nearest float. With `nneg`, the
    /// operand promises to be non-negative as a signed value.
    UIToFPOp(UITOFP, "llvm.uitofp", INT_SV => FLOAT_SV, "i32" => "f32") {
        attributes(non_neg "nonNeg": unit = optional(attrs::UNIT_ATTR))
        ..nneg_cast()
    }
    /// Converts a float to a signed integer, rounding towards zero; a value
    /// out of the integer's range gives poison.
    FPToSIOp(FPTOSI, "llvm.fptosi", FLOAT_SV => INT_SV, "f32" => "i32") {
        ..cast()
    }
    /// Converts a float to an unsigned integer, rounding towards zero; a
    /// value out of the integer's range gives poison.
    FPToUIOp(FPTOUI, "llvm.fptoui", FLOAT_SV => INT_SV, "f32" => "i32") {
        ..cast()
    }
    /// Extends a float to a wider float type, exactly.
    FPExtOp(FPEXT, "llvm.fpext", FLOAT_SV => FLOAT_SV, "f32" => "f64") {
        ..cast()
    }
    /// Rounds a float to a narrower float type.
    FPTruncOp(FPTRUNC, "llvm.fptrunc", FLOAT_SV => FLOAT_SV, "f64" => "f32") {
        ..cast()
    }
}

/// `verifyExtOp`: the result is wider than the operand, and both are
/// scalars or vectors of one shape.
fn verify_ext(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    let (fv, tv) = (ctx.shape(from), ctx.shape(to));
    match (fv, tv) {
        (Some(_), None) => return Err(op.emit_error("input type is a vector but output type is an integer")),
        (None, Some(_)) => return Err(op.emit_error("input type is an integer but output type is a vector")),
        (Some(a), Some(b)) if a != b => {
            return Err(op.emit_error("input and output vectors are of incompatible shape"))
        }
        _ => {}
    }
    let width = |t: Type| ctx.integer_width(ctx.element_type(t).unwrap_or(t)).unwrap_or(0);
    if width(to) <= width(from) {
        return Err(op.emit_error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

/// `BitcastOp::verify`, in part: pointers cast to pointers only.
fn verify_bitcast(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let elem = |t: Type| ctx.element_type(t).unwrap_or(t);
    let (from, to) = (elem(op.operand_type(0)), elem(op.result_type(0)));
    if is_ptr(ctx, from) != is_ptr(ctx, to) {
        return Err(op.emit_op_error("can only cast pointers from and to pointers"));
    }
    if !is_ptr(ctx, from) {
        return Ok(());
    }
    // A bitcast keeps the size: a vector of pointers is not a pointer.
    let is_vector = |t: Type| matches!(ctx.type_kind(t), strata_ir::TypeKind::Vector { .. });
    match (is_vector(op.operand_type(0)), is_vector(op.result_type(0))) {
        (false, true) => return Err(op.emit_op_error("cannot cast pointer to vector of pointers")),
        (true, false) => return Err(op.emit_op_error("cannot cast vector of pointers to pointer")),
        _ => {}
    }
    if ptr_address_space(ctx, from) != ptr_address_space(ctx, to) {
        return Err(op.emit_op_error(
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        ));
    }
    Ok(())
}

/// `llvm.trunc`: `$arg (overflow<...>)? attr-dict : type($arg) to type($res)`.
fn parse_trunc(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    let flags = parse_overflow(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    let v = p.resolve_operand(&arg, from)?;
    state.operands.push(v);
    state.result_types.push(to);
    set_overflow(ctx, state, flags, attrs);
    Ok(())
}

fn print_trunc(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_overflow(p, op);
    p.print_optional_attr_dict(&all_attrs(op), &["overflowFlags"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

// ---- value ops and misc ----------------------------------------------------------

/// `llvm.mlir.undef`, `poison` and `zero`: constant-like, folding to their
/// attribute.
const fn value_op() -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE.union(OpTraits::CONSTANT_LIKE),
        format: Some("attr-dict `:` type($res)"),
        ..OpSpec::new("")
    }
}

fn fold_to(out: &mut FoldOutput, a: Attribute) -> LogicalResult {
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

fn fold_undef(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_to(out, super::attrs::undef_attr(op.ctx))
}

fn fold_poison(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_to(out, super::attrs::poison_attr(op.ctx))
}

fn fold_zero(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_to(out, super::attrs::zero_attr(op.ctx))
}

strata_ods::op! {
    /// An undefined value of any LLVM type: each use may observe a
    /// different arbitrary bit pattern. Prefer `llvm.mlir.poison` for new
    /// code.
    pub UndefOp(UNDEF, "llvm.mlir.undef") {
        results(res: single(LLVM_TYPE))
        build(explicit)
        summary: "Creates an undefined value of LLVM dialect type.",
        example: "llvm.func @example() -> !llvm.struct<(i32, f32)> {\n  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>\n  llvm.return %0 : !llvm.struct<(i32, f32)>\n}",
        fold: Some(fold_undef),
        ..value_op()
    }
    /// A poison value of any LLVM type: a value whose use by an operation
    /// with undefined behaviour on it makes the program undefined, and
    /// which otherwise propagates through most instructions.
    pub PoisonOp(POISON, "llvm.mlir.poison") {
        results(res: single(LLVM_TYPE))
        build(explicit)
        summary: "Creates a poison value of LLVM dialect type.",
        example: "llvm.func @example() -> vector<4xf32> {\n  %0 = llvm.mlir.poison : vector<4xf32>\n  llvm.return %0 : vector<4xf32>\n}",
        fold: Some(fold_poison),
        ..value_op()
    }
    /// The all-zeros value of an LLVM type: zero for integers and floats,
    /// the null pointer, and aggregates or vectors of zeros (LLVM's
    /// `zeroinitializer`).
    pub ZeroOp(ZERO, "llvm.mlir.zero") {
        results(res: single(LLVM_TYPE))
        build(explicit)
        summary: "Creates a zero-initialized value of LLVM dialect type.",
        example: "llvm.func @example() -> !llvm.ptr {\n  %0 = llvm.mlir.zero : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        fold: Some(fold_zero),
        verify: Some(verify_zero),
        ..value_op()
    }
    /// The `none` value of LLVM's `token` type, for intrinsics that take
    /// an optional token.
    pub NoneTokenOp(NONE_TOKEN, "llvm.mlir.none") {
        results(res: single(TOKEN))
        build(explicit)
        summary: "Defines a value containing an empty token to LLVM type.",
        example: "llvm.func @example() {\n  %0 = llvm.mlir.none : !llvm.token\n  llvm.return\n}",
        traits: OpTraits::PURE,
        format: Some("attr-dict `:` type($res)"),
    }
    /// Stops the propagation of undef and poison: returns `val` if it is a
    /// well-defined value, else one arbitrary but fixed value of its type
    /// (the same for every use).
    pub FreezeOp(FREEZE, "llvm.freeze") {
        operands(val: single(LLVM_TYPE))
        results(res: single(LLVM_TYPE))
        build(infer)
        summary: "Freeze an undef or poison value.",
        example: "llvm.func @example(%arg0: i32) -> i32 {\n  %0 = llvm.freeze %arg0 : i32\n  llvm.return %0 : i32\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        format: Some("$val attr-dict `:` type($val)"),
    }
    /// Chooses `trueValue` where `condition` is true and `falseValue`
    /// elsewhere. A vector condition selects element by element; a scalar
    /// one selects whole values.
    pub SelectOp(SELECT, "llvm.select") {
        operands(condition: single(I1_SV), true_value "trueValue": single(LLVM_TYPE), false_value "falseValue": single(LLVM_TYPE))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        example: "llvm.func @example(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {\n  %0 = llvm.select %arg0, %arg1, %arg2 : i1, i32\n  llvm.return %0 : i32\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::AllTypesMatch(&["trueValue", "falseValue", "res"])],
        parse: Some(parse_select),
        print: Some(print_select),
    }
    /// Returns from the enclosing `llvm.func`, with its one result if the
    /// function has one (the function checks the type).
    pub ReturnOp(RETURN, "llvm.return") {
        operands(arg: optional(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: i64) -> i64 {\n  llvm.return %arg0 : i64\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR).union(OpTraits::RETURN_LIKE),
        format: Some("attr-dict ($arg^ `:` type($arg))?"),
    }
    /// Marks a point that execution never reaches; reaching it is
    /// undefined behaviour.
    pub UnreachableOp(UNREACHABLE, "llvm.unreachable") {
        build(explicit)
        example: "llvm.func @example() {\n  llvm.unreachable\n}",
        traits: OpTraits::TERMINATOR,
        format: Some("attr-dict"),
    }
}

/// `operands attr-dict `:` type($condition) `,` type($res)`, the operand
/// types following from `AllTypesMatch`.
fn parse_select(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let start = p.current_pos();
    let operands = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let cond = p.parse_type()?;
    p.parse_punct(",")?;
    let res = p.parse_type()?;
    if operands.len() != 3 {
        return Err(p.emit_error_at(
            start,
            &format!("expected 3 operands, but found {}", operands.len()),
        ));
    }
    for (o, t) in operands.iter().zip([cond, res, res]) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.push(res);
    let props = vec![(ctx.ident("fastmathFlags"), fastmath_none(ctx))];
    set_parsed_attributes(ctx, state, props, attrs, &["fastmathFlags"]);
    Ok(())
}

fn print_select(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<_> = op.operands().collect();
    p.print_operands(&operands);
    let elided: &[&str] = match op.attr("fastmathFlags") {
        Some(a) if a == fastmath_none(op.ctx) => &["fastmathFlags"],
        _ => &[],
    };
    p.print_optional_attr_dict(&all_attrs(op), elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

// ---- comparisons ---------------------------------------------------------------

fn is_icmp_operand(ctx: &Context, t: Type) -> bool {
    is_int_sv(ctx, t) || is_ptr_sv(ctx, t)
}

const ICMP_OPERAND: T = T::Custom {
    summary:
        "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or \
              LLVM dialect-compatible vector of LLVM pointer type",
    check: is_icmp_operand,
};

const CMP_RESULT: Predicate = Predicate::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "lhs",
    to: "res",
    transform: strata_dialect_arith::i1_same_shape,
};

strata_ods::op! {
    /// Compares two integers, pointers or vectors of them (element by
    /// element) as the `predicate` says: `eq`, `ne`, or a signed (`slt`,
    /// `sle`, `sgt`, `sge`) or unsigned (`ult`, ...) ordering. The result
    /// is an `i1` of the operands' shape.
    pub ICmpOp(ICMP, "llvm.icmp") {
        operands(lhs: single(ICMP_OPERAND), rhs: single(ICMP_OPERAND))
        results(res: single(I1_SV))
        attributes(predicate: enum = required(AttrConstraint::Enum(&ICMP_PREDICATE)))
        build(infer)
        example: "llvm.func @example(%arg0: i32, %arg1: i32) -> i1 {\n  %0 = llvm.icmp \"slt\" %arg0, %arg1 : i32\n  llvm.return %0 : i1\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        predicates: &[CMP_RESULT],
        fold: Some(super::fold::fold_icmp),
        parse: Some(parse_icmp),
        print: Some(print_icmp),
    }
    /// Compares two floats (or vectors of floats, element by element) as
    /// the `predicate` says: ordered predicates (`olt`, `oeq`, ...) are
    /// false when an operand is NaN, unordered ones (`ult`, `une`, ...)
    /// true; `ord` and `uno` test for NaNs only.
    pub FCmpOp(FCMP, "llvm.fcmp") {
        operands(lhs: single(FLOAT_SV), rhs: single(FLOAT_SV))
        results(res: single(I1_SV))
        attributes(
            predicate: enum = required(AttrConstraint::Enum(&FCMP_PREDICATE)),
            fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none),
        )
        build(infer)
        example: "llvm.func @example(%arg0: f32, %arg1: f32) -> i1 {\n  %0 = llvm.fcmp \"olt\" %arg0, %arg1 : f32\n  llvm.return %0 : i1\n}",
        traits: OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE),
        predicates: &[CMP_RESULT],
        parse: Some(parse_fcmp),
        print: Some(print_fcmp),
    }
}

fn parse_icmp(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_cmp(p, state, &ICMP_PREDICATE, false)
}

fn parse_fcmp(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_cmp(p, state, &FCMP_PREDICATE, true)
}

fn print_icmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_cmp(p, op, &ICMP_PREDICATE)
}

fn print_fcmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_cmp(p, op, &FCMP_PREDICATE)
}

/// `"pred" $lhs, $rhs attr-dict : type($lhs)`, with the predicates of `e`
/// (and the fastmath flags of `llvm.fcmp`).
fn parse_cmp(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    e: &EnumDef,
    fastmath: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let pred = p.parse_attribute(None)?;
    let Some(word) = ctx.string_attr_value(pred) else {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    };
    let Some(value) = e.value_of(word) else {
        return Err(p.emit_error_at(
            pos,
            &format!("'{word}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state
        .result_types
        .push(strata_dialect_arith::i1_same_shape(ctx, t));
    let mut props = vec![(ctx.ident("predicate"), e.attr(ctx, value))];
    let mut inherent = vec!["predicate"];
    if fastmath {
        props.push((ctx.ident("fastmathFlags"), fastmath_none(ctx)));
        inherent.push("fastmathFlags");
    }
    set_parsed_attributes(ctx, state, props, attrs, &inherent);
    Ok(())
}

fn print_cmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, e: &EnumDef) {
    let ctx = op.ctx;
    p.write_str(" ");
    let word = op
        .attr("predicate")
        .and_then(|a| e.attr_value(ctx, a))
        .and_then(|v| e.keyword(v))
        .unwrap_or("");
    p.print_string_literal(word.as_bytes());
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    p.print_operand(op.operand(1));
    let mut elided = vec!["predicate"];
    if op.attr("fastmathFlags") == Some(fastmath_none(ctx)) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&all_attrs(op), &elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[
    &ADD,
    &SUB,
    &MUL,
    &UDIV,
    &SDIV,
    &UREM,
    &SREM,
    &AND,
    &OR,
    &XOR,
    &SHL,
    &LSHR,
    &ASHR,
    &FADD,
    &FSUB,
    &FMUL,
    &FDIV,
    &FREM,
    &FNEG,
    &BITCAST,
    &ADDRSPACECAST,
    &INTTOPTR,
    &PTRTOINT,
    &SEXT,
    &ZEXT,
    &TRUNC,
    &SITOFP,
    &UITOFP,
    &FPTOSI,
    &FPTOUI,
    &FPEXT,
    &FPTRUNC,
    &UNDEF,
    &POISON,
    &ZERO,
    &NONE_TOKEN,
    &FREEZE,
    &SELECT,
    &RETURN,
    &UNREACHABLE,
    &ICMP,
    &FCMP,
];

/// `Dialect::materializeConstant`: `llvm.mlir.addressof` for a symbol,
/// `llvm.mlir.zero` for `#llvm.zero` (and `undef`, `poison` likewise),
/// `llvm.mlir.constant` for integer, float, string and elements
/// attributes.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if let Some(name) = ctx.flat_symbol_ref_value(value) {
        return Some(super::func::AddressOfOp::build(b, loc, ty, ctx.ident_str(name)).op());
    }
    if super::attrs::blockaddress_value(ctx, value).is_some() {
        return Some(super::control::BlockAddressOp::build(b, loc, ty, value).op());
    }
    if let Some(name) = super::attrs::dso_local_equivalent_value(ctx, value) {
        return Some(super::func::DSOLocalEquivalentOp::build(b, loc, ty, ctx.ident_str(name)).op());
    }
    if value == super::attrs::zero_attr(ctx) {
        return Some(ZeroOp::build(b, loc, ty).op());
    }
    if value == super::attrs::undef_attr(ctx) {
        return Some(UndefOp::build(b, loc, ty).op());
    }
    if value == super::attrs::poison_attr(ctx) {
        return Some(PoisonOp::build(b, loc, ty).op());
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::String { .. }
    ) {
        return None;
    }
    Some(super::func::ConstantOp::build(b, loc, ty, value).op())
}

/// `ZeroOp::verify`: a target extension type must have a zero value.
fn verify_zero(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let (ctx, t) = (op.ctx, op.result_type(0));
    if super::types::target_ext_name(ctx, t).is_some() && !super::types::target_ext_has_zero_init(ctx, t) {
        return Err(op.emit_op_error("target extension type does not support zero-initializer"));
    }
    Ok(())
}
