//! A sparse forward dataflow solver (MLIR's `DeadCodeAnalysis` together
//! with a `SparseForwardDataFlowAnalysis`), and its two analyses:
//! constant propagation ([`ConstantPropagation`], MLIR's
//! `SparseConstantPropagation`) and integer range inference
//! ([`int_range::IntegerRangeAnalysis`]).
//!
//! Every value of an op tree (an op's body and the bodies of the isolated
//! ops below it) gets a lattice element of the analysis
//! ([`SparseForwardAnalysis`]); blocks become executable as control
//! reaches them, deciding branches on the constants the analysis finds. Control flow is followed through
//! `BranchOpInterface` (with `BranchSuccessorForOperands` to pick the
//! successor of a constant condition), `RegionBranchOpInterface` (with
//! `RegionEntrySuccessorsForOperands`) and the region terminators that
//! forward values to their region's successors. Other ops, and the region
//! arguments no control flow edge defines, are the analysis's to
//! simulate. Each value's element only rises (for constants:
//! uninitialized, then a constant, then unknown), so the worklist empties
//! after a number of steps linear in the IR size times its uses (times
//! the lattice's height).

mod callables;
pub mod int_range;
pub mod liveness;

use std::collections::VecDeque;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::CallOpInterface;
use strata_ir::interfaces::{
    all_successor_operands_with_produced, forwarded_operands, BranchSuccessorForOperands,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionEntrySuccessorsForOperands, RegionSuccessor, TerminatorSuccessorsForOperands,
};
use strata_ir::symbol_table::{symbol_visibility, Visibility};
use strata_ir::{
    Attribute, BlockId, Body, Context, FoldOutput, Ident, IsolatedOpMut, OpFoldResult, OpId, OpName, OpRef,
    OpTraits, RegionId, ValueId,
};

/// The lattice of constant propagation (MLIR's `Lattice<ConstantValue>`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ConstantLattice {
    /// Nothing is known yet (no executable definition reached it).
    #[default]
    Uninitialized,
    /// Always this constant; the dialect materializes it.
    Constant(Attribute, &'static str),
    /// Not a known constant.
    Unknown,
}

impl ConstantLattice {
    /// The least upper bound of `self` and `other`. Constants are equal
    /// when their attributes are.
    pub fn join(self, other: ConstantLattice) -> ConstantLattice {
        use ConstantLattice::*;
        match (self, other) {
            (Uninitialized, x) | (x, Uninitialized) => x,
            (Constant(a, d), Constant(b, _)) if a == b => Constant(a, d),
            _ => Unknown,
        }
    }

    fn as_operand(self) -> Option<Attribute> {
        match self {
            ConstantLattice::Constant(a, _) => Some(a),
            _ => None,
        }
    }
}

/// A sparse forward analysis run by [`SparseForwardSolver`]: its lattice
/// and transfer functions.
pub trait SparseForwardAnalysis {
    /// The element of each value; `Default` is uninitialized.
    type Lattice: Clone + PartialEq + Default + std::fmt::Debug;

    /// The least upper bound of two elements.
    fn join(a: &Self::Lattice, b: &Self::Lattice) -> Self::Lattice;

    /// The element of a value nothing is known of (MLIR's entry state).
    fn entry_state(&self, ctx: &Context, body: &Body, v: ValueId) -> Self::Lattice;

    /// The constant a value is, for deciding control flow: `None` while
    /// nothing is known, `Some(None)` when it is not a known constant.
    fn constant(
        &self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        l: &Self::Lattice,
    ) -> Option<Option<Attribute>>;

