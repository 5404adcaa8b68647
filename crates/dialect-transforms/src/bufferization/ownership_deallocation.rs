//! `ownership-based-buffer-deallocation`: inserts a `bufferization.dealloc`
//! before every terminator for the buffers its block owns.
//!
//! Each memref value has, per block, an ownership: an `i1` value saying at
//! run time whether the block is responsible for freeing it (unique), or
//! unknown (several indicators met). Allocations are owned (`true`),
//! stack allocations, function arguments and values from enclosing regions
//! are not (`false`), other results take their operands' ownership. Before
//! each terminator, the buffers the block owns are freed unless they are
//! passed on or still live (`retain`); the dealloc's results become the
//! ownerships passed along: as extra `i1` operands of branches and region
//! terminators, extra block arguments of their destinations and extra
//! results of region branch ops and calls to private functions (with
//! `private-function-dynamic-ownership`). Public functions return buffers
//! they own, cloning them when ownership is not certain.
//!
//! Blocks are processed nested regions first, each region's blocks in an
//! order where a block comes after its dominators; ownerships and the
//! buffers to free are kept per block. Liveness is computed once, before
//! the function changes.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_dialect_arith::{AndIOp, ConstantOp, SelectOp, XOrIOp};
use strata_dialect_bufferization::{CloneOp, DeallocOp};
use strata_dialect_memref::ReinterpretCastOp;
use strata_dialect_scf::{IfOp, YieldOp};
use strata_ir::function_interface::{CallOpInterface, Callee, SYM_VISIBILITY};
use strata_ir::interfaces::{
    all_successor_operands, forwarded_operands, region_successors, BranchOpInterface, EffectKind,
    MemoryEffect, MemoryEffectOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE,
};
use strata_ir::{
    BlockId, Body, Context, Failed, InsertPoint, IsolatedOpMut, Location, LogicalResult, OpBuilder, OpId,
    OpRef, OpTraits, OperationState, RegionId, Type, TypeKind, ValueDef, ValueId,
};
use strata_pass::{parse_bool_option, Pass};

/// The `ownership-based-buffer-deallocation` pass.
#[derive(Clone, Debug, Default)]
pub struct OwnershipBasedBufferDeallocation {
    /// Private functions return the ownership of their memref results as
    /// extra `i1` results.
    pub private_function_dynamic_ownership: bool,
}

impl Pass for OwnershipBasedBufferDeallocation {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.*",
            "bufferization.dealloc",
            "bufferization.clone",
            "memref.extract_strided_metadata",
            "memref.reinterpret_cast",
            "scf.if",
            "scf.yield",
            "cf.assert",
        ])
    }

    fn argument(&self) -> &'static str {
        "ownership-based-buffer-deallocation"
    }

    fn description(&self) -> &'static str {
        "Adds all required dealloc operations for all allocations in the input program"
    }

    fn name(&self) -> &'static str {
        "OwnershipBasedBufferDeallocationPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "private-function-dynamic-ownership" => {
                self.private_function_dynamic_ownership = parse_bool_option(name, value)?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "private-function-dynamic-ownership={}",
            self.private_function_dynamic_ownership
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let dynamic = self.private_function_dynamic_ownership;
        op.with_standalone_mut(|body, root| run_on(ctx, body, root, dynamic))
    }
}

/// Runs on `op` of `parent`: on it if it is a function, else on the
/// functions nested in it.
fn run_on(ctx: &Context, parent: &mut Body, op: OpId, dynamic: bool) -> LogicalResult {
    if ctx.op_name_str(parent.op_name(op)) == "func.func" {
        // Run on one function, neither its calls nor its callers can be
        // seen: both keep the function boundary ABI, so that signatures and
        // calls stay consistent.
        return deallocate_function(ctx, parent, op, false, &FxHashSet::default());
    }
    let Some(body) = parent.child_body_mut(op) else {
        return Ok(());
    };
    let mut ops = Vec::new();
    let mut callees = FxHashSet::default();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                ops.push(o);
                if ctx.op_name_str(body.op_name(o)) == "func.func" && has_body(body, o) {
                    let private = body
                        .op_attr(ctx, o, SYM_VISIBILITY)
                        .and_then(|a| ctx.string_attr_value(a))
                        == Some("private");
                    let name = body
                        .op_attr(ctx, o, "sym_name")
                        .and_then(|a| ctx.string_attr_value(a));
                    if let (true, Some(name)) = (private, name) {
                        callees.insert(name.to_string());
                    }
                }
            }
        }
    }
    if !dynamic {
        callees.clear();
    }
    for o in ops {
        if ctx.op_name_str(body.op_name(o)) == "func.func" {
            if body.child_body(o).is_some() {
                deallocate_function(ctx, body, o, dynamic, &callees)?;
            }
        } else if body.child_body(o).is_some() {
            run_on(ctx, body, o, dynamic)?;
        }
    }
    Ok(())
}

/// Whether function `f` has a body (is not a declaration).
fn has_body(parent: &Body, f: OpId) -> bool {
    parent
        .child_body(f)
        .is_some_and(|b| b.root_regions().iter().any(|&r| !b.region_is_empty(r)))
}

/// Whether `t` is a ranked or unranked memref type.
fn is_memref_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Deallocates the buffers of function `f` of `parent`.
fn deallocate_function(
    ctx: &Context,
    parent: &mut Body,
    f: OpId,
    option: bool,
    callees: &FxHashSet<String>,
) -> LogicalResult {
    let private = parent
        .op_attr(ctx, f, SYM_VISIBILITY)
        .and_then(|a| ctx.string_attr_value(a))
        == Some("private");
    if !has_body(parent, f) {
        return Ok(());
    }
    let Some(body) = parent.child_body(f) else {
        return Ok(());
    };
    if has_backedges(body) {
        return Err(
            OpRef::new(ctx, parent, f).emit_error("Only structured control-flow loops are supported.")
        );
    }
    let body = parent.child_body_mut(f).expect("checked above");
    let Some(&region) = body.root_regions().first() else {
        return Ok(());
    };
    let mut d = Deallocation {
        ctx,
        func_dynamic: option && private,
        callees,
        ownership: FxHashMap::default(),
        to_dealloc: FxHashMap::default(),
        liveness: Liveness::new(body),
        remap: FxHashMap::default(),
    };
    d.process_region(body, region)?;
    // The signature follows the entry block and the returns, which may have
    // gained ownership results.
    let entry = body.region_entry(region);
    let inputs: Vec<Type> = entry
        .map(|e| body.block_args(e).iter().map(|&a| body.value_type(a)).collect())
        .unwrap_or_default();
    let mut returned: Vec<Vec<Type>> = Vec::new();
    for b in body.region_blocks(region) {
        if let Some(t) = body.last_op(b) {
            if let Some(range) = forwarded_operands(OpRef::new(ctx, body, t), RegionSuccessor::Parent) {
                returned.push(range.map(|i| body.value_type(body.operand(t, i))).collect());
            }
        }
    }
    if returned.windows(2).any(|w| w[0] != w[1]) {
        return Err(OpRef::new(ctx, parent, f)
            .emit_error("there are multiple return operations with different operand types"));
    }
    let r = OpRef::new(ctx, parent, f);
    let (_, old_results) =
        strata_ir::function_interface::signature(r, strata_ir::function_interface::DEFAULT_NAMES);
    let results = returned
        .into_iter()
        .next()
        .unwrap_or_else(|| old_results.to_vec());
    parent.set_op_attr(
        ctx,
        f,
        "function_type",
        Some(ctx.type_attr(ctx.function_type(&inputs, &results))),
    );
    Ok(())
}

