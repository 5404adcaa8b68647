//! The `affine` dialect of MLIR 22: index arithmetic (`affine.apply`,
//! `affine.min`, `affine.max`, `affine.delinearize_index`,
//! `affine.linearize_index`), loops (`affine.for`, `affine.parallel`) and
//! conditionals (`affine.if`) ended by `affine.yield`, and memory accesses
//! (`affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`, `affine.dma_start`,
//! `affine.dma_wait`). Maps and integer sets take dimension operands
//! (loop induction variables and values computed from them) and symbol
//! operands (values fixed in the enclosing function); the verifiers check
//! those rules (`is_valid_dim`, `is_valid_symbol`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{BoundRelation, ValueBound, ValueBoundsOpInterface};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldEdit, FoldOutput, Location, LogicalResult,
    NamedAttribute, OpBuilder, OpFoldResult, OpId, OpRef, OpTraits, OperationState, Type, ValueId,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{types, AttrConstraint};
use strata_ods::{DialectSpec, OpSpec};

pub mod analysis;
mod canonicalize;
pub mod expand;
mod index_canonicalize;
mod index_ops;
mod inline;
mod int_range;
mod loops;
mod memory_ops;
mod operand_ranges;
mod ops;
mod parallel;
mod ssa_map;
#[cfg(test)]
mod tests;

pub use canonicalize::{
    affine_scope_region, build_composed_folded_apply, build_composed_folded_min_max,
    canonicalize_map_and_operands, compose_affine_map_and_operands, fold_and_compose_apply, is_valid_symbol,
    is_valid_symbol_in, linear_coefficients, make_composed_folded_apply, simplify_affine_expr,
    simplify_affine_map, split_mixed, ApplyValue,
};
pub use index_canonicalize::linearize_index;
pub use index_ops::{is_disjoint, DelinearizeIndexOp, LinearizeIndexOp, DELINEARIZE_INDEX, LINEARIZE_INDEX};
pub use memory_ops::{
    dma_start_layout, DmaStartOp, DmaWaitOp, PrefetchOp, VectorLoadOp, VectorStoreOp, DMA_START, DMA_WAIT,
    PREFETCH, VECTOR_LOAD, VECTOR_STORE,
};
pub use operand_ranges::{expr_bounds, simplify_map_with_operands, simplify_min_or_max_with_operands};
pub use ops::{
    build_yield, if_condition, is_valid_dim, ForOp, IfOp, LoadOp, StoreOp, YieldOp, FOR, IF, LOAD, STORE,
    YIELD,
};
pub use parallel::{
    group_sizes, groups_attr, parallel_parts, reduction_accepts, ParallelOp, ParallelParts, PARALLEL,
    REDUCTION_KINDS,
};

pub(crate) const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "AffineMap attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)),
};

