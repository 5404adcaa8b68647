//! The pattern fuzzer and the accuracy table of the static checks
//! (Lücke, "Precise Control of Compilers", §5.6 and Table 5.1).
//!
//! Each random pattern is a DAG of matched ops (one root, the others
//! consumed through their results; bounded operand and result counts;
//! mostly named ops, sometimes wildcards or terminators) and a rewrite of
//! one to three actions: replacing a matched op by a new op or by values,
//! erasing one, creating an op. The pattern must pass the PDL verifier.
//! Its inputs materialise the matcher as concrete IR in one block: each
//! topological order, wildcards as ordinary ops and, when
//! they can be, as the block's terminator, the matched results used by
//! nothing, by the terminator or by an op right after each of them, and
//! the values from outside the pattern as block arguments or as ops right
//! before their first users. Ground truth: the pattern applied to each input,
//! one rewrite at a time with the verifier after each, fails if some input
//! ends up invalid (or the rewrite cannot be carried out).

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use strata::ir::{Body, Context};
use strata::pdl_check::{check_pattern, Options, Severity};
use strata::rewrite::{apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig};
use strata::rewrite_pdl::{PdlOptions, PdlPatternModule};

/// The named op that is not a terminator (any operands and results).
const OP: &str = "test.ssacfg_region";
/// The named terminator (any operands, no results).
const TERM: &str = "test.return";
/// The ops of the input that use matched results outside the pattern: of
/// another name, so that named matchers do not take them for the ops they
/// stand beside.
const USER: &str = "test.elementwise_mappable";

/// A small deterministic generator (xorshift64*), so that a seed names a
/// corpus.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// True with probability `percent`%.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Where the input uses the matched ops' results outside the pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Uses {
    /// Nowhere.
    None,
    /// In the block's terminator.
    AtEnd,
    /// Only the root's results, in the block's terminator (the uses a
    /// match survives when matched ops may have no outside users).
    RootAtEnd,
    /// Right after each op.
    Early,
}

/// A value of the pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Val {
    /// A `pdl.operand` (a value from outside the matched ops).
    External(usize),
    /// Result `r` of matched op `i`.
    Result(usize, usize),
    /// Result `r` of the `c`-th op the rewrite creates.
    Created(usize, usize),
}

/// A matched op.
#[derive(Clone, Debug)]
struct Matched {
    /// `None` for a wildcard.
    name: Option<&'static str>,
    /// A wildcard marked `matches_terminator`.
    marked: bool,
    operands: Vec<Val>,
    results: usize,
}

/// One action of the rewrite.
#[derive(Clone, Debug)]
enum Action {
    /// Replace matched op `target` by a new op with these operands and as
    /// many results.
    ReplaceWithOp {
        target: usize,
        operands: Vec<Val>,
        created: usize,
    },
    /// Replace matched op `target` by values.
    ReplaceWithValues { target: usize, values: Vec<Val> },
    /// Erase matched op `target`.
    Erase { target: usize },
    /// Create an op.
    Create {
        operands: Vec<Val>,
        results: usize,
        created: usize,
    },
}

/// A generated pattern.
#[derive(Clone, Debug)]
pub struct Pattern {
    ops: Vec<Matched>,
    externals: usize,
    actions: Vec<Action>,
    created_results: Vec<usize>,
    /// Replacements keep the replaced op (`{keep}`).
    keep: bool,
}

