//! Matching options proposed by Lücke's thesis ("Precise Control of
//! Compilers", §5.7) to make PDL patterns safe by construction; MLIR has
//! none of them. Each is off by default.
//!
//! - [`PdlOptions::wildcards_exclude_terminators`]: a `pdl.operation`
//!   without a name does not match a terminator unless it carries the unit
//!   attribute `matchesTerminator` (written `pdl.operation
//!   matches_terminator ...`).
//! - [`PdlOptions::check_unused`]: a match is rejected when an op it
//!   matched, other than the root, has a user outside the matched ops, so
//!   the rewrite may erase or replace it without leaving uses behind.
//!
//! (The third proposal, a `pdl.replace` that keeps the replaced op, is the
//! unit attribute `keep` of `pdl.replace`, honoured always.)
//!
//! Both are added to each `pdl.pattern` as native constraints before the
//! pattern is compiled, so that they take part in the matcher like any
//! other predicate; the constraints are registered with every module.

use std::sync::Arc;

use rustc_hash::FxHashSet;
use strata_ir::{Body, Context, InsertPoint, OpId, OpRef, OpTraits, OperationState};

use crate::{PdlPatternModule, PdlValue};

/// The unit attribute marking a wildcard that may match a terminator.
pub const MATCHES_TERMINATOR: &str = "matchesTerminator";
/// The unit attribute of a `pdl.replace` keeping the replaced op.
pub const KEEP: &str = "keep";

/// The native constraint a wildcard gets when it may not match a
/// terminator.
pub const NOT_TERMINATOR: &str = "strata.not_terminator";
/// The native constraint of a pattern whose matched ops (but the root,
/// its first argument) may have no users outside the matched ones.
pub const NO_EXTERNAL_USES: &str = "strata.no_external_uses";

/// The matching options of a pattern module.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PdlOptions {
    /// Unnamed `pdl.operation`s match no terminator unless marked
    /// `matchesTerminator`.
    pub wildcards_exclude_terminators: bool,
    /// Matches where a matched op other than the root has users outside
    /// the matched ops are rejected.
    pub check_unused: bool,
}

impl PdlOptions {
    /// Sets the pass option `name` (`wildcards-exclude-terminators` or
    /// `check-unused`).
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "wildcards-exclude-terminators" => {
                self.wildcards_exclude_terminators = strata_pass::parse_bool_option(name, value)?
            }
            "check-unused" => self.check_unused = strata_pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    /// The options as pass options.
    pub fn text(&self) -> String {
        format!(
            "check-unused={} wildcards-exclude-terminators={}",
            self.check_unused, self.wildcards_exclude_terminators
        )
    }

    /// Adds the constraints the options ask for to the `pdl.pattern`s
    /// among the top-level ops of `body`.
    pub(crate) fn constrain(&self, ctx: &Context, body: &mut Body) {
        if *self == PdlOptions::default() {
            return;
        }
        let Some(block) = body.root_regions().first().and_then(|&r| body.region_entry(r)) else {
            return;
        };
        let patterns: Vec<OpId> = body
            .block_ops(block)
            .filter(|&o| ctx.op_name_str(body.op_name(o)) == "pdl.pattern")
            .collect();
        for p in patterns {
            if let Some(pb) = body.child_body_mut(p) {
                self.constrain_pattern(ctx, pb);
            }
        }
    }

    fn constrain_pattern(&self, ctx: &Context, pb: &mut Body) {
        let Some(block) = pb.root_regions().first().and_then(|&r| pb.region_entry(r)) else {
            return;
        };
        let ops: Vec<OpId> = pb.block_ops(block).collect();
        let Some(&rewrite) = ops
            .last()
            .filter(|&&o| ctx.op_name_str(pb.op_name(o)) == "pdl.rewrite")
        else {
            return;
        };
        let matched: Vec<OpId> = ops
            .iter()
            .copied()
            .filter(|&o| ctx.op_name_str(pb.op_name(o)) == "pdl.operation")
            .collect();
        let op_ty = strata_dialect_pdl::types::operation(ctx);
        let loc = pb.op_loc(rewrite);
        let add = |pb: &mut Body, name: &str, args: Vec<strata_ir::ValueId>| {
            let mut st = OperationState::new(ctx.op_name("pdl.apply_native_constraint"), loc);
            st.operands = args;
            st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("name"), ctx.string_attr(name))]));
            st.populate_default_properties(ctx);
            let c = pb.create_op(st);
            pb.insert_op(InsertPoint::Before(rewrite), c);
        };
        if self.wildcards_exclude_terminators {
            for &o in &matched {
                let r = OpRef::new(ctx, pb, o);
                if r.attr("opName").is_none() && r.attr(MATCHES_TERMINATOR).is_none() {
                    let v = pb.result(o, 0);
                    add(pb, NOT_TERMINATOR, vec![v]);
                }
            }
        }
        if self.check_unused && matched.len() > 1 {
            let r = OpRef::new(ctx, pb, rewrite);
            let root = strata_dialect_utils::segments::operand_group(r, 0)
                .next()
                .map(|i| r.operand(i));
            if let Some(root) = root.filter(|&v| pb.value_type(v) == op_ty) {
                let mut args = vec![root];
                args.extend(matched.iter().map(|&o| pb.result(o, 0)).filter(|&v| v != root));
                add(pb, NO_EXTERNAL_USES, args);
            }
        }
    }
}

/// Whether `op` may be a terminator: a registered terminator, or an
/// unregistered op ending its block (which the verifier takes as one).
fn may_be_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    let r = OpRef::new(ctx, body, op);
    match ctx.op_def(body.op_name(op)) {
        Some(_) => r.has_trait(OpTraits::TERMINATOR),
        None => body.op_block(op).is_some_and(|b| body.last_op(b) == Some(op)),
    }
}

/// Registers the constraints of the options (replacing any of the same
/// name: the options' meaning must not depend on the caller).
pub(crate) fn register_natives(m: &mut PdlPatternModule) {
    m.natives.constraints.insert(
        NOT_TERMINATOR.to_string(),
        Arc::new(|rw, args| match args {
            [PdlValue::Operation(op)] => (!may_be_terminator(rw.ctx(), rw.body(), *op)).then(Vec::new),
            _ => None,
        }),
    );
    m.natives.constraints.insert(
        NO_EXTERNAL_USES.to_string(),
        Arc::new(|rw, args| {
            let ops: Vec<OpId> = args
                .iter()
                .map(|a| match a {
                    PdlValue::Operation(op) => Some(*op),
                    _ => None,
                })
                .collect::<Option<_>>()?;
            let set: FxHashSet<OpId> = ops.iter().copied().collect();
            let body = rw.body();
            let external = ops.iter().skip(1).any(|&op| {
                body.results(op)
                    .any(|v| body.uses(v).any(|(user, _)| !set.contains(&user)))
            });
            (!external).then(Vec::new)
        }),
    );
}
