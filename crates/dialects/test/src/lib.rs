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
//!   `test.br` (successor operands checked against the target block);
//! - symbols: `test.symbol`, `test.symbol_scope`,
//!   `test.symbol_scope_isolated`, `test.symbol_table_region`;
//! - traits: `test.same_operand_element_type`,
//!   `test.same_operand_and_result_element_type`, `test.same_operand_shape`,
//!   `test.same_operand_and_result_shape`,
//!   `test.same_operand_and_result_type`, `test.elementwise_mappable`,
//!   `test.operands_have_same_type`, `test.operand0_and_result_have_same_type`,
//!   `test.op_commutative`, `test.op_idempotent_trait`,
//!   `test.op_involution_trait_no_operation_fold`, `test.parent`,
//!   `test.child`;
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
//! - scopes: `test.alloca_scope_region`, `test.default_dialect` (nested
//!   ops print without the `test.` prefix).

#![forbid(unsafe_code)]

use strata_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{DialectDef, LogicalResult, OpRef, OpTraits, OperationState};
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::spec::{RegionConstraint, RegionSpec, SuccessorSpec};
use strata_ods::{AttrSpec, OpSpec, Predicate, TraitCheck, ValueSpec};

#[cfg(test)]
mod tests;
pub mod typedefs;

use TypeConstraint as T;

const ANY: TypeConstraint = types::ANY_TYPE;

const fn region(name: &'static str, constraint: RegionConstraint) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        constraint,
    }
}

const fn variadic_regions(name: &'static str) -> RegionSpec {
    RegionSpec {
        name,
        variadic: true,
        constraint: RegionConstraint::Any,
    }
}

const ANY_REGION: &[RegionSpec] = &[region("region", RegionConstraint::Any)];
const ONE_BLOCK_REGION: &[RegionSpec] = &[region("region", RegionConstraint::Sized(1))];
const VARIADIC_REGIONS: &[RegionSpec] = &[variadic_regions("regions")];
const VARIADIC_ANY_OPERANDS: &[ValueSpec] = &[ValueSpec::variadic("operands", ANY)];
const VARIADIC_ANY_UNNAMED_OPERANDS: &[ValueSpec] = &[ValueSpec::variadic("", ANY)];
const VARIADIC_ANY_UNNAMED_RESULTS: &[ValueSpec] = &[ValueSpec::variadic("", ANY)];

/// `GraphRegionNoTerminator`: no terminator, one block, graph regions.
const GRAPH_NO_TERMINATOR: OpTraits = OpTraits::NO_TERMINATOR
    .union(OpTraits::SINGLE_BLOCK)
    .union(OpTraits::GRAPH_REGIONS);

// ---- regions -------------------------------------------------------------------

