//! The custom syntax of `pdl_interp.create_operation`, `foreach` and
//! `func`.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface::{self as fi, DEFAULT_NAMES};
use strata_ir::{Context, OpRef, OperationState, Type};
use strata_ods::{CustomDirective, ParseArg, PrintArg};

/// `custom<CreateOperationOpAttributes>`: as `pdl.operation`'s attributes.
pub(crate) static CREATE_OPERATION_ATTRIBUTES: CustomDirective = CustomDirective {
    name: "CreateOperationOpAttributes",
    parse: strata_dialect_pdl::parse_operation_attributes,
    print: strata_dialect_pdl::print_operation_attributes,
};

/// `custom<CreateOperationOpResults>`: ` -> <inferred>`, ` -> (%t : types)`
/// or nothing.
pub(crate) static CREATE_OPERATION_RESULTS: CustomDirective = CustomDirective {
    name: "CreateOperationOpResults",
    parse: parse_results,
    print: print_results,
};

fn parse_results(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    if !p.parse_optional_punct("->") {
        return Ok(());
    }
    if p.parse_optional_punct("<") {
        p.parse_keyword("inferred")?;
        p.parse_punct(">")?;
        args[2] = ParseArg::Attr(Some(ctx.unit_attr()));
        return Ok(());
    }
    p.parse_punct("(")?;
    let operands = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
    p.parse_punct(":")?;
    let mut types = Vec::new();
    loop {
        types.push(p.parse_type()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")?;
    args[0] = ParseArg::Operands(operands);
    args[1] = ParseArg::Types(types);
    Ok(())
}

fn print_results(p: &mut dyn OpAsmPrinter<'_>, _op: OpRef<'_>, args: &[PrintArg]) {
    if let PrintArg::Attr(Some(_)) = &args[2] {
        p.write_str(" -> <inferred>");
        return;
    }
    let (PrintArg::Operands(values), PrintArg::Types(types)) = (&args[0], &args[1]) else {
        return;
    };
    if values.is_empty() {
        return;
    }
    p.write_str(" -> (");
    p.print_operands(values);
    p.write_str(" : ");
    strata_dialect_utils::asm::print_types(p, types.iter().copied());
    p.write_str(")");
}

/// `pdl_interp.foreach %x : T in %range { ... } -> ^dest`.
pub(crate) fn parse_foreach(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let arg = p.parse_argument(true, false)?;
    p.parse_keyword("in")?;
    let range = p.parse_operand()?;
    let element = arg.ty.unwrap_or_else(|| p.ctx().none_type());
    let range_type = strata_dialect_pdl::types::range(p.ctx(), element);
    state.operands.push(p.resolve_operand(&range, range_type)?);
    p.parse_region(state, &[arg], false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&attrs));
    }
    p.parse_punct("->")?;
    state.successors.push(p.parse_successor()?);
    Ok(())
}

pub(crate) fn print_foreach(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let (body, regions) = op.regions();
    let Some(&region) = regions.first() else {
        return;
    };
    let Some(entry) = body.region_entry(region) else {
        return;
    };
    let Some(&arg) = body.block_args(entry).first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(arg);
    p.write_str(" : ");
    p.print_type(body.value_type(arg));
    p.write_str(" in ");
    p.print_operand(op.operand(0));
    p.write_str(" ");
    p.print_region(region, false, true, false);
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
    p.write_str(" -> ");
    p.print_successor(op.body.successor(op.id, 0));
}

fn build_function_type(ctx: &Context, inputs: &[Type], results: &[Type], _variadic: bool) -> Type {
    ctx.function_type(inputs, results)
}

/// `pdl_interp.func @name(args) [-> results] [attributes {...}] { body }`.
pub(crate) fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    fi::parse_function_op(p, state, DEFAULT_NAMES, false, build_function_type)
}

pub(crate) fn print_func(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    fi::print_function_op(p, op, DEFAULT_NAMES, false);
}
