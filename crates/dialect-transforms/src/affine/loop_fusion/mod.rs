//! `affine-loop-fusion`: fuses affine loop nests of a block by slicing
//! (MLIR's `LoopFusion`).
//!
//! Producer-consumer fusion puts the slice of a nest writing a memref
//! that a later nest reads into the later nest, at the loop depth the
//! cost model picks (the one reducing the intermediate memref's live
//! part the most while adding less than `compute-tolerance` of redundant
//! work); memrefs local to the block that only the fused nest uses
//! shrink to the part one iteration at that depth needs (private
//! memrefs), and the producer goes away when the slice covers all it
//! computes. Sibling fusion puts a nest into another that reads the same
//! memref (input reuse). The greedy mode runs producer-consumer fusion
//! for producers with one consumer, then sibling fusion, then
//! producer-consumer fusion for any producer.
//!
//! # Cost
//!
//! The dependence graph is built once per block (a pair test per two
//! nests sharing a memref); each candidate pair then costs a slice
//! computation per loop depth (see [`crate::affine::slice`]) and region
//! computations for the cost model.

mod cost;
mod graph;

use std::collections::HashMap;
use strata_dialect_affine::simplify_affine_expr;
use strata_ir::affine::AffineMap;
use strata_ir::dominance::find_ancestor_op_in_block;
use strata_ir::interfaces::EffectKind;
use strata_ir::{
    Attribute, BlockId, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpBuilder, OpId, TypeKind,
    ValueId, WalkOrder, WalkResult,
};
use strata_pass::{parse_bool_option, Pass};

use self::cost::{compute_cost, fusion_compute_cost, loop_nest_stats};
use self::graph::MemRefDependenceGraph;
use super::dependence::{has_cyclic_dependence, MemRefAccess};
use super::loop_utils::{is_affine_for, sink_sequential_loops};
use super::memref_region::{footprint_bytes_cached, memref_element_size_bytes, MemRefRegion, RegionCache};
use super::memref_utils::{replace_all_memref_uses_with, IndexRemap, OtherUses};
use super::slice::{
    affine_for_ivs, can_fuse_loops, fuse_loops, innermost_common_loop_depth, ComputationSlice, FusionStrategy,
};

/// Which fusions `affine-loop-fusion` tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusionMode {
    /// Producer-consumer and sibling fusion.
    Greedy,
    /// Producer-consumer fusion only.
    ProducerConsumer,
    /// Sibling fusion only.
    Sibling,
}

/// The `affine-loop-fusion` pass.
#[derive(Clone, Debug)]
pub struct AffineLoopFusion {
    /// `compute-tolerance`: the fraction of redundant computation
    /// tolerated.
    pub compute_tolerance: f64,
    /// `fast-mem-space`: the memory space for small private memrefs, when
    /// given.
    pub fast_mem_space: Option<u32>,
    /// `local-buf-threshold`: the size in KiB up to which private memrefs
    /// go to the fast memory space.
    pub local_buf_threshold: u64,
    /// `maximal`: fuse at the deepest legal depth, ignoring the cost model.
    pub maximal: bool,
    /// `mode`.
    pub mode: FusionMode,
}

impl Default for AffineLoopFusion {
    fn default() -> Self {
        AffineLoopFusion {
            compute_tolerance: 0.30,
            fast_mem_space: None,
            local_buf_threshold: 0,
            maximal: false,
            mode: FusionMode::Greedy,
        }
    }
}

