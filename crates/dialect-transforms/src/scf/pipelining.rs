//! Software pipelining of `scf.for` loops (MLIR's `pipelineForLoop`), the
//! `test-scf-pipelining` pass exercising it on loops whose ops carry their
//! stage and order as attributes, and the schedule `transform.loop.pipeline`
//! computes from latencies.
//!
//! A schedule gives each op of the loop body a stage and an order. With
//! `maxStage` stages after the first, the loop becomes a prologue running
//! the first stages of the first `maxStage` iterations, a kernel running
//! stage `s` of iteration `i + maxStage - s` in each iteration `i`, and an
//! epilogue running the last stages of the last `maxStage` iterations.
//! Values crossing stages travel as extra iteration arguments, one per
//! stage they cross. When the trip count is not known to be at least
//! `maxStage`, the prologue and epilogue ops are predicated (a callback
//! wraps each one) on whether their iteration exists; without epilogue
//! peeling, the kernel runs to the original bound with its later stages
//! predicated instead.

use rustc_hash::FxHashMap;
use strata_dialect_arith as arith;
use strata_dialect_scf as scf;
use strata_dialect_utils::matchers::const_i64;
use strata_ir::{
    Context, IrMapping, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, Type, ValueDef, ValueId,
    WalkOrder, WalkResult,
};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::utils::ForLoop;

/// The part of the pipelined loop an op is created for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipelinerPart {
    /// Before the kernel loop.
    Prologue,
    /// In the kernel loop.
    Kernel,
    /// After the kernel loop.
    Epilogue,
}

/// Computes the schedule of a loop: its body's ops (without the
/// terminator) in the order the pipelined loop runs them, each with its
/// stage. An empty schedule leaves the loop alone.
pub type ScheduleFn<'a> = &'a (dyn Fn(&Context, &strata_ir::Body, &ForLoop) -> Vec<(OpId, u32)> + Sync);

/// Called on each op created, with its part and the iteration it belongs
/// to (0 in the kernel).
pub type AnnotateFn = fn(&mut PatternRewriter<'_>, OpId, PipelinerPart, u32);

/// Replaces an op by a version that only runs when the `i1` predicate
/// holds and returns it, or `None` when it cannot (pipelining then fails,
/// possibly with the IR partly rewritten, as in MLIR).
pub type PredicateFn = fn(&mut PatternRewriter<'_>, OpId, ValueId) -> Option<OpId>;

/// How to pipeline (MLIR's `PipeliningOption`).
#[derive(Clone, Copy)]
pub struct PipeliningOptions<'a> {
    /// The schedule.
    pub schedule: ScheduleFn<'a>,
    /// Annotates the ops created.
    pub annotate: Option<AnnotateFn>,
    /// Whether the epilogue is peeled out of the loop (otherwise the
    /// kernel runs every iteration with its later stages predicated).
    pub peel_epilogue: bool,
    /// Whether loops whose trip count is not known to cover the stages are
    /// pipelined (with predicated prologue and epilogue).
    pub support_dynamic_loops: bool,
    /// Predicates ops; needed without epilogue peeling and for dynamic
    /// loops.
    pub predicate: Option<PredicateFn>,
}

/// How far a value crossing stages lives.
#[derive(Clone, Copy, Default)]
struct LiveRange {
    last_use_stage: u32,
    def_stage: u32,
}

struct Pipeliner<'o> {
    f: ForLoop,
    loc: Location,
    max_stage: u32,
    stages: FxHashMap<OpId, u32>,
    op_order: Vec<OpId>,
    dynamic_loop: bool,
    options: PipeliningOptions<'o>,
    /// The versions of each loop value in the prologue and epilogue, by
    /// iteration offset.
    value_mapping: FxHashMap<ValueId, Vec<Option<ValueId>>>,
}

fn int_attr(rw: &PatternRewriter<'_>, ty: Type, v: i64) -> strata_ir::Attribute {
    rw.ctx.integer_attr(ty, v)
}

fn constant(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let a = int_attr(rw, ty, v);
    arith::ConstantOp::build(rw, loc, a).result(rw)
}

fn addi(rw: &mut PatternRewriter<'_>, loc: Location, a: ValueId, b: ValueId) -> ValueId {
    arith::AddIOp::build(rw, loc, a, b, None).result(rw)
}

fn subi(rw: &mut PatternRewriter<'_>, loc: Location, a: ValueId, b: ValueId) -> ValueId {
    arith::SubIOp::build(rw, loc, a, b, None).result(rw)
}

fn muli(rw: &mut PatternRewriter<'_>, loc: Location, a: ValueId, b: ValueId) -> ValueId {
    arith::MulIOp::build(rw, loc, a, b, None).result(rw)
}

fn cmpi(rw: &mut PatternRewriter<'_>, loc: Location, pred: &str, a: ValueId, b: ValueId) -> ValueId {
    let p = arith::CMPI_PREDICATE.value_of(pred).expect("a cmpi predicate");
    arith::CmpIOp::build(rw, loc, a, b, p).result(rw)
}

