//! `strata-runner`: MLIR's `mlir-runner` command line. Parses an
//! LLVM-dialect module, JIT-compiles it with Cranelift, runs the entry
//! function and prints its result as mlir-runner does; or, with
//! `--emit-object`, writes it as an object file to link with a C compiler.

#![deny(unsafe_code)] // but to run the program and load its libraries

use std::io::{Read, Write};

use clap::Parser;
use strata::execution_engine::engine::{compile_jit, compile_object, CompileError, Options};
use strata::execution_engine::runtime::format_e;
use strata::execution_engine::sys::{self, EntryKind, EntryResult, SharedLib};
use strata::execution_engine::translate::Error;
use strata::ir::{Context, Diagnostic, Location};

#[derive(Parser, Debug)]
#[command(name = "strata-runner", about = "MLIR CPU execution driver (Cranelift JIT)")]
struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// The function to run.
    #[arg(short = 'e', default_value = "main")]
    entry_point: String,
    /// The entry function's result type.
    #[arg(long = "entry-point-result", default_value = "f32", value_parser = ["void", "i32", "i64", "f32"])]
    entry_point_result: String,
    /// Libraries to link dynamically (comma-separated, repeatable).
    #[arg(long = "shared-libs", value_delimiter = ',')]
    shared_libs: Vec<String>,
    /// Optimization level: -O0 (none) or -O1, -O2, -O3 (Cranelift's "speed").
    #[arg(short = 'O', value_parser = clap::value_parser!(u8).range(0..=3))]
    opt: Option<u8>,
    /// `--O0`..`--O3`, mlir-runner's long spellings of the same levels.
    #[arg(long = "O0", hide = true)]
    o0: bool,
    #[arg(long = "O1", hide = true)]
    o1: bool,
    #[arg(long = "O2", hide = true)]
    o2: bool,
    #[arg(long = "O3", hide = true)]
    o3: bool,
    /// Also write the compiled module as an object file.
    #[arg(long = "dump-object-file")]
    dump_object_file: bool,
    /// Where --dump-object-file writes (default: the input name with `.o`).
    #[arg(long = "object-filename")]
    object_filename: Option<String>,
    /// Write the module as an object file to this path and do not run it.
    #[arg(long = "emit-object")]
    emit_object: Option<String>,
    /// Write the module as an executable to this path (an object file
    /// linked by the C compiler, `$CC` or `cc`, with the libraries of
    /// `--shared-libs` and the C math library) and do not run it. The
    /// module's `main` is the program's entry point.
    #[arg(long = "emit-executable")]
    emit_executable: Option<String>,
    /// Print the time spent parsing and verifying, compiling and running on
    /// standard error.
    #[arg(long = "timing")]
    timing: bool,
    /// Print each function's Cranelift IR, as optimized, on standard error.
    #[arg(long = "print-clif")]
    print_clif: bool,
    /// Parse, verify and compile on one thread (by default parsing,
    /// verification and code generation use all cores; the result is the
    /// same either way).
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
}

/// `loc("file":line:col): error: message`, as mlir-runner reports
/// diagnostics.
fn render(ctx: &Context, loc: Location, message: &str) -> String {
    match strata::opt_main::render::find_file_loc(ctx, loc) {
        Some(p) => format!("loc(\"{}\":{}:{}): error: {message}", p.file, p.line, p.col),
        None => format!("loc(unknown): error: {message}"),
    }
}

fn compile_error(ctx: &Context, e: CompileError) -> i32 {
    match e {
        CompileError::Ir(Error { loc, message }) => {
            eprintln!("{}", render(ctx, loc, &message));
            eprintln!("Error: could not compile the module");
        }
        CompileError::MissingSymbols(names) => {
            eprintln!("JIT session error: Symbols not found: [ {} ]", names.join(", "));
            eprintln!("Error: Failed to materialize symbols");
        }
        CompileError::Other(m) => eprintln!("Error: {m}"),
    }
    1
}

