//! One-Shot Analysis: which tensor operands bufferize in place.
//!
//! Tensor values are grouped in alias sets (values whose buffers may
//! alias after bufferization) and equivalence sets (the same buffer),
//! both grown as operands are decided in place. Operands are decided one
//! at a time, ops bottom-up; an operand bufferizes in place unless doing
//! so would make a read see a write that happens after the value it reads
//! was defined (a read-after-write conflict), or would write a buffer that
//! must not be written (a function argument that is not writable, a
//! constant, a `to_tensor` without `writable`).

use rustc_hash::{FxHashMap, FxHashSet};
use std::borrow::Cow;

use strata_ir::bufferization::{
    bufferizable, is_tensor, AliasingValue, BufferRelation, BufferizableOpInterface, SubsetInsertion,
};
use strata_ir::dominance::DominanceInfo;
use strata_ir::interfaces::successor_operands;
use strata_ir::{BlockId, Body, Context, OpId, OpRef, RegionId, ValueDef, ValueId, WalkResult};

/// Union-find over values with the members of each set, listed in the
/// order MLIR's equivalence classes list them: a union puts the members
/// of its first value's set before those of its second's (which the dump
/// of alias sets shows).
#[derive(Default)]
pub(crate) struct Sets {
    parent: FxHashMap<ValueId, ValueId>,
    /// Per set (by its root): its size and the first and last members of
    /// its list.
    lists: FxHashMap<ValueId, (usize, ValueId, ValueId)>,
    /// The member after each in its set's list.
    next: FxHashMap<ValueId, ValueId>,
}

impl Sets {
    pub(crate) fn find(&self, mut v: ValueId) -> ValueId {
        while let Some(&p) = self.parent.get(&v) {
            if p == v {
                break;
            }
            v = p;
        }
        v
    }

    fn ensure(&mut self, v: ValueId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.parent.entry(v) {
            e.insert(v);
            self.lists.insert(v, (1, v, v));
        }
    }

    pub(crate) fn union(&mut self, a: ValueId, b: ValueId) {
        self.ensure(a);
        self.ensure(b);
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let (Some((na, first_a, last_a)), Some((nb, first_b, last_b))) =
            (self.lists.remove(&ra), self.lists.remove(&rb))
        else {
            return;
        };
        // `a`'s members first; the smaller set joins the larger, so each
        // value's root changes O(log n) times.
        self.next.insert(last_a, first_b);
        let (big, small) = if na >= nb { (ra, rb) } else { (rb, ra) };
        self.parent.insert(small, big);
        self.lists.insert(big, (na + nb, first_a, last_b));
    }

    pub(crate) fn members(&self, v: ValueId) -> Vec<ValueId> {
        let Some(&(n, first, _)) = self.lists.get(&self.find(v)) else {
            return vec![v];
        };
        let mut out = Vec::with_capacity(n);
        let mut cur = Some(first);
        while let Some(x) = cur.filter(|_| out.len() < n) {
            out.push(x);
            cur = self.next.get(&x).copied();
        }
        out
    }
}

/// The dialects whose ops bufferize (`dialect-filter`): the ops of the
/// others are left alone, as ops without the interface. Empty: all.
#[derive(Clone, Default)]
pub(crate) struct OpFilter {
    pub(crate) dialects: Vec<String>,
}

impl OpFilter {
    /// Whether `op` may bufferize.
    pub(crate) fn allows(&self, op: OpRef<'_>) -> bool {
        if self.dialects.is_empty() {
            return true;
        }
        let name = op.ctx.op_name_str(op.body.op_name(op.id));
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.dialects.iter().any(|d| d == dialect)
    }

    /// The interface of `op`, if it has one and may bufferize.
    pub(crate) fn iface<'o>(&self, op: OpRef<'o>) -> Option<&'o BufferizableOpInterface> {
        if self.allows(op) {
            bufferizable(op)
        } else {
            None
        }
    }
}

/// What the analysis of a callee says about a call to it: which tensor
/// operands it reads and writes, and, per result, the operand it is
/// equivalent to.
#[derive(Clone, Default)]
pub(crate) struct CallInfo {
    pub(crate) reads: Vec<bool>,
    pub(crate) writes: Vec<bool>,
    pub(crate) equivalent_operand: Vec<Option<usize>>,
    /// Per result, the tensor operands whose buffers it may alias (a view
    /// of an argument) without being equivalent to them.
    pub(crate) aliasing_operands: Vec<Vec<usize>>,
}

/// The analysis' decisions for one body.
#[derive(Default)]
pub(crate) struct Analysis {
    /// The calls in the body whose callee was analyzed.
    pub(crate) calls: FxHashMap<OpId, CallInfo>,
    /// The ops that may bufferize.
    pub(crate) filter: OpFilter,
    /// Whether writes in parallel regions to buffers defined outside of
    /// them go unchecked (`check-parallel-regions=false`).
    pub(crate) ignore_parallel_regions: bool,
    /// In-place decisions by (op, operand index).
    pub(crate) in_place: FxHashMap<(OpId, u32), bool>,
    /// Operands decided in place that bufferization still copies: what a
    /// loop yields that may be a buffer from outside it, when loops may
    /// return new allocations (MLIR's `resolveConflicts` of loops, after
    /// the analysis; the decision stays in place).
    pub(crate) copies: FxHashSet<(OpId, u32)>,
    pub(crate) aliases: Sets,
    pub(crate) equivalent: Sets,
    /// Values whose buffers must not be written.
    pub(crate) non_writable: FxHashSet<ValueId>,
    /// Whether the body's entry arguments (a function's) are writable.
    pub(crate) args_writable: bool,
    /// Operands that must bufferize in place but cannot, with the reason.
    pub(crate) errors: Vec<(OpId, &'static str)>,
    /// What the conflict checks ask of each tensor use, per (op, operand
    /// index), and of each op: computed once while the analysis runs (the
    /// hooks decode operand segments on every call) and dropped after it,
    /// since bufferization then changes the IR.
    facts: FxHashMap<(OpId, u32), UseFacts>,
    /// Per tensor value, the uses whose aliasing values include it (while
    /// the analysis runs).
    alias_sources: FxHashMap<ValueId, Vec<(OpId, u32)>>,
    ifaces: FxHashMap<OpId, Option<BufferizableOpInterface>>,
    /// Per op nested in (or directly in) the entry block of the body's
    /// only root region, the position of its ancestor in that block
    /// (while the analysis runs).
    top_pos: FxHashMap<OpId, u32>,
    /// The blocks on a cycle of branches, by the strongly connected
    /// component of their region's control flow graph they belong to
    /// (while the analysis runs).
    cyclic: FxHashMap<BlockId, u32>,
    /// Per tensor value, the innermost parallel regions (or `None`, no
    /// parallel region) holding what it was last written or allocated
    /// by, following aliasing operands back (MLIR's definitions or leaves
    /// of `findValueInReverseUseDefChain`); filled only when the body has
    /// a parallel region (while the analysis runs).
    parallel_leaves: FxHashMap<ValueId, Vec<Option<RegionId>>>,
}

/// The definitions a read sees: the ops that last wrote (or created) the
/// buffer, and per op the value whose buffer it defines.
#[derive(Default)]
struct Definitions {
    ops: Vec<OpId>,
    values: Vec<ValueId>,
}

impl Definitions {
    fn push(&mut self, op: OpId, value: ValueId) {
        self.ops.push(op);
        self.values.push(value);
    }
}

/// What the analysis asks of one tensor use.
struct UseFacts {
    reads: bool,
    writes: bool,
    aliasing: Vec<AliasingValue>,
}

/// The aliasing values of operand `i` of `op`.
pub(crate) fn aliasing_values(filter: &OpFilter, op: OpRef<'_>, i: usize) -> Vec<AliasingValue> {
    let mut out = Vec::new();
    if let Some(iface) = filter.iface(op) {
        (iface.aliasing_values)(op, i, &mut out);
    }
    out
}

fn reads(filter: &OpFilter, op: OpRef<'_>, i: usize) -> bool {
    filter.iface(op).is_none_or(|iface| (iface.reads)(op, i))
}

fn writes(filter: &OpFilter, op: OpRef<'_>, i: usize) -> bool {
    filter.iface(op).is_some_and(|iface| (iface.writes)(op, i))
}

/// Whether `op` is a `func.return` or a `func.call`: without function
/// boundaries they stay on tensors, handing their operands to code that
/// may write them.
fn is_return(op: OpRef<'_>) -> bool {
    matches!(
        op.ctx.op_name_str(op.body.op_name(op.id)),
        "func.return" | "func.call"
    )
}

/// The ops of `body` in pre-order.
pub(crate) fn ops_in_order(body: &Body) -> Vec<OpId> {
    let mut ops = Vec::new();
    body.walk_root_regions_forward(&mut |op| {
        ops.push(op);
        WalkResult::Advance
    });
    ops
}

/// The order in which the analysis decides ops (MLIR's
/// `analysis-heuristic`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Heuristic {
    /// The last ops first, each op before the ops nested in it.
    BottomUp,
    /// The first ops first, ops nested in an op before it.
    TopDown,
    /// First the ops whose results flow, through aliasing operands, into
    /// the terminators of nested regions (innermost regions first), then
    /// the others bottom-up: values yielded by loops then tend to stay in
    /// their iteration arguments' buffers.
    BottomUpFromTerminators,
}

