//! The memref dependence graph of a block (MLIR's
//! `MemRefDependenceGraph`): a node per top-level loop nest and per other
//! op that touches memory or defines values used in a nest; an edge from
//! an earlier to a later node for each memref both access (one writing,
//! when the affine dependence analysis cannot rule it out) and for each
//! value a node defines and a nest uses.

use std::collections::{BTreeMap, HashMap};

use strata_ir::interfaces::{EffectKind, MemoryEffectOpInterface};
use strata_ir::{BlockId, Body, Context, OpId, OpRef, OpTraits, TypeKind, ValueId, WalkOrder, WalkResult};

use crate::affine::dependence::{check_memref_access_dependence, Dependence, MemRefAccess};
use crate::affine::loop_utils::is_affine_for;
use crate::affine::slice::{affine_for_ivs, nesting_depth};

/// A node: a top-level op and the memory accesses in it.
#[derive(Clone, Debug)]
pub struct Node {
    /// The node's id.
    pub id: usize,
    /// The top-level op.
    pub op: OpId,
    /// Affine reads.
    pub loads: Vec<OpId>,
    /// Affine writes.
    pub stores: Vec<OpId>,
    /// Other ops reading memrefs.
    pub memref_loads: Vec<OpId>,
    /// Other ops writing memrefs.
    pub memref_stores: Vec<OpId>,
    /// Ops freeing memrefs.
    pub memref_frees: Vec<OpId>,
}

/// An edge to or from node `id`, for `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// The node at the other end.
    pub id: usize,
    /// The memref (or SSA value) the dependence is on.
    pub value: ValueId,
}

/// The memref dependence graph of one block.
#[derive(Clone, Debug)]
pub struct MemRefDependenceGraph {
    /// The block.
    pub block: BlockId,
    /// The nodes, by id (ids follow block order at creation).
    pub nodes: BTreeMap<usize, Node>,
    /// Incoming edges per node.
    pub in_edges: HashMap<usize, Vec<Edge>>,
    /// Outgoing edges per node.
    pub out_edges: HashMap<usize, Vec<Edge>>,
    /// The number of edges on each memref.
    pub memref_edge_count: Vec<(ValueId, i64)>,
    memref_values: std::collections::HashSet<ValueId>,
    next_id: usize,
}

fn is_memref(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(
        ctx.type_kind(body.value_type(v)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether the op declares its effects (an interface or `Pure`).
fn declares_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op).def().is_some_and(|d| {
        d.traits.contains(OpTraits::NO_MEMORY_EFFECT)
            || d.interfaces.get::<MemoryEffectOpInterface>().is_some()
    })
}

fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Vec<strata_ir::interfaces::MemoryEffect> {
    let mut out = Vec::new();
    if let Some(i) = OpRef::new(ctx, body, op)
        .def()
        .and_then(|d| d.interfaces.get::<MemoryEffectOpInterface>())
    {
        (i.effects)(OpRef::new(ctx, body, op), &mut out);
    }
    out
}

/// Whether `op` declares an effect of `kind` (on `value` when given).
pub fn has_effect(ctx: &Context, body: &Body, op: OpId, kind: EffectKind, value: Option<ValueId>) -> bool {
    own_effects(ctx, body, op)
        .iter()
        .any(|e| e.kind == kind && value.is_none_or(|v| e.value == Some(v)))
}

/// The memrefs `op` has an effect of `kind` on: the declared ones, or
/// every memref operand of an op declaring nothing.
fn effected_values(ctx: &Context, body: &Body, op: OpId, kind: EffectKind) -> Vec<ValueId> {
    if !declares_effects(ctx, body, op) {
        let recursive = OpRef::new(ctx, body, op)
            .def()
            .is_some_and(|d| d.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        if recursive {
            return Vec::new();
        }
        return body.operands(op).filter(|&v| is_memref(ctx, body, v)).collect();
    }
    own_effects(ctx, body, op)
        .iter()
        .filter(|e| e.kind == kind)
        .filter_map(|e| e.value)
        .filter(|&v| is_memref(ctx, body, v))
        .collect()
}

/// The accesses in `op` and the ops nested in it.
fn collect(ctx: &Context, body: &Body, id: usize, op: OpId) -> Node {
    let mut n = Node {
        id,
        op,
        loads: Vec::new(),
        stores: Vec::new(),
        memref_loads: Vec::new(),
        memref_stores: Vec::new(),
        memref_frees: Vec::new(),
    };
    let _ = body.walk(op, WalkOrder::PreOrder, &mut |o| {
        if is_affine_for(ctx, body, o) {
            return WalkResult::Advance;
        }
        if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
            if a.is_store {
                n.stores.push(o);
            } else {
                n.loads.push(o);
            }
        } else if !declares_effects(ctx, body, o) {
            let recursive = OpRef::new(ctx, body, o)
                .def()
                .is_some_and(|d| d.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS));
            if !recursive {
                for v in body.operands(o).collect::<Vec<_>>() {
                    if is_memref(ctx, body, v) {
                        n.memref_loads.push(o);
                        n.memref_stores.push(o);
                    }
                }
            }
        } else {
            if has_effect(ctx, body, o, EffectKind::Read, None) {
                n.memref_loads.push(o);
            }
            if has_effect(ctx, body, o, EffectKind::Write, None) {
                n.memref_stores.push(o);
            }
            if has_effect(ctx, body, o, EffectKind::Free, None) {
                n.memref_frees.push(o);
            }
        }
        WalkResult::Advance
    });
    n
}

