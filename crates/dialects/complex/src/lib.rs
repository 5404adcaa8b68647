//! The `complex` dialect of MLIR 22: complex numbers of floating-point
//! parts (`complex<f32>`, a builtin type), their creation from and
//! decomposition into parts, arithmetic, comparisons and elementary
//! functions, with `#arith.fastmath` flags on the computing ops.
//!
//! Op classes, as in MLIR: binary arithmetic (`add` ... `pow`, one type for
//! operands and result), unary functions (`cos` ... `conj`, the same type
//! in and out) and unary projections to the element type (`re`, `im`,
//! `abs`, `angle`); `constant`, `create`, `bitcast`, `eq`, `neq` and `powi`
//! have their own forms. Constants are `[re, im]` array attributes; the
//! dialect materializes them as `complex.constant`, and other constants
//! through the arith dialect.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_arith::{fastmath_none, FASTMATH};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FloatKind, FoldOutput, Location, LogicalResult,
    OpBuilder, OpFoldResult, OpId, OpRef, OpTraits, Type, TypeKind, ValueId,
};
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::{DialectSpec, OpSpec, Predicate};

mod canonicalize;
mod fold;
#[cfg(test)]
mod tests;

// ---- constraints and traits ----------------------------------------------------

/// `Complex<AnyFloat>`.
const COMPLEX_FLOAT: TypeConstraint = TypeConstraint::ComplexOf(&types::ANY_FLOAT);
const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);

const PURE_ELEMENTWISE: OpTraits = OpTraits::PURE.union(OpTraits::ELEMENTWISE);
const PURE_ELEMENTWISE_SAME_TYPE: OpTraits = PURE_ELEMENTWISE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);

/// The element type of a complex type (other types as they are: the
/// operand constraints reject them first).
fn element_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => *e,
        _ => t,
    }
}

// ---- op classes ------------------------------------------------------------------

/// `ComplexArithmeticOp`.
const fn arithmetic() -> OpSpec {
    OpSpec {
        traits: PURE_ELEMENTWISE_SAME_TYPE,
        format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..OpSpec::new("complex")
    }
}

/// `ComplexUnaryOp` of `traits`.
const fn unary(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        format: Some("$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"),
        ..OpSpec::new("complex")
    }
}

/// `ComplexUnaryOp` whose result is the operand's element type.
const fn projection() -> OpSpec {
    OpSpec {
        predicates: &[Predicate::TypesMatchWith {
            summary: "complex element type matches result type",
            from: "complex",
            to: "result",
            transform: element_of,
        }],
        ..unary(PURE_ELEMENTWISE)
    }
}

/// Defines ops of one of the classes above: `pub Op(SPEC, "complex.op"):
/// class { ... }`; the class gives the operands, results and attributes.
macro_rules! complex_ops {
    ($(
        $(#[doc = $doc:literal])*
        pub $Name:ident($SPEC:ident, $opname:literal): $class:ident { $($body:tt)* }
    )*) => {$(
        complex_ops!(@$class [$($doc)*] $Name $SPEC $opname $($body)*);
    )*};

    (@arithmetic $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        complex_ops!(@emit $d $N $S $n [
            operands(lhs: single(COMPLEX_FLOAT), rhs: single(COMPLEX_FLOAT))
            results(result: single(COMPLEX_FLOAT))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] arithmetic(); $($body)*);
    };
    (@unary $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        complex_ops!(@emit $d $N $S $n [
            operands(complex: single(COMPLEX_FLOAT))
            results(result: single(COMPLEX_FLOAT))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] unary(PURE_ELEMENTWISE_SAME_TYPE); $($body)*);
    };
    (@projection $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        complex_ops!(@emit $d $N $S $n [
            operands(complex: single(COMPLEX_FLOAT))
            results(result: single(types::ANY_FLOAT))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] projection(); $($body)*);
    };

    (@emit [$($doc:literal)*] $Name:ident $SPEC:ident $opname:literal [$($class:tt)*] $base:expr; $($body:tt)*) => {
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $opname) {
                $($class)*
                build(infer)
                $($body)*
                ..$base
            }
        }
    };
}

// ---- ops ---------------------------------------------------------------------------

