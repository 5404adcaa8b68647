//! `fold-memref-alias-ops`: loads and stores through a `memref.subview`,
//! `memref.expand_shape` or `memref.collapse_shape` access the view's
//! source instead, with the indices rewritten (MLIR's
//! `FoldMemRefAliasOps`). The index computations are public for the
//! affine variant (`affine-fold-memref-alias-ops`) and other users.
//!
//! `memref.load`, `memref.store` and the in-bounds, unmasked
//! `vector.transfer_read` / `vector.transfer_write` are folded here (a
//! transfer only through a subview with unit strides; its permutation map
//! gains the dimensions a rank-reducing subview drops); a subview of a
//! subview with unit strides becomes one subview.

use strata_dialect_affine::{make_composed_folded_apply, ApplyValue};
use strata_dialect_memref::layout::memref_parts;
use strata_dialect_memref::reshape::{COLLAPSE_SHAPE, EXPAND_SHAPE};
use strata_dialect_memref::views::{memref_rank_reduction_mask, SUBVIEW};
use strata_dialect_memref::ExtractStridedMetadataOp;
use strata_dialect_utils::attrs::{dense_i32_array, dense_i64_array, dense_i64_values};
use strata_dialect_utils::reshape::op_reassociation;
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::AffineMap;
use strata_ir::{
    Context, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, TypeKind, ValueId, DYNAMIC,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

/// An `arith.constant` of type index before `at` for a constant, or the
/// value (MLIR's `getValueOrCreateConstantIndexOp`).
pub fn value_or_constant(rw: &mut PatternRewriter<'_>, at: OpId, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => {
            let ctx = rw.ctx;
            let loc = rw.body().op_loc(at);
            let mut state = OperationState::new(ctx.op_name("arith.constant"), loc);
            state.result_types.push(ctx.index_type());
            let value = ctx.integer_attr(ctx.index_type(), c);
            state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
            rw.set_insertion_point(at);
            let op = rw.create(state);
            rw.body().result(op, 0)
        }
    }
}

/// The indices an affine access with `map` over `operands` reaches, one
/// composed and folded `affine.apply` per result (MLIR's
/// `calculateExpandedAccessIndices`).
pub fn expanded_access_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    map: &AffineMap,
    operands: &[ValueId],
) -> Vec<ValueId> {
    let values: Vec<ApplyValue> = operands.iter().map(|&v| ApplyValue::Value(v)).collect();
    let mut out = Vec::with_capacity(map.results.len());
    for &r in map.results.iter() {
        let sub = AffineMap::new(map.num_dims, map.num_symbols, vec![r]);
        let v = make_composed_folded_apply(rw, at, &sub, &values);
        out.push(value_or_constant(rw, at, v));
    }
    out
}

/// A static list with its dynamic entries taken from `dynamic`.
fn mixed(statics: &[i64], dynamic: &[ValueId]) -> Option<Vec<ApplyValue>> {
    let mut d = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                d.next().map(|&v| ApplyValue::Value(v))
            } else {
                Some(ApplyValue::Const(s))
            }
        })
        .collect()
}

fn static_list(o: OpRef<'_>, name: &str) -> Option<Vec<i64>> {
    dense_i64_values(o.ctx, o.attr(name)?)
}

