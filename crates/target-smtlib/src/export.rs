//! The SMT-LIB exporter.
//!
//! Each solver scope becomes `; solver scope N`, the `declare-sort`s of
//! the uninterpreted sorts its values have, one command per statement op
//! (declarations, `assert`, `check-sat`, `push`, `pop`, `reset`,
//! `set-logic`) and a final `(reset)`. The term of an `assert` is printed
//! from its DAG of ops: every op's value gets a `let` binding (only the
//! values used more than once with `inline_single_use_values`), in the
//! order a depth-first walk from the asserted value reaches them, the last
//! operand first, so shared terms are printed once. Names come from a
//! per-scope namespace (`tmp`, `tmp_0`, ...; a declaration's prefix).
//!
//! The layout follows mlir-translate's, as observed: the lines of a chain
//! of `let`s are indented to its level (8 in a command, 8 past its
//! quantifier in a body); a quantifier's body starts on its own line, under
//! the quantifier when it is bound (`(let ((tmp (forall` puts it past the
//! binding's name), and, when written in place, under the enclosing body
//! (past the enclosing quantifier's column, less the column of the body
//! around that one when it is itself in place), 8 columns further in when
//! it follows a `let` or an annotation's `( ! `.

use std::collections::{HashMap, HashSet};

use strata_dialect_smt::{smt_type, SmtType};
use strata_ir::walk::{walk_all, WalkResult};
use strata_ir::{AttrKind, Body, Context, Failed, OpId, OpRef, Type, ValueDef, ValueId};

/// What the export can be asked (mlir-translate's options).
#[derive(Clone, Copy, Debug, Default)]
pub struct ExportOptions {
    /// `--smtlibexport-inline-single-use-values`: a value used once is
    /// written where it is used instead of being bound by a `let`.
    pub inline_single_use_values: bool,
}

pub(crate) fn export(
    ctx: &Context,
    top: &Body,
    options: &ExportOptions,
    out: &mut String,
) -> Result<(), Failed> {
    let mut index = 0usize;
    let mut result = Ok(());
    walk_all(top, &mut |body, op| {
        if ctx.op_name_str(body.op_name(op)) != "smt.solver" {
            return WalkResult::Advance;
        }
        let mut scope = Scope::new(ctx, *options, out);
        match scope.solver(OpRef::new(ctx, body, op), index) {
            Ok(()) => {
                index += 1;
                WalkResult::Skip
            }
            Err(f) => {
                result = Err(f);
                WalkResult::Interrupt
            }
        }
    });
    result
}

/// A name for each SMT-LIB symbol, unique in a solver scope.
#[derive(Default)]
struct Namespace {
    used: HashSet<String>,
    next: HashMap<String, usize>,
}

impl Namespace {
    fn fresh(&mut self, base: &str) -> String {
        if self.used.insert(base.to_string()) {
            return base.to_string();
        }
        let n = self.next.entry(base.to_string()).or_insert(0);
        loop {
            let name = format!("{base}_{n}");
            *n += 1;
            if self.used.insert(name.clone()) {
                return name;
            }
        }
    }
}

/// The export of one solver scope.
struct Scope<'a, 'o> {
    ctx: &'a Context,
    options: ExportOptions,
    out: &'o mut String,
    names: Namespace,
    /// The SMT-LIB text of each value printed so far, innermost quantifier
    /// scope last.
    values: Vec<HashMap<ValueId, String>>,
}

/// A chain of `let` bindings being printed.
struct Chain {
    /// The column of the quantifier whose body it is (0 for a command).
    base: usize,
    /// The `base` of the chain that quantifier is in (0 for a command).
    outer_base: usize,
    /// The column of its continuation lines.
    level: usize,
    /// How many `let`s are open.
    lets: usize,
    /// Whether it is the body of an annotated quantifier (after `( ! `).
    annotated: bool,
    text: String,
}

fn spaces(n: usize) -> String {
    " ".repeat(n)
}

