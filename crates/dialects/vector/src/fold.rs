//! The folders of the vector ops.

use strata_ir::{Attribute, Failed, FoldOutput, LogicalResult, OpRef};

pub(crate) fn fold_multi_reduction(
    _: OpRef<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldOutput,
) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_broadcast(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_shuffle(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_extract(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_to_elements(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_from_elements(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_insert(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_insert_strided_slice(
    _: OpRef<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldOutput,
) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_extract_strided_slice(
    _: OpRef<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldOutput,
) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_transfer(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_memref_casts(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_shape_cast(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_bitcast(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_constant_mask(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
pub(crate) fn fold_transpose(_: OpRef<'_>, _: &[Option<Attribute>], _: &mut FoldOutput) -> LogicalResult {
    Err(Failed)
}
