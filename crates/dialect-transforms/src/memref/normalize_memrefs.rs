//! `normalize-memrefs`: memrefs with a non-identity affine layout map
//! become memrefs of the layout's shape with the identity layout, their
//! accesses indexed through the map (MLIR's `NormalizeMemRefs`): results
//! of `memref.alloc` and `memref.alloca`, function arguments and results
//! (external signatures too), and results of calls, with call sites and
//! signatures kept in agreement across the module.
//!
//! A function is left alone, with its callers and callees, when a memref
//! with a layout is used by an op without the `MemRefsNormalizable` trait.
//! Strata rewrites the uses of a memref by `affine.load`, `affine.store`,
//! `memref.load`, `memref.store`, `memref.dealloc`, `func.call` and
//! `func.return`; a memref with another use (`memref.dim`, `memref.cast`,
//! `affine.parallel`, ...) is not normalized, nor are memrefs of dynamic
//! shape or produced by other ops.

use std::collections::{HashMap, HashSet};

use strata_dialect_memref::layout::{is_identity_layout, memref_parts};
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{
    AttrKind, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OperationState, Type, TypeKind,
    ValueId, WalkResult, DYNAMIC,
};
use strata_pass::Pass;

use crate::affine::memref_utils::{replace_all_memref_uses_with, IndexRemap, OtherUses};

/// The affine layout map of a memref type, when it is not the identity:
/// its affine map, or for a strided layout `offset + sum(d_i * stride_i)`
/// with a symbol for each dynamic offset or stride, in that order
/// (MLIR's `getAffineMap` of the layout).
fn layout_map(ctx: &Context, t: Type) -> Option<AffineMap> {
    let parts = memref_parts(ctx, t)?;
    if is_identity_layout(ctx, parts.layout) {
        return None;
    }
    match ctx.attr_kind(parts.layout?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        AttrKind::StridedLayout { offset, strides } => {
            let mut symbols = 0;
            let mut next = |v: i64| {
                if v == DYNAMIC {
                    symbols += 1;
                    ctx.affine_symbol(symbols - 1)
                } else {
                    ctx.affine_constant(v)
                }
            };
            let mut expr = next(*offset);
            for (d, &stride) in strides.iter().enumerate() {
                let term = ctx.affine_mul(ctx.affine_dim(d as u32), next(stride));
                expr = ctx.affine_add(expr, term);
            }
            Some(AffineMap::new(strides.len() as u32, symbols, vec![expr]))
        }
        _ => None,
    }
}

/// Whether `t` is a memref with a layout that is not the identity.
fn has_layout(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| !is_identity_layout(ctx, p.layout))
}

/// Bounds of an expression of dims over the box `[0, size)`; `None` when
/// not bounded by constants (symbols, non-constant factors).
fn bounds(ctx: &Context, e: AffineExpr, dims: &[(i64, i64)]) -> Option<(i64, i64)> {
    Some(match ctx.affine_kind(e) {
        AffineExprKind::Dim(d) => *dims.get(*d as usize)?,
        AffineExprKind::Symbol(_) => return None,
        AffineExprKind::Constant(c) => (*c, *c),
        AffineExprKind::Binary(op, l, r) => {
            let (l, r) = (*l, *r);
            let a = bounds(ctx, l, dims)?;
            let rc = r.as_constant(ctx);
            match op {
                AffineBinaryOp::Add => {
                    let b = bounds(ctx, r, dims)?;
                    (a.0.checked_add(b.0)?, a.1.checked_add(b.1)?)
                }
                AffineBinaryOp::Mul => {
                    let k = rc?;
                    let (x, y) = (a.0.checked_mul(k)?, a.1.checked_mul(k)?);
                    (x.min(y), x.max(y))
                }
                AffineBinaryOp::FloorDiv => {
                    let k = rc.filter(|&k| k > 0)?;
                    (a.0.div_euclid(k), a.1.div_euclid(k))
                }
                AffineBinaryOp::CeilDiv => {
                    let k = rc.filter(|&k| k > 0)?;
                    let c = |x: i64| x.div_euclid(k) + i64::from(x.rem_euclid(k) != 0);
                    (c(a.0), c(a.1))
                }
                // mlir-opt's projection bounds a remainder by its divisor
                // alone, even when the dividend is smaller.
                AffineBinaryOp::Mod => {
                    let k = rc.filter(|&k| k > 0)?;
                    (0, k - 1)
                }
            }
        }
    })
}

