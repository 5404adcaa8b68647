//! Interprocedural propagation through symbol calls (the call-graph part
//! of MLIR's `DeadCodeAnalysis` and of its sparse forward analyses).
//!
//! Every callable with a body that is a symbol of a symbol table in the
//! analysed tree keeps the calls reaching it. A callable whose callers
//! are not all known (a public symbol, or one referenced other than by a
//! call) is entered with unknown arguments, as before; the others are
//! entered only once an executable call reaches them, with the join of
//! their callers' arguments. A call to a callable of the tree takes the
//! join of the operands of the callable's executable return-like
//! terminators as its results; other calls have unknown results.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::function_interface::{CallOpInterface, Callee};
use strata_ir::symbol_table::{is_symbol_table, symbol_name, symbol_uses, symbol_visibility, Visibility};
use strata_ir::{AttrKind, Attribute, Ident, OpId, OpRef, OpTraits};

use super::{BodyIndex, SparseForwardAnalysis, SparseForwardSolver};
use crate::call_graph::{callable_region, is_call, top_ops};

/// What is known of the calls reaching one callable.
#[derive(Default)]
pub(super) struct CallableState {
    /// Not every caller is known: entered with unknown arguments.
    unknown_callers: bool,
    /// The executable calls reaching it.
    callers: FxHashSet<(BodyIndex, OpId)>,
    /// Its executable terminators that return to the callers.
    returns: FxHashSet<(BodyIndex, OpId)>,
    /// One of its executable terminators is not return-like: the results
    /// of its calls are unknown.
    unknown_returns: bool,
}

