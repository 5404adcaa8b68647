//! The `index` dialect of MLIR 22: arithmetic, comparisons, constants and
//! casts on values of the builtin `index` type, with the
//! `#index<cmp_predicate ...>` predicate attribute.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Location, LogicalResult, NamedAttribute, OpBuilder, OpId,
    OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::enum_attr::{parse_enum_keywords, parse_optional_keyword_or_string};
use strata_ods::{DialectSpec, OpSpec, TraitCheck};

mod canonicalize;
mod fold;
mod int_range;
#[cfg(test)]
mod tests;

// ---- the predicate attribute --------------------------------------------------------

/// `IndexCmpPredicate`, stored as `#index<cmp_predicate ...>`.
pub static CMP_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::index::IndexCmpPredicate",
    attr_name: "IndexCmpPredicateAttr",
    summary: "index comparison predicate kind",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    storage: EnumStorage::Dialect {
        dialect: "index",
        mnemonic: "cmp_predicate",
    },
    bit_separator: None,
};

/// The predicate keyword of a valid `#index<cmp_predicate ...>`.
fn predicate_keyword(ctx: &Context, a: Attribute) -> Option<&'static str> {
    CMP_PREDICATE
        .attr_value(ctx, a)
        .and_then(|v| CMP_PREDICATE.keyword(v))
}

/// The dialect's attribute parser, positioned on the mnemonic.
fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    match p.parse_optional_any_keyword().as_deref() {
        Some("cmp_predicate") => {
            let v = parse_enum_keywords(p, &CMP_PREDICATE, "")?;
            Ok(CMP_PREDICATE.attr(p.ctx(), v))
        }
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{}` in dialect `index`", other.unwrap_or("")),
        )),
    }
}

/// Prints `cmp_predicate slt` (the printer wraps it: `#index<...>`).
fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    p.write_str("cmp_predicate");
    match predicate_keyword(ctx, a) {
        Some(k) => {
            p.write_str(" ");
            p.write_str(k);
        }
        None => {
            if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
                for &x in params.iter() {
                    p.write_str(" ");
                    p.print_attribute(x);
                }
            }
        }
    }
}

// ---- constraints and traits ---------------------------------------------------------

const INDEX: TypeConstraint = types::INDEX;
/// `AnyTypeOf<[AnyInteger, Index]>`.
const INT_OR_INDEX: TypeConstraint =
    TypeConstraint::AnyOf(&[TypeConstraint::AnyInteger, TypeConstraint::Index]);

const PURE: OpTraits = OpTraits::PURE;
const COMM: OpTraits = OpTraits::PURE.union(OpTraits::COMMUTATIVE);
const NO_EFFECT: OpTraits = OpTraits::NO_MEMORY_EFFECT;