fn access_memref(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, op) {
        return Some(a.memref);
    }
    match ctx.op_name_str(body.op_name(op)) {
        "memref.load" => body.operands(op).next(),
        "memref.store" => body.operands(op).nth(1),
        _ => None,
    }
}

impl Node {
    /// The number of reads of `memref`.
    pub fn load_op_count(&self, ctx: &Context, body: &Body, memref: ValueId) -> usize {
        let affine = self
            .loads
            .iter()
            .filter(|&&o| MemRefAccess::get_with_vectors(ctx, body, o).is_some_and(|a| a.memref == memref))
            .count();
        let other = self
            .memref_loads
            .iter()
            .filter(|&&o| has_effect(ctx, body, o, EffectKind::Read, Some(memref)))
            .count();
        affine + other
    }

    /// The number of writes of `memref`.
    pub fn store_op_count(&self, ctx: &Context, body: &Body, memref: ValueId) -> usize {
        let affine = self
            .stores
            .iter()
            .filter(|&&o| MemRefAccess::get_with_vectors(ctx, body, o).is_some_and(|a| a.memref == memref))
            .count();
        let other = self
            .memref_stores
            .iter()
            .filter(|&&o| has_effect(ctx, body, o, EffectKind::Write, Some(memref)))
            .count();
        affine + other
    }

    fn has_store_or_free(&self, ctx: &Context, body: &Body, memref: ValueId) -> bool {
        self.store_op_count(ctx, body, memref) > 0
            || self
                .memref_frees
                .iter()
                .any(|&o| has_effect(ctx, body, o, EffectKind::Free, Some(memref)))
    }

    /// The affine reads of `memref`.
    pub fn loads_of(&self, ctx: &Context, body: &Body, memref: ValueId) -> Vec<OpId> {
        self.loads
            .iter()
            .copied()
            .filter(|&o| MemRefAccess::get_with_vectors(ctx, body, o).is_some_and(|a| a.memref == memref))
            .collect()
    }

    /// The memrefs this node both reads and writes with affine accesses.
    pub fn load_and_store_memrefs(&self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        let loads: Vec<ValueId> = self
            .loads
            .iter()
            .filter_map(|&o| MemRefAccess::get_with_vectors(ctx, body, o).map(|a| a.memref))
            .collect();
        let mut out = Vec::new();
        for &o in &self.stores {
            if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
                if loads.contains(&a.memref) && !out.contains(&a.memref) {
                    out.push(a.memref);
                }
            }
        }
        out
    }
}

