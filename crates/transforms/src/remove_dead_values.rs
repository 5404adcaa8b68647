//! `remove-dead-values`: removes what the liveness analysis
//! ([`crate::dataflow::liveness`]) finds dead, as MLIR 22's pass does.
//!
//! The pass first walks the IR in post-order (isolated ops after their
//! bodies) and plans the cleanup, then applies it in MLIR's phases:
//!
//! - private functions of the top-level symbol table lose their dead
//!   arguments (and the calls the matching operands) and the results no
//!   call uses (and their returns the matching operands); calls lose those
//!   results;
//! - region branch ops without effects whose results are all dead are
//!   erased; otherwise the operands they (or their terminators) forward
//!   only to dead values, or that are dead themselves, become `ub.poison`;
//! - branches lose the operands of dead values and their successors the
//!   matching arguments (the successor block is cleaned once, by the first
//!   branch that reaches it); a branch with a dead condition is erased and
//!   replaced by `ub.unreachable`;
//! - other ops are erased when an operand is dead, or when they have no
//!   memory effects and no live result.
//!
//! Live uses of erased results become `ub.poison`; the poison values left
//! unused at the end are erased. Then, with `canonicalize` (the default),
//! the canonicalization patterns run on the region branch ops (MLIR's
//! `applyOpPatternsGreedily`), which removes their dead results and
//! arguments, and on the ops those rewrites change, create or move.
//!
//! Where MLIR 22 leaves null operands or crashes (a dead value still used
//! by a call of a public function, a private function with a non-call
//! use), Strata keeps the IR valid: the remaining uses get `ub.poison`,
//! and such functions are left alone. Run on a function, the pass keeps
//! that function's signature (its calls are out of view; MLIR 22 changes
//! it and leaves the calls invalid: docs/deviations.md).

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::{
    arg_attrs, attr_dict_array, res_attrs, CallOpInterface, CallableOpInterface, DEFAULT_NAMES,
};
use strata_ir::interfaces::{
    all_successor_operands, forwarded_operands, is_memory_effect_free, RegionBranchOpInterface,
    RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use strata_ir::{
    BlockId, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpName, OpRef, OpTraits,
    OperationState, RegionId, ValueId,
};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::region_simplify::{erase_operand, shrink_case_segment};
use strata_rewrite::{
    apply_op_patterns_greedily_with_listener, canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    RegionSimplifyLevel, Strictness,
};

use crate::dataflow::liveness::Liveness;
use crate::dataflow::{AnalysisRoot, BodyIndex};

/// The `remove-dead-values` pass: removes the values, ops, arguments and
/// results the liveness analysis finds dead.
pub struct RemoveDeadValues {
    canonicalize: bool,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues { canonicalize: true }
    }
}

impl Pass for RemoveDeadValues {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[],
            introduces: &["ub.poison", "ub.unreachable"],
            introduces_if: strata_pass::conditions::WITHIN_DIALECTS,
        }
    }

    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }

    fn description(&self) -> &'static str {
        "Remove dead values"
    }

    fn name(&self) -> &'static str {
        "RemoveDeadValuesPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "canonicalize" => {
                self.canonicalize = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("canonicalize={}", self.canonicalize)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let root_op = AnalysisRoot::of(ctx, op);
        let body = op.body();
        let (mut plans, children) = {
            let liveness = Liveness::run(ctx, body, root_op);
            let mut planner = Planner::new(ctx, &liveness);
            planner.plan_body(0, body.root_regions());
            (planner.plans, liveness.into_result())
        };
        apply(ctx, 0, body, &mut plans, &children);
        if self.canonicalize {
            let owner = op.name();
            canonicalize_region_branch_ops(ctx, owner, op.body());
        }
        Ok(())
    }
}

// ---- planning -----------------------------------------------------------------

