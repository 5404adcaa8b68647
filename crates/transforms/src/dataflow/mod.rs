//! A sparse forward dataflow solver for constant propagation (MLIR's
//! `DeadCodeAnalysis` together with `SparseConstantPropagation`).
//!
//! Every value of an op tree (an op's body and the bodies of the isolated
//! ops below it) gets a [`ConstantLattice`] element; blocks become
//! executable as control reaches them. Control flow is followed through
//! `BranchOpInterface` (with `BranchSuccessorForOperands` to pick the
//! successor of a constant condition), `RegionBranchOpInterface` (with
//! `RegionEntrySuccessorsForOperands`) and the region terminators that
//! forward values to their region's successors. Other ops are simulated by
//! their folders on the constant values of their operands. Each value's
//! element only rises (uninitialized, then a constant, then unknown), so
//! the worklist empties after a number of steps linear in the IR size
//! times its uses.

mod callables;
pub mod liveness;

use std::collections::VecDeque;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::CallOpInterface;
use strata_ir::interfaces::{
    all_successor_operands, forwarded_operands, BranchSuccessorForOperands, RegionBranchOpInterface,
    RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionEntrySuccessorsForOperands, RegionSuccessor,
    TerminatorSuccessorsForOperands,
};
use strata_ir::{
    Attribute, BlockId, Body, Context, FoldOutput, Ident, OpFoldResult, OpId, OpRef, OpTraits, RegionId,
    ValueId,
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

/// Index of a body in `SparseConstantPropagation`'s bodies.
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
pub struct Solution {
    children: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    lattice: FxHashMap<(BodyIndex, ValueId), ConstantLattice>,
    executable: FxHashSet<(BodyIndex, BlockId)>,
}

impl Solution {
    /// The body index of the isolated op `op` of body `b`, if it is one.
    pub fn child_index(&self, b: BodyIndex, op: OpId) -> Option<BodyIndex> {
        self.children.get(&(b, op)).copied()
    }

    /// The lattice element of `v` in body `b`.
    pub fn value(&self, b: BodyIndex, v: ValueId) -> ConstantLattice {
        self.lattice.get(&(b, v)).copied().unwrap_or_default()
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

/// The solver's state and results.
pub struct SparseConstantPropagation<'a> {
    ctx: &'a Context,
    /// The bodies of the tree, root first, in pre-order.
    bodies: Vec<&'a Body>,
    /// For each body but the root, the isolated op owning it.
    owner: Vec<Option<(BodyIndex, OpId)>>,
    /// The body of each isolated op of the tree.
    children: FxHashMap<(BodyIndex, OpId), BodyIndex>,
    lattice: FxHashMap<(BodyIndex, ValueId), ConstantLattice>,
    executable: FxHashSet<(BodyIndex, BlockId)>,
    worklist: VecDeque<Item>,
    fold_out: FoldOutput,
    /// Whether the op owning the root body is a symbol table.
    root_is_symbol_table: bool,
    /// The symbols of each symbol table of the tree, by the body holding
    /// the table's region.
    tables: FxHashMap<BodyIndex, FxHashMap<Ident, OpId>>,
    /// The callables with a body among those symbols.
    callables: FxHashMap<(BodyIndex, OpId), callables::CallableState>,
}

impl<'a> SparseConstantPropagation<'a> {
    /// Runs the analysis on `root` (the body of the op the pass runs on):
    /// the entry blocks of its regions are executable. Calls propagate
    /// values into and out of the callables of the symbol tables in the
    /// tree (`root_is_symbol_table` says whether the op owning `root` is
    /// one).
    pub fn run(
        ctx: &'a Context,
        root: &'a Body,
        root_is_symbol_table: bool,
    ) -> SparseConstantPropagation<'a> {
        let mut s = SparseConstantPropagation {
            ctx,
            bodies: Vec::new(),
            owner: Vec::new(),
            children: FxHashMap::default(),
            lattice: FxHashMap::default(),
            executable: FxHashSet::default(),
            worklist: VecDeque::new(),
            fold_out: FoldOutput::default(),
            root_is_symbol_table,
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
        let mut isolated = Vec::new();
        isolated_ops(body, body.root_regions(), &mut isolated);
        for op in isolated {
            let child = body.child_body(op).expect("isolated op has a body");
            self.children.insert((index, op), self.bodies.len());
            self.collect(child, Some((index, op)));
        }
    }

    /// The results, detached from the IR so that it can be changed.
    pub fn into_solution(self) -> Solution {
        Solution {
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
    pub fn value(&self, b: BodyIndex, v: ValueId) -> ConstantLattice {
        self.lattice.get(&(b, v)).copied().unwrap_or_default()
    }

    /// Whether `block` of body `b` was found executable.
    pub fn is_executable(&self, b: BodyIndex, block: BlockId) -> bool {
        self.executable.contains(&(b, block))
    }

    fn join(&mut self, b: BodyIndex, v: ValueId, x: ConstantLattice) {
        let old = self.value(b, v);
        let new = old.join(x);
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
    /// `unknown_args` its arguments are not known constants.
    fn mark_region_entry(&mut self, b: BodyIndex, r: RegionId, unknown_args: bool) {
        let Some(entry) = self.bodies[b].region_entry(r) else {
            return;
        };
        self.mark_executable(b, entry);
        if unknown_args {
            for &a in self.bodies[b].block_args(entry) {
                self.join(b, a, ConstantLattice::Unknown);
            }
        }
    }

    /// The body holding the regions of `op` (body `b`) and the regions.
    fn op_regions(&self, b: BodyIndex, op: OpId) -> (BodyIndex, Vec<RegionId>) {
        let body = self.bodies[b];
        match self.child_index(b, op) {
            Some(c) => (c, self.bodies[c].root_regions().to_vec()),
            None => (b, body.op_regions(op).1.to_vec()),
        }
    }

    fn operand_lattices(&self, b: BodyIndex, op: OpId) -> Vec<ConstantLattice> {
        let body = self.bodies[b];
        body.operands(op).map(|v| self.value(b, v)).collect()
    }

    fn set_results_unknown(&mut self, b: BodyIndex, op: OpId) {
        let body = self.bodies[b];
        for r in body.results(op) {
            self.join(b, r, ConstantLattice::Unknown);
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
            // reachable with unknown arguments.
            let (rb, regions) = self.op_regions(b, op);
            for r in regions {
                self.mark_region_entry(rb, r, true);
            }
            self.set_results_unknown(b, op);
        } else if let Some(call) = def.and_then(|d| d.interfaces.get::<CallOpInterface>()) {
            self.visit_call(b, op, call);
        } else if body.num_results(op) > 0 {
            self.visit_foldable(b, op);
        }
        if body.num_successors(op) > 0 {
            self.visit_branch(b, op);
        } else if def.is_some_and(|d| d.has_trait(OpTraits::TERMINATOR)) {
            // Only terminators without successors leave their region.
            self.visit_region_terminator(b, op);
        }
    }

    /// Simulates `op` by folding it on its operands' constants.
    fn visit_foldable(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let operands = self.operand_lattices(b, op);
        if operands.contains(&ConstantLattice::Uninitialized) {
            return;
        }
        let def = ctx.op_def(body.op_name(op));
        let Some(fold) = def.and_then(|d| d.fold) else {
            self.set_results_unknown(b, op);
            return;
        };
        let attrs: Vec<Option<Attribute>> = operands.iter().map(|l| l.as_operand()).collect();
        let mut out = std::mem::take(&mut self.fold_out);
        out.clear();
        let folded = fold(OpRef::new(ctx, body, op), &attrs, &mut out).is_ok();
        let own = matches!(out.results.as_slice(), [OpFoldResult::Value(v)] if body.num_results(op) == 1 && *v == body.result(op, 0));
        if !folded || out.results.len() != body.num_results(op) || own {
            self.fold_out = out;
            self.set_results_unknown(b, op);
            return;
        }
        let dialect = ctx
            .dialect_by_name(ctx.op_name_dialect(body.op_name(op)))
            .map(|d| d.name);
        let results: Vec<ValueId> = body.results(op).collect();
        for (r, fr) in results.into_iter().zip(out.results.drain(..).collect::<Vec<_>>()) {
            let x = match (fr, dialect) {
                (OpFoldResult::Attr(a), Some(d)) => ConstantLattice::Constant(a, d),
                (OpFoldResult::Attr(_), None) => ConstantLattice::Unknown,
                (OpFoldResult::Value(v), _) => self.value(b, v),
            };
            self.join(b, r, x);
        }
        self.fold_out = out;
    }

    /// A terminator with successors: the edges it may take become
    /// executable, and the values it forwards flow into the successors'
    /// arguments.
    fn visit_branch(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let oref = OpRef::new(ctx, body, op);
        let n = body.num_successors(op);
        let Some(ranges) = all_successor_operands(oref) else {
            for s in 0..n {
                let block = body.successor(op, s);
                self.mark_executable(b, block);
                for &a in body.block_args(block) {
                    self.join(b, a, ConstantLattice::Unknown);
                }
            }
            return;
        };
        let operands = self.operand_lattices(b, op);
        if operands.contains(&ConstantLattice::Uninitialized) {
            return;
        }
        let attrs: Vec<Option<Attribute>> = operands.iter().map(|l| l.as_operand()).collect();
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
            let range = ranges.get(s).cloned().unwrap_or(0..0);
            for (k, &a) in body.block_args(block).iter().enumerate() {
                let x = match range.clone().nth(k) {
                    Some(i) => operands.get(i).copied().unwrap_or(ConstantLattice::Unknown),
                    None => ConstantLattice::Unknown,
                };
                self.join(b, a, x);
            }
        }
    }

    /// Values flowing into `successor` of region branch op `op` (body
    /// `b`): the successor becomes executable and its inputs join `values`;
    /// its other entry arguments (or results) are unknown.
    fn flow_to_successor(
        &mut self,
        b: BodyIndex,
        op: OpId,
        iface: &RegionBranchOpInterface,
        successor: RegionSuccessor,
        values: &[ConstantLattice],
    ) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let inputs = (iface.successor_inputs)(OpRef::new(ctx, body, op), successor);
        match successor {
            RegionSuccessor::Parent => {
                for r in body.results(op) {
                    let x = match inputs.iter().position(|&v| v == r) {
                        Some(p) => values.get(p).copied().unwrap_or(ConstantLattice::Unknown),
                        None => ConstantLattice::Unknown,
                    };
                    self.join(b, r, x);
                }
            }
            RegionSuccessor::Region(i) => {
                let (rb, regions) = self.op_regions(b, op);
                let Some(&r) = regions.get(i) else { return };
                let Some(entry) = self.bodies[rb].region_entry(r) else {
                    return;
                };
                self.mark_executable(rb, entry);
                let args = self.bodies[rb].block_args(entry).to_vec();
                for a in args {
                    let x = match inputs.iter().position(|&v| v == a) {
                        Some(p) => values.get(p).copied().unwrap_or(ConstantLattice::Unknown),
                        None => ConstantLattice::Unknown,
                    };
                    self.join(rb, a, x);
                }
            }
        }
    }

    fn visit_region_branch_op(&mut self, b: BodyIndex, op: OpId, iface: &RegionBranchOpInterface) {
        let ctx = self.ctx;
        let body = self.bodies[b];
        let oref = OpRef::new(ctx, body, op);
        let operands = self.operand_lattices(b, op);
        if operands.contains(&ConstantLattice::Uninitialized) {
            return;
        }
        let mut succs = Vec::new();
        match oref
            .def()
            .and_then(|d| d.interfaces.get::<RegionEntrySuccessorsForOperands>())
        {
            Some(f) => {
                let attrs: Vec<Option<Attribute>> = operands.iter().map(|l| l.as_operand()).collect();
                (f.0)(oref, &attrs, &mut succs);
            }
            None => (iface.successors)(oref, RegionBranchPoint::Parent, &mut succs),
        }
        for s in succs {
            let range = (iface.entry_operands)(oref, s);
            let values: Vec<ConstantLattice> = range
                .map(|i| operands.get(i).copied().unwrap_or(ConstantLattice::Unknown))
                .collect();
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
        let operands = self.operand_lattices(b, op);
        if operands.contains(&ConstantLattice::Uninitialized) {
            return;
        }
        let mut succs = Vec::new();
        let by_operands = tdef.interfaces.get::<TerminatorSuccessorsForOperands>();
        match (by_operands, own.and_then(|i| i.successors)) {
            (Some(f), _) => {
                let attrs: Vec<Option<Attribute>> = operands.iter().map(|l| l.as_operand()).collect();
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
            let values: Vec<ConstantLattice> = range
                .map(|i| operands.get(i).copied().unwrap_or(ConstantLattice::Unknown))
                .collect();
            self.flow_to_successor(pb, parent, iface, s, &values);
        }
    }
}
