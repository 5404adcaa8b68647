//! Pieces of custom assembly formats several dialects parse.

use strata_ir::asm::{OpAsmParser, ParseResult};
use strata_ir::Type;

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
