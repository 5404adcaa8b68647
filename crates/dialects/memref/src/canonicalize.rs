//! The canonicalization patterns of the memref ops: allocations with
//! constant dynamic sizes made static, dead allocations removed, and
//! copies of a memref onto itself erased.

use strata_dialect_utils::static_value::fold_constant_sizes;
use strata_ir::{Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::{layout, views};
use super::{
    AllocOp, AllocaOp, CastOp, CopyOp, DeallocOp, DimOp, ExtractStridedMetadataOp, LoadOp, ReinterpretCastOp,
    ReshapeOp, StoreOp, SubViewOp, ViewOp, ALLOC, ALLOCA, ALLOCA_SCOPE, COPY, DIM, EXTRACT_STRIDED_METADATA,
    REALLOC,
};
use strata_dialect_utils::matchers::{const_i64, def};
use strata_dialect_utils::patterns::{add, create, op_ref, replace_op_with_region};
use strata_dialect_utils::static_value::{
    fold_constant_lists, fold_first_constant_list, is_identity_slice, static_list, FoldedLists,
};

/// `alloc(%c4, %n) : memref<?x?xT>` with `%c4` a non-negative constant
/// becomes `alloc(%n) : memref<4x?xT>` and a cast back to the old type.
fn alloc_const_sizes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    // `memref.alloc` and `memref.alloca` have the same operands and result.
    let alloc = AllocOp(op);
    let ty = o.value_type(alloc.memref(&o));
    let TypeKind::MemRef {
        shape,
        element,
        layout,
        memory_space,
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let sizes = alloc.dynamic_sizes(rw).to_vec();
    let symbols = alloc.symbol_operands(rw).to_vec();
    let Some((new_shape, kept)) = fold_constant_sizes(o.body, ctx, &shape, &sizes) else {
        return false;
    };
    let new_ty = ctx.intern_type(TypeKind::MemRef {
        shape: new_shape.into(),
        element,
        layout,
        memory_space,
    });
    let alignment = alloc.alignment(rw);
    let on_stack = AllocaOp::isa(rw, op);
    let attrs = rw.body().op_attr_dict(op);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let (new, v) = if on_stack {
        let a = AllocaOp::build(rw, loc, new_ty, &kept, &symbols, alignment);
        (a.op(), a.memref(rw))
    } else {
        let a = AllocOp::build(rw, loc, new_ty, &kept, &symbols, alignment);
        (a.op(), a.memref(rw))
    };
    rw.modify_op_in_place(new, |b| b.set_op_attr_dict(new, attrs));
    let cast = CastOp::build(rw, loc, ty, v);
    let c = cast.dest(rw);
    rw.replace_op(op, &[c]);
    true
}

/// An allocation whose only users are deallocations and stores into it is
/// erased with them.
fn dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let v = body.result(op, 0);
    let mut users = Vec::new();
    for (user, index) in body.uses(v) {
        // Stores into the allocation, not of it (the stored value is
        // operand 0).
        let ok = DeallocOp::isa(rw, user) || (StoreOp::isa(rw, user) && index != 0);
        if !ok {
            return false;
        }
        users.push(user);
    }
    users.sort_unstable();
    users.dedup();
    for u in users {
        rw.erase_op(u);
    }
    rw.erase_op(op);
    true
}

pub(crate) fn memref_alloc(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ALLOC.name,
        &[
            (
                "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>",
                1,
                alloc_const_sizes,
            ),
            (
                "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
                1,
                dead_alloc,
            ),
        ],
    );
}

pub(crate) fn memref_alloca(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ALLOCA.name,
        &[
            (
                "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>",
                1,
                alloc_const_sizes,
            ),
            (
                "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>",
                1,
                dead_alloc,
            ),
        ],
    );
}

pub(crate) fn realloc(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        REALLOC.name,
        &[(
            "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
            1,
            dead_alloc,
        )],
    );
}

/// `memref.copy %m, %m` does nothing.
fn self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let copy = CopyOp(op);
    if copy.source(rw) != copy.target(rw) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// A copy from or to a memref with a zero-sized dimension does nothing.
