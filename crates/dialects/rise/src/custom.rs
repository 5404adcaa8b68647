//! The custom forms. Operand types are never printed when the function
//! type written gives them: `rise.apply %f, %x : !rise.fun<...>` names the
//! applied function's type (the arguments' types and the result follow
//! from it), a pattern names its type parameters and its result is
//! computed, `rise.in`/`rise.out` name the memref's type.

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{NamedAttribute, OpRef, OperationState};
use strata_ods::asm_format::set_parsed_attributes;

use crate::types::fun_parts;
use crate::{memref_rise_type, pattern_params, pattern_type};

fn discardable(op: OpRef<'_>) -> Vec<NamedAttribute> {
    op.discardable_attrs().to_vec()
}

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

// ---- patterns ---------------------------------------------------------------------------

/// `#rise.nat<4> #rise.scalar<f32> ... attr-dict`: the parameters in the
/// pattern's order.
pub(crate) fn parse_pattern(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = ctx.op_name_str(state.name).to_string();
    let params = pattern_params(&name).unwrap_or(&[]);
    let mut props = Vec::with_capacity(params.len());
    for &param in params {
        let a = p.parse_attribute(None)?;
        props.push((ctx.ident(param), a));
    }
    let ty = pattern_type(ctx, &name, &|n| {
        props
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == n)
            .map(|&(_, a)| a)
    });
    let ty = match ty {
        Ok(t) => t,
        Err(message) => {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, &message));
        }
    };
    parse_attrs(p, state, props, params)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_pattern(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let params = pattern_params(op.name_str()).unwrap_or(&[]);
    for &param in params {
        if let Some(a) = op.attr(param) {
            p.write_str(" ");
            p.print_attribute(a);
        }
    }
    p.print_optional_attr_dict(&discardable(op), params);
}

// ---- rise.lambda ----------------------------------------------------------------------

/// `(%x, %y) attr-dict : !rise.fun<...> { body }`.
pub(crate) fn parse_lambda(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut args = p.parse_argument_list(Delimiter::Paren, false, false)?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let ty = p.parse_type()?;
    let mut rest = ty;
    let count = args.len();
    for a in &mut args {
        let Some((arg, result)) = fun_parts(ctx, rest) else {
            return Err(p.emit_error_at(
                tpos,
                &format!(
                    "function type {} has fewer parameters than the lambda's {}",
                    ctx.quoted_types([ty]),
                    count
                ),
            ));
        };
        a.ty = Some(arg);
        rest = result;
    }
    state.result_types.push(ty);
    p.parse_region(state, &args, false)
}

pub(crate) fn print_lambda(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else { return };
    p.write_str(" (");
    if let Some(b) = body.region_entry(r) {
        for (i, &a) in body.block_args(b).iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_region_argument(a, None, true);
        }
    }
    p.write_str(")");
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
    p.write_str(" ");
    p.print_region(r, false, true, true);
}

// ---- rise.apply -------------------------------------------------------------------------

/// `%f, %a, %b attr-dict : !rise.fun<...>` (the type of `%f`).
pub(crate) fn parse_apply(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list(Delimiter::None)?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let ty = p.parse_type()?;
    let Some((f, args)) = operands.split_first() else {
        let pos = p.name_pos();
        return Err(p.emit_error_at(pos, "expects a function and at least one argument"));
    };
    if args.is_empty() {
        let pos = p.name_pos();
        return Err(p.emit_error_at(pos, "expects at least one argument"));
    }
    let fv = p.resolve_operand(f, ty)?;
    state.operands.push(fv);
    let mut rest = ty;
    for (i, a) in args.iter().enumerate() {
        let Some((arg, result)) = fun_parts(ctx, rest) else {
            return Err(p.emit_error_at(
                tpos,
                &format!(
                    "function type {} takes {i} arguments, but {} are applied",
                    ctx.quoted_types([ty]),
                    args.len()
                ),
            ));
        };
        let v = p.resolve_operand(a, arg)?;
        state.operands.push(v);
        rest = result;
    }
    state.result_types.push(rest);
    Ok(())
}

pub(crate) fn print_apply(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

// ---- rise.literal -------------------------------------------------------------------------

/// `0.000000e+00 : f32 attr-dict`.
pub(crate) fn parse_literal(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let value = p.parse_attribute(None)?;
    let Some(ty) = crate::literal_type(ctx, value) else {
        return Err(p.emit_error_at(pos, "expected an integer or floating-point attribute"));
    };
    parse_attrs(p, state, vec![(ctx.ident("value"), value)], &["value"])?;
    state.result_types.push(crate::types::scalar_type(ctx, ty));
    Ok(())
}

pub(crate) fn print_literal(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(v) = op.attr("value") {
        p.write_str(" ");
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(&discardable(op), &["value"]);
}

// ---- rise.in / rise.out ------------------------------------------------------------------

fn parse_memref_type(p: &mut dyn OpAsmParser<'_>) -> ParseResult<(strata_ir::Type, strata_ir::Type)> {
    let ctx = p.ctx();
    let tpos = p.current_pos();
    let ty = p.parse_type()?;
    match memref_rise_type(ctx, ty) {
        Some(r) => Ok((ty, r)),
        None => Err(p.emit_error_at(
            tpos,
            &format!(
                "expected a statically shaped memref with the identity layout, but got {}",
                ctx.quoted_types([ty])
            ),
        )),
    }
}

/// `%memref attr-dict : memref<...>`.
pub(crate) fn parse_in(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let m = p.parse_operand()?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let (ty, rise) = parse_memref_type(p)?;
    let v = p.resolve_operand(&m, ty)?;
    state.operands.push(v);
    state.result_types.push(rise);
    Ok(())
}

pub(crate) fn print_in(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// `%memref <- %value attr-dict : memref<...>`.
pub(crate) fn parse_out(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let m = p.parse_operand()?;
    p.parse_punct("<")?;
    p.parse_punct("-")?;
    let v = p.parse_operand()?;
    parse_attrs(p, state, Vec::new(), &[])?;
    p.parse_punct(":")?;
    let (ty, rise) = parse_memref_type(p)?;
    let mv = p.resolve_operand(&m, ty)?;
    let vv = p.resolve_operand(&v, rise)?;
    state.operands.push(mv);
    state.operands.push(vv);
    Ok(())
}

pub(crate) fn print_out(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" <- ");
    p.print_operand(op.operand(1));
    p.print_optional_attr_dict(&discardable(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
