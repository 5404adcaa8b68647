//! The test extension of the transform dialect: the `transform.test_*` ops
//! `mlir-opt` registers for MLIR's transform tests. They exercise the
//! interpreter: handles to the script's own ops (a script nested in the
//! payload is payload too), consumption and invalidation, silenceable
//! failures, ops applied to each target, parameters, and erasing or
//! creating payload ops.
//! Its types are a handle to ops of the test dialect
//! (`!transform.test_dialect_op`) and a parameter of `i32` attributes
//! (`!transform.test_dialect_param`), each checking its payload.
//!
//! Not provided: the initializer extension.

use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;
use strata_dialect_transform::interpreter::{consumes_all, consumes_first, consumes_nothing, empty_mapping};
use strata_dialect_transform::ops::apply::PatternDescriptorOpInterface;
use strata_dialect_transform::ops::conversion::{
    BuiltTypeConverter, ConversionPatternDescriptorOpInterface, TypeConverterBuilderOpInterface,
};
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE, PARAM, VALUE_HANDLE};
use strata_dialect_transform::tracking::TrackingListener;
use strata_dialect_transform::types::{HandleKind, TransformTypeInterface};
use strata_dialect_transform::{
    BodyKey, Dsf, Interp, Mapping, PayloadOp, PayloadValue, TransformOpInterface,
};
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, InsertPoint, Location, LogicalResult, OpId, OpRef,
    OpTraits, OperationState, Type,
};
use strata_ods::constraints::{attrs, types};
use strata_ods::typedef::{DialectTypeDefs, TypeDefSpec};
use strata_ods::TypeConstraint;
use strata_ods::{DialectExtension, RegionConstraint};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor, TypeConverter};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The ops the extension adds to the transform dialect.
pub static EXTENSION: DialectExtension = DialectExtension {
    dialect: "transform",
    ops: &[
        &TRANSFORM_OP,
        &PRODUCE_SELF_HANDLE_OR_FORWARD_OPERAND,
        &PRODUCE_VALUE_HANDLE_TO_SELF_OPERAND,
        &PRODUCE_VALUE_HANDLE_TO_RESULT,
        &PRODUCE_VALUE_HANDLE_TO_ARGUMENT_OF_PARENT_BLOCK,
        &CONSUME_OPERAND,
        &CONSUME_OPERAND_EACH,
        &CONSUME_OPERAND_OF_OP_KIND_OR_FAIL,
        &SUCCEED_IF_OPERAND_OF_OP_KIND,
        &REVERSE_PAYLOAD_OPS,
        &TRANSFORM_OP_WITH_REGIONS,
        &BRANCHING_TRANSFORM_OP_TERMINATOR,
        &EMIT_REMARK_AND_ERASE_OPERAND,
        &WRONG_NUMBER_OF_RESULTS,
        &WRONG_NUMBER_OF_MULTI_RESULTS,
        &CORRECT_NUMBER_OF_MULTI_RESULTS,
        &MIXED_NULL_AND_NON_NULL_RESULTS,
        &MIXED_SUCCESS_AND_SILENCEABLE,
        &COPY_PAYLOAD,
        &REPORT_NUMBER_OF_TRACKED_HANDLES_NESTED_UNDER,
        &PRODUCE_PARAM,
        &ADD_TO_PARAM,
        &PRODUCE_PARAM_WITH_NUMBER_OF_TEST_OPS,
        &PRODUCE_TRANSFORM_PARAM_OR_FORWARD_OPERAND,
        &PRODUCE_EMPTY_PAYLOAD,
        &DUMMY_PAYLOAD,
        &PRODUCE_INVALID_IR,
        &RE_ENTER_REGION,
        &NOTIFY_PAYLOAD_OP_REPLACED,
        &APPLY_TEST_PATTERNS,
        &APPLY_TEST_CONVERSION_PATTERNS,
        &TEST_TYPE_CONVERTER,
        &ADD_TEST_EXTENSION,
        &CHECK_IF_TEST_EXTENSION_PRESENT,
        &REMAP_OPERAND_TO_SELF,
        &REMOVE_TEST_EXTENSION,
        &PRODUCE_NULL_PAYLOAD,
        &PRODUCE_NULL_PARAM,
        &PRODUCE_NULL_VALUE,
        &REQUIRED_MEMORY_EFFECTS,
        &TRACKED_REWRITE,
        &UNRESTRICTED_OP_NO_INTERFACE,
    ],
    type_defs: Some(&TYPES),
};

/// Whether op name `name` is in the test dialect (its namespace, as for
/// unregistered ops, is the part before the first dot).
fn in_test_dialect(name: &str) -> bool {
    name.split_once('.').is_some_and(|(d, _)| d == "test")
}

static TEST_DIALECT_OP_HANDLE: TransformTypeInterface = TransformTypeInterface {
    check_op: Some(|_, _, op, loc| {
        (!in_test_dialect(op.name_str())).then(|| {
            Diagnostic::error(
                loc,
                "expected the payload operation to belong to the 'test' dialect",
            )
        })
    }),
    ..TransformTypeInterface::any(HandleKind::Op)
};

static TEST_DIALECT_PARAM: TransformTypeInterface = TransformTypeInterface {
    check_param: Some(|ctx, _, a, loc| {
        let fits = matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == ctx.i32());
        (!fits).then(|| Diagnostic::error(loc, "expected the parameter to be a i32 integer attribute"))
    }),
    ..TransformTypeInterface::any(HandleKind::Param)
};

static TYPE_LIST: [TypeDefSpec; 2] = [
    TypeDefSpec {
        cpp_name: "TestDialectOpType",
        description: "A handle to payload ops of the test dialect.",
        interfaces: &[&TEST_DIALECT_OP_HANDLE],
        ..TypeDefSpec::new("test_dialect_op")
    },
    TypeDefSpec {
        cpp_name: "TestDialectParamType",
        description: "A parameter whose values are `i32` integer attributes.",
        interfaces: &[&TEST_DIALECT_PARAM],
        ..TypeDefSpec::new("test_dialect_param")
    },
];

/// The types the extension adds to the transform dialect.
pub static TYPES: DialectTypeDefs = DialectTypeDefs {
    dialect: "transform",
    types: &TYPE_LIST,
    attrs: &[],
    unknown_type: None,
};

fn is_test_dialect_param(ctx: &Context, t: Type) -> bool {
    TYPES.type_params(ctx, t, "test_dialect_param").is_some()
}

/// `TestTransformTestDialectParamType` as a constraint (its summary is
/// empty in MLIR too).
const TEST_DIALECT_PARAM_TYPE: TypeConstraint = TypeConstraint::Buildable {
    summary: "",
    check: is_test_dialect_param,
    build: |ctx| {
        TYPES
            .get_type(ctx, "test_dialect_param", &[])
            .expect("a type without parameters")
    },
};

/// Adds the extension's ops to the transform dialect registered in `ctx`.
pub fn register(ctx: &mut Context) {
    EXTENSION.register(ctx);
}

/// A script wrapped in the module the interpreter runs, for the examples.
macro_rules! script {
    ($body:literal) => {
        concat!(
            "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n",
            $body,
            "    transform.yield\n  }\n}"
        )
    };
}