/// What to change in one body, in the order of MLIR's cleanup phases.
#[derive(Default)]
struct BodyPlan {
    /// Block arguments to erase, per successor block (skipped when the
    /// block's argument count changed since).
    blocks: Vec<(BlockId, Vec<bool>)>,
    /// Successor operands to erase: branch, successor, bits.
    successor_operands: Vec<(OpId, usize, Vec<bool>)>,
    /// Function signatures to shrink: function op, dead arguments, dead
    /// results.
    signatures: Vec<(OpId, Vec<bool>, Vec<bool>)>,
    /// The entry arguments to erase when this is a function's body.
    function_args: Option<Vec<bool>>,
    /// Operands to erase (or replace by poison).
    operands: Vec<(OpId, Vec<bool>, bool)>,
    /// Results to erase (calls).
    results: Vec<(OpId, Vec<bool>)>,
    /// Ops to erase.
    operations: Vec<OpId>,
}

struct Planner<'a, 'l> {
    ctx: &'a Context,
    liveness: &'l Liveness<'a>,
    plans: Vec<BodyPlan>,
    /// Values found dead while planning, beyond the analysis.
    non_live: FxHashSet<(BodyIndex, ValueId)>,
}

impl<'a, 'l> Planner<'a, 'l> {
    fn new(ctx: &'a Context, liveness: &'l Liveness<'a>) -> Self {
        let n = liveness.bodies().len();
        Planner {
            ctx,
            liveness,
            plans: (0..n).map(|_| BodyPlan::default()).collect(),
            non_live: FxHashSet::default(),
        }
    }

