//! The mlir-opt style driver: command line, input reading and splitting,
//! parse + verify + print of each chunk, diagnostic rendering and
//! `--verify-diagnostics`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod cli;
pub mod ir_printing;
pub mod render;
pub mod source_mgr;
pub mod split;
mod translate;
pub mod verify;

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};

use strata_asm::{parse_source, print_top_level, print_top_level_to, ParseOptions};
use strata_ir::{Body, Context, Diagnostic, Failed};

pub use cli::{normalize, Options};
pub use translate::{translate_main, TranslateOptions, TranslationFlag, TranslationOption};

/// A translation out of MLIR (mlir-translate's `--mlir-to-*`): writes the
/// parsed and verified top level of a chunk as the output text (into the
/// `String`), given the translation options set on the command line, or
/// reports diagnostics through the context and fails; what it wrote
/// before failing is output too, as mlir-translate streams it.
pub type ExportFn = fn(&Context, &Body, &TranslateOptions, &mut String) -> Result<(), Failed>;

/// A translation into MLIR (mlir-translate's `--import-*`): builds the top
/// level of a chunk from its text (named and placed as the parse options
/// say), which is then verified and printed as mlir-opt prints IR; errors
/// are reported through the context.
pub type ImportFn = fn(&Context, &ImportSource<'_>, &TranslateOptions) -> Result<Body, Failed>;

/// The chunk an import reads.
#[derive(Clone, Copy, Debug)]
pub struct ImportSource<'a> {
    /// The text.
    pub text: &'a str,
    /// The file name diagnostics use.
    pub file_name: &'a str,
    /// The line of the file the chunk starts after.
    pub line_offset: u32,
    /// The name of the module's location: the file, or for a chunk of a
    /// split file, mlir-translate's name of the chunk's buffer (`within
    /// split at file:N offset `).
    pub module_loc_name: &'a str,
}

/// What a translation flag does with each chunk.
#[derive(Clone, Copy, Debug)]
pub enum Translation {
    /// Out of MLIR: the chunk is parsed as MLIR and written as text.
    Export(ExportFn),
    /// Into MLIR: the chunk is read in another format and printed as MLIR.
    Import(ImportFn),
}
use render::Renderer;
use source_mgr::{SourceBuffer, SourceMgr};
use verify::{Verifier, VerifyMode};

/// What an mlir-opt-style tool knows: its name and the functions that
/// register its dialects and passes (what MLIR's `MlirOptMain` gets from a
/// `DialectRegistry` and pass registrations). The driver knows no dialect
/// or pass itself: a tool starts from [`ToolRegistry::new`] and adds its
/// registration functions (the `strata` crate's `tool_registry()` has
/// all of Strata's; a dialect defined in another crate adds its own).
#[derive(Clone, Debug)]
pub struct ToolRegistry {
    /// The program name used in usage lines and error messages.
    pub name: &'static str,
    /// Functions that register dialects in a new context, in order.
    pub dialects: Vec<fn(&mut Context)>,
    /// Functions that register passes, in order.
    pub passes: Vec<fn(&mut strata_pass::PassRegistry)>,
    /// Registers the dialects a parsed and verified IRDL module defines
    /// (`--irdl-file`); `None` in a tool without the `irdl` dialect.
    pub irdl_loader: Option<IrdlLoader>,
    /// Prints a registered dialect as IRDL (`--dialect-to-irdl`).
    pub irdl_exporter: Option<IrdlExporter>,
}

/// See [`ToolRegistry::irdl_exporter`]: the text of the dialect named by
/// the second argument, or an error message.
pub type IrdlExporter = fn(&Context, &str) -> Result<String, String>;

/// See [`ToolRegistry::irdl_loader`].
pub type IrdlLoader = fn(&mut Context, &Body) -> strata_ir::LogicalResult;

impl ToolRegistry {
    /// An empty registry for the tool `name`: no dialect but `builtin`,
    /// no pass.
    pub fn new(name: &'static str) -> ToolRegistry {
        ToolRegistry {
            name,
            dialects: Vec::new(),
            passes: Vec::new(),
            irdl_loader: None,
            irdl_exporter: None,
        }
    }

    /// Sets the function that prints a registered dialect as IRDL.
    pub fn with_irdl_exporter(mut self, export: IrdlExporter) -> ToolRegistry {
        self.irdl_exporter = Some(export);
        self
    }

