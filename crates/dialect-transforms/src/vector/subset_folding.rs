//! Folding tensor slices into the transfers that use them (MLIR's
//! `populateFoldTensorSubsetIntoVectorTransferPatterns`): a read of a
//! `tensor.extract_slice` reads the slice's source at the slice's
//! offsets, and a `tensor.insert_slice` of a write that covers the whole
//! slice writes into the destination directly, each index the slice's
//! offset plus the transfer's index (an `affine.apply` composed and
//! folded). Only unit strides, in bounds, unmasked transfers.

use strata_dialect_affine::{build_composed_folded_apply, ApplyValue};
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, OpId, OpRef, OperationState, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(TransferReadOfExtractSliceOpFolder),
        Box::new(InsertSliceOfTransferWriteOpFolder),
    ]
}

/// An offset of a slice: a value or a constant.
#[derive(Copy, Clone)]
enum Offset {
    Value(ValueId),
    Const(i64),
}

fn static_list(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| strata_ods::directives::dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

/// The offsets of a slice op whose offset operands are group `g`, and
/// whether all its strides are 1.
fn offsets(op: OpRef<'_>, g: usize) -> (Vec<Offset>, bool) {
    let mut dynamic = operand_group(op, g).map(|i| op.operand(i));
    let offsets = static_list(op, "static_offsets")
        .into_iter()
        .map(|o| {
            if o == DYNAMIC {
                dynamic.next().map_or(Offset::Const(0), Offset::Value)
            } else {
                Offset::Const(o)
            }
        })
        .collect();
    let unit = static_list(op, "static_strides").iter().all(|&s| s == 1);
    (offsets, unit)
}

/// The transfer's map with the dropped dimensions inserted as unused
/// inputs (MLIR's `expandDimsToRank`).
pub(crate) fn expand_dims(ctx: &Context, map: &AffineMap, dropped: &[bool]) -> AffineMap {
    let mut new_pos = Vec::with_capacity(map.num_dims as usize);
    for (d, &drop) in dropped.iter().enumerate() {
        if !drop {
            new_pos.push(d as u32);
        }
    }
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => ctx.affine_dim(new_pos.get(d as usize).copied().unwrap_or(d)),
            _ => e,
        })
        .collect();
    AffineMap::new(dropped.len() as u32, map.num_symbols, results)
}

/// The indices into the slice's source: each offset plus the transfer's
/// index times the stride for kept dimensions, the offset for dropped
/// ones, composed and folded, created before `at` at `loc` (MLIR's
/// `resolveIndicesIntoOpWithOffsetsAndStrides`; strides are 1 here).
fn resolve_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    offsets: &[Offset],
    dropped: &[bool],
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
    let map = AffineMap::new(0, 3, vec![ctx.affine_add(s0, ctx.affine_mul(s1, s2))]);
    let mut idx = indices.iter();
    let mut out = Vec::with_capacity(offsets.len());
    for (d, &o) in offsets.iter().enumerate() {
        let index = if dropped.get(d).copied().unwrap_or(false) {
            ApplyValue::Const(0)
        } else {
            ApplyValue::Value(*idx.next()?)
        };
        let offset = match o {
            Offset::Value(v) => ApplyValue::Value(v),
            Offset::Const(c) => ApplyValue::Const(c),
        };
        rw.set_insertion_point(at);
        let r = build_composed_folded_apply(rw, loc, &map, &[offset, index, ApplyValue::Const(1)]);
        out.push(match r {
            ApplyValue::Value(v) => v,
            ApplyValue::Const(c) => {
                let index_t = ctx.index_type();
                let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
                st.result_types = vec![index_t];
                st.properties =
                    Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(index_t, c))]));
                rw.set_insertion_point(at);
                let op = rw.create(st);
                rw.body().result(op, 0)
            }
        });
    }
    Some(out)
}

