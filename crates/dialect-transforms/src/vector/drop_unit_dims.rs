//! The patterns dropping the unit dimensions of vectors through
//! `vector.shape_cast` (MLIR's `populateDropUnitDimWithShapeCastPatterns`):
//! elementwise ops, transposes and the vector iteration arguments of
//! `scf.for` work on the vectors without their fixed unit dimensions, cast
//! back for their users; the shape casts then fold away in pairs.

use strata_dialect_vector::lowering::create_one;
use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::{Context, OpId, OpRef, OpTraits, OperationState, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(DropUnitDimFromElementwiseOps),
        Box::new(DropUnitDimsFromScfForOp),
        Box::new(DropUnitDimsFromTransposeOp),
    ]
}

/// `t` without its fixed unit dimensions (`vector<1xT>` when none is
/// left); scalable unit dimensions stay.
fn drop_unit_dims(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    let mut new_shape = Vec::new();
    let mut new_scalable = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        let s = scalable.get(i).copied().unwrap_or(false);
        if d == 1 && !s {
            continue;
        }
        new_shape.push(d);
        new_scalable.push(s);
    }
    if new_shape.is_empty() {
        new_shape.push(1);
        new_scalable.push(false);
    }
    Some(vector_type(ctx, &new_shape, &new_scalable, elem))
}

/// An elementwise op of one vector result, without regions, on vectors of
/// at least two dimensions each with a fixed unit dimension: the op on
/// the operands without them, cast back.
pub struct DropUnitDimFromElementwiseOps;

impl RewritePattern for DropUnitDimFromElementwiseOps {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "DropUnitDimFromElementwiseOps"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        if !o.has_trait(OpTraits::ELEMENTWISE) || o.num_results() != 1 || body.num_regions(op) != 0 {
            return false;
        }
        let res_t = o.result_type(0);
        let Some(new_res_t) = drop_unit_dims(ctx, res_t) else {
            return false;
        };
        if o.num_operands() == 0 || vector_parts(ctx, o.operand_type(0)).is_none_or(|(s, _, _)| s.len() < 2) {
            return false;
        }
        let mut new_types = Vec::new();
        for v in o.operands() {
            let t = body.value_type(v);
            match drop_unit_dims(ctx, t) {
                Some(n) if n != t => new_types.push(n),
                _ => return false,
            }
        }
        let operands: Vec<ValueId> = o.operands().collect();
        let cast: Vec<ValueId> = operands
            .iter()
            .zip(new_types)
            .map(|(&v, t)| create_one(rw, op, "vector.shape_cast", &[v], t, &[]))
            .collect();
        let new = super::sink::recreate(rw, op, cast, new_res_t);
        let back = create_one(rw, op, "vector.shape_cast", &[new], res_t, &[]);
        rw.replace_op(op, &[back]);
        true
    }
}

/// A transpose of a vector with fixed unit dimensions: the transpose of
/// the vector without them (the permutation without them), cast back.
pub struct DropUnitDimsFromTransposeOp;

impl RewritePattern for DropUnitDimsFromTransposeOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transpose")
    }

    fn debug_name(&self) -> &str {
        "DropUnitDimsFromTransposeOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let src = o.operand(0);
        let src_t = body.value_type(src);
        let Some(new_src_t) = drop_unit_dims(ctx, src_t) else {
            return false;
        };
        if new_src_t == src_t {
            return false;
        }
        let Some((shape, scalable, _)) = vector_parts(ctx, src_t) else {
            return false;
        };
        let unit: Vec<bool> = shape
            .iter()
            .enumerate()
            .map(|(i, &d)| d == 1 && !scalable.get(i).copied().unwrap_or(false))
            .collect();
        let Some(perm) = o
            .attr("permutation")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        else {
            return false;
        };
        // How many unit dimensions come before each dimension.
        let mut before = Vec::with_capacity(unit.len());
        let mut dropped = 0;
        for &u in &unit {
            before.push(dropped);
            dropped += i64::from(u);
        }
        let mut new_perm = Vec::new();
        for &p in &perm {
            let Some(i) = usize::try_from(p).ok().filter(|&i| i < unit.len()) else {
                return false;
            };
            if !unit[i] {
                new_perm.push(p - before[i]);
            }
        }
        if new_perm.is_empty() {
            new_perm.push(0);
        }
        let Some((new_shape, new_scalable, elem)) = vector_parts(ctx, new_src_t) else {
            return false;
        };
        let t_shape: Vec<i64> = new_perm.iter().map(|&p| new_shape[p as usize]).collect();
        let t_scalable: Vec<bool> = new_perm
            .iter()
            .map(|&p| new_scalable.get(p as usize).copied().unwrap_or(false))
            .collect();
        let transposed_t = vector_type(ctx, &t_shape, &t_scalable, elem);
        let res_t = o.result_type(0);
        let cast = create_one(rw, op, "vector.shape_cast", &[src], new_src_t, &[]);
        let p = strata_ods::directives::dense_i64_array(ctx, &new_perm);
        let tr = create_one(
            rw,
            op,
            "vector.transpose",
            &[cast],
            transposed_t,
            &[("permutation", p)],
        );
        let back = create_one(rw, op, "vector.shape_cast", &[tr], res_t, &[]);
        rw.replace_op(op, &[back]);
        true
    }
}