/// Whether a dependence between `src` and `dst` on `memref` may exist.
fn may_depend(ctx: &Context, body: &Body, src: &Node, dst: &Node, memref: ValueId) -> bool {
    if !is_affine_for(ctx, body, src.op) || !is_affine_for(ctx, body, dst.op) {
        return true;
    }
    let conflict = |a: &[OpId], b: &[&[OpId]]| {
        a.iter().any(|&x| {
            access_memref(ctx, body, x) == Some(memref)
                && b.iter()
                    .flat_map(|l| l.iter())
                    .any(|&y| access_memref(ctx, body, y) == Some(memref))
        })
    };
    if conflict(
        &src.memref_stores,
        &[&dst.loads, &dst.stores, &dst.memref_loads, &dst.memref_stores],
    ) || conflict(&src.memref_loads, &[&dst.stores, &dst.memref_stores])
        || conflict(&src.stores, &[&dst.memref_loads, &dst.memref_stores])
        || conflict(&src.loads, &[&dst.memref_stores])
    {
        return true;
    }
    let depth = nesting_depth(ctx, body, src.op) + 1;
    for &s in src.stores.iter().chain(&src.loads) {
        let Some(sa) = MemRefAccess::get_with_vectors(ctx, body, s).filter(|a| a.memref == memref) else {
            continue;
        };
        for &d in dst.stores.iter().chain(&dst.loads) {
            let Some(da) = MemRefAccess::get_with_vectors(ctx, body, d).filter(|a| a.memref == memref) else {
                continue;
            };
            if check_memref_access_dependence(ctx, body, &sa, &da, depth) != Dependence::None {
                return true;
            }
        }
    }
    false
}

impl MemRefDependenceGraph {
    /// The graph of `block`; `None` when it holds an op with regions whose
    /// meaning is unknown (not a loop and not structured control flow).
    pub fn build(ctx: &Context, body: &Body, block: BlockId) -> Option<Self> {
        let mut g = MemRefDependenceGraph {
            block,
            nodes: BTreeMap::new(),
            in_edges: HashMap::new(),
            out_edges: HashMap::new(),
            memref_edge_count: Vec::new(),
            memref_values: Default::default(),
            next_id: 0,
        };
        let mut accesses: Vec<(ValueId, Vec<usize>)> = Vec::new();
        let note = |m: ValueId, id: usize, acc: &mut Vec<(ValueId, Vec<usize>)>| match acc
            .iter_mut()
            .find(|(x, _)| *x == m)
        {
            Some((_, ids)) => {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
            None => acc.push((m, vec![id])),
        };
        let mut for_nodes: HashMap<OpId, usize> = HashMap::new();
        for op in body.block_ops(block).collect::<Vec<_>>() {
            let o = OpRef::new(ctx, body, op);
            let is_access = MemRefAccess::get_with_vectors(ctx, body, op).is_some();
            let has_regions = !body.op_regions(op).1.is_empty();
            let region_branch = o.def().is_some_and(|d| {
                d.interfaces
                    .get::<strata_ir::interfaces::RegionBranchOpInterface>()
                    .is_some()
            });
            let used = body.results(op).any(|r| body.has_uses(r));
            let create = is_affine_for(ctx, body, op)
                || is_access
                || used
                || (!strata_ir::interfaces::is_memory_effect_free(o) && (!has_regions || region_branch));
            if !create {
                if has_regions && !region_branch {
                    return None;
                }
                continue;
            }
            let id = g.next_id;
            g.next_id += 1;
            let node = collect(ctx, body, id, op);
            for &l in node.loads.iter().chain(&node.stores) {
                if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, l) {
                    note(a.memref, id, &mut accesses);
                }
            }
            for (list, kind) in [
                (&node.memref_loads, EffectKind::Read),
                (&node.memref_stores, EffectKind::Write),
                (&node.memref_frees, EffectKind::Free),
            ] {
                for &x in list {
                    for v in effected_values(ctx, body, x, kind) {
                        note(v, id, &mut accesses);
                    }
                }
            }
            if is_affine_for(ctx, body, op) {
                for_nodes.insert(op, id);
            }
            g.nodes.insert(id, node);
        }
        // Values defined by a node and used in a loop nest.
        let ids: Vec<usize> = g.nodes.keys().copied().collect();
        for &id in &ids {
            let node = &g.nodes[&id];
            if !node.stores.is_empty() {
                continue;
            }
            let op = node.op;
            let mut edges = Vec::new();
            for r in body.results(op).collect::<Vec<_>>() {
                for (user, _) in body.uses(r).collect::<Vec<_>>() {
                    let loops = affine_for_ivs(ctx, body, user);
                    if let Some(l) = loops.iter().find(|&&l| body.op_block(l) == Some(block)) {
                        if let Some(&to) = for_nodes.get(l) {
                            edges.push((to, r));
                        }
                    }
                }
            }
            for (to, r) in edges {
                let m = is_memref(ctx, body, r);
                g.add_edge(id, to, r, m);
            }
        }
        for (memref, list) in &accesses {
            for i in 0..list.len() {
                for j in i + 1..list.len() {
                    let (a, b) = (&g.nodes[&list[i]], &g.nodes[&list[j]]);
                    let conflicting =
                        a.has_store_or_free(ctx, body, *memref) || b.has_store_or_free(ctx, body, *memref);
                    if conflicting && may_depend(ctx, body, a, b, *memref) {
                        g.add_edge(list[i], list[j], *memref, true);
                    }
                }
            }
        }
        Some(g)
    }

