//! `linalg-detensorize`: `linalg.generic` ops on 0-d tensors become the
//! scalar code of their bodies, and the 0-d tensors the function's blocks
//! pass each other become scalars (MLIR's `LinalgDetensorize`).
//!
//! A cost model picks what to detensor. By default it follows the values
//! branches depend on back through the IR (MLIR's control-flow detection
//! model): the generics computing them and the block arguments carrying
//! them. With `aggressive-mode`, every generic on 0-d tensors and every
//! argument of a non-entry block is detensored. The function's signature
//! never changes: 0-d tensors entering it are read with `tensor.extract`,
//! and values leaving it (or reaching ops that stay on tensors) are
//! rebuilt with `tensor.from_elements`. A greedy folding run then removes
//! the `extract`/`from_elements` pairs left between scalars.
//!
//! The rewriting mirrors what MLIR's dialect conversion does with the same
//! type converter: converted block arguments first, then the ops in
//! dominance order, each materialization placed after the value it reads
//! (at the start of the block for block arguments). To keep the entry
//! block's signature out of reach, the entry block is split first (its
//! ops move to a new block the entry branches to) and merged back at the
//! end, as MLIR does.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::interfaces::{all_successor_operands_with_produced, BranchOpInterface};
use strata_ir::{
    BlockId, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, OperationState, Type,
    TypeKind, ValueDef, ValueId, WalkResult,
};
use strata_pass::Pass;
use strata_rewrite::FrozenPatternSet;
use strata_rewrite::{apply_patterns_greedily, GreedyConfig};

/// The `linalg-detensorize` pass.
#[derive(Clone, Debug, Default)]
pub struct LinalgDetensorize {
    aggressive_mode: bool,
}

impl Pass for LinalgDetensorize {
    fn argument(&self) -> &'static str {
        "linalg-detensorize"
    }

    fn description(&self) -> &'static str {
        "Detensorize linalg ops"
    }

    fn name(&self) -> &'static str {
        "LinalgDetensorizePass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "aggressive-mode" => self.aggressive_mode = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!("aggressive-mode={}", self.aggressive_mode)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        detensorize(ctx, op.body(), self.aggressive_mode);
        Ok(())
    }
}

/// The scalar a detensorable type (a 0-d ranked tensor) becomes.
fn detensored(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } if shape.is_empty() => Some(*element),
        _ => None,
    }
}

fn is_generic(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op) == ctx.op_name("linalg.generic")
}

/// A generic whose every operand is a 0-d tensor.
fn should_be_detensored(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_generic(ctx, body, op)
        && body
            .operands(op)
            .all(|v| detensored(ctx, body.value_type(v)).is_some())
}

/// For successor `succ` of branch op `op`: the operand index forwarded to
/// the successor's argument `arg`, unless the op produces that argument
/// itself or forwards nothing.
fn forwarded_operand(ctx: &Context, body: &Body, op: OpId, succ: usize, arg: usize) -> Option<usize> {
    let ranges = all_successor_operands_with_produced(OpRef::new(ctx, body, op))?;
    let (produced, range) = ranges.get(succ)?.clone();
    if range.is_empty() || arg < produced {
        return None;
    }
    let i = range.start + arg - produced;
    (i < range.end).then_some(i)
}

/// The successor argument operand `index` of branch op `op` is forwarded
/// to.
fn successor_argument(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<ValueId> {
    let ranges = all_successor_operands_with_produced(OpRef::new(ctx, body, op))?;
    ranges.iter().enumerate().find_map(|(s, (produced, range))| {
        range.contains(&index).then(|| {
            let block = body.successor(op, s);
            body.block_args(block)
                .get(produced + index - range.start)
                .copied()
        })?
    })
}

fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op)
        .def()
        .is_some_and(|d| d.interfaces.get::<BranchOpInterface>().is_some())
}

fn is_entry_block(body: &Body, b: BlockId) -> bool {
    body.block_region(b).and_then(|r| body.region_entry(r)) == Some(b)
}

