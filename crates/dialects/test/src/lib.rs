//! A subset of MLIR's `test` dialect, the dialect `mlir-opt` registers for
//! MLIR's own IR tests. Each op here matches `mlir-opt` 22's parsing,
//! printing and verification; ops of the dialect not listed here stay
//! unregistered (the dialect allows unknown operations, as MLIR's does).
//!
//! Implemented ops:
//! - regions: `test.graph_region` (graph region), `test.ssacfg_region`,
//!   `test.isolated_region` (custom form: the operand names the region
//!   argument), `test.isolated_graph_region`, `test.single_no_terminator_op`,
//!   `test.variadic_no_terminator_op`, `test.one_region_op`, `test.two_region_op`, `test.sized_region_op`,
//!   `test.isolated_regions`, `test.SingleBlockImplicitTerminator`;
//! - terminators: `test.finish`, `test.return`, `test.region_yield`,
//!   `test.br` (successor operands checked against the target block),
//!   `test.internal_br`, `test.producing_br`;
//! - symbols: `test.symbol`, `test.symbol_with_result`, `test.symbol_scope`,
//!   `test.symbol_scope_isolated`, `test.symbol_table_region`;
//! - traits: `test.same_operand_element_type`,
//!   `test.same_operand_and_result_element_type`, `test.same_operand_shape`,
//!   `test.same_operand_and_result_shape`,
//!   `test.same_operand_and_result_type`, `test.elementwise_mappable`,
//!   `test.operands_have_same_type`, `test.operand0_and_result_have_same_type`,
//!   `test.op_commutative`, `test.op_idempotent_trait`,
//!   `test.op_involution_trait_no_operation_fold`, `test.parent`,
//!   `test.child`, `test.parent1`, `test.child_with_parent_one_of`,
//!   `test.attr_sized_operands`, `test.attr_sized_results`;
//! - declarative assembly formats: `test.format_literal_op`,
//!   `test.format_attr_op`, `test.format_opt_attr_op_a`/`_b`,
//!   `test.format_attr_dict_w_keyword`, `test.format_buildable_type_op`,
//!   `test.format_region_{a,b,c}_op`, `test.format_variadic_region_{a,b}_op`,
//!   `test.format_result_{a,b,c}_op`, `test.format_operand_{a..e}_op`,
//!   `test.format_successor_a_op`, `test.format_variadic_operand`,
//!   `test.format_multiple_variadic_operands`,
//!   `test.format_optional_operand_result_{a,b}_op`,
//!   `test.format_optional_unit_attribute` (and `_no_elide`),
//!   `test.format_infer_variadic_type_from_non_variadic`, `test.call`
//!   (`functional-type`), `test.result_has_same_type_as_attr`,
//!   `test.format_all_types_match_{var,attr}`,
//!   `test.format_types_match_{var,attr,context}`;
//! - attribute constraints, in [`attr_constraints`]: `test.int_attrs`,
//!   `test.non_negative_int_attr`, `test.positive_int_attr`,
//!   `test.type_array_attr`, `test.string_attr_with_type` (and
//!   `_mixed_type`), `test.float_attrs`, `test.i32_enum_attr`,
//!   `test.i64_enum_attr`, `test.float_elements_attr`,
//!   `test.int_elements_attr`, `test.ranked_int_elements_attr`,
//!   `test.string_elements_attr`, `test.type_attr_of`,
//!   `test.dense_array_attr`, `test.confined_*_attr`,
//!   `test.default_value_print`;
//! - bit enum attributes, in [`bit_enums`]: `#test.bit_enum`,
//!   `#test.bit_enum_vbar` and `test.op_with_bit_enum` (and `_vbar`);
//! - value bounds: `test.value_with_bounds`, and in [`value_bounds`]
//!   `test.reify_bound` and `test.compare`;
//! - integer ranges: `test.with_bounds`, `test.with_bounds_region`,
//!   `test.increment`, `test.reflect_bounds`, and `test.constant`, the
//!   dialect's constants;
//! - memref normalization: `test.op_norm`, `test.op_norm_ret`;
//! - operand and result groups: `test.mixed_normal_variadic_operand`,
//!   `test.mixed_normal_variadic_result`;
//! - names: `test.polyfor` (region arguments), `test.custom_result_name`
//!   (results);
//! - folding and canonicalization: `test.manual_cpp_op_with_fold` (to its
//!   first operand's constant), `test.op_with_region_fold`,
//!   `test.op_with_variadic_results_and_folder` (to their operands),
//!   `test.op_with_region_pattern` (erased), `test.op_with_region_terminator`,
//!   `test.op_with_region_fold_no_side_effect` (no memory effect),
//!   `test.dialect_canonicalizable` (to `arith.constant 42`),
//!   `test.test_effects_result` (allocates its result);
//! - verification order: `test.verifiers` (remarks on each verifier run);
//! - scopes: `test.alloca_scope_region`, `test.default_dialect` (nested
//!   ops print without the `test.` prefix);
//! - buffers, with their memory effects: `test.copy`, `test.read_buffer`,
//!   `test.buffer_based`, `test.region_buffer_based`, `test.forward_buffer`,
//!   `test.dummy_memref_op`, `test.alloc_with_multiple_results`,
//!   `test.side_effect_op` and `test.side_effect_with_region_op` (effects
//!   listed by their `effects` attribute, parametric test effects given by
//!   an `effect_parameter` map);
//! - region branches: `test.region_if` (then/else/join) and its
//!   `test.region_if_yield`, `test.any_cond`.
//!
//! [`greedy`] holds the `test-greedy-patterns` pass and the ops its
//! patterns rewrite (`test.any_attr_of_i32_str`, `test.op_commutative2`,
//! `test.cast`).
//!
//! [`legalize_ops`] holds the ops MLIR's dialect conversion tests
//! legalize (`test.illegal_op_*`, `test.legal_op_*`, the type producer,
//! consumer and changer, `test.valid`/`test.invalid`, the dynamic ops),
//! [`legalize_passes`] the conversion and pattern-driver test passes over
//! them (`test-legalize-patterns` and others).
//!
//! [`oilist`] holds the ops of the `oilist` format directive
//! (`test.oilist_*`), `test.attr_with_trait` and `test.result_type_with_trait`.
//!
//! [`print_passes`] holds the `test-print-defuse` and `test-print-nesting`
//! passes, [`visitors`] the `test-ir-visitors` pass, [`slicing`] the
//! `slice-analysis-test` pass, [`ir_passes`] the other passes over core IR
//! APIs.
//!
//! [`transform_ext`] is MLIR's test extension of the transform dialect
//! (the `transform.test_*` ops), registered after the transform dialect.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_utils::asm::{parse_result_types, print_result_types, print_types};
use strata_ir::affine::AffineMap;
use strata_ir::asm::{Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    verify_region_branch_op, BoundRelation, EffectKind, InvocationBounds, MemoryEffect,
    MemoryEffectOpInterface, RegionBranchOpInterface, RegionBranchPoint, RegionInvocationBounds,
    RegionSuccessor, ValueBound, ValueBoundsOpInterface, DEFAULT_RESOURCE,
};
use strata_ir::{DialectDef, LogicalResult, OpRef, OpTraits, OperationState, ValueId};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::{DialectSpec, Predicate, RegionConstraint, TraitCheck};

pub mod attr_constraints;
pub mod bit_enums;
pub mod greedy;
mod int_range;
pub mod ir_passes;
pub mod legalize_ops;
pub mod legalize_passes;
pub mod oilist;
pub mod print_passes;
pub mod scf_passes;
pub mod slicing;
pub mod tensor_passes;
#[cfg(test)]
mod tests;
pub mod transform_ext;
pub mod typedefs;
pub mod value_bounds;
pub mod visitors;

use TypeConstraint as T;

const ANY: TypeConstraint = types::ANY_TYPE;
const I64_ATTR: AttrConstraint = attrs::I64_ATTR;

/// `GraphRegionNoTerminator`: no terminator, one block, graph regions.
const GRAPH_NO_TERMINATOR: OpTraits = OpTraits::NO_TERMINATOR
    .union(OpTraits::SINGLE_BLOCK)
    .union(OpTraits::GRAPH_REGIONS);
const PURE_RETURN: OpTraits = OpTraits::PURE
    .union(OpTraits::RETURN_LIKE)
    .union(OpTraits::TERMINATOR);
const ELEMENTWISE_MAPPABLE_TRAITS: OpTraits = OpTraits::ELEMENTWISE
    .union(OpTraits::SCALARIZABLE)
    .union(OpTraits::VECTORIZABLE)
    .union(OpTraits::TENSORIZABLE);

// ---- regions -------------------------------------------------------------------