/// The ops of `body` in post-order, visiting blocks and their ops last
/// first.
fn ops_reverse_post_order(body: &Body) -> Vec<OpId> {
    fn visit(body: &Body, op: OpId, out: &mut Vec<OpId>) {
        for &r in body.regions_in_body(op).iter().rev() {
            let blocks: Vec<_> = body.region_blocks(r).collect();
            for &b in blocks.iter().rev() {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                for &inner in ops.iter().rev() {
                    visit(body, inner, out);
                }
            }
        }
        out.push(op);
    }
    let mut out = Vec::new();
    for &r in body.root_regions().iter().rev() {
        let blocks: Vec<_> = body.region_blocks(r).collect();
        for &b in blocks.iter().rev() {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for &op in ops.iter().rev() {
                visit(body, op, &mut out);
            }
        }
    }
    out
}

/// The ops of `body` in post-order (nested ops before their parent),
/// blocks in their regions' order.
fn ops_post_order(body: &Body) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        for block in body.region_blocks(r) {
            for op in body.block_ops(block) {
                body.walk(op, strata_ir::WalkOrder::PostOrder, &mut |o| {
                    ops.push(o);
                    WalkResult::Advance
                });
            }
        }
    }
    ops
}

impl Analysis {
    /// Runs the analysis on `body` (a function's, owned by an op named
    /// `owner`), deciding ops in the order of `heuristic`; without one
    /// (copy-before-write), every write is out of place. `self` holds
    /// what is known before: `args_writable`, `calls` and `filter`.
    pub(crate) fn run(
        self,
        ctx: &Context,
        body: &Body,
        owner: Option<strata_ir::OpName>,
        heuristic: Option<Heuristic>,
        non_writable: &[ValueId],
    ) -> Analysis {
        let mut a = self;
        let dom = DominanceInfo::new(ctx, body, owner);
        let ops = ops_in_order(body);
        a.collect_facts(ctx, body, &ops);
        a.collect_positions(body, &dom);
        a.collect_cycles(body, &ops);
        if !a.ignore_parallel_regions {
            a.collect_parallel_leaves(ctx, body, &ops);
        }
        a.non_writable.extend(non_writable.iter().copied());
        a.find_non_writable(ctx, body, &ops);
        // Operands that must bufferize in place (yields) are in place
        // from the start, so every decision sees their aliases.
        for &op in &ops {
            let r = OpRef::new(ctx, body, op);
            let Some(iface) = a.filter.iface(r) else {
                continue;
            };
            for (i, v) in r.operands().enumerate() {
                if is_tensor(ctx, body.value_type(v)) && (iface.must_bufferize_in_place)(r, i) {
                    let read_only = a.aliases.members(v).iter().any(|x| a.non_writable.contains(x));
                    if a.writes(r, i) && !is_return(r) && read_only {
                        a.errors.push((
                            op,
                            "not bufferizable under the given constraints: would write to read-only buffer",
                        ));
                    }
                    a.decide(r, i, v, true);
                }
            }
        }
        // The operands that must be in place may already make a read see
        // a later write: no copy elsewhere can avoid that.
        let forced_write = a
            .in_place
            .keys()
            .any(|&(op, i)| a.writes(OpRef::new(ctx, body, op), i as usize));
        let forced_conflict = forced_write
            && heuristic.is_some()
            && a.in_place
                .keys()
                .any(|&(op, i)| a.would_conflict(ctx, body, &dom, op, i as usize, true));
        if forced_conflict {
            // Reported, as mlir-opt does, on the first op (nested ops
            // first) with an operand whose alias set holds the conflict.
            let first = ops_post_order(body).into_iter().find(|&op| {
                let r = OpRef::new(ctx, body, op);
                a.filter.iface(r).is_some()
                    && (0..r.num_operands()).any(|i| {
                        is_tensor(ctx, body.value_type(r.operand(i)))
                            && a.would_conflict(ctx, body, &dom, op, i, true)
                    })
            });
            if let Some(op) = first {
                a.errors.push((
                    op,
                    "not bufferizable under the given constraints: cannot avoid RaW conflict",
                ));
            }
        }
        // Bottom-up: the reverse of a post-order walk, so an op comes
        // before the ops nested in it and after the ops following it;
        // each op's operands in order.
        let copy_before_write = heuristic.is_none();
        let order = match heuristic.unwrap_or(Heuristic::BottomUp) {
            Heuristic::BottomUp => ops_post_order(body).into_iter().rev().collect(),
            Heuristic::TopDown => ops_post_order(body),
            Heuristic::BottomUpFromTerminators => a.terminators_first_order(ctx, body),
        };
        for &op in &order {
            let r = OpRef::new(ctx, body, op);
            let Some(iface) = a.filter.iface(r) else {
                continue;
            };
            for (i, v) in r.operands().enumerate() {
                if !is_tensor(ctx, body.value_type(v)) || (iface.must_bufferize_in_place)(r, i) {
                    continue;
                }
                let in_place = if copy_before_write {
                    // No analysis: every write gets its own copy, but for
                    // a to_buffer's, whose writes are its users' (mlir-opt
                    // makes none either).
                    !a.writes(r, i)
                        || is_return(r)
                        || ctx.op_name_str(body.op_name(op)) == "bufferization.to_buffer"
                } else {
                    !a.would_conflict(ctx, body, &dom, op, i, false)
                };
                a.decide(r, i, v, in_place);
            }
        }
        a.resolve_result_equivalences(ctx, body);
        a.merge_branch_equivalences(ctx, body, &ops);
        a.facts = FxHashMap::default();
        a.alias_sources = FxHashMap::default();
        a.ifaces = FxHashMap::default();
        a.top_pos = FxHashMap::default();
        a.cyclic = FxHashMap::default();
        a.parallel_leaves = FxHashMap::default();
        a
    }