/// What the cost model picked.
#[derive(Default)]
struct Plan {
    ops: FxHashSet<OpId>,
    block_args: FxHashSet<ValueId>,
}

/// Every detensorable generic and every argument of the non-entry blocks
/// of the function body.
fn aggressive_plan(ctx: &Context, body: &Body) -> Plan {
    let mut plan = Plan::default();
    body.walk_root_regions(&mut |op| {
        if should_be_detensored(ctx, body, op) {
            plan.ops.insert(op);
        }
        WalkResult::Advance
    });
    for &r in body.root_regions().iter().take(1) {
        for b in body.region_blocks(r).skip(1) {
            plan.block_args.extend(body.block_args(b).iter().copied());
        }
    }
    plan
}

/// The values branches depend on, followed backwards through scalar ops,
/// detensorable generics and block arguments, and forwards into the
/// successors they are passed to.
fn control_flow_plan(ctx: &Context, body: &Body) -> Plan {
    let mut plan = Plan::default();
    let (cond_br, br) = (ctx.op_name("cf.cond_br"), ctx.op_name("cf.br"));
    let mut work: Vec<ValueId> = Vec::new();
    for name in [cond_br, br] {
        body.walk_root_regions(&mut |op| {
            if body.op_name(op) == name {
                work.extend(body.operands(op));
            }
            WalkResult::Advance
        });
    }
    let mut seen_values: FxHashSet<ValueId> = FxHashSet::default();
    let mut seen_ops: FxHashSet<OpId> = FxHashSet::default();
    while let Some(v) = work.pop() {
        if !seen_values.insert(v) {
            continue;
        }
        // Forwards: into the successor arguments the value is passed to,
        // and to the results of its users.
        if let Some(term) = body.value_parent_block(v).and_then(|b| body.last_op(b)) {
            if is_branch(ctx, body, term) {
                for (i, o) in body.operands(term).enumerate() {
                    if o == v {
                        if let Some(arg) = successor_argument(ctx, body, term, i) {
                            if !plan.block_args.contains(&arg) {
                                work.push(arg);
                            }
                        }
                    }
                }
            }
        }
        for (user, _) in body.uses(v) {
            work.extend(body.results(user));
        }
        // Backwards: through the predecessors of a block argument, or
        // through the op defining the value.
        match body.value_def(v) {
            ValueDef::BlockArg(block, index) => {
                // Arguments of entry blocks (the function's among them)
                // are not detensored.
                if is_entry_block(body, block) {
                    continue;
                }
                plan.block_args.insert(v);
                for (pred, succ) in body.predecessors(block) {
                    if !is_branch(ctx, body, pred) {
                        // As MLIR: a component that is not all branches
                        // gives up on the whole function.
                        return Plan::default();
                    }
                    if let Some(i) = forwarded_operand(ctx, body, pred, succ, index as usize) {
                        work.push(body.operand(pred, i));
                    }
                }
            }
            ValueDef::Result(def, _) => {
                if !seen_ops.insert(def) {
                    continue;
                }
                if is_generic(ctx, body, def) {
                    if plan.ops.contains(&def) || !should_be_detensored(ctx, body, def) {
                        continue;
                    }
                    plan.ops.insert(def);
                    let r = OpRef::new(ctx, body, def);
                    work.extend(strata_dialect_linalg::structured::inputs(r).map(|i| body.operand(def, i)));
                    continue;
                }
                if body.op_name(def) == ctx.op_name("tensor.from_elements") {
                    continue;
                }
                let scalar = |t: Type| {
                    matches!(
                        ctx.type_kind(t),
                        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
                    )
                };
                if body.results(def).all(|r| scalar(body.value_type(r))) {
                    work.extend(body.operands(def));
                }
            }
            ValueDef::Placeholder => {}
        }
    }
    // Arguments fed by a generic that stays on tensors stay tensors.
    let mut dropped = Vec::new();
    for &arg in &plan.block_args {
        let ValueDef::BlockArg(block, index) = body.value_def(arg) else {
            continue;
        };
        for (pred, succ) in body.predecessors(block) {
            let Some(i) = forwarded_operand(ctx, body, pred, succ, index as usize) else {
                continue;
            };
            if let Some(def) = body.defining_op(body.operand(pred, i)) {
                if is_generic(ctx, body, def) && !plan.ops.contains(&def) {
                    dropped.push(arg);
                    break;
                }
            }
        }
    }
    for arg in dropped {
        plan.block_args.remove(&arg);
    }
    plan
}

