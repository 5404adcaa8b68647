//! The `pdl_interp` dialect of MLIR 22: the low-level form of rewrite
//! patterns that the pattern interpreter executes.
//!
//! A `pdl_interp.func @matcher` walks the IR from a root op with
//! navigation ops (`get_operand`, `get_result`, `get_defining_op`, ...)
//! and predicates that branch (`check_*`, `switch_*`, `are_equal`,
//! `is_not_null`, `apply_constraint`), and records matches
//! (`record_match`) naming a rewriter function of the `@rewriters` module,
//! which creates, replaces and erases ops. Values are the `pdl` dialect's
//! handles.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod asm;
mod verify;

#[cfg(test)]
mod tests;

use strata_dialect_pdl::{
    types as pdl_types, ANY, ATTRIBUTE, OPERATION, TYPE, TYPE_OR_RANGE, TYPE_OR_VALUE_RANGE, TYPE_RANGE,
    VALUE, VALUE_OR_RANGE,
};
use strata_ir::{DialectDef, OpTraits};
use strata_ods::constraints::{attrs, AttrConstraint};
use strata_ods::{DialectSpec, OpSpec, Predicate, RegionConstraint, TypeConstraint};

/// `PDL_RangeOf<PDL_AnyType>`.
const ANY_RANGE: TypeConstraint = TypeConstraint::Custom {
    summary: "range of pdl type values",
    check: |ctx, t| pdl_types::range_element(ctx, t).is_some(),
};
/// `PDL_RangeOf<PDL_Operation>`.
const OPERATION_RANGE: TypeConstraint = TypeConstraint::Buildable {
    summary: "range of PDL handle to an `mlir::Operation *` values",
    check: |ctx, t| pdl_types::is_range_of(ctx, t, pdl_types::Kind::Operation),
    build: |ctx| pdl_types::range(ctx, pdl_types::operation(ctx)),
};

/// `TypedArrayAttrBase<TypeArrayAttr, ...>`.
const TYPE_ARRAY_ARRAY: AttrConstraint =
    AttrConstraint::ArrayOf(&attrs::TYPE_ARRAY_ATTR, "type-array array attribute");
/// `I32ElementsAttr`.
const I32_ELEMENTS: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless integer elements attribute",
    check: verify::is_i32_elements,
};

const PREDICATE: OpTraits = OpTraits::TERMINATOR;
const PURE_PREDICATE: OpTraits = OpTraits::TERMINATOR.union(OpTraits::PURE);

