//! `TilingInterface`: what tiling needs to know about an op that computes
//! its results with a loop nest it does not spell out, and how the op
//! computes one tile of that nest.
//!
//! The interface is a struct of function pointers that an op lists in its
//! definition's `interfaces`. It lives here so that the tiling driver
//! (`tile_using_scf`) and any dialect implementing it (linalg's structured
//! ops) need not know each other. Positions in the iteration space are
//! [`OpFoldResult`]s: a constant (an integer attribute of type `index`) or
//! an SSA value of type `index`, as MLIR's.
//!
//! Every hook creating ops does so at the builder's insertion point, which
//! the caller sets before an op of the block the new ops belong to.

use crate::{Attribute, Context, Failed, OpBuilder, OpFoldResult, OpId, OpRef, ValueId};

/// The kind of one loop of an op's iteration space (MLIR's
/// `utils::IteratorType`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IteratorType {
    /// Iterations of the loop are independent.
    Parallel,
    /// The loop accumulates into its results.
    Reduction,
}

/// One loop's range in the iteration space: `offset`, `size` iterations,
/// `stride` (MLIR's `Range`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Range {
    /// The first index.
    pub offset: OpFoldResult,
    /// The number of indices.
    pub size: OpFoldResult,
    /// The distance between consecutive indices.
    pub stride: OpFoldResult,
}

/// The ops and values computing one tile (MLIR's `TilingResult`).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct TilingResult {
    /// The ops computing the tile (the tiled op).
    pub tiled_ops: Vec<OpId>,
    /// The values of the tile of each result of the original op.
    pub tiled_values: Vec<ValueId>,
    /// The slices of the operands the tiled ops read (extract slices or
    /// subviews).
    pub generated_slices: Vec<OpId>,
}

/// A tile of a result: its offsets and sizes in the result's shape.
pub type ResultTilePosition = (Vec<OpFoldResult>, Vec<OpFoldResult>);

/// `getTiledImplementation` and `generateResultTileValue`: the op, the
/// tile's offsets and sizes in the iteration space (one per loop).
pub type TiledImplementationFn =
    fn(&mut OpBuilder<'_>, OpId, &[OpFoldResult], &[OpFoldResult]) -> Result<TilingResult, Failed>;

/// `getResultTilePosition`: the op, the result number, the tile's offsets
/// and sizes in the iteration space.
pub type ResultTilePositionFn = fn(
    &mut OpBuilder<'_>,
    OpId,
    usize,
    &[OpFoldResult],
    &[OpFoldResult],
) -> Result<ResultTilePosition, Failed>;

/// `generateResultTileValue`: the op, the result number, the tile's
/// offsets and sizes in the iteration space.
pub type ResultTileValueFn =
    fn(&mut OpBuilder<'_>, OpId, usize, &[OpFoldResult], &[OpFoldResult]) -> Result<TilingResult, Failed>;

/// `TilingInterface` (see the module documentation).
#[derive(Copy, Clone)]
pub struct TilingInterface {
    /// The kind of each loop (MLIR's `getLoopIteratorTypes`).
    pub loop_iterator_types: fn(OpRef<'_>) -> Vec<IteratorType>,
    /// The range of each loop, creating at the builder's insertion point
    /// what the sizes need (MLIR's `getIterationDomain`).
    pub iteration_domain: fn(&mut OpBuilder<'_>, OpId) -> Result<Vec<Range>, Failed>,
    /// Creates the ops computing the tile at `offsets` of `sizes` (MLIR's
    /// `getTiledImplementation`).
    pub tiled_implementation: TiledImplementationFn,
    /// Where the tile at `offsets` of `sizes` lies in a result (MLIR's
    /// `getResultTilePosition`).
    pub result_tile_position: ResultTilePositionFn,
    /// Creates the ops computing the tile of one result that the tile at
    /// `offsets` of `sizes` of the iteration space gives (MLIR's
    /// `generateResultTileValue`).
    pub generate_result_tile_value: ResultTileValueFn,
}

/// `reifyResultShapes`: the size of each dimension of each result, a
/// constant or a value created at the builder's insertion point.
pub type ReifyResultShapesFn = fn(&mut OpBuilder<'_>, OpId) -> Result<Vec<Vec<OpFoldResult>>, Failed>;

/// MLIR's `ReifyRankedShapedTypeOpInterface`: how an op computes the
/// shapes of its ranked results from its operands. Tiling asks it for the
/// destinations of ops that have no destination operands (a
/// `tensor.empty` of each result's shape).
#[derive(Copy, Clone)]
pub struct ReifyRankedShapedTypeOpInterface {
    /// The shapes of the results, one list per result.
    pub reify_result_shapes: ReifyResultShapesFn,
}

/// The result shapes of `op`, if it implements
/// [`ReifyRankedShapedTypeOpInterface`].
pub fn reify_result_shapes(
    b: &mut OpBuilder<'_>,
    op: OpId,
) -> Option<Result<Vec<Vec<OpFoldResult>>, Failed>> {
    let iface = *OpRef::new(b.ctx, b.body, op)
        .def()?
        .interfaces
        .get::<ReifyRankedShapedTypeOpInterface>()?;
    Some((iface.reify_result_shapes)(b, op))
}

/// The interface of `op`, if it has one.
pub fn tiling_interface(op: OpRef<'_>) -> Option<&TilingInterface> {
    op.def()?.interfaces.get::<TilingInterface>()
}

/// `OpFoldResult` for the `index` constant `v`.
pub fn index_attr(ctx: &Context, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(ctx.integer_attr(ctx.index_type(), v))
}

/// The constant of an `OpFoldResult` that is an integer attribute.
pub fn constant_index(ctx: &Context, v: OpFoldResult) -> Option<i64> {
    match v {
        OpFoldResult::Attr(a) => attr_i64(ctx, a),
        OpFoldResult::Value(_) => None,
    }
}

fn attr_i64(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.integer_attr_value(a).map(|v| v.sext_i64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_attributes_round_trip() {
        let ctx = Context::new();
        assert_eq!(constant_index(&ctx, index_attr(&ctx, 12)), Some(12));
        assert_eq!(constant_index(&ctx, index_attr(&ctx, -3)), Some(-3));
        let v = <ValueId as cranelift_entity::EntityRef>::new(0);
        assert_eq!(constant_index(&ctx, OpFoldResult::Value(v)), None);
    }
}