/// The tiles of a tiled layout map (MLIR's `getTileSizePos`): for each
/// result `e floordiv c` (constant `c`) paired with a result `e mod c`,
/// `(c, position of the floordiv, position of the mod)`. Empty when the
/// map is not a tiled layout: some other result uses `e` otherwise, or
/// twice.
fn tile_size_pos(ctx: &Context, map: &AffineMap) -> Vec<(AffineExpr, usize, usize)> {
    let mut tiles = Vec::new();
    let floordivs = map
        .results
        .iter()
        .enumerate()
        .filter_map(|(pos, &e)| match ctx.affine_kind(e) {
            AffineExprKind::Binary(AffineBinaryOp::FloorDiv, l, r) if r.as_constant(ctx).is_some() => {
                Some((*l, *r, pos))
            }
            _ => None,
        });
    for (lhs, rhs, div_pos) in floordivs.collect::<Vec<_>>() {
        let mut found = false;
        for (pos, &e) in map.results.iter().enumerate() {
            if pos == div_pos {
                continue;
            }
            let mut not_tiled = false;
            e.walk(ctx, &mut |sub| {
                if sub != lhs {
                    return;
                }
                match ctx.affine_kind(e) {
                    AffineExprKind::Binary(AffineBinaryOp::Mod, l, r) if *l == lhs && *r == rhs && !found => {
                        tiles.push((rhs, div_pos, pos));
                        found = true;
                    }
                    _ => not_tiled = true,
                }
            });
            if not_tiled {
                return Vec::new();
            }
        }
    }
    tiles
}

/// The memref type with the identity layout and the shape the layout map
/// of `t` reaches (MLIR's `normalizeMemRefType`): a result of the map that
/// involves a dynamic dimension is dynamic, which only tiled layouts
/// allow. `t` itself when the map is semi-affine, not tiled over a dynamic
/// shape, or a size not a non-negative constant.
pub fn normalize_memref_type(ctx: &Context, t: Type) -> Type {
    let Some(map) = layout_map(ctx, t) else {
        return t;
    };
    let Some(parts) = memref_parts(ctx, t) else {
        return t;
    };
    if parts.shape.is_empty() {
        return t;
    }
    let dynamic: Vec<u32> = (0..parts.shape.len() as u32)
        .filter(|&d| parts.shape[d as usize] == DYNAMIC)
        .collect();
    if !dynamic.is_empty() && tile_size_pos(ctx, &map).is_empty() {
        return t;
    }
    if map.num_dims as usize != parts.shape.len() || map.results.iter().any(|&r| !r.is_pure_affine(ctx)) {
        return t;
    }
    let dims: Vec<(i64, i64)> = parts.shape.iter().map(|&s| (0, s.max(1) - 1)).collect();
    let mut shape = Vec::with_capacity(map.results.len());
    for &r in map.results.iter() {
        if dynamic.iter().any(|&d| r.is_function_of_dim(ctx, d)) {
            shape.push(DYNAMIC);
            continue;
        }
        match bounds(ctx, r, &dims) {
            Some((_, ub)) if ub >= 0 => shape.push(ub + 1),
            _ => return t,
        }
    }
    ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        element: parts.element,
        layout: None,
        memory_space: parts.memory_space,
    })
}

