//! MLIR's vector test passes that apply one set of the vector dialect's
//! rewrite patterns with the greedy driver on each function.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::conditions::Conditions;
use strata_pass::{Pass, PassRegistry};
use strata_rewrite::{apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, RewritePattern};

type Patterns = Vec<Box<dyn RewritePattern>>;

/// A test pass applying the patterns `populate` makes, greedily, on each
/// function (the result of the driver is ignored, as MLIR's test passes
/// do).
#[derive(Clone, Copy)]
pub struct PatternTestPass {
    argument: &'static str,
    description: &'static str,
    name: &'static str,
    populate: fn(&Context, &mut Patterns),
}

impl Pass for PatternTestPass {
    fn argument(&self) -> &'static str {
        self.argument
    }

    fn description(&self) -> &'static str {
        self.description
    }

    fn name(&self) -> &'static str {
        self.name
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn conditions(&self) -> Conditions {
        Conditions::introducing(&["vector.*", "arith.*"])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns = Vec::new();
        (self.populate)(ctx, &mut patterns);
        apply(ctx, op, patterns);
        Ok(())
    }
}

/// Applies `patterns` greedily on `op`'s body bottom-up (the default of
/// MLIR's `applyPatternsGreedily`), ignoring whether the driver
/// converged.
pub(crate) fn apply(ctx: &Context, op: &mut IsolatedOpMut<'_>, patterns: Patterns) {
    let owner = op.name();
    let frozen = FrozenPatternSet::new(ctx, patterns);
    apply_patterns_greedily_nested_owned(
        ctx,
        Some(owner),
        op.body(),
        &frozen,
        GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        },
        true,
    );
}

/// `lower-vector-mask`: masked transfers and gathers lowered, with
/// `vector.mask`'s canonicalizations.
const LOWER_VECTOR_MASK: PatternTestPass = PatternTestPass {
    argument: "lower-vector-mask",
    description: "Lower 'vector.mask' operations",
    name: "LowerVectorMaskPass",
    populate: |ctx, out| {
        out.extend(super::lower_mask::patterns());
        out.extend(strata_rewrite::op_canonicalization_patterns(
            ctx,
            &[ctx.op_name("vector.mask")],
        ));
    },
};

/// `test-vector-sink-patterns`.
const SINK: PatternTestPass = PatternTestPass {
    argument: "test-vector-sink-patterns",
    description: "Test lowering patterns that eliminate redundant broadcast and transpose operations.",
    name: "TestVectorSinkPatterns",
    populate: |_, out| {
        out.extend(super::sink::patterns());
        out.extend(super::sink::mem_patterns());
    },
};

/// `test-vector-reduction-to-contract-patterns`.
const REDUCTION_TO_CONTRACT: PatternTestPass = PatternTestPass {
    argument: "test-vector-reduction-to-contract-patterns",
    description:
        "Test patterns to convert multireduce op to contract and combine broadcast/transpose to contract",
    name: "TestVectorReduceToContractPatternsPatterns",
    populate: |_, out| out.extend(super::contract::patterns()),
};

/// `test-fold-arith-extf-into-vector-contract-patterns`.
const FOLD_ARITH_EXTENSION: PatternTestPass = PatternTestPass {
    argument: "test-fold-arith-extf-into-vector-contract-patterns",
    description: "Test patterns that fold arithmetic extension ops into vector contract ops",
    name: "TestFoldArithExtensionIntoVectorContractPatterns",
    populate: |_, out| out.extend(super::contract::fold_arith_extension_patterns()),
};

/// `test-vector-extract-strided-slice-lowering`.
const EXTRACT_STRIDED_SLICE_LOWERING: PatternTestPass = PatternTestPass {
    argument: "test-vector-extract-strided-slice-lowering",
    description: "Test lowering patterns that converts vector.extract_strided_slice into a chain of vector.extract and vector.insert ops",
    name: "TestVectorExtractStridedSliceLowering",
    populate: |_, out| out.extend(super::small_lowerings::extract_strided_slice_to_extract_insert_chain()),
};

/// `test-vector-shuffle-lowering`.
const SHUFFLE_LOWERING: PatternTestPass = PatternTestPass {
    argument: "test-vector-shuffle-lowering",
    description: "Test lowering patterns for vector.shuffle with mixed-size inputs",
    name: "TestVectorShuffleLowering",
    populate: |_, out| out.extend(super::small_lowerings::shuffle_lowering()),
};

/// `test-vector-break-down-reduction-patterns`: reductions of at most two
/// elements.
const BREAK_DOWN_REDUCTION: PatternTestPass = PatternTestPass {
    argument: "test-vector-break-down-reduction-patterns",
    description: "Test patterns to break down vector reductions into arith reductions",
    name: "TestVectorBreakDownReductionPatterns",
    populate: |_, out| out.extend(super::small_lowerings::break_down_reduction(2)),
};

/// `test-vector-break-down-bitcast`: 1-D bitcasts of more than four
/// elements to fewer elements.
const BREAK_DOWN_BITCAST: PatternTestPass = PatternTestPass {
    argument: "test-vector-break-down-bitcast",
    description: "Test pattern that breaks down vector.bitcast ops ",
    name: "TestVectorBreakDownBitCast",
    populate: |_, out| out.extend(super::bubble_bitcast::break_down(4)),
};

/// `test-vector-chained-reduction-folding-patterns`.
const CHAINED_REDUCTION_FOLDING: PatternTestPass = PatternTestPass {
    argument: "test-vector-chained-reduction-folding-patterns",
    description: "Test patterns to fold chained vector reductions",
    name: "TestVectorChainedReductionFoldingPatterns",
    populate: |_, out| out.extend(super::small_lowerings::chained_reduction_folding()),
};

