//! The lowering of 1-D `vector.gather` to conditional scalar loads
//! (MLIR's `populateVectorGatherToConditionalLoadPatterns`): one `scf.if`
//! per lane, on its mask bit, loading the lane (a one-element
//! `vector.load` or a `tensor.extract`) into the result. A gather of a
//! column subview of a 2-D memref is first made a gather of the collapsed
//! memref with indices scaled by the row length.

use strata_dialect_scf::{IfOp, YieldOp};
use strata_dialect_vector::lowering::{create_one, extract, insert};
use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::{AttrKind, Context, OpId, OpRef, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn conditional_load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(RemoveStrideFromGatherSource),
        Box::new(Gather1DToConditionalLoads),
    ]
}

/// The operands of a gather: base, offsets, indices, mask, pass-through.
struct Gather {
    base: ValueId,
    offsets: Vec<ValueId>,
    indices: ValueId,
    mask: ValueId,
    pass: ValueId,
}

fn gather_parts(o: OpRef<'_>) -> Option<Gather> {
    let all: Vec<ValueId> = o.operands().collect();
    let k = all.len();
    if k < 5 {
        return None;
    }
    Some(Gather {
        base: all[0],
        offsets: all[1..k - 3].to_vec(),
        indices: all[k - 3],
        mask: all[k - 2],
        pass: all[k - 1],
    })
}

/// The gather's `alignment`, as a property to pass on.
fn alignment(o: OpRef<'_>) -> Vec<(&'static str, strata_ir::Attribute)> {
    o.attr("alignment")
        .map(|a| ("alignment", a))
        .into_iter()
        .collect()
}

/// The strided layout of a memref type, if it has one.
fn strided_layout(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { layout: Some(l), .. } = ctx.type_kind(t) else {
        return None;
    };
    match ctx.attr_kind(*l) {
        AttrKind::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
        _ => None,
    }
}

/// A gather at offset 0 of a `memref.subview` of a 2-D memref that starts
/// at the memref's start and whose one stride is the memref's (static)
/// row length: a gather of the memref collapsed to 1-D, with the indices
/// multiplied by the row length. MLIR 22 also rewrites views and gathers
/// at other offsets, reading the wrong elements (docs/deviations.md).
pub struct RemoveStrideFromGatherSource;

impl RewritePattern for RemoveStrideFromGatherSource {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.gather")
    }

    fn debug_name(&self) -> &str {
        "RemoveStrideFromGatherSource"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let Some(g) = gather_parts(o) else {
            return false;
        };
        let Some(subview) = body
            .defining_op(g.base)
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == "memref.subview")
        else {
            return false;
        };
        let source = body.operand(subview, 0);
        let source_t = body.value_type(source);
        let Some(&[rows, cols]) = ctx.shape(source_t) else {
            return false;
        };
        let Some((strides, view_offset)) = strided_layout(ctx, body.value_type(g.base)) else {
            return false;
        };
        if strides.len() != 1 || strides[0] != cols || cols == strata_ir::DYNAMIC || view_offset != 0 {
            return false;
        }
        let at_zero = |v: ValueId| {
            strata_ir::fold::constant_value(ctx, body, v)
                .and_then(|a| ctx.integer_attr_value(a))
                .is_some_and(|v| v.is_zero())
        };
        if !g.offsets.iter().all(|&v| at_zero(v)) {
            return false;
        }
        // The collapsed memref: identity layout for an identity source.
        let groups = vec![vec![0, 1]];
        let size = if rows == strata_ir::DYNAMIC {
            strata_ir::DYNAMIC
        } else {
            rows * cols
        };
        let TypeKind::MemRef {
            element,
            layout,
            memory_space,
            ..
        } = ctx.type_kind(source_t).clone()
        else {
            return false;
        };
        let layout = match layout {
            None => None,
            Some(_) => {
                let Some((strides, offset)) =
                    strata_dialect_memref::reshape::collapsed_layout(ctx, source_t, &groups)
                else {
                    return false;
                };
                strata_dialect_memref::layout::layout_for(ctx, &[size], &strides, offset)
            }
        };
        let collapsed_t = ctx.intern_type(TypeKind::MemRef {
            shape: [size].into(),
            element,
            layout,
            memory_space,
        });
        let reassociation = strata_dialect_utils::reshape::reassociation_attr(ctx, &groups);
        let collapsed = create_one(
            rw,
            op,
            "memref.collapse_shape",
            &[source],
            collapsed_t,
            &[("reassociation", reassociation)],
        );
        let indices_t = rw.body().value_type(g.indices);
        let index_elem = ctx.element_type_or_self(indices_t);
        let width = match ctx.type_kind(index_elem) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        let Some(stride) =
            strata_dialect_arith::fold::build(ctx, indices_t, &[strata_ir::APInt::from_i64(width, cols)])
        else {
            return false;
        };
        let stride = create_one(rw, op, "arith.constant", &[], indices_t, &[("value", stride)]);
        let scaled = create_one(rw, op, "arith.muli", &[g.indices, stride], indices_t, &[]);
        let o = OpRef::new(ctx, rw.body(), op);
        let mut operands = vec![collapsed];
        operands.extend_from_slice(&g.offsets);
        operands.extend([scaled, g.mask, g.pass]);
        let res_t = o.result_type(0);
        let props = alignment(o);
        let new = create_one(rw, op, "vector.gather", &operands, res_t, &props);
        rw.replace_op(op, &[new]);
        true
    }
}