strata_ods::op! {
    /// A constant complex number, given as a two-element array attribute:
    /// the real part, then the imaginary part, each a float (or integer)
    /// attribute of the complex type's element type.
    pub ConstantOp(CONSTANT, "complex.constant") {
        results(complex: single(types::ANY_COMPLEX))
        attributes(value: attr = required(attrs::ARRAY_ATTR))
        build(explicit)
        summary: "complex number constant operation",
        example: "\
func.func @constant() -> complex<f64> {
  %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
  return %cst : complex<f64>
}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
        format: Some("$value attr-dict `:` type($complex)"),
        verify: Some(verify_constant),
        result_names: Some(constant_result_names),
        fold: Some(fold::constant),
        ..OpSpec::new("complex")
    }

    /// A complex number from its real and imaginary parts, two floats of
    /// the complex type's element type.
    pub CreateOp(CREATE, "complex.create") {
        operands(real: single(types::ANY_FLOAT), imaginary: single(types::ANY_FLOAT))
        results(complex: single(COMPLEX_FLOAT))
        build(explicit)
        summary: "complex number creation operation",
        example: "\
func.func @create(%re: f32, %im: f32) -> complex<f32> {
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}",
        traits: OpTraits::PURE,
        format: Some("$real `,` $imaginary attr-dict `:` type($complex)"),
        predicates: &[
            Predicate::AllTypesMatch(&["real", "imaginary"]),
            Predicate::TypesMatchWith {
                summary: "complex element type matches real operand type",
                from: "complex",
                to: "real",
                transform: element_of,
            },
            Predicate::TypesMatchWith {
                summary: "complex element type matches imaginary operand type",
                from: "complex",
                to: "imaginary",
                transform: element_of,
            },
        ],
        fold: Some(fold::create),
        ..OpSpec::new("complex")
    }

    /// Reinterprets the bits of a value as a value of another type of the
    /// same width, one of the two being complex (`complex<f32>` and `i64`).
    pub BitcastOp(BITCAST, "complex.bitcast") {
        operands(operand: single(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        build(explicit)
        summary: "computes bitcast between complex and equal arith types",
        example: "\
func.func @bitcast(%a: complex<f32>) -> i64 {
  %0 = complex.bitcast %a : complex<f32> to i64
  return %0 : i64
}",
        traits: OpTraits::PURE,
        format: Some("$operand attr-dict `:` type($operand) `to` type($result)"),
        verify: Some(verify_bitcast),
        fold: Some(fold::bitcast),
        canonicalize: Some(canonicalize::bitcast),
        ..OpSpec::new("complex")
    }

    /// Whether two complex numbers are equal: both their real and their
    /// imaginary parts compare equal.
    pub EqualOp(EQ, "complex.eq") {
        operands(lhs: single(COMPLEX_FLOAT), rhs: single(COMPLEX_FLOAT))
        results(result: single(types::I1))
        build(infer)
        summary: "computes whether two complex values are equal",
        example: "\
func.func @eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %0 = complex.eq %a, %b : complex<f32>
  return %0 : i1
}",
        traits: PURE_ELEMENTWISE,
        format: Some("$lhs `,` $rhs  attr-dict `:` type($lhs)"),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs"])],
        ..OpSpec::new("complex")
    }

    /// Whether two complex numbers differ: in their real or their
    /// imaginary part.
    pub NotEqualOp(NEQ, "complex.neq") {
        operands(lhs: single(COMPLEX_FLOAT), rhs: single(COMPLEX_FLOAT))
        results(result: single(types::I1))
        build(infer)
        summary: "computes whether two complex values are not equal",
        example: "\
func.func @neq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %0 = complex.neq %a, %b : complex<f32>
  return %0 : i1
}",
        traits: PURE_ELEMENTWISE,
        format: Some("$lhs `,` $rhs  attr-dict `:` type($lhs)"),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs"])],
        ..OpSpec::new("complex")
    }

    /// Raises a complex number to a signless integer power.
    pub PowiOp(POWI, "complex.powi") {
        operands(lhs: single(COMPLEX_FLOAT), rhs: single(types::ANY_SIGNLESS_INTEGER))
        results(result: single(COMPLEX_FLOAT))
        attributes(fastmath: opt_enum = optional(FASTMATH_ATTR))
        build(infer)
        summary: "complex number raised to signed integer power",
        example: "\
func.func @powi(%a: complex<f32>, %n: i32) -> complex<f32> {
  %0 = complex.powi %a, %n : complex<f32>, i32
  return %0 : complex<f32>
}",
        traits: PURE_ELEMENTWISE.union(OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE),
        format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)"),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "result"])],
        ..OpSpec::new("complex")
    }
}

