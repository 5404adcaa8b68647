//! Vectorization of `tensor.extract` in the body of a structured op
//! (MLIR's `vectorizeTensorExtract`). Each extract is classified by how
//! its indices vary over the loops: indices invariant in the loops make a
//! scalar read broadcast to the vector (`ScalarBroadcast`); invariant
//! leading indices and a trailing index stepping with the trailing
//! non-unit loop, on an effectively 1-D vector, make one contiguous
//! `vector.transfer_read` (`Contiguous`); anything else is a
//! `vector.gather` at the linearized indices (`Gather`).

use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, DenseData, IrMapping, OpId, OpRef, Type, TypeKind, ValueId,
};
use strata_ods::directives::dense_i64_array;

use super::vectorize::{broadcast_if_needed, transfer_props, wrap_in_mask, Builder};

/// How an extract reads its tensor (MLIR's `VectorMemoryAccessKind`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Access {
    ScalarBroadcast,
    Contiguous,
    Gather,
}

/// Whether the vectorizer handles `op`, a `tensor.extract` in a
/// structured op's body: one index unless `nd_extract`, index and result
/// types that can be vector elements.
pub(super) fn extract_precondition(op: OpRef<'_>, nd_extract: bool) -> bool {
    if op.name_str() != "tensor.extract" {
        return false;
    }
    let indices = op.num_operands().saturating_sub(1);
    if indices != 1 && !nd_extract {
        return false;
    }
    let valid = |t: Type| super::vectorize::is_valid_element(op.ctx, t);
    (indices == 0 || valid(op.operand_type(1))) && op.result_types().all(valid)
}

/// The structured op around an extract and what its classification reads.
struct Loops<'a> {
    body: &'a Body,
    block: BlockId,
    args: &'a [ValueId],
    /// The static loop ranges.
    ranges: &'a [i64],
}

impl Loops<'_> {
    /// The op of the structured op's block defining or containing the
    /// definition of `v`; `Err(is_outside)` for block arguments (`true`
    /// when not the block's own) and values from outside.
    fn ancestor(&self, v: ValueId) -> Result<OpId, bool> {
        let Some(def) = self.body.defining_op(v) else {
            return Err(!self.args.contains(&v));
        };
        strata_ir::dominance::find_ancestor_op_in_block(self.body, self.block, def).ok_or(true)
    }

    fn index_dim(&self, op: OpId, ctx: &strata_ir::Context) -> Option<usize> {
        let r = OpRef::new(ctx, self.body, op);
        if r.name_str() != "linalg.index" {
            return None;
        }
        r.attr("dim")
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64() as usize)
    }

    /// MLIR's `isLoopInvariantIdx`: `v` is the same in every iteration.
    fn invariant(&self, ctx: &strata_ir::Context, v: ValueId) -> bool {
        if let Some(def) = self.body.defining_op(v) {
            if let Some(d) = self.index_dim(def, ctx) {
                return self.ranges.get(d) == Some(&1);
            }
        }
        let ancestor = match self.ancestor(v) {
            Ok(a) => a,
            Err(outside) => return outside,
        };
        if ctx.op_name_str(self.body.op_name(ancestor)) == "arith.constant" {
            return true;
        }
        let operands: Vec<ValueId> = self.body.operands(ancestor).collect();
        operands.into_iter().all(|o| self.invariant(ctx, o))
    }

    /// MLIR's `isContiguousLoadIdx`: `v` is built from the loop indices
    /// and invariants by additions only; `found` is set when the index of
    /// the trailing non-unit loop is among them.
    fn contiguous(&self, ctx: &strata_ir::Context, v: ValueId, found: &mut bool) -> bool {
        if let Some(def) = self.body.defining_op(v) {
            if let Some(d) = self.index_dim(def, ctx) {
                *found = d == self.trailing_non_unit_loop();
                return true;
            }
        }
        let ancestor = match self.ancestor(v) {
            Ok(a) => a,
            Err(outside) => return outside && self.body.defining_op(v).is_none(),
        };
        let name = ctx.op_name_str(self.body.op_name(ancestor));
        if !matches!(name, "arith.addi" | "arith.constant" | "linalg.index") {
            return false;
        }
        let operands: Vec<ValueId> = self.body.operands(ancestor).collect();
        let mut result = false;
        for o in operands {
            result |= self.contiguous(ctx, o, found);
        }
        result
    }

    /// The innermost loop of a range other than 1 (the first loop if all
    /// are 1).
    fn trailing_non_unit_loop(&self) -> usize {
        let mut idx = self.ranges.len().saturating_sub(1);
        while idx != 0 && self.ranges[idx] == 1 {
            idx -= 1;
        }
        idx
    }
}

/// MLIR's `getTensorExtractMemoryAccessPattern`.
fn classify(
    ctx: &strata_ir::Context,
    loops: &Loops<'_>,
    tensor_shape: &[i64],
    indices: &[ValueId],
    result_shape: &[i64],
) -> Access {
    if tensor_shape.is_empty() {
        return Access::ScalarBroadcast;
    }
    if result_shape.iter().filter(|&&d| d > 1).count() != 1 {
        return Access::Gather;
    }
    let Some((&trailing, leading)) = indices.split_last() else {
        return Access::Gather;
    };
    let leading_invariant = leading
        .iter()
        .enumerate()
        .all(|(i, &v)| tensor_shape[i] == 1 || loops.invariant(ctx, v));
    if !leading_invariant {
        return Access::Gather;
    }
    if loops.invariant(ctx, trailing) {
        return Access::ScalarBroadcast;
    }
    let mut found = false;
    let contiguous = loops.contiguous(ctx, trailing, &mut found);
    if contiguous && found && result_shape.last() != Some(&1) {
        Access::Contiguous
    } else {
        Access::Gather
    }
}