    /// Sets the function that registers the dialects of an IRDL file.
    pub fn with_irdl_loader(mut self, load: IrdlLoader) -> ToolRegistry {
        self.irdl_loader = Some(load);
        self
    }

    /// The same registry for a tool with another name.
    pub fn named(mut self, name: &'static str) -> ToolRegistry {
        self.name = name;
        self
    }

    /// Adds a function that registers dialects.
    pub fn with_dialects(mut self, register: fn(&mut Context)) -> ToolRegistry {
        self.dialects.push(register);
        self
    }

    /// Adds a function that registers passes.
    pub fn with_passes(mut self, register: fn(&mut strata_pass::PassRegistry)) -> ToolRegistry {
        self.passes.push(register);
        self
    }

    /// The passes the tool knows.
    pub fn pass_registry(&self) -> strata_pass::PassRegistry {
        let mut r = strata_pass::PassRegistry::new();
        for register in &self.passes {
            register(&mut r);
        }
        r
    }
}

/// Runs an mlir-opt-style tool with the given arguments (the first is the
/// program name) and the dialects and passes of `registry`; returns the
/// exit code.
pub fn opt_main(args: Vec<String>, registry: ToolRegistry) -> i32 {
    let stderr: SharedWriter = Arc::new(Mutex::new(Box::new(std::io::stderr())));
    let stdout = std::io::stdout();
    let mut stdin = std::io::stdin().lock();
    let mut options = match cli::parse(args, registry, &mut stdout.lock(), &stderr) {
        Ok(o) => o,
        Err(code) => return code,
    };
    // The tools exit with the code returned here.
    options.exit_after_run = true;
    // Unlocked: the printer writes from within the rayon pool's scope, so
    // the stream must be `Send` (writes are large, locking is no cost).
    run(&options, &mut stdin, &mut std::io::stdout(), &stderr)
}

/// Where diagnostics go; shared with the context's handler.
pub type SharedWriter = Arc<Mutex<Box<dyn Write + Send>>>;

fn write_shared(w: &SharedWriter, text: &str) {
    if text.is_empty() {
        return;
    }
    let mut w = w.lock().unwrap_or_else(|e| e.into_inner());
    let _ = w.write_all(text.as_bytes());
    let _ = w.flush();
}

/// The state the diagnostic handler shares with the driver.
struct Shared {
    sm: SourceMgr,
    /// The active `--verify-diagnostics` checker, one per chunk.
    verifier: Mutex<Option<Verifier>>,
    stderr: SharedWriter,
}

/// Builds the context with every dialect registered, as configured.
pub fn make_context(options: &Options) -> Context {
    let mut ctx = Context::new();
    for register in &options.registry.dialects {
        register(&mut ctx);
    }
    ctx.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    strata_asm::install_note_printer(&ctx);
    ctx.set_print_op_on_diagnostic(options.print_op_on_diagnostic && options.verify_diagnostics.is_none());
    ctx.set_debuginfo_on_diagnostic(options.print.debug_info, options.print.pretty_debug_info);
    ctx
}

/// Reads the input; `-` is standard input. Errors are worded as mlir-opt's.
fn read_input(path: &str, stdin: &mut dyn Read, threaded: bool) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut bytes = Vec::new();
        stdin
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))?;
        return Ok(("<stdin>".to_string(), bytes));
    }
    let meta = std::fs::metadata(path)
        .map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))?;
    if meta.is_dir() {
        return Err(format!("cannot open input file '{path}': Is a directory"));
    }
    let bytes = read_file(path, meta.len(), threaded)
        .map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))?;
    Ok((path.to_string(), bytes))
}

/// Reads a file, a large one in pieces on the thread pool when threading
/// is on: faulting in and filling tens of megabytes keeps one core busy
/// for milliseconds that the parser waits for.
fn read_file(path: &str, len: u64, threaded: bool) -> std::io::Result<Vec<u8>> {
    const PIECE: usize = 4 << 20;
    #[cfg(unix)]
    if let Ok(len) = usize::try_from(len) {
        if threaded && len >= 2 * PIECE && rayon::current_num_threads() > 1 {
            use rayon::prelude::*;
            use std::os::unix::fs::FileExt;
            let file = std::fs::File::open(path)?;
            let mut bytes = vec![0u8; len];
            let read = bytes
                .par_chunks_mut(PIECE)
                .enumerate()
                .try_for_each(|(i, piece)| file.read_exact_at(piece, (i * PIECE) as u64));
            // A file that changed size meanwhile is read again, whole.
            let mut probe = [0u8; 1];
            if read.is_ok() && file.read_at(&mut probe, len as u64)? == 0 {
                return Ok(bytes);
            }
        }
    }
    let _ = (len, threaded);
    std::fs::read(path)
}