/// The first vector iteration argument of an `scf.for` with fixed unit
/// dimensions is carried without them: its initial value cast before the
/// loop, the argument cast back at the start of the body, the yielded
/// value cast before the yield and the result cast back after the loop.
pub struct DropUnitDimsFromScfForOp;

impl RewritePattern for DropUnitDimsFromScfForOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("scf.for")
    }

    fn debug_name(&self) -> &str {
        "DropUnitDimsFromScfForOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let num_inits = body.num_operands(op).saturating_sub(3);
        let found = (0..num_inits).find_map(|i| {
            let t = body.value_type(body.operand(op, 3 + i));
            drop_unit_dims(ctx, t).filter(|&n| n != t).map(|n| (i, t, n))
        });
        let Some((i, old_t, new_t)) = found else {
            return false;
        };
        let Some(&region) = body.regions_in_body(op).first() else {
            return false;
        };
        let Some(block) = body.region_blocks(region).next() else {
            return false;
        };
        let Some(yield_op) = body.last_op(block) else {
            return false;
        };
        let Some(&arg) = body.block_args(block).get(1 + i) else {
            return false;
        };
        if body.num_operands(yield_op) <= i || body.num_results(op) <= i {
            return false;
        }
        let result = body.result(op, i);
        let loc = body.op_loc(op);
        let init = body.operand(op, 3 + i);
        let arg_uses: Vec<(OpId, usize)> = body.uses(arg).collect();
        let result_uses: Vec<(OpId, usize)> = body.uses(result).collect();
        let yielded = body.operand(yield_op, i);

        // The initial value, cast.
        let new_init = create_one(rw, op, "vector.shape_cast", &[init], new_t, &[]);
        rw.modify_op_in_place(op, |b| {
            b.set_operand(op, 3 + i, new_init);
            b.set_value_type(arg, new_t);
            b.set_value_type(result, new_t);
        });
        // The argument, cast back at the start of the body.
        let mut st = OperationState::new(ctx.op_name("vector.shape_cast"), loc);
        st.operands = vec![arg];
        st.result_types = vec![old_t];
        match rw.body().first_op(block) {
            Some(first) => rw.set_insertion_point(first),
            None => rw.set_insertion_point_to_end(block),
        }
        let cast_in = rw.create(st);
        let cast_in = rw.body().result(cast_in, 0);
        for (user, idx) in arg_uses {
            rw.modify_op_in_place(user, |b| b.set_operand(user, idx, cast_in));
        }
        // The yielded value, cast (after the argument's users were moved,
        // in case it is the argument itself).
        let yielded = if yielded == arg { cast_in } else { yielded };
        let cast_out = create_one(rw, yield_op, "vector.shape_cast", &[yielded], new_t, &[]);
        rw.modify_op_in_place(yield_op, |b| b.set_operand(yield_op, i, cast_out));
        // The result, cast back after the loop.
        let mut st = OperationState::new(ctx.op_name("vector.shape_cast"), loc);
        st.operands = vec![result];
        st.result_types = vec![old_t];
        rw.set_insertion_point_after(op);
        let cast_res = rw.create(st);
        let cast_res = rw.body().result(cast_res, 0);
        for (user, idx) in result_uses {
            rw.modify_op_in_place(user, |b| b.set_operand(user, idx, cast_res));
        }
        true
    }
}
