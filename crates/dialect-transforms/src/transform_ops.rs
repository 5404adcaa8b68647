//! The transform ops of this crate's transformations, added to the
//! transform dialect as one extension (MLIR's `TransformDialectExtension`s
//! of the SCF and other dialects), and the transform ops that run the
//! dialect-independent transformations on loops and regions (`apply_licm`,
//! `apply_cse`, `loop.hoist_loop_invariant_subsets`).

use strata_dialect_transform::interpreter::consumes_nothing;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::tracking::TrackingListener;
use strata_dialect_transform::{Dsf, Interp, TransformOpInterface};
use strata_ir::{Body, Context, Diagnostic, OpId, OpRef};
use strata_ods::DialectExtension;

use crate::affine::transform_ops as affine_ops;
use crate::linalg::fuse_ops;
use crate::linalg::structured_transform_ops as structured_ops;
use crate::linalg::transform_ops as linalg_ops;
use crate::scf::transform_ops as scf_ops;

strata_ods::op! {
    /// Hoists the loop-invariant ops out of each target loop (it must be
    /// loop-like); to hoist out of a nest, apply it innermost first.
    pub ApplyLicmOp(APPLY_LICM, "transform.apply_licm") {
        operands(target: single(OP_HANDLE))
        summary: "Move loop-invariant code out of a loop-like op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_licm to %loops : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("`to` $target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_licm,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Eliminates common subexpressions in the bodies of the target ops
    /// (ops isolated from above). Handles to erased duplicates follow the
    /// op that replaced them.
    pub ApplyCseOp(APPLY_CSE, "transform.apply_cse") {
        operands(target: single(OP_HANDLE))
        summary: "Eliminate common subexpressions in the body of the target op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_cse to %f : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("`to` $target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_cse,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Hoists loop-invariant subset extraction/insertion pairs out of each
    /// target loop (MLIR's `hoistLoopInvariantSubsets`).
    pub HoistLoopInvariantSubsetsOp(HOIST_LOOP_INVARIANT_SUBSETS, "transform.loop.hoist_loop_invariant_subsets") {
        operands(target: single(OP_HANDLE))
        summary: "Hoist loop invariant subset ops",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_hoist_subsets,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

/// The transform ops of this crate.
pub static EXTENSION: DialectExtension = DialectExtension {
    dialect: "transform",
    ops: &[
        &affine_ops::SIMPLIFY_BOUNDED_AFFINE_OPS,
        &affine_ops::SIMPLIFY_MIN_MAX_AFFINE_OPS,
        &APPLY_CSE,
        &APPLY_LICM,
        &HOIST_LOOP_INVARIANT_SUBSETS,
        &scf_ops::APPLY_FOR_LOOP_CANONICALIZATION,
        &scf_ops::APPLY_SCF_STRUCTURAL_CONVERSIONS,
        &crate::irdl::IRDL_COLLECT_MATCHING,
        &scf_ops::LOOP_COALESCE,
        &scf_ops::LOOP_FORALL_TO_FOR,
        &scf_ops::LOOP_FORALL_TO_PARALLEL,
        &scf_ops::LOOP_PARALLEL_FOR_TO_NESTED_FORS,
        &crate::func::transform_ops::CAST_AND_CALL,
        &crate::func::signature::REPLACE_FUNC_SIGNATURE,
        &crate::func::signature::DEDUPLICATE_FUNC_ARGS,
        &crate::scf::fuse_sibling::LOOP_FUSE_SIBLING,
        &crate::scf::outline::LOOP_OUTLINE,
        &crate::tensor::transform_ops::CAST_SHAPE_DYNAMIC_DIMS,
        &crate::tensor::bubble_up::APPLY_BUBBLE_UP_EXTRACT_SLICE,
        &crate::tensor::empty::APPLY_FOLD_TENSOR_EMPTY,
        &crate::tensor::decompose_concat::APPLY_DECOMPOSE_CONCAT,
        &crate::tensor::transform_ops::APPLY_REWRITE_AS_CONSTANT,
        &crate::vector::subset_folding::APPLY_FOLD_TENSOR_SUBSET_OPS_INTO_VECTOR_TRANSFERS,
        &scf_ops::LOOP_PEEL,
        &scf_ops::LOOP_PIPELINE,
        &scf_ops::LOOP_PROMOTE_IF_ONE_ITERATION,
        &scf_ops::LOOP_UNROLL,
        &scf_ops::LOOP_UNROLL_AND_JAM,
        &scf_ops::TAKE_ASSUMED_BRANCH,
        &fuse_ops::FUSE,
        &fuse_ops::FUSE_INTO_CONTAINING,
        &structured_ops::CONVERT_TO_LOOPS,
        &crate::linalg::decompose::DECOMPOSE,
        &crate::linalg::decompose::DECOMPOSE_INTERFACE,
        &structured_ops::GENERALIZE,
        &crate::linalg::hoisting::HOIST_REDUNDANT_VECTOR_TRANSFERS,
        &structured_ops::INTERCHANGE,
        &structured_ops::SCALARIZE,
        &structured_ops::SPECIALIZE,
        &crate::linalg::data_tiling::PACK,
        &crate::linalg::data_tiling::PACK_TRANSPOSE,
        &crate::linalg::data_tiling::PACK_GREEDILY,
        &crate::linalg::promote_tensor::PROMOTE_TENSOR,
        &crate::memref::extract_address_computations::APPLY_EXTRACT_ADDRESS_COMPUTATIONS,
        &crate::memref::alloc_to_alloca::APPLY_ALLOC_TO_ALLOCA,
        &crate::linalg::pack::LOWER_PACK,
        &crate::linalg::pack::LOWER_UNPACK,
        &crate::linalg::pack::APPLY_DECOMPOSE_PACK_UNPACK,
        &crate::linalg::pack::APPLY_FOLD_PACK_UNPACK_INTO_EMPTY,
        &crate::linalg::padding::PAD,
        &crate::linalg::split::SPLIT,
        &crate::linalg::multitile_sizes::MULTITILE_SIZES,
        &linalg_ops::APPLY_DECOMPOSE_PAD,
        &linalg_ops::TILE_USING_FOR,
        &linalg_ops::TILE_USING_FORALL,
        &linalg_ops::VECTORIZE,
        &linalg_ops::VECTORIZE_CHILDREN_AND_APPLY_PATTERNS,
        &crate::vector::multi_reduction::APPLY_LOWER_MULTI_REDUCTION,
        &crate::vector::pattern_ops::APPLY_LOWER_BROADCAST,
        &crate::vector::pattern_ops::APPLY_LOWER_SHAPE_CAST,
        &crate::vector::pattern_ops::APPLY_LOWER_TRANSPOSE,
        &crate::vector::pattern_ops::APPLY_LOWER_BITCAST,
        &crate::vector::pattern_ops::APPLY_LOWER_INTERLEAVE,
        &crate::vector::pattern_ops::APPLY_LOWER_MASKS,
        &crate::vector::pattern_ops::APPLY_LOWER_MASKED_TRANSFERS,
        &crate::vector::pattern_ops::APPLY_LOWER_CONTRACTION,
        &crate::vector::pattern_ops::APPLY_LOWER_OUTERPRODUCT,
        &crate::vector::pattern_ops::APPLY_TRANSFER_PERMUTATION,
        &crate::vector::pattern_ops::APPLY_LOWER_TRANSFER,
        &crate::vector::pattern_ops::APPLY_LOWER_GATHER,
        &crate::vector::pattern_ops::APPLY_LOWER_SCAN,
        &crate::vector::pattern_ops::APPLY_DROP_UNIT_DIMS_WITH_SHAPE_CAST,
        &crate::vector::pattern_ops::APPLY_REDUCTION_TO_CONTRACT,
        &crate::vector::pattern_ops::APPLY_FOLD_ARITH_EXTENSION,
        &crate::vector::pattern_ops::APPLY_SINK_VECTOR,
        &crate::vector::pattern_ops::APPLY_SINK_VECTOR_MEM,
        &crate::vector::pattern_ops::APPLY_UNROLL_FROM_ELEMENTS,
        &crate::vector::pattern_ops::APPLY_UNROLL_TO_ELEMENTS,
        &crate::vector::pattern_ops::APPLY_INTERLEAVE_TO_SHUFFLE,
        &crate::vector::pattern_ops::APPLY_MATERIALIZE_MASKS,
        &crate::vector::pattern_ops::APPLY_LOWER_CREATE_MASK,
    ],
    type_defs: None,
};

/// Adds this crate's transform ops to the transform dialect registered in
/// `ctx`.
pub fn register_transform_extension(ctx: &mut Context) {
    EXTENSION.register(ctx);
}

fn is_loop_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op).def().is_some_and(|d| {
        d.interfaces
            .get::<strata_ir::interfaces::LoopLikeOpInterface>()
            .is_some()
    })
}

fn apply_licm(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body_mut(target.body) else {
            continue;
        };
        if !is_loop_like(ctx, body, target.op) {
            let mut d = Diagnostic::error(loc, "transform applied to the wrong op kind");
            d.attach_note(body.op_loc(target.op), "when applied to this op");
            return Dsf::Silenceable(vec![d]);
        }
        strata_transforms::move_loop_invariant_code(ctx, body, target.op);
    }
    Dsf::Success
}

fn apply_hoist_subsets(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    for target in it.operand_ops(script, op, 0) {
        if let Some(body) = it.payload.body_mut(target.body) {
            strata_transforms::hoist_loop_invariant_subsets(ctx, body, target.op);
        }
    }
    Dsf::Success
}

fn apply_cse(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    for target in it.operand_ops(script, op, 0) {
        let key = it.payload.regions_key(target);
        let mut listener = TrackingListener::new(it, key);
        let Some(body) = it.payload.body_mut(target.body) else {
            continue;
        };
        let Some(mut iso) = body.isolated_op_mut(target.op) else {
            return Dsf::definite(ctx, loc, "apply_cse applies only to ops isolated from above");
        };
        let mut am = strata_pass::AnalysisManager::new();
        strata_transforms::eliminate_common_subexpressions(ctx, &mut iso, &mut am, &mut listener);
        // Handles to an erased duplicate follow the op that replaced it (a
        // replacement always has the same name, so nothing fails to be
        // followed); ops erased with their parent are dropped.
        it.apply_tracking(key, listener);
        it.forget_dead_ops(key);
    }
    Dsf::Success
}