/// The OS message without Rust's " (os error N)" suffix, as strerror gives it.
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Turns raw input into text, or explains why it cannot be parsed.
fn decode_input(name: &str, bytes: Vec<u8>) -> Result<String, String> {
    if bytes.starts_with(b"ML\xefR") {
        return Err(format!(
            "{name}:0:0: error: MLIR bytecode input is not supported\n"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let line_start = bytes[..valid]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = bytes[..valid].iter().filter(|&&b| b == b'\n').count() + 1;
        let col = valid - line_start + 1;
        format!("{name}:{line}:{col}: error: input is not valid UTF-8\n")
    })
}

/// The stream a chunk's printed IR goes to as the printer produces it.
/// mlir-opt ends each printed chunk with one empty line, except under
/// `--mlir-print-local-scope`, where it ends with the
/// last line: newlines are held back until more text follows, and
/// [`ChunkWriter::finish`] writes the ending instead of those at the end.
struct ChunkWriter<'a> {
    out: &'a mut (dyn Write + Send),
    newlines: usize,
}

impl Write for ChunkWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        match buf.iter().rposition(|&b| b != b'\n') {
            None => self.newlines += buf.len(),
            Some(last) => {
                const NEWLINES: [u8; 64] = [b'\n'; 64];
                while self.newlines > 0 {
                    let n = self.newlines.min(NEWLINES.len());
                    self.out.write_all(&NEWLINES[..n])?;
                    self.newlines -= n;
                }
                self.out.write_all(&buf[..=last])?;
                self.newlines = buf.len() - last - 1;
            }
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

impl ChunkWriter<'_> {
    /// Ends the chunk with `newlines` newlines.
    fn finish(self, newlines: usize) -> std::io::Result<()> {
        self.out.write_all(&b"\n\n"[..newlines.min(2)])
    }
}

/// The pipeline of the command line: `--pass-pipeline`, or the pass flags
/// in order on the top-level module (passes anchored elsewhere nest
/// implicitly), or none.
fn build_pipeline(options: &Options) -> Result<Option<strata_pass::OpPassManager>, String> {
    let registry = options.registry.pass_registry();
    strata_pass::set_global_registry(&registry);
    if let Some(text) = &options.pass_pipeline {
        if !options.pass_flags.is_empty() {
            return Err("'-pass-pipeline' option can't be used with individual pass options".into());
        }
        return strata_pass::parse_pipeline(text, &registry)
            .map(Some)
            .map_err(|e| e.0);
    }
    if options.pass_flags.is_empty() {
        return Ok(None);
    }
    let mut pm = strata_pass::OpPassManager::new(strata_ir::builtin::MODULE);
    for (name, value) in &options.pass_flags {
        let ctor = registry.lookup(name).expect("pass flags are registered passes");
        let mut pass = ctor();
        if let Some(v) = value {
            strata_pass::set_pass_options(pass.as_mut(), v).map_err(|e| strata_pass::option_error(&e))?;
        }
        pm.add_pass(pass);
    }
    Ok(Some(pm))
}

/// What `--mlir-timing` accumulates over the chunks.
#[derive(Default)]
struct Timings {
    parser: std::time::Duration,
    output: std::time::Duration,
    passes: Vec<strata_pass::timing::TimingNode>,
}

/// The text of a chunk: its own copy, or the whole input, which the
/// source buffer releases once parsed.
enum ChunkText<'a> {
    Borrowed(&'a str),
    Owned(String),
    Whole(Arc<String>, &'a SourceBuffer),
}

impl ChunkText<'_> {
    fn as_str(&self) -> &str {
        match self {
            ChunkText::Borrowed(s) => s,
            ChunkText::Owned(s) => s,
            ChunkText::Whole(s, _) => s,
        }
    }
}