    /// The innermost region enclosing `region` (or `region` itself) that
    /// its op runs in parallel (MLIR's `getParallelRegion`).
    fn parallel_region(&self, ctx: &Context, body: &Body, mut region: Option<RegionId>) -> Option<RegionId> {
        while let Some(rg) = region {
            let owner = body.region_parent_op(rg)?;
            let r = OpRef::new(ctx, body, owner);
            if let Some(iface) = self.iface(ctx, body, owner) {
                let k = body.regions_in_body(owner).iter().position(|&x| x == rg);
                if k.is_some_and(|k| (iface.is_parallel_region)(r, k)) {
                    return Some(rg);
                }
            }
            region = body.op_block(owner).and_then(|b| body.block_region(b));
        }
        None
    }

    /// The parallel region of the region holding `v`'s definition.
    fn own_parallel_region(&self, ctx: &Context, body: &Body, v: ValueId) -> Option<RegionId> {
        let block = match body.value_def(v) {
            ValueDef::Result(d, _) => body.op_block(d),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        };
        self.parallel_region(ctx, body, block.and_then(|b| body.block_region(b)))
    }

    /// Fills [`Analysis::parallel_leaves`]: region arguments are leaves;
    /// a result follows the uses aliasing it back (its op's operands, or a
    /// branch's yields for an `scf.if`), nested ops before their parents
    /// so that those uses' values come first.
    fn collect_parallel_leaves(&mut self, ctx: &Context, body: &Body, ops: &[OpId]) {
        let any = ops.iter().any(|&op| {
            let r = OpRef::new(ctx, body, op);
            self.iface(ctx, body, op)
                .is_some_and(|i| (0..body.regions_in_body(op).len()).any(|k| (i.is_parallel_region)(r, k)))
        });
        if !any {
            return;
        }
        for &op in ops {
            for &rg in body.regions_in_body(op) {
                let region = self.parallel_region(ctx, body, Some(rg));
                for block in body.region_blocks(rg) {
                    for &arg in body.block_args(block) {
                        if is_tensor(ctx, body.value_type(arg)) {
                            self.parallel_leaves.insert(arg, vec![region]);
                        }
                    }
                }
            }
        }
        for op in ops_post_order(body) {
            let own = self.parallel_region(ctx, body, body.op_block(op).and_then(|b| body.block_region(b)));
            for v in body.results(op) {
                if !is_tensor(ctx, body.value_type(v)) {
                    continue;
                }
                let mut leaves: Vec<Option<RegionId>> = Vec::new();
                let sources = self.alias_sources.get(&v).map(Vec::as_slice).unwrap_or_default();
                for &(user, k) in sources {
                    let writes = self.facts.get(&(user, k)).is_some_and(|f| f.writes);
                    let operand = body.operands(user).nth(k as usize);
                    match operand {
                        Some(operand) if !writes => match self.parallel_leaves.get(&operand) {
                            Some(l) => leaves.extend(l.iter().copied()),
                            None => leaves.push(self.own_parallel_region(ctx, body, operand)),
                        },
                        _ => leaves.push(own),
                    }
                }
                if sources.is_empty() {
                    leaves.push(own);
                }
                leaves.sort_unstable();
                leaves.dedup();
                self.parallel_leaves.insert(v, leaves);
            }
        }
    }

    /// Whether a write in place into operand `w` would race with the other
    /// iterations of a parallel region: the buffer it writes was defined
    /// outside of the write's innermost parallel region.
    fn writes_across_parallel_region(&self, ctx: &Context, body: &Body, w: (OpId, usize)) -> bool {
        let Some(v) = body.operands(w.0).nth(w.1) else {
            return false;
        };
        let region = self.parallel_region(ctx, body, body.op_block(w.0).and_then(|b| body.block_region(b)));
        match self.parallel_leaves.get(&v) {
            Some(leaves) => leaves.iter().any(|&l| l != region),
            None => self.own_parallel_region(ctx, body, v) != region,
        }
    }

    /// Finds the blocks on cycles of branches (Tarjan's strongly
    /// connected components, per region of more than one block).
    fn collect_cycles(&mut self, body: &Body, ops: &[OpId]) {
        let mut regions: Vec<RegionId> = body.root_regions().to_vec();
        for &op in ops {
            regions.extend(body.regions_in_body(op).iter().copied());
        }
        let mut next_id = 0u32;
        for region in regions {
            let blocks: Vec<BlockId> = body.region_blocks(region).collect();
            if blocks.len() < 2 {
                continue;
            }
            let index_of: FxHashMap<BlockId, usize> =
                blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
            let succs: Vec<Vec<usize>> = blocks
                .iter()
                .map(|&b| {
                    body.last_op(b)
                        .map(|t| {
                            body.successors(t)
                                .filter_map(|s| index_of.get(&s).copied())
                                .collect()
                        })
                        .unwrap_or_default()
                })
                .collect();
            for members in strata_ir::scc::sccs(&succs, 0..blocks.len()) {
                let cyclic = members.len() > 1 || succs[members[0]].contains(&members[0]);
                if cyclic {
                    for x in members {
                        self.cyclic.insert(blocks[x], next_id);
                    }
                    next_id += 1;
                }
            }
        }
    }

    /// Whether `a` and `b` are in blocks of one cycle of branches (the
    /// cheap part of [`Analysis::in_cycle_without_definition`]).
    fn same_cycle(&self, body: &Body, a: OpId, b: OpId) -> bool {
        if self.cyclic.is_empty() {
            return false;
        }
        match (body.op_block(a), body.op_block(b)) {
            (Some(x), Some(y)) => self
                .cyclic
                .get(&x)
                .is_some_and(|s| self.cyclic.get(&y) == Some(s)),
            _ => false,
        }
    }