strata_ods::op! {
    /// Holds a graph region: its ops may use values defined after them,
    /// and it needs no terminator.
    pub GraphRegionOp(GRAPH_REGION, "test.graph_region") {
        regions(region: single(RegionConstraint::Any))
        summary: "operation with a graph region",
        example: "func.func @graph() {\n  test.graph_region {\n    %0 = \"test.foo\"(%1) : (i32) -> i32\n    %1 = \"test.bar\"(%0) : (i32) -> i32\n  }\n  return\n}",
        traits: OpTraits::GRAPH_REGIONS,
        format: Some("attr-dict-with-keyword $region"),
    }
    /// A graph region that cannot see the values defined around it.
    pub IsolatedGraphRegionOp(ISOLATED_GRAPH_REGION, "test.isolated_graph_region") {
        regions(region: single(RegionConstraint::Any))
        summary: "isolated from above operation with a graph region",
        example: "func.func @isolated_graph() {\n  test.isolated_graph_region {\n    \"test.z\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::GRAPH_REGIONS.union(OpTraits::ISOLATED_FROM_ABOVE),
        format: Some("attr-dict-with-keyword $region"),
    }
    /// Any number of SSA control-flow regions, operands and results, in the
    /// generic form.
    pub SsaCfgRegionOp(SSACFG_REGION, "test.ssacfg_region") {
        operands(operands "": variadic(ANY))
        results(results "": variadic(ANY))
        regions(regions: variadic(RegionConstraint::Any))
        summary: "operation with an SSACFG region",
        example: "func.func @ssacfg(%a: i64) {\n  \"test.ssacfg_region\"(%a) ({\n    \"test.finish\"() : () -> ()\n  }, {\n    \"test.return\"(%a) : (i64) -> ()\n  }) : (i64) -> ()\n  return\n}",
    }
    /// An op name read inside a custom form (MLIR's
    /// `parseCustomOperationName`), kept as a string.
    pub ParseCustomOperationNameApiOp(PARSE_CUSTOM_OPERATION_NAME_API, "test.parse_custom_operation_name_api") {
        attributes(name: str = required(attrs::STR_ATTR))
        summary: "noop that reads an op name in its custom form",
        example: "func.func @name() {\n  test.parse_custom_operation_name_api(builtin.module)\n  return\n}",
        parse: Some(parse_custom_operation_name_api),
        print: Some(print_custom_operation_name_api),
    }
    /// An isolated region whose one argument is named after the `index`
    /// operand in the custom form (the operand's name is reused inside).
    pub IsolatedRegionOp(ISOLATED_REGION, "test.isolated_region") {
        operands(index "": single(T::Index))
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "isolated region operation",
        example: "func.func @isolated(%i: index) {\n  test.isolated_region %i {\n    \"test.use\"(%i) : (index) -> ()\n  }\n  return\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE,
        parse: Some(parse_isolated_region),
        print: Some(print_isolated_region),
    }
    /// One single-block graph region without a terminator, printed after
    /// a colon.
    pub SingleNoTerminatorOp(SINGLE_NO_TERMINATOR, "test.single_no_terminator_op") {
        regions(my_region: single(RegionConstraint::Sized(1)))
        example: "func.func @single() {\n  test.single_no_terminator_op : {\n    \"test.x\"() : () -> ()\n  }\n  return\n}",
        traits: GRAPH_NO_TERMINATOR,
        format: Some("attr-dict `:` $my_region"),
    }
    /// One block without a terminator, in a custom form that prints the
    /// region right after the op name (no space) and hides terminators.
    pub SingleNoTerminatorCustomAsmOp(SINGLE_NO_TERMINATOR_CUSTOM_ASM, "test.single_no_terminator_custom_asm_op") {
        regions(region: single(RegionConstraint::Sized(1)))
        example: "func.func @custom() {\n  test.single_no_terminator_custom_asm_op{\n    \"test.x\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::NO_TERMINATOR),
        parse: Some(|p, state| p.parse_region(state, &[], false)),
        print: Some(|p, op| {
            let (_, regions) = op.regions();
            p.print_region(regions[0], false, false, false);
        }),
    }
    /// A region with no terminator, then a custom directive given a
    /// reference to it that parses and prints nothing.
    pub DummyOpWithRegionRef(DUMMY_OP_WITH_REGION_REF, "test.dummy_op_with_region_ref") {
        regions(body: single(RegionConstraint::Any))
        example: "func.func @region_ref() {\n  test.dummy_op_with_region_ref {\n    \"test.x\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::NO_TERMINATOR,
        // MLIR's format `$body attr-dict custom<DummyRegionRef>(ref($body))`,
        // whose directive prints nothing after its separating space.
        parse: Some(|p, state| {
            p.parse_region(state, &[], false)?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            set_parsed_attributes(p.ctx(), state, Vec::new(), attrs, &[]);
            Ok(())
        }),
        print: Some(|p, op| {
            let (_, regions) = op.regions();
            p.write_str(" ");
            p.print_region(regions[0], false, true, false);
            p.print_optional_attr_dict(&strata_ir::function_interface::merged_attrs(op), &[]);
            p.write_str(" ");
        }),
    }
    /// Any number of single-block graph regions without terminators,
    /// printed as a comma-separated list.
    pub VariadicNoTerminatorOp(VARIADIC_NO_TERMINATOR, "test.variadic_no_terminator_op") {
        regions(my_regions: variadic(RegionConstraint::Sized(1)))
        example: "func.func @regions() {\n  test.variadic_no_terminator_op : {\n    \"test.a\"() : () -> ()\n  }, {\n  }\n  return\n}",
        traits: GRAPH_NO_TERMINATOR,
        format: Some("attr-dict `:` $my_regions"),
    }
    /// One unnamed region of any shape, in the generic form.
    /// The folder materializes the constants used inside it in its region.
    pub OneRegionOp(ONE_REGION, "test.one_region_op") {
        regions(region "": single(RegionConstraint::Any))
        example: "func.func @one_region() {\n  \"test.one_region_op\"() ({\n    \"test.br\"()[^bb1] : () -> ()\n  ^bb1:\n    \"test.finish\"() : () -> ()\n  }) : () -> ()\n  return\n}",
        interfaces: &[&strata_ir::interfaces::MaterializeConstantsInto],
    }
    /// Two regions of any shape, in the generic form.
    pub TwoRegionOp(TWO_REGION, "test.two_region_op") {
        regions(first: single(RegionConstraint::Any), second: single(RegionConstraint::Any))
        example: "func.func @two_regions() {\n  \"test.two_region_op\"() ({\n  }, {\n  }) : () -> ()\n  return\n}",
    }
    /// Checks region sizes: a region of exactly two blocks, then one of
    /// exactly one.
    pub SizedRegionOp(SIZED_REGION, "test.sized_region_op") {
        regions(
            my_region: single(RegionConstraint::Sized(2)),
            other "": single(RegionConstraint::Sized(1)),
        )
        example: "func.func @sized() {\n  \"test.sized_region_op\"() ({\n    \"test.br\"()[^bb1] : () -> ()\n  ^bb1:\n    \"test.finish\"() : () -> ()\n  }, {\n    \"test.finish\"() : () -> ()\n  }) : () -> ()\n  return\n}",
    }
    /// Any number of regions, isolated from the values around the op.
    pub IsolatedRegionsOp(ISOLATED_REGIONS, "test.isolated_regions") {
        regions(regions: variadic(RegionConstraint::Any))
        example: "func.func @isolated_regions() {\n  test.isolated_regions {\n    \"test.return\"() : () -> ()\n  }, {\n    \"test.return\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE,
        format: Some("attr-dict-with-keyword $regions"),
    }
    /// A single-block region whose `test.finish` terminator is implicit:
    /// the parser adds it when missing.
    pub SingleBlockImplicitTerminatorOp(SINGLE_BLOCK_IMPLICIT_TERMINATOR, "test.SingleBlockImplicitTerminator") {
        regions(region: single(RegionConstraint::Sized(1)))
        example: FINISH_EXAMPLE,
        traits: OpTraits::SINGLE_BLOCK,
        implicit_terminator: Some(FINISH.name),
    }
    /// A region that is an automatic allocation scope (stack allocations in
    /// it are freed when it exits).
    pub AllocaScopeRegionOp(ALLOCA_SCOPE_REGION, "test.alloca_scope_region") {
        regions(region: single(RegionConstraint::Any))
        example: "func.func @scope() {\n  test.alloca_scope_region {\n    \"test.x\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE,
        format: Some("attr-dict-with-keyword $region"),
    }
    /// A region that starts a new affine scope: values defined at its top
    /// level are valid affine symbols for the affine ops nested in it.
    pub AffineScopeOp(AFFINE_SCOPE, "test.affine_scope") {
        regions(region: single(RegionConstraint::Any))
        example: "func.func @affine_scope(%m: memref<4xf32>, %i: index) {\n  test.affine_scope {\n    %j = arith.addi %i, %i : index\n    %v = affine.load %m[symbol(%j)] : memref<4xf32>\n    \"test.terminate\"() : () -> ()\n  }\n  return\n}",
        traits: OpTraits::AFFINE_SCOPE,
        format: Some("attr-dict-with-keyword $region"),
    }
    /// A region whose ops may leave out the `test.` prefix of their names
    /// (the test dialect is the region's default dialect).
    pub DefaultDialectOp(DEFAULT_DIALECT, "test.default_dialect") {
        regions(body: single(RegionConstraint::Any))
        example: "func.func @default(%a: i64) {\n  test.default_dialect {\n    format_attr_op 5\n    region_yield %a : i64\n  }\n  return\n}",
        traits: OpTraits::DEFAULT_DIALECT_IS_OWN,
        format: Some("regions attr-dict-with-keyword"),
    }
}

// ---- terminators ---------------------------------------------------------------

strata_ods::op! {
    /// A terminator without operands (the implicit terminator of
    /// `test.SingleBlockImplicitTerminator` and of the symbol scopes).
    pub FinishOp(FINISH, "test.finish") {
        example: FINISH_EXAMPLE,
        traits: OpTraits::TERMINATOR,
    }
    /// A pure, return-like terminator with any operands.
    pub ReturnOp(RETURN, "test.return") {
        operands(operands "": variadic(ANY))
        example: "func.func @ret(%a: i64) {\n  \"test.ssacfg_region\"() ({\n    \"test.return\"(%a) : (i64) -> ()\n  }) : () -> ()\n  return\n}",
        traits: PURE_RETURN,
    }
    /// A pure, return-like terminator of one value, with a declarative
    /// format.
    pub RegionYieldOp(REGION_YIELD, "test.region_yield") {
        operands(result: single(ANY))
        example: "func.func @region_yield(%a: i64) {\n  \"test.ssacfg_region\"() ({\n    test.region_yield %a : i64\n  }) : () -> ()\n  return\n}",
        traits: PURE_RETURN,
        format: Some("$result `:` type($result) attr-dict"),
    }
    /// A branch whose operands must match the arguments of its target
    /// block.
    pub BranchOp(BR, "test.br") {
        operands(target_operands "targetOperands": variadic(ANY))
        successors(target: single)
        example: "func.func @branch(%a: i64) {\n  \"test.ssacfg_region\"() ({\n    \"test.br\"(%a)[^bb1] : (i64) -> ()\n  ^bb1(%0: i64):\n    \"test.return\"(%0) : (i64) -> ()\n  }) : () -> ()\n  return\n}",
        traits: OpTraits::TERMINATOR,
        verify: Some(verify_branch_operands),
        interfaces: &[&BR_BRANCH],
    }
}

strata_ods::op! {
    /// Takes two memrefs of any layout: an op with MLIR's
    /// `MemRefsNormalizable` trait, which `normalize-memrefs` rewrites
    /// through.
    pub OpNorm(OP_NORM, "test.op_norm") {
        operands(x "X": single(types::ANY_MEMREF), y "Y": single(types::ANY_MEMREF))
        example: "func.func @norm(%a: memref<4xf32>, %b: memref<4xf32>) {\n  \"test.op_norm\"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()\n  return\n}",
    }
    /// Takes a memref and gives two, named `Y` and `Z` when printed;
    /// `MemRefsNormalizable` as `test.op_norm`.
    pub OpNormRet(OP_NORM_RET, "test.op_norm_ret") {
        operands(x "X": single(types::ANY_MEMREF))
        results(y "Y": single(types::ANY_MEMREF), z "Z": single(types::ANY_MEMREF))
        example: "func.func @norm_ret(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {\n  %0:2 = \"test.op_norm_ret\"(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)\n  return %0#0, %0#1 : memref<4xf32>, memref<4xf32>\n}",
        result_names: Some(|op, set| {
            for (r, name) in op.results().zip(["Y", "Z"]) {
                set(r, name);
            }
        }),
    }
}

strata_ods::op! {
    /// A single operand between two variadic groups of equal size
    /// (`SameVariadicOperandSize`).
    pub MixedNormalVariadicOperandOp(MIXED_NORMAL_VARIADIC_OPERAND, "test.mixed_normal_variadic_operand") {
        operands(
            input1: variadic(types::ANY_TENSOR),
            input2: single(types::ANY_TENSOR),
            input3: variadic(types::ANY_TENSOR),
        )
        example: "func.func @mixed(%t: tensor<f32>) {\n  \"test.mixed_normal_variadic_operand\"(%t, %t, %t) : (tensor<f32>, tensor<f32>, tensor<f32>) -> ()\n  return\n}",
    }
    /// A single result between two variadic groups of equal size
    /// (`SameVariadicResultSize`).
    pub MixedNormalVariadicResultOp(MIXED_NORMAL_VARIADIC_RESULT, "test.mixed_normal_variadic_result") {
        results(
            output1: variadic(types::ANY_TENSOR),
            output2: single(types::ANY_TENSOR),
            output3: variadic(types::ANY_TENSOR),
        )
        example: "func.func @mixed() {\n  %0:3 = \"test.mixed_normal_variadic_result\"() : () -> (tensor<f32>, tensor<f32>, tensor<f32>)\n  return\n}",
    }
}

strata_ods::op! {
    /// Reports (as remarks) each successful run of its verifier and of its
    /// region verifier, to show the order in which verification runs.
    pub VerifiersOp(VERIFIERS, "test.verifiers") {
        operands(input: single(types::I32))
        regions(region: single(RegionConstraint::Sized(1)))
        example: "func.func @verifiers(%a: i32) {\n  \"test.verifiers\"(%a) ({\n    %0 = arith.constant 2 : i32\n  }) : (i32) -> ()\n  return\n}",
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::NO_TERMINATOR).union(OpTraits::ISOLATED_FROM_ABOVE),
        verify: Some(|op| {
            op.ctx.emit_op_diagnostic(op, strata_ir::Diagnostic::remark(op.loc(), "success run of verifier"));
            Ok(())
        }),
        verify_regions: Some(|op| {
            op.ctx.emit_op_diagnostic(op, strata_ir::Diagnostic::remark(op.loc(), "success run of region verifier"));
            Ok(())
        }),
    }
}

strata_ods::op! {
    /// A region whose entry arguments are the op's index variables,
    /// printed after the op name; the `arg_names` attribute names them.
    pub PolyForOp(POLYFOR, "test.polyfor") {
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "polyfor operation",
        example: "func.func @polyfor() {\n  test.polyfor %i, %j {\n    \"test.use\"(%i, %j) : (index, index) -> ()\n  }\n  return\n}",
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::NO_TERMINATOR),
        parse: Some(parse_polyfor),
        print: Some(print_polyfor),
        block_arg_names: Some(polyfor_arg_names),
    }
}

fn parse_polyfor(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let index = p.ctx().index_type();
    let mut ivs = p.parse_argument_list(Delimiter::None, false, false)?;
    for iv in &mut ivs {
        iv.ty = Some(index);
    }
    p.parse_region(state, &ivs, false)
}

/// As MLIR's test op: the index variables and the region, no attributes.
fn print_polyfor(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else { return };
    p.write_str(" ");
    if let Some(entry) = body.region_entry(r) {
        for (i, &a) in body.block_args(entry).iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(a);
        }
    }
    p.write_str(" ");
    p.print_region(r, false, true, false);
}