fn empty_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let copy = CopyOp(op);
    let empty = |v| {
        let t = rw.body().value_type(v);
        matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. })
            && rw.ctx.shape(t).is_some_and(|s| s.contains(&0))
    };
    if !empty(copy.source(rw)) && !empty(copy.target(rw)) {
        return false;
    }
    rw.erase_op(op);
    true
}

pub(crate) fn copy(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        COPY.name,
        &[
            ("(anonymous namespace)::FoldEmptyCopy", 1, empty_copy),
            ("(anonymous namespace)::FoldSelfCopy", 1, self_copy),
        ],
    );
}

/// The type of a subview of `source` with the static lists `lists`,
/// reduced to the rank of `old_result` by dropping the dims the old
/// subview of `old_source` with sizes `old_sizes` dropped
/// (`getCanonicalSubViewResultType`).
fn canonical_subview_type(
    ctx: &Context,
    source: strata_ir::Type,
    old_source: strata_ir::Type,
    old_result: strata_ir::Type,
    old_sizes: &[i64],
    lists: &[Vec<i64>; 3],
) -> Option<strata_ir::Type> {
    let full = layout::subview_result_type(ctx, source, &lists[0], &lists[1], &lists[2])?;
    if ctx.shape(old_result).map(<[i64]>::len) == ctx.shape(full).map(<[i64]>::len) {
        return Some(full);
    }
    let dropped = views::memref_rank_reduction_mask(ctx, old_source, old_result, old_sizes)?;
    let (strides, offset) = layout::strides_and_offset(ctx, full)?;
    let parts = layout::memref_parts(ctx, full)?;
    let keep = |v: &[i64]| -> Vec<i64> {
        v.iter()
            .zip(&dropped)
            .filter(|(_, &d)| !d)
            .map(|(&x, _)| x)
            .collect()
    };
    Some(layout::strided_memref(
        ctx,
        &keep(parts.shape),
        parts.element,
        &keep(&strides),
        offset,
        parts.memory_space,
    ))
}

/// Replaces `op` by `v`, through a `memref.cast` when the types differ.
pub(crate) fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId) {
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let mut v = v;
    if rw.body().value_type(v) != ty {
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        v = CastOp::build(rw, loc, ty, v).dest(rw);
    }
    rw.replace_op(op, &[v]);
}

/// A `memref.subview` of `source` with `lists`, before `op`.
fn build_subview(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    source: ValueId,
    lists: &FoldedLists,
    ty: Type,
) -> ValueId {
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let [offsets, sizes, strides] = &lists.dynamics;
    let [static_offsets, static_sizes, static_strides] = &lists.statics;
    SubViewOp::build(
        rw,
        loc,
        ty,
        source,
        offsets,
        sizes,
        strides,
        static_offsets,
        static_sizes,
        static_strides,
    )
    .result(rw)
}

/// `memref.subview` with constant offsets, sizes or strides: the static
/// form, cast back to the old result type when it changes; one list at a
/// time, while the subview stays in bounds of its source.
fn subview_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(lists) = fold_first_constant_list(o, 1) else {
        return false;
    };
    let subview = SubViewOp(op);
    let (src, old) = (o.value_type(subview.source(&o)), o.value_type(subview.result(&o)));
    if !lists.in_bounds(ctx, src) {
        return false;
    }
    let old_sizes = static_list(o, "static_sizes");
    let Some(new_ty) = canonical_subview_type(ctx, src, src, old, &old_sizes, &lists.statics) else {
        return false;
    };
    let source = subview.source(&o);
    let v = build_subview(rw, op, source, &lists, new_ty);
    replace_with_cast(rw, op, v);
    true
}

