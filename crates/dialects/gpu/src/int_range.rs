//! `InferIntRangeInterface` of the gpu ops (MLIR's
//! `InferIntRangeInterfaceImpls`): ids lie below the sizes of their
//! dimension, sizes are at least 1; a size is known from a constant
//! operand of the enclosing `gpu.launch`, the `known_*_size` of the
//! enclosing `gpu.func` or the `gpu.known_*_size` of the enclosing
//! function, else bounded by the op's `upper_bound` or the hardware limits
//! MLIR assumes.

use strata_dialect_utils::matchers::const_i64;
use strata_ir::int_range::{
    infer_from_ranges, ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, SetIntRangeFn,
    INDEX_WIDTH,
};
use strata_ir::{APInt, OpRef};

use crate::{GpuFuncOp, LaunchOp, DIMENSION};

/// The largest grid or block size along a dimension.
const MAX_DIM: u64 = u32::MAX as u64;
/// The largest cluster size along a dimension.
const MAX_CLUSTER_DIM: u64 = 8;
/// The largest subgroup size.
const MAX_SUBGROUP_SIZE: u64 = 128;

/// What a launch size measures.
#[derive(Copy, Clone)]
enum Dims {
    Block,
    Grid,
    Cluster,
}

/// The index range `[min, max]`.
fn index_range(min: u64, max: u64) -> IntegerValueRange {
    IntegerValueRange(Some(ConstantIntRanges::from_unsigned(
        APInt::from_u64(INDEX_WIDTH, min),
        APInt::from_u64(INDEX_WIDTH, max),
    )))
}

/// The op's `dimension` (0, 1 or 2).
fn dimension(op: OpRef<'_>) -> Option<usize> {
    let v = DIMENSION.attr_value(op.ctx, op.attr("dimension")?)?;
    Some(v as usize)
}

fn upper_bound(op: OpRef<'_>) -> Option<u64> {
    Some(op.ctx.integer_attr_value(op.attr("upper_bound")?)?.zext_u64())
}

/// Entry `dim` of a `known_*_size`-style `array<i32: x, y, z>`.
fn known_entry(op: OpRef<'_>, name: &str, dim: usize) -> Option<u64> {
    let values = strata_ods::asm_format::int_array_elements(op.ctx, op.attr(name)?)?.1;
    values.get(dim).map(|&v| v as u64)
}

/// The ops around `op`: its ancestors in its body, then the isolated ops
/// enclosing the body, innermost first.
fn ancestors<'a>(op: OpRef<'a>, enclosing: &'a [OpRef<'a>]) -> impl Iterator<Item = OpRef<'a>> + 'a {
    std::iter::successors(op.parent(), |p| p.parent()).chain(
        enclosing
            .iter()
            .flat_map(|&e| std::iter::once(e).chain(std::iter::successors(e.parent(), |p| p.parent()))),
    )
}

/// The size of launch dimension `dim` of kind `dims`, when known (MLIR's
/// `getKnownLaunchDim`).
fn known_launch_dim(op: OpRef<'_>, enclosing: &[OpRef<'_>], dims: Dims, dim: usize) -> Option<u64> {
    let ctx = op.ctx;
    if let Some(launch) = ancestors(op, enclosing).find(|a| LaunchOp::from_ref(*a).is_some()) {
        let l = LaunchOp(launch.id);
        let sizes = match dims {
            Dims::Grid => Some([
                l.grid_size_x(&launch),
                l.grid_size_y(&launch),
                l.grid_size_z(&launch),
            ]),
            Dims::Block => Some([
                l.block_size_x(&launch),
                l.block_size_y(&launch),
                l.block_size_z(&launch),
            ]),
            Dims::Cluster => match (
                l.cluster_size_x(&launch),
                l.cluster_size_y(&launch),
                l.cluster_size_z(&launch),
            ) {
                (Some(x), Some(y), Some(z)) => Some([x, y, z]),
                _ => None,
            },
        };
        if let Some(c) = sizes.and_then(|s| const_i64(ctx, launch.body, s[dim])) {
            return Some(c as u64);
        }
    }
    let (inherent, discardable) = match dims {
        Dims::Block => ("known_block_size", "gpu.known_block_size"),
        Dims::Grid => ("known_grid_size", "gpu.known_grid_size"),
        Dims::Cluster => ("known_cluster_size", "gpu.known_cluster_size"),
    };
    if let Some(func) = ancestors(op, enclosing).find(|a| GpuFuncOp::from_ref(*a).is_some()) {
        if let Some(v) = known_entry(func, inherent, dim) {
            return Some(v);
        }
    }
    let func = ancestors(op, enclosing).find(|a| a.has_trait(strata_ir::OpTraits::FUNCTION))?;
    known_entry(func, discardable, dim)
}