/// The sizes of the dynamic dimensions of `new_ty`, the normalization of
/// `old_ty` with the tiled layout `map`, computed before `at` from the old
/// sizes (`sizes`, one per dynamic dimension) as MLIR's
/// `createNewDynamicSizes` does: a constant per static old dimension, then
/// per dynamic new dimension an `affine.apply` of its result with
/// `floordiv` turned to `ceildiv` for a tile's outer dimension, and the
/// tile size for its inner one.
fn new_dynamic_sizes(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    (old_ty, new_ty): (Type, Type),
    map: &AffineMap,
    sizes: &[ValueId],
) -> Option<Vec<ValueId>> {
    let old_shape = memref_parts(ctx, old_ty)?.shape.to_vec();
    let new_shape = memref_parts(ctx, new_ty)?.shape.to_vec();
    let loc = body.op_loc(at);
    let index = ctx.index_type();
    let mut inputs = Vec::with_capacity(old_shape.len());
    let mut next = sizes.iter();
    for &s in &old_shape {
        if s == DYNAMIC {
            inputs.push(*next.next()?);
        } else {
            let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
            st.result_types = vec![index];
            st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(index, s))]));
            let c = body.create_op(st);
            body.insert_op(InsertPoint::Before(at), c);
            inputs.push(body.result(c, 0));
        }
    }
    let tiles = tile_size_pos(ctx, map);
    let mut out = Vec::new();
    for (pos, &e) in map.results.iter().enumerate() {
        if new_shape[pos] != DYNAMIC {
            continue;
        }
        let size = match ctx.affine_kind(e) {
            AffineExprKind::Binary(_, l, r) if tiles.iter().any(|t| t.1 == pos) => {
                ctx.affine_ceil_div(*l, *r)
            }
            AffineExprKind::Binary(_, _, r) if tiles.iter().any(|t| t.2 == pos) => *r,
            _ => e,
        };
        let size_map = AffineMap::new(map.num_dims, map.num_symbols, vec![size]);
        let mut b = strata_ir::OpBuilder::new(ctx, body);
        b.set_insertion_point_before(at);
        let apply = strata_dialect_affine::ApplyOp::build(
            &mut b,
            loc,
            &inputs,
            strata_dialect_affine::map_attr(ctx, size_map),
        );
        out.push(apply.result(&b));
    }
    Some(out)
}

/// Ops that accept memrefs of any layout (MLIR's `MemRefsNormalizable`).
const NORMALIZABLE: &[&str] = &[
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.prefetch",
    "affine.dma_start",
    "affine.dma_wait",
    "affine.if",
    "affine.parallel",
    "affine.yield",
    "affine.apply",
    "memref.load",
    "memref.store",
    "memref.dealloc",
    "memref.dim",
    "memref.cast",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "func.call",
    "func.return",
    // The test dialect's ops with the trait.
    "test.op_norm",
    "test.op_norm_ret",
];

/// The uses this implementation rewrites: the memref operand of a load or
/// store, or a dealloc.
fn rewritable_use(ctx: &Context, body: &Body, user: OpId, index: usize) -> bool {
    match ctx.op_name_str(body.op_name(user)) {
        "affine.load" | "affine.prefetch" | "memref.load" | "memref.dealloc" | "memref.dim" => index == 0,
        "affine.store" | "memref.store" => index == 1,
        "func.call" | "func.return" | "affine.yield" | "test.op_norm" | "test.op_norm_ret" => true,
        _ => false,
    }
}

/// The layout map of memref `v` and its normalized type, when they differ
/// and every use of `v` can be rewritten.
fn normalization(ctx: &Context, body: &Body, v: ValueId) -> Option<(AffineMap, Type)> {
    let ty = body.value_type(v);
    let layout = layout_map(ctx, ty)?;
    let new_ty = normalize_memref_type(ctx, ty);
    let rewritable = body.uses(v).all(|(u, i)| rewritable_use(ctx, body, u, i));
    (new_ty != ty && rewritable).then_some((layout, new_ty))
}