fn unsupported(op: OpRef<'_>) -> Failed {
    op.emit_error("operation not supported for SMTLIB emission")
}

impl<'a, 'o> Scope<'a, 'o> {
    fn new(ctx: &'a Context, options: ExportOptions, out: &'o mut String) -> Self {
        Scope {
            ctx,
            options,
            out,
            names: Namespace::default(),
            values: vec![HashMap::new()],
        }
    }

    fn lookup(&self, v: ValueId) -> Option<&String> {
        self.values.iter().rev().find_map(|m| m.get(&v))
    }

    fn bind(&mut self, v: ValueId, text: String) {
        if let Some(m) = self.values.last_mut() {
            m.insert(v, text);
        }
    }

    // ---- sorts ---------------------------------------------------------------------------

    fn sort(&self, t: Type) -> String {
        match smt_type(self.ctx, t) {
            Some(SmtType::Bool) => "Bool".into(),
            Some(SmtType::Int) => "Int".into(),
            Some(SmtType::BitVector(w)) => format!("(_ BitVec {w})"),
            Some(SmtType::Array { domain, range }) => {
                format!("(Array {} {})", self.sort(domain), self.sort(range))
            }
            Some(SmtType::Sort { identifier, params }) if params.is_empty() => identifier,
            Some(SmtType::Sort { identifier, params }) => {
                let ps: Vec<String> = params.iter().map(|&p| self.sort(p)).collect();
                format!("({identifier} {})", ps.join(" "))
            }
            Some(SmtType::Func { domain, range }) => {
                let ds: Vec<String> = domain.iter().map(|&d| self.sort(d)).collect();
                format!("(({}) {})", ds.join(" "), self.sort(range))
            }
            None => self.ctx.type_to_string(t),
        }
    }

    /// The uninterpreted sorts of the results of the scope's ops, in the
    /// order they are met (a sort before its parameters), with their
    /// arities.
    fn declare_sorts(&mut self, body: &Body, roots: &[OpId]) -> Result<(), Failed> {
        let ctx = self.ctx;
        // Declaration order, and each name's arity.
        let mut sorts: Vec<String> = Vec::new();
        let mut arity: HashMap<String, usize> = HashMap::new();
        let mut seen: HashSet<Type> = HashSet::new();
        let mut failed = None;
        for &root in roots {
            if failed.is_some() {
                break;
            }
            body.walk(root, strata_ir::walk::WalkOrder::PreOrder, &mut |op| {
                for t in body.result_types(op) {
                    let mut stack = vec![t];
                    while let Some(t) = stack.pop() {
                        if !seen.insert(t) {
                            continue;
                        }
                        let Some(SmtType::Sort { identifier, params }) = smt_type(ctx, t) else {
                            continue;
                        };
                        match arity.get(&identifier) {
                            Some(&n) if n != params.len() => {
                                failed = Some(op);
                                return WalkResult::Interrupt;
                            }
                            Some(_) => {}
                            None => {
                                arity.insert(identifier.clone(), params.len());
                                sorts.push(format!("(declare-sort {identifier} {})\n", params.len()));
                            }
                        }
                        stack.extend(params.iter().rev());
                    }
                }
                WalkResult::Advance
            });
        }
        // The sorts met before a clash are declared already.
        for decl in sorts {
            self.out.push_str(&decl);
        }
        if let Some(op) = failed {
            return Err(OpRef::new(ctx, body, op)
                .emit_error("uninterpreted sorts with same identifier but different arity found"));
        }
        Ok(())
    }

    // ---- statements --------------------------------------------------------------------------

