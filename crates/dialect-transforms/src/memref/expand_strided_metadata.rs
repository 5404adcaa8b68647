//! `expand-strided-metadata`: rewrites view ops into explicit metadata
//! computations (MLIR's `ExpandStridedMetadata`). A `memref.subview`
//! becomes a `memref.extract_strided_metadata` of its source, the offset
//! and strides computed with `affine.apply` (composed and folded), and a
//! `memref.reinterpret_cast` of the base buffer; `memref.expand_shape` and
//! `memref.collapse_shape` become such a cast too; a
//! `memref.extract_strided_metadata` of a subview, `reinterpret_cast`,
//! `cast`, `assume_alignment`, `alloc`, `alloca` or `get_global` is replaced by the values it
//! stands for; `memref.extract_aligned_pointer_as_index` of a view looks
//! through the view.

use strata_dialect_affine::{make_composed_folded_apply, ApplyValue};
use strata_dialect_memref::layout::{is_identity_layout, memref_parts, strides_and_offset};
use strata_dialect_memref::reshape::{COLLAPSE_SHAPE, EXPAND_SHAPE};
use strata_dialect_memref::views::{memref_rank_reduction_mask, SUBVIEW};
use strata_dialect_memref::{
    AllocOp, AllocaOp, AssumeAlignmentOp, CastOp, CollapseShapeOp, ExpandShapeOp,
    ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp,
    ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp, EXTRACT_ALIGNED_POINTER, EXTRACT_STRIDED_METADATA,
};
use strata_dialect_utils::attrs::dense_i64_values;
use strata_ir::affine::AffineMap;
use strata_ir::{Context, OpId, OpRef, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type ApplyFn = fn(OpId, &mut PatternRewriter<'_>) -> bool;

struct Pat {
    name: &'static str,
    root: &'static str,
    apply: ApplyFn,
}

impl RewritePattern for Pat {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.apply)(op, rewriter)
    }
}

const EXTRACT: &str = EXTRACT_STRIDED_METADATA.name;

/// The patterns of `expand-strided-metadata` (MLIR's
/// `populateExpandStridedMetadataPatterns`).
pub fn populate_expand_strided_metadata_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    let list: [(&'static str, &'static str, ApplyFn); 13] = [
        ("SubviewFolder", SUBVIEW.name, subview_folder),
        ("ExpandShapeFolder", EXPAND_SHAPE.name, expand_shape_folder),
        ("CollapseShapeFolder", COLLAPSE_SHAPE.name, collapse_shape_folder),
        ("ExtractStridedMetadataOpAllocFolder", EXTRACT, alloc_folder),
        (
            "ExtractStridedMetadataOpGetGlobalFolder",
            EXTRACT,
            get_global_folder,
        ),
        (
            "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
            EXTRACT_ALIGNED_POINTER.name,
            aligned_pointer_of_view,
        ),
        (
            "ExtractStridedMetadataOpReinterpretCastFolder",
            EXTRACT,
            reinterpret_cast_folder,
        ),
        (
            "ExtractStridedMetadataOpSubviewFolder",
            EXTRACT,
            subview_metadata_folder,
        ),
        ("ExtractStridedMetadataOpCastFolder", EXTRACT, cast_folder),
        (
            "ExtractStridedMetadataOpAssumeAlignmentFolder",
            EXTRACT,
            assume_alignment_folder,
        ),
        (
            "ExtractStridedMetadataOpMemorySpaceCastFolder",
            EXTRACT,
            memory_space_cast_folder,
        ),
        (
            "ExtractStridedMetadataOpExtractStridedMetadataFolder",
            EXTRACT,
            metadata_of_base_buffer,
        ),
        ("ExtractStridedMetadataOpFold", EXTRACT, constify_metadata),
    ];
    for (name, root, apply) in list {
        out.push(Box::new(Pat { name, root, apply }));
    }
}

// ---- helpers ---------------------------------------------------------------------------------

fn op_ref<'a>(rw: &'a PatternRewriter<'_>, op: OpId) -> OpRef<'a> {
    OpRef::new(rw.ctx, rw.body(), op)
}

/// The op defining `v`.
fn defining(rw: &PatternRewriter<'_>, v: ValueId) -> Option<OpId> {
    rw.body().defining_op(v)
}