/// The rewriting state: which values stand for which.
struct Rewrite<'a> {
    ctx: &'a Context,
    /// `tensor.from_elements` ops this pass built, by result: the tensor
    /// view of a scalar, for users that stay on tensors.
    to_tensor: FxHashMap<ValueId, ValueId>,
    /// `tensor.extract` ops this pass built, by the tensor they read.
    to_scalar: FxHashMap<ValueId, ValueId>,
    /// Every op this pass built, to drop the unused ones at the end.
    built: Vec<OpId>,
}

impl Rewrite<'_> {
    /// Where a materialization of `v` goes: after its definition, or at
    /// the start of the block of a block argument.
    fn point_after(body: &Body, v: ValueId) -> Option<InsertPoint> {
        match body.value_def(v) {
            ValueDef::Result(op, _) => Some(InsertPoint::After(op)),
            ValueDef::BlockArg(b, _) => Some(InsertPoint::Start(b)),
            ValueDef::Placeholder => None,
        }
    }

    fn build(&mut self, body: &mut Body, at: InsertPoint, name: &str, operand: ValueId, ty: Type) -> ValueId {
        let loc = body.value_loc(operand);
        let mut st = OperationState::new(self.ctx.op_name(name), loc);
        st.operands = vec![operand];
        st.result_types = vec![ty];
        let op = body.create_op(st);
        body.insert_op(at, op);
        self.built.push(op);
        body.results(op).next().expect("one result")
    }

    /// The scalar `v` (a 0-d tensor) stands for.
    fn scalar(&mut self, body: &mut Body, v: ValueId) -> Option<ValueId> {
        if let Some(&s) = self.to_tensor.get(&v) {
            return Some(s);
        }
        if let Some(&s) = self.to_scalar.get(&v) {
            return Some(s);
        }
        let ty = detensored(self.ctx, body.value_type(v))?;
        let at = Self::point_after(body, v)?;
        let s = self.build(body, at, "tensor.extract", v, ty);
        self.to_scalar.insert(v, s);
        Some(s)
    }

    /// Makes the users of `old` (a 0-d tensor) read the scalar `s`
    /// through a `tensor.from_elements` placed after `s`.
    fn replace_with_scalar(&mut self, body: &mut Body, old: ValueId, s: ValueId) {
        if !body.has_uses(old) {
            return;
        }
        let Some(at) = Self::point_after(body, s) else {
            return;
        };
        let ty = body.value_type(old);
        let t = self.build(body, at, "tensor.from_elements", s, ty);
        body.replace_all_uses_with(old, t);
        self.to_tensor.insert(t, s);
    }
}