/// `memref.subview` of a `memref.cast` losing no static information is a
/// subview of the cast's source, cast to the old type (once constant
/// operands have been folded).
fn subview_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let subview = SubViewOp(op);
    let Some(cast) = def(o, subview.source(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    if !super::fold::can_fold_into_consumer(&o, cast)
        || o.operands().any(|v| const_i64(o.ctx, o.body, v).is_some())
    {
        return false;
    }
    let source = cast.source(&o);
    let statics = [
        static_list(o, "static_offsets"),
        static_list(o, "static_sizes"),
        static_list(o, "static_strides"),
    ];
    let (old_src, old) = (o.value_type(subview.source(&o)), o.value_type(subview.result(&o)));
    let source_ty = o.value_type(source);
    let Some(new_ty) = canonical_subview_type(ctx, source_ty, old_src, old, &statics[1], &statics) else {
        return false;
    };
    let dynamics = [subview.offsets(&o), subview.sizes(&o), subview.strides(&o)].map(|g| g.to_vec());
    let lists = FoldedLists { statics, dynamics };
    let v = build_subview(rw, op, source, &lists, new_ty);
    replace_with_cast(rw, op, v);
    true
}

/// A `memref.subview` taking all of its statically shaped source without
/// rank reduction is the source, cast to the result type.
fn trivial_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let subview = SubViewOp(op);
    let source = subview.source(&o);
    let (Some(src), Some(res)) = (
        ctx.shape(o.value_type(source)),
        ctx.shape(o.value_type(subview.result(&o))),
    ) else {
        return false;
    };
    if src.len() != res.len() || !is_identity_slice(o, src) {
        return false;
    }
    replace_with_cast(rw, op, source);
    true
}

pub(crate) fn subview(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        super::views::SUBVIEW.name,
        &[
            (
                "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>",
                1,
                subview_const_args,
            ),
            ("(anonymous namespace)::SubViewOpMemRefCastFolder", 1, subview_of_cast),
            ("(anonymous namespace)::TrivialSubViewOpFolder", 1, trivial_subview),
        ],
    );
}

/// Whether `op` declares that it allocates one of its results in its
/// enclosing automatic allocation scope; `None` when its effects are
/// unknown.
fn allocates_on_stack(op: strata_ir::OpRef<'_>) -> Option<bool> {
    use strata_ir::interfaces::{EffectKind, MemoryEffectOpInterface, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE};
    let i = op.def()?.interfaces.get::<MemoryEffectOpInterface>()?;
    let mut effects = Vec::new();
    (i.effects)(op, &mut effects);
    Some(effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
            && e.value.is_some_and(|v| op.results().any(|r| r == v))
    }))
}

/// Whether `op` itself may allocate in its enclosing automatic allocation
/// scope: ops with unknown effects may; ops with recursive effects leave
/// it to their nested ops.
fn may_allocate_on_stack(op: strata_ir::OpRef<'_>) -> bool {
    use strata_ir::OpTraits;
    let Some(def) = op.def() else { return true };
    if def.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    allocates_on_stack(op).unwrap_or(!def.traits.contains(OpTraits::NO_MEMORY_EFFECT))
}