strata_ods::op! {
    /// Evaluates an affine map with exactly one result on its operands and
    /// returns that result. The operands are the map's dimensions, written
    /// in parentheses, then its symbols, in square brackets; their number
    /// must equal the map's dimension and symbol counts. All values are
    /// `index`.
    pub ApplyOp(APPLY, "affine.apply") {
        operands(map_operands "mapOperands": variadic(types::INDEX))
        results(result: single(types::INDEX))
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        build(infer)
        summary: "affine apply operation",
        example: "#map = affine_map<(d0)[s0] -> (d0 * 4 + s0)>\nfunc.func @apply(%i: index, %off: index) -> index {\n  %0 = affine.apply #map(%i)[%off]\n  return %0 : index\n}",
        traits: OpTraits::PURE,
        verify: Some(verify_apply),
        fold: Some(fold_apply),
        canonicalize: Some(canonicalize::populate_apply),
        parse: Some(parse_apply),
        print: Some(print_map_op),
        interfaces: &[&int_range::INFER, &MAP_OP_BOUNDS],
    }
    /// Evaluates every result of an affine map on its operands (dimensions
    /// in parentheses, then symbols in square brackets) and returns the
    /// largest, compared as signed integers. The map needs at least one
    /// result.
    pub MaxOp(MAX, "affine.max") {
        operands(operands: variadic(types::INDEX))
        results(result: single(types::INDEX))
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        build(infer)
        summary: "max operation",
        example: "#map = affine_map<(d0)[s0] -> (0, d0 - s0)>\nfunc.func @max(%i: index, %n: index) -> index {\n  %0 = affine.max #map(%i)[%n]\n  return %0 : index\n}",
        canonicalize: Some(canonicalize::populate_max),
        ..min_max()
    }
    /// Evaluates every result of an affine map on its operands (dimensions
    /// in parentheses, then symbols in square brackets) and returns the
    /// smallest, compared as signed integers. The map needs at least one
    /// result; a typical use is the size of the last, partial tile of a
    /// loop.
    pub MinOp(MIN, "affine.min") {
        operands(operands: variadic(types::INDEX))
        results(result: single(types::INDEX))
        attributes(map: attr = required(AFFINE_MAP_ATTR))
        build(infer)
        summary: "min operation",
        example: "#map = affine_map<(d0)[s0] -> (16, s0 - d0)>\nfunc.func @min(%i: index, %n: index) -> index {\n  %0 = affine.min #map(%i)[%n]\n  return %0 : index\n}",
        canonicalize: Some(canonicalize::populate_min),
        ..min_max()
    }
}

/// `AffineMinMaxOpBase`: what `affine.min` and `affine.max` share (their
/// verifier, folder and custom form).
const fn min_max() -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        verify: Some(verify_min_max),
        fold: Some(fold_min_max),
        parse: Some(parse_min_max),
        print: Some(print_map_op),
        interfaces: &[&MAP_OP_BOUNDS],
        ..OpSpec::new("")
    }
}

/// The value bounds of `affine.apply` (its result equals its map's
/// result), `affine.min` (at most each result) and `affine.max` (at least
/// each result).
const MAP_OP_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(map_op_bounds);

fn map_op_bounds(op: OpRef<'_>, v: ValueId, out: &mut Vec<ValueBound>) {
    let relation = match op.name_str() {
        "affine.apply" => BoundRelation::Eq,
        "affine.min" => BoundRelation::Le,
        "affine.max" => BoundRelation::Ge,
        _ => return,
    };
    let Some(map) = op_map(op) else { return };
    if op.num_results() != 1 || op.result(0) != v {
        return;
    }
    let operands: Vec<ValueId> = op.operands().collect();
    if operands.len() != (map.num_dims + map.num_symbols) as usize {
        return;
    }
    for &e in map.results.iter() {
        out.push(ValueBound {
            relation,
            map: AffineMap::new(map.num_dims, map.num_symbols, vec![e]),
            operands: operands.clone(),
            dims: Vec::new(),
        });
    }
}

