//! The folders and canonicalization patterns of the bufferization ops:
//! `to_tensor`/`to_buffer` round trips, casts and `dim`s across them,
//! loads of `to_buffer`, constant sizes of `alloc_tensor`, clones whose
//! source or result is freed right after, and `dealloc` operand lists.

use rustc_hash::FxHashMap;
use strata_dialect_utils::static_value::fold_constant_tensor_sizes;
use strata_ir::interfaces::{memory_effects, EffectKind};
use strata_ir::{
    Attribute, Context, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, Type, TypeKind, ValueId,
    DYNAMIC,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_arith::{ConstantOp, OrIOp};
use strata_dialect_memref::layout::strides_and_offset;
use strata_dialect_memref::{
    AllocOp, CastOp as MemRefCastOp, CopyOp, DimOp as MemRefDimOp, ExtractStridedMetadataOp, LoadOp,
};
use strata_dialect_tensor::{CastOp as TensorCastOp, DimOp as TensorDimOp, ExtractOp};
use strata_dialect_utils::attrs::dense_i32_array;
use strata_dialect_utils::matchers::{const_i64, const_int, def};
use strata_dialect_utils::patterns::{add, op_ref};

use super::{
    AllocTensorOp, CloneOp, DeallocOp, ToBufferOp, ToTensorOp, ALLOC_TENSOR, CLONE, DEALLOC, TO_BUFFER,
};

// ---- folders -------------------------------------------------------------------

/// `to_tensor(to_buffer(t))` with the `to_buffer` right before it is `t`.
pub(crate) fn fold_to_tensor(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let t = ToTensorOp(op.id);
    let Some(to_buffer) = def(op, t.buffer(&op)).and_then(ToBufferOp::from_ref) else {
        return Err(strata_ir::Failed);
    };
    let (b, body) = (to_buffer.0, op.body);
    if body.op_block(b) != body.op_block(op.id) || body.next_op(b) != Some(op.id) {
        return Err(strata_ir::Failed);
    }
    let tensor = to_buffer.tensor(&op);
    if op.value_type(tensor) != op.value_type(t.result(&op)) {
        return Err(strata_ir::Failed);
    }
    out.results.push(OpFoldResult::Value(tensor));
    Ok(())
}

/// `to_buffer(to_tensor(m))` of `m`'s type is `m`.
pub(crate) fn fold_to_buffer(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let b = ToBufferOp(op.id);
    let Some(to_tensor) = def(op, b.tensor(&op)).and_then(ToTensorOp::from_ref) else {
        return Err(strata_ir::Failed);
    };
    let buffer = to_tensor.buffer(&op);
    if op.value_type(buffer) != op.value_type(b.buffer(&op)) {
        return Err(strata_ir::Failed);
    }
    out.results.push(OpFoldResult::Value(buffer));
    Ok(())
}

/// `clone` of a `memref.cast` of a ranked memref clones the cast's source.
pub(crate) fn fold_clone(op: OpRef<'_>, attrs: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    strata_dialect_memref::fold_memref_cast(op, attrs, out)
}

// ---- alloc_tensor --------------------------------------------------------------

pub(crate) fn alloc_tensor(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ALLOC_TENSOR.name,
        &[(
            "(anonymous namespace)::ReplaceStaticShapeDims",
            1,
            alloc_tensor_static_dims,
        )],
    );
    add(
        out,
        strata_dialect_tensor::DIM.name,
        &[(
            "(anonymous namespace)::FoldDimOfAllocTensorOp",
            1,
            dim_of_alloc_tensor,
        )],
    );
}

/// Dynamic sizes of an `alloc_tensor` without `copy` given by
/// non-negative constants become static, cast back to the old type.
fn alloc_tensor_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let a = AllocTensorOp(op);
    if a.copy(&o).is_some() {
        return false;
    }
    let ty = o.value_type(a.result(&o));
    let sizes: Vec<ValueId> = a.dynamic_sizes(&o).collect();
    let Some((new_ty, kept)) = fold_constant_tensor_sizes(o.body, ctx, ty, &sizes) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    // As mlir-opt, the new op has only the sizes (no hint, no memory space).
    let v = AllocTensorOp::build(rw, loc, new_ty, &kept, None, None, None).result(rw);
    let c = TensorCastOp::build(rw, loc, ty, v).dest(rw);
    rw.replace_op(op, &[c]);
    true
}