/// The indices into the source of the `memref.subview` `subview` of an
/// access at `indices` of the subview: `offset + index * stride` per
/// source dimension, zero for dropped ones (MLIR's
/// `resolveIndicesIntoOpWithOffsetsAndStrides`).
pub fn resolve_subview_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    subview: OpId,
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let (offsets, strides, dropped) = {
        let o = OpRef::new(ctx, rw.body(), subview);
        let operands: Vec<ValueId> = o.operands().collect();
        let group = |i| -> Vec<ValueId> { operand_group(o, i).map(|k| operands[k]).collect() };
        let offsets = mixed(&static_list(o, "static_offsets")?, &group(1))?;
        let strides = mixed(&static_list(o, "static_strides")?, &group(3))?;
        let sizes = static_list(o, "static_sizes")?;
        let source = *operands.first()?;
        let result = o.results().next()?;
        let dropped = memref_rank_reduction_mask(ctx, o.value_type(source), o.value_type(result), &sizes)?;
        (offsets, strides, dropped)
    };
    if offsets.len() != strides.len() || dropped.len() != offsets.len() {
        return None;
    }
    let mut consumer = indices.iter();
    let mut full = Vec::with_capacity(offsets.len());
    for &d in &dropped {
        full.push(if d {
            ApplyValue::Const(0)
        } else {
            ApplyValue::Value(*consumer.next()?)
        });
    }
    let s = |i| ctx.affine_symbol(i);
    let map = AffineMap::new(0, 3, vec![ctx.affine_add(s(0), ctx.affine_mul(s(1), s(2)))]);
    let mut out = Vec::with_capacity(full.len());
    for ((&off, &idx), &stride) in offsets.iter().zip(&full).zip(&strides) {
        let v = make_composed_folded_apply(rw, at, &map, &[off, idx, stride]);
        out.push(value_or_constant(rw, at, v));
    }
    Some(out)
}

/// `affine.linearize_index [indices] by (basis)` before `at`.
fn linearize(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    indices: &[ValueId],
    basis: &[ApplyValue],
    disjoint: bool,
) -> ValueId {
    let loc = rw.body().op_loc(at);
    strata_dialect_affine::linearize_index(rw, at, loc, indices, basis, disjoint)
}

/// The indices into the source of the `memref.expand_shape` `expand` of
/// an access at `indices` of its result: each group of expanded indices
/// linearized over the group's output sizes (MLIR's
/// `resolveSourceIndicesExpandShape`); `disjoint` when the access starts
/// in bounds.
pub fn resolve_expand_shape_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    expand: OpId,
    indices: &[ValueId],
    starts_in_bounds: bool,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let (groups, shape) = {
        let o = OpRef::new(ctx, rw.body(), expand);
        let operands: Vec<ValueId> = o.operands().collect();
        let dynamic: Vec<ValueId> = operand_group(o, 1).map(|k| operands[k]).collect();
        let shape = mixed(&static_list(o, "static_output_shape")?, &dynamic)?;
        (op_reassociation(o)?, shape)
    };
    let mut out = Vec::with_capacity(groups.len());
    for group in &groups {
        let dims: Vec<usize> = group.iter().map(|&d| d as usize).collect();
        if dims.len() == 1 {
            out.push(*indices.get(dims[0])?);
            continue;
        }
        let basis: Vec<ApplyValue> = dims
            .iter()
            .map(|&d| shape.get(d).copied())
            .collect::<Option<_>>()?;
        let idx: Vec<ValueId> = dims
            .iter()
            .map(|&d| indices.get(d).copied())
            .collect::<Option<_>>()?;
        out.push(linearize(rw, at, &idx, &basis, starts_in_bounds));
    }
    Some(out)
}