/// Whether an op nested in `op` (not in a nested allocation scope) may
/// allocate on the stack.
fn has_potential_alloca(op: strata_ir::OpRef<'_>) -> bool {
    let (rb, regions) = op.regions();
    regions.iter().any(|&r| {
        rb.region_blocks(r).any(|b| {
            rb.block_ops(b).any(|inner| {
                let inner = strata_ir::OpRef::new(op.ctx, rb, inner);
                may_allocate_on_stack(inner)
                    || (!inner.has_trait(strata_ir::OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                        && has_potential_alloca(inner))
            })
        })
    })
}

/// `memref.alloca_scope` is inlined into its parent when nothing in it may
/// allocate on the stack, or when it is the last op before the terminator
/// of a single-block region of an allocation scope.
fn inline_alloca_scope(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if has_potential_alloca(o) {
        // The parent must be an allocation scope. At the root of a body
        // the parent is the isolated op owning it (a function), taken to
        // be one, as the alloca verifier does.
        if o.parent()
            .is_some_and(|p| !p.has_trait(strata_ir::OpTraits::AUTOMATIC_ALLOCATION_SCOPE))
        {
            return false;
        }
        let body = rw.body();
        let Some(block) = body.op_block(op) else {
            return false;
        };
        let last = body.next_op(op).is_some_and(|n| body.next_op(n).is_none());
        let single_block = body
            .block_region(block)
            .is_some_and(|r| body.region_blocks(r).nth(1).is_none());
        if !last || !single_block {
            return false;
        }
    }
    let Some(&region) = rw.body().regions_in_body(op).first() else {
        return false;
    };
    replace_op_with_region(rw, op, region, &[])
}

/// Whether `op` is the last op before the terminator of the single block
/// of its region.
fn last_before_terminator(body: &strata_ir::Body, op: OpId) -> bool {
    let last = body.next_op(op).is_some_and(|n| body.next_op(n).is_none());
    let single_block = body
        .op_block(op)
        .and_then(|b| body.block_region(b))
        .is_some_and(|r| body.region_blocks(r).nth(1).is_none());
    last && single_block
}

/// Collects the ops nested in the regions of `op` (in this body) that
/// allocate on the stack and whose operands are all defined outside
/// `outer`.
fn hoistable_allocas(o: strata_ir::OpRef<'_>, outer: OpId, out: &mut Vec<OpId>) {
    let body = o.body;
    let defined_inside = |v: ValueId| {
        body.value_parent_block(v)
            .and_then(|b| body.block_parent_op(b))
            .is_some_and(|p| body.is_ancestor(outer, p))
    };
    for &r in body.regions_in_body(o.id) {
        for b in body.region_blocks(r) {
            for inner in body.block_ops(b) {
                let inner = strata_ir::OpRef::new(o.ctx, body, inner);
                hoistable_allocas(inner, outer, out);
                if allocates_on_stack(inner) == Some(true) && !inner.operands().any(defined_inside) {
                    out.push(inner.id);
                }
            }
        }
    }
}

/// The allocations in a `memref.alloca_scope` that is the last op of a
/// chain of ops without allocation scope, each last in its block, move
/// before the outermost of them when their operands are defined outside it
/// (they would be freed at the same point).
fn hoist_allocas(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    use strata_ir::OpTraits;
    let o = op_ref(rw, op);
    let body = rw.body();
    let Some(mut outer) = o.parent() else {
        return false;
    };
    if outer.has_trait(OpTraits::AUTOMATIC_ALLOCATION_SCOPE) || !last_before_terminator(body, op) {
        return false;
    }
    if !last_before_terminator(body, outer.id) {
        return false;
    }
    while let Some(p) = outer.parent() {
        if p.has_trait(OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
            break;
        }
        outer = p;
        if !last_before_terminator(body, outer.id) {
            return false;
        }
    }
    let mut allocas = Vec::new();
    hoistable_allocas(o, outer.id, &mut allocas);
    if allocas.is_empty() {
        return false;
    }
    rw.set_insertion_point(outer.id);
    for a in allocas {
        rw.move_op(a);
    }
    true
}

pub(crate) fn alloca_scope(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ALLOCA_SCOPE.name,
        &[
            ("AllocaScopeInliner", 1, inline_alloca_scope),
            ("AllocaScopeHoister", 1, hoist_allocas),
        ],
    );
}

/// Whether `v` is available right after `op`, judged cheaply as MLIR does:
/// defined before `op` in its block (or an argument of it), or in a block
/// enclosing it.
fn available_after(body: &strata_ir::Body, v: ValueId, op: OpId) -> bool {
    let (Some(vb), Some(ob)) = (body.value_parent_block(v), body.op_block(op)) else {
        return false;
    };
    if vb == ob {
        return body
            .defining_op(v)
            .is_none_or(|d| body.is_before_in_block_slow(d, op));
    }
    let mut block = ob;
    while let Some(parent) = body.block_parent_op(block) {
        match body.op_block(parent) {
            Some(b) if b == vb => return true,
            Some(b) => block = b,
            None => return false,
        }
    }
    false
}