/// Whether a region of `body` has a cycle of blocks.
fn has_backedges(body: &Body) -> bool {
    let mut regions: Vec<RegionId> = body.root_regions().to_vec();
    let mut i = 0;
    while i < regions.len() {
        let r = regions[i];
        i += 1;
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                regions.extend_from_slice(body.regions_in_body(o));
            }
        }
        let Some(entry) = body.region_entry(r) else {
            continue;
        };
        // Iterative depth-first search; a successor on the stack closes a cycle.
        let mut state: FxHashMap<BlockId, bool> = FxHashMap::default();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        state.insert(entry, true);
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succ = body
                .last_op(b)
                .filter(|&t| *next < body.num_successors(t))
                .map(|t| body.successor(t, *next));
            *next += 1;
            match succ {
                Some(s) => match state.get(&s) {
                    Some(true) => return true,
                    Some(false) => {}
                    None => {
                        state.insert(s, true);
                        stack.push((s, 0));
                    }
                },
                None => {
                    state.insert(b, false);
                    stack.pop();
                }
            }
        }
    }
    false
}

/// Which values are live at the start and at the end of each block
/// (MLIR's `Liveness`): a value is live out of a block when a successor
/// needs it or an op in another block of its region uses it.
struct Liveness {
    live_in: FxHashMap<BlockId, FxHashSet<ValueId>>,
    live_out: FxHashMap<BlockId, FxHashSet<ValueId>>,
    /// The position of each block in its region, to order values.
    block_index: FxHashMap<BlockId, usize>,
}

impl Liveness {
    fn new(body: &Body) -> Liveness {
        let mut l = Liveness {
            live_in: FxHashMap::default(),
            live_out: FxHashMap::default(),
            block_index: FxHashMap::default(),
        };
        let mut regions: Vec<RegionId> = body.root_regions().to_vec();
        let mut i = 0;
        while i < regions.len() {
            let r = regions[i];
            i += 1;
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    regions.extend_from_slice(body.regions_in_body(o));
                }
            }
            l.region(body, r);
        }
        l
    }

    fn region(&mut self, body: &Body, r: RegionId) {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        self.block_index
            .extend(blocks.iter().enumerate().map(|(i, &b)| (b, i)));
        let mut defs: FxHashMap<BlockId, FxHashSet<ValueId>> = FxHashMap::default();
        let mut uses: FxHashMap<BlockId, FxHashSet<ValueId>> = FxHashMap::default();
        for &b in &blocks {
            let mut def: FxHashSet<ValueId> = body.block_args(b).iter().copied().collect();
            let mut used: FxHashSet<ValueId> = FxHashSet::default();
            let mut out: FxHashSet<ValueId> = FxHashSet::default();
            let escapes = |v: ValueId| {
                body.uses(v)
                    .any(|(u, _)| ancestor_block_in(body, u, r).is_some_and(|ub| ub != b))
            };
            for &a in body.block_args(b) {
                if escapes(a) {
                    out.insert(a);
                }
            }
            for o in body.block_ops(b) {
                for v in body.results(o) {
                    if escapes(v) {
                        out.insert(v);
                    }
                }
            }
            let mut work: Vec<OpId> = body.block_ops(b).collect();
            while let Some(o) = work.pop() {
                def.extend(body.results(o));
                used.extend(body.operands(o));
                for &nr in body.regions_in_body(o) {
                    for nb in body.region_blocks(nr) {
                        def.extend(body.block_args(nb).iter().copied());
                        work.extend(body.block_ops(nb));
                    }
                }
            }
            used.retain(|v| !def.contains(v));
            defs.insert(b, def);
            uses.insert(b, used);
            self.live_out.insert(b, out);
        }
        let succs = |b: BlockId| -> Vec<BlockId> {
            body.last_op(b)
                .map(|t| body.successors(t).collect())
                .unwrap_or_default()
        };
        loop {
            let mut changed = false;
            for &b in blocks.iter().rev() {
                let mut out = self.live_out.remove(&b).unwrap_or_default();
                for s in succs(b) {
                    if let Some(i) = self.live_in.get(&s) {
                        out.extend(i.iter().copied());
                    }
                }
                let mut inn = uses[&b].clone();
                inn.extend(out.iter().copied().filter(|v| !defs[&b].contains(v)));
                self.live_out.insert(b, out);
                if self.live_in.get(&b).is_none_or(|old| old.len() != inn.len()) {
                    changed = true;
                }
                self.live_in.insert(b, inn);
            }
            if !changed {
                break;
            }
        }
    }
}

/// The block of region `r` holding `op` or an ancestor of it.
fn ancestor_block_in(body: &Body, mut op: OpId, r: RegionId) -> Option<BlockId> {
    loop {
        let b = body.op_block(op)?;
        if body.block_region(b) == Some(r) {
            return Some(b);
        }
        op = body.block_parent_op(b)?;
    }
}

/// The ownership of a memref in a block.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ownership {
    Uninitialized,
    Unique(ValueId),
    Unknown,
}

struct Deallocation<'a> {
    ctx: &'a Context,
    /// Whether the function passes ownership through its results.
    func_dynamic: bool,
    /// The private functions with a body whose calls return ownerships.
    callees: &'a FxHashSet<String>,
    ownership: FxHashMap<(ValueId, BlockId), Ownership>,
    /// The memrefs each block is responsible for, in order.
    to_dealloc: FxHashMap<BlockId, Vec<ValueId>>,
    liveness: Liveness,
    /// Results of ops rebuilt with more results: liveness names the old ones.
    remap: FxHashMap<ValueId, ValueId>,
}