/// The offsets, sizes and strides of a view op with `static_*` lists
/// (whose dynamic entries are `dynamic`), each entry a constant or an
/// operand.
fn mixed_lists(o: OpRef<'_>, dynamic: [Vec<ValueId>; 3]) -> Option<[Vec<ApplyValue>; 3]> {
    let ctx = o.ctx;
    let mut out: [Vec<ApplyValue>; 3] = Default::default();
    for (k, (name, dynamic)) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .zip(dynamic)
        .enumerate()
    {
        let statics = dense_i64_values(ctx, o.attr(name)?)?;
        let mut dynamic = dynamic.into_iter();
        for s in statics {
            if s == DYNAMIC {
                out[k].push(ApplyValue::Value(dynamic.next()?));
            } else {
                out[k].push(ApplyValue::Const(s));
            }
        }
    }
    Some(out)
}

/// The result types of `memref.extract_strided_metadata` of a value of
/// type `t`, if it is a strided memref.
fn metadata_types(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let parts = memref_parts(ctx, t)?;
    strides_and_offset(ctx, t)?;
    let base = ctx.intern_type(TypeKind::MemRef {
        shape: Box::new([]),
        element: parts.element,
        layout: None,
        memory_space: parts.memory_space,
    });
    let mut types = vec![base, ctx.index_type()];
    types.extend(std::iter::repeat_n(ctx.index_type(), 2 * parts.shape.len()));
    Some(types)
}

/// Creates `memref.extract_strided_metadata %source` before `at`.
fn extract_metadata(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    source: ValueId,
) -> Option<ExtractStridedMetadataOp> {
    let ctx = rw.ctx;
    let types = metadata_types(ctx, rw.body().value_type(source))?;
    let rank = (types.len() - 2) / 2;
    let (base, offset, sizes, strides) = (types[0], types[1], &types[2..2 + rank], &types[2 + rank..]);
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    Some(ExtractStridedMetadataOp::build(
        rw, loc, base, offset, sizes, strides, source,
    ))
}

/// The results of an `extract_strided_metadata`: base buffer, offset,
/// sizes and strides, in order.
fn metadata_results(rw: &PatternRewriter<'_>, extract: ExtractStridedMetadataOp) -> Vec<ValueId> {
    let mut out = vec![extract.base_buffer(rw), extract.offset(rw)];
    out.extend(extract.sizes(rw));
    out.extend(extract.strides(rw));
    out
}

/// An `arith.constant` of type index before `at` for a constant, or the
/// value (MLIR's `getValueOrCreateConstantIndexOp`).
fn value_of(rw: &mut PatternRewriter<'_>, at: OpId, loc: strata_ir::Location, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => {
            let ctx = rw.ctx;
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

/// Creates `memref.reinterpret_cast` of `base` to `ty` before `at`.
fn reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    ty: Type,
    base: ValueId,
    offset: ApplyValue,
    sizes: &[ApplyValue],
    strides: &[ApplyValue],
) -> ValueId {
    let loc = rw.body().op_loc(at);
    let mut statics: [Vec<i64>; 3] = Default::default();
    let mut dynamics: [Vec<ValueId>; 3] = Default::default();
    for (k, list) in [std::slice::from_ref(&offset), sizes, strides]
        .into_iter()
        .enumerate()
    {
        for v in list {
            match *v {
                ApplyValue::Const(c) => statics[k].push(c),
                ApplyValue::Value(v) => {
                    statics[k].push(DYNAMIC);
                    dynamics[k].push(v);
                }
            }
        }
    }
    rw.set_insertion_point(at);
    let [offsets, sizes, strides] = &dynamics;
    let [static_offsets, static_sizes, static_strides] = &statics;
    ReinterpretCastOp::build(
        rw,
        loc,
        ty,
        base,
        offsets,
        sizes,
        strides,
        static_offsets,
        static_sizes,
        static_strides,
    )
    .result(rw)
}

/// `s0 * s1`.
fn product_map(ctx: &Context) -> AffineMap {
    let e = ctx.affine_mul(ctx.affine_symbol(0), ctx.affine_symbol(1));
    AffineMap::new(0, 2, vec![e])
}

/// The metadata a view stands for: base buffer, offset, sizes, strides.
struct StridedMetadata {
    /// The `extract_strided_metadata` the metadata was computed from, if
    /// one was created: constants for the metadata go before it.
    extract: Option<OpId>,
    base: ValueId,
    offset: ApplyValue,
    sizes: Vec<ApplyValue>,
    strides: Vec<ApplyValue>,
}