/// `memref.dim` of a `memref.reshape` loads the size from the shape
/// operand, right after the reshape (the shape may be written later).
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let dim = DimOp(op);
    let Some(reshape) = def(o, dim.source(&o)).and_then(ReshapeOp::from_ref) else {
        return false;
    };
    let (shape, index) = (reshape.shape(&o), dim.index(&o));
    let reshape = reshape.op();
    if !available_after(rw.body(), index, reshape) {
        return false;
    }
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    let Some(element) = ctx.element_type(rw.body().value_type(shape)) else {
        return false;
    };
    rw.set_insertion_point_after(reshape);
    // MLIR's builder sets the default-valued `nontemporal` explicitly.
    let mut v = LoadOp::build(rw, loc, shape, &[index], Some(false), None).result(rw);
    debug_assert_eq!(rw.body().value_type(v), element);
    if element != ctx.index_type() {
        let mut state = strata_ir::OperationState::new(ctx.op_name("arith.index_cast"), loc);
        state.operands.push(v);
        state.result_types.push(ctx.index_type());
        let cast = rw.create(state);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn dim(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        DIM.name,
        &[("(anonymous namespace)::DimOfMemRefReshape", 1, dim_of_reshape)],
    );
}

/// `memref.view` with constant non-negative dynamic sizes: the view of
/// the static shape, cast back to the old type.
fn view_const_sizes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let view = ViewOp(op);
    let ty = o.value_type(view.result(&o));
    let Some(parts) = layout::memref_parts(ctx, ty) else {
        return false;
    };
    let dynamic = view.sizes(&o).to_vec();
    let mut sizes = dynamic.iter().copied();
    let mut shape = Vec::with_capacity(parts.shape.len());
    let mut kept = Vec::new();
    for &d in parts.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let Some(v) = sizes.next() else { return false };
        match const_i64(o.ctx, o.body, v).filter(|&c| c >= 0) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    if kept.len() == dynamic.len() {
        return false;
    }
    let new_ty = layout::memref_like(ctx, &parts, &shape, parts.layout);
    let (source, byte_shift) = (view.source(&o), view.byte_shift(&o));
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = ViewOp::build(rw, loc, new_ty, source, byte_shift, &kept).result(rw);
    replace_with_cast(rw, op, v);
    true
}

pub(crate) fn view(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        super::views::VIEW.name,
        &[("(anonymous namespace)::ViewOpShapeFolder", 1, view_const_sizes)],
    );
}

/// A static value or an SSA value, as MLIR's `OpFoldResult` in lists of
/// offsets, sizes and strides.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mixed {
    Static(i64),
    Value(ValueId),
}

/// The offset, sizes and strides of a `memref.reinterpret_cast`, with
/// constant operands and values static in the result type made static
/// (`getConstifiedMixed*`).
fn reinterpret_mixed(o: strata_ir::OpRef<'_>) -> Option<[Vec<Mixed>; 3]> {
    const NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let ctx = o.ctx;
    let cast = ReinterpretCastOp(o.id);
    let ty = o.value_type(cast.result(&o));
    let (strides, offset) = layout::strides_and_offset(ctx, ty)?;
    let shape = ctx.shape(ty)?;
    let from_type: [Vec<i64>; 3] = [vec![offset], shape.to_vec(), strides];
    let mut out: [Vec<Mixed>; 3] = Default::default();
    let dynamics = [cast.offsets(&o), cast.sizes(&o), cast.strides(&o)];
    for (k, (name, mut dynamic)) in NAMES.iter().zip(dynamics).enumerate() {
        let list = static_list(o, name);
        for (j, &s) in list.iter().enumerate() {
            let m = if s != DYNAMIC {
                Mixed::Static(s)
            } else {
                let v = dynamic.next()?;
                match (from_type[k].get(j).copied(), const_i64(o.ctx, o.body, v)) {
                    (Some(t), _) if t != DYNAMIC => Mixed::Static(t),
                    (_, Some(c)) => Mixed::Static(c),
                    _ => Mixed::Value(v),
                }
            };
            out[k].push(m);
        }
    }
    Some(out)
}

/// The offset, sizes and strides an `memref.extract_strided_metadata`
/// returns, static where its source type says so.
pub(crate) fn metadata_mixed(o: strata_ir::OpRef<'_>) -> Option<[Vec<Mixed>; 3]> {
    let ctx = o.ctx;
    let meta = ExtractStridedMetadataOp(o.id);
    let src = o.value_type(meta.source(&o));
    let (strides, offset) = layout::strides_and_offset(ctx, src)?;
    let shape = ctx.shape(src)?;
    let pick = |t: i64, v: ValueId| {
        if t != DYNAMIC {
            Mixed::Static(t)
        } else {
            Mixed::Value(v)
        }
    };
    Some([
        vec![pick(offset, meta.offset(&o))],
        shape
            .iter()
            .zip(meta.sizes(&o))
            .map(|(&s, v)| pick(s, v))
            .collect(),
        strides
            .iter()
            .zip(meta.strides(&o))
            .map(|(&s, v)| pick(s, v))
            .collect(),
    ])
}

