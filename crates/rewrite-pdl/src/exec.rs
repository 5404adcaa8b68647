//! Execution of compiled pattern functions: the matcher on a root op,
//! collecting matches, and a rewriter on a match.

use strata_ir::{Body, Context, Diagnostic, Location, OpId, OpRef, OperationState, Type, ValueId};

use crate::bytecode::{Addr, ByteCode, Function, Instr, RangeKind, Reg};
use crate::{Natives, PdlRewriter, PdlValue};

/// A match recorded by the matcher.
#[derive(Clone, Debug)]
pub struct Match {
    /// The pattern (index into [`ByteCode::patterns`]).
    pub pattern: u32,
    /// The rewriter function.
    pub rewriter: u32,
    /// The rewriter's arguments.
    pub inputs: Vec<PdlValue>,
    /// The pattern's benefit.
    pub benefit: u16,
}

enum Exit {
    Finalize,
    Continue,
}

struct Machine<'a, 'r, R: PdlRewriter> {
    ctx: &'a Context,
    func: &'a Function,
    regs: Vec<PdlValue>,
    natives: &'a Natives,
    rewriter: &'r mut R,
    code: &'a ByteCode,
    matches: Vec<Match>,
    /// Where created ops are placed and what their location is.
    loc: Location,
    /// Set when a rewrite cannot go on (a failed native rewrite or a
    /// malformed replacement).
    failed: bool,
    /// Set once the rewrite has changed the IR (even if it then fails).
    changed: bool,
}

