//! Liveness of SSA values (MLIR's `LivenessAnalysis`, a sparse backward
//! dataflow analysis, run together with dead-code analysis as
//! `RunLivenessAnalysis` does).
//!
//! A value is live when it may be needed: it is an operand of an op with
//! memory effects (or unknown effects), of an op with a live result, of a
//! call to a callable without a body, a non-forwarded operand of a branch
//! (a condition), a non-forwarded operand of a region branch op (or of a
//! terminator in it) that decides a live result or the execution of an op
//! with effects, or it is forwarded to a live value: a live block
//! argument through a branch, a live region argument or result through a
//! region branch op or terminator, a live argument of a callee through a
//! call, a live call result through a callee's return, or out of a
//! function whose callers are not all known. Every other value is dead,
//! including the values in blocks that never execute.
//!
//! Executable blocks come from [`SparseConstantPropagation`]; on top of
//! it, the body of a private function of a symbol table of the tree whose
//! uses are all calls executes only if one of those calls does. The state
//! of each value only rises (dead to live), and an op is revisited only
//! when a value it depends on becomes live, so the work is linear in the
//! size of the IR times the number of uses.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::{CallOpInterface, CallableOpInterface};
use strata_ir::interfaces::{
    all_successor_operands, forwarded_operands, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use strata_ir::{BlockId, Body, Context, OpId, OpRef, OpTraits, RegionId, ValueId};
use strata_rewrite::region_simplify::would_be_trivially_dead;

use super::{AnalysisRoot, BodyIndex, SparseConstantPropagation};

/// The liveness analysis over an op tree: the root body and, in
/// pre-order, the bodies of the isolated ops below it (indexed as in
/// [`SparseConstantPropagation`]).
pub struct Liveness<'a> {
    ctx: &'a Context,
    cp: SparseConstantPropagation<'a>,
    /// Whether each body can execute at all.
    reachable: Vec<bool>,
    /// Whether all callers of the callable owning each body are known.
    known_callers: Vec<bool>,
    /// The calls of each callable body, in IR order.
    callers: Vec<Vec<(BodyIndex, OpId)>>,
    /// The callable body each resolved call calls.
    callee_of: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    /// The resolved calls of each body with their callees.
    calls_in: Vec<Vec<(OpId, BodyIndex)>>,
    live: FxHashSet<(BodyIndex, ValueId)>,
    worklist: Vec<(BodyIndex, OpId)>,
}

/// What [`Liveness`] found, detached from the IR.
pub struct LivenessResult {
    children: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    live: FxHashSet<(BodyIndex, ValueId)>,
}

impl LivenessResult {
    /// The body index of the isolated op `op` of body `b`, if it is one.
    pub fn child_index(&self, b: BodyIndex, op: OpId) -> Option<BodyIndex> {
        self.children.get(&(b, op)).copied()
    }

    /// Whether `v` of body `b` is live.
    pub fn is_live(&self, b: BodyIndex, v: ValueId) -> bool {
        self.live.contains(&(b, v))
    }
}

fn def_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c strata_ir::OpDef> {
    ctx.op_def(body.op_name(op))
}

/// The ops of `regions` of `body` at any depth, not entering isolated ops.
fn walk_body(body: &Body, regions: &[RegionId], f: &mut dyn FnMut(OpId)) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                f(op);
                if body.child_body(op).is_none() {
                    walk_body(body, body.regions_in_body(op), f);
                }
            }
        }
    }
}

