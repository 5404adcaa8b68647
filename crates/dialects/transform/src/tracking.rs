//! Tracking payload ops through rewrites (MLIR's `TrackingListener`).
//!
//! A transform that rewrites the payload with a [`PatternRewriter`]
//! (patterns, loop utilities) passes a [`TrackingListener`] for the body it
//! changes; the listener records each replacement and erasure, and
//! [`Interp::apply_tracking`] then re-points the handles: to the op that
//! defines all replacement values when it has the replaced op's name, to
//! nothing when the op is erased.
//!
//! [`PatternRewriter`]: strata_rewrite::PatternRewriter

use rustc_hash::FxHashSet;
use strata_ir::{Body, Context, Location, OpId, ValueId};
use strata_rewrite::RewriteListener;

use crate::interpreter::Interp;
use crate::payload::{BodyKey, PayloadOp};
use crate::state::Handle;

enum Event {
    Replaced(OpId, OpId),
    Erased(OpId, bool),
}

/// A replacement the listener could not follow: a tracked op replaced by
/// values not all defined by one op of the same name.
#[derive(Clone, Debug)]
pub struct TrackingFailure {
    /// The replaced op's location.
    pub op_loc: Location,
    /// The replaced op's name.
    pub op_name: String,
    /// The locations of the replacement values.
    pub value_locs: Vec<Location>,
    /// The replaced op.
    pub op: OpId,
    /// The handles that pointed to it when it was replaced.
    pub handles: Vec<Handle>,
}

/// Records the replacements and erasures of the ops of one payload body.
pub struct TrackingListener<'c> {
    ctx: &'c Context,
    tracked: FxHashSet<OpId>,
    /// Whether a replacement may have another name (dialect conversion).
    allow_other_names: bool,
    events: Vec<Event>,
    erased_values: FxHashSet<ValueId>,
    failures: Vec<TrackingFailure>,
}

impl<'c> TrackingListener<'c> {
    /// A listener for body `key`, tracking the ops some handle points to.
    pub fn new(it: &Interp<'c, '_, '_>, key: BodyKey) -> TrackingListener<'c> {
        TrackingListener::excluding_consumed(it, key, &[])
    }

    /// A listener for body `key` that leaves out the ops only `consumed`
    /// (handles the running transform consumes) points to: replacing
    /// those needs no replacement op, as in MLIR's listener, which skips
    /// ops whose handles the transform consumes.
    pub fn excluding_consumed(
        it: &Interp<'c, '_, '_>,
        key: BodyKey,
        consumed: &[Handle],
    ) -> TrackingListener<'c> {
        let tracked = it
            .state
            .iter()
            .filter(|(h, _)| !consumed.contains(h))
            .flat_map(|(_, m)| match m {
                crate::state::Mapping::Ops(v) => v.clone(),
                _ => Vec::new(),
            })
            .filter(|p| p.body == key)
            .map(|p| p.op)
            .collect();
        TrackingListener {
            ctx: it.ctx,
            tracked,
            allow_other_names: false,
            events: Vec::new(),
            erased_values: FxHashSet::default(),
            failures: Vec::new(),
        }
    }

    /// Accepts replacement ops of another name (as
    /// `apply_conversion_patterns` does).
    pub fn allowing_other_names(mut self) -> Self {
        self.allow_other_names = true;
        self
    }
}

impl RewriteListener for TrackingListener<'_> {
    fn op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        if !self.tracked.contains(&op) {
            return;
        }
        let defs: FxHashSet<Option<OpId>> = values.iter().map(|&v| body.defining_op(v)).collect();
        let replacement = match defs.into_iter().collect::<Vec<_>>().as_slice() {
            [Some(d)] if self.allow_other_names || body.op_name(*d) == body.op_name(op) => Some(*d),
            _ => None,
        };
        match replacement {
            Some(d) => {
                self.tracked.insert(d);
                self.events.push(Event::Replaced(op, d));
            }
            None if values.is_empty() => {}
            None => self.failures.push(TrackingFailure {
                op_loc: body.op_loc(op),
                op_name: self.ctx.op_name_str(body.op_name(op)).to_string(),
                value_locs: values.iter().map(|&v| body.value_loc(v)).collect(),
                op,
                handles: Vec::new(),
            }),
        }
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        // The id may be reused by an op created later, which no handle
        // points to.
        self.tracked.remove(&op);
        self.erased_values.extend(body.results(op));
        self.events.push(Event::Erased(op, body.child_body(op).is_some()));
    }
}

impl Interp<'_, '_, '_> {
    /// Applies what `listener` recorded in body `key` to the handles, and
    /// returns the replacements it could not follow.
    pub fn apply_tracking(&mut self, key: BodyKey, listener: TrackingListener<'_>) -> Vec<TrackingFailure> {
        // The handles of an op whose replacement was not found are read
        // before its erasure drops it from them.
        let mut failures = listener.failures;
        for f in &mut failures {
            f.handles = self.state.handles_of(PayloadOp { body: key, op: f.op }).to_vec();
        }
        for e in listener.events {
            match e {
                Event::Replaced(old, new) => self.state.replace_payload_op(
                    PayloadOp { body: key, op: old },
                    Some(PayloadOp { body: key, op: new }),
                ),
                Event::Erased(op, isolated) => {
                    self.state.replace_payload_op(PayloadOp { body: key, op }, None);
                    if isolated {
                        self.state.forget_bodies_under(self.payload, key, op);
                    }
                }
            }
        }
        let erased = listener.erased_values;
        if !erased.is_empty() {
            self.state.retain_values(key, &|v| !erased.contains(&v));
        }
        failures
    }

    /// Drops from the handles the ops of body `key` that no longer exist,
    /// after a transformation that only erases ops (and creates none that
    /// could reuse their ids) ran without a listener.
    pub fn forget_dead_ops(&mut self, key: BodyKey) {
        let Some(body) = self.payload.body(key) else {
            return;
        };
        let dead: Vec<PayloadOp> = self
            .state
            .iter()
            .flat_map(|(_, m)| match m {
                crate::state::Mapping::Ops(v) => v.clone(),
                _ => Vec::new(),
            })
            .filter(|p| p.body == key && !body.is_live(p.op))
            .collect();
        for p in dead {
            self.state.replace_payload_op(p, None);
        }
    }
}