/// `test-vector-gather-lowering`: gathers unrolled to 1-D ones, then
/// lowered to conditional loads.
const GATHER_LOWERING: PatternTestPass = PatternTestPass {
    argument: "test-vector-gather-lowering",
    description: "Test patterns that lower the gather op in the vector conditional loads",
    name: "TestVectorGatherLowering",
    populate: |_, out| {
        out.extend(strata_dialect_vector::lowering::lowering_patterns_named(
            super::pattern_ops::NO_OPTS,
            |n| n == "UnrollGather",
        ));
        out.extend(super::gather::conditional_load_patterns());
    },
};

/// `test-vector-scan-lowering`.
const SCAN_LOWERING: PatternTestPass = PatternTestPass {
    argument: "test-vector-scan-lowering",
    description: "Test lowering patterns that lower the scan op in the vector dialect",
    name: "TestVectorScanLowering",
    populate: |_, out| out.extend(super::small_lowerings::scan_to_arith()),
};

/// The vector ops' canonicalization patterns MLIR's
/// `populateVectorToVectorCanonicalizationPatterns` adds.
const VECTOR_TO_VECTOR_CANONICALIZATIONS: &[&str] = &[
    "CreateMaskFolder",
    "MaskedLoadFolder",
    "MaskedStoreFolder",
    "GatherFolder",
    "ScatterFolder",
    "ExpandLoadFolder",
    "CompressStoreFolder",
    "StridedSliceConstantMaskFolder",
    "TransposeFolder",
];

/// MLIR's `populateVectorToVectorCanonicalizationPatterns`.
pub fn vector_to_vector_canonicalization_patterns(ctx: &Context, out: &mut Patterns) {
    let names: Vec<_> = [
        "vector.create_mask",
        "vector.maskedload",
        "vector.maskedstore",
        "vector.gather",
        "vector.scatter",
        "vector.expandload",
        "vector.compressstore",
        "vector.extract_strided_slice",
        "vector.transpose",
    ]
    .iter()
    .map(|n| ctx.op_name(n))
    .collect();
    out.extend(
        strata_rewrite::op_canonicalization_patterns(ctx, &names)
            .into_iter()
            .filter(|p| VECTOR_TO_VECTOR_CANONICALIZATIONS.contains(&p.debug_name())),
    );
}

/// `test-vector-to-vector-lowering`: the vector-to-vector
/// canonicalizations, the bubbling of bitcasts across extracts and
/// inserts and the casting away of leading unit dimensions; with
/// `unroll`, the unrolling of transfers, contractions and some
/// elementwise ops to the test's native shapes.
#[derive(Default)]
pub struct TestVectorToVectorLowering {
    unroll: bool,
}

impl Pass for TestVectorToVectorLowering {
    fn argument(&self) -> &'static str {
        "test-vector-to-vector-lowering"
    }

    fn description(&self) -> &'static str {
        "Test lowering patterns between ops in the vector dialect"
    }

    fn name(&self) -> &'static str {
        "TestVectorToVectorLowering"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn conditions(&self) -> Conditions {
        Conditions::introducing(&["vector.*", "arith.*"])
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "unroll" => self.unroll = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("unroll={}", self.unroll)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns = Vec::new();
        if self.unroll {
            patterns.extend(super::unroll::patterns(super::unroll::test_native_shape));
        }
        vector_to_vector_canonicalization_patterns(ctx, &mut patterns);
        patterns.extend(super::bubble_bitcast::patterns());
        patterns.extend(super::drop_lead_unit_dim::patterns());
        apply(ctx, op, patterns);
        Ok(())
    }
}

/// `test-scalar-vector-transfer-lowering`: scalar extracts of transfer
/// reads and writes of one element as scalar loads and stores; with
/// `allow-multiple-uses`, reads whose users are all extracts too.
#[derive(Default)]
pub struct TestScalarVectorTransferLowering {
    allow_multiple_uses: bool,
}

impl Pass for TestScalarVectorTransferLowering {
    fn argument(&self) -> &'static str {
        "test-scalar-vector-transfer-lowering"
    }

    fn description(&self) -> &'static str {
        "Test lowering of scalar vector transfers to memref loads/stores."
    }

    fn name(&self) -> &'static str {
        "TestScalarVectorTransferLoweringPatterns"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn conditions(&self) -> Conditions {
        Conditions::introducing(&["vector.*", "arith.*", "affine.*", "memref.*", "tensor.*"])
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "allow-multiple-uses" => self.allow_multiple_uses = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("allow-multiple-uses={}", self.allow_multiple_uses)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        apply(
            ctx,
            op,
            super::scalar_transfer::patterns(self.allow_multiple_uses),
        );
        Ok(())
    }
}

/// Registers the vector test passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(TestVectorToVectorLowering::default()));
    registry.register(|| Box::new(TestScalarVectorTransferLowering::default()));
    registry.register(|| Box::new(LOWER_VECTOR_MASK));
    registry.register(|| Box::new(SINK));
    registry.register(|| Box::new(EXTRACT_STRIDED_SLICE_LOWERING));
    registry.register(|| Box::new(SHUFFLE_LOWERING));
    registry.register(|| Box::new(GATHER_LOWERING));
    registry.register(|| Box::new(SCAN_LOWERING));
    registry.register(|| Box::new(BREAK_DOWN_REDUCTION));
    registry.register(|| Box::new(BREAK_DOWN_BITCAST));
    registry.register(|| Box::new(CHAINED_REDUCTION_FOLDING));
    registry.register(|| Box::new(super::test_create_broadcast::TestCreateVectorBroadcast));
    registry.register(|| Box::new(REDUCTION_TO_CONTRACT));
    registry.register(|| Box::new(FOLD_ARITH_EXTENSION));
}