static REGION_OPS: [OpSpec; 13] = [
    OpSpec {
        summary: "operation with a graph region",
        traits: OpTraits::GRAPH_REGIONS,
        regions: ANY_REGION,
        format: Some("attr-dict-with-keyword $region"),
        ..OpSpec::new("test.graph_region")
    },
    OpSpec {
        summary: "isolated from above operation with a graph region",
        traits: OpTraits::GRAPH_REGIONS.union(OpTraits::ISOLATED_FROM_ABOVE),
        regions: ANY_REGION,
        format: Some("attr-dict-with-keyword $region"),
        ..OpSpec::new("test.isolated_graph_region")
    },
    OpSpec {
        summary: "operation with an SSACFG region",
        operands: VARIADIC_ANY_UNNAMED_OPERANDS,
        results: VARIADIC_ANY_UNNAMED_RESULTS,
        regions: VARIADIC_REGIONS,
        ..OpSpec::new("test.ssacfg_region")
    },
    OpSpec {
        summary: "isolated region operation",
        traits: OpTraits::ISOLATED_FROM_ABOVE,
        operands: &[ValueSpec::single("", T::Index)],
        regions: ONE_BLOCK_REGION,
        ..OpSpec::new("test.isolated_region")
    },
    OpSpec {
        traits: GRAPH_NO_TERMINATOR,
        regions: &[region("my_region", RegionConstraint::Sized(1))],
        format: Some("attr-dict `:` $my_region"),
        ..OpSpec::new("test.single_no_terminator_op")
    },
    OpSpec {
        traits: GRAPH_NO_TERMINATOR,
        regions: &[RegionSpec {
            name: "my_regions",
            variadic: true,
            constraint: RegionConstraint::Sized(1),
        }],
        format: Some("attr-dict `:` $my_regions"),
        ..OpSpec::new("test.variadic_no_terminator_op")
    },
    OpSpec {
        regions: &[region("", RegionConstraint::Any)],
        ..OpSpec::new("test.one_region_op")
    },
    OpSpec {
        regions: &[
            region("", RegionConstraint::Any),
            region("", RegionConstraint::Any),
        ],
        ..OpSpec::new("test.two_region_op")
    },
    OpSpec {
        regions: &[
            region("my_region", RegionConstraint::Sized(2)),
            region("", RegionConstraint::Sized(1)),
        ],
        ..OpSpec::new("test.sized_region_op")
    },
    OpSpec {
        traits: OpTraits::ISOLATED_FROM_ABOVE,
        regions: VARIADIC_REGIONS,
        format: Some("attr-dict-with-keyword $regions"),
        ..OpSpec::new("test.isolated_regions")
    },
    OpSpec {
        traits: OpTraits::SINGLE_BLOCK,
        regions: ONE_BLOCK_REGION,
        implicit_terminator: Some(FINISH),
        ..OpSpec::new("test.SingleBlockImplicitTerminator")
    },
    OpSpec {
        traits: OpTraits::AUTOMATIC_ALLOCATION_SCOPE,
        regions: ANY_REGION,
        format: Some("attr-dict-with-keyword $region"),
        ..OpSpec::new("test.alloca_scope_region")
    },
    OpSpec {
        traits: OpTraits::DEFAULT_DIALECT_IS_OWN,
        regions: &[region("body", RegionConstraint::Any)],
        format: Some("regions attr-dict-with-keyword"),
        ..OpSpec::new("test.default_dialect")
    },
];

// ---- terminators ---------------------------------------------------------------

const FINISH: &str = "test.finish";
const PURE_RETURN: OpTraits = OpTraits::PURE
    .union(OpTraits::RETURN_LIKE)
    .union(OpTraits::TERMINATOR);

static TERMINATOR_OPS: [OpSpec; 4] = [
    OpSpec {
        traits: OpTraits::TERMINATOR,
        ..OpSpec::new(FINISH)
    },
    OpSpec {
        traits: PURE_RETURN,
        operands: VARIADIC_ANY_UNNAMED_OPERANDS,
        ..OpSpec::new("test.return")
    },
    OpSpec {
        traits: PURE_RETURN,
        operands: &[ValueSpec::single("result", ANY)],
        format: Some("$result `:` type($result) attr-dict"),
        ..OpSpec::new("test.region_yield")
    },
    OpSpec {
        traits: OpTraits::TERMINATOR,
        operands: &[ValueSpec::variadic("targetOperands", ANY)],
        successors: &[SuccessorSpec {
            name: "target",
            variadic: false,
        }],
        verify: Some(verify_branch_operands),
        ..OpSpec::new("test.br")
    },
];

/// `BranchOpInterface`'s check: the operands forwarded to the successor
/// match its block arguments in number and type.
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

// ---- symbols ---------------------------------------------------------------------

const SYMBOL_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("sym_name", attrs::STR_ATTR),
    AttrSpec::optional("sym_visibility", attrs::STR_ATTR),
];