/// The interface of an op that only reads its handles.
const fn iface(apply: fn(&mut Interp<'_, '_, '_>, &Body, OpId) -> Dsf) -> TransformOpInterface {
    TransformOpInterface {
        apply,
        consumed: consumes_nothing,
        allows_repeated_handles: false,
    }
}

/// MLIR's `FunctionalStyleTransformOpTrait`: the operands are consumed.
const fn functional(apply: fn(&mut Interp<'_, '_, '_>, &Body, OpId) -> Dsf) -> TransformOpInterface {
    TransformOpInterface {
        apply,
        consumed: consumes_all,
        allows_repeated_handles: false,
    }
}

strata_ods::op! {
    /// Emits the remark "applying transformation", followed by its
    /// `message` attribute if it has one.
    pub TestTransformOp(TRANSFORM_OP, "transform.test_transform_op") {
        summary: "Emits a remark when applied",
        example: script!("    transform.test_transform_op \"here\"\n"),
        parse: Some(parse_transform_op),
        print: Some(print_transform_op),
        interfaces: &[&iface(apply_transform_op)],
    }

    /// A handle to the op that defines `operand`, or to this op without an
    /// operand: the script is payload when it is nested in it.
    pub TestProduceSelfHandleOrForwardOperandOp(PRODUCE_SELF_HANDLE_OR_FORWARD_OPERAND, "transform.test_produce_self_handle_or_forward_operand") {
        operands(operand: optional(OP_HANDLE))
        results(res: single(OP_HANDLE))
        summary: "Produces a handle to itself or to the op defining its operand",
        example: script!("    %0 = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op\n    %1 = transform.test_produce_self_handle_or_forward_operand %0 : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("($operand^)? attr-dict `:` functional-type($operand, $res)"),
        interfaces: &[&iface(apply_produce_self_handle_or_forward_operand)],
    }

    /// A value handle to the script value `in`.
    pub TestProduceValueHandleToSelfOperand(PRODUCE_VALUE_HANDLE_TO_SELF_OPERAND, "transform.test_produce_value_handle_to_self_operand") {
        operands(in_ "in": single(OP_HANDLE))
        results(out: single(VALUE_HANDLE))
        summary: "Produces a value handle to its own operand",
        example: script!("    %0 = transform.test_produce_value_handle_to_self_operand %root : (!transform.any_op) -> !transform.any_value\n"),
        format: Some("$in attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_produce_value_handle_to_self_operand)],
    }

    /// A value handle to result `number` of each target op; a target with
    /// fewer results is a silenceable failure.
    pub TestProduceValueHandleToResult(PRODUCE_VALUE_HANDLE_TO_RESULT, "transform.test_produce_value_handle_to_result") {
        operands(in_ "in": single(OP_HANDLE))
        results(out: single(VALUE_HANDLE))
        attributes(number: int = required(attrs::I64_ATTR))
        summary: "Produces a value handle to a result of each payload op",
        example: script!("    %0 = transform.test_produce_value_handle_to_result %root, 0 : (!transform.any_op) -> !transform.any_value\n"),
        format: Some("$in `,` $number attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_produce_value_handle_to_result)],
    }

    /// A value handle to argument `number` of the block holding each
    /// target op; a target without one is a silenceable failure.
    pub TestProduceValueHandleToArgumentOfParentBlock(PRODUCE_VALUE_HANDLE_TO_ARGUMENT_OF_PARENT_BLOCK, "transform.test_produce_value_handle_to_argument_of_parent_block") {
        operands(in_ "in": single(OP_HANDLE))
        results(out: single(VALUE_HANDLE))
        attributes(number: int = required(attrs::I64_ATTR))
        summary: "Produces a value handle to an argument of the block of each payload op",
        example: script!("    %0 = transform.test_produce_value_handle_to_argument_of_parent_block %root, 0 : (!transform.any_op) -> !transform.any_value\n"),
        format: Some("$in `,` $number attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_produce_value_handle_to_argument_of_parent_block)],
    }

    /// Consumes its operands and does nothing else.
    pub TestConsumeOperand(CONSUME_OPERAND, "transform.test_consume_operand") {
        operands(operand: single(ANY_HANDLE_OR_PARAM), second_operand: optional(OP_HANDLE))
        attributes(allow_repeated_handles: unit = optional(attrs::UNIT_ATTR))
        summary: "Consumes its operands",
        example: script!("    %0 = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op\n    transform.test_consume_operand %0 : !transform.any_op\n"),
        format: Some("$operand (`,` $second_operand^)? attr-dict `:` type($operand) (`,` type($second_operand)^)?"),
        interfaces: &[&TransformOpInterface { consumed: consumes_all, ..iface(apply_nothing) }],
    }

    /// Consumes its target, applying to each of its ops (and doing
    /// nothing to them).
    pub TestConsumeOperandEach(CONSUME_OPERAND_EACH, "transform.test_consume_operand_each") {
        operands(target: single(OP_HANDLE))
        summary: "Consumes its operand, applying to each payload op",
        example: script!("    %0 = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op\n    transform.test_consume_operand_each %0 : !transform.any_op\n"),
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&functional(apply_consume_operand_each)],
    }

    /// Consumes `operand`, which must point to one op named `op_kind`:
    /// emits the remark "succeeded", or fails silenceably.
    pub TestConsumeOperandOfOpKindOrFail(CONSUME_OPERAND_OF_OP_KIND_OR_FAIL, "transform.test_consume_operand_of_op_kind_or_fail") {
        operands(operand: single(OP_HANDLE))
        attributes(op_kind: str = required(attrs::STR_ATTR))
        summary: "Consumes a handle to one op of the given name",
        example: script!("    transform.test_consume_operand_of_op_kind_or_fail %root, \"builtin.module\" : !transform.any_op\n"),
        format: Some("$operand `,` $op_kind attr-dict `:` type($operand)"),
        interfaces: &[&TransformOpInterface { consumed: consumes_first, ..iface(apply_consume_operand_of_op_kind_or_fail) }],
    }

    /// A matcher: succeeds if the one op of `operand_handle` is named
    /// `op_kind`, fails silenceably otherwise.
    pub TestSucceedIfOperandOfOpKind(SUCCEED_IF_OPERAND_OF_OP_KIND, "transform.test_succeed_if_operand_of_op_kind") {
        operands(operand_handle: single(OP_HANDLE))
        attributes(op_kind: str = required(attrs::STR_ATTR))
        summary: "Succeeds if the payload op has the given name",
        example: script!("    transform.test_succeed_if_operand_of_op_kind %root, \"builtin.module\" : !transform.any_op\n"),
        format: Some("$operand_handle `,` $op_kind attr-dict `:` type($operand_handle)"),
        interfaces: &[&iface(apply_succeed_if_operand_of_op_kind)],
    }

    /// Consumes its target and returns a handle to its ops in reverse
    /// order.
    pub TestReversePayloadOpsOp(REVERSE_PAYLOAD_OPS, "transform.test_reverse_payload_ops") {
        operands(target: single(OP_HANDLE))
        results(result: single(OP_HANDLE))
        summary: "Reverses the order of the payload ops",
        example: script!("    %0 = transform.test_reverse_payload_ops %root : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&functional(apply_reverse_payload_ops)],
    }

    /// Has two regions and does nothing.
    pub TestTransformOpWithRegions(TRANSFORM_OP_WITH_REGIONS, "transform.test_transform_op_with_regions") {
        regions(first: single(RegionConstraint::Any), second: single(RegionConstraint::Any))
        summary: "A transform op with two regions",
        example: script!("    transform.test_transform_op_with_regions {\n      \"transform.test_branching_transform_op_terminator\"()[^bb1] : () -> ()\n    ^bb1:  // pred: ^bb0\n      \"transform.test_branching_transform_op_terminator\"() : () -> ()\n    }, {\n    }\n"),
        format: Some("attr-dict-with-keyword regions"),
        interfaces: &[&iface(apply_nothing)],
    }

    /// A terminator with successors; applying it does nothing.
    pub TestBranchingTransformOpTerminator(BRANCHING_TRANSFORM_OP_TERMINATOR, "transform.test_branching_transform_op_terminator") {
        successors(succ: variadic)
        summary: "A branching terminator of transform regions",
        example: script!("    transform.test_transform_op_with_regions {\n      \"transform.test_branching_transform_op_terminator\"() : () -> ()\n    }, {\n    }\n"),
        traits: OpTraits::TERMINATOR,
        interfaces: &[&iface(apply_nothing)],
    }

    /// Emits `remark`, then consumes its target and erases its ops; an op
    /// with uses, or `fail_after_erase`, is a silenceable failure.
    pub TestEmitRemarkAndEraseOperandOp(EMIT_REMARK_AND_ERASE_OPERAND, "transform.test_emit_remark_and_erase_operand") {
        operands(target: single(OP_HANDLE))
        attributes(remark: str = required(attrs::STR_ATTR), fail_after_erase: unit = optional(attrs::UNIT_ATTR))
        summary: "Emits a remark and erases the payload ops",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.test_emit_remark_and_erase_operand %0, \"erasing\" : !transform.any_op\n"),
        format: Some("$target `,` $remark attr-dict `:` type($target)"),
        interfaces: &[&functional(apply_emit_remark_and_erase_operand)],
    }

    /// Applied to each target, creates one op `foo` before it for three
    /// results: always the wrong number.
    pub TestWrongNumberOfResultsOp(WRONG_NUMBER_OF_RESULTS, "transform.test_wrong_number_of_results") {
        operands(target: single(OP_HANDLE))
        results(a: single(OP_HANDLE), b: single(OP_HANDLE), c: single(OP_HANDLE))
        summary: "Produces the wrong number of results",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %1:3 = transform.test_wrong_number_of_results %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n"),
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&functional(apply_wrong_number_of_results)],
    }

    /// Applied to each target, creates an op `foo` before the first one
    /// only: the wrong number of results from the second target on.
    pub TestWrongNumberOfMultiResultsOp(WRONG_NUMBER_OF_MULTI_RESULTS, "transform.test_wrong_number_of_multi_results") {
        operands(target: single(OP_HANDLE))
        results(result: single(OP_HANDLE))
        summary: "Produces a result for the first payload op only",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %1 = transform.test_wrong_number_of_multi_results %0 : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("$target attr-dict `:` functional-type($target, $result)"),
        interfaces: &[&functional(apply_wrong_number_of_multi_results)],
    }

    /// Applied to each target, creates two ops `foo` before it, one per
    /// result.
    pub TestCorrectNumberOfMultiResultsOp(CORRECT_NUMBER_OF_MULTI_RESULTS, "transform.test_correct_number_of_multi_results") {
        operands(target: single(OP_HANDLE))
        results(result1: single(OP_HANDLE), result2: single(OP_HANDLE))
        summary: "Produces two results for each payload op",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %1:2 = transform.test_correct_number_of_multi_results %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n"),
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&functional(apply_correct_number_of_multi_results)],
    }

    /// Applied to each target, produces nothing for `null` and an op `foo`
    /// created before the target for `non_null`.
    pub TestMixedNullAndNonNullResultsOp(MIXED_NULL_AND_NON_NULL_RESULTS, "transform.test_mixed_null_and_non_null_results") {
        operands(target: single(OP_HANDLE))
        results(null: single(OP_HANDLE), non_null: single(OP_HANDLE))
        summary: "Produces a null and a non-null result for each payload op",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %1:2 = transform.test_mixed_null_and_non_null_results %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n"),
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&functional(apply_mixed_null_and_non_null_results)],
    }

    /// Applied to each target: succeeds on those with a `target_me`
    /// attribute, fails silenceably on the others.
    pub TestMixedSuccessAndSilenceableOp(MIXED_SUCCESS_AND_SILENCEABLE, "transform.test_mixed_success_and_silenceable") {
        operands(target: single(OP_HANDLE))
        summary: "Succeeds on some payload ops and fails on others",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.test_mixed_success_and_silenceable %0 : !transform.any_op\n"),
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&functional(apply_mixed_success_and_silenceable)],
    }

    /// A second handle to the ops of `handle`.
    pub TestCopyPayloadOp(COPY_PAYLOAD, "transform.test_copy_payload") {
        operands(handle: single(OP_HANDLE))
        results(copy: single(OP_HANDLE))
        summary: "Copies a handle",
        example: script!("    %0 = transform.test_copy_payload %root : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("$handle attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_copy_payload)],
    }

    /// Emits the remark "N handles nested under": the number of handles
    /// associated with the target ops and the ops nested in them.
    pub TestReportNumberOfTrackedHandlesNestedUnder(REPORT_NUMBER_OF_TRACKED_HANDLES_NESTED_UNDER, "transform.test_report_number_of_tracked_handles_nested_under") {
        operands(target: single(OP_HANDLE))
        summary: "Reports the number of handles to ops nested in the payload",
        example: script!("    transform.test_report_number_of_tracked_handles_nested_under %root : !transform.any_op\n"),
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&iface(apply_report_number_of_tracked_handles_nested_under)],
    }

    /// A parameter holding `attr`, which must fit the parameter type.
    pub TestProduceParamOp(PRODUCE_PARAM, "transform.test_produce_param") {
        results(result: single(PARAM))
        attributes(attr: attr = required(attrs::ANY_ATTR))
        summary: "Produces a parameter",
        example: script!("    %0 = transform.test_produce_param(4 : i64) : !transform.param<i64>\n"),
        format: Some("`(` $attr `)` attr-dict `:` type($result)"),
        interfaces: &[&iface(apply_produce_param)],
    }

    /// `addendum` added to each value of `param` (to 0 without it), as
    /// `i32` parameters.
    pub TestAddToParamOp(ADD_TO_PARAM, "transform.test_add_to_param") {
        operands(param: optional(TEST_DIALECT_PARAM_TYPE))
        results(result: single(TEST_DIALECT_PARAM_TYPE))
        attributes(addendum: int = required(attrs::I32_ATTR))
        summary: "Adds a constant to parameters",
        example: script!("    %0 = transform.test_add_to_param 40\n    %1 = transform.test_add_to_param %0, 2\n"),
        format: Some("($param^ `,`)? $addendum attr-dict"),
        interfaces: &[&iface(apply_add_to_param)],
    }

    /// Per payload op of `handle`, the number of ops of the test dialect
    /// in it (itself included), as an `i32` parameter.
    pub TestProduceParamWithNumberOfTestOps(PRODUCE_PARAM_WITH_NUMBER_OF_TEST_OPS, "transform.test_produce_param_with_number_of_test_ops") {
        operands(handle: single(OP_HANDLE))
        results(result: single(TEST_DIALECT_PARAM_TYPE))
        summary: "Counts the test dialect's ops in each payload op",
        example: script!("    %0 = transform.test_produce_param_with_number_of_test_ops %root : !transform.any_op\n"),
        format: Some("$handle attr-dict `:` type($handle)"),
        interfaces: &[&iface(apply_produce_param_with_number_of_test_ops)],
    }

    /// Applied to each target: for `out`, a parameter 0 with
    /// `first_result_is_param`, nothing with `first_result_is_null`, the
    /// first op of `in` otherwise; for `param`, the first op of `in` with
    /// `second_result_is_handle`, a parameter 42 otherwise.
    pub TestProduceTransformParamOrForwardOperandOp(PRODUCE_TRANSFORM_PARAM_OR_FORWARD_OPERAND, "transform.test_produce_transform_param_or_forward_operand") {
        operands(in_ "in": single(OP_HANDLE))
        results(out: single(types::ANY_TYPE), param: single(PARAM))
        attributes(
            first_result_is_param: unit = optional(attrs::UNIT_ATTR),
            first_result_is_null: unit = optional(attrs::UNIT_ATTR),
            second_result_is_handle: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Produces a parameter or forwards its operand's payload",
        example: script!("    %0, %1 = transform.test_produce_transform_param_or_forward_operand %root : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)\n"),
        format: Some("$in attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_produce_transform_param_or_forward_operand)],
    }

    /// A handle to no payload op.
    pub TestProduceEmptyPayloadOp(PRODUCE_EMPTY_PAYLOAD, "transform.test_produce_empty_payload") {
        results(out: single(OP_HANDLE))
        summary: "Produces an empty handle",
        example: script!("    %0 = transform.test_produce_empty_payload : !transform.any_op\n"),
        format: Some("attr-dict `:` type($out)"),
        interfaces: &[&iface(apply_produce_empty_payload)],
    }

    /// A payload op of the transform dialect, for tests that create or
    /// replace payload ops; it fails to verify with `fail_to_verify`.
    pub TestDummyPayloadOp(DUMMY_PAYLOAD, "transform.test_dummy_payload_op") {
        operands(args: variadic(types::ANY_TYPE))
        results(outs: variadic(types::ANY_TYPE))
        attributes(fail_to_verify: unit = optional(attrs::UNIT_ATTR))
        summary: "A payload op of the transform dialect",
        example: "func.func @payload() -> i1 {\n  %0 = transform.test_dummy_payload_op  : () -> i1\n  return %0 : i1\n}",
        format: Some("$args attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_dummy_payload),
        interfaces: &[&iface(apply_not_a_transform)],
    }

    /// Applied to each target, inserts a `test_dummy_payload_op` that fails
    /// to verify at the start of its first region.
    pub TestProduceInvalidIR(PRODUCE_INVALID_IR, "transform.test_produce_invalid_ir") {
        operands(target: single(OP_HANDLE))
        summary: "Makes the payload invalid",
        example: script!("    %0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.test_produce_invalid_ir %0 : !transform.any_op\n"),
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&iface(apply_produce_invalid_ir)],
    }

    /// Consumes its operands and applies its body four times, its block
    /// arguments bound to the operands' payload each time.
    pub TestReEnterRegionOp(RE_ENTER_REGION, "transform.test_re_enter_region") {
        operands(args: variadic(types::ANY_TYPE))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Applies its body repeatedly",
        example: script!("    transform.test_re_enter_region %root : !transform.any_op {\n    ^bb0(%arg0: !transform.any_op):\n      transform.yield\n    }\n"),
        format: Some("($args^ `:` type($args))? attr-dict-with-keyword regions"),
        verify: Some(verify_re_enter_region),
        interfaces: &[&functional(apply_re_enter_region)],
    }

    /// Tells the handles that each op of `original` was replaced by the
    /// co-indexed op of `replacement`.
    pub TestNotifyPayloadOpReplacedOp(NOTIFY_PAYLOAD_OP_REPLACED, "transform.test_notify_payload_op_replaced") {
        operands(original: single(OP_HANDLE), replacement: single(OP_HANDLE))
        summary: "Re-points handles from payload ops to their replacements",
        example: script!("    transform.test_notify_payload_op_replaced %root, %root : (!transform.any_op, !transform.any_op) -> ()\n"),
        format: Some("$original `,` $replacement attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_notify_payload_op_replaced)],
    }

    /// In an `apply_patterns` region: replaces each op with a
    /// `replace_with_new_op` attribute by an op of the name it gives (same
    /// operands and result types), and erases each `test.erase_op`.
    pub ApplyTestPatternsOp(APPLY_TEST_PATTERNS, "transform.apply_patterns.transform.test_patterns") {
        summary: "Populates the test patterns",
        example: script!("    transform.apply_patterns to %root {\n      transform.apply_patterns.transform.test_patterns\n    } : !transform.any_op\n"),
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface { populate: populate_test_patterns }],
    }

    /// In an `apply_conversion_patterns` region: converts each op with a
    /// `replace_with_new_op` attribute to a `test.new_op` with the
    /// converted operands and the converted result types.
    pub ApplyTestConversionPatternsOp(APPLY_TEST_CONVERSION_PATTERNS, "transform.apply_conversion_patterns.transform.test_conversion_patterns") {
        summary: "Populates the test conversion patterns",
        example: script!("    transform.apply_conversion_patterns to %root {\n      transform.apply_conversion_patterns.transform.test_conversion_patterns\n    } with type_converter {\n      transform.apply_conversion_patterns.transform.test_type_converter\n    } {partial_conversion, preserve_handles} : !transform.any_op\n"),
        format: Some("attr-dict"),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: populate_test_conversion_patterns,
            populate_target_rules: None,
            type_converter: None,
            verify_type_converter: None,
            prepare_module: None,
        }],
    }

    /// In the type converter region of `apply_conversion_patterns`: a
    /// converter of ranked tensors to memrefs of the same shape and
    /// element type (other types unchanged), materializing with
    /// unrealized conversion casts.
    pub TestTypeConverterOp(TEST_TYPE_CONVERTER, "transform.apply_conversion_patterns.transform.test_type_converter") {
        summary: "Provides the test type converter",
        example: script!("    transform.apply_conversion_patterns to %root {\n      transform.apply_conversion_patterns.transform.test_conversion_patterns\n    } with type_converter {\n      transform.apply_conversion_patterns.transform.test_type_converter\n    } {partial_conversion, preserve_handles} : !transform.any_op\n"),
        format: Some("attr-dict"),
        interfaces: &[&TypeConverterBuilderOpInterface {
            build: |_| test_type_converter(),
            type_converter_type: "TypeConverter",
            populate_materializations: None,
        }],
    }
}

