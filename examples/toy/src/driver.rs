//! The command line of the tutorial's `toyc-chN` compilers:
//! `toyc-chN file.toy -emit=ast|mlir|mlir-affine|mlir-llvm|llvm|jit [-opt]
//! [-mlir-print-debuginfo] [-x toy|mlir]` (the lowerings from chapter 5
//! and 6 on).

use std::sync::{Arc, Mutex};

use clap::Parser as _;
use strata::opt_main::render::{FilePos, Renderer};
use strata::opt_main::source_mgr::{SourceBuffer, SourceMgr};

/// What a chapter's compiler can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Chapter {
    Ch1 = 1,
    Ch2 = 2,
    Ch3 = 3,
    Ch4 = 4,
    Ch5 = 5,
    Ch6 = 6,
    Ch7 = 7,
}

#[derive(clap::Parser, Debug)]
#[command(
    about = "The Toy tutorial's compiler (long options may take one dash, as in the tutorial: -emit=mlir)"
)]
struct Cli {
    /// The input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// What to print: `ast`, `mlir`; from chapter 5 `mlir-affine`; from
    /// chapter 6 `mlir-llvm`, `llvm` (LLVM IR), or `jit` (run `main`).
    #[arg(long = "emit", value_name = "ast|mlir|mlir-affine|mlir-llvm|llvm|jit")]
    emit: Option<String>,
    /// The input language: `toy`, or `mlir` (the default for `.mlir` files).
    #[arg(short = 'x', value_name = "toy|mlir")]
    input_type: Option<String>,
    /// Runs the chapter's optimizations.
    #[arg(long = "opt")]
    opt: bool,
    /// Prints locations in the MLIR output.
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,
    /// Prints the pass pipeline's execution time report (as the
    /// tutorial's compilers do with MLIR's pass manager options).
    #[arg(long = "mlir-timing")]
    timing: bool,
}

/// The tutorial spells long options with one dash (`-emit=mlir`); clap
/// wants two.
fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            let long = ["-emit", "-opt", "-mlir-print-debuginfo", "-mlir-timing"]
                .iter()
                .any(|o| a == *o || a.starts_with(&format!("{o}=")));
            if i > 0 && long {
                format!("-{a}")
            } else if i > 0 && a.starts_with("-x=") {
                format!("-x{}", &a[3..])
            } else {
                a
            }
        })
        .collect()
}

fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("could not read standard input: {e}"))?;
        return Ok(s);
    }
    std::fs::read_to_string(path).map_err(|e| format!("could not open input file '{path}': {e}"))
}

/// Runs the compiler of `chapter` on the process's arguments; the exit
/// code.
pub fn main(chapter: Chapter) -> i32 {
    let cli = match Cli::try_parse_from(normalize(std::env::args())) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 1 } else { 0 };
        }
    };
    match run(chapter, &cli) {
        Ok(()) => 0,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("{message}");
            }
            1
        }
    }
}

fn run(chapter: Chapter, cli: &Cli) -> Result<(), String> {
    let source = read_input(&cli.input)?;
    let is_mlir = match cli.input_type.as_deref() {
        Some("mlir") => true,
        Some("toy") => false,
        Some(other) => return Err(format!("unknown input type '{other}': expected toy or mlir")),
        None => cli.input.ends_with(".mlir"),
    };
    let emit = match cli.emit.as_deref() {
        Some("ast") => Emit::Ast,
        Some("mlir") if chapter >= Chapter::Ch2 => Emit::Mlir(Level::Toy),
        Some("mlir-affine") if chapter >= Chapter::Ch5 => Emit::Mlir(Level::Affine),
        Some("mlir-llvm") if chapter >= Chapter::Ch6 => Emit::Mlir(Level::Llvm),
        Some("llvm") if chapter >= Chapter::Ch6 => Emit::LlvmIr,
        Some("jit") if chapter >= Chapter::Ch6 => Emit::Jit,
        None => return Err("no output requested: use -emit=ast or -emit=mlir".into()),
        Some(other) => return Err(format!("unknown -emit value '{other}' for this chapter")),
    };
    match emit {
        Emit::Ast => {
            if is_mlir {
                return Err("can't dump a Toy AST when the input is MLIR".into());
            }
            let module = parse_toy(chapter, &cli.input, &source)?;
            eprint!("{}", crate::ast::dump(&module));
            Ok(())
        }
        Emit::Mlir(level) => {
            let input = if is_mlir {
                Input::Mlir(&source)
            } else {
                Input::Toy(parse_toy(chapter, &cli.input, &source)?)
            };
            let sm = sources(chapter, &cli.input, &source);
            let ctx = context(chapter);
            let module = lower(chapter, &ctx, &cli.input, input, level, cli.opt, cli.timing, &sm)?;
            let text = print(&ctx, &module, cli.debug_info);
            // The tutorial's compilers dump the module with one newline
            // after it.
            println!("{}", text.trim_end_matches('\n'));
            Ok(())
        }
        Emit::LlvmIr | Emit::Jit => {
            let input = if is_mlir {
                Input::Mlir(&source)
            } else {
                Input::Toy(parse_toy(chapter, &cli.input, &source)?)
            };
            let ctx = context(chapter);
            let sm = sources(chapter, &cli.input, &source);
            let module = lower(
                chapter,
                &ctx,
                &cli.input,
                input,
                Level::Llvm,
                cli.opt,
                cli.timing,
                &sm,
            )?;
            if matches!(emit, Emit::LlvmIr) {
                print!(
                    "{}",
                    strata::translate_to_llvm_ir(&ctx, &module).map_err(|e| e.to_string())?
                );
                Ok(())
            } else {
                run_main(&ctx, &module, cli.opt)
            }
        }
    }
}

