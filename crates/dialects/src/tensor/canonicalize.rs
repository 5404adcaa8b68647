//! The canonicalization patterns of the tensor ops: cast chains, casts
//! folded into `empty` and `extract`, and `empty` with constant dynamic
//! sizes made static.

use strata_ir::{Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::common::{add, const_i64, create, create_at, def_named, op_ref};
use crate::memref::canonicalize::{create_with_lists, fold_constant_lists};

/// The shape of a tensor type: `None` when unranked.
fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.shape(t).map(<[i64]>::to_vec)
}

/// The most static shape compatible with both (MLIR's `joinShapes` on
/// tensor types); `Err` when they conflict. `Ok(None)` is unranked.
#[allow(clippy::result_unit_err)]
fn join(a: Option<Vec<i64>>, b: Option<Vec<i64>>) -> Result<Option<Vec<i64>>, ()> {
    match (a, b) {
        (None, x) | (x, None) => Ok(x),
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return Err(());
            }
            a.iter()
                .zip(&b)
                .map(|(&x, &y)| match (x, y) {
                    (DYNAMIC, y) => Ok(y),
                    (x, DYNAMIC) => Ok(x),
                    (x, y) if x == y => Ok(x),
                    _ => Err(()),
                })
                .collect::<Result<Vec<_>, ()>>()
                .map(Some)
        }
    }
}

/// `cast(cast(x))` is one cast of `x` when the middle type adds no static
/// information the two ends do not already have.
fn chained_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(inner) = def_named(o, o.operand(0), "tensor.cast") else {
        return false;
    };
    let (src, mid, res) = (inner.operand_type(0), inner.result_type(0), o.result_type(0));
    if ctx.element_type(src) != ctx.element_type(res) {
        return false;
    }
    let first = join(shape_of(ctx, src), shape_of(ctx, mid)).and_then(|j| join(j, shape_of(ctx, res)));
    let direct = join(shape_of(ctx, src), shape_of(ctx, res));
    match (first, direct) {
        (Ok(a), Ok(b)) if a == b => {}
        _ => return false,
    }
    let x = inner.operand(0);
    let cast = create(rw, op, "tensor.cast", &[x], &[res], &[]);
    let v = rw.body().result(cast, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `cast(empty)` to a type at least as static is an `empty` of that type.
fn cast_of_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(empty) = def_named(o, o.operand(0), "tensor.empty") else {
        return false;
    };
    let res = o.result_type(0);
    let (Some(from), Some(to)) = (ctx.shape(empty.result_type(0)), ctx.shape(res)) else {
        return false;
    };
    if from.len() != to.len() || from.iter().zip(to).any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC) {
        return false;
    }
    let operands: Vec<ValueId> = empty.operands().collect();
    let mut sizes = operands.into_iter();
    let mut kept = Vec::new();
    for (&a, &b) in from.iter().zip(to) {
        if a == DYNAMIC {
            let Some(v) = sizes.next() else { return false };
            if b == DYNAMIC {
                kept.push(v);
            }
        }
    }
    let new = create(rw, op, "tensor.empty", &kept, &[res], &[]);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `extract(cast(x))` reads `x` when `x` is ranked.
fn extract_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(cast) = def_named(o, o.operand(0), "tensor.cast") else {
        return false;
    };
    let x = cast.operand(0);
    if !matches!(rw.ctx.type_kind(o.value_type(x)), TypeKind::RankedTensor { .. }) {
        return false;
    }
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
    true
}

/// `empty(%c4, %n) : tensor<?x?xT>` with `%c4` a non-negative constant
/// becomes `empty(%n) : tensor<4x?xT>` and a cast back to the old type.
fn empty_const_sizes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let ty = o.result_type(0);
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let operands: Vec<ValueId> = o.operands().collect();
    let mut sizes = operands.into_iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept: Vec<ValueId> = Vec::new();
    let mut changed = false;
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(v) = sizes.next() else { return false };
        match const_i64(o, v).filter(|&c| c >= 0) {
            Some(c) => {
                new_shape.push(c);
                changed = true;
            }
            None => {
                new_shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    if !changed {
        return false;
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding,
    });
    let new = create(rw, op, "tensor.empty", &kept, &[new_ty], &[]);
    let v = rw.body().result(new, 0);
    let cast = create(rw, op, "tensor.cast", &[v], &[ty], &[]);
    let c = rw.body().result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn cast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.cast",
        &[
            ("ChainedTensorCast", 1, chained_cast),
            ("FoldEmptyTensorWithCastOp", 1, cast_of_empty),
        ],
    );
}