    /// Whether the read and the write are in blocks of one cycle of
    /// branches that some definition the read sees is outside of (with
    /// `all`, that every definition is outside of): a later trip around
    /// the cycle then reads what an earlier one wrote, so the order of the
    /// ops does not rule a conflict out (MLIR's `canUseOpDominance` for
    /// unstructured control flow).
    fn in_cycle_without_definition(
        &self,
        ctx: &Context,
        body: &Body,
        read_op: OpId,
        write_op: OpId,
        defs: &[OpId],
        all: bool,
    ) -> bool {
        if self.cyclic.is_empty() {
            return false;
        }
        let (Some(rb), Some(wb)) = (body.op_block(read_op), body.op_block(write_op)) else {
            return false;
        };
        let Some(&scc) = self.cyclic.get(&rb) else {
            return false;
        };
        if self.cyclic.get(&wb) != Some(&scc) {
            return false;
        }
        let region = body.block_region(rb);
        // A definition inside the cycle: its ancestor in the same region.
        let inside = |d: OpId| {
            let mut cur = d;
            loop {
                let Some(block) = body.op_block(cur) else {
                    return false;
                };
                if body.block_region(block) == region {
                    return self.cyclic.get(&block) == Some(&scc);
                }
                match body.parent_op(cur) {
                    Some(p) => cur = p,
                    None => return false,
                }
            }
        };
        // Function arguments (no defining op) do not make a cycle a loop
        // around their definition: a write in another block than theirs
        // is what they are. Nor do new buffers of undefined contents,
        // which define nothing a later trip could read.
        let undefined = |d: OpId| undefined_contents(ctx, body, d);
        if all {
            defs.iter().any(|&d| !undefined(d)) && !defs.iter().any(|&d| inside(d))
        } else {
            defs.iter().any(|&d| !undefined(d) && !inside(d))
        }
    }

    fn collect_positions(&mut self, body: &Body, dom: &DominanceInfo<'_>) {
        let &[region] = body.root_regions() else {
            return;
        };
        let Some(entry) = body.region_entry(region) else {
            return;
        };
        if !dom.has_ssa_dominance(region) {
            return;
        }
        for (k, top) in body.block_ops(entry).enumerate() {
            body.walk(top, strata_ir::WalkOrder::PreOrder, &mut |o| {
                self.top_pos.insert(o, k as u32);
                WalkResult::Advance
            });
        }
    }

    fn collect_facts(&mut self, ctx: &Context, body: &Body, ops: &[OpId]) {
        for &op in ops {
            let r = OpRef::new(ctx, body, op);
            self.ifaces.insert(op, self.filter.iface(r).copied());
            for (i, v) in r.operands().enumerate() {
                if !is_tensor(ctx, body.value_type(v)) {
                    continue;
                }
                let f = UseFacts {
                    reads: self.reads(r, i),
                    writes: self.writes(r, i),
                    aliasing: self.aliasing(r, i),
                };
                for av in &f.aliasing {
                    self.alias_sources
                        .entry(av.value)
                        .or_default()
                        .push((op, i as u32));
                }
                self.facts.insert((op, i as u32), f);
            }
        }
    }

