//! The conversion drivers: legalize every op of a body (and of the bodies
//! of the isolated ops below it, in parallel), then resolve the
//! materializations left in the IR, then commit or roll back.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{
    Attribute, Body, Context, Diagnostic, EntitySet, FoldEdit, FoldOutput, InsertPoint, Location,
    LogicalResult, OpBuilder, OpFoldResult, OpId, OpName, OpRef, ValueId, WalkOrder, WalkResult,
};

use super::reconcile::{reconcile_with, CastEditor};
use super::rewriter::{BodyState, ConversionPatternRewriter, MatKind, OpAdaptor, Undo};
use super::type_converter::{MaterializationBuilder, TypeConverter};
use super::{ConversionPatternSet, ConversionTarget, OrderedPatterns};

/// How a conversion runs (MLIR's `ConversionConfig`).
#[derive(Clone, Debug)]
pub struct ConversionConfig {
    /// Resolve the materializations that stay live through the type
    /// converters' materialization callbacks, failing if none applies;
    /// when false, they stay as `builtin.unrealized_conversion_cast` ops.
    pub build_materializations: bool,
    /// With `build_materializations` off, marks each cast left in place
    /// with a `__kind__` attribute saying whether it stands for a source
    /// or a target materialization (MLIR's debugging option).
    pub attach_debug_materialization_kind: bool,
    /// How deep the legalization of ops created by patterns may recurse.
    pub max_depth: usize,
    /// Convert the bodies of sibling isolated ops in parallel.
    pub parallel: bool,
    /// When an op that is not legal is folded (MLIR's
    /// `DialectConversionFoldingMode`): before its patterns by default.
    pub folding_mode: FoldingMode,
    /// Keep every change reversible until the conversion ends (MLIR's
    /// `allowPatternRollback`, default true). When false, each op's
    /// conversion is final once the op is legal: what it replaced is freed
    /// then, which saves the memory of keeping both, and a failed
    /// conversion leaves the ops converted before the failure converted.
    /// Patterns that fail may still change the IR: their changes are
    /// undone as with rollback.
    pub allow_pattern_rollback: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            build_materializations: true,
            attach_debug_materialization_kind: false,
            max_depth: 32,
            parallel: true,
            folding_mode: FoldingMode::BeforePatterns,
            allow_pattern_rollback: true,
        }
    }
}

/// When the legalizer tries to fold an op that is not legal.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum FoldingMode {
    /// Never: only patterns legalize ops.
    Never,
    /// Before trying the op's patterns.
    #[default]
    BeforePatterns,
    /// Once no pattern legalized the op.
    AfterPatterns,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Mode {
    Partial,
    Full,
    Analysis,
}

/// A set of ops across nested bodies: those of one body, and per isolated
/// op, those of its body. An analysis conversion reports the ops it found
/// legalizable, a partial conversion those it could not legalize.
#[derive(Default, Debug, Clone)]
pub struct NestedOps {
    /// The ops of this body.
    pub ops: FxHashSet<OpId>,
    /// The sets of the bodies of isolated ops in this body, by op.
    pub children: FxHashMap<OpId, NestedOps>,
}

/// Converts the ops of `body` (and of the bodies of nested isolated ops)
/// as far as possible. Fails, leaving the IR unchanged, if an op marked
/// illegal cannot be legalized or a materialization cannot be resolved.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> LogicalResult {
    run(ctx, body, target, patterns, config, Mode::Partial, None, false).map(|_| ())
}

/// Like [`apply_partial_conversion`], also returning the ops that could
/// not be legalized (MLIR's `unlegalizedOps`; incomplete when the
/// conversion fails).
pub fn apply_partial_conversion_collecting(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<NestedOps, strata_ir::Failed> {
    run(ctx, body, target, patterns, config, Mode::Partial, None, false).map(|r| r.0)
}

/// Converts every op of `body` (and of the bodies of nested isolated ops)
/// to a legal one. Fails, leaving the IR unchanged, if any op cannot be
/// legalized or a materialization cannot be resolved.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> LogicalResult {
    run(ctx, body, target, patterns, config, Mode::Full, None, false).map(|_| ())
}