/// `tensor.dim` of a dynamic dimension of an `alloc_tensor` (constant
/// index) is its size operand, or that dimension of its `copy`.
fn dim_of_alloc_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let dim = TensorDimOp(op);
    let Some(a) = def(o, dim.source(&o)).and_then(AllocTensorOp::from_ref) else {
        return false;
    };
    let Some(index) = const_i64(rw.ctx, o.body, dim.index(&o)) else {
        return false;
    };
    let Some(shape) = rw.ctx.shape(o.value_type(a.result(&o))) else {
        return false;
    };
    let Some(&d) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
        return false;
    };
    if d != DYNAMIC {
        return false;
    }
    if let Some(copy) = a.copy(&o) {
        let (loc, i) = (rw.body().op_loc(op), dim.index(&o));
        rw.set_insertion_point(op);
        let v = TensorDimOp::build(rw, loc, copy, i).result(rw);
        rw.replace_op(op, &[v]);
        return true;
    }
    let position = shape[..index as usize].iter().filter(|&&s| s == DYNAMIC).count();
    let Some(size) = a.dynamic_sizes(&o).nth(position) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

// ---- to_tensor / to_buffer -----------------------------------------------------

pub(crate) fn to_tensor(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        strata_dialect_tensor::DIM.name,
        &[("(anonymous namespace)::DimOfToTensorFolder", 1, dim_of_to_tensor)],
    );
}

/// `tensor.dim(to_tensor(m))` is `memref.dim(m)`.
fn dim_of_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let dim = TensorDimOp(op);
    let Some(t) = def(o, dim.source(&o)).and_then(ToTensorOp::from_ref) else {
        return false;
    };
    let (buffer, index) = (t.buffer(&o), dim.index(&o));
    if !matches!(
        rw.ctx.type_kind(o.value_type(buffer)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    ) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = MemRefDimOp::build(rw, loc, buffer, index).result(rw);
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn to_buffer(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        TO_BUFFER.name,
        &[
            ("(anonymous namespace)::ToBufferOfCast", 1, to_buffer_of_cast),
            (
                "(anonymous namespace)::ToBufferToTensorFolding",
                1,
                to_buffer_of_to_tensor,
            ),
        ],
    );
    add(
        out,
        strata_dialect_memref::LOAD.name,
        &[("(anonymous namespace)::LoadOfToBuffer", 1, load_of_to_buffer)],
    );
    add(
        out,
        strata_dialect_memref::DIM.name,
        &[("(anonymous namespace)::DimOfCastOp", 1, memref_dim_of_to_buffer)],
    );
}

/// `to_buffer(tensor.cast(t))` of a ranked `t`: the buffer of `t` (with
/// the result's layout and memory space), cast.
fn to_buffer_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let b = ToBufferOp(op);
    let read_only = b.read_only(&o);
    let Some(cast) = def(o, b.tensor(&o)).and_then(TensorCastOp::from_ref) else {
        return false;
    };
    let source = cast.source(&o);
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(o.value_type(source)).clone() else {
        return false;
    };
    let ty = o.value_type(b.buffer(&o));
    let (layout, memory_space) = match ctx.type_kind(ty) {
        TypeKind::MemRef {
            layout, memory_space, ..
        } => (*layout, *memory_space),
        TypeKind::UnrankedMemRef { memory_space, .. } => (None, *memory_space),
        _ => return false,
    };
    let memref_ty = ctx.intern_type(TypeKind::MemRef {
        shape,
        element,
        layout,
        memory_space,
    });
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let m = ToBufferOp::build(rw, loc, memref_ty, source, read_only).buffer(rw);
    let c = MemRefCastOp::build(rw, loc, ty, m).dest(rw);
    rw.replace_op(op, &[c]);
    true
}

/// Whether a `memref.cast` from `from` to `to` is valid and cannot fail
/// at runtime: no size, stride or offset static in `to` is dynamic in
/// `from`.
fn guaranteed_cast(ctx: &Context, from: Type, to: Type) -> bool {
    if !strata_dialect_memref::cast_compatible(ctx, from, to) {
        return false;
    }
    let (Some(fs), Some(ts)) = (ctx.shape(from), ctx.shape(to)) else {
        return true;
    };
    let loses = |f: i64, t: i64| f == DYNAMIC && t != DYNAMIC;
    if fs.iter().zip(ts).any(|(&f, &t)| loses(f, t)) {
        return false;
    }
    match (strides_and_offset(ctx, from), strides_and_offset(ctx, to)) {
        (Some((f_strides, f_offset)), Some((t_strides, t_offset))) => {
            !loses(f_offset, t_offset) && !f_strides.iter().zip(&t_strides).any(|(&f, &t)| loses(f, t))
        }
        _ => false,
    }
}