/// MLIR's `resolveSubviewStridedMetadata`: the metadata of a subview in
/// terms of the metadata of its source, computed before `at`.
fn resolve_subview(rw: &mut PatternRewriter<'_>, at: OpId, subview: OpId) -> Option<StridedMetadata> {
    let ctx = rw.ctx;
    let o = op_ref(rw, subview);
    let view = SubViewOp(subview);
    let source = view.source(&o);
    let source_ty = o.value_type(source);
    let result_ty = o.value_type(view.result(&o));
    let dynamic = [view.offsets(&o), view.sizes(&o), view.strides(&o)].map(|g| g.to_vec());
    let [sub_offsets, sub_sizes, sub_strides] = mixed_lists(o, dynamic)?;
    let (source_strides, source_offset) = strides_and_offset(ctx, source_ty)?;
    let static_sizes: Vec<i64> = sub_sizes
        .iter()
        .map(|v| match v {
            ApplyValue::Const(c) => *c,
            ApplyValue::Value(_) => DYNAMIC,
        })
        .collect();
    let dropped = memref_rank_reduction_mask(ctx, source_ty, result_ty, &static_sizes)?;
    let rank = source_strides.len();
    if sub_offsets.len() != rank || sub_strides.len() != rank || sub_sizes.len() != rank {
        return None;
    }
    let extract = extract_metadata(rw, at, source)?;
    let meta_offset = extract.offset(rw);
    let meta_strides = extract.strides(rw).to_vec();
    let known = |s: i64, v: ValueId| {
        if s == DYNAMIC {
            ApplyValue::Value(v)
        } else {
            ApplyValue::Const(s)
        }
    };
    // offset = base offset + sum(sub offset #i * base stride #i);
    // stride #i = sub stride #i * base stride #i.
    let mut expr = ctx.affine_symbol(0);
    let mut values = vec![known(source_offset, meta_offset)];
    let mut strides = Vec::with_capacity(rank);
    let product = product_map(ctx);
    for i in 0..rank {
        let orig_stride = known(source_strides[i], meta_strides[i]);
        strides.push(make_composed_folded_apply(
            rw,
            at,
            &product,
            &[sub_strides[i], orig_stride],
        ));
        let (s_off, s_str) = (
            ctx.affine_symbol((1 + 2 * i) as u32),
            ctx.affine_symbol((2 + 2 * i) as u32),
        );
        expr = ctx.affine_add(expr, ctx.affine_mul(s_off, s_str));
        values.push(sub_offsets[i]);
        values.push(orig_stride);
    }
    let map = AffineMap::new(0, (2 * rank + 1) as u32, vec![expr]);
    let offset = make_composed_folded_apply(rw, at, &map, &values);
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for i in 0..rank {
        if dropped[i] {
            continue;
        }
        sizes.push(sub_sizes[i]);
        final_strides.push(strides[i]);
    }
    Some(StridedMetadata {
        extract: Some(extract.op()),
        base: extract.base_buffer(rw),
        offset,
        sizes,
        strides: final_strides,
    })
}

/// Replaces an `extract_strided_metadata` by the given metadata,
/// materializing constants before it.
fn replace_metadata(rw: &mut PatternRewriter<'_>, op: OpId, loc: strata_ir::Location, m: &StridedMetadata) {
    let at = m.extract.unwrap_or(op);
    let mut values = vec![m.base];
    values.push(value_of(rw, at, loc, m.offset));
    for &s in &m.sizes {
        values.push(value_of(rw, at, loc, s));
    }
    for &s in &m.strides {
        values.push(value_of(rw, at, loc, s));
    }
    rw.replace_op(op, &values);
}

// ---- the patterns ----------------------------------------------------------------------------

/// `memref.subview` becomes a `memref.reinterpret_cast` of its source's
/// base buffer.
fn subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ty = rw.body().value_type(SubViewOp(op).result(rw));
    let Some(m) = resolve_subview(rw, op, op) else {
        return false;
    };
    let v = reinterpret_cast(rw, op, ty, m.base, m.offset, &m.sizes, &m.strides);
    rw.replace_op(op, &[v]);
    true
}