impl Pattern {
    /// A random pattern.
    pub fn generate(rng: &mut Rng) -> Pattern {
        let k = 1 + rng.below(3);
        let mut ops: Vec<Matched> = Vec::with_capacity(k);
        let mut externals = 0;
        for i in 0..k {
            let root = i == k - 1;
            let roll = rng.below(10);
            let name = match roll {
                0 => None,
                1 if root => Some(TERM),
                _ => Some(OP),
            };
            let results = if name == Some(TERM) { 0 } else { rng.below(3) };
            let mut operands = Vec::new();
            for _ in 0..rng.below(3) {
                let producers: Vec<usize> = (0..i).filter(|&j| ops[j].results > 0).collect();
                if !producers.is_empty() && rng.chance(50) {
                    let j = producers[rng.below(producers.len())];
                    operands.push(Val::Result(j, rng.below(ops[j].results)));
                } else if externals > 0 && rng.chance(30) {
                    operands.push(Val::External(rng.below(externals)));
                } else {
                    operands.push(Val::External(externals));
                    externals += 1;
                }
            }
            ops.push(Matched {
                name,
                marked: false,
                operands,
                results,
            });
        }
        // Every op but the root feeds a later op, so the root is the only
        // one no matched op consumes.
        for j in (0..k.saturating_sub(1)).rev() {
            let used = ops[j + 1..].iter().any(|o| {
                o.operands
                    .iter()
                    .any(|v| matches!(v, Val::Result(p, _) if *p == j))
            });
            if used {
                continue;
            }
            if ops[j].results == 0 {
                ops[j].results = 1;
            }
            let user = j + 1 + rng.below(k - j - 1);
            let r = rng.below(ops[j].results);
            ops[user].operands.push(Val::Result(j, r));
        }
        let mut p = Pattern {
            ops,
            externals,
            actions: Vec::new(),
            created_results: Vec::new(),
            keep: false,
        };
        for _ in 0..1 + rng.below(3) {
            let action = p.random_action(rng);
            p.actions.push(action);
        }
        p
    }

    fn values(&self) -> Vec<Val> {
        let mut vals: Vec<Val> = (0..self.externals).map(Val::External).collect();
        for (i, o) in self.ops.iter().enumerate() {
            vals.extend((0..o.results).map(|r| Val::Result(i, r)));
        }
        for (c, &n) in self.created_results.iter().enumerate() {
            vals.extend((0..n).map(|r| Val::Created(c, r)));
        }
        vals
    }

    fn pick_values(&self, rng: &mut Rng, n: usize) -> Vec<Val> {
        let vals = self.values();
        if vals.is_empty() {
            return Vec::new();
        }
        (0..n).map(|_| vals[rng.below(vals.len())]).collect()
    }

    fn random_action(&mut self, rng: &mut Rng) -> Action {
        let target = rng.below(self.ops.len());
        let results = self.ops[target].results;
        match rng.below(4) {
            0 => {
                let count = rng.below(3);
                let operands = self.pick_values(rng, count);
                let created = self.created_results.len();
                self.created_results.push(results);
                Action::ReplaceWithOp {
                    target,
                    operands,
                    created,
                }
            }
            // Mostly the right number of values, sometimes not.
            1 => {
                let n = if rng.chance(85) { results } else { rng.below(3) };
                let values = self.pick_values(rng, n);
                Action::ReplaceWithValues { target, values }
            }
            2 => Action::Erase { target },
            _ => {
                let count = rng.below(3);
                let operands = self.pick_values(rng, count);
                let results = rng.below(2);
                let created = self.created_results.len();
                self.created_results.push(results);
                Action::Create {
                    operands,
                    results,
                    created,
                }
            }
        }
    }

