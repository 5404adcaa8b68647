//! `InferIntRangeInterface` of the index ops. `index` is 32 or 64 bits
//! wide depending on the target, so every op is inferred at both widths
//! (`infer_index_op`); casts from an integer to `index` take the union of
//! the two possible casts.

use strata_ir::int_range::{
    self as ir, infer_from_ranges, CmpMode, CmpPredicate, ConstantIntRanges, InferIntRangeInterface,
    IntegerValueRange, OverflowFlags, SetIntRangeFn, INDEX_MIN_WIDTH, INDEX_WIDTH,
};
use strata_ir::{APInt, OpRef, Type};

use crate::CmpOp;

/// The interface, attached to every index op.
pub(crate) const INFER: InferIntRangeInterface = InferIntRangeInterface {
    infer,
    reflect: None,
    infer_in_scope: None,
};

/// `range` (of `src_width` bits) cast to `dest_width` bits.
fn make_like_dest(
    range: &ConstantIntRanges,
    src_width: u32,
    dest_width: u32,
    signed: bool,
) -> ConstantIntRanges {
    if src_width < dest_width {
        if signed {
            ir::ext_si_range(range, dest_width)
        } else {
            ir::ext_ui_range(range, dest_width)
        }
    } else if src_width > dest_width {
        ir::trunc_range(range, dest_width)
    } else {
        range.clone()
    }
}

/// `index.casts` and `index.castu`.
fn infer_cast(
    op: OpRef<'_>,
    range: &ConstantIntRanges,
    from: Type,
    to: Type,
    signed: bool,
) -> ConstantIntRanges {
    let ctx = op.ctx;
    let src_width = ConstantIntRanges::storage_bitwidth(ctx, from);
    let dest_width = ConstantIntRanges::storage_bitwidth(ctx, to);
    let storage = make_like_dest(range, src_width, dest_width, signed);
    if ctx.is_index(from) {
        return storage;
    }
    // To `index`: the cast to 32 bits is as possible as the one to 64.
    let narrow = make_like_dest(range, src_width, INDEX_MIN_WIDTH, signed);
    storage.range_union(&ir::ext_range(&narrow, dest_width))
}

fn infer(op: OpRef<'_>, args: &[IntegerValueRange], set: &mut SetIntRangeFn<'_>) {
    if op.num_results() == 0 {
        return;
    }
    let result = op.result(0);
    let none = OverflowFlags::default();
    let name = op.name_str();
    let range = infer_from_ranges(args, |a| {
        use CmpMode::{Both, Signed, Unsigned};
        let index_op =
            |f: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges, mode| ir::infer_index_op(f, a, mode);
        Some(match name {
            "index.constant" => {
                let v = op.ctx.integer_attr_value(op.attr("value")?)?;
                ConstantIntRanges::constant(v)
            }
            "index.bool.constant" => {
                let b = op.attr("value")? == op.ctx.bool_attr(true);
                ConstantIntRanges::constant(&APInt::from_u64(1, b as u64))
            }
            "index.sizeof" => ConstantIntRanges::from_unsigned(
                APInt::from_u64(INDEX_WIDTH, INDEX_MIN_WIDTH as u64),
                APInt::from_u64(INDEX_WIDTH, INDEX_WIDTH as u64),
            ),
            "index.add" => index_op(&|a| ir::infer_add(a, none), Both),
            "index.sub" => index_op(&|a| ir::infer_sub(a, none), Both),
            "index.mul" => index_op(&|a| ir::infer_mul(a, none), Both),
            "index.divu" => index_op(&ir::infer_div_u, Unsigned),
            "index.divs" => index_op(&ir::infer_div_s, Signed),
            "index.ceildivu" => index_op(&ir::infer_ceil_div_u, Unsigned),
            "index.ceildivs" => index_op(&ir::infer_ceil_div_s, Signed),
            "index.floordivs" => index_op(&ir::infer_floor_div_s, Signed),
            "index.rems" => index_op(&ir::infer_rem_s, Signed),
            "index.remu" => index_op(&ir::infer_rem_u, Unsigned),
            "index.maxs" => index_op(&ir::infer_max_s, Signed),
            "index.maxu" => index_op(&ir::infer_max_u, Unsigned),
            "index.mins" => index_op(&ir::infer_min_s, Signed),
            "index.minu" => index_op(&ir::infer_min_u, Unsigned),
            "index.shl" => index_op(&|a| ir::infer_shl(a, none), Both),
            "index.shrs" => index_op(&ir::infer_shr_s, Signed),
            "index.shru" => index_op(&ir::infer_shr_u, Unsigned),
            "index.and" => index_op(&ir::infer_and, Unsigned),
            "index.or" => index_op(&ir::infer_or, Unsigned),
            "index.xor" => index_op(&ir::infer_xor, Unsigned),
            "index.casts" | "index.castu" => infer_cast(
                op,
                &a[0],
                op.value_type(op.operand(0)),
                op.value_type(result),
                name == "index.casts",
            ),
            "index.cmp" => {
                let pred = CmpOp::from_ref(op)
                    .and_then(|c| c.pred(&op))
                    .and_then(CmpPredicate::from_index)?;
                let (lo, hi) = match ir::infer_index_cmp(pred, &a[0], &a[1]) {
                    Some(true) => (APInt::all_ones(1), APInt::all_ones(1)),
                    Some(false) => (APInt::zero(1), APInt::zero(1)),
                    None => (APInt::zero(1), APInt::all_ones(1)),
                };
                ConstantIntRanges::from_unsigned(lo, hi)
            }
            _ => return None,
        })
    });
    if !range.is_uninitialized() {
        set(result, range);
    }
}