static SYMBOL_OPS: [OpSpec; 4] = [
    OpSpec {
        summary: "operation which defines a new symbol",
        traits: OpTraits::NO_MEMORY_EFFECT.union(OpTraits::SYMBOL),
        attributes: SYMBOL_ATTRS,
        ..OpSpec::new("test.symbol")
    },
    OpSpec {
        summary: "operation which defines a new symbol table",
        traits: OpTraits::SYMBOL_TABLE.union(OpTraits::SINGLE_BLOCK),
        regions: ONE_BLOCK_REGION,
        implicit_terminator: Some(FINISH),
        ..OpSpec::new("test.symbol_scope")
    },
    OpSpec {
        summary: "operation which defines a new symbol table that is IsolatedFromAbove",
        traits: OpTraits::SYMBOL_TABLE
            .union(OpTraits::SINGLE_BLOCK)
            .union(OpTraits::ISOLATED_FROM_ABOVE),
        regions: ONE_BLOCK_REGION,
        implicit_terminator: Some(FINISH),
        ..OpSpec::new("test.symbol_scope_isolated")
    },
    OpSpec {
        summary: "operation which defines a new symbol table without a restriction on a terminator",
        traits: OpTraits::SYMBOL_TABLE,
        regions: ONE_BLOCK_REGION,
        ..OpSpec::new("test.symbol_table_region")
    },
];

// ---- traits ------------------------------------------------------------------------

const TWO_ANY: &[ValueSpec] = &[ValueSpec::single("", ANY), ValueSpec::single("", ANY)];
const XY_ANY: &[ValueSpec] = &[ValueSpec::single("x", ANY), ValueSpec::single("y", ANY)];
const ONE_ANY: &[ValueSpec] = &[ValueSpec::single("", ANY)];
const VARIADIC_SHAPED: &[ValueSpec] = &[ValueSpec::variadic("", T::AnyShaped)];
const I32_RESULT: &[ValueSpec] = &[ValueSpec::single("", types::I32)];
const ELEMENTWISE_MAPPABLE: OpTraits = OpTraits::ELEMENTWISE
    .union(OpTraits::SCALARIZABLE)
    .union(OpTraits::VECTORIZABLE)
    .union(OpTraits::TENSORIZABLE);

static TRAIT_OPS: [OpSpec; 13] = [
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_ELEMENT_TYPE,
        operands: TWO_ANY,
        results: ONE_ANY,
        ..OpSpec::new("test.same_operand_element_type")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        operands: VARIADIC_ANY_UNNAMED_OPERANDS,
        results: VARIADIC_ANY_UNNAMED_RESULTS,
        ..OpSpec::new("test.same_operand_and_result_element_type")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_SHAPE,
        operands: VARIADIC_SHAPED,
        trait_checks: &[TraitCheck::Custom(strata_ods::verify::verify_same_operands_shape)],
        ..OpSpec::new("test.same_operand_shape")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE,
        operands: VARIADIC_SHAPED,
        results: VARIADIC_SHAPED,
        trait_checks: &[TraitCheck::SameOperandsAndResultShape],
        ..OpSpec::new("test.same_operand_and_result_shape")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: VARIADIC_ANY_UNNAMED_OPERANDS,
        results: VARIADIC_ANY_UNNAMED_RESULTS,
        ..OpSpec::new("test.same_operand_and_result_type")
    },
    OpSpec {
        traits: ELEMENTWISE_MAPPABLE,
        operands: VARIADIC_ANY_UNNAMED_OPERANDS,
        results: VARIADIC_ANY_UNNAMED_RESULTS,
        trait_checks: &[TraitCheck::Elementwise],
        ..OpSpec::new("test.elementwise_mappable")
    },
    OpSpec {
        operands: XY_ANY,
        predicates: &[Predicate::AllTypesMatch(&["x", "y"])],
        ..OpSpec::new("test.operands_have_same_type")
    },
    OpSpec {
        operands: XY_ANY,
        results: &[ValueSpec::single("res", ANY)],
        predicates: &[Predicate::AllTypesMatch(&["x", "res"])],
        ..OpSpec::new("test.operand0_and_result_have_same_type")
    },
    OpSpec {
        traits: OpTraits::COMMUTATIVE,
        operands: &[
            ValueSpec::single("op1", types::I32),
            ValueSpec::single("op2", types::I32),
            ValueSpec::single("op3", types::I32),
            ValueSpec::single("op4", types::I32),
        ],
        results: I32_RESULT,
        ..OpSpec::new("test.op_commutative")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
            .union(OpTraits::NO_MEMORY_EFFECT)
            .union(OpTraits::IS_IDEMPOTENT),
        operands: &[ValueSpec::single("op1", types::I32)],
        results: I32_RESULT,
        ..OpSpec::new("test.op_idempotent_trait")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
            .union(OpTraits::NO_MEMORY_EFFECT)
            .union(OpTraits::IS_INVOLUTION),
        operands: &[ValueSpec::single("op1", types::I32)],
        results: I32_RESULT,
        ..OpSpec::new("test.op_involution_trait_no_operation_fold")
    },
    OpSpec {
        regions: &[region("", RegionConstraint::Any)],
        ..OpSpec::new(PARENT)
    },
    OpSpec {
        parents: &[PARENT],
        ..OpSpec::new("test.child")
    },
];