impl<'a> Liveness<'a> {
    /// Runs the analysis on `root`, the body of the op a pass runs on
    /// (`root_op` says what is known of that op).
    pub fn run(ctx: &'a Context, root: &'a Body, root_op: AnalysisRoot) -> Liveness<'a> {
        let cp = SparseConstantPropagation::run(ctx, root, root_op);
        let n = cp.bodies.len();
        let mut s = Liveness {
            ctx,
            cp,
            reachable: vec![false; n],
            known_callers: vec![false; n],
            callers: vec![Vec::new(); n],
            callee_of: FxHashMap::default(),
            calls_in: vec![Vec::new(); n],
            live: FxHashSet::default(),
            worklist: Vec::new(),
        };
        s.resolve_calls();
        s.compute_reachable();
        for b in 0..n {
            let body = s.cp.bodies[b];
            let mut ops = Vec::new();
            walk_body(body, body.root_regions(), &mut |op| ops.push((b, op)));
            for (b, op) in ops {
                s.visit(b, op);
            }
        }
        while let Some((b, op)) = s.worklist.pop() {
            s.visit(b, op);
        }
        s
    }

    /// The bodies of the tree, root first.
    pub fn bodies(&self) -> &[&'a Body] {
        &self.cp.bodies
    }

    /// The body index of the isolated op `op` of body `b`, if it is one.
    pub fn child_index(&self, b: BodyIndex, op: OpId) -> Option<BodyIndex> {
        self.cp.child_index(b, op)
    }

    /// The isolated op owning body `b` (none for the root).
    pub fn owner(&self, b: BodyIndex) -> Option<(BodyIndex, OpId)> {
        self.cp.owner[b]
    }

    /// Whether `v` of body `b` is live.
    pub fn is_live(&self, b: BodyIndex, v: ValueId) -> bool {
        self.live.contains(&(b, v))
    }

    /// Whether `block` of body `b` may execute.
    pub fn is_executable(&self, b: BodyIndex, block: BlockId) -> bool {
        self.reachable[b] && self.cp.is_executable(b, block)
    }

    /// The body of the callable a call resolves to, when it is a function
    /// with a body in the top-level symbol table.
    pub fn callee(&self, b: BodyIndex, call: OpId) -> Option<BodyIndex> {
        self.callee_of.get(&(b, call)).copied()
    }

    /// The calls resolving to the callable owning body `c`, in IR order.
    pub fn calls_of(&self, c: BodyIndex) -> &[(BodyIndex, OpId)] {
        &self.callers[c]
    }

    /// Whether every use of the callable owning body `c` is a known call.
    pub fn has_known_callers(&self, c: BodyIndex) -> bool {
        self.known_callers[c]
    }

    /// The results, detached from the IR so that it can be changed.
    pub fn into_result(self) -> LivenessResult {
        LivenessResult {
            children: self.cp.children,
            live: self.live,
        }
    }

    /// Finds the callables with a body in the symbol tables of the tree
    /// whose uses are all known calls (as the constant propagation
    /// resolves them: from the nearest enclosing symbol table), and which
    /// calls resolve to each callable.
    fn resolve_calls(&mut self) {
        let ctx = self.ctx;
        let has_body = |cp: &SparseConstantPropagation<'a>, t: BodyIndex, op: OpId, c: BodyIndex| {
            let owner = cp.bodies[t];
            ctx.op_def(owner.op_name(op))
                .and_then(|d| d.interfaces.get::<CallableOpInterface>())
                .and_then(|i| (i.callable_region)(OpRef::new(ctx, owner, op)))
                .is_some_and(|r| !cp.bodies[c].region_is_empty(r))
        };
        for (t, op) in self.cp.callables_with_known_callers() {
            let Some(c) = self.cp.child_index(t, op) else {
                continue;
            };
            self.known_callers[c] = has_body(&self.cp, t, op, c);
        }
        for b in 0..self.cp.bodies.len() {
            let body = self.cp.bodies[b];
            let mut calls = Vec::new();
            walk_body(body, body.root_regions(), &mut |op| {
                if let Some((t, callee)) = self.cp.resolved_callee(b, op) {
                    calls.push((op, t, callee));
                }
            });
            for (op, t, callee) in calls {
                let Some(c) = self.cp.child_index(t, callee) else {
                    continue;
                };
                // A call into a body links its operands to the callee's
                // arguments even when other callers may exist (MLIR's
                // backward analysis does not look at visibility); only
                // known callers decide the callee's returns and execution.
                if !self.known_callers[c] && !has_body(&self.cp, t, callee, c) {
                    continue;
                }
                self.callee_of.insert((b, op), c);
                self.callers[c].push((b, op));
                self.calls_in[b].push((op, c));
            }
        }
    }

    /// Which bodies can execute: the root; an isolated op's body if the op
    /// is in an executable block, except for callables with known
    /// callers, which execute when one of their calls does.
    fn compute_reachable(&mut self) {
        let n = self.cp.bodies.len();
        let mut children: Vec<Vec<(OpId, BodyIndex)>> = vec![Vec::new(); n];
        for (&(p, op), &c) in &self.cp.children {
            children[p].push((op, c));
        }
        let mut stack = vec![0];
        self.reachable[0] = true;
        while let Some(b) = stack.pop() {
            let body = self.cp.bodies[b];
            for &(op, c) in &children[b] {
                if self.known_callers[c] || self.reachable[c] {
                    continue;
                }
                if body.op_block(op).is_some_and(|blk| self.cp.is_executable(b, blk)) {
                    self.reachable[c] = true;
                    stack.push(c);
                }
            }
            for i in 0..self.calls_in[b].len() {
                let (op, c) = self.calls_in[b][i];
                if self.reachable[c] || !self.known_callers[c] {
                    continue;
                }
                if body.op_block(op).is_some_and(|blk| self.cp.is_executable(b, blk)) {
                    self.reachable[c] = true;
                    stack.push(c);
                }
            }
        }
    }

    fn mark_live(&mut self, b: BodyIndex, v: ValueId) {
        if !self.live.insert((b, v)) {
            return;
        }
        let ctx = self.ctx;
        let body = self.cp.bodies[b];
        if let Some(op) = body.defining_op(v) {
            self.worklist.push((b, op));
            if def_of(ctx, body, op).is_some_and(|d| d.interfaces.get::<RegionBranchOpInterface>().is_some())
            {
                self.push_terminators(b, op);
            }
            if let Some(c) = self.callee_of.get(&(b, op)).copied() {
                let cbody = self.cp.bodies[c];
                for &r in cbody.root_regions() {
                    for blk in cbody.region_blocks(r) {
                        if let Some(t) = cbody.last_op(blk) {
                            self.worklist.push((c, t));
                        }
                    }
                }
            }
            return;
        }
        let Some(block) = body.value_parent_block(v) else {
            return;
        };
        let Some(region) = body.block_region(block) else {
            return;
        };
        if body.region_entry(region) != Some(block) {
            let preds: Vec<(OpId, usize)> = body.predecessors(block).collect();
            for (p, _) in preds {
                self.worklist.push((b, p));
            }
            return;
        }
        let owner = if body.is_root_region(region) {
            self.cp.owner[b]
        } else {
            body.region_parent_op(region).map(|p| (b, p))
        };
        let Some((pb, p)) = owner else { return };
        let pbody = self.cp.bodies[pb];
        if def_of(ctx, pbody, p).is_some_and(|d| d.interfaces.get::<RegionBranchOpInterface>().is_some()) {
            self.worklist.push((pb, p));
            self.push_terminators(pb, p);
        }
        if body.is_root_region(region) {
            let calls = self.callers[b].clone();
            self.worklist.extend(calls);
        }
    }

    /// Queues the terminators of the blocks in `op`'s regions.
    fn push_terminators(&mut self, b: BodyIndex, op: OpId) {
        let (rb, regions) = self.cp.op_regions(b, op);
        let body = self.cp.bodies[rb];
        for r in regions {
            for blk in body.region_blocks(r) {
                if let Some(t) = body.last_op(blk) {
                    self.worklist.push((rb, t));
                }
            }
        }
    }

    fn any_result_live(&self, b: BodyIndex, op: OpId) -> bool {
        self.cp.bodies[b].results(op).any(|r| self.is_live(b, r))
    }

    /// The op whose region holds `op` (across a body boundary for the
    /// root regions of a body).
    fn parent(&self, b: BodyIndex, op: OpId) -> Option<(BodyIndex, OpId)> {
        let body = self.cp.bodies[b];
        let region = body.block_region(body.op_block(op)?)?;
        if body.is_root_region(region) {
            self.cp.owner[b]
        } else {
            body.region_parent_op(region).map(|p| (b, p))
        }
    }

    fn visit(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.cp.bodies[b];
        if !body.is_live(op) {
            return;
        }
        let Some(block) = body.op_block(op) else { return };
        if !self.is_executable(b, block) {
            return;
        }
        let oref = OpRef::new(ctx, body, op);
        let def = oref.def();
        let n = body.num_operands(op);
        let has_regions = !self.cp.op_regions(b, op).1.is_empty();

        if let (Some(iface), true) = (
            def.and_then(|d| d.interfaces.get::<RegionBranchOpInterface>()),
            has_regions,
        ) {
            let mut accounted = vec![false; n];
            let mut succs = Vec::new();
            (iface.successors)(oref, RegionBranchPoint::Parent, &mut succs);
            let rb = self.cp.op_regions(b, op).0;
            for s in succs {
                let range = (iface.entry_operands)(oref, s);
                let inputs = (iface.successor_inputs)(oref, s);
                let ib = if s == RegionSuccessor::Parent { b } else { rb };
                for (i, input) in range.zip(inputs) {
                    if i >= n {
                        continue;
                    }
                    accounted[i] = true;
                    if self.is_live(ib, input) {
                        self.mark_live(b, body.operand(op, i));
                    }
                }
            }
            for i in (0..n).filter(|&i| !accounted[i]) {
                self.visit_branch_operand(b, op, i, Kind::RegionBranch);
            }
            return;
        }

        if body.num_successors(op) > 0 {
            if let Some(ranges) = all_successor_operands(oref) {
                let mut accounted = vec![false; n];
                for (s, range) in ranges.into_iter().enumerate().take(body.num_successors(op)) {
                    let succ = body.successor(op, s);
                    let args = body.block_args(succ);
                    for (k, i) in range.enumerate() {
                        if i >= n {
                            continue;
                        }
                        accounted[i] = true;
                        if args.get(k).is_some_and(|&a| self.is_live(b, a)) {
                            self.mark_live(b, body.operand(op, i));
                        }
                    }
                }
                for i in (0..n).filter(|&i| !accounted[i]) {
                    self.mark_live(b, body.operand(op, i));
                }
                return;
            }
        }

        if let Some(call) = def.and_then(|d| d.interfaces.get::<CallOpInterface>()) {
            let args = (call.arg_operands)(oref);
            match self.callee_of.get(&(b, op)).copied() {
                Some(c) => {
                    let cbody = self.cp.bodies[c];
                    let entry = cbody.root_regions().first().and_then(|&r| cbody.region_entry(r));
                    let params: Vec<ValueId> =
                        entry.map(|e| cbody.block_args(e).to_vec()).unwrap_or_default();
                    for i in 0..n {
                        let forwarded = args.contains(&i) && i - args.start < params.len();
                        if !forwarded || self.is_live(c, params[i - args.start]) {
                            self.mark_live(b, body.operand(op, i));
                        }
                    }
                }
                None => {
                    for i in 0..n {
                        self.mark_live(b, body.operand(op, i));
                    }
                }
            }
            return;
        }

        let terminator_like = def.is_some_and(|d| {
            d.interfaces.get::<RegionBranchTerminatorOpInterface>().is_some()
                || d.has_trait(OpTraits::RETURN_LIKE)
        });
        if terminator_like {
            if let Some((pb, p)) = self.parent(b, op) {
                let pbody = self.cp.bodies[pb];
                let pref = OpRef::new(ctx, pbody, p);
                if let Some(iface) = pref
                    .def()
                    .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
                {
                    self.visit_region_terminator(b, op, pb, p, iface);
                    return;
                }
                let callable = pref
                    .def()
                    .is_some_and(|d| d.interfaces.get::<CallableOpInterface>().is_some());
                if def.is_some_and(|d| d.has_trait(OpTraits::RETURN_LIKE)) && callable {
                    if self.cp.owner[b] != Some((pb, p)) || !self.known_callers[b] {
                        for i in 0..n {
                            self.mark_live(b, body.operand(op, i));
                        }
                        return;
                    }
                    let calls = self.callers[b].clone();
                    for (cb, call) in calls {
                        let cbody = self.cp.bodies[cb];
                        let executable = cbody
                            .op_block(call)
                            .is_some_and(|blk| self.is_executable(cb, blk));
                        if !executable {
                            continue;
                        }
                        let results: Vec<ValueId> = cbody.results(call).collect();
                        for (i, r) in results.into_iter().enumerate().take(n) {
                            if self.is_live(cb, r) {
                                self.mark_live(b, body.operand(op, i));
                            }
                        }
                    }
                    return;
                }
            } else if def.is_some_and(|d| d.has_trait(OpTraits::RETURN_LIKE)) {
                // A return of the op the analysis runs on (a function when a
                // pass runs on functions): its callers are not in view.
                for i in 0..n {
                    self.mark_live(b, body.operand(op, i));
                }
                return;
            }
        }

        // An op whose only effects are reads (or allocations of its own
        // results) does not keep its operands live (`wouldOpBeTriviallyDead`).
        if !would_be_trivially_dead(ctx, body, op) || self.any_result_live(b, op) {
            for i in 0..n {
                self.mark_live(b, body.operand(op, i));
            }
        }
    }

    /// A terminator in a region of region branch op `p` (body `pb`):
    /// forwarded operands are live when a successor input they reach is.
    fn visit_region_terminator(
        &mut self,
        b: BodyIndex,
        op: OpId,
        pb: BodyIndex,
        p: OpId,
        iface: &RegionBranchOpInterface,
    ) {
        let ctx = self.ctx;
        let body = self.cp.bodies[b];
        let pbody = self.cp.bodies[pb];
        let term = OpRef::new(ctx, body, op);
        let n = body.num_operands(op);
        let Some(region) = body.op_block(op).and_then(|blk| body.block_region(blk)) else {
            return;
        };
        let (rb, regions) = self.cp.op_regions(pb, p);
        let Some(index) = regions.iter().position(|&r| r == region) else {
            return;
        };
        let own = term
            .def()
            .and_then(|d| d.interfaces.get::<RegionBranchTerminatorOpInterface>())
            .and_then(|i| i.successors);
        let mut succs = Vec::new();
        match own {
            Some(f) => f(term, &mut succs),
            None => (iface.successors)(
                OpRef::new(ctx, pbody, p),
                RegionBranchPoint::Region(index),
                &mut succs,
            ),
        }
        let mut accounted = vec![false; n];
        for s in succs {
            let Some(range) = forwarded_operands(term, s) else {
                continue;
            };
            let inputs = (iface.successor_inputs)(OpRef::new(ctx, pbody, p), s);
            let ib = if s == RegionSuccessor::Parent { pb } else { rb };
            for (i, input) in range.zip(inputs) {
                if i >= n {
                    continue;
                }
                accounted[i] = true;
                if self.is_live(ib, input) {
                    self.mark_live(b, body.operand(op, i));
                }
            }
        }
        for i in (0..n).filter(|&i| !accounted[i]) {
            self.visit_branch_operand(b, op, i, Kind::Terminator(pb, p));
        }
    }

    /// A non-forwarded operand of a region branch op or of a terminator in
    /// one (MLIR's `visitBranchOperand`).
    fn visit_branch_operand(&mut self, b: BodyIndex, op: OpId, i: usize, kind: Kind) {
        let ctx = self.ctx;
        let v = self.cp.bodies[b].operand(op, i);
        // The op that decides: the region branch op itself, or the one
        // around the terminator. The operand is live if that op could not
        // be removed or one of its results is live.
        let (pb, p) = match kind {
            Kind::RegionBranch => (b, op),
            Kind::Terminator(pb, p) => (pb, p),
        };
        if !would_be_trivially_dead(ctx, self.cp.bodies[pb], p) || self.any_result_live(pb, p) {
            self.mark_live(b, v);
        }
    }
}