/// A splat constant of the vector type `ty` whose element bytes are
/// `bytes` (little-endian).
fn splat_constant(b: &mut Builder<'_>, ty: Type, bytes: Vec<u8>) -> ValueId {
    let ctx = b.ctx();
    let a = ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat: true,
            bytes: bytes.into(),
        },
    });
    b.one("arith.constant", &[], ty, &[("value", a)])
}

/// Vectorizes the `tensor.extract` `op` of a structured op's body on
/// vectors of the iteration-space type `vec_t` (with `index_t` its index
/// counterpart): the op giving the extracted vector, for the caller to
/// mask like other maskable ops.
#[allow(clippy::too_many_arguments)]
pub(super) fn vectorize_extract(
    b: &mut Builder<'_>,
    op: OpId,
    bvm: &IrMapping,
    block: BlockId,
    block_args: &[ValueId],
    ranges: &[i64],
    vec_t: Type,
    mask_t: Type,
) -> Option<OpId> {
    let ctx = b.ctx();
    let tensor = b.b.body.operand(op, 0);
    let indices: Vec<ValueId> = b.b.body.operands(op).skip(1).collect();
    let tensor_shape = ctx.shape(b.b.body.value_type(tensor))?.to_vec();
    let (result_shape, scalable) = match ctx.type_kind(vec_t) {
        TypeKind::Vector { shape, scalable, .. } => (shape.to_vec(), scalable.to_vec()),
        _ => return None,
    };
    let elem = ctx.element_type_or_self(vec_t);
    let mask = splat_constant(b, mask_t, vec![1]);
    let zero = strata_dialect_utils::attrs::zero_attr(ctx, vec_t)?;
    let pass_thru = b.one("arith.constant", &[], vec_t, &[("value", zero)]);
    let base = b.index_constant(0);
    let access = {
        let loops = Loops {
            body: b.b.body,
            block,
            args: block_args,
            ranges,
        };
        classify(ctx, &loops, &tensor_shape, &indices, &result_shape)
    };
    let index = ctx.index_type();
    let index_vec_t = super::vectorize::vector_type(ctx, &result_shape, &scalable, index);
    if access == Access::Gather {
        // The indices linearized: ((i0 * d1 + i1) * d2 + i2) ...
        let mut offset = broadcast_if_needed(b, bvm.lookup_value(indices[0]), index_vec_t);
        for (i, &idx) in indices.iter().enumerate().skip(1) {
            let c = b.index_constant(i as i64);
            let dim = b.one("tensor.dim", &[tensor, c], index, &[]);
            let dim = broadcast_if_needed(b, dim, index_vec_t);
            offset = b.one("arith.muli", &[offset, dim], index_vec_t, &[]);
            let v = broadcast_if_needed(b, bvm.lookup_value(idx), index_vec_t);
            offset = b.one("arith.addi", &[v, offset], index_vec_t, &[]);
        }
        let mut operands = vec![tensor];
        operands.extend(std::iter::repeat_n(base, indices.len()));
        operands.extend([offset, mask, pass_thru]);
        return Some(b.create("vector.gather", &operands, &[vec_t], &[]));
    }
    // Scalar indices stand for themselves; of a vector index (a row of
    // equal values, or stepping by one for the trailing one) the first
    // element is the read's index.
    let mut read_indices = Vec::with_capacity(indices.len());
    for &idx in &indices {
        let v = bvm.lookup_value(idx);
        if b.b.body.value_type(v) == index {
            read_indices.push(v);
            continue;
        }
        let row_t = super::vectorize::vector_type(
            ctx,
            &[*result_shape.last()?],
            &[scalable.last().copied().unwrap_or(false)],
            index,
        );
        let row = b.one("vector.shape_cast", &[v], row_t, &[]);
        let p = dense_i64_array(ctx, &[0]);
        read_indices.push(b.one("vector.extract", &[row], index, &[("static_position", p)]));
    }
    let (dst_rank, src_rank) = (result_shape.len(), tensor_shape.len());
    let map = if access == Access::ScalarBroadcast {
        AffineMap::new(src_rank as u32, 0, vec![ctx.affine_constant(0); dst_rank])
    } else {
        // The trailing source dimensions, the leading vector dimensions
        // broadcast from none.
        let mut map = AffineMap::minor_identity(ctx, src_rank as u32, dst_rank.min(src_rank) as u32)?;
        let lead = vec![ctx.affine_constant(0); dst_rank.saturating_sub(src_rank)];
        map.results = lead.into_iter().chain(map.results.iter().copied()).collect();
        map
    };
    let poison = strata_dialect_ub::poison_attr(ctx);
    let pad = b.one("ub.poison", &[], elem, &[("value", poison)]);
    let mut operands = vec![tensor];
    operands.extend(read_indices);
    operands.push(pad);
    let mut props = transfer_props(ctx, map, dst_rank, src_rank, true);
    let in_bounds: Vec<Attribute> = vec![ctx.bool_attr(true); dst_rank];
    props[0].1 = ctx.array_attr(&in_bounds);
    let read = b.create("vector.transfer_read", &operands, &[vec_t], &props);
    if access == Access::Contiguous {
        return Some(read);
    }
    // The broadcasting read is masked here with an all-true mask of one
    // element: the iteration-space mask does not fit its map.
    let i1 = ctx.integer_type(1);
    let one_t = ctx.vector_type(&[1], i1);
    let sizes = dense_i64_array(ctx, &[1]);
    let all_true = b.one("vector.constant_mask", &[], one_t, &[("mask_dim_sizes", sizes)]);
    Some(wrap_in_mask(b, read, all_true))
}