const PARENT: &str = "test.parent";

// ---- declarative assembly formats -------------------------------------------------

const I64_ATTR: AttrConstraint = attrs::I64_ATTR;
const BUILDABLE_AND_MEMREF: &[ValueSpec] = &[
    ValueSpec::single("buildable", types::I64),
    ValueSpec::single("operand", types::ANY_MEMREF),
];
const BUILDABLE_AND_MEMREF_RESULTS: &[ValueSpec] = &[
    ValueSpec::single("buildable_res", types::I64),
    ValueSpec::single("result", types::ANY_MEMREF),
];
const OPTIONAL_AND_VARIADIC: &[ValueSpec] = &[
    ValueSpec::optional("optional", types::I64),
    ValueSpec::variadic("variadic", types::I64),
];

const OPTIONAL_RESULT: &[ValueSpec] = &[ValueSpec::optional("optional_res", types::I64)];

const fn region_format(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        regions: ANY_REGION,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

const fn variadic_region_format(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        regions: VARIADIC_REGIONS,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

const fn result_format(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        results: BUILDABLE_AND_MEMREF_RESULTS,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

const fn operand_format(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        operands: BUILDABLE_AND_MEMREF,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

const fn optional_operand_result(name: &'static str, format: &'static str) -> OpSpec {
    OpSpec {
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: OPTIONAL_AND_VARIADIC,
        results: OPTIONAL_RESULT,
        format: Some(format),
        ..OpSpec::new(name)
    }
}

static FORMAT_OPS: [OpSpec; 28] = [
    OpSpec {
        format: Some(
            "`keyword_$.` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `` `(` ` ` `)` `?` `+` `*` `{` `\\n` `}` attr-dict",
        ),
        ..OpSpec::new("test.format_literal_op")
    },
    OpSpec {
        attributes: &[AttrSpec::required("attr", I64_ATTR)],
        format: Some("$attr attr-dict"),
        ..OpSpec::new("test.format_attr_op")
    },
    OpSpec {
        attributes: &[AttrSpec::optional("opt_attr", I64_ATTR)],
        format: Some("(`(` $opt_attr^ `)` )? attr-dict"),
        ..OpSpec::new("test.format_opt_attr_op_a")
    },
    OpSpec {
        attributes: &[AttrSpec::optional("opt_attr", I64_ATTR)],
        format: Some("($opt_attr^)? attr-dict"),
        ..OpSpec::new("test.format_opt_attr_op_b")
    },
    OpSpec {
        attributes: &[
            AttrSpec::required("attr", I64_ATTR),
            AttrSpec::optional("opt_attr", I64_ATTR),
        ],
        format: Some("attr-dict-with-keyword"),
        ..OpSpec::new("test.format_attr_dict_w_keyword")
    },
    OpSpec {
        operands: &[ValueSpec::single("buildable", types::I64)],
        results: &[ValueSpec::single("buildable_res", types::I64)],
        format: Some("$buildable attr-dict"),
        ..OpSpec::new("test.format_buildable_type_op")
    },
    region_format("test.format_region_a_op", "regions attr-dict"),
    region_format("test.format_region_b_op", "$region attr-dict"),
    region_format("test.format_region_c_op", "(`region` $region^)? attr-dict"),
    variadic_region_format("test.format_variadic_region_a_op", "$regions attr-dict"),
    variadic_region_format(
        "test.format_variadic_region_b_op",
        "($regions^ `found_regions`)? attr-dict",
    ),
    result_format("test.format_result_a_op", "type($result) attr-dict"),
    result_format("test.format_result_b_op", "type(results) attr-dict"),
    result_format(
        "test.format_result_c_op",
        "functional-type($buildable_res, $result) attr-dict",
    ),
    operand_format("test.format_operand_a_op", "operands `:` type(operands) attr-dict"),
    operand_format("test.format_operand_b_op", "operands `:` type($operand) attr-dict"),
    operand_format(
        "test.format_operand_c_op",
        "$buildable `,` $operand `:` type(operands) attr-dict",
    ),
    operand_format(
        "test.format_operand_d_op",
        "$buildable `,` $operand `:` type($operand) attr-dict",
    ),
    operand_format(
        "test.format_operand_e_op",
        "$buildable `,` $operand `:` type($buildable) `,` type($operand) attr-dict",
    ),
    OpSpec {
        traits: OpTraits::TERMINATOR,
        successors: &[SuccessorSpec {
            name: "targets",
            variadic: true,
        }],
        format: Some("$targets attr-dict"),
        ..OpSpec::new("test.format_successor_a_op")
    },
    OpSpec {
        operands: &[ValueSpec::variadic("operand", types::I64)],
        format: Some("$operand `:` type($operand) attr-dict"),
        ..OpSpec::new("test.format_variadic_operand")
    },
    OpSpec {
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[
            ValueSpec::variadic("operand0", types::I64),
            ValueSpec::variadic("operand1", ANY),
        ],
        format: Some("` ` `(` $operand0 `)` `,` `(` $operand1 `:` type($operand1) `)` attr-dict"),
        ..OpSpec::new("test.format_multiple_variadic_operands")
    },
    optional_operand_result(
        "test.format_optional_operand_result_a_op",
        "`(` $optional `:` type($optional) `)` `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict",
    ),
    optional_operand_result(
        "test.format_optional_operand_result_b_op",
        "(`(` $optional^ `:` type($optional) `)`)? `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict",
    ),
    OpSpec {
        attributes: &[AttrSpec::optional("is_optional", attrs::UNIT_ATTR)],
        format: Some("(`is_optional` $is_optional^)? attr-dict"),
        ..OpSpec::new("test.format_optional_unit_attribute")
    },
    OpSpec {
        attributes: &[AttrSpec::optional("is_optional", attrs::UNIT_ATTR)],
        format: Some("($is_optional^)? attr-dict"),
        ..OpSpec::new("test.format_optional_unit_attribute_no_elide")
    },
    OpSpec {
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        operands: &[ValueSpec::variadic("args", ANY)],
        results: &[ValueSpec::single("result", ANY)],
        format: Some("operands attr-dict `:` type($result)"),
        ..OpSpec::new("test.format_infer_variadic_type_from_non_variadic")
    },
    OpSpec {
        attributes: &[AttrSpec::required("callee", attrs::FLAT_SYMBOL_REF_ATTR)],
        operands: VARIADIC_ANY_OPERANDS,
        results: VARIADIC_ANY_UNNAMED_RESULTS,
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        ..OpSpec::new("test.call")
    },
];

const VALUE_RESULT: &[ValueSpec] = &[ValueSpec::single("result", ANY)];
const VALUE_OPERAND: &[ValueSpec] = &[ValueSpec::single("value", ANY)];
const TYPED_VALUE_ATTR: &[AttrSpec] = &[AttrSpec::required("value", attrs::TYPED_ATTR)];

fn same_type(_: &strata_ir::Context, t: strata_ir::Type) -> strata_ir::Type {
    t
}

fn tuple_of(ctx: &strata_ir::Context, t: strata_ir::Type) -> strata_ir::Type {
    ctx.tuple_type(&[t])
}

/// Ops whose format leaves types to `AllTypesMatch` and `TypesMatchWith`.
static TYPE_INFERENCE_OPS: [OpSpec; 5] = [
    OpSpec {
        operands: &[ValueSpec::single("value1", ANY), ValueSpec::single("value2", ANY)],
        results: VALUE_RESULT,
        predicates: &[Predicate::AllTypesMatch(&["value1", "value2", "result"])],
        format: Some("attr-dict $value1 `,` $value2 `:` type($value1)"),
        ..OpSpec::new("test.format_all_types_match_var")
    },
    OpSpec {
        attributes: &[AttrSpec::required("value1", attrs::TYPED_ATTR)],
        operands: &[ValueSpec::single("value2", ANY)],
        results: VALUE_RESULT,
        predicates: &[Predicate::AllTypesMatch(&["value1", "value2", "result"])],
        format: Some("attr-dict $value1 `,` $value2"),
        ..OpSpec::new("test.format_all_types_match_attr")
    },
    OpSpec {
        operands: VALUE_OPERAND,
        results: VALUE_RESULT,
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches operand",
            from: "value",
            to: "result",
            transform: same_type,
        }],
        format: Some("attr-dict $value `:` type($value)"),
        ..OpSpec::new("test.format_types_match_var")
    },
    OpSpec {
        attributes: TYPED_VALUE_ATTR,
        results: VALUE_RESULT,
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches constant",
            from: "value",
            to: "result",
            transform: same_type,
        }],
        format: Some("attr-dict $value"),
        ..OpSpec::new("test.format_types_match_attr")
    },
    OpSpec {
        operands: VALUE_OPERAND,
        results: VALUE_RESULT,
        predicates: &[Predicate::TypesMatchWith {
            summary: "tuple result type matches operand type",
            from: "value",
            to: "result",
            transform: tuple_of,
        }],
        format: Some("attr-dict $value `:` type($value)"),
        ..OpSpec::new("test.format_types_match_context")
    },
];