#[derive(Copy, Clone)]
enum Kind {
    RegionBranch,
    Terminator(BodyIndex, OpId),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A top-level module: a symbol table with no parent.
    const TOP_MODULE: AnalysisRoot = AnalysisRoot {
        is_symbol_table: true,
        all_uses_visible: true,
    };

    fn parsed(src: &str) -> (Context, Body) {
        let mut ctx = Context::new();
        ctx.register_dialect(strata_dialect_arith::dialect());
        ctx.register_dialect(strata_dialect_cf::dialect());
        ctx.register_dialect(strata_dialect_func::dialect());
        ctx.register_dialect(strata_dialect_memref::dialect());
        ctx.register_dialect(strata_dialect_scf::dialect());
        let top = strata_asm::parse_source(&ctx, src, &strata_asm::ParseOptions::default()).expect("parses");
        (ctx, top)
    }

    /// The body of the module the parser wraps the source in.
    fn module(top: &Body) -> &Body {
        let region = top.root_regions()[0];
        let block = top.region_entry(region).expect("a block");
        let op = top.first_op(block).expect("the module");
        top.child_body(op).expect("the module's body")
    }

    /// The liveness of the results of the ops of body `b` and of the
    /// arguments of its entry block, as text: `L` live, `d` dead.
    fn summary(l: &Liveness<'_>, b: BodyIndex) -> String {
        let body = l.bodies()[b];
        let mut out = String::new();
        let entry = body.region_entry(body.root_regions()[0]).expect("entry");
        for &a in body.block_args(entry) {
            out.push(if l.is_live(b, a) { 'L' } else { 'd' });
        }
        out.push('|');
        walk_body(body, body.root_regions(), &mut |op| {
            for r in body.results(op) {
                out.push(if l.is_live(b, r) { 'L' } else { 'd' });
            }
        });
        out
    }