/// The map, `in_bounds` (all true) and mask-freedom of a transfer.
pub(crate) fn transfer_ok(op: OpRef<'_>) -> Option<AffineMap> {
    if masking_op(op).is_some() {
        return None;
    }
    unmasked_transfer_map(op)
}

/// The `vector.mask` holding `op`, if any.
fn masking_op(op: OpRef<'_>) -> Option<OpId> {
    op.parent()
        .filter(|p| p.name_str() == "vector.mask")
        .map(|p| p.id)
}

/// The map of a transfer without a mask operand, all in bounds (it may
/// sit in a `vector.mask`).
fn unmasked_transfer_map(op: OpRef<'_>) -> Option<AffineMap> {
    let ctx = op.ctx;
    if !operand_group(op, 3).is_empty() {
        return None;
    }
    let flags = ctx.array_attr_elements(op.attr("in_bounds")?)?;
    if flags.iter().any(|&b| b != ctx.bool_attr(true)) {
        return None;
    }
    match ctx.attr_kind(op.attr("permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The state of a transfer like `like` with new operands, results, map
/// and number of indices.
pub(crate) fn transfer_state(
    rw: &PatternRewriter<'_>,
    like: OpId,
    operands: Vec<ValueId>,
    results: Vec<strata_ir::Type>,
    map: AffineMap,
    indices: usize,
    read: bool,
) -> OperationState {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(like), body.op_loc(like));
    st.operands = operands;
    st.result_types = results;
    let props = body.op_properties(like).unwrap_or_else(|| ctx.empty_dictionary());
    let map_attr: Attribute = ctx.intern_attr(AttrKind::AffineMap(map));
    let props = ctx.dict_with(props, ctx.ident("permutation_map"), Some(map_attr));
    let n = indices as i32;
    let segments = if read { [1, n, 1, 0] } else { [1, 1, n, 0] };
    let segments = strata_dialect_utils::attrs::dense_i32_array(ctx, &segments);
    let props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(segments));
    st.properties = Some(props);
    st
}

/// `transfer_read(extract_slice(%src))` reads `%src` at the offsets. A
/// read in a `vector.mask` is replaced with the mask: the new read is
/// masked by the same mask and pass-through value (mlir-opt drops the
/// pass-through, changing the masked-off lanes: a listed deviation).
pub struct TransferReadOfExtractSliceOpFolder;

impl RewritePattern for TransferReadOfExtractSliceOpFolder {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_read")
    }

    fn debug_name(&self) -> &str {
        "TransferReadOfExtractSliceOpFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(map) = unmasked_transfer_map(o) else {
            return false;
        };
        let mask = masking_op(o);
        let Some(slice) = strata_dialect_utils::matchers::def(o, o.operand(0))
            .filter(|d| d.name_str() == "tensor.extract_slice")
        else {
            return false;
        };
        let (offs, unit) = offsets(slice, 1);
        if !unit {
            return false;
        }
        let reduced = ctx.shape(slice.result_type(0)).unwrap_or(&[]).to_vec();
        let dropped = strata_dialect_tensor::slice_dropped_dims(
            slice,
            &reduced,
            operand_group(slice, 2).map(|i| slice.operand(i)),
        );
        let src = slice.operand(0);
        let indices: Vec<ValueId> = operand_group(o, 1).map(|i| o.operand(i)).collect();
        let padding = o.operand(operand_group(o, 2).start);
        let vec_t = o.result_type(0);
        let new_map = expand_dims(ctx, &map, &dropped);
        let loc = o.loc();
        // New ops go before the op replaced: the mask if any.
        let root = mask.unwrap_or(op);
        let mask_operands: Option<Vec<ValueId>> = mask.map(|m| rw.body().operands(m).collect());
        let Some(new_indices) = resolve_indices(rw, root, loc, &offs, &dropped, &indices) else {
            return false;
        };
        let n = new_indices.len();
        let mut operands = vec![src];
        operands.extend(new_indices);
        operands.push(padding);
        let st = transfer_state(rw, op, operands, vec![vec_t], new_map, n, true);
        let v = match mask_operands {
            None => {
                rw.set_insertion_point(root);
                let new = rw.create(st);
                rw.body().result(new, 0)
            }
            Some(m) => mask_op(rw, root, loc, m, vec_t, st),
        };
        rw.replace_op(root, &[v]);
        true
    }
}