/// Parses, verifies, transforms and prints one chunk to `out`.
#[allow(clippy::too_many_arguments)]
fn process_chunk(
    ctx: &Context,
    options: &Options,
    pipeline: Option<&strata_pass::OpPassManager>,
    src: ChunkText<'_>,
    popts: &ParseOptions<'_>,
    timings: &mut Timings,
    stderr: &SharedWriter,
    out: &mut (dyn Write + Send),
) -> Result<std::io::Result<()>, Failed> {
    // Without threading, everything that parallelizes internally (through
    // rayon: the parser, the verifier, passes, the printer) runs on a pool
    // of one thread, as mlir-opt then uses one thread.
    let single = options
        .disable_threading
        .then(|| rayon::ThreadPoolBuilder::new().num_threads(1).build().ok())
        .flatten();
    let on_pool = |f: &mut (dyn FnMut() + Send)| match &single {
        Some(pool) => pool.install(f),
        None => f(),
    };
    ctx.clear_named_types();
    let start = std::time::Instant::now();
    let mut parsed = Err(Failed);
    let import = match options.translation {
        Some(Translation::Import(import)) => Some(import),
        _ => None,
    };
    match src {
        src if import.is_some() => {
            on_pool(&mut || {
                let Some(import) = import else {
                    return;
                };
                let split_name = options.split_input_file.as_ref().map(|_| {
                    format!(
                        "within split at {}:{} offset ",
                        popts.file_name,
                        popts.line_offset + 1
                    )
                });
                let source = ImportSource {
                    text: src.as_str(),
                    file_name: popts.file_name,
                    line_offset: popts.line_offset,
                    module_loc_name: split_name.as_deref().unwrap_or(popts.file_name),
                };
                parsed = import(ctx, &source, &options.translation_options);
            });
            if let ChunkText::Whole(text, buf) = src {
                drop(text);
                buf.release();
            }
        }
        // A whole input that can be read again is handed to the parser,
        // which releases it as it goes.
        ChunkText::Whole(text, buf) if buf.release() => {
            let mut text = Some(text);
            let mut reread = || {
                let again = buf.text();
                buf.release();
                Some(Arc::unwrap_or_clone(again))
            };
            on_pool(&mut || {
                let text = text.take().map(Arc::unwrap_or_clone).unwrap_or_default();
                parsed = strata_asm::parse_source_owned(ctx, text, popts, &mut reread);
            });
        }
        src => {
            on_pool(&mut || parsed = parse_source(ctx, src.as_str(), popts));
            if let ChunkText::Whole(text, buf) = src {
                drop(text);
                buf.release();
            }
        }
    }
    timings.parser += start.elapsed();
    let mut body: Body = parsed?;
    if !popts.implicit_module {
        let count = body
            .root_regions()
            .first()
            .and_then(|&r| body.region_entry(r))
            .map_or(0, |b| body.block_ops(b).count());
        if count != 1 {
            let loc = ctx.file_loc(popts.file_name, popts.module_loc.0, popts.module_loc.1);
            ctx.emit(Diagnostic::error(
                loc,
                format!("source must contain a single top-level operation, found: {count}"),
            ));
            return Err(Failed);
        }
    }
    match &single {
        Some(pool) => pool.install(|| strata_ir::verify_top_level(ctx, &body))?,
        None => strata_ir::verify_top_level(ctx, &body)?,
    }
    if let Some(pm) = pipeline {
        let instrumentation = options.ir_printing.is_enabled().then(|| {
            std::sync::Arc::new(ir_printing::IrPrinter {
                config: options.ir_printing.clone(),
                print: options.print_options(),
                out: stderr.clone(),
            }) as std::sync::Arc<dyn strata_pass::PassInstrumentation>
        });
        let instrumentation = match (instrumentation, options.verify_conditions) {
            (i, false) => i,
            (None, true) => Some(std::sync::Arc::new(strata_pass::conditions::VerifyConditions)
                as std::sync::Arc<dyn strata_pass::PassInstrumentation>),
            (Some(printer), true) => Some(std::sync::Arc::new(strata_pass::conditions::Chain(
                printer,
                std::sync::Arc::new(strata_pass::conditions::VerifyConditions),
            ))
                as std::sync::Arc<dyn strata_pass::PassInstrumentation>),
        };
        let run = strata_pass::RunOptions {
            threading: !options.disable_threading,
            verify_each: options.verify_each,
            timing: options.timing,
            instrumentation,
            failed_passes: Default::default(),
        };
        // The reproducer holds the IR as it was before the pipeline.
        let snapshot = options
            .crash_reproducer
            .as_ref()
            .map(|_| print_top_level(ctx, &body, &options.print_options()));
        let mut lines = Vec::new();
        let r = match &single {
            Some(pool) => pool.install(|| pm.run_on_top_timed(ctx, &mut body, &run, &mut lines)),
            None => pm.run_on_top_timed(ctx, &mut body, &run, &mut lines),
        };
        timings.passes = strata_pass::timing::merge(&[std::mem::take(&mut timings.passes), lines]);
        // What the passes printed precedes the chunk's IR.
        let _ = out.write_all(strata_pass::take_captured_output().as_bytes());
        if r.is_err() {
            if let (Some(path), Some(ir)) = (&options.crash_reproducer, snapshot) {
                write_reproducer(ctx, &body, pm, &run, options, path, &ir);
            }
        }
        r?;
    }
    if options.verify_roundtrip {
        verify_roundtrip(ctx, &body, popts)?;
    }
    if let Some(Translation::Export(translate)) = options.translation {
        let start = std::time::Instant::now();
        let mut text = String::new();
        let translated = translate(ctx, &body, &options.translation_options, &mut text);
        timings.output += start.elapsed();
        let written = out.write_all(text.as_bytes());
        return translated.map(|()| written);
    }
    // Printed straight to the output: the printed IR, as large as the
    // input, is never held whole.
    let start = std::time::Instant::now();
    let mut written = Ok(());
    let mut writer = ChunkWriter { out, newlines: 0 };
    on_pool(&mut || written = print_top_level_to(ctx, &body, &options.print_options(), &mut writer));
    // mlir-opt ends the output with an empty line (with a local scope,
    // with the last line); mlir-translate's imports end with the last
    // line, and with a local scope without its newline.
    let imported = matches!(options.translation, Some(Translation::Import(_)));
    let newlines = 2 - usize::from(options.print.local_scope) - usize::from(imported);
    let written = written.and_then(|()| writer.finish(newlines));
    timings.output += start.elapsed();
    if options.exit_after_run && options.split_input_file.is_none() {
        // Freeing hundreds of thousands of ops one by one is serial work
        // the OS does at once when the process exits.
        std::mem::forget(body);
    }
    Ok(written)
}