    /// The interface of `op` (cached while the analysis runs).
    fn iface<'c>(
        &'c self,
        ctx: &'c Context,
        body: &'c Body,
        op: OpId,
    ) -> Option<&'c BufferizableOpInterface> {
        match self.ifaces.get(&op) {
            Some(i) => i.as_ref(),
            None => self.filter.iface(OpRef::new(ctx, body, op)),
        }
    }

    /// [`Analysis::aliasing`], borrowed from the facts while the analysis
    /// runs.
    fn aliasing_of<'c>(&'c self, op: OpRef<'_>, i: usize) -> Cow<'c, [AliasingValue]> {
        match self.facts.get(&(op.id, i as u32)) {
            Some(f) => Cow::Borrowed(&f.aliasing),
            None => Cow::Owned(self.aliasing(op, i)),
        }
    }

    /// The order of [`Heuristic::BottomUpFromTerminators`].
    fn terminators_first_order(&self, ctx: &Context, body: &Body) -> Vec<OpId> {
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        let mut order = Vec::new();
        for term in ops_post_order(body) {
            let r = OpRef::new(ctx, body, term);
            // Terminators of regions nested in the body (not its returns).
            let Some(parent) = body.parent_op(term) else {
                continue;
            };
            if !r.has_trait(strata_ir::OpTraits::TERMINATOR) || !seen.insert(term) {
                continue;
            }
            order.push(term);
            let mut work: Vec<ValueId> = r
                .operands()
                .filter(|&v| is_tensor(ctx, body.value_type(v)))
                .collect();
            // Back along the chains of aliasing operands, within the region.
            while let Some(v) = work.pop() {
                let Some(def) = body.defining_op(v) else {
                    continue;
                };
                if def == parent || !body.is_ancestor(parent, def) || !seen.insert(def) {
                    continue;
                }
                order.push(def);
                let dr = OpRef::new(ctx, body, def);
                for (i, x) in dr.operands().enumerate() {
                    if is_tensor(ctx, body.value_type(x))
                        && self.aliasing(dr, i).iter().any(|av| av.value == v)
                    {
                        work.push(x);
                    }
                }
            }
        }
        for op in ops_reverse_post_order(body) {
            if !seen.contains(&op) {
                order.push(op);
            }
        }
        order
    }

    /// Results that the op makes equivalent to an in-place operand once
    /// the other equivalences are known (an `scf.while` whose iterations
    /// keep their arguments' buffers); nested ops first.
    fn resolve_result_equivalences(&mut self, ctx: &Context, body: &Body) {
        for op in ops_post_order(body) {
            let r = OpRef::new(ctx, body, op);
            let Some(hook) = self.iface(ctx, body, op).and_then(|i| i.equivalent_results) else {
                continue;
            };
            let mut pairs = Vec::new();
            {
                let equivalent = |a: ValueId, b: ValueId| self.equivalent.find(a) == self.equivalent.find(b);
                hook(r, &equivalent, &mut pairs);
            }
            for (result, k) in pairs {
                if self.in_place.get(&(op, k as u32)) == Some(&true) {
                    if let Some(operand) = r.operands().nth(k) {
                        self.equivalent.union(operand, result);
                    }
                }
            }
        }
    }

    /// A value that may be one of several buffers (an `scf.if` result)
    /// is equivalent to them when they are all equivalent.
    fn merge_branch_equivalences(&mut self, ctx: &Context, body: &Body, ops: &[OpId]) {
        let mut candidates: FxHashMap<ValueId, Vec<ValueId>> = FxHashMap::default();
        // Values one of whose buffers is a copy: not equivalent to the others.
        let mut copied: FxHashSet<ValueId> = FxHashSet::default();
        let mut order = Vec::new();
        for &op in ops {
            let r = OpRef::new(ctx, body, op);
            for (i, v) in r.operands().enumerate() {
                if self.in_place.get(&(op, i as u32)) != Some(&true) {
                    if self.in_place.get(&(op, i as u32)) == Some(&false) {
                        copied.extend(aliasing_values(&self.filter, r, i).into_iter().map(|av| av.value));
                    }
                    continue;
                }
                for av in aliasing_values(&self.filter, r, i) {
                    // Block arguments are never equivalent to what branches
                    // pass them (MLIR's equivalence analysis looks at op
                    // results only).
                    if !av.definite && matches!(body.value_def(av.value), ValueDef::Result(..)) {
                        if !candidates.contains_key(&av.value) {
                            order.push(av.value);
                        }
                        candidates.entry(av.value).or_default().push(v);
                    }
                }
            }
        }
        for value in order {
            let Some(sources) = candidates.get(&value).filter(|_| !copied.contains(&value)) else {
                continue;
            };
            let first = self.equivalent.find(sources[0]);
            if sources.iter().all(|&x| self.equivalent.find(x) == first) {
                self.equivalent.union(sources[0], value);
            }
        }
    }

    fn find_non_writable(&mut self, ctx: &Context, body: &Body, ops: &[OpId]) {
        if !self.args_writable {
            // The function's blocks are not bufferized: their arguments
            // are buffers of unknown origin.
            for &r in body.root_regions() {
                for block in body.region_blocks(r) {
                    self.non_writable.extend(body.block_args(block).iter().copied());
                }
            }
        }
        for &op in ops {
            let r = OpRef::new(ctx, body, op);
            let Some(iface) = self.filter.iface(r) else {
                // Unknown ops' tensor results are buffers we know nothing of.
                for v in r.results() {
                    if is_tensor(ctx, body.value_type(v)) {
                        self.non_writable.insert(v);
                    }
                }
                continue;
            };
            // Without function boundaries a call's results are buffers the
            // callee owns.
            let foreign = !self.args_writable && is_return(r);
            for v in r.results() {
                if is_tensor(ctx, body.value_type(v)) && (foreign || !(iface.is_writable)(r, v)) {
                    self.non_writable.insert(v);
                }
            }
        }
    }

    /// Whether the buffer of `v` may be read: by a use that reads it, or
    /// through the values aliasing uses that neither read nor write it
    /// (MLIR's `isValueRead`).
    pub(crate) fn is_value_read(&self, ctx: &Context, body: &Body, v: ValueId) -> bool {
        let mut work = vec![v];
        let mut seen = FxHashSet::default();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            for (u, j) in body.uses(x) {
                let ur = OpRef::new(ctx, body, u);
                if self.reads(ur, j) {
                    return true;
                }
                // A write overwrites what the aliases would read.
                if !self.writes(ur, j) {
                    work.extend(self.aliasing(ur, j).into_iter().map(|a| a.value));
                }
            }
        }
        false
    }

    /// Whether every definition the buffer of `v` holds is a new buffer of
    /// undefined contents (MLIR's `hasUndefinedContents`).
    pub(crate) fn has_undefined_contents(&self, ctx: &Context, body: &Body, v: ValueId) -> bool {
        let mut defs = Definitions::default();
        self.definitions(ctx, body, v, &mut defs, &mut FxHashSet::default());
        !defs.ops.is_empty() && defs.ops.iter().all(|&d| undefined_contents(ctx, body, d))
    }

    /// Records the decision for operand `i` (value `v`) of `op`; in place,
    /// its aliasing values join its alias (and equivalence) set.
    fn decide(&mut self, r: OpRef<'_>, i: usize, v: ValueId, in_place: bool) {
        self.in_place.insert((r.id, i as u32), in_place);
        if in_place {
            for av in self.aliasing(r, i) {
                self.aliases.union(av.value, v);
                if av.relation == BufferRelation::Equivalent {
                    self.equivalent.union(v, av.value);
                }
            }
        }
    }

    /// Whether `op` reads tensor operand `i` (calls: as their callee does).
    pub(crate) fn reads(&self, op: OpRef<'_>, i: usize) -> bool {
        if let Some(f) = self.facts.get(&(op.id, i as u32)) {
            return f.reads;
        }
        match self.calls.get(&op.id) {
            Some(c) => c.reads.get(i).copied().unwrap_or(true),
            None => reads(&self.filter, op, i),
        }
    }

    /// The values aliasing operand `i` of `op` (a call's results
    /// equivalent to it).
    pub(crate) fn aliasing(&self, op: OpRef<'_>, i: usize) -> Vec<AliasingValue> {
        match self.calls.get(&op.id) {
            Some(c) => {
                let mut out: Vec<AliasingValue> = c
                    .equivalent_operand
                    .iter()
                    .enumerate()
                    .filter(|(_, &o)| o == Some(i))
                    .map(|(k, _)| AliasingValue::equivalent(op.body.result(op.id, k)))
                    .collect();
                for (k, operands) in c.aliasing_operands.iter().enumerate() {
                    if operands.contains(&i) && c.equivalent_operand.get(k).copied().flatten().is_none() {
                        out.push(AliasingValue {
                            value: op.body.result(op.id, k),
                            relation: BufferRelation::Unknown,
                            definite: operands.len() == 1,
                        });
                    }
                }
                out
            }
            // Any result of a call to a function not analyzed yet may be
            // any of its operands' buffers.
            None if self.unanalyzed_call(op) => op
                .results()
                .filter(|&r| is_tensor(op.ctx, op.body.value_type(r)))
                .map(|value| AliasingValue {
                    value,
                    relation: BufferRelation::Unknown,
                    definite: false,
                })
                .collect(),
            None => aliasing_values(&self.filter, op, i),
        }
    }

    /// Whether `op` is a call, across function boundaries, to a function
    /// not analyzed before (on a cycle of calls): it may read and write
    /// its operands, as MLIR assumes of such calls.
    fn unanalyzed_call(&self, op: OpRef<'_>) -> bool {
        self.args_writable && op.ctx.op_name_str(op.body.op_name(op.id)) == "func.call"
    }

    /// Whether `op` writes operand `i`. Without function boundaries, what a
    /// function returns is handed to callers that may write it: a return
    /// counts as a write of its operands.
    pub(crate) fn writes(&self, op: OpRef<'_>, i: usize) -> bool {
        if let Some(f) = self.facts.get(&(op.id, i as u32)) {
            return f.writes;
        }
        let own = match self.calls.get(&op.id) {
            Some(c) => c.writes.get(i).copied().unwrap_or(true),
            None if self.unanalyzed_call(op) => true,
            None => writes(&self.filter, op, i),
        };
        own || (!self.args_writable && is_return(op))
    }

    /// The ops that last wrote the buffer `v` reads (through in-place
    /// aliasing operands that do not write), or `v`'s own definition.
    fn definitions(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        out: &mut Definitions,
        seen: &mut FxHashSet<ValueId>,
    ) {
        if !seen.insert(v) {
            return;
        }
        let def = match body.value_def(v) {
            ValueDef::Result(def, _) => def,
            // The argument of a block that branches reach is defined by
            // what they pass to it.
            ValueDef::BlockArg(b, k) if body.has_predecessors(b) => {
                let preds: Vec<(OpId, usize)> = body.predecessors(b).collect();
                for (pred, s) in preds {
                    let Some(range) = successor_operands(OpRef::new(ctx, body, pred), s) else {
                        continue;
                    };
                    let idx = range.start + k as usize;
                    if self.in_place.get(&(pred, idx as u32)) == Some(&false) {
                        continue;
                    }
                    if let Some(operand) = body.operands(pred).nth(idx) {
                        self.definitions(ctx, body, operand, out, seen);
                    }
                }
                return;
            }
            // A region argument is defined by the operands of its op that
            // alias it (a loop's inits).
            ValueDef::BlockArg(b, _) => match body.block_parent_op(b) {
                Some(p) if body.parent_op(p).is_some() || body.op_block(p).is_some() => p,
                _ => return,
            },
            ValueDef::Placeholder => return,
        };
        let r = OpRef::new(ctx, body, def);
        let mut found_alias = false;
        for (k, operand) in r.operands().enumerate() {
            // Undecided operands count as in place (tentatively).
            if !is_tensor(ctx, body.value_type(operand))
                || self.in_place.get(&(def, k as u32)) == Some(&false)
            {
                continue;
            }
            if !self.aliasing_of(r, k).iter().any(|a| a.value == v) {
                continue;
            }
            found_alias = true;
            if self.writes(r, k) {
                out.push(def, v);
            } else {
                self.definitions(ctx, body, operand, out, seen);
            }
        }
        // What the op's regions yield for it (a branch's result): defined
        // where the yielded values were.
        for &rg in body.regions_in_body(def) {
            for block in body.region_blocks(rg) {
                let Some(t) = body.last_op(block) else {
                    continue;
                };
                let tr = OpRef::new(ctx, body, t);
                for (k, operand) in tr.operands().enumerate() {
                    if !is_tensor(ctx, body.value_type(operand))
                        || self.in_place.get(&(t, k as u32)) == Some(&false)
                        || !self.aliasing_of(tr, k).iter().any(|a| a.value == v)
                    {
                        continue;
                    }
                    found_alias = true;
                    if self.writes(tr, k) {
                        out.push(t, v);
                    } else {
                        self.definitions(ctx, body, operand, out, seen);
                    }
                }
            }
        }
        // A value no in-place operand gives is defined by its op (a
        // region argument: by the region's op, when it is entered).
        if !found_alias {
            out.push(def, v);
        }
    }

    /// Whether bufferizing operand `i` of `op` in place would create a
    /// conflict; with `decided_only`, whether the decisions made so far
    /// already create one around it (the operand writes only if decided
    /// in place, and non-writable buffers are not checked).
    fn would_conflict(
        &self,
        ctx: &Context,
        body: &Body,
        dom: &DominanceInfo<'_>,
        op: OpId,
        i: usize,
        decided_only: bool,
    ) -> bool {
        let r = OpRef::new(ctx, body, op);
        let Some(v) = r.operands().nth(i) else {
            return false;
        };
        let writes_here = self.writes(r, i);
        // The tentative alias set: the operand's and its aliasing values'.
        let mut set: Vec<ValueId> = self.aliases.members(v);
        for av in self.aliasing_of(r, i).iter() {
            if self.aliases.find(av.value) != self.aliases.find(v) {
                set.extend(self.aliases.members(av.value));
            }
        }
        let mut read_uses: Vec<(OpId, usize)> = Vec::new();
        let mut write_uses: Vec<(OpId, usize)> = Vec::new();
        for &x in &set {
            for (u, j) in body.uses(x) {
                let ur = OpRef::new(ctx, body, u);
                if !is_tensor(ctx, body.value_type(x)) {
                    continue;
                }
                if self.reads(ur, j) {
                    read_uses.push((u, j));
                } else if !self.writes(ur, j)
                    && self
                        .aliasing_of(ur, j)
                        .iter()
                        .any(|av| self.is_value_read(ctx, body, av.value))
                {
                    // A view whose contents are read later reads what it
                    // views, decided in place or not yet (MLIR's
                    // `getAliasingReads`): a write between the view and
                    // that read changes what it sees.
                    read_uses.push((u, j));
                }
                let decided_in_place =
                    ((u, j) == (op, i) && !decided_only) || self.in_place.get(&(u, j as u32)) == Some(&true);
                if self.writes(ur, j) && decided_in_place {
                    write_uses.push((u, j));
                }
            }
        }
        if writes_here && !decided_only && !write_uses.contains(&(op, i)) {
            write_uses.push((op, i));
        }
        if !decided_only && !write_uses.is_empty() && set.iter().any(|x| self.non_writable.contains(x)) {
            return true;
        }
        // A buffer read after being written in parallel iterations must be
        // private to them.
        if !self.parallel_leaves.is_empty()
            && !read_uses.is_empty()
            && write_uses
                .iter()
                .any(|&w| self.writes_across_parallel_region(ctx, body, w))
        {
            return true;
        }
        // Reads and writes under different ops of the entry block are
        // ordered by those ops' positions: a read cannot conflict with the
        // writes after it, nor with the writes before every definition it
        // sees (the happens-before exemptions of `conflicts`, found by a
        // binary search instead of pair by pair).
        let mut positioned: Vec<(u32, (OpId, usize))> = Vec::new();
        let mut others: Vec<(OpId, usize)> = Vec::new();
        for &w in &write_uses {
            match self.top_pos.get(&w.0) {
                Some(&p) => positioned.push((p, w)),
                None => others.push(w),
            }
        }
        positioned.sort_unstable_by_key(|&(p, _)| p);
        for &rd in &read_uses {
            // The definitions the read sees are found once, for all writes.
            let mut defs = None;
            let window = match self.top_pos.get(&rd.0) {
                Some(&pr) => {
                    let candidates = &positioned[..positioned.partition_point(|&(p, _)| p <= pr)];
                    let mut lo = 0;
                    if !candidates.is_empty() {
                        let d = self.read_definitions(ctx, body, rd, &mut defs);
                        let first = d.iter().map(|x| self.top_pos.get(x).copied()).min();
                        if let (false, Some(Some(m))) = (d.is_empty(), first) {
                            // Every definition is positioned only if the
                            // smallest is: `None` sorts first.
                            lo = candidates.partition_point(|&(p, _)| p < m.min(pr));
                        }
                    }
                    &candidates[lo..]
                }
                None => &positioned[..],
            };
            for &w in window.iter().map(|(_, w)| w).chain(&others) {
                if self.conflicts(ctx, body, dom, rd, w, &mut defs) {
                    return true;
                }
            }
        }
        false
    }

    /// The definitions read `rd` sees, computed once into `defs`.
    fn read_definitions<'d>(
        &self,
        ctx: &Context,
        body: &Body,
        rd: (OpId, usize),
        defs: &'d mut Option<Definitions>,
    ) -> &'d [OpId] {
        &self.read_definitions_with_values(ctx, body, rd, defs).ops
    }

    /// [`Analysis::read_definitions`], with the values they define.
    fn read_definitions_with_values<'d>(
        &self,
        ctx: &Context,
        body: &Body,
        rd: (OpId, usize),
        defs: &'d mut Option<Definitions>,
    ) -> &'d Definitions {
        defs.get_or_insert_with(|| {
            let mut out = Definitions::default();
            if let Some(read_value) = body.operands(rd.0).nth(rd.1) {
                self.definitions(ctx, body, read_value, &mut out, &mut FxHashSet::default());
            }
            out
        })
    }

    /// Whether read `rd` and in-place write `w` (ops and operand indices)
    /// conflict: the read may see the write although it reads a value
    /// defined before it. `defs` caches the definitions the read sees.
    fn conflicts(
        &self,
        ctx: &Context,
        body: &Body,
        dom: &DominanceInfo<'_>,
        rd: (OpId, usize),
        w: (OpId, usize),
        cache: &mut Option<Definitions>,
    ) -> bool {
        let (read_op, write_op) = (rd.0, w.0);
        // Around a cycle of branches, a use may conflict with itself: when
        // no trip redefines what it reads, the next trip reads its write.
        let cycle = self.same_cycle(body, read_op, write_op) && {
            let d = self.read_definitions(ctx, body, rd, cache).to_vec();
            self.in_cycle_without_definition(ctx, body, read_op, write_op, &d, rd == w)
        };
        // A use does not conflict with itself, unless it runs again in a
        // loop that does not redefine what it reads.
        if rd == w && !cycle {
            let d = self.read_definitions(ctx, body, rd, cache);
            let undefined = !d.is_empty() && d.iter().all(|&x| undefined_contents(ctx, body, x));
            if undefined || !self.in_loop_between(ctx, body, read_op, write_op, d) {
                return false;
            }
        }
        // The checks are independent exemptions: the cheap ones first, the
        // subset insertions' last.
        if read_op == write_op {
            // In a loop that does not define what it reads, the op reads
            // what its previous run wrote: no exemption by op order.
            let d = self.read_definitions(ctx, body, rd, cache);
            if self.in_loop_between(ctx, body, read_op, write_op, d) {
                return !self.not_conflicting_by_ops(ctx, body, rd, w);
            }
            // An op that reads and writes element by element at the same
            // index sees its own write only where it already read.
            let reader = OpRef::new(ctx, body, read_op);
            let elementwise = self
                .iface(ctx, body, read_op)
                .is_some_and(|i| (i.bufferizes_to_elementwise_access)(reader, &[rd.1, w.1]));
            return !elementwise && !self.not_conflicting_by_ops(ctx, body, rd, w);
        }
        // An op reads its operands before its regions run, and its regions
        // write what they get through its region arguments; a write nested
        // in it of a view of the value it read is still a conflict.
        if is_nested_in(body, write_op, read_op) && !self.writes_around_region_args(body, w, read_op) {
            return false;
        }
        // The updates combining a parallel loop's threads (its terminator's
        // `tensor.parallel_insert_slice`s) read what they insert before
        // any of them writes.
        if is_parallel_combining(ctx, body, read_op)
            && is_parallel_combining(ctx, body, write_op)
            && body.parent_op(read_op) == body.parent_op(write_op)
        {
            return false;
        }
        // The read happens before the write.
        if !cycle && happens_before(body, dom, read_op, write_op) {
            let d = self.read_definitions(ctx, body, rd, cache);
            let undefined = !d.is_empty() && d.iter().all(|&x| undefined_contents(ctx, body, x));
            if undefined || !self.in_loop_between(ctx, body, read_op, write_op, d) {
                return false;
            }
        }
        let defs = self.read_definitions(ctx, body, rd, cache);
        // A read of undefined contents sees nothing to protect.
        if !defs.is_empty() && defs.iter().all(|&d| undefined_contents(ctx, body, d)) {
            return false;
        }
        // The read sees what the write wrote, or the write is part of the
        // definition the read sees (a write inside the loop defining the
        // result read; a read inside that loop sees its region argument,
        // defined before the body's writes).
        if defs
            .iter()
            .any(|&d| is_nested_in(body, write_op, d) && !is_nested_in(body, read_op, d))
        {
            return false;
        }
        // The read sees what the write wrote: the write's op defines the
        // value read, and that value is the only one of its results the
        // write may give (MLIR's "definition and write are same").
        let defined = self.read_definitions_with_values(ctx, body, rd, cache);
        if defined.ops.iter().zip(&defined.values).any(|(&d, &value)| {
            d == write_op && {
                let w_ref = OpRef::new(ctx, body, write_op);
                let aliasing = self.aliasing_of(w_ref, w.1);
                let mut results = aliasing
                    .iter()
                    .filter(|av| matches!(body.value_def(av.value), ValueDef::Result(o, _) if o == write_op));
                // A region argument (or a terminator's parent's result) is
                // defined by the op as a whole.
                let is_result = matches!(body.value_def(value), ValueDef::Result(o, _) if o == write_op);
                match (results.next(), results.next()) {
                    _ if !is_result => true,
                    (Some(av), None) => av.value == value,
                    _ => false,
                }
            }
        }) {
            return false;
        }
        let defs = self.read_definitions(ctx, body, rd, cache);
        // A region op writing an operand does so before its regions run,
        // so before the definitions nested in it.
        if !defs.is_empty() && defs.iter().all(|&d| is_nested_in(body, d, write_op)) {
            return false;
        }
        // Every definition the read sees overwrote the buffer after the
        // write, or is in a branch the write's run excludes.
        if !defs.is_empty()
            && defs.iter().all(|&d| {
                happens_before(body, dom, write_op, d) || self.exclusive_branches(ctx, body, write_op, d)
            })
        {
            return false;
        }
        // Reads and writes in different branches never both run.
        if self.exclusive_branches(ctx, body, read_op, write_op) {
            return false;
        }
        !self.not_conflicting_by_ops(ctx, body, rd, w)
    }

    /// Whether the buffer that in-place write `w`, nested in `op`, writes
    /// is reached from values defined outside `op` other than through
    /// `op`'s region arguments (following aliasing uses back).
    fn writes_around_region_args(&self, body: &Body, w: (OpId, usize), op: OpId) -> bool {
        let Some(start) = body.operands(w.0).nth(w.1) else {
            return false;
        };
        let mut work = vec![start];
        let mut seen: FxHashSet<ValueId> = FxHashSet::default();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let inside = match body.value_def(x) {
                ValueDef::Result(d, _) => is_nested_in(body, d, op),
                ValueDef::BlockArg(b, _) => match body.block_parent_op(b) {
                    Some(p) if p == op => continue,
                    Some(p) => is_nested_in(body, p, op),
                    None => false,
                },
                ValueDef::Placeholder => continue,
            };
            if !inside {
                return true;
            }
            for &(u, k) in self.alias_sources.get(&x).map(Vec::as_slice).unwrap_or_default() {
                if self.in_place.get(&(u, k)) != Some(&false) {
                    if let Some(v) = body.operands(u).nth(k as usize) {
                        work.push(v);
                    }
                }
            }
        }
        false
    }

    /// Whether the read and the write touch disjoint parts of the buffer
    /// because of a subset insertion (MLIR's `areNonConflictingSubsets`):
    /// the insertion reads its destination only outside the subset a
    /// write into exactly that subset changes; it reads its source, the
    /// very subset it overwrites, before writing it; it writes into
    /// that subset what was extracted from it.
    fn not_conflicting_by_ops(
        &self,
        ctx: &Context,
        body: &Body,
        rd: (OpId, usize),
        w: (OpId, usize),
    ) -> bool {
        let (read_op, write_op) = (rd.0, w.0);
        let (Some(read), Some(written)) =
            (body.operands(read_op).nth(rd.1), body.operands(write_op).nth(w.1))
        else {
            return false;
        };
        if let Some(si) = self.iface(ctx, body, read_op).and_then(|i| i.subset_insertion) {
            let reader = OpRef::new(ctx, body, read_op);
            if rd.1 == si.dest && self.matches_insert_destination(ctx, body, written, reader, si) {
                return true;
            }
            if rd.1 == si.source
                && w == (read_op, si.dest)
                && self.matches_insert_destination(ctx, body, read, reader, si)
            {
                return true;
            }
            if let (true, true, Some(dest)) = (
                si.source_may_be_dest,
                rd.1 == si.source,
                body.operands(read_op).nth(si.dest),
            ) {
                let dest_class = self.equivalent.find(dest);
                if self.equivalent.find(written) == dest_class
                    && self.comes_only_from(ctx, body, read, &|x| self.equivalent.find(x) == dest_class)
                {
                    return true;
                }
            }
        }
        if let Some(si) = self.iface(ctx, body, write_op).and_then(|i| i.subset_insertion) {
            let writer = OpRef::new(ctx, body, write_op);
            if let (true, Some(source)) = (w.1 == si.dest, body.operands(write_op).nth(si.source)) {
                if self.equivalent.find(read) == self.equivalent.find(source)
                    && self.matches_insert_destination(ctx, body, source, writer, si)
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether every value `v` may have come from, following aliasing
    /// operands back, is the subset `insert` overwrites (MLIR's
    /// `matchesInsertDestination`).
    fn matches_insert_destination(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        insert: OpRef<'_>,
        si: SubsetInsertion,
    ) -> bool {
        let equivalent = |a: ValueId, b: ValueId| self.equivalent.find(a) == self.equivalent.find(b);
        self.comes_only_from(ctx, body, v, &|x| {
            matches!(body.value_def(x), ValueDef::Result(..))
                && (si.is_equivalent_subset)(insert, x, &equivalent)
        })
    }

    /// Whether following aliasing operands back from `v` ends, on every
    /// path, at a value `stop` accepts (an op without the interface, or a
    /// value nothing aliases, ends a path in failure).
    fn comes_only_from(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        stop: &dyn Fn(ValueId) -> bool,
    ) -> bool {
        let mut work = vec![v];
        let mut seen = FxHashSet::default();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            if stop(x) {
                continue;
            }
            // Ops without the interface end the chain.
            if let ValueDef::Result(def, _) = body.value_def(x) {
                if self.iface(ctx, body, def).is_none() {
                    return false;
                }
            }
            match self.alias_sources.get(&x) {
                Some(sources) if !sources.is_empty() => {
                    work.extend(
                        sources
                            .iter()
                            .filter_map(|&(op, k)| body.operands(op).nth(k as usize)),
                    );
                }
                _ => return false,
            }
        }
        true
    }

    /// The annotation of `op`'s operands: "none" for non-tensor operands,
    /// "true" or "false" for in place or not (ops without the interface
    /// are never in place); none for the ops the filter leaves alone.
    pub(crate) fn annotation(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<&'static str>> {
        let r = OpRef::new(ctx, body, op);
        if !self.filter.allows(r) {
            return None;
        }
        let mut any = false;
        let marks: Vec<&'static str> = r
            .operands()
            .enumerate()
            .map(|(i, v)| {
                if !is_tensor(ctx, body.value_type(v)) {
                    return "none";
                }
                any = true;
                if self.in_place.get(&(op, i as u32)) == Some(&true) {
                    "true"
                } else {
                    "false"
                }
            })
            .collect();
        any.then_some(marks)
    }
}

/// Whether `op` defines a new buffer of undefined contents (MLIR's
/// `resultBufferizesToMemoryWrite` of `tensor.empty` and of
/// `bufferization.alloc_tensor` without `copy`): reading it sees nothing
/// a write could change.
fn undefined_contents(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_name_str(body.op_name(op)) {
        "tensor.empty" => true,
        "bufferization.alloc_tensor" => body.op_attr(ctx, op, "operandSegmentSizes").is_some_and(|a| {
            strata_dialect_utils::attrs::dense_i32_values(ctx, a).is_some_and(|v| v.get(1) == Some(&0))
        }),
        _ => false,
    }
}

/// Whether `a` runs before `b`: `a` or one of its ancestors properly
/// dominates `b`, none of them enclosing `b`.
fn happens_before(body: &Body, dom: &DominanceInfo<'_>, a: OpId, b: OpId) -> bool {
    let mut cur = Some(a);
    while let Some(x) = cur {
        if is_nested_in(body, b, x) {
            return false;
        }
        if dom.properly_dominates_with(x, b, false) {
            return true;
        }
        cur = body.parent_op(x);
    }
    false
}

/// Whether `op` is nested (at any depth) in `ancestor`.
/// Whether `op` combines the results of a parallel loop's threads
/// (a `ParallelCombiningOpInterface` op).
fn is_parallel_combining(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| {
        d.interfaces
            .get::<strata_ir::interfaces::ParallelCombiningOpInterface>()
            .is_some()
    })
}