strata_ods::op! {
    /// Adds the test extension, holding `message`, to the interpreter's
    /// state.
    pub TestAddTestExtensionOp(ADD_TEST_EXTENSION, "transform.test_add_test_extension") {
        attributes(message: str = required(attrs::STR_ATTR))
        summary: "Adds the test extension to the transform state",
        example: script!("    transform.test_add_test_extension \"hello\"\n"),
        format: Some("$message attr-dict"),
        interfaces: &[&iface(apply_add_test_extension)],
    }

    /// Emits the remark "extension present, <message>", with a note at
    /// each op of `operand`, or "extension absent".
    pub TestCheckIfTestExtensionPresentOp(CHECK_IF_TEST_EXTENSION_PRESENT, "transform.test_check_if_test_extension_present") {
        operands(operand: single(OP_HANDLE))
        summary: "Reports whether the test extension is present",
        example: script!("    transform.test_check_if_test_extension_present %root : !transform.any_op\n"),
        format: Some("$operand attr-dict `:` type($operand)"),
        interfaces: &[&iface(apply_check_if_test_extension_present)],
    }

    /// Through the test extension, replaces the first op of `operand` by
    /// this op in every handle (value handles to its results follow),
    /// and returns a handle to this op if it has a result.
    pub TestRemapOperandPayloadToSelfOp(REMAP_OPERAND_TO_SELF, "transform.test_remap_operand_to_self") {
        operands(operand: single(OP_HANDLE))
        results(out: optional(OP_HANDLE))
        summary: "Remaps the operand's payload to this op",
        example: script!("    transform.test_add_test_extension \"hello\"\n    %0 = transform.test_remap_operand_to_self %root : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("$operand attr-dict `:` functional-type($operand, $out)"),
        interfaces: &[&iface(apply_remap_operand_to_self)],
    }

    /// Removes the test extension from the interpreter's state.
    pub TestRemoveTestExtensionOp(REMOVE_TEST_EXTENSION, "transform.test_remove_test_extension") {
        summary: "Removes the test extension from the transform state",
        example: script!("    transform.test_remove_test_extension\n"),
        format: Some("attr-dict"),
        interfaces: &[&iface(apply_remove_test_extension)],
    }
}

strata_ods::op! {
    /// Tries to associate its result with a null payload op: an error.
    pub TestProduceNullPayloadOp(PRODUCE_NULL_PAYLOAD, "transform.test_produce_null_payload") {
        results(out: single(OP_HANDLE))
        summary: "Produces a null payload op",
        example: script!("    %0 = transform.test_produce_null_payload : !transform.any_op\n"),
        format: Some("attr-dict `:` type($out)"),
        interfaces: &[&iface(apply_produce_null)],
    }

    /// Tries to associate its result with a null parameter: an error.
    pub TestProduceNullParamOp(PRODUCE_NULL_PARAM, "transform.test_produce_null_param") {
        results(out: single(PARAM))
        summary: "Produces a null parameter",
        example: script!("    %0 = transform.test_produce_null_param : !transform.param<i64>\n"),
        format: Some("attr-dict `:` type($out)"),
        interfaces: &[&iface(apply_produce_null)],
    }

    /// Tries to associate its result with a null payload value: an error.
    pub TestProduceNullValueOp(PRODUCE_NULL_VALUE, "transform.test_produce_null_value") {
        results(out: single(VALUE_HANDLE))
        summary: "Produces a null payload value",
        example: script!("    %0 = transform.test_produce_null_value : !transform.any_value\n"),
        format: Some("attr-dict `:` type($out)"),
        interfaces: &[&iface(apply_produce_null)],
    }

    /// A handle to the ops of `in`, with the effects its unit attributes
    /// declare: `has_operand_effect` consumes `in`; an op without effects
    /// on its operand, or without `has_result_effect`, does not verify.
    pub TestRequiredMemoryEffectsOp(REQUIRED_MEMORY_EFFECTS, "transform.test_required_memory_effects") {
        operands(in_ "in": single(OP_HANDLE))
        results(out: single(OP_HANDLE))
        attributes(
            has_operand_effect: unit = optional(attrs::UNIT_ATTR),
            has_result_effect: unit = optional(attrs::UNIT_ATTR),
            modifies_payload: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Declares the memory effects its attributes ask for",
        example: script!("    %0 = transform.test_required_memory_effects %root {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op\n"),
        format: Some("$in attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_required_memory_effects),
        interfaces: &[&TransformOpInterface { consumed: consumed_if_operand_effect, ..iface(apply_copy_payload) }],
    }

    /// Erases the ops of `in` marked `erase_me` and replaces those marked
    /// `replace_me` by an op of the same name marked `new_op`, while going
    /// over the handle's ops (which follow the replacements); emits the
    /// remark "N iterations".
    pub TestTrackedRewriteOp(TRACKED_REWRITE, "transform.test_tracked_rewrite") {
        operands(in_ "in": single(OP_HANDLE))
        summary: "Rewrites payload ops while going over their handle",
        example: script!("    transform.test_tracked_rewrite %root : (!transform.any_op) -> ()\n"),
        format: Some("$in attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&iface(apply_tracked_rewrite)],
    }
}

/// The payload ops of script value `v`.
fn mapped_ops(it: &Interp<'_, '_, '_>, script: &Body, v: strata_ir::ValueId) -> Vec<PayloadOp> {
    match it.mapping(script, v) {
        Mapping::Ops(ops) => ops,
        _ => Vec::new(),
    }
}

strata_ods::op! {
    /// An op that may be a script's top level (its checks are MLIR's
    /// `PossibleTopLevelTransformOpTrait`'s) with nothing else required;
    /// applying it does nothing.
    pub TestTransformUnrestrictedOpNoInterface(UNRESTRICTED_OP_NO_INTERFACE, "transform.test_transform_unrestricted_op_no_interface") {
        operands(args: variadic(types::ANY_TYPE))
        regions(regions: variadic(RegionConstraint::Any))
        summary: "A possible top-level transform op without constraints",
        example: "\"transform.test_transform_unrestricted_op_no_interface\"() ({\n^bb0(%arg0: !transform.any_op):\n  transform.yield\n}) : () -> ()",
        verify: Some(verify_possible_top_level),
        interfaces: &[&iface(apply_nothing)],
    }
}

/// The possible top-level checks, and that the op's operands declare no
/// effects (it has none).
fn verify_possible_top_level(op: OpRef<'_>) -> LogicalResult {
    strata_dialect_transform::ops::structure::verify_possible_top_level(op)?;
    if op.num_operands() > 0 {
        return missing_effects(
            op,
            "TransformOpInterface requires memory effects on operands to be specified",
            "no effects specified for operand #0",
        );
    }
    Ok(())
}

fn apply_produce_null(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let message = match script.results(op).next().map(|v| script.value_type(v)) {
        Some(t) if strata_dialect_transform::types::is_param_type(it.ctx, t) => {
            "attempting to assign a null parameter to this transform value"
        }
        Some(t) if strata_dialect_transform::types::is_value_handle_type(it.ctx, t) => {
            "attempting to assign a null payload value to this transform handle"
        }
        _ => "attempting to assign a null payload op to this transform value",
    };
    Dsf::definite(it.ctx, script.op_loc(op), message)
}

fn consumed_if_operand_effect(_: &strata_dialect_transform::Library, op: OpRef<'_>) -> Vec<usize> {
    if op.attr("has_operand_effect").is_some() {
        vec![0]
    } else {
        Vec::new()
    }
}

/// Emits MLIR's error for a transform op whose effects on its handles are
/// missing (`what`, with the note `note`).
fn missing_effects(op: OpRef<'_>, what: &str, note: &str) -> LogicalResult {
    let mut d = op.op_error_with_op_note("");
    d.message = what.into();
    d.attach_note(op.loc(), note);
    op.ctx.emit(d);
    Err(strata_ir::Failed)
}

fn verify_required_memory_effects(op: OpRef<'_>) -> LogicalResult {
    if op.attr("has_operand_effect").is_none() {
        return missing_effects(
            op,
            "TransformOpInterface requires memory effects on operands to be specified",
            "no effects specified for operand #0",
        );
    }
    if op.attr("modifies_payload").is_none() {
        return missing_effects(
            op,
            "TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource",
            "consumes operand #0",
        );
    }
    if op.attr("has_result_effect").is_none() {
        return missing_effects(
            op,
            "TransformOpInterface requires 'allocate' memory effect to be specified for results",
            "no 'allocate' effect specified for result #0",
        );
    }
    Ok(())
}

fn apply_tracked_rewrite(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let handle = script.operand(op, 0);
    let start = mapped_ops(it, script, handle);
    // MLIR goes over the handle's ops and, at the first one, rewrites
    // them all; the later steps find nothing left to rewrite (the
    // replacements are marked `new_op` only), so the rewriting is done
    // once here. The steps are the positions of the ops at the start,
    // less those erased (a replaced op is visited as its replacement).
    let mut erased: FxHashSet<PayloadOp> = FxHashSet::default();
    for (key, ops) in by_body(start.clone()) {
        let mut listener = TrackingListener::new(it, key);
        let Some(body) = it.payload.body_mut(key) else {
            continue;
        };
        let mut rewriter = PatternRewriter::new(ctx, body, &mut listener);
        for o in ops {
            let b = rewriter.body();
            if !b.is_live(o) {
                continue;
            }
            if b.op_attr(ctx, o, "erase_me").is_some() {
                rewriter.erase_op(o);
                erased.insert(PayloadOp { body: key, op: o });
            } else if b.op_attr(ctx, o, "replace_me").is_some() {
                let mut state = OperationState::new(b.op_name(o), b.op_loc(o));
                state.result_types = b.results(o).map(|v| b.value_type(v)).collect();
                state.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("new_op"), ctx.unit_attr())]));
                rewriter.replace_op_with_new(o, state);
            }
        }
        it.apply_tracking(key, listener);
    }
    // The first op counts even if it was erased: it was visited first.
    let iterations = start
        .iter()
        .enumerate()
        .filter(|(i, p)| *i == 0 || !erased.contains(p))
        .count();
    remark_at(ctx, script, op, format!("{iterations} iterations"));
    Dsf::Success
}

