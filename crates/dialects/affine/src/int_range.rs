//! `InferIntRangeInterface` of `affine.apply`: the range of its map's
//! expression over the ranges of its operands.

use strata_ir::int_range::{
    infer_affine_expr, infer_from_ranges, InferIntRangeInterface, IntegerValueRange, SetIntRangeFn,
};
use strata_ir::OpRef;

pub(crate) const INFER: InferIntRangeInterface = InferIntRangeInterface {
    infer: infer_apply,
    reflect: None,
    infer_in_scope: None,
};

fn infer_apply(op: OpRef<'_>, args: &[IntegerValueRange], set: &mut SetIntRangeFn<'_>) {
    let ctx = op.ctx;
    let Some(map) = crate::op_map(op) else {
        return;
    };
    let (Some(&expr), 1, 1) = (map.results.first(), map.results.len(), op.num_results()) else {
        return;
    };
    let num_dims = (map.num_dims as usize).min(args.len());
    let range = infer_from_ranges(args, |a| {
        let (dims, symbols) = a.split_at(num_dims);
        Some(infer_affine_expr(ctx, expr, dims, symbols))
    });
    if !range.is_uninitialized() {
        set(op.result(0), range);
    }
}
