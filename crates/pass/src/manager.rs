//! Pass managers and their execution.

use std::time::Instant;

use rayon::prelude::*;
use strata_ir::{Attribute, Body, Context, Diagnostic, Failed, IsolatedOpMut, LogicalResult, OpId, OpName};

use crate::analysis::AnalysisManager;
use crate::instrumentation::{buffered, emit_text, flush, record_failure, FailedPass, PassInstrumentation};
use crate::timing::{merge, TimingNode};
use crate::Pass;

/// One element of a pipeline.
pub enum PassEntry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A pipeline run on each matching isolated op nested directly in
    /// the manager's op.
    Nested(OpPassManager),
}

/// A list of passes and nested pass managers anchored on an op name
/// (`builtin.module`, `func.func`) or on any op (`any`).
pub struct OpPassManager {
    /// The op name the manager runs on, or `any`.
    pub anchor: String,
    /// The passes and nested managers, in execution order.
    pub entries: Vec<PassEntry>,
}

/// How to run a pipeline.
#[derive(Clone)]
pub struct RunOptions {
    /// Run nested pass managers on several ops at once.
    pub threading: bool,
    /// Verify the IR after every pass (mlir-opt's default).
    pub verify_each: bool,
    /// Measure each pass and pipeline for `--mlir-timing`.
    pub timing: bool,
    /// Runs around every pass (`--mlir-print-ir-*`).
    pub instrumentation: Option<std::sync::Arc<dyn PassInstrumentation>>,
    /// The passes that failed, in IR order (for failure reports such as
    /// the crash reproducer's).
    pub failed_passes: std::sync::Arc<std::sync::Mutex<Vec<FailedPass>>>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            threading: true,
            verify_each: true,
            timing: false,
            instrumentation: None,
            failed_passes: Default::default(),
        }
    }
}