// ---- the test state extension ------------------------------------------------------------------

/// The test extension of the interpreter's state: a message.
struct TestStateExtension {
    message: String,
}

fn apply_add_test_extension(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let message = str_attr(it.ctx, script, op, "message");
    it.state.add_extension(TestStateExtension { message });
    Dsf::Success
}

fn apply_remove_test_extension(it: &mut Interp<'_, '_, '_>, _: &Body, _: OpId) -> Dsf {
    it.state.remove_extension::<TestStateExtension>();
    Dsf::Success
}

fn apply_check_if_test_extension_present(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let Some(ext) = it.state.extension::<TestStateExtension>() else {
        remark_at(ctx, script, op, "extension absent".into());
        return Dsf::Success;
    };
    let mut d = Diagnostic::remark(script.op_loc(op), format!("extension present, {}", ext.message));
    ctx.attach_custom_op_note(OpRef::new(ctx, script, op), &mut d);
    for p in it.operand_ops(script, op, 0) {
        d.attach_note(it.op_loc(p), "associated payload op");
    }
    ctx.emit(d);
    Dsf::Success
}

fn apply_remap_operand_to_self(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    if it.state.extension::<TestStateExtension>().is_none() {
        return Dsf::definite(it.ctx, script.op_loc(op), "TestTransformStateExtension missing");
    }
    let Some(key) = script_key(it, script) else {
        return not_in_payload(it, script, op);
    };
    let Some(&previous) = it.operand_ops(script, op, 0).first() else {
        return Dsf::definite(it.ctx, script.op_loc(op), "expected a payload op");
    };
    let updated = PayloadOp { body: key, op };
    if let Err(d) = replace_payload_op(it, previous, updated) {
        return d;
    }
    if script.num_results(op) > 0 {
        return it.set_result_ops(script, op, 0, vec![updated]);
    }
    Dsf::Success
}