/// `to_buffer(to_tensor(m))`: `m`, cast when the cast cannot fail, else
/// copied into a new buffer of the result type.
fn to_buffer_of_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let b = ToBufferOp(op);
    let Some(t) = def(o, b.tensor(&o)).and_then(ToTensorOp::from_ref) else {
        return false;
    };
    let buffer = t.buffer(&o);
    let (from, to) = (o.value_type(buffer), o.value_type(b.buffer(&o)));
    if from == to {
        rw.replace_op(op, &[buffer]);
        return true;
    }
    let loc = rw.body().op_loc(op);
    if guaranteed_cast(ctx, from, to) {
        rw.set_insertion_point(op);
        let c = MemRefCastOp::build(rw, loc, to, buffer).dest(rw);
        rw.replace_op(op, &[c]);
        return true;
    }
    // A copy needs a ranked result, whose dynamic sizes come from `m`.
    let (Some(from_shape), Some(to_shape)) = (ctx.shape(from), ctx.shape(to)) else {
        return false;
    };
    if from_shape.len() != to_shape.len() {
        return false;
    }
    let to_shape = to_shape.to_vec();
    rw.set_insertion_point(op);
    let mut sizes = Vec::new();
    let index = ctx.index_type();
    for (i, &d) in to_shape.iter().enumerate() {
        if d == DYNAMIC {
            let c = ConstantOp::build(rw, loc, ctx.integer_attr(index, i as i64)).result(rw);
            sizes.push(MemRefDimOp::build(rw, loc, buffer, c).result(rw));
        }
    }
    let alloc = AllocOp::build(rw, loc, to, &sizes, &[], None).memref(rw);
    CopyOp::build(rw, loc, buffer, alloc);
    rw.replace_op(op, &[alloc]);
    true
}

/// `memref.load` of `to_buffer(t)` is `tensor.extract` of `t`.
fn load_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let load = LoadOp(op);
    let Some(b) = def(o, load.memref(&o)).and_then(ToBufferOp::from_ref) else {
        return false;
    };
    let tensor = b.tensor(&o);
    if !matches!(
        rw.ctx.type_kind(o.value_type(tensor)),
        TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    let indices: Vec<ValueId> = load.indices(&o).collect();
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = ExtractOp::build(rw, loc, tensor, &indices).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// `memref.dim` of `to_buffer(t)` is `tensor.dim` of `t`.
fn memref_dim_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let dim = MemRefDimOp(op);
    let Some(b) = def(o, dim.source(&o)).and_then(ToBufferOp::from_ref) else {
        return false;
    };
    let (tensor, index) = (b.tensor(&o), dim.index(&o));
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = TensorDimOp::build(rw, loc, tensor, index).result(rw);
    rw.replace_op(op, &[v]);
    true
}

// ---- clone ---------------------------------------------------------------------

pub(crate) fn clone(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        CLONE.name,
        &[("(anonymous namespace)::SimplifyClones", 1, simplify_clone)],
    );
}

/// Whether `op` frees memory.
fn frees(op: OpRef<'_>) -> bool {
    memory_effects(op).is_some_and(|e| e.iter().any(|e| e.kind == EffectKind::Free))
}

/// The one user of `v` that frees it: `Ok(None)` when there is none,
/// `Err` when there are several.
fn find_dealloc(o: OpRef<'_>, v: ValueId) -> Result<Option<OpId>, ()> {
    let mut found = None;
    for (user, _) in o.body.uses(v) {
        let u = OpRef::new(o.ctx, o.body, user);
        // A dealloc only frees: `memref.realloc` also allocates.
        let frees_v = memory_effects(u).is_some_and(|e| {
            e.iter().any(|e| e.kind == EffectKind::Free && e.value == Some(v))
                && e.iter().all(|e| e.kind == EffectKind::Free)
        });
        if frees_v {
            if found.is_some_and(|f| f != user) {
                return Err(());
            }
            found = Some(user);
        }
    }
    Ok(found)
}