fn run(cli: Cli) -> i32 {
    let (name, bytes) = if cli.input == "-" {
        let mut b = Vec::new();
        if std::io::stdin().read_to_end(&mut b).is_err() {
            eprintln!("cannot open input file '-'");
            return 1;
        }
        ("<stdin>".to_string(), b)
    } else {
        match std::fs::read(&cli.input) {
            Ok(b) => (cli.input.clone(), b),
            Err(e) => {
                let m = e.to_string();
                let m = m.split(" (os error").next().unwrap_or(&m);
                eprintln!("cannot open input file '{}': {m}", cli.input);
                eprintln!("could not parse the input IR");
                return 1;
            }
        }
    };
    let text =
        String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let start = std::time::Instant::now();
    let mut ctx = Context::new();
    strata::register_all_dialects(&mut ctx);
    strata::asm::install_note_printer(&ctx);
    let _handler = ctx.push_diagnostic_handler(Box::new(|ctx: &Context, d: &Diagnostic| {
        if d.severity == strata::ir::Severity::Error {
            eprintln!("{}", render(ctx, d.loc, &d.message));
        }
    }));
    let popts = strata::asm::ParseOptions {
        file_name: &name,
        ..Default::default()
    };
    // Without threading, the parser and the verifier (which use rayon)
    // run on a pool of one thread.
    let single = cli
        .disable_threading
        .then(|| rayon::ThreadPoolBuilder::new().num_threads(1).build().ok())
        .flatten();
    let on_pool = |f: &mut (dyn FnMut() + Send)| match &single {
        Some(pool) => pool.install(f),
        None => f(),
    };
    let mut parsed = Err(strata::ir::Failed);
    on_pool(&mut || parsed = strata::asm::parse_source(&ctx, &text, &popts));
    let Ok(body) = parsed else {
        eprintln!("could not parse the input IR");
        return 1;
    };
    let mut verified = Ok(());
    on_pool(&mut || verified = strata::ir::verify_top_level(&ctx, &body));
    if verified.is_err() {
        eprintln!("could not parse the input IR");
        return 1;
    }
    let parsed = start.elapsed();
    let options = Options {
        opt_level: cli
            .opt
            .or_else(|| {
                [cli.o0, cli.o1, cli.o2, cli.o3]
                    .iter()
                    .position(|&f| f)
                    .map(|l| l as u8)
            })
            .unwrap_or(2),
        shared_libs: Vec::new(),
        print_clif: cli.print_clif,
        parallel_codegen: !cli.disable_threading,
    };

    if let Some(path) = &cli.emit_executable {
        return match compile_object(&ctx, &body, &options, "module") {
            Ok(obj) => link_executable(&obj, path, &cli.shared_libs),
            Err(e) => compile_error(&ctx, e),
        };
    }

    if let Some(path) = cli.emit_object.as_ref().or(if cli.dump_object_file {
        cli.object_filename.as_ref()
    } else {
        None
    }) {
        match compile_object(&ctx, &body, &options, "module") {
            Ok(obj) => {
                if let Err(e) = std::fs::write(path, obj) {
                    eprintln!("Error: could not write '{path}': {e}");
                    return 1;
                }
            }
            Err(e) => return compile_error(&ctx, e),
        }
        if cli.emit_object.is_some() {
            return 0;
        }
    } else if cli.dump_object_file {
        let path = format!("{}.o", cli.input);
        match compile_object(&ctx, &body, &options, "module") {
            Ok(obj) => {
                if let Err(e) = std::fs::write(&path, obj) {
                    eprintln!("Error: could not write '{path}': {e}");
                    return 1;
                }
            }
            Err(e) => return compile_error(&ctx, e),
        }
    }

    let start = std::time::Instant::now();
    let mut options = options;
    for path in &cli.shared_libs {
        // SAFETY: the user names the libraries the program calls into, as
        // with mlir-runner's --shared-libs; the runner trusts them (their
        // initialisers run here) as it trusts the program.
        #[allow(unsafe_code)]
        let lib = unsafe { SharedLib::open(path) };
        match lib {
            Ok(lib) => options.shared_libs.push(lib),
            Err(m) => {
                eprintln!("Error: {m}");
                return 1;
            }
        }
    }
    let jit = match compile_jit(&ctx, &body, &options) {
        Ok(j) => j,
        Err(e) => return compile_error(&ctx, e),
    };
    let compiled = start.elapsed();
    let Some((info, _)) = jit.function(&cli.entry_point).filter(|(i, _)| i.is_definition) else {
        eprintln!("Error: entry point not found");
        return 1;
    };
    if !info.params.is_empty() {
        eprintln!("Error: JIT can't invoke a main function expecting arguments");
        return 1;
    }
    let ty = ctx.type_kind(info.result_type);
    let kind = match cli.entry_point_result.as_str() {
        "void" => {
            if !strata::dialects::llvm::types::is_void(&ctx, info.result_type) {
                eprintln!("Error: expected void function");
                return 1;
            }
            EntryKind::Void
        }
        "i32" | "i64" => {
            let w: u32 = if cli.entry_point_result == "i32" { 32 } else { 64 };
            if !matches!(ty, strata::ir::TypeKind::Integer { width, .. } if *width == w) {
                eprintln!(
                    "Error: only single {} function result supported",
                    cli.entry_point_result
                );
                return 1;
            }
            if w == 32 {
                EntryKind::I32
            } else {
                EntryKind::I64
            }
        }
        _ => {
            if !matches!(ty, strata::ir::TypeKind::Float(strata::ir::FloatKind::F32)) {
                eprintln!("Error: only single f32 function result supported");
                return 1;
            }
            EntryKind::F32
        }
    };
    let start = std::time::Instant::now();
    // SAFETY: running the program is what the runner is asked to do; as
    // mlir-runner does, it trusts the program and the libraries it was
    // given. The engine checks the entry point's signature.
    #[allow(unsafe_code)]
    let result = unsafe {
        jit.run_structors(false);
        let result = jit.call(&cli.entry_point, kind);
        jit.run_structors(true);
        result
    };
    let Ok(result) = result else {
        eprintln!("Error: entry point not found");
        return 1;
    };
    let ran = start.elapsed();
    let mut out = std::io::stdout();
    let _ = match result {
        EntryResult::Void => Ok(()),
        EntryResult::I32(v) => writeln!(out, "{v}"),
        EntryResult::I64(v) => writeln!(out, "{v}"),
        EntryResult::F32(v) => writeln!(out, "{}", format_e(v as f64)),
    };
    let _ = out.flush();
    sys::c_stdout_flush();
    if cli.timing {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!("parse+verify: {:.3} ms", ms(parsed));
        eprintln!("compile: {:.3} ms", ms(compiled));
        eprintln!("run: {:.3} ms", ms(ran));
    }
    0
}