fn select(rw: &mut PatternRewriter<'_>, loc: Location, c: ValueId, t: ValueId, e: ValueId) -> ValueId {
    arith::SelectOp::build(rw, loc, c, t, e).result(rw)
}

/// The op defining `v`, if a result.
fn def_op(body: &strata_ir::Body, v: ValueId) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result(op, _) => Some(op),
        _ => None,
    }
}

/// Every operand of `op` and of the ops nested in it.
fn nested_operands(body: &strata_ir::Body, op: OpId) -> Vec<ValueId> {
    let mut out = Vec::new();
    body.walk(op, WalkOrder::PreOrder, &mut |o| {
        out.extend(body.operands(o));
        WalkResult::Advance
    });
    out
}

/// The operands of the ops nested in `op`'s regions defined outside `op`
/// (MLIR's `visitUsedValuesDefinedAbove` on its regions).
fn used_values_defined_above(body: &strata_ir::Body, op: OpId) -> Vec<ValueId> {
    let mut out = Vec::new();
    body.walk(op, WalkOrder::PreOrder, &mut |o| {
        if o != op {
            out.extend(
                body.operands(o)
                    .filter(|&v| super::utils::defined_outside(body, op, v)),
            );
        }
        WalkResult::Advance
    });
    out
}

/// Clones `op` at the rewriter's point with the operands defined outside
/// it replaced by `version(operand)` when that gives a value.
fn clone_and_update_operands(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    version: &dyn Fn(ValueId) -> Option<ValueId>,
) -> OpId {
    let mut map = IrMapping::new();
    let body = rw.body();
    let mut seen = rustc_hash::FxHashSet::default();
    body.walk(op, WalkOrder::PreOrder, &mut |o| {
        for v in body.operands(o) {
            if super::utils::defined_outside(body, op, v) && seen.insert(v) {
                if let Some(r) = version(v) {
                    map.map_value(v, r);
                }
            }
        }
        WalkResult::Advance
    });
    rw.clone_op(op, &mut map)
}