impl<A: SparseForwardAnalysis> SparseForwardSolver<'_, A> {
    /// Finds the symbol tables of the tree and the callables in them, and
    /// marks those whose callers cannot all be known. Runs after the
    /// bodies are collected, before any op is visited.
    pub(super) fn init_callables(&mut self) {
        // Whether all uses of the `nested` symbols of each body's owner are
        // in the tree (MLIR's `walkSymbolTables`): a public table inherits
        // the answer of its enclosing table, a private one hides them, and
        // an op that is not a table hides what is nested in it. Bodies come
        // after their owners' bodies.
        let mut uses_visible = vec![true; self.bodies.len()];
        for t in 0..self.bodies.len() {
            let (is_table, visible) = match self.owner[t] {
                Some((pb, op)) => {
                    let body = self.bodies[pb];
                    let is_table = is_symbol_table(self.ctx, body, op);
                    let visible = !is_table
                        || uses_visible[pb]
                        || body.parent_op(op).is_some()
                        || symbol_visibility(self.ctx, body, op) == Visibility::Private;
                    (is_table, visible)
                }
                None => (
                    self.root_op.is_symbol_table,
                    !self.root_op.is_symbol_table || self.root_op.all_uses_visible,
                ),
            };
            uses_visible[t] = visible;
            if !is_table {
                continue;
            }
            let body = self.bodies[t];
            let mut symbols = FxHashMap::default();
            for op in top_ops(body) {
                if let Some(name) = symbol_name(self.ctx, body, op) {
                    symbols.entry(name).or_insert(op);
                }
                if symbol_name(self.ctx, body, op).is_some()
                    && body.child_body(op).is_some()
                    && callable_region(self.ctx, body, op).is_some()
                {
                    let unknown_callers = match symbol_visibility(self.ctx, body, op) {
                        Visibility::Public => true,
                        Visibility::Nested => !visible,
                        Visibility::Private => false,
                    };
                    let state = CallableState {
                        unknown_callers,
                        ..CallableState::default()
                    };
                    self.callables.insert((t, op), state);
                }
            }
            self.tables.insert(t, symbols);
        }
        // A callable referenced other than by a call may be called from
        // anywhere.
        let tables: Vec<BodyIndex> = self.tables.keys().copied().collect();
        for t in tables {
            let body = self.bodies[t];
            for u in symbol_uses(self.ctx, body, body.root_regions()) {
                if is_call(self.ctx, u.body, u.user) {
                    continue;
                }
                if let Some(target) = self.resolve_in_table(t, u.symbol_ref) {
                    if let Some(state) = self.callables.get_mut(&target) {
                        state.unknown_callers = true;
                    }
                }
            }
        }
    }

    /// The op `symbol` names, looked up in the table of body `t` and
    /// through nested tables for `@a::@b`.
    fn resolve_in_table(&self, t: BodyIndex, symbol: Attribute) -> Option<(BodyIndex, OpId)> {
        let AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(symbol) else {
            return None;
        };
        let mut cur = (t, self.lookup(t, *root)?);
        for &name in nested.iter() {
            let child = self.child_index(cur.0, cur.1)?;
            cur = (child, self.lookup(child, name)?);
        }
        Some(cur)
    }

    fn lookup(&self, t: BodyIndex, name: Ident) -> Option<OpId> {
        self.tables.get(&t)?.get(&name).copied()
    }

    /// The body of the nearest symbol table enclosing body `b`.
    fn enclosing_table(&self, mut b: BodyIndex) -> Option<BodyIndex> {
        loop {
            if self.tables.contains_key(&b) {
                return Some(b);
            }
            b = self.owner[b]?.0;
        }
    }

    /// The callable of the tree that call `op` of body `b` calls.
    fn resolve_call(&self, b: BodyIndex, op: OpId, iface: &CallOpInterface) -> Option<(BodyIndex, OpId)> {
        let Some(Callee::Symbol(sym)) = (iface.callee)(OpRef::new(self.ctx, self.bodies[b], op)) else {
            return None;
        };
        let target = self.resolve_in_table(self.enclosing_table(b)?, sym)?;
        self.callables.contains_key(&target).then_some(target)
    }

    /// The callables of the tree with a non-empty body whose callers are
    /// all known calls, as (symbol table body, op).
    pub(super) fn callables_with_known_callers(&self) -> Vec<(BodyIndex, OpId)> {
        let mut found: Vec<_> = self
            .callables
            .iter()
            .filter(|(_, state)| !state.unknown_callers)
            .map(|(&target, _)| target)
            .collect();
        found.sort_unstable();
        found
    }

    /// The callable of the tree a call `op` of body `b` resolves to (by
    /// symbol, from the nearest enclosing symbol table).
    pub(super) fn resolved_callee(&self, b: BodyIndex, op: OpId) -> Option<(BodyIndex, OpId)> {
        let iface = self
            .ctx
            .op_def(self.bodies[b].op_name(op))?
            .interfaces
            .get::<CallOpInterface>()?;
        self.resolve_call(b, op, iface)
    }

    /// Whether `op` of body `b` is a callable of the tree whose callers
    /// are all known: it is entered by its calls, not on its own.
    pub(super) fn is_called_only_by_known_calls(&self, b: BodyIndex, op: OpId) -> bool {
        self.callables.get(&(b, op)).is_some_and(|s| !s.unknown_callers)
    }

    /// An executable call: its callee becomes executable with the call's
    /// arguments, and its results join the callee's returned values.
    pub(super) fn visit_call(&mut self, b: BodyIndex, op: OpId, iface: &CallOpInterface) {
        let Some(target) = self.resolve_call(b, op, iface) else {
            self.set_results_unknown(b, op);
            return;
        };
        let state = self
            .callables
            .get_mut(&target)
            .expect("resolved callables are known");
        state.callers.insert((b, op));
        let (unknown_callers, unknown_returns) = (state.unknown_callers, state.unknown_returns);
        let returns: Vec<_> = state.returns.iter().copied().collect();
        if !unknown_callers {
            self.enter_callable(target, b, op, iface);
        }
        if unknown_returns {
            self.set_results_unknown(b, op);
            return;
        }
        for (rb, ret) in returns {
            self.join_returned(rb, ret, b, op);
        }
    }

    /// Enters callable `target` from call `op` of body `b`: the entry block
    /// is executable and its arguments join the call's arguments.
    fn enter_callable(&mut self, target: (BodyIndex, OpId), b: BodyIndex, op: OpId, iface: &CallOpInterface) {
        let Some(child) = self.child_index(target.0, target.1) else {
            return;
        };
        let callee = self.bodies[target.0];
        let Some(region) = callable_region(self.ctx, callee, target.1) else {
            return;
        };
        let Some(entry) = self.bodies[child].region_entry(region) else {
            return;
        };
        self.mark_executable(child, entry);
        let body = self.bodies[b];
        let args = (iface.arg_operands)(OpRef::new(self.ctx, body, op));
        let values: Vec<A::Lattice> = args.map(|i| self.value(b, body.operand(op, i))).collect();
        let params = self.bodies[child].block_args(entry).to_vec();
        for (k, p) in params.into_iter().enumerate() {
            let x = values.get(k).cloned().unwrap_or_else(|| self.entry(child, p));
            self.join(child, p, x);
        }
    }

    /// The results of call `op` (body `b`) join the operands of return
    /// `ret` (body `rb`).
    fn join_returned(&mut self, rb: BodyIndex, ret: OpId, b: BodyIndex, op: OpId) {
        let returned = self.operand_lattices(rb, ret);
        let results: Vec<_> = self.bodies[b].results(op).collect();
        for (k, r) in results.into_iter().enumerate() {
            let x = returned.get(k).cloned().unwrap_or_else(|| self.entry(b, r));
            self.join(b, r, x);
        }
    }

    /// A terminator of a callable's body region returns to the callable's
    /// calls; returns whether `op` (body `b`) was one.
    pub(super) fn visit_callable_terminator(&mut self, b: BodyIndex, op: OpId) -> bool {
        let Some(owner) = self.owner[b] else {
            return false;
        };
        let body = self.bodies[b];
        let in_callable_region = body
            .op_block(op)
            .and_then(|blk| body.block_region(blk))
            .is_some_and(|r| callable_region(self.ctx, self.bodies[owner.0], owner.1) == Some(r));
        let Some(state) = self.callables.get_mut(&owner).filter(|_| in_callable_region) else {
            return false;
        };
        let return_like = self
            .ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.has_trait(OpTraits::RETURN_LIKE));
        if !return_like {
            state.unknown_returns = true;
        } else {
            state.returns.insert((b, op));
        }
        let callers: Vec<_> = state.callers.iter().copied().collect();
        for (cb, call) in callers {
            if return_like {
                self.join_returned(b, op, cb, call);
            } else {
                self.set_results_unknown(cb, call);
            }
        }
        true
    }
}