fn is_nested_in(body: &Body, mut op: OpId, ancestor: OpId) -> bool {
    while let Some(p) = body.parent_op(op) {
        if p == ancestor {
            return true;
        }
        op = p;
    }
    false
}

impl Analysis {
    /// Whether a loop (a repetitive region) encloses both the read and the
    /// write but not all the definitions the read sees (`defs`, the ops
    /// that last wrote the buffer; none for a function argument): a later
    /// iteration's read then follows an earlier iteration's write.
    fn in_loop_between(
        &self,
        ctx: &Context,
        body: &Body,
        read_op: OpId,
        write_op: OpId,
        defs: &[OpId],
    ) -> bool {
        let mut p = body.parent_op(read_op);
        while let Some(o) = p {
            if self.is_repetitive(ctx, body, o) && is_nested_in(body, write_op, o) {
                let all_inside = !defs.is_empty() && defs.iter().all(|&d| d == o || is_nested_in(body, d, o));
                return !all_inside;
            }
            p = body.parent_op(o);
        }
        false
    }

    /// Whether `a` and `b` are in different regions of a common ancestor
    /// whose regions are alternatives (an `scf.if`'s branches).
    fn exclusive_branches(&self, ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
        let ancestors = |mut op: OpId| {
            let mut chain = Vec::new();
            while let Some(block) = body.op_block(op) {
                let Some(region) = body.block_region(block) else {
                    break;
                };
                let Some(parent) = body.region_parent_op(region) else {
                    break;
                };
                chain.push((parent, region));
                op = parent;
            }
            chain
        };
        let (ca, cb) = (ancestors(a), ancestors(b));
        for &(pa, ra) in &ca {
            if let Some(&(_, rb)) = cb.iter().find(|(pb, _)| *pb == pa) {
                return ra != rb && !self.is_repetitive(ctx, body, pa);
            }
        }
        false
    }

    /// Whether one of `op`'s regions may run repeatedly (a loop).
    fn is_repetitive(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let r = OpRef::new(ctx, body, op);
        match self.iface(ctx, body, op) {
            Some(iface) => (0..body.regions_in_body(op).len()).any(|k| (iface.is_repetitive_region)(r, k)),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn sets_merge_members() {
        let v = |i| ValueId::new(i);
        let mut s = Sets::default();
        assert_eq!(s.members(v(0)), vec![v(0)]);
        s.union(v(0), v(1));
        s.union(v(2), v(3));
        assert_ne!(s.find(v(1)), s.find(v(2)));
        s.union(v(1), v(3));
        assert_eq!(s.find(v(0)), s.find(v(2)));
        // The first value's set lists first.
        assert_eq!(s.members(v(2)), vec![v(0), v(1), v(2), v(3)]);
        s.union(v(4), v(0));
        assert_eq!(s.members(v(1)), vec![v(4), v(0), v(1), v(2), v(3)]);
    }
}
