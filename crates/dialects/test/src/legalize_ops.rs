//! The ops MLIR's dialect conversion test passes ([`crate::legalize_passes`])
//! legalize, with the constraints and traits of MLIR's test dialect: the
//! illegal ops `test.illegal_op_a`..`g` and their legal replacements
//! `test.legal_op_a`..`d`, the type producer, consumer and changer of the
//! type conversion tests, `test.valid`/`test.invalid` terminators,
//! `test.one_variadic_out_one_variadic_in1`, the region ops whose blocks the
//! patterns merge (`test.merge_blocks`, `test.remapped_value_region`) and
//! `test.op_in_place_self_fold`, which only its in-place fold legalizes.

use strata_ir::{FoldEdit, OpTraits};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::RegionConstraint;

const ANY: TypeConstraint = types::ANY_TYPE;
const I32: TypeConstraint = types::I32;

/// `() -> i32` in a function: the example of the result-only ops.
macro_rules! producer_example {
    ($name:literal) => {
        concat!(
            "func.func @f() -> i32 {\n  %0 = \"",
            $name,
            "\"() : () -> i32\n  return %0 : i32\n}"
        )
    };
}

strata_ods::op! {
    /// An op the legalization tests mark illegal (or have patterns for).
    pub IllegalOpA(ILLEGAL_OP_A, "test.illegal_op_a") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_a"),
    }
    /// An op the legalization tests mark illegal (or have patterns for).
    pub IllegalOpB(ILLEGAL_OP_B, "test.illegal_op_b") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_b"),
    }
    /// An op the legalization tests mark illegal (or have patterns for).
    pub IllegalOpC(ILLEGAL_OP_C, "test.illegal_op_c") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_c"),
    }
    /// An op the legalization tests mark illegal (or have patterns for).
    pub IllegalOpD(ILLEGAL_OP_D, "test.illegal_op_d") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_d"),
    }
    /// An op the legalization tests mark illegal (or have patterns for).
    pub IllegalOpE(ILLEGAL_OP_E, "test.illegal_op_e") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_e"),
    }
    /// An op the legalization tests mark illegal, without patterns.
    pub IllegalOpF(ILLEGAL_OP_F, "test.illegal_op_f") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_f"),
    }
    /// An op the legalization tests mark illegal; its pattern creates an op
    /// the target does not know.
    pub IllegalOpG(ILLEGAL_OP_G, "test.illegal_op_g") {
        results(result "": single(I32))
        example: producer_example!("test.illegal_op_g"),
    }
    /// A legal op recording whether the rewrite that made it succeeded.
    pub LegalOpA(LEGAL_OP_A, "test.legal_op_a") {
        attributes(status: attr = required(attrs::STR_ATTR))
        results(result "": single(I32))
        example: "func.func @f() -> i32 {\n  %0 = \"test.legal_op_a\"() <{status = \"Success\"}> : () -> i32\n  return %0 : i32\n}",
    }
    /// A legal producer of an `i32`.
    pub LegalOpB(LEGAL_OP_B, "test.legal_op_b") {
        results(result "": single(I32))
        example: producer_example!("test.legal_op_b"),
    }
    /// A legal op of one `i32` operand and result.
    pub LegalOpC(LEGAL_OP_C, "test.legal_op_c") {
        operands(input "": single(I32))
        results(result "": single(I32))
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.legal_op_c\"(%a) : (i32) -> i32\n  return %0 : i32\n}",
    }
    /// A legal consumer of one value.
    pub LegalOpD(LEGAL_OP_D, "test.legal_op_d") {
        operands(input "": single(ANY))
        example: "func.func @f(%a: i32) {\n  \"test.legal_op_d\"(%a) : (i32) -> ()\n  return\n}",
    }
    /// Produces a value of any type (the type conversion tests change it).
    pub TypeProducerOp(TYPE_PRODUCER, "test.type_producer") {
        results(output "": single(ANY))
        example: "func.func @f() -> f32 {\n  %0 = \"test.type_producer\"() : () -> f32\n  return %0 : f32\n}",
    }
    /// Consumes a value of any type.
    pub TypeConsumerOp(TYPE_CONSUMER, "test.type_consumer") {
        operands(input "": single(ANY))
        example: "func.func @f(%a: f32) {\n  \"test.type_consumer\"(%a) : (f32) -> ()\n  return\n}",
    }
    /// Takes a value of one type and gives a value of another.
    pub TypeChangerOp(TYPE_CHANGER, "test.type_changer") {
        operands(input "": single(ANY))
        results(output "": single(ANY))
        example: "func.func @f(%a: i32) -> i16 {\n  %0 = \"test.type_changer\"(%a) : (i32) -> i16\n  return %0 : i16\n}",
    }
    /// A legal terminator of any operands.
    pub ValidOp(VALID, "test.valid") {
        operands(inputs "": variadic(ANY))
        example: "func.func @f(%a: i32) {\n  \"test.ssacfg_region\"() ({\n    \"test.valid\"(%a) : (i32) -> ()\n  }) : () -> ()\n  return\n}",
        traits: OpTraits::TERMINATOR,
    }
    /// A terminator of any operands that the legalization tests replace.
    pub InvalidOp(INVALID, "test.invalid") {
        operands(inputs "": variadic(ANY))
        example: "func.func @f(%a: i32) {\n  \"test.ssacfg_region\"() ({\n    \"test.invalid\"(%a) : (i32) -> ()\n  }) : () -> ()\n  return\n}",
        traits: OpTraits::TERMINATOR,
    }
    /// Variadic `i32` operands and results.
    pub OneVResOneVOperandOp1(ONE_VARIADIC_OUT_ONE_VARIADIC_IN1, "test.one_variadic_out_one_variadic_in1") {
        operands(inputs "": variadic(I32))
        results(outputs "": variadic(I32))
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.one_variadic_out_one_variadic_in1\"(%a) : (i32) -> i32\n  return %0 : i32\n}",
    }
    /// A region whose terminator's operands give the results, once a
    /// pattern inlined it.
    pub RemappedValueRegionOp(REMAPPED_VALUE_REGION, "test.remapped_value_region") {
        regions(body: single(RegionConstraint::Any))
        results(outputs "": variadic(ANY))
        example: "func.func @f() -> f32 {\n  %0 = \"test.remapped_value_region\"() ({\n    %1 = \"test.type_producer\"() : () -> f32\n    \"test.return\"(%1) : (f32) -> ()\n  }) : () -> f32\n  return %0 : f32\n}",
    }
    /// A region whose blocks a pattern merges into one.
    pub MergeBlocksOp(MERGE_BLOCKS, "test.merge_blocks") {
        regions(body: single(RegionConstraint::Any))
        results(outputs "": variadic(ANY))
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.merge_blocks\"() ({\n    \"test.br\"(%a)[^bb1] : (i32) -> ()\n  ^bb1(%1: i32):\n    \"test.return\"(%1) : (i32) -> ()\n  }) : () -> i32\n  return %0 : i32\n}",
    }
    /// Folds in place once, setting `folded` (which makes it legal in the
    /// legalization tests).
    pub OpInPlaceSelfFoldOp(OP_IN_PLACE_SELF_FOLD, "test.op_in_place_self_fold") {
        attributes(folded: opt_attr = optional(attrs::UNIT_ATTR))
        results(result "": single(I32))
        example: "func.func @f() -> i32 {\n  %0 = \"test.op_in_place_self_fold\"() <{folded}> : () -> i32\n  return %0 : i32\n}",
        fold: Some(|op, _, out| {
            if op.attr("folded").is_some() {
                return Err(strata_ir::Failed);
            }
            let ctx = op.ctx;
            out.edits.push(FoldEdit::SetAttr(ctx.ident("folded"), Some(ctx.unit_attr())));
            Ok(())
        }),
    }
}