/// What [`compile`] reads: a Toy program's AST, or MLIR text.
pub enum Input<'a> {
    Toy(crate::ast::Module),
    Mlir(&'a str),
}

/// The MLIR output of chapter `chapter`'s compiler (`-emit=mlir`) for an
/// input named `file`: MLIRGen or the parsed MLIR, then the chapter's
/// pipeline if `opt`, printed with locations if `debug_info`. Errors are
/// rendered diagnostics.
pub fn compile(
    chapter: Chapter,
    file: &str,
    input: Input<'_>,
    opt: bool,
    debug_info: bool,
) -> Result<String, String> {
    compile_to(chapter, file, input, Level::Toy, opt, debug_info)
}

/// [`compile`], lowered to `level` (see [`pipeline_to`]).
pub fn compile_to(
    chapter: Chapter,
    file: &str,
    input: Input<'_>,
    level: Level,
    opt: bool,
    debug_info: bool,
) -> Result<String, String> {
    compile_with(chapter, file, input, level, opt, debug_info, &SourceMgr::new())
}

/// [`compile_to`], with diagnostics quoting their source lines from `sm`.
fn compile_with(
    chapter: Chapter,
    file: &str,
    input: Input<'_>,
    level: Level,
    opt: bool,
    debug_info: bool,
    sm: &SourceMgr,
) -> Result<String, String> {
    let ctx = context(chapter);
    let module = lower(chapter, &ctx, file, input, level, opt, false, sm)?;
    Ok(print(&ctx, &module, debug_info))
}

/// The module's text, with locations if `debug_info`.
fn print(ctx: &strata::ir::Context, module: &strata::ir::Body, debug_info: bool) -> String {
    let options = strata::asm::PrintOptions {
        debug_info,
        ..Default::default()
    };
    strata::asm::print_top_level(ctx, module, &options)
}

/// A context with Strata's dialects and chapter `chapter`'s `toy`.
fn context(chapter: Chapter) -> strata::ir::Context {
    let mut ctx = strata::context();
    crate::dialect::register_for_chapter(&mut ctx, chapter as u32);
    strata::asm::install_note_printer(&ctx);
    ctx
}

/// MLIRGen (or parsing), then the pipeline for `level` and `opt` (its
/// time report on standard error if `timing`).
#[allow(clippy::too_many_arguments)]
fn lower(
    chapter: Chapter,
    ctx: &strata::ir::Context,
    file: &str,
    input: Input<'_>,
    level: Level,
    opt: bool,
    timing: bool,
    sm: &SourceMgr,
) -> Result<strata::ir::Body, String> {
    let mut module = match input {
        Input::Mlir(text) => {
            let options = strata::asm::ParseOptions {
                file_name: file,
                ..Default::default()
            };
            capture(chapter, ctx, sm, || {
                let body = strata::asm::parse_source(ctx, text, &options)?;
                strata::ir::verify_top_level(ctx, &body)?;
                Ok(body)
            })
            .map_err(|e| format!("{e}\nError can't load file {file}"))?
        }
        Input::Toy(ast) => {
            let options = crate::mlirgen::GenOptions {
                private_callees: chapter >= Chapter::Ch4,
                skip_failed_functions: chapter < Chapter::Ch7,
            };
            let (top, errors) = crate::mlirgen::mlir_gen_unverified(ctx, &ast, options)
                .map_err(|e| render_gen_error(chapter, ctx, sm, e))?;
            // Errors that did not stop MLIRGen are reported and the
            // compilation goes on, as with the tutorial's compilers.
            for e in errors {
                eprintln!("{}", render_gen_error(chapter, ctx, sm, e));
            }
            capture(chapter, ctx, sm, || {
                strata::ir::verify_top_level(ctx, &top).inspect_err(|_| {
                    // The tutorial's MLIRGen reports the failure on the module
                    // after the verifier's own errors.
                    let _ = ctx.emit_error(ctx.unknown_loc(), "module verification error");
                })
            })?;
            top
        }
    };
    optimize(
        chapter,
        pipeline_to(chapter, level, opt),
        ctx,
        &mut module,
        timing,
        sm,
    )?;
    Ok(module)
}

