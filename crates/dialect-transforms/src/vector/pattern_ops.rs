//! The `transform.apply_patterns.vector.*` pattern descriptors: each names
//! a set of the vector dialect's rewrite patterns for an
//! `apply_patterns` region (the lowerings to finer-grained vector ops,
//! transfer permutation lowering, reduction-to-contract, sinking).

use strata_dialect_transform::ops::apply::PatternDescriptorOpInterface;
use strata_dialect_vector::lowering::{lowering_patterns_named, Opts, TransposeLowering};
use strata_ir::{Context, OpRef};
use strata_ods::constraints::{attrs, EnumDef, EnumStorage};
use strata_rewrite::RewritePattern;

type Patterns = Vec<Box<dyn RewritePattern>>;

pub(crate) const NO_OPTS: Opts = Opts {
    force_32bit_vector_indices: false,
    contract_outerproduct: false,
    contract_llvmintr: false,
    contract_parallelarith: false,
    transpose: TransposeLowering::EltWise,
    max_transfer_rank: Some(1),
};

/// The lowerings named, with default options.
fn named(names: &'static [&'static str], out: &mut Patterns) {
    out.extend(lowering_patterns_named(NO_OPTS, |n| names.contains(&n)));
}

/// `VectorContractLowering`, the `lowering_strategy` of
/// `transform.apply_patterns.vector.lower_contraction`.
pub static CONTRACT_LOWERING: EnumDef = EnumDef {
    name: "::mlir::vector::VectorContractLowering",
    attr_name: "VectorContractLoweringAttr",
    summary: "control the lowering of `vector.contract` operations.",
    cases: &[
        ("dot", 0),
        ("matmulintrinsics", 1),
        ("outerproduct", 2),
        ("parallelarith", 3),
    ],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

const CONTRACT_LOWERING_ATTR: strata_ods::constraints::AttrConstraint =
    strata_ods::constraints::AttrConstraint::Enum(&CONTRACT_LOWERING);

/// `VectorTransposeLowering`, the `lowering_strategy` of
/// `transform.apply_patterns.vector.lower_transpose`.
pub static TRANSPOSE_LOWERING: EnumDef = EnumDef {
    name: "::mlir::vector::VectorTransposeLowering",
    attr_name: "VectorTransposeLoweringAttr",
    summary: "control the lowering of `vector.transpose` operations.",
    cases: &[
        ("eltwise", 0),
        ("llvmintr", 1),
        ("shuffle_1d", 2),
        ("shuffle_16x16", 3),
    ],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

const TRANSPOSE_LOWERING_ATTR: strata_ods::constraints::AttrConstraint =
    strata_ods::constraints::AttrConstraint::Enum(&TRANSPOSE_LOWERING);

fn eltwise_strategy(ctx: &Context) -> strata_ir::Attribute {
    TRANSPOSE_LOWERING.attr(ctx, 0)
}

/// The transpose lowering of `op`'s strategy.
fn populate_transpose(op: OpRef<'_>, out: &mut Patterns) {
    let strategy = op
        .attr("lowering_strategy")
        .and_then(|a| TRANSPOSE_LOWERING.attr_value(op.ctx, a))
        .unwrap_or(0);
    let transpose = match strategy {
        1 => TransposeLowering::LlvmIntr,
        2 => TransposeLowering::Shuffle1D,
        3 => TransposeLowering::Shuffle16x16,
        _ => TransposeLowering::EltWise,
    };
    let opts = Opts { transpose, ..NO_OPTS };
    out.extend(lowering_patterns_named(opts, |n| n == "TransposeOpLowering"));
    if op.attr("avx2_lowering_strategy") == Some(op.ctx.bool_attr(true)) {
        out.extend(super::avx2_transpose::patterns());
    }
}

fn outerproduct_strategy(ctx: &Context) -> strata_ir::Attribute {
    CONTRACT_LOWERING.attr(ctx, 2)
}

/// The contraction lowering of `op`'s strategy; as in MLIR, the outer
/// products it makes stay (their lowering is `lower_outerproduct`).
fn populate_contraction(op: OpRef<'_>, out: &mut Patterns) {
    let strategy = op
        .attr("lowering_strategy")
        .and_then(|a| CONTRACT_LOWERING.attr_value(op.ctx, a))
        .unwrap_or(2);
    let opts = Opts {
        contract_outerproduct: strategy == 2,
        contract_llvmintr: strategy == 1,
        contract_parallelarith: strategy == 3,
        ..NO_OPTS
    };
    out.extend(lowering_patterns_named(opts, |n| {
        n == "ContractionOpToDotLowering" || n == "MaskedContractionOpToOuterProductOpLowering"
    }));
}

/// The transfer lowerings to loads and stores, up to the rank of `op`'s
/// `max_transfer_rank`.
fn populate_transfer(op: OpRef<'_>, out: &mut Patterns) {
    let rank = op
        .attr("max_transfer_rank")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(1, |v| v.sext_i64());
    // MLIR passes the rank on as a 32-bit unsigned: its low 32 bits (a
    // negative rank is a huge one).
    let opts = Opts {
        max_transfer_rank: Some(rank as u32 as usize),
        ..NO_OPTS
    };
    out.extend(lowering_patterns_named(opts, |n| {
        n == "TransferReadToVectorLoadLowering" || n == "TransferWriteToVectorStoreLowering"
    }));
}

strata_ods::op! {
    /// Names the lowering of `vector.broadcast` into inserts and
    /// extracts of smaller broadcasts.
    pub ApplyLowerBroadcastPatternsOp(APPLY_LOWER_BROADCAST, "transform.apply_patterns.vector.lower_broadcast") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_broadcast\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["BroadcastOpLowering"], out),
        }],
    }

    /// Names the lowering of `vector.contract` with the strategy
    /// `lowering_strategy` (`outerproduct` by default).
    pub ApplyLowerContractionPatternsOp(APPLY_LOWER_CONTRACTION, "transform.apply_patterns.vector.lower_contraction") {
        attributes(lowering_strategy: opt_enum = default_valued(CONTRACT_LOWERING_ATTR, outerproduct_strategy))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`lowering_strategy` `=` $lowering_strategy^)? attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: populate_contraction,
        }],
    }

    /// Names the lowering of `vector.outerproduct` (masked ones included)
    /// into broadcasts and fused multiply-adds, row by row.
    pub ApplyLowerOuterProductPatternsOp(APPLY_LOWER_OUTERPRODUCT, "transform.apply_patterns.vector.lower_outerproduct") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_outerproduct\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["OuterProductOpLowering", "MaskedOuterProductOpLowering"], out),
        }],
    }

    /// Names the patterns rewriting transfers with non-minor-identity
    /// permutation maps into minor-identity ones and transposes or
    /// broadcasts.
    pub ApplyTransferPermutationPatternsOp(APPLY_TRANSFER_PERMUTATION, "transform.apply_patterns.vector.transfer_permutation_patterns") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.transfer_permutation_patterns\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::transfer_permutation::patterns()),
        }],
    }

    /// Names the lowering of in-bounds transfers of at most
    /// `max_transfer_rank` dimensions (1 by default) with minor identity
    /// maps (reads: up to broadcasts) on memrefs into `vector.load` and
    /// `vector.store` (masked ones of one dimension into
    /// `vector.maskedload` and `vector.maskedstore`).
    pub ApplyLowerTransferPatternsOp(APPLY_LOWER_TRANSFER, "transform.apply_patterns.vector.lower_transfer") {
        attributes(max_transfer_rank: opt_int = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), 1)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 2\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`max_transfer_rank` `=` $max_transfer_rank^)? attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: populate_transfer,
        }],
    }

    /// Names the unrolling of n-D `vector.gather` (with a fixed leading
    /// dimension) into gathers of one dimension less.
    pub ApplyLowerGatherPatternsOp(APPLY_LOWER_GATHER, "transform.apply_patterns.vector.lower_gather") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_gather\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["UnrollGather"], out),
        }],
    }

    /// Names the lowering of `vector.scan` into strided slices combined
    /// one by one.
    pub ApplyLowerScanPatternsOp(APPLY_LOWER_SCAN, "transform.apply_patterns.vector.lower_scan") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_scan\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::small_lowerings::scan_to_arith()),
        }],
    }

    /// Names the dropping of fixed unit dimensions through shape casts
    /// from elementwise ops, transposes and the vector iteration arguments
    /// of `scf.for`.
    pub ApplyDropUnitDimWithShapeCastPatternsOp(APPLY_DROP_UNIT_DIMS_WITH_SHAPE_CAST, "transform.apply_patterns.vector.drop_unit_dims_with_shape_cast") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::drop_unit_dims::patterns()),
        }],
    }

    /// Names the patterns turning reductions of products into
    /// `vector.contract` and folding transposes and broadcasts into
    /// contractions.
    pub ApplyVectorReductionToContractPatternsOp(APPLY_REDUCTION_TO_CONTRACT, "transform.apply_patterns.vector.reduction_to_contract") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.reduction_to_contract\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::contract::patterns()),
        }],
    }

    /// Names the patterns folding extensions of both operands of a
    /// contraction into it.
    pub ApplyFoldArithExtensionPatternsOp(APPLY_FOLD_ARITH_EXTENSION, "transform.apply_patterns.vector.fold_arith_extension") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.fold_arith_extension\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::contract::fold_arith_extension_patterns()),
        }],
    }

    /// Names the patterns sinking transposes and broadcasts below
    /// elementwise ops and extracts above them.
    pub ApplySinkVectorPatternsOp(APPLY_SINK_VECTOR, "transform.apply_patterns.vector.sink_ops") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.sink_ops\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::sink::patterns()),
        }],
    }

    /// Names the patterns folding an extract of a load into a smaller load
    /// and a store of a one-element broadcast into a store of its source.
    pub ApplySinkVectorMemPatternsOp(APPLY_SINK_VECTOR_MEM, "transform.apply_patterns.vector.sink_mem_ops") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.sink_mem_ops\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::sink::mem_patterns()),
        }],
    }

    /// Names the unrolling of n-D `vector.from_elements` into 1-D ones
    /// inserted row by row.
    pub ApplyUnrollFromElementsPatternsOp(APPLY_UNROLL_FROM_ELEMENTS, "transform.apply_patterns.vector.unroll_from_elements") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.unroll_from_elements\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["UnrollFromElements"], out),
        }],
    }

    /// Names the unrolling of n-D `vector.to_elements` into the elements
    /// of each row along the leading dimension.
    pub ApplyUnrollToElementsPatternsOp(APPLY_UNROLL_TO_ELEMENTS, "transform.apply_patterns.vector.unroll_to_elements") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.unroll_to_elements\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::small_lowerings::unroll_to_elements()),
        }],
    }

    /// Names the rewriting of 1-D `vector.interleave` as a `vector.shuffle`.
    pub ApplyInterleaveToShufflePatternsOp(APPLY_INTERLEAVE_TO_SHUFFLE, "transform.apply_patterns.vector.interleave_to_shuffle") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.interleave_to_shuffle\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::small_lowerings::interleave_to_shuffle()),
        }],
    }

    /// Names the lowering of masks to arithmetic: `vector.create_mask` of
    /// at most one dimension as a comparison with a step, transfers out of
    /// bounds in their last dimension given a mask instead, and selects
    /// between one-element all-true and all-false masks as broadcasts.
    pub ApplyMaterializeMasksPatternsOp(APPLY_MATERIALIZE_MASKS, "transform.apply_patterns.vector.materialize_masks") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.materialize_masks\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| {
                named(&["VectorCreateMaskOpConversion", "MaterializeTransferMask"], out);
                out.extend(super::small_lowerings::fold_i1_select());
            },
        }],
    }

    /// Names the lowering of n-D `vector.create_mask` (with a fixed leading
    /// dimension) and of `vector.constant_mask` to masks of one dimension
    /// less.
    pub ApplyLowerCreateMaskPatternsOp(APPLY_LOWER_CREATE_MASK, "transform.apply_patterns.vector.lower_create_mask") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_create_mask\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| {
                out.extend(super::small_lowerings::create_mask_nd());
                named(&["ConstantMaskOpLowering"], out);
            },
        }],
    }

    /// Names the lowering of `vector.shape_cast` into extracts and inserts
    /// (of elements, or of the longest contiguous runs of rows).
    pub ApplyLowerShapeCastPatternsOp(APPLY_LOWER_SHAPE_CAST, "transform.apply_patterns.vector.lower_shape_cast") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_shape_cast\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["ShapeCastOpRewritePattern", "ScalableShapeCastOpRewritePattern"], out),
        }],
    }

    /// Names the lowering of `vector.transpose` with the strategy
    /// `lowering_strategy` (`eltwise` by default).
    pub ApplyLowerTransposePatternsOp(APPLY_LOWER_TRANSPOSE, "transform.apply_patterns.vector.lower_transpose") {
        attributes(lowering_strategy: opt_enum = default_valued(TRANSPOSE_LOWERING_ATTR, eltwise_strategy), avx2_lowering_strategy: opt_attr = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("oilist(`lowering_strategy` `=` $lowering_strategy | `avx2_lowering_strategy` `=` $avx2_lowering_strategy) attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: populate_transpose,
        }],
    }

    /// Names the unrolling of n-D `vector.bitcast` into 1-D ones.
    pub ApplyLowerBitCastPatternsOp(APPLY_LOWER_BITCAST, "transform.apply_patterns.vector.lower_bitcast") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_bitcast\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["UnrollBitCastOp"], out),
        }],
    }

    /// Names the unrolling of n-D `vector.interleave` and
    /// `vector.deinterleave` into 1-D ones.
    pub ApplyLowerInterleavePatternsOp(APPLY_LOWER_INTERLEAVE, "transform.apply_patterns.vector.lower_interleave") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_interleave\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| named(&["UnrollInterleaveOp", "UnrollDeinterleaveOp"], out),
        }],
    }

    /// Names the lowering of `vector.create_mask` and `vector.constant_mask`
    /// into comparisons with a step and constants.
    pub ApplyLowerMasksPatternsOp(APPLY_LOWER_MASKS, "transform.apply_patterns.vector.lower_masks") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_masks\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| {
                out.extend(super::small_lowerings::create_mask_nd());
                named(&["ConstantMaskOpLowering"], out);
            },
        }],
    }

    /// Names the lowering of `vector.mask` around transfers and gathers
    /// into the ops with the mask as their own operand.
    pub ApplyLowerMaskedTransfersPatternsOp(APPLY_LOWER_MASKED_TRANSFERS, "transform.apply_patterns.vector.lower_masked_transfers") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.vector.lower_masked_transfers\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, out| out.extend(super::lower_mask::patterns()),
        }],
    }
}