/// The indices into the source of the `memref.collapse_shape` `collapse`
/// of an access at `indices` of its result: each collapsed index
/// delinearized over the source sizes of its group, the sizes read from a
/// `memref.extract_strided_metadata` of the source when dynamic (MLIR's
/// `resolveSourceIndicesCollapseShape`).
pub fn resolve_collapse_shape_indices(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    collapse: OpId,
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let (groups, source) = {
        let o = OpRef::new(ctx, rw.body(), collapse);
        (op_reassociation(o)?, o.operands().next()?)
    };
    let src_ty = rw.body().value_type(source);
    let parts = memref_parts(ctx, src_ty)?;
    let shape: Vec<i64> = parts.shape.to_vec();
    let rank = shape.len();
    // The metadata op is created unconditionally; when every size is
    // static it is left dead and erased by the driver.
    let mut types = vec![
        ctx.intern_type(TypeKind::MemRef {
            shape: Box::new([]),
            element: parts.element,
            layout: None,
            memory_space: parts.memory_space,
        }),
        ctx.index_type(),
    ];
    types.extend(std::iter::repeat_n(ctx.index_type(), 2 * rank));
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    let meta = ExtractStridedMetadataOp::build(
        rw,
        loc,
        types[0],
        types[1],
        &types[2..2 + rank],
        &types[2 + rank..],
        source,
    );
    let sizes: Vec<ValueId> = meta.sizes(rw).collect();
    let source_sizes: Vec<ApplyValue> = shape
        .iter()
        .zip(&sizes)
        .map(|(&s, &v)| {
            if s == DYNAMIC {
                ApplyValue::Value(v)
            } else {
                ApplyValue::Const(s)
            }
        })
        .collect();
    let mut out = Vec::with_capacity(rank);
    for (&index, group) in indices.iter().zip(&groups) {
        if group.len() == 1 {
            out.push(index);
            continue;
        }
        let mut statics = Vec::with_capacity(group.len());
        let mut operands = vec![index];
        for &d in group {
            match *source_sizes.get(d as usize)? {
                ApplyValue::Const(c) => statics.push(c),
                ApplyValue::Value(v) => {
                    statics.push(DYNAMIC);
                    operands.push(v);
                }
            }
        }
        let mut st = OperationState::new(ctx.op_name("affine.delinearize_index"), loc);
        st.operands = operands;
        st.result_types = vec![ctx.index_type(); group.len()];
        st.properties =
            Some(ctx.dictionary_attr(&[(ctx.ident("static_basis"), dense_i64_array(ctx, &statics))]));
        rw.set_insertion_point(at);
        let d = rw.create(st);
        out.extend(rw.body().results(d).collect::<Vec<_>>());
    }
    if groups.is_empty() {
        for _ in 0..rank {
            let zero = value_or_constant(rw, at, ApplyValue::Const(0));
            out.push(zero);
        }
    }
    Some(out)
}

/// A load or store whose memref can be replaced by a view's source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AccessKind {
    /// `memref.load`.
    MemRefLoad,
    /// `memref.store`.
    MemRefStore,
    /// `affine.load`.
    AffineLoad,
    /// `affine.store`.
    AffineStore,
}

impl AccessKind {
    fn name(self) -> &'static str {
        match self {
            AccessKind::MemRefLoad => "memref.load",
            AccessKind::MemRefStore => "memref.store",
            AccessKind::AffineLoad => "affine.load",
            AccessKind::AffineStore => "affine.store",
        }
    }

    /// The position of the memref operand.
    fn memref_pos(self) -> usize {
        match self {
            AccessKind::MemRefLoad | AccessKind::AffineLoad => 0,
            AccessKind::MemRefStore | AccessKind::AffineStore => 1,
        }
    }

    fn is_affine(self) -> bool {
        matches!(self, AccessKind::AffineLoad | AccessKind::AffineStore)
    }
}

/// Which view op a fold looks through.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ViewKind {
    /// `memref.subview`.
    SubView,
    /// `memref.expand_shape`.
    ExpandShape,
    /// `memref.collapse_shape`.
    CollapseShape,
}

impl ViewKind {
    fn name(self) -> &'static str {
        match self {
            ViewKind::SubView => SUBVIEW.name,
            ViewKind::ExpandShape => EXPAND_SHAPE.name,
            ViewKind::CollapseShape => COLLAPSE_SHAPE.name,
        }
    }
}