    fn body(&self, b: BodyIndex) -> &'a Body {
        self.liveness.bodies()[b]
    }

    fn live(&self, b: BodyIndex, v: ValueId) -> bool {
        !self.non_live.contains(&(b, v)) && self.liveness.is_live(b, v)
    }

    fn any_live(&self, b: BodyIndex, values: impl IntoIterator<Item = ValueId>) -> bool {
        values.into_iter().any(|v| self.live(b, v))
    }

    /// The dead ones among `values`.
    fn dead_bits(&self, b: BodyIndex, values: impl IntoIterator<Item = ValueId>) -> Vec<bool> {
        values.into_iter().map(|v| !self.live(b, v)).collect()
    }

    fn mark_non_live(&mut self, b: BodyIndex, values: impl IntoIterator<Item = ValueId>, bits: &[bool]) {
        for (v, &dead) in values.into_iter().zip(bits) {
            if dead {
                self.non_live.insert((b, v));
            }
        }
    }

    /// Post-order walk of `regions` of body `b`, the body of an isolated
    /// op before the op.
    fn plan_body(&mut self, b: BodyIndex, regions: &[RegionId]) {
        let body = self.body(b);
        for &r in regions {
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    match self.liveness.child_index(b, op) {
                        Some(c) => {
                            let child = self.body(c);
                            self.plan_body(c, child.root_regions());
                        }
                        None if body.child_body(op).is_none() => self.plan_body(b, body.regions_in_body(op)),
                        None => {}
                    }
                    self.plan_op(b, op);
                }
            }
        }
    }

    fn plan_op(&mut self, b: BodyIndex, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let def = ctx.op_def(body.op_name(op));
        let has = |f: fn(&strata_ir::OpDef) -> bool| def.is_some_and(f);
        if has(|d| d.interfaces.get::<CallableOpInterface>().is_some()) {
            if let Some(c) = self.liveness.child_index(b, op) {
                self.plan_function(b, op, c);
            }
        } else if let Some(iface) = def.and_then(|d| d.interfaces.get::<RegionBranchOpInterface>()) {
            self.plan_region_branch(b, op, iface);
        } else if body.num_successors(op) > 0 && all_successor_operands(OpRef::new(ctx, body, op)).is_some() {
            self.plan_branch(b, op);
        } else if has(|d| {
            d.has_trait(OpTraits::TERMINATOR) || d.interfaces.get::<CallOpInterface>().is_some()
        }) {
            // Handled with their parent op or their callee.
        } else {
            self.plan_simple(b, op);
        }
    }

    fn plan_simple(&mut self, b: BodyIndex, op: OpId) {
        let body = self.body(b);
        let dead_operand = body.operands(op).any(|v| !self.live(b, v));
        if !dead_operand
            && (!is_memory_effect_free(OpRef::new(self.ctx, body, op)) || self.any_live(b, body.results(op)))
        {
            return;
        }
        self.plans[b].operations.push(op);
        let results: Vec<ValueId> = body.results(op).collect();
        let all = vec![true; results.len()];
        self.mark_non_live(b, results, &all);
    }

    /// A private function of the top-level symbol table whose uses are all
    /// calls (others are left alone).
    fn plan_function(&mut self, b: BodyIndex, op: OpId, c: BodyIndex) {
        if !self.liveness.has_known_callers(c) {
            return;
        }
        let ctx = self.ctx;
        let body = self.body(b);
        let fbody = self.body(c);
        let Some(callable) = ctx
            .op_def(body.op_name(op))
            .and_then(|d| d.interfaces.get::<CallableOpInterface>())
        else {
            return;
        };
        let num_returns = (callable.result_types)(OpRef::new(ctx, body, op)).len();
        let Some(&region) = fbody.root_regions().first() else {
            return;
        };
        let Some(entry) = fbody.region_entry(region) else {
            return;
        };
        let args = fbody.block_args(entry).to_vec();
        let dead_args = self.dead_bits(c, args.iter().copied());
        self.mark_non_live(c, args, &dead_args);

        let calls = self.liveness.calls_of(c).to_vec();
        if dead_args.iter().any(|&d| d) {
            for &(cb, call) in &calls {
                let cbody = self.body(cb);
                let Some(iface) = ctx
                    .op_def(cbody.op_name(call))
                    .and_then(|d| d.interfaces.get::<CallOpInterface>())
                else {
                    continue;
                };
                let range = (iface.arg_operands)(OpRef::new(ctx, cbody, call));
                let mut bits = vec![false; cbody.num_operands(call)];
                for (k, &dead) in dead_args.iter().enumerate() {
                    if dead && range.start + k < range.end {
                        bits[range.start + k] = true;
                    }
                }
                self.plans[cb].operands.push((call, bits, false));
            }
        }

        let mut dead_rets = vec![true; num_returns];
        for &(cb, call) in &calls {
            let cbody = self.body(cb);
            for (j, r) in cbody.results(call).enumerate().take(num_returns) {
                if self.live(cb, r) {
                    dead_rets[j] = false;
                }
            }
        }
        for block in fbody.region_blocks(region) {
            let Some(t) = fbody.last_op(block) else { continue };
            let return_like = ctx
                .op_def(fbody.op_name(t))
                .is_some_and(|d| d.has_trait(OpTraits::RETURN_LIKE));
            if return_like && fbody.num_operands(t) == num_returns {
                self.plans[c].operands.push((t, dead_rets.clone(), false));
            }
        }
        self.plans[b]
            .signatures
            .push((op, dead_args.clone(), dead_rets.clone()));
        self.plans[c].function_args = Some(dead_args);
        if num_returns == 0 {
            return;
        }
        for (cb, call) in calls {
            let results: Vec<ValueId> = self.body(cb).results(call).collect();
            self.plans[cb].results.push((call, dead_rets.clone()));
            self.mark_non_live(cb, results, &dead_rets);
        }
    }

    fn plan_region_branch(&mut self, b: BodyIndex, op: OpId, iface: &RegionBranchOpInterface) {
        let ctx = self.ctx;
        let body = self.body(b);
        let oref = OpRef::new(ctx, body, op);
        if is_memory_effect_free(oref) && !self.any_live(b, body.results(op)) {
            self.plans[b].operations.push(op);
            return;
        }
        // Each forwarded operand (of the op or of a terminator in its
        // regions) with the successor inputs it reaches.
        let (rb, regions) = match self.liveness.child_index(b, op) {
            Some(c) => (c, self.body(c).root_regions().to_vec()),
            None => (b, body.regions_in_body(op).to_vec()),
        };
        let rbody = self.body(rb);
        let mut order: Vec<(BodyIndex, OpId, usize)> = Vec::new();
        let mut inputs_of: FxHashMap<(BodyIndex, OpId, usize), Vec<(BodyIndex, ValueId)>> =
            FxHashMap::default();
        let mut add = |key: (BodyIndex, OpId, usize), input: (BodyIndex, ValueId)| {
            inputs_of
                .entry(key)
                .or_insert_with(|| {
                    order.push(key);
                    Vec::new()
                })
                .push(input);
        };
        let input_body = |s: RegionSuccessor| if s == RegionSuccessor::Parent { b } else { rb };
        let mut succs = Vec::new();
        (iface.successors)(oref, RegionBranchPoint::Parent, &mut succs);
        for &s in &succs {
            let range = (iface.entry_operands)(oref, s);
            for (i, input) in range.zip((iface.successor_inputs)(oref, s)) {
                add((b, op, i), (input_body(s), input));
            }
        }
        for (index, &r) in regions.iter().enumerate() {
            for block in rbody.region_blocks(r) {
                let Some(t) = rbody.last_op(block) else { continue };
                let term = OpRef::new(ctx, rbody, t);
                let Some(tdef) = term.def() else { continue };
                let own = tdef.interfaces.get::<RegionBranchTerminatorOpInterface>();
                if own.is_none() && !tdef.has_trait(OpTraits::RETURN_LIKE) {
                    continue;
                }
                let mut succs = Vec::new();
                match own.and_then(|i| i.successors) {
                    Some(f) => f(term, &mut succs),
                    None => (iface.successors)(oref, RegionBranchPoint::Region(index), &mut succs),
                }
                for s in succs {
                    let Some(range) = forwarded_operands(term, s) else {
                        continue;
                    };
                    for (i, input) in range.zip((iface.successor_inputs)(oref, s)) {
                        add((rb, t, i), (input_body(s), input));
                    }
                }
            }
        }
        let mut dead_per_op: Vec<((BodyIndex, OpId), Vec<bool>)> = Vec::new();
        let mut slot: FxHashMap<(BodyIndex, OpId), usize> = FxHashMap::default();
        for key in order {
            let (ob, owner, i) = key;
            let obody = self.body(ob);
            let value = obody.operand(owner, i);
            let inputs = &inputs_of[&key];
            let dead = !self.live(ob, value) || !inputs.iter().any(|&(ib, v)| self.live(ib, v));
            if !dead {
                continue;
            }
            let k = *slot.entry((ob, owner)).or_insert_with(|| {
                dead_per_op.push(((ob, owner), vec![false; obody.num_operands(owner)]));
                dead_per_op.len() - 1
            });
            dead_per_op[k].1[i] = true;
        }
        for ((ob, owner), bits) in dead_per_op {
            self.plans[ob].operands.push((owner, bits, true));
        }
    }

    fn plan_branch(&mut self, b: BodyIndex, op: OpId) {
        let body = self.body(b);
        let Some(ranges) = all_successor_operands(OpRef::new(self.ctx, body, op)) else {
            return;
        };
        let mut dead = self.dead_bits(b, body.operands(op));
        for range in &ranges {
            for i in range.clone() {
                if let Some(d) = dead.get_mut(i) {
                    *d = false;
                }
            }
        }
        if dead.iter().any(|&d| d) {
            self.plans[b].operations.push(op);
            return;
        }
        for (s, range) in ranges.into_iter().enumerate().take(body.num_successors(op)) {
            let succ = body.successor(op, s);
            let bits = self.dead_bits(b, range.map(|i| body.operand(op, i)));
            let args = body.block_args(succ).to_vec();
            self.mark_non_live(b, args, &bits);
            self.plans[b].blocks.push((succ, bits.clone()));
            self.plans[b].successor_operands.push((op, s, bits));
        }
    }
}