// ANCHOR: run_main
/// JIT-compiles a module lowered to the LLVM dialect and runs its `main`;
/// code generation optimizes only with `-opt` (the tutorial's JIT runs
/// LLVM's pipeline at -O3 with it, -O0 without).
#[allow(unsafe_code)]
fn run_main(ctx: &strata::ir::Context, module: &strata::ir::Body, opt: bool) -> Result<(), String> {
    let jit = strata::jit(ctx, module, if opt { 2 } else { 0 }).map_err(|e| e.to_string())?;
    // SAFETY: the module comes from a Toy program (or a Toy-dialect file)
    // through the lowering above: `main` takes no arguments and returns
    // nothing (`call` checks both), and the code only reads and writes the
    // buffers it allocates with their static shapes, in bounds, and calls
    // `printf` with a format string matching its arguments.
    match unsafe { jit.call("main", strata::EntryKind::Void) } {
        Ok(_) => Ok(()),
        // The tutorial's compilers say no more than this either.
        Err(_) => Err("JIT invocation failed".into()),
    }
}
// ANCHOR_END: run_main

/// The chapter's optimization pipeline (`-opt`): chapter 3 canonicalizes
/// each function; chapter 4 on inlines, then infers shapes, canonicalizes
/// and eliminates common subexpressions in each function.
pub fn pipeline(chapter: Chapter) -> Option<&'static str> {
    pipeline_to(chapter, Level::Toy, true)
}

// ANCHOR: pipeline
/// The pipeline run for output at `level` with or without `-opt`. Lowering
/// to affine (chapter 5) always inlines and infers shapes first, then
/// lowers (`toy-to-affine`) and cleans up with canonicalize and cse; with
/// `-opt`, loops are then fused and values kept in memory between a store
/// and a load are forwarded (`affine-loop-fusion`, `affine-scalrep`), as
/// in MLIR's tutorial.
pub fn pipeline_to(chapter: Chapter, level: Level, opt: bool) -> Option<&'static str> {
    match (chapter, level, opt) {
        (_, Level::Affine, false) => Some(
            "builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse),\
             toy-to-affine,func.func(canonicalize,cse))",
        ),
        (_, Level::Affine, true) => Some(
            "builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse),\
             toy-to-affine,func.func(canonicalize,cse,affine-loop-fusion,affine-scalrep))",
        ),
        (_, Level::Llvm, false) => Some(
            "builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse),\
             toy-to-affine,func.func(canonicalize,cse),toy-to-llvm,\
             lower-affine,convert-scf-to-cf,finalize-memref-to-llvm,\
             convert-to-llvm,reconcile-unrealized-casts)",
        ),
        (_, Level::Llvm, true) => Some(
            "builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse),\
             toy-to-affine,func.func(canonicalize,cse,affine-loop-fusion,affine-scalrep),\
             toy-to-llvm,lower-affine,convert-scf-to-cf,finalize-memref-to-llvm,\
             convert-to-llvm,reconcile-unrealized-casts)",
        ),
        (_, _, false) => None,
        (Chapter::Ch1 | Chapter::Ch2, _, _) => None,
        (Chapter::Ch3, _, _) => Some("builtin.module(toy.func(canonicalize))"),
        _ => Some("builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse))"),
    }
}
// ANCHOR_END: pipeline

fn optimize(
    chapter: Chapter,
    text: Option<&str>,
    ctx: &strata::ir::Context,
    module: &mut strata::ir::Body,
    timing: bool,
    sm: &SourceMgr,
) -> Result<(), String> {
    let Some(text) = text else {
        return Ok(());
    };
    let mut registry = strata::pass::PassRegistry::new();
    strata::register_all_passes(&mut registry);
    registry.register(|| Box::new(crate::shapes::ShapeInferencePass));
    registry.register(|| Box::new(crate::lower_affine::ToyToAffinePass));
    registry.register(|| Box::new(crate::lower_llvm::ToyPrintToLlvmPass));
    let pm = strata::pass::parse_pipeline(text, &registry).map_err(|e| e.0)?;
    let options = strata::pass::RunOptions {
        timing,
        ..Default::default()
    };
    let start = std::time::Instant::now();
    let mut lines = Vec::new();
    let result = capture(chapter, ctx, sm, || {
        pm.run_on_top_timed(ctx, module, &options, &mut lines)
    });
    if timing {
        let show_user = strata::pass::timing::has_parallel_work(&lines);
        eprint!(
            "{}",
            strata::pass::timing::report(&lines, start.elapsed(), show_user)
        );
    }
    result
}

