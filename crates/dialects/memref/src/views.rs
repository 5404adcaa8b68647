//! View-like ops: `subview`, `reinterpret_cast`, `view` and `transpose`,
//! with the offset/size/stride interface checks shared with `tensor`.

use strata_dialect_utils::asm::name_result;
use strata_ir::affine::AffineMap;
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{AttrKind, Context, LogicalResult, OpRef, OpTraits, OperationState, Type, DYNAMIC};
use strata_ods::constraints::attrs;
use strata_ods::{OpSpec, TraitCheck};

use super::layout::{self, memref_parts, strides_and_offset};
use strata_dialect_utils::slice::{rank_reduction_mask, verify_in_bounds, verify_offset_size_stride};
use strata_dialect_utils::static_value::{static_list, verify_dynamic_sizes};

use super::{
    ty, AFFINE_MAP_ATTR, ANY_MEMREF, DYNAMIC_INDEX_LIST, INDEX, MEMREF_1D_I8, MEMREF_OR_UNRANKED,
    STRIDED_MEMREF,
};

fn fmt_dyn(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

// ---- OffsetSizeAndStrideOpInterface -------------------------------------------------

/// What the ops with offsets, sizes and strides share (MLIR's
/// `OffsetSizeAndStrideOpInterface` with its static lists).
const fn offsets_sizes_strides(summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        traits: OpTraits::PURE.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        ..OpSpec::new("memref.subview")
    }
}

// ---- subview --------------------------------------------------------------------------

/// `computeMemRefRankReductionMask`.
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let orank = ctx.shape(original)?.len();
    let rrank = ctx.shape(reduced)?.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && i < orank {
            unused[i] = true;
        }
    }
    if unused.iter().filter(|&&u| u).count() + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let count = |v: &[i64], x: i64| v.iter().filter(|&&y| y == x).count();
    let mut unaccounted: std::collections::BTreeMap<i64, usize> = std::collections::BTreeMap::new();
    for &s in &ostrides {
        *unaccounted.entry(s).or_default() += 1;
    }
    for (d, u) in unused.iter_mut().enumerate() {
        if !*u {
            continue;
        }
        let stride = ostrides[d];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let cand = count(&cstrides, stride);
        if have > cand {
            unaccounted.insert(stride, have - 1);
        } else if have == cand {
            *u = false;
        } else {
            return None;
        }
    }
    (unused.iter().filter(|&&u| u).count() + rrank == orank).then_some(unused)
}

fn verify_subview_interface(op: OpRef<'_>) -> LogicalResult {
    let source = SubViewOp(op.id).source(&op);
    let rank = op.ctx.shape(op.value_type(source)).map_or(0, <[i64]>::len);
    verify_offset_size_stride(op, [1, 2, 3], [rank; 3])
}

fn verify_subview(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let subview = SubViewOp(op.id);
    let (base, result) = (
        op.value_type(subview.source(&op)),
        op.value_type(subview.result(&op)),
    );
    let (Some(b), Some(r)) = (memref_parts(ctx, base), memref_parts(ctx, result)) else {
        return Ok(());
    };
    if b.memory_space != r.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            ty(op, base),
            ty(op, result)
        )));
    }
    if strides_and_offset(ctx, base).is_none() {
        return Err(op.emit_error(format!("base type '{}' is not strided", ty(op, base))));
    }
    let offsets = static_list(op, "static_offsets");
    let sizes = static_list(op, "static_sizes");
    let strides = static_list(op, "static_strides");
    let Some(expected) = layout::subview_result_type(ctx, base, &offsets, &sizes, &strides) else {
        return Ok(());
    };
    let layout_mismatch = || {
        op.emit_error(format!(
            "expected result type to be '{}' or a rank-reduced version. (mismatch of result layout), but got '{}'",
            ty(op, expected),
            ty(op, result)
        ))
    };
    if expected != result {
        if r.shape.len() > sizes.len() {
            return Err(op.emit_error(format!(
                "expected result rank to be smaller or equal to the source rank, but got '{}'",
                ty(op, result)
            )));
        }
        if rank_reduction_mask(&sizes, r.shape).is_none() {
            return Err(op.emit_error(format!(
                "expected result type to be '{}' or a rank-reduced version. (mismatch of result sizes), but got '{}'",
                ty(op, expected),
                ty(op, result)
            )));
        }
        if b.element != r.element {
            return Err(op.emit_error(format!(
                "expected result element type to be '{}', but got '{}'",
                ty(op, b.element),
                ty(op, result)
            )));
        }
    }
    let (Some((estrides, eoffset)), Some((rstrides, roffset))) =
        (strides_and_offset(ctx, expected), strides_and_offset(ctx, result))
    else {
        return Err(layout_mismatch());
    };
    if eoffset != roffset {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected, result, &sizes) else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = estrides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != rstrides {
        return Err(layout_mismatch());
    }
    verify_in_bounds(op, b.shape, &offsets, &sizes, &strides)
}