/// `extract_strided_metadata(subview(x))`: the subview's metadata from
/// that of `x`.
fn subview_metadata_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = ExtractStridedMetadataOp(op).source(rw);
    let Some(subview) = defining(rw, source)
        .and_then(|d| SubViewOp::cast(rw, d))
        .map(SubViewOp::op)
    else {
        return false;
    };
    let loc = rw.body().op_loc(subview);
    let Some(m) = resolve_subview(rw, op, subview) else {
        return false;
    };
    replace_metadata(rw, op, loc, &m);
    true
}

/// The sizes and identity strides of a memref with identity layout: the
/// sizes from the shape and `dynamic`, each stride the product of the
/// next stride and size (composed and folded).
fn identity_metadata(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    shape: &[i64],
    dynamic: &[ValueId],
) -> Option<(Vec<ApplyValue>, Vec<ApplyValue>)> {
    let mut dynamic = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in shape {
        sizes.push(if s == DYNAMIC {
            ApplyValue::Value(*dynamic.next()?)
        } else {
            ApplyValue::Const(s)
        });
    }
    // Each stride is the product of the sizes after it, one symbol per
    // size in order, multiplied from the left as mlir-opt builds it (which
    // fixes the order of the apply's operands).
    let ctx = rw.ctx;
    let mut strides = vec![ApplyValue::Const(1); shape.len()];
    let mut product = ctx.affine_constant(1);
    for i in (0..shape.len().saturating_sub(1)).rev() {
        let k = shape.len() - 1 - i;
        product = ctx.affine_mul(product, ctx.affine_symbol(k as u32 - 1));
        let map = AffineMap::new(0, k as u32, vec![product]);
        strides[i] = make_composed_folded_apply(rw, at, &map, &sizes[i + 1..]);
    }
    Some((sizes, strides))
}

/// The base buffer of an allocation: the allocation itself when its type
/// is the base buffer type, else a `reinterpret_cast` to it.
fn allocation_base(rw: &mut PatternRewriter<'_>, op: OpId, alloc: ValueId) -> ValueId {
    let base_ty = rw.body().value_type(ExtractStridedMetadataOp(op).base_buffer(rw));
    if rw.body().value_type(alloc) == base_ty {
        return alloc;
    }
    reinterpret_cast(rw, op, base_ty, alloc, ApplyValue::Const(0), &[], &[])
}

/// `extract_strided_metadata(alloc)` / `(alloca)` with an identity
/// layout: offset 0, the allocation's sizes and identity strides.
fn alloc_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let source = ExtractStridedMetadataOp(op).source(rw);
    let dynamic_sizes = if let Some(alloc) = defining(rw, source).and_then(|d| AllocOp::cast(rw, d)) {
        alloc.dynamic_sizes(rw).to_vec()
    } else if let Some(alloca) = defining(rw, source).and_then(|d| AllocaOp::cast(rw, d)) {
        alloca.dynamic_sizes(rw).to_vec()
    } else {
        return false;
    };
    let ty = rw.body().value_type(source);
    let Some(parts) = memref_parts(ctx, ty) else {
        return false;
    };
    if !is_identity_layout(ctx, parts.layout) {
        return false;
    }
    let shape = parts.shape.to_vec();
    let num_dynamic = shape.iter().filter(|&&s| s == DYNAMIC).count();
    let dynamic: Vec<ValueId> = dynamic_sizes.into_iter().take(num_dynamic).collect();
    let loc = rw.body().op_loc(op);
    let Some((sizes, strides)) = identity_metadata(rw, op, &shape, &dynamic) else {
        return false;
    };
    let base = allocation_base(rw, op, source);
    let m = StridedMetadata {
        extract: None,
        base,
        offset: ApplyValue::Const(0),
        sizes,
        strides,
    };
    replace_metadata(rw, op, loc, &m);
    true
}

