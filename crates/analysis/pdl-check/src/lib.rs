//! Static checks of PDL rewrite patterns: mistakes a pattern can make
//! that MLIR's verifier of `pdl.pattern` accepts and that break the IR
//! only when the pattern fires (Lücke, "Precise Control of Compilers",
//! ch. 5).
//!
//! The analysis interprets the rewrite region op by op over an abstract
//! state of the payload: what each matched op may be (a terminator, an
//! op with results that have uses outside the pattern), which ops are
//! still alive, which values exist before the insertion point (new ops
//! go before the root, as MLIR's rewriter puts them, or after it), and
//! reports each violation at the PDL op that causes it:
//!
//! - terminators: erasing an op that may be a terminator, replacing one
//!   by values or by a non-terminator, creating ops after one;
//! - dominance and use-def: using a result of an op the rewrite already
//!   erased or replaced, using a value that may not exist at the
//!   insertion point, replacing an op with a value that may come after
//!   some of its uses, creating ops once the root (the insertion point)
//!   is gone, erasing or replacing an op twice;
//! - uses: erasing a matched op whose results may be used outside the
//!   pattern, or a created op that created ops still use;
//! - result counts of `pdl.replace` that cannot agree;
//! - matcher ops not connected to the root.
//!
//! What it cannot model (native rewrites, external rewrite functions) is
//! reported as unchecked, never passed silently. It runs in time linear
//! in the pattern's size (up to the sets of matched ops that precede the
//! root, computed once).
//!
//! Optionally ([`Options::dialect_constraints`], [`smt`]), it also checks
//! that every op a rewrite creates satisfies its dialect's constraints on
//! operands, results and attributes for every match, with an SMT solver,
//! and reports a counterexample when it may not.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod pass;
pub mod smt;

#[cfg(test)]
mod tests;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{BlockId, Body, Context, Location, OpId, OpRef, OpTraits, ValueId};

/// Where a rewrite's new ops go relative to the root.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum InsertionPoint {
    /// Before the root (MLIR's rewriter).
    #[default]
    BeforeRoot,
    /// After the root.
    AfterRoot,
}

/// Options of the analysis.
#[derive(Copy, Clone, Debug, Default)]
pub struct Options {
    /// Where new ops are inserted.
    pub insertion_point: InsertionPoint,
    /// An op matched by an unnamed `pdl.operation` is not a terminator
    /// unless the operation is marked `matchesTerminator` (the thesis'
    /// proposal that wildcards match terminators only when asked to); by
    /// default it may be one.
    pub wildcards_exclude_terminators: bool,
    /// Matches are rejected where a matched op other than the root has
    /// users outside the matched ops (the thesis' proposal of a check
    /// that matched ops are unused), so erasing or replacing such an op
    /// leaves only the uses of the matched ops that are still alive.
    pub check_unused: bool,
    /// Also check the dialect constraints of the ops rewrites create,
    /// with an SMT solver ([`smt`]).
    pub dialect_constraints: bool,
    /// Options of that check.
    pub smt: smt::SmtOptions,
}

/// What kind of finding.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The rewrite may break the IR.
    Violation,
    /// The analysis cannot tell (native code).
    Unchecked,
}

/// One finding, at the PDL op that causes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Violation or unchecked.
    pub severity: Severity,
    /// The PDL op.
    pub op: OpId,
    /// Its location.
    pub loc: Location,
    /// Why.
    pub message: String,
    /// Notes at other places (a counterexample's values).
    pub notes: Vec<(Location, String)>,
}

/// What is known of one payload op, matched or created.
#[derive(Clone, Debug)]
struct Abstract {
    /// Created by the rewrite (else matched).
    created: bool,
    /// May be a terminator.
    may_be_terminator: bool,
    /// Is certainly a terminator (a registered terminator).
    is_terminator: bool,
    /// The number of results, if known.
    num_results: Option<usize>,
    /// May have results (used to judge external uses).
    may_have_results: bool,
    /// Erased or replaced by the rewrite.
    dead: bool,
}

