//! Pieces of custom assembly formats several dialects parse.

use strata_ir::asm::{region_body, OpAsmParser, ParseResult};
use strata_ir::{Location, OpBuilder, OpRef, OpTraits, OperationState, Type, ValueId};

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