/// `extract_strided_metadata(get_global)` with an identity layout.
fn get_global_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let source = ExtractStridedMetadataOp(op).source(rw);
    if defining(rw, source)
        .and_then(|d| GetGlobalOp::cast(rw, d))
        .is_none()
    {
        return false;
    }
    let ty = rw.body().value_type(source);
    let Some(parts) = memref_parts(ctx, ty) else {
        return false;
    };
    if !is_identity_layout(ctx, parts.layout) || parts.shape.contains(&DYNAMIC) {
        return false;
    }
    let shape = parts.shape.to_vec();
    let loc = rw.body().op_loc(op);
    let Some((sizes, strides)) = identity_metadata(rw, op, &shape, &[]) else {
        return false;
    };
    let base = allocation_base(rw, op, source);
    let m = StridedMetadata {
        extract: None,
        base,
        offset: ApplyValue::Const(0),
        sizes,
        strides,
    };
    replace_metadata(rw, op, loc, &m);
    true
}

/// `extract_strided_metadata(reinterpret_cast(x))`: the cast's offset,
/// sizes and strides with the base buffer of `x`.
fn reinterpret_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let source = ExtractStridedMetadataOp(op).source(rw);
    let Some(cast) = defining(rw, source).and_then(|d| ReinterpretCastOp::cast(rw, d)) else {
        return false;
    };
    let cast_source = cast.source(rw);
    if metadata_types(ctx, rw.body().value_type(cast_source)).is_none() {
        return false;
    }
    let dynamic = [cast.offsets(rw), cast.sizes(rw), cast.strides(rw)].map(|g| g.to_vec());
    let Some([offsets, sizes, strides]) = mixed_lists(op_ref(rw, cast.op()), dynamic) else {
        return false;
    };
    let Some(&offset) = offsets.first() else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let Some(extract) = extract_metadata(rw, op, cast_source) else {
        return false;
    };
    let m = StridedMetadata {
        extract: Some(extract.op()),
        base: extract.base_buffer(rw),
        offset,
        sizes,
        strides,
    };
    replace_metadata(rw, op, loc, &m);
    true
}

/// `extract_strided_metadata(cast(x))` / `(memory_space_cast(x))`: the
/// metadata of `x` (`cast_source`), with what the cast's result type
/// knows statically as constants. A memory space cast (`space_cast`)
/// casts the base buffer too.
fn through_cast(op: OpId, rw: &mut PatternRewriter<'_>, cast_source: ValueId, space_cast: bool) -> bool {
    let ctx = rw.ctx;
    let meta = ExtractStridedMetadataOp(op);
    let source = meta.source(rw);
    let source_ty = rw.body().value_type(source);
    if metadata_types(ctx, rw.body().value_type(cast_source)).is_none() {
        return false;
    }
    let (Some(parts), Some((strides, offset))) =
        (memref_parts(ctx, source_ty), strides_and_offset(ctx, source_ty))
    else {
        return false;
    };
    let shape = parts.shape.to_vec();
    let base_ty = rw.body().value_type(meta.base_buffer(rw));
    let loc = rw.body().op_loc(op);
    let Some(extract) = extract_metadata(rw, op, cast_source) else {
        return false;
    };
    let new = metadata_results(rw, extract);
    let mut base = new[0];
    if rw.body().value_type(base) != base_ty {
        // A memory space cast: cast the base buffer too.
        rw.set_insertion_point(op);
        base = if space_cast {
            MemorySpaceCastOp::build(rw, loc, base_ty, base).dest(rw)
        } else {
            CastOp::build(rw, loc, base_ty, base).dest(rw)
        };
    }
    let rank = shape.len();
    let pick = |s: i64, v: ValueId| {
        if s == DYNAMIC {
            ApplyValue::Value(v)
        } else {
            ApplyValue::Const(s)
        }
    };
    let m = StridedMetadata {
        extract: Some(extract.op()),
        base,
        offset: pick(offset, new[1]),
        sizes: (0..rank).map(|i| pick(shape[i], new[2 + i])).collect(),
        strides: (0..rank).map(|i| pick(strides[i], new[2 + rank + i])).collect(),
    };
    replace_metadata(rw, op, loc, &m);
    true
}

fn cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = ExtractStridedMetadataOp(op).source(rw);
    let Some(cast) = defining(rw, source).and_then(|d| CastOp::cast(rw, d)) else {
        return false;
    };
    let cast_source = cast.source(rw);
    through_cast(op, rw, cast_source, false)
}

fn memory_space_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = ExtractStridedMetadataOp(op).source(rw);
    let Some(cast) = defining(rw, source).and_then(|d| MemorySpaceCastOp::cast(rw, d)) else {
        return false;
    };
    let cast_source = cast.source(rw);
    through_cast(op, rw, cast_source, true)
}