/// Finds which ops of `body` (and of nested bodies) a conversion would
/// legalize, without changing the IR.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<NestedOps, strata_ir::Failed> {
    run(ctx, body, target, patterns, config, Mode::Analysis, None, false).map(|r| r.0)
}

/// An op a conversion replaced or erased, as a listener of the rewrites
/// (MLIR's `notifyOperationReplaced`) sees it.
#[derive(Clone, Debug)]
pub struct ReplacedOp {
    /// The replaced op (freed once the conversion committed).
    pub op: OpId,
    /// Its name.
    pub name: OpName,
    /// Its location.
    pub loc: Location,
    /// The op defining each replacement value (`None` for a block
    /// argument) and the value's location; empty when the op was erased.
    pub values: Vec<(Option<OpId>, Location)>,
}

/// The replacements of a conversion, in the order they happened: those of
/// one body, and per isolated op, those of its body.
#[derive(Default, Clone, Debug)]
pub struct Replacements {
    /// The replacements in this body.
    pub ops: Vec<ReplacedOp>,
    /// The replacements in the bodies of isolated ops, by op.
    pub children: FxHashMap<OpId, Replacements>,
}

/// Converts `op`, an op of `body`, and the ops nested in it (MLIR's
/// `applyPartialConversion` or, when `full`, `applyFullConversion` on one
/// op), leaving the other ops of `body` alone. Returns the replacements it
/// made, for callers that keep references to ops up to date.
pub fn apply_conversion_to_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    full: bool,
) -> Result<Replacements, strata_ir::Failed> {
    let mode = if full { Mode::Full } else { Mode::Partial };
    run(ctx, body, target, patterns, config, mode, Some(op), true).map(|r| r.1)
}

#[allow(clippy::too_many_arguments)]
fn run(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    mode: Mode,
    scope: Option<OpId>,
    track: bool,
) -> Result<(NestedOps, Replacements), strata_ir::Failed> {
    let patterns = patterns.ordered_for(ctx, target);
    let driver = Driver {
        ctx,
        target,
        patterns: &patterns,
        config,
        mode,
    };
    let mut state = BodyState::new(track);
    state.eager = !config.allow_pattern_rollback && mode != Mode::Analysis && !track;
    let mut found = NestedOps::default();
    let mut result = driver.convert_body(body, &mut state, &mut found, scope);
    if result.is_ok() && mode != Mode::Analysis {
        result = driver.finalize(body, &mut state);
    }
    let replacements = if track && result.is_ok() {
        collect_replacements(body, &state)
    } else {
        Replacements::default()
    };
    match result {
        Err(diag) => {
            state.rollback(body);
            ctx.emit(diag);
            Err(strata_ir::Failed)
        }
        Ok(()) => {
            if mode == Mode::Analysis {
                state.rollback(body);
            } else {
                state.commit(body);
            }
            Ok((found, replacements))
        }
    }
}

/// The replacements `state` recorded in `body` and its child bodies, read
/// before the commit frees the replaced ops.
fn collect_replacements(body: &Body, state: &BodyState) -> Replacements {
    let mut out = Replacements::default();
    for e in &state.journal {
        if let Undo::Replaced(r) = e {
            let (op, values) = &**r;
            out.ops.push(ReplacedOp {
                op: *op,
                name: body.op_name(*op),
                loc: body.op_loc(*op),
                values: values
                    .iter()
                    .map(|&v| (body.defining_op(v), body.value_loc(v)))
                    .collect(),
            });
        }
    }
    for (&id, cs) in &state.children {
        if let Some(child) = body.child_body(id) {
            let r = collect_replacements(child, cs);
            if !r.ops.is_empty() || !r.children.is_empty() {
                out.children.insert(id, r);
            }
        }
    }
    out
}

struct Driver<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a OrderedPatterns,
    config: &'a ConversionConfig,
    mode: Mode,
}

/// Ops the main walk skips (nested in recursively legal ops), isolated
/// ops whose bodies it does not enter, and the ops outside the op a
/// conversion is restricted to (neither converted nor entered).
#[derive(Default)]
struct Skips {
    ops: EntitySet<OpId>,
    bodies: EntitySet<OpId>,
    outside: EntitySet<OpId>,
}