    /// The node ids in the order the fusion worklists visit them (last
    /// first). mlir-opt keeps its nodes in a hash map whose iteration
    /// order (buckets of `37 * id`, at least 64 of them, probed
    /// quadratically) decides which fusions happen first; the order is
    /// reproduced so that the results agree.
    pub fn worklist_order(&self) -> Vec<usize> {
        let ids: Vec<usize> = self.nodes.keys().copied().collect();
        let mut buckets = 64usize;
        while ids.len() * 4 >= buckets * 3 {
            buckets *= 2;
        }
        let mask = buckets - 1;
        let mut slots: Vec<Option<usize>> = vec![None; buckets];
        for &id in &ids {
            let mut b = id.wrapping_mul(37) & mask;
            let mut probe = 1;
            while slots[b].is_some() {
                b = (b + probe) & mask;
                probe += 1;
            }
            slots[b] = Some(id);
        }
        slots.into_iter().flatten().collect()
    }

    /// The node of `id`.
    pub fn node(&self, id: usize) -> &Node {
        &self.nodes[&id]
    }

    /// The node of the op `op`.
    pub fn node_of(&self, op: OpId) -> Option<usize> {
        self.nodes.values().find(|n| n.op == op).map(|n| n.id)
    }

    /// Adds a node for `op` (with no accesses recorded).
    pub fn add_node(&mut self, op: OpId) -> usize {
        let id = self.next_id;
        self.next_id += 1;
        self.nodes.insert(
            id,
            Node {
                id,
                op,
                loads: Vec::new(),
                stores: Vec::new(),
                memref_loads: Vec::new(),
                memref_stores: Vec::new(),
                memref_frees: Vec::new(),
            },
        );
        id
    }

    fn has_edge(&self, src: usize, dst: usize, value: ValueId) -> bool {
        self.out_edges
            .get(&src)
            .is_some_and(|es| es.iter().any(|e| e.id == dst && e.value == value))
    }

