//! The address computations of `memref.load` and `memref.store` extracted
//! into a `memref.subview` (MLIR's `populateExtractAddressComputationsPatterns`,
//! applied by `transform.apply_patterns.memref.extract_address_computations`):
//! an access at non-zero indices becomes an access at index 0 of a
//! one-element subview at those indices.
//!
//! Not yet: the same for `vector.transfer_read`/`transfer_write` (and
//! `nvgpu.ldmatrix`, a dialect Strata does not have).

use strata_dialect_affine::ApplyValue;
use strata_dialect_memref::layout::subview_result_type;
use strata_dialect_memref::SubViewOp;
use strata_dialect_utils::matchers::const_int;
use strata_ir::{OpId, OperationState, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::fold_memref_alias_ops::value_or_constant;

/// The access an extraction rewrites.
#[derive(Copy, Clone)]
enum Access {
    Load,
    Store,
}

impl Access {
    fn name(self) -> &'static str {
        match self {
            Access::Load => "memref.load",
            Access::Store => "memref.store",
        }
    }

    /// The position of the memref among the operands (the indices follow).
    fn memref_operand(self) -> usize {
        match self {
            Access::Load => 0,
            Access::Store => 1,
        }
    }
}

struct ExtractAddressComputation(Access);

impl RewritePattern for ExtractAddressComputation {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0.name())
    }

    fn debug_name(&self) -> &str {
        match self.0 {
            Access::Load => "StoreLoadLikeOpRewriter<memref::LoadOp>",
            Access::Store => "StoreLoadLikeOpRewriter<memref::StoreOp>",
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let k = self.0.memref_operand();
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let Some(&source) = operands.get(k) else {
            return false;
        };
        let indices = &operands[k + 1..];
        let source_ty = rw.body().value_type(source);
        let rank = match ctx.type_kind(source_ty) {
            TypeKind::MemRef { shape, .. } => shape.len(),
            _ => return false,
        };
        // Nothing to extract from a 0-D access or one at index 0.
        let constants: Vec<Option<i64>> = indices
            .iter()
            .map(|&v| const_int(ctx, rw.body(), v).map(|c| c.sext_i64()))
            .collect();
        if rank == 0 || indices.len() != rank || constants.iter().all(|c| *c == Some(0)) {
            return false;
        }
        let static_offsets: Vec<i64> = constants.iter().map(|c| c.unwrap_or(DYNAMIC)).collect();
        let dynamic_offsets: Vec<ValueId> = indices
            .iter()
            .zip(&constants)
            .filter(|(_, c)| c.is_none())
            .map(|(&v, _)| v)
            .collect();
        let ones = vec![1; rank];
        let Some(view_ty) = subview_result_type(ctx, source_ty, &static_offsets, &ones, &ones) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let view = SubViewOp::build(
            rw,
            loc,
            view_ty,
            source,
            &dynamic_offsets,
            &[],
            &[],
            &static_offsets,
            &ones,
            &ones,
        )
        .result(rw);
        let zero = value_or_constant(rw, op, ApplyValue::Const(0));
        // The access rebuilt on the view; as MLIR's builder, it keeps
        // `nontemporal` (explicitly false when absent) and nothing else.
        let nontemporal = rw
            .body()
            .op_attr(ctx, op, "nontemporal")
            .unwrap_or_else(|| ctx.bool_attr(false));
        let mut state = OperationState::new(rw.body().op_name(op), loc);
        state.operands = operands[..k].to_vec();
        state.operands.push(view);
        state.operands.extend(std::iter::repeat_n(zero, rank));
        state.result_types = rw.body().result_types(op).collect();
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("nontemporal"), nontemporal)]));
        rw.set_insertion_point(op);
        let new = rw.create(state);
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// Adds the patterns extracting the address computations of loads and
/// stores.
pub fn populate_extract_address_computations_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractAddressComputation(Access::Load)));
    out.push(Box::new(ExtractAddressComputation(Access::Store)));
}

strata_ods::op! {
    /// Names the patterns of this module in an `apply_patterns` region.
    pub ApplyExtractAddressComputationsPatternsOp(APPLY_EXTRACT_ADDRESS_COMPUTATIONS, "transform.apply_patterns.memref.extract_address_computations") {
        summary: "Populates extract address computations patterns",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_patterns to %f {\n      transform.apply_patterns.memref.extract_address_computations\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, patterns| populate_extract_address_computations_patterns(patterns),
        }],
    }
}
