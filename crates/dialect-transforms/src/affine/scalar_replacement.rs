//! `affine-scalrep`: scalar replacement of affine memory accesses (MLIR's
//! `affineScalarReplace`).
//!
//! Three rewrites, in this order, on the `affine.load`/`affine.store`
//! (and vector) ops of a function:
//! - store-to-load forwarding: a load whose value is the one a dominating
//!   store to the same element wrote (the store reaches the load in the
//!   innermost common iteration and nothing in between may overwrite it)
//!   is replaced by the stored value;
//! - redundant load elimination: otherwise, a load of an element a
//!   dominating load already read, with no possible write in between, is
//!   replaced by that load's value;
//! - dead store elimination: a store overwritten by a post-dominating store
//!   to the same element in the same region, with no possible read in
//!   between, is erased.
//!
//! Finally, a locally allocated memref whose loads were all forwarded and
//! that only stores and deallocations still use is erased with them.
//!
//! Accesses are grouped by memref and by their composed, canonical access
//! function, so that each access is compared only with the accesses to
//! the same element: no scan over all the accesses of a function per
//! access. "Same element" is decided as MLIR does: the two subscript
//! functions, composed with the `affine.apply` ops computing their
//! operands and canonicalized, are equal.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_affine::{compose_affine_map_and_operands, simplify_affine_map};
use strata_ir::affine::AffineMap;
use strata_ir::dominance::{DominanceCache, DominanceInfo, PostDominanceCache, PostDominanceInfo};
use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface};
use strata_ir::{
    Body, Context, IsolatedOpMut, LogicalResult, OpId, OpName, OpRef, OpTraits, RegionId, ValueDef, ValueId,
};
use strata_pass::Pass;

use super::dependence::{check_memref_access_dependence, Dependence, MemRefAccess};
use super::loop_utils::AffineFor;

/// The `affine-scalrep` pass: store-to-load forwarding, redundant load
/// and dead store elimination on affine memory accesses.
#[derive(Clone, Debug, Default)]
pub struct AffineScalarReplacement;

impl Pass for AffineScalarReplacement {
    fn argument(&self) -> &'static str {
        "affine-scalrep"
    }

    fn description(&self) -> &'static str {
        "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads"
    }

    fn name(&self) -> &'static str {
        "AffineScalarReplacement"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        affine_scalar_replace(ctx, op.body(), Some(owner));
        Ok(())
    }
}

/// What [`affine_scalar_replace`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScalarReplaceStats {
    /// Loads replaced by a stored value.
    pub forwarded: usize,
    /// Loads replaced by an earlier load.
    pub loads_eliminated: usize,
    /// Stores erased because a later store overwrites them.
    pub stores_eliminated: usize,
    /// Memrefs erased with their remaining stores and deallocations.
    pub memrefs_erased: usize,
}

/// An affine read or write (`affine.load`, `affine.store`,
/// `affine.vector_load`, `affine.vector_store`).
#[derive(Clone, Debug)]
struct Access {
    acc: MemRefAccess,
    /// The loaded result or the stored value.
    value: ValueId,
}

fn access(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
    let acc = MemRefAccess::get_with_vectors(ctx, body, op)?;
    let value = if acc.is_store {
        body.operand(op, 0)
    } else {
        body.results(op).next()?
    };
    Some(Access { acc, value })
}

/// The access function of `a` composed with the `affine.apply` ops
/// computing its operands, canonicalized, with its dimensions and symbols
/// ordered by value: two accesses touch the same element in every
/// execution when their keys are equal.
fn access_key(ctx: &Context, body: &Body, a: &MemRefAccess) -> (AffineMap, Vec<ValueId>) {
    let (mut map, mut operands) = (a.map.clone(), a.operands.clone());
    compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    let nd = map.num_dims as usize;
    if operands[..nd].is_sorted() && operands[nd..].is_sorted() {
        // Already in canonical order (and simplified by the composition).
        return (map, operands);
    }
    let mut dims: Vec<usize> = (0..nd).collect();
    dims.sort_by_key(|&i| operands[i]);
    let mut syms: Vec<usize> = (nd..operands.len()).collect();
    syms.sort_by_key(|&i| operands[i]);
    let zero = ctx.affine_constant(0);
    let mut dim_repl = vec![zero; nd];
    for (k, &i) in dims.iter().enumerate() {
        dim_repl[i] = ctx.affine_dim(k as u32);
    }
    let mut sym_repl = vec![zero; operands.len() - nd];
    for (k, &i) in syms.iter().enumerate() {
        sym_repl[i - nd] = ctx.affine_symbol(k as u32);
    }
    let map =
        map.replace_dims_and_symbols(ctx, &dim_repl, &sym_repl, nd as u32, (operands.len() - nd) as u32);
    let map = simplify_affine_map(ctx, &map);
    let ordered = dims.iter().chain(syms.iter()).map(|&i| operands[i]).collect();
    (map, ordered)
}