/// MLIR's `TransformState::replacePayloadOp`: every handle to `previous`
/// now points to `updated`, and value handles to its results to the
/// results of `updated`, which must have as many when some are tracked.
fn replace_payload_op(
    it: &mut Interp<'_, '_, '_>,
    previous: PayloadOp,
    updated: PayloadOp,
) -> Result<(), Dsf> {
    let results_of = |it: &Interp<'_, '_, '_>, p: PayloadOp| -> Vec<PayloadValue> {
        it.payload.body(p.body).map_or_else(Vec::new, |b| {
            b.results(p.op)
                .map(|value| PayloadValue { body: p.body, value })
                .collect()
        })
    };
    let old_results = results_of(it, previous);
    let new_results = results_of(it, updated);
    let tracked = |it: &Interp<'_, '_, '_>, v: PayloadValue| {
        it.state.iter().any(|(_, m)| match m {
            Mapping::Values(vs) => vs.contains(&v),
            _ => false,
        })
    };
    if old_results[new_results.len().min(old_results.len())..]
        .iter()
        .any(|&v| tracked(it, v))
    {
        return Err(Dsf::definite(
            it.ctx,
            it.op_loc(previous),
            "cannot replace an op with another op producing fewer results while tracking handles",
        ));
    }
    // As MLIR's, replacing a value or an op no handle tracks fails, and
    // without a diagnostic.
    for (&old, &new) in old_results.iter().zip(&new_results) {
        if !tracked(it, old) {
            return Err(Dsf::Definite);
        }
        it.state.replace_payload_value(old, Some(new));
    }
    if it.state.handles_of(previous).is_empty() {
        return Err(Dsf::Definite);
    }
    it.state.replace_payload_op(previous, Some(updated));
    Ok(())
}