/// The source of the view-like op (MLIR's `ViewLikeOpInterface`)
/// defining `v`.
fn view_source(rw: &PatternRewriter<'_>, v: ValueId) -> Option<ValueId> {
    let d = rw.body().defining_op(v)?;
    if let Some(o) = ExtractStridedMetadataOp::cast(rw, d) {
        Some(o.source(rw))
    } else if let Some(o) = SubViewOp::cast(rw, d) {
        Some(o.source(rw))
    } else if let Some(o) = ReinterpretCastOp::cast(rw, d) {
        Some(o.source(rw))
    } else if let Some(o) = CastOp::cast(rw, d) {
        Some(o.source(rw))
    } else if let Some(o) = ExpandShapeOp::cast(rw, d) {
        Some(o.src(rw))
    } else if let Some(o) = CollapseShapeOp::cast(rw, d) {
        Some(o.src(rw))
    } else if let Some(o) = TransposeOp::cast(rw, d) {
        Some(o.input(rw))
    } else if let Some(o) = ViewOp::cast(rw, d) {
        Some(o.source(rw))
    } else {
        MemorySpaceCastOp::cast(rw, d).map(|o| o.source(rw))
    }
}

/// `extract_aligned_pointer_as_index(view(x))` reads the pointer of `x`,
/// except through a `memref.view`, whose byte shift moves the pointer.
fn aligned_pointer_of_view(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = ExtractAlignedPointerAsIndexOp(op).source(rw);
    if rw.body().defining_op(source).is_some_and(|d| ViewOp::isa(rw, d)) {
        return false;
    }
    let Some(view_source) = view_source(rw, source) else {
        return false;
    };
    // The source is operand 0.
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, view_source));
    true
}

/// `extract_strided_metadata(extract_strided_metadata(x).base_buffer)`:
/// the base buffer itself with offset 0.
fn metadata_of_base_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let meta = ExtractStridedMetadataOp(op);
    let source = meta.source(rw);
    // A rank-0 source: only the base buffer and the offset.
    if defining(rw, source)
        .and_then(|d| ExtractStridedMetadataOp::cast(rw, d))
        .is_none()
        || meta.sizes(rw).next().is_some()
    {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let m = StridedMetadata {
        extract: None,
        base: source,
        offset: ApplyValue::Const(0),
        sizes: Vec::new(),
        strides: Vec::new(),
    };
    replace_metadata(rw, op, loc, &m);
    true
}

/// The fold of `extract_strided_metadata`: uses of an offset, size or
/// stride that the source type knows statically are replaced by a
/// constant created before the op.
fn constify_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let meta = ExtractStridedMetadataOp(op);
    let source_ty = rw.body().value_type(meta.source(rw));
    let (Some(parts), Some((strides, offset))) =
        (memref_parts(ctx, source_ty), strides_and_offset(ctx, source_ty))
    else {
        return false;
    };
    let mut statics = vec![offset];
    statics.extend_from_slice(parts.shape);
    statics.extend_from_slice(&strides);
    let mut results = vec![meta.offset(rw)];
    results.extend(meta.sizes(rw));
    results.extend(meta.strides(rw));
    if results.len() != statics.len() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let mut changed = false;
    for (v, s) in results.into_iter().zip(statics) {
        if s == DYNAMIC || !rw.body().has_uses(v) {
            continue;
        }
        let c = value_of(rw, op, loc, ApplyValue::Const(s));
        rw.replace_all_uses_with(v, c);
        changed = true;
    }
    changed
}

// ---- reshapes --------------------------------------------------------------------------------

/// The metadata of a reshape's source, from an `extract_strided_metadata`
/// made before the reshape: sizes and strides are constants where the
/// source type knows them.
struct SourceMetadata {
    base: ValueId,
    offset: ApplyValue,
    sizes: Vec<ApplyValue>,
    strides: Vec<ApplyValue>,
    static_strides: Vec<i64>,
    shape: Vec<i64>,
}