struct Analysis<'a> {
    ctx: &'a Context,
    body: &'a Body,
    options: Options,
    findings: Vec<Finding>,
    /// The pdl.operation values (matched and created) and what they are.
    ops: FxHashMap<ValueId, Abstract>,
    root: Option<ValueId>,
    /// Matched ops that precede the root: its producers, transitively.
    before_root: FxHashSet<ValueId>,
    /// Values (pdl.value / pdl.range<value>) that exist before the root:
    /// operands of the root and of its producers, results of producers,
    /// results of created ops.
    available: FxHashSet<ValueId>,
    /// The root op is gone: no insertion point remains.
    root_gone: bool,
    /// The pattern's block (the matcher).
    matcher_block: Option<BlockId>,
    /// Matched ops whose results replaced an op's: they took over its
    /// uses, which may be outside the pattern.
    gained_uses: FxHashSet<ValueId>,
    /// The ops (matched, and created so far) with operands bound freely,
    /// with those operands.
    free_operand_ops: Vec<(ValueId, Vec<ValueId>)>,
}

fn name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.op_name_str(body.op_name(op))
}

/// Checks every `pdl.pattern` whose body is `pattern_body` (the child
/// body of the pattern op).
pub fn check_pattern(ctx: &Context, pattern_body: &Body, options: Options) -> Vec<Finding> {
    let Some(block) = pattern_body
        .root_regions()
        .first()
        .and_then(|&r| pattern_body.region_entry(r))
    else {
        return Vec::new();
    };
    let mut a = Analysis {
        ctx,
        body: pattern_body,
        options,
        findings: Vec::new(),
        ops: FxHashMap::default(),
        root: None,
        before_root: FxHashSet::default(),
        available: FxHashSet::default(),
        root_gone: false,
        matcher_block: Some(block),
        gained_uses: FxHashSet::default(),
        free_operand_ops: Vec::new(),
    };
    a.run(block);
    let mut findings = a.findings;
    if options.dialect_constraints {
        findings.extend(smt::check_dialect_constraints(ctx, pattern_body, &options.smt));
    }
    findings
}

/// The values of operand group `index` of `op` (by its segment sizes).
pub(crate) fn group_values(ctx: &Context, body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    let r = OpRef::new(ctx, body, op);
    strata_dialect_utils::segments::operand_group(r, index)
        .map(|i| r.operand(i))
        .collect()
}