// ---- the script as payload ----------------------------------------------------------------------

/// The payload body that is the script body `script`, when the script
/// being applied was found in the payload.
fn script_key(it: &mut Interp<'_, '_, '_>, script: &Body) -> Option<BodyKey> {
    let name = it.call_stack.last()?;
    let seq = it.library.get(name)?;
    let mut path = it.library.payload_paths.get(name)?.clone();
    if !std::ptr::eq(script, &seq.body) && !find_body(&seq.body, script, &mut path) {
        return None;
    }
    let key = it.payload.key_of_path(&path);
    it.payload.body(key).is_some().then_some(key)
}

/// Extends `path` with the isolated ops leading from `body` to `target`
/// (a body nested in it); whether it is there.
fn find_body(body: &Body, target: &Body, path: &mut Vec<OpId>) -> bool {
    let mut isolated = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
                    if body.child_body(o).is_some() {
                        isolated.push(o);
                    }
                    strata_ir::WalkResult::Advance
                });
            }
        }
    }
    for o in isolated {
        let Some(child) = body.child_body(o) else {
            continue;
        };
        path.push(o);
        if std::ptr::eq(child, target) || find_body(child, target, path) {
            return true;
        }
        path.pop();
    }
    false
}

fn not_in_payload(it: &Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    Dsf::definite(
        it.ctx,
        script.op_loc(op),
        "the transform script is not part of the payload",
    )
}

// ---- applying to each target ------------------------------------------------------------------

/// What one application of an op to a target produces for one result.
enum One {
    Op(PayloadOp),
    Value(PayloadValue),
    Param(Attribute),
    Null,
}

/// MLIR's `TransformEachOpTrait`: applies `f` to each op of operand 0,
/// each application producing one entry per result; silenceable failures
/// are collected and the other targets still applied.
fn apply_each(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    f: &mut dyn FnMut(&mut Interp<'_, '_, '_>, PayloadOp, &mut Vec<One>) -> Dsf,
) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let name = ctx.op_name_str(script.op_name(op)).to_string();
    let n = script.num_results(op);
    let mut results: Vec<Mapping> = script
        .results(op)
        .map(|v| empty_mapping(ctx, script.value_type(v)))
        .collect();
    let mut silenced: Vec<Diagnostic> = Vec::new();
    let targets = it.operand_ops(script, op, 0);
    if consumes_target(it, script, op) && !it.options.disable_expensive_checks {
        if let Some(d) = check_nested_consumption(it, loc, &targets) {
            ctx.emit(d);
            return Dsf::Definite;
        }
    }
    for target in targets {
        let mut partial = Vec::new();
        match f(it, target, &mut partial) {
            Dsf::Success => {}
            Dsf::Silenceable(d) => {
                silenced.extend(d);
                continue;
            }
            Dsf::Definite => return Dsf::Definite,
        }
        let target_loc = it.op_loc(target);
        let error = |message: String| {
            let mut d = Diagnostic::error(loc, message);
            d.attach_note(target_loc, "when applied to this op");
            d
        };
        if partial.len() != n {
            let mut d = error(format!(
                "application of {name} expected to produce {n} results (actually produced {}).",
                partial.len()
            ));
            d.attach_note(
                loc,
                "if you need variadic results, consider a generic `apply` instead of the specialized `applyToOne`.",
            );
            ctx.emit(d);
            return Dsf::Definite;
        }
        // A target for which some result is null adds to no result.
        if partial.iter().any(|o| matches!(o, One::Null)) {
            continue;
        }
        for (i, (one, acc)) in partial.into_iter().zip(results.iter_mut()).enumerate() {
            match (one, acc) {
                (One::Null, _) => {}
                (One::Op(p), Mapping::Ops(v)) => v.push(p),
                (One::Value(p), Mapping::Values(v)) => v.push(p),
                (One::Param(a), Mapping::Params(v)) => v.push(a),
                (_, acc) => {
                    let what = match acc {
                        Mapping::Ops(_) => "an Operation *",
                        Mapping::Values(_) => "a Value",
                        Mapping::Params(_) => "an Attribute",
                    };
                    ctx.emit(error(format!(
                        "application of {name} expected to produce {what} for result #{i}"
                    )));
                    return Dsf::Definite;
                }
            }
        }
    }
    for (i, m) in results.into_iter().enumerate() {
        let r = match m {
            Mapping::Ops(ops) => it.set_result_ops(script, op, i, ops),
            other => {
                it.set(script, script.result(op, i), other);
                Dsf::Success
            }
        };
        if !r.succeeded() {
            return r;
        }
    }
    if silenced.is_empty() {
        Dsf::Success
    } else {
        Dsf::Silenceable(silenced)
    }
}

/// Whether `op` consumes its operand 0.
fn consumes_target(it: &Interp<'_, '_, '_>, script: &Body, op: OpId) -> bool {
    let opref = OpRef::new(it.ctx, script, op);
    opref
        .def()
        .and_then(|d| d.interfaces.get::<TransformOpInterface>())
        .is_some_and(|iface| (iface.consumed)(it.library, opref).contains(&0))
}

/// The error for a consumed handle listing an op before one nested in it,
/// which applying to each would rewrite first: of such pairs, the one
/// whose ancestor comes first, then whose descendant does. Each target's
/// ancestors are looked up among the targets.
fn check_nested_consumption(
    it: &mut Interp<'_, '_, '_>,
    loc: Location,
    targets: &[PayloadOp],
) -> Option<Diagnostic> {
    let mut first_position: FxHashMap<PayloadOp, usize> = FxHashMap::default();
    for (i, &t) in targets.iter().enumerate() {
        first_position.entry(t).or_insert(i);
    }
    let mut found: Option<(usize, usize)> = None;
    for (j, &child) in targets.iter().enumerate() {
        let mut cur = it.payload.parent(child);
        while let Some(a) = cur {
            if let Some(&i) = first_position.get(&a) {
                if i < j && found.is_none_or(|f| (i, j) < f) {
                    found = Some((i, j));
                }
            }
            cur = it.payload.parent(a);
        }
    }
    let (i, j) = found?;
    let mut d = Diagnostic::error(
        loc,
        "transform operation consumes a handle pointing to an ancestor payload operation before its descendant",
    );
    d.attach_note(
        loc,
        "the ancestor is likely erased or rewritten before the descendant is accessed, leading to undefined behavior",
    );
    d.attach_note(it.op_loc(targets[i]), "ancestor payload op");
    d.attach_note(it.op_loc(targets[j]), "descendant payload op");
    Some(d)
}

// ---- apply functions --------------------------------------------------------------------------

fn apply_nothing(_: &mut Interp<'_, '_, '_>, _: &Body, _: OpId) -> Dsf {
    Dsf::Success
}

fn apply_not_a_transform(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    Dsf::definite(it.ctx, script.op_loc(op), "op should not be used as a transform")
}

/// A remark at the script op `op`, as MLIR's `emitRemark` on an op.
fn remark_at(ctx: &Context, script: &Body, op: OpId, message: String) {
    let mut d = Diagnostic::remark(script.op_loc(op), message);
    ctx.attach_custom_op_note(OpRef::new(ctx, script, op), &mut d);
    ctx.emit(d);
}

fn str_attr(ctx: &Context, script: &Body, op: OpId, name: &str) -> String {
    script
        .op_attr(ctx, op, name)
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("")
        .to_string()
}

fn int_attr(ctx: &Context, script: &Body, op: OpId, name: &str) -> i64 {
    script
        .op_attr(ctx, op, name)
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(0, |v| v.sext_i64())
}

fn parse_transform_op(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(bytes) = p.parse_optional_string()? {
        let message = ctx.string_attr(&String::from_utf8_lossy(&bytes));
        state.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("message"), message)]));
    }
    Ok(())
}

