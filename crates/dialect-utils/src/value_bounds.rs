//! The value-bounds facts ops of several dialects share (MLIR's
//! `ValueBoundsOpInterface` implementations of the tensor and memref ops,
//! which mirror each other): sizes given by dynamic-size operands, by a
//! source of the same shape, by an `output_shape`, by the groups of a
//! collapse, by the sizes of a slice; ranks.

use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{BoundRelation, ValueBound};
use strata_ir::{OpRef, ValueId, DYNAMIC};

use crate::reshape::op_reassociation;
use crate::static_value::{slice_dropped_dims, static_list};

/// `value == operand` (the size `dim` of the shaped operand if given).
pub fn equal_to(op: OpRef<'_>, operand: ValueId, dim: Option<usize>) -> ValueBound {
    ValueBound {
        relation: BoundRelation::Eq,
        map: AffineMap::new(0, 1, vec![op.ctx.affine_symbol(0)]),
        operands: vec![operand],
        dims: vec![dim],
    }
}

/// `value == c`.
pub fn equal_to_constant(op: OpRef<'_>, c: i64) -> ValueBound {
    ValueBound::new(
        BoundRelation::Eq,
        AffineMap::new(0, 0, vec![op.ctx.affine_constant(c)]),
        Vec::new(),
    )
}

fn result_shape(op: OpRef<'_>, v: ValueId) -> Option<Vec<i64>> {
    op.ctx.shape(op.value_type(v)).map(<[i64]>::to_vec)
}

/// The size `dim` of the single result of an op whose operands from
/// `first` on are the sizes of its dynamic dimensions, in order
/// (`memref.alloc`, `tensor.empty`).
pub fn dynamic_sizes_bounds(op: OpRef<'_>, v: ValueId, dim: usize, first: usize, out: &mut Vec<ValueBound>) {
    let Some(shape) = result_shape(op, v) else { return };
    if shape.get(dim) != Some(&DYNAMIC) {
        return;
    }
    let k = shape[..dim].iter().filter(|&&s| s == DYNAMIC).count();
    if first + k < op.num_operands() {
        out.push(equal_to(op, op.operand(first + k), None));
    }
}

/// The size `dim` of a result shaped as operand `operand` (casts, ops
/// writing into a destination): that operand's size, when it is ranked.
pub fn same_shape_bounds(op: OpRef<'_>, dim: usize, operand: usize, out: &mut Vec<ValueBound>) {
    if operand >= op.num_operands() {
        return;
    }
    let source = op.operand(operand);
    if op.ctx.shape(op.value_type(source)).is_some_and(|s| dim < s.len()) {
        out.push(equal_to(op, source, Some(dim)));
    }
}

/// The size `dim` of an `expand_shape`'s result: its `output_shape` entry
/// (operands from 1 on give the dynamic entries).
pub fn expand_shape_bounds(op: OpRef<'_>, dim: usize, out: &mut Vec<ValueBound>) {
    let statics = static_list(op, "static_output_shape");
    if statics.get(dim) != Some(&DYNAMIC) {
        return;
    }
    let k = statics[..dim].iter().filter(|&&s| s == DYNAMIC).count();
    if 1 + k < op.num_operands() {
        out.push(equal_to(op, op.operand(1 + k), None));
    }
}

/// The size `dim` of a `collapse_shape`'s result: the product of the sizes
/// of its group of source dimensions (semi-affine, so unused, when two of
/// them are dynamic).
pub fn collapse_shape_bounds(op: OpRef<'_>, dim: usize, out: &mut Vec<ValueBound>) {
    let Some(groups) = op_reassociation(op) else {
        return;
    };
    let Some(group) = groups.get(dim) else { return };
    let ctx = op.ctx;
    let source = op.operand(0);
    let mut expr = ctx.affine_constant(1);
    let mut dims = Vec::with_capacity(group.len());
    for (k, &d) in group.iter().enumerate() {
        let Ok(d) = usize::try_from(d) else { return };
        expr = ctx.affine_mul(expr, ctx.affine_symbol(k as u32));
        dims.push(Some(d));
    }
    out.push(ValueBound {
        relation: BoundRelation::Eq,
        map: AffineMap::new(0, group.len() as u32, vec![expr]),
        operands: vec![source; group.len()],
        dims,
    });
}

/// The size `dim` of a slice's result (`memref.subview`,
/// `tensor.extract_slice`): the size of the `dim`-th dimension it keeps;
/// `sizes` are its dynamic size operands.
pub fn slice_bounds(op: OpRef<'_>, v: ValueId, dim: usize, sizes: &[ValueId], out: &mut Vec<ValueBound>) {
    let Some(shape) = result_shape(op, v) else { return };
    let dropped = slice_dropped_dims(op, &shape, sizes.iter().copied());
    let statics = static_list(op, "static_sizes");
    let mut dynamic = 0;
    let mut kept = 0;
    for (i, &s) in statics.iter().enumerate() {
        let value = (s == DYNAMIC).then(|| sizes.get(dynamic).copied()).flatten();
        if s == DYNAMIC {
            dynamic += 1;
        }
        if dropped.get(i) == Some(&true) {
            continue;
        }
        if kept == dim {
            match value {
                Some(v) => out.push(equal_to(op, v, None)),
                None if s != DYNAMIC => out.push(equal_to_constant(op, s)),
                None => {}
            }
            return;
        }
        kept += 1;
    }
}

/// The index result of a `rank` op: the rank of its ranked operand.
pub fn rank_bounds(op: OpRef<'_>, v: ValueId, out: &mut Vec<ValueBound>) {
    if op.num_results() != 1 || op.result(0) != v || op.num_operands() != 1 {
        return;
    }
    if let Some(s) = op.ctx.shape(op.operand_type(0)) {
        out.push(equal_to_constant(op, s.len() as i64));
    }
}