/// `--verify-roundtrip`: prints the IR (generic form, then custom form,
/// both with locations), parses each text back and checks that the
/// reparsed IR prints the same; a difference is an error on the top-level
/// op.
fn verify_roundtrip(ctx: &Context, body: &Body, popts: &ParseOptions<'_>) -> Result<(), Failed> {
    let top = body
        .root_regions()
        .first()
        .and_then(|&r| body.region_entry(r))
        .and_then(|b| body.first_op(b));
    let Some(top) = top else { return Ok(()) };
    let top = strata_ir::OpRef::new(ctx, body, top);
    for generic in [true, false] {
        let print = strata_asm::PrintOptions {
            generic,
            debug_info: true,
            ..Default::default()
        };
        let reference = print_top_level(ctx, body, &print);
        let reparse = ParseOptions {
            file_name: popts.file_name,
            line_offset: 0,
            implicit_module: true,
            module_loc: (0, 0),
        };
        let form = if generic { "generic" } else { "custom" };
        let reparsed = match parse_source(ctx, &reference, &reparse) {
            Ok(b) => b,
            Err(Failed) => {
                return Err(top.emit_op_error(format!(
                    "failed to parse textual ({form} form) content back, cannot verify round-trip."
                )));
            }
        };
        let roundtrip = print_top_level(ctx, &reparsed, &print);
        if reference != roundtrip {
            return Err(top.emit_op_error(format!(
                "textual ({form} form) roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped"
            )));
        }
    }
    Ok(())
}