    /// The transfer function of `op` (neither a region branch op nor a
    /// call): pushes the new elements of its results to `out`. `current`
    /// reads the present element of a value of `body`; `enclosing` are the
    /// isolated ops around `body` the solver knows, innermost first.
    #[allow(clippy::too_many_arguments)]
    fn visit_operation(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        enclosing: &[OpRef<'_>],
        operands: &[Self::Lattice],
        current: &dyn Fn(ValueId) -> Self::Lattice,
        out: &mut Vec<(ValueId, Self::Lattice)>,
    );

    /// The values entering a region of `op` (body `b`), or leaving `op`,
    /// that no control flow edge defines: induction variables, the
    /// arguments of regions of ops that are not region branch ops, results
    /// that are not forwarded. `values` are in `vbody` (the body of the
    /// region, or `body` for results); `outer` reads the present element
    /// of a value of `body`, `current` of one of `vbody`. The default is
    /// the entry state.
    #[allow(clippy::too_many_arguments)]
    fn visit_non_control_flow_arguments(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        outer: &dyn Fn(ValueId) -> Self::Lattice,
        vbody: &Body,
        values: &[ValueId],
        current: &dyn Fn(ValueId) -> Self::Lattice,
        out: &mut Vec<(ValueId, Self::Lattice)>,
    ) {
        let _ = (body, op, outer, current);
        for &v in values {
            out.push((v, self.entry_state(ctx, vbody, v)));
        }
    }
}

/// Constant propagation (MLIR's `SparseConstantPropagation`): ops are
/// simulated by their folders on the constant values of their operands.
#[derive(Default)]
pub struct ConstantPropagation {
    fold_out: FoldOutput,
}

impl SparseForwardAnalysis for ConstantPropagation {
    type Lattice = ConstantLattice;

    fn join(a: &ConstantLattice, b: &ConstantLattice) -> ConstantLattice {
        a.join(*b)
    }

    fn entry_state(&self, _: &Context, _: &Body, _: ValueId) -> ConstantLattice {
        ConstantLattice::Unknown
    }

    fn constant(&self, _: &Context, _: &Body, _: ValueId, l: &ConstantLattice) -> Option<Option<Attribute>> {
        match l {
            ConstantLattice::Uninitialized => None,
            l => Some(l.as_operand()),
        }
    }

    fn visit_operation(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _: &[OpRef<'_>],
        operands: &[ConstantLattice],
        current: &dyn Fn(ValueId) -> ConstantLattice,
        out: &mut Vec<(ValueId, ConstantLattice)>,
    ) {
        let unknown = |out: &mut Vec<(ValueId, ConstantLattice)>| {
            out.extend(body.results(op).map(|r| (r, ConstantLattice::Unknown)));
        };
        // Folds may happen in place in an op's regions: such ops are not
        // simulated.
        if body.child_body(op).is_some() || !body.regions_in_body(op).is_empty() {
            return unknown(out);
        }
        if operands.contains(&ConstantLattice::Uninitialized) {
            return;
        }
        let def = ctx.op_def(body.op_name(op));
        let Some(fold) = def.and_then(|d| d.fold) else {
            return unknown(out);
        };
        let attrs: Vec<Option<Attribute>> = operands.iter().map(|l| l.as_operand()).collect();
        let mut fold_out = std::mem::take(&mut self.fold_out);
        fold_out.clear();
        let folded = fold(OpRef::new(ctx, body, op), &attrs, &mut fold_out).is_ok();
        let own = matches!(fold_out.results.as_slice(), [OpFoldResult::Value(v)] if body.num_results(op) == 1 && *v == body.result(op, 0));
        if !folded || fold_out.results.len() != body.num_results(op) || own {
            self.fold_out = fold_out;
            return unknown(out);
        }
        let dialect = ctx
            .dialect_by_name(ctx.op_name_dialect(body.op_name(op)))
            .map(|d| d.name);
        for (r, fr) in body.results(op).zip(fold_out.results.drain(..)) {
            let x = match (fr, dialect) {
                (OpFoldResult::Attr(a), Some(d)) => ConstantLattice::Constant(a, d),
                (OpFoldResult::Attr(_), None) => ConstantLattice::Unknown,
                (OpFoldResult::Value(v), _) => current(v),
            };
            out.push((r, x));
        }
        self.fold_out = fold_out;
    }
}

/// Index of a body in a [`SparseForwardSolver`]'s bodies.
pub type BodyIndex = usize;

/// The isolated ops in `regions` of `body`, in pre-order.
fn isolated_ops(body: &Body, regions: &[RegionId], out: &mut Vec<OpId>) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let (rb, inner) = body.op_regions(op);
                if !std::ptr::eq(rb, body) {
                    out.push(op);
                } else if !inner.is_empty() {
                    isolated_ops(body, inner, out);
                }
            }
        }
    }
}

/// What the analysis found, by body index (the root is 0; isolated ops'
/// bodies follow in pre-order).
pub struct Solution<L = ConstantLattice> {
    num_bodies: usize,
    children: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    lattice: FxHashMap<(BodyIndex, ValueId), L>,
    executable: FxHashSet<(BodyIndex, BlockId)>,
}