/// Where an `OpBuilder::atBlockBegin` inserts: before the block's current
/// first op.
fn block_begin(body: &Body, b: BlockId) -> InsertPoint {
    match body.first_op(b) {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::End(b),
    }
}

fn builder_at<'b>(ctx: &'b Context, body: &'b mut Body, at: InsertPoint) -> OpBuilder<'b> {
    let mut b = OpBuilder::new(ctx, body);
    match at {
        InsertPoint::Before(o) => b.set_insertion_point_before(o),
        InsertPoint::After(o) => b.set_insertion_point_after(o),
        InsertPoint::End(bl) => b.set_insertion_point_to_end(bl),
        InsertPoint::Start(bl) => b.set_insertion_point_to_start(bl),
    }
    b
}

impl Deallocation<'_> {
    fn is_memref(&self, body: &Body, v: ValueId) -> bool {
        is_memref_type(self.ctx, body.value_type(v))
    }

    fn get(&self, v: ValueId, b: BlockId) -> Ownership {
        self.ownership
            .get(&(v, b))
            .copied()
            .unwrap_or(Ownership::Uninitialized)
    }

    /// Combines `o` into the ownership of `v` in `b` (its own block if
    /// `None`).
    fn update(&mut self, body: &Body, v: ValueId, o: Ownership, b: Option<BlockId>) {
        let Some(b) = b.or_else(|| body.value_parent_block(v)) else {
            return;
        };
        let cur = self.get(v, b);
        let combined = match (cur, o) {
            (c, Ownership::Uninitialized) => c,
            (Ownership::Uninitialized, o) => o,
            (Ownership::Unique(x), Ownership::Unique(y)) if same_constant_or_value(self.ctx, body, x, y) => {
                cur
            }
            _ => Ownership::Unknown,
        };
        self.ownership.insert((v, b), combined);
    }

    fn reset(&mut self, v: ValueId, b: BlockId) {
        self.ownership.insert((v, b), Ownership::Uninitialized);
    }

    fn add_dealloc(&mut self, v: ValueId, b: BlockId) {
        self.to_dealloc.entry(b).or_default().push(v);
    }

    fn bool_const(&self, body: &mut Body, at: InsertPoint, loc: Location, value: bool) -> ValueId {
        let mut b = builder_at(self.ctx, body, at);
        ConstantOp::build(&mut b, loc, self.ctx.bool_attr(value)).result(&b)
    }

    fn live(&self, set: Option<&FxHashSet<ValueId>>) -> Vec<ValueId> {
        set.into_iter()
            .flatten()
            .map(|v| self.remap.get(v).copied().unwrap_or(*v))
            .collect()
    }

    /// Nested regions first, then each block after its dominators.
    fn process_region(&mut self, body: &mut Body, r: RegionId) -> LogicalResult {
        for b in blocks_in_dominance_order(body, r) {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for o in ops {
                let regions = body.regions_in_body(o).to_vec();
                for nr in regions {
                    self.process_region(body, nr)?;
                }
            }
            self.deallocate_block(body, b)?;
        }
        Ok(())
    }

    fn deallocate_block(&mut self, body: &mut Body, b: BlockId) -> LogicalResult {
        let ctx = self.ctx;
        let region = body.block_region(b).expect("block in a region");
        let at = block_begin(body, b);
        let mut live: Vec<ValueId> = self
            .live(self.liveness.live_in.get(&b))
            .into_iter()
            .filter(|&v| self.is_memref(body, v))
            .collect();
        live.sort_by(|&x, &y| value_order(body, &self.liveness.block_index, x, y));
        for li in live {
            let Some(def_block) = body.value_parent_block(li) else {
                continue;
            };
            let li_region = body.block_region(def_block).expect("block in a region");
            if li_region == region {
                let o = self.get(li, def_block);
                self.update(body, li, o, Some(b));
                self.add_dealloc(li, b);
                continue;
            }
            if body.is_region_ancestor(li_region, region) {
                let f = self.bool_const(body, at, body.value_loc(li), false);
                self.update(body, li, Ownership::Unique(f), Some(b));
            }
        }
        let func_entry = body.is_root_region(region) && body.region_entry(region) == Some(b);
        let args = body.block_args(b).to_vec();
        for arg in args {
            if !self.is_memref(body, arg) {
                continue;
            }
            let loc = body.value_loc(arg);
            // Function arguments are never owned (the function boundary ABI).
            let indicator = if func_entry {
                self.bool_const(body, at, loc, false)
            } else {
                body.add_block_arg(b, ctx.i1(), loc)
            };
            self.update(body, arg, Ownership::Unique(indicator), None);
            self.add_dealloc(arg, b);
        }
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops {
            if let Some(op) = self.handle_all(body, op)? {
                self.populate_remaining(body, op);
            }
        }
        Ok(())
    }

    /// Handles `op` through the interfaces it implements; returns the op
    /// that replaces it (or itself).
    fn handle_all(&mut self, body: &mut Body, op: OpId) -> Result<Option<OpId>, Failed> {
        let ctx = self.ctx;
        match ctx.op_name_str(body.op_name(op)) {
            "arith.select" => return self.process_select(body, op).map(Some),
            "cf.cond_br" => return self.process_cond_br(body, op).map(Some),
            "scf.reduce.return" => {
                if self.is_memref(body, body.operand(op, 0)) {
                    return Err(
                        OpRef::new(ctx, body, op).emit_error("only supported when operand is not a MemRef")
                    );
                }
                return self
                    .insert_dealloc_for_return_like(body, op, &[])
                    .map(|(o, _)| Some(o));
            }
            "scf.forall.in_parallel" => {
                let empty = body
                    .regions_in_body(op)
                    .iter()
                    .all(|&r| body.region_blocks(r).all(|b| body.block_is_empty(b)));
                if !empty {
                    return Err(
                        OpRef::new(ctx, body, op).emit_error("only supported when nested region is empty")
                    );
                }
                return self
                    .insert_dealloc_for_return_like(body, op, &[])
                    .map(|(o, _)| Some(o));
            }
            "gpu.terminator" => {
                return self
                    .insert_dealloc_for_return_like(body, op, &[])
                    .map(|(o, _)| Some(o));
            }
            _ => {}
        }
        self.verify_preconditions(body, op)?;
        let mut op = op;
        let def = ctx.op_def(body.op_name(op));
        let has = |f: &dyn Fn(&strata_ir::OpDef) -> bool| def.is_some_and(f);
        if has(&|d| {
            d.interfaces.get::<MemoryEffectOpInterface>().is_some()
                || d.traits.contains(OpTraits::NO_MEMORY_EFFECT)
        }) {
            self.handle_memory_effects(body, op)?;
        }
        if has(&|d| d.interfaces.get::<RegionBranchOpInterface>().is_some()) {
            op = self.handle_region_branch(body, op);
        }
        if has(&|d| d.interfaces.get::<CallOpInterface>().is_some()) {
            op = self.handle_call(body, op);
        }
        if has(&|d| d.interfaces.get::<BranchOpInterface>().is_some()) {
            op = self.handle_branch(body, op)?;
        }
        if has(&|d| {
            d.interfaces.get::<RegionBranchTerminatorOpInterface>().is_some()
                || d.traits.contains(OpTraits::RETURN_LIKE)
        }) {
            op = self.handle_region_terminator(body, op)?;
        }
        Ok(Some(op))
    }

    /// The checks MLIR makes before handling an op.
    fn verify_preconditions(&self, body: &Body, op: OpId) -> LogicalResult {
        let ctx = self.ctx;
        let r = OpRef::new(ctx, body, op);
        if r.name_str() == "bufferization.dealloc" {
            return Err(r.emit_error("No deallocation operations must be present when running this pass!"));
        }
        let def = r.def();
        let traits = def.map(|d| d.traits).unwrap_or(OpTraits::NONE);
        let effects = def.is_some_and(|d| {
            d.interfaces.get::<MemoryEffectOpInterface>().is_some()
                || traits.contains(OpTraits::NO_MEMORY_EFFECT)
                || traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        });
        let call = def.is_some_and(|d| d.interfaces.get::<CallOpInterface>().is_some());
        if !effects && !call {
            return Err(r.emit_error("ops with unknown memory side effects are not supported"));
        }
        let regions = body.num_regions(op);
        let region_branch = def.is_some_and(|d| d.interfaces.get::<RegionBranchOpInterface>().is_some());
        if ((regions == 1 && body.num_results(op) > 0) || regions > 1) && !region_branch {
            return Err(r.emit_error(
                "All operations with attached regions need to implement the RegionBranchOpInterface.",
            ));
        }
        if traits.contains(OpTraits::NO_TERMINATOR) {
            return Err(r.emit_error("NoTerminator trait is not supported"));
        }
        if traits.contains(OpTraits::TERMINATOR) {
            let branch = def.is_some_and(|d| d.interfaces.get::<BranchOpInterface>().is_some());
            let region_term = def
                .is_some_and(|d| d.interfaces.get::<RegionBranchTerminatorOpInterface>().is_some())
                || traits.contains(OpTraits::RETURN_LIKE);
            if branch == region_term {
                return Err(r.emit_error(
                    "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
                ));
            }
        }
        Ok(())
    }

    fn own_effects(&self, body: &Body, op: OpId) -> Vec<MemoryEffect> {
        let r = OpRef::new(self.ctx, body, op);
        let mut out = Vec::new();
        if let Some(i) = r
            .def()
            .and_then(|d| d.interfaces.get::<MemoryEffectOpInterface>())
        {
            (i.effects)(r, &mut out);
        }
        out
    }

    fn handle_memory_effects(&mut self, body: &mut Body, op: OpId) -> LogicalResult {
        let ctx = self.ctx;
        let block = body.op_block(op).expect("op in a block");
        let at = block_begin(body, block);
        let effects = self.own_effects(body, op);
        let manual = body
            .op_attr(ctx, op, "bufferization.manual_deallocation")
            .is_some();
        let loc = body.op_loc(op);
        let operands: Vec<ValueId> = body.operands(op).collect();
        for v in operands {
            if !self.is_memref(body, v)
                || !effects
                    .iter()
                    .any(|e| e.kind == EffectKind::Free && e.value == Some(v))
            {
                continue;
            }
            if !manual {
                return Err(OpRef::new(ctx, body, op)
                    .emit_error("memory free side-effect on MemRef value not supported!"));
            }
            // A runtime check that the block does not own what is freed
            // manually.
            if let Ownership::Unique(ind) = self.get(v, block) {
                let t = self.bool_const(body, InsertPoint::Before(op), loc, true);
                let mut b = builder_at(ctx, body, InsertPoint::Before(op));
                let x = XOrIOp::build(&mut b, loc, ind, t).result(&b);
                let name = ctx.op_name("cf.assert");
                let props = ctx.dict_with(
                    ctx.empty_dictionary(),
                    ctx.ident("msg"),
                    Some(ctx.string_attr("expected that the block does not have ownership")),
                );
                b.create_op(name, loc, &[x], &[], Some(props));
            }
        }
        let results: Vec<ValueId> = body.results(op).collect();
        for res in results {
            if !self.is_memref(body, res) {
                continue;
            }
            let Some(alloc) = effects
                .iter()
                .find(|e| e.kind == EffectKind::Allocate && e.value == Some(res))
            else {
                continue;
            };
            if alloc.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE || manual {
                self.reset(res, block);
                let f = self.bool_const(body, at, loc, false);
                self.update(body, res, Ownership::Unique(f), None);
                continue;
            }
            let t = self.bool_const(body, at, loc, true);
            self.update(body, res, Ownership::Unique(t), None);
            self.add_dealloc(res, block);
        }
        Ok(())
    }

    /// Rebuilds `op` with `extra` results after its own; its regions move
    /// to the new op.
    fn append_results(&mut self, body: &mut Body, op: OpId, extra: &[Type]) -> OpId {
        let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
        st.operands = body.operands(op).collect();
        st.result_types = body.result_types(op).chain(extra.iter().copied()).collect();
        st.properties = body.op_properties(op);
        st.attributes = body.op_attr_dict(op);
        st.successors = body.successors(op).collect();
        let old_regions = body.regions_in_body(op).to_vec();
        for r in old_regions {
            let nr = body.create_region();
            body.inline_region_before(r, nr, None);
            st.regions.push(nr);
        }
        let new = body.create_op(st);
        body.insert_op(InsertPoint::Before(op), new);
        let old: Vec<ValueId> = body.results(op).collect();
        for (i, o) in old.into_iter().enumerate() {
            let n = body.result(new, i);
            body.replace_all_uses_with(o, n);
            self.remap.insert(o, n);
        }
        body.erase_op(op);
        new
    }

    fn handle_region_branch(&mut self, body: &mut Body, op: OpId) -> OpId {
        let ctx = self.ctx;
        let block = body.op_block(op).expect("op in a block");
        let at = block_begin(body, block);
        let r = OpRef::new(ctx, body, op);
        let succs = region_successors(r, RegionBranchPoint::Parent);
        let iface = r
            .def()
            .and_then(|d| d.interfaces.get::<RegionBranchOpInterface>())
            .copied()
            .expect("checked by the caller");
        let entry: Vec<ValueId> = succs
            .first()
            .map(|&s| {
                (iface.entry_operands)(r, s)
                    .map(|i| body.operand(op, i))
                    .collect()
            })
            .unwrap_or_default();
        let num_memrefs = entry.iter().filter(|&&v| self.is_memref(body, v)).count();
        // What enters the regions from outside is not owned by them.
        let f = self.bool_const(body, at, body.op_loc(op), false);
        let n = body.num_operands(op);
        body.insert_operands(op, n, &vec![f; num_memrefs]);
        let mut counter = body.num_results(op);
        let num_memref_results = body.results(op).filter(|&v| self.is_memref(body, v)).count();
        let new = self.append_results(body, op, &vec![ctx.i1(); num_memref_results]);
        let results: Vec<ValueId> = body.results(new).collect();
        for res in results {
            if !self.is_memref(body, res) {
                continue;
            }
            let ind = body.result(new, counter);
            counter += 1;
            self.update(body, res, Ownership::Unique(ind), None);
            self.add_dealloc(res, block);
        }
        new
    }

    fn handle_call(&mut self, body: &mut Body, op: OpId) -> OpId {
        let ctx = self.ctx;
        let r = OpRef::new(ctx, body, op);
        let callee = r
            .def()
            .and_then(|d| d.interfaces.get::<CallOpInterface>())
            .and_then(|i| (i.callee)(r));
        let dynamic = match callee {
            Some(Callee::Symbol(a)) => ctx
                .flat_symbol_ref_value(a)
                .is_some_and(|root| self.callees.contains(ctx.ident_str(root))),
            _ => false,
        };
        if dynamic {
            let counter = body.num_results(op);
            let n = body.results(op).filter(|&v| self.is_memref(body, v)).count();
            let new = self.append_results(body, op, &vec![ctx.i1(); n]);
            let mut k = counter;
            let results: Vec<ValueId> = body.results(new).collect();
            for res in results {
                if !self.is_memref(body, res) {
                    continue;
                }
                let ind = body.result(new, k);
                k += 1;
                self.update(body, res, Ownership::Unique(ind), None);
                let b = body.value_parent_block(res).expect("result in a block");
                self.add_dealloc(res, b);
            }
            return new;
        }
        // Functions return buffers their callers own.
        let t = self.bool_const(body, InsertPoint::Before(op), body.op_loc(op), true);
        let results: Vec<ValueId> = body.results(op).collect();
        for res in results {
            if !self.is_memref(body, res) {
                continue;
            }
            self.update(body, res, Ownership::Unique(t), None);
            let b = body.value_parent_block(res).expect("result in a block");
            self.add_dealloc(res, b);
        }
        op
    }

    /// The base buffers of the memrefs `block` owns and their ownership
    /// indicators, built at `at`.
    fn memrefs_and_conditions(
        &mut self,
        body: &mut Body,
        block: BlockId,
        at: InsertPoint,
        loc: Location,
    ) -> Result<(Vec<ValueId>, Vec<ValueId>), Failed> {
        let ctx = self.ctx;
        let list = self.to_dealloc.get(&block).cloned().unwrap_or_default();
        let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
        for m in list {
            let Ownership::Unique(ind) = self.get(m, block) else {
                return Err(ctx.emit_error(body.value_loc(m), "MemRef value does not have valid ownership"));
            };
            let base = self.base_buffer(body, at, loc, m)?;
            memrefs.push(base);
            conditions.push(ind);
        }
        Ok((memrefs, conditions))
    }

    /// `memref.extract_strided_metadata`'s base buffer of `m`.
    fn base_buffer(
        &self,
        body: &mut Body,
        at: InsertPoint,
        loc: Location,
        m: ValueId,
    ) -> Result<ValueId, Failed> {
        let ctx = self.ctx;
        let mut m = m;
        let (rank, element, memory_space) = match ctx.type_kind(body.value_type(m)).clone() {
            TypeKind::MemRef {
                shape,
                element,
                memory_space,
                ..
            } => (shape.len(), element, memory_space),
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => (0, element, memory_space),
            _ => return Err(ctx.emit_error(body.value_loc(m), "expected a memref")),
        };
        let base_t = ctx.intern_type(TypeKind::MemRef {
            shape: Box::new([]),
            element,
            layout: None,
            memory_space,
        });
        if matches!(ctx.type_kind(body.value_type(m)), TypeKind::UnrankedMemRef { .. }) {
            // An unranked memref is viewed as rank 0 to take its base.
            let view_t = ctx.intern_type(TypeKind::MemRef {
                shape: Box::new([]),
                element,
                layout: Some(ctx.intern_attr(strata_ir::AttrKind::StridedLayout {
                    offset: 0,
                    strides: Box::new([]),
                })),
                memory_space,
            });
            let mut b = builder_at(ctx, body, at);
            m = ReinterpretCastOp::build(&mut b, loc, view_t, m, &[], &[], &[], &[0], &[], &[]).result(&b);
        }
        let index = ctx.index_type();
        let mut types = vec![base_t, index];
        types.extend(std::iter::repeat_n(index, 2 * rank));
        let name = ctx.op_name("memref.extract_strided_metadata");
        let mut b = builder_at(ctx, body, at);
        let o = b.create_op(name, loc, &[m], &types, None);
        Ok(b.body.result(o, 0))
    }

    /// The memrefs to retain when leaving `from` (for `to`, if a branch):
    /// the memref operands passed on, then those live after the block.
    fn memrefs_to_retain(
        &self,
        body: &Body,
        from: BlockId,
        to: Option<BlockId>,
        passed: &[ValueId],
    ) -> Vec<ValueId> {
        let mut out: Vec<ValueId> = passed
            .iter()
            .copied()
            .filter(|&v| self.is_memref(body, v))
            .collect();
        let live_in_to: Option<FxHashSet<ValueId>> =
            to.map(|t| self.live(self.liveness.live_in.get(&t)).into_iter().collect());
        let mut live: Vec<ValueId> = self
            .live(self.liveness.live_out.get(&from))
            .into_iter()
            .filter(|&v| self.is_memref(body, v))
            .filter(|v| live_in_to.as_ref().is_none_or(|s| s.contains(v)))
            .collect();
        live.sort_by(|&x, &y| value_order(body, &self.liveness.block_index, x, y));
        live.dedup();
        out.extend(live);
        out
    }

    fn build_dealloc(
        &mut self,
        body: &mut Body,
        at: InsertPoint,
        loc: Location,
        memrefs: &[ValueId],
        conditions: &[ValueId],
        retained: &[ValueId],
    ) -> Vec<ValueId> {
        let ctx = self.ctx;
        // The block the dealloc ends: its retained values' ownerships change
        // there.
        let block = match at {
            InsertPoint::Before(o) => body.op_block(o),
            InsertPoint::End(b) | InsertPoint::Start(b) => Some(b),
            InsertPoint::After(o) => body.op_block(o),
        }
        .expect("deallocs are built in a block");
        let mut b = builder_at(ctx, body, at);
        let d = DeallocOp::build(
            &mut b,
            loc,
            &vec![ctx.i1(); retained.len()],
            memrefs,
            conditions,
            retained,
        );
        let results: Vec<ValueId> = body.results(d.0).collect();
        // The dealloc's results are the retained values' ownerships now.
        for &r in retained {
            self.reset(r, block);
        }
        for (&r, &o) in retained.iter().zip(&results) {
            self.update(body, r, Ownership::Unique(o), Some(block));
        }
        results
    }

    /// MLIR's `insertDeallocOpForReturnLike`: the dealloc before a
    /// terminator leaving the region; returns the op and the ownerships
    /// of the memrefs among `operands`.
    fn insert_dealloc_for_return_like(
        &mut self,
        body: &mut Body,
        op: OpId,
        operands: &[ValueId],
    ) -> Result<(OpId, Vec<ValueId>), Failed> {
        let block = body.op_block(op).expect("op in a block");
        let loc = body.op_loc(op);
        let at = InsertPoint::Before(op);
        let (memrefs, conditions) = self.memrefs_and_conditions(body, block, at, loc)?;
        let retained = self.memrefs_to_retain(body, block, None, operands);
        if memrefs.is_empty() && retained.is_empty() {
            return Ok((op, Vec::new()));
        }
        let results = self.build_dealloc(body, at, loc, &memrefs, &conditions, &retained);
        let n = operands.iter().filter(|&&v| self.is_memref(body, v)).count();
        Ok((op, results[..n].to_vec()))
    }

    fn handle_region_terminator(&mut self, body: &mut Body, op: OpId) -> Result<OpId, Failed> {
        let ctx = self.ctx;
        let block = body.op_block(op).expect("op in a block");
        let region = body.block_region(block).expect("block in a region");
        let without_dynamic = body.is_root_region(region) && !self.func_dynamic;
        if without_dynamic {
            for i in 0..body.num_operands(op) {
                let v = body.operand(op, i);
                if self.is_memref(body, v) {
                    let n = self.materialize_guaranteed_ownership(body, op, v, block);
                    body.set_operand(op, i, n);
                }
            }
        }
        let range = forwarded_operands(OpRef::new(ctx, body, op), RegionSuccessor::Parent)
            .unwrap_or(0..body.num_operands(op));
        let operands: Vec<ValueId> = range.clone().map(|i| body.operand(op, i)).collect();
        let (op, updated) = self.insert_dealloc_for_return_like(body, op, &operands)?;
        if !without_dynamic {
            body.insert_operands(op, range.end, &updated);
        }
        Ok(op)
    }

    fn handle_branch(&mut self, body: &mut Body, op: OpId) -> Result<OpId, Failed> {
        let ctx = self.ctx;
        let r = OpRef::new(ctx, body, op);
        if body.num_successors(op) > 1 {
            return Err(
                r.emit_error("BranchOpInterface operations with multiple successors are not supported yet")
            );
        }
        if body.num_successors(op) != 1 {
            return Err(r.emit_error(
                "only BranchOpInterface operations with exactly one successor are supported yet",
            ));
        }
        let range = all_successor_operands(r)
            .and_then(|v| v.into_iter().next())
            .unwrap_or(0..0);
        let block = body.op_block(op).expect("op in a block");
        let loc = body.op_loc(op);
        let at = InsertPoint::Before(op);
        let (memrefs, conditions) = self.memrefs_and_conditions(body, block, at, loc)?;
        let forwarded: Vec<ValueId> = range.clone().map(|i| body.operand(op, i)).collect();
        let dest = body.successor(op, 0);
        let retained = self.memrefs_to_retain(body, block, Some(dest), &forwarded);
        let results = self.build_dealloc(body, at, loc, &memrefs, &conditions, &retained);
        let n = forwarded.iter().filter(|&&v| self.is_memref(body, v)).count();
        body.insert_operands(op, range.end, &results[..n]);
        Ok(op)
    }

    fn process_cond_br(&mut self, body: &mut Body, op: OpId) -> Result<OpId, Failed> {
        let ctx = self.ctx;
        let block = body.op_block(op).expect("op in a block");
        let loc = body.op_loc(op);
        let at = InsertPoint::Before(op);
        let (memrefs, conditions) = self.memrefs_and_conditions(body, block, at, loc)?;
        let ranges = all_successor_operands(OpRef::new(ctx, body, op)).unwrap_or_default();
        let cond = body.operand(op, 0);
        let mut new_groups: Vec<Vec<ValueId>> = Vec::new();
        let mut mappings: Vec<FxHashMap<ValueId, ValueId>> = Vec::new();
        let mut retained_sets: Vec<Vec<ValueId>> = Vec::new();
        for (s, range) in ranges.iter().enumerate().take(2) {
            let dest = body.successor(op, s);
            let operands: Vec<ValueId> = range.clone().map(|i| body.operand(op, i)).collect();
            let retained = self.memrefs_to_retain(body, block, Some(dest), &operands);
            let adapted: Vec<ValueId> = conditions
                .iter()
                .map(|&c| {
                    let mut b = builder_at(ctx, body, at);
                    if s == 0 {
                        AndIOp::build(&mut b, loc, c, cond).result(&b)
                    } else {
                        let t = ConstantOp::build(&mut b, loc, ctx.bool_attr(true)).result(&b);
                        let neg = XOrIOp::build(&mut b, loc, t, cond).result(&b);
                        AndIOp::build(&mut b, loc, c, neg).result(&b)
                    }
                })
                .collect();
            let results = self.build_dealloc(body, at, loc, &memrefs, &adapted, &retained);
            let mapping: FxHashMap<ValueId, ValueId> = retained.iter().copied().zip(results).collect();
            let mut group = operands.clone();
            group.extend(
                operands
                    .iter()
                    .filter(|&&v| self.is_memref(body, v))
                    .map(|v| mapping[v]),
            );
            new_groups.push(group);
            mappings.push(mapping);
            retained_sets.push(retained);
        }
        // A value retained for both successors is owned as the taken
        // branch's dealloc says.
        if let [then_set, else_set] = &retained_sets[..] {
            let mut common: Vec<ValueId> = Vec::new();
            for &v in else_set {
                if then_set.contains(&v) && !common.contains(&v) {
                    common.push(v);
                }
            }
            for v in common {
                self.reset(v, block);
                let mut b = builder_at(ctx, body, at);
                let sel = SelectOp::build(&mut b, loc, cond, mappings[0][&v], mappings[1][&v]).result(&b);
                self.update(body, v, Ownership::Unique(sel), Some(block));
            }
        }
        // The forwarded groups are the operands after the condition.
        if let [t, f] = &new_groups[..] {
            let mut operands = vec![cond];
            operands.extend(t.iter().copied());
            operands.extend(f.iter().copied());
            let segments = ctx.dense_i32_array_attr(&[1, t.len() as i32, f.len() as i32]);
            let props = body.op_properties(op);
            let props = ctx.dict_with(
                props.unwrap_or_else(|| ctx.empty_dictionary()),
                ctx.ident("operandSegmentSizes"),
                Some(segments),
            );
            body.set_operands(op, &operands);
            body.set_op_properties(op, Some(props));
        }
        Ok(op)
    }

    /// A memref `arith.select` may be either operand: it has their
    /// combined ownership (an `i1` select is built only where a unique
    /// one is needed, see `materialize_unique_ownership`).
    fn process_select(&mut self, body: &mut Body, op: OpId) -> Result<OpId, Failed> {
        let res = body.result(op, 0);
        if !self.is_memref(body, res) {
            return Ok(op);
        }
        let block = body.op_block(op).expect("op in a block");
        let (tv, fv) = (body.operand(op, 1), body.operand(op, 2));
        let (to, fo) = (self.get(tv, block), self.get(fv, block));
        self.update(body, res, to, None);
        self.update(body, res, fo, None);
        Ok(op)
    }

    /// The results `op` defines without an ownership yet may be any of its
    /// memref operands; without those, they are not owned.
    fn populate_remaining(&mut self, body: &mut Body, op: OpId) {
        let block = body.op_block(op).expect("op in a block");
        let results: Vec<ValueId> = body.results(op).collect();
        for res in results {
            if !self.is_memref(body, res) || self.get(res, block) != Ownership::Uninitialized {
                continue;
            }
            let operands: Vec<ValueId> = body.operands(op).collect();
            for v in operands {
                if !self.is_memref(body, v) {
                    continue;
                }
                let o = match body.value_parent_block(v) {
                    Some(vb) => self.get(v, vb),
                    None => Ownership::Uninitialized,
                };
                self.update(body, res, o, Some(block));
            }
            if self.get(res, block) == Ownership::Uninitialized {
                let f = self.bool_const(body, InsertPoint::Before(op), body.op_loc(op), false);
                self.update(body, res, Ownership::Unique(f), None);
            }
        }
    }

    /// `v` with a unique ownership in `block`: a clone owned by the block
    /// if its ownership is not unique.
    fn materialize_unique_ownership(
        &mut self,
        body: &mut Body,
        at: InsertPoint,
        v: ValueId,
        block: BlockId,
    ) -> (ValueId, ValueId) {
        let ctx = self.ctx;
        // A select of memrefs with unique ownerships selects between them.
        let mut block = block;
        if let Some(d) = body
            .defining_op(v)
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == "arith.select")
        {
            block = body.value_parent_block(v).unwrap_or(block);
            let (c, tv, fv) = (body.operand(d, 0), body.operand(d, 1), body.operand(d, 2));
            if let (Ownership::Unique(ti), Ownership::Unique(fi)) = (self.get(tv, block), self.get(fv, block))
            {
                let loc = body.op_loc(d);
                let mut b = builder_at(ctx, body, at);
                let ind = SelectOp::build(&mut b, loc, c, ti, fi).result(&b);
                return (v, ind);
            }
        }
        if let Ownership::Unique(i) = self.get(v, block) {
            return (v, i);
        }
        let loc = body.value_loc(v);
        let mut b = builder_at(ctx, body, at);
        let ty = b.body.value_type(v);
        let clone = CloneOp::build(&mut b, loc, ty, v).output(&b);
        let t = self.bool_const(body, at, loc, true);
        self.update(body, clone, Ownership::Unique(t), None);
        let cb = body.value_parent_block(clone).expect("clone in a block");
        self.add_dealloc(clone, cb);
        (clone, t)
    }

    /// `v` as a buffer the block certainly owns, for a function's return:
    /// cloned at run time when its ownership indicator is false.
    fn materialize_guaranteed_ownership(
        &mut self,
        body: &mut Body,
        term: OpId,
        v: ValueId,
        block: BlockId,
    ) -> ValueId {
        let ctx = self.ctx;
        let at = InsertPoint::Before(term);
        let (new, cond) = self.materialize_unique_ownership(body, at, v, block);
        if is_constant_one(ctx, body, cond) {
            return new;
        }
        let loc = body.value_loc(v);
        let ty = body.value_type(v);
        let mut b = builder_at(ctx, body, at);
        let iff = IfOp::build(&mut b, loc, &[ty], cond);
        let then_r = iff.then_region(&b);
        let else_r = iff.else_region(&b);
        let tb = b.create_block(then_r, &[], loc);
        b.set_insertion_point_to_end(tb);
        YieldOp::build(&mut b, loc, &[new]);
        let eb = b.create_block(else_r, &[], loc);
        b.set_insertion_point_to_end(eb);
        let c = CloneOp::build(&mut b, loc, ty, new).output(&b);
        YieldOp::build(&mut b, loc, &[c]);
        let result = body.result(iff.op(), 0);
        let t = self.bool_const(body, at, loc, true);
        self.update(body, result, Ownership::Unique(t), None);
        let rb = body.value_parent_block(result).expect("if in a block");
        self.add_dealloc(result, rb);
        result
    }
}