/// Links the object file `obj` into the executable `path` with the C
/// compiler, against `libs` (found again at run time through an rpath)
/// and the C math library.
fn link_executable(obj: &[u8], path: &str, libs: &[String]) -> i32 {
    let object = format!("{path}.o");
    if let Err(e) = std::fs::write(&object, obj) {
        eprintln!("Error: could not write '{object}': {e}");
        return 1;
    }
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let mut cmd = std::process::Command::new(&cc);
    cmd.arg(&object).arg("-o").arg(path);
    for lib in libs.iter().filter(|l| !l.is_empty()) {
        let lib = std::fs::canonicalize(lib).unwrap_or_else(|_| lib.into());
        cmd.arg(&lib);
        if let Some(dir) = lib.parent() {
            cmd.arg(format!("-Wl,-rpath,{}", dir.display()));
        }
    }
    cmd.arg("-lm");
    let status = cmd.status();
    let _ = std::fs::remove_file(&object);
    match status {
        Ok(s) if s.success() => 0,
        Ok(s) => {
            eprintln!("Error: linking with '{cc}' failed ({s})");
            1
        }
        Err(e) => {
            eprintln!("Error: could not run '{cc}': {e}");
            1
        }
    }
}

fn main() {
    let code = run(Cli::parse());
    std::process::exit(code);
}