impl<L: Clone + Default> Solution<L> {
    /// The body index of the isolated op `op` of body `b`, if it is one.
    pub fn child_index(&self, b: BodyIndex, op: OpId) -> Option<BodyIndex> {
        self.children.get(&(b, op)).copied()
    }

    /// The lattice element of `v` in body `b`.
    pub fn value(&self, b: BodyIndex, v: ValueId) -> L {
        self.lattice.get(&(b, v)).cloned().unwrap_or_default()
    }

    /// Sets the element of `v` in body `b` (a value the IR rewrite
    /// created or reused).
    pub fn set_value(&mut self, b: BodyIndex, v: ValueId, l: L) {
        self.lattice.insert((b, v), l);
    }

    /// Forgets the element of `v` in body `b` (the value was erased).
    pub fn erase_value(&mut self, b: BodyIndex, v: ValueId) {
        self.lattice.remove(&(b, v));
    }

    /// The solution with each element mapped by `f`.
    pub fn map<M>(self, f: impl Fn(L) -> M) -> Solution<M> {
        Solution {
            num_bodies: self.num_bodies,
            children: self.children,
            lattice: self.lattice.into_iter().map(|(k, l)| (k, f(l))).collect(),
            executable: self.executable,
        }
    }

    /// The elements of each body's values, by body index.
    pub fn take_values_by_body(&mut self) -> Vec<FxHashMap<ValueId, L>> {
        let mut by_body: Vec<FxHashMap<ValueId, L>> =
            (0..self.num_bodies).map(|_| FxHashMap::default()).collect();
        for ((b, v), l) in self.lattice.drain() {
            if let Some(m) = by_body.get_mut(b) {
                m.insert(v, l);
            }
        }
        by_body
    }

    /// Calls `f` on `body` (index `b`, owned by an op named `owner`) and
    /// then, in pre-order, on the bodies of the isolated ops below it that
    /// the analysis saw.
    pub fn for_each_body_mut(
        &self,
        b: BodyIndex,
        owner: OpName,
        body: &mut Body,
        f: &mut dyn FnMut(BodyIndex, OpName, &mut Body),
    ) {
        f(b, owner, body);
        for (op, name, child) in body.named_child_bodies_mut() {
            if let Some(c) = self.child_index(b, op) {
                self.for_each_body_mut(c, name, child, f);
            }
        }
    }

    /// Whether `block` of body `b` was found executable.
    pub fn is_executable(&self, b: BodyIndex, block: BlockId) -> bool {
        self.executable.contains(&(b, block))
    }
}

#[derive(Copy, Clone)]
enum Item {
    Block(BodyIndex, BlockId),
    Op(BodyIndex, OpId),
}

/// Constant propagation's solver.
pub type SparseConstantPropagation<'a> = SparseForwardSolver<'a, ConstantPropagation>;

/// The solver's state and results.
pub struct SparseForwardSolver<'a, A: SparseForwardAnalysis> {
    ctx: &'a Context,
    /// The bodies of the tree, root first, in pre-order.
    bodies: Vec<&'a Body>,
    /// For each body but the root, the isolated op owning it.
    owner: Vec<Option<(BodyIndex, OpId)>>,
    /// Per body, the isolated ops enclosing it, innermost first.
    enclosing: Vec<Vec<OpRef<'a>>>,
    /// The body of each isolated op of the tree.
    children: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    lattice: FxHashMap<(BodyIndex, ValueId), A::Lattice>,
    executable: FxHashSet<(BodyIndex, BlockId)>,
    worklist: VecDeque<Item>,
    /// The analysis.
    pub analysis: A,
    /// Scratch for the elements the analysis produces.
    out: Vec<(ValueId, A::Lattice)>,
    /// What is known of the op owning the root body.
    root_op: AnalysisRoot,
    /// The symbols of each symbol table of the tree, by the body holding
    /// the table's region.
    tables: FxHashMap<BodyIndex, FxHashMap<Ident, OpId>>,
    /// The callables with a body among those symbols.
    callables: FxHashMap<(BodyIndex, OpId), callables::CallableState>,
}

