//! The transform interpreter: runs a script's ops on the payload.
//!
//! Each transform op implements [`TransformOpInterface`] in its definition:
//! which operands it consumes and how it applies. The interpreter checks
//! the operands (no invalidated handle), invalidates what the op consumes,
//! applies it, and makes sure every result is associated, with nothing
//! when the op failed.

use rustc_hash::FxHashMap;
use strata_ir::{
    Attribute, BlockId, Body, Context, Diagnostic, Location, OpId, OpRef, RegionId, Type, ValueId,
};

use crate::payload::{Payload, PayloadOp, PayloadValue};
use crate::state::{Handle, Mapping, TransformState};
use crate::types::{handle_kind, HandleKind};

/// MLIR's `DiagnosedSilenceableFailure`: success, a silenceable failure
/// carrying its diagnostics (emitted if nobody silences them), or a
/// definite failure already reported.
#[derive(Debug)]
#[must_use]
pub enum Dsf {
    /// The transform applied.
    Success,
    /// A precondition failed and the payload was not changed
    /// irreversibly; the diagnostics are reported unless suppressed.
    Silenceable(Vec<Diagnostic>),
    /// A failure already reported.
    Definite,
}

impl Dsf {
    /// A silenceable failure with one error at `loc`.
    pub fn silenceable(loc: Location, message: impl Into<String>) -> Dsf {
        Dsf::Silenceable(vec![Diagnostic::error(loc, message)])
    }

    /// MLIR's `emitDefaultSilenceableFailure`: the transform op `name` at
    /// `loc` failed on the payload op at `target`.
    pub fn failed_to_apply(loc: Location, name: &str, target: Location) -> Dsf {
        let mut d = Diagnostic::error(loc, format!("{name} failed to apply"));
        d.attach_note(target, "when applied to this op");
        Dsf::Silenceable(vec![d])
    }

    /// A definite failure: emits an error at `loc`.
    pub fn definite(ctx: &Context, loc: Location, message: impl Into<String>) -> Dsf {
        ctx.emit(Diagnostic::error(loc, message));
        Dsf::Definite
    }

    /// Whether it is a success.
    pub fn succeeded(&self) -> bool {
        matches!(self, Dsf::Success)
    }

    /// Reports a silenceable failure's diagnostics and makes it definite.
    pub fn report(self, ctx: &Context) -> Dsf {
        match self {
            Dsf::Silenceable(diags) => {
                for d in diags {
                    ctx.emit(d);
                }
                Dsf::Definite
            }
            other => other,
        }
    }

    /// Drops a silenceable failure's diagnostics (MLIR's `silence`).
    pub fn silence(self) -> Dsf {
        match self {
            Dsf::Silenceable(_) => Dsf::Success,
            other => other,
        }
    }
}