/// The affine map of an `affine.apply`, `affine.min` or `affine.max`.
pub fn op_map(op: OpRef<'_>) -> Option<AffineMap> {
    match op.ctx.attr_kind(op.attr("map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The `#map` attribute for `map`.
pub fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(map))
}

fn verify_operand_count(op: OpRef<'_>, map: &AffineMap) -> LogicalResult {
    if op.num_operands() != (map.num_dims + map.num_symbols) as usize {
        return Err(op.emit_op_error("operand count and affine map dimension and symbol count must match"));
    }
    Ok(())
}

fn verify_apply(op: OpRef<'_>) -> LogicalResult {
    let Some(map) = op_map(op) else { return Ok(()) };
    verify_operand_count(op, &map)?;
    if map.results.len() != 1 {
        return Err(op.emit_op_error("mapping must produce one value"));
    }
    // A loop's induction variable (or a value computed from it) may not
    // stand for a symbol.
    for v in op.operands().skip(map.num_dims as usize) {
        if !is_valid_symbol(op.ctx, op.body, v) && is_valid_dim(op.ctx, op.body, v) {
            return Err(op.emit_error("dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

fn verify_min_max(op: OpRef<'_>) -> LogicalResult {
    let Some(map) = op_map(op) else { return Ok(()) };
    verify_operand_count(op, &map)?;
    if map.results.is_empty() {
        return Err(op.emit_op_error("affine map expect at least one result"));
    }
    Ok(())
}

// ---- the custom form: `#map(%d0, ...)[%s0, ...]` --------------------------------------------

fn print_map_op(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(a) = op.attr("map") {
        p.print_attribute(a);
    }
    let num_dims = op_map(op).map_or(op.num_operands(), |m| m.num_dims as usize);
    let operands: Vec<_> = op.operands().collect();
    let num_dims = num_dims.min(operands.len());
    p.write_str("(");
    p.print_operands(&operands[..num_dims]);
    p.write_str(")");
    if operands.len() > num_dims {
        p.write_str("[");
        p.print_operands(&operands[num_dims..]);
        p.write_str("]");
    }
    let attrs: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &["map"]);
}

/// Parses `#map(dims)[symbols] attr-dict`; `check_counts` is the apply
/// parser's check of the operand counts against the map.
fn parse_map_op(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    check_counts: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let map = p.parse_attribute(None)?;
    let AttrKind::AffineMap(m) = ctx.attr_kind(map) else {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    };
    let m = m.clone();
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let index = ctx.index_type();
    for o in dims.iter().chain(&syms) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let num_results = if check_counts {
        if m.num_dims as usize != dims.len() || (m.num_symbols as usize) != syms.len() {
            let name = p.name_pos();
            return Err(p.emit_error_at(name, "dimension or symbol index mismatch"));
        }
        m.results.len()
    } else {
        1
    };
    state.result_types.extend(std::iter::repeat_n(index, num_results));
    set_parsed_attributes(ctx, state, vec![(ctx.ident("map"), map)], attrs, &["map"]);
    Ok(())
}

fn parse_apply(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_map_op(p, state, true)
}

fn parse_min_max(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_map_op(p, state, false)
}

// ---- folding ---------------------------------------------------------------------------------

/// Evaluating an affine expression hit an undefined operation (division
/// or modulo by zero, or modulo by a negative number): the result is poison.
pub struct Poison;

/// Evaluates `e` with the known operand values (MLIR's constant folder of
/// affine expressions): `Ok(None)` when an operand it needs is unknown.
pub fn eval_expr(
    ctx: &Context,
    e: AffineExpr,
    dims: &[Option<i64>],
    syms: &[Option<i64>],
) -> Result<Option<i64>, Poison> {
    Ok(match e.kind(ctx) {
        AffineExprKind::Constant(c) => Some(c),
        AffineExprKind::Dim(d) => dims.get(d as usize).copied().flatten(),
        AffineExprKind::Symbol(s) => syms.get(s as usize).copied().flatten(),
        AffineExprKind::Binary(op, l, r) => {
            let (Some(a), Some(b)) = (eval_expr(ctx, l, dims, syms)?, eval_expr(ctx, r, dims, syms)?) else {
                return Ok(None);
            };
            match op {
                AffineBinaryOp::Add => Some(a.wrapping_add(b)),
                AffineBinaryOp::Mul => Some(a.wrapping_mul(b)),
                AffineBinaryOp::Mod => {
                    if b < 1 {
                        return Err(Poison);
                    }
                    Some(a.rem_euclid(b))
                }
                AffineBinaryOp::FloorDiv => Some(strata_ir::affine::floor_div(a, b).ok_or(Poison)?),
                AffineBinaryOp::CeilDiv => Some(strata_ir::affine::ceil_div(a, b).ok_or(Poison)?),
            }
        }
    })
}

fn constant_operands(
    ctx: &Context,
    operands: &[Option<Attribute>],
    num_dims: usize,
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let values: Vec<Option<i64>> = operands
        .iter()
        .map(|a| a.and_then(|a| ctx.integer_attr_value(a)).map(|v| v.sext_i64()))
        .collect();
    let num_dims = num_dims.min(values.len());
    (values[..num_dims].to_vec(), values[num_dims..].to_vec())
}

fn fold_apply(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let map = op_map(op).ok_or(Failed)?;
    let &[expr] = &*map.results else {
        return Err(Failed);
    };
    match expr.kind(ctx) {
        AffineExprKind::Dim(d) if (d as usize) < op.num_operands() => {
            out.results.push(OpFoldResult::Value(op.operand(d as usize)));
            return Ok(());
        }
        AffineExprKind::Symbol(s) if ((map.num_dims + s) as usize) < op.num_operands() => {
            out.results
                .push(OpFoldResult::Value(op.operand((map.num_dims + s) as usize)));
            return Ok(());
        }
        _ => {}
    }
    let (dims, syms) = constant_operands(ctx, operands, map.num_dims as usize);
    match eval_expr(ctx, expr, &dims, &syms) {
        Err(Poison) => out
            .results
            .push(OpFoldResult::Attr(strata_dialect_ub::poison_attr(ctx))),
        Ok(Some(v)) => out
            .results
            .push(OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), v))),
        Ok(None) => return Err(Failed),
    }
    Ok(())
}

/// `affine.min`/`affine.max` fold to the extreme of their results when all
/// are constant, to their operand for `()[s0] -> (s0)`, and otherwise
/// replace the results that are constant in their map.
fn fold_min_max(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let map = op_map(op).ok_or(Failed)?;
    let (dims, syms) = constant_operands(ctx, operands, map.num_dims as usize);
    let mut exprs = Vec::with_capacity(map.results.len());
    let mut values = Some(Vec::with_capacity(map.results.len()));
    for &e in map.results.iter() {
        // A poison result leaves the expression as it is.
        match eval_expr(ctx, e, &dims, &syms).ok().flatten() {
            Some(v) => {
                exprs.push(ctx.affine_constant(v));
                if let Some(vs) = values.as_mut() {
                    vs.push(v);
                }
            }
            None => {
                exprs.push(e);
                values = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    if folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0].kind(ctx) == AffineExprKind::Symbol(0)
        && op.num_operands() > 0
    {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    match values {
        Some(vs) if !vs.is_empty() => {
            let is_min = MinOp::from_ref(op).is_some();
            let v = if is_min { vs.iter().min() } else { vs.iter().max() };
            let v = *v.ok_or(Failed)?;
            out.results
                .push(OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), v)));
            Ok(())
        }
        _ => {
            if folded == map {
                return Err(Failed);
            }
            out.edits
                .push(FoldEdit::SetAttr(ctx.ident("map"), Some(map_attr(ctx, folded))));
            Ok(())
        }
    }
}

/// `AffineDialect::materializeConstant`: `ub.poison` for poison, else an
/// `arith.constant`.
fn materialize_constant(b: &mut OpBuilder<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    strata_dialect_ub::materialize_constant(b, value, ty, loc)
        .or_else(|| strata_dialect_arith::materialize_constant(b, value, ty, loc))
}

// ---- the dialect ---------------------------------------------------------------------------

/// The `affine` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Affine index arithmetic",
    description: "Ops that compute `index` values as affine functions (sums of \
        multiples, floor and ceiling divisions and remainders by constants) of \
        dimension and symbol operands. Keeping such computations as affine maps \
        lets transformations compose, simplify and fold them.",
    ops: &[
        &APPLY,
        &MAX,
        &MIN,
        &FOR,
        &IF,
        &LOAD,
        &STORE,
        &YIELD,
        &PARALLEL,
        &DELINEARIZE_INDEX,
        &LINEARIZE_INDEX,
        &VECTOR_LOAD,
        &VECTOR_STORE,
        &PREFETCH,
        &DMA_START,
        &DMA_WAIT,
    ],
    interfaces: &[&inline::INLINER],
    materialize_constant: Some(materialize_constant),
    ..DialectSpec::new("affine")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