/// `vector.mask %mask[, %passthru] { op }` (of type `ty`) before `at`,
/// `op` created from `st`; its result.
pub(crate) fn mask_op(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    mask: Vec<ValueId>,
    ty: strata_ir::Type,
    st: OperationState,
) -> ValueId {
    let ctx = rw.ctx;
    let region = rw.create_region();
    let mut mst = OperationState::new(ctx.op_name("vector.mask"), loc);
    mst.operands = mask;
    mst.result_types = vec![ty];
    mst.regions = vec![region];
    rw.set_insertion_point(at);
    let masked = rw.create(mst);
    let block = rw.create_block(region);
    rw.set_insertion_point_to_end(block);
    let inner = rw.create(st);
    let v = rw.body().result(inner, 0);
    let mut yst = OperationState::new(ctx.op_name("vector.yield"), loc);
    yst.operands = vec![v];
    rw.set_insertion_point_to_end(block);
    rw.create(yst);
    rw.body().result(masked, 0)
}

/// `insert_slice(transfer_write(%v, %t), %dest)`, the write covering all
/// of the static `%t`: a write of `%v` into `%dest` at the offsets.
pub struct InsertSliceOfTransferWriteOpFolder;

impl RewritePattern for InsertSliceOfTransferWriteOpFolder {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.insert_slice")
    }

    fn debug_name(&self) -> &str {
        "InsertSliceOfTransferWriteOpFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(write) = strata_dialect_utils::matchers::def(o, o.operand(0))
            .filter(|d| d.name_str() == "vector.transfer_write")
        else {
            return false;
        };
        let Some(map) = transfer_ok(write) else {
            return false;
        };
        let (offs, unit) = offsets(o, 2);
        if !unit {
            return false;
        }
        // The write must cover the whole (static) slice.
        let slice_shape = ctx.shape(write.operand_type(1)).unwrap_or(&[]).to_vec();
        let vec_shape = ctx.shape(write.operand_type(0)).unwrap_or(&[]).to_vec();
        if slice_shape.contains(&DYNAMIC) || slice_shape != vec_shape {
            return false;
        }
        let dropped = strata_dialect_tensor::slice_dropped_dims(
            o,
            &slice_shape,
            operand_group(o, 3).map(|i| o.operand(i)),
        );
        let value = write.operand(0);
        let dest = o.operand(1);
        let dest_t = o.value_type(dest);
        let indices: Vec<ValueId> = operand_group(write, 2).map(|i| write.operand(i)).collect();
        let write_id = write.id;
        let write_loc = write.loc();
        let new_map = expand_dims(ctx, &map, &dropped);
        let Some(new_indices) = resolve_indices(rw, op, write_loc, &offs, &dropped, &indices) else {
            return false;
        };
        let n = new_indices.len();
        let mut operands = vec![value, dest];
        operands.extend(new_indices);
        let st = transfer_state(rw, write_id, operands, vec![dest_t], new_map, n, false);
        let mut st = st;
        st.loc = rw.body().op_loc(op);
        rw.replace_op_with_new(op, st);
        true
    }
}

strata_ods::op! {
    /// Names the patterns folding `tensor.extract_slice` into the
    /// `vector.transfer_read`s reading it and `tensor.insert_slice` of a
    /// `vector.transfer_write` into the write, in an `apply_patterns`
    /// region.
    pub ApplyFoldTensorSubsetOpsIntoVectorTransfersPatternsOp(APPLY_FOLD_TENSOR_SUBSET_OPS_INTO_VECTOR_TRANSFERS, "transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers") {
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |_, out| out.extend(patterns()),
        }],
    }
}
