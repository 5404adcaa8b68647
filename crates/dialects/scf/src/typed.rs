//! Typed wrappers of the scf ops (MLIR's `scf::ForOp`, `scf::IfOp`, ...),
//! declared over their specs.

use super::{
    CONDITION_SPEC, EXECUTE_REGION_SPEC, FORALL_SPEC, FOR_SPEC, IF_SPEC, INDEX_SWITCH_SPEC, IN_PARALLEL_SPEC,
    PARALLEL_SPEC, REDUCE_RETURN_SPEC, REDUCE_SPEC, WHILE_SPEC, YIELD_SPEC,
};

strata_ods::typed_ops! {
    /// `scf.condition`.
    pub ConditionOp(CONDITION_SPEC) {
        operands(condition: single, args: variadic)
        build(explicit)
    }
    /// `scf.execute_region`.
    pub ExecuteRegionOp(EXECUTE_REGION_SPEC) {
        results(results: variadic "")
        attributes(no_inline: unit)
        regions(region: single)
        build(explicit)
    }
    /// `scf.for`.
    pub ForOp(FOR_SPEC) {
        operands(
            lower_bound: single "lowerBound",
            upper_bound: single "upperBound",
            step: single,
            init_args: variadic "initArgs",
        )
        results(results: variadic)
        attributes(unsigned_cmp: unit "unsignedCmp")
        regions(region: single)
        build(explicit)
    }
    /// `scf.forall`.
    pub ForallOp(FORALL_SPEC) {
        operands(
            dynamic_lower_bound: variadic "dynamicLowerBound",
            dynamic_upper_bound: variadic "dynamicUpperBound",
            dynamic_step: variadic "dynamicStep",
            outputs: variadic,
        )
        results(results: variadic)
        attributes(
            static_lower_bound: i64_array "staticLowerBound",
            static_upper_bound: i64_array "staticUpperBound",
            static_step: i64_array "staticStep",
            mapping: opt_attr,
        )
        regions(region: single)
        build(explicit)
    }
    /// `scf.forall.in_parallel`.
    pub InParallelOp(IN_PARALLEL_SPEC) {
        regions(region: single)
        build(explicit)
    }
    /// `scf.if`.
    pub IfOp(IF_SPEC) {
        operands(condition: single)
        results(results: variadic)
        regions(then_region: single "thenRegion", else_region: single "elseRegion")
        build(explicit)
    }
    /// `scf.index_switch` (no builder: its case regions are variadic).
    pub IndexSwitchOp(INDEX_SWITCH_SPEC) {
        operands(arg: single)
        results(results: variadic)
        attributes(cases: i64_array)
        regions(default_region: single "defaultRegion", case_regions: variadic "caseRegions")
    }
    /// `scf.parallel`.
    pub ParallelOp(PARALLEL_SPEC) {
        operands(
            lower_bound: variadic "lowerBound",
            upper_bound: variadic "upperBound",
            step: variadic,
            init_vals: variadic "initVals",
        )
        results(results: variadic)
        regions(region: single)
        build(explicit)
    }
    /// `scf.reduce` (no builder: its reduction regions are variadic).
    pub ReduceOp(REDUCE_SPEC) {
        operands(operands: variadic)
        regions(reductions: variadic)
    }
    /// `scf.reduce.return`.
    pub ReduceReturnOp(REDUCE_RETURN_SPEC) {
        operands(result: single)
        build(explicit)
    }
    /// `scf.while`.
    pub WhileOp(WHILE_SPEC) {
        operands(inits: variadic)
        results(results: variadic)
        regions(before: single, after: single)
        build(explicit)
    }
    /// `scf.yield`.
    pub YieldOp(YIELD_SPEC) {
        operands(results: variadic)
        build(explicit)
    }
}