    /// The pattern as a module of one `pdl.pattern`.
    pub fn to_pdl(&self) -> String {
        let mut s = String::from("module {\n  pdl.pattern : benefit(1) {\n    %t = pdl.type : i32\n");
        let used_externals: Vec<bool> = (0..self.externals)
            .map(|e| self.ops.iter().any(|o| o.operands.contains(&Val::External(e))))
            .collect();
        for (e, &used) in used_externals.iter().enumerate() {
            if used {
                s += &format!("    %e{e} = pdl.operand\n");
            }
        }
        for (i, o) in self.ops.iter().enumerate() {
            let name = match o.name {
                Some(n) => format!(" \"{n}\""),
                None if o.marked => " matches_terminator".to_string(),
                None => String::new(),
            };
            s += &format!(
                "    %op{i} = pdl.operation{name}{}{}\n",
                operand_list(&o.operands),
                type_list(o.results)
            );
            for r in 0..o.results {
                s += &format!("    %r{i}_{r} = pdl.result {r} of %op{i}\n");
            }
        }
        s += &format!("    pdl.rewrite %op{} {{\n", self.ops.len() - 1);
        let keep = if self.keep { " {keep}" } else { "" };
        for a in &self.actions {
            match a {
                Action::ReplaceWithOp {
                    target,
                    operands,
                    created,
                } => {
                    let n = self.created_results[*created];
                    s += &format!(
                        "      %c{created} = pdl.operation \"{OP}\"{}{}\n",
                        operand_list(operands),
                        type_list(n)
                    );
                    for r in 0..n {
                        s += &format!("      %c{created}_{r} = pdl.result {r} of %c{created}\n");
                    }
                    s += &format!("      pdl.replace %op{target} with %c{created}{keep}\n");
                }
                Action::ReplaceWithValues { target, values } => {
                    if values.is_empty() {
                        s += &format!("      pdl.replace %op{target} with (){keep}\n");
                    } else {
                        let names: Vec<String> = values.iter().map(val_name).collect();
                        let types = vec!["!pdl.value"; values.len()].join(", ");
                        s += &format!(
                            "      pdl.replace %op{target} with ({} : {types}){keep}\n",
                            names.join(", ")
                        );
                    }
                }
                Action::Erase { target } => s += &format!("      pdl.erase %op{target}\n"),
                Action::Create {
                    operands,
                    results,
                    created,
                } => {
                    s += &format!(
                        "      %c{created} = pdl.operation \"{OP}\"{}{}\n",
                        operand_list(operands),
                        type_list(*results)
                    );
                    for r in 0..*results {
                        s += &format!("      %c{created}_{r} = pdl.result {r} of %c{created}\n");
                    }
                }
            }
        }
        s += "    }\n  }\n}\n";
        s
    }

    /// The concrete programs the matcher matches.
    fn topological_orders(&self, placed: &mut Vec<bool>, order: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        let k = self.ops.len();
        if order.len() == k {
            out.push(order.clone());
            return;
        }
        for i in 0..k {
            let ready = !placed[i]
                && self.ops[i]
                    .operands
                    .iter()
                    .all(|v| !matches!(v, Val::Result(j, _) if !placed[*j]));
            if ready {
                placed[i] = true;
                order.push(i);
                self.topological_orders(placed, order, out);
                order.pop();
                placed[i] = false;
            }
        }
    }

    /// The inputs, a wildcard root without results also as the
    /// terminator.
    pub fn inputs(&self) -> Vec<String> {
        let k = self.ops.len();
        // Every topological order of the matched ops (at most 3! = 6).
        let mut orders = Vec::new();
        let mut order = Vec::with_capacity(k);
        self.topological_orders(&mut vec![false; k], &mut order, &mut orders);
        let root = k - 1;
        let mut out = Vec::new();
        for order in &orders {
            // A wildcard root without results may also be the terminator
            // (then it must come last).
            let wildcard_terms: &[bool] = if self.ops[root].name.is_none()
                && self.ops[root].results == 0
                && order.last() == Some(&root)
            {
                &[false, true]
            } else {
                &[false]
            };
            for &wild_term in wildcard_terms {
                for uses in [Uses::None, Uses::AtEnd, Uses::RootAtEnd, Uses::Early] {
                    for defined_externals in [false, true] {
                        out.push(self.program(order, wild_term, uses, defined_externals));
                    }
                }
            }
        }
        out
    }