/// Writes the crash reproducer of a failed pipeline (the IR before the
/// pipeline and the pipeline as an external resource, which mlir-opt's
/// `--run-reproducer` reads) and reports it as mlir-opt does.
fn write_reproducer(
    ctx: &Context,
    body: &Body,
    pm: &strata_pass::OpPassManager,
    run: &strata_pass::RunOptions,
    options: &Options,
    path: &str,
    ir: &str,
) {
    let text = format!(
        "{}\n\n{{-#\n  external_resources: {{\n    mlir_reproducer: {{\n      pipeline: \"{}\",\n      disable_threading: {},\n      verify_each: {}\n    }}\n  }}\n#-}}\n",
        ir.trim_end_matches('\n'),
        pm.to_reproducer_pipeline_string(),
        options.disable_threading,
        options.verify_each
    );
    let failures = run
        .failed_passes
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    let top_loc = body
        .root_regions()
        .first()
        .and_then(|&r| body.region_entry(r))
        .and_then(|b| body.first_op(b))
        .map_or_else(|| ctx.unknown_loc(), |op| body.op_loc(op));
    let loc = failures.first().map_or(top_loc, |f| f.loc);
    // MLIR names each pass by its C++ class; Strata's passes have the
    // names of MLIR's, most of which live in anonymous namespaces.
    let executing: Vec<String> = failures
        .iter()
        .map(|f| {
            let class = if f.pass.contains("::") {
                f.pass.to_string()
            } else {
                format!("(anonymous namespace)::{}", f.pass)
            };
            let symbol = f.symbol.as_ref().map(|s| format!(": @{s}")).unwrap_or_default();
            format!("`{class}` on '{}' operation{symbol}", f.op_name)
        })
        .collect();
    let note = match std::fs::write(path, text) {
        Ok(()) => format!(
            "Pipeline failed while executing [{}]: reproducer generated at `{path}`",
            executing.join(", ")
        ),
        Err(e) => format!("Failed to create reproducer file '{path}': {}", io_message(&e)),
    };
    ctx.emit(
        Diagnostic::error(
            loc,
            "Failures have been detected while processing an MLIR pass pipeline",
        )
        .with_note(loc, note),
    );
}

/// `--irdl-file`: parses and verifies the file, then registers the
/// dialects it defines; diagnostics are rendered against the file.
fn load_irdl_file(
    ctx: &mut Context,
    options: &Options,
    path: &str,
    stdin: &mut dyn Read,
    stderr: &SharedWriter,
) -> Result<(), Failed> {
    let Some(load) = options.registry.irdl_loader else {
        write_shared(stderr, "error: this tool cannot load IRDL files\n");
        return Err(Failed);
    };
    let text = read_input(path, stdin, false).and_then(|(name, bytes)| {
        let text = decode_input(&name, bytes)?;
        Ok((name, text))
    });
    let (name, text) = match text {
        Ok(x) => x,
        Err(msg) => {
            write_shared(stderr, &format!("error: {}\n", msg.trim_end()));
            return Err(Failed);
        }
    };
    let mut sm = SourceMgr::new();
    sm.add_buffer(SourceBuffer::new(name.clone(), text));
    let sm = Arc::new(sm);
    let handler_sm = sm.clone();
    let out = stderr.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |ctx, diag| {
        let r = Renderer { ctx, sm: &handler_sm };
        write_shared(&out, &r.render(diag));
    }));
    let popts = ParseOptions {
        file_name: &name,
        line_offset: 0,
        implicit_module: true,
        module_loc: (0, 0),
    };
    let body = parse_source(ctx, &sm.buffer(0).text(), &popts)
        .and_then(|body| strata_ir::verify_top_level(ctx, &body).map(|()| body));
    let loaded = body.and_then(|body| load(ctx, &body));
    ctx.remove_diagnostic_handler(handler);
    loaded
}