    fn count(&mut self, memref: ValueId, delta: i64) {
        match self.memref_edge_count.iter_mut().find(|(m, _)| *m == memref) {
            Some((_, c)) => *c += delta,
            None => self.memref_edge_count.push((memref, delta)),
        }
    }

    /// Adds the edge `src -> dst` on `value` if missing.
    pub fn add_edge(&mut self, src: usize, dst: usize, value: ValueId, memref: bool) {
        if self.has_edge(src, dst, value) {
            return;
        }
        self.out_edges
            .entry(src)
            .or_default()
            .push(Edge { id: dst, value });
        self.in_edges
            .entry(dst)
            .or_default()
            .push(Edge { id: src, value });
        if memref {
            self.memref_values.insert(value);
            self.count(value, 1);
        }
    }

    fn is_memref_edge(&self, value: ValueId) -> bool {
        self.memref_values.contains(&value)
    }

    /// Removes the edge `src -> dst` on `value`.
    pub fn remove_edge(&mut self, src: usize, dst: usize, value: ValueId) {
        if self.is_memref_edge(value) {
            self.count(value, -1);
        }
        if let Some(es) = self.in_edges.get_mut(&dst) {
            if let Some(p) = es.iter().position(|e| e.id == src && e.value == value) {
                es.remove(p);
            }
        }
        if let Some(es) = self.out_edges.get_mut(&src) {
            if let Some(p) = es.iter().position(|e| e.id == dst && e.value == value) {
                es.remove(p);
            }
        }
    }

