//! Typed wrappers of the arith ops (MLIR's `arith::AddIOp`, ...),
//! declared over their specs.

use strata_ods::typed::spec_named;

use super::{CAST_OPS, CMP_OPS, CONSTANT, EXTENDED_OPS, FLOAT_OPS, INT_OPS, SELECT};

strata_ods::typed_ops! {
    /// `arith.constant`.
    pub ConstantOp(CONSTANT) {
        results(result: single)
        attributes(value: attr)
        build(infer)
    }
    /// `arith.addi`.
    pub AddIOp(*spec_named(&INT_OPS, "arith.addi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(overflow_flags: opt_enum "overflowFlags")
        build(infer)
    }
    /// `arith.subi`.
    pub SubIOp(*spec_named(&INT_OPS, "arith.subi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(overflow_flags: opt_enum "overflowFlags")
        build(infer)
    }
    /// `arith.muli`.
    pub MulIOp(*spec_named(&INT_OPS, "arith.muli")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(overflow_flags: opt_enum "overflowFlags")
        build(infer)
    }
    /// `arith.divui`.
    pub DivUIOp(*spec_named(&INT_OPS, "arith.divui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(is_exact: unit "isExact")
        build(infer)
    }
    /// `arith.divsi`.
    pub DivSIOp(*spec_named(&INT_OPS, "arith.divsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(is_exact: unit "isExact")
        build(infer)
    }
    /// `arith.ceildivui`.
    pub CeilDivUIOp(*spec_named(&INT_OPS, "arith.ceildivui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.ceildivsi`.
    pub CeilDivSIOp(*spec_named(&INT_OPS, "arith.ceildivsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.floordivsi`.
    pub FloorDivSIOp(*spec_named(&INT_OPS, "arith.floordivsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.remui`.
    pub RemUIOp(*spec_named(&INT_OPS, "arith.remui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.remsi`.
    pub RemSIOp(*spec_named(&INT_OPS, "arith.remsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.andi`.
    pub AndIOp(*spec_named(&INT_OPS, "arith.andi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.ori`.
    pub OrIOp(*spec_named(&INT_OPS, "arith.ori")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.xori`.
    pub XOrIOp(*spec_named(&INT_OPS, "arith.xori")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.shli`.
    pub ShLIOp(*spec_named(&INT_OPS, "arith.shli")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(overflow_flags: opt_enum "overflowFlags")
        build(infer)
    }
    /// `arith.shrui`.
    pub ShRUIOp(*spec_named(&INT_OPS, "arith.shrui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(is_exact: unit "isExact")
        build(infer)
    }
    /// `arith.shrsi`.
    pub ShRSIOp(*spec_named(&INT_OPS, "arith.shrsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(is_exact: unit "isExact")
        build(infer)
    }
    /// `arith.maxsi`.
    pub MaxSIOp(*spec_named(&INT_OPS, "arith.maxsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.maxui`.
    pub MaxUIOp(*spec_named(&INT_OPS, "arith.maxui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.minsi`.
    pub MinSIOp(*spec_named(&INT_OPS, "arith.minsi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.minui`.
    pub MinUIOp(*spec_named(&INT_OPS, "arith.minui")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        build(infer)
    }
    /// `arith.addui_extended`.
    pub AddUIExtendedOp(*spec_named(&EXTENDED_OPS, "arith.addui_extended")) {
        operands(lhs: single, rhs: single)
        results(sum: single, overflow: single)
        build(explicit)
    }
    /// `arith.mulsi_extended`.
    pub MulSIExtendedOp(*spec_named(&EXTENDED_OPS, "arith.mulsi_extended")) {
        operands(lhs: single, rhs: single)
        results(low: single, high: single)
        build(infer)
    }
    /// `arith.mului_extended`.
    pub MulUIExtendedOp(*spec_named(&EXTENDED_OPS, "arith.mului_extended")) {
        operands(lhs: single, rhs: single)
        results(low: single, high: single)
        build(infer)
    }
    /// `arith.negf`.
    pub NegFOp(*spec_named(&FLOAT_OPS, "arith.negf")) {
        operands(operand: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.addf`.
    pub AddFOp(*spec_named(&FLOAT_OPS, "arith.addf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.subf`.
    pub SubFOp(*spec_named(&FLOAT_OPS, "arith.subf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.maximumf`.
    pub MaximumFOp(*spec_named(&FLOAT_OPS, "arith.maximumf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.maxnumf`.
    pub MaxNumFOp(*spec_named(&FLOAT_OPS, "arith.maxnumf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.minimumf`.
    pub MinimumFOp(*spec_named(&FLOAT_OPS, "arith.minimumf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.minnumf`.
    pub MinNumFOp(*spec_named(&FLOAT_OPS, "arith.minnumf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.mulf`.
    pub MulFOp(*spec_named(&FLOAT_OPS, "arith.mulf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.divf`.
    pub DivFOp(*spec_named(&FLOAT_OPS, "arith.divf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.remf`.
    pub RemFOp(*spec_named(&FLOAT_OPS, "arith.remf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(fastmath: opt_enum)
        build(infer)
    }
    /// `arith.extui`.
    pub ExtUIOp(*spec_named(&CAST_OPS, "arith.extui")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.extsi`.
    pub ExtSIOp(*spec_named(&CAST_OPS, "arith.extsi")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.extf`.
    pub ExtFOp(*spec_named(&CAST_OPS, "arith.extf")) {
        operands(input: single "in")
        results(out: single)
        attributes(fastmath: opt_enum)
        build(explicit)
    }
    /// `arith.scaling_extf`.
    pub ScalingExtFOp(*spec_named(&CAST_OPS, "arith.scaling_extf")) {
        operands(input: single "in", scale: single)
        results(out: single)
        attributes(fastmath: opt_enum)
        build(explicit)
    }
    /// `arith.trunci`.
    pub TruncIOp(*spec_named(&CAST_OPS, "arith.trunci")) {
        operands(input: single "in")
        results(out: single)
        attributes(overflow_flags: opt_enum "overflowFlags")
        build(explicit)
    }
    /// `arith.truncf`.
    pub TruncFOp(*spec_named(&CAST_OPS, "arith.truncf")) {
        operands(input: single "in")
        results(out: single)
        attributes(roundingmode: opt_enum, fastmath: opt_enum)
        build(explicit)
    }
    /// `arith.scaling_truncf`.
    pub ScalingTruncFOp(*spec_named(&CAST_OPS, "arith.scaling_truncf")) {
        operands(input: single "in", scale: single)
        results(out: single)
        attributes(roundingmode: opt_enum, fastmath: opt_enum)
        build(explicit)
    }
    /// `arith.uitofp`.
    pub UIToFPOp(*spec_named(&CAST_OPS, "arith.uitofp")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.sitofp`.
    pub SIToFPOp(*spec_named(&CAST_OPS, "arith.sitofp")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.fptoui`.
    pub FPToUIOp(*spec_named(&CAST_OPS, "arith.fptoui")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.fptosi`.
    pub FPToSIOp(*spec_named(&CAST_OPS, "arith.fptosi")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.index_cast`.
    pub IndexCastOp(*spec_named(&CAST_OPS, "arith.index_cast")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.index_castui`.
    pub IndexCastUIOp(*spec_named(&CAST_OPS, "arith.index_castui")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.bitcast`.
    pub BitcastOp(*spec_named(&CAST_OPS, "arith.bitcast")) {
        operands(input: single "in")
        results(out: single)
        build(explicit)
    }
    /// `arith.cmpi`.
    pub CmpIOp(*spec_named(&CMP_OPS, "arith.cmpi")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(predicate: enum)
        build(infer)
    }
    /// `arith.cmpf`.
    pub CmpFOp(*spec_named(&CMP_OPS, "arith.cmpf")) {
        operands(lhs: single, rhs: single)
        results(result: single)
        attributes(predicate: enum, fastmath: opt_enum)
        build(infer)
    }
    /// `arith.select`.
    pub SelectOp(SELECT) {
        operands(condition: single, true_value: single, false_value: single)
        results(result: single)
        build(infer)
    }
}