const SUBVIEW_FORMAT: &str = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
     custom<DynamicIndexList>($sizes, $static_sizes) \
     custom<DynamicIndexList>($strides, $static_strides) \
     attr-dict `:` type($source) `to` type($result)";

strata_ods::op! {
    /// Takes a strided view of a part of `source`, without copying: per
    /// dimension an offset, a size and a stride, each static or an index
    /// operand. The result's layout combines them with the source's
    /// strides and offset, and unit dimensions may be dropped from it
    /// (rank reduction). The part must lie within the source.
    pub SubViewOp(SUBVIEW, "memref.subview") {
        operands(
            source: single(ANY_MEMREF),
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        results(result: single(ANY_MEMREF))
        attributes(
            static_offsets: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_strides: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        example: "func.func @subview(%m: memref<8x16xf32>, %i: index) -> memref<4x?xf32, strided<[16, 2], offset: ?>> {\n  %subview = memref.subview %m[2, %i] [4, %i] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>\n  return %subview : memref<4x?xf32, strided<[16, 2], offset: ?>>\n}",
        trait_checks: &[TraitCheck::Custom(verify_subview_interface)],
        format: Some(SUBVIEW_FORMAT),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_subview),
        result_names: Some(|op, set| name_result(op, set, "subview")),
        canonicalize: Some(super::canonicalize::subview),
        fold: Some(super::fold::fold_subview),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE, &STATIC_SUBVIEW, &SUBVIEW_BOUNDS],
        ..offsets_sizes_strides("memref subview operation")
    }
}

// ---- reinterpret_cast -------------------------------------------------------------------

fn verify_reinterpret_cast_interface(op: OpRef<'_>) -> LogicalResult {
    let result = ReinterpretCastOp(op.id).result(&op);
    let rank = op.ctx.shape(op.value_type(result)).map_or(0, <[i64]>::len);
    verify_offset_size_stride(op, [1, 2, 3], [1, rank, rank])
}

fn verify_reinterpret_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let cast = ReinterpretCastOp(op.id);
    let (src, res) = (op.value_type(cast.source(&op)), op.value_type(cast.result(&op)));
    let Some(r) = memref_parts(ctx, res) else {
        return Ok(());
    };
    if super::memory_space(ctx, src) != r.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for source type '{}' and result memref type '{}'",
            ty(op, src),
            ty(op, res)
        )));
    }
    if ctx.element_type(src) != Some(r.element) {
        return Err(op.emit_error(format!(
            "different element types specified for source type '{}' and result memref type '{}'",
            ty(op, src),
            ty(op, res)
        )));
    }
    let sizes = static_list(op, "static_sizes");
    for (i, (&size, &expected)) in r.shape.iter().zip(&sizes).enumerate() {
        if size != DYNAMIC && size != expected {
            return Err(op.emit_error(format!(
                "expected result type with size = {} instead of {size} in dim = {i}",
                fmt_dyn(expected)
            )));
        }
    }
    let Some((rstrides, roffset)) = strides_and_offset(ctx, res) else {
        return Err(op.emit_error(format!(
            "expected result type to have strided layout but found '{}'",
            ty(op, res)
        )));
    };
    let expected_offset = static_list(op, "static_offsets").first().copied().unwrap_or(0);
    if roffset != DYNAMIC && roffset != expected_offset {
        return Err(op.emit_error(format!(
            "expected result type with offset = {} instead of {roffset}",
            fmt_dyn(expected_offset)
        )));
    }
    let strides = static_list(op, "static_strides");
    for (i, (&stride, &expected)) in rstrides.iter().zip(&strides).enumerate() {
        if stride != DYNAMIC && stride != expected {
            return Err(op.emit_error(format!(
                "expected result type with stride = {} instead of {stride} in dim = {i}",
                fmt_dyn(expected)
            )));
        }
    }
    Ok(())
}