/// The id and size ops, which read where they are.
fn infer_in_scope(
    op: OpRef<'_>,
    enclosing: &[OpRef<'_>],
    _: &[IntegerValueRange],
    set: &mut SetIntRangeFn<'_>,
) {
    if op.num_results() != 1 {
        return;
    }
    let dim = dimension(op).unwrap_or(0);
    let known = |dims| known_launch_dim(op, enclosing, dims, dim);
    let bound = upper_bound(op);
    // A size: known exactly, or between 1 and its bound.
    let size = |dims, default| match known(dims) {
        Some(k) => index_range(k, k),
        None => index_range(1, bound.unwrap_or(default)),
    };
    // An id: below its dimension's known size or its bound.
    let id = |max: u64| index_range(0, max.saturating_sub(1));
    let range = match op.name_str() {
        "gpu.cluster_dim" => index_range(1, bound.unwrap_or(MAX_DIM)),
        "gpu.cluster_dim_blocks" => size(Dims::Cluster, MAX_CLUSTER_DIM),
        "gpu.cluster_id" => id(bound.unwrap_or(MAX_DIM)),
        "gpu.cluster_block_id" => id(known(Dims::Cluster).or(bound).unwrap_or(MAX_CLUSTER_DIM)),
        "gpu.block_dim" => size(Dims::Block, MAX_DIM),
        "gpu.block_id" => id(known(Dims::Grid).or(bound).unwrap_or(MAX_DIM)),
        "gpu.grid_dim" => size(Dims::Grid, MAX_DIM),
        "gpu.thread_id" => id(known(Dims::Block).or(bound).unwrap_or(MAX_DIM)),
        "gpu.global_id" => match bound {
            Some(b) => id(b),
            None => {
                let block = known(Dims::Block).unwrap_or(MAX_DIM);
                let grid = known(Dims::Grid).unwrap_or(MAX_DIM);
                id(block.wrapping_mul(grid))
            }
        },
        "gpu.lane_id" => id(bound.unwrap_or(MAX_SUBGROUP_SIZE)),
        "gpu.subgroup_id" => id(bound.unwrap_or(MAX_DIM)),
        "gpu.num_subgroups" => index_range(1, bound.unwrap_or(MAX_DIM)),
        "gpu.subgroup_size" => index_range(1, bound.unwrap_or(MAX_SUBGROUP_SIZE)),
        _ => return,
    };
    set(op.result(0), range);
}

/// The index and size ops.
pub(crate) const INDEX_OPS: InferIntRangeInterface = InferIntRangeInterface {
    infer: |_, _, _| {},
    reflect: None,
    infer_in_scope: Some(infer_in_scope),
};

/// `gpu.launch`: its size arguments are its size operands (at least 1, at
/// most the hardware limit), its id arguments lie below them.
fn infer_launch(op: OpRef<'_>, args: &[IntegerValueRange], set: &mut SetIntRangeFn<'_>) {
    let (body, launch) = (op.body, LaunchOp(op.id));
    let Some(entry) = body
        .regions_in_body(op.id)
        .first()
        .and_then(|&r| body.region_entry(r))
    else {
        return;
    };
    let block_args = body.block_args(entry);
    let deps = launch.async_dependencies(&op).len();
    let sizes = &args[deps.min(args.len())..];
    let limits = ConstantIntRanges::from_unsigned(
        APInt::from_u64(INDEX_WIDTH, 1),
        APInt::from_u64(INDEX_WIDTH, MAX_DIM),
    );
    // (id argument, size argument, size operand): block ids with grid
    // sizes, thread ids with block sizes, then cluster ids with cluster
    // sizes.
    let mut pairs = vec![(0, 6, 0), (1, 7, 1), (2, 8, 2), (3, 9, 3), (4, 10, 4), (5, 11, 5)];
    if launch.cluster_size_x(&op).is_some() {
        pairs.extend([(12, 15, 6), (13, 16, 7), (14, 17, 8)]);
    }
    for (id, size, operand) in pairs {
        let (Some(&id), Some(&size), Some(range)) =
            (block_args.get(id), block_args.get(size), sizes.get(operand))
        else {
            continue;
        };
        let Some(range) = &range.0 else { continue };
        if range.width() != INDEX_WIDTH {
            continue;
        }
        let dim = range.intersection(&limits);
        let max = dim.umax().zext_u64();
        set(size, IntegerValueRange(Some(dim)));
        set(id, index_range(0, max.saturating_sub(1)));
    }
}

pub(crate) const LAUNCH: InferIntRangeInterface = InferIntRangeInterface {
    infer: infer_launch,
    reflect: None,
    infer_in_scope: None,
};

/// `gpu.subgroup_broadcast` gives a value its operand had.
pub(crate) const BROADCAST: InferIntRangeInterface = InferIntRangeInterface {
    infer: |op, args, set| {
        if op.num_results() == 1 && !args.is_empty() {
            set(
                op.result(0),
                infer_from_ranges(&args[..1], |a| Some(a[0].clone())),
            );
        }
    },
    reflect: None,
    infer_in_scope: None,
};
