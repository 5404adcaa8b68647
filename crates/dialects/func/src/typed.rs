//! Typed wrappers of the func ops (MLIR's `func::FuncOp`, `func::CallOp`,
//! ...). The func ops are hand-written definitions, so their wrappers are
//! declared over layout specs: [`OpSpec`]s that describe the operand,
//! result, attribute and region groups and are not registered. Their
//! attributes are listed in the definitions' `inherent_attrs` order
//! (checked at compile time).

use strata_ods::constraints::{attrs, types};
use strata_ods::{AttrSpec, OpSpec, RegionConstraint, RegionSpec, ValueSpec};

use super::{
    CALL, CALL_ATTRS, CALL_INDIRECT, CALL_INDIRECT_ATTRS, CONSTANT, CONSTANT_ATTRS, FUNC, FUNC_ATTRS, RETURN,
};

static FUNC_LAYOUT: OpSpec = OpSpec {
    attributes: &[
        AttrSpec::required("sym_name", attrs::SYMBOL_NAME_ATTR),
        AttrSpec::required("function_type", attrs::FUNCTION_TYPE_ATTR),
        AttrSpec::optional("sym_visibility", attrs::STR_ATTR),
        AttrSpec::optional("arg_attrs", attrs::DICT_ARRAY_ATTR),
        AttrSpec::optional("res_attrs", attrs::DICT_ARRAY_ATTR),
        AttrSpec::optional("no_inline", attrs::UNIT_ATTR),
    ],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        constraint: RegionConstraint::Any,
    }],
    ..OpSpec::new(FUNC)
};

static RETURN_LAYOUT: OpSpec = OpSpec {
    operands: &[ValueSpec::variadic("operands", types::ANY_TYPE)],
    ..OpSpec::new(RETURN)
};

static CALL_LAYOUT: OpSpec = OpSpec {
    operands: &[ValueSpec::variadic("operands", types::ANY_TYPE)],
    results: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    attributes: &[
        AttrSpec::required("callee", attrs::FLAT_SYMBOL_REF_ATTR),
        AttrSpec::optional("arg_attrs", attrs::DICT_ARRAY_ATTR),
        AttrSpec::optional("res_attrs", attrs::DICT_ARRAY_ATTR),
        AttrSpec::optional("no_inline", attrs::UNIT_ATTR),
    ],
    ..OpSpec::new(CALL)
};

static CALL_INDIRECT_LAYOUT: OpSpec = OpSpec {
    operands: &[
        ValueSpec::single("callee", types::FUNCTION_TYPE),
        ValueSpec::variadic("callee_operands", types::ANY_TYPE),
    ],
    results: &[ValueSpec::variadic("results", types::ANY_TYPE)],
    attributes: &[
        AttrSpec::optional("arg_attrs", attrs::DICT_ARRAY_ATTR),
        AttrSpec::optional("res_attrs", attrs::DICT_ARRAY_ATTR),
    ],
    ..OpSpec::new(CALL_INDIRECT)
};

static CONSTANT_LAYOUT: OpSpec = OpSpec {
    results: &[ValueSpec::single("result", types::FUNCTION_TYPE)],
    attributes: &[AttrSpec::required("value", attrs::FLAT_SYMBOL_REF_ATTR)],
    ..OpSpec::new(CONSTANT)
};

const _: () = {
    assert!(strata_ods::typed::attrs_in_order(&FUNC_LAYOUT, FUNC_ATTRS));
    assert!(strata_ods::typed::attrs_in_order(&CALL_LAYOUT, CALL_ATTRS));
    assert!(strata_ods::typed::attrs_in_order(
        &CALL_INDIRECT_LAYOUT,
        CALL_INDIRECT_ATTRS
    ));
    assert!(strata_ods::typed::attrs_in_order(
        &CONSTANT_LAYOUT,
        CONSTANT_ATTRS
    ));
};

strata_ods::typed_ops! {
    /// `func.func` (no builder: its body is an isolated region; the
    /// region id is in the op's child body, `Body::op_regions`).
    pub FuncOp(FUNC_LAYOUT) {
        attributes(
            sym_name: str,
            function_type: type,
            sym_visibility: opt_str,
            arg_attrs: opt_attr,
            res_attrs: opt_attr,
            no_inline: unit,
        )
        regions(body: single)
    }
    /// `func.return`.
    pub ReturnOp(RETURN_LAYOUT) {
        operands(operands: variadic)
        build(explicit)
    }
    /// `func.call`.
    pub CallOp(CALL_LAYOUT) {
        operands(operands: variadic)
        results(results: variadic)
        attributes(callee: symbol, arg_attrs: opt_attr, res_attrs: opt_attr, no_inline: unit)
        build(explicit)
    }
    /// `func.call_indirect`.
    pub CallIndirectOp(CALL_INDIRECT_LAYOUT) {
        operands(callee: single, callee_operands: variadic)
        results(results: variadic)
        attributes(arg_attrs: opt_attr, res_attrs: opt_attr)
        build(explicit)
    }
    /// `func.constant`.
    pub ConstantOp(CONSTANT_LAYOUT) {
        results(result: single)
        attributes(value: symbol)
        build(explicit)
    }
}