fn source_metadata(rw: &mut PatternRewriter<'_>, reshape: OpId, source: ValueId) -> Option<SourceMetadata> {
    let ctx = rw.ctx;
    let source_ty = rw.body().value_type(source);
    let shape = memref_parts(ctx, source_ty)?.shape.to_vec();
    let (static_strides, static_offset) = strides_and_offset(ctx, source_ty)?;
    let extract = extract_metadata(rw, reshape, source)?;
    let results = metadata_results(rw, extract);
    let rank = shape.len();
    let known = |s: i64, v: ValueId| {
        if s == DYNAMIC {
            ApplyValue::Value(v)
        } else {
            ApplyValue::Const(s)
        }
    };
    Some(SourceMetadata {
        base: results[0],
        offset: known(static_offset, results[1]),
        sizes: (0..rank).map(|i| known(shape[i], results[2 + i])).collect(),
        strides: (0..rank)
            .map(|i| known(static_strides[i], results[2 + rank + i]))
            .collect(),
        static_strides,
        shape,
    })
}

/// The reassociation groups (`reassociation`) of a reshape with result
/// `result`, and its result type.
fn reshape_parts(
    rw: &PatternRewriter<'_>,
    reassociation: Option<strata_ir::Attribute>,
    result: ValueId,
) -> Option<(Vec<Vec<usize>>, Type)> {
    let ctx = rw.ctx;
    let groups = strata_dialect_utils::reshape::reassociation(ctx, reassociation?)?;
    let groups = groups
        .into_iter()
        .map(|g| {
            g.into_iter()
                .map(usize::try_from)
                .collect::<Result<Vec<_>, _>>()
                .ok()
        })
        .collect::<Option<Vec<_>>>()?;
    Some((groups, rw.body().value_type(result)))
}

/// `memref.expand_shape`: a `reinterpret_cast` of the source's base
/// buffer. In each group the one dynamic size is the source size divided
/// by the static ones; strides are the source stride times the product of
/// the inner sizes (MLIR's `getExpandedSizes` / `getExpandedStrides`).
fn expand_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let expand = ExpandShapeOp(op);
    let (src, result) = (expand.src(rw), expand.result(rw));
    let Some((groups, ty)) = reshape_parts(rw, expand.reassociation(rw), result) else {
        return false;
    };
    let Some(result_shape) = memref_parts(ctx, ty).map(|p| p.shape.to_vec()) else {
        return false;
    };
    // At most one dynamic size per group.
    if groups.iter().any(|g| {
        g.iter()
            .filter(|&&d| result_shape.get(d) == Some(&DYNAMIC))
            .count()
            > 1
    }) {
        return false;
    }
    if groups.iter().flatten().any(|&d| d >= result_shape.len()) {
        return false;
    }
    let Some(m) = source_metadata(rw, op, src) else {
        return false;
    };
    if m.shape.is_empty() {
        let ones = vec![ApplyValue::Const(1); result_shape.len()];
        let v = reinterpret_cast(rw, op, ty, m.base, m.offset, &ones, &ones);
        rw.replace_op(op, &[v]);
        return true;
    }
    if groups.len() != m.shape.len() {
        return false;
    }
    let s0 = ctx.affine_symbol(0);
    let s1 = ctx.affine_symbol(1);
    let mut sizes = Vec::with_capacity(result_shape.len());
    let mut strides = Vec::with_capacity(result_shape.len());
    for (group_id, group) in groups.iter().enumerate() {
        // Sizes.
        let mut group_sizes: Vec<ApplyValue> = Vec::with_capacity(group.len());
        let mut static_product: i64 = 1;
        let mut dynamic_at = None;
        for (i, &d) in group.iter().enumerate() {
            if result_shape[d] == DYNAMIC {
                dynamic_at = Some(i);
                group_sizes.push(ApplyValue::Const(0));
            } else {
                static_product = static_product.saturating_mul(result_shape[d]);
                group_sizes.push(ApplyValue::Const(result_shape[d]));
            }
        }
        if let Some(i) = dynamic_at {
            if static_product == 0 {
                return false;
            }
            let map = AffineMap::new(
                0,
                1,
                vec![ctx.affine_floor_div(s0, ctx.affine_constant(static_product))],
            );
            group_sizes[i] = make_composed_folded_apply(rw, op, &map, &[m.sizes[group_id]]);
        }
        // Strides: the products of the static inner sizes, then scaled by
        // the source stride (and, before the dynamic size, by the dynamic
        // part of the source size).
        let mut base_strides = vec![0i64; group.len()];
        let mut current: i64 = 1;
        for i in (0..group.len()).rev() {
            base_strides[i] = current;
            if result_shape[group[i]] != DYNAMIC {
                current = current.saturating_mul(result_shape[group[i]]);
            }
        }
        let orig_stride = m.strides[group_id];
        let mut done = 0;
        if let Some(dynamic_at) = dynamic_at {
            if current == 0 {
                return false;
            }
            for &base in &base_strides[..dynamic_at] {
                let e = ctx.affine_mul(
                    ctx.affine_floor_div(
                        ctx.affine_mul(s0, ctx.affine_constant(base)),
                        ctx.affine_constant(current),
                    ),
                    s1,
                );
                let map = AffineMap::new(0, 2, vec![e]);
                strides.push(make_composed_folded_apply(
                    rw,
                    op,
                    &map,
                    &[m.sizes[group_id], orig_stride],
                ));
            }
            done = dynamic_at;
        }
        for &base in &base_strides[done..] {
            let map = AffineMap::new(0, 1, vec![ctx.affine_mul(s0, ctx.affine_constant(base))]);
            strides.push(make_composed_folded_apply(rw, op, &map, &[orig_stride]));
        }
        sizes.extend(group_sizes);
    }
    let v = reinterpret_cast(rw, op, ty, m.base, m.offset, &sizes, &strides);
    rw.replace_op(op, &[v]);
    true
}