    fn solver(&mut self, solver: OpRef<'_>, index: usize) -> Result<(), Failed> {
        // The header comes first: errors below leave it written, as
        // mlir-translate's streamed output does.
        self.out.push_str(&format!("; solver scope {index}\n"));
        if solver.num_operands() > 0 || solver.num_results() > 0 {
            return Err(solver.emit_error("solver scopes with inputs or results are not supported"));
        }
        let ctx = self.ctx;
        let (body, regions) = solver.regions();
        // Only smt ops may be in a scope: the script has no concrete code.
        let mut foreign = None;
        for &r in regions {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    body.walk(op, strata_ir::walk::WalkOrder::PreOrder, &mut |o| {
                        if !ctx.op_name_str(body.op_name(o)).starts_with("smt.") {
                            foreign = Some(o);
                            return WalkResult::Interrupt;
                        }
                        WalkResult::Advance
                    });
                    if foreign.is_some() {
                        break;
                    }
                }
            }
        }
        if let Some(o) = foreign {
            return Err(OpRef::new(ctx, body, o).emit_error("solver must not contain any non-SMT operations"));
        }
        let tops: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .collect();
        self.declare_sorts(body, &tops)?;
        for &r in regions {
            for b in body.region_blocks(r) {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                for op in ops {
                    self.statement(OpRef::new(ctx, body, op))?;
                }
            }
        }
        self.out.push_str("(reset)\n");
        Ok(())
    }

    fn statement(&mut self, op: OpRef<'_>) -> Result<(), Failed> {
        let ctx = self.ctx;
        match op.name_str() {
            "smt.declare_fun" => {
                let prefix = op
                    .attr("namePrefix")
                    .and_then(|a| ctx.string_attr_value(a))
                    .unwrap_or("tmp");
                let name = self.names.fresh(prefix);
                let t = op.result_type(0);
                match smt_type(ctx, t) {
                    Some(SmtType::Func { domain, range }) => {
                        let ds: Vec<String> = domain.iter().map(|&d| self.sort(d)).collect();
                        self.out.push_str(&format!(
                            "(declare-fun {name} ({}) {})\n",
                            ds.join(" "),
                            self.sort(range)
                        ));
                    }
                    _ => self
                        .out
                        .push_str(&format!("(declare-const {name} {})\n", self.sort(t))),
                }
                self.bind(op.result(0), name);
            }
            "smt.assert" => {
                // Each assert binds its terms anew: only declarations are
                // shared between commands.
                let body = op.body;
                self.values.push(HashMap::new());
                let mut chain = Self::new_chain(0, 0, 8, false);
                let printed = self.print_chain(body, op.operand(0), &mut chain);
                self.values.pop();
                // On an error, the bindings written before it are output.
                self.out.push_str("(assert ");
                self.out.push_str(&chain.text);
                printed?;
                self.out.push_str(")\n");
            }
            "smt.check" => {
                if op.num_results() > 0 {
                    return Err(op.emit_error("must not have any result values"));
                }
                let (body, regions) = op.regions();
                for (&r, name) in regions.iter().zip(["sat", "unknown", "unsat"]) {
                    let nonempty = body.region_blocks(r).any(|b| {
                        body.block_ops(b)
                            .any(|o| ctx.op_name_str(body.op_name(o)) != "smt.yield")
                    });
                    if nonempty {
                        return Err(op.emit_error(format!("'{name}' region must be empty")));
                    }
                }
                self.out.push_str("(check-sat)\n");
            }
            "smt.reset" => self.out.push_str("(reset)\n"),
            "smt.push" | "smt.pop" => {
                let n = op
                    .attr("count")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map_or(0, |v| v.zext_u64());
                self.out.push_str(&format!("({} {n})\n", &op.name_str()[4..]));
            }
            "smt.set_logic" => {
                let logic = op
                    .attr("logic")
                    .and_then(|a| ctx.string_attr_value(a))
                    .unwrap_or("");
                self.out.push_str(&format!("(set-logic {logic})\n"));
            }
            // Terms are printed where they are asserted; those the export
            // has no SMT-LIB for are rejected wherever they are.
            "smt.bv2int" | "smt.int2bv" => return Err(unsupported(op)),
            "smt.int.abs" => return Err(op.emit_op_error("unknown SMT node")),
            _ => {}
        }
        Ok(())
    }

    // ---- terms -----------------------------------------------------------------------------------

    fn new_chain(base: usize, outer_base: usize, level: usize, annotated: bool) -> Chain {
        Chain {
            base,
            outer_base,
            level,
            lets: 0,
            annotated,
            text: String::new(),
        }
    }

    /// Constants print as literals, never bound.
    fn is_leaf(&self, body: &Body, op: OpId) -> bool {
        matches!(
            self.ctx.op_name_str(body.op_name(op)),
            "smt.constant" | "smt.bv.constant" | "smt.int.constant"
        )
    }

    /// Prints the term of `root` into `chain`: the `let`s it needs, the
    /// term, and the parentheses closing the `let`s.
    fn print_chain(&mut self, body: &Body, root: ValueId, chain: &mut Chain) -> Result<(), Failed> {
        let mut work = vec![root];
        while let Some(&v) = work.last() {
            if self.lookup(v).is_some() {
                work.pop();
                continue;
            }
            let Some(op) = body.defining_op(v) else {
                // A block argument not bound by a quantifier.
                let owner = match body.value_def(v) {
                    ValueDef::BlockArg(b, _) => body.block_parent_op(b),
                    _ => None,
                };
                return Err(match owner {
                    Some(o) => unsupported(OpRef::new(self.ctx, body, o)),
                    None => Failed,
                });
            };
            let before = work.len();
            for o in body.operands(op) {
                if self.lookup(o).is_none() {
                    work.push(o);
                }
            }
            if work.len() > before {
                continue;
            }
            self.print_value(body, op, v, chain)?;
            work.pop();
        }
        let text = self.lookup(root).cloned().unwrap_or_default();
        let text = after_lets(chain, text);
        chain.text.push_str(&text);
        chain.text.push_str(&")".repeat(chain.lets));
        Ok(())
    }

    /// Prints the op defining `v` (its operands printed): a literal, a
    /// term kept for its single use, or a `let` binding.
    fn print_value(&mut self, body: &Body, op: OpId, v: ValueId, chain: &mut Chain) -> Result<(), Failed> {
        let r = OpRef::new(self.ctx, body, op);
        if self.is_leaf(body, op) {
            let text = self.literal(r)?;
            self.bind(v, text);
            return Ok(());
        }
        let inline = self.options.inline_single_use_values && body.has_one_use(v);
        let name = if inline {
            None
        } else {
            Some(self.names.fresh("tmp"))
        };
        let quantifier = matches!(r.name_str(), "smt.forall" | "smt.exists");
        let text = match r.name_str() {
            "smt.forall" | "smt.exists" => {
                // mlir-translate's layout: a bound quantifier's body under
                // it; one written in place under the enclosing body (and
                // moved further in if it is written after a `let`, see
                // `after_lets`).
                let indent = match &name {
                    Some(n) => chain.level + 8 + n.len(),
                    None => chain.level + chain.base - chain.outer_base,
                };
                // Quantifiers written in place in its body are laid out
                // from its column, less the enclosing body's when it is
                // itself in place.
                let outer_base = if name.is_some() { 0 } else { chain.base };
                let text = self.quantifier(r, indent, outer_base);
                if let (Err(_), Some(n)) = (&text, &name) {
                    // mlir-translate has written the binding's start.
                    chain.text.push_str(&format!("(let (({n} "));
                }
                text?
            }
            _ => self.term(r)?,
        };
        match name {
            Some(n) => {
                let text = if quantifier { text } else { after_lets(chain, text) };
                chain
                    .text
                    .push_str(&format!("(let (({n} {text}))\n{}", spaces(chain.level)));
                chain.lets += 1;
                self.bind(v, n);
            }
            None => self.bind(v, text),
        }
        Ok(())
    }

    fn literal(&self, op: OpRef<'_>) -> Result<String, Failed> {
        let ctx = self.ctx;
        let value = op.attr("value").ok_or(Failed)?;
        Ok(match ctx.attr_kind(value) {
            AttrKind::Bool(b) => b.to_string(),
            AttrKind::Integer { value, .. } => value.to_string_signed(),
            _ => {
                let v = strata_dialect_smt::bv_attr_value(ctx, value).ok_or(Failed)?;
                bv_literal(v)
            }
        })
    }

    fn operand_text(&self, op: OpRef<'_>, from: usize) -> Vec<String> {
        op.operands()
            .skip(from)
            .map(|v| self.lookup(v).cloned().unwrap_or_default())
            .collect()
    }

    /// The term of an op that is not a quantifier or a literal.
    fn term(&self, op: OpRef<'_>) -> Result<String, Failed> {
        let ctx = self.ctx;
        let name = op.name_str();
        let args = self.operand_text(op, 0);
        let apply = |f: &str, args: &[String]| format!("({f} {})", args.join(" "));
        let pred = |cases: &[&'static str]| -> Result<&'static str, Failed> {
            let p = op
                .attr("pred")
                .and_then(|a| ctx.integer_attr_value(a))
                .map(|v| v.zext_u64() as usize);
            p.and_then(|i| cases.get(i).copied()).ok_or(Failed)
        };
        let width = |t: Type| strata_dialect_smt::bv_width(ctx, t).unwrap_or(0);
        Ok(match name {
            "smt.eq" => apply("=", &args),
            "smt.distinct" => apply("distinct", &args),
            "smt.ite" => apply("ite", &args),
            "smt.not" => apply("not", &args),
            "smt.and" => apply("and", &args),
            "smt.or" => apply("or", &args),
            "smt.xor" => apply("xor", &args),
            "smt.implies" => apply("=>", &args),
            "smt.apply_func" => apply(&args[0], &args[1..]),
            "smt.bv.cmp" => apply(
                pred(&[
                    "bvslt", "bvsle", "bvsgt", "bvsge", "bvult", "bvule", "bvugt", "bvuge",
                ])?,
                &args,
            ),
            "smt.bv.concat" => apply("concat", &args),
            "smt.bv.extract" => {
                let low = op
                    .attr("lowBit")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map_or(0, |v| v.zext_u64() as i64);
                let high = low + width(op.result_type(0)) - 1;
                apply(&format!("(_ extract {high} {low})"), &args)
            }
            "smt.bv.repeat" => {
                let input = width(op.operand_type(0)).max(1);
                let count = width(op.result_type(0)) / input;
                apply(&format!("(_ repeat {count})"), &args)
            }
            "smt.int.add" => apply("+", &args),
            "smt.int.mul" => apply("*", &args),
            "smt.int.sub" => apply("-", &args),
            "smt.int.div" => apply("div", &args),
            "smt.int.mod" => apply("mod", &args),
            "smt.int.cmp" => apply(pred(&["<", "<=", ">", ">="])?, &args),
            "smt.array.store" => apply("store", &args),
            "smt.array.select" => apply("select", &args),
            "smt.array.broadcast" => apply(&format!("(as const {})", self.sort(op.result_type(0))), &args),
            "smt.bv2int" | "smt.int2bv" => return Err(unsupported(op)),
            "smt.int.abs" => return Err(op.emit_op_error("unknown SMT node")),
            n => match n.strip_prefix("smt.bv.") {
                Some(
                    m @ ("not" | "neg" | "and" | "or" | "xor" | "add" | "mul" | "udiv" | "sdiv" | "urem"
                    | "srem" | "smod" | "shl" | "lshr" | "ashr"),
                ) => apply(&format!("bv{m}"), &args),
                _ => return Err(unsupported(op)),
            },
        })
    }

    /// `(forall ((x S) ...) body)`, with `( ! body :weight w :pattern (...))`
    /// when annotated; `indent` is the column of the body.
    fn quantifier(&mut self, op: OpRef<'_>, indent: usize, outer_base: usize) -> Result<String, Failed> {
        let ctx = self.ctx;
        if op.attr("noPattern").is_some() {
            return Err(op.emit_error("no-pattern attribute not supported yet"));
        }
        let weight = op
            .attr("weight")
            .and_then(|a| ctx.integer_attr_value(a))
            .map_or(0, |v| v.sext_i64());
        let (body, regions) = op.regions();
        let names: Vec<String> = op
            .attr("boundVarNames")
            .and_then(|a| ctx.array_attr_elements(a))
            .map(|l| {
                l.iter()
                    .map(|&s| ctx.string_attr_value(s).unwrap_or("tmp").to_string())
                    .collect()
            })
            .unwrap_or_default();
        let entry = body.region_blocks(regions[0]).next().ok_or(Failed)?;
        let args: Vec<ValueId> = body.block_args(entry).to_vec();
        self.values.push(HashMap::new());
        let mut vars = Vec::new();
        let mut bound = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let name = self.names.fresh(names.get(i).map_or("tmp", String::as_str));
            vars.push(format!("({name} {})", self.sort(body.value_type(a))));
            self.bind(a, name.clone());
            bound.push(name);
        }
        let annotated = weight != 0 || regions.len() > 1;
        let result = (|| {
            let mut text = format!("({} ({})\n", &op.name_str()[4..], vars.join(" "));
            let level = indent + 8;
            let yielded = yielded(body, regions[0]).ok_or(Failed)?;
            let mut chain = Self::new_chain(indent, outer_base, level, annotated);
            self.print_chain(body, yielded, &mut chain)?;
            if annotated {
                text.push_str(&spaces(level));
                text.push_str("( ! ");
            } else {
                text.push_str(&spaces(indent));
            }
            text.push_str(&chain.text);
            if weight != 0 {
                text.push_str(&format!(" :weight {weight}"));
            }
            if regions.len() > 1 {
                text.push_str(&format!("\n{}:pattern (", spaces(level)));
                for (k, &r) in regions[1..].iter().enumerate() {
                    if k > 0 {
                        text.push(' ');
                    }
                    if let Some(b) = body.region_blocks(r).next() {
                        for (&pa, name) in body.block_args(b).iter().zip(&bound) {
                            self.bind(pa, name.clone());
                        }
                        let term = body.block_ops(b).last().ok_or(Failed)?;
                        let ys: Vec<ValueId> = body.operands(term).collect();
                        for y in ys {
                            let mut chain = Self::new_chain(indent, outer_base, level, annotated);
                            self.print_chain(body, y, &mut chain)?;
                            text.push_str(&chain.text);
                        }
                    }
                }
                text.push(')');
            }
            if annotated {
                text.push(')');
            }
            text.push(')');
            Ok(text)
        })();
        self.values.pop();
        result
    }
}