fn print_transform_op(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(m) = op.attr("message") {
        p.write_str(" ");
        p.print_attribute(m);
    }
}

fn apply_transform_op(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let mut message = "applying transformation".to_string();
    if let Some(m) = script.op_attr(ctx, op, "message") {
        message.push(' ');
        message.push_str(&ctx.attr_to_string(m));
    }
    remark_at(ctx, script, op, message);
    Dsf::Success
}

fn apply_produce_self_handle_or_forward_operand(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let Some(key) = script_key(it, script) else {
        return not_in_payload(it, script, op);
    };
    let target = if script.num_operands(op) > 0 {
        match script.defining_op(script.operand(op, 0)) {
            Some(d) => d,
            None => {
                return Dsf::definite(
                    it.ctx,
                    script.op_loc(op),
                    "expected the operand to be defined by an op",
                )
            }
        }
    } else {
        op
    };
    it.set_result_ops(
        script,
        op,
        0,
        vec![PayloadOp {
            body: key,
            op: target,
        }],
    )
}

fn apply_produce_value_handle_to_self_operand(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let Some(key) = script_key(it, script) else {
        return not_in_payload(it, script, op);
    };
    let value = PayloadValue {
        body: key,
        value: script.operand(op, 0),
    };
    it.set(script, script.result(op, 0), Mapping::Values(vec![value]));
    Dsf::Success
}

fn apply_produce_value_handle_to_result(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let number = int_attr(it.ctx, script, op, "number");
    let loc = script.op_loc(op);
    apply_each(it, script, op, &mut |it, target, out| {
        let Some(body) = it.payload.body(target.body) else {
            return Dsf::Success;
        };
        if number < 0 || body.num_results(target.op) as i64 <= number {
            return Dsf::silenceable(loc, format!("payload has no result #{number}"));
        }
        out.push(One::Value(PayloadValue {
            body: target.body,
            value: body.result(target.op, number as usize),
        }));
        Dsf::Success
    })
}

fn apply_produce_value_handle_to_argument_of_parent_block(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
) -> Dsf {
    let number = int_attr(it.ctx, script, op, "number");
    let loc = script.op_loc(op);
    apply_each(it, script, op, &mut |it, target, out| {
        let Some(body) = it.payload.body(target.body) else {
            return Dsf::Success;
        };
        let Some(block) = body.op_block(target.op) else {
            return Dsf::silenceable(loc, "payload has no parent block");
        };
        let args = body.block_args(block);
        if number < 0 || args.len() as i64 <= number {
            return Dsf::silenceable(loc, format!("parent of the payload has no argument #{number}"));
        }
        out.push(One::Value(PayloadValue {
            body: target.body,
            value: args[number as usize],
        }));
        Dsf::Success
    })
}

fn apply_consume_operand_each(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_each(it, script, op, &mut |_, _, _| Dsf::Success)
}

fn apply_consume_operand_of_op_kind_or_fail(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let kind = str_attr(ctx, script, op, "op_kind");
    let ops = it.operand_ops(script, op, 0);
    let [target] = ops.as_slice() else {
        return Dsf::definite(ctx, script.op_loc(op), "expected a single target op");
    };
    let name = it
        .payload
        .body(target.body)
        .map(|b| ctx.op_name_str(b.op_name(target.op)).to_string())
        .unwrap_or_default();
    if name != kind {
        return Dsf::silenceable(
            script.op_loc(op),
            format!("op expected the operand to be associated a payload op of kind {kind} got {name}"),
        );
    }
    remark_at(ctx, script, op, "succeeded".into());
    Dsf::Success
}

fn apply_succeed_if_operand_of_op_kind(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let kind = str_attr(ctx, script, op, "op_kind");
    let ops = it.operand_ops(script, op, 0);
    let [target] = ops.as_slice() else {
        return Dsf::definite(
            ctx,
            script.op_loc(op),
            "SingleOpMatchOpTrait requires the operand handle to point to a single payload op",
        );
    };
    let name = it
        .payload
        .body(target.body)
        .map(|b| ctx.op_name_str(b.op_name(target.op)).to_string())
        .unwrap_or_default();
    if name != kind {
        return Dsf::silenceable(
            script.op_loc(op),
            format!("op expected the operand to be associated with a payload op of kind {kind} got {name}"),
        );
    }
    Dsf::Success
}

fn apply_reverse_payload_ops(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let mut ops = it.operand_ops(script, op, 0);
    ops.reverse();
    it.set_result_ops(script, op, 0, ops)
}

/// `ops` grouped by body, the bodies in the order they first appear, so
/// that one tracking listener serves each body.
fn by_body(ops: Vec<PayloadOp>) -> Vec<(BodyKey, Vec<OpId>)> {
    let mut index: FxHashMap<BodyKey, usize> = FxHashMap::default();
    let mut groups: Vec<(BodyKey, Vec<OpId>)> = Vec::new();
    for p in ops {
        let i = *index.entry(p.body).or_insert_with(|| {
            groups.push((p.body, Vec::new()));
            groups.len() - 1
        });
        groups[i].1.push(p.op);
    }
    groups
}

fn apply_emit_remark_and_erase_operand(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    remark_at(ctx, script, op, str_attr(ctx, script, op, "remark"));
    for (key, ops) in by_body(it.operand_ops(script, op, 0)) {
        let mut listener = TrackingListener::new(it, key);
        let Some(body) = it.payload.body_mut(key) else {
            continue;
        };
        let mut rewriter = PatternRewriter::new(ctx, body, &mut listener);
        let mut used = false;
        for o in ops {
            let b = rewriter.body();
            if !b.is_live(o) {
                continue;
            }
            if b.op_has_uses(o) {
                used = true;
                break;
            }
            rewriter.erase_op(o);
        }
        it.apply_tracking(key, listener);
        if used {
            return Dsf::silenceable(loc, "cannot erase an op that has uses");
        }
    }
    if script.op_attr(ctx, op, "fail_after_erase").is_some() {
        return Dsf::silenceable(loc, "silenceable error");
    }
    Dsf::Success
}

/// Creates an op `foo` (unregistered, nothing but a location) before
/// `target`, for the ops whose results are ops they create.
fn create_foo_before(it: &mut Interp<'_, '_, '_>, target: PayloadOp) -> Option<PayloadOp> {
    let ctx = it.ctx;
    let body = it.payload.body_mut(target.body)?;
    body.op_block(target.op)?;
    let loc = body.op_loc(target.op);
    let created = body.create_op(OperationState::new(ctx.op_name("foo"), loc));
    body.insert_op(InsertPoint::Before(target.op), created);
    Some(PayloadOp {
        body: target.body,
        op: created,
    })
}

fn foo_or_null(it: &mut Interp<'_, '_, '_>, target: PayloadOp) -> One {
    create_foo_before(it, target).map_or(One::Null, One::Op)
}

fn apply_wrong_number_of_results(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_each(it, script, op, &mut |it, target, out| {
        out.push(foo_or_null(it, target));
        Dsf::Success
    })
}

fn apply_wrong_number_of_multi_results(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let mut first = true;
    apply_each(it, script, op, &mut |it, target, out| {
        if std::mem::take(&mut first) {
            out.push(foo_or_null(it, target));
        }
        Dsf::Success
    })
}

fn apply_correct_number_of_multi_results(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_each(it, script, op, &mut |it, target, out| {
        out.push(foo_or_null(it, target));
        out.push(foo_or_null(it, target));
        Dsf::Success
    })
}

fn apply_mixed_null_and_non_null_results(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_each(it, script, op, &mut |it, target, out| {
        out.push(One::Null);
        out.push(foo_or_null(it, target));
        Dsf::Success
    })
}

fn apply_mixed_success_and_silenceable(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    apply_each(it, script, op, &mut |it, target, _| {
        let marked = it
            .payload
            .body(target.body)
            .is_some_and(|b| b.op_attr(ctx, target.op, "target_me").is_some());
        if marked {
            return Dsf::Success;
        }
        let mut d = Diagnostic::error(
            loc,
            "transform.test_mixed_success_and_silenceable failed to apply",
        );
        d.attach_note(it.op_loc(target), "when applied to this op");
        Dsf::Silenceable(vec![d])
    })
}

fn apply_copy_payload(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ops = it.operand_ops(script, op, 0);
    it.set_result_ops(script, op, 0, ops)
}

