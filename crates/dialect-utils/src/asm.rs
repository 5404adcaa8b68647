//! Pieces of custom assembly formats several dialects parse.

use strata_ir::asm::{OpAsmParser, ParseResult};
use strata_ir::{OpRef, Type, ValueId};

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
