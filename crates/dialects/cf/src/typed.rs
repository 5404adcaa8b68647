//! Typed wrappers of the cf ops (MLIR's `cf::BranchOp`, ...), declared
//! over their specs.

use super::{ASSERT, BR, COND_BR, SWITCH};

strata_ods::typed_ops! {
    /// `cf.assert`.
    pub AssertOp(ASSERT) {
        operands(arg: single)
        attributes(msg: str)
        build(explicit)
    }
    /// `cf.br`.
    pub BranchOp(BR) {
        operands(dest_operands: variadic "destOperands")
        successors(dest: single)
        build(explicit)
    }
    /// `cf.cond_br`.
    pub CondBranchOp(COND_BR) {
        operands(
            condition: single,
            true_dest_operands: variadic "trueDestOperands",
            false_dest_operands: variadic "falseDestOperands",
        )
        attributes(branch_weights: opt_attr)
        successors(true_dest: single "trueDest", false_dest: single "falseDest")
        build(explicit)
    }
    /// `cf.switch` (its case operands are split by `case_operand_segments`).
    pub SwitchOp(SWITCH) {
        operands(
            flag: single,
            default_operands: variadic "defaultOperands",
            case_operands: variadic "caseOperands",
        )
        attributes(case_values: opt_attr, case_operand_segments: attr)
        successors(default_destination: single "defaultDestination", case_destinations: variadic "caseDestinations")
        build(explicit)
    }
}