/// A term written into a chain after its first `let` (or after the
/// `( ! ` of an annotated body): the lines of the quantifiers written in
/// place in it move 8 columns further in, as mlir-translate lays them out.
fn after_lets(chain: &Chain, text: String) -> String {
    if (chain.lets == 0 && !chain.annotated) || !text.contains('\n') {
        return text;
    }
    text.replace('\n', &format!("\n{}", spaces(8)))
}

/// The value the terminator of region `r` yields.
fn yielded(body: &Body, r: strata_ir::RegionId) -> Option<ValueId> {
    let b = body.region_blocks(r).next()?;
    let term = body.block_ops(b).last()?;
    body.operands(term).next()
}

/// `#x...` (hexadecimal) when the width is a multiple of four, `#b...`
/// otherwise, all digits written.
fn bv_literal(v: &strata_ir::APInt) -> String {
    let width = v.width() as usize;
    let bit = |i: usize| v.bit(i as u32);
    if width.is_multiple_of(4) {
        let mut s = String::from("#x");
        for d in (0..width / 4).rev() {
            let nibble = (0..4).fold(0u32, |acc, k| acc | (u32::from(bit(4 * d + k)) << k));
            s.push(char::from_digit(nibble, 16).unwrap_or('0'));
        }
        s
    } else {
        let mut s = String::from("#b");
        for i in (0..width).rev() {
            s.push(if bit(i) { '1' } else { '0' });
        }
        s
    }
}