pub(crate) fn extract(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.extract",
        &[("ExtractFromTensorCast", 1, extract_of_cast)],
    );
}

pub(crate) fn empty(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.empty",
        &[("ReplaceEmptyTensorStaticShapeDims", 1, empty_const_sizes)],
    );
}

/// The tensor type of a slice with static `sizes` reduced to `rank` by
/// dropping unit dimensions, with the element type and encoding of `like`
/// (MLIR's `inferCanonicalRankReducedResultType`); which unit dimensions
/// are dropped does not change the type.
fn slice_type(ctx: &Context, like: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let mut drop = sizes.len().checked_sub(rank)?;
    if sizes.iter().filter(|&&s| s == 1).count() < drop {
        return None;
    }
    let shape: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&s| {
            if s == 1 && drop > 0 {
                drop -= 1;
                return false;
            }
            true
        })
        .collect();
    let encoding = match ctx.type_kind(like) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element: ctx.element_type(like)?,
        encoding,
    }))
}

/// `tensor.extract_slice` with constant offsets, sizes or strides: the
/// static form, cast back to the old result type when it changes. A
/// rank-reducing slice is rewritten only when its unit sizes are exactly
/// the dropped dimensions.
fn extract_slice_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(lists) = fold_constant_lists(o, 1) else {
        return false;
    };
    let old = o.result_type(0);
    let Some(old_shape) = ctx.shape(old) else {
        return false;
    };
    let Some(new_ty) = slice_type(ctx, old, &lists.statics[1], old_shape.len()) else {
        return false;
    };
    let source = o.operand(0);
    let new = create_with_lists(rw, op, "tensor.extract_slice", &[source], &lists, &[new_ty]);
    let mut v = rw.body().result(new, 0);
    if new_ty != old {
        let cast = create(rw, op, "tensor.cast", &[v], &[old], &[]);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.insert_slice` and `tensor.parallel_insert_slice` with constant
/// offsets, sizes or strides: the static form (the result type does not
/// change); the source is cast to the more static type the sizes give it.
/// The cast of a `parallel_insert_slice` goes before its
/// `scf.forall.in_parallel` parent, which holds only combining ops.
fn insert_slice_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(lists) = fold_constant_lists(o, 2) else {
        return false;
    };
    let name = o.name_str().to_string();
    let (mut source, dest) = (o.operand(0), o.operand(1));
    let results: Vec<Type> = o.result_types().collect();
    let src_ty = o.operand_type(0);
    let Some(rank) = ctx.shape(src_ty).map(<[i64]>::len) else {
        return false;
    };
    let Some(new_src_ty) = slice_type(ctx, src_ty, &lists.statics[1], rank) else {
        return false;
    };
    if new_src_ty != src_ty {
        let at = if results.is_empty() {
            match rw.body().parent_op(op) {
                Some(p) => p,
                None => return false,
            }
        } else {
            op
        };
        let loc = rw.body().op_loc(op);
        let cast = create_at(rw, at, loc, "tensor.cast", &[source], &[new_src_ty], &[]);
        source = rw.body().result(cast, 0);
    }
    let new = create_with_lists(rw, op, &name, &[source, dest], &lists, &results);
    let values: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &values);
    true
}

pub(crate) fn extract_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.extract_slice",
        &[(
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            1,
            extract_slice_const_args,
        )],
    );
}

pub(crate) fn insert_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.insert_slice",
        &[("InsertSliceOpConstantArgumentFolder", 1, insert_slice_const_args)],
    );
}

pub(crate) fn parallel_insert_slice(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.parallel_insert_slice",
        &[("InsertSliceOpConstantArgumentFolder", 1, insert_slice_const_args)],
    );
}