    fn program(
        &self,
        order: &[usize],
        wildcard_root_is_terminator: bool,
        uses: Uses,
        defined_externals: bool,
    ) -> String {
        let root = self.ops.len() - 1;
        let args: Vec<String> = if defined_externals {
            Vec::new()
        } else {
            (0..self.externals).map(|e| format!("%e{e}: i32")).collect()
        };
        let mut s = format!("func.func @input({}) {{\n", args.join(", "));
        let mut root_is_terminator = false;
        let mut defined = vec![!defined_externals; self.externals];
        for &i in order {
            let o = &self.ops[i];
            // Values from outside the pattern defined by ops right before
            // their first user: as late as they can be.
            for v in &o.operands {
                if let Val::External(e) = *v {
                    if !defined[e] {
                        defined[e] = true;
                        s += &format!("  %e{e} = \"{OP}\"() : () -> i32\n");
                    }
                }
            }
            let name = match o.name {
                Some(n) => n,
                None if i == root && wildcard_root_is_terminator => TERM,
                None => OP,
            };
            root_is_terminator |= i == root && name == TERM;
            let results: Vec<String> = (0..o.results).map(|r| format!("%v{i}_{r}")).collect();
            let lhs = if results.is_empty() {
                String::new()
            } else {
                format!("{} = ", results.join(", "))
            };
            let operands: Vec<String> = o
                .operands
                .iter()
                .map(|v| match v {
                    Val::External(e) => format!("%e{e}"),
                    Val::Result(j, r) => format!("%v{j}_{r}"),
                    Val::Created(..) => unreachable!("matchers use no created values"),
                })
                .collect();
            s += &format!(
                "  {lhs}\"{name}\"({}) : ({}) -> ({})\n",
                operands.join(", "),
                vec!["i32"; operands.len()].join(", "),
                vec!["i32"; o.results].join(", ")
            );
            // A user outside the pattern right after the op: before the
            // root and anything the rewrite creates.
            if uses == Uses::Early && i != root && !results.is_empty() {
                s += &format!(
                    "  \"{USER}\"({}) : ({}) -> ()\n",
                    results.join(", "),
                    vec!["i32"; results.len()].join(", ")
                );
            }
        }
        if !root_is_terminator {
            let uses: Vec<String> = match uses {
                Uses::AtEnd => self
                    .ops
                    .iter()
                    .enumerate()
                    .flat_map(|(i, o)| (0..o.results).map(move |r| format!("%v{i}_{r}")))
                    .collect(),
                Uses::RootAtEnd => (0..self.ops[root].results)
                    .map(|r| format!("%v{root}_{r}"))
                    .collect(),
                Uses::None | Uses::Early => Vec::new(),
            };
            s += &format!(
                "  \"{TERM}\"({}) : ({}) -> ()\n",
                uses.join(", "),
                vec!["i32"; uses.len()].join(", ")
            );
        }
        s += "}\n";
        s
    }
}

fn val_name(v: &Val) -> String {
    match v {
        Val::External(e) => format!("%e{e}"),
        Val::Result(i, r) => format!("%r{i}_{r}"),
        Val::Created(c, r) => format!("%c{c}_{r}"),
    }
}

fn operand_list(vals: &[Val]) -> String {
    if vals.is_empty() {
        return String::new();
    }
    let names: Vec<String> = vals.iter().map(val_name).collect();
    format!(
        "({} : {})",
        names.join(", "),
        vec!["!pdl.value"; vals.len()].join(", ")
    )
}

fn type_list(n: usize) -> String {
    if n == 0 {
        return String::new();
    }
    format!(
        " -> ({} : {})",
        vec!["%t"; n].join(", "),
        vec!["!pdl.type"; n].join(", ")
    )
}

/// The static verdict on a parsed pattern module: whether the analysis
/// reports a violation.
fn static_fails(ctx: &Context, module: &Body, options: Options) -> bool {
    let Some((body, block)) = module_block(module) else {
        return true;
    };
    body.block_ops(block)
        .filter_map(|p| body.child_body(p))
        .any(|pb| {
            check_pattern(ctx, pb, options)
                .iter()
                .any(|f| f.severity == Severity::Violation)
        })
}

fn module_block(top: &Body) -> Option<(&Body, strata::ir::BlockId)> {
    let b = top.region_entry(*top.root_regions().first()?)?;
    let m = top.block_ops(b).next()?;
    let body = top.child_body(m)?;
    let block = body.region_entry(*body.root_regions().first()?)?;
    Some((body, block))
}

/// Whether applying the pattern breaks `input`: a rewrite that cannot be
/// carried out, or IR the verifier rejects after some rewrite.
fn runtime_fails(ctx: &Context, patterns: &FrozenPatternSet, input: &str) -> bool {
    let Ok(mut module) = strata::parse(ctx, "input", input) else {
        return false;
    };
    let config = GreedyConfig {
        max_rewrites: 1,
        max_iterations: 1,
        ..GreedyConfig::default()
    };
    // A rewrite the runtime refuses (erasing an op whose results are still
    // used, a replacement of the wrong size) reports an error: in MLIR it
    // is a crash or corrupt IR.
    let errors = Arc::new(AtomicUsize::new(0));
    let sink = errors.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        if d.severity == strata::ir::Severity::Error {
            sink.fetch_add(1, Ordering::Relaxed);
        }
    }));
    let mut failed = false;
    for _ in 0..8 {
        let step = std::panic::catch_unwind(AssertUnwindSafe(|| {
            let owner = None;
            let r = apply_patterns_greedily_nested_owned(ctx, owner, &mut module, patterns, config, false);
            let valid = errors.load(Ordering::Relaxed) == 0 && strata::verify(ctx, &module).is_ok();
            (r.changed, valid)
        }));
        match step {
            Err(_) | Ok((_, false)) => {
                failed = true;
                break;
            }
            Ok((false, true)) => break,
            Ok((true, true)) => {}
        }
    }
    ctx.remove_diagnostic_handler(handler);
    failed
}