/// What the analyses know of the op a pass runs them on.
#[derive(Clone, Copy, Debug)]
pub struct AnalysisRoot {
    /// The op is a symbol table.
    pub is_symbol_table: bool,
    /// Every use of the op's `nested` symbols is inside it (MLIR's
    /// `allSymUsesVisible`): the op has no parent, or it is a private
    /// symbol.
    pub all_uses_visible: bool,
}

impl AnalysisRoot {
    /// What is known of `op`, the op a pass runs on.
    pub fn of(ctx: &Context, op: &mut IsolatedOpMut<'_>) -> AnalysisRoot {
        let is_symbol_table = ctx
            .op_def(op.name())
            .is_some_and(|d| d.has_trait(OpTraits::SYMBOL_TABLE));
        // A body is handed the enclosing table's symbols when it has a
        // parent.
        let all_uses_visible = op.body_ref().symbol_scope().is_none()
            || op.with_standalone(|b, id| symbol_visibility(ctx, b, id) == Visibility::Private);
        AnalysisRoot {
            is_symbol_table,
            all_uses_visible,
        }
    }
}

impl<'a> SparseConstantPropagation<'a> {
    /// Runs constant propagation on `root`, as [`SparseForwardSolver::run_with`].
    pub fn run(ctx: &'a Context, root: &'a Body, root_op: AnalysisRoot) -> SparseConstantPropagation<'a> {
        SparseForwardSolver::run_with(ctx, root, root_op, ConstantPropagation::default())
    }
}