/// Runs `f`, collecting the diagnostics it emits; on failure, the error
/// is their rendering (see [`render`]).
fn capture<T>(
    chapter: Chapter,
    ctx: &strata::ir::Context,
    sm: &SourceMgr,
    f: impl FnOnce() -> Result<T, strata::ir::Failed>,
) -> Result<T, String> {
    let diags: Arc<Mutex<Vec<strata::ir::Diagnostic>>> = Arc::default();
    let sink = diags.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        sink.lock().unwrap_or_else(|e| e.into_inner()).push(d.clone());
    }));
    let result = f();
    ctx.remove_diagnostic_handler(handler);
    let diags = diags.lock().unwrap_or_else(|e| e.into_inner());
    result.map_err(|_| render(chapter, ctx, sm, &diags))
}

/// Diagnostics as the chapter's tutorial compiler prints them: chapters 3
/// to 5 install MLIR's source manager handler (`file:line:col: error:`,
/// the source line, notes); the others leave MLIR's default handler,
/// which prints each error as `loc(...): error: message` without notes.
fn render(
    chapter: Chapter,
    ctx: &strata::ir::Context,
    sm: &SourceMgr,
    diags: &[strata::ir::Diagnostic],
) -> String {
    let mut text = String::new();
    if uses_source_mgr(chapter) {
        let renderer = Renderer { ctx, sm };
        for d in diags {
            text.push_str(&renderer.render(d));
        }
    } else {
        for d in diags.iter().filter(|d| d.severity == strata::ir::Severity::Error) {
            if !matches!(ctx.loc_kind(d.loc), strata::ir::LocationKind::Unknown) {
                text.push_str(&strata::asm::location_to_string(ctx, d.loc, false));
                text.push_str(": ");
            }
            text.push_str("error: ");
            text.push_str(&d.message);
            text.push('\n');
        }
        // Only the line break after the last message goes: a message's own
        // trailing newline shows, as with MLIR's default handler.
        text.pop();
        return text;
    }
    text.trim_end().to_string()
}

fn uses_source_mgr(chapter: Chapter) -> bool {
    (Chapter::Ch3..=Chapter::Ch5).contains(&chapter)
}

/// The buffers diagnostics quote source lines from: the input, in the
/// chapters whose tutorial compiler installs a source manager diagnostic
/// handler (3 to 5); none in the others, which print bare diagnostics.
fn sources(chapter: Chapter, file: &str, source: &str) -> SourceMgr {
    let mut sm = SourceMgr::new();
    if uses_source_mgr(chapter) {
        sm.add_buffer(SourceBuffer::new(file, source.to_string()));
    }
    sm
}

/// An MLIRGen error (`file:line:col: error: message`) as the chapter's
/// diagnostic handler shows it (see [`render`]): with the source line and
/// a caret when `sm` has the file, or with the location as `loc(...)`.
fn render_gen_error(chapter: Chapter, ctx: &strata::ir::Context, sm: &SourceMgr, error: String) -> String {
    let parsed = error.split_once(": error: ").and_then(|(pos, message)| {
        let mut parts = pos.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line = parts.next()?.parse().ok()?;
        let file = parts.next()?.to_string();
        (!message.contains('\n')).then_some((FilePos { file, line, col }, message))
    });
    let Some((pos, message)) = parsed else {
        return error;
    };
    if !uses_source_mgr(chapter) {
        let loc = ctx.file_loc(&pos.file, pos.line, pos.col);
        return format!(
            "{}: error: {message}",
            strata::asm::location_to_string(ctx, loc, false)
        );
    }
    let mut out = String::new();
    Renderer { ctx, sm }.render_pos(&mut out, &pos, strata::ir::Severity::Error, message, 1);
    out.trim_end().to_string()
}

enum Emit {
    Ast,
    Mlir(Level),
    /// LLVM IR text (chapter 6 on).
    LlvmIr,
    /// Runs `main` with the JIT (chapter 6 on).
    Jit,
}