thread_local! {
    static MATCHER_REGS: std::cell::RefCell<Vec<PdlValue>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs the matcher on `root` and returns its matches, best first (by
/// benefit, then in the order they were recorded).
pub fn run_matcher<R: PdlRewriter>(
    ctx: &Context,
    code: &ByteCode,
    natives: &Natives,
    rewriter: &mut R,
    root: OpId,
) -> Vec<Match> {
    // The register file is reused from run to run: every register is
    // written before it is read (the code is in SSA form), so stale values
    // of an earlier run are never seen, and nothing is allocated per op.
    let mut regs = MATCHER_REGS.with(|r| std::mem::take(&mut *r.borrow_mut()));
    if regs.len() < code.matcher.num_regs as usize {
        regs.resize(code.matcher.num_regs as usize, PdlValue::Null);
    }
    let mut m = Machine {
        ctx,
        func: &code.matcher,
        regs,
        natives,
        rewriter,
        code,
        matches: Vec::new(),
        loc: ctx.unknown_loc(),
        failed: false,
        changed: false,
    };
    if let Some(r) = m.regs.first_mut() {
        *r = PdlValue::Operation(root);
    }
    m.run(0);
    let regs = std::mem::take(&mut m.regs);
    MATCHER_REGS.with(|r| *r.borrow_mut() = regs);
    let mut matches = m.matches;
    matches.sort_by_key(|m| std::cmp::Reverse(m.benefit));
    matches
}

/// Runs the rewriter of `m`, creating ops before `root`. It fails if a
/// native rewrite fails, a replacement does not fit, or an op it erased
/// or replaced is used again.
pub fn run_rewriter<R: PdlRewriter>(
    ctx: &Context,
    code: &ByteCode,
    natives: &Natives,
    rewriter: &mut R,
    root: OpId,
    m: &Match,
) -> RewriteResult {
    let Some(func) = code.rewriters.get(m.rewriter as usize) else {
        return RewriteResult {
            succeeded: false,
            changed: false,
        };
    };
    let mut regs = vec![PdlValue::Null; func.num_regs as usize];
    for (r, v) in regs.iter_mut().zip(&m.inputs) {
        *r = v.clone();
    }
    let loc = rewriter.body().op_loc(root);
    rewriter.set_insertion_point(root);
    let mut machine = Machine {
        ctx,
        func,
        regs,
        natives,
        rewriter,
        code,
        matches: Vec::new(),
        loc,
        failed: false,
        changed: false,
    };
    machine.run(0);
    RewriteResult {
        succeeded: !machine.failed,
        changed: machine.changed,
    }
}

/// What running a rewriter did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RewriteResult {
    /// It ran to its end.
    pub succeeded: bool,
    /// It changed the IR (a failed rewrite may have).
    pub changed: bool,
}

impl<R: PdlRewriter> Machine<'_, '_, R> {
    fn body(&self) -> &Body {
        self.rewriter.body()
    }

    fn get(&self, r: Reg) -> &PdlValue {
        &self.regs[r as usize]
    }

    fn set(&mut self, r: Reg, v: PdlValue) {
        self.regs[r as usize] = v;
    }

    fn op(&self, r: Reg) -> Option<OpId> {
        match self.get(r) {
            PdlValue::Operation(op) if self.body().is_live(*op) => Some(*op),
            _ => None,
        }
    }

    /// Clears the registers holding `op` or its results before it goes
    /// away: the ids may be reused by ops created later, which a stale
    /// register must not name.
    fn forget(&mut self, op: OpId) {
        self.changed = true;
        let results: Vec<ValueId> = self.body().results(op).collect();
        for r in &mut self.regs {
            let stale = match r {
                PdlValue::Operation(o) => *o == op,
                PdlValue::Value(v) => results.contains(v),
                _ => false,
            };
            if stale {
                *r = PdlValue::Null;
            }
        }
    }

    fn fail(&mut self, message: String) {
        self.ctx.emit(Diagnostic::error(self.loc, message));
        self.failed = true;
    }

    /// Runs from `pc` until the function finalizes or the innermost
    /// `foreach` iteration continues.
    fn run(&mut self, mut pc: Addr) -> Exit {
        let func = self.func;
        loop {
            if self.failed {
                return Exit::Finalize;
            }
            let Some(instr) = func.code.get(pc as usize) else {
                return Exit::Finalize;
            };
            pc = match instr {
                Instr::Finalize => return Exit::Finalize,
                Instr::Continue => return Exit::Continue,
                Instr::Branch(d) => *d,
                Instr::ApplyConstraint {
                    name,
                    args,
                    results,
                    negated,
                    t,
                    f,
                } => {
                    let values: Vec<PdlValue> = args.iter().map(|&a| self.get(a).clone()).collect();
                    let out = match self.natives.constraints.get(&**name) {
                        Some(c) => c(&mut *self.rewriter, &values),
                        None => None,
                    };
                    let holds = out.is_some() != *negated;
                    if let Some(out) = out {
                        for (&r, v) in results.iter().zip(out) {
                            self.set(r, v);
                        }
                    }
                    if holds {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::ApplyRewrite { name, args, results } => {
                    let values: Vec<PdlValue> = args.iter().map(|&a| self.get(a).clone()).collect();
                    let out = match self.natives.rewrites.get(&**name) {
                        Some(f) => {
                            // Native code may change anything.
                            self.changed = true;
                            f(&mut *self.rewriter, &values)
                        }
                        None => None,
                    };
                    match out {
                        Some(out) => {
                            for (&r, v) in results.iter().zip(out) {
                                self.set(r, v);
                            }
                            pc + 1
                        }
                        None => {
                            self.failed = true;
                            return Exit::Finalize;
                        }
                    }
                }
                Instr::AreEqual { lhs, rhs, t, f } => {
                    if self.get(*lhs) == self.get(*rhs) {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::CheckAttribute { attr, value, t, f } => {
                    if *self.get(*attr) == PdlValue::Attribute(*value) {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::CheckOperandCount {
                    op,
                    count,
                    at_least,
                    t,
                    f,
                } => {
                    let n = self.op(*op).map(|o| self.body().num_operands(o));
                    pick_if(n.is_some_and(|n| count_ok(n, *count, *at_least)), *t, *f)
                }
                Instr::CheckResultCount {
                    op,
                    count,
                    at_least,
                    t,
                    f,
                } => {
                    let n = self.op(*op).map(|o| self.body().num_results(o));
                    pick_if(n.is_some_and(|n| count_ok(n, *count, *at_least)), *t, *f)
                }
                Instr::CheckOperationName { op, name, t, f } => {
                    if self.op(*op).is_some_and(|o| self.body().op_name(o) == *name) {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::CheckType { ty, value, t, f } => {
                    if *self.get(*ty) == PdlValue::Type(*value) {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::CheckTypes { tys, value, t, f } => {
                    if matches!(self.get(*tys), PdlValue::TypeRange(v) if v[..] == value[..]) {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::CreateAttribute { dst, value } => {
                    self.set(*dst, PdlValue::Attribute(*value));
                    pc + 1
                }
                Instr::CreateType { dst, value } => {
                    self.set(*dst, PdlValue::Type(*value));
                    pc + 1
                }
                Instr::CreateTypes { dst, value } => {
                    self.set(*dst, PdlValue::TypeRange(value.to_vec()));
                    pc + 1
                }
                Instr::CreateRange { dst, args, kind } => {
                    let v = match kind {
                        RangeKind::Value => PdlValue::ValueRange(self.values(args)),
                        RangeKind::Type => PdlValue::TypeRange(self.types(args)),
                    };
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::CreateOperation {
                    dst,
                    name,
                    operands,
                    attrs,
                    types,
                    inferred,
                } => {
                    let op = self.create_operation(*name, operands, attrs, types, *inferred);
                    match op {
                        Some(op) => self.set(*dst, PdlValue::Operation(op)),
                        None => return Exit::Finalize,
                    }
                    pc + 1
                }
                Instr::Erase { op } => {
                    let Some(op) = self.op(*op) else {
                        self.fail("cannot erase an op the rewrite already erased or replaced".to_string());
                        return Exit::Finalize;
                    };
                    if self.body().op_has_uses(op) {
                        let name = self.ctx.op_name_str(self.body().op_name(op)).to_string();
                        self.fail(format!("cannot erase '{name}': its results still have uses"));
                        return Exit::Finalize;
                    }
                    self.forget(op);
                    self.rewriter.erase_op(op);
                    pc + 1
                }
                Instr::Replace { op, values, keep } => {
                    let Some(op) = self.op(*op) else {
                        self.fail("cannot replace an op the rewrite already erased or replaced".to_string());
                        return Exit::Finalize;
                    };
                    let vals = self.values(values);
                    let n = self.body().num_results(op);
                    if vals.len() != n {
                        let name = self.ctx.op_name_str(self.body().op_name(op)).to_string();
                        self.fail(format!(
                            "cannot replace '{name}' ({n} results) with {} values",
                            vals.len()
                        ));
                        return Exit::Finalize;
                    }
                    if *keep {
                        // The op stays (with no uses left); the registers
                        // naming it stay valid.
                        self.changed = true;
                        let results: Vec<ValueId> = self.body().results(op).collect();
                        for (from, to) in results.into_iter().zip(vals) {
                            if from != to {
                                self.rewriter.replace_all_uses_with(from, to);
                            }
                        }
                    } else {
                        self.forget(op);
                        self.rewriter.replace_op(op, &vals);
                    }
                    pc + 1
                }
                Instr::Extract { dst, range, index } => {
                    let v = self.get(*range).range_element(*index as usize);
                    self.set(*dst, v.unwrap_or(PdlValue::Null));
                    pc + 1
                }
                Instr::Foreach {
                    range,
                    var,
                    body,
                    next,
                } => {
                    // The range register is not written by the body's
                    // instructions that bind `var`, but may be by others:
                    // iterate over a snapshot.
                    let range = self.get(*range).clone();
                    for i in 0..range.range_len() {
                        self.set(*var, range.range_element(i).unwrap_or(PdlValue::Null));
                        if let Exit::Finalize = self.run(*body) {
                            return Exit::Finalize;
                        }
                    }
                    *next
                }
                Instr::GetAttribute { dst, op, name } => {
                    let v = self
                        .op(*op)
                        .and_then(|o| self.body().op_attr(self.ctx, o, self.ctx.ident_str(*name)))
                        .map_or(PdlValue::Null, PdlValue::Attribute);
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetAttributeType { dst, attr } => {
                    let v = match self.get(*attr) {
                        PdlValue::Attribute(a) => strata_ods::constraints::attr_type(self.ctx, *a)
                            .map_or(PdlValue::Null, PdlValue::Type),
                        _ => PdlValue::Null,
                    };
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetDefiningOp { dst, value } => {
                    let v = match self.get(*value) {
                        PdlValue::Value(v) => Some(*v),
                        PdlValue::ValueRange(vs) => vs.first().copied(),
                        _ => None,
                    };
                    let d = v
                        .and_then(|v| self.body().defining_op(v))
                        .map_or(PdlValue::Null, PdlValue::Operation);
                    self.set(*dst, d);
                    pc + 1
                }
                Instr::GetOperand { dst, op, index } => {
                    let v = self
                        .op(*op)
                        .filter(|&o| (*index as usize) < self.body().num_operands(o))
                        .map_or(PdlValue::Null, |o| {
                            PdlValue::Value(self.body().operand(o, *index as usize))
                        });
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetResult { dst, op, index } => {
                    let v = self
                        .op(*op)
                        .filter(|&o| (*index as usize) < self.body().num_results(o))
                        .map_or(PdlValue::Null, |o| {
                            PdlValue::Value(self.body().result(o, *index as usize))
                        });
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetOperands {
                    dst,
                    op,
                    index,
                    range,
                } => {
                    let v = self.op(*op).map_or(PdlValue::Null, |o| {
                        let all: Vec<ValueId> = self.body().operands(o).collect();
                        self.group(o, all, *index, *range, 0)
                    });
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetResults {
                    dst,
                    op,
                    index,
                    range,
                } => {
                    let v = self.op(*op).map_or(PdlValue::Null, |o| {
                        let all: Vec<ValueId> = self.body().results(o).collect();
                        self.group(o, all, *index, *range, 1)
                    });
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::GetUsers { dst, value } => {
                    let values = match self.get(*value) {
                        PdlValue::Value(v) => vec![*v],
                        PdlValue::ValueRange(v) => v.clone(),
                        _ => Vec::new(),
                    };
                    let mut users = Vec::new();
                    for v in values {
                        // Uses are listed most recent first; users are
                        // reported in use order.
                        let mut us: Vec<OpId> = self.body().uses(v).map(|(u, _)| u).collect();
                        us.reverse();
                        users.extend(us);
                    }
                    self.set(*dst, PdlValue::OperationRange(users));
                    pc + 1
                }
                Instr::GetValueType { dst, value } => {
                    let v = match self.get(*value) {
                        PdlValue::Value(v) => PdlValue::Type(self.body().value_type(*v)),
                        PdlValue::ValueRange(vs) => {
                            PdlValue::TypeRange(vs.iter().map(|&v| self.body().value_type(v)).collect())
                        }
                        _ => PdlValue::Null,
                    };
                    self.set(*dst, v);
                    pc + 1
                }
                Instr::IsNotNull { value, t, f } => {
                    if *self.get(*value) != PdlValue::Null {
                        *t
                    } else {
                        *f
                    }
                }
                Instr::RecordMatch {
                    pattern,
                    rewriter,
                    inputs,
                    next,
                } => {
                    let benefit = self.code.patterns[*pattern as usize].benefit;
                    let inputs = inputs.iter().map(|&r| self.get(r).clone()).collect();
                    self.matches.push(Match {
                        pattern: *pattern,
                        rewriter: *rewriter,
                        inputs,
                        benefit,
                    });
                    *next
                }
                Instr::SwitchAttribute {
                    attr,
                    cases,
                    dests,
                    default,
                } => match self.get(*attr) {
                    PdlValue::Attribute(a) => pick(cases.iter().position(|c| c == a), dests, *default),
                    _ => *default,
                },
                Instr::SwitchOperandCount {
                    op,
                    cases,
                    dests,
                    default,
                } => {
                    let n = self.op(*op).map(|o| self.body().num_operands(o) as u32);
                    pick(
                        n.and_then(|n| cases.iter().position(|&c| c == n)),
                        dests,
                        *default,
                    )
                }
                Instr::SwitchResultCount {
                    op,
                    cases,
                    dests,
                    default,
                } => {
                    let n = self.op(*op).map(|o| self.body().num_results(o) as u32);
                    pick(
                        n.and_then(|n| cases.iter().position(|&c| c == n)),
                        dests,
                        *default,
                    )
                }
                Instr::SwitchOperationName {
                    op,
                    cases,
                    dests,
                    default,
                } => {
                    let n = self.op(*op).map(|o| self.body().op_name(o));
                    pick(
                        n.and_then(|n| cases.iter().position(|&c| c == n)),
                        dests,
                        *default,
                    )
                }
                Instr::SwitchType {
                    ty,
                    cases,
                    dests,
                    default,
                } => match self.get(*ty) {
                    PdlValue::Type(t) => pick(cases.iter().position(|c| c == t), dests, *default),
                    _ => *default,
                },
                Instr::SwitchTypes {
                    tys,
                    cases,
                    dests,
                    default,
                } => match self.get(*tys) {
                    PdlValue::TypeRange(ts) => {
                        pick(cases.iter().position(|c| c[..] == ts[..]), dests, *default)
                    }
                    _ => *default,
                },
            };
        }
    }

    /// The values of registers holding values or ranges of values,
    /// flattened.
    fn values(&self, regs: &[Reg]) -> Vec<ValueId> {
        let mut out = Vec::new();
        for &r in regs {
            match self.get(r) {
                PdlValue::Value(v) => out.push(*v),
                PdlValue::ValueRange(vs) => out.extend_from_slice(vs),
                _ => {}
            }
        }
        out
    }

    /// The types of registers holding types or ranges of types, flattened.
    fn types(&self, regs: &[Reg]) -> Vec<Type> {
        let mut out = Vec::new();
        for &r in regs {
            match self.get(r) {
                PdlValue::Type(t) => out.push(*t),
                PdlValue::TypeRange(ts) => out.extend_from_slice(ts),
                _ => {}
            }
        }
        out
    }

    /// Operand (`kind` 0) or result (`kind` 1) group `index` of `op`: by
    /// its segment sizes if it has them, else the values from `index` on
    /// (the group is taken as the trailing variadic one, as MLIR does).
    /// Without an index, everything.
    fn group(&self, op: OpId, all: Vec<ValueId>, index: Option<u32>, range: bool, kind: usize) -> PdlValue {
        let Some(index) = index else {
            return PdlValue::ValueRange(all);
        };
        let r = OpRef::new(self.ctx, self.body(), op);
        let index = index as usize;
        let slice: Option<&[ValueId]> = match segment_sizes(r, kind) {
            Some(sizes) => {
                let start: usize = sizes.iter().take(index).sum();
                sizes.get(index).and_then(|&n| all.get(start..start + n))
            }
            None => all.get(index..),
        };
        match slice {
            Some(s) if range => PdlValue::ValueRange(s.to_vec()),
            Some([v]) => PdlValue::Value(*v),
            _ => PdlValue::Null,
        }
    }

    fn create_operation(
        &mut self,
        name: strata_ir::OpName,
        operands: &[Reg],
        attrs: &[(strata_ir::Ident, Reg)],
        types: &[Reg],
        inferred: bool,
    ) -> Option<OpId> {
        let ctx = self.ctx;
        let operand_values = self.values(operands);
        let mut named: Vec<strata_ir::NamedAttribute> = Vec::new();
        for &(n, r) in attrs {
            if let PdlValue::Attribute(a) = self.get(r) {
                named.push((n, *a));
            }
        }
        let def = ctx.op_def(name);
        let (props, discardable): (Vec<_>, Vec<_>) = named
            .into_iter()
            .partition(|(n, _)| def.is_some_and(|d| d.inherent_attrs.contains(&ctx.ident_str(*n))));
        let mut state = OperationState::new(name, self.loc);
        state.operands = operand_values.clone();
        if !props.is_empty() {
            state.properties = Some(ctx.dictionary_attr(&props));
        }
        if !discardable.is_empty() {
            state.attributes = Some(ctx.dictionary_attr(&discardable));
        }
        if inferred {
            match infer_result_types(ctx, self.body(), name, &operand_values, &props) {
                Some(ts) => state.result_types = ts,
                None => {
                    let n = ctx.op_name_str(name).to_string();
                    self.fail(format!("failed to infer the result types of '{n}'"));
                    return None;
                }
            }
        } else {
            state.result_types = self.types(types);
        }
        state.populate_default_properties(ctx);
        self.changed = true;
        Some(self.rewriter.create(state))
    }
}

fn count_ok(n: usize, count: u32, at_least: bool) -> bool {
    let count = count as usize;
    if at_least {
        n >= count
    } else {
        n == count
    }
}

fn pick_if(cond: bool, t: Addr, f: Addr) -> Addr {
    if cond {
        t
    } else {
        f
    }
}

fn pick(found: Option<usize>, dests: &[Addr], default: Addr) -> Addr {
    found.and_then(|i| dests.get(i).copied()).unwrap_or(default)
}

/// The sizes of `op`'s operand (`kind` 0) or result (`kind` 1) groups,
/// from its segment sizes; `None` for an op without them.
fn segment_sizes(op: OpRef<'_>, kind: usize) -> Option<Vec<usize>> {
    let ctx = op.ctx;
    let attr = if kind == 0 {
        "operandSegmentSizes"
    } else {
        "resultSegmentSizes"
    };
    let sizes = strata_dialect_utils::attrs::dense_i32_values(ctx, op.attr(attr)?)?;
    Some(sizes.iter().map(|&s| s.max(0) as usize).collect())
}

/// The result types an op of `name` infers from its operands and
/// attributes (MLIR's `InferTypeOpInterface`, as ODS derives it).
fn infer_result_types(
    ctx: &Context,
    body: &Body,
    name: strata_ir::OpName,
    operands: &[ValueId],
    props: &[strata_ir::NamedAttribute],
) -> Option<Vec<Type>> {
    let spec = ctx.op_def(name)?.interfaces.get::<strata_ods::spec::SpecRef>()?.0;
    if !strata_ods::typed::infers_result_types(spec) {
        return None;
    }
    let mut b = strata_ods::typed::BuildState::new(ctx, spec, ctx.unknown_loc());
    // Operands by group, as in `group_sizes`.
    let singles = spec
        .operands
        .iter()
        .filter(|g| g.arity == strata_ods::Arity::Single)
        .count();
    let rest = operands.len().checked_sub(singles)?;
    let mut at = 0;
    for g in spec.operands {
        let n = if g.arity == strata_ods::Arity::Single {
            1
        } else {
            rest
        };
        b.operands(operands.get(at..at + n)?);
        at += n;
    }
    for (i, a) in spec.attributes.iter().enumerate() {
        let v = props
            .iter()
            .find(|(n, _)| ctx.ident_str(*n) == a.name)
            .map(|&(_, v)| v);
        b.attr(ctx, i, v);
    }
    b.try_infer_results(ctx, body).ok()?;
    Some(b.state.result_types)
}