impl OpPassManager {
    /// An empty manager anchored on `anchor` (an op name or `any`).
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager {
            anchor: anchor.to_string(),
            entries: Vec::new(),
        }
    }

    /// Adds a pass. A pass anchored on another op than this manager's is
    /// nested implicitly, as mlir-opt does for passes given as flags.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        match pass.anchor() {
            Some(a) if a != self.anchor && self.anchor != "any" => self.nest(a).add_pass(pass),
            _ => self.entries.push(PassEntry::Pass(pass)),
        }
    }

    /// The nested manager for `anchor`: the last entry if it is one,
    /// otherwise a new one.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let reuse = matches!(self.entries.last(), Some(PassEntry::Nested(pm)) if pm.anchor == anchor);
        if !reuse {
            self.entries.push(PassEntry::Nested(OpPassManager::new(anchor)));
        }
        match self.entries.last_mut() {
            Some(PassEntry::Nested(pm)) => pm,
            _ => unreachable!("a nested manager was just pushed"),
        }
    }

    /// Number of passes, nested ones included.
    pub fn num_passes(&self) -> usize {
        self.entries
            .iter()
            .map(|e| match e {
                PassEntry::Pass(_) => 1,
                PassEntry::Nested(pm) => pm.num_passes(),
            })
            .sum()
    }

    /// The pipeline on one line: `builtin.module(func.func(cse))`.
    pub fn to_pipeline_string(&self) -> String {
        let mut s = String::new();
        self.write_inline(&mut s);
        s
    }

    fn write_inline(&self, out: &mut String) {
        self.write_inline_sep(out, ",");
    }

    fn write_inline_sep(&self, out: &mut String, sep: &str) {
        out.push_str(&self.anchor);
        out.push('(');
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push_str(sep);
            }
            match e {
                PassEntry::Pass(p) => write_pass(p.as_ref(), out),
                PassEntry::Nested(pm) => pm.write_inline_sep(out, sep),
            }
        }
        out.push(')');
    }

    /// The pipeline as crash reproducers spell it: like
    /// [`OpPassManager::to_pipeline_string`], with `, ` between entries.
    pub fn to_reproducer_pipeline_string(&self) -> String {
        let mut s = String::new();
        self.write_inline_sep(&mut s, ", ");
        s
    }

    /// What `--dump-pass-pipeline` prints.
    pub fn dump(&self) -> String {
        let mut s = format!("Pass Manager with {} passes:\n", self.num_passes());
        self.write_tree(&mut s, 0);
        s.push_str("\n\n");
        s
    }

    fn write_tree(&self, out: &mut String, indent: usize) {
        out.push_str(&self.anchor);
        out.push_str("(\n");
        if self.entries.is_empty() {
            out.push('\n');
        }
        for (i, e) in self.entries.iter().enumerate() {
            out.push_str(&"  ".repeat(indent + 1));
            match e {
                PassEntry::Pass(p) => write_pass(p.as_ref(), out),
                PassEntry::Nested(pm) => pm.write_tree(out, indent + 1),
            }
            if i + 1 < self.entries.len() {
                out.push(',');
            }
            out.push('\n');
        }
        out.push_str(&"  ".repeat(indent));
        out.push(')');
    }

    fn matches(&self, ctx: &Context, op: &IsolatedOpMut<'_>) -> bool {
        self.anchor == "any" || ctx.op_name_str(op.name()) == self.anchor
    }

    /// Runs the pipeline on the top-level op of a parsed file (the single
    /// op of `top`'s root block), then verifies it if asked.
    pub fn run_on_top(&self, ctx: &Context, top: &mut Body, options: &RunOptions) -> LogicalResult {
        self.run_on_top_timed(ctx, top, options, &mut Vec::new())
    }

    /// Like [`OpPassManager::run_on_top`], appending a timing line per
    /// pass and pipeline to `timings` when `options.timing` is set.
    pub fn run_on_top_timed(
        &self,
        ctx: &Context,
        top: &mut Body,
        options: &RunOptions,
        timings: &mut Vec<TimingNode>,
    ) -> LogicalResult {
        let tops: Vec<OpId> = top
            .root_regions()
            .iter()
            .flat_map(|&r| {
                top.region_blocks(r)
                    .flat_map(|b| top.block_ops(b))
                    .collect::<Vec<_>>()
            })
            .collect();
        for op in tops {
            let name = top.op_name(op);
            let loc = top.op_loc(op);
            let Some(mut iso) = top.isolated_op_mut(op) else {
                return Err(ctx.emit_error(
                    loc,
                    format!(
                        "can't run '{}' pass manager on '{}' op",
                        self.anchor,
                        ctx.op_name_str(name)
                    ),
                ));
            };
            if !self.matches(ctx, &iso) {
                return Err(ctx.emit_error(
                    loc,
                    format!(
                        "can't run '{}' pass manager on '{}' op",
                        self.anchor,
                        ctx.op_name_str(name)
                    ),
                ));
            }
            let mut lines = Vec::new();
            let mut am = AnalysisManager::new();
            let r = self.run_on(ctx, &mut iso, &mut am, true, options, &mut lines);
            timings.extend(lines);
            r?;
            // The ops inside were verified after each pass that changed
            // them; the top op itself remains.
            if options.verify_each {
                strata_ir::verify_shallow(ctx, top, None, op)?;
            }
        }
        Ok(())
    }

    /// Runs the entries in order on `op` (`top_level` if it is the
    /// outermost op) with `am` holding its analyses, appending one timing
    /// line per entry to `timings` when timing is on.
    pub fn run_on(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
        top_level: bool,
        options: &RunOptions,
        timings: &mut Vec<TimingNode>,
    ) -> LogicalResult {
        for entry in &self.entries {
            let start = Instant::now();
            match entry {
                PassEntry::Pass(p) => {
                    let r = match options.instrumentation.as_deref() {
                        Some(instr) => instr.run_pass(
                            ctx,
                            p.as_ref(),
                            op,
                            top_level,
                            &mut |op| p.run_with_analyses(ctx, op, am),
                            &mut |text| emit_text(ctx, instr, text),
                        ),
                        None => p.run_with_analyses(ctx, op, am),
                    };
                    // As in MLIR, a pass that preserved every analysis
                    // changed nothing, so the IR needs no new verification.
                    let unchanged = am.preserved().is_all();
                    am.finish_pass();
                    if r.is_err() {
                        let symbol = op
                            .properties()
                            .and_then(|d| ctx.dict_get_str(d, "sym_name"))
                            .and_then(|a| ctx.string_attr_value(a))
                            .map(str::to_string);
                        let failure = FailedPass {
                            pass: p.name(),
                            op_name: ctx.op_name_str(op.name()).to_string(),
                            symbol,
                            loc: op.loc(),
                        };
                        record_failure(&options.failed_passes, failure);
                    }
                    if options.timing {
                        timings.push(TimingNode::leaf(p.name(), start.elapsed()));
                    }
                    r?;
                    if options.verify_each && !unchanged {
                        verify_contents(ctx, op)?;
                    }
                }
                PassEntry::Nested(pm) => {
                    let owner = (op.name(), op.loc());
                    let layout =
                        own_data_layout(ctx, op.attr_dict()).or(op.body_ref().enclosing_data_layout());
                    let (r, runs, parallel) =
                        pm.run_on_children(ctx, owner.0, layout, op.body(), am, options);
                    // The nested passes reported what they preserved to
                    // their ops' managers; this op's own analyses are
                    // dropped, as after any pass that does not say.
                    am.invalidate_own();
                    if options.timing {
                        let wall = start.elapsed();
                        let children = merge(&runs);
                        // Only work spread over threads has a user time
                        // different from its wall time.
                        let user = if parallel {
                            children.iter().map(|c| c.user).sum()
                        } else {
                            wall
                        };
                        timings.push(TimingNode {
                            name: format!("'{}' Pipeline", pm.anchor),
                            wall,
                            user,
                            children,
                        });
                    }
                    r?;
                    if options.verify_each {
                        verify_children(ctx, op.body(), owner, pm, options.threading)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs this manager on every matching isolated op directly inside
    /// `body`, in parallel when threading is on. Diagnostics are buffered
    /// per op and emitted in IR order.
    /// Returns the result, each op's timing lines, and whether the ops ran
    /// on several threads.
    fn run_on_children(
        &self,
        ctx: &Context,
        owner: OpName,
        owner_layout: Option<Attribute>,
        body: &mut Body,
        am: &mut AnalysisManager,
        options: &RunOptions,
    ) -> (LogicalResult, Vec<Vec<TimingNode>>, bool) {
        let ids: Vec<OpId> = body.isolated_children_mut().iter().map(|o| o.id()).collect();
        let scopes = strata_ir::child_symbol_scopes(ctx, body, Some(owner), &ids);
        let layouts: Vec<Option<Attribute>> = ids
            .iter()
            .map(|&child| {
                let mut cur = body.parent_op(child);
                while let Some(p) = cur {
                    if let Some(spec) = own_data_layout(ctx, body.op_attr_dict(p)) {
                        return Some(spec);
                    }
                    cur = body.parent_op(p);
                }
                owner_layout
            })
            .collect();
        let mut targets: Vec<(IsolatedOpMut<'_>, AnalysisManager)> = body
            .isolated_children_mut()
            .into_iter()
            .zip(scopes.into_iter().zip(layouts))
            .filter(|(o, _)| self.matches(ctx, o))
            .map(|(mut o, (scope, layout))| {
                o.body().set_symbol_scope(scope);
                o.body().set_enclosing_data_layout(layout);
                let child = am.take_child(o.id());
                (o, child)
            })
            .collect();
        let run = |(o, child): &mut (IsolatedOpMut<'_>, AnalysisManager)| {
            let mut lines = Vec::new();
            let ((r, diags), buffers) = buffered(|| {
                ctx.capture_diagnostics(|| self.run_on(ctx, o, child, false, options, &mut lines))
            });
            (r, diags, buffers, lines)
        };
        type Run = (
            LogicalResult,
            Vec<Diagnostic>,
            crate::instrumentation::Buffered,
            Vec<TimingNode>,
        );
        let parallel = options.threading && targets.len() > 1;
        let results: Vec<Run> = if parallel {
            targets.par_iter_mut().map(run).collect()
        } else {
            targets.iter_mut().map(run).collect()
        };
        for (mut o, child) in targets {
            // The snapshot is only valid while the parent cannot change.
            o.body().set_symbol_scope(None);
            o.body().set_enclosing_data_layout(None);
            am.put_child(o.id(), child);
        }
        let mut failed = false;
        let mut timings = Vec::new();
        for (r, diags, buffers, lines) in results {
            flush(ctx, options, diags, buffers);
            failed |= r.is_err();
            timings.push(lines);
        }
        (if failed { Err(Failed) } else { Ok(()) }, timings, parallel)
    }
}

/// The `dlti.dl_spec` in an op's attribute dictionary: the data layout
/// the op sets for the ops inside it.
fn own_data_layout(ctx: &Context, attrs: Option<Attribute>) -> Option<Attribute> {
    attrs.and_then(|d| ctx.dict_get_str(d, "dlti.dl_spec"))
}

/// `argument{options}` as pipelines spell a pass.
fn write_pass(p: &dyn Pass, out: &mut String) {
    out.push_str(p.argument());
    let opts = p.options_text();
    if !opts.is_empty() {
        out.push('{');
        out.push_str(&opts);
        out.push('}');
    }
}

/// Verifies the ops directly inside an isolated op (the op itself is
/// verified by whoever holds its parent body).
fn verify_contents(ctx: &Context, op: &IsolatedOpMut<'_>) -> LogicalResult {
    let owner = Some((op.name(), op.loc()));
    let body = op.body_ref();
    let ops = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .flat_map(|b| body.block_ops(b));
    strata_ir::verify_ops_with_owner(ctx, body, owner, ops)
}

/// Verifies the ops a nested manager ran on, from their parent body: each
/// op itself, its blocks and the dominance of the ops directly in them
/// (the nested passes verified the ops inside). In parallel when threading
/// is on; the first failure in IR order is reported either way.
fn verify_children(
    ctx: &Context,
    body: &Body,
    owner: (strata_ir::OpName, strata_ir::Location),
    pm: &OpPassManager,
    threading: bool,
) -> LogicalResult {
    let ran: Vec<OpId> = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
        .filter(|&o| {
            body.child_body(o).is_some()
                && (pm.anchor == "any" || ctx.op_name_str(body.op_name(o)) == pm.anchor)
        })
        .collect();
    let verify = |o: OpId| strata_ir::verify_shallow(ctx, body, Some(owner), o);
    if !threading || ran.len() < 2 {
        return ran.into_iter().try_for_each(verify);
    }
    let results: Vec<(LogicalResult, Vec<Diagnostic>)> = ran
        .par_iter()
        .map(|&o| ctx.capture_diagnostics(|| verify(o)))
        .collect();
    for (r, diags) in results {
        for d in diags {
            ctx.emit(d);
        }
        r?;
    }
    Ok(())
}