/// A clone whose source or result is freed later in its block (and not
/// both in one block), with nothing freed in between, is its source: the
/// clone and that free are removed.
fn simplify_clone(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let c = CloneOp(op);
    let output = c.output(&o);
    if o.body.uses(output).next().is_none() {
        rw.erase_op(op);
        return true;
    }
    let source = c.input(&o);
    let base = strata_ir::interfaces::viewed_buffer(rw.ctx, o.body, source);
    let (Ok(clone_dealloc), Ok(source_dealloc)) = (find_dealloc(o, output), find_dealloc(o, base)) else {
        return false;
    };
    let block = o.body.op_block(op);
    let block_of = |d: Option<OpId>| d.and_then(|d| o.body.op_block(d));
    if clone_dealloc.is_some()
        && source_dealloc.is_some()
        && block_of(clone_dealloc) == block_of(source_dealloc)
    {
        return false;
    }
    let redundant = if clone_dealloc.is_some() && block_of(clone_dealloc) == block {
        clone_dealloc
    } else if source_dealloc.is_some() && block_of(source_dealloc) == block {
        source_dealloc
    } else {
        None
    };
    let Some(redundant) = redundant else {
        return false;
    };
    let mut pos = o.body.next_op(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if frees(OpRef::new(o.ctx, o.body, p)) {
                    return false;
                }
                pos = o.body.next_op(p);
            }
        }
    }
    let ty = o.value_type(output);
    if o.value_type(source) != ty && !strata_dialect_memref::cast_compatible(rw.ctx, o.value_type(source), ty)
    {
        return false;
    }
    let mut replacement = source;
    if o.value_type(source) != ty {
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        replacement = MemRefCastOp::build(rw, loc, ty, source).dest(rw);
    }
    rw.replace_op(op, &[replacement]);
    rw.erase_op(redundant);
    true
}

// ---- dealloc -------------------------------------------------------------------

pub(crate) fn dealloc(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        DEALLOC.name,
        &[
            (
                "(anonymous namespace)::DeallocRemoveDuplicateDeallocMemrefs",
                1,
                dealloc_duplicate_memrefs,
            ),
            (
                "(anonymous namespace)::DeallocRemoveDuplicateRetainedMemrefs",
                1,
                dealloc_duplicate_retained,
            ),
            ("(anonymous namespace)::EraseEmptyDealloc", 1, dealloc_erase_empty),
            (
                "(anonymous namespace)::EraseAlwaysFalseDealloc",
                1,
                dealloc_always_false,
            ),
            (
                "(anonymous namespace)::SkipExtractMetadataOfAlloc",
                1,
                dealloc_skip_extract_metadata,
            ),
            (
                "(anonymous namespace)::RemoveAllocDeallocPairWhenNoOtherUsers",
                1,
                dealloc_alloc_pairs,
            ),
        ],
    );
}

/// The memrefs, conditions and retained memrefs of a dealloc.
fn dealloc_lists(o: OpRef<'_>) -> (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) {
    let d = DeallocOp(o.id);
    (
        d.memrefs(&o).collect(),
        d.conditions(&o).collect(),
        d.retained(&o).collect(),
    )
}

/// Sets the memrefs and conditions of `op` in place (its retained list
/// and results stay), if they changed.
fn update_dealloc(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memrefs: &[ValueId],
    conditions: &[ValueId],
) -> bool {
    let o = op_ref(rw, op);
    let (old_memrefs, old_conditions, retained) = dealloc_lists(o);
    if old_memrefs == memrefs && old_conditions == conditions {
        return false;
    }
    let ctx = rw.ctx;
    let mut operands = memrefs.to_vec();
    operands.extend_from_slice(conditions);
    operands.extend_from_slice(&retained);
    let segments = dense_i32_array(
        ctx,
        &[
            memrefs.len() as i32,
            conditions.len() as i32,
            retained.len() as i32,
        ],
    );
    let seg_id = ctx.ident("operandSegmentSizes");
    let mut props: Vec<_> = o
        .properties()
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    props.retain(|e| e.0 != seg_id);
    props.push((seg_id, segments));
    let props = ctx.dictionary_attr(&props);
    rw.modify_op_in_place(op, |body| {
        body.set_operands(op, &operands);
        body.set_op_properties(op, Some(props));
    });
    true
}

/// A memref listed twice is deallocated once, under the disjunction of
/// its conditions.
fn dealloc_duplicate_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (memrefs, conditions, _) = dealloc_lists(o);
    let mut first: FxHashMap<ValueId, usize> = FxHashMap::default();
    let (mut new_memrefs, mut new_conditions) = (Vec::new(), Vec::new());
    let loc = rw.body().op_loc(op);
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        match first.get(&m).copied() {
            Some(i) => {
                rw.set_insertion_point(op);
                let prev = new_conditions[i];
                new_conditions[i] = OrIOp::build(rw, loc, prev, c).result(rw);
            }
            None => {
                first.insert(m, new_memrefs.len());
                new_memrefs.push(m);
                new_conditions.push(c);
            }
        }
    }
    update_dealloc(rw, op, &new_memrefs, &new_conditions)
}

