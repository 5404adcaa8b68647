//! Linear-time stress tests: parse + verify + print of inputs of growing
//! size, for shapes that tend to hide super-linear behaviour. For each
//! shape the time for 4n must stay within 2.5x of four times the time for
//! n (a quadratic step would take 16 times as long), for parse + print and
//! for verification separately.
//!
//! Timing tests are noisy and slow in debug builds, so they are ignored by
//! default:
//!
//! ```text
//! cargo test --release -p strata-asm --test stress -- --ignored --nocapture
//! ```
//!
//! `STRATA_STRESS_SCALE` (default 1.0) scales the sizes. The quick test
//! `every_shape_parses_at_a_small_size` runs in the normal suite.

use std::fmt::Write;
use std::time::{Duration, Instant};

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::Context;

/// `n` ops in one block, each using the previous result.
fn flat_ops(n: usize) -> String {
    let mut s = String::from("\"t.r\"() ({\n  %v0 = \"t.c\"() : () -> i32\n");
    for i in 1..n {
        let _ = writeln!(
            s,
            "  %v{i} = \"t.add\"(%v{}, %v0) {{k = {i} : i64}} : (i32, i32) -> i32",
            i - 1
        );
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// Nests of 150 regions, repeated to reach about `n` ops.
fn nested_regions(n: usize) -> String {
    let depth = 150;
    let mut s = String::new();
    for _ in 0..n / depth {
        for _ in 0..depth {
            s.push_str("\"t.r\"() ({\n");
        }
        s.push_str("\"t.a\"() : () -> ()\n");
        for _ in 0..depth {
            s.push_str("}) : () -> ()\n");
        }
    }
    s
}

/// One op with `n` operands (all the same value: one long use list).
fn many_operands(n: usize) -> String {
    let mut s = String::from("%a = \"t.c\"() : () -> i32\n\"t.use\"(");
    s.push_str(&vec!["%a"; n].join(", "));
    s.push_str(") : (");
    s.push_str(&vec!["i32"; n].join(", "));
    s.push_str(") -> ()\n");
    s
}

/// A region of `n` blocks, each branching to the next and to the last
/// (forward block references), plus one op with `n` successors.
fn many_blocks(n: usize) -> String {
    let mut s = String::from("\"t.r\"() ({\n");
    for i in 0..n {
        let _ = writeln!(s, "^bb{i}(%x{i}: i32):");
        let next = (i + 1).min(n - 1);
        let _ = writeln!(
            s,
            "  \"t.br\"(%x{i}, %x{i})[^bb{next}, ^bb{}] : (i32, i32) -> ()",
            n - 1
        );
    }
    s.push_str("}) : () -> ()\n\"t.r\"() ({\n  \"t.switch\"()[");
    let succs: Vec<String> = (1..n).map(|i| format!("^s{i}")).collect();
    s.push_str(&succs.join(", "));
    s.push_str("] : () -> ()\n");
    for i in 1..n {
        let _ = writeln!(s, "^s{i}:\n  \"t.ret\"() : () -> ()");
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// One attribute dictionary of `n` entries and an array of `n` elements.
fn big_dictionary(n: usize) -> String {
    let mut s = String::from("\"t.a\"() {");
    for i in 0..n {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "k{i} = {i} : i32");
    }
    s.push_str("} : () -> ()\n\"t.b\"() {arr = [");
    let items: Vec<String> = (0..n).map(|i| format!("\"s{i}\"")).collect();
    s.push_str(&items.join(", "));
    s.push_str("]} : () -> ()\n");
    s
}

/// `n` ops in the module body (a graph region), each using the result of
/// the op after it: every use is a forward reference.
fn forward_references(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        let _ = writeln!(s, "%v{i} = \"t.f\"(%v{}) : (i32) -> i32", (i + 1) % n);
    }
    s
}

/// `n` uses of one value spread over `n` ops, and results with `#N` uses.
fn long_use_chains(n: usize) -> String {
    let mut s = String::from("\"t.r\"() ({\n  %p:4 = \"t.c\"() : () -> (i32, i32, i32, i32)\n");
    for i in 0..n {
        let _ = writeln!(s, "  \"t.u\"(%p#{}, %p#0) : (i32, i32) -> ()", i % 4);
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// `n` ops written on one line.
fn one_line(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        let _ = write!(s, "%v{i} = \"t.a\"() : () -> i32 ");
    }
    s.push('\n');
    s
}

type Shape = (&'static str, fn(usize) -> String, usize);

const SHAPES: &[Shape] = &[
    ("flat ops", flat_ops, 100_000),
    ("nested regions", nested_regions, 60_000),
    ("many operands", many_operands, 100_000),
    ("many blocks and successors", many_blocks, 50_000),
    ("big dictionary", big_dictionary, 100_000),
    ("forward references", forward_references, 100_000),
    ("long use chains", long_use_chains, 100_000),
    ("one line", one_line, 100_000),
];

/// Parses, verifies and prints `src` (custom and generic form); returns
/// the time spent parsing and printing, and the time spent verifying.
fn run(src: &str) -> (Duration, Duration) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let messages = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let m2 = messages.clone();
    let _h = ctx.push_diagnostic_handler(Box::new(move |_, d| m2.lock().unwrap().push(d.message.clone())));
    let opts = ParseOptions::default();
    let t = Instant::now();
    let body = parse_source(&ctx, src, &opts)
        .unwrap_or_else(|_| panic!("parse failed: {:?}", messages.lock().unwrap()));
    let parse = t.elapsed();
    let t = Instant::now();
    assert!(
        strata_ir::verify_top_level(&ctx, &body).is_ok(),
        "verify failed: {:?}",
        messages.lock().unwrap()
    );
    let verify = t.elapsed();
    let t = Instant::now();
    let custom = print_top_level(&ctx, &body, &PrintOptions::default());
    let generic = print_top_level(
        &ctx,
        &body,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(!custom.is_empty() && !generic.is_empty());
    (parse + t.elapsed(), verify)
}

/// The best of three runs, separately for parse + print and verify.
fn best_times(src: &str) -> (Duration, Duration) {
    let runs: Vec<(Duration, Duration)> = (0..3).map(|_| run(src)).collect();
    (
        runs.iter().map(|r| r.0).min().unwrap(),
        runs.iter().map(|r| r.1).min().unwrap(),
    )
}

/// Shapes whose verification is known to be super-linear, with the reason:
/// the dominator tree is computed with the iterative Cooper-Harvey-Kennedy
/// algorithm, quadratic for a long chain of blocks that all branch to one
/// join block (`strata_ir::dominance`). Their parse + print time is still
/// checked.
const KNOWN_SUPERLINEAR_VERIFY: &[&str] = &["many blocks and successors"];

#[test]
fn every_shape_parses_at_a_small_size() {
    for &(_, gen, _) in SHAPES {
        run(&gen(600));
    }
}

#[test]
#[ignore = "timing; run in release with --ignored"]
fn time_grows_linearly() {
    let scale: f64 = std::env::var("STRATA_STRESS_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let ratio = |a: Duration, b: Duration| b.as_secs_f64() / a.as_secs_f64().max(1e-4);
    let mut failures = Vec::new();
    for &(name, gen, base) in SHAPES {
        let n = ((base as f64 * scale) as usize).max(1000);
        let (small, large) = (gen(n), gen(4 * n));
        let ((ps, vs), (pl, vl)) = (best_times(&small), best_times(&large));
        let (pr, vr) = (ratio(ps, pl), ratio(vs, vl));
        println!(
            "{name:28} n={n:>7}  parse+print {ps:>9.2?} -> {pl:>9.2?} ({pr:5.2}x)  verify {vs:>9.2?} -> {vl:>9.2?} ({vr:5.2}x)"
        );
        if pr > 4.0 * 2.5 {
            failures.push(format!(
                "{name}: parse + print of 4x the input took {pr:.1}x the time"
            ));
        }
        if vr > 4.0 * 2.5 && !KNOWN_SUPERLINEAR_VERIFY.contains(&name) {
            failures.push(format!("{name}: verifying 4x the input took {vr:.1}x the time"));
        }
    }
    assert!(failures.is_empty(), "super-linear: {failures:?}");
}
