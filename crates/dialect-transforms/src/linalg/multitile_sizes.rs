//! Multi-size tiling (MLIR's `computeMultiTileSizes` and
//! `computeStaticMultiTileSizes`) and `transform.structured.multitile_sizes`:
//! two tile sizes, both at most a target size and multiples of a divisor,
//! whose tiles together cover one loop of a structured op exactly.

use strata_dialect_affine::{fold_and_compose_apply, map_attr, ApplyOp, ApplyValue};
use strata_dialect_transform::interpreter::consumes_nothing;
use strata_dialect_transform::ops::handles::MULTITILE_SIZES_TYPES;
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE};
use strata_dialect_transform::types::{handle_kind, param_type_element, HandleKind};
use strata_dialect_transform::{Dsf, Interp, Mapping, PayloadOp, TransformOpInterface};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::tiling::tiling_interface;
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, OpRef, ValueId};
use strata_ods::constraints::attrs;

use crate::scf::utils::Builder;

strata_ods::op! {
    /// Computes, for loop `dimension` of each target structured op, a low
    /// and a high tile size (at most `target_size`, multiples of `divisor`,
    /// the high one `divisor` more than the low one) and the split point
    /// (the low size times its number of tiles) at which the loop is split
    /// to tile each part with one size. With parameter results the sizes
    /// are computed statically; with handle results as `affine.apply` ops
    /// before the target, with a `cf.assert` that they cover the loop.
    pub MultiTileSizesOp(MULTITILE_SIZES, "transform.structured.multitile_sizes") {
        operands(target: single(OP_HANDLE))
        results(
            low_size: single(ANY_HANDLE_OR_PARAM),
            high_size: single(ANY_HANDLE_OR_PARAM),
            split_point: single(ANY_HANDLE_OR_PARAM),
        )
        attributes(
            dimension: int = required(attrs::I64_ATTR),
            target_size: int = required(attrs::I64_ATTR),
            divisor: opt_attr = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.integer_type(64), 1)),
        )
        summary: "Computes the sizes of a multi-size tiling of one loop",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %m = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %low, %high, %split = transform.structured.multitile_sizes %m {dimension = 0 : i64, target_size = 3 : i64} : (!transform.any_op) -> !transform.param<i64>\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` custom<MultitileSizesTypes>(type($target), type($low_size), type($high_size), type($split_point))"),
        custom_directives: &[&MULTITILE_SIZES_TYPES],
        verify: Some(verify_multitile_sizes),
        interfaces: &[&TransformOpInterface {
            apply: apply_multitile_sizes,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }, &MULTITILE_SIZES_CONDITIONS],
    }
}

const MULTITILE_SIZES_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["interface:TilingInterface"],
    removes: &[],
    introduces: &["affine.apply", "arith.constant", "arith.cmpi", "cf.assert"],
    introduces_if: &[],
};

/// Two tile sizes and how many tiles of each cover a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MultiSizeSpec<T> {
    /// The smaller tile size.
    pub low_tile_size: T,
    /// The larger tile size: the smaller one plus the divisor.
    pub high_tile_size: T,
    /// How many tiles of the smaller size.
    pub low_trip_count: T,
    /// How many tiles of the larger size.
    pub high_trip_count: T,
}

/// The multi-size tiling of a loop of `trip_count` iterations into tiles
/// of at most `target_size` that are multiples of `divisor` (MLIR's
/// `computeStaticMultiTileSizes`); `None` when no two such sizes cover the
/// loop exactly, or for non-positive arguments.
pub fn static_multi_tile_sizes(
    trip_count: i64,
    target_size: i64,
    divisor: i64,
) -> Option<MultiSizeSpec<i64>> {
    if target_size <= 0 || divisor <= 0 || trip_count < 0 {
        return None;
    }
    let a = trip_count / divisor;
    let t = (target_size + divisor - 1) / divisor;
    let total = (a + t - 1) / t;
    if total == 0 {
        return None;
    }
    let low = (a / total) * divisor;
    let high_trips = a % total;
    let spec = MultiSizeSpec {
        low_tile_size: low,
        high_tile_size: low + divisor,
        low_trip_count: total - high_trips,
        high_trip_count: high_trips,
    };
    let covered = spec.low_tile_size * spec.low_trip_count + spec.high_tile_size * spec.high_trip_count;
    (covered == trip_count).then_some(spec)
}

/// Emits before `op` the `affine.apply` ops computing the multi-size
/// tiling of its loop `dimension` (MLIR's `computeMultiTileSizes` with
/// constant target size and divisor), and the `cf.assert` that the sizes
/// cover the loop. `None` if the op has no such loop.
pub fn multi_tile_sizes(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    dimension: usize,
    target_size: i64,
    divisor: i64,
) -> Option<MultiSizeSpec<ValueId>> {
    let iface = *tiling_interface(OpRef::new(ctx, body, op))?;
    let mut b = Builder::before(ctx, body, op);
    let target = b.index_constant(target_size);
    let div = b.index_constant(divisor);
    let domain = (iface.iteration_domain)(&mut b.b, op).ok()?;
    let size = ApplyValue::from_fold_result(ctx, domain.get(dimension)?.size)?;
    let trip_count = match size {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => b.index_constant(c),
    };
    let s = |i| ctx.affine_symbol(i);
    let minus_one = ctx.affine_constant(-1);
    // (s0 + s1 - 1) floordiv s1: the ceiling division.
    let ceil_div = ctx.affine_floor_div(ctx.affine_add(ctx.affine_add(s(0), s(1)), minus_one), s(1));
    let a = apply(&mut b, ctx.affine_floor_div(s(0), s(1)), &[trip_count, div]);
    let t = apply(&mut b, ceil_div, &[target, div]);
    let d = apply(&mut b, ceil_div, &[a, t]);
    let low = apply(
        &mut b,
        ctx.affine_mul(ctx.affine_floor_div(s(0), s(1)), s(2)),
        &[a, d, div],
    );
    let high_trips = apply(&mut b, ctx.affine_mod(s(0), s(1)), &[a, d]);
    let low_trips = apply(
        &mut b,
        ctx.affine_add(s(1), ctx.affine_mul(s(0), minus_one)),
        &[high_trips, d],
    );
    let high = apply(&mut b, ctx.affine_add(s(0), s(1)), &[low, div]);
    let covered = apply(
        &mut b,
        ctx.affine_add(ctx.affine_mul(s(0), s(1)), ctx.affine_mul(s(2), s(3))),
        &[low, low_trips, high, high_trips],
    );
    // arith.cmpi eq.
    let equals = b.cmpi(0, covered, trip_count);
    let loc = b.loc;
    let props = ctx.dictionary_attr(&[(
        ctx.ident("msg"),
        ctx.string_attr("could not compute dynamic multi-size tile shapes"),
    )]);
    b.b.create_op(ctx.op_name("cf.assert"), loc, &[equals], &[], Some(props));
    Some(MultiSizeSpec {
        low_tile_size: low,
        high_tile_size: high,
        low_trip_count: low_trips,
        high_trip_count: high_trips,
    })
}

/// An `affine.apply` of `expr` (over symbols) to `operands`, composed with
/// the `affine.apply` ops defining them and with the constants folded in
/// (MLIR's `makeComposedAffineApply`: the op is created even when the
/// result is a constant).
fn apply(b: &mut Builder<'_>, expr: AffineExpr, operands: &[ValueId]) -> ValueId {
    let ctx = b.b.ctx;
    let map = AffineMap::new(0, operands.len() as u32, vec![expr]);
    let operands: Vec<ApplyValue> = operands.iter().map(|&v| ApplyValue::Value(v)).collect();
    let (m, values) = fold_and_compose_apply(ctx, b.b.body, &map, &operands);
    let loc = b.loc;
    ApplyOp::build(&mut b.b, loc, &values, map_attr(ctx, m)).result(&b.b)
}

fn int_attr(op: OpRef<'_>, name: &str) -> Option<i64> {
    op.attr(name)
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
}

fn verify_multitile_sizes(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let t = op.result_type(0);
    if op.result_type(1) != t || op.result_type(2) != t {
        return Err(op.emit_op_error("expects all results type to be the same"));
    }
    Ok(())
}

fn apply_multitile_sizes(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    let dimension = int_attr(o, "dimension").unwrap_or(0);
    let target_size = int_attr(o, "target_size").unwrap_or(0);
    let divisor = int_attr(o, "divisor").unwrap_or(1);
    let result_ty = script.value_type(script.result(op, 0));
    let params = handle_kind(ctx, result_ty) == HandleKind::Param;
    let mut results: [Vec<PayloadOp>; 3] = Default::default();
    let mut param_results: [Vec<Attribute>; 3] = Default::default();
    let mut failures = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let t = OpRef::new(ctx, body, target.op);
        let target_loc = t.loc();
        if !strata_dialect_linalg::structured::is_structured(t) {
            match super::structured_transform_ops::wrong_kind(loc, target_loc) {
                Dsf::Silenceable(d) => failures.extend(d),
                other => return other,
            }
            continue;
        }
        let loops = strata_dialect_linalg::structured::num_loops(t);
        if params {
            let maps = strata_dialect_linalg::structured::indexing_maps(t).unwrap_or_default();
            // MLIR's `hasDynamicShape`: any operand of a dynamic shape.
            let dynamic = t
                .operand_types()
                .any(|ty| ctx.shape(ty).is_some_and(|s| s.contains(&strata_ir::DYNAMIC)));
            let ranges = strata_dialect_linalg::structured::static_loop_ranges(t, &maps, loops);
            let Some(ranges) = ranges.filter(|_| !dynamic) else {
                let mut d = Diagnostic::error(
                    loc,
                    "cannot compute parametric tile sizes for dynamically shaped payload op",
                );
                d.attach_note(target_loc, "payload op");
                failures.push(d);
                continue;
            };
            let spec = usize::try_from(dimension)
                .ok()
                .and_then(|d| ranges.get(d))
                .and_then(|&n| static_multi_tile_sizes(n, target_size, divisor));
            let Some(spec) = spec else {
                failures.push(Diagnostic::error(
                    loc,
                    "failed to compute multi-size tiling sizes",
                ));
                continue;
            };
            let ty = param_type_element(ctx, result_ty).unwrap_or_else(|| ctx.integer_type(64));
            let values = [
                spec.low_tile_size,
                spec.high_tile_size,
                spec.low_tile_size * spec.low_trip_count,
            ];
            for (acc, v) in param_results.iter_mut().zip(values) {
                acc.push(ctx.integer_attr(ty, v));
            }
            continue;
        }
        let spec = usize::try_from(dimension)
            .ok()
            .filter(|&d| d < loops && target_size > 0 && divisor > 0)
            .and_then(|d| multi_tile_sizes(ctx, body, target.op, d, target_size, divisor));
        let Some(spec) = spec else {
            failures.push(Diagnostic::error(loc, "could not generate tile size computation"));
            continue;
        };
        let mut b = Builder::before(ctx, body, target.op);
        let s = |i| ctx.affine_symbol(i);
        let split = apply(
            &mut b,
            ctx.affine_mul(s(0), s(1)),
            &[spec.low_tile_size, spec.low_trip_count],
        );
        let def = |v: ValueId| PayloadOp {
            body: target.body,
            op: body_def(&b, v),
        };
        let defs = [def(spec.low_tile_size), def(spec.high_tile_size), def(split)];
        for (acc, p) in results.iter_mut().zip(defs) {
            acc.push(p);
        }
    }
    if !failures.is_empty() {
        return Dsf::Silenceable(failures);
    }
    for (i, (ops, attrs)) in results.into_iter().zip(param_results).enumerate() {
        let m = if params {
            Mapping::Params(attrs)
        } else {
            Mapping::Ops(ops)
        };
        it.set(script, script.result(op, i), m);
    }
    Dsf::Success
}

/// The op defining `v`, an `affine.apply` this file created.
fn body_def(b: &Builder<'_>, v: ValueId) -> OpId {
    b.b.body.defining_op(v).expect("an affine.apply result")
}