/// MLIR's `getAffineAnalysisScope`: the region holding the outermost of
/// the `affine.for`/`affine.if`/`affine.parallel` ops around `op` (or
/// `op`'s own region).
fn analysis_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if !matches!(
            ctx.op_name_str(body.op_name(p)),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            break;
        }
        cur = p;
    }
    body.op_block(cur).and_then(|b| body.block_region(b))
}

/// The loops around `op` up to the first op that is not an `affine.for`,
/// `affine.if` or `affine.parallel`, innermost first, each with its
/// number of induction variables.
fn loop_chain(ctx: &Context, body: &Body, op: OpId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        match ctx.op_name_str(body.op_name(p)) {
            "affine.for" => out.push((p, 1)),
            "affine.parallel" => {
                let n = body
                    .op_regions(p)
                    .1
                    .first()
                    .and_then(|&r| body.region_entry(r))
                    .map_or(0, |b| body.block_args(b).len());
                out.push((p, n));
            }
            "affine.if" => {}
            _ => break,
        }
        cur = p;
    }
    out
}

/// The number of loop induction variables common to `a` and `b` (MLIR's
/// `getNumCommonSurroundingLoops`), without building their nests.
fn num_common_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let (la, lb) = (loop_chain(ctx, body, a), loop_chain(ctx, body, b));
    la.iter()
        .rev()
        .zip(lb.iter().rev())
        .take_while(|(x, y)| x.0 == y.0)
        .map(|(x, _)| x.1)
        .sum()
}

/// Whether every iteration space around `op` is known non-empty without
/// solving: only `affine.for` loops with constant bounds, lower below
/// upper, and no `affine.if`.
fn runs_at_least_once(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        match ctx.op_name_str(body.op_name(p)) {
            "affine.for" => {
                let Some(f) = AffineFor::get(ctx, body, p) else {
                    return false;
                };
                let lb = f.lb_map.results.first().and_then(|e| e.as_constant(ctx));
                let ub = f.ub_map.results.first().and_then(|e| e.as_constant(ctx));
                match (lb, ub) {
                    (Some(l), Some(u))
                        if f.lb_map.results.len() == 1 && f.ub_map.results.len() == 1 && l < u => {}
                    _ => return false,
                }
            }
            "affine.if" | "affine.parallel" => return false,
            _ => return true,
        }
        cur = p;
    }
    true
}

/// Whether `v` is a memref an op of the body allocates.
fn is_allocation(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    op_effects(ctx, body, def).is_some_and(|e| {
        e.iter()
            .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
    })
}

/// A local alias analysis in the spirit of MLIR's `LocalAliasAnalysis`
/// (without looking through views): distinct allocations never alias,
/// and an allocation never aliases an argument of a region enclosing it.
fn may_alias(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let (aa, ba) = (is_allocation(ctx, body, a), is_allocation(ctx, body, b));
    if aa && ba {
        return false;
    }
    if aa == ba {
        return true;
    }
    let (alloc, other) = if aa { (a, b) } else { (b, a) };
    let ValueDef::BlockArg(blk, _) = body.value_def(other) else {
        return true;
    };
    // An argument of an entry block whose region encloses the allocation.
    let Some(alloc_op) = body.defining_op(alloc) else {
        return true;
    };
    let Some(region) = body.block_region(blk) else {
        return true;
    };
    if body.region_entry(region) != Some(blk) {
        return true;
    }
    match body.region_parent_op(region) {
        Some(p) => !(p != alloc_op && body.is_ancestor(p, alloc_op)),
        // A root region of the body: the function's arguments.
        None => false,
    }
}