/// Normalizes the `memref.alloc` or `memref.alloca` `op` when its type has
/// a layout map of static shape and every use can be rewritten; returns
/// whether it did.
pub fn normalize_alloc(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(old) = body.results(op).next() else {
        return false;
    };
    let ty = body.value_type(old);
    let Some((layout, new_ty)) = normalization(ctx, body, old) else {
        return false;
    };
    // The alloc's operands: its dynamic sizes, then its layout's symbols.
    let operands: Vec<ValueId> = body.operands(op).collect();
    let num_dynamic = memref_parts(ctx, ty).map_or(0, |p| p.shape.iter().filter(|&&s| s == DYNAMIC).count());
    if operands.len() != num_dynamic + layout.num_symbols as usize {
        return false;
    }
    let (sizes, symbols) = operands.split_at(num_dynamic);
    let symbols = symbols.to_vec();
    let new_sizes = if memref_parts(ctx, new_ty).is_some_and(|p| p.shape.contains(&DYNAMIC)) {
        match new_dynamic_sizes(ctx, body, op, (ty, new_ty), &layout, sizes) {
            Some(s) => s,
            None => return false,
        }
    } else {
        Vec::new()
    };
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = new_sizes.clone();
    st.result_types = vec![new_ty];
    let props = body.op_properties(op).map(|p| {
        ctx.dict_with(
            p,
            ctx.ident("operandSegmentSizes"),
            Some(strata_dialect_utils::attrs::dense_i32_array(
                ctx,
                &[new_sizes.len() as i32, 0],
            )),
        )
    });
    st.properties = props;
    st.attributes = body.op_attr_dict(op);
    let new_op = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), new_op);
    let new = body.result(new_op, 0);
    let remap = IndexRemap {
        map: Some(&layout),
        symbols: &symbols,
        ..IndexRemap::default()
    };
    replace_all_memref_uses_with(ctx, body, (old, new), remap, OtherUses::Rewrite, &|_, _| true);
    body.erase_op(op);
    true
}

/// Normalizes the `memref.reinterpret_cast` `op` whose result has a layout
/// map of static shape (MLIR's `normalizeMemRef` of a reinterpret cast): a
/// cast to the normalized type, unit-strided at offset 0, whose accesses
/// go through the map. As MLIR, it first materializes the last index of
/// each dimension (the map's operands when sizing dynamic dimensions,
/// which the static shapes handled here do not need).
pub fn normalize_reinterpret_cast(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let old = body.result(op, 0);
    let ty = body.value_type(old);
    let Some((layout, new_ty)) = normalization(ctx, body, old) else {
        return false;
    };
    let Some(old_shape) = memref_parts(ctx, ty).map(|p| p.shape.to_vec()) else {
        return false;
    };
    let Some(new_shape) = memref_parts(ctx, new_ty).map(|p| p.shape.to_vec()) else {
        return false;
    };
    let o = strata_ir::OpRef::new(ctx, body, op);
    let source = o.operand(0);
    let strides: Vec<ValueId> = strata_dialect_utils::segments::operand_group(o, 3)
        .map(|i| o.operand(i))
        .collect();
    let loc = body.op_loc(op);
    let index = ctx.index_type();
    for &size in &old_shape {
        let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
        st.result_types = vec![index];
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(index, size - 1))]));
        let c = body.create_op(st);
        body.insert_op(InsertPoint::Before(op), c);
    }
    let rank = new_shape.len();
    let mut st = OperationState::new(body.op_name(op), loc);
    st.operands = vec![source];
    st.result_types = vec![new_ty];
    let arrays = |v: &[i64]| strata_dialect_utils::attrs::dense_i64_array(ctx, v);
    st.properties = Some(ctx.dictionary_attr(&[
        (
            ctx.ident("operandSegmentSizes"),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[1, 0, 0, 0]),
        ),
        (ctx.ident("static_offsets"), arrays(&[0])),
        (ctx.ident("static_sizes"), arrays(&new_shape)),
        (ctx.ident("static_strides"), arrays(&vec![1; rank])),
    ]));
    st.attributes = body.op_attr_dict(op);
    let new_op = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), new_op);
    let new = body.result(new_op, 0);
    let remap = IndexRemap {
        map: Some(&layout),
        symbols: &strides,
        ..IndexRemap::default()
    };
    replace_all_memref_uses_with(ctx, body, (old, new), remap, OtherUses::Rewrite, &|_, _| true);
    body.erase_op(op);
    true
}