/// The checks of an op MLIR's test dialect registers at run time
/// (a dynamic op): operand and result counts only, in its words.
fn verify_counts(op: strata_ir::OpRef<'_>, operands: usize, results: usize) -> strata_ir::LogicalResult {
    let (n, m) = (op.num_operands(), op.body.num_results(op.id));
    let plural = |k: usize, what: &str| {
        if k == 1 {
            what.to_string()
        } else {
            format!("{what}s")
        }
    };
    if n != operands {
        return Err(op.emit_op_error(format!(
            "expected {operands} {}, but had {n}",
            plural(operands, "operand")
        )));
    }
    if m != results {
        return Err(op.emit_op_error(format!(
            "expected {results} {}, but had {m}",
            plural(results, "result")
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// A dynamic op of MLIR's test dialect: one operand, two results.
    pub DynamicOneOperandTwoResultsOp(DYNAMIC_ONE_OPERAND_TWO_RESULTS, "test.dynamic_one_operand_two_results") {
        operands(inputs "": variadic(ANY))
        results(outputs "": variadic(ANY))
        regions(regions: variadic(RegionConstraint::Any))
        example: "func.func @f(%a: i32) -> i32 {\n  %0:2 = \"test.dynamic_one_operand_two_results\"(%a) : (i32) -> (i32, f32)\n  return %0#0 : i32\n}",
        verify: Some(|op| verify_counts(op, 1, 2)),
    }
    /// A dynamic op of MLIR's test dialect with any operands, results and
    /// regions.
    pub DynamicGenericOp(DYNAMIC_GENERIC, "test.dynamic_generic") {
        operands(inputs "": variadic(ANY))
        results(outputs "": variadic(ANY))
        regions(regions: variadic(RegionConstraint::Any))
        example: "func.func @f(%a: i32) -> i32 {\n  %0:2 = \"test.dynamic_generic\"(%a) : (i32) -> (i32, f32)\n  return %0#0 : i32\n}",
    }
}
