//! MLIR's test ops of the `oilist` format directive (clauses in any order,
//! each at most once) and of attribute and type traits
//! (`test.attr_with_trait`, `test.result_type_with_trait`).

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{LogicalResult, OpRef, OpTraits};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::directives::{CustomDirective, ParseArg, PrintArg};

use crate::typedefs::{TestAttrTrait, TestTypeTrait};

const ANY: TypeConstraint = types::ANY_TYPE;

/// `custom<CustomOptionalOperand>($operand)`: `(%operand)` when present.
fn parse_custom_optional_operand(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    if p.parse_optional_punct("(") {
        let operand = p.parse_operand()?;
        p.parse_punct(")")?;
        if let Some(a) = args.first_mut() {
            *a = ParseArg::Operands(vec![operand]);
        }
    }
    Ok(())
}

fn print_custom_optional_operand(p: &mut dyn OpAsmPrinter<'_>, _: OpRef<'_>, args: &[PrintArg]) {
    if let Some(PrintArg::Operands(v)) = args.first() {
        if let Some(&operand) = v.first() {
            // MLIR's test printer leaves a space after the parenthesis.
            p.write_str("(");
            p.print_operand(operand);
            p.write_str(") ");
        }
    }
}

static CUSTOM_OPTIONAL_OPERAND: CustomDirective = CustomDirective {
    name: "CustomOptionalOperand",
    parse: parse_custom_optional_operand,
    print: print_custom_optional_operand,
};

strata_ods::op! {
    /// Unit attributes, each written as its clause's keyword.
    pub OIListTrivialOp(OILIST_TRIVIAL, "test.oilist_with_keywords_only") {
        attributes(
            keyword: unit = optional(attrs::UNIT_ATTR),
            other_keyword "otherKeyword": unit = optional(attrs::UNIT_ATTR),
            diff_name_unit_attr_keyword "diffNameUnitAttrKeyword": unit = optional(attrs::UNIT_ATTR),
        )
        example: "func.func @f() {\n  test.oilist_with_keywords_only otherKeyword keyword\n  return\n}",
        format: Some("oilist(`keyword` $keyword | `otherKeyword` $otherKeyword | `thirdKeyword` $diffNameUnitAttrKeyword) attr-dict"),
    }
    /// Unit properties, each written as its clause's keyword. MLIR's
    /// `UnitProp` is modelled as a unit attribute: the custom form is the
    /// same, but the generic form leaves out the unset ones (MLIR prints
    /// them `= false`).
    pub OIListTrivialPropertiesOp(OILIST_TRIVIAL_PROPERTIES, "test.oilist_with_keywords_only_properties") {
        attributes(
            keyword: unit = optional(attrs::UNIT_ATTR),
            other_keyword "otherKeyword": unit = optional(attrs::UNIT_ATTR),
            diff_name_unit_prop_keyword "diffNameUnitPropKeyword": unit = optional(attrs::UNIT_ATTR),
        )
        example: "func.func @f() {\n  test.oilist_with_keywords_only_properties thirdKeyword\n  return\n}",
        format: Some("oilist(`keyword` $keyword | `otherKeyword` $otherKeyword | `thirdKeyword` $diffNameUnitPropKeyword) attr-dict"),
    }
    /// Optional operands, each in its own clause with its type.
    pub OIListSimpleOp(OILIST_SIMPLE, "test.oilist_with_simple_args") {
        operands(arg0: optional(ANY), arg1: optional(ANY), arg2: optional(ANY))
        example: "func.func @f(%a: i32, %b: i32) {\n  test.oilist_with_simple_args otherKeyword %a : i32 keyword %b : i32\n  return\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("oilist(`keyword` $arg0 `:` type($arg0) | `otherKeyword` $arg1 `:` type($arg1) | `thirdKeyword` $arg2 `:` type($arg2)) attr-dict"),
    }
    /// Variadic operands, each group in parentheses in its own clause.
    pub OIListVariadicOp(OILIST_VARIADIC, "test.oilist_variadic_with_parens") {
        operands(arg0: variadic(ANY), arg1: variadic(ANY), arg2: variadic(ANY))
        example: "func.func @f(%a: i32, %b: i32) {\n  test.oilist_variadic_with_parens otherKeyword(%a, %b : i32, i32) keyword(%b : i32)\n  return\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("oilist(`keyword` `(` $arg0 `:` type($arg0) `)` | `otherKeyword` `(` $arg1 `:` type($arg1) `)` | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict"),
    }
    /// A clause holding a custom directive.
    pub OIListCustomOp(OILIST_CUSTOM, "test.oilist_custom") {
        operands(arg0: variadic(ANY), opt_operand "optOperand": optional(types::I32))
        attributes(nowait: unit = optional(attrs::UNIT_ATTR))
        example: "func.func @f(%a: i32) {\n  test.oilist_custom nowait reduction (%a) private(%a : i32)\n  return\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("oilist(`private` `(` $arg0 `:` type($arg0) `)` | `reduction` custom<CustomOptionalOperand>($optOperand) | `nowait` $nowait) attr-dict"),
        custom_directives: &[&CUSTOM_OPTIONAL_OPERAND],
    }
    /// Clauses of keywords alone: accepted, never printed.
    pub OIListAllowedLiteralOp(OILIST_ALLOWED_LITERAL, "test.oilist_allowed_literal") {
        example: "func.func @f() {\n  test.oilist_allowed_literal bar foo buzz\n  return\n}",
        format: Some("oilist(`foo` | `bar`) `buzz` attr-dict"),
    }
    /// Requires its attribute to have the test attribute trait.
    pub AttrWithTraitOp(ATTR_WITH_TRAIT, "test.attr_with_trait") {
        attributes(attr: attr = required(attrs::ANY_ATTR))
        example: "func.func @f() {\n  \"test.attr_with_trait\"() <{attr = #test.attr_with_trait}> : () -> ()\n  return\n}",
        verify: Some(verify_attr_with_trait),
    }
    /// Requires its result type to have the test type trait.
    pub ResultTypeWithTraitOp(RESULT_TYPE_WITH_TRAIT, "test.result_type_with_trait") {
        results(result "": single(ANY))
        example: "func.func @f() {\n  %0 = \"test.result_type_with_trait\"() : () -> !test.test_type_with_trait\n  return\n}",
        verify: Some(verify_result_type_with_trait),
    }
}

fn verify_result_type_with_trait(op: OpRef<'_>) -> LogicalResult {
    let has_trait = op
        .result_types()
        .next()
        .is_some_and(|t| strata_ods::typedef::type_def_interface::<TestTypeTrait>(op.ctx, t).is_some());
    if has_trait {
        Ok(())
    } else {
        Err(op.emit_error("result type should have trait 'TestTypeTrait'"))
    }
}

fn verify_attr_with_trait(op: OpRef<'_>) -> LogicalResult {
    let has_trait = op
        .attr("attr")
        .is_some_and(|a| strata_ods::typedef::attr_def_interface::<TestAttrTrait>(op.ctx, a).is_some());
    if has_trait {
        Ok(())
    } else {
        Err(op.emit_error("'attr' attribute should have trait 'TestAttrTrait'"))
    }
}