impl<'o> Pipeliner<'o> {
    /// Checks the loop and its schedule (MLIR's `initializeLoopInfo`).
    fn new(rw: &PatternRewriter<'_>, op: OpId, options: PipeliningOptions<'o>) -> Option<Pipeliner<'o>> {
        let ctx = rw.ctx;
        let body = rw.body();
        let f = ForLoop::get(ctx, body, op)?;
        let schedule = (options.schedule)(ctx, body, &f);
        if schedule.is_empty() {
            return None;
        }
        let mut max_stage = 0;
        let mut stages = FxHashMap::default();
        let mut op_order = Vec::with_capacity(schedule.len());
        for &(o, s) in &schedule {
            max_stage = max_stage.max(s);
            stages.insert(o, s);
            op_order.push(o);
        }
        let mut dynamic_loop = true;
        match (
            const_i64(ctx, body, f.ub),
            const_i64(ctx, body, f.lb),
            const_i64(ctx, body, f.step),
        ) {
            (Some(ub), Some(lb), Some(step)) => {
                if step <= 0 {
                    return None;
                }
                let n = (ub as i128 - lb as i128).div_euclid(step as i128)
                    + i128::from((ub as i128 - lb as i128).rem_euclid(step as i128) != 0);
                if n >= i128::from(max_stage) {
                    dynamic_loop = false;
                } else if !options.support_dynamic_loops {
                    return None;
                }
            }
            _ => {
                if !options.support_dynamic_loops {
                    return None;
                }
            }
        }
        if (!options.peel_epilogue || dynamic_loop) && options.predicate.is_none() {
            return None;
        }
        // Every op of the body needs a stage.
        for o in body.block_ops(f.block) {
            if o != f.terminator && !stages.contains_key(&o) {
                OpRef::new(ctx, body, o).emit_op_error("not assigned a pipeline stage");
                return None;
            }
        }
        let p = Pipeliner {
            loc: body.op_loc(op),
            f,
            max_stage,
            stages,
            op_order,
            dynamic_loop,
            options,
            value_mapping: FxHashMap::default(),
        };
        if !p.verify_schedule(rw) {
            return None;
        }
        // Only ops of the loop body itself, not the terminator nor nested
        // ops, can have a stage.
        for &o in &p.op_order {
            if o == p.f.terminator {
                OpRef::new(ctx, body, o).emit_error("terminator should not be assigned a stage");
                return None;
            }
            if body.op_block(o) != Some(p.f.block) {
                OpRef::new(ctx, body, o).emit_op_error(
                    "the owning Block of all operations assigned a stage should be the loop body block",
                );
                return None;
            }
        }
        // Loop-carried values have a distance of one iteration or come
        // from outside the loop.
        let carried_ok = p.f.yielded(body).into_iter().all(|v| match def_op(body, v) {
            None => false,
            Some(d) => p.stages.contains_key(&d) || !body.is_ancestor(op, d),
        });
        if !carried_ok {
            return None;
        }
        Some(p)
    }

    /// The op defining `v` and how many iterations back: through the
    /// yield for an iteration argument; nothing for the induction variable
    /// and other block arguments.
    fn def_and_distance(&self, body: &strata_ir::Body, v: ValueId) -> (Option<OpId>, u32) {
        let mut v = v;
        let mut distance = 0;
        if let ValueDef::BlockArg(b, i) = body.value_def(v) {
            if b != self.f.block || i == 0 {
                return (None, 0);
            }
            distance = 1;
            v = body.operand(self.f.terminator, i as usize - 1);
        }
        (def_op(body, v), distance)
    }

    /// Whether every op runs after its operands in the unrolled schedule
    /// (MLIR's `verifySchedule`).
    fn verify_schedule(&self, rw: &PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let n = self.op_order.len() as i64;
        let cycles: FxHashMap<OpId, i64> = self
            .op_order
            .iter()
            .enumerate()
            .map(|(c, o)| (*o, c as i64 + i64::from(self.stages[o]) * n))
            .collect();
        for &consumer in &self.op_order {
            let consumer_cycle = cycles[&consumer];
            for v in nested_operands(body, consumer) {
                let (Some(producer), distance) = self.def_and_distance(body, v) else {
                    continue;
                };
                let Some(&producer_cycle) = cycles.get(&producer) else {
                    continue;
                };
                if consumer_cycle < producer_cycle - n * i64::from(distance) {
                    OpRef::new(rw.ctx, body, consumer).emit_error("operation scheduled before its operands");
                    return false;
                }
            }
        }
        true
    }

    fn set_value_mapping(&mut self, key: ValueId, v: ValueId, idx: u32) {
        let n = self.max_stage as usize + 1;
        let e = self.value_mapping.entry(key).or_insert_with(|| vec![None; n]);
        if let Some(slot) = e.get_mut(idx as usize) {
            *slot = Some(v);
        }
    }

    fn mapped(&self, key: ValueId, idx: u32) -> Option<ValueId> {
        self.value_mapping
            .get(&key)
            .and_then(|e| e.get(idx as usize).copied().flatten())
    }

    fn stage(&self, op: OpId) -> u32 {
        self.stages[&op]
    }

    fn predicate(&self, rw: &mut PatternRewriter<'_>, op: OpId, pred: ValueId) -> Option<OpId> {
        let f = self.options.predicate?;
        let saved = rw.insertion_point();
        let r = f(rw, op, pred);
        rw.restore_insertion_point(saved);
        r
    }

    fn annotate(&self, rw: &mut PatternRewriter<'_>, op: OpId, part: PipelinerPart, i: u32) {
        if let Some(a) = self.options.annotate {
            a(rw, op, part, i);
        }
    }

    /// Emits the first stages of the first `max_stage` iterations before
    /// the loop.
    fn emit_prologue(&mut self, rw: &mut PatternRewriter<'_>) -> Option<()> {
        let loc = self.loc;
        for (&arg, &init) in self.f.iter_args.clone().iter().zip(&self.f.inits.clone()) {
            self.set_value_mapping(arg, init, 0);
        }
        let yielded = self.f.yielded(rw.body());
        let mut predicates: Vec<Option<ValueId>> = vec![None; self.max_stage as usize];
        let ub_ty = rw.body().value_type(self.f.ub);
        let lb_ty = rw.body().value_type(self.f.lb);
        for i in 0..self.max_stage {
            if self.dynamic_loop {
                // pred = lb + i * step < ub
                let c = constant(rw, loc, ub_ty, i64::from(i));
                let m = muli(rw, loc, self.f.step, c);
                let iv = addi(rw, loc, self.f.lb, m);
                predicates[i as usize] = Some(cmpi(rw, loc, "slt", iv, self.f.ub));
            }
            // The induction variable of iteration i: lb + i * step.
            let c = constant(rw, loc, lb_ty, i64::from(i));
            let m = muli(rw, loc, self.f.step, c);
            let iv = addi(rw, loc, self.f.lb, m);
            self.set_value_mapping(self.f.iv, iv, i);
            for op in self.op_order.clone() {
                let stage = self.stage(op);
                if stage > i {
                    continue;
                }
                let version = i - stage;
                let mut new_op = clone_and_update_operands(rw, op, &|v| self.mapped(v, version));
                if let Some(pred) = predicates[version as usize] {
                    new_op = self.predicate(rw, new_op, pred)?;
                }
                self.annotate(rw, new_op, PipelinerPart::Prologue, i);
                let results: Vec<ValueId> = rw.body().results(op).collect();
                let new_results: Vec<ValueId> = rw.body().results(new_op).collect();
                for (k, (&r, &nr)) in results.iter().zip(&new_results).enumerate() {
                    let _ = k;
                    let mut source = nr;
                    // A loop-carried value: the iteration argument's next
                    // version.
                    for (j, &y) in yielded.iter().enumerate() {
                        if y != r {
                            continue;
                        }
                        let arg = self.f.iter_args[j];
                        if let Some(pred) = predicates[version as usize] {
                            let loop_result = rw.body().result(self.f.op, j);
                            if rw.body().has_uses(loop_result) {
                                // Used after the loop: keep the previous
                                // version when the iteration does not exist.
                                if let Some(prev) = self.mapped(arg, version) {
                                    source = select(rw, loc, pred, source, prev);
                                }
                            }
                        }
                        self.set_value_mapping(arg, source, version + 1);
                    }
                    self.set_value_mapping(r, nr, version);
                }
            }
        }
        Some(())
    }

    /// The values used in a later stage than the one defining them
    /// (MLIR's `analyzeCrossStageValues`), in order of first use.
    fn analyze_cross_stage_values(&self, rw: &PatternRewriter<'_>) -> Vec<(ValueId, LiveRange)> {
        let body = rw.body();
        let mut order: Vec<(ValueId, LiveRange)> = Vec::new();
        let mut index: FxHashMap<ValueId, usize> = FxHashMap::default();
        for &op in &self.op_order {
            let stage = self.stage(op);
            let mut values: Vec<ValueId> = body.operands(op).collect();
            values.extend(used_values_defined_above(body, op));
            for v in values {
                let (Some(def), distance) = self.def_and_distance(body, v) else {
                    continue;
                };
                let Some(&def_stage) = self.stages.get(&def) else {
                    continue;
                };
                if def_stage == stage || def_stage == stage + distance {
                    continue;
                }
                let i = *index.entry(v).or_insert_with(|| {
                    order.push((v, LiveRange::default()));
                    order.len() - 1
                });
                let info = &mut order[i].1;
                info.def_stage = def_stage;
                info.last_use_stage = info.last_use_stage.max(stage);
            }
        }
        order
    }

    /// Creates the kernel loop with its iteration arguments: the original
    /// ones, then one per stage each cross-stage value crosses. Fills
    /// `loop_arg_map` with the argument of each (value, distance).
    fn create_kernel_loop(
        &self,
        rw: &mut PatternRewriter<'_>,
        cross: &[(ValueId, LiveRange)],
        loop_arg_map: &mut FxHashMap<(ValueId, u32), usize>,
    ) -> (OpId, strata_ir::BlockId) {
        let loc = self.loc;
        let mut inits = Vec::new();
        for (j, y) in self.f.yielded(rw.body()).into_iter().enumerate() {
            let def = def_op(rw.body(), y);
            match def.and_then(|d| self.stages.get(&d)) {
                Some(&s) => inits.push(
                    self.mapped(self.f.iter_args[j], self.max_stage - s)
                        .unwrap_or(self.f.inits[j]),
                ),
                None => inits.push(self.f.inits[j]),
            }
        }
        for &(v, info) in cross {
            let span = info.last_use_stage - info.def_stage;
            for k in 0..span {
                let version = self
                    .mapped(v, self.max_stage - info.last_use_stage + k)
                    .unwrap_or(v);
                inits.push(version);
                loop_arg_map.insert((v, span - k), inits.len() - 1);
            }
        }
        // Peeling the epilogue takes max_stage iterations off the loop.
        let mut ub = self.f.ub;
        if self.options.peel_epilogue {
            let t = rw.body().value_type(self.f.ub);
            let c = constant(rw, loc, t, i64::from(self.max_stage));
            let m = muli(rw, loc, self.f.step, c);
            ub = subi(rw, loc, self.f.ub, m);
        }
        let types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
        let new = scf::ForOp::build(rw, loc, &types, self.f.lb, ub, self.f.step, &inits, false);
        let region = new.region(rw);
        let block = rw.create_block(region);
        let iv_ty = rw.body().value_type(self.f.lb);
        rw.add_block_arg(block, iv_ty, loc);
        for (&t, &v) in types.iter().zip(&inits) {
            let l = rw.body().value_loc(v);
            rw.add_block_arg(block, t, l);
        }
        (new.op(), block)
    }

    /// Fills the kernel loop: the ops in schedule order, each stage `s`
    /// working on iteration `iv + (max_stage - s) * step`.
    fn create_kernel(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        (new_for, block): (OpId, strata_ir::BlockId),
        cross: &[(ValueId, LiveRange)],
        loop_arg_map: &FxHashMap<(ValueId, u32), usize>,
    ) -> Option<()> {
        self.value_mapping.clear();
        let loc = self.loc;
        rw.set_insertion_point_to_end(block);
        let new_args: Vec<ValueId> = rw.body().block_args(block).to_vec();
        let new_iv = new_args[0];
        let mut mapping = IrMapping::new();
        mapping.map_value(self.f.iv, new_iv);
        for (j, &a) in self.f.iter_args.iter().enumerate() {
            mapping.map_value(a, new_args[j + 1]);
        }
        let yielded = self.f.yielded(rw.body());
        let mut predicates: Vec<Option<ValueId>> = vec![None; self.max_stage as usize + 1];
        if !self.options.peel_epilogue {
            // Stage i runs while iv < ub - (max_stage - i) * step.
            let t = rw.body().value_type(self.f.ub);
            for i in 0..self.max_stage {
                let c = constant(rw, loc, t, i64::from(self.max_stage - i));
                let m = muli(rw, loc, self.f.step, c);
                let bound = subi(rw, loc, self.f.ub, m);
                predicates[i as usize] = Some(cmpi(rw, loc, "slt", new_iv, bound));
            }
        }
        for op in self.op_order.clone() {
            let use_stage = self.stage(op);
            let mut new_op = rw.clone_op(op, &mut mapping);
            // The operands of the original op and of the ops nested in it,
            // with the clone's op holding each: pre-order walks of the op
            // and of its clone visit corresponding ops.
            let preorder = |body: &strata_ir::Body, root: OpId| {
                let mut v = Vec::new();
                body.walk(root, WalkOrder::PreOrder, &mut |o| {
                    v.push(o);
                    WalkResult::Advance
                });
                v
            };
            let originals = preorder(rw.body(), op);
            let clones = preorder(rw.body(), new_op);
            let mut operands: Vec<(OpId, OpId, usize)> = Vec::new();
            for (&o, &c) in originals.iter().zip(&clones) {
                operands.extend((0..rw.body().num_operands(o)).map(|i| (o, c, i)));
            }
            for (orig, owner, i) in operands {
                let source = rw.body().operand(orig, i);
                // The induction variable of this stage's iteration.
                if source == self.f.iv {
                    rw.set_insertion_point(new_op);
                    let t = rw.body().value_type(self.f.step);
                    let c = constant(rw, loc, t, i64::from(self.max_stage - use_stage));
                    let offset = muli(rw, loc, self.f.step, c);
                    let iv = addi(rw, loc, new_iv, offset);
                    rw.modify_op_in_place(owner, |b| b.set_operand(owner, i, iv));
                    rw.set_insertion_point_after(new_op);
                    continue;
                }
                let mut def_source = source;
                if let ValueDef::BlockArg(b, k) = rw.body().value_def(source) {
                    if b == self.f.block {
                        let ret = yielded[k as usize - 1];
                        let Some(dep) = def_op(rw.body(), ret) else {
                            continue;
                        };
                        let Some(&dep_stage) = self.stages.get(&dep) else {
                            continue;
                        };
                        if dep_stage == use_stage {
                            continue;
                        }
                        // Yielded by the next stage: a direct use.
                        if dep_stage == use_stage + 1 {
                            let v = mapping.lookup_value(ret);
                            rw.modify_op_in_place(owner, |b| b.set_operand(owner, i, v));
                            continue;
                        }
                        def_source = ret;
                    }
                }
                // Defined in an earlier stage: the iteration argument
                // holding the right version.
                let Some(def) = def_op(rw.body(), def_source) else {
                    continue;
                };
                let Some(&def_stage) = self.stages.get(&def) else {
                    continue;
                };
                if def_stage == use_stage {
                    continue;
                }
                let Some(&arg) = loop_arg_map.get(&(source, use_stage.wrapping_sub(def_stage))) else {
                    continue;
                };
                let v = new_args[arg + 1];
                rw.modify_op_in_place(owner, |b| b.set_operand(owner, i, v));
            }
            if let Some(pred) = predicates[use_stage as usize] {
                new_op = self.predicate(rw, new_op, pred)?;
                let olds: Vec<ValueId> = rw.body().results(op).collect();
                let news: Vec<ValueId> = rw.body().results(new_op).collect();
                for (o, n) in olds.into_iter().zip(news) {
                    mapping.map_value(o, n);
                }
            }
            self.annotate(rw, new_op, PipelinerPart::Kernel, 0);
        }

        // What the kernel yields: the original values (the version of the
        // last stage, without epilogue peeling, for results used after the
        // loop), then every version of the cross-stage values.
        let mut yield_operands = Vec::new();
        for (j, &y) in yielded.iter().enumerate() {
            let mut source = mapping.lookup_value(y);
            let loop_result = rw.body().result(self.f.op, j);
            if !self.options.peel_epilogue && rw.body().has_uses(loop_result) {
                if let (Some(def), _) = self.def_and_distance(rw.body(), y) {
                    if let Some(&s) = self.stages.get(&def) {
                        if s < self.max_stage {
                            if let Some(pred) = predicates[s as usize] {
                                source = select(rw, loc, pred, source, new_args[j + 1]);
                            }
                        }
                    }
                }
            }
            yield_operands.push(source);
        }
        for &(v, info) in cross {
            let mut version = self.max_stage - info.last_use_stage + 1;
            let n = info.last_use_stage - info.def_stage;
            for _ in 1..n {
                let r = rw.body().result(new_for, yield_operands.len());
                self.set_value_mapping(v, r, version);
                version += 1;
                yield_operands.push(new_args[yield_operands.len() + 2]);
            }
            let r = rw.body().result(new_for, yield_operands.len());
            self.set_value_mapping(v, r, version);
            yield_operands.push(mapping.lookup_value(v));
        }
        // The versions of the iteration arguments the epilogue starts from.
        for (j, &y) in yielded.iter().enumerate() {
            let stage = def_op(rw.body(), y).and_then(|d| self.stages.get(&d).copied());
            match stage {
                None => {
                    for s in 1..=self.max_stage {
                        self.set_value_mapping(self.f.iter_args[j], y, s);
                    }
                }
                Some(s) if s > 0 => {
                    let r = rw.body().result(new_for, j);
                    self.set_value_mapping(self.f.iter_args[j], r, self.max_stage - s + 1);
                }
                Some(_) => {}
            }
        }
        rw.set_insertion_point_to_end(block);
        scf::YieldOp::build(rw, loc, &yield_operands);
        Some(())
    }

    /// Emits the last stages of the last `max_stage` iterations after the
    /// kernel; `returns` holds the loop's results, updated to the values
    /// the epilogue computes.
    fn emit_epilogue(&mut self, rw: &mut PatternRewriter<'_>, returns: &mut [ValueId]) -> Option<()> {
        let loc = self.loc;
        let t = rw.body().value_type(self.f.lb);
        let (lb, ub, step) = (self.f.lb, self.f.ub, self.f.step);
        // total = ceildiv(ub - lb, step), as (ub - lb + step +/- 1) / step.
        let zero = constant(rw, loc, t, 0);
        let one = constant(rw, loc, t, 1);
        let step_negative = cmpi(rw, loc, "slt", step, zero);
        let minus_one = constant(rw, loc, t, -1);
        let step_decr = select(rw, loc, step_negative, one, minus_one);
        let range = subi(rw, loc, ub, lb);
        let range_step = addi(rw, loc, range, step);
        let range_decr = addi(rw, loc, range_step, step_decr);
        let total = arith::DivSIOp::build(rw, loc, range_decr, step, false).result(rw);
        // The first iteration of the epilogue: max(0, total - max_stage),
        // so that short loops match the prologue's ramp-up.
        let ms = constant(rw, loc, t, i64::from(self.max_stage));
        let mut iter = subi(rw, loc, total, ms);
        iter = arith::MaxSIOp::build(rw, loc, zero, iter).result(rw);
        let mut predicates: Vec<Option<ValueId>> = vec![None; self.max_stage as usize + 1];
        for i in 1..=self.max_stage {
            let m = muli(rw, loc, step, iter);
            let last = addi(rw, loc, lb, m);
            self.set_value_mapping(self.f.iv, last, i);
            iter = addi(rw, loc, iter, one);
            if self.dynamic_loop {
                // Stage versions past the trip count do not run.
                let c = constant(rw, loc, t, i64::from(i));
                predicates[i as usize] = Some(cmpi(rw, loc, "sge", total, c));
            }
        }
        let yielded = self.f.yielded(rw.body());
        for i in 1..=self.max_stage {
            let mut return_map: Vec<Option<(ValueId, u32)>> = vec![None; returns.len()];
            for op in self.op_order.clone() {
                let stage = self.stage(op);
                if stage < i {
                    continue;
                }
                let current = self.max_stage - stage + i;
                let next = current + 1;
                let mut new_op = clone_and_update_operands(rw, op, &|v| self.mapped(v, current));
                if self.dynamic_loop {
                    let pred = predicates[current as usize]?;
                    new_op = self.predicate(rw, new_op, pred)?;
                }
                self.annotate(rw, new_op, PipelinerPart::Epilogue, i - 1);
                let olds: Vec<ValueId> = rw.body().results(op).collect();
                let news: Vec<ValueId> = rw.body().results(new_op).collect();
                for (&r, &nr) in olds.iter().zip(&news) {
                    self.set_value_mapping(r, nr, current);
                    for (j, &y) in yielded.iter().enumerate() {
                        if y != r {
                            continue;
                        }
                        returns[j] = nr;
                        let arg = self.f.iter_args[j];
                        return_map[j] = Some((arg, current));
                        if next <= self.max_stage {
                            self.set_value_mapping(arg, nr, next);
                        }
                    }
                }
            }
            if self.dynamic_loop {
                // Results of iterations that did not run keep the previous
                // value.
                for (j, entry) in return_map.iter().enumerate() {
                    let Some((arg, current)) = *entry else {
                        continue;
                    };
                    let pred = predicates[current as usize]?;
                    let prev = self.mapped(arg, current)?;
                    let sel = select(rw, loc, pred, returns[j], prev);
                    returns[j] = sel;
                    if current < self.max_stage {
                        self.set_value_mapping(arg, sel, current + 1);
                    }
                }
            }
        }
        Some(())
    }
}