// ---- applying -----------------------------------------------------------------

/// Changes that leave uses of values without a definition (MLIR drops
/// those uses, and the users go later): the uses move to placeholders;
/// created `ub.poison` ops are tracked so that unused ones can go.
struct Cleanup {
    placeholders: Vec<ValueId>,
    poisons: Vec<OpId>,
    poison: OpName,
}

impl Cleanup {
    fn drop_uses(&mut self, body: &mut Body, v: ValueId) {
        if body.has_uses(v) {
            let p = body.create_placeholder(body.value_type(v), body.value_loc(v));
            body.replace_all_uses_with(v, p);
            self.placeholders.push(p);
        }
    }

    fn create_poison(&mut self, ctx: &Context, body: &mut Body, before: OpId, v: ValueId) -> ValueId {
        let mut st = OperationState::new(self.poison, body.value_loc(v));
        st.result_types = vec![body.value_type(v)];
        st.populate_default_properties(ctx);
        let p = body.create_op(st);
        body.insert_op(InsertPoint::Before(before), p);
        self.poisons.push(p);
        body.result(p, 0)
    }
}

/// Applies the plans of body `b` and of the bodies below it.
fn apply(
    ctx: &Context,
    b: BodyIndex,
    body: &mut Body,
    plans: &mut [BodyPlan],
    children: &crate::dataflow::liveness::LivenessResult,
) {
    for (op, child) in body.child_bodies_mut() {
        if let Some(c) = children.child_index(b, op) {
            apply(ctx, c, child, plans, children);
        }
    }
    let plan = std::mem::take(&mut plans[b]);
    let mut cl = Cleanup {
        placeholders: Vec::new(),
        poisons: Vec::new(),
        poison: ctx.op_name("ub.poison"),
    };

    // 1. Successor block arguments. A block reached by several edges
    // loses, once, the arguments any edge finds dead (an operand is dead
    // only if the argument it flows to is); each edge then drops those
    // operands, so the edges stay consistent with the block.
    let mut merged: Vec<(BlockId, Vec<bool>)> = Vec::new();
    let mut merged_index: FxHashMap<BlockId, usize> = FxHashMap::default();
    for (block, bits) in &plan.blocks {
        match merged_index.get(block) {
            Some(&k) if merged[k].1.len() == bits.len() => {
                for (m, &d) in merged[k].1.iter_mut().zip(bits) {
                    *m |= d;
                }
            }
            Some(_) => {}
            None => {
                merged_index.insert(*block, merged.len());
                merged.push((*block, bits.clone()));
            }
        }
    }
    for (block, bits) in &merged {
        if body.block_args(*block).len() != bits.len() {
            continue;
        }
        for i in (0..bits.len()).rev().filter(|&i| bits[i]) {
            let a = body.block_args(*block)[i];
            cl.drop_uses(body, a);
            body.erase_block_arg(*block, i);
        }
    }

    // 2. Successor operands.
    for (op, s, _) in &plan.successor_operands {
        let Some(range) = all_successor_operands(OpRef::new(ctx, body, *op)).and_then(|r| r.get(*s).cloned())
        else {
            continue;
        };
        let Some(bits) = merged_index.get(&body.successor(*op, *s)).map(|&k| &merged[k].1) else {
            continue;
        };
        if range.len() != bits.len() {
            continue;
        }
        for i in (0..bits.len()).rev().filter(|&i| bits[i]) {
            erase_operand(ctx, body, *op, range.start + i);
            shrink_case_segment(ctx, body, *op, *s);
        }
    }

    // 3. Functions: entry arguments here, signatures of functions here.
    if let Some(bits) = &plan.function_args {
        if let Some(entry) = body.root_regions().first().and_then(|&r| body.region_entry(r)) {
            if body.block_args(entry).len() == bits.len() {
                for i in (0..bits.len()).rev().filter(|&i| bits[i]) {
                    let a = body.block_args(entry)[i];
                    cl.drop_uses(body, a);
                    body.erase_block_arg(entry, i);
                }
            }
        }
    }
    for (op, dead_args, dead_rets) in &plan.signatures {
        shrink_signature(ctx, body, *op, dead_args, dead_rets);
    }

    // 4. Operands.
    for (op, bits, poison) in &plan.operands {
        if !body.is_live(*op) || body.num_operands(*op) != bits.len() {
            continue;
        }
        if *poison {
            for i in (0..bits.len()).filter(|&i| bits[i]) {
                let v = body.operand(*op, i);
                let p = cl.create_poison(ctx, body, *op, v);
                body.set_operand(*op, i, p);
            }
        } else {
            for i in (0..bits.len()).rev().filter(|&i| bits[i]) {
                erase_operand(ctx, body, *op, i);
            }
        }
    }

    // 5. Results.
    for (op, bits) in &plan.results {
        erase_results(body, *op, bits, &mut cl);
    }

    // 6. Ops.
    let unreachable = ctx.op_name("ub.unreachable");
    for &op in &plan.operations {
        if !body.is_live(op) {
            continue;
        }
        let terminator = ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.has_trait(OpTraits::TERMINATOR));
        if terminator {
            let u = body.create_op(OperationState::new(unreachable, body.op_loc(op)));
            body.insert_op(InsertPoint::Before(op), u);
        }
        let results: Vec<ValueId> = body.results(op).collect();
        for r in results {
            if body.has_uses(r) {
                let p = cl.create_poison(ctx, body, op, r);
                body.replace_all_uses_with(r, p);
            }
        }
        body.erase_op(op);
    }

    // Uses MLIR would leave null: poison them.
    for p in std::mem::take(&mut cl.placeholders) {
        let uses: Vec<(OpId, usize)> = body.uses(p).collect();
        for (user, i) in uses {
            let v = cl.create_poison(ctx, body, user, p);
            body.set_operand(user, i, v);
        }
        body.free_placeholder(p);
    }

    // 7. Unused poison.
    for p in cl.poisons {
        if body.is_live(p) && body.op_name(p) == cl.poison && !body.op_has_uses(p) {
            body.erase_op(p);
        }
    }
}