/// How far [`compile_to`] lowers: `-emit=mlir` stays in `toy`,
/// `-emit=mlir-affine` (chapter 5 on) lowers to affine loops on buffers,
/// `-emit=mlir-llvm` (chapter 6 on) to the LLVM dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Toy,
    Affine,
    Llvm,
}

/// Parses Toy source as the tutorial's compiler of `chapter` does: its
/// syntax errors go to standard error, and parsing fails unless the parser
/// still made a module (see [`crate::ast::Parsed`]).
fn parse_toy(chapter: Chapter, name: &str, source: &str) -> Result<crate::ast::Module, String> {
    let parsed = crate::ast::parse_language(name, source, chapter >= Chapter::Ch7);
    let errors: Vec<String> = parsed.errors.iter().map(ToString::to_string).collect();
    match parsed.module {
        Some(module) => {
            for e in &errors {
                eprintln!("{e}");
            }
            Ok(module)
        }
        None => Err(errors.join("\n")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toy(chapter: Chapter, source: &str, opt: bool) -> Result<String, String> {
        let ast = crate::ast::parse("t.toy", source).map_err(|e| e.to_string())?;
        compile(chapter, "t.toy", Input::Toy(ast), opt, false)
    }

    #[test]
    fn single_dash_long_options() {
        let args = [
            "toyc",
            "f.toy",
            "-emit=mlir",
            "-opt",
            "-mlir-print-debuginfo",
            "-x=mlir",
        ];
        let got = normalize(args.iter().map(|s| s.to_string()));
        assert_eq!(
            got,
            [
                "toyc",
                "f.toy",
                "--emit=mlir",
                "--opt",
                "--mlir-print-debuginfo",
                "-xmlir"
            ]
        );
        let cli = Cli::try_parse_from(got).unwrap();
        assert_eq!(cli.emit.as_deref(), Some("mlir"));
        assert!(cli.opt && cli.debug_info);
        assert_eq!(cli.input_type.as_deref(), Some("mlir"));
    }

    #[test]
    fn chapters_optimize_differently() {
        let src = "def id(x) { return transpose(transpose(x)); }\n\
                   def main() { var a<2, 1> = [1, 2]; print(id(a)); }";
        let ch2 = toy(Chapter::Ch2, src, true).unwrap();
        assert!(
            ch2.contains("toy.reshape") && ch2.matches("toy.transpose").count() == 2,
            "{ch2}"
        );
        let ch3 = toy(Chapter::Ch3, src, true).unwrap();
        assert!(
            !ch3.contains("toy.reshape") && !ch3.contains("toy.transpose"),
            "{ch3}"
        );
        assert!(ch3.contains("toy.generic_call @id"), "{ch3}");
        let ch4 = toy(Chapter::Ch4, src, true).unwrap();
        assert!(!ch4.contains("@id") && !ch4.contains("tensor<*xf64>"), "{ch4}");
        assert!(ch4.contains("toy.print %0 : tensor<2x1xf64>"), "{ch4}");
    }

    #[test]
    fn shape_inference_reports_what_it_cannot_infer() {
        let src = "def f(a) { return f(a); }\ndef main() { print(f([1])); }";
        let err = toy(Chapter::Ch4, src, true).unwrap_err();
        assert!(err.contains("t.toy:1:1: error: Shape inference failed"), "{err}");
    }

    #[test]
    fn lowering_levels() {
        let src = "def main() { var a<2, 2> = [1, 2, 3, 4]; print(transpose(a) + a); }";
        let lower = |level| {
            let ast = crate::ast::parse("t.toy", src).unwrap();
            compile_to(Chapter::Ch6, "t.toy", Input::Toy(ast), level, false, false).unwrap()
        };
        let affine = lower(Level::Affine);
        assert!(affine.contains("func.func @main()"), "{affine}");
        assert!(affine.contains("toy.print %alloc : memref<2x2xf64>"), "{affine}");
        assert_eq!(affine.matches("affine.for").count(), 4, "{affine}");
        assert!(!affine.contains("tensor<"), "{affine}");
        let llvm = lower(Level::Llvm);
        assert!(!llvm.contains("toy.") && !llvm.contains("affine."), "{llvm}");
        assert!(llvm.contains("llvm.call @printf("), "{llvm}");
    }

    #[test]
    fn debug_info_prints_toy_locations() {
        let out = compile(
            Chapter::Ch2,
            "t.toy",
            Input::Toy(crate::ast::parse("t.toy", "def main() {\n  print([1]);\n}").unwrap()),
            false,
            true,
        )
        .unwrap();
        assert!(out.contains("loc(\"t.toy\":2:9)"), "{out}");
        assert!(out.contains("loc(\"t.toy\":2:3)"), "{out}");
    }
}