/// Pipelines the `scf.for` `op` with `options` (MLIR's `pipelineForLoop`),
/// creating the new ops at the rewriter's insertion point (before `op`).
/// Returns the kernel loop, or `None` when the loop or its schedule is not
/// supported; after a predicate callback fails the IR may be partly
/// rewritten, as in MLIR.
pub fn pipeline_for_loop(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: PipeliningOptions<'_>,
) -> Option<OpId> {
    let mut p = Pipeliner::new(rw, op, options)?;
    p.emit_prologue(rw)?;
    let cross = p.analyze_cross_stage_values(rw);
    let mut loop_arg_map = FxHashMap::default();
    let (new_for, block) = p.create_kernel_loop(rw, &cross, &mut loop_arg_map);
    p.create_kernel(rw, (new_for, block), &cross, &loop_arg_map)?;
    let n = rw.body().num_results(op);
    let mut returns: Vec<ValueId> = rw.body().results(new_for).take(n).collect();
    if options.peel_epilogue {
        rw.set_insertion_point_after(new_for);
        p.emit_epilogue(rw, &mut returns)?;
    }
    if n > 0 {
        rw.replace_op(op, &returns);
    } else {
        rw.erase_op(op);
    }
    Some(new_for)
}

/// The schedule of `transform.loop.pipeline`: each op starts once its
/// operands are ready (a `vector.transfer_read` takes `read_latency`
/// cycles, other ops one, latencies capped by the trip count minus one
/// when the bounds are constants); ops are ordered by their cycle modulo
/// `interval`, and their stage is their cycle divided by it.
pub fn latency_schedule(
    ctx: &Context,
    body: &strata_ir::Body,
    f: &ForLoop,
    interval: i64,
    read_latency: i64,
) -> Vec<(OpId, u32)> {
    let Ok(interval) = u32::try_from(interval) else {
        return Vec::new();
    };
    if interval == 0 {
        return Vec::new();
    }
    let read_name = ctx.op_name("vector.transfer_read");
    // Latencies and cycles are unsigned, wrapping as MLIR's are.
    let latency = |o: OpId| {
        if body.op_name(o) == read_name {
            read_latency as u32
        } else {
            1
        }
    };
    let bounds = const_i64(ctx, body, f.ub).zip(const_i64(ctx, body, f.lb));
    let mut cycles: FxHashMap<OpId, u32> = FxHashMap::default();
    let mut wrapped: std::collections::BTreeMap<u32, Vec<OpId>> = std::collections::BTreeMap::new();
    for o in body.block_ops(f.block) {
        if o == f.terminator {
            continue;
        }
        let mut early = 0u32;
        for v in body.operands(o) {
            let Some(d) = def_op(body, v) else {
                continue;
            };
            let def_cycle = cycles.get(&d).copied().unwrap_or(0);
            let lat = match bounds {
                Some((ub, lb)) => (ub as u32)
                    .wrapping_sub(lb as u32)
                    .wrapping_sub(1)
                    .min(latency(d)),
                None => latency(d),
            };
            early = early.max(def_cycle.wrapping_add(lat));
        }
        cycles.insert(o, early);
        wrapped.entry(early % interval).or_default().push(o);
    }
    wrapped
        .into_values()
        .flatten()
        .map(|o| (o, cycles[&o] / interval))
        .collect()
}