impl Pass for AffineLoopFusion {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.apply", "arith.constant", "memref.alloc", "memref.dealloc"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-fusion"
    }

    fn description(&self) -> &'static str {
        "Fuse affine loop nests"
    }

    fn name(&self) -> &'static str {
        "AffineLoopFusion"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "compute-tolerance" => {
                self.compute_tolerance = value.trim().parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for floating point argument!")
                })?;
            }
            "fast-mem-space" => {
                self.fast_mem_space = Some(value.trim().parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for uint argument!")
                })?);
            }
            "local-buf-threshold" => {
                self.local_buf_threshold = value.trim().parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for ulong argument!")
                })?;
            }
            "maximal" => self.maximal = parse_bool_option(name, value)?,
            "mode" => {
                self.mode = match value.trim() {
                    "greedy" => FusionMode::Greedy,
                    "producer" => FusionMode::ProducerConsumer,
                    "sibling" => FusionMode::Sibling,
                    _ => {
                        return Err(format!(
                            "for the --{name} option: Cannot find option named '{value}'!"
                        ))
                    }
                }
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let mode = match self.mode {
            FusionMode::Greedy => "greedy",
            FusionMode::ProducerConsumer => "producer",
            FusionMode::Sibling => "sibling",
        };
        format!(
            "compute-tolerance={:.6e} fast-mem-space={} local-buf-threshold={} maximal={} mode={}",
            self.compute_tolerance,
            self.fast_mem_space.unwrap_or(0),
            self.local_buf_threshold,
            self.maximal,
            mode
        )
        .replace("e-1", "e-01")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        // Blocks innermost first, as a post-order walk visits them.
        let mut blocks: Vec<BlockId> = Vec::new();
        let _ = body.walk_root_regions(&mut |o| {
            for &r in body.op_regions(o).1 {
                blocks.extend(body.region_blocks(r));
            }
            WalkResult::Advance
        });
        for &r in body.root_regions() {
            blocks.extend(body.region_blocks(r));
        }
        for block in blocks {
            if body.block_parent_op(block).is_some_and(|p| !body.is_live(p)) {
                continue;
            }
            let fors = body
                .block_ops(block)
                .filter(|&o| is_affine_for(ctx, body, o))
                .take(2)
                .count();
            if fors < 2 {
                continue;
            }
            let Some(mdg) = MemRefDependenceGraph::build(ctx, body, block) else {
                continue;
            };
            let mut fusion = GreedyFusion {
                ctx,
                body,
                mdg,
                opts: self,
                footprints: HashMap::new(),
                cyclic: HashMap::new(),
                regions: HashMap::new(),
            };
            match self.mode {
                FusionMode::ProducerConsumer => fusion.fuse_producer_consumer_nodes(usize::MAX),
                FusionMode::Sibling => fusion.fuse_sibling_nodes(),
                FusionMode::Greedy => {
                    fusion.fuse_producer_consumer_nodes(1);
                    fusion.fuse_sibling_nodes();
                    fusion.fuse_producer_consumer_nodes(usize::MAX);
                }
            }
            fusion.erase_unused_memref_allocations();
        }
        Ok(())
    }
}

/// Whether `op` is an affine access op (MLIR's `AffineMapAccessInterface`).
fn is_affine_map_access(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(body.op_name(op)),
        "affine.load"
            | "affine.store"
            | "affine.vector_load"
            | "affine.vector_store"
            | "affine.prefetch"
            | "affine.dma_start"
            | "affine.dma_wait"
    )
}

/// Whether `memref` may be accessed other than by the affine accesses of
/// `block`: a block argument, not freshly allocated, or used by an op of
/// `block` that is not an affine access (or outside the region).
fn is_escaping_memref(ctx: &Context, body: &Body, memref: ValueId, block: BlockId) -> bool {
    let Some(def) = body.defining_op(memref) else {
        return true;
    };
    let mut effects = Vec::new();
    if let Some(i) = strata_ir::OpRef::new(ctx, body, def).def().and_then(|d| {
        d.interfaces
            .get::<strata_ir::interfaces::MemoryEffectOpInterface>()
    }) {
        (i.effects)(strata_ir::OpRef::new(ctx, body, def), &mut effects);
    }
    let single_alloc = effects
        .iter()
        .filter(|e| e.value == Some(memref))
        .all(|e| e.kind == EffectKind::Allocate)
        && effects
            .iter()
            .any(|e| e.value == Some(memref) && e.kind == EffectKind::Allocate);
    if !single_alloc {
        return true;
    }
    let region = body.block_region(block);
    body.uses(memref).any(|(user, _)| {
        // The ancestor of the user in the block's region.
        let mut cur = user;
        loop {
            let b = body.op_block(cur);
            if b.and_then(|b| body.block_region(b)) == region {
                break;
            }
            match body.parent_op(cur) {
                Some(p) => cur = p,
                None => return true,
            }
        }
        if body.op_block(cur) != Some(block) {
            return false;
        }
        !is_affine_map_access(ctx, body, user)
    })
}

struct GreedyFusion<'a, 'b> {
    ctx: &'a Context,
    body: &'b mut Body,
    mdg: MemRefDependenceGraph,
    opts: &'a AffineLoopFusion,
    /// Memory footprints of nests, dropped when a nest changes (fusion
    /// would otherwise recompute a growing nest's for every candidate).
    footprints: HashMap<OpId, u64>,
    /// Whether a nest's accesses depend on each other in a cycle, dropped
    /// with its footprint.
    cyclic: HashMap<OpId, bool>,
    /// The regions of accesses behind the footprints (see
    /// [`RegionCache`]).
    regions: RegionCache,
}

impl GreedyFusion<'_, '_> {
    /// Drops what is known of the nest `op` after it changed.
    fn nest_changed(&mut self, op: OpId) {
        self.footprints.remove(&op);
        self.cyclic.remove(&op);
    }

    /// [`has_cyclic_dependence`] of the nest `op`, remembered.
    fn is_cyclic(&mut self, op: OpId) -> bool {
        let (ctx, body) = (self.ctx, &*self.body);
        *self
            .cyclic
            .entry(op)
            .or_insert_with(|| has_cyclic_dependence(ctx, body, op))
    }