impl<'a, A: SparseForwardAnalysis> SparseForwardSolver<'a, A> {
    /// Runs `analysis` on `root` (the body of the op the pass runs on):
    /// the entry blocks of its regions are executable. Calls propagate
    /// values into and out of the callables of the symbol tables in the
    /// tree (`root_op` says whether the op owning `root` is one, and
    /// whether all uses of its symbols are inside it).
    pub fn run_with(
        ctx: &'a Context,
        root: &'a Body,
        root_op: AnalysisRoot,
        analysis: A,
    ) -> SparseForwardSolver<'a, A> {
        let mut s = SparseForwardSolver {
            ctx,
            bodies: Vec::new(),
            owner: Vec::new(),
            enclosing: Vec::new(),
            children: FxHashMap::default(),
            lattice: FxHashMap::default(),
            executable: FxHashSet::default(),
            worklist: VecDeque::new(),
            analysis,
            out: Vec::new(),
            root_op,
            tables: FxHashMap::default(),
            callables: FxHashMap::default(),
        };
        s.collect(root, None);
        s.init_callables();
        for &r in root.root_regions() {
            s.mark_region_entry(0, r, true);
        }
        while let Some(item) = s.worklist.pop_front() {
            match item {
                Item::Block(b, block) => {
                    let body = s.bodies[b];
                    for op in body.block_ops(block) {
                        s.visit_op(b, op);
                    }
                }
                Item::Op(b, op) => {
                    let body = s.bodies[b];
                    if body
                        .op_block(op)
                        .is_some_and(|blk| s.executable.contains(&(b, blk)))
                    {
                        s.visit_op(b, op);
                    }
                }
            }
        }
        s
    }

    /// Registers `body` and, in pre-order, the bodies of isolated ops in it.
    fn collect(&mut self, body: &'a Body, owner: Option<(BodyIndex, OpId)>) {
        let index = self.bodies.len();
        self.bodies.push(body);
        self.owner.push(owner);
        let enclosing = match owner {
            Some((pb, op)) => std::iter::once(OpRef::new(self.ctx, self.bodies[pb], op))
                .chain(self.enclosing[pb].iter().copied())
                .collect(),
            None => Vec::new(),
        };
        self.enclosing.push(enclosing);
        let mut isolated = Vec::new();
        isolated_ops(body, body.root_regions(), &mut isolated);
        for op in isolated {
            let child = body.child_body(op).expect("isolated op has a body");
            self.children.insert((index, op), self.bodies.len());
            self.collect(child, Some((index, op)));
        }
    }

    /// The results, detached from the IR so that it can be changed.
    pub fn into_solution(self) -> Solution<A::Lattice> {
        Solution {
            num_bodies: self.bodies.len(),
            children: self.children,
            lattice: self.lattice,
            executable: self.executable,
        }
    }

    /// The body index of the isolated op `op` of body `b`, if it is one.
    pub fn child_index(&self, b: BodyIndex, op: OpId) -> Option<BodyIndex> {
        self.children.get(&(b, op)).copied()
    }

    /// The lattice element of `v` in body `b`.
    pub fn value(&self, b: BodyIndex, v: ValueId) -> A::Lattice {
        self.lattice.get(&(b, v)).cloned().unwrap_or_default()
    }

    /// Whether `block` of body `b` was found executable.
    pub fn is_executable(&self, b: BodyIndex, block: BlockId) -> bool {
        self.executable.contains(&(b, block))
    }

    /// The entry state of `v` in body `b`.
    fn entry(&self, b: BodyIndex, v: ValueId) -> A::Lattice {
        self.analysis.entry_state(self.ctx, self.bodies[b], v)
    }

    /// Joins the entry state into `v`.
    fn join_entry(&mut self, b: BodyIndex, v: ValueId) {
        let x = self.entry(b, v);
        self.join(b, v, x);
    }

    /// Joins the elements the analysis left in `self.out` into values of
    /// body `b`.
    fn join_out(&mut self, b: BodyIndex) {
        let mut out = std::mem::take(&mut self.out);
        for (v, x) in out.drain(..) {
            self.join(b, v, x);
        }
        self.out = out;
    }

    /// The constants of `op`'s operands for control flow decisions, `None`
    /// while one is not known yet.
    fn operand_constants(&self, b: BodyIndex, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let body = self.bodies[b];
        body.operands(op)
            .map(|v| self.analysis.constant(self.ctx, body, v, &self.value(b, v)))
            .collect()
    }

    fn join(&mut self, b: BodyIndex, v: ValueId, x: A::Lattice) {
        let old = self.value(b, v);
        let new = A::join(&old, &x);
        if new != old {
            self.lattice.insert((b, v), new);
            let body = self.bodies[b];
            for (user, _) in body.uses(v) {
                self.worklist.push_back(Item::Op(b, user));
            }
        }
    }

    fn mark_executable(&mut self, b: BodyIndex, block: BlockId) {
        if self.executable.insert((b, block)) {
            self.worklist.push_back(Item::Block(b, block));
        }
    }

    /// Marks the entry block of region `r` of body `b` executable; with
    /// `unknown_args` its arguments take the entry state.
    fn mark_region_entry(&mut self, b: BodyIndex, r: RegionId, unknown_args: bool) {
        let Some(entry) = self.bodies[b].region_entry(r) else {
            return;
        };
        self.mark_executable(b, entry);
        if unknown_args {
            for &a in self.bodies[b].block_args(entry) {
                self.join_entry(b, a);
            }
        }
    }

    /// `values` (of body `vb`) that no control flow edge into or out of
    /// `op` (body `b`) defines: the analysis decides.
    fn visit_non_control_flow_values(&mut self, b: BodyIndex, op: OpId, vb: BodyIndex, values: &[ValueId]) {
        if values.is_empty() {
            return;
        }
        let (ctx, body, vbody) = (self.ctx, self.bodies[b], self.bodies[vb]);
        let Self {
            analysis,
            lattice,
            out,
            ..
        } = self;
        let outer = |v: ValueId| lattice.get(&(b, v)).cloned().unwrap_or_default();
        let current = |v: ValueId| lattice.get(&(vb, v)).cloned().unwrap_or_default();
        analysis.visit_non_control_flow_arguments(ctx, body, op, &outer, vbody, values, &current, out);
        self.join_out(vb);
    }

    /// The body holding the regions of `op` (body `b`) and the regions.
    fn op_regions(&self, b: BodyIndex, op: OpId) -> (BodyIndex, Vec<RegionId>) {
        let body = self.bodies[b];
        match self.child_index(b, op) {
            Some(c) => (c, self.bodies[c].root_regions().to_vec()),
            None => (b, body.op_regions(op).1.to_vec()),
        }
    }

    fn operand_lattices(&self, b: BodyIndex, op: OpId) -> Vec<A::Lattice> {
        let body = self.bodies[b];
        body.operands(op).map(|v| self.value(b, v)).collect()
    }

    fn set_results_unknown(&mut self, b: BodyIndex, op: OpId) {
        let body = self.bodies[b];
        for r in body.results(op) {
            self.join_entry(b, r);
        }
    }

    fn visit_op(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let def = ctx.op_def(body.op_name(op));
        let has_regions = !self.op_regions(b, op).1.is_empty();
        let region_branch = def.and_then(|d| d.interfaces.get::<RegionBranchOpInterface>());
        if let (Some(iface), true) = (region_branch, has_regions) {
            self.visit_region_branch_op(b, op, iface);
        } else if has_regions && self.is_called_only_by_known_calls(b, op) {
            // Entered by its calls.
        } else if has_regions {
            // Control flow into the regions is not known: every entry is
            // reachable, with arguments the analysis decides.
            let (rb, regions) = self.op_regions(b, op);
            for r in regions {
                self.mark_region_entry(rb, r, false);
                if let Some(entry) = self.bodies[rb].region_entry(r) {
                    let args = self.bodies[rb].block_args(entry).to_vec();
                    self.visit_non_control_flow_values(b, op, rb, &args);
                }
            }
            self.visit_transfer(b, op);
        } else if let Some(call) = def.and_then(|d| d.interfaces.get::<CallOpInterface>()) {
            self.visit_call(b, op, call);
        } else {
            self.visit_transfer(b, op);
        }
        if body.num_successors(op) > 0 {
            self.visit_branch(b, op);
        } else if def.is_some_and(|d| d.has_trait(OpTraits::TERMINATOR)) {
            // Only terminators without successors leave their region.
            self.visit_region_terminator(b, op);
        }
    }

    /// Simulates `op` with the analysis's transfer function.
    fn visit_transfer(&mut self, b: BodyIndex, op: OpId) {
        let (ctx, body) = (self.ctx, self.bodies[b]);
        if body.num_results(op) == 0 {
            return;
        }
        let operands = self.operand_lattices(b, op);
        let Self {
            analysis,
            lattice,
            out,
            enclosing,
            ..
        } = self;
        let current = |v: ValueId| lattice.get(&(b, v)).cloned().unwrap_or_default();
        analysis.visit_operation(ctx, body, op, &enclosing[b], &operands, &current, out);
        self.join_out(b);
    }

    /// A terminator with successors: the edges it may take become
    /// executable, and the values it forwards flow into the successors'
    /// arguments.
    fn visit_branch(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let oref = OpRef::new(ctx, body, op);
        let n = body.num_successors(op);
        let Some(ranges) = all_successor_operands_with_produced(oref) else {
            for s in 0..n {
                let block = body.successor(op, s);
                self.mark_executable(b, block);
                for &a in body.block_args(block) {
                    self.join_entry(b, a);
                }
            }
            return;
        };
        let Some(attrs) = self.operand_constants(b, op) else {
            return;
        };
        let operands = self.operand_lattices(b, op);
        let only = oref
            .def()
            .and_then(|d| d.interfaces.get::<BranchSuccessorForOperands>())
            .and_then(|i| (i.0)(oref, &attrs))
            .filter(|&s| s < n);
        // Control flow edges are pairs of blocks (as MLIR's `CFGEdge`): the
        // arguments of a block taken by one successor join the operands of
        // every successor of this branch that names the same block.
        let taken = only.map(|o| body.successor(op, o));
        for s in 0..n {
            let block = body.successor(op, s);
            if taken.is_some_and(|t| t != block) {
                continue;
            }
            self.mark_executable(b, block);
            // The arguments the branch produces itself are unknown.
            let (produced, range) = ranges.get(s).cloned().unwrap_or((0, 0..0));
            for (k, &a) in body.block_args(block).iter().enumerate() {
                let forwarded = k.checked_sub(produced).and_then(|j| range.clone().nth(j));
                let x = match forwarded.and_then(|i| operands.get(i)) {
                    Some(x) => x.clone(),
                    None => self.entry(b, a),
                };
                self.join(b, a, x);
            }
        }
    }

    /// Values flowing into `successor` of region branch op `op` (body
    /// `b`): the successor becomes executable and its inputs join `values`;
    /// the analysis decides its other entry arguments (or results).
    fn flow_to_successor(
        &mut self,
        b: BodyIndex,
        op: OpId,
        iface: &RegionBranchOpInterface,
        successor: RegionSuccessor,
        values: &[A::Lattice],
    ) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let inputs = (iface.successor_inputs)(OpRef::new(ctx, body, op), successor);
        match successor {
            RegionSuccessor::Parent => {
                let mut others = Vec::new();
                for r in body.results(op) {
                    match inputs.iter().position(|&v| v == r) {
                        Some(p) => {
                            let x = values.get(p).cloned().unwrap_or_else(|| self.entry(b, r));
                            self.join(b, r, x);
                        }
                        None => others.push(r),
                    }
                }
                self.visit_non_control_flow_values(b, op, b, &others);
            }
            RegionSuccessor::Region(i) => {
                let (rb, regions) = self.op_regions(b, op);
                let Some(&r) = regions.get(i) else { return };
                let Some(entry) = self.bodies[rb].region_entry(r) else {
                    return;
                };
                self.mark_executable(rb, entry);
                let args = self.bodies[rb].block_args(entry).to_vec();
                let mut others = Vec::new();
                for a in args {
                    match inputs.iter().position(|&v| v == a) {
                        Some(p) => {
                            let x = values.get(p).cloned().unwrap_or_else(|| self.entry(rb, a));
                            self.join(rb, a, x);
                        }
                        None => others.push(a),
                    }
                }
                self.visit_non_control_flow_values(b, op, rb, &others);
            }
        }
    }

    fn visit_region_branch_op(&mut self, b: BodyIndex, op: OpId, iface: &RegionBranchOpInterface) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let oref = OpRef::new(ctx, body, op);
        let Some(attrs) = self.operand_constants(b, op) else {
            return;
        };
        let operands = self.operand_lattices(b, op);
        let mut succs = Vec::new();
        match oref
            .def()
            .and_then(|d| d.interfaces.get::<RegionEntrySuccessorsForOperands>())
        {
            Some(f) => {
                (f.0)(oref, &attrs, &mut succs);
            }
            None => (iface.successors)(oref, RegionBranchPoint::Parent, &mut succs),
        }
        for s in succs {
            let range = (iface.entry_operands)(oref, s);
            let values: Vec<A::Lattice> = range.filter_map(|i| operands.get(i).cloned()).collect();
            self.flow_to_successor(b, op, iface, s, &values);
        }
    }

    /// A terminator of a region of a region branch op: its forwarded
    /// operands flow to the region's successors.
    fn visit_region_terminator(&mut self, b: BodyIndex, op: OpId) {
        if self.visit_callable_terminator(b, op) {
            return;
        }
        let ctx = self.ctx;
        let body = self.bodies[b];
        let Some(block) = body.op_block(op) else { return };
        let Some(region) = body.block_region(block) else {
            return;
        };
        // The op owning the region: in this body, or the isolated op
        // owning the body if the region is one of its roots.
        let (pb, parent) = if body.is_root_region(region) {
            match self.owner[b] {
                Some(p) => p,
                None => return,
            }
        } else {
            match body.region_parent_op(region) {
                Some(p) => (b, p),
                None => return,
            }
        };
        let pbody = self.bodies[pb];
        let Some(iface) = ctx
            .op_def(pbody.op_name(parent))
            .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
        else {
            return;
        };
        let (_, regions) = self.op_regions(pb, parent);
        let Some(index) = regions.iter().position(|&r| r == region) else {
            return;
        };
        let term = OpRef::new(ctx, body, op);
        let Some(tdef) = term.def() else { return };
        let own = tdef.interfaces.get::<RegionBranchTerminatorOpInterface>();
        if own.is_none() && !tdef.has_trait(OpTraits::RETURN_LIKE) {
            return;
        }
        let Some(attrs) = self.operand_constants(b, op) else {
            return;
        };
        let operands = self.operand_lattices(b, op);
        let mut succs = Vec::new();
        let by_operands = tdef.interfaces.get::<TerminatorSuccessorsForOperands>();
        match (by_operands, own.and_then(|i| i.successors)) {
            (Some(f), _) => {
                (f.0)(term, &attrs, &mut succs);
            }
            (None, Some(f)) => f(term, &mut succs),
            (None, None) => (iface.successors)(
                OpRef::new(ctx, pbody, parent),
                RegionBranchPoint::Region(index),
                &mut succs,
            ),
        }
        for s in succs {
            let Some(range) = forwarded_operands(term, s) else {
                continue;
            };
            let values: Vec<A::Lattice> = range.filter_map(|i| operands.get(i).cloned()).collect();
            self.flow_to_successor(pb, parent, iface, s, &values);
        }
    }
}