/// The integer value of `v` if an `arith.constant` defines it.
fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<(i64, u64)> {
    let d = body.defining_op(v)?;
    if ctx.op_name_str(body.op_name(d)) != "arith.constant" {
        return None;
    }
    let a = body.op_attr(ctx, d, "value")?;
    if let strata_ir::AttrKind::Bool(b) = ctx.attr_kind(a) {
        // `true` is the i1 one, -1 when sign-extended.
        return Some(if *b { (-1, 1) } else { (0, 0) });
    }
    ctx.integer_attr_value(a).map(|i| (i.sext_i64(), i.zext_u64()))
}

fn is_constant_one(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|(_, u)| u == 1)
}

/// MLIR's `isEqualConstantIntOrValue`.
fn same_constant_or_value(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    a == b
        || matches!((constant_int(ctx, body, a), constant_int(ctx, body, b)), (Some(x), Some(y)) if x.0 == y.0)
}

/// The blocks of `r` in reverse post-order from the entry (each after its
/// dominators), then any unreachable ones.
fn blocks_in_dominance_order(body: &Body, r: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.region_entry(r) else {
        return Vec::new();
    };
    let mut post = Vec::new();
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succ = body
            .last_op(b)
            .filter(|&t| *next < body.num_successors(t))
            .map(|t| body.successor(t, *next));
        *next += 1;
        match succ {
            Some(s) => {
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                post.push(b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}

/// MLIR's `ValueComparator`: block arguments first (by number), then
/// results in program order; values of different regions by their
/// regions' positions.
fn value_order(
    body: &Body,
    block_index: &FxHashMap<BlockId, usize>,
    x: ValueId,
    y: ValueId,
) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    if x == y {
        return Ordering::Equal;
    }
    let xa = matches!(body.value_def(x), ValueDef::BlockArg(..));
    let ya = matches!(body.value_def(y), ValueDef::BlockArg(..));
    if xa != ya {
        return if xa { Ordering::Less } else { Ordering::Greater };
    }
    let (mut xr, mut yr);
    match (body.value_def(x), body.value_def(y)) {
        (ValueDef::BlockArg(bx, ix), ValueDef::BlockArg(by, iy)) => {
            if ix != iy {
                return ix.cmp(&iy);
            }
            xr = body.block_region(bx);
            yr = body.block_region(by);
        }
        (ValueDef::Result(ox, ix), ValueDef::Result(oy, iy)) => {
            if ox == oy {
                return ix.cmp(&iy);
            }
            let (bx, by) = (body.op_block(ox), body.op_block(oy));
            xr = bx.and_then(|b| body.block_region(b));
            yr = by.and_then(|b| body.block_region(b));
            if xr == yr {
                if bx == by {
                    return if body.is_before_in_block(ox, oy) {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                let pos = |b: Option<BlockId>| b.and_then(|b| block_index.get(&b).copied());
                return pos(bx).cmp(&pos(by));
            }
        }
        _ => return Ordering::Equal,
    }
    let region_number = |r: RegionId| {
        body.region_parent_op(r)
            .and_then(|p| body.regions_in_body(p).iter().position(|&q| q == r))
            .unwrap_or(0)
    };
    let parent_region = |r: RegionId| {
        body.region_parent_op(r)
            .and_then(|p| body.op_block(p))
            .and_then(|b| body.block_region(b))
    };
    while let (Some(a), Some(b)) = (xr, yr) {
        let (na, nb) = (region_number(a), region_number(b));
        if na != nb {
            return na.cmp(&nb);
        }
        if parent_region(a) == parent_region(b) {
            let (pa, pb) = (body.region_parent_op(a), body.region_parent_op(b));
            return match (pa, pb) {
                (Some(pa), Some(pb)) if body.op_block(pa) == body.op_block(pb) => {
                    if body.is_before_in_block(pa, pb) {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    }
                }
                _ => Ordering::Equal,
            };
        }
        xr = parent_region(a);
        yr = parent_region(b);
    }
    if yr.is_some() {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

/// The `buffer-deallocation-pipeline`: MLIR 22's standard pipeline that
/// frees the buffers bufferization allocates, run on the op it is
/// anchored on.
#[derive(Clone, Debug, Default)]
pub struct BufferDeallocationPipeline {
    /// Passed to `ownership-based-buffer-deallocation`.
    pub private_function_dynamic_ownership: bool,
}

impl BufferDeallocationPipeline {
    /// The passes of the pipeline, in the textual pipeline syntax.
    pub fn passes(&self) -> String {
        format!(
            "expand-realloc{{emit-deallocs=false}},canonicalize,\
             ownership-based-buffer-deallocation{{private-function-dynamic-ownership={}}},\
             canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize",
            self.private_function_dynamic_ownership
        )
    }
}

impl Pass for BufferDeallocationPipeline {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["bufferization.dealloc"],
            introduces: &[
                "arith.*",
                "bufferization.clone",
                "cf.assert",
                "func.call",
                "func.func",
                "func.return",
                "memref.alloc",
                "memref.cast",
                "memref.copy",
                "memref.dealloc",
                "memref.dim",
                "memref.extract_aligned_pointer_as_index",
                "memref.extract_strided_metadata",
                "memref.load",
                "memref.reinterpret_cast",
                "memref.store",
                "memref.subview",
                "scf.for",
                "scf.if",
                "scf.yield",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "buffer-deallocation-pipeline"
    }

    fn description(&self) -> &'static str {
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already."
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "private-function-dynamic-ownership" => {
                self.private_function_dynamic_ownership = parse_bool_option(name, value)?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "private-function-dynamic-ownership={}",
            self.private_function_dynamic_ownership
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let Some(registry) = strata_pass::global_registry() else {
            return Err(ctx.emit_error(op.loc(), "buffer-deallocation-pipeline: no pass registry"));
        };
        let anchor = ctx.op_name_str(op.name()).to_string();
        let pm = strata_pass::parse_pipeline(&format!("{anchor}({})", self.passes()), registry)
            .map_err(|e| ctx.emit_error(op.loc(), e.0))?;
        let options = strata_pass::RunOptions {
            verify_each: false,
            ..strata_pass::RunOptions::default()
        };
        let mut am = strata_pass::AnalysisManager::new();
        pm.run_on(ctx, op, &mut am, false, &options, &mut Vec::new())
    }
}
