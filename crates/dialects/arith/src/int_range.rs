//! `InferIntRangeInterface` of the arith ops: one implementation for all,
//! by op name, on the shared range arithmetic of `strata_ir::int_range`.

use strata_ir::int_range::{
    self as ir, infer_from_ranges, CmpPredicate, ConstantIntRanges, InferIntRangeInterface,
    IntegerValueRange, OverflowFlags, SetIntRangeFn,
};
use strata_ir::{AttrKind, OpRef};

use crate::fold::{read, Elems};
use crate::{AddIOp, CmpIOp, MulIOp, ShLIOp, SubIOp};

/// The interface, attached to every arith op it covers.
pub(crate) const INFER: InferIntRangeInterface = InferIntRangeInterface {
    infer,
    reflect: None,
    infer_in_scope: None,
};

/// The `overflowFlags` of an op with them (`nsw` is bit 0, `nuw` bit 1).
fn overflow_flags(op: OpRef<'_>) -> OverflowFlags {
    let bits = match op.name_str() {
        "arith.addi" => AddIOp::from_ref(op).and_then(|o| o.overflow_flags(&op)),
        "arith.subi" => SubIOp::from_ref(op).and_then(|o| o.overflow_flags(&op)),
        "arith.muli" => MulIOp::from_ref(op).and_then(|o| o.overflow_flags(&op)),
        "arith.shli" => ShLIOp::from_ref(op).and_then(|o| o.overflow_flags(&op)),
        _ => None,
    }
    .unwrap_or(0);
    OverflowFlags {
        nsw: bits & 1 != 0,
        nuw: bits & 2 != 0,
    }
}

/// The range of an integer constant (the union of a dense constant's
/// elements); nothing for other constants.
fn constant_range(op: OpRef<'_>) -> Option<ConstantIntRanges> {
    let ctx = op.ctx;
    let result = op.result(0);
    if ConstantIntRanges::storage_bitwidth(ctx, op.value_type(result)) == 0 {
        return None;
    }
    let value = op.attr("value")?;
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::DenseElements { .. }
    ) {
        return None;
    }
    match read(ctx, value)? {
        Elems::Scalar(v) | Elems::Splat(v) => Some(ConstantIntRanges::constant(&v)),
        Elems::Dense(values) => values
            .iter()
            .map(ConstantIntRanges::constant)
            .reduce(|a, b| a.range_union(&b)),
    }
}

fn infer(op: OpRef<'_>, args: &[IntegerValueRange], set: &mut SetIntRangeFn<'_>) {
    let ctx = op.ctx;
    if op.num_results() == 0 {
        return;
    }
    let result = op.result(0);
    let dest_width = ConstantIntRanges::storage_bitwidth(ctx, op.value_type(result));
    let range = match op.name_str() {
        "arith.constant" => match constant_range(op) {
            Some(r) => IntegerValueRange(Some(r)),
            None => return,
        },
        "arith.select" => {
            // A known condition picks its value, whether or not the other
            // one is known.
            let cond = args.first().and_then(|c| c.constant_value());
            match (cond, args.get(1), args.get(2)) {
                (Some(c), Some(t), Some(f)) => {
                    if c.is_zero() {
                        f.clone()
                    } else {
                        t.clone()
                    }
                }
                (None, Some(t), Some(f)) => t.join(f),
                _ => return,
            }
        }
        name => infer_from_ranges(args, |a| {
            let flags = overflow_flags(op);
            Some(match name {
                "arith.addi" => ir::infer_add(a, flags),
                "arith.subi" => ir::infer_sub(a, flags),
                "arith.muli" => ir::infer_mul(a, flags),
                "arith.divui" => ir::infer_div_u(a),
                "arith.divsi" => ir::infer_div_s(a),
                "arith.ceildivui" => ir::infer_ceil_div_u(a),
                "arith.ceildivsi" => ir::infer_ceil_div_s(a),
                "arith.floordivsi" => ir::infer_floor_div_s(a),
                "arith.remui" => ir::infer_rem_u(a),
                "arith.remsi" => ir::infer_rem_s(a),
                "arith.andi" => ir::infer_and(a),
                "arith.ori" => ir::infer_or(a),
                "arith.xori" => ir::infer_xor(a),
                "arith.shli" => ir::infer_shl(a, flags),
                "arith.shrui" => ir::infer_shr_u(a),
                "arith.shrsi" => ir::infer_shr_s(a),
                "arith.maxsi" => ir::infer_max_s(a),
                "arith.maxui" => ir::infer_max_u(a),
                "arith.minsi" => ir::infer_min_s(a),
                "arith.minui" => ir::infer_min_u(a),
                "arith.extui" => ir::ext_ui_range(&a[0], dest_width),
                "arith.extsi" => ir::ext_si_range(&a[0], dest_width),
                "arith.trunci" => ir::trunc_range(&a[0], dest_width),
                "arith.index_cast" | "arith.index_castui" => {
                    let src_width = ConstantIntRanges::storage_bitwidth(ctx, op.value_type(op.operand(0)));
                    if src_width < dest_width {
                        if name == "arith.index_cast" {
                            ir::ext_range(&a[0], dest_width)
                        } else {
                            ir::ext_ui_range(&a[0], dest_width)
                        }
                    } else if src_width > dest_width {
                        ir::trunc_range(&a[0], dest_width)
                    } else {
                        a[0].clone()
                    }
                }
                "arith.cmpi" => {
                    let pred = CmpIOp::from_ref(op)
                        .and_then(|c| c.predicate(&op))
                        .and_then(CmpPredicate::from_index)?;
                    ir::infer_cmp(pred, &a[0], &a[1])
                }
                _ => return None,
            })
        }),
    };
    if !range.is_uninitialized() {
        set(result, range);
    }
}
