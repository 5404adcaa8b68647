//! The lowering of `vector.mask` around side-effecting ops (MLIR's
//! `populateVectorMaskLoweringPatternsForSideEffectingOps`): a masked
//! `transfer_read`, `transfer_write` or `gather` becomes the op with the
//! mask as its own operand. The `lower-vector-mask` pass
//! ([`super::test_passes`]) applies them with `vector.mask`'s
//! canonicalizations.

use strata_dialect_utils::attrs::zero_attr;
use strata_dialect_vector::lowering::create_op;
use strata_ir::{OpId, OpRef, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;

/// The three patterns.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(MaskedOp {
            name: "MaskedTransferReadOpPattern",
            op: "vector.transfer_read",
        }),
        Box::new(MaskedOp {
            name: "MaskedTransferWriteOpPattern",
            op: "vector.transfer_write",
        }),
        Box::new(MaskedOp {
            name: "MaskedGatherOpPattern",
            op: "vector.gather",
        }),
    ]
}

/// A `vector.mask` whose maskable op is `op`.
struct MaskedOp {
    name: &'static str,
    op: &'static str,
}

impl RewritePattern for MaskedOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.mask")
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, mask_op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let m = OpRef::new(ctx, body, mask_op);
        let (_, regions) = body.op_regions(mask_op);
        let Some(block) = regions.first().and_then(|&r| body.region_blocks(r).next()) else {
            return false;
        };
        let Some(inner) = body.block_ops(block).next() else {
            return false;
        };
        let i = OpRef::new(ctx, body, inner);
        if i.name_str() != self.op {
            return false;
        }
        let mask = m.operand(0);
        let passthru = (m.num_operands() > 1).then(|| m.operand(1));
        let operands: Vec<ValueId> = i.operands().collect();
        let results: Vec<_> = i.result_types().collect();
        let props = i.properties();
        let n = operands.len();
        let mut state = strata_ir::OperationState::new(i.name(), m.loc());
        state.result_types.extend_from_slice(&results);
        match self.op {
            "vector.transfer_read" | "vector.transfer_write" => {
                // A vector pass-through cannot be a transfer's scalar padding.
                if passthru.is_some() {
                    return false;
                }
                // (base, indices, padding) or (vector, base, indices), then
                // the mask.
                let segments = if self.op == "vector.transfer_read" {
                    [1, n as i32 - 2, 1, 1]
                } else {
                    [1, 1, n as i32 - 2, 1]
                };
                state.operands.extend_from_slice(&operands);
                state.operands.push(mask);
                let seg = strata_ods::directives::dense_i32_array(ctx, &segments);
                let props = props.unwrap_or_else(|| ctx.dictionary_attr(&[]));
                state.properties = Some(ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(seg)));
            }
            _ => {
                // (base, offsets, indices), then the mask and pass-through,
                // zero unless the mask gives one; MLIR's builder sets no
                // other property.
                let pass = match passthru {
                    Some(p) => p,
                    None => {
                        let ty = results[0];
                        let Some(zero) = zero_attr(ctx, ty) else {
                            return false;
                        };
                        let c = create_op(rw, mask_op, "arith.constant", &[], &[ty], &[("value", zero)]);
                        rw.body().result(c, 0)
                    }
                };
                state.operands.extend_from_slice(&operands[..n - 2]);
                state.operands.extend([mask, pass]);
            }
        }
        state.populate_default_properties(ctx);
        rw.set_insertion_point(mask_op);
        let new = rw.create(state);
        let vals: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(mask_op, &vals);
        true
    }
}