/// Removes the dead arguments and results from the signature of function
/// `op` (its type and argument and result attributes).
fn shrink_signature(ctx: &Context, body: &mut Body, op: OpId, dead_args: &[bool], dead_rets: &[bool]) {
    if !dead_args.iter().chain(dead_rets).any(|&d| d) {
        return;
    }
    let oref = OpRef::new(ctx, body, op);
    let Some(callable) = oref.def().and_then(|d| d.interfaces.get::<CallableOpInterface>()) else {
        return;
    };
    let keep = |bits: &[bool], i: usize| !bits.get(i).copied().unwrap_or(false);
    let inputs: Vec<_> = (callable.argument_types)(oref)
        .iter()
        .enumerate()
        .filter(|&(i, _)| keep(dead_args, i))
        .map(|(_, &t)| t)
        .collect();
    let results: Vec<_> = (callable.result_types)(oref)
        .iter()
        .enumerate()
        .filter(|&(i, _)| keep(dead_rets, i))
        .map(|(_, &t)| t)
        .collect();
    let had_arg_attrs = body.op_attr(ctx, op, DEFAULT_NAMES.arg_attrs).is_some();
    let had_res_attrs = body.op_attr(ctx, op, DEFAULT_NAMES.res_attrs).is_some();
    let new_arg_attrs: Vec<_> = (0..dead_args.len())
        .filter(|&i| keep(dead_args, i))
        .map(|i| arg_attrs(oref, DEFAULT_NAMES, i))
        .collect();
    let new_res_attrs: Vec<_> = (0..dead_rets.len())
        .filter(|&i| keep(dead_rets, i))
        .map(|i| res_attrs(oref, DEFAULT_NAMES, i))
        .collect();
    let ty = ctx.function_type(&inputs, &results);
    body.set_op_attr(ctx, op, DEFAULT_NAMES.function_type, Some(ctx.type_attr(ty)));
    if had_arg_attrs {
        body.set_op_attr(
            ctx,
            op,
            DEFAULT_NAMES.arg_attrs,
            attr_dict_array(ctx, &new_arg_attrs),
        );
    }
    if had_res_attrs {
        body.set_op_attr(
            ctx,
            op,
            DEFAULT_NAMES.res_attrs,
            attr_dict_array(ctx, &new_res_attrs),
        );
    }
}