/// Normalizes the memref results of `op`, an op with the
/// `MemRefsNormalizable` trait, in place (as MLIR recreates it with the
/// normalized types) when every use of each can be rewritten; returns
/// whether it did.
fn normalize_results(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let results: Vec<ValueId> = body.results(op).collect();
    // Results that do not normalize stay as they are; the others must all
    // be rewritable.
    let all_rewritable = results.iter().all(|&r| {
        let ty = body.value_type(r);
        normalize_memref_type(ctx, ty) == ty
            || normalization(ctx, body, r).is_some_and(|(l, _)| l.num_symbols == 0)
    });
    if !all_rewritable {
        return false;
    }
    let mut changed = false;
    for r in results {
        changed |= normalize_in_place(ctx, body, r);
    }
    changed
}

/// Normalizes the type of `v` (a function argument or a call result) in
/// place and rewrites its uses; returns whether it did.
fn normalize_in_place(ctx: &Context, body: &mut Body, v: ValueId) -> bool {
    let Some((layout, new_ty)) = normalization(ctx, body, v).filter(|(l, _)| l.num_symbols == 0) else {
        return false;
    };
    body.set_value_type(v, new_ty);
    let remap = IndexRemap {
        map: Some(&layout),
        ..IndexRemap::default()
    };
    replace_all_memref_uses_with(ctx, body, (v, v), remap, OtherUses::Rewrite, &|_, _| true);
    true
}

/// The function type of `f` (a `func.func` of `module`).
fn func_type(ctx: &Context, module: &Body, f: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = module
        .op_attr(ctx, f, "function_type")
        .and_then(|a| ctx.type_attr_value(a))?;
    let (i, r) = ctx.function_type_parts(t)?;
    Some((i.to_vec(), r.to_vec()))
}

fn set_func_type(ctx: &Context, module: &mut Body, f: OpId, inputs: &[Type], results: &[Type]) {
    let ft = ctx.type_attr(ctx.function_type(inputs, results));
    let props = module
        .op_properties(f)
        .unwrap_or_else(|| ctx.dictionary_attr(&[]));
    module.set_op_properties(
        f,
        Some(ctx.dict_with(props, ctx.ident("function_type"), Some(ft))),
    );
}

/// The result types of a function body as its returns give them: a
/// memref result takes the identity-layout type a `func.return` returns
/// (MLIR's `updateFunctionSignature`).
fn returned_types(ctx: &Context, body: &Body, mut results: Vec<Type>) -> Vec<Type> {
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "func.return" {
            for (i, v) in body.operands(o).enumerate() {
                let t = body.value_type(v);
                if i < results.len()
                    && t != results[i]
                    && memref_parts(ctx, t).is_some_and(|p| is_identity_layout(ctx, p.layout))
                {
                    results[i] = t;
                }
            }
        }
        WalkResult::Advance
    });
    results
}