/// The effects an op declares itself (not those of nested ops), `None`
/// when it declares none (unknown effects).
fn op_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let def = ctx.op_def(body.op_name(op))?;
    let mut out = Vec::new();
    let mut known = def.traits.contains(OpTraits::NO_MEMORY_EFFECT);
    if let Some(i) = def.interfaces.get::<MemoryEffectOpInterface>() {
        (i.effects)(OpRef::new(ctx, body, op), &mut out);
        known = true;
    }
    known.then_some(out)
}

struct Analysis<'a> {
    ctx: &'a Context,
    body: &'a Body,
}

/// MLIR's `hasNoInterveningEffect`: looks for an op that may have an
/// effect of `kind` on the memref of `mem_op` between `start` and it.
struct Intervening<'a, 'b> {
    an: &'b Analysis<'a>,
    kind: EffectKind,
    start: OpId,
    mem_op: &'b MemRefAccess,
    found: bool,
}

impl Intervening<'_, '_> {
    fn check_op(&mut self, op: OpId) {
        if self.found {
            return;
        }
        let (ctx, body) = (self.an.ctx, self.an.body);
        let memref = self.mem_op.memref;
        let Some(def) = ctx.op_def(body.op_name(op)) else {
            self.found = true;
            return;
        };
        if let Some(effects) = op_effects(ctx, body, op) {
            let may = effects.iter().any(|e| {
                e.kind == self.kind
                    && !e
                        .value
                        .is_some_and(|v| v != memref && !may_alias(ctx, body, v, memref))
            });
            if !may {
                return;
            }
            if let Some(a) = access(ctx, body, op) {
                let scope = analysis_scope(ctx, body, self.mem_op.op);
                if a.acc.memref == memref
                    && analysis_scope(ctx, body, op) == scope
                    && analysis_scope(ctx, body, self.start) == scope
                {
                    // Only dependences not already covered by `start`
                    // matter: those at depths inside the loops common to
                    // `start` and `mem_op`.
                    let min = num_common_loops(ctx, body, self.start, self.mem_op.op);
                    let ns = num_common_loops(ctx, body, op, self.mem_op.op);
                    for d in (min + 1..=ns + 1).rev() {
                        if check_memref_access_dependence(ctx, body, &a.acc, self.mem_op, d)
                            != Dependence::None
                        {
                            self.found = true;
                            return;
                        }
                    }
                    return;
                }
            }
            self.found = true;
            return;
        }
        if def.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
            for &r in body.op_regions(op).1 {
                for b in body.region_blocks(r) {
                    for o in body.block_ops(b) {
                        self.check_op(o);
                        if self.found {
                            return;
                        }
                    }
                }
            }
            return;
        }
        self.found = true;
    }

    /// Checks every op that may run after `from` and before `until`
    /// (conservatively: all of each op enclosing `until` below `from`'s
    /// region).
    fn recur(&mut self, from: OpId, until: OpId) {
        let body = self.an.body;
        let region_of = |o: OpId| body.op_block(o).and_then(|b| body.block_region(b));
        if region_of(from) != region_of(until) {
            let Some(p) = body.parent_op(until) else {
                self.found = true;
                return;
            };
            self.recur(from, p);
            self.check_op(p);
            return;
        }
        let mut cur = body.next_op(from);
        while let Some(c) = cur {
            if c == until || self.found {
                break;
            }
            self.check_op(c);
            cur = body.next_op(c);
        }
        let succs = |b| {
            body.last_op(b)
                .map(|t| body.successors(t).collect::<Vec<_>>())
                .unwrap_or_default()
        };
        let mut todo = Vec::new();
        if let (Some(fb), Some(ub)) = (body.op_block(from), body.op_block(until)) {
            if fb != ub {
                todo.extend(succs(fb));
            }
        }
        let mut done = FxHashSet::default();
        while let Some(blk) = todo.pop() {
            if self.found || !done.insert(blk) {
                continue;
            }
            for o in body.block_ops(blk) {
                if o == until {
                    break;
                }
                self.check_op(o);
                if body.next_op(o).is_none() {
                    todo.extend(succs(blk));
                }
            }
        }
    }
}