fn polyfor_arg_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let Some(names) = op.attr("arg_names").and_then(|a| ctx.array_attr_elements(a)) else {
        return;
    };
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return;
    };
    for (&a, &n) in body.block_args(entry).iter().zip(names) {
        if let Some(n) = ctx.string_attr_value(n) {
            set(a, n);
        }
    }
}

strata_ods::op! {
    /// Folds to the constant value of its first operand.
    pub ManualCppOpWithFold(MANUAL_CPP_OP_WITH_FOLD, "test.manual_cpp_op_with_fold") {
        operands(operands "": variadic(ANY))
        results(result: single(ANY))
        example: "func.func @fold() -> i32 {\n  %0 = \"test.constant\"() <{value = 5 : i32}> : () -> i32\n  %1 = \"test.manual_cpp_op_with_fold\"(%0) : (i32) -> i32\n  return %1 : i32\n}",
        fold: Some(|_, operands, out| {
            let Some(Some(value)) = operands.first() else {
                return Err(strata_ir::Failed);
            };
            out.results.push(strata_ir::OpFoldResult::Attr(*value));
            Ok(())
        }),
    }
}

/// Names results after the op's `names` attribute (an empty string leaves
/// a result unnamed).
fn names_from_attr(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let Some(names) = op.attr("names").and_then(|a| ctx.array_attr_elements(a)) else {
        return;
    };
    for (r, &n) in op.results().zip(names) {
        if let Some(n) = ctx.string_attr_value(n).filter(|n| !n.is_empty()) {
            set(r, n);
        }
    }
}

strata_ods::op! {
    /// Names its results after its `names` attribute (an empty string
    /// leaves a result unnamed).
    pub CustomResultsNameOp(CUSTOM_RESULT_NAME, "test.custom_result_name") {
        operands(optional: variadic(types::ANY_INTEGER))
        results(r: variadic(types::ANY_INTEGER))
        attributes(names: attr = required(attrs::STR_ARRAY_ATTR))
        example: "func.func @names(%a: i32) {\n  %x, %y = \"test.custom_result_name\"(%a) <{names = [\"x\", \"y\"]}> : (i32) -> (i32, i32)\n  return\n}",
        result_names: Some(names_from_attr),
    }
}

strata_ods::op! {
    /// Erased by its canonicalization pattern (`TestRemoveOpWithInnerOps`),
    /// whatever its region holds.
    pub OpWithRegionPattern(OP_WITH_REGION_PATTERN, "test.op_with_region_pattern") {
        regions(region: single(RegionConstraint::Any))
        example: "func.func @pattern() {\n  \"test.op_with_region_pattern\"() ({\n    \"test.op_with_region_terminator\"() : () -> ()\n  }) : () -> ()\n  return\n}",
        canonicalize: Some(|_, out| {
            strata_dialect_utils::patterns::add(
                out,
                OP_WITH_REGION_PATTERN.name,
                &[("TestRemoveOpWithInnerOps", 1, |op, rw| {
                    rw.erase_op(op);
                    true
                })],
            )
        }),
    }
    /// The terminator of the regions of the `test.op_with_region_*` ops.
    pub OpWithRegionTerminator(OP_WITH_REGION_TERMINATOR, "test.op_with_region_terminator") {
        example: "func.func @terminator() {\n  \"test.op_with_region_fold_no_side_effect\"() ({\n    \"test.op_with_region_terminator\"() : () -> ()\n  }) : () -> ()\n  return\n}",
        traits: OpTraits::TERMINATOR,
    }
    /// Folds to its operand, whatever its region holds.
    pub OpWithRegionFold(OP_WITH_REGION_FOLD, "test.op_with_region_fold") {
        operands(operand: single(ANY))
        results(result: single(ANY))
        regions(region: single(RegionConstraint::Any))
        example: "func.func @region_fold(%a: i32) -> i32 {\n  %0 = \"test.op_with_region_fold\"(%a) ({\n    \"test.op_with_region_terminator\"() : () -> ()\n  }) : (i32) -> i32\n  return %0 : i32\n}",
        fold: Some(|op, _, out| {
            out.results.push(strata_ir::OpFoldResult::Value(op.operand(0)));
            Ok(())
        }),
    }
    /// Has no memory effect (its region's ops are not looked at), so it is
    /// dead when nothing uses it.
    pub OpWithRegionFoldNoMemEffect(OP_WITH_REGION_FOLD_NO_SIDE_EFFECT, "test.op_with_region_fold_no_side_effect") {
        regions(region: single(RegionConstraint::Any))
        example: "func.func @no_effect() {\n  \"test.op_with_region_fold_no_side_effect\"() ({\n    \"test.op_with_region_terminator\"() : () -> ()\n  }) : () -> ()\n  return\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
    }
    /// Folds each result to the operand of the same position.
    pub OpWithVariadicResultsAndFolder(OP_WITH_VARIADIC_RESULTS_AND_FOLDER, "test.op_with_variadic_results_and_folder") {
        operands(operands "": variadic(ANY))
        results(results "": variadic(ANY))
        example: "func.func @variadic_fold(%a: i32, %b: i32) -> (i32, i32) {\n  %0:2 = \"test.op_with_variadic_results_and_folder\"(%a, %b) : (i32, i32) -> (i32, i32)\n  return %0#0, %0#1 : i32, i32\n}",
        fold: Some(|op, _, out| {
            if op.num_operands() != op.num_results() {
                return Err(strata_ir::Failed);
            }
            out.results.extend(op.operands().map(strata_ir::OpFoldResult::Value));
            Ok(())
        }),
    }
    /// Canonicalized into `arith.constant 42 : i32`.
    pub DialectCanonicalizableOp(DIALECT_CANONICALIZABLE, "test.dialect_canonicalizable") {
        results(result: single(ANY))
        example: "func.func @canonicalizable() -> i32 {\n  %0 = \"test.dialect_canonicalizable\"() : () -> i32\n  return %0 : i32\n}",
        canonicalize: Some(|_, out| {
            strata_dialect_utils::patterns::add(
                out,
                DIALECT_CANONICALIZABLE.name,
                &[("dialectCanonicalizationPattern", 1, replace_with_42)],
            )
        }),
    }
    /// Canonicalized into a `func.call` of its callee (`FoldToCallOpPattern`),
    /// so that calls appear while the inliner simplifies.
    pub FoldToCallOp(FOLD_TO_CALL, "test.fold_to_call_op") {
        attributes(callee: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        example: "func.func @f() {\n  \"test.fold_to_call_op\"() <{callee = @f}> : () -> ()\n  return\n}",
        canonicalize: Some(|_, out| {
            strata_dialect_utils::patterns::add(out, FOLD_TO_CALL.name, &[("FoldToCallOpPattern", 1, fold_to_call)])
        }),
    }
    /// Allocates its result, and has no other effect: dead when unused.
    pub TestEffectsResultOp(TEST_EFFECTS_RESULT, "test.test_effects_result") {
        results(result: single(types::I32))
        example: "func.func @effects_result() -> i32 {\n  %0 = \"test.test_effects_result\"() : () -> i32\n  return %0 : i32\n}",
        interfaces: &[&ALLOCATES_RESULT],
    }
}

/// `test.fold_to_call_op` becomes a `func.call` of its callee, with no
/// operands or results.
fn fold_to_call(op: strata_ir::OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(callee) = OpRef::new(ctx, rw.body(), op).attr("callee") else {
        return false;
    };
    let mut state = OperationState::new(ctx.op_name("func.call"), rw.body().op_loc(op));
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("callee"), callee)]));
    rw.set_insertion_point(op);
    rw.create(state);
    rw.erase_op(op);
    true
}

/// `test.dialect_canonicalizable` becomes `arith.constant 42 : i32`.
fn replace_with_42(op: strata_ir::OpId, rw: &mut strata_rewrite::PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let i32 = ctx.integer_type(32);
    let mut state = OperationState::new(ctx.op_name("arith.constant"), rw.body().op_loc(op));
    state.result_types.push(i32);
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(i32, 42))]));
    rw.set_insertion_point(op);
    let c = rw.create(state);
    let v = rw.body().result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

const ALLOCATES_RESULT: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| {
        for r in op.results() {
            out.push(MemoryEffect {
                kind: EffectKind::Allocate,
                value: Some(r),
                resource: DEFAULT_RESOURCE,
                symbol: None,
            });
        }
    },
};

strata_ods::op! {
    /// An index value known only to lie in `[min, max]`, both included:
    /// what analyses of value bounds see of it.
    pub ValueWithBoundsOp(VALUE_WITH_BOUNDS, "test.value_with_bounds") {
        results(result: single(types::INDEX))
        attributes(
            min: int = required(attrs::INDEX_ATTR),
            max: int = required(attrs::INDEX_ATTR),
        )
        example: "func.func @bounded() -> index {\n  %0 = test.value_with_bounds {max = 8 : index, min = 2 : index}\n  return %0 : index\n}",
        format: Some("attr-dict"),
        interfaces: &[&VALUE_WITH_BOUNDS_BOUNDS],
    }
}

const VALUE_WITH_BOUNDS_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(|op, v, out| {
    if op.num_results() != 1 || op.result(0) != v {
        return;
    }
    let ctx = op.ctx;
    for (name, relation) in [("min", BoundRelation::Ge), ("max", BoundRelation::Le)] {
        let Some(c) = op.attr(name).and_then(|a| ctx.integer_attr_value(a)) else {
            continue;
        };
        if c.fits_i64_signed() {
            out.push(ValueBound {
                relation,
                map: AffineMap::new(0, 0, vec![ctx.affine_constant(c.sext_i64())]),
                operands: Vec::new(),
                dims: Vec::new(),
            });
        }
    }
});

const FINISH_EXAMPLE: &str = "func.func @implicit() {\n  \"test.SingleBlockImplicitTerminator\"() ({\n    \"test.finish\"() : () -> ()\n  }) : () -> ()\n  return\n}";

// ---- symbols ---------------------------------------------------------------------

strata_ods::op! {
    /// Defines a symbol named `sym_name`, with an optional visibility.
    pub SymbolOp(SYMBOL, "test.symbol") {
        attributes(
            sym_name: str = required(attrs::STR_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
        )
        summary: "operation which defines a new symbol",
        example: SYMBOL_SCOPE_EXAMPLE,
        traits: OpTraits::NO_MEMORY_EFFECT.union(OpTraits::SYMBOL),
    }
    /// A symbol with a result, which symbols may not have.
    pub SymbolWithResultOp(SYMBOL_WITH_RESULT, "test.symbol_with_result") {
        results(result: single(ANY))
        attributes(
            sym_name: str = required(attrs::STR_ATTR),
            sym_visibility: opt_str = optional(attrs::STR_ATTR),
        )
        summary: "invalid symbol operation that produces an SSA result",
        example: "// error: symbols must not have results\n%0 = \"test.symbol_with_result\"() <{sym_name = \"s\"}> : () -> i32",
        traits: OpTraits::SYMBOL,
    }
    /// A symbol table: one block ending in an implicit `test.finish`.
    pub SymbolScopeOp(SYMBOL_SCOPE, "test.symbol_scope") {
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "operation which defines a new symbol table",
        example: SYMBOL_SCOPE_EXAMPLE,
        traits: OpTraits::SYMBOL_TABLE.union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some(FINISH.name),
    }
    /// A symbol table that is also isolated from above.
    pub SymbolScopeIsolatedOp(SYMBOL_SCOPE_ISOLATED, "test.symbol_scope_isolated") {
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "operation which defines a new symbol table that is IsolatedFromAbove",
        example: "\"test.symbol_scope_isolated\"() ({\n  \"test.symbol\"() <{sym_name = \"a\"}> : () -> ()\n  \"test.finish\"() : () -> ()\n}) : () -> ()",
        traits: OpTraits::SYMBOL_TABLE
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::ISOLATED_FROM_ABOVE),
        implicit_terminator: Some(FINISH.name),
    }
    /// A symbol table whose block needs no particular terminator.
    pub SymbolTableRegionOp(SYMBOL_TABLE_REGION, "test.symbol_table_region") {
        regions(region: single(RegionConstraint::Sized(1)))
        summary: "operation which defines a new symbol table without a restriction on a terminator",
        example: "\"test.symbol_table_region\"() ({\n  \"test.symbol\"() <{sym_name = \"c\"}> : () -> ()\n  \"test.finish\"() : () -> ()\n}) : () -> ()",
        traits: OpTraits::SYMBOL_TABLE,
    }
}