/// Folds the view defining the memref of the access `op` into it: the
/// access is rebuilt on the view's source (an affine access with the
/// identity map). Returns whether it did.
pub fn fold_view_into_access(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    access: AccessKind,
    view: ViewKind,
) -> bool {
    let ctx = rw.ctx;
    if ctx.op_name_str(rw.body().op_name(op)) != access.name() {
        return false;
    }
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let pos = access.memref_pos();
    let Some(&memref) = operands.get(pos) else {
        return false;
    };
    let Some(def) = rw.body().defining_op(memref) else {
        return false;
    };
    if ctx.op_name_str(rw.body().op_name(def)) != view.name() {
        return false;
    }
    let Some(source) = rw.body().operands(def).next() else {
        return false;
    };
    let mut indices = operands[pos + 1..].to_vec();
    if access.is_affine() {
        let Some(map) = rw
            .body()
            .op_attr(ctx, op, "map")
            .and_then(|a| match ctx.attr_kind(a) {
                strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
        else {
            return false;
        };
        if map.num_inputs() as usize != indices.len() {
            return false;
        }
        indices = expanded_access_indices(rw, op, &map, &indices);
    }
    let resolved = match view {
        ViewKind::SubView => resolve_subview_indices(rw, op, def, &indices),
        ViewKind::ExpandShape => resolve_expand_shape_indices(rw, op, def, &indices, true),
        ViewKind::CollapseShape => resolve_collapse_shape_indices(rw, op, def, &indices),
    };
    let Some(resolved) = resolved else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let mut st = OperationState::new(ctx.op_name(access.name()), loc);
    st.operands = operands[..pos].to_vec();
    st.operands.push(source);
    st.operands.extend(&resolved);
    st.result_types = rw.body().results(op).map(|r| rw.body().value_type(r)).collect();
    st.properties = if access.is_affine() {
        let identity = AffineMap::new(
            resolved.len() as u32,
            0,
            (0..resolved.len() as u32)
                .map(|i| ctx.affine_dim(i))
                .collect::<Vec<_>>(),
        );
        Some(ctx.dictionary_attr(&[(ctx.ident("map"), strata_dialect_affine::map_attr(ctx, identity))]))
    } else {
        // Only `nontemporal` carries over, always set, as in mlir-opt.
        let nontemporal = rw
            .body()
            .op_properties(op)
            .and_then(|p| ctx.dict_get(p, ctx.ident("nontemporal")))
            .unwrap_or_else(|| ctx.bool_attr(false));
        Some(ctx.dictionary_attr(&[(ctx.ident("nontemporal"), nontemporal)]))
    };
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// One fold of a view into an access, as a pattern.
struct FoldPattern {
    name: &'static str,
    access: AccessKind,
    view: ViewKind,
}

impl RewritePattern for FoldPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.access.name())
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        fold_view_into_access(rewriter, op, self.access, self.view)
    }
}