impl<'a> Analysis<'a> {
    fn no_intervening(&self, kind: EffectKind, start: OpId, mem_op: &MemRefAccess) -> bool {
        let mut it = Intervening {
            an: self,
            kind,
            start,
            mem_op,
            found: false,
        };
        it.recur(start, mem_op.op);
        !it.found
    }

    /// MLIR's `mustReachAtInnermost`: the store reaches the load within
    /// the same iteration of all their common loops.
    fn must_reach(&self, src: &MemRefAccess, dst: &MemRefAccess) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if analysis_scope(ctx, body, src.op) != analysis_scope(ctx, body, dst.op) {
            return false;
        }
        // Same access function (the callers compare only accesses of one
        // group): in one block, with the store first, the store reaches the
        // load whenever the loops around them run at all.
        if body.op_block(src.op).is_some()
            && body.op_block(src.op) == body.op_block(dst.op)
            && body.is_before_in_block(src.op, dst.op)
            && runs_at_least_once(ctx, body, src.op)
        {
            return true;
        }
        let n = num_common_loops(ctx, body, src.op, dst.op);
        matches!(
            check_memref_access_dependence(ctx, body, src, dst, n + 1),
            Dependence::Has(_)
        )
    }
}

type Key = (ValueId, AffineMap, Vec<ValueId>);

/// Runs scalar replacement on the function body `body` (`owner` names the
/// op owning it, for the kind of its regions).
pub fn affine_scalar_replace(ctx: &Context, body: &mut Body, owner: Option<OpName>) -> ScalarReplaceStats {
    let mut stats = ScalarReplaceStats::default();
    // Every affine access, in program order, grouped by element.
    let ops = body.collect_root_regions_post_order();
    let mut accesses: Vec<Access> = Vec::new();
    let mut keys: Vec<Key> = Vec::new();
    let mut groups: FxHashMap<Key, Vec<usize>> = FxHashMap::default();
    for &o in &ops {
        if let Some(a) = access(ctx, body, o) {
            let (m, operands) = access_key(ctx, body, &a.acc);
            let key = (a.acc.memref, m, operands);
            groups.entry(key.clone()).or_default().push(accesses.len());
            keys.push(key);
            accesses.push(a);
        }
    }

    // Loads: forwarding, else redundant load elimination. Replaced loads
    // stay in place (and stay candidates) until all are done, as in MLIR.
    let dom_cache = DominanceCache::new(ctx, owner);
    let mut erased = vec![false; accesses.len()];
    // The value a replaced load's uses moved to.
    let mut replaced_by: FxHashMap<usize, ValueId> = FxHashMap::default();
    let mut memrefs_to_erase: Vec<ValueId> = Vec::new();
    let load_of: FxHashMap<ValueId, usize> = accesses
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.acc.is_store)
        .map(|(i, a)| (a.value, i))
        .collect();
    for i in 0..accesses.len() {
        if accesses[i].acc.is_store {
            continue;
        }
        let group = &groups[&keys[i]];
        let (repl, forwarded) = {
            let body: &Body = body;
            let an = Analysis { ctx, body };
            let dom = DominanceInfo::with_cache(ctx, body, &dom_cache);
            let load = &accesses[i];
            let load_ty = body.value_type(load.value);
            match forward_store(&an, &dom, &accesses, group, load) {
                Some(v) => (body.value_type(v) == load_ty).then_some((v, true)),
                None => load_cse(&an, &dom, &accesses, group, i, load_ty).map(|j| {
                    // A replaced load stands for the value its uses moved to.
                    let mut v = accesses[j].value;
                    while let Some(&r) = load_of.get(&v).and_then(|k| replaced_by.get(k)) {
                        v = r;
                    }
                    (v, false)
                }),
            }
        }
        .map_or((None, false), |(v, f)| (Some(v), f));
        let Some(v) = repl else { continue };
        body.replace_all_uses_with(accesses[i].value, v);
        replaced_by.insert(i, v);
        erased[i] = true;
        if forwarded {
            stats.forwarded += 1;
            if !memrefs_to_erase.contains(&accesses[i].acc.memref) {
                memrefs_to_erase.push(accesses[i].acc.memref);
            }
        } else {
            stats.loads_eliminated += 1;
        }
    }
    for (i, a) in accesses.iter().enumerate() {
        if erased[i] {
            body.erase_op(a.acc.op);
        }
    }

    // Stores overwritten before any read.
    let pdom_cache = PostDominanceCache::new(ctx, owner);
    let mut dead_stores = Vec::new();
    {
        let body: &Body = body;
        let an = Analysis { ctx, body };
        let pdom = PostDominanceInfo::with_cache(ctx, body, &pdom_cache);
        for (i, a) in accesses.iter().enumerate() {
            if !a.acc.is_store {
                continue;
            }
            let region = body.op_block(a.acc.op).and_then(|b| body.block_region(b));
            let overwritten = groups[&keys[i]].iter().any(|&j| {
                let b = &accesses[j];
                j != i
                    && b.acc.is_store
                    && body.op_block(b.acc.op).and_then(|b| body.block_region(b)) == region
                    && pdom.post_dominates(b.acc.op, a.acc.op)
                    && an.no_intervening(EffectKind::Read, a.acc.op, &b.acc)
            });
            if overwritten {
                dead_stores.push(a.acc.op);
            }
        }
    }
    stats.stores_eliminated = dead_stores.len();
    for op in dead_stores {
        body.erase_op(op);
    }

    // Allocations left with only stores and deallocations.
    for memref in memrefs_to_erase {
        let Some(def) = body.defining_op(memref) else {
            continue;
        };
        if !has_single_effect(ctx, body, def, memref, EffectKind::Allocate) {
            continue;
        }
        let users: Vec<OpId> = body.uses(memref).map(|(u, _)| u).collect();
        let removable = users.iter().all(|&u| {
            access(ctx, body, u).is_some_and(|a| a.acc.is_store)
                || has_single_effect(ctx, body, u, memref, EffectKind::Free)
        });
        if !removable {
            continue;
        }
        let mut seen = FxHashSet::default();
        for u in users {
            if seen.insert(u) {
                body.erase_op(u);
            }
        }
        body.erase_op(def);
        stats.memrefs_erased += 1;
    }
    stats
}

