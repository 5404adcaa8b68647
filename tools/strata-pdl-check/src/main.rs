//! `strata-pdl-check`: the static checks of PDL rewrite patterns as a
//! command, on files of `pdl.pattern`s, and the pattern fuzzer that
//! measures them against running the patterns (`--fuzz N`).

#![forbid(unsafe_code)]

mod fuzz;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use strata::pdl_check::{InsertionPoint, Options};

#[derive(Parser)]
#[command(
    name = "strata-pdl-check",
    about = "Check PDL rewrite patterns for rewrites that may break the IR"
)]
struct Cli {
    /// Files holding `pdl.pattern`s.
    files: Vec<PathBuf>,
    /// Where new ops go: before-root (MLIR's rewriter) or after-root.
    #[arg(long, default_value = "before-root")]
    insertion_point: String,
    /// Assume an op matched by an unnamed `pdl.operation` is no terminator
    /// unless it is marked `matches_terminator` (and, when fuzzing, run
    /// the patterns so).
    #[arg(long)]
    wildcards_exclude_terminators: bool,
    /// Assume matches are rejected where a matched op other than the root
    /// has users outside the matched ops (and, when fuzzing, run the
    /// patterns so).
    #[arg(long)]
    check_unused: bool,
    /// When fuzzing, make every replacement keep the replaced op
    /// (`pdl.replace ... {keep}`).
    #[arg(long)]
    replace_keeps: bool,
    /// Also check the dialect constraints of the ops rewrites create, with
    /// z3.
    #[arg(long)]
    dialect_constraints: bool,
    /// The time limit of one solver call, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    solver_time_limit: u64,
    /// Fuzz this many random patterns and print the accuracy table.
    #[arg(long)]
    fuzz: Option<usize>,
    /// The fuzzer's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print the first false negatives of the fuzzer.
    #[arg(long)]
    show_false_negatives: bool,
    /// Print the first false positives of the fuzzer.
    #[arg(long)]
    show_false_positives: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let insertion_point = match cli.insertion_point.as_str() {
        "before-root" => InsertionPoint::BeforeRoot,
        "after-root" => InsertionPoint::AfterRoot,
        other => {
            eprintln!("strata-pdl-check: unknown insertion point '{other}' (before-root or after-root)");
            return ExitCode::FAILURE;
        }
    };
    let options = Options {
        insertion_point,
        wildcards_exclude_terminators: cli.wildcards_exclude_terminators,
        check_unused: cli.check_unused,
        ..Options::default()
    };
    let ctx = strata::context();
    if let Some(n) = cli.fuzz {
        let table = fuzz::run(&ctx, n, cli.seed, options, cli.replace_keeps);
        print_table(n, cli.seed, &table);
        if cli.show_false_negatives {
            for p in &table.false_negatives {
                println!("\nfalse negative:\n{p}");
            }
        }
        if cli.show_false_positives {
            for p in &table.false_positives {
                println!("\nfalse positive:\n{p}");
            }
        }
        return ExitCode::SUCCESS;
    }
    if cli.files.is_empty() {
        eprintln!("strata-pdl-check: no input files (or --fuzz N)");
        return ExitCode::FAILURE;
    }
    let mut failed = false;
    let pipeline = format!(
        "builtin.module(pdl-check{{insertion-point={} wildcards-exclude-terminators={} check-unused={} dialect-constraints={} solver-time-limit={}}})",
        cli.insertion_point,
        cli.wildcards_exclude_terminators,
        cli.check_unused,
        cli.dialect_constraints,
        cli.solver_time_limit
    );
    for f in &cli.files {
        let name = f.display().to_string();
        let text = match std::fs::read(f) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(t) => t,
                Err(_) => {
                    eprintln!("{name}: error: the file is not UTF-8 text");
                    failed = true;
                    continue;
                }
            },
            Err(e) => {
                eprintln!("{name}: error: cannot open the file: {e}");
                failed = true;
                continue;
            }
        };
        let mut module = match strata::parse(&ctx, &name, &text) {
            Ok(m) => m,
            Err(e) => {
                eprint!("{e}");
                failed = true;
                continue;
            }
        };
        if let Err(e) = strata::run_pipeline(&ctx, &mut module, &pipeline) {
            eprint!("{e}");
            failed = true;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn print_table(n: usize, seed: u64, t: &fuzz::Table) {
    let fp = t.static_fail_runtime_pass;
    let fneg = t.static_pass_runtime_fail;
    let pct = |x: usize| 100.0 * x as f64 / n.max(1) as f64;
    println!(
        "{n} fuzzed patterns (seed {seed}, each accepted by the PDL verifier; {} redrawn), {} inputs run",
        t.redrawn, t.inputs
    );
    println!();
    println!("|             | runtime pass | runtime fail |");
    println!("|-------------|-------------:|-------------:|");
    println!(
        "| static pass | {:>12} | {:>12} |",
        t.static_pass_runtime_pass, t.static_pass_runtime_fail
    );
    println!(
        "| static fail | {:>12} | {:>12} |",
        t.static_fail_runtime_pass, t.static_fail_runtime_fail
    );
    println!();
    println!(
        "false positives: {fp} ({:.2}%), false negatives: {fneg} ({:.2}%)",
        pct(fp),
        pct(fneg)
    );
    println!(
        "time per pattern: static check {:.1} us, running the inputs {:.1} us",
        t.static_time.as_secs_f64() * 1e6 / n.max(1) as f64,
        t.runtime_time.as_secs_f64() * 1e6 / n.max(1) as f64
    );
}
