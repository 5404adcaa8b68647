//! The cost of the immutable IR: programs of nested `scf.if`s, each on a
//! chain of `arith.andi`s of constants, folded three ways:
//!
//! - destructive: the greedy driver on the mutable IR with two patterns
//!   (fold an `andi` of constants, inline an `scf.if` on a constant);
//! - cloning: the same bottom-up strategy on the mutable IR, which clones
//!   the function before each rewrite attempt so that a failed attempt can
//!   be undone;
//! - immutable: `top_down_all(try(repeat(fold_andi <+ fold_if)))` on the
//!   immutable IR (conversion to and from it timed apart).
//!
//! Run with `cargo run --release -p strata-elevate --example bench_elevate
//! [-- --quick]`; prints a Markdown table of the median times.

use std::time::{Duration, Instant};

use strata::ir::{AttrKind, BlockId, Body, Context, InsertPoint, OpId, OperationState, ValueId};
use strata::rewrite::{
    apply_patterns_greedily, FrozenPatternSet, GreedyConfig, NoListener, PatternRewriter, PatternRoot,
    RegionSimplifyLevel, RewritePattern,
};
use strata_elevate::rewrites::{fold_andi, fold_if};
use strata_elevate::{from_top_level, repeat, to_top_level, top_down_all, try_, Block};

/// `depth` nested `scf.if`s, each on a chain of `chain` `andi`s.
fn program(depth: usize, chain: usize) -> String {
    let mut s = String::from("func.func @f() {\n");
    for level in 0..depth {
        s += &format!("%t{level} = arith.constant true\n");
        let mut prev = format!("%t{level}");
        for i in 0..chain {
            s += &format!("%a{level}_{i} = arith.andi {prev}, %t{level} : i1\n");
            prev = format!("%a{level}_{i}");
        }
        s += &format!("scf.if {prev} {{\n");
    }
    s += "%z = arith.constant 0 : i32\n";
    for _ in 0..depth {
        s += "}\n";
    }
    s += "return\n}\n";
    s
}

/// The value of a boolean `arith.constant` defining `v`.
fn const_bool(ctx: &Context, body: &Body, v: ValueId) -> Option<bool> {
    let def = body.defining_op(v)?;
    if ctx.op_name_str(body.op_name(def)) != "arith.constant" {
        return None;
    }
    match ctx.attr_kind(ctx.dict_get_str(body.op_properties(def)?, "value")?) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Folds an `andi` of two boolean constants; returns the new constant.
fn fold_andi_mut(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "arith.andi" {
        return None;
    }
    let a = const_bool(ctx, body, body.operand(op, 0))?;
    let b = const_bool(ctx, body, body.operand(op, 1))?;
    let mut state = OperationState::new(ctx.op_name("arith.constant"), body.op_loc(op));
    state.result_types = vec![ctx.i1()];
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(a & b))]));
    Some(rw.replace_op_with_new(op, state))
}

/// Inlines the taken branch of an `scf.if` on a constant.
fn fold_if_mut(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "scf.if" {
        return false;
    }
    let Some(cond) = const_bool(ctx, body, body.operand(op, 0)) else {
        return false;
    };
    let region = body.regions_in_body(op)[if cond { 0 } else { 1 }];
    let Some(block) = body.region_entry(region) else {
        rw.erase_op(op);
        return true;
    };
    let Some(terminator) = body.last_op(block) else {
        return false;
    };
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    rw.erase_op(terminator);
    rw.inline_block_before(block, InsertPoint::Before(op), &[]);
    rw.replace_op(op, &yielded);
    true
}

struct FoldAndi;
impl RewritePattern for FoldAndi {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.andi")
    }
    fn debug_name(&self) -> &str {
        "FoldAndi"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        fold_andi_mut(rw, op).is_some()
    }
}

struct FoldIf;
impl RewritePattern for FoldIf {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("scf.if")
    }
    fn debug_name(&self) -> &str {
        "FoldIf"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        fold_if_mut(rw, op)
    }
}

/// The function's body in a parsed module.
fn func_body(top: &mut Body) -> &mut Body {
    let (module, block) = strata::module_body(top).expect("a module");
    let f = module.block_ops(block).next().expect("a function");
    module.child_body_mut(f).expect("a function body")
}

/// One rewrite attempt at `op` on a copy of the body, kept on success.
fn attempt(ctx: &Context, body: &mut Body, op: OpId) -> Option<Option<OpId>> {
    let mut copy = body.clone();
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut copy, &mut listener);
    let result = match fold_andi_mut(&mut rw, op) {
        Some(new) => Some(Some(new)),
        None => fold_if_mut(&mut rw, op).then_some(None),
    };
    if result.is_some() {
        *body = copy;
    }
    result
}