    /// Removes node `id` and its edges.
    pub fn remove_node(&mut self, id: usize) {
        for e in self.in_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(e.id, id, e.value);
        }
        for e in self.out_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(id, e.id, e.value);
        }
        self.in_edges.remove(&id);
        self.out_edges.remove(&id);
        self.nodes.remove(&id);
    }

    /// Whether a path of edges leads from `src` to `dst` (nodes after `dst`
    /// in the block are not followed).
    pub fn has_dependence_path(&self, body: &Body, src: usize, dst: usize) -> bool {
        let dst_op = self.node(dst).op;
        let mut stack = vec![src];
        let mut seen = vec![src];
        while let Some(n) = stack.pop() {
            if n == dst {
                return true;
            }
            for e in self.out_edges.get(&n).map(Vec::as_slice).unwrap_or(&[]) {
                if seen.contains(&e.id) {
                    continue;
                }
                let after = body.is_before_in_block(dst_op, self.node(e.id).op);
                if !after {
                    seen.push(e.id);
                    stack.push(e.id);
                }
            }
        }
        false
    }

    /// The number of incoming edges of `id` on `memref` from nodes that
    /// write it.
    pub fn incoming_memref_accesses(&self, ctx: &Context, body: &Body, id: usize, memref: ValueId) -> usize {
        self.in_edges
            .get(&id)
            .map(|es| {
                es.iter()
                    .filter(|e| e.value == memref && self.node(e.id).store_op_count(ctx, body, memref) > 0)
                    .count()
            })
            .unwrap_or(0)
    }

    /// The number of outgoing edges of `id` (on `memref` when given).
    pub fn out_edge_count(&self, id: usize, memref: Option<ValueId>) -> usize {
        self.out_edges
            .get(&id)
            .map(|es| es.iter().filter(|e| memref.is_none_or(|m| e.value == m)).count())
            .unwrap_or(0)
    }

    /// Where the nest fusing `src` into `dst` (`src` first in the block)
    /// can go while keeping every dependence: before the first node
    /// between them that depends on `src`, else at `dst`; `None` when some
    /// node between them that `dst` depends on comes after such a node, or
    /// a value `dst` uses is defined by a node depending on `src`.
    pub fn fused_loop_nest_insertion_point(&self, body: &Body, src: usize, dst: usize) -> Option<OpId> {
        if self.out_edges.get(&src).is_none_or(|e| e.is_empty()) {
            return Some(self.node(dst).op);
        }
        let defining: Vec<usize> = self
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .filter(|e| !self.is_memref_edge(e.value))
                    .map(|e| e.id)
                    .collect()
            })
            .unwrap_or_default();
        if defining.iter().any(|&d| self.has_dependence_path(body, src, d)) {
            return None;
        }
        let src_deps: Vec<OpId> = self.out_edges[&src]
            .iter()
            .filter(|e| e.id != dst)
            .map(|e| self.node(e.id).op)
            .collect();
        let dst_deps: Vec<OpId> = self
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .filter(|e| e.id != src)
                    .map(|e| self.node(e.id).op)
                    .collect()
            })
            .unwrap_or_default();
        let (src_op, dst_op) = (self.node(src).op, self.node(dst).op);
        let mut first_src_dep: Option<(usize, OpId)> = None;
        let mut last_dst_dep: Option<usize> = None;
        let mut cur = body.next_op(src_op);
        let mut pos = 0;
        while let Some(op) = cur {
            if op == dst_op {
                break;
            }
            if first_src_dep.is_none() && src_deps.contains(&op) {
                first_src_dep = Some((pos, op));
            }
            if dst_deps.contains(&op) {
                last_dst_dep = Some(pos);
            }
            pos += 1;
            cur = body.next_op(op);
        }
        match (first_src_dep, last_dst_dep) {
            (Some((f, _)), Some(l)) if f <= l => None,
            (Some((_, op)), _) => Some(op),
            _ => Some(dst_op),
        }
    }

    /// Moves the edges of `src` to `dst` after fusing `src` into `dst`:
    /// `src`'s inputs become `dst`'s (except on memrefs made private),
    /// edges between them go, and, when `src` is removed, its outputs move
    /// to `dst`.
    pub fn update_edges(&mut self, src: usize, dst: usize, private: &[ValueId], remove_src: bool) {
        for e in self.in_edges.get(&src).cloned().unwrap_or_default() {
            if !private.contains(&e.value) {
                let m = self.is_memref_edge(e.value);
                self.add_edge(e.id, dst, e.value, m);
            }
        }
        for e in self.out_edges.get(&src).cloned().unwrap_or_default() {
            if e.id == dst {
                self.remove_edge(src, e.id, e.value);
            } else if remove_src {
                let m = self.is_memref_edge(e.value);
                self.add_edge(dst, e.id, e.value, m);
                self.remove_edge(src, e.id, e.value);
            }
        }
        if !private.is_empty() {
            for e in self.in_edges.get(&dst).cloned().unwrap_or_default() {
                if private.contains(&e.value) {
                    self.remove_edge(e.id, dst, e.value);
                }
            }
        }
    }

    /// Moves the edges of `sib` to `dst` after fusing the sibling `sib`
    /// into `dst`.
    pub fn update_edges_sibling(&mut self, sib: usize, dst: usize) {
        for e in self.in_edges.get(&sib).cloned().unwrap_or_default() {
            let m = self.is_memref_edge(e.value);
            self.add_edge(e.id, dst, e.value, m);
            self.remove_edge(e.id, sib, e.value);
        }
        for e in self.out_edges.get(&sib).cloned().unwrap_or_default() {
            let m = self.is_memref_edge(e.value);
            self.add_edge(dst, e.id, e.value, m);
            self.remove_edge(sib, e.id, e.value);
        }
    }

    /// Recollects the affine accesses of node `id` (after its op changed),
    /// keeping the other lists and adding the new ones.
    pub fn refresh_node(&mut self, ctx: &Context, body: &Body, id: usize) {
        let op = self.node(id).op;
        let fresh = collect(ctx, body, id, op);
        let n = self.nodes.get_mut(&id).expect("node exists");
        n.loads = fresh.loads;
        n.stores = fresh.stores;
        n.memref_loads.extend(fresh.memref_loads);
        n.memref_stores.extend(fresh.memref_stores);
        n.memref_frees.extend(fresh.memref_frees);
    }
}