strata_ods::op! {
    /// Applies a constraint registered by name with the interpreter to its
    /// arguments, branching to `trueDest` when it holds (when it does not,
    /// with `isNegated`); it may return values.
    pub ApplyConstraintOp(APPLY_CONSTRAINT, "pdl_interp.apply_constraint") {
        operands(args: variadic(ANY))
        results(results: variadic(ANY))
        attributes(
            name: str = required(attrs::STR_ATTR),
            is_negated "isNegated": opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
        )
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Apply a constraint to a set of positional values",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.apply_constraint \"isInteresting\"(%op : !pdl.operation) -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PREDICATE,
        format: Some("$name `(` $args `:` type($args) `)` (`:` type($results)^)? attr-dict `->` successors"),
    }

    /// Calls a rewrite function registered by name with the interpreter.
    pub ApplyRewriteOp(APPLY_REWRITE, "pdl_interp.apply_rewrite") {
        operands(args: variadic(ANY))
        results(results: variadic(ANY))
        attributes(name: str = required(attrs::STR_ATTR))
        summary: "Invoke and apply an externally registered rewrite method",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %attr = pdl_interp.apply_rewrite \"computeAttr\"(%op : !pdl.operation) : !pdl.attribute\n  pdl_interp.finalize\n}",
        format: Some("$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict"),
    }

    /// Branches on whether two handles are equal.
    pub AreEqualOp(ARE_EQUAL, "pdl_interp.are_equal") {
        operands(lhs: single(ANY), rhs: single(ANY))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check if two positional values or ranges are equivalent",
        example: "pdl_interp.func @example(%a: !pdl.value, %b: !pdl.value) {\n  pdl_interp.are_equal %a, %b : !pdl.value -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE.union(OpTraits::SAME_OPERANDS_TYPE),
        format: Some("operands `:` type($lhs) attr-dict `->` successors"),
    }

    /// An unconditional branch.
    pub BranchOp(BRANCH, "pdl_interp.branch") {
        successors(dest: single)
        summary: "General branch operation",
        example: "pdl_interp.func @example() {\n  pdl_interp.branch ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        format: Some("$dest attr-dict"),
    }

    /// Branches on whether an attribute equals a constant.
    pub CheckAttributeOp(CHECK_ATTRIBUTE, "pdl_interp.check_attribute") {
        operands(attribute: single(ATTRIBUTE))
        attributes(constant_value "constantValue": attr = required(attrs::ANY_ATTR))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check the value of an `Attribute`",
        example: "pdl_interp.func @example(%attr: !pdl.attribute) {\n  pdl_interp.check_attribute %attr is 10 : i64 -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$attribute `is` $constantValue attr-dict `->` successors"),
    }

    /// Branches on an op's number of operands (exactly, or at least).
    pub CheckOperandCountOp(CHECK_OPERAND_COUNT, "pdl_interp.check_operand_count") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(
            count: int = required(attrs::NON_NEGATIVE_I32_ATTR),
            compare_at_least "compareAtLeast": unit = optional(attrs::UNIT_ATTR),
        )
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check the number of operands of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.check_operand_count of %op is at_least 2 -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `is` (`at_least` $compareAtLeast^)? $count attr-dict `->` successors"),
    }

    /// Branches on an op's name.
    pub CheckOperationNameOp(CHECK_OPERATION_NAME, "pdl_interp.check_operation_name") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(name: str = required(attrs::STR_ATTR))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check the OperationName of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.check_operation_name of %op is \"arith.addi\" -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `is` $name attr-dict `->` successors"),
    }

    /// Branches on an op's number of results (exactly, or at least).
    pub CheckResultCountOp(CHECK_RESULT_COUNT, "pdl_interp.check_result_count") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(
            count: int = required(attrs::NON_NEGATIVE_I32_ATTR),
            compare_at_least "compareAtLeast": unit = optional(attrs::UNIT_ATTR),
        )
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check the number of results of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.check_result_count of %op is 1 -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `is` (`at_least` $compareAtLeast^)? $count attr-dict `->` successors"),
    }

    /// Branches on whether a type equals a constant.
    pub CheckTypeOp(CHECK_TYPE, "pdl_interp.check_type") {
        operands(value: single(TYPE))
        attributes(r#type "type": type = required(attrs::TYPE_ATTR))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Compare a type to a known value",
        example: "pdl_interp.func @example(%type: !pdl.type) {\n  pdl_interp.check_type %type is i32 -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$value `is` $type attr-dict `->` successors"),
    }

    /// Branches on whether a range of types equals constants.
    pub CheckTypesOp(CHECK_TYPES, "pdl_interp.check_types") {
        operands(value: single(TYPE_RANGE))
        attributes(types: attr = required(attrs::TYPE_ARRAY_ATTR))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Compare a range of types to a range of known values",
        example: "pdl_interp.func @example(%types: !pdl.range<type>) {\n  pdl_interp.check_types %types are [i32, i64] -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$value `are` $types attr-dict `->` successors"),
    }

    /// Ends an iteration of `pdl_interp.foreach`.
    pub ContinueOp(CONTINUE, "pdl_interp.continue") {
        summary: "Breaks the current iteration",
        example: "pdl_interp.func @example(%ops: !pdl.range<operation>) {\n  pdl_interp.foreach %op : !pdl.operation in %ops {\n    pdl_interp.continue\n  } -> ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        parents: &["pdl_interp.foreach"],
        format: Some("attr-dict"),
    }

    /// A handle to a constant attribute.
    pub CreateAttributeOp(CREATE_ATTRIBUTE, "pdl_interp.create_attribute") {
        results(attribute: single(ATTRIBUTE))
        attributes(value: attr = required(attrs::ANY_ATTR))
        summary: "Create an interpreter handle to a constant `Attribute`",
        example: "pdl_interp.func @example() {\n  %attr = pdl_interp.create_attribute 10 : i64\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$value attr-dict-with-keyword"),
    }

    /// Creates an op with the given operands, attributes and result types
    /// (or result types inferred by the op's type inference).
    pub CreateOperationOp(CREATE_OPERATION, "pdl_interp.create_operation") {
        operands(
            input_operands "inputOperands": variadic(VALUE_OR_RANGE),
            input_attributes "inputAttributes": variadic(ATTRIBUTE),
            input_result_types "inputResultTypes": variadic(TYPE_OR_RANGE),
        )
        results(result_op "resultOp": single(OPERATION))
        attributes(
            name: str = required(attrs::STR_ATTR),
            input_attribute_names "inputAttributeNames": attr = required(attrs::STR_ARRAY_ATTR),
            inferred_result_types "inferredResultTypes": unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Create an instance of a specific `Operation`",
        example: "pdl_interp.func @example(%v: !pdl.value, %t: !pdl.type) {\n  %op = pdl_interp.create_operation \"my.op\"(%v : !pdl.value) -> (%t : !pdl.type)\n  pdl_interp.finalize\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("$name (`(` $inputOperands^ `:` type($inputOperands) `)`)? `` \
            custom<CreateOperationOpAttributes>($inputAttributes, $inputAttributeNames) \
            custom<CreateOperationOpResults>($inputResultTypes, type($inputResultTypes), $inferredResultTypes) \
            attr-dict"),
        custom_directives: &[&asm::CREATE_OPERATION_ATTRIBUTES, &asm::CREATE_OPERATION_RESULTS],
        verify: Some(verify::create_operation),
    }

    /// A range of types or values from single ones and ranges.
    pub CreateRangeOp(CREATE_RANGE, "pdl_interp.create_range") {
        operands(arguments: variadic(ANY))
        results(result: single(TYPE_OR_VALUE_RANGE))
        summary: "Construct a range of PDL entities",
        example: "pdl_interp.func @example(%t: !pdl.type, %ts: !pdl.range<type>) {\n  %range = pdl_interp.create_range %t, %ts : !pdl.type, !pdl.range<type>\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("($arguments^ `:` type($arguments))? custom<RangeType>(ref(type($arguments)), type($result)) attr-dict"),
        custom_directives: &[&strata_dialect_pdl::RANGE_TYPE],
        verify: Some(strata_dialect_pdl::verify::range),
    }

    /// A handle to a constant type.
    pub CreateTypeOp(CREATE_TYPE, "pdl_interp.create_type") {
        results(result: single(TYPE))
        attributes(value: type = required(attrs::TYPE_ATTR))
        summary: "Create an interpreter handle to a constant `Type`",
        example: "pdl_interp.func @example() {\n  %type = pdl_interp.create_type i64\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$value attr-dict"),
    }

    /// A handle to a range of constant types.
    pub CreateTypesOp(CREATE_TYPES, "pdl_interp.create_types") {
        results(result: single(TYPE_RANGE))
        attributes(value: attr = required(attrs::TYPE_ARRAY_ATTR))
        summary: "Create an interpreter handle to a range of constant `Type`s",
        example: "pdl_interp.func @example() {\n  %types = pdl_interp.create_types [i64, i64]\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$value attr-dict"),
    }

    /// Erases an op.
    pub EraseOp(ERASE, "pdl_interp.erase") {
        operands(input_op "inputOp": single(OPERATION))
        summary: "Mark an operation as `erased`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.erase %op\n  pdl_interp.finalize\n}",
        format: Some("$inputOp attr-dict"),
    }

    /// Element `index` of a range (null when out of bounds).
    pub ExtractOp(EXTRACT, "pdl_interp.extract") {
        operands(range: single(ANY_RANGE))
        results(result: single(ANY))
        attributes(index: int = required(attrs::NON_NEGATIVE_I32_ATTR))
        summary: "Extract the item at the specified index in a range",
        example: "pdl_interp.func @example(%ops: !pdl.range<operation>) {\n  %op = pdl_interp.extract 1 of %ops : !pdl.operation\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::TypesMatchWith {
            summary: "`range` is a PDL range whose element type matches type of `result`",
            from: "result",
            to: "range",
            transform: pdl_types::range,
        }],
        format: Some("$index `of` $range `:` type($result) attr-dict"),
    }

    /// Ends the matcher or a rewriter.
    pub FinalizeOp(FINALIZE, "pdl_interp.finalize") {
        summary: "Finalize a pattern match or rewrite sequence",
        example: "pdl_interp.func @example() {\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE.union(OpTraits::TERMINATOR),
        format: Some("attr-dict"),
    }

    /// Runs its region for each element of a range (the region's argument),
    /// then branches to its successor.
    pub ForEachOp(FOREACH, "pdl_interp.foreach") {
        operands(values: single(ANY_RANGE))
        regions(region: single(RegionConstraint::Any))
        successors(successor: single)
        summary: "Iterates over a range of values or ranges",
        example: "pdl_interp.func @example(%ops: !pdl.range<operation>) {\n  pdl_interp.foreach %op : !pdl.operation in %ops {\n    %v = pdl_interp.get_result 0 of %op\n    pdl_interp.continue\n  } -> ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: OpTraits::TERMINATOR,
        parse: Some(asm::parse_foreach),
        print: Some(asm::print_foreach),
        verify: Some(verify::foreach),
    }

    /// The matcher function or a rewriter function of the patterns.
    pub FuncOp(FUNC, "pdl_interp.func") {
        attributes(
            sym_name: str = required(attrs::SYMBOL_NAME_ATTR),
            function_type: type = required(attrs::FUNCTION_TYPE_ATTR),
            arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
            res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
        )
        regions(body: single(RegionConstraint::MinSized(1)))
        entry_block_args: Some(strata_ods::typed::function_type_inputs),
        summary: "PDL Interpreter Function Operation",
        example: "pdl_interp.func @rewriter(%root: !pdl.operation) {\n  pdl_interp.erase %root\n  pdl_interp.finalize\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SYMBOL)
            .union(OpTraits::CALLABLE)
            .union(OpTraits::FUNCTION),
        parse: Some(asm::parse_func),
        print: Some(asm::print_func),
        verify: Some(verify::func),
    }

    /// The attribute `name` of an op (null if it has none).
    pub GetAttributeOp(GET_ATTRIBUTE, "pdl_interp.get_attribute") {
        operands(input_op "inputOp": single(OPERATION))
        results(attribute: single(ATTRIBUTE))
        attributes(name: str = required(attrs::STR_ATTR))
        summary: "Get a specified attribute value from an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %attr = pdl_interp.get_attribute \"value\" of %op\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$name `of` $inputOp attr-dict"),
    }

    /// The type of a typed attribute (null otherwise).
    pub GetAttributeTypeOp(GET_ATTRIBUTE_TYPE, "pdl_interp.get_attribute_type") {
        operands(value: single(ATTRIBUTE))
        results(result: single(TYPE))
        summary: "Get the result type of a specified `Attribute`",
        example: "pdl_interp.func @example(%attr: !pdl.attribute) {\n  %type = pdl_interp.get_attribute_type of %attr\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("`of` $value attr-dict"),
    }

    /// The op defining a value (or the first value of a range).
    pub GetDefiningOpOp(GET_DEFINING_OP, "pdl_interp.get_defining_op") {
        operands(value: single(VALUE_OR_RANGE))
        results(input_op "inputOp": single(OPERATION))
        summary: "Get the defining operation of a `Value`",
        example: "pdl_interp.func @example(%v: !pdl.value) {\n  %op = pdl_interp.get_defining_op of %v : !pdl.value\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("`of` $value `:` type($value) attr-dict"),
    }

    /// Operand `index` of an op (null if out of range).
    pub GetOperandOp(GET_OPERAND, "pdl_interp.get_operand") {
        operands(input_op "inputOp": single(OPERATION))
        results(value: single(VALUE))
        attributes(index: int = required(attrs::NON_NEGATIVE_I32_ATTR))
        summary: "Get a specified operand from an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %v = pdl_interp.get_operand 1 of %op\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$index `of` $inputOp attr-dict"),
    }

    /// The operands of an op, or its ODS operand group `index`.
    pub GetOperandsOp(GET_OPERANDS, "pdl_interp.get_operands") {
        operands(input_op "inputOp": single(OPERATION))
        results(value: single(VALUE_OR_RANGE))
        attributes(index: opt_int = optional(attrs::NON_NEGATIVE_I32_ATTR))
        summary: "Get a specified operand group from an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %vs = pdl_interp.get_operands of %op : !pdl.range<value>\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("($index^)? `of` $inputOp `:` type($value) attr-dict"),
    }

    /// Result `index` of an op (null if out of range).
    pub GetResultOp(GET_RESULT, "pdl_interp.get_result") {
        operands(input_op "inputOp": single(OPERATION))
        results(value: single(VALUE))
        attributes(index: int = required(attrs::NON_NEGATIVE_I32_ATTR))
        summary: "Get a specified result from an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %v = pdl_interp.get_result 0 of %op\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("$index `of` $inputOp attr-dict"),
    }

    /// The results of an op, or its ODS result group `index`.
    pub GetResultsOp(GET_RESULTS, "pdl_interp.get_results") {
        operands(input_op "inputOp": single(OPERATION))
        results(value: single(VALUE_OR_RANGE))
        attributes(index: opt_int = optional(attrs::NON_NEGATIVE_I32_ATTR))
        summary: "Get a specified result group from an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  %vs = pdl_interp.get_results 1 of %op : !pdl.range<value>\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("($index^)? `of` $inputOp `:` type($value) attr-dict"),
    }

    /// The ops using a value (or every value of a range).
    pub GetUsersOp(GET_USERS, "pdl_interp.get_users") {
        operands(value: single(VALUE_OR_RANGE))
        results(operations: single(OPERATION_RANGE))
        summary: "Get the users of a `Value`",
        example: "pdl_interp.func @example(%v: !pdl.value) {\n  %ops = pdl_interp.get_users of %v : !pdl.value\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        format: Some("`of` $value `:` type($value) attr-dict"),
    }

    /// The type of a value, or the types of a range of values.
    pub GetValueTypeOp(GET_VALUE_TYPE, "pdl_interp.get_value_type") {
        operands(value: single(VALUE_OR_RANGE))
        results(result: single(TYPE_OR_RANGE))
        summary: "Get the result type of a specified `Value`",
        example: "pdl_interp.func @example(%vs: !pdl.range<value>) {\n  %ts = pdl_interp.get_value_type of %vs : !pdl.range<type>\n  pdl_interp.finalize\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::TypesMatchWith {
            summary: "`value` type matches arity of `result`",
            from: "result",
            to: "value",
            transform: verify::value_type_of,
        }],
        format: Some("`of` $value `:` type($result) attr-dict"),
    }

    /// Branches on whether a handle is non-null.
    pub IsNotNullOp(IS_NOT_NULL, "pdl_interp.is_not_null") {
        operands(value: single(ANY))
        successors(true_dest "trueDest": single, false_dest "falseDest": single)
        summary: "Check if a positional value is non-null",
        example: "pdl_interp.func @example(%v: !pdl.value) {\n  pdl_interp.is_not_null %v : !pdl.value -> ^bb1, ^bb1\n^bb1:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$value `:` type($value) attr-dict `->` successors"),
    }

    /// Records a match: the rewriter to call with `inputs`, the matched
    /// ops, the benefit; then continues at `dest`.
    pub RecordMatchOp(RECORD_MATCH, "pdl_interp.record_match") {
        operands(inputs: variadic(ANY), matched_ops "matchedOps": variadic(OPERATION))
        attributes(
            rewriter: attr = required(attrs::SYMBOL_REF_ATTR),
            root_kind "rootKind": opt_str = optional(attrs::STR_ATTR),
            generated_ops "generatedOps": opt_attr = optional(attrs::STR_ARRAY_ATTR),
            benefit: int = required(attrs::NON_NEGATIVE_I16_ATTR),
        )
        successors(dest: single)
        summary: "Record the metadata for a successful pattern match",
        example: "module @patterns {\n  pdl_interp.func @matcher(%root: !pdl.operation) {\n    pdl_interp.record_match @rewriters::@erase(%root : !pdl.operation) : benefit(1), loc([%root]), root(\"my.op\") -> ^bb1\n  ^bb1:\n    pdl_interp.finalize\n  }\n  module @rewriters {\n    pdl_interp.func @erase(%root: !pdl.operation) {\n      pdl_interp.erase %root\n      pdl_interp.finalize\n    }\n  }\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.union(OpTraits::TERMINATOR),
        format: Some("$rewriter (`(` $inputs^ `:` type($inputs) `)`)? `:` \
            `benefit` `(` $benefit `)` `,` \
            (`generatedOps` `(` $generatedOps^ `)` `,`)? \
            `loc` `(` `[` $matchedOps `]` `)` \
            (`,` `root` `(` $rootKind^ `)`)? attr-dict `->` $dest"),
    }

    /// Replaces an op's results with values.
    pub ReplaceOp(REPLACE, "pdl_interp.replace") {
        operands(input_op "inputOp": single(OPERATION), repl_values "replValues": variadic(VALUE_OR_RANGE))
        summary: "Mark an operation as `replaced`",
        example: "pdl_interp.func @example(%op: !pdl.operation, %v: !pdl.value) {\n  pdl_interp.replace %op with (%v : !pdl.value)\n  pdl_interp.finalize\n}",
        format: Some("$inputOp `with` ` ` `(` ($replValues^ `:` type($replValues))? `)` attr-dict"),
    }

    /// Branches to the case whose attribute equals the operand.
    pub SwitchAttributeOp(SWITCH_ATTRIBUTE, "pdl_interp.switch_attribute") {
        operands(attribute: single(ATTRIBUTE))
        attributes(case_values "caseValues": attr = required(attrs::ARRAY_ATTR))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on the value of an `Attribute`",
        example: "pdl_interp.func @example(%attr: !pdl.attribute) {\n  pdl_interp.switch_attribute %attr to [0 : i64, 1 : i64](^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$attribute `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }

    /// Branches to the case whose count equals the op's operand count.
    pub SwitchOperandCountOp(SWITCH_OPERAND_COUNT, "pdl_interp.switch_operand_count") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(case_values "caseValues": attr = required(I32_ELEMENTS))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on the operand count of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.switch_operand_count of %op to dense<[1, 2]> : vector<2xi32>(^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }

    /// Branches to the case naming the op.
    pub SwitchOperationNameOp(SWITCH_OPERATION_NAME, "pdl_interp.switch_operation_name") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(case_values "caseValues": attr = required(attrs::STR_ARRAY_ATTR))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on the OperationName of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.switch_operation_name of %op to [\"arith.addi\", \"arith.subi\"](^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }

    /// Branches to the case whose count equals the op's result count.
    pub SwitchResultCountOp(SWITCH_RESULT_COUNT, "pdl_interp.switch_result_count") {
        operands(input_op "inputOp": single(OPERATION))
        attributes(case_values "caseValues": attr = required(I32_ELEMENTS))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on the result count of an `Operation`",
        example: "pdl_interp.func @example(%op: !pdl.operation) {\n  pdl_interp.switch_result_count of %op to dense<[0, 1]> : vector<2xi32>(^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }

    /// Branches to the case whose type equals the operand.
    pub SwitchTypeOp(SWITCH_TYPE, "pdl_interp.switch_type") {
        operands(value: single(TYPE))
        attributes(case_values "caseValues": attr = required(attrs::TYPE_ARRAY_ATTR))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on a `Type` value",
        example: "pdl_interp.func @example(%t: !pdl.type) {\n  pdl_interp.switch_type %t to [i32, i64](^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }

    /// Branches to the case whose types equal the range of types.
    pub SwitchTypesOp(SWITCH_TYPES, "pdl_interp.switch_types") {
        operands(value: single(TYPE_RANGE))
        attributes(case_values "caseValues": attr = required(TYPE_ARRAY_ARRAY))
        successors(default_dest "defaultDest": single, cases: variadic)
        summary: "Switch on a range of `Type` values",
        example: "pdl_interp.func @example(%ts: !pdl.range<type>) {\n  pdl_interp.switch_types %ts to [[i32], [i64, i64]](^bb1, ^bb2) -> ^bb2\n^bb1:\n  pdl_interp.finalize\n^bb2:\n  pdl_interp.finalize\n}",
        traits: PURE_PREDICATE,
        format: Some("$value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"),
        verify: Some(verify::switch),
    }
}

/// Every op of the dialect.
pub static ALL: &[&OpSpec] = &[
    &APPLY_CONSTRAINT,
    &APPLY_REWRITE,
    &ARE_EQUAL,
    &BRANCH,
    &CHECK_ATTRIBUTE,
    &CHECK_OPERAND_COUNT,
    &CHECK_OPERATION_NAME,
    &CHECK_RESULT_COUNT,
    &CHECK_TYPE,
    &CHECK_TYPES,
    &CONTINUE,
    &CREATE_ATTRIBUTE,
    &CREATE_OPERATION,
    &CREATE_RANGE,
    &CREATE_TYPE,
    &CREATE_TYPES,
    &ERASE,
    &EXTRACT,
    &FINALIZE,
    &FOREACH,
    &FUNC,
    &GET_ATTRIBUTE,
    &GET_ATTRIBUTE_TYPE,
    &GET_DEFINING_OP,
    &GET_OPERAND,
    &GET_OPERANDS,
    &GET_RESULT,
    &GET_RESULTS,
    &GET_USERS,
    &GET_VALUE_TYPE,
    &IS_NOT_NULL,
    &RECORD_MATCH,
    &REPLACE,
    &SWITCH_ATTRIBUTE,
    &SWITCH_OPERAND_COUNT,
    &SWITCH_OPERATION_NAME,
    &SWITCH_RESULT_COUNT,
    &SWITCH_TYPE,
    &SWITCH_TYPES,
];

/// The name of the matcher function in a patterns module.
pub const MATCHER_FUNCTION_NAME: &str = "matcher";
/// The name of the module holding the rewriter functions.
pub const REWRITER_MODULE_NAME: &str = "rewriters";

/// The `pdl_interp` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Interpreted pattern execution dialect",
    description: "The low-level form of rewrite patterns: a matcher function that \
        navigates the IR from a root op, branching on predicates and recording \
        matches, and rewriter functions that create, replace and erase ops.",
    ops: ALL,
    ..DialectSpec::new("pdl_interp")
};

/// The dialect's registry definition.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