/// A memref retained twice is retained once; the duplicate's result is
/// the first one's.
fn dealloc_duplicate_retained(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (memrefs, conditions, retained) = dealloc_lists(o);
    let mut first: FxHashMap<ValueId, usize> = FxHashMap::default();
    let mut kept = Vec::new();
    let mut result_index = Vec::with_capacity(retained.len());
    for &r in &retained {
        match first.get(&r).copied() {
            Some(i) => result_index.push(i),
            None => {
                first.insert(r, kept.len());
                result_index.push(kept.len());
                kept.push(r);
            }
        }
    }
    if kept.len() == retained.len() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let i1 = rw.ctx.i1();
    rw.set_insertion_point(op);
    let new = DeallocOp::build(rw, loc, &vec![i1; kept.len()], &memrefs, &conditions, &kept);
    let results: Vec<ValueId> = rw.body().results(new.0).collect();
    let values: Vec<ValueId> = result_index.iter().map(|&i| results[i]).collect();
    copy_discardable_attrs(rw, op, new.0);
    rw.replace_op(op, &values);
    true
}

fn copy_discardable_attrs(rw: &mut PatternRewriter<'_>, from: OpId, to: OpId) {
    if let Some(attrs) = rw.body().op_attr_dict(from) {
        rw.modify_op_in_place(to, |body| body.set_op_attr_dict(to, Some(attrs)));
    }
}

/// A dealloc of no memrefs retains nothing: it is erased, its results
/// `false`.
fn dealloc_erase_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if DeallocOp(op).memrefs(&o).len() != 0 {
        return false;
    }
    let n = o.num_results();
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let ctx = rw.ctx;
    // One `false` for all results, made even when there are none (as MLIR
    // does: the constant order of the output depends on it).
    let f = ConstantOp::build(rw, loc, ctx.bool_attr(false)).result(rw);
    rw.replace_op(op, &vec![f; n]);
    true
}

/// Memrefs whose condition is the constant `false` are dropped.
fn dealloc_always_false(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (memrefs, conditions, _) = dealloc_lists(o);
    let (mut new_memrefs, mut new_conditions) = (Vec::new(), Vec::new());
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        if const_int(rw.ctx, o.body, c).is_some_and(|v| v.is_zero()) {
            continue;
        }
        new_memrefs.push(m);
        new_conditions.push(c);
    }
    update_dealloc(rw, op, &new_memrefs, &new_conditions)
}

/// Whether `v` is the result of an op that allocates it.
fn allocated_by(o: OpRef<'_>, v: ValueId) -> Option<OpId> {
    let d = def(o, v)?;
    memory_effects(d)?
        .iter()
        .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
        .then_some(d.id)
}

/// Whether `op` has effects on `v` and all of them are allocations
/// (`hasSingleEffect<Allocate>(op, v)`).
fn only_allocates(op: OpRef<'_>, v: ValueId) -> bool {
    let Some(effects) = memory_effects(op) else {
        return false;
    };
    let mut on_v = effects.iter().filter(|e| e.value == Some(v)).peekable();
    on_v.peek().is_some() && on_v.all(|e| e.kind == EffectKind::Allocate)
}

/// The base buffer of a fresh allocation, taken by
/// `extract_strided_metadata`, is the allocation itself.
fn dealloc_skip_extract_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (memrefs, conditions, _) = dealloc_lists(o);
    let new_memrefs: Vec<ValueId> = memrefs
        .iter()
        .map(|&m| {
            def(o, m)
                .and_then(ExtractStridedMetadataOp::from_ref)
                .filter(|e| e.base_buffer(&o) == m)
                .map(|e| e.source(&o))
                .filter(|&s| allocated_by(o, s).is_some())
                .unwrap_or(m)
        })
        .collect();
    update_dealloc(rw, op, &new_memrefs, &conditions)
}

/// A memref used only as this one operand of the dealloc (not also
/// retained), whose defining op does nothing to it but allocate it, is
/// neither allocated nor deallocated. An op with other effects on the
/// memref (a clone writes its result) stays, and so does its dealloc.
fn dealloc_alloc_pairs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (memrefs, conditions, _) = dealloc_lists(o);
    let (mut new_memrefs, mut new_conditions, mut allocs) = (Vec::new(), Vec::new(), Vec::new());
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        let pair = def(o, m)
            .filter(|&d| only_allocates(d, m))
            .map(|d| d.id)
            .filter(|&a| o.body.has_one_use(m) && !allocs.contains(&a));
        match pair {
            Some(a) => allocs.push(a),
            None => {
                new_memrefs.push(m);
                new_conditions.push(c);
            }
        }
    }
    if !update_dealloc(rw, op, &new_memrefs, &new_conditions) {
        return false;
    }
    for a in allocs {
        rw.erase_op(a);
    }
    true
}