complex_ops! {
    /// The sum of two complex numbers.
    pub AddOp(ADD, "complex.add"): arithmetic {
        summary: "complex addition",
        example: "\
func.func @add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::add),
    }

    /// The two-argument arctangent of complex numbers.
    pub Atan2Op(ATAN2, "complex.atan2"): arithmetic {
        summary: "complex 2-argument arctangent",
        example: "\
func.func @atan2(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.atan2 %a, %b : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The quotient of two complex numbers.
    pub DivOp(DIV, "complex.div"): arithmetic {
        summary: "complex division",
        example: "\
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::div),
    }

    /// The product of two complex numbers.
    pub MulOp(MUL, "complex.mul"): arithmetic {
        summary: "complex multiplication",
        example: "\
func.func @mul(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.mul %a, %b fastmath<nnan> : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::mul),
    }

    /// `lhs` raised to the complex power `rhs`.
    pub PowOp(POW, "complex.pow"): arithmetic {
        summary: "complex power function",
        example: "\
func.func @pow(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.pow %a, %b : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The difference of two complex numbers.
    pub SubOp(SUB, "complex.sub"): arithmetic {
        summary: "complex subtraction",
        example: "\
func.func @sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.sub %a, %b : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::sub),
    }

    /// The complex conjugate: the imaginary part negated.
    pub ConjOp(CONJ, "complex.conj"): unary {
        summary: "Calculate the complex conjugate",
        example: "\
func.func @conj(%a: complex<f32>) -> complex<f32> {
  %0 = complex.conj %a : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::conj),
    }

    /// The cosine of a complex number.
    pub CosOp(COS, "complex.cos"): unary {
        summary: "computes cosine of a complex number",
        example: "\
func.func @cos(%a: complex<f32>) -> complex<f32> {
  %0 = complex.cos %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The exponential of a complex number.
    pub ExpOp(EXP, "complex.exp"): unary {
        summary: "computes exponential of a complex number",
        example: "\
func.func @exp(%a: complex<f32>) -> complex<f32> {
  %0 = complex.exp %a : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::exp),
    }

    /// The exponential of a complex number, minus one, precise near zero.
    pub Expm1Op(EXPM1, "complex.expm1"): unary {
        summary: "computes exponential of a complex number minus 1",
        example: "\
func.func @expm1(%a: complex<f32>) -> complex<f32> {
  %0 = complex.expm1 %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The principal natural logarithm of a complex number.
    pub LogOp(LOG, "complex.log"): unary {
        summary: "computes natural logarithm of a complex number",
        example: "\
func.func @log(%a: complex<f32>) -> complex<f32> {
  %0 = complex.log %a : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::log),
    }

    /// The natural logarithm of one plus a complex number, precise near
    /// zero.
    pub Log1pOp(LOG1P, "complex.log1p"): unary {
        summary: "computes natural logarithm of a complex number",
        example: "\
func.func @log1p(%a: complex<f32>) -> complex<f32> {
  %0 = complex.log1p %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The negation of a complex number: both parts negated.
    pub NegOp(NEG, "complex.neg"): unary {
        summary: "Negation operator",
        example: "\
func.func @neg(%a: complex<f32>) -> complex<f32> {
  %0 = complex.neg %a : complex<f32>
  return %0 : complex<f32>
}",
        fold: Some(fold::neg),
    }

    /// The reciprocal of the principal square root of a complex number.
    pub RsqrtOp(RSQRT, "complex.rsqrt"): unary {
        summary: "complex reciprocal of square root",
        example: "\
func.func @rsqrt(%a: complex<f32>) -> complex<f32> {
  %0 = complex.rsqrt %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The sign of a complex number: the number divided by its absolute
    /// value, zero for zero.
    pub SignOp(SIGN, "complex.sign"): unary {
        summary: "computes sign of a complex number",
        example: "\
func.func @sign(%a: complex<f32>) -> complex<f32> {
  %0 = complex.sign %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The sine of a complex number.
    pub SinOp(SIN, "complex.sin"): unary {
        summary: "computes sine of a complex number",
        example: "\
func.func @sin(%a: complex<f32>) -> complex<f32> {
  %0 = complex.sin %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The principal square root of a complex number.
    pub SqrtOp(SQRT, "complex.sqrt"): unary {
        summary: "complex square root",
        example: "\
func.func @sqrt(%a: complex<f32>) -> complex<f32> {
  %0 = complex.sqrt %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The hyperbolic tangent of a complex number.
    pub TanhOp(TANH, "complex.tanh"): unary {
        summary: "complex hyperbolic tangent",
        example: "\
func.func @tanh(%a: complex<f32>) -> complex<f32> {
  %0 = complex.tanh %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The tangent of a complex number.
    pub TanOp(TAN, "complex.tan"): unary {
        summary: "computes tangent of a complex number",
        example: "\
func.func @tan(%a: complex<f32>) -> complex<f32> {
  %0 = complex.tan %a : complex<f32>
  return %0 : complex<f32>
}",
    }

    /// The absolute value (modulus) of a complex number, of its element
    /// type.
    pub AbsOp(ABS, "complex.abs"): projection {
        summary: "computes absolute value of a complex number",
        example: "\
func.func @abs(%a: complex<f32>) -> f32 {
  %0 = complex.abs %a : complex<f32>
  return %0 : f32
}",
    }

    /// The argument of a complex number, with the branch cut along the
    /// negative real axis.
    pub AngleOp(ANGLE, "complex.angle"): projection {
        summary: "computes argument value of a complex number",
        example: "\
func.func @angle(%a: complex<f64>) -> f64 {
  %0 = complex.angle %a : complex<f64>
  return %0 : f64
}",
    }

    /// The imaginary part of a complex number.
    pub ImOp(IM, "complex.im"): projection {
        summary: "extracts the imaginary part of a complex number",
        example: "\
func.func @im(%a: complex<f32>) -> f32 {
  %0 = complex.im %a : complex<f32>
  return %0 : f32
}",
        fold: Some(fold::im),
        canonicalize: Some(canonicalize::im),
    }

    /// The real part of a complex number.
    pub ReOp(RE, "complex.re"): projection {
        summary: "extracts the real part of a complex number",
        example: "\
func.func @re(%a: complex<f32>) -> f32 {
  %0 = complex.re %a : complex<f32>
  return %0 : f32
}",
        fold: Some(fold::re),
        canonicalize: Some(canonicalize::re),
    }
}

// ---- verifiers ------------------------------------------------------------------------

/// The type of an integer or float attribute (booleans are `i1`).
fn int_or_float_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.i1()),
        _ => None,
    }
}