/// The patterns folding views into the accesses of `kinds` (a load and a
/// store kind), in MLIR's order: subviews, expand shapes, collapse
/// shapes.
pub fn populate_fold_patterns(
    out: &mut Vec<Box<dyn RewritePattern>>,
    kinds: &[(AccessKind, [&'static str; 3])],
) {
    for &(access, names) in kinds {
        for (view, name) in [ViewKind::SubView, ViewKind::ExpandShape, ViewKind::CollapseShape]
            .into_iter()
            .zip(names)
        {
            out.push(Box::new(FoldPattern { name, access, view }));
        }
    }
}

/// Folds a `memref.subview` of a `memref.subview`, both with unit
/// strides, into one subview of the first source (MLIR's
/// `SubViewOfSubViewFolder`); returns whether it did.
pub fn fold_subview_of_subview(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != SUBVIEW.name {
        return false;
    }
    let Some(src) = body.operands(op).next() else {
        return false;
    };
    let Some(def) = body.defining_op(src) else {
        return false;
    };
    if ctx.op_name_str(body.op_name(def)) != SUBVIEW.name {
        return false;
    }
    let parts = |o: OpId| -> Option<[Vec<ApplyValue>; 3]> {
        let r = OpRef::new(ctx, body, o);
        let operands: Vec<ValueId> = r.operands().collect();
        let group = |i| -> Vec<ValueId> { operand_group(r, i).map(|k| operands[k]).collect() };
        Some([
            mixed(&static_list(r, "static_offsets")?, &group(1))?,
            mixed(&static_list(r, "static_sizes")?, &group(2))?,
            mixed(&static_list(r, "static_strides")?, &group(3))?,
        ])
    };
    let (Some([offsets, sizes, strides]), Some([src_offsets, src_sizes, src_strides])) =
        (parts(op), parts(def))
    else {
        return false;
    };
    let unit = |v: &[ApplyValue]| v.iter().all(|&s| s == ApplyValue::Const(1));
    if !unit(&strides) || !unit(&src_strides) {
        return false;
    }
    let dropped = {
        let r = OpRef::new(ctx, body, def);
        let Some(static_sizes) = static_list(r, "static_sizes") else {
            return false;
        };
        let (Some(source), Some(result)) = (r.operands().next(), r.results().next()) else {
            return false;
        };
        match memref_rank_reduction_mask(ctx, r.value_type(source), r.value_type(result), &static_sizes) {
            Some(d) => d,
            None => return false,
        }
    };
    let Some(source) = body.operands(def).next() else {
        return false;
    };
    let Some(result_ty) = body.results(op).next().map(|r| body.value_type(r)) else {
        return false;
    };
    if dropped.len() != src_offsets.len() || dropped.iter().filter(|&&d| !d).count() != offsets.len() {
        return false;
    }
    // Sizes of dropped dims are the source's; the others the subview's.
    let mut dest = sizes.iter();
    let resolved_sizes: Vec<ApplyValue> = dropped
        .iter()
        .zip(&src_sizes)
        .map(|(&d, &s)| if d { s } else { *dest.next().unwrap_or(&s) })
        .collect();
    let mut dest = offsets.iter();
    let s = |i| ctx.affine_symbol(i);
    let map = AffineMap::new(0, 3, vec![ctx.affine_add(s(0), ctx.affine_mul(s(1), s(2)))]);
    let mut resolved_offsets = Vec::with_capacity(dropped.len());
    for ((&d, &off), &stride) in dropped.iter().zip(&src_offsets).zip(&src_strides) {
        let idx = if d {
            ApplyValue::Const(0)
        } else {
            *dest.next().unwrap_or(&ApplyValue::Const(0))
        };
        resolved_offsets.push(make_composed_folded_apply(rw, op, &map, &[off, idx, stride]));
    }
    let split = |v: &[ApplyValue]| -> (Vec<i64>, Vec<ValueId>) {
        let mut statics = Vec::with_capacity(v.len());
        let mut dynamic = Vec::new();
        for &x in v {
            match x {
                ApplyValue::Const(c) => statics.push(c),
                ApplyValue::Value(val) => {
                    statics.push(DYNAMIC);
                    dynamic.push(val);
                }
            }
        }
        (statics, dynamic)
    };
    let (so, dof) = split(&resolved_offsets);
    let (ss, dsz) = split(&resolved_sizes);
    let (st, dst) = split(&src_strides);
    let loc = rw.body().op_loc(op);
    let mut state = OperationState::new(ctx.op_name(SUBVIEW.name), loc);
    state.operands = vec![source];
    state.operands.extend(&dof);
    state.operands.extend(&dsz);
    state.operands.extend(&dst);
    state.result_types = vec![result_ty];
    state.properties = Some(ctx.dictionary_attr(&[
        (
            ctx.ident("operandSegmentSizes"),
            dense_i32_array(ctx, &[1, dof.len() as i32, dsz.len() as i32, dst.len() as i32]),
        ),
        (ctx.ident("static_offsets"), dense_i64_array(ctx, &so)),
        (ctx.ident("static_sizes"), dense_i64_array(ctx, &ss)),
        (ctx.ident("static_strides"), dense_i64_array(ctx, &st)),
    ]));
    rw.set_insertion_point(op);
    let new = rw.create(state);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// Folds the unit-stride `memref.subview` a `vector.transfer_read` or
/// `vector.transfer_write` accesses into it: the transfer accesses the
/// subview's source at the composed indices, its permutation map extended
/// by the dimensions a rank-reducing subview drops (MLIR's
/// `LoadOpOfSubViewOpFolder` / `StoreOpOfSubViewOpFolder` on transfers).
/// Out-of-bounds or masked transfers stay. Returns whether it folded.
pub fn fold_subview_into_transfer(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let read = o.name_str() == "vector.transfer_read";
    let Some(map) = crate::vector::subset_folding::transfer_ok(o) else {
        return false;
    };
    let base_pos = usize::from(!read);
    let Some(sv) =
        strata_dialect_utils::matchers::def(o, o.operand(base_pos)).filter(|d| d.name_str() == SUBVIEW.name)
    else {
        return false;
    };
    if static_list(sv, "static_strides").is_none_or(|s| s.iter().any(|&x| x != 1)) {
        return false;
    }
    let Some(sizes) = static_list(sv, "static_sizes") else {
        return false;
    };
    let (Some(&source), Some(result)) = (sv.operands().collect::<Vec<_>>().first(), sv.results().next())
    else {
        return false;
    };
    let Some(dropped) = memref_rank_reduction_mask(ctx, o.value_type(source), o.value_type(result), &sizes)
    else {
        return false;
    };
    let sv_id = sv.id;
    let index_group = if read { 1 } else { 2 };
    let indices: Vec<ValueId> = operand_group(o, index_group).map(|i| o.operand(i)).collect();
    let padding = read.then(|| o.operand(operand_group(o, 2).start));
    let vector = (!read).then(|| o.operand(0));
    let results: Vec<strata_ir::Type> = o.result_types().collect();
    let Some(resolved) = resolve_subview_indices(rw, op, sv_id, &indices) else {
        return false;
    };
    let new_map = crate::vector::subset_folding::expand_dims(ctx, &map, &dropped);
    let n = resolved.len();
    let mut operands: Vec<ValueId> = vector.into_iter().collect();
    operands.push(source);
    operands.extend(resolved);
    operands.extend(padding);
    let st = crate::vector::subset_folding::transfer_state(rw, op, operands, results, new_map, n, read);
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// A transfer's subview fold as a pattern.
struct TransferOfSubView(&'static str, &'static str);

impl RewritePattern for TransferOfSubView {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        self.1
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        fold_subview_into_transfer(rewriter, op)
    }
}

/// The subview-of-subview fold as a pattern.
struct SubViewOfSubView;

impl RewritePattern for SubViewOfSubView {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SUBVIEW.name)
    }

    fn debug_name(&self) -> &str {
        "SubViewOfSubViewFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        fold_subview_of_subview(rewriter, op)
    }
}

/// The patterns of `fold-memref-alias-ops` that Strata has (MLIR's
/// `populateFoldMemRefAliasOpPatterns` restricted to `memref.load`,
/// `memref.store`, the vector transfers, and subviews of subviews).
pub fn populate_fold_memref_alias_op_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SubViewOfSubView));
    out.push(Box::new(TransferOfSubView(
        "vector.transfer_read",
        "TransferReadOfSubViewOpFolder",
    )));
    out.push(Box::new(TransferOfSubView(
        "vector.transfer_write",
        "TransferWriteOfSubViewOpFolder",
    )));
    populate_fold_patterns(
        out,
        &[
            (
                AccessKind::MemRefLoad,
                [
                    "LoadOpOfSubViewOpFolder",
                    "LoadOpOfExpandShapeOpFolder",
                    "LoadOpOfCollapseShapeOpFolder",
                ],
            ),
            (
                AccessKind::MemRefStore,
                [
                    "StoreOpOfSubViewOpFolder",
                    "StoreOpOfExpandShapeOpFolder",
                    "StoreOpOfCollapseShapeOpFolder",
                ],
            ),
        ],
    );
}