const SYMBOL_SCOPE_EXAMPLE: &str = "\"test.symbol_scope\"() ({\n  \"test.symbol\"() <{sym_name = \"a\"}> : () -> ()\n  \"test.symbol\"() <{sym_name = \"b\", sym_visibility = \"private\"}> : () -> ()\n  \"test.finish\"() : () -> ()\n}) : () -> ()";

// ---- traits ------------------------------------------------------------------------

strata_ods::op! {
    /// Checks `SameOperandsElementType`: both operands have one element
    /// type.
    pub SameOperandElementTypeOp(SAME_OPERAND_ELEMENT_TYPE, "test.same_operand_element_type") {
        operands(x: single(ANY), y: single(ANY))
        results(result "": single(ANY))
        example: "func.func @element_type(%t: tensor<2x?xf32>) -> i1 {\n  %0 = \"test.same_operand_element_type\"(%t, %t) : (tensor<2x?xf32>, tensor<2x?xf32>) -> i1\n  return %0 : i1\n}",
        traits: OpTraits::SAME_OPERANDS_ELEMENT_TYPE,
    }
    /// Checks `SameOperandsAndResultElementType` over any operands and
    /// results.
    pub SameOperandAndResultElementTypeOp(SAME_OPERAND_AND_RESULT_ELEMENT_TYPE, "test.same_operand_and_result_element_type") {
        operands(operands "": variadic(ANY))
        results(results "": variadic(ANY))
        example: "func.func @element_types(%t: tensor<2x?xf32>) {\n  %0:2 = \"test.same_operand_and_result_element_type\"(%t, %t) : (tensor<2x?xf32>, tensor<2x?xf32>) -> (f32, vector<2xf32>)\n  return\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
    }
    /// Checks `SameOperandsShape` over shaped operands.
    pub SameOperandShapeOp(SAME_OPERAND_SHAPE, "test.same_operand_shape") {
        operands(operands "": variadic(T::AnyShaped))
        example: "func.func @shapes(%t: tensor<2x?xf32>, %u: tensor<2x3xi8>) {\n  \"test.same_operand_shape\"(%t, %u) : (tensor<2x?xf32>, tensor<2x3xi8>) -> ()\n  return\n}",
        traits: OpTraits::SAME_OPERANDS_SHAPE,
        trait_checks: &[TraitCheck::Custom(strata_ods::verify::verify_same_operands_shape)],
    }
    /// Checks `SameOperandsAndResultShape` over shaped operands and results.
    pub SameOperandAndResultShapeOp(SAME_OPERAND_AND_RESULT_SHAPE, "test.same_operand_and_result_shape") {
        operands(operands "": variadic(T::AnyShaped))
        results(results "": variadic(T::AnyShaped))
        example: "func.func @result_shape(%u: tensor<2x3xi8>) -> tensor<2x3xf64> {\n  %0 = \"test.same_operand_and_result_shape\"(%u) : (tensor<2x3xi8>) -> tensor<2x3xf64>\n  return %0 : tensor<2x3xf64>\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE,
        trait_checks: &[TraitCheck::SameOperandsAndResultShape],
    }
    /// Checks `SameOperandsAndResultType` over any operands and results.
    pub SameOperandAndResultTypeOp(SAME_OPERAND_AND_RESULT_TYPE, "test.same_operand_and_result_type") {
        operands(operands "": variadic(ANY))
        results(results "": variadic(ANY))
        example: "func.func @same_type(%a: i32) -> i32 {\n  %0 = \"test.same_operand_and_result_type\"(%a, %a) : (i32, i32) -> i32\n  return %0 : i32\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
    }
    /// Checks the `Elementwise` rules of `ElementwiseMappable`: vector and
    /// tensor operands and results agree in shape.
    pub ElementwiseMappableOp(ELEMENTWISE_MAPPABLE, "test.elementwise_mappable") {
        operands(operands "": variadic(ANY))
        results(results "": variadic(ANY))
        example: "func.func @elementwise(%v: vector<4xf16>) -> vector<4xi1> {\n  %0 = \"test.elementwise_mappable\"(%v, %v) : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>\n  return %0 : vector<4xi1>\n}",
        traits: ELEMENTWISE_MAPPABLE_TRAITS,
        trait_checks: &[TraitCheck::Elementwise],
    }
    /// Checks an `AllTypesMatch` predicate between two operands.
    pub OperandsHaveSameTypeOp(OPERANDS_HAVE_SAME_TYPE, "test.operands_have_same_type") {
        operands(x: single(ANY), y: single(ANY))
        example: "func.func @operands(%a: i32) {\n  \"test.operands_have_same_type\"(%a, %a) : (i32, i32) -> ()\n  return\n}",
        predicates: &[Predicate::AllTypesMatch(&["x", "y"])],
    }
    /// Checks an `AllTypesMatch` predicate between the first operand and
    /// the result.
    pub Operand0AndResultHaveSameTypeOp(OPERAND0_AND_RESULT_HAVE_SAME_TYPE, "test.operand0_and_result_have_same_type") {
        operands(x: single(ANY), y: single(ANY))
        results(res: single(ANY))
        example: "func.func @operand_and_result(%a: i32, %t: tensor<2x?xf32>) -> i32 {\n  %0 = \"test.operand0_and_result_have_same_type\"(%a, %t) : (i32, tensor<2x?xf32>) -> i32\n  return %0 : i32\n}",
        predicates: &[Predicate::AllTypesMatch(&["x", "res"])],
    }
    /// A commutative op of four `i32` operands, for the operand ordering of
    /// commutative ops.
    pub OpCommutativeOp(OP_COMMUTATIVE, "test.op_commutative") {
        operands(
            op1: single(types::I32),
            op2: single(types::I32),
            op3: single(types::I32),
            op4: single(types::I32),
        )
        results(result "": single(types::I32))
        example: "func.func @commutative(%a: i32, %b: i32) -> i32 {\n  %0 = \"test.op_commutative\"(%a, %a, %a, %b) : (i32, i32, i32, i32) -> i32\n  return %0 : i32\n}",
        traits: OpTraits::COMMUTATIVE,
    }
    /// An idempotent op (`f(f(x)) = f(x)`), which folding simplifies.
    pub OpIdempotentTraitOp(OP_IDEMPOTENT_TRAIT, "test.op_idempotent_trait") {
        operands(op1: single(types::I32))
        results(result "": single(types::I32))
        example: "func.func @idempotent(%a: i32) -> i32 {\n  %0 = \"test.op_idempotent_trait\"(%a) : (i32) -> i32\n  return %0 : i32\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
            .union(OpTraits::NO_MEMORY_EFFECT)
            .union(OpTraits::IS_IDEMPOTENT),
    }
    /// An involution (`f(f(x)) = x`) without a folder of its own, which
    /// folding simplifies through the trait.
    pub OpInvolutionTraitNoOperationFoldOp(OP_INVOLUTION_TRAIT_NO_OPERATION_FOLD, "test.op_involution_trait_no_operation_fold") {
        operands(op1: single(types::I32))
        results(result "": single(types::I32))
        example: "func.func @involution(%a: i32) -> i32 {\n  %0 = \"test.op_involution_trait_no_operation_fold\"(%a) : (i32) -> i32\n  return %0 : i32\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
            .union(OpTraits::NO_MEMORY_EFFECT)
            .union(OpTraits::IS_INVOLUTION),
    }
    /// A region holder that `test.child` must be directly nested in.
    pub ParentOp(PARENT, "test.parent") {
        regions(region "": single(RegionConstraint::Any))
        example: PARENT_EXAMPLE,
    }
    /// Checks `HasParent`: only valid directly inside `test.parent`.
    pub ChildOp(CHILD, "test.child") {
        example: PARENT_EXAMPLE,
        parents: &[PARENT.name],
    }
    /// A second region holder, for `test.child_with_parent_one_of`.
    pub Parent1Op(PARENT1, "test.parent1") {
        regions(region "": single(RegionConstraint::Any))
        example: PARENT1_EXAMPLE,
    }
    /// Checks `ParentOneOf`: only valid directly inside `test.parent` or
    /// `test.parent1`.
    pub ChildWithParentOneOfOp(CHILD_WITH_PARENT_ONE_OF, "test.child_with_parent_one_of") {
        example: PARENT1_EXAMPLE,
        parents: &[PARENT.name, PARENT1.name],
    }
}

const PARENT1_EXAMPLE: &str = "func.func @nesting() {\n  \"test.parent1\"() ({\n    \"test.child_with_parent_one_of\"() : () -> ()\n    \"test.finish\"() : () -> ()\n  }) : () -> ()\n  return\n}";

strata_ods::op! {
    /// Four variadic groups of `i32` operands sized by its
    /// `operandSegmentSizes` property.
    pub AttrSizedOperandsOp(ATTR_SIZED_OPERANDS, "test.attr_sized_operands") {
        operands(
            a: variadic(types::I32),
            b: variadic(types::I32),
            c: variadic(types::I32),
            d: variadic(types::I32),
        )
        example: "func.func @sized(%x: i32) {\n  \"test.attr_sized_operands\"(%x, %x, %x) <{operandSegmentSizes = array<i32: 0, 2, 1, 0>}> : (i32, i32, i32) -> ()\n  return\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
    }
    /// Four variadic groups of `i32` results sized by its
    /// `resultSegmentSizes` property; each non-empty group is named after
    /// it.
    pub AttrSizedResultsOp(ATTR_SIZED_RESULTS, "test.attr_sized_results") {
        results(
            a: variadic(types::I32),
            b: variadic(types::I32),
            c: variadic(types::I32),
            d: variadic(types::I32),
        )
        example: "func.func @sized() {\n  %a, %c:2 = \"test.attr_sized_results\"() <{resultSegmentSizes = array<i32: 1, 0, 2, 0>}> : () -> (i32, i32, i32)\n  return\n}",
        traits: OpTraits::ATTR_SIZED_RESULT_SEGMENTS,
        result_names: Some(|op, set| {
            let spec = &ATTR_SIZED_RESULTS;
            let Some(sizes) = strata_ods::group_sizes(op, spec.results, op.num_results(), Some("resultSegmentSizes"))
            else {
                return;
            };
            let mut next = 0;
            for (size, name) in sizes.iter().zip(["a", "b", "c", "d"]) {
                if *size > 0 {
                    if let Some(r) = op.results().nth(next) {
                        set(r, name);
                    }
                }
                next += size;
            }
        }),
    }
}

const PARENT_EXAMPLE: &str = "func.func @nesting() {\n  \"test.parent\"() ({\n    \"test.child\"() : () -> ()\n    \"test.finish\"() : () -> ()\n  }) : () -> ()\n  return\n}";

// ---- declarative assembly formats -------------------------------------------------

/// The format ops' examples run in a function of an `i64` and a memref.
macro_rules! in_func {
    ($body:literal) => {
        concat!(
            "func.func @format(%a: i64, %m: memref<1xf32>) {\n",
            $body,
            "  return\n}"
        )
    };
}