/// A 1-D gather of fixed length: for each lane, in order, an `scf.if` on
/// its mask bit yielding the result so far with the lane loaded (at the
/// offsets, the last one moved by the lane's index) or unchanged.
pub struct Gather1DToConditionalLoads;

impl RewritePattern for Gather1DToConditionalLoads {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.gather")
    }

    fn debug_name(&self) -> &str {
        "Gather1DToConditionalLoads"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let res_t = o.result_type(0);
        let Some((&[n], scalable, elem)) = vector_parts(ctx, res_t) else {
            return false;
        };
        if scalable.first() == Some(&true) {
            return false;
        }
        let Some(g) = gather_parts(o) else {
            return false;
        };
        let Some(&last_offset) = g.offsets.last() else {
            return false;
        };
        let base_t = body.value_type(g.base);
        let memref = matches!(ctx.type_kind(base_t), TypeKind::MemRef { .. });
        // A one-element `vector.load` needs unit innermost stride, unless
        // there is only one lane.
        if strided_layout(ctx, base_t).is_some_and(|(s, _)| s.last().is_some_and(|&s| s != 1)) && n != 1 {
            return false;
        }
        let props = alignment(o);
        let loc = o.loc();
        let index = ctx.index_type();
        let indices_t = body.value_type(g.indices);
        let index_vec_t = vector_type(ctx, &[n], &[false], index);
        let index_vec = if indices_t == index_vec_t {
            g.indices
        } else {
            let mut st = OperationState::new(ctx.op_name("arith.index_cast"), loc);
            st.operands = vec![g.indices];
            st.result_types = vec![index_vec_t];
            rw.set_insertion_point(op);
            let Some(&v) = rw.create_or_fold(st).first() else {
                return false;
            };
            v
        };
        let lane_t = vector_type(ctx, &[1], &[false], elem);
        let i1 = ctx.integer_type(1);
        let mut result = g.pass;
        for i in 0..n {
            let cond = extract(rw, op, g.mask, &[i], i1);
            let lane_index = extract(rw, op, index_vec, &[i], index);
            let mut st = OperationState::new(ctx.op_name("arith.addi"), loc);
            st.operands = vec![last_offset, lane_index];
            st.result_types = vec![index];
            st.populate_default_properties(ctx);
            rw.set_insertion_point(op);
            let Some(&moved) = rw.create_or_fold(st).first() else {
                return false;
            };
            let mut offsets = g.offsets.clone();
            if let Some(l) = offsets.last_mut() {
                *l = moved;
            }
            rw.set_insertion_point(op);
            let iff = IfOp::build(rw, loc, &[res_t], cond);
            let (then_r, else_r) = (iff.then_region(rw), iff.else_region(rw));
            let tb = rw.create_block(then_r);
            rw.set_insertion_point_to_end(tb);
            let then_y = YieldOp::build(rw, loc, &[result]).op();
            let mut access = vec![g.base];
            access.extend_from_slice(&offsets);
            let lane = if memref {
                let l = create_one(rw, then_y, "vector.load", &access, lane_t, &props);
                extract(rw, then_y, l, &[0], elem)
            } else {
                create_one(rw, then_y, "tensor.extract", &access, elem, &[])
            };
            let inserted = insert(rw, then_y, lane, result, &[i], res_t);
            rw.modify_op_in_place(then_y, |body| body.set_operands(then_y, &[inserted]));
            let eb = rw.create_block(else_r);
            rw.set_insertion_point_to_end(eb);
            YieldOp::build(rw, loc, &[result]);
            result = rw.body().result(iff.op(), 0);
        }
        rw.replace_op(op, &[result]);
        true
    }
}
