//! `ReifyRankedShapedTypeOpInterface` of structured ops (MLIR's
//! `LinalgOp::reifyResultShapes`): each dynamic size of a result is
//! computed from the sizes of the inputs where the indexing maps allow it
//! (the result's map composed with the map from operand sizes to loops),
//! and is the init operand's size otherwise.

use strata_dialect_affine::{build_composed_folded_apply, ApplyValue};
use strata_dialect_tensor::index_value;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::tiling::{index_attr, ReifyRankedShapedTypeOpInterface};
use strata_ir::{OpFoldResult, OpRef};

use crate::structured::{operand_shape_of, outputs};
use crate::tiling::{dim_size, loop_positions, maps_and_shapes, operand_dims};

/// Structured ops.
pub(crate) const STRUCTURED: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let ctx = b.ctx;
        let o = OpRef::new(ctx, b.body, op);
        let loc = o.loc();
        let (maps, loops) = maps_and_shapes(o)?;
        let inits = outputs(o);
        // The sizes of all operands, flattened in operand order: what the
        // loops are computed from.
        let flat: Vec<ApplyValue> = operand_dims(b, op, loc).concat();
        // Each loop is the first operand size it indexes alone.
        let loop_pos = loop_positions(ctx, &maps, loops);
        let first_init_pos: usize = maps[..inits.start].iter().map(|m| m.results.len()).sum();
        let Some(loop_pos) = loop_pos.into_iter().collect::<Option<Vec<usize>>>() else {
            return Err(OpRef::new(ctx, b.body, op)
                .emit_op_error("expected each loop to index an operand dimension alone"));
        };
        let dims: Vec<_> = loop_pos.iter().map(|&p| ctx.affine_dim(p as u32)).collect();
        // The sizes of the inits in terms of the operand sizes; all are
        // built (as mlir-opt builds them), the unused ones left for cleanup.
        let exprs: Vec<_> = maps[inits.clone()]
            .iter()
            .flat_map(|m| {
                m.results
                    .iter()
                    .map(|&e| e.replace_dims_and_symbols(ctx, &dims, &[]))
            })
            .collect();
        let from_inputs: Vec<ApplyValue> = exprs
            .iter()
            .map(|&e| {
                let map = AffineMap::new(flat.len() as u32, 0, vec![e]);
                build_composed_folded_apply(b, loc, &map, &flat)
            })
            .collect();
        let uses_inits = |e: strata_ir::affine::AffineExpr| {
            let mut found = false;
            e.walk(ctx, &mut |x| {
                if let AffineExprKind::Dim(d) = x.kind(ctx) {
                    found |= d as usize >= first_init_pos;
                }
            });
            found
        };
        let mut k = 0;
        let mut shapes = Vec::with_capacity(inits.len());
        for i in inits {
            let v = b.body.operand(op, i);
            let shape = operand_shape_of(ctx, b.body.value_type(v))
                .unwrap_or(&[])
                .to_vec();
            let mut sizes = Vec::with_capacity(shape.len());
            for (j, &s) in shape.iter().enumerate() {
                let size = if s != strata_ir::DYNAMIC {
                    index_attr(ctx, s)
                } else {
                    let size = if uses_inits(exprs[k]) {
                        dim_size(b, loc, v, j)
                    } else {
                        from_inputs[k]
                    };
                    OpFoldResult::Value(index_value(b, loc, size))
                };
                sizes.push(size);
                k += 1;
            }
            shapes.push(sizes);
        }
        Ok(shapes)
    },
};

/// `linalg.softmax`: its result has the input's sizes.
pub(crate) const SOFTMAX: ReifyRankedShapedTypeOpInterface = ReifyRankedShapedTypeOpInterface {
    reify_result_shapes: |b, op| {
        let ctx = b.ctx;
        let loc = b.body.op_loc(op);
        let input = b.body.operand(op, 0);
        let output = b.body.operand(op, 1);
        let shape = operand_shape_of(ctx, b.body.value_type(output))
            .unwrap_or(&[])
            .to_vec();
        let mut sizes = Vec::with_capacity(shape.len());
        for (j, &s) in shape.iter().enumerate() {
            if s != strata_ir::DYNAMIC {
                sizes.push(index_attr(ctx, s));
                continue;
            }
            let size = dim_size(b, loc, input, j);
            sizes.push(OpFoldResult::Value(index_value(b, loc, size)));
        }
        Ok(vec![sizes])
    },
};