    fn memref_of(&self, op: OpId) -> Option<ValueId> {
        MemRefAccess::get_with_vectors(self.ctx, self.body, op).map(|a| a.memref)
    }

    /// The loop nests writing a memref `dst` reads, by id.
    fn producer_candidates(&self, dst: usize) -> Vec<usize> {
        let Some(ins) = self.mdg.in_edges.get(&dst) else {
            return Vec::new();
        };
        let consumed: Vec<ValueId> = self
            .mdg
            .node(dst)
            .loads
            .iter()
            .filter_map(|&l| self.memref_of(l))
            .collect();
        let mut out: Vec<usize> = ins
            .iter()
            .map(|e| e.id)
            .filter(|&id| {
                let n = self.mdg.node(id);
                is_affine_for(self.ctx, self.body, n.op)
                    && n.stores
                        .iter()
                        .any(|&s| self.memref_of(s).is_some_and(|m| consumed.contains(&m)))
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The memrefs `src` writes and `dst` reads.
    fn producer_consumer_memrefs(&self, src: &[OpId], dst: &[OpId]) -> Vec<ValueId> {
        let written: Vec<ValueId> = src
            .iter()
            .filter_map(|&o| MemRefAccess::get_with_vectors(self.ctx, self.body, o))
            .filter(|a| a.is_store)
            .map(|a| a.memref)
            .collect();
        let mut out = Vec::new();
        for &o in dst {
            if let Some(a) = MemRefAccess::get_with_vectors(self.ctx, self.body, o) {
                if !a.is_store && written.contains(&a.memref) && !out.contains(&a.memref) {
                    out.push(a.memref);
                }
            }
        }
        out
    }

    fn fuse_producer_consumer_nodes(&mut self, max_src_user_count: usize) {
        let mut worklist = self.mdg.worklist_order();
        while let Some(dst) = worklist.pop() {
            self.perform_fusions_into_dest(dst, max_src_user_count);
        }
    }

    fn perform_fusions_into_dest(&mut self, dst: usize, max_src_user_count: usize) {
        let (ctx, opts) = (self.ctx, self.opts);
        if !self.mdg.nodes.contains_key(&dst) {
            return;
        }
        let dst_op = self.mdg.node(dst).op;
        if !is_affine_for(ctx, self.body, dst_op) || self.body.num_results(dst_op) > 0 {
            return;
        }
        // Parallel loops outside raise the depth a slice can go to.
        sink_sequential_loops(ctx, self.body, dst_op);
        self.nest_changed(dst_op);
        loop {
            let mut changed = false;
            for src in self.producer_candidates(dst).into_iter().rev() {
                if !self.mdg.nodes.contains_key(&src) {
                    continue;
                }
                let src_op = self.mdg.node(src).op;
                if self.body.num_results(src_op) > 0 {
                    continue;
                }
                let pc =
                    self.producer_consumer_memrefs(&self.mdg.node(src).stores, &self.mdg.node(dst).loads);
                if pc
                    .iter()
                    .any(|&m| self.mdg.out_edge_count(src, Some(m)) > max_src_user_count)
                {
                    continue;
                }
                let escaping: Vec<ValueId> = {
                    let mut e = Vec::new();
                    for &s in &self.mdg.node(src).stores {
                        if let Some(m) = self.memref_of(s) {
                            if !e.contains(&m) && is_escaping_memref(ctx, self.body, m, self.mdg.block) {
                                e.push(m);
                            }
                        }
                    }
                    e
                };
                let Some(ins_point) = self.mdg.fused_loop_nest_insertion_point(self.body, src, dst) else {
                    continue;
                };
                let surrounding = affine_for_ivs(ctx, self.body, dst_op).len();
                let dnode = self.mdg.node(dst);
                let dst_memref_ops: Vec<OpId> = dnode
                    .loads
                    .iter()
                    .chain(&dnode.stores)
                    .copied()
                    .filter(|&o| self.memref_of(o).is_some_and(|m| pc.contains(&m)))
                    .collect();
                if dst_memref_ops.is_empty() {
                    continue;
                }
                let test_depth =
                    innermost_common_loop_depth(ctx, self.body, &dst_memref_ops).saturating_sub(surrounding);
                let (slices, max_legal) = legal_slices(
                    ctx,
                    self.body,
                    (src_op, dst_op),
                    surrounding,
                    test_depth,
                    FusionStrategy::ProducerConsumer,
                );
                if max_legal == 0 {
                    continue;
                }
                let cyclic = self.is_cyclic(src_op);
                let Some(tolerance) = source_tolerance(
                    ctx,
                    self.body,
                    opts,
                    cyclic,
                    (src_op, dst_op),
                    &slices[max_legal - 1],
                ) else {
                    return;
                };
                let mut best = max_legal;
                if !opts.maximal {
                    let producer_stores: Vec<OpId> = self
                        .mdg
                        .node(src)
                        .stores
                        .iter()
                        .copied()
                        .filter(|&s| self.memref_of(s).is_some_and(|m| pc.contains(&m)))
                        .collect();
                    // With several producer stores the first one stands for
                    // them (as mlir-opt 22 does).
                    if !producer_stores.is_empty() {
                        match is_fusion_profitable(
                            ctx,
                            self.body,
                            (&mut self.footprints, &mut self.regions),
                            src_op,
                            producer_stores[0],
                            dst_op,
                            &slices,
                            max_legal,
                            tolerance,
                        ) {
                            Some(d) => best = d,
                            None => continue,
                        }
                    }
                }
                let Some(slice) = slices[best - 1].clone() else {
                    continue;
                };
                let remove_src =
                    self.can_remove_src_node_after_fusion(src, dst, &slice, ins_point, &escaping);
                let private: Vec<ValueId> = pc
                    .iter()
                    .copied()
                    .filter(|&m| self.can_create_private_memref(m, &escaping, src, dst, remove_src))
                    .collect();
                fuse_loops(ctx, self.body, src_op, &slice, false);
                self.nest_changed(dst_op);
                changed = true;
                if ins_point != dst_op {
                    self.body.move_op(dst_op, InsertPoint::Before(ins_point));
                }
                self.mdg.update_edges(src, dst, &private, remove_src);
                if !private.is_empty() {
                    let mut per_memref: Vec<(ValueId, Vec<OpId>)> = Vec::new();
                    let _ = self.body.walk(dst_op, WalkOrder::PreOrder, &mut |o| {
                        if let Some(a) = MemRefAccess::get_with_vectors(ctx, self.body, o) {
                            if a.is_store && private.contains(&a.memref) {
                                match per_memref.iter_mut().find(|(m, _)| *m == a.memref) {
                                    Some((_, v)) => v.push(o),
                                    None => per_memref.push((a.memref, vec![o])),
                                }
                            }
                        }
                        WalkResult::Advance
                    });
                    // (mlir-opt visits these memrefs in the order of a hash
                    // of their addresses, which varies from run to run;
                    // program order here.)
                    for (_, stores) in per_memref {
                        // Only stores with one access function get a
                        // private memref (as mlir-opt).
                        if !same_access_functions(ctx, self.body, &stores) {
                            continue;
                        }
                        if let Some(new) =
                            self.create_private_memref(dst_op, &stores, best, slice.insert_block)
                        {
                            if let Some(alloc) = self.body.defining_op(new) {
                                let id = self.mdg.add_node(alloc);
                                self.mdg.add_edge(id, dst, new, true);
                            }
                        }
                    }
                }
                self.mdg.refresh_node(ctx, self.body, dst);
                if remove_src {
                    self.nest_changed(src_op);
                    self.body.erase_op(src_op);
                    self.mdg.remove_node(src);
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn can_remove_src_node_after_fusion(
        &self,
        src: usize,
        dst: usize,
        slice: &ComputationSlice,
        ins_point: OpId,
        escaping: &[ValueId],
    ) -> bool {
        let dst_op = self.mdg.node(dst).op;
        let mut has_out_deps = false;
        for e in self.mdg.out_edges.get(&src).map(Vec::as_slice).unwrap_or(&[]) {
            let dep = self.mdg.node(e.id).op;
            if dep == dst_op {
                continue;
            }
            if self.body.op_block(dep) != self.body.op_block(dst_op) {
                return false;
            }
            if ins_point != dep && !self.body.is_before_in_block(ins_point, dep) {
                return false;
            }
            has_out_deps = true;
        }
        if has_out_deps || !escaping.is_empty() {
            return slice.is_maximal(self.ctx, self.body) == Some(true);
        }
        true
    }

    fn can_create_private_memref(
        &self,
        memref: ValueId,
        escaping: &[ValueId],
        producer: usize,
        consumer: usize,
        remove_src: bool,
    ) -> bool {
        let (ctx, body) = (self.ctx, &*self.body);
        if escaping.contains(&memref)
            && (remove_src || self.mdg.node(consumer).store_op_count(ctx, body, memref) > 0)
        {
            return false;
        }
        // Beyond mlir-opt: a memref that escapes holds values the producer
        // did not write; a private copy only works when the consumer reads
        // nothing but what the producer writes.
        if escaping.contains(&memref) && !self.reads_covered_by_writes(memref, producer, consumer) {
            return false;
        }
        if self.mdg.incoming_memref_accesses(ctx, body, producer, memref) > 0
            || self.mdg.out_edge_count(consumer, Some(memref)) > 0
        {
            return false;
        }
        if remove_src
            && self
                .mdg
                .out_edges
                .get(&producer)
                .is_some_and(|es| es.iter().any(|e| e.value == memref && e.id != consumer))
        {
            return false;
        }
        true
    }

    /// Whether every element of `memref` the `consumer` reads is one the
    /// single store of `producer` to it writes (regions over the whole
    /// nests).
    fn reads_covered_by_writes(&self, memref: ValueId, producer: usize, consumer: usize) -> bool {
        let (ctx, body) = (self.ctx, &*self.body);
        let stores: Vec<OpId> = self
            .mdg
            .node(producer)
            .stores
            .iter()
            .copied()
            .filter(|&o| self.memref_of(o) == Some(memref))
            .collect();
        let [store] = stores[..] else {
            return false;
        };
        let Some(written) = MemRefRegion::compute(ctx, body, store, 0, None, true) else {
            return false;
        };
        self.mdg
            .node(consumer)
            .loads_of(ctx, body, memref)
            .into_iter()
            .all(|l| {
                MemRefRegion::compute(ctx, body, l, 0, None, true).is_some_and(|read| written.contains(&read))
            })
    }

    /// Replaces the memref the `stores` (in the fused nest `for_op`) write
    /// by a new one holding just what one iteration of the loop at
    /// `depth` needs, its accesses re-indexed (MLIR's
    /// `createPrivateMemRef`). Returns the new memref.
    fn create_private_memref(
        &mut self,
        for_op: OpId,
        stores: &[OpId],
        depth: usize,
        insert_block: BlockId,
    ) -> Option<ValueId> {
        let ctx = self.ctx;
        let store = *stores.first()?;
        let region = MemRefRegion::compute(ctx, self.body, store, depth, None, true)?;
        let bbox = region.constant_bounding_box(ctx, self.body)?;
        let old = region.memref;
        let old_ty = self.body.value_type(old);
        let TypeKind::MemRef {
            element,
            memory_space,
            ..
        } = ctx.type_kind(old_ty).clone()
        else {
            return None;
        };
        let params = region.parameters();
        let np = params.len();
        let rank = bbox.shape.len();
        let buf_size = memref_element_size_bytes(ctx, old_ty)?.checked_mul(bbox.num_elements)?;
        let space: Option<Attribute> = match self.opts.fast_mem_space {
            Some(s) if (buf_size as u64) <= self.opts.local_buf_threshold.saturating_mul(1024) => {
                (s != 0).then(|| ctx.integer_attr(ctx.integer_type(64), i64::from(s)))
            }
            _ => memory_space,
        };
        let new_ty = ctx.intern_type(TypeKind::MemRef {
            shape: bbox.shape.clone().into(),
            element,
            layout: None,
            memory_space: space,
        });
        // A private copy of the same type would change nothing (mlir-opt
        // leaves the memref as it is then).
        if new_ty == old_ty {
            return None;
        }
        // The allocation goes to the start of the region holding the nest
        // (its entry block), as in mlir-opt.
        let block = self.body.op_block(for_op)?;
        let block = self
            .body
            .block_region(block)
            .and_then(|r| self.body.region_entry(r))
            .unwrap_or(block);
        let loc = self.body.op_loc(for_op);
        let new = {
            let mut b = OpBuilder::new(ctx, self.body);
            b.set_insertion_point_to_start(block);
            let a = strata_dialect_memref::AllocOp::build(&mut b, loc, new_ty, &[], &[], None);
            a.memref(&b)
        };
        // Index remap: new index = old index - lower bound.
        let mut results = Vec::with_capacity(rank);
        for (i, lb) in bbox.lbs.iter().enumerate() {
            let e = ctx.affine_add(
                ctx.affine_dim((np + i) as u32),
                ctx.affine_mul(lb.to_expr(ctx), ctx.affine_constant(-1)),
            );
            results.push(simplify_affine_expr(ctx, e, (np + rank) as u32, 0));
        }
        let remap = AffineMap::new((np + rank) as u32, 0, results);
        let filter = self.dominance_filter(stores, insert_block)?;
        let filter_block = self.body.op_block(filter)?;
        let accept = move |body: &Body, user: OpId| {
            find_ancestor_op_in_block(body, filter_block, user)
                .is_some_and(|a| a == filter || body.is_before_in_block(filter, a))
        };
        let remap = IndexRemap {
            map: Some(&remap),
            extra_operands: &params,
            ..IndexRemap::default()
        };
        replace_all_memref_uses_with(ctx, self.body, (old, new), remap, OtherUses::Rewrite, &accept);
        Some(new)
    }

    /// The first ancestor of the `stores`, in the innermost block holding
    /// them and the slice: uses from there on see the private memref.
    fn dominance_filter(&self, stores: &[OpId], insert_block: BlockId) -> Option<OpId> {
        let body = &*self.body;
        let blocks_of = |mut op: OpId| {
            let mut v = Vec::new();
            loop {
                if let Some(b) = body.op_block(op) {
                    v.push(b);
                }
                match body.parent_op(op) {
                    Some(p) => op = p,
                    None => break,
                }
            }
            v
        };
        let first = body.block_ops(insert_block).next()?;
        let mut common: Vec<BlockId> = blocks_of(first);
        for &s in stores {
            let bs = blocks_of(s);
            common.retain(|b| bs.contains(b));
        }
        let block = *common.first()?;
        let mut best: Option<OpId> = None;
        for &s in stores {
            let a = find_ancestor_op_in_block(body, block, s)?;
            if best.is_none_or(|b| body.is_before_in_block(a, b)) {
                best = Some(a);
            }
        }
        best
    }

    fn fuse_sibling_nodes(&mut self) {
        let mut worklist = self.mdg.worklist_order();
        while let Some(dst) = worklist.pop() {
            if !self.mdg.nodes.contains_key(&dst) {
                continue;
            }
            if !is_affine_for(self.ctx, self.body, self.mdg.node(dst).op) {
                continue;
            }
            self.fuse_with_sibling_nodes(dst);
        }
    }

    fn can_fuse_with_sibling(&self, sib: usize, dst: usize, memref: ValueId) -> bool {
        let (ctx, body) = (self.ctx, &*self.body);
        let s = self.mdg.node(sib);
        // The sibling goes away: nothing may use its results (mlir-opt
        // fuses such loops and crashes, see docs/deviations.md).
        if body.op_has_uses(s.op) || body.op_has_uses(self.mdg.node(dst).op) {
            return false;
        }
        if s.load_op_count(ctx, body, memref) != 1 {
            return false;
        }
        if self.mdg.has_dependence_path(body, sib, dst) || self.mdg.has_dependence_path(body, dst, sib) {
            return false;
        }
        if s.load_and_store_memrefs(ctx, body)
            .iter()
            .any(|&m| self.mdg.incoming_memref_accesses(ctx, body, sib, m) > 0)
        {
            return false;
        }
        let mut stored: Vec<ValueId> = Vec::new();
        for &o in &s.stores {
            if let Some(m) = self.memref_of(o) {
                if !stored.contains(&m) {
                    stored.push(m);
                }
            }
        }
        stored.len() <= 1
    }

    fn find_sibling_node_to_fuse(&self, dst: usize, visited: &mut Vec<usize>) -> Option<(usize, ValueId)> {
        let (ctx, body) = (self.ctx, &*self.body);
        let dst_node = self.mdg.node(dst);
        let block = body.op_block(dst_node.op)?;
        for arg in body.block_args(block).to_vec() {
            for (user, _) in body.uses(arg).collect::<Vec<_>>() {
                let Some(a) = MemRefAccess::get_with_vectors(ctx, body, user) else {
                    continue;
                };
                if a.is_store {
                    continue;
                }
                let loops = affine_for_ivs(ctx, body, user);
                let Some(&l) = loops.iter().find(|&&l| body.op_block(l) == Some(self.mdg.block)) else {
                    continue;
                };
                let Some(sib) = self.mdg.node_of(l) else {
                    continue;
                };
                if sib == dst || visited.contains(&sib) {
                    continue;
                }
                if dst_node.load_op_count(ctx, body, a.memref) == 0 {
                    continue;
                }
                if self.can_fuse_with_sibling(sib, dst, a.memref) {
                    visited.push(sib);
                    return Some((sib, a.memref));
                }
            }
        }
        let ins: Vec<graph::Edge> = self
            .mdg
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .copied()
                    .filter(|e| {
                        // A read-after-write edge, or one from the op
                        // defining the memref (an allocation, a view).
                        let src = self.mdg.node(e.id);
                        is_memref_value(ctx, body, e.value)
                            && dst_node.load_op_count(ctx, body, e.value) > 0
                            && (src.store_op_count(ctx, body, e.value) > 0
                                || body.defining_op(e.value) == Some(src.op))
                    })
                    .collect()
            })
            .unwrap_or_default();
        for ie in ins {
            for oe in self.mdg.out_edges.get(&ie.id).cloned().unwrap_or_default() {
                if !is_memref_value(ctx, body, oe.value) || visited.contains(&oe.id) {
                    continue;
                }
                if oe.id == dst || oe.value != ie.value {
                    continue;
                }
                if !is_affine_for(ctx, body, self.mdg.node(oe.id).op) {
                    continue;
                }
                if self.can_fuse_with_sibling(oe.id, dst, oe.value) {
                    visited.push(oe.id);
                    return Some((oe.id, oe.value));
                }
            }
        }
        None
    }

    fn fuse_with_sibling_nodes(&mut self, dst: usize) {
        let ctx = self.ctx;
        let mut visited = Vec::new();
        while let Some((sib, memref)) = self.find_sibling_node_to_fuse(dst, &mut visited) {
            let (sib_op, dst_op) = (self.mdg.node(sib).op, self.mdg.node(dst).op);
            let ins_point = if self.body.is_before_in_block(sib_op, dst_op) {
                self.mdg.fused_loop_nest_insertion_point(self.body, sib, dst)
            } else {
                self.mdg.fused_loop_nest_insertion_point(self.body, dst, sib)
            };
            let Some(ins_point) = ins_point else {
                continue;
            };
            let sib_loads = self.mdg.node(sib).loads_of(ctx, self.body, memref);
            if sib_loads.len() != 1 {
                continue;
            }
            let dst_loads = self.mdg.node(dst).loads_of(ctx, self.body, memref);
            let Some(&dst_load) = dst_loads.first() else {
                continue;
            };
            let surrounding = affine_for_ivs(ctx, self.body, dst_op).len();
            let test_depth = affine_for_ivs(ctx, self.body, dst_load)
                .len()
                .saturating_sub(surrounding);
            let (slices, max_legal) = legal_slices(
                ctx,
                self.body,
                (sib_op, dst_op),
                surrounding,
                test_depth,
                FusionStrategy::Sibling(memref),
            );
            if max_legal == 0 {
                continue;
            }
            let cyclic = self.is_cyclic(sib_op);
            let Some(tolerance) = source_tolerance(
                ctx,
                self.body,
                self.opts,
                cyclic,
                (sib_op, dst_op),
                &slices[max_legal - 1],
            ) else {
                return;
            };
            let mut best = max_legal;
            if !self.opts.maximal {
                match is_fusion_profitable(
                    ctx,
                    self.body,
                    (&mut self.footprints, &mut self.regions),
                    sib_op,
                    sib_loads[0],
                    dst_op,
                    &slices,
                    max_legal,
                    tolerance,
                ) {
                    Some(d) => best = d,
                    None => continue,
                }
            }
            let Some(slice) = slices[best - 1].clone() else {
                continue;
            };
            // The sibling goes away: the slice must run all of it.
            if slice.is_maximal(ctx, self.body) != Some(true) {
                continue;
            }
            // Into the destination's innermost loop, reductions merge.
            fuse_loops(ctx, self.body, sib_op, &slice, best == test_depth);
            self.nest_changed(dst_op);
            if ins_point != dst_op {
                self.body.move_op(dst_op, InsertPoint::Before(ins_point));
            }
            self.mdg.update_edges_sibling(sib, dst);
            self.mdg.refresh_node(ctx, self.body, dst);
            if self.mdg.out_edge_count(sib, None) == 0 {
                self.mdg.remove_node(sib);
                self.nest_changed(sib_op);
                self.body.erase_op(sib_op);
            }
        }
    }

    fn erase_unused_memref_allocations(&mut self) {
        for (memref, count) in self.mdg.memref_edge_count.clone() {
            if count > 0 || self.body.has_uses(memref) {
                continue;
            }
            if let Some(op) = self.body.defining_op(memref) {
                if self.ctx.op_name_str(self.body.op_name(op)) == "memref.alloc" && self.body.is_live(op) {
                    self.body.erase_op(op);
                }
            }
        }
    }
}

/// Whether the affine accesses `ops` all compute the same subscripts.
fn same_access_functions(ctx: &Context, body: &Body, ops: &[OpId]) -> bool {
    let key = |o: OpId| {
        let a = MemRefAccess::get_with_vectors(ctx, body, o)?;
        let (mut m, mut operands) = (a.map, a.operands);
        strata_dialect_affine::compose_affine_map_and_operands(ctx, body, &mut m, &mut operands);
        strata_dialect_affine::canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
        let m = strata_dialect_affine::simplify_affine_map(ctx, &m);
        Some((m, operands))
    };
    let Some(first) = ops.first().map(|&o| key(o)) else {
        return true;
    };
    first.is_some() && ops.iter().all(|&o| key(o) == first)
}

fn is_memref_value(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(
        ctx.type_kind(body.value_type(v)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// The slices of the nest of `src` legal to fuse into `dst` at each depth
/// `1..=test_depth` below its `surrounding` loops (`None` where fusing is
/// illegal), with the deepest legal depth (0 when none is).
fn legal_slices(
    ctx: &Context,
    body: &Body,
    (src, dst): (OpId, OpId),
    surrounding: usize,
    test_depth: usize,
    strategy: FusionStrategy,
) -> (Vec<Option<ComputationSlice>>, usize) {
    let mut slices = vec![None; test_depth];
    let mut max_legal = 0;
    for i in 1..=test_depth {
        if let Some(s) = can_fuse_loops(ctx, body, src, dst, i + surrounding, strategy).slice() {
            slices[i - 1] = Some(s);
            max_legal = i;
        }
    }
    (slices, max_legal)
}

/// The redundant computation tolerated when fusing the nest `src` into
/// `dst` with `slice` (the one at the deepest legal depth), or `None` when
/// fusion into `dst` must stop. Slicing a source whose accesses depend on
/// each other in a cycle (`cyclic`) is only sound without redundant iterations:
/// maximal fusion gives up on the destination unless the slice adds
/// none, and the cost model tolerates none (MLIR's check with
/// `hasCyclicDependence`).
fn source_tolerance(
    ctx: &Context,
    body: &Body,
    opts: &AffineLoopFusion,
    cyclic: bool,
    (src, dst): (OpId, OpId),
    slice: &Option<ComputationSlice>,
) -> Option<f64> {
    if !cyclic {
        return Some(opts.compute_tolerance);
    }
    if !opts.maximal {
        return Some(0.0);
    }
    let fraction = slice
        .as_ref()
        .and_then(|s| additional_compute_fraction(ctx, body, src, dst, s))?;
    (fraction <= 0.0).then_some(opts.compute_tolerance)
}

/// The redundant computation that fusing `slice` of the nest `src_root`
/// into the nest `dst` adds, as a fraction of the two nests' costs
/// (MLIR's `getAdditionalComputeFraction`).
fn additional_compute_fraction(
    ctx: &Context,
    body: &Body,
    src_root: OpId,
    dst: OpId,
    slice: &ComputationSlice,
) -> Option<f64> {
    let src_stats = loop_nest_stats(ctx, body, src_root)?;
    let dst_stats = loop_nest_stats(ctx, body, dst)?;
    let src_cost = compute_cost(&src_stats, src_root, None, None);
    let dst_cost = compute_cost(&dst_stats, dst, None, None);
    let fused = fusion_compute_cost(ctx, body, src_root, &src_stats, dst, &dst_stats, slice)?;
    Some(fused as f64 / (src_cost as f64 + dst_cost as f64) - 1.0)
}

/// The depth at which fusing the slice of the nest `src_root` into
/// `dst` is most profitable, if any: the one that shrinks the region
/// `src_store` writes the most while adding less redundant computation
/// than `tolerance`, and not growing the memory footprint (MLIR's
/// `isFusionProfitable`).
#[allow(clippy::too_many_arguments)]
fn is_fusion_profitable(
    ctx: &Context,
    body: &Body,
    (footprints, regions): (&mut HashMap<OpId, u64>, &mut RegionCache),
    src_root: OpId,
    src_store: OpId,
    dst: OpId,
    slices: &[Option<ComputationSlice>],
    max_legal: usize,
    tolerance: f64,
) -> Option<usize> {
    if max_legal == 0 {
        return None;
    }
    let src_region_size =
        MemRefRegion::compute(ctx, body, src_store, 0, None, true)?.region_size_bytes(ctx, body)?;
    let mut best: Option<(usize, f64, i64)> = None;
    for i in (1..=max_legal).rev() {
        let Some(slice) = slices.get(i - 1).and_then(|s| s.as_ref()) else {
            continue;
        };
        let Some(additional) = additional_compute_fraction(ctx, body, src_root, dst, slice) else {
            continue;
        };
        let Some(slice_size) = MemRefRegion::compute(ctx, body, src_store, 0, Some(slice), true)
            .and_then(|r| r.region_size_bytes(ctx, body))
            .filter(|&s| s != 0)
        else {
            continue;
        };
        let reduction = src_region_size as f64 / slice_size as f64;
        if reduction > best.map_or(0.0, |b| b.1) && additional <= tolerance {
            best = Some((i, reduction, slice_size));
        }
    }
    let (depth, _, slice_mem) = best?;
    // Only footprints that could be computed are kept: a failed union
    // warns each time, as in mlir-opt.
    let mut footprint = |op: OpId| {
        if let Some(&fp) = footprints.get(&op) {
            return Some(fp);
        }
        let fp = footprint_bytes_cached(ctx, body, op, regions)?;
        footprints.insert(op, fp);
        Some(fp)
    };
    let (dst_mem, src_mem) = (footprint(dst), footprint(src_root));
    let (dst_mem, src_mem) = (dst_mem?, src_mem?);
    if dst_mem + u64::try_from(slice_mem).ok()? > src_mem + dst_mem {
        return None;
    }
    Some(depth)
}