fn verify_constant(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let parts = op
        .attr("value")
        .and_then(|v| ctx.array_attr_elements(v))
        .unwrap_or(&[]);
    if parts.len() != 2 {
        return Err(
            op.emit_op_error("requires 'value' to be a complex constant, represented as array of two values")
        );
    }
    let (Some(re), Some(im)) = (
        int_or_float_attr_type(ctx, parts[0]),
        int_or_float_attr_type(ctx, parts[1]),
    ) else {
        return Err(op.emit_op_error("requires attribute's elements to be float or integer attributes"));
    };
    let element = element_of(ctx, op.result_type(0));
    if re != element || im != element {
        return Err(op.emit_op_error(format!(
            "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
            ctx.type_to_string(re),
            ctx.type_to_string(im),
            ctx.type_to_string(element)
        )));
    }
    Ok(())
}

/// The width in bits of an integer, a float, or a complex number of them.
fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(kind) => Some(kind.width()),
        TypeKind::Complex(e) => Some(2 * bit_width(ctx, *e)?),
        _ => None,
    }
}

fn verify_bitcast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    if from == to {
        return Ok(());
    }
    let (Some(from_width), Some(to_width)) = (bit_width(ctx, from), bit_width(ctx, to)) else {
        let which = if bit_width(ctx, from).is_none() {
            "operand"
        } else {
            "result"
        };
        return Err(op.emit_op_error(format!("{which} must be int/float/complex")));
    };
    let is_complex = |t| matches!(ctx.type_kind(t), TypeKind::Complex(_));
    if is_complex(from) == is_complex(to) {
        return Err(op.emit_op_error("requires that either input or output has a complex type"));
    }
    if from_width != to_width {
        return Err(op.emit_op_error("casting bitwidths do not match"));
    }
    Ok(())
}

fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    set(op.result(0), "cst");
}

// ---- constants ---------------------------------------------------------------------

/// Whether `complex.constant` can hold `value` as a `ty` (MLIR's
/// `ConstantOp::isBuildableWith`): a two-element array of float (or
/// integer) attributes of the element type of complex type `ty`.
fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let (Some(parts), TypeKind::Complex(element)) = (ctx.array_attr_elements(value), ctx.type_kind(ty))
    else {
        return false;
    };
    let [re, im] = parts else { return false };
    let kind_of = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::Float { .. } => Some(true),
        AttrKind::Integer { .. } | AttrKind::Bool(_) => Some(false),
        _ => None,
    };
    kind_of(*re).is_some()
        && kind_of(*re) == kind_of(*im)
        && int_or_float_attr_type(ctx, *re) == Some(*element)
        && int_or_float_attr_type(ctx, *im) == Some(*element)
}