    #[test]
    fn effects_results_and_calls() {
        let (ctx, top) = parsed(
            r#"
            func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
              %0 = arith.addi %a, %a : i32
              %1 = arith.muli %b, %b : i32
              return %0, %1 : i32, i32
            }
            func.func @main(%x: i32, %y: i32, %m: memref<i32>) -> i32 {
              %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
              %d = arith.subi %x, %y : i32
              %s = arith.addi %y, %y : i32
              memref.store %s, %m[] : memref<i32>
              return %r#0 : i32
            }
            func.func private @uncalled(%a: i32) -> i32 {
              return %a : i32
            }
            "#,
        );
        let l = Liveness::run(&ctx, module(&top), TOP_MODULE);
        // Bodies: the module, then @f, @main, @uncalled.
        assert_eq!(l.bodies().len(), 4);
        // In @f only what flows to the used result is live.
        assert_eq!(summary(&l, 1), "Ld|Ld");
        // In @main: the call's second result and the subtraction are dead;
        // what is stored is live; the public function's arguments are
        // live only where used.
        assert_eq!(summary(&l, 2), "LLL|LddL");
        // A private function nobody calls never runs.
        assert_eq!(summary(&l, 3), "d|");
        assert!(l.has_known_callers(1) && !l.has_known_callers(2));
        assert_eq!(l.calls_of(1).len(), 1);
    }

    #[test]
    fn region_branch_and_branch_operands() {
        let (ctx, top) = parsed(
            r#"
            func.func @g(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) -> i32 {
              %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
                %n = arith.addi %x, %x : i32
                %m = arith.addi %y, %x : i32
                scf.yield %n, %m : i32, i32
              }
              %false = arith.constant false
              cf.cond_br %false, ^bb1, ^bb2(%r#0 : i32)
            ^bb1:
              %dead = arith.addi %a, %a : i32
              cf.br ^bb2(%dead : i32)
            ^bb2(%p: i32):
              return %p : i32
            }
            "#,
        );
        let l = Liveness::run(&ctx, module(&top), TOP_MODULE);
        // %c is unused; the loop's second iteration argument, its result
        // and what computes it are dead, as is the code of the block that
        // never executes; the branch condition is live.
        assert_eq!(summary(&l, 1), "dLLLL|LdLdLd");
        let result = l.into_result();
        assert_eq!(result.child_index(0, OpId::from_u32(0)), Some(1));
    }
}