/// The table's counts.
#[derive(Default, Debug)]
pub struct Table {
    pub static_pass_runtime_pass: usize,
    pub static_pass_runtime_fail: usize,
    pub static_fail_runtime_pass: usize,
    pub static_fail_runtime_fail: usize,
    /// Patterns the verifier rejected and were drawn again.
    pub redrawn: usize,
    pub inputs: usize,
    pub static_time: Duration,
    pub runtime_time: Duration,
    /// The first few false negatives (pattern text), for inspection.
    pub false_negatives: Vec<String>,
    /// The first few false positives.
    pub false_positives: Vec<String>,
}

/// Fuzzes `n` patterns from `seed`. With the thesis' proposals: wildcards
/// that match no terminator unless marked (a quarter of them are, drawn
/// apart from the patterns), matches rejected when matched ops have
/// outside users (`options`), replacements that keep the replaced op
/// (`keep`); each applies to both the check and the runs.
pub fn run(ctx: &Context, n: usize, seed: u64, options: Options, keep: bool) -> Table {
    let runtime_options = PdlOptions {
        wildcards_exclude_terminators: options.wildcards_exclude_terminators,
        check_unused: options.check_unused,
    };
    let mut table = Table::default();
    let previous_hook = std::panic::take_hook();
    // Rewrites that break the IR may panic inside the rewriter; those
    // count as runtime failures and are not reported.
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..n {
        let mut rng = Rng::new(seed.wrapping_add(i as u64));
        let mut marks = Rng::new(seed.wrapping_add(i as u64) ^ 0x6d61_726b);
        let (pattern, module) = loop {
            let mut p = Pattern::generate(&mut rng);
            p.keep = keep;
            if options.wildcards_exclude_terminators {
                for o in p.ops.iter_mut().filter(|o| o.name.is_none()) {
                    o.marked = marks.chance(25);
                }
            }
            match strata::parse(ctx, "pattern", &p.to_pdl()) {
                Ok(m) => break (p, m),
                Err(_) => table.redrawn += 1,
            }
        };
        if std::env::var_os("STRATA_PDL_FUZZ_TRACE").is_some() {
            eprintln!("pattern {i}:\n{}", pattern.to_pdl());
        }
        let t = Instant::now();
        let static_fail = static_fails(ctx, &module, options);
        table.static_time += t.elapsed();

        let t = Instant::now();
        let Some((pattern_body, _)) = module_block(&module) else {
            continue;
        };
        let compiled = match PdlPatternModule::with_options(ctx, pattern_body, runtime_options) {
            Ok(c) => c,
            Err(_) => continue,
        };
        let set = FrozenPatternSet::new(ctx, compiled.into_patterns());
        let inputs = pattern.inputs();
        table.inputs += inputs.len();
        let runtime_fail = inputs.iter().any(|input| runtime_fails(ctx, &set, input));
        table.runtime_time += t.elapsed();
        match (static_fail, runtime_fail) {
            (false, false) => table.static_pass_runtime_pass += 1,
            (false, true) => {
                table.static_pass_runtime_fail += 1;
                if table.false_negatives.len() < 5 {
                    table.false_negatives.push(pattern.to_pdl());
                }
            }
            (true, false) => {
                table.static_fail_runtime_pass += 1;
                if table.false_positives.len() < 5 {
                    table.false_positives.push(pattern.to_pdl());
                }
            }
            (true, true) => table.static_fail_runtime_fail += 1,
        }
    }
    std::panic::set_hook(previous_hook);
    table
}
