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

/// The affine layout map of a memref type, when it is one and not the
/// identity.
fn layout_map(ctx: &Context, t: Type) -> Option<AffineMap> {
    let parts = memref_parts(ctx, t)?;
    if is_identity_layout(ctx, parts.layout) {
        return None;
    }
    match ctx.attr_kind(parts.layout?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
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

/// The memref type with the identity layout and the shape the layout map
/// of `t` reaches (MLIR's `normalizeMemRefType`); `t` itself when the
/// shape is dynamic, the map semi-affine or a size not a non-negative
/// constant.
pub fn normalize_memref_type(ctx: &Context, t: Type) -> Type {
    let Some(map) = layout_map(ctx, t) else {
        return t;
    };
    let Some(parts) = memref_parts(ctx, t) else {
        return t;
    };
    if parts.shape.is_empty() || parts.shape.contains(&DYNAMIC) {
        return t;
    }
    if map.num_dims as usize != parts.shape.len() || map.results.iter().any(|&r| !r.is_pure_affine(ctx)) {
        return t;
    }
    let dims: Vec<(i64, i64)> = parts.shape.iter().map(|&s| (0, s - 1)).collect();
    let mut shape = Vec::with_capacity(map.results.len());
    for &r in map.results.iter() {
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
    // The test dialect's op with the trait.
    "test.op_norm",
];

/// The uses this implementation rewrites: the memref operand of a load or
/// store, or a dealloc.
fn rewritable_use(ctx: &Context, body: &Body, user: OpId, index: usize) -> bool {
    match ctx.op_name_str(body.op_name(user)) {
        "affine.load" | "affine.prefetch" | "memref.load" | "memref.dealloc" => index == 0,
        "affine.store" | "memref.store" => index == 1,
        "func.call" | "func.return" | "affine.yield" | "test.op_norm" => true,
        _ => false,
    }
}

/// Normalizes the `memref.alloc` or `memref.alloca` `op` when its type has
/// a layout map of static shape and every use can be rewritten; returns
/// whether it did.
pub fn normalize_alloc(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(old) = body.results(op).next() else {
        return false;
    };
    let ty = body.value_type(old);
    let Some(layout) = layout_map(ctx, ty) else {
        return false;
    };
    let new_ty = normalize_memref_type(ctx, ty);
    if new_ty == ty
        || !body
            .uses(old)
            .collect::<Vec<_>>()
            .iter()
            .all(|&(u, i)| rewritable_use(ctx, body, u, i))
    {
        return false;
    }
    // The alloc's operands are its layout's symbols (the shape is static).
    let symbols: Vec<ValueId> = body.operands(op).collect();
    if symbols.len() != layout.num_symbols as usize {
        return false;
    }
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.result_types = vec![new_ty];
    let props = body.op_properties(op).map(|p| {
        ctx.dict_with(
            p,
            ctx.ident("operandSegmentSizes"),
            Some(strata_dialect_utils::attrs::dense_i32_array(ctx, &[0, 0])),
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

/// Normalizes the type of `v` (a function argument or a call result) in
/// place and rewrites its uses; returns whether it did.
fn normalize_in_place(ctx: &Context, body: &mut Body, v: ValueId) -> bool {
    let ty = body.value_type(v);
    let Some(layout) = layout_map(ctx, ty) else {
        return false;
    };
    let new_ty = normalize_memref_type(ctx, ty);
    if new_ty == ty || layout.num_symbols != 0 {
        return false;
    }
    if !body
        .uses(v)
        .collect::<Vec<_>>()
        .iter()
        .all(|&(u, i)| rewritable_use(ctx, body, u, i))
    {
        return false;
    }
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
            let args: Vec<ValueId> = body
                .root_regions()
                .first()
                .and_then(|&r| body.region_entry(r))
                .map(|b| body.block_args(b).to_vec())
                .unwrap_or_default();
            for &a in &args {
                normalize_in_place(ctx, body, a);
            }
            // Results of the other normalizable ops with regions
            // change type in place, as mlir-opt recreates those ops.
            let mut producers = Vec::new();
            body.walk_root_regions(&mut |o| {
                let n = ctx.op_name_str(body.op_name(o));
                // Casts and reinterpretations need their own rewriting,
                // which Strata does not do.
                if matches!(n, "affine.parallel" | "affine.if") {
                    producers.extend(body.results(o));
                }
                WalkResult::Advance
            });
            for r in producers {
                normalize_in_place(ctx, body, r);
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