// ---- test-scf-pipelining ----------------------------------------------------------------------

const LOOP_MARKER: &str = "__test_pipelining_loop__";
const STAGE_MARKER: &str = "__test_pipelining_stage__";
const ORDER_MARKER: &str = "__test_pipelining_op_order__";

/// The schedule written on the loop's ops: a stage and a position each.
fn attribute_schedule(ctx: &Context, body: &strata_ir::Body, f: &ForLoop) -> Vec<(OpId, u32)> {
    if body.op_attr(ctx, f.op, LOOP_MARKER).is_none() {
        return Vec::new();
    }
    let n = body.block_ops(f.block).count().saturating_sub(1);
    let mut slots: Vec<Option<(OpId, u32)>> = vec![None; n];
    let int = |o: OpId, name: &str| {
        body.op_attr(ctx, o, name)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
    };
    body.walk(f.op, WalkOrder::PostOrder, &mut |o| {
        if let (Some(stage), Some(order)) = (int(o, STAGE_MARKER), int(o, ORDER_MARKER)) {
            // Positions past the body's ops are ignored.
            if let Some(slot) = usize::try_from(order).ok().and_then(|i| slots.get_mut(i)) {
                *slot = Some((o, stage.max(0) as u32));
            }
        }
        WalkResult::Advance
    });
    slots.into_iter().flatten().collect()
}