/// Runs the pass on a function body.
pub fn detensorize(ctx: &Context, body: &mut Body, aggressive: bool) {
    let Some(&region) = body.root_regions().first() else {
        return;
    };
    let Some(entry) = body.region_entry(region) else {
        return;
    };
    let Some(first) = body.block_ops(entry).next() else {
        return;
    };
    // The entry block's ops move to a block of their own, so that the
    // entry block's arguments (the signature) are never converted.
    let post_entry = body.split_block(entry, first);
    let loc = body.op_loc(first);
    let mut st = OperationState::new(ctx.op_name("cf.br"), loc);
    st.successors = vec![post_entry];
    let branch = body.create_op(st);
    body.insert_op(InsertPoint::End(entry), branch);

    let plan = if aggressive {
        aggressive_plan(ctx, body)
    } else {
        control_flow_plan(ctx, body)
    };

    // The branch operands that feed detensored arguments.
    let mut branch_operands: FxHashMap<OpId, FxHashSet<usize>> = FxHashMap::default();
    for &arg in &plan.block_args {
        let ValueDef::BlockArg(block, index) = body.value_def(arg) else {
            continue;
        };
        for (pred, succ) in body.predecessors(block) {
            if let Some(i) = forwarded_operand(ctx, body, pred, succ, index as usize) {
                branch_operands.entry(pred).or_default().insert(i);
            }
        }
    }

    let mut rw = Rewrite {
        ctx,
        to_tensor: FxHashMap::default(),
        to_scalar: FxHashMap::default(),
        built: Vec::new(),
    };

    // The non-entry blocks' arguments, block by block.
    let blocks: Vec<BlockId> = body.region_blocks(region).skip(1).collect();
    for b in blocks {
        let args: Vec<ValueId> = body.block_args(b).to_vec();
        let mut at = InsertPoint::Start(b);
        for arg in args {
            if !plan.block_args.contains(&arg) {
                continue;
            }
            let Some(scalar) = detensored(ctx, body.value_type(arg)) else {
                continue;
            };
            let old = body.value_type(arg);
            body.set_value_type(arg, scalar);
            if body.has_uses(arg) {
                let users: Vec<(OpId, usize)> = body.uses(arg).collect();
                let t = rw.build(body, at, "tensor.from_elements", arg, old);
                at = InsertPoint::After(body.defining_op(t).expect("built op"));
                for (user, i) in users {
                    body.set_operand(user, i, t);
                }
                rw.to_tensor.insert(t, arg);
            }
        }
    }

    // The ops, in dominance order.
    let mut order = Vec::new();
    body.walk_root_regions_forward(&mut |op| {
        if plan.ops.contains(&op) || branch_operands.contains_key(&op) {
            order.push(op);
        }
        WalkResult::Advance
    });
    for op in order {
        if plan.ops.contains(&op) {
            detensor_generic(&mut rw, body, op);
        } else if let Some(indices) = branch_operands.get(&op) {
            let mut indices: Vec<usize> = indices.iter().copied().collect();
            indices.sort_unstable();
            for i in indices {
                let v = body.operand(op, i);
                if let Some(s) = rw.scalar(body, v) {
                    body.set_operand(op, i, s);
                }
            }
        }
    }

    // Materializations nothing reads are dropped, the last built first so
    // that chains go too.
    for &op in rw.built.iter().rev() {
        if body.results(op).all(|r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }

    let patterns = FrozenPatternSet::new(
        ctx,
        strata_rewrite::op_canonicalization_patterns(ctx, &[ctx.op_name("tensor.from_elements")]),
    );
    let _ = apply_patterns_greedily(ctx, body, &patterns, GreedyConfig::default());

    // The split entry block is merged back.
    if body.op_block(branch) == Some(entry) && body.num_successors(branch) == 1 {
        let target = body.successor(branch, 0);
        if body.block_args(target).is_empty() && body.predecessors(target).count() == 1 {
            body.erase_op(branch);
            body.merge_block_into(target, InsertPoint::End(entry), &[]);
        }
    }
}

/// Replaces generic `op` by the scalar ops of its body.
fn detensor_generic(rw: &mut Rewrite<'_>, body: &mut Body, op: OpId) {
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut scalars = Vec::with_capacity(operands.len());
    for v in operands {
        match rw.scalar(body, v) {
            Some(s) => scalars.push(s),
            None => return,
        }
    }
    let Some(&region) = body.regions_in_body(op).first() else {
        return;
    };
    let Some(block) = body.region_entry(region) else {
        return;
    };
    if body.region_blocks(region).count() != 1 || body.block_args(block).len() != scalars.len() {
        return;
    }
    let Some(yield_op) = body.last_op(block) else {
        return;
    };
    body.merge_block_into(block, InsertPoint::Before(op), &scalars);
    let yielded: Vec<ValueId> = body.operands(yield_op).collect();
    let results: Vec<ValueId> = body.results(op).collect();
    body.erase_op(yield_op);
    for (r, y) in results.into_iter().zip(yielded) {
        rw.replace_with_scalar(body, r, y);
    }
    body.erase_op(op);
}