strata_ods::op! {
    /// Views the buffer of `source` with a new offset, sizes and strides,
    /// each static or an index operand, as a strided memref of the same
    /// element type and memory space. Nothing checks that the new view
    /// stays within the buffer: accessing outside it is undefined
    /// behaviour.
    pub ReinterpretCastOp(REINTERPRET_CAST, "memref.reinterpret_cast") {
        operands(
            source: single(MEMREF_OR_UNRANKED),
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        results(result: single(STRIDED_MEMREF))
        attributes(
            static_offsets: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_strides: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        example: "func.func @reinterpret_cast(%m: memref<*xf32>, %n: index) -> memref<?x4xf32, strided<[4, 1], offset: 2>> {\n  %reinterpret_cast = memref.reinterpret_cast %m to offset: [2], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: 2>>\n  return %reinterpret_cast : memref<?x4xf32, strided<[4, 1], offset: 2>>\n}",
        trait_checks: &[TraitCheck::Custom(verify_reinterpret_cast_interface)],
        format: Some(
            "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) \
             `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) \
             `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) \
             attr-dict `:` type($source) `to` type($result)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_reinterpret_cast),
        result_names: Some(|op, set| name_result(op, set, "reinterpret_cast")),
        fold: Some(super::fold::fold_reinterpret_cast),
        canonicalize: Some(super::canonicalize::reinterpret_cast),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE],
        ..offsets_sizes_strides("memref reinterpret cast operation")
    }
}

// ---- view ---------------------------------------------------------------------------------

/// `MemRefLayoutAttrInterface::isIdentity`: no layout, an identity map,
/// or a strided layout whose map is the identity (rank 1, unit stride, no
/// offset).
pub(super) fn layout_is_identity(ctx: &Context, t: Type) -> bool {
    let Some(p) = memref_parts(ctx, t) else {
        return false;
    };
    match p.layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && strides.as_ref() == [1],
        _ => layout::is_identity_layout(ctx, p.layout),
    }
}

fn verify_view(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let v = ViewOp(op.id);
    let (base, view) = (op.value_type(v.source(&op)), op.value_type(v.result(&op)));
    if !layout_is_identity(ctx, base) {
        return Err(op.emit_error(format!("unsupported map for base memref type '{}'", ty(op, base))));
    }
    if !layout_is_identity(ctx, view) {
        return Err(op.emit_error(format!(
            "unsupported map for result memref type '{}'",
            ty(op, view)
        )));
    }
    if super::memory_space(ctx, base) != super::memory_space(ctx, view) {
        return Err(op.emit_error(format!(
            "different memory spaces specified for base memref type '{}' and view memref type '{}'",
            ty(op, base),
            ty(op, view)
        )));
    }
    verify_dynamic_sizes(op, view, v.sizes(&op).len())
}

strata_ods::op! {
    /// Views a contiguous one-dimensional buffer of bytes (`i8`, identity
    /// layout) as a memref of another element type and shape, starting
    /// `byte_shift` bytes in; `sizes` gives the result's dynamic
    /// dimensions. The result has the identity layout and the source's
    /// memory space.
    pub ViewOp(VIEW, "memref.view") {
        operands(
            source: single(MEMREF_1D_I8),
            byte_shift: single(INDEX),
            sizes: variadic(INDEX),
        )
        results(result: single(ANY_MEMREF))
        build(explicit)
        summary: "memref view operation",
        example: "func.func @view(%buffer: memref<2048xi8>, %shift: index, %n: index) -> memref<?x4xf32> {\n  %view = memref.view %buffer[%shift][%n] : memref<2048xi8> to memref<?x4xf32>\n  return %view : memref<?x4xf32>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        ),
        verify: Some(verify_view),
        result_names: Some(|op, set| name_result(op, set, "view")),
        fold: Some(super::fold::fold_view),
        canonicalize: Some(super::canonicalize::view),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE],
    }
}

// ---- transpose -------------------------------------------------------------------------------

/// The linear layout map of strides and offset with a symbol for each
/// dynamic value (`makeStridedLinearLayoutMap`), or no layout when it is
/// the canonical one of `shape` (`canonicalizeStridedLayout`).
fn canonical_layout(
    ctx: &Context,
    shape: &[i64],
    strides: &[i64],
    offset: i64,
) -> Option<strata_ir::Attribute> {
    if offset == 0 && strides == layout::canonical_strides(shape).as_slice() {
        return None;
    }
    let mut symbols = 0;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            ctx.affine_symbol(symbols - 1)
        } else {
            ctx.affine_constant(v)
        }
    };
    let mut e = next(offset);
    for (i, &s) in strides.iter().enumerate() {
        let m = next(s);
        e = ctx.affine_add(e, ctx.affine_mul(ctx.affine_dim(i as u32), m));
    }
    let map = AffineMap::new(strides.len() as u32, symbols, vec![e]);
    Some(ctx.intern_attr(AttrKind::AffineMap(map)))
}

/// A memref type with its strided layout in canonical form.
fn canonicalize_strided(ctx: &Context, t: Type) -> Type {
    let Some(p) = memref_parts(ctx, t) else { return t };
    if layout::is_identity_layout(ctx, p.layout) {
        return t;
    }
    match strides_and_offset(ctx, t) {
        // A rank-0 layout canonicalizes only when it has no offset.
        Some((strides, offset)) if !p.shape.is_empty() || offset == 0 => {
            let l = canonical_layout(ctx, p.shape, &strides, offset);
            layout::memref_like(ctx, &p, p.shape, l)
        }
        _ => t,
    }
}

