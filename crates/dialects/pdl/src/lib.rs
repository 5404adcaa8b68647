//! The `pdl` dialect of MLIR 22: rewrite patterns written as IR.
//!
//! A `pdl.pattern` holds a matcher, a DAG of `pdl.operation`,
//! `pdl.operand(s)`, `pdl.result(s)`, `pdl.type(s)` and `pdl.attribute`
//! ops describing the IR to match, and ends with a `pdl.rewrite` whose
//! region creates, replaces and erases ops (or which names a native
//! rewrite). Values of the matcher are handles (`!pdl.operation`,
//! `!pdl.value`, `!pdl.type`, `!pdl.attribute`, `!pdl.range<...>`) to the
//! matched IR.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod types;
pub mod verify;

#[cfg(test)]
mod tests;

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{AttrKind, DialectDef, OpRef, OpTraits};
use strata_ods::constraints::attrs;
use strata_ods::{CustomDirective, DialectSpec, OpSpec, ParseArg, PrintArg, TypeConstraint};

use types::{is_range_of, Kind};

/// `PDL_AnyType`.
pub const ANY: TypeConstraint = TypeConstraint::Custom {
    summary: "pdl type",
    check: |ctx, t| types::kind(ctx, t).is_some(),
};
/// `PDL_Attribute`.
pub const ATTRIBUTE: TypeConstraint = TypeConstraint::Buildable {
    summary: "PDL handle to an `mlir::Attribute`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Attribute),
    build: types::attribute,
};
/// `PDL_Operation`.
pub const OPERATION: TypeConstraint = TypeConstraint::Buildable {
    summary: "PDL handle to an `mlir::Operation *`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Operation),
    build: types::operation,
};
/// `PDL_Type`.
pub const TYPE: TypeConstraint = TypeConstraint::Buildable {
    summary: "PDL handle to an `mlir::Type`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Type),
    build: types::type_,
};
/// `PDL_Value`.
pub const VALUE: TypeConstraint = TypeConstraint::Buildable {
    summary: "PDL handle for an `mlir::Value`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Value),
    build: types::value,
};
/// `PDL_RangeOf<PDL_Type>`.
pub const TYPE_RANGE: TypeConstraint = TypeConstraint::Buildable {
    summary: "range of PDL handle to an `mlir::Type` values",
    check: |ctx, t| is_range_of(ctx, t, Kind::Type),
    build: |ctx| types::range(ctx, types::type_(ctx)),
};
/// `PDL_RangeOf<PDL_Value>`.
pub const VALUE_RANGE: TypeConstraint = TypeConstraint::Buildable {
    summary: "range of PDL handle for an `mlir::Value` values",
    check: |ctx, t| is_range_of(ctx, t, Kind::Value),
    build: |ctx| types::range(ctx, types::value(ctx)),
};
/// `PDL_InstOrRangeOf<PDL_Type>`.
pub const TYPE_OR_RANGE: TypeConstraint = TypeConstraint::Custom {
    summary: "single element or range of PDL handle to an `mlir::Type`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Type) || is_range_of(ctx, t, Kind::Type),
};
/// `PDL_InstOrRangeOf<PDL_Value>`.
pub const VALUE_OR_RANGE: TypeConstraint = TypeConstraint::Custom {
    summary: "single element or range of PDL handle for an `mlir::Value`",
    check: |ctx, t| types::kind(ctx, t) == Some(Kind::Value) || is_range_of(ctx, t, Kind::Value),
};
/// `PDL_RangeOf<AnyTypeOf<[PDL_Type, PDL_Value]>>`.
pub const TYPE_OR_VALUE_RANGE: TypeConstraint = TypeConstraint::Custom {
    summary: "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values",
    check: |ctx, t| is_range_of(ctx, t, Kind::Type) || is_range_of(ctx, t, Kind::Value),
};

const PATTERN_PARENT: &[&str] = &["pdl.pattern"];
const REWRITE_PARENT: &[&str] = &["pdl.rewrite"];