/// The behaviour of a transform op, declared in its definition.
#[derive(Copy, Clone)]
pub struct TransformOpInterface {
    /// Applies the op.
    pub apply: fn(&mut Interp<'_, '_, '_>, &Body, OpId) -> Dsf,
    /// The operands the op consumes (its effects on handles): the
    /// handles aliasing them are invalidated.
    pub consumed: fn(&Library, OpRef<'_>) -> Vec<usize>,
    /// Whether the same handle may be passed twice (MLIR's
    /// `allowsRepeatedHandleOperands`).
    pub allows_repeated_handles: bool,
}

/// No operand consumed.
pub fn consumes_nothing(_: &Library, _: OpRef<'_>) -> Vec<usize> {
    Vec::new()
}

/// Operand 0 consumed.
pub fn consumes_first(_: &Library, _: OpRef<'_>) -> Vec<usize> {
    vec![0]
}

/// Every operand consumed.
pub fn consumes_all(_: &Library, op: OpRef<'_>) -> Vec<usize> {
    (0..op.num_operands()).collect()
}

/// A named sequence, copied out of the payload so that the script can be
/// read while the payload changes.
pub struct Sequence {
    /// Its symbol.
    pub name: String,
    /// Where it is defined.
    pub loc: Location,
    /// The body holding its region.
    pub body: Body,
    /// Per argument: whether it is `transform.consumed`.
    pub consumed_args: Vec<bool>,
    /// Whether it has a body (a declaration has none).
    pub is_declaration: bool,
    /// Whether its symbol is private.
    pub private: bool,
    /// The names of the symbol tables (modules) between the library's
    /// root and the sequence, outermost first: where its symbol
    /// references are resolved.
    pub scope: Vec<String>,
}

impl Sequence {
    /// The entry block of the sequence's body.
    pub fn entry(&self) -> Option<BlockId> {
        self.body.region_entry(*self.body.root_regions().first()?)
    }
}

/// The named sequences a script may call, by symbol path from the
/// library's root (`name`, or `module::name` for one nested in a module).
#[derive(Default)]
pub struct Library {
    /// The sequences.
    pub sequences: FxHashMap<String, Sequence>,
    /// Where the sequences copied from the payload are in it: the
    /// isolated ops leading from the payload root's body to the
    /// `transform.named_sequence` (included). Transforms that act on the
    /// script itself as payload (MLIR's test extension) need it.
    pub payload_paths: FxHashMap<String, Vec<OpId>>,
}

impl Library {
    /// The body of the sequence at address `id` (as [`Handle`] names
    /// bodies), if it is one of the library's.
    pub fn body_with_id(&self, id: usize) -> Option<&Body> {
        self.sequences
            .values()
            .map(|s| &s.body)
            .find(|b| std::ptr::from_ref(*b) as usize == id)
    }

    /// The sequence at path `key`.
    pub fn get(&self, key: &str) -> Option<&Sequence> {
        self.sequences.get(key)
    }

    /// The key of the sequence symbol reference `r` names from `scope`.
    pub fn resolve(&self, ctx: &Context, scope: &[String], r: Attribute) -> Option<String> {
        let strata_ir::AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
            return None;
        };
        let mut parts: Vec<&str> = scope.iter().map(String::as_str).collect();
        parts.push(ctx.ident_str(*root));
        parts.extend(nested.iter().map(|n| ctx.ident_str(*n)));
        Some(parts.join("::"))
    }

    /// The key of `r` from any scope, when only one sequence fits (for
    /// questions asked without the scope at hand).
    pub fn resolve_anywhere(&self, ctx: &Context, r: Attribute) -> Option<String> {
        let key = self.resolve(ctx, &[], r)?;
        if self.sequences.contains_key(&key) {
            return Some(key);
        }
        let suffix = format!("::{key}");
        let mut found = self.sequences.keys().filter(|k| k.ends_with(&suffix));
        let first = found.next()?;
        found.next().is_none().then(|| first.clone())
    }
}

/// What a transform applied to one target of [`Interp::apply_each`]
/// gives: per result, the payload ops to append, or the failure.
pub type EachResult = Result<Vec<Vec<PayloadOp>>, Dsf>;

/// Interpreter options (the pass's).
#[derive(Clone, Debug, Default)]
pub struct InterpreterOptions {
    /// Whether the expensive checks are off (repeated handles, ...).
    pub disable_expensive_checks: bool,
}

/// Everything an applying transform op can reach.
pub struct Interp<'s, 'p, 'r> {
    /// The context.
    pub ctx: &'s Context,
    /// The named sequences.
    pub library: &'s Library,
    /// The payload.
    pub payload: &'p mut Payload<'r>,
    /// The handles' associations.
    pub state: &'p mut TransformState,
    /// The options.
    pub options: &'s InterpreterOptions,
    /// The named sequences being applied (against recursion).
    pub call_stack: Vec<String>,
    /// The scope of the sequence being applied.
    pub scope: Vec<String>,
    /// The script ops being applied, outermost first, each with the
    /// address of its script body (as [`Handle`] names bodies): whether a
    /// handle is still used is judged against the op applied in its body.
    pub running: Vec<(usize, OpId)>,
}