/// The dimension each result of the permutation `map` takes, `None` when
/// `map` is not a permutation.
pub fn permutation_of(ctx: &Context, map: &AffineMap) -> Option<Vec<usize>> {
    if !map.is_permutation(ctx) {
        return None;
    }
    map.results
        .iter()
        .map(|&e| match e.kind(ctx) {
            strata_ir::affine::AffineExprKind::Dim(d) => Some(d as usize),
            _ => None,
        })
        .collect()
}

fn verify_transpose(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let transpose = TransposeOp(op.id);
    let Some(AttrKind::AffineMap(map)) = transpose.permutation(&op).map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let Some(perm) = permutation_of(ctx, map) else {
        return Err(op.emit_op_error("expected a permutation map"));
    };
    let src = op.value_type(transpose.input(&op));
    let Some(p) = memref_parts(ctx, src) else {
        return Ok(());
    };
    if map.num_dims as usize != p.shape.len() {
        return Err(op.emit_op_error("expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = strides_and_offset(ctx, src) else {
        return Ok(());
    };
    let sizes: Vec<i64> = perm.iter().map(|&d| p.shape[d]).collect();
    let pstrides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
    let inferred = layout::strided_memref(ctx, &sizes, p.element, &pstrides, offset, p.memory_space);
    let canonical = canonicalize_strided(ctx, inferred);
    let res = op.value_type(transpose.result(&op));
    if canonicalize_strided(ctx, res) != canonical {
        return Err(op.emit_op_error(format!(
            "result type '{}' is not equivalent to the canonical transposed input type '{}'",
            ty(op, res),
            ty(op, canonical)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Permutes the dimensions of a strided memref by `permutation`: the
    /// result is a view of the same buffer whose sizes and strides are
    /// those of the source in permuted order. No data moves.
    pub TransposeOp(TRANSPOSE, "memref.transpose") {
        operands(input "in": single(STRIDED_MEMREF))
        results(result: single(STRIDED_MEMREF))
        attributes(permutation: attr = required(AFFINE_MAP_ATTR))
        build(explicit)
        summary: "`transpose` produces a new strided memref (metadata-only)",
        example: "func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {\n  %transpose = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>\n  return %transpose : memref<?x?xf32, strided<[1, ?]>>\n}",
        traits: OpTraits::PURE,
        verify: Some(verify_transpose),
        result_names: Some(|op, set| name_result(op, set, "transpose")),
        fold: Some(super::fold::fold_transpose),
        parse: Some(parse_transpose),
        print: Some(print_transpose),
        interfaces: &[&crate::memory_space_cast::CONSUMER],
    }
}

fn parse_transpose(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let input = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let src = p.parse_type()?;
    let v = p.resolve_operand(&input, src)?;
    state.operands.push(v);
    p.parse_keyword("to")?;
    let dst = p.parse_type()?;
    state.result_types.push(dst);
    let props = vec![(
        ctx.ident("permutation"),
        ctx.intern_attr(AttrKind::AffineMap(map)),
    )];
    super::split_attrs(p, state, props, attrs, TRANSPOSE.attributes)
}

fn print_transpose(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    // Malformed ops (printed unverified) have nothing to show here.
    if op.num_operands() == 0 || op.num_results() == 0 {
        return;
    }
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    if let Some(AttrKind::AffineMap(map)) = op.attr("permutation").map(|a| ctx.attr_kind(a)) {
        let mut s = String::from(" ");
        strata_ir::affine::print_affine_map(ctx, map, &mut s);
        p.write_str(&s);
    }
    p.print_optional_attr_dict(&super::all_attrs(op), &["permutation"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

/// The `static` variant of `memref.subview` (the thesis' "trivial
/// subview"): offsets, sizes and strides are constants, and so are the
/// source's strides and offset, so that its lowering needs no address
/// arithmetic.
const STATIC_SUBVIEW: strata_ir::interfaces::OpVariant = strata_ir::interfaces::OpVariant {
    holds: "static",
    otherwise: "dynamic",
    check: |op| {
        let ctx = op.ctx;
        let all_static = ["static_offsets", "static_sizes", "static_strides"]
            .iter()
            .all(|name| {
                op.attr(name)
                    .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
                    .is_some_and(|v| v.iter().all(|&x| x != strata_ir::DYNAMIC))
            });
        let source_static = crate::layout::strides_and_offset(ctx, op.value_type(op.operand(0))).is_some_and(
            |(strides, offset)| {
                offset != strata_ir::DYNAMIC && strides.iter().all(|&s| s != strata_ir::DYNAMIC)
            },
        );
        all_static && source_static
    },
};

/// The sizes of a subview: the sizes it keeps.
const SUBVIEW_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, v, dim, out| {
        let sizes: Vec<_> = SubViewOp(op.id).sizes(&op).collect();
        strata_dialect_utils::value_bounds::slice_bounds(op, v, dim, &sizes, out)
    });