strata_ods::op! {
    /// Applies a constraint registered by name with the consumer of the
    /// patterns to its arguments; the match fails when it does not hold
    /// (or holds, with `isNegated`). It may return values to the matcher.
    pub ApplyNativeConstraintOp(APPLY_NATIVE_CONSTRAINT, "pdl.apply_native_constraint") {
        operands(args: variadic(ANY))
        results(results: variadic(ANY))
        attributes(
            name: str = required(attrs::STR_ATTR),
            is_negated "isNegated": opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
        )
        summary: "Apply a native constraint to a set of provided entities",
        example: "pdl.pattern : benefit(1) {\n  %op = operation \"my.op\"\n  apply_native_constraint \"isInteresting\"(%op : !pdl.operation)\n  rewrite %op with \"rewriter\"\n}",
        parents: PATTERN_PARENT,
        format: Some("$name `(` $args `:` type($args) `)` (`:`  type($results)^ )? attr-dict"),
        verify: Some(verify::native_constraint),
    }

    /// Calls a rewrite function registered by name with the consumer of
    /// the patterns, inside a `pdl.rewrite` region; it may return values.
    pub ApplyNativeRewriteOp(APPLY_NATIVE_REWRITE, "pdl.apply_native_rewrite") {
        operands(args: variadic(ANY))
        results(results: variadic(ANY))
        attributes(name: str = required(attrs::STR_ATTR))
        summary: "Apply a native rewrite method inside of pdl.rewrite region",
        example: "pdl.pattern : benefit(1) {\n  %op = operation \"my.op\"\n  rewrite %op {\n    %attr = apply_native_rewrite \"computeAttr\"(%op : !pdl.operation) : !pdl.attribute\n  }\n}",
        parents: REWRITE_PARENT,
        format: Some("$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict"),
        verify: Some(verify::native_rewrite),
    }

    /// An attribute of the matched IR, optionally constrained to a type or
    /// to a constant value; in a rewrite, a constant to create.
    pub AttributeOp(ATTRIBUTE_OP, "pdl.attribute") {
        operands(value_type "valueType": optional(TYPE))
        results(attr: single(ATTRIBUTE))
        attributes(value: opt_attr = optional(attrs::ANY_ATTR))
        summary: "Define an input attribute in a pattern",
        example: "pdl.pattern : benefit(1) {\n  %attr = attribute = 10 : i64\n  %op = operation \"my.op\" {\"value\" = %attr}\n  rewrite %op with \"rewriter\"\n}",
        format: Some("(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword"),
        verify: Some(verify::attribute),
    }

    /// Erases a matched op (the rewriter's `eraseOp`).
    pub EraseOp(ERASE, "pdl.erase") {
        operands(op_value "opValue": single(OPERATION))
        summary: "Mark an input operation as `erased`",
        example: "pdl.pattern : benefit(1) {\n  %op = operation \"my.op\"\n  rewrite %op {\n    erase %op\n  }\n}",
        parents: REWRITE_PARENT,
        format: Some("$opValue attr-dict"),
    }

    /// An operand of a matched op that the pattern does not otherwise
    /// describe (a block argument or a result of an op outside the
    /// pattern), optionally of a given type.
    pub OperandOp(OPERAND, "pdl.operand") {
        operands(value_type "valueType": optional(TYPE))
        results(value: single(VALUE))
        summary: "Define an external input operand in a pattern",
        example: "pdl.pattern : benefit(1) {\n  %x = operand\n  %op = operation \"my.op\"(%x : !pdl.value)\n  rewrite %op with \"rewriter\"\n}",
        parents: PATTERN_PARENT,
        format: Some("(`:` $valueType^)? attr-dict"),
        verify: Some(verify::binding_use),
    }

    /// A range of operands of a matched op, optionally of given types.
    pub OperandsOp(OPERANDS, "pdl.operands") {
        operands(value_type "valueType": optional(TYPE_RANGE))
        results(value: single(VALUE_RANGE))
        summary: "Define a range of input operands in a pattern",
        example: "pdl.pattern : benefit(1) {\n  %xs = operands\n  %op = operation \"my.op\"(%xs : !pdl.range<value>)\n  rewrite %op with \"rewriter\"\n}",
        parents: PATTERN_PARENT,
        format: Some("(`:` $valueType^)? attr-dict"),
        verify: Some(verify::binding_use),
    }

    /// An op: in the matcher, one to match (by name if given, with the
    /// given operands, attributes and result types); in a rewrite, one to
    /// create.
    pub OperationOp(OPERATION_OP, "pdl.operation") {
        operands(
            operand_values "operandValues": variadic(VALUE_OR_RANGE),
            attribute_values "attributeValues": variadic(ATTRIBUTE),
            type_values "typeValues": variadic(TYPE_OR_RANGE),
        )
        results(operation "op": single(OPERATION))
        attributes(
            op_name "opName": opt_str = optional(attrs::STR_ATTR),
            attribute_value_names "attributeValueNames": attr = required(attrs::STR_ARRAY_ATTR),
            // Strata's: the marker of a proposal of Lücke's thesis (a
            // wildcard that may match a terminator when wildcards
            // otherwise match none); MLIR has no such attribute.
            matches_terminator "matchesTerminator": unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Define an operation within a pattern",
        example: "pdl.pattern : benefit(1) {\n  %x = operand\n  %t = type\n  %op = operation \"my.op\"(%x : !pdl.value) -> (%t : !pdl.type)\n  rewrite %op with \"rewriter\"\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        format: Some("($opName^)? (`matches_terminator` $matchesTerminator^)? (`(` $operandValues^ `:` type($operandValues) `)`)? \
            custom<OperationOpAttributes>($attributeValues, $attributeValueNames) \
            (`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict"),
        custom_directives: &[&OPERATION_OP_ATTRIBUTES],
        verify: Some(verify::operation),
    }

    /// A rewrite pattern: the matcher in its body, the rewrite in the
    /// terminating `pdl.rewrite`, and the benefit of applying it.
    pub PatternOp(PATTERN, "pdl.pattern") {
        regions(body_region "bodyRegion": single(strata_ods::RegionConstraint::Sized(1)))
        attributes(
            benefit: int = required(attrs::NON_NEGATIVE_I16_ATTR),
            sym_name: opt_str = optional(attrs::SYMBOL_NAME_ATTR),
        )
        summary: "Define a rewrite pattern",
        example: "pdl.pattern @erase_op : benefit(1) {\n  %op = operation \"my.op\"\n  rewrite %op {\n    erase %op\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::SYMBOL)
            .union(OpTraits::OPTIONAL_SYMBOL)
            .union(OpTraits::DEFAULT_DIALECT_IS_OWN),
        format: Some("($sym_name^)? `:` `benefit` `(` $benefit `)` attr-dict-with-keyword $bodyRegion"),
        verify_regions: Some(verify::pattern),
    }

    /// Builds a range of types or values from single ones and ranges, in
    /// a rewrite.
    pub RangeOp(RANGE, "pdl.range") {
        operands(arguments: variadic(ANY))
        results(result: single(TYPE_OR_VALUE_RANGE))
        summary: "Construct a range of pdl entities",
        example: "pdl.pattern : benefit(1) {\n  %x = operand\n  %op = operation \"my.op\"(%x : !pdl.value)\n  rewrite %op {\n    %xs = range %x, %x : !pdl.value, !pdl.value\n    %new = operation \"my.other\"(%xs : !pdl.range<value>)\n    replace %op with %new\n  }\n}",
        traits: OpTraits::PURE,
        parents: REWRITE_PARENT,
        format: Some("($arguments^ `:` type($arguments))? custom<RangeType>(ref(type($arguments)), type($result)) attr-dict"),
        custom_directives: &[&RANGE_TYPE],
        verify: Some(verify::range),
    }

    /// Replaces a matched op with the results of another op or with
    /// values (the rewriter's `replaceOp`).
    pub ReplaceOp(REPLACE, "pdl.replace") {
        operands(
            op_value "opValue": single(OPERATION),
            repl_operation "replOperation": optional(OPERATION),
            repl_values "replValues": variadic(VALUE_OR_RANGE),
        )
        summary: "Mark an input operation as `replaced`",
        example: "pdl.pattern : benefit(1) {\n  %x = operand\n  %op = operation \"my.op\"(%x : !pdl.value)\n  rewrite %op {\n    replace %op with (%x : !pdl.value)\n  }\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        parents: REWRITE_PARENT,
        format: Some("$opValue `with` (`(` $replValues^ `:` type($replValues) `)`)? ($replOperation^)? attr-dict"),
        verify: Some(verify::replace),
    }

    /// Result `index` of an op (counting results, not ODS groups).
    pub ResultOp(RESULT, "pdl.result") {
        operands(parent: single(OPERATION))
        results(val: single(VALUE))
        attributes(index: int = required(attrs::I32_ATTR))
        summary: "Extract a result from an operation",
        example: "pdl.pattern : benefit(1) {\n  %t = type\n  %def = operation \"my.def\" -> (%t : !pdl.type)\n  %v = result 0 of %def\n  %op = operation \"my.use\"(%v : !pdl.value)\n  rewrite %op with \"rewriter\"\n}",
        traits: OpTraits::PURE,
        format: Some("$index `of` $parent attr-dict"),
    }

    /// The results of an op: all of them, or the ODS result group
    /// `index` (a value or a range).
    pub ResultsOp(RESULTS, "pdl.results") {
        operands(parent: single(OPERATION))
        results(val: single(VALUE_OR_RANGE))
        attributes(index: opt_int = optional(attrs::I32_ATTR))
        summary: "Extract a result group from an operation",
        example: "pdl.pattern : benefit(1) {\n  %def = operation \"my.def\"\n  %vs = results of %def\n  %op = operation \"my.use\"(%vs : !pdl.range<value>)\n  rewrite %op with \"rewriter\"\n}",
        traits: OpTraits::PURE,
        format: Some("($index^)? `of` $parent custom<ResultsValueType>(ref($index), type($val)) attr-dict"),
        custom_directives: &[&RESULTS_VALUE_TYPE],
        verify: Some(verify::results),
    }

    /// The rewrite of a pattern: a region of rewriting ops, or the name of
    /// a native rewrite function with its arguments; `root` is the op the
    /// match starts from.
    pub RewriteOp(REWRITE, "pdl.rewrite") {
        operands(
            root: optional(OPERATION),
            external_args "externalArgs": variadic(ANY),
        )
        regions(body_region "bodyRegion": single(strata_ods::RegionConstraint::Any))
        attributes(name: opt_str = optional(attrs::STR_ATTR))
        summary: "Specify the rewrite of a matched pattern",
        example: "pdl.pattern : benefit(1) {\n  %op = operation \"my.op\"\n  rewrite %op with \"rewriter\"\n}",
        traits: OpTraits::TERMINATOR
            .union(OpTraits::NO_TERMINATOR)
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::DEFAULT_DIALECT_IS_OWN),
        parents: PATTERN_PARENT,
        format: Some("($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)? ($bodyRegion^)? attr-dict-with-keyword"),
        verify_regions: Some(verify::rewrite),
    }

    /// A type of the matched IR, optionally a given constant type.
    pub TypeOp(TYPE_OP, "pdl.type") {
        results(result: single(TYPE))
        attributes(constant_type "constantType": opt_attr = optional(attrs::TYPE_ATTR))
        summary: "Define a type handle within a pattern",
        example: "pdl.pattern : benefit(1) {\n  %t = type : i32\n  %op = operation \"my.op\" -> (%t : !pdl.type)\n  rewrite %op with \"rewriter\"\n}",
        format: Some("attr-dict (`:` $constantType^)?"),
        verify: Some(verify::type_op),
    }

    /// A range of types of the matched IR, optionally given constants.
    pub TypesOp(TYPES, "pdl.types") {
        results(result: single(TYPE_RANGE))
        attributes(constant_types "constantTypes": opt_attr = optional(attrs::TYPE_ARRAY_ATTR))
        summary: "Define a range of type handles within a pattern",
        example: "pdl.pattern : benefit(1) {\n  %ts = types : [i32, i64]\n  %op = operation \"my.op\" -> (%ts : !pdl.range<type>)\n  rewrite %op with \"rewriter\"\n}",
        format: Some("attr-dict (`:` $constantTypes^)?"),
        verify: Some(verify::types_op),
    }
}

/// Every op of the dialect.
pub static ALL: &[&OpSpec] = &[
    &APPLY_NATIVE_CONSTRAINT,
    &APPLY_NATIVE_REWRITE,
    &ATTRIBUTE_OP,
    &ERASE,
    &OPERAND,
    &OPERANDS,
    &OPERATION_OP,
    &PATTERN,
    &RANGE,
    &REPLACE,
    &RESULT,
    &RESULTS,
    &REWRITE,
    &TYPE_OP,
    &TYPES,
];

// ---- custom directives -------------------------------------------------------------

/// `custom<OperationOpAttributes>($attributeValues, $attributeValueNames)`:
/// ` {"name" = %value, ...}`, nothing when there are none.
static OPERATION_OP_ATTRIBUTES: CustomDirective = CustomDirective {
    name: "OperationOpAttributes",
    parse: parse_operation_attributes,
    print: print_operation_attributes,
};

/// Parses `{"name" = %value, ...}` (optional) into a value group and
/// the names' string array.
pub fn parse_operation_attributes(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut names = Vec::new();
    let mut values = Vec::new();
    if p.parse_optional_punct("{") {
        loop {
            let at = p.current_pos();
            let Some(name) = p.parse_optional_string()? else {
                return Err(p.emit_error_at(at, "expected string"));
            };
            names.push(ctx.intern_attr(AttrKind::String {
                value: name.into(),
                ty: None,
            }));
            p.parse_punct("=")?;
            values.push(p.parse_operand()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("}")?;
    }
    args[0] = ParseArg::Operands(values);
    args[1] = ParseArg::Attr(Some(ctx.array_attr(&names)));
    Ok(())
}

/// Prints what [`parse_operation_attributes`] reads, with a leading space.
pub fn print_operation_attributes(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    let (PrintArg::Operands(values), PrintArg::Attr(names)) = (&args[0], &args[1]) else {
        return;
    };
    let names = match names.map(|a| op.ctx.attr_kind(a)) {
        Some(AttrKind::Array(names)) => names.clone(),
        _ => return,
    };
    if names.is_empty() {
        return;
    }
    p.write_str(" {");
    for (i, (&name, &value)) in names.iter().zip(values).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(name);
        p.write_str(" = ");
        p.print_operand(value);
    }
    p.write_str("}");
}

/// `custom<RangeType>(ref(type($arguments)), type($result))`: the result
/// type is written only when there are no arguments to infer it from.
pub static RANGE_TYPE: CustomDirective = CustomDirective {
    name: "RangeType",
    parse: parse_range_type,
    print: print_range_type,
};

fn parse_range_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let first = args[0].types().first().copied();
    let result = match first {
        Some(t) => types::range(ctx, types::element_or_self(ctx, t)),
        None => {
            p.parse_punct(":")?;
            p.parse_type()?
        }
    };
    args[1] = ParseArg::Types(vec![result]);
    Ok(())
}

fn print_range_type(p: &mut dyn OpAsmPrinter<'_>, _op: OpRef<'_>, args: &[PrintArg]) {
    let (PrintArg::Types(arguments), PrintArg::Types(result)) = (&args[0], &args[1]) else {
        return;
    };
    if arguments.is_empty() {
        if let Some(&t) = result.first() {
            p.write_str(": ");
            p.print_type(t);
        }
    }
}

/// `custom<ResultsValueType>(ref($index), type($val))`: ` -> type` after
/// an index; without one the type is the full result range.
static RESULTS_VALUE_TYPE: CustomDirective = CustomDirective {
    name: "ResultsValueType",
    parse: parse_results_value_type,
    print: print_results_value_type,
};

fn parse_results_value_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let ty = if args[0].attr().is_some() {
        p.parse_punct("->")?;
        p.parse_type()?
    } else {
        types::range(ctx, types::value(ctx))
    };
    args[1] = ParseArg::Types(vec![ty]);
    Ok(())
}

fn print_results_value_type(p: &mut dyn OpAsmPrinter<'_>, _op: OpRef<'_>, args: &[PrintArg]) {
    if let (PrintArg::Attr(Some(_)), PrintArg::Types(ty)) = (&args[0], &args[1]) {
        if let Some(&t) = ty.first() {
            p.write_str(" -> ");
            p.print_type(t);
        }
    }
}

/// The `pdl` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "High level pattern definition dialect",
    description: "Rewrite patterns as IR: a matcher DAG of ops describing the IR to \
        match, and a rewrite creating, replacing and erasing ops.",
    ops: ALL,
    type_defs: Some(&types::DEFS),
    parse_type: Some(types::parse_type),
    print_type: Some(types::print_type),
    ..DialectSpec::new("pdl")
};

/// The dialect's registry definition.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