/// An error diagnostic on `op` with MLIR's "see current operation" note.
fn op_diagnostic(ctx: &Context, body: &Body, op: OpId, message: String) -> Diagnostic {
    let r = OpRef::new(ctx, body, op);
    let mut d = Diagnostic::error(r.loc(), message);
    if let Some(p) = ctx.op_note_printer() {
        let text = p(r);
        let sep = if text.contains('\n') { "\n" } else { "" };
        d.attach_note(r.loc(), format!("see current operation: {sep}{text}"));
    }
    d
}

impl Driver<'_> {
    fn convert_body(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        found: &mut NestedOps,
        scope: Option<OpId>,
    ) -> Result<(), Diagnostic> {
        let mut ops = Vec::with_capacity(body.num_ops());
        body.walk_root_regions_forward(&mut |op| {
            ops.push(op);
            WalkResult::Advance
        });
        let mut skips = Skips::default();
        if let Some(root) = scope {
            let mut inside = EntitySet::new();
            body.walk(root, WalkOrder::PreOrder, &mut |o| {
                inside.insert(o);
                WalkResult::Advance
            });
            skips.outside = ops.iter().copied().filter(|&o| !inside.contains(o)).collect();
        }
        // Ops freed by eager commits; new ops may take their ids.
        let mut freed = EntitySet::new();
        for op in ops {
            if freed.contains(op)
                || skips.ops.contains(op)
                || skips.outside.contains(op)
                || state.ignored.contains(op)
                || state.mats.contains_key(&op)
                || !body.is_live(op)
            {
                continue;
            }
            let mut applied = Vec::new();
            match self.legalize(body, state, op, 0, &mut applied, &mut skips) {
                Ok(()) => {
                    if self.mode == Mode::Analysis {
                        found.ops.insert(op);
                    }
                    if state.eager {
                        for o in state.commit_so_far(body) {
                            freed.insert(o);
                            skips.ops.remove(o);
                            skips.bodies.remove(o);
                            skips.outside.remove(o);
                        }
                    }
                }
                Err(()) => {
                    let name = body.op_name(op);
                    match self.mode {
                        Mode::Full => {
                            let msg =
                                format!("failed to legalize operation '{}'", self.ctx.op_name_str(name));
                            let diag = op_diagnostic(self.ctx, body, op, msg);
                            return Err(self.first_failure(body, state, found, &skips, op, diag));
                        }
                        Mode::Partial if self.target.is_illegal(OpRef::new(self.ctx, body, op)) => {
                            let msg = format!(
                                "failed to legalize operation '{}' that was explicitly marked illegal",
                                self.ctx.op_name_str(name)
                            );
                            let diag = op_diagnostic(self.ctx, body, op, msg);
                            return Err(self.first_failure(body, state, found, &skips, op, diag));
                        }
                        Mode::Partial => {
                            found.ops.insert(op);
                        }
                        Mode::Analysis => {}
                    }
                }
            }
        }
        self.convert_children(body, state, found, &skips, None)
    }

    /// The error to report when `op` fails with `diag`: MLIR converts in
    /// pre-order across isolated ops, so a failure in the body of an
    /// isolated op before `op` comes first. Those bodies are converted
    /// (the whole conversion is rolled back anyway) to find out.
    fn first_failure(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        found: &mut NestedOps,
        skips: &Skips,
        op: OpId,
        diag: Diagnostic,
    ) -> Diagnostic {
        match self.convert_children(body, state, found, skips, Some(op)) {
            Err(earlier) => earlier,
            Ok(()) => diag,
        }
    }

    /// Converts the bodies of the isolated ops now in `body`'s regions.
    /// With `before`, only those placed before that op (in pre-order).
    fn convert_children(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        found: &mut NestedOps,
        skips: &Skips,
        before: Option<OpId>,
    ) -> Result<(), Diagnostic> {
        let mut order: FxHashMap<OpId, usize> = FxHashMap::default();
        body.walk_root_regions_forward(&mut |op| {
            if Some(op) == before {
                return WalkResult::Interrupt;
            }
            if skips.ops.contains(op) || state.ignored.contains(op) {
                return WalkResult::Skip;
            }
            if body.child_body(op).is_some() && !skips.bodies.contains(op) && !skips.outside.contains(op) {
                let n = order.len();
                order.insert(op, n);
            }
            WalkResult::Advance
        });
        if order.is_empty() {
            return Ok(());
        }
        let owner_attrs: FxHashMap<OpId, Option<Attribute>> =
            order.keys().map(|&id| (id, body.op_attr_dict(id))).collect();
        type Work<'b> = (usize, OpId, &'b mut Body, BodyState, NestedOps);
        let mut work: Vec<Work<'_>> = body
            .child_bodies_mut()
            .into_iter()
            .filter_map(|(id, b)| {
                let pos = *order.get(&id)?;
                let mut child = state.children.remove(&id).unwrap_or_else(|| state.for_child());
                child.owner_attrs = owner_attrs.get(&id).copied().flatten();
                Some((pos, id, b, child, NestedOps::default()))
            })
            .collect();
        work.sort_unstable_by_key(|w| w.0);
        let results: Vec<Result<(), Diagnostic>> = if self.config.parallel && work.len() > 1 {
            work.par_iter_mut()
                .map(|(_, _, b, s, f)| self.convert_body(b, s, f, None))
                .collect()
        } else {
            work.iter_mut()
                .map(|(_, _, b, s, f)| self.convert_body(b, s, f, None))
                .collect()
        };
        for (_, id, _, s, f) in work {
            state.children.insert(id, s);
            if !f.ops.is_empty() || !f.children.is_empty() {
                found.children.insert(id, f);
            }
        }
        results.into_iter().collect()
    }

    fn legalize(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        op: OpId,
        depth: usize,
        applied: &mut Vec<usize>,
        skips: &mut Skips,
    ) -> Result<(), ()> {
        if let Some(details) = self.target.is_legal(OpRef::new(self.ctx, body, op)) {
            if details.recursively_legal {
                if body.child_body(op).is_some() {
                    skips.bodies.insert(op);
                } else {
                    body.walk(op, WalkOrder::PreOrder, &mut |o| {
                        if o != op {
                            skips.ops.insert(o);
                        }
                        WalkResult::Advance
                    });
                }
            }
            return Ok(());
        }
        if depth >= self.config.max_depth {
            return Err(());
        }
        if self.config.folding_mode == FoldingMode::BeforePatterns
            && self.legalize_with_fold(body, state, op, depth, applied, skips)
        {
            return Ok(());
        }
        let patterns = self.patterns.patterns_for(body.op_name(op));
        for p in patterns {
            // A pattern is not applied again to the ops it produced.
            let key = Arc::as_ptr(p) as *const () as usize;
            if applied.contains(&key) {
                continue;
            }
            let mark = state.journal.len();
            let converter = p.type_converter().cloned();
            let adaptor = if p.remaps_operands() {
                self.remap_operands(body, state, op, converter.as_ref())
            } else {
                Some(OpAdaptor::new(Vec::new()))
            };
            let Some(adaptor) = adaptor else {
                state.undo_to(body, mark);
                continue;
            };
            let matched = {
                let mut rw = ConversionPatternRewriter::new(self.ctx, body, state, converter);
                rw.set_insertion_point(op);
                p.match_and_rewrite(op, &adaptor, &mut rw)
            };
            if matched {
                applied.push(key);
                let result = self.legalize_pattern_result(body, state, op, mark, depth, applied, skips);
                applied.pop();
                if result.is_ok() {
                    return Ok(());
                }
            }
            state.undo_to(body, mark);
        }
        if self.config.folding_mode == FoldingMode::AfterPatterns
            && self.legalize_with_fold(body, state, op, depth, applied, skips)
        {
            return Ok(());
        }
        Err(())
    }

    /// Folds `op` before (or after) its patterns are tried (MLIR's
    /// `legalizeWithFold`): an in-place fold legalizes the op again;
    /// replacement results replace it, and the constants materialized for
    /// them must legalize. Constant-like ops are not folded. Returns
    /// whether the op was legalized this way; otherwise nothing changed.
    fn legalize_with_fold(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        op: OpId,
        depth: usize,
        applied: &mut Vec<usize>,
        skips: &mut Skips,
    ) -> bool {
        let ctx = self.ctx;
        let r = OpRef::new(ctx, body, op);
        if strata_ir::fold::is_constant_like(r) {
            return false;
        }
        let Some(fold) = r.def().and_then(|d| d.fold) else {
            return false;
        };
        // MLIR folds against the operands as its deferred replacements
        // leave them: an op whose operand was folded to a constant, but
        // which is still its defining op's result there, does not fold.
        let operands: Vec<Option<Attribute>> = (0..body.num_operands(op))
            .map(|i| strata_ir::fold::constant_value(ctx, body, state.original_operand(body, op, i)))
            .collect();
        let mut out = FoldOutput::default();
        if fold(r, &operands, &mut out).is_err() {
            return false;
        }
        let mark = state.journal.len();
        if out.results.is_empty() {
            if out.edits.is_empty() {
                return false;
            }
            // Region swaps go through the rewriter, which can undo them.
            let (swaps, edits): (Vec<FoldEdit>, Vec<FoldEdit>) = out
                .edits
                .into_iter()
                .partition(|e| matches!(e, FoldEdit::SwapRegions(..)));
            {
                let mut rw = ConversionPatternRewriter::new(ctx, body, state, None);
                rw.modify_op_in_place(op, |b| strata_ir::fold::apply_fold_edits(ctx, b, op, &edits));
                for swap in swaps {
                    if let FoldEdit::SwapRegions(a, b) = swap {
                        rw.swap_op_regions(op, a, b);
                    }
                }
            }
            if self.legalize(body, state, op, depth + 1, applied, skips).is_ok() {
                return true;
            }
            state.undo_to(body, mark);
            return false;
        }
        if out.results.len() != body.num_results(op) {
            return false;
        }
        let types: Vec<_> = body.result_types(op).collect();
        let loc = body.op_loc(op);
        let mut values = Vec::with_capacity(types.len());
        let mut constants = Vec::new();
        for (res, ty) in out.results.iter().zip(types) {
            match *res {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => {
                    let name = body.op_name(op);
                    let materialize = ctx
                        .is_registered(name)
                        .then(|| ctx.dialect_by_name(ctx.op_name_dialect(name)))
                        .flatten()
                        .and_then(|d| d.materialize_constant);
                    let made = materialize.and_then(|m| {
                        let mut b = OpBuilder::new(ctx, body);
                        b.set_insertion_point_before(op);
                        m(&mut b, a, ty, loc)
                    });
                    let Some(c) = made else {
                        state.undo_to(body, mark);
                        return false;
                    };
                    state.journal.push(Undo::Created(c));
                    constants.push(c);
                    values.push(body.result(c, 0));
                }
            }
        }
        {
            let mut rw = ConversionPatternRewriter::new(ctx, body, state, None);
            rw.replace_op(op, &values);
        }
        for c in constants {
            if self.legalize(body, state, c, depth + 1, applied, skips).is_err() {
                state.undo_to(body, mark);
                return false;
            }
        }
        true
    }

    /// Checks what a pattern did to `op`: it must have replaced, erased or
    /// modified it, and the ops it created or modified must legalize.
    #[allow(clippy::too_many_arguments)]
    fn legalize_pattern_result(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        op: OpId,
        mark: usize,
        depth: usize,
        applied: &mut Vec<usize>,
        skips: &mut Skips,
    ) -> Result<(), ()> {
        let mut created = Vec::new();
        let mut modified = Vec::new();
        let mut emptied = Vec::new();
        for e in &state.journal[mark..] {
            match e {
                Undo::Created(o) => created.push(*o),
                Undo::Snapshot(s) => modified.push(s.op),
                Undo::TakenChild { from, .. } => emptied.push(*from),
                _ => {}
            }
        }
        if !state.ignored.contains(op) && !modified.contains(&op) {
            return Err(());
        }
        // An op whose body another op took over must be gone.
        if emptied.iter().any(|&o| !state.ignored.contains(o)) {
            return Err(());
        }
        for o in created {
            if !body.is_live(o)
                || body.op_block(o).is_none()
                || state.ignored.contains(o)
                || state.mats.contains_key(&o)
            {
                continue;
            }
            self.legalize(body, state, o, depth + 1, applied, skips)?;
        }
        let mut seen = FxHashSet::default();
        for m in modified {
            if !seen.insert(m) || !body.is_live(m) || state.ignored.contains(m) {
                continue;
            }
            // A legal op is legalized too: one now recursively legal has
            // its nested ops skipped, as MLIR does.
            self.legalize(body, state, m, depth + 1, applied, skips)?;
        }
        Ok(())
    }

    /// The adaptor of `op`: each operand's most recent replacement, or,
    /// with a type converter, the replacement of the converted types,
    /// through a target materialization if there is none.
    fn remap_operands(
        &self,
        body: &mut Body,
        state: &mut BodyState,
        op: OpId,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Option<OpAdaptor> {
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut out = Vec::with_capacity(operands.len());
        for v in operands {
            out.push(state.remap_value(self.ctx, body, v, converter, op)?);
        }
        Some(OpAdaptor::new(out))
    }

    /// Resolves the materializations still in the IR: chains that
    /// round-trip fold away, unused ones go, and live ones are built by
    /// the type converters (or kept as casts when the configuration says
    /// so). Child bodies first.
    fn finalize(&self, body: &mut Body, state: &mut BodyState) -> Result<(), Diagnostic> {
        let mut kids: Vec<OpId> = state
            .children
            .keys()
            .copied()
            .filter(|&id| !state.ignored.contains(id))
            .collect();
        kids.sort_unstable();
        for id in kids {
            let (Some(child), Some(cs)) = (body.child_body_mut(id), state.children.get_mut(&id)) else {
                continue;
            };
            self.finalize(child, cs)?;
        }
        let casts: Vec<OpId> = state
            .journal
            .iter()
            .filter_map(|e| match e {
                Undo::Materialization(op) => Some(*op),
                _ => None,
            })
            .filter(|op| {
                state.mats.contains_key(op)
                    && !state.ignored.contains(*op)
                    && body.is_live(*op)
                    && body.op_block(*op).is_some()
            })
            .collect();
        let remaining = reconcile_with(
            self.ctx,
            &mut Journaled {
                ctx: self.ctx,
                body,
                state,
            },
            &casts,
        );
        // MLIR builds the replacements of converted block arguments when
        // the conversion commits, each at the start of its block: in
        // argument order, so the last argument's comes first.
        // A target materialization maps its input values to its results in
        // MLIR, so the replacement of an argument whose values were
        // materialized that way starts from the most recent such result,
        // right after it.
        let order: FxHashMap<OpId, usize> = remaining.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        for &c in &remaining {
            let arg = state.mats.get(&c).is_some_and(|m| m.block_arg);
            let live = body.results(c).any(|r| state.has_live_uses(body, r));
            if !arg || !live || !body.is_live(c) {
                continue;
            }
            let Some(block) = body.op_block(c) else { continue };
            let moved = Undo::MovedOp {
                op: c,
                block: Some(block).into(),
                next: body.next_op(c).into(),
            };
            match self.latest_target_of_same_values(body, state, &order, c) {
                Some(t) => {
                    let value = body.result(t, 0);
                    state.set_operands(body, c, &[value]);
                    state.journal.push(moved);
                    body.move_op(c, InsertPoint::After(t));
                }
                None => {
                    // After what defines its inputs when a pattern put ops
                    // there (the loads of `llvm.byval` arguments), as MLIR
                    // places materializations.
                    let inputs: Vec<ValueId> = body.operands(c).collect();
                    let at = match BodyState::point_after(body, &inputs, c) {
                        InsertPoint::After(d) if body.op_block(d) == Some(block) => InsertPoint::After(d),
                        _ => InsertPoint::Start(block),
                    };
                    state.journal.push(moved);
                    body.move_op(c, at);
                }
            }
        }
        for c in remaining {
            let results: Vec<ValueId> = body.results(c).collect();
            if !results.iter().any(|&r| state.has_live_uses(body, r)) {
                state.detach(body, c);
                continue;
            }
            let info = state.mats.get(&c).cloned().expect("tracked materialization");
            if !self.config.build_materializations {
                if self.config.attach_debug_materialization_kind {
                    let kind = match info.kind {
                        MatKind::Source => "source",
                        MatKind::Target => "target",
                    };
                    let kind = self.ctx.string_attr(kind);
                    body.set_op_attr(self.ctx, c, "__kind__", Some(kind));
                }
                continue;
            }
            let inputs: Vec<ValueId> = body.operands(c).collect();
            let types: Vec<_> = body.result_types(c).collect();
            let loc = body.op_loc(c);
            let built = info.converter.as_ref().and_then(|tc| {
                let mut b = MaterializationBuilder::new(self.ctx, body, InsertPoint::Before(c));
                let r = match info.kind {
                    MatKind::Source => tc
                        .materialize_source(&mut b, types[0], &inputs, loc)
                        .map(|v| vec![v]),
                    MatKind::Target => tc.materialize_target(&mut b, &types, &inputs, loc, info.original),
                };
                let created = b.into_created();
                state.journal.extend(created.into_iter().map(Undo::Created));
                r
            });
            match built {
                Some(values) => {
                    for (r, v) in results.into_iter().zip(values) {
                        state.rauw(self.ctx, body, r, v);
                    }
                    state.detach(body, c);
                }
                None => return Err(self.unresolved(body, state, c)),
            }
        }
        Ok(())
    }

    /// The most recent live one-result target materialization (by its
    /// index in `order`) of the same several values that source
    /// materialization `c` takes.
    fn latest_target_of_same_values(
        &self,
        body: &Body,
        state: &BodyState,
        order: &FxHashMap<OpId, usize>,
        c: OpId,
    ) -> Option<OpId> {
        let inputs: Vec<ValueId> = body.operands(c).collect();
        if inputs.len() < 2 {
            return None;
        }
        body.uses(inputs[0])
            .map(|(u, _)| u)
            .filter(|&t| {
                t != c
                    && body.is_live(t)
                    && body.op_block(t) == body.op_block(c)
                    && !state.ignored.contains(t)
                    && state.mats.get(&t).is_some_and(|m| m.kind == MatKind::Target)
                    && body.num_results(t) == 1
                    && body.operands(t).eq(inputs.iter().copied())
            })
            .filter_map(|t| order.get(&t).map(|&i| (i, t)))
            .max()
            .map(|(_, t)| t)
    }

    fn unresolved(&self, body: &Body, state: &BodyState, cast: OpId) -> Diagnostic {
        let msg = format!(
            "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
            self.ctx.quoted_types(body.operand_types(cast)),
            self.ctx.quoted_types(body.result_types(cast)),
        );
        let mut d = op_diagnostic(self.ctx, body, cast, msg);
        let user = body
            .results(cast)
            .flat_map(|r| body.uses(r))
            .map(|(u, _)| u)
            .find(|&u| !state.ignored.contains(u));
        if let Some(u) = user {
            let r = OpRef::new(self.ctx, body, u);
            let text = self.ctx.op_to_string(r);
            d.attach_note(r.loc(), format!("see existing live user here: {text}"));
        }
        d
    }
}

/// Reconciliation edits that go through the journal and count only uses
/// by ops that are not erased.
struct Journaled<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    state: &'a mut BodyState,
}

impl CastEditor for Journaled<'_> {
    fn body(&self) -> &Body {
        self.body
    }
    fn is_used(&self, op: OpId) -> bool {
        self.body
            .results(op)
            .any(|r| self.state.has_live_uses(self.body, r))
    }
    fn used_outside(&self, op: OpId, set: &FxHashSet<OpId>) -> bool {
        self.body.results(op).any(|r| {
            self.body
                .uses(r)
                .any(|(u, _)| !set.contains(&u) && !self.state.ignored.contains(u))
        })
    }
    fn erase(&mut self, op: OpId) {
        self.state.detach(self.body, op);
    }
    fn erase_all(&mut self, ops: &[OpId]) {
        for &op in ops {
            self.state.detach(self.body, op);
        }
    }
    fn replace_uses(&mut self, from: ValueId, to: ValueId) {
        self.state.rauw(self.ctx, self.body, from, to);
    }
}