/// Runs the driver with parsed options and explicit streams.
pub fn run(
    options: &Options,
    stdin: &mut dyn Read,
    stdout: &mut (dyn Write + Send),
    stderr: &SharedWriter,
) -> i32 {
    let run_start = std::time::Instant::now();
    let mut ctx = make_context(options);
    if let Some(path) = &options.irdl_file {
        if load_irdl_file(&mut ctx, options, path, stdin, stderr).is_err() {
            return 1;
        }
    }
    let ctx = ctx;
    if let Some(name) = &options.dialect_to_irdl {
        let text = match options.registry.irdl_exporter {
            Some(export) => export(&ctx, name),
            None => Err("this tool cannot print dialects as IRDL".into()),
        };
        return match text {
            Ok(t) => i32::from(stdout.write_all(t.as_bytes()).is_err()),
            Err(msg) => {
                write_shared(stderr, &format!("error: {msg}\n"));
                1
            }
        };
    }
    if options.show_dialects {
        let _ = writeln!(stdout, "Available Dialects: {}", ctx.dialect_names().join(","));
        return 0;
    }
    if options.list_passes {
        let _ = writeln!(stdout, "Available Passes:");
        for (arg, desc) in options.registry.pass_registry().list() {
            let _ = writeln!(stdout, "  --{arg:<40} - {desc}");
        }
        return 0;
    }
    let pipeline = match build_pipeline(options) {
        Ok(p) => p,
        Err(msg) => {
            let (value_error, msg) = strata_pass::split_option_value_error(&msg);
            if let Some(line) = value_error {
                let program = strata_pass::program_name("strata-opt");
                write_shared(stderr, &format!("{program}: {line}\n"));
            }
            write_shared(stderr, &format!("<unknown>:0: error: {msg}\n"));
            return 1;
        }
    };
    if options.dump_pass_pipeline {
        // Without passes, the empty pipeline on the module.
        let dump = match &pipeline {
            Some(pm) => pm.dump(),
            None => strata_pass::OpPassManager::new(strata_ir::builtin::MODULE).dump(),
        };
        write_shared(stderr, &dump);
    }
    let (name, bytes) = match read_input(&options.input, stdin, !options.disable_threading) {
        Ok(x) => x,
        Err(msg) => {
            write_shared(stderr, &format!("{msg}\n"));
            return 1;
        }
    };
    let text = match decode_input(&name, bytes) {
        Ok(t) => t,
        Err(msg) => {
            write_shared(stderr, &msg);
            return 1;
        }
    };
    let mut sm = SourceMgr::new();
    sm.add_buffer(if options.input == "-" {
        SourceBuffer::new(name, text)
    } else {
        SourceBuffer::from_file(name, text, &options.input)
    });
    if let (Some(marker), Some(_)) = (&options.split_input_file, options.translation) {
        // mlir-translate shows positions in split files relative to their
        // chunk: the line each chunk starts on.
        let buf = sm.buffer(0);
        let starts = split::split_chunks(&buf.text(), marker)
            .iter()
            .enumerate()
            .map(|(k, r)| if k == 0 { 1 } else { buf.line_col(r.start).0 })
            .collect();
        sm.split_starts = Some(starts);
    }
    let shared = Arc::new(Shared {
        sm,
        verifier: Mutex::new(None),
        stderr: stderr.clone(),
    });
    let handler_state = shared.clone();
    let handler = ctx.push_diagnostic_handler(Box::new(move |ctx, diag| {
        let r = Renderer {
            ctx,
            sm: &handler_state.sm,
        };
        let mut out = String::new();
        let mut verifier = handler_state.verifier.lock().unwrap_or_else(|e| e.into_inner());
        match verifier.as_mut() {
            Some(v) => v.process(&r, diag, &mut out),
            None => out = r.render(diag),
        }
        drop(verifier);
        write_shared(&handler_state.stderr, &out);
    }));

    // Output goes to a file only if everything succeeds (mlir-opt removes a
    // partial output file).
    let mut file_out: Option<std::io::BufWriter<std::fs::File>> = None;
    if options.output != "-" {
        match std::fs::File::create(&options.output) {
            Ok(f) => file_out = Some(std::io::BufWriter::new(f)),
            Err(e) => {
                write_shared(stderr, &format!("{}\n", io_message(&e)));
                ctx.remove_diagnostic_handler(handler);
                return 1;
            }
        }
    }
    let mut stdout_buf = std::io::BufWriter::new(stdout);
    let out: &mut (dyn Write + Send) = match file_out.as_mut() {
        Some(f) => f,
        None => &mut stdout_buf,
    };
    // Printing passes write where the IR goes only when it goes to
    // standard output.
    strata_pass::capture_output(options.output == "-");

    let buf = shared.sm.buffer(0);
    let whole = buf.text();
    let chunks: Vec<std::ops::Range<usize>> = match &options.split_input_file {
        Some(marker) => split::split_chunks(&whole, marker),
        None => std::iter::once(0..whole.len()).collect(),
    };
    let verify_mode = options.verify_diagnostics;
    // mlir-opt 22 checks expectations over the whole file, not per chunk.
    // Without --verify-diagnostics it still parses them and, on exit,
    // reports each as not produced (leaving the exit code alone), so the
    // same checker runs in both modes; only with the flag does it see the
    // diagnostics.
    // mlir-translate does not.
    let mut checker: Option<Verifier> = None;
    if verify_mode.is_some() || (options.translation.is_none() && whole.contains("expected-")) {
        let mut errors = Vec::new();
        let exps = verify::parse_expectations(buf, 0, whole.len(), &mut errors);
        let mut v = Verifier::new(verify_mode.unwrap_or(VerifyMode::All), buf.name.clone(), exps);
        let r = Renderer {
            ctx: &ctx,
            sm: &shared.sm,
        };
        let mut msg = String::new();
        for (pos, text, len) in &errors {
            r.render_pos(&mut msg, pos, strata_ir::Severity::Error, text, *len);
        }
        write_shared(stderr, &msg);
        v.failed = !errors.is_empty();
        checker = Some(v);
    }
    if verify_mode.is_some() {
        *shared.verifier.lock().unwrap_or_else(|e| e.into_inner()) = checker.take();
    }
    let mut failed = false;
    let mut timings = Timings::default();
    // A whole input parsed at once is not needed after parsing: handed to
    // the chunk's processing, it is freed then (diagnostics read the file
    // again if they show a line). Large inputs would otherwise stay in
    // memory through every pass.
    let mut whole = Some(whole);
    let release_whole = chunks.len() == 1 && checker.is_none() && verify_mode.is_none();
    for (k, range) in chunks.into_iter().enumerate() {
        if k > 0 {
            let _ = writeln!(out, "{}", options.output_split_marker);
        }
        // The first chunk starts the file: no line index needed (building
        // one costs a pass over the whole input).
        let (line, col) = if range.start == 0 {
            (1, 1)
        } else {
            buf.line_col(range.start)
        };
        // Diagnostics and locations use the original file's positions: the
        // line offset places the chunk, and padding keeps the columns of a
        // chunk starting mid-line.
        let text = whole.as_ref().map_or_else(|| buf.text(), Arc::clone);
        let src = if release_whole {
            whole = None;
            ChunkText::Whole(text, buf)
        } else if col == 1 {
            ChunkText::Borrowed(&text[range.clone()])
        } else {
            let mut s = " ".repeat(col as usize - 1);
            s.push_str(&text[range.clone()]);
            ChunkText::Owned(s)
        };
        let chunk_loc = if k == 0 { (0, 0) } else { (line, col) };
        let popts = ParseOptions {
            file_name: &buf.name,
            line_offset: line - 1,
            implicit_module: !options.no_implicit_module,
            module_loc: chunk_loc,
        };
        let result = process_chunk(
            &ctx,
            options,
            pipeline.as_ref(),
            src,
            &popts,
            &mut timings,
            stderr,
            out,
        );
        failed |= result.is_err() && verify_mode.is_none();
        if let Ok(Err(e)) = result {
            write_shared(stderr, &format!("error writing output: {}\n", io_message(&e)));
            failed = true;
        }
    }
    if verify_mode.is_some() {
        checker = shared.verifier.lock().unwrap_or_else(|e| e.into_inner()).take();
    }
    if let Some(mut v) = checker {
        let r = Renderer {
            ctx: &ctx,
            sm: &shared.sm,
        };
        let mut msg = String::new();
        let unknown = v.finish(&r, &mut msg);
        if verify_mode.is_some() {
            // mlir-opt 22 reports unmatched `@unknown` expectations twice.
            msg.push_str(&unknown.concat());
            failed |= v.failed;
        }
        write_shared(stderr, &msg);
    }
    ctx.remove_diagnostic_handler(handler);
    let _ = out.write_all(strata_pass::take_captured_output().as_bytes());
    strata_pass::capture_output(false);
    let flush_start = std::time::Instant::now();
    let flushed = out.flush();
    timings.output += flush_start.elapsed();
    if options.timing {
        let mut lines = vec![strata_pass::timing::TimingNode::leaf("Parser", timings.parser)];
        lines.extend(timings.passes);
        lines.push(strata_pass::timing::TimingNode::leaf("Output", timings.output));
        let show_user = strata_pass::timing::has_parallel_work(&lines);
        let report = strata_pass::timing::report(&lines, run_start.elapsed(), show_user);
        write_shared(stderr, &report);
    }
    drop(stdout_buf);
    if let Some(f) = file_out {
        drop(f);
        // Only a regular file is removed: run as root, removing `-o
        // /dev/null` would delete the device node.
        let regular = std::fs::metadata(&options.output).is_ok_and(|m| m.is_file());
        if (failed || flushed.is_err()) && regular {
            let _ = std::fs::remove_file(&options.output);
        }
    }
    if options.exit_after_run {
        // Left to the OS, as the IR (see `process_chunk`).
        std::mem::forget(ctx);
    }
    if flushed.is_err() {
        return 1;
    }
    i32::from(failed)
}

#[cfg(test)]
mod tests;
