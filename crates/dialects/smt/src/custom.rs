//! The hand-written custom forms (MLIR's `hasCustomAssemblyFormat` ops)
//! and the result names the dialect suggests.

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::{APInt, AttrKind, NamedAttribute, OpRef, OperationState, Type, ValueId};
use strata_ods::asm_format::set_parsed_attributes;

use crate::types::{bv_attr_type, bv_attr_value, bv_type, bv_width, int_type};

fn discardable(op: OpRef<'_>) -> Vec<NamedAttribute> {
    op.discardable_attrs().to_vec()
}

/// The op's attribute dictionary, inherent attributes (those named in
/// `inherent`) moved to its properties.
fn parse_attrs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    props: Vec<NamedAttribute>,
    inherent: &[&str],
) -> ParseResult<()> {
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    set_parsed_attributes(p.ctx(), state, props, dict, inherent);
    Ok(())
}

fn resolve_all(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand],
    ty: Type,
) -> ParseResult<()> {
    for o in operands {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

// ---- result names ------------------------------------------------------------------

pub(crate) fn declare_fun_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if let Some(prefix) = op.attr("namePrefix").and_then(|a| op.ctx.string_attr_value(a)) {
        set(op.result(0), prefix);
    }
}

pub(crate) fn bool_constant_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if let Some(AttrKind::Bool(b)) = op.attr("value").map(|a| op.ctx.attr_kind(a)) {
        set(op.result(0), if *b { "true" } else { "false" });
    }
}

pub(crate) fn bv_constant_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if let Some(v) = op.attr("value").and_then(|a| bv_attr_value(op.ctx, a)) {
        set(
            op.result(0),
            &format!("c{}_bv{}", v.to_string_signed(), v.width()),
        );
    }
}

pub(crate) fn int_constant_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if let Some(v) = op.attr("value").and_then(|a| op.ctx.integer_attr_value(a)) {
        set(op.result(0), &format!("c{}", v.to_string_signed()));
    }
}

// ---- smt.bv.constant ---------------------------------------------------------------------

/// `qualified($value) attr-dict`, the result type the attribute's.
pub(crate) fn parse_bv_constant(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let value = p.parse_attribute(None)?;
    let Some(ty) = bv_attr_type(ctx, value) else {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    };
    parse_attrs(p, state, vec![(ctx.ident("value"), value)], &["value"])?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_bv_constant(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(v) = op.attr("value") {
        p.write_str(" ");
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(&discardable(op), &[]);
}

// ---- smt.int.constant ------------------------------------------------------------------

/// The width MLIR's parser gives an integer literal of `magnitude` (four
/// bits per decimal digit, 64 for zero, one more when the top bit is
/// set), so the stored attribute is the same as mlir-opt's.
fn literal_width(magnitude: &APInt) -> u32 {
    if magnitude.is_zero() {
        return 64;
    }
    let digits = magnitude.to_string_unsigned().len() as u32;
    let width = (4 * digits).max(magnitude.active_bits());
    if magnitude.active_bits() == width {
        width + 1
    } else {
        width
    }
}

/// `value attr-dict`: an integer literal of any size, stored as an
/// unsigned integer attribute of the literal's width.
pub(crate) fn parse_int_constant(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let Some(parsed) = p.parse_optional_big_integer()? else {
        return Err(p.emit_error_at(pos, "expected integer value"));
    };
    let negative = parsed.is_negative();
    let magnitude = if negative { parsed.neg() } else { parsed.clone() };
    let width = literal_width(&magnitude);
    let magnitude = APInt::from_words(width, magnitude.words());
    let value = if negative { magnitude.neg() } else { magnitude };
    let ty = ctx.integer_type_signed(width, strata_ir::Signedness::Unsigned);
    let attr = ctx.intern_attr(AttrKind::Integer { ty, value });
    parse_attrs(p, state, vec![(ctx.ident("value"), attr)], &["value"])?;
    state.result_types.push(int_type(ctx));
    Ok(())
}

pub(crate) fn print_int_constant(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(v) = op.attr("value").and_then(|a| op.ctx.integer_attr_value(a)) {
        p.write_str(" ");
        p.write_str(&v.to_string_signed());
    }
    p.print_optional_attr_dict(&discardable(op), &[]);
}

// ---- smt.eq, smt.distinct ------------------------------------------------------------------

/// `$inputs attr-dict : type`, every input of that type.
pub(crate) fn parse_same_type_variadic(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list(Delimiter::None)?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    resolve_all(p, state, &operands, ty)?;
    state.result_types.push(crate::types::bool_type(ctx));
    Ok(())
}

pub(crate) fn print_same_type_variadic(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<ValueId> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
    }
    p.print_optional_attr_dict(&discardable(op), &[]);
    if let Some(t) = op.operand_types().next() {
        p.write_str(" : ");
        p.print_type(t);
    }
}

// ---- smt.apply_func ---------------------------------------------------------------------------

/// `$func ( $args ) attr-dict : qualified(type($func))`, the arguments'
/// types the function's domain and the result its range.
pub(crate) fn parse_apply_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let func = p.parse_operand()?;
    p.parse_punct("(")?;
    let args_pos = p.current_pos();
    let args = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(")")?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let Some(crate::SmtType::Func { domain, range }) = crate::smt_type(ctx, ty) else {
        let pos = p.name_pos();
        let shown = ctx.type_to_string(ty);
        return Err(p.emit_error_at(pos, &format!("'func' must be , but got '{shown}'")));
    };
    let f = p.resolve_operand(&func, ty)?;
    state.operands.push(f);
    if args.len() != domain.len() {
        return Err(p.emit_error_at(
            args_pos,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                args.len(),
                domain.len()
            ),
        ));
    }
    for (a, t) in args.iter().zip(domain) {
        let v = p.resolve_operand(a, t)?;
        state.operands.push(v);
    }
    state.result_types.push(range);
    Ok(())
}