static RESULT_HAS_SAME_TYPE_AS_ATTR: OpSpec = OpSpec {
    attributes: &[AttrSpec::required("attr", attrs::TYPED_ATTR)],
    results: &[ValueSpec::single("result", ANY)],
    predicates: &[Predicate::AllTypesMatch(&["attr", "result"])],
    format: Some("$attr `->` type($result) attr-dict"),
    ..OpSpec::new("test.result_has_same_type_as_attr")
};

// ---- test.isolated_region's custom form ---------------------------------------------

/// `test.isolated_region %v { ... }`: the operand's name is reused as the
/// region's (index) argument.
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

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    REGION_OPS
        .iter()
        .chain(TERMINATOR_OPS.iter())
        .chain(SYMBOL_OPS.iter())
        .chain(TRAIT_OPS.iter())
        .chain(FORMAT_OPS.iter())
        .chain(TYPE_INFERENCE_OPS.iter())
        .chain([&RESULT_HAS_SAME_TYPE_AS_ATTR])
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("test");
    d.allows_unknown_operations = true;
    for spec in specs() {
        let mut def = spec.to_def();
        if spec.name == "test.isolated_region" {
            def.parse = Some(parse_isolated_region);
            def.print = Some(print_isolated_region);
        }
        d.ops.push(def);
    }
    typedefs::install(&mut d);
    d
}