/// Replaces `op` by a copy without the results marked in `bits` (whose
/// uses are dropped). Ops with regions keep their results.
fn erase_results(body: &mut Body, op: OpId, bits: &[bool], cl: &mut Cleanup) {
    if !body.is_live(op) || body.num_results(op) != bits.len() || !bits.iter().any(|&d| d) {
        return;
    }
    let results: Vec<ValueId> = body.results(op).collect();
    for (&r, _) in results.iter().zip(bits).filter(|(_, &d)| d) {
        cl.drop_uses(body, r);
    }
    if body.num_regions(op) > 0 {
        return;
    }
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = body.operands(op).collect();
    st.result_types = results
        .iter()
        .zip(bits)
        .filter(|(_, &d)| !d)
        .map(|(&r, _)| body.value_type(r))
        .collect();
    st.properties = body.op_properties(op);
    st.attributes = body.op_attr_dict(op);
    st.successors = body.successors(op).collect();
    let new = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), new);
    let mut next = 0;
    for (&r, &dead) in results.iter().zip(bits) {
        if !dead {
            let n = body.result(new, next);
            next += 1;
            body.replace_all_uses_with(r, n);
        }
    }
    body.erase_op(op);
}

// ---- canonicalization ---------------------------------------------------------

/// Runs the canonicalization patterns of the region branch ops on those
/// ops, in each body (post-order, so that the last one goes first); `owner`
/// names the op owning `body`.
fn canonicalize_region_branch_ops(ctx: &Context, owner: OpName, body: &mut Body) {
    for (_, name, child) in body.named_child_bodies_mut() {
        canonicalize_region_branch_ops(ctx, name, child);
    }
    let mut ops = Vec::new();
    let roots = body.root_regions().to_vec();
    collect_post_order(ctx, body, &roots, &mut ops);
    if ops.is_empty() {
        return;
    }
    // Every canonicalization pattern: the ops the region branch patterns
    // move out of inlined blocks are processed too (mlir-opt 22 erases a
    // `memref.alloca` only stored to once an `scf.if` on a constant is
    // inlined).
    let patterns = FrozenPatternSet::new(ctx, canonicalization_patterns(ctx));
    let config = GreedyConfig {
        strictness: Strictness::AnyOp,
        region_simplify: RegionSimplifyLevel::Disabled,
        ..GreedyConfig::default()
    };
    apply_op_patterns_greedily_with_listener(ctx, Some(owner), body, &ops, &patterns, config, None);
}

fn collect_post_order(ctx: &Context, body: &Body, regions: &[RegionId], out: &mut Vec<OpId>) {
    for &r in regions {
        for block in body.region_blocks(r) {
            for op in body.block_ops(block) {
                if body.child_body(op).is_none() {
                    collect_post_order(ctx, body, body.regions_in_body(op), out);
                }
                if ctx
                    .op_def(body.op_name(op))
                    .is_some_and(|d| d.interfaces.get::<RegionBranchOpInterface>().is_some())
                {
                    out.push(op);
                }
            }
        }
    }
}