/// `memref.collapse_shape`: a `reinterpret_cast` of the source's base
/// buffer. A group's size is the static result size or the product of the
/// source sizes; its stride is that of its innermost non-unit dimension
/// (MLIR's `getCollapsedSize` / `getCollapsedStride`).
fn collapse_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let collapse = CollapseShapeOp(op);
    let (src, result) = (collapse.src(rw), collapse.result(rw));
    let Some((groups, ty)) = reshape_parts(rw, collapse.reassociation(rw), result) else {
        return false;
    };
    let Some(result_shape) = memref_parts(ctx, ty).map(|p| p.shape.to_vec()) else {
        return false;
    };
    let Some((result_strides, _)) = strides_and_offset(ctx, ty) else {
        return false;
    };
    if groups.len() != result_shape.len() || groups.iter().any(|g| g.is_empty()) {
        return false;
    }
    let Some(m) = source_metadata(rw, op, src) else {
        return false;
    };
    if groups.iter().flatten().any(|&d| d >= m.shape.len()) {
        return false;
    }
    let mut sizes = Vec::with_capacity(groups.len());
    let mut strides = Vec::with_capacity(groups.len());
    for (group_id, group) in groups.iter().enumerate() {
        if result_shape[group_id] != DYNAMIC {
            sizes.push(ApplyValue::Const(result_shape[group_id]));
        } else {
            let mut e = ctx.affine_symbol(0);
            for i in 1..group.len() {
                e = ctx.affine_mul(e, ctx.affine_symbol(i as u32));
            }
            let map = AffineMap::new(0, group.len() as u32, vec![e]);
            let values: Vec<ApplyValue> = group.iter().map(|&d| m.sizes[d]).collect();
            sizes.push(make_composed_folded_apply(rw, op, &map, &values));
        }
        let innermost = group.iter().rev().find(|&&d| m.shape[d] != 1);
        let stride = match innermost {
            Some(&d) => m.strides[d],
            // All unit dimensions: the result type's stride, else any
            // dynamic one of the group.
            None if result_strides[group_id] != DYNAMIC => ApplyValue::Const(result_strides[group_id]),
            None => match group.iter().find(|&&d| m.static_strides[d] == DYNAMIC) {
                Some(&d) => m.strides[d],
                None => return false,
            },
        };
        strides.push(stride);
    }
    let v = reinterpret_cast(rw, op, ty, m.base, m.offset, &sizes, &strides);
    rw.replace_op(op, &[v]);
    true
}

/// `extract_strided_metadata(assume_alignment(x))`: the metadata of `x`.
fn assume_alignment_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = ExtractStridedMetadataOp(op).source(rw);
    let Some(assume) = defining(rw, source).and_then(|d| AssumeAlignmentOp::cast(rw, d)) else {
        return false;
    };
    let inner = assume.memref(rw);
    let Some(new) = extract_metadata(rw, op, inner) else {
        return false;
    };
    let values = metadata_results(rw, new);
    rw.replace_op(op, &values);
    true
}