pub(crate) fn print_apply_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let mut operands = op.operands();
    let Some(func) = operands.next() else {
        return;
    };
    let args: Vec<ValueId> = operands.collect();
    p.write_str(" ");
    p.print_operand(func);
    p.write_str("(");
    p.print_operands(&args);
    p.write_str(")");
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

// ---- smt.bv.concat ------------------------------------------------------------------------------

/// `$lhs, $rhs attr-dict : type($lhs), type($rhs)`, the result as wide as
/// both.
pub(crate) fn parse_concat(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    // `type(operands)`: a list of types, one per operand.
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    if types.len() != 2 {
        let pos = p.name_pos();
        return Err(p.emit_error_at(
            pos,
            &format!(
                "number of operands and types do not match: got 2 operands and {} types",
                types.len()
            ),
        ));
    }
    for (o, &ty) in [lhs, rhs].iter().zip(&types) {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    // Operands that are not bit-vectors are reported by the verifier.
    let width = |t: Type| bv_width(ctx, t).unwrap_or(0);
    state
        .result_types
        .push(bv_type(ctx, width(types[0]).saturating_add(width(types[1]))));
    Ok(())
}

pub(crate) fn print_concat(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

// ---- smt.bv.repeat ------------------------------------------------------------------------------

/// `count times $input attr-dict : type($input)`; the result is `count`
/// times as wide as the input.
pub(crate) fn parse_repeat(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cpos = p.current_pos();
    let Some(count) = p.parse_optional_big_integer()? else {
        return Err(p.emit_error_at(cpos, "expected integer value"));
    };
    p.parse_keyword("times")?;
    let input = p.parse_operand()?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let ty = p.parse_type()?;
    if count.is_negative() || count.is_zero() {
        return Err(p.emit_error_at(cpos, "integer must be positive"));
    }
    let Some(count) = count.to_u64().filter(|&c| c < (1 << 63)) else {
        return Err(p.emit_error_at(cpos, "integer must fit into 63 bits"));
    };
    let Some(width) = bv_width(ctx, ty) else {
        return Err(p.emit_error_at(tpos, "input must have bit-vector type"));
    };
    let Some(result) = (count as i64).checked_mul(width) else {
        return Err(p.emit_error_at(
            cpos,
            "result bit-width (provided integer times bit-width of the input type) must fit into 63 bits",
        ));
    };
    let v = p.resolve_operand(&input, ty)?;
    state.operands.push(v);
    state.result_types.push(bv_type(ctx, result));
    Ok(())
}

/// The number of times `smt.bv.repeat` repeats its input.
pub fn repeat_count(op: OpRef<'_>) -> Option<i64> {
    let input = bv_width(op.ctx, op.operand_type(0))?;
    let result = bv_width(op.ctx, op.result_type(0))?;
    (input > 0).then(|| result / input)
}

pub(crate) fn print_repeat(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(&format!(" {} times ", repeat_count(op).unwrap_or(0)));
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
