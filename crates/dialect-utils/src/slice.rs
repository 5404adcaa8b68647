//! Ops with offsets, sizes and strides (`memref.subview`,
//! `tensor.extract_slice`, ...): the checks of MLIR's
//! `OffsetSizeAndStrideOpInterface`, slice bounds and rank reduction.

use strata_ir::{LogicalResult, OpRef, DYNAMIC};

use crate::segments::operand_group;
use crate::static_value::static_list;

/// `verifyListOfOperandsOrIntegers`.
fn verify_list(op: OpRef<'_>, name: &str, max: usize, statics: &[i64], dynamic: usize) -> LogicalResult {
    if statics.len() != max {
        return Err(op.emit_error(format!("expected {max} {name} values, got {}", statics.len())));
    }
    let expected = statics.iter().filter(|&&v| v == DYNAMIC).count();
    if dynamic != expected {
        return Err(op.emit_error(format!(
            "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({dynamic} vs {expected})"
        )));
    }
    Ok(())
}

/// The offset/size/stride interface's verifier, given the operand groups
/// of the offsets, sizes and strides and their maximal ranks.
pub fn verify_offset_size_stride(op: OpRef<'_>, groups: [usize; 3], max_ranks: [usize; 3]) -> LogicalResult {
    let offsets = static_list(op, "static_offsets");
    let sizes = static_list(op, "static_sizes");
    let strides = static_list(op, "static_strides");
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return Err(op.emit_error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            offsets.len(),
            sizes.len()
        )));
    }
    if sizes.len() != strides.len() {
        return Err(op.emit_error(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            sizes.len(),
            strides.len()
        )));
    }
    verify_list(
        op,
        "offset",
        max_ranks[0],
        &offsets,
        operand_group(op, groups[0]).len(),
    )?;
    verify_list(
        op,
        "size",
        max_ranks[1],
        &sizes,
        operand_group(op, groups[1]).len(),
    )?;
    verify_list(
        op,
        "stride",
        max_ranks[2],
        &strides,
        operand_group(op, groups[2]).len(),
    )?;
    if let Some(o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(op.emit_error(format!("expected offsets to be non-negative, but got {o}")));
    }
    if let Some(s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(op.emit_error(format!("expected sizes to be non-negative, but got {s}")));
    }
    Ok(())
}

/// `computeRankReductionMask`: the dimensions of `original` dropped to
/// get `reduced` (only unit dimensions may be dropped).
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// `verifyInBoundsSlice`.
pub fn verify_in_bounds(
    op: OpRef<'_>,
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> LogicalResult {
    match out_of_bounds(shape, offsets, sizes, strides) {
        Some(message) => Err(op.emit_error(message)),
        None => Ok(()),
    }
}

/// Why a slice of static `offsets`, `sizes` and `strides` leaves `shape`
/// where that is known, if it does (MLIR's `verifyInBoundsSlice`).
pub fn out_of_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            break;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Some(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(st));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}