strata_ods::op! {
    /// Literal punctuation and keywords in a format, including spacing
    /// controls.
    pub FormatLiteralOp(FORMAT_LITERAL, "test.format_literal_op") {
        example: in_func!("  test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {\n  } {foo.some_attr}\n"),
        format: Some(
            "`keyword_$.` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `` `(` ` ` `)` `?` `+` `*` `{` `\\n` `}` attr-dict",
        ),
    }
    /// A required integer attribute in a format.
    pub FormatAttrOp(FORMAT_ATTR, "test.format_attr_op") {
        attributes(attr: int = required(I64_ATTR))
        example: in_func!("  test.format_attr_op 10\n"),
        format: Some("$attr attr-dict"),
    }
    /// An optional attribute in an optional group anchored on it.
    pub FormatOptAttrAOp(FORMAT_OPT_ATTR_A, "test.format_opt_attr_op_a") {
        attributes(opt_attr: opt_int = optional(I64_ATTR))
        example: in_func!("  test.format_opt_attr_op_a(10)\n"),
        format: Some("(`(` $opt_attr^ `)` )? attr-dict"),
    }
    /// An optional attribute alone in an optional group.
    pub FormatOptAttrBOp(FORMAT_OPT_ATTR_B, "test.format_opt_attr_op_b") {
        attributes(opt_attr: opt_int = optional(I64_ATTR))
        example: in_func!("  test.format_opt_attr_op_b 10\n"),
        format: Some("($opt_attr^)? attr-dict"),
    }
    /// Attributes written only in the `attributes {...}` dictionary.
    pub FormatAttrDictWKeywordOp(FORMAT_ATTR_DICT_W_KEYWORD, "test.format_attr_dict_w_keyword") {
        attributes(attr: int = required(I64_ATTR), opt_attr: opt_int = optional(I64_ATTR))
        example: in_func!("  test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}\n"),
        format: Some("attr-dict-with-keyword"),
    }
    /// Operand and result types that the format leaves out because they
    /// are buildable (`i64`).
    pub FormatBuildableTypeOp(FORMAT_BUILDABLE_TYPE, "test.format_buildable_type_op") {
        operands(buildable: single(types::I64))
        results(buildable_res: single(types::I64))
        example: in_func!("  %0 = test.format_buildable_type_op %a\n"),
        format: Some("$buildable attr-dict"),
    }
    /// The `regions` directive.
    pub FormatRegionAOp(FORMAT_REGION_A, "test.format_region_a_op") {
        regions(region: single(RegionConstraint::Any))
        example: in_func!("  test.format_region_a_op {\n    \"test.return\"() : () -> ()\n  }\n"),
        format: Some("regions attr-dict"),
    }
    /// A region named in the format.
    pub FormatRegionBOp(FORMAT_REGION_B, "test.format_region_b_op") {
        regions(region: single(RegionConstraint::Any))
        example: in_func!("  test.format_region_b_op {\n    \"test.return\"() : () -> ()\n  }\n"),
        format: Some("$region attr-dict"),
    }
    /// A region in an optional group, left out when empty.
    pub FormatRegionCOp(FORMAT_REGION_C, "test.format_region_c_op") {
        regions(region: single(RegionConstraint::Any))
        example: in_func!("  test.format_region_c_op region {\n    \"test.return\"() : () -> ()\n  }\n"),
        format: Some("(`region` $region^)? attr-dict"),
    }
    /// A variadic group of regions in a format.
    pub FormatVariadicRegionAOp(FORMAT_VARIADIC_REGION_A, "test.format_variadic_region_a_op") {
        regions(regions: variadic(RegionConstraint::Any))
        example: in_func!("  test.format_variadic_region_a_op {\n    \"test.return\"() : () -> ()\n  }, {\n    \"test.return\"() : () -> ()\n  }\n"),
        format: Some("$regions attr-dict"),
    }
    /// A variadic group of regions in an optional group.
    pub FormatVariadicRegionBOp(FORMAT_VARIADIC_REGION_B, "test.format_variadic_region_b_op") {
        regions(regions: variadic(RegionConstraint::Any))
        example: in_func!("  test.format_variadic_region_b_op {\n    \"test.return\"() : () -> ()\n  }, {\n    \"test.return\"() : () -> ()\n  } found_regions\n"),
        format: Some("($regions^ `found_regions`)? attr-dict"),
    }
    /// A result type named in the format, the buildable one left out.
    pub FormatResultAOp(FORMAT_RESULT_A, "test.format_result_a_op") {
        results(buildable_res: single(types::I64), result: single(types::ANY_MEMREF))
        example: in_func!("  %0:2 = test.format_result_a_op memref<1xf64>\n"),
        format: Some("type($result) attr-dict"),
    }
    /// The `type(results)` directive.
    pub FormatResultBOp(FORMAT_RESULT_B, "test.format_result_b_op") {
        results(buildable_res: single(types::I64), result: single(types::ANY_MEMREF))
        example: in_func!("  %0:2 = test.format_result_b_op i64, memref<1xf64>\n"),
        format: Some("type(results) attr-dict"),
    }
    /// The `functional-type` directive over results.
    pub FormatResultCOp(FORMAT_RESULT_C, "test.format_result_c_op") {
        results(buildable_res: single(types::I64), result: single(types::ANY_MEMREF))
        example: in_func!("  %0:2 = test.format_result_c_op (i64) -> memref<1xf64>\n"),
        format: Some("functional-type($buildable_res, $result) attr-dict"),
    }
    /// The `operands` and `type(operands)` directives.
    pub FormatOperandAOp(FORMAT_OPERAND_A, "test.format_operand_a_op") {
        operands(buildable: single(types::I64), operand: single(types::ANY_MEMREF))
        example: in_func!("  test.format_operand_a_op %a, %m : i64, memref<1xf32>\n"),
        format: Some("operands `:` type(operands) attr-dict"),
    }
    /// The `operands` directive with one operand type named.
    pub FormatOperandBOp(FORMAT_OPERAND_B, "test.format_operand_b_op") {
        operands(buildable: single(types::I64), operand: single(types::ANY_MEMREF))
        example: in_func!("  test.format_operand_b_op %a, %m : memref<1xf32>\n"),
        format: Some("operands `:` type($operand) attr-dict"),
    }
    /// Named operands with the `type(operands)` directive.
    pub FormatOperandCOp(FORMAT_OPERAND_C, "test.format_operand_c_op") {
        operands(buildable: single(types::I64), operand: single(types::ANY_MEMREF))
        example: in_func!("  test.format_operand_c_op %a, %m : i64, memref<1xf32>\n"),
        format: Some("$buildable `,` $operand `:` type(operands) attr-dict"),
    }
    /// Named operands, the buildable type left out.
    pub FormatOperandDOp(FORMAT_OPERAND_D, "test.format_operand_d_op") {
        operands(buildable: single(types::I64), operand: single(types::ANY_MEMREF))
        example: in_func!("  test.format_operand_d_op %a, %m : memref<1xf32>\n"),
        format: Some("$buildable `,` $operand `:` type($operand) attr-dict"),
    }
    /// Named operands with both types named.
    pub FormatOperandEOp(FORMAT_OPERAND_E, "test.format_operand_e_op") {
        operands(buildable: single(types::I64), operand: single(types::ANY_MEMREF))
        example: in_func!("  test.format_operand_e_op %a, %m : i64, memref<1xf32>\n"),
        format: Some("$buildable `,` $operand `:` type($buildable) `,` type($operand) attr-dict"),
    }
    /// A variadic group of successors in a format.
    pub FormatSuccessorAOp(FORMAT_SUCCESSOR_A, "test.format_successor_a_op") {
        successors(targets: variadic)
        example: "func.func @successors() {\n  test.format_successor_a_op ^bb1 {attr}\n^bb1:\n  test.format_successor_a_op ^bb1, ^bb2\n^bb2:\n  return\n}",
        traits: OpTraits::TERMINATOR,
        format: Some("$targets attr-dict"),
    }
    /// A variadic operand group with its types.
    pub FormatVariadicOperandOp(FORMAT_VARIADIC_OPERAND, "test.format_variadic_operand") {
        operands(operand: variadic(types::I64))
        example: in_func!("  test.format_variadic_operand %a, %a, %a : i64, i64, i64\n"),
        format: Some("$operand `:` type($operand) attr-dict"),
    }
    /// Two variadic operand groups, sized by `operandSegmentSizes`.
    pub FormatMultipleVariadicOperandsOp(FORMAT_MULTIPLE_VARIADIC_OPERANDS, "test.format_multiple_variadic_operands") {
        operands(operand0: variadic(types::I64), operand1: variadic(ANY))
        example: in_func!("  test.format_multiple_variadic_operands (%a, %a), (%a, %m : i64, memref<1xf32>)\n"),
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("` ` `(` $operand0 `)` `,` `(` $operand1 `:` type($operand1) `)` attr-dict"),
    }
    /// An optional operand and result written unconditionally.
    pub FormatOptionalOperandResultAOp(FORMAT_OPTIONAL_OPERAND_RESULT_A, "test.format_optional_operand_result_a_op") {
        operands(optional: optional(types::I64), variadic: variadic(types::I64))
        results(optional_res: optional(types::I64))
        example: in_func!("  %0 = test.format_optional_operand_result_a_op(%a : i64) : i64\n"),
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some(
            "`(` $optional `:` type($optional) `)` `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict",
        ),
    }
    /// An optional operand in an optional group anchored on it.
    pub FormatOptionalOperandResultBOp(FORMAT_OPTIONAL_OPERAND_RESULT_B, "test.format_optional_operand_result_b_op") {
        operands(optional: optional(types::I64), variadic: variadic(types::I64))
        results(optional_res: optional(types::I64))
        example: in_func!("  %0 = test.format_optional_operand_result_b_op(%a : i64) : i64 [%a]\n"),
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some(
            "(`(` $optional^ `:` type($optional) `)`)? `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict",
        ),
    }
    /// A unit attribute shown by a keyword in an optional group.
    pub FormatOptionalUnitAttributeOp(FORMAT_OPTIONAL_UNIT_ATTRIBUTE, "test.format_optional_unit_attribute") {
        attributes(is_optional: unit = optional(attrs::UNIT_ATTR))
        example: in_func!("  test.format_optional_unit_attribute is_optional\n"),
        format: Some("(`is_optional` $is_optional^)? attr-dict"),
    }
    /// A unit attribute printed as itself (`unit`) in an optional group.
    pub FormatOptionalUnitAttributeNoElideOp(FORMAT_OPTIONAL_UNIT_ATTRIBUTE_NO_ELIDE, "test.format_optional_unit_attribute_no_elide") {
        attributes(is_optional: unit = optional(attrs::UNIT_ATTR))
        example: in_func!("  test.format_optional_unit_attribute_no_elide unit\n"),
        format: Some("($is_optional^)? attr-dict"),
    }
    /// Variadic operand types inferred from the one result type
    /// (`SameOperandsAndResultType`).
    pub FormatInferVariadicTypeFromNonVariadicOp(FORMAT_INFER_VARIADIC_TYPE_FROM_NON_VARIADIC, "test.format_infer_variadic_type_from_non_variadic") {
        operands(args: variadic(ANY))
        results(result: single(ANY))
        example: in_func!("  %0 = test.format_infer_variadic_type_from_non_variadic %a, %a : i64\n"),
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        format: Some("operands attr-dict `:` type($result)"),
    }
    /// A branch to `successPath` with `successOperands`, or to `errorPath`
    /// with a value it produces itself followed by `errorOperands` (a
    /// successor operand the branch produces, as an invoke's result).
    pub InternalBranchOp(INTERNAL_BR, "test.internal_br") {
        operands(success_operands "successOperands": variadic(ANY), error_operands "errorOperands": variadic(ANY))
        successors(success_path "successPath": single, error_path "errorPath": single)
        example: "func.func @internal_br(%a: i32) -> i32 {\n  \"test.internal_br\"(%a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()\n^bb1(%x: i32):\n  return %x : i32\n^bb2(%produced: i32):\n  return %produced : i32\n}",
        traits: OpTraits::TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        trait_checks: &[TraitCheck::Custom(strata_ir::interfaces::verify_branch_successor_operands)],
        interfaces: &[&INTERNAL_BR_BRANCH],
    }
    /// Results named by its `names` attribute, which its custom form
    /// takes from the names the results are defined with.
    pub StringAttrPrettyNameOp(STRING_ATTR_PRETTY_NAME, "test.string_attr_pretty_name") {
        results(r: variadic(types::I32))
        attributes(names: attr = required(attrs::STR_ARRAY_ATTR))
        example: "func.func @pretty() -> i32 {\n  %x = test.string_attr_pretty_name\n  return %x : i32\n}",
        result_names: Some(names_from_attr),
        parse: Some(parse_string_attr_pretty_name),
        print: Some(|p, op| {
            // `names` is shown only when the printed names differ from it.
            let ctx = op.ctx;
            let names = op.attr("names").and_then(|a| ctx.array_attr_elements(a)).unwrap_or_default();
            let disagree = names.len() != op.num_results()
                || op.results().zip(names).any(|(r, &n)| {
                    let printed = p.value_name(r);
                    Some(&printed[1..]) != ctx.string_attr_value(n)
                });
            let elided: &[&str] = if disagree { &[] } else { &["names"] };
            p.print_optional_attr_dict_with_keyword(&strata_ir::function_interface::merged_attrs(op), elided);
        }),
    }
    /// A string, then operands and their types in separate optional
    /// groups (their counts must match).
    pub VariadicArgsTypesSplitOp(VARIADIC_ARGS_TYPES_SPLIT, "test.variadic_args_types_split") {
        operands(args: variadic(ANY))
        attributes(str: str = required(attrs::STR_ATTR))
        example: in_func!("  test.variadic_args_types_split \"hello\", %a : i64\n"),
        format: Some("$str (`,` $args^)? attr-dict (`:` type($args)^)?"),
    }
    /// A terminator with a result: branches to `first` with
    /// `secondOperands` or to `second` with `firstOperands` (the groups
    /// cross, as in MLIR's test op).
    pub ProducingBranchOp(PRODUCING_BR, "test.producing_br") {
        operands(first_operands "firstOperands": variadic(ANY), second_operands "secondOperands": variadic(ANY))
        results(dummy: single(types::I32))
        successors(first: single, second: single)
        example: "func.func @producing_br() -> i32 {\n  %0 = \"test.producing_br\"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32\n^bb1:\n  %c = arith.constant 1 : i32\n  return %c : i32\n^bb2:\n  %d = arith.constant 2 : i32\n  return %d : i32\n}",
        traits: OpTraits::TERMINATOR.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        trait_checks: &[TraitCheck::Custom(strata_ir::interfaces::verify_branch_successor_operands)],
        interfaces: &[&PRODUCING_BR_BRANCH],
    }
    /// A call whose arguments are the middle one of three operand groups:
    /// removing dead arguments shrinks that group's segment.
    pub CallWithSegmentsOp(CALL_WITH_SEGMENTS, "test.call_with_segments") {
        operands(prefix: variadic(ANY), args: variadic(ANY), suffix: variadic(ANY))
        attributes(callee: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        example: in_func!("  test.call_with_segments @format( : ) (%a : i64) ( : )\n"),
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("$callee `(` $prefix `:` type($prefix) `)` `(` $args `:` type($args) `)` `(` $suffix `:` type($suffix) `)` attr-dict"),
        interfaces: &[&CALL_WITH_SEGMENTS_CALL],
    }
    /// A call-like form: a symbol, operands and a `functional-type`.
    pub CallOp(CALL, "test.call") {
        operands(operands: variadic(ANY))
        results(results "": variadic(ANY))
        attributes(callee: symbol = required(attrs::FLAT_SYMBOL_REF_ATTR))
        example: in_func!("  %0 = test.call @format(%a, %m) : (i64, memref<1xf32>) -> i32\n"),
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
    }
}

/// The call interface of `test.call_with_segments`: its callee symbol and
/// its `args` group.
const CALL_WITH_SEGMENTS_CALL: strata_ir::function_interface::CallOpInterface =
    strata_ir::function_interface::CallOpInterface {
        callee: |op| {
            op.attr("callee")
                .map(strata_ir::function_interface::Callee::Symbol)
        },
        arg_operands: |op| strata_dialect_utils::segments::operand_group(op, 1),
    };

/// `test.internal_br` forwards its two operand groups; the error path's
/// first argument is produced by the branch.
const INTERNAL_BR_BRANCH: strata_ir::interfaces::BranchOpInterface =
    strata_ir::interfaces::BranchOpInterface {
        successor_operands: |op| {
            Some(vec![
                strata_dialect_utils::segments::operand_group(op, 0),
                strata_dialect_utils::segments::operand_group(op, 1),
            ])
        },
        produced_operands: Some(|_, successor| usize::from(successor == 1)),
    };

const PRODUCING_BR_BRANCH: strata_ir::interfaces::BranchOpInterface =
    strata_ir::interfaces::BranchOpInterface {
        successor_operands: |op| {
            Some(vec![
                strata_dialect_utils::segments::operand_group(op, 1),
                strata_dialect_utils::segments::operand_group(op, 0),
            ])
        },
        produced_operands: None,
    };

/// `attributes {...}`; results are `i32`, and without a `names` entry the
/// names the results are defined with become it (numbers give `""`).
fn parse_string_attr_pretty_name(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let n = p.num_results();
    state.result_types = vec![ctx.i32(); n];
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    let names_id = ctx.ident("names");
    let mut props = Vec::new();
    if n > 0 && !attrs.iter().any(|a| a.0 == names_id) {
        let names: Vec<_> = (0..n)
            .map(|i| {
                let name = p
                    .result_name(i)
                    .map(|(name, _)| name)
                    .filter(|name| !name.starts_with(|c: char| c.is_ascii_digit()))
                    .unwrap_or_default();
                ctx.string_attr(&name)
            })
            .collect();
        props.push((names_id, ctx.array_attr(&names)));
    }
    set_parsed_attributes(ctx, state, props, attrs, &["names"]);
    Ok(())
}

// ---- type inference in formats --------------------------------------------------------

fn same_type(_: &strata_ir::Context, t: strata_ir::Type) -> strata_ir::Type {
    t
}

fn tuple_of(ctx: &strata_ir::Context, t: strata_ir::Type) -> strata_ir::Type {
    ctx.tuple_type(&[t])
}

strata_ods::op! {
    /// Operand and result types left to an `AllTypesMatch` over values.
    pub FormatAllTypesMatchVarOp(FORMAT_ALL_TYPES_MATCH_VAR, "test.format_all_types_match_var") {
        operands(value1: single(ANY), value2: single(ANY))
        results(result: single(ANY))
        example: in_func!("  %0 = test.format_all_types_match_var %a, %a : i64\n"),
        predicates: &[Predicate::AllTypesMatch(&["value1", "value2", "result"])],
        format: Some("attr-dict $value1 `,` $value2 `:` type($value1)"),
    }
    /// Types left to an `AllTypesMatch` with a typed attribute.
    pub FormatAllTypesMatchAttrOp(FORMAT_ALL_TYPES_MATCH_ATTR, "test.format_all_types_match_attr") {
        operands(value2: single(ANY))
        results(result: single(ANY))
        attributes(value1: attr = required(attrs::TYPED_ATTR))
        example: in_func!("  %0 = test.format_all_types_match_attr 1 : i64, %a\n"),
        predicates: &[Predicate::AllTypesMatch(&["value1", "value2", "result"])],
        format: Some("attr-dict $value1 `,` $value2"),
    }
    /// A result type left to a `TypesMatchWith` from an operand.
    pub FormatTypesMatchVarOp(FORMAT_TYPES_MATCH_VAR, "test.format_types_match_var") {
        operands(value: single(ANY))
        results(result: single(ANY))
        example: in_func!("  %0 = test.format_types_match_var %a : i64\n"),
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches operand",
            from: "value",
            to: "result",
            transform: same_type,
        }],
        format: Some("attr-dict $value `:` type($value)"),
    }
    /// A result type left to a `TypesMatchWith` from a typed attribute.
    pub FormatTypesMatchAttrOp(FORMAT_TYPES_MATCH_ATTR, "test.format_types_match_attr") {
        results(result: single(ANY))
        attributes(value: attr = required(attrs::TYPED_ATTR))
        example: in_func!("  %0 = test.format_types_match_attr 1 : i32\n"),
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches constant",
            from: "value",
            to: "result",
            transform: same_type,
        }],
        format: Some("attr-dict $value"),
    }
    /// A result type computed from an operand's type (a one-element tuple
    /// of it).
    pub FormatTypesMatchContextOp(FORMAT_TYPES_MATCH_CONTEXT, "test.format_types_match_context") {
        operands(value: single(ANY))
        results(result: single(ANY))
        example: in_func!("  %0 = test.format_types_match_context %a : i64\n"),
        predicates: &[Predicate::TypesMatchWith {
            summary: "tuple result type matches operand type",
            from: "value",
            to: "result",
            transform: tuple_of,
        }],
        format: Some("attr-dict $value `:` type($value)"),
    }
    /// A result whose type is the type of a typed attribute.
    pub ResultHasSameTypeAsAttrOp(RESULT_HAS_SAME_TYPE_AS_ATTR, "test.result_has_same_type_as_attr") {
        results(result: single(ANY))
        attributes(attr: attr = required(attrs::TYPED_ATTR))
        example: in_func!("  %0 = test.result_has_same_type_as_attr 5 : i16 -> i16\n"),
        predicates: &[Predicate::AllTypesMatch(&["attr", "result"])],
        format: Some("$attr `->` type($result) attr-dict"),
    }
}

