//! The operand groups of an op, by its spec: with `operandSegmentSizes`
//! when the op has attribute-sized segments, else from the number of
//! operands (MLIR's `getODSOperandIndexAndLength`).

use std::ops::Range;

use strata_ir::{OpRef, OpTraits};

/// The name of the operand segment sizes property.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";

/// The sizes of the operand groups of `op`, if its spec says how its
/// operands split.
fn group_sizes(op: OpRef<'_>) -> Option<strata_ods::spec::GroupSizes> {
    let spec = strata_ods::spec_of(op)?;
    let seg = spec
        .has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        .then_some(OPERAND_SEGMENT_SIZES);
    strata_ods::group_sizes(op, spec.operands, op.num_operands(), seg)
}

/// The operand index range of group `index` of `op`, within its operands
/// (empty when the op has no spec or its segments are malformed).
pub fn operand_group(op: OpRef<'_>, index: usize) -> Range<usize> {
    let Some(spec) = strata_ods::spec_of(op) else {
        return 0..0;
    };
    let seg = spec
        .has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        .then_some(OPERAND_SEGMENT_SIZES);
    let (start, n) =
        strata_ods::spec::group_range(op, spec.operands, op.num_operands(), seg, index).unwrap_or((0, 0));
    let end = (start + n).min(op.num_operands());
    start.min(end)..end
}

/// The operand index ranges of all the groups of `op`, if they cover its
/// operands exactly.
pub fn operand_groups(op: OpRef<'_>) -> Option<Vec<Range<usize>>> {
    let sizes = group_sizes(op)?;
    let mut start = 0;
    let ranges: Vec<Range<usize>> = sizes
        .iter()
        .map(|&n| {
            let r = start..start + n;
            start += n;
            r
        })
        .collect();
    (start == op.num_operands()).then_some(ranges)
}