/// `memref.reinterpret_cast` of the base of `extract_strided_metadata %m`
/// reinterprets `%m` directly; when it takes the very offset, sizes and
/// strides extracted, it is `%m` (cast to the result type if it differs).
fn reinterpret_of_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let cast = ReinterpretCastOp(op);
    let Some(meta) = def(o, cast.source(&o)).and_then(ExtractStridedMetadataOp::from_ref) else {
        return false;
    };
    let m = meta.source(&o);
    let meta = op_ref(rw, meta.op());
    let same = matches!((reinterpret_mixed(o), metadata_mixed(meta)), (Some(a), Some(b)) if a == b);
    if same {
        replace_with_cast(rw, op, m);
    } else {
        // The source is operand 0.
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, m));
    }
    true
}

/// `memref.reinterpret_cast` with constant offset, sizes or strides: the
/// static form, cast back to the old result type.
fn reinterpret_const_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(lists) = fold_constant_lists(o, 1) else {
        return false;
    };
    let old = o.value_type(ReinterpretCastOp(op).result(&o));
    let (Some(element), Some(offset)) = (ctx.element_type(old), lists.statics[0].first().copied()) else {
        return false;
    };
    let space = super::memory_space(ctx, old);
    let new_ty = layout::strided_memref(ctx, &lists.statics[1], element, &lists.statics[2], offset, space);
    let source = ReinterpretCastOp(op).source(rw);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let [offsets, sizes, strides] = &lists.dynamics;
    let [static_offsets, static_sizes, static_strides] = &lists.statics;
    let v = ReinterpretCastOp::build(
        rw,
        loc,
        new_ty,
        source,
        offsets,
        sizes,
        strides,
        static_offsets,
        static_sizes,
        static_strides,
    )
    .result(rw);
    replace_with_cast(rw, op, v);
    true
}

pub(crate) fn reinterpret_cast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        super::views::REINTERPRET_CAST.name,
        &[
            (
                "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder",
                1,
                reinterpret_of_metadata,
            ),
            (
                "(anonymous namespace)::ReinterpretCastOpConstantFolder",
                1,
                reinterpret_const_args,
            ),
        ],
    );
}

/// The results of a `memref.extract_strided_metadata` that have uses and
/// are static in its source type, with their values.
pub(crate) fn used_static_metadata(o: strata_ir::OpRef<'_>) -> Vec<(ValueId, i64)> {
    let Some(lists) = metadata_mixed(o) else {
        return Vec::new();
    };
    let meta = ExtractStridedMetadataOp(o.id);
    let results = std::iter::once(meta.offset(&o))
        .chain(meta.sizes(&o))
        .chain(meta.strides(&o));
    let mut out = Vec::new();
    for (m, r) in lists.iter().flatten().zip(results) {
        if let Mixed::Static(c) = *m {
            if o.body.uses(r).next().is_some() {
                out.push((r, c));
            }
        }
    }
    out
}

/// `memref.extract_strided_metadata`: the offset, sizes and strides static
/// in the source type become constants.
fn metadata_constants(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let todo = used_static_metadata(op_ref(rw, op));
    if todo.is_empty() {
        return false;
    }
    let index = rw.ctx.index_type();
    for (r, c) in todo {
        let value = rw.ctx.integer_attr(index, c);
        let k = create(rw, op, "arith.constant", &[], &[index], &[("value", value)]);
        let kv = rw.body().result(k, 0);
        rw.replace_all_uses_with(r, kv);
    }
    true
}

pub(crate) fn extract_strided_metadata(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXTRACT_STRIDED_METADATA.name,
        &[("ExtractStridedMetadataOpConstantFolder", 1, metadata_constants)],
    );
}