/// Marks an op with its part and iteration.
fn annotate_op(rw: &mut PatternRewriter<'_>, op: OpId, part: PipelinerPart, iteration: u32) {
    let ctx = rw.ctx;
    let part = match part {
        PipelinerPart::Prologue => "prologue",
        PipelinerPart::Kernel => "kernel",
        PipelinerPart::Epilogue => "epilogue",
    };
    let part = ctx.string_attr(part);
    let iteration = ctx.integer_attr(ctx.i32(), i64::from(iteration));
    rw.modify_op_in_place(op, |b| {
        b.set_op_attr(ctx, op, "__test_pipelining_part", Some(part));
        b.set_op_attr(ctx, op, "__test_pipelining_iteration", Some(iteration));
    });
}

/// Wraps `op` in an `scf.if` on `pred` whose else branch yields zeros (a
/// copy of the op for `memref.subview`).
fn predicate_op(rw: &mut PatternRewriter<'_>, op: OpId, pred: ValueId) -> Option<OpId> {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    let types: Vec<Type> = rw.body().results(op).map(|r| rw.body().value_type(r)).collect();
    // The else values first, so that nothing is created when one is
    // missing.
    let is_subview = rw.body().op_name(op) == ctx.op_name("memref.subview");
    let zeros: Vec<strata_ir::Attribute> = if is_subview {
        Vec::new()
    } else {
        types
            .iter()
            .map(|&t| strata_dialect_utils::attrs::zero_attr(ctx, t))
            .collect::<Option<_>>()?
    };
    rw.set_insertion_point_after(op);
    let if_op = scf::IfOp::build(rw, loc, &types, pred);
    let then_region = if_op.then_region(rw);
    let else_region = if_op.else_region(rw);
    let then_block = rw.create_block(then_region);
    let else_block = rw.create_block(else_region);
    rw.set_insertion_point_to_end(then_block);
    rw.move_op(op);
    let results: Vec<ValueId> = rw.body().results(op).collect();
    rw.set_insertion_point_to_end(then_block);
    scf::YieldOp::build(rw, loc, &results);
    rw.set_insertion_point_to_end(else_block);
    let else_values: Vec<ValueId> = if is_subview {
        let mut map = IrMapping::new();
        let c = rw.clone_op(op, &mut map);
        rw.body().results(c).collect()
    } else {
        zeros
            .into_iter()
            .map(|a| arith::ConstantOp::build(rw, loc, a).result(rw))
            .collect()
    };
    scf::YieldOp::build(rw, loc, &else_values);
    Some(if_op.op())
}