impl Interp<'_, '_, '_> {
    /// The payload ops of operand `i` of script op `op`.
    pub fn operand_ops(&self, script: &Body, op: OpId, i: usize) -> Vec<PayloadOp> {
        self.state
            .ops(Handle::new(script, script.operand(op, i)))
            .to_vec()
    }

    /// The payload values of operand `i`.
    pub fn operand_values(&self, script: &Body, op: OpId, i: usize) -> Vec<PayloadValue> {
        self.state
            .values(Handle::new(script, script.operand(op, i)))
            .to_vec()
    }

    /// The parameters of operand `i`.
    pub fn operand_params(&self, script: &Body, op: OpId, i: usize) -> Vec<Attribute> {
        self.state
            .params(Handle::new(script, script.operand(op, i)))
            .to_vec()
    }

    /// The mapping of script value `v`.
    pub fn mapping(&self, script: &Body, v: ValueId) -> Mapping {
        self.state
            .get(Handle::new(script, v))
            .cloned()
            .unwrap_or_else(|| empty_mapping(self.ctx, script.value_type(v)))
    }

    /// Associates script value `v` with `m`.
    pub fn set(&mut self, script: &Body, v: ValueId, m: Mapping) {
        let loc = script.value_loc(v);
        let h = Handle::new(script, v);
        self.state.set(h, loc, m);
        self.state.set_used(h, script.has_uses(v));
    }

    /// Associates result `i` of `op` with payload ops (checked against
    /// the result's type after the op applies, see [`Interp::apply_op`]).
    pub fn set_result_ops(&mut self, script: &Body, op: OpId, i: usize, ops: Vec<PayloadOp>) -> Dsf {
        self.set(script, script.result(op, i), Mapping::Ops(ops));
        Dsf::Success
    }

    /// MLIR's `checkPayload` of a handle of type `ty` defined at `loc`
    /// associated with `m`: the error if the payload does not fit the
    /// type (`!transform.op<"name">` admits only ops of that name,
    /// `!transform.param<T>` only integer attributes of type `T`, ...).
    pub fn check_payload(&self, ty: Type, m: &Mapping, loc: Location) -> Option<Diagnostic> {
        let payload = &*self.payload;
        crate::types::check_payload(self.ctx, ty, m, loc, |p| {
            payload.body(p.body).map(|b| OpRef::new(self.ctx, b, p.op))
        })
    }

    /// Checks the association of script value `v` against its type (MLIR
    /// reports a mismatch as a definite failure).
    fn check_value(&self, script: &Body, v: ValueId) -> Dsf {
        let m = self.mapping(script, v);
        match self.check_payload(script.value_type(v), &m, script.value_loc(v)) {
            Some(d) => {
                self.ctx.emit(d);
                Dsf::Definite
            }
            None => Dsf::Success,
        }
    }

    /// A payload op as MLIR quotes it in diagnostics.
    pub fn op_text(&self, p: PayloadOp) -> String {
        match self.payload.body(p.body) {
            Some(b) => self.ctx.op_to_string(OpRef::new(self.ctx, b, p.op)),
            None => "<<erased>>".into(),
        }
    }

    /// The location of a payload op.
    pub fn op_loc(&self, p: PayloadOp) -> Location {
        self.payload
            .body(p.body)
            .map_or_else(|| self.ctx.unknown_loc(), |b| b.op_loc(p.op))
    }

    /// Applies `f` to each payload op of operand 0 in turn (MLIR's
    /// `TransformEachOpTrait`); `f` returns, per result of `op`, the
    /// payload ops to append. A silenceable failure on one target does not
    /// stop the others; the failures are returned together, and the
    /// results are then empty.
    pub fn apply_each(
        &mut self,
        script: &Body,
        op: OpId,
        f: &mut dyn FnMut(&mut Self, PayloadOp) -> EachResult,
    ) -> Dsf {
        let n = script.num_results(op);
        let mut results: Vec<Vec<PayloadOp>> = vec![Vec::new(); n];
        let mut failures = Vec::new();
        for target in self.operand_ops(script, op, 0) {
            match f(self, target) {
                Ok(rs) => {
                    for (acc, r) in results.iter_mut().zip(rs) {
                        acc.extend(r);
                    }
                }
                Err(Dsf::Silenceable(d)) => failures.extend(d),
                Err(e) => return e,
            }
        }
        if !failures.is_empty() {
            return Dsf::Silenceable(failures);
        }
        for (i, r) in results.into_iter().enumerate() {
            match self.set_result_ops(script, op, i, r) {
                Dsf::Success => {}
                other => return other,
            }
        }
        Dsf::Success
    }

    /// Applies one script op.
    pub fn apply_op(&mut self, script: &Body, op: OpId) -> Dsf {
        let ctx = self.ctx;
        let opref = OpRef::new(ctx, script, op);
        let Some(iface) = opref
            .def()
            .and_then(|d| d.interfaces.get::<TransformOpInterface>())
            .copied()
        else {
            return Dsf::definite(
                ctx,
                script.op_loc(op),
                format!("'{}' op is not a transform op", opref.name_str()),
            );
        };
        let consumed = (iface.consumed)(self.library, opref);
        let loc = script.op_loc(op);
        // With the expensive checks, as in MLIR, a consumed operand
        // invalidates the handles aliasing it before the later operands are
        // checked, so an op cannot read a handle it consumes through
        // another operand (unless it allows repeated handles).
        let early = !self.options.disable_expensive_checks && !iface.allows_repeated_handles;
        // No operand may be an invalidated handle.
        for (i, v) in script.operands(op).enumerate() {
            let h = Handle::new(script, v);
            if let Some(inv) = self.state.invalidation(h).cloned() {
                let mut d = Diagnostic::error(script.op_loc(op), inv.message);
                for (l, n) in inv.notes {
                    d.attach_note(l, n);
                }
                ctx.emit(d);
                return Dsf::Definite;
            }
            if early && consumed.contains(&i) {
                self.invalidate_consumed(script, op, i, loc);
            }
        }
        if !self.options.disable_expensive_checks {
            // Only handles can be consumed; a parameter cannot.
            let mut by_position = consumed.clone();
            by_position.sort_unstable();
            for &i in &by_position {
                let v = script.operand(op, i);
                let ty = script.value_type(v);
                if handle_kind(ctx, ty) == HandleKind::Param {
                    let mut d = Diagnostic::error(
                        loc,
                        format!("unexpectedly consumed a value that is not a handle as operand #{i}"),
                    );
                    d.attach_note(
                        script.value_loc(v),
                        format!("value defined here with type '{}'", ctx.type_to_string(ty)),
                    );
                    ctx.emit(d);
                    return Dsf::Definite;
                }
            }
            if let Some(d) =
                self.check_repeated_consumption(script, op, &consumed, iface.allows_repeated_handles)
            {
                return d;
            }
        }
        if !early {
            for &i in &consumed {
                self.invalidate_consumed(script, op, i, loc);
            }
        }
        self.running.push((std::ptr::from_ref(script) as usize, op));
        let mut r = (iface.apply)(self, script, op);
        self.running.pop();
        if r.succeeded() {
            for v in script.results(op) {
                r = self.check_value(script, v);
                if !r.succeeded() {
                    break;
                }
            }
        }
        for &i in &consumed {
            self.state
                .drop_consumed(Handle::new(script, script.operand(op, i)));
        }
        // Every result is associated, with nothing if the op failed.
        for v in script.results(op) {
            let h = Handle::new(script, v);
            if !r.succeeded() || self.state.get(h).is_none() {
                let m = empty_mapping(ctx, script.value_type(v));
                self.state.set(h, script.value_loc(v), m);
            }
        }
        r
    }

    /// Invalidates the handles aliasing operand `i` of `op`, which `op`
    /// consumes.
    fn invalidate_consumed(&mut self, script: &Body, op: OpId, i: usize, loc: Location) {
        let h = Handle::new(script, script.operand(op, i));
        let op_loc = |p: &Payload<'_>, o: PayloadOp| p.body(o.body).map_or(loc, |b| b.op_loc(o.op));
        let value_loc =
            |p: &Payload<'_>, v: PayloadValue| p.body(v.body).map_or(loc, |b| b.value_loc(v.value));
        self.state
            .invalidate_for_consumed(self.payload, h, loc, i, &op_loc, &value_loc);
    }

    fn check_repeated_consumption(
        &self,
        script: &Body,
        op: OpId,
        consumed: &[usize],
        allows_repeated: bool,
    ) -> Option<Dsf> {
        // As in MLIR, an op allowing repeated handles skips the check.
        let checked: &[usize] = if allows_repeated { &[] } else { consumed };
        for &i in checked {
            let message = format!(
                "a handle passed as operand #{i} and consumed by this operation points to a payload entity more than once"
            );
            let mut seen = rustc_hash::FxHashSet::default();
            let repeated_op = self
                .operand_ops(script, op, i)
                .into_iter()
                .find(|&p| !seen.insert(p));
            let mut seen = rustc_hash::FxHashSet::default();
            let repeated_value = self
                .operand_values(script, op, i)
                .into_iter()
                .find(|&v| !seen.insert(v));
            let note = match (repeated_op, repeated_value) {
                (Some(p), _) => Some((self.op_loc(p), "repeated target op")),
                (None, Some(v)) => self
                    .payload
                    .body(v.body)
                    .map(|b| (b.value_loc(v.value), "repeated target value")),
                (None, None) => None,
            };
            if let Some((loc, what)) = note {
                let mut d = Diagnostic::error(script.op_loc(op), message);
                d.attach_note(loc, what);
                self.ctx.emit(d);
                return Some(Dsf::Definite);
            }
        }
        if !allows_repeated {
            let operands: Vec<ValueId> = script.operands(op).collect();
            for (i, &a) in operands.iter().enumerate() {
                if consumed.contains(&i) && operands.iter().enumerate().any(|(j, &b)| j != i && a == b) {
                    let d = Diagnostic::error(
                        script.op_loc(op),
                        format!("a handle passed as operand #{i} and consumed by this operation points to a payload entity more than once"),
                    );
                    self.ctx.emit(d);
                    return Some(Dsf::Definite);
                }
            }
        }
        None
    }

    /// Applies the ops of `block` (not its terminator) in order, stopping
    /// at the first failure.
    pub fn apply_block(&mut self, script: &Body, block: BlockId) -> Dsf {
        let ops: Vec<OpId> = script.block_ops(block).collect();
        for &op in &ops {
            if Some(op) == script.last_op(block) && self.is_terminator(script, op) {
                break;
            }
            match self.apply_op(script, op) {
                Dsf::Success => {}
                other => return other,
            }
        }
        Dsf::Success
    }

    fn is_terminator(&self, script: &Body, op: OpId) -> bool {
        OpRef::new(self.ctx, script, op)
            .def()
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::TERMINATOR))
    }

    /// The mappings of the operands of `block`'s terminator (a yield).
    pub fn yielded(&self, script: &Body, block: BlockId) -> Vec<Mapping> {
        match script.last_op(block) {
            Some(t) if self.is_terminator(script, t) => {
                script.operands(t).map(|v| self.mapping(script, v)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Binds the arguments of `block` to `args`, checking each against
    /// its type (MLIR's `mapBlockArguments`): a definite failure if one
    /// does not fit.
    pub fn bind_args(&mut self, script: &Body, block: BlockId, args: Vec<Mapping>) -> Dsf {
        let params: Vec<ValueId> = script.block_args(block).to_vec();
        for (v, m) in params.into_iter().zip(args) {
            self.set(script, v, m);
            let r = self.check_value(script, v);
            if !r.succeeded() {
                return r;
            }
        }
        Dsf::Success
    }

    /// Drops the associations of the values defined in `region` (when the
    /// region's scope ends).
    pub fn forget_region(&mut self, script: &Body, region: RegionId) {
        for b in script.region_blocks(region) {
            for &a in script.block_args(b) {
                self.state.forget(Handle::new(script, a));
            }
            for op in script.block_ops(b) {
                for v in script.results(op) {
                    self.state.forget(Handle::new(script, v));
                }
                // An isolated op's regions are in its own body, whose
                // values the op forgets itself.
                if script.child_body(op).is_some() {
                    continue;
                }
                for &r in script.regions_in_body(op) {
                    self.forget_region(script, r);
                }
            }
        }
    }

    /// Applies named sequence `name` to `args`: its results, or the
    /// failure.
    pub fn apply_named_sequence(
        &mut self,
        name: &str,
        args: Vec<Mapping>,
        loc: Location,
    ) -> Result<Vec<Mapping>, Dsf> {
        let library = self.library;
        let Some(seq) = library.get(name) else {
            return Err(Dsf::definite(
                self.ctx,
                loc,
                format!("unknown named sequence '{name}'"),
            ));
        };
        if self.call_stack.iter().any(|n| n == name) {
            return Err(Dsf::definite(
                self.ctx,
                loc,
                "recursion not allowed in named sequences",
            ));
        }
        let Some(entry) = seq.entry() else {
            return Err(Dsf::definite(
                self.ctx,
                loc,
                format!("cannot apply a named sequence declaration '@{name}'"),
            ));
        };
        self.call_stack.push(name.to_string());
        let outer_scope = std::mem::replace(&mut self.scope, seq.scope.clone());
        let r = match self.bind_args(&seq.body, entry, args) {
            Dsf::Success => self.apply_block(&seq.body, entry),
            failure => failure,
        };
        let out = match r {
            Dsf::Success => Ok(self.yielded(&seq.body, entry)),
            other => Err(other),
        };
        let region = seq.body.root_regions()[0];
        self.forget_region(&seq.body, region);
        self.call_stack.pop();
        self.scope = outer_scope;
        out
    }

    /// The library key of the symbol reference attribute `r`, resolved
    /// from the sequence being applied.
    pub fn resolve(&self, r: Attribute) -> Option<String> {
        self.library.resolve(self.ctx, &self.scope, r)
    }
}

/// Nothing, for a value of type `ty`.
pub fn empty_mapping(ctx: &Context, ty: Type) -> Mapping {
    match handle_kind(ctx, ty) {
        HandleKind::Value => Mapping::Values(Vec::new()),
        HandleKind::Param => Mapping::Params(Vec::new()),
        HandleKind::Op => Mapping::Ops(Vec::new()),
    }
}