/// `bottom_up_all(try(repeat(fold)))` on the mutable IR, cloning before
/// each attempt.
fn cloning_bottom_up(ctx: &Context, body: &mut Body, block: BlockId) {
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for op in ops {
        let regions = body.regions_in_body(op).to_vec();
        for r in regions {
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            for b in blocks {
                cloning_bottom_up(ctx, body, b);
            }
        }
        let mut current = Some(op);
        while let Some(op) = current {
            match attempt(ctx, body, op) {
                Some(next) => current = next,
                None => break,
            }
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn time<T>(runs: usize, mut setup: impl FnMut() -> T, mut f: impl FnMut(T)) -> Duration {
    let times = (0..runs)
        .map(|_| {
            let input = setup();
            let start = Instant::now();
            f(input);
            start.elapsed()
        })
        .collect();
    median(times)
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let ctx = strata::context();
    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(FoldAndi), Box::new(FoldIf)]);
    let config = GreedyConfig {
        fold: false,
        cse_constants: false,
        region_simplify: RegionSimplifyLevel::Disabled,
        ..GreedyConfig::default()
    };
    // Top-down, as the greedy driver's worklist: an if is inlined before
    // its body is folded, so each level's ops move once.
    let strategy = top_down_all(try_(repeat(fold_andi(&ctx) | fold_if(&ctx))));
    if std::env::args().any(|a| a == "--profile-immutable") {
        // For a profiler: the immutable strategy alone, many times.
        let parsed = strata::parse(&ctx, "bench.mlir", &program(8, 128)).expect("the program parses");
        let module = from_top_level(&parsed).expect("converts").ops()[0].clone();
        for _ in 0..3000 {
            std::hint::black_box(strategy.apply(&module).expect("folds"));
        }
        return;
    }
    let depths: &[usize] = if quick { &[1, 8] } else { &[1, 8, 32, 128] };
    let chains: &[usize] = if quick { &[1, 16] } else { &[1, 16, 128] };
    let runs = if quick { 3 } else { 7 };
    println!("| depth | chain | ops | destructive (ms) | cloning (ms) | immutable (ms) | immutable / destructive | to + from immutable (ms) |");
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|");
    for &depth in depths {
        for &chain in chains {
            let source = program(depth, chain);
            let parsed = strata::parse(&ctx, "bench.mlir", &source).expect("the program parses");
            let ops = depth * (chain + 2) + 3;

            let destructive = time(
                runs,
                || parsed.clone(),
                |mut top| {
                    let result = apply_patterns_greedily(&ctx, func_body(&mut top), &patterns, config);
                    assert!(result.converged);
                    std::hint::black_box(top);
                },
            );

            // Quadratic: skipped where one run would take seconds.
            let cloning = (ops <= 5000).then(|| {
                time(
                    runs,
                    || parsed.clone(),
                    |mut top| {
                        let body = func_body(&mut top);
                        let entry = body.region_entry(body.root_regions()[0]).expect("an entry block");
                        cloning_bottom_up(&ctx, body, entry);
                        std::hint::black_box(top);
                    },
                )
            });

            let top = from_top_level(&parsed).expect("converts");
            let module = top.ops()[0].clone();
            let immutable = time(
                runs,
                || (),
                |()| {
                    std::hint::black_box(strategy.apply(&module).expect("folds"));
                },
            );
            let convert = time(
                runs,
                || (),
                |()| {
                    let top = from_top_level(&parsed).expect("converts");
                    std::hint::black_box(to_top_level(&top).expect("converts back"));
                },
            );

            // The three agree (the greedy driver also erases the dead
            // constants, so compare what is left of the ifs and andis).
            let folded = strategy.apply(&module).expect("folds");
            let text = strata::print(
                &ctx,
                &to_top_level(&Block::new(vec![], vec![folded])).expect("converts back"),
            );
            assert!(!text.contains("scf.if") && !text.contains("arith.andi"));
            let mut greedy = parsed.clone();
            apply_patterns_greedily(&ctx, func_body(&mut greedy), &patterns, config);
            let greedy_text = strata::print(&ctx, &greedy);
            assert!(!greedy_text.contains("scf.if") && !greedy_text.contains("arith.andi"));

            println!(
                "| {depth} | {chain} | {ops} | {} | {} | {} | {:.2} | {} |",
                ms(destructive),
                cloning.map_or("(skipped)".to_string(), ms),
                ms(immutable),
                immutable.as_secs_f64() / destructive.as_secs_f64(),
                ms(convert),
            );
        }
    }
}