/// Whether the memrefs with layouts of the function body `body` are all
/// used by ops with the `MemRefsNormalizable` trait (MLIR's
/// `areMemRefsNormalizable`).
fn memrefs_normalizable(ctx: &Context, body: &Body) -> bool {
    let normalizable = |v: ValueId| {
        body.uses(v)
            .all(|u| NORMALIZABLE.contains(&ctx.op_name_str(body.op_name(u.0))))
    };
    let mut ok = true;
    body.walk_root_regions(&mut |o| {
        let name = ctx.op_name_str(body.op_name(o));
        if matches!(name, "memref.alloc" | "memref.alloca" | "func.call") {
            for r in body.results(o) {
                if has_layout(ctx, body.value_type(r)) && !normalizable(r) {
                    ok = false;
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    });
    if !ok {
        return false;
    }
    for &r in body.root_regions() {
        if let Some(entry) = body.region_entry(r) {
            for &a in body.block_args(entry) {
                if has_layout(ctx, body.value_type(a)) && !normalizable(a) {
                    return false;
                }
            }
        }
    }
    true
}

/// The callees of the `func.call` ops in `body`.
fn callees(ctx: &Context, body: &Body) -> Vec<String> {
    let mut out = Vec::new();
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == "func.call" {
            if let Some(name) = body
                .op_attr(ctx, o, "callee")
                .and_then(|a| ctx.flat_symbol_ref_value(a))
            {
                out.push(ctx.ident_str(name).to_string());
            }
        }
        WalkResult::Advance
    });
    out
}

/// The `normalize-memrefs` pass.
#[derive(Clone, Debug, Default)]
pub struct NormalizeMemRefs;

impl Pass for NormalizeMemRefs {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.apply", "arith.constant"])
    }

    fn argument(&self) -> &'static str {
        "normalize-memrefs"
    }

    fn description(&self) -> &'static str {
        "Normalize memrefs"
    }

    fn name(&self) -> &'static str {
        "NormalizeMemRefsPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let module = op.body();
        // The functions of the module by name, with their callees.
        let mut funcs: Vec<(OpId, String)> = Vec::new();
        for &r in module.root_regions() {
            for b in module.region_blocks(r).collect::<Vec<_>>() {
                for o in module.block_ops(b).collect::<Vec<_>>() {
                    if ctx.op_name_str(module.op_name(o)) != "func.func" {
                        continue;
                    }
                    let name = module
                        .op_attr(ctx, o, "sym_name")
                        .and_then(|a| ctx.string_attr_value(a).map(str::to_string))
                        .unwrap_or_default();
                    funcs.push((o, name));
                }
            }
        }
        let by_name: HashMap<String, OpId> = funcs.iter().map(|(o, n)| (n.clone(), *o)).collect();
        let mut edges: HashMap<OpId, Vec<OpId>> = HashMap::new();
        let mut callers: HashMap<OpId, Vec<OpId>> = HashMap::new();
        let mut normalizable: HashMap<OpId, bool> = HashMap::new();
        for &(f, _) in &funcs {
            let Some(body) = module.child_body(f) else {
                normalizable.insert(f, true);
                continue;
            };
            let targets: Vec<OpId> = callees(ctx, body)
                .iter()
                .filter_map(|n| by_name.get(n).copied())
                .collect();
            for &t in &targets {
                callers.entry(t).or_default().push(f);
            }
            edges.insert(f, targets);
            normalizable.insert(f, memrefs_normalizable(ctx, body));
        }
        // Callers and callees of a function that cannot be normalized
        // cannot be either, transitively.
        let mut work: Vec<OpId> = normalizable
            .iter()
            .filter(|(_, &ok)| !ok)
            .map(|(&f, _)| f)
            .collect();
        let mut blocked: HashSet<OpId> = work.iter().copied().collect();
        while let Some(f) = work.pop() {
            let next = edges
                .get(&f)
                .into_iter()
                .flatten()
                .chain(callers.get(&f).into_iter().flatten());
            for &g in next {
                if blocked.insert(g) {
                    work.push(g);
                }
            }
        }
        let names: HashMap<OpId, String> = funcs.iter().map(|(o, n)| (*o, n.clone())).collect();
        for &(f, _) in &funcs {
            if blocked.contains(&f) {
                continue;
            }
            let Some((inputs, results)) = func_type(ctx, module, f) else {
                continue;
            };
            let external = module.child_body(f).is_none_or(|b| {
                b.root_regions()
                    .first()
                    .and_then(|&r| b.region_entry(r))
                    .is_none()
            });
            let body = match module.child_body_mut(f) {
                Some(b) if !external => b,
                _ => {
                    // An external function: its signature alone.
                    let inputs: Vec<Type> = inputs.iter().map(|&t| normalize_memref_type(ctx, t)).collect();
                    let results: Vec<Type> = results.iter().map(|&t| normalize_memref_type(ctx, t)).collect();
                    set_func_type(ctx, module, f, &inputs, &results);
                    continue;
                }
            };
            let mut allocs = Vec::new();
            body.walk_root_regions(&mut |o| {
                if matches!(ctx.op_name_str(body.op_name(o)), "memref.alloc" | "memref.alloca") {
                    allocs.push(o);
                }
                WalkResult::Advance
            });
            for a in allocs {
                normalize_alloc(ctx, body, a);
            }
            let mut casts = Vec::new();
            body.walk_root_regions(&mut |o| {
                if ctx.op_name_str(body.op_name(o)) == "memref.reinterpret_cast" {
                    casts.push(o);
                }
                WalkResult::Advance
            });
            for c in casts {
                normalize_reinterpret_cast(ctx, body, c);
            }
            let args: Vec<ValueId> = body
                .root_regions()
                .first()
                .and_then(|&r| body.region_entry(r))
                .map(|b| body.block_args(b).to_vec())
                .unwrap_or_default();
            for &a in &args {
                normalize_in_place(ctx, body, a);
            }
            // Results of the other normalizable ops change type in place,
            // as mlir-opt recreates those ops.
            let mut producers = Vec::new();
            body.walk_root_regions(&mut |o| {
                let n = ctx.op_name_str(body.op_name(o));
                // Casts need their own rewriting, which Strata does not do.
                if matches!(n, "affine.parallel" | "affine.if" | "test.op_norm_ret") {
                    producers.push(o);
                }
                WalkResult::Advance
            });
            for o in producers {
                normalize_results(ctx, body, o);
            }
            let inputs: Vec<Type> = args.iter().map(|&a| body.value_type(a)).collect();
            let results = returned_types(ctx, body, results);
            set_func_type(ctx, module, f, &inputs, &results);
        }
        // Calls take the results their callees now return; a caller whose
        // returns change in turn is revisited.
        let mut work: Vec<OpId> = funcs
            .iter()
            .map(|(f, _)| *f)
            .filter(|f| !blocked.contains(f))
            .collect();
        let mut rounds = 0usize;
        while let Some(callee) = work.pop() {
            rounds += 1;
            if rounds > 4 * funcs.len() * funcs.len() + 16 {
                break;
            }
            let Some((_, callee_results)) = func_type(ctx, module, callee) else {
                continue;
            };
            let Some(name) = names.get(&callee) else { continue };
            for caller in callers.get(&callee).cloned().unwrap_or_default() {
                if blocked.contains(&caller) {
                    continue;
                }
                let Some(body) = module.child_body_mut(caller) else {
                    continue;
                };
                let mut calls = Vec::new();
                body.walk_root_regions(&mut |o| {
                    if ctx.op_name_str(body.op_name(o)) == "func.call"
                        && body
                            .op_attr(ctx, o, "callee")
                            .and_then(|a| ctx.flat_symbol_ref_value(a))
                            .is_some_and(|n| ctx.ident_str(n) == name)
                    {
                        calls.push(o);
                    }
                    WalkResult::Advance
                });
                let mut changed = false;
                for call in calls {
                    let results: Vec<ValueId> = body.results(call).collect();
                    for (r, &t) in results.into_iter().zip(&callee_results) {
                        let old = body.value_type(r);
                        if old == t || normalize_memref_type(ctx, old) != t {
                            continue;
                        }
                        changed |= normalize_in_place(ctx, body, r);
                    }
                }
                if changed {
                    let Some((inputs, results)) = func_type(ctx, module, caller) else {
                        continue;
                    };
                    let body = module.child_body(caller).expect("the caller has a body");
                    let new_results = returned_types(ctx, body, results.clone());
                    if new_results != results {
                        set_func_type(ctx, module, caller, &inputs, &new_results);
                        work.push(caller);
                    }
                }
            }
        }
        Ok(())
    }
}