/// `Dialect::materializeConstant`: `complex.constant` for a complex value,
/// an arith constant otherwise.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if is_buildable_with(b.ctx, value, ty) {
        return Some(ConstantOp::build(b, loc, ty, value).op());
    }
    strata_dialect_arith::materialize_constant(b, value, ty, loc)
}

/// The two parts of a constant complex value (`[re, im]`), if `a` is one.
fn parts(ctx: &Context, a: Option<Attribute>) -> Option<[Attribute; 2]> {
    match ctx.array_attr_elements(a?)? {
        [re, im] => Some([*re, *im]),
        _ => None,
    }
}

fn fold_value(out: &mut FoldOutput, v: ValueId) -> LogicalResult {
    out.results.push(OpFoldResult::Value(v));
    Ok(())
}

fn fold_attr(out: &mut FoldOutput, a: Attribute) -> LogicalResult {
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

fn no_fold() -> LogicalResult {
    Err(Failed)
}

// ---- attributes ----------------------------------------------------------------------

/// `#complex.number<:T re, im>`: a complex number of float type
/// `complex<T>`, stored as the complex type and the two parts.
pub fn number_attr(ctx: &Context, ty: Type, re: Attribute, im: Attribute) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("complex"),
        mnemonic: ctx.ident("number"),
        params: Box::new([ctx.type_attr(ty), re, im]),
    })
}

/// The dialect's attribute parser, on the mnemonic. Where no type is
/// expected, a type written after the attribute is read and, as in MLIR,
/// not used: the element type written in the attribute decides.
fn parse_attr(p: &mut dyn AsmParser<'_>, expected: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let name = p.parse_optional_any_keyword().unwrap_or_default();
    if name != "number" {
        return Err(p.emit_error_at(pos, &format!("unknown attribute `{name}` in dialect `complex`")));
    }
    p.parse_punct("<")?;
    p.parse_punct(":")?;
    let type_pos = p.current_pos();
    let element = p.parse_type()?;
    let ctx = p.ctx();
    let Some(kind) = ctx.float_kind(element) else {
        return Err(p.emit_error_at(type_pos, "expected a floating-point element type"));
    };
    // The parts are read as doubles, then rounded to the element type.
    let re = p.parse_float(FloatKind::F64)?;
    p.parse_punct(",")?;
    let im = p.parse_float(FloatKind::F64)?;
    p.parse_punct(">")?;
    if expected.is_none() && p.parse_optional_punct(":") {
        p.parse_type()?;
    }
    let part = |bits| {
        let bits = strata_dialect_arith::apfloat::convert_rounded(FloatKind::F64, kind, bits)?;
        Some(ctx.intern_attr(AttrKind::Float { ty: element, bits }))
    };
    let (Some(re), Some(im)) = (part(re), part(im)) else {
        return Err(p.emit_error_at(type_pos, "unsupported floating-point element type"));
    };
    Ok(number_attr(ctx, ctx.complex_type(element), re, im))
}

/// Prints `number<:T re, im> : complex<T>` (the type, as mlir-opt prints
/// that of a typed dialect attribute).
fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) else {
        return;
    };
    let [ty, re, im] = params[..] else { return };
    let Some(ty) = ctx.type_attr_value(ty) else { return };
    p.write_str("number<:");
    p.print_type(element_of(ctx, ty));
    p.write_str(" ");
    p.print_attribute_without_type(re);
    p.write_str(", ");
    p.print_attribute_without_type(im);
    p.write_str("> : ");
    p.print_type(ty);
}

// ---- the dialect ---------------------------------------------------------------------

/// The `complex` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Complex numbers: creation, arithmetic and elementary functions",
    description: "Ops on complex numbers (the builtin `complex<T>` type with floating-point \
        parts): building one from its parts and taking it apart, arithmetic, comparisons, \
        bitcasts to integers and floats of the same width, and elementary functions. The \
        computing ops take the `#arith.fastmath` flags; constants are `[re, im]` arrays.",
    ops: &[
        &ABS, &ADD, &ANGLE, &ATAN2, &BITCAST, &CONSTANT, &CONJ, &COS, &CREATE, &DIV, &EQ, &EXP, &EXPM1, &IM,
        &LOG, &LOG1P, &MUL, &NEG, &NEQ, &POW, &POWI, &RE, &RSQRT, &SIGN, &SIN, &SQRT, &SUB, &TANH, &TAN,
    ],
    // Every complex op may be inlined.
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    materialize_constant: Some(materialize_constant),
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    ..DialectSpec::new("complex")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