// ---- buffers (the ops of MLIR's bufferization and buffer-deallocation tests) ----------

/// `AnyRankedOrUnrankedMemRef`.
const ANY_MEMREF_TYPE: TypeConstraint = T::RankedOrUnrankedMemRef;
/// `BufferLikeTypeInterface`: the builtin memref types (the test dialect's
/// own buffer types are not implemented).
const BUFFER_LIKE: TypeConstraint = T::Custom {
    summary: "BufferLike type",
    check: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            strata_ir::TypeKind::MemRef { .. } | strata_ir::TypeKind::UnrankedMemRef { .. }
        )
    },
};

strata_ods::op! {
    /// Copies `source` into `target`: reads the first and writes the second.
    pub CopyOp(COPY, "test.copy") {
        operands(source: single(ANY_MEMREF_TYPE) [Read], target: single(ANY_MEMREF_TYPE) [Write])
        example: "func.func @copy(%a: memref<2xf32>, %b: memref<2xf32>) {\n  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)\n  return\n}",
        format: Some("`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict"),
    }
    /// Reads its buffer and dumps the contents: a read of the operand and a
    /// write of memory in general.
    pub ReadBufferOp(READ_BUFFER, "test.read_buffer") {
        operands(buffer: single(ANY_MEMREF_TYPE) [Read])
        example: "func.func @read(%a: memref<2xf32>) {\n  \"test.read_buffer\"(%a) : (memref<2xf32>) -> ()\n  return\n}",
        effects: &[strata_ods::EffectSpec::new(strata_ir::interfaces::EffectKind::Write)],
    }
    /// A buffer based operation: reads `input` and writes `output`.
    pub BufferBasedOp(BUFFER_BASED, "test.buffer_based") {
        operands(input: single(ANY_MEMREF_TYPE) [Read], output: single(ANY_MEMREF_TYPE) [Write])
        example: "func.func @buffer_based(%a: memref<2xf32>, %b: memref<2xf32>) {\n  test.buffer_based in(%a : memref<2xf32>) out(%b : memref<2xf32>)\n  return\n}",
        format: Some(
            "`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` attr-dict",
        ),
    }
    /// A buffer based operation with a region computing each element, ended
    /// by `test.region_yield`.
    pub RegionBufferBasedOp(REGION_BUFFER_BASED, "test.region_buffer_based") {
        operands(input: single(ANY_MEMREF_TYPE) [Read], output: single(ANY_MEMREF_TYPE) [Write])
        regions(region: single(RegionConstraint::Any))
        example: "func.func @region_buffer_based(%a: memref<2xf32>, %b: memref<2xf32>) {\n  test.region_buffer_based in(%a : memref<2xf32>) out(%b : memref<2xf32>) {\n  ^bb0(%x: f32, %y: f32):\n    test.region_yield %x : f32\n  }\n  return\n}",
        traits: OpTraits::SINGLE_BLOCK,
        implicit_terminator: Some(REGION_YIELD.name),
        format: Some(
            "`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` $region attr-dict",
        ),
    }
    /// Returns its buffer (or a view of it) without touching memory; on
    /// purpose not a view-like op, so analyses cannot see the aliasing.
    pub ForwardBufferOp(FORWARD_BUFFER, "test.forward_buffer") {
        operands(buffer: single(ANY_MEMREF_TYPE))
        results(result: single(ANY_MEMREF_TYPE))
        example: "func.func @forward(%a: memref<2xf32>) -> memref<2xf32> {\n  %0 = \"test.forward_buffer\"(%a) : (memref<2xf32>) -> memref<2xf32>\n  return %0 : memref<2xf32>\n}",
        traits: OpTraits::PURE,
    }
    /// A buffer in, a buffer out, with unknown memory effects.
    pub DummyMemrefOp(DUMMY_MEMREF, "test.dummy_memref_op") {
        operands(input: single(BUFFER_LIKE))
        results(output: single(BUFFER_LIKE))
        example: "func.func @dummy(%a: memref<2xf32>) -> memref<2xf32> {\n  %0 = \"test.dummy_memref_op\"(%a) : (memref<2xf32>) -> memref<2xf32>\n  return %0 : memref<2xf32>\n}",
    }
    /// Allocates a buffer returned as its second result, after an index:
    /// an allocation that is not the op's first result.
    pub AllocWithMultipleResultsOp(ALLOC_WITH_MULTIPLE_RESULTS, "test.alloc_with_multiple_results") {
        results(index: single(types::INDEX), memref: single(types::ANY_MEMREF) [Allocate])
        example: "func.func @alloc() {\n  %id, %m = test.alloc_with_multiple_results : index, memref<64xf32>\n  memref.dealloc %m : memref<64xf32>\n  return\n}",
        format: Some("attr-dict `:` type($index) `,` type($memref)"),
    }
    /// An op whose memory effects are listed by its `effects` attribute: an
    /// array of dictionaries with an `effect` (`"allocate"`, `"free"`,
    /// `"read"` or `"write"`), and optionally `on_result` (the effect is on
    /// the result), `on_reference = @sym` (on a symbol) and `test_resource`
    /// (on the test resource instead of memory in general). An affine map
    /// `effect_parameter` is its parametric test effect.
    pub SideEffectOp(SIDE_EFFECT, "test.side_effect_op") {
        results(result: single(ANY))
        example: "func.func @effects() -> i32 {\n  %0 = \"test.side_effect_op\"() {effects = [{effect = \"read\"}, {effect = \"allocate\", on_result, test_resource}]} : () -> i32\n  return %0 : i32\n}",
        interfaces: &[&SIDE_EFFECT_EFFECTS, &PARAMETRIC_EFFECT],
    }
    /// Like `test.side_effect_op`, with one operand and a region whose
    /// arguments effects may also name: `on_operand` (the operand) and
    /// `on_argument` (the region's first argument) besides `on_result`.
    pub SideEffectWithRegionOp(SIDE_EFFECT_WITH_REGION, "test.side_effect_with_region_op") {
        operands(operand: single(ANY))
        results(result: single(ANY))
        regions(region: single(RegionConstraint::Any))
        example: "func.func @effects(%a: index) -> index {\n  %0 = test.side_effect_with_region_op(%a) {\n  ^bb0(%b: index):\n    test.region_yield %b : index\n  } {effects = [{effect = \"read\", on_operand}]} : index -> index\n  return %0 : index\n}",
        format: Some("`(` $operand `)` $region attr-dict `:` type($operand) `->` type($result)"),
        interfaces: &[&SIDE_EFFECT_EFFECTS],
    }
}