impl Analysis<'_> {
    fn report(&mut self, severity: Severity, op: OpId, message: impl Into<String>) {
        self.findings.push(Finding {
            severity,
            op,
            loc: self.body.op_loc(op),
            message: message.into(),
            notes: Vec::new(),
        });
    }

    fn violation(&mut self, op: OpId, message: impl Into<String>) {
        self.report(Severity::Violation, op, message);
    }

    fn group(&self, op: OpId, index: usize) -> Vec<ValueId> {
        group_values(self.ctx, self.body, op, index)
    }

    fn is_range(&self, v: ValueId) -> bool {
        strata_dialect_pdl::types::range_element(self.ctx, self.body.value_type(v)).is_some()
    }

    /// What a `pdl.operation` describes.
    fn abstraction(&self, op: OpId, created: bool) -> Abstract {
        let r = OpRef::new(self.ctx, self.body, op);
        let op_name = r.attr("opName").and_then(|a| self.ctx.string_attr_value(a));
        let types = self.group(op, 2);
        let ranges = types.iter().any(|&t| self.is_range(t));
        let num_results = (!ranges).then_some(types.len());
        let (may_be_terminator, is_terminator) = match op_name {
            None => (
                !self.options.wildcards_exclude_terminators || r.attr("matchesTerminator").is_some(),
                false,
            ),
            Some(n) => match self.ctx.op_def(self.ctx.op_name(n)) {
                Some(def) => {
                    let t = def.traits.contains(OpTraits::TERMINATOR);
                    (t, t)
                }
                // An op no dialect defines may be a terminator.
                None => (true, false),
            },
        };
        Abstract {
            created,
            may_be_terminator,
            is_terminator,
            num_results: if created && types.is_empty() {
                None
            } else {
                num_results
            },
            may_have_results: ranges || !types.is_empty() || created,
            dead: false,
        }
    }

    fn run(&mut self, block: BlockId) {
        let body = self.body;
        let ctx = self.ctx;
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let Some(&rewrite) = ops.last().filter(|&&o| name(ctx, body, o) == "pdl.rewrite") else {
            return;
        };
        for &op in &ops {
            if name(ctx, body, op) == "pdl.operation" {
                let a = self.abstraction(op, false);
                self.ops.insert(body.result(op, 0), a);
                self.note_free_operands(body.result(op, 0));
            }
        }
        let rewrite_ref = OpRef::new(ctx, body, rewrite);
        let groups = strata_dialect_utils::segments::operand_groups(rewrite_ref).unwrap_or_default();
        self.root = groups
            .first()
            .and_then(|g| g.clone().next())
            .map(|i| rewrite_ref.operand(i));
        self.check_connected(&ops, rewrite);
        if let Some(root) = self.root {
            self.compute_before_root(root);
        }
        if let Some(name) = rewrite_ref.attr("name").and_then(|a| ctx.string_attr_value(a)) {
            let name = name.to_string();
            self.report(
                Severity::Unchecked,
                rewrite,
                format!("the external rewrite '{name}' is native code the analysis cannot model"),
            );
            return;
        }
        let (_, regions) = body.op_regions(rewrite);
        let Some(rblock) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return;
        };
        if self.root.is_none() {
            self.report(
                Severity::Unchecked,
                rewrite,
                "a rewrite without a root has no insertion point the analysis can model",
            );
            return;
        }
        let rops: Vec<OpId> = body.block_ops(rblock).collect();
        for op in rops {
            self.interpret(op);
        }
    }

    /// Every matched op must be reachable from the root through operands
    /// (producers) and users.
    fn check_connected(&mut self, ops: &[OpId], rewrite: OpId) {
        let body = self.body;
        let ctx = self.ctx;
        let Some(root) = self.root else {
            return;
        };
        let Some(root_op) = body.defining_op(root) else {
            return;
        };
        let mut seen = FxHashSet::default();
        let mut work = vec![root_op];
        while let Some(op) = work.pop() {
            if op == rewrite || body.op_block(op) != body.op_block(root_op) || !seen.insert(op) {
                continue;
            }
            for v in body.operands(op) {
                work.extend(body.defining_op(v));
            }
            for r in body.results(op) {
                work.extend(body.uses(r).map(|(u, _)| u));
            }
        }
        for &op in ops {
            if name(ctx, body, op) == "pdl.operation" && !seen.contains(&op) {
                self.violation(op, "this matched op is not connected to the root");
            }
        }
    }

    /// The root's producers (transitively) precede it; their operands
    /// and results, and the root's operands, exist before it.
    fn compute_before_root(&mut self, root: ValueId) {
        (self.before_root, self.available) = self.producers(root);
    }

    /// The matched ops that certainly precede `opv` (its producers,
    /// transitively) and the values that exist before it: the operands of
    /// `opv` and of its producers, and the producers' results.
    fn producers(&self, opv: ValueId) -> (FxHashSet<ValueId>, FxHashSet<ValueId>) {
        let body = self.body;
        let ctx = self.ctx;
        let mut ops = FxHashSet::default();
        let mut values = FxHashSet::default();
        let mut work = vec![opv];
        let mut seen = FxHashSet::default();
        while let Some(o) = work.pop() {
            if !seen.insert(o) {
                continue;
            }
            let Some(op) = body.defining_op(o) else {
                continue;
            };
            if o != opv {
                ops.insert(o);
            }
            for v in self.group(op, 0) {
                values.insert(v);
                // A value that is a result of a matched op: that op comes
                // first, and so do its results.
                if let Some(producer) = self.result_owner(v) {
                    work.push(producer);
                }
            }
        }
        // Results of the producers exist before `opv` too.
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    if matches!(name(ctx, body, op), "pdl.result" | "pdl.results")
                        && ops.contains(&body.operand(op, 0))
                    {
                        values.insert(body.result(op, 0));
                    }
                }
            }
        }
        (ops, values)
    }

    fn is_dead(&self, opv: ValueId) -> bool {
        self.ops.get(&opv).is_some_and(|a| a.dead)
    }

    /// The op whose result a `pdl.result(s)` value is, if any.
    fn result_owner(&self, v: ValueId) -> Option<ValueId> {
        let def = self.body.defining_op(v)?;
        matches!(name(self.ctx, self.body, def), "pdl.result" | "pdl.results")
            .then(|| self.body.operand(def, 0))
    }

    /// Whether `v` (a value handle) exists where new ops go.
    fn exists_at_insertion(&self, v: ValueId) -> bool {
        if let Some(owner) = self.result_owner(v) {
            if self.ops.get(&owner).is_some_and(|a| a.created) {
                return true;
            }
            return match self.options.insertion_point {
                InsertionPoint::BeforeRoot => self.before_root.contains(&owner),
                InsertionPoint::AfterRoot => self.before_root.contains(&owner) || Some(owner) == self.root,
            };
        }
        // Values of the matcher (pdl.operand(s)): those the root or its
        // producers use exist before the root. Values built in the
        // rewrite (ranges, native results) exist where they are built.
        if self.available.contains(&v) {
            return true;
        }
        self.body
            .defining_op(v)
            .is_some_and(|d| self.body.op_block(d) != self.matcher_block)
    }

    /// Checks a value used by a rewrite op.
    fn check_use(&mut self, op: OpId, v: ValueId) {
        if let Some(owner) = self.result_owner(v) {
            if self.is_dead(owner) {
                self.violation(
                    op,
                    "uses a result of an op the rewrite already erased or replaced",
                );
                return;
            }
        }
        if !self.exists_at_insertion(v) {
            self.violation(
                op,
                "uses a value that may not exist where new ops are inserted (it may be defined after the root)",
            );
        }
    }

    fn interpret(&mut self, op: OpId) {
        let body = self.body;
        let ctx = self.ctx;
        match name(ctx, body, op) {
            "pdl.operation" => self.create(op),
            "pdl.replace" => self.replace(op),
            "pdl.erase" => {
                let target = body.operand(op, 0);
                self.erase(op, target);
            }
            "pdl.apply_native_rewrite" => {
                let n = OpRef::new(ctx, body, op)
                    .attr("name")
                    .and_then(|a| ctx.string_attr_value(a))
                    .unwrap_or("")
                    .to_string();
                self.report(
                    Severity::Unchecked,
                    op,
                    format!("the native rewrite '{n}' is code the analysis cannot model"),
                );
            }
            "pdl.result" | "pdl.results" => {
                let owner = body.operand(op, 0);
                if self.is_dead(owner) {
                    self.violation(
                        op,
                        "takes a result of an op the rewrite already erased or replaced",
                    );
                }
            }
            _ => {}
        }
    }

    fn create(&mut self, op: OpId) {
        if self.root_gone {
            self.violation(
                op,
                "creates an op after the root was erased or replaced: no insertion point remains",
            );
        }
        if self.options.insertion_point == InsertionPoint::AfterRoot {
            let root_may_terminate = self
                .root
                .and_then(|r| self.ops.get(&r))
                .is_some_and(|a| a.may_be_terminator);
            if root_may_terminate {
                self.violation(op, "creates an op after the root, which may be a terminator");
            }
        }
        for v in self.group(op, 0) {
            self.check_use(op, v);
        }
        let a = self.abstraction(op, true);
        self.ops.insert(self.body.result(op, 0), a);
        self.note_free_operands(self.body.result(op, 0));
    }

    /// Marks `target` erased; reports what erasing it breaks.
    fn kill(&mut self, op: OpId, target: ValueId) -> bool {
        let Some(a) = self.ops.get(&target).cloned() else {
            return false;
        };
        if a.dead {
            self.violation(op, "the op was already erased or replaced");
            return false;
        }
        if let Some(t) = self.ops.get_mut(&target) {
            t.dead = true;
        }
        if Some(target) == self.root {
            self.root_gone = true;
        }
        true
    }

    fn erase(&mut self, op: OpId, target: ValueId) {
        let Some(a) = self.ops.get(&target).cloned() else {
            return;
        };
        if !self.kill(op, target) {
            return;
        }
        if a.may_be_terminator {
            self.violation(op, "erases an op that may be a terminator");
        }
        if !a.created && a.may_have_results {
            if self.options.check_unused && Some(target) != self.root && !self.gained_uses.contains(&target) {
                // Its only users are ops of the pattern.
                let used = self
                    .pattern_users(target)
                    .iter()
                    .any(|u| self.ops.get(u).is_some_and(|a| !a.dead));
                if used {
                    self.violation(
                        op,
                        "erases a matched op whose results ops of the pattern still use",
                    );
                }
            } else {
                self.violation(
                    op,
                    "erases a matched op whose results may have uses outside the pattern",
                );
            }
        }
        if a.created && self.created_users_alive(target) {
            self.violation(op, "erases a created op whose results created ops still use");
        }
    }

    /// The ops of the pattern (matched or created) that may use a result
    /// of `target`: those using one of its `pdl.result(s)`, and those with
    /// an operand bound freely (a `pdl.operand(s)`, or a value the rewrite
    /// builds), which may be one of its results too.
    fn pattern_users(&self, target: ValueId) -> Vec<ValueId> {
        let body = self.body;
        let ctx = self.ctx;
        let mut out = Vec::new();
        for (user, _) in body.uses(target) {
            if !matches!(name(ctx, body, user), "pdl.result" | "pdl.results") {
                continue;
            }
            for (u, _) in body.uses(body.result(user, 0)) {
                if name(ctx, body, u) == "pdl.operation" {
                    out.push(body.result(u, 0));
                }
            }
        }
        if !self.free_operand_ops.is_empty() {
            // Values used by the target or its producers precede it: they
            // are none of its results.
            let (_, before) = self.producers(target);
            for (o, free) in &self.free_operand_ops {
                if *o != target && free.iter().any(|v| !before.contains(v)) {
                    out.push(*o);
                }
            }
        }
        out
    }

    /// Records `opv` among the ops with a freely bound operand, if it has
    /// one.
    fn note_free_operands(&mut self, opv: ValueId) {
        let Some(def) = self.body.defining_op(opv) else {
            return;
        };
        let free: Vec<ValueId> = self
            .group(def, 0)
            .into_iter()
            .filter(|&v| self.result_owner(v).is_none())
            .collect();
        if !free.is_empty() {
            self.free_operand_ops.push((opv, free));
        }
    }

    /// Whether a created op exists (so far) that uses a result of `target`.
    fn created_user_exists(&self, target: ValueId) -> bool {
        self.pattern_users(target)
            .iter()
            .any(|u| self.ops.get(u).is_some_and(|a| a.created && !a.dead))
    }

    /// Whether a use of matched op `target` may come before a value
    /// created at the insertion point: any use if it precedes the root;
    /// with `check_unused`, only those of live matched ops before the
    /// insertion point, and of created ops (which may come before the
    /// value, or be its op).
    fn may_be_used_before_insertion(&self, target: ValueId) -> bool {
        let precedes_root = self.before_root.contains(&target);
        if !self.options.check_unused
            || Some(target) == self.root
            || !precedes_root
            || self.gained_uses.contains(&target)
        {
            return precedes_root;
        }
        self.created_user_exists(target)
            || self.pattern_users(target).iter().any(|&u| {
                self.ops.get(&u).is_some_and(|a| !a.created && !a.dead)
                    && (self.before_root.contains(&u)
                        || (Some(u) == self.root
                            && self.options.insertion_point == InsertionPoint::AfterRoot))
            })
    }

    /// Whether a live created op uses a result of `target`.
    fn created_users_alive(&self, target: ValueId) -> bool {
        let body = self.body;
        let ctx = self.ctx;
        body.uses(target).any(|(user, _)| {
            matches!(name(ctx, body, user), "pdl.result" | "pdl.results")
                && body
                    .uses(body.result(user, 0))
                    .any(|(u, _)| name(ctx, body, u) == "pdl.operation" && !self.is_dead(body.result(u, 0)))
        })
    }

    fn replace(&mut self, op: OpId) {
        let body = self.body;
        let target = body.operand(op, 0);
        let repl_op = self.group(op, 1).first().copied();
        let repl_values = self.group(op, 2);
        // `keep`: the uses are replaced, the op stays.
        let keep = OpRef::new(self.ctx, body, op).attr("keep").is_some();
        let Some(a) = self.ops.get(&target).cloned() else {
            return;
        };
        if a.dead {
            self.violation(op, "the op was already erased or replaced");
            return;
        }
        // Result counts.
        let (count, ranges) = match repl_op {
            Some(r) => (self.ops.get(&r).and_then(|b| b.num_results), false),
            None => (
                Some(repl_values.len()),
                repl_values.iter().any(|&v| self.is_range(v)),
            ),
        };
        if let (Some(want), Some(have), false) = (a.num_results, count, ranges) {
            if want != have {
                self.violation(op, format!("replaces an op with {want} results by {have} values"));
            }
        }
        // Terminators (a kept one stays).
        if a.may_be_terminator && !keep {
            match repl_op.and_then(|r| self.ops.get(&r)) {
                Some(b) if b.is_terminator => {}
                Some(_) => self.violation(
                    op,
                    "replaces an op that may be a terminator by an op that may not be one",
                ),
                None => self.violation(
                    op,
                    "replaces an op that may be a terminator by values, leaving its block without one",
                ),
            }
        }
        // The replacement must exist before every use of the target.
        let target_precedes_root = self.may_be_used_before_insertion(target);
        if let Some(r) = repl_op {
            if self.is_dead(r) {
                self.violation(op, "replaces with an op the rewrite already erased or replaced");
            }
            if self.ops.get(&r).is_some_and(|b| b.created) && target_precedes_root {
                self.violation(
                    op,
                    "replaces an op with a value created after it, while the op may have uses before that value",
                );
            }
        }
        // Values the target's users can see: those that exist before it.
        let (prior_ops, prior_values) = if Some(target) == self.root {
            (self.before_root.clone(), self.available.clone())
        } else {
            self.producers(target)
        };
        for &v in &repl_values {
            if let Some(owner) = self.result_owner(v) {
                if self.is_dead(owner) {
                    self.violation(
                        op,
                        "replaces with a result of an op the rewrite already erased or replaced",
                    );
                    continue;
                }
                if owner == target {
                    if keep {
                        // Its uses replaced by themselves: nothing changes.
                        continue;
                    }
                    self.violation(
                        op,
                        "replaces an op with one of its own results, which go away with it",
                    );
                    continue;
                }
                let created = self.ops.get(&owner).is_some_and(|b| b.created);
                if created && target_precedes_root {
                    self.violation(
                        op,
                        "replaces an op with a value created after it, while the op may have uses before that value",
                    );
                } else if !created && owner != target && !prior_ops.contains(&owner) {
                    self.violation(
                        op,
                        "replaces an op with a value that may be defined after its uses",
                    );
                }
            } else if self
                .body
                .defining_op(v)
                .is_some_and(|d| self.body.op_block(d) == self.matcher_block)
                && !prior_values.contains(&v)
            {
                // An operand of the matcher that the target does not use
                // (directly or through its producers) may be defined after
                // the target's uses.
                self.violation(
                    op,
                    "replaces an op with a value that may be defined after its uses",
                );
            }
        }
        // The ops whose results replace the target's take over its uses.
        self.gained_uses.extend(repl_op);
        for &v in &repl_values {
            self.gained_uses.extend(self.result_owner(v));
        }
        if !keep {
            self.kill(op, target);
        }
    }
}