struct TestPipeliningPattern {
    annotate: bool,
    no_epilogue_peeling: bool,
}

impl RewritePattern for TestPipeliningPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(scf::FOR.name)
    }

    fn debug_name(&self) -> &str {
        "ForLoopPipeliningPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let options = PipeliningOptions {
            schedule: &attribute_schedule,
            annotate: self.annotate.then_some(annotate_op as AnnotateFn),
            peel_epilogue: !self.no_epilogue_peeling,
            support_dynamic_loops: true,
            predicate: Some(predicate_op),
        };
        rw.set_insertion_point(op);
        pipeline_for_loop(rw, op, options).is_some()
    }
}

/// `test-scf-pipelining`: pipelines the `scf.for` loops marked
/// `__test_pipelining_loop__` with the stages and order on their ops.
#[derive(Default)]
pub struct TestScfPipelining {
    annotate: bool,
    no_epilogue_peeling: bool,
}

impl Pass for TestScfPipelining {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["arith.*", "scf.if", "scf.yield"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-scf-pipelining"
    }

    fn description(&self) -> &'static str {
        "test scf.forOp pipelining"
    }

    fn name(&self) -> &'static str {
        "TestSCFPipeliningPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "annotate" => self.annotate = parse_bool_option(name, value)?,
            "no-epilogue-peeling" => self.no_epilogue_peeling = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "annotate={} no-epilogue-peeling={}",
            self.annotate, self.no_epilogue_peeling
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let pattern = TestPipeliningPattern {
            annotate: self.annotate,
            no_epilogue_peeling: self.no_epilogue_peeling,
        };
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(pattern)]);
        apply_patterns_greedily_nested(ctx, op.body(), &patterns, GreedyConfig::default(), false);
        // The schedule markers go; the loop markers of loops that were not
        // pipelined stay, as in MLIR.
        let body = op.body();
        let mut marked = Vec::new();
        body.walk_root_regions(&mut |o| {
            if body.op_attr(ctx, o, STAGE_MARKER).is_some() || body.op_attr(ctx, o, ORDER_MARKER).is_some() {
                marked.push(o);
            }
            WalkResult::Advance
        });
        for o in marked {
            body.set_op_attr(ctx, o, STAGE_MARKER, None);
            body.set_op_attr(ctx, o, ORDER_MARKER, None);
        }
        Ok(())
    }
}
