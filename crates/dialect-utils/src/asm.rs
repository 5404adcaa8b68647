//! Pieces of custom assembly formats several dialects parse.

use strata_ir::asm::{region_body, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{Location, OpBuilder, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId};

/// Parses `-> type` or `-> (type, ...)` if an arrow is next.
pub fn parse_optional_arrow_types(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<Type>> {
    if !p.parse_optional_punct("->") {
        return Ok(Vec::new());
    }
    parse_result_types(p)
}

/// `type` or `(type, ...)`, as function results are written.
pub fn parse_result_types(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<Type>> {
    if p.parse_optional_punct("(") {
        let mut types = Vec::new();
        if p.parse_optional_punct(")") {
            return Ok(types);
        }
        loop {
            types.push(p.parse_type()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
        return Ok(types);
    }
    Ok(vec![p.parse_type()?])
}

/// Names the result of a single-result op (MLIR's `getAsmResultNames`
/// giving the result one name), for ops' `result_names` hooks:
/// `result_names: Some(|op, set| name_result(op, set, "alloc"))`.
pub fn name_result(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str), name: &str) {
    if op.num_results() == 1 {
        set(op.result(0), name);
    }
}

/// Ends region `index` of the op being parsed with the terminator `build`
/// creates, unless its last block already ends with a terminator (creating
/// the block when the region is empty): the implicit terminators of custom
/// forms that elide them (`scf.yield`, `affine.yield`, ...).
pub fn ensure_terminator(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    index: usize,
    build: fn(&mut OpBuilder<'_>, Location),
) {
    let ctx = p.ctx();
    let loc = state.loc;
    let r = state.regions[index];
    let body = region_body(p, state);
    let b = match body.region_last_block(r) {
        Some(b) => b,
        None => {
            let b = body.create_block();
            body.append_block(r, b);
            b
        }
    };
    let terminated = body
        .last_op(b)
        .and_then(|t| ctx.op_def(body.op_name(t)))
        .is_some_and(|d| d.has_trait(OpTraits::TERMINATOR));
    if !terminated {
        build(&mut OpBuilder::at_end(ctx, body, b), loc);
    }
}

/// `type, type, ...`.
pub fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: impl Iterator<Item = Type>) {
    for (i, t) in types.enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

/// `type` alone, or `(type, ...)` when there are several, none, or the
/// one is a function type (as function results print).
pub fn print_result_types(p: &mut dyn OpAsmPrinter<'_>, types: &[Type]) {
    let ctx = p.ctx();
    let bare = types.len() == 1 && !matches!(ctx.type_kind(types[0]), TypeKind::Function { .. });
    if bare {
        p.print_type(types[0]);
    } else {
        p.write_str("(");
        print_types(p, types.iter().copied());
        p.write_str(")");
    }
}