/// The resource of `test_resource` effects.
const TEST_RESOURCE: &str = "<Test>";

const SIDE_EFFECT_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| {
        let ctx = op.ctx;
        let Some(list) = op.attr("effects").and_then(|a| ctx.array_attr_elements(a)) else {
            return;
        };
        for &e in list {
            // Entries that do not name a known effect are ignored (MLIR's
            // op would crash on them).
            let kind = match ctx
                .dict_get_str(e, "effect")
                .and_then(|a| ctx.string_attr_value(a))
            {
                Some("allocate") => EffectKind::Allocate,
                Some("free") => EffectKind::Free,
                Some("read") => EffectKind::Read,
                Some("write") => EffectKind::Write,
                _ => continue,
            };
            let resource = if ctx.dict_get_str(e, "test_resource").is_some() {
                TEST_RESOURCE
            } else {
                DEFAULT_RESOURCE
            };
            let on = |name| ctx.dict_get_str(e, name).is_some();
            // `test.side_effect_op` has no operand and no region: the
            // keywords naming them do not apply to it.
            let value = if on("on_result") {
                op.results().next()
            } else if on("on_operand") && op.num_regions() > 0 {
                op.operands().next()
            } else if on("on_argument") && op.num_regions() > 0 {
                let (rb, regions) = op.regions();
                regions
                    .first()
                    .and_then(|&r| rb.region_blocks(r).next())
                    .and_then(|b| rb.block_args(b).first().copied())
            } else {
                None
            };
            let symbol = if value.is_none() && op.num_regions() == 0 {
                ctx.dict_get_str(e, "on_reference")
                    .filter(|&a| matches!(ctx.attr_kind(a), strata_ir::AttrKind::SymbolRef { .. }))
            } else {
                None
            };
            out.push(MemoryEffect {
                kind,
                value,
                resource,
                symbol,
            });
        }
    },
};

/// MLIR's test-only `TestEffectOpInterface`: effects of the test's own
/// kind, each with a parameter attribute, which `-test-side-effects`
/// reports.
#[derive(Copy, Clone)]
pub struct TestEffectOpInterface {
    /// Appends the op's parametric effects' parameters.
    pub effects: fn(OpRef<'_>, &mut Vec<strata_ir::Attribute>),
}

/// An affine map `effect_parameter` is a parametric test effect.
const PARAMETRIC_EFFECT: TestEffectOpInterface = TestEffectOpInterface {
    effects: parametric_effects,
};

fn parametric_effects(op: OpRef<'_>, out: &mut Vec<strata_ir::Attribute>) {
    out.extend(
        op.attr("effect_parameter")
            .filter(|&a| matches!(op.ctx.attr_kind(a), strata_ir::AttrKind::AffineMap(_))),
    );
}

/// The parametric test effects of `op`: those its
/// [`TestEffectOpInterface`] lists, or, for the unregistered
/// `test.unregistered_side_effect_op`, those the test dialect's fallback
/// interface gives it (MLIR's dialect fallback for that one op name).
pub fn test_effects(op: OpRef<'_>) -> Option<Vec<strata_ir::Attribute>> {
    let mut out = Vec::new();
    match op.def() {
        Some(def) => (def.interfaces.get::<TestEffectOpInterface>()?.effects)(op, &mut out),
        None if op.name_str() == "test.unregistered_side_effect_op" => parametric_effects(op, &mut out),
        None => return None,
    }
    Some(out)
}

// ---- region branches ---------------------------------------------------------------

strata_ods::op! {
    /// The terminator of `test.region_if`'s regions: forwards its operands to
    /// the join region or, from the join region, to the op's results.
    pub RegionIfYieldOp(REGION_IF_YIELD, "test.region_if_yield") {
        operands(results: variadic(ANY))
        example: REGION_IF_EXAMPLE,
        traits: OpTraits::NO_MEMORY_EFFECT.union(OpTraits::RETURN_LIKE).union(OpTraits::TERMINATOR),
        format: Some("$results `:` type($results) attr-dict"),
    }
    /// An if-then-else-join: the operands enter the `then` or the `else`
    /// region, both of which continue into the `join` region, whose values
    /// are the op's results. Each region runs at most once.
    pub RegionIfOp(REGION_IF, "test.region_if") {
        operands(operands "": variadic(ANY))
        results(results: variadic(ANY))
        regions(
            then_region "thenRegion": single(RegionConstraint::Sized(1)),
            else_region "elseRegion": single(RegionConstraint::Any),
            join_region "joinRegion": single(RegionConstraint::Any),
        )
        example: REGION_IF_EXAMPLE,
        traits: OpTraits::SINGLE_BLOCK.union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
        implicit_terminator: Some(REGION_IF_YIELD.name),
        verify_regions: Some(verify_region_branch_op),
        parse: Some(parse_region_if),
        print: Some(print_region_if),
        interfaces: &[&REGION_IF_BRANCH, &REGION_IF_BOUNDS],
    }
}

strata_ods::op! {
    /// Runs its one region exactly once, which then returns to the op: a
    /// region branch op with an opaque condition.
    pub AnyCondOp(ANY_COND, "test.any_cond") {
        results(results: variadic(ANY))
        regions(region: single(RegionConstraint::Any))
        example: "func.func @any_cond(%a: i32) -> i32 {\n  %0 = \"test.any_cond\"() ({\n    \"test.yield\"(%a) : (i32) -> ()\n  }) : () -> i32\n  return %0 : i32\n}",
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
        verify_regions: Some(verify_region_branch_op),
        interfaces: &[&ANY_COND_BRANCH, &ANY_COND_BOUNDS],
    }
}

const ANY_COND_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, point, out| match point {
        RegionBranchPoint::Parent => out.push(RegionSuccessor::Region(0)),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_operands: |_, _| 0..0,
    successor_inputs: |op, s| match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(_) => Vec::new(),
    },
};
const ANY_COND_BOUNDS: RegionInvocationBounds = RegionInvocationBounds(|op, _, out| {
    let once = InvocationBounds {
        lower: 1,
        upper: Some(1),
    };
    out.resize(op.num_regions(), once);
});

const REGION_IF_EXAMPLE: &str = "func.func @region_if(%a: i32) -> i32 {\n  %0 = test.region_if %a : i32 -> i32 then {\n  ^bb0(%x: i32):\n    test.region_if_yield %x : i32\n  } else {\n  ^bb0(%x: i32):\n    test.region_if_yield %x : i32\n  } join {\n  ^bb0(%x: i32):\n    test.region_if_yield %x : i32\n  }\n  return %0 : i32\n}";

/// The arguments of the entry block of region `index` (none without one).
fn region_entry_args<'a>(op: OpRef<'a>, index: usize) -> &'a [ValueId] {
    let (rb, regions) = op.regions();
    regions
        .get(index)
        .and_then(|&r| rb.region_entry(r))
        .map_or(&[], |b| rb.block_args(b))
}

const REGION_IF_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, point, out| match point {
        RegionBranchPoint::Parent => out.extend([RegionSuccessor::Region(0), RegionSuccessor::Region(1)]),
        RegionBranchPoint::Region(0 | 1) => out.push(RegionSuccessor::Region(2)),
        RegionBranchPoint::Region(_) => out.push(RegionSuccessor::Parent),
    },
    entry_operands: |op, _| 0..op.num_operands(),
    successor_inputs: |op, s| match s {
        RegionSuccessor::Parent => op.results().collect(),
        RegionSuccessor::Region(i) => region_entry_args(op, i).to_vec(),
    },
};
const REGION_IF_BOUNDS: RegionInvocationBounds = RegionInvocationBounds(|op, _, out| {
    let at_most_once = InvocationBounds {
        lower: 0,
        upper: Some(1),
    };
    out.resize(op.num_regions(), at_most_once);
});

/// `test.region_if %a, %b : type, type -> (types) then {..} else {..} join {..}`;
/// the regions carry their entry block arguments.
fn parse_region_if(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    p.parse_punct("->")?;
    state.result_types = parse_result_types(p)?;
    for keyword in ["then", "else", "join"] {
        p.parse_keyword(keyword)?;
        p.parse_region(state, &[], false)?;
    }
    // mlir-opt resolves the operands after the regions, and reports a
    // count mismatch where the parser then is.
    let pos = p.current_pos();
    state.operands.extend(p.resolve_operands(&operands, &types, pos)?);
    Ok(())
}

fn print_region_if(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.write_str(": ");
    print_types(p, op.operands().map(|v| op.body.value_type(v)));
    p.write_str(" -> ");
    let results: Vec<_> = op.results().map(|v| op.body.value_type(v)).collect();
    print_result_types(p, &results);
    let (_, regions) = op.body.op_regions(op.id);
    for (&r, keyword) in regions.iter().zip([" then ", " else ", " join "]) {
        p.write_str(keyword);
        p.print_region(r, true, true, false);
    }
}

/// `BranchOpInterface`'s check: the operands forwarded to the successor
/// match its block arguments in number and type.
/// All of `test.br`'s operands go to its successor.
const BR_BRANCH: strata_ir::interfaces::BranchOpInterface = strata_ir::interfaces::BranchOpInterface {
    successor_operands: |op| Some(std::iter::once(0..op.num_operands()).collect()),
    produced_operands: None,
};

fn verify_branch_operands(op: OpRef<'_>) -> LogicalResult {
    let Some(dest) = op.body.successors(op.id).next() else {
        return Ok(());
    };
    let args = op.body.block_args(dest);
    let n = op.num_operands();
    if n != args.len() {
        return Err(op.emit_error(format!(
            "branch has {n} operands for successor #0, but target block has {}",
            args.len()
        )));
    }
    for (i, (v, &a)) in op.operands().zip(args).enumerate() {
        let (t, at) = (op.body.value_type(v), op.body.value_type(a));
        if t != at {
            return Err(op.emit_op_error(format!("type mismatch for bb argument #{i} of successor #0")));
        }
    }
    Ok(())
}

// ---- test.isolated_region's custom form ---------------------------------------------

/// `test.isolated_region %v { ... }`: the operand's name is reused as the
/// region's (index) argument.
/// `( op-name ) attr-dict`: the name is a bare identifier or keyword.
fn parse_custom_operation_name_api(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_punct("(")?;
    let name = p.parse_custom_operation_name()?;
    p.parse_punct(")")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let ctx = p.ctx();
    let value = ctx.string_attr(&name);
    set_parsed_attributes(ctx, state, vec![(ctx.ident("name"), value)], attrs, &["name"]);
    Ok(())
}