/// Applies `populate` greedily (bottom-up, with folding) under `op`.
pub fn run_fold_patterns(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    populate: fn(&mut Vec<Box<dyn RewritePattern>>),
) -> LogicalResult {
    let mut list: Vec<Box<dyn RewritePattern>> = Vec::new();
    populate(&mut list);
    let patterns = FrozenPatternSet::new(ctx, list);
    let config = GreedyConfig {
        top_down: false,
        ..GreedyConfig::default()
    };
    let _ = apply_patterns_greedily_nested(ctx, op.body(), &patterns, config, true);
    Ok(())
}

/// What the alias-folding passes (this one and the affine one) may
/// introduce.
pub(crate) const FOLD_ALIAS_INTRODUCES: &[&str] = &[
    "affine.apply",
    "affine.delinearize_index",
    "affine.linearize_index",
    "arith.constant",
    "memref.extract_strided_metadata",
];

/// The `fold-memref-alias-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct FoldMemRefAliasOps;

impl Pass for FoldMemRefAliasOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(FOLD_ALIAS_INTRODUCES)
    }

    fn argument(&self) -> &'static str {
        "fold-memref-alias-ops"
    }

    fn description(&self) -> &'static str {
        "Fold memref alias ops into consumer load/store ops"
    }

    fn name(&self) -> &'static str {
        "FoldMemRefAliasOpsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_fold_patterns(ctx, op, populate_fold_memref_alias_op_patterns)
    }
}
