//! The transform dialect's ops, by family, each with its
//! [`TransformOpInterface`](crate::TransformOpInterface) implementation.

use strata_ir::{Attribute, LogicalResult, NamedAttribute, OpRef, Type};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{EnumDef, EnumStorage, OpSpec, TypeConstraint};

use crate::types;

pub mod apply;
pub mod conversion;
pub mod debug;
pub mod handles;
pub mod matching;
pub mod smt_ext;
pub mod structure;
pub mod tune;

/// `TransformHandleTypeInterface`.
pub const OP_HANDLE: TypeConstraint = TypeConstraint::Custom {
    summary: "TransformHandleTypeInterface instance",
    check: types::is_op_handle_type,
};

/// `TransformValueHandleTypeInterface`.
pub const VALUE_HANDLE: TypeConstraint = TypeConstraint::Custom {
    summary: "TransformValueHandleTypeInterface instance",
    check: types::is_value_handle_type,
};

/// `TransformParamTypeInterface`.
pub const PARAM: TypeConstraint = TypeConstraint::Custom {
    summary: "TransformParamTypeInterface instance",
    check: types::is_param_type,
};

/// `Transform_AnyHandleOrParamType`.
pub const ANY_HANDLE_OR_PARAM: TypeConstraint = TypeConstraint::Custom {
    summary: "any transform handle or parameter",
    check: |ctx, t| {
        types::is_op_handle_type(ctx, t)
            || types::is_value_handle_type(ctx, t)
            || types::is_param_type(ctx, t)
    },
};

/// `FailurePropagationMode`.
pub static FAILURE_PROPAGATION_MODE: EnumDef = EnumDef {
    name: "::mlir::transform::FailurePropagationMode",
    attr_name: "FailurePropagationMode",
    summary: "Silenceable error propagation policy",
    cases: &[("propagate", 1), ("suppress", 2)],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// `MatchCmpIPredicate`.
pub static MATCH_CMPI_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::transform::MatchCmpIPredicate",
    attr_name: "MatchCmpIPredicateAttr",
    summary: "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5",
    cases: &[("eq", 0), ("ne", 1), ("lt", 2), ("le", 3), ("gt", 4), ("ge", 5)],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// The failure-propagation attribute's constraint.
pub const FAILURE_PROPAGATION_ATTR: AttrConstraint = AttrConstraint::Enum(&FAILURE_PROPAGATION_MODE);
/// The comparison predicate's constraint.
pub const MATCH_CMPI_ATTR: AttrConstraint = AttrConstraint::Enum(&MATCH_CMPI_PREDICATE);

/// Every op of the dialect's own crate.
pub static ALL: &[&OpSpec] = &[
    &smt_ext::CONSTRAIN_PARAMS,
    &tune::KNOB,
    &tune::TUNE_ALTERNATIVES,
    &structure::ALTERNATIVES,
    &apply::ANNOTATE,
    &apply::APPLY_DCE,
    &apply::APPLY_PATTERNS,
    &apply::APPLY_CANONICALIZATION,
    &conversion::APPLY_CONVERSION_PATTERNS,
    &apply::APPLY_REGISTERED_PASS,
    &handles::CAST,
    &matching::COLLECT_MATCHING,
    &debug::EMIT_PARAM_AS_REMARK,
    &debug::EMIT_REMARK_AT,
    &matching::FOREACH_MATCH,
    &structure::FOREACH,
    &handles::GET_CONSUMERS_OF_RESULT,
    &handles::GET_DEFINING_OP,
    &handles::GET_OPERAND,
    &handles::GET_PARENT_OP,
    &handles::GET_PRODUCER_OF_OPERAND,
    &handles::GET_RESULT,
    &handles::GET_TYPE,
    &structure::INCLUDE,
    &matching::MATCH_OPERATION_EMPTY,
    &matching::MATCH_OPERATION_NAME,
    &matching::MATCH_PARAM_CMPI,
    &handles::MERGE_HANDLES,
    &handles::REPLICATE,
    &structure::NAMED_SEQUENCE,
    &handles::NUM_ASSOCIATIONS,
    &apply::PARAM_CONSTANT,
    &debug::PRINT,
    &handles::SELECT,
    &structure::SEQUENCE,
    &handles::SPLIT_HANDLE,
    &matching::STRUCTURED_MATCH,
    &apply::VERIFY,
    &structure::YIELD,
];

/// The dialect's discardable attributes: `transform.with_named_sequence`
/// (a unit attribute on the module holding named sequences),
/// `transform.target_tag` and the argument markers.
pub fn verify_dialect_attribute(op: OpRef<'_>, attr: NamedAttribute) -> LogicalResult {
    let ctx = op.ctx;
    let name = ctx.ident_str(attr.0);
    let is_unit = matches!(ctx.attr_kind(attr.1), strata_ir::AttrKind::Unit);
    match name {
        "transform.with_named_sequence" => {
            if !is_unit {
                return Err(op.emit_error(format!("'{name}' attribute must be a unit attribute")));
            }
            if !op
                .def()
                .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::SYMBOL_TABLE))
            {
                return Err(op.emit_error(format!(
                    "\"{name}\" attribute can only be attached to operations with symbol tables"
                )));
            }
            structure::verify_named_sequence_table_early(op)
        }
        "transform.target_tag" => {
            if ctx.string_attr_value(attr.1).is_none() {
                return Err(op.emit_error(format!("\"{name}\" attribute must be a string")));
            }
            Ok(())
        }
        "transform.consumed" | "transform.readonly" | "transform.silence_tracking_failures" => {
            if !is_unit {
                return Err(op.emit_error(format!("\"{name}\" must be a unit attribute")));
            }
            Ok(())
        }
        _ => Err(op.emit_error(format!("unknown attribute: \"{name}\""))),
    }
}

/// `ConfinedAttr<I64Attr, [IntPositive]>`.
pub const POSITIVE_I64: AttrConstraint = AttrConstraint::Confined {
    base: &strata_ods::constraints::attrs::I64_ATTR,
    summary: "64-bit signless integer attribute whose value is positive",
    check: |ctx, a| ctx.integer_attr_value(a).is_some_and(|v| v.sext_i64() > 0),
};

/// A bool attribute's value.
pub(crate) fn bool_value(ctx: &strata_ir::Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        strata_ir::AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// An integer attribute's value.
pub(crate) fn int_value(op: OpRef<'_>, name: &str) -> Option<i64> {
    op.attr(name)
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
}

/// A string attribute's value.
pub(crate) fn str_value<'a>(op: OpRef<'a>, name: &str) -> Option<&'a str> {
    op.attr(name).and_then(|a| op.ctx.string_attr_value(a))
}

/// The types of an op's operands.
pub(crate) fn operand_types(op: OpRef<'_>) -> Vec<Type> {
    op.operands().map(|v| op.value_type(v)).collect()
}

/// The strings of an array of string attributes.
pub(crate) fn string_list(op: OpRef<'_>, a: Attribute) -> Vec<String> {
    op.ctx
        .array_attr_elements(a)
        .unwrap_or(&[])
        .iter()
        .filter_map(|&e| op.ctx.string_attr_value(e).map(str::to_string))
        .collect()
}
