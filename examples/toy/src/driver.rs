//! The command line of the tutorial's `toyc-chN` compilers:
//! `toyc-chN file.toy -emit=ast|mlir [-opt] [-mlir-print-debuginfo] [-x toy|mlir]`.

use std::sync::{Arc, Mutex};

use clap::Parser as _;

/// What a chapter's compiler can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Chapter {
    Ch1 = 1,
    Ch2 = 2,
    Ch3 = 3,
    Ch4 = 4,
}

#[derive(clap::Parser, Debug)]
#[command(about = "The Toy tutorial's compiler")]
struct Cli {
    /// The input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// What to print: `ast` or `mlir`.
    #[arg(long = "emit", value_name = "ast|mlir")]
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
}

/// The tutorial spells long options with one dash (`-emit=mlir`); clap
/// wants two.
fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            let long = ["-emit", "-opt", "-mlir-print-debuginfo"]
                .iter()
                .any(|o| a == *o || a.starts_with(&format!("{o}=")));
            if i > 0 && long {
                format!("-{a}")
            } else if i > 0 && a.starts_with("-x=") {
                format!("-x{}", &a[2..])
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
        Some("mlir") if chapter >= Chapter::Ch2 => Emit::Mlir,
        None => return Err("no output requested: use -emit=ast or -emit=mlir".into()),
        Some(other) => return Err(format!("unknown -emit value '{other}' for this chapter")),
    };
    match emit {
        Emit::Ast => {
            if is_mlir {
                return Err("can't dump a Toy AST when the input is MLIR".into());
            }
            let module = parse_toy(&cli.input, &source)?;
            eprint!("{}", crate::ast::dump(&module));
            Ok(())
        }
        Emit::Mlir => {
            let mut ctx = strata::context();
            crate::dialect::register_for_chapter(&mut ctx, chapter as u32);
            strata::asm::install_note_printer(&ctx);
            let mut module = if is_mlir {
                strata::parse(&ctx, &cli.input, &source).map_err(|e| e.to_string())?
            } else {
                let ast = parse_toy(&cli.input, &source)?;
                let options = crate::mlirgen::GenOptions {
                    private_callees: chapter >= Chapter::Ch4,
                };
                crate::mlirgen::mlir_gen(&ctx, &ast, options)?
            };
            if cli.opt {
                optimize(chapter, &ctx, &mut module)?;
            }
            let options = strata::asm::PrintOptions {
                debug_info: cli.debug_info,
                ..Default::default()
            };
            print!("{}", strata::asm::print_top_level(&ctx, &module, &options));
            Ok(())
        }
    }
}

/// The chapter's optimization pipeline (`-opt`): chapter 3 canonicalizes
/// each function; chapter 4 inlines, then infers shapes, canonicalizes and
/// eliminates common subexpressions in each function.
pub fn pipeline(chapter: Chapter) -> Option<&'static str> {
    match chapter {
        Chapter::Ch1 | Chapter::Ch2 => None,
        Chapter::Ch3 => Some("builtin.module(toy.func(canonicalize))"),
        Chapter::Ch4 => Some("builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse))"),
    }
}

fn optimize(
    chapter: Chapter,
    ctx: &strata::ir::Context,
    module: &mut strata::ir::Body,
) -> Result<(), String> {
    let Some(text) = pipeline(chapter) else {
        return Ok(());
    };
    let mut registry = strata::pass::PassRegistry::new();
    strata::register_all_passes(&mut registry);
    registry.register(|| Box::new(crate::shapes::ShapeInferencePass));
    let pm = strata::pass::parse_pipeline(text, &registry).map_err(|e| e.0)?;
    let diags: Arc<Mutex<Vec<String>>> = Arc::default();
    let sink = diags.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |ctx, d| {
        let text = render(ctx, d);
        sink.lock().unwrap_or_else(|e| e.into_inner()).push(text);
    }));
    let result = pm.run_on_top(ctx, module, &strata::pass::RunOptions::default());
    ctx.remove_diagnostic_handler(handler);
    let diags = diags.lock().unwrap_or_else(|e| e.into_inner());
    for d in diags.iter() {
        eprint!("{d}");
    }
    result.map_err(|_| String::new())
}

/// A diagnostic as `location: severity: message`, with its notes.
fn render(ctx: &strata::ir::Context, d: &strata::ir::Diagnostic) -> String {
    let sm = strata::opt_main::source_mgr::SourceMgr::new();
    strata::opt_main::render::Renderer { ctx, sm: &sm }.render(d)
}

enum Emit {
    Ast,
    Mlir,
}

/// Parses Toy source. A file without any definition is reported as the
/// tutorial's compiler reports it (a parse error) but still gives an empty
/// module, as that compiler does.
fn parse_toy(name: &str, source: &str) -> Result<crate::ast::Module, String> {
    match crate::ast::parse(name, source) {
        Ok(m) => Ok(m),
        Err(e) if no_definitions(source) => {
            eprintln!("{e}");
            Ok(crate::ast::Module::default())
        }
        Err(e) => Err(e.to_string()),
    }
}

fn no_definitions(source: &str) -> bool {
    source
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .all(str::is_empty)
}