fn print_custom_operation_name_api(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let name = op.attr("name").and_then(|a| op.ctx.string_attr_value(a));
    p.write_str("(");
    p.write_str(name.unwrap_or(""));
    p.write_str(")");
    p.print_optional_attr_dict(&strata_ir::function_interface::merged_attrs(op), &["name"]);
}

fn parse_isolated_region(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let operand = p.parse_operand()?;
    let v = p.resolve_operand(&operand, index)?;
    state.operands.push(v);
    let arg = Argument {
        ssa: operand,
        ty: Some(index),
        attrs: None,
        loc: None,
    };
    p.parse_region(state, &[arg], true)?;
    Ok(())
}

fn print_isolated_region(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    // Verified ops have one operand and one region; anything else (IR a
    // pass left unverified) is printed as far as it goes, without panics.
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    let (_, regions) = op.body.op_regions(op.id);
    for &r in regions {
        p.write_str(" ");
        if let [operand] = operands[..] {
            p.shadow_region_args(r, &[operand]);
        }
        p.print_region(r, false, true, false);
    }
}

// ---- the dialect ---------------------------------------------------------------------

/// The dialect's attribute checks reject `test.invalid_attr` wherever it
/// is put, to exercise the dialect attribute verifiers.
fn reject_invalid_attr(op: OpRef<'_>, name: strata_ir::Ident) -> LogicalResult {
    if op.ctx.ident_str(name) == "test.invalid_attr" {
        return Err(op.emit_error("invalid to use 'test.invalid_attr'"));
    }
    Ok(())
}

/// The `test` dialect (the part Strata implements).
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Ops that exercise the IR infrastructure in tests",
    description: "Ops with unusual regions, terminators, symbols, traits and \
        declarative assembly formats, used by the tests of the parser, printer \
        and verifier. Ops of the dialect that are not defined here are accepted \
        as unknown operations.",
    ops: &[
        &OP_NORM,
        &MIXED_NORMAL_VARIADIC_OPERAND,
        &MIXED_NORMAL_VARIADIC_RESULT,
        &VERIFIERS,
        &POLYFOR,
        &MANUAL_CPP_OP_WITH_FOLD,
        &CUSTOM_RESULT_NAME,
        &STRING_ATTR_PRETTY_NAME,
        &OP_WITH_REGION_PATTERN,
        &OP_WITH_REGION_TERMINATOR,
        &OP_WITH_REGION_FOLD,
        &OP_WITH_REGION_FOLD_NO_SIDE_EFFECT,
        &OP_WITH_VARIADIC_RESULTS_AND_FOLDER,
        &DIALECT_CANONICALIZABLE,
        &FOLD_TO_CALL,
        &TEST_EFFECTS_RESULT,
        &OP_NORM_RET,
        &VALUE_WITH_BOUNDS,
        &value_bounds::REIFY_BOUND,
        &value_bounds::COMPARE,
        &bit_enums::OP_WITH_BIT_ENUM,
        &bit_enums::OP_WITH_BIT_ENUM_VBAR,
        &attr_constraints::INT_ATTRS,
        &attr_constraints::NON_NEGATIVE_INT_ATTR,
        &attr_constraints::POSITIVE_INT_ATTR,
        &attr_constraints::TYPE_ARRAY_ATTR,
        &attr_constraints::STRING_ATTR_WITH_TYPE,
        &attr_constraints::STRING_ATTR_WITH_MIXED_TYPE,
        &attr_constraints::FLOAT_ATTRS,
        &attr_constraints::I32_ENUM_ATTR,
        &attr_constraints::I64_ENUM_ATTR,
        &attr_constraints::FLOAT_ELEMENTS_ATTR,
        &attr_constraints::INT_ELEMENTS_ATTR,
        &attr_constraints::RANKED_INT_ELEMENTS_ATTR,
        &attr_constraints::STRING_ELEMENTS_ATTR,
        &attr_constraints::TYPE_ATTR_OF,
        &attr_constraints::DENSE_ARRAY_ATTR,
        &attr_constraints::CONFINED_DENSE_ARRAY_ATTR,
        &attr_constraints::CONFINED_STRICTLY_POSITIVE_ATTR,
        &attr_constraints::CONFINED_NON_NEGATIVE_ATTR,
        &attr_constraints::DEFAULT_VALUE_PRINT,
        &int_range::WITH_BOUNDS,
        &int_range::WITH_BOUNDS_REGION,
        &int_range::INCREMENT,
        &int_range::REFLECT_BOUNDS,
        &int_range::CONSTANT,
        &GRAPH_REGION,
        &ISOLATED_GRAPH_REGION,
        &SSACFG_REGION,
        &PARSE_CUSTOM_OPERATION_NAME_API,
        &ISOLATED_REGION,
        &SINGLE_NO_TERMINATOR,
        &SINGLE_NO_TERMINATOR_CUSTOM_ASM,
        &DUMMY_OP_WITH_REGION_REF,
        &VARIADIC_NO_TERMINATOR,
        &ONE_REGION,
        &TWO_REGION,
        &SIZED_REGION,
        &ISOLATED_REGIONS,
        &SINGLE_BLOCK_IMPLICIT_TERMINATOR,
        &ALLOCA_SCOPE_REGION,
        &AFFINE_SCOPE,
        &DEFAULT_DIALECT,
        &FINISH,
        &RETURN,
        &REGION_YIELD,
        &BR,
        &COPY,
        &READ_BUFFER,
        &BUFFER_BASED,
        &REGION_BUFFER_BASED,
        &FORWARD_BUFFER,
        &DUMMY_MEMREF,
        &ALLOC_WITH_MULTIPLE_RESULTS,
        &SIDE_EFFECT,
        &SIDE_EFFECT_WITH_REGION,
        &REGION_IF_YIELD,
        &REGION_IF,
        &ANY_COND,
        &SYMBOL,
        &SYMBOL_WITH_RESULT,
        &SYMBOL_SCOPE,
        &SYMBOL_SCOPE_ISOLATED,
        &SYMBOL_TABLE_REGION,
        &SAME_OPERAND_ELEMENT_TYPE,
        &SAME_OPERAND_AND_RESULT_ELEMENT_TYPE,
        &SAME_OPERAND_SHAPE,
        &SAME_OPERAND_AND_RESULT_SHAPE,
        &SAME_OPERAND_AND_RESULT_TYPE,
        &ELEMENTWISE_MAPPABLE,
        &OPERANDS_HAVE_SAME_TYPE,
        &OPERAND0_AND_RESULT_HAVE_SAME_TYPE,
        &OP_COMMUTATIVE,
        &OP_IDEMPOTENT_TRAIT,
        &OP_INVOLUTION_TRAIT_NO_OPERATION_FOLD,
        &PARENT,
        &CHILD,
        &PARENT1,
        &CHILD_WITH_PARENT_ONE_OF,
        &ATTR_SIZED_OPERANDS,
        &ATTR_SIZED_RESULTS,
        &FORMAT_LITERAL,
        &FORMAT_ATTR,
        &FORMAT_OPT_ATTR_A,
        &FORMAT_OPT_ATTR_B,
        &FORMAT_ATTR_DICT_W_KEYWORD,
        &FORMAT_BUILDABLE_TYPE,
        &FORMAT_REGION_A,
        &FORMAT_REGION_B,
        &FORMAT_REGION_C,
        &FORMAT_VARIADIC_REGION_A,
        &FORMAT_VARIADIC_REGION_B,
        &FORMAT_RESULT_A,
        &FORMAT_RESULT_B,
        &FORMAT_RESULT_C,
        &FORMAT_OPERAND_A,
        &FORMAT_OPERAND_B,
        &FORMAT_OPERAND_C,
        &FORMAT_OPERAND_D,
        &FORMAT_OPERAND_E,
        &FORMAT_SUCCESSOR_A,
        &FORMAT_VARIADIC_OPERAND,
        &FORMAT_MULTIPLE_VARIADIC_OPERANDS,
        &FORMAT_OPTIONAL_OPERAND_RESULT_A,
        &FORMAT_OPTIONAL_OPERAND_RESULT_B,
        &FORMAT_OPTIONAL_UNIT_ATTRIBUTE,
        &FORMAT_OPTIONAL_UNIT_ATTRIBUTE_NO_ELIDE,
        &FORMAT_INFER_VARIADIC_TYPE_FROM_NON_VARIADIC,
        &CALL,
        &CALL_WITH_SEGMENTS,
        &INTERNAL_BR,
        &PRODUCING_BR,
        &VARIADIC_ARGS_TYPES_SPLIT,
        &FORMAT_ALL_TYPES_MATCH_VAR,
        &FORMAT_ALL_TYPES_MATCH_ATTR,
        &FORMAT_TYPES_MATCH_VAR,
        &FORMAT_TYPES_MATCH_ATTR,
        &FORMAT_TYPES_MATCH_CONTEXT,
        &RESULT_HAS_SAME_TYPE_AS_ATTR,
        &oilist::OILIST_TRIVIAL,
        &oilist::OILIST_TRIVIAL_PROPERTIES,
        &oilist::OILIST_SIMPLE,
        &oilist::OILIST_VARIADIC,
        &oilist::OILIST_CUSTOM,
        &oilist::OILIST_ALLOWED_LITERAL,
        &oilist::ATTR_WITH_TRAIT,
        &oilist::RESULT_TYPE_WITH_TRAIT,
        &greedy::ANY_ATTR_OF,
        &greedy::OP_COMMUTATIVE2,
        &greedy::CAST,
        &greedy::OP_IN_PLACE_FOLD_ANCHOR,
        &greedy::OP_IN_PLACE_FOLD,
        &legalize_ops::ILLEGAL_OP_A,
        &legalize_ops::ILLEGAL_OP_B,
        &legalize_ops::ILLEGAL_OP_C,
        &legalize_ops::ILLEGAL_OP_D,
        &legalize_ops::ILLEGAL_OP_E,
        &legalize_ops::ILLEGAL_OP_F,
        &legalize_ops::ILLEGAL_OP_G,
        &legalize_ops::LEGAL_OP_A,
        &legalize_ops::LEGAL_OP_B,
        &legalize_ops::LEGAL_OP_C,
        &legalize_ops::LEGAL_OP_D,
        &legalize_ops::TYPE_PRODUCER,
        &legalize_ops::TYPE_CONSUMER,
        &legalize_ops::TYPE_CHANGER,
        &legalize_ops::VALID,
        &legalize_ops::INVALID,
        &legalize_ops::ONE_VARIADIC_OUT_ONE_VARIADIC_IN1,
        &legalize_ops::REMAPPED_VALUE_REGION,
        &legalize_ops::MERGE_BLOCKS,
        &legalize_ops::OP_IN_PLACE_SELF_FOLD,
        &legalize_ops::DYNAMIC_ONE_OPERAND_TWO_RESULTS,
        &legalize_ops::DYNAMIC_GENERIC,
    ],
    type_defs: Some(&typedefs::DEFS),
    parse_type: Some(|p| typedefs::DEFS.parse_type(p)),
    print_type: Some(|p, t| typedefs::DEFS.print_type(p, t)),
    parse_attr: Some(|p, t| {
        if bit_enums::is_bit_enum_next(p) {
            return bit_enums::parse_bit_enum_attr(p);
        }
        typedefs::DEFS.parse_attr(p, t)
    }),
    print_attr: Some(|p, a| {
        if !bit_enums::print_bit_enum_attr(p, a) {
            typedefs::DEFS.print_attr(p, a)
        }
    }),
    allows_unknown_operations: true,
    interfaces: &[&INLINER],
    verify_op_attribute: Some(|op, (name, _)| reject_invalid_attr(op, name)),
    verify_region_arg_attribute: Some(|op, _, _, (name, _)| reject_invalid_attr(op, name)),
    verify_region_result_attribute: Some(|op, _, _, (name, _)| reject_invalid_attr(op, name)),
    materialize_constant: Some(|b, value, ty, loc| {
        Some(int_range::ConstantOp::build(b, loc, ty, value).op())
    }),
    ..DialectSpec::new("test")
};

/// MLIR's test inliner interface: everything inlines, except calls marked
/// `noinline`; a `test.return` of a single-block callee gives the results.
const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: |call, _, _| call.attr("noinline").is_none(),
    handle_terminator: Some(|ctx, body, terminator| {
        if body.op_name(terminator) != ctx.op_name(RETURN.name) {
            return Vec::new();
        }
        body.operands(terminator).collect()
    }),
    ..DialectInlinerInterface::ALL_LEGAL
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