fn apply_report_number_of_tracked_handles_nested_under(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
) -> Dsf {
    let mut count = 0;
    for target in it.operand_ops(script, op, 0) {
        for nested in it.payload.nested_ops(target, true, false) {
            count += it.state.handles_of(nested).len();
        }
    }
    remark_at(it.ctx, script, op, format!("{count} handles nested under"));
    Dsf::Success
}

fn apply_produce_param(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let params: Vec<Attribute> = script.op_attr(it.ctx, op, "attr").into_iter().collect();
    it.set(script, script.result(op, 0), Mapping::Params(params));
    Dsf::Success
}

fn apply_add_to_param(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let addendum = strata_ods::typed::attr_int(ctx, script.op_attr(ctx, op, "addendum")).unwrap_or(0);
    // The values are read as unsigned 32-bit integers and the sums wrap,
    // as MLIR's do.
    let values: Vec<u32> = if script.num_operands(op) == 1 {
        it.operand_params(script, op, 0)
            .into_iter()
            .map(|a| strata_ods::typed::attr_int(ctx, Some(a)).map_or(0, |v| v as u32))
            .collect()
    } else {
        vec![0]
    };
    let params = values
        .into_iter()
        .map(|v| ctx.integer_attr(ctx.i32(), i64::from(v.wrapping_add(addendum as u32) as i32)))
        .collect();
    it.set(script, script.result(op, 0), Mapping::Params(params));
    Dsf::Success
}

fn apply_produce_param_with_number_of_test_ops(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let mut params = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let count = it
            .payload
            .nested_ops(target, true, false)
            .into_iter()
            .filter(|&p| {
                it.payload
                    .body(p.body)
                    .is_some_and(|b| in_test_dialect(ctx.op_name_str(b.op_name(p.op))))
            })
            .count();
        params.push(ctx.integer_attr(ctx.i32(), count as i64));
    }
    it.set(script, script.result(op, 0), Mapping::Params(params));
    Dsf::Success
}

fn apply_produce_transform_param_or_forward_operand(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
) -> Dsf {
    let ctx = it.ctx;
    let has = |name: &str| script.op_attr(ctx, op, name).is_some();
    let (param_first, null_first, handle_second) = (
        has("first_result_is_param"),
        has("first_result_is_null"),
        has("second_result_is_handle"),
    );
    let first = it.operand_ops(script, op, 0).first().copied();
    apply_each(it, script, op, &mut |_, _, out| {
        let forwarded = first.map_or(One::Null, One::Op);
        out.push(if param_first {
            One::Param(ctx.integer_attr(ctx.i64(), 0))
        } else if null_first {
            One::Null
        } else {
            forwarded
        });
        out.push(if handle_second {
            first.map_or(One::Null, One::Op)
        } else {
            One::Param(ctx.integer_attr(ctx.i64(), 42))
        });
        Dsf::Success
    })
}

fn apply_produce_empty_payload(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    it.set_result_ops(script, op, 0, Vec::new())
}

fn verify_dummy_payload(op: OpRef<'_>) -> LogicalResult {
    // MLIR's check of every transform op: operands without declared
    // effects on handles (this op declares none).
    if op.num_operands() > 0 {
        return missing_effects(
            op,
            "TransformOpInterface requires memory effects on operands to be specified",
            "no effects specified for operand #0",
        );
    }
    if op.attr("fail_to_verify").is_some() {
        return Err(op.emit_op_error("fail_to_verify is set"));
    }
    Ok(())
}

fn apply_produce_invalid_ir(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    apply_each(it, script, op, &mut |it, target, _| {
        let loc = it.op_loc(target);
        let key = it.payload.regions_key(target);
        let isolated = key != target.body;
        let Some(body) = it.payload.body_mut(key) else {
            return Dsf::Success;
        };
        let region = if isolated {
            body.root_regions().first().copied()
        } else {
            body.regions_in_body(target.op).first().copied()
        };
        let Some(block) = region.and_then(|r| body.region_entry(r)) else {
            return Dsf::Success;
        };
        let mut state = OperationState::new(ctx.op_name(DUMMY_PAYLOAD.name), loc);
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("fail_to_verify"), ctx.unit_attr())]));
        let dummy = body.create_op(state);
        body.insert_op(InsertPoint::Start(block), dummy);
        Dsf::Success
    })
}

fn verify_re_enter_region(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let args = regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .map_or(0, |b| body.block_args(b).len());
    if args != op.num_operands() {
        return Err(op.emit_op_error("expects as many operands as block arguments"));
    }
    Ok(())
}

fn apply_re_enter_region(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let Some(&region) = script.regions_in_body(op).first() else {
        return Dsf::Success;
    };
    let Some(entry) = script.region_entry(region) else {
        return Dsf::Success;
    };
    let args: Vec<Mapping> = script.operands(op).map(|v| it.mapping(script, v)).collect();
    for _ in 0..4 {
        let r = match it.bind_args(script, entry, args.clone()) {
            Dsf::Success => it.apply_block(script, entry),
            failure => failure,
        };
        it.forget_region(script, region);
        if !r.succeeded() {
            return r;
        }
    }
    Dsf::Success
}

fn apply_notify_payload_op_replaced(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let original = it.operand_ops(script, op, 0);
    let replacement = it.operand_ops(script, op, 1);
    if original.len() != replacement.len() {
        return Dsf::silenceable(
            script.op_loc(op),
            "expected same number of original and replacement payload operations",
        );
    }
    for (o, r) in original.into_iter().zip(replacement) {
        it.state.replace_payload_op(o, Some(r));
    }
    Dsf::Success
}

// ---- test conversion patterns and type converter ------------------------------------------------

fn populate_test_conversion_patterns(
    _: OpRef<'_>,
    converter: &BuiltTypeConverter,
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    patterns.push(Box::new(ReplaceWithNewOpConversion {
        converter: converter.converter.clone(),
    }));
}

/// Converts an op with a `replace_with_new_op` attribute to a
/// `test.new_op` (whatever the attribute names).
struct ReplaceWithNewOpConversion {
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for ReplaceWithNewOpConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "ReplaceWithNewOpConversion"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        if body.op_attr(ctx, op, "replace_with_new_op").is_none() {
            return false;
        }
        let Some(types) = self.converter.convert_types(ctx, body.result_types(op)) else {
            return false;
        };
        let mut state = OperationState::new(ctx.op_name("test.new_op"), body.op_loc(op));
        state.operands = adaptor.flat_operands();
        state.result_types = types;
        rewriter.replace_op_with_new(op, state);
        true
    }
}

/// Ranked tensors to memrefs, other types unchanged.
fn test_type_converter() -> BuiltTypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_unrealized_cast_materializations();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| match ctx.type_kind(t) {
        strata_ir::TypeKind::RankedTensor { shape, element, .. } => Some(ctx.memref_type(shape, *element)),
        _ => None,
    });
    BuiltTypeConverter {
        converter: Arc::new(tc),
        extra: None,
    }
}

// ---- test patterns ------------------------------------------------------------------------------

fn populate_test_patterns(_: OpRef<'_>, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(ReplaceWithNewOp));
    patterns.push(Box::new(EraseOp));
}

/// Replaces an op with a `replace_with_new_op` string attribute by an op
/// of that name with the same operands and result types.
struct ReplaceWithNewOp;

impl RewritePattern for ReplaceWithNewOp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "ReplaceWithNewOp"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        let Some(name) = body
            .op_attr(ctx, op, "replace_with_new_op")
            .and_then(|a| ctx.string_attr_value(a))
        else {
            return false;
        };
        let mut state = OperationState::new(ctx.op_name(name), body.op_loc(op));
        state.operands = body.operands(op).collect();
        state.result_types = body.results(op).map(|v| body.value_type(v)).collect();
        rewriter.set_insertion_point(op);
        let new = rewriter.create(state);
        let values: Vec<_> = rewriter.body().results(new).collect();
        rewriter.replace_op(op, &values);
        true
    }
}

/// Erases each `test.erase_op`.
struct EraseOp;

impl RewritePattern for EraseOp {
    // Rooted on the op, it is tried before `ReplaceWithNewOp` (any op, same
    // benefit), as in MLIR.
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.erase_op")
    }

    fn debug_name(&self) -> &str {
        "EraseOp"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        rewriter.erase_op(op);
        true
    }
}