/// MLIR's `hasSingleEffect`: `op` has effects on `v`, all of `kind`.
fn has_single_effect(ctx: &Context, body: &Body, op: OpId, v: ValueId, kind: EffectKind) -> bool {
    let Some(effects) = op_effects(ctx, body, op) else {
        return false;
    };
    let mut single = false;
    for e in effects {
        if e.value != Some(v) {
            continue;
        }
        single = e.kind == kind;
        if !single {
            return false;
        }
    }
    single
}

/// The value of the store that the load `load` reads, if exactly the
/// conditions of MLIR's `forwardStoreToLoad` hold for one store.
fn forward_store(
    an: &Analysis<'_>,
    dom: &DominanceInfo<'_>,
    accesses: &[Access],
    group: &[usize],
    load: &Access,
) -> Option<ValueId> {
    let mut found = None;
    for &j in group {
        let store = &accesses[j];
        if !store.acc.is_store
            || !dom.dominates(store.acc.op, load.acc.op)
            || !an.must_reach(&store.acc, &load.acc)
            || !an.no_intervening(EffectKind::Write, store.acc.op, &load.acc)
        {
            continue;
        }
        // The operand, not the recorded value: it may have been replaced.
        found = Some(an.body.operand(store.acc.op, 0));
    }
    found
}

/// The index of the load that the load `accesses[i]` may reuse (MLIR's
/// `loadCSE`): of the dominating loads of the same element with no
/// possible write in between, the one dominating all the others.
fn load_cse(
    an: &Analysis<'_>,
    dom: &DominanceInfo<'_>,
    accesses: &[Access],
    group: &[usize],
    i: usize,
    load_ty: strata_ir::Type,
) -> Option<usize> {
    let load = &accesses[i];
    let candidates: Vec<usize> = group
        .iter()
        .copied()
        .filter(|&j| {
            let b = &accesses[j];
            j != i
                && !b.acc.is_store
                && dom.dominates(b.acc.op, load.acc.op)
                && an.body.value_type(b.value) == load_ty
                && an.no_intervening(EffectKind::Write, b.acc.op, &load.acc)
        })
        .collect();
    candidates.iter().copied().find(|&c| {
        candidates
            .iter()
            .all(|&o| o == c || dom.dominates(accesses[c].acc.op, accesses[o].acc.op))
    })
}