/// `IndexBinaryOp`: ops taking two `index` values to an `index`, written
/// `$lhs, $rhs`, with the shared folder.
macro_rules! binary_ops {
    ($(
        $(#[doc = $doc:literal])*
        $Name:ident($SPEC:ident, $opname:literal) {
            summary: $summary:literal,
            example: $example:literal,
            traits: $traits:expr,
            canonicalize: $canon:expr,
        }
    )*) => {
        strata_ods::op! {$(
            $(#[doc = $doc])*
            pub $Name($SPEC, $opname) {
                operands(lhs: single(INDEX), rhs: single(INDEX))
                results(result: single(INDEX))
                build(infer)
                summary: $summary,
                example: $example,
                traits: $traits,
                format: Some("$lhs `,` $rhs attr-dict"),
                fold: Some(fold::fold_binary),
                canonicalize: $canon,
                interfaces: &[&int_range::INFER],
            }
        )*}
    };
}

/// `IndexCastOp`s: their traits, form and `CastOpInterface` check (one
/// side `index`, the other an integer).
const fn cast(fold: strata_ir::FoldFn) -> OpSpec {
    OpSpec {
        traits: PURE,
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        trait_checks: &[TraitCheck::Custom(verify_cast)],
        fold: Some(fold),
        interfaces: &[&int_range::INFER],
        ..OpSpec::new("")
    }
}

fn verify_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    let int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    if (ctx.is_index(from) && int(to)) || (int(from) && ctx.is_index(to)) {
        return Ok(());
    }
    Err(op.emit_op_error(format!(
        "operand type '{}' and result type '{}' are cast incompatible",
        ctx.type_to_string(from),
        ctx.type_to_string(to)
    )))
}

// ---- ops -----------------------------------------------------------------------------

binary_ops! {
    /// Adds two `index` values. The sum wraps around: it is computed modulo 2^n, n
    /// being the width of `index` on the target.
    AddOp(ADD, "index.add") {
        summary: "index addition",
        example: "func.func @add(%a: index, %b: index) -> index {\n  %0 = index.add %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::add_op),
    }
    /// Subtracts `rhs` from `lhs`, wrapping around modulo 2^n for an n-bit `index`.
    SubOp(SUB, "index.sub") {
        summary: "index subtraction",
        example: "func.func @sub(%a: index, %b: index) -> index {\n  %0 = index.sub %a, %b\n  return %0 : index\n}",
        traits: PURE,
        canonicalize: None,
    }
    /// Multiplies two `index` values and keeps the low n bits of the product, n
    /// being the width of `index`.
    MulOp(MUL, "index.mul") {
        summary: "index multiplication",
        example: "func.func @mul(%a: index, %b: index) -> index {\n  %0 = index.mul %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::mul_op),
    }
    /// Divides `lhs` by `rhs` as signed integers, rounding the quotient towards
    /// zero. A zero divisor, or dividing the smallest signed value by -1, is
    /// undefined behaviour, so the op is not speculatable.
    DivSOp(DIVS, "index.divs") {
        summary: "index signed division",
        example: "func.func @divs(%a: index, %b: index) -> index {\n  %0 = index.divs %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// Divides `lhs` by `rhs` as unsigned integers, rounding towards zero. A zero
    /// divisor is undefined behaviour.
    DivUOp(DIVU, "index.divu") {
        summary: "index unsigned division",
        example: "func.func @divu(%a: index, %b: index) -> index {\n  %0 = index.divu %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// Divides `lhs` by `rhs` as signed integers, rounding the quotient up, towards
    /// positive infinity. A zero divisor, or an overflowing quotient, is undefined
    /// behaviour.
    CeilDivSOp(CEILDIVS, "index.ceildivs") {
        summary: "index signed ceil division",
        example: "func.func @ceildivs(%a: index, %b: index) -> index {\n  %0 = index.ceildivs %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// Divides `lhs` by `rhs` as unsigned integers, rounding the quotient up. A
    /// zero divisor is undefined behaviour.
    CeilDivUOp(CEILDIVU, "index.ceildivu") {
        summary: "index unsigned ceil division",
        example: "func.func @ceildivu(%a: index, %b: index) -> index {\n  %0 = index.ceildivu %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// Divides `lhs` by `rhs` as signed integers, rounding the quotient down,
    /// towards negative infinity. A zero divisor, or an overflowing quotient, is
    /// undefined behaviour.
    FloorDivSOp(FLOORDIVS, "index.floordivs") {
        summary: "index signed floor division",
        example: "func.func @floordivs(%a: index, %b: index) -> index {\n  %0 = index.floordivs %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// The remainder of the signed division of `lhs` by `rhs` (truncating), which
    /// has the sign of `lhs`. A zero divisor is undefined behaviour.
    RemSOp(REMS, "index.rems") {
        summary: "index signed remainder",
        example: "func.func @rems(%a: index, %b: index) -> index {\n  %0 = index.rems %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// The remainder of the unsigned division of `lhs` by `rhs`. A zero divisor is
    /// undefined behaviour.
    RemUOp(REMU, "index.remu") {
        summary: "index unsigned remainder",
        example: "func.func @remu(%a: index, %b: index) -> index {\n  %0 = index.remu %a, %b\n  return %0 : index\n}",
        traits: NO_EFFECT,
        canonicalize: None,
    }
    /// The larger of `lhs` and `rhs`, compared as signed integers.
    MaxSOp(MAXS, "index.maxs") {
        summary: "index signed maximum",
        example: "func.func @maxs(%a: index, %b: index) -> index {\n  %0 = index.maxs %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::maxs),
    }
    /// The larger of `lhs` and `rhs`, compared as unsigned integers.
    MaxUOp(MAXU, "index.maxu") {
        summary: "index unsigned maximum",
        example: "func.func @maxu(%a: index, %b: index) -> index {\n  %0 = index.maxu %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::maxu),
    }
    /// The smaller of `lhs` and `rhs`, compared as signed integers.
    MinSOp(MINS, "index.mins") {
        summary: "index signed minimum",
        example: "func.func @mins(%a: index, %b: index) -> index {\n  %0 = index.mins %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::mins),
    }
    /// The smaller of `lhs` and `rhs`, compared as unsigned integers.
    MinUOp(MINU, "index.minu") {
        summary: "index unsigned minimum",
        example: "func.func @minu(%a: index, %b: index) -> index {\n  %0 = index.minu %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::minu),
    }
    /// Shifts `lhs` left by `rhs` bits, shifting in zeros. A shift amount of at
    /// least the width of `index` gives poison.
    ShlOp(SHL, "index.shl") {
        summary: "index shift left",
        example: "func.func @shl(%a: index, %b: index) -> index {\n  %0 = index.shl %a, %b\n  return %0 : index\n}",
        traits: PURE,
        canonicalize: None,
    }
    /// Shifts `lhs` right by `rhs` bits, copying its sign bit into the vacated bits
    /// (an arithmetic shift). A shift amount of at least the width of `index` gives
    /// poison.
    ShrSOp(SHRS, "index.shrs") {
        summary: "signed index shift right",
        example: "func.func @shrs(%a: index, %b: index) -> index {\n  %0 = index.shrs %a, %b\n  return %0 : index\n}",
        traits: PURE,
        canonicalize: None,
    }
    /// Shifts `lhs` right by `rhs` bits, shifting in zeros (a logical shift). A
    /// shift amount of at least the width of `index` gives poison.
    ShrUOp(SHRU, "index.shru") {
        summary: "unsigned index shift right",
        example: "func.func @shru(%a: index, %b: index) -> index {\n  %0 = index.shru %a, %b\n  return %0 : index\n}",
        traits: PURE,
        canonicalize: None,
    }
    /// The bitwise and of `lhs` and `rhs`.
    AndOp(AND, "index.and") {
        summary: "index bitwise and",
        example: "func.func @and_bits(%a: index, %b: index) -> index {\n  %0 = index.and %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::and),
    }
    /// The bitwise or of `lhs` and `rhs`.
    OrOp(OR, "index.or") {
        summary: "index bitwise or",
        example: "func.func @or_bits(%a: index, %b: index) -> index {\n  %0 = index.or %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::or),
    }
    /// The bitwise exclusive or of `lhs` and `rhs`.
    XOrOp(XOR, "index.xor") {
        summary: "index bitwise xor",
        example: "func.func @xor_bits(%a: index, %b: index) -> index {\n  %0 = index.xor %a, %b\n  return %0 : index\n}",
        traits: COMM,
        canonicalize: Some(canonicalize::xor),
    }

}

strata_ods::op! {
    /// Converts between `index` and a fixed-width integer type, reading the
    /// value as signed: a narrower result keeps the low bits, a wider one
    /// repeats the sign bit. One side must be `index` and the other an
    /// integer.
    pub CastSOp(CASTS, "index.casts") {
        operands(input: single(INT_OR_INDEX))
        results(output: single(INT_OR_INDEX))
        build(explicit)
        summary: "index signed cast",
        example: "func.func @casts(%i: index) -> i32 {\n  %0 = index.casts %i : index to i32\n  return %0 : i32\n}",
        ..cast(fold::fold_casts)
    }
    /// Converts between `index` and a fixed-width integer type, reading the
    /// value as unsigned: a narrower result keeps the low bits, a wider one
    /// is filled with zeros. One side must be `index` and the other an
    /// integer.
    pub CastUOp(CASTU, "index.castu") {
        operands(input: single(INT_OR_INDEX))
        results(output: single(INT_OR_INDEX))
        build(explicit)
        summary: "index unsigned cast",
        example: "func.func @castu(%x: i32) -> index {\n  %0 = index.castu %x : i32 to index\n  return %0 : index\n}",
        ..cast(fold::fold_castu)
    }
    /// Compares two `index` values and returns an `i1`. The predicate is
    /// equality (`eq`, `ne`) or an ordering of the values read as signed
    /// (`slt`, `sle`, `sgt`, `sge`) or unsigned (`ult`, `ule`, `ugt`, `uge`)
    /// integers; it is written before the parenthesized operands.
    pub CmpOp(CMP, "index.cmp") {
        operands(lhs: single(INDEX), rhs: single(INDEX))
        results(result: single(types::I1))
        attributes(pred: enum = required(AttrConstraint::Enum(&CMP_PREDICATE)))
        build(infer)
        summary: "index compare",
        example: "func.func @cmp(%a: index, %b: index) -> i1 {\n  %0 = index.cmp ult(%a, %b)\n  return %0 : i1\n}",
        traits: PURE,
        fold: Some(fold::fold_cmp),
        canonicalize: Some(canonicalize::cmp),
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        interfaces: &[&int_range::INFER],
    }
    /// The width in bits of `index` on the target, as an `index` value. It
    /// stays unknown until the IR is lowered for a given data layout.
    pub SizeOfOp(SIZEOF, "index.sizeof") {
        results(result: single(INDEX))
        build(infer)
        summary: "size in bits of the index type",
        example: "func.func @index_width() -> index {\n  %0 = index.sizeof\n  return %0 : index\n}",
        traits: PURE,
        format: Some("attr-dict"),
        interfaces: &[&int_range::INFER],
    }
    /// An `index` constant. Its value is an integer attribute of type
    /// `index`, and the result is named after it (`%idx42`).
    pub ConstantOp(CONSTANT, "index.constant") {
        results(result: single(INDEX))
        attributes(value: attr = required(attrs::INDEX_ATTR))
        build(infer)
        summary: "index constant",
        example: "func.func @constant() -> index {\n  %idx42 = index.constant 42\n  return %idx42 : index\n}",
        traits: OpTraits::CONSTANT_LIKE.union(PURE),
        format: Some("attr-dict $value"),
        result_names: Some(constant_result_names),
        fold: Some(fold::fold_constant),
        interfaces: &[&int_range::INFER],
    }
    /// An `i1` constant, `true` or `false` (the result is named after it).
    pub BoolConstantOp(BOOL_CONSTANT, "index.bool.constant") {
        results(result: single(types::I1))
        attributes(value: bool = required(attrs::BOOL_ATTR))
        build(infer)
        summary: "boolean constant",
        example: "func.func @flag() -> i1 {\n  %true = index.bool.constant true\n  return %true : i1\n}",
        traits: OpTraits::CONSTANT_LIKE.union(PURE),
        format: Some("attr-dict $value"),
        result_names: Some(bool_constant_result_names),
        fold: Some(fold::fold_constant),
        interfaces: &[&int_range::INFER],
    }
}

/// `%idx42`, `%idx-3`.
fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    if let Some(value) = op.attr("value").and_then(|a| ctx.integer_attr_value(a)) {
        set(op.result(0), &format!("idx{}", value.to_string_signed()));
    }
}

/// `%true`, `%false`.
fn bool_constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let name = match op.attr("value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Bool(b)) => *b,
        Some(AttrKind::Integer { value, .. }) => !value.is_zero(),
        _ => return,
    };
    set(op.result(0), if name { "true" } else { "false" });
}

// ---- index.cmp's custom form: `slt(%a, %b)` ----------------------------------------------

fn print_cmp(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let pred = op.attr("pred");
    match pred.and_then(|a| predicate_keyword(op.ctx, a)) {
        Some(k) => p.write_str(k),
        None => {
            if let Some(a) = pred {
                p.print_attribute(a);
            }
        }
    }
    p.write_str("(");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.write_str(")");
    let attrs: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// The predicate's keyword (or string), or the attribute in full.
fn parse_predicate(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let word = parse_optional_keyword_or_string(p.as_asm_parser())?;
    let failed = format!(
        "failed to parse {} parameter 'value' which is to be a `{}`",
        CMP_PREDICATE.attr_name, CMP_PREDICATE.name
    );
    if let Some(word) = word {
        if let Some(v) = CMP_PREDICATE.value_of(&word) {
            return Ok(CMP_PREDICATE.attr(ctx, v));
        }
        let cases: Vec<&str> = CMP_PREDICATE.cases.iter().map(|c| c.0).collect();
        p.emit_error_at(
            pos,
            &format!(
                "expected {} to be one of: {}",
                CMP_PREDICATE.name,
                cases.join(", ")
            ),
        );
        return Err(p.emit_error(&failed));
    }
    // `(` would start a function type: it is the operand list.
    if p.parse_optional_punct("(") {
        p.emit_error_at(pos, "expected valid keyword or string");
        return Err(p.emit_error_at(pos, &failed));
    }
    if let Some(a) = p.parse_optional_attribute(None)? {
        if predicate_keyword(ctx, a).is_some() {
            return Ok(a);
        }
        if matches!(ctx.attr_kind(a), AttrKind::Dialect { .. }) {
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
    }
    p.emit_error_at(pos, "expected valid keyword or string");
    Err(p.emit_error_at(pos, &failed))
}

fn parse_cmp(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pred = parse_predicate(p)?;
    p.parse_punct("(")?;
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    p.parse_punct(")")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let index = ctx.index_type();
    for o in [&lhs, &rhs] {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    state.result_types.push(ctx.i1());
    let props = vec![(ctx.ident("pred"), pred)];
    set_parsed_attributes(ctx, state, props, attrs, &["pred"]);
    Ok(())
}

// ---- the dialect ---------------------------------------------------------------------------

/// The `index` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Arithmetic on the target-sized `index` type",
    description: "Integer arithmetic, bitwise ops, comparisons, constants and \
        casts on values of the builtin `index` type, whose width is only fixed \
        when the IR is lowered for a target. Folding therefore only uses results \
        that hold at both 32 and 64 bits.",
    ops: &[
        &ADD,
        &SUB,
        &MUL,
        &DIVS,
        &DIVU,
        &CEILDIVS,
        &CEILDIVU,
        &FLOORDIVS,
        &REMS,
        &REMU,
        &MAXS,
        &MAXU,
        &MINS,
        &MINU,
        &SHL,
        &SHRS,
        &SHRU,
        &AND,
        &OR,
        &XOR,
        &CASTS,
        &CASTU,
        &CMP,
        &SIZEOF,
        &CONSTANT,
        &BOOL_CONSTANT,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    materialize_constant: Some(materialize_constant),
    ..DialectSpec::new("index")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// `Dialect::materializeConstant`: `index.bool.constant` for a bool of
/// type `i1`, `index.constant` for an `index` integer of type `index`.
fn materialize_constant(b: &mut OpBuilder<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let ctx = b.ctx;
    // An i1 integer (a cast's fold) is the bool of MLIR's `BoolAttr`.
    let value = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: vt, value: v } if *vt == ctx.i1() => ctx.bool_attr(!v.is_zero()),
        _ => value,
    };
    match ctx.attr_kind(value) {
        AttrKind::Bool(v) if ty == ctx.i1() => Some(BoolConstantOp::build(b, loc, *v).op()),
        AttrKind::Integer { ty: vt, .. } if ctx.is_index(*vt) && ctx.is_index(ty) => {
            Some(ConstantOp::build(b, loc, value).op())
        }
        _ => None,
    }
}
