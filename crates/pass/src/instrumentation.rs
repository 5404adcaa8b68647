//! Pass instrumentation (MLIR's `PassInstrumentation`): code that runs
//! around every pass, such as the IR printer of `--mlir-print-ir-*`.
//!
//! Instrumentations produce text. Passes on sibling ops run in parallel, so
//! text produced inside a nested pipeline is buffered per op, together with
//! the diagnostics, and emitted in IR order: the output does not depend on
//! the thread count (mlir-opt interleaves it by timing).

use std::cell::RefCell;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};

use crate::Pass;

/// Runs around each pass.
pub trait PassInstrumentation: Send + Sync {
    /// Runs `pass` on `op` (by calling `run`), doing the
    /// instrumentation's work before and after; text for the user goes to
    /// `out`. `top_level` tells whether `op` is the outermost op.
    fn run_pass(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        op: &mut IsolatedOpMut<'_>,
        top_level: bool,
        run: &mut dyn FnMut(&mut IsolatedOpMut<'_>) -> LogicalResult,
        out: &mut dyn FnMut(String),
    ) -> LogicalResult;

    /// Writes text produced by [`PassInstrumentation::run_pass`], once it
    /// is its turn.
    fn write(&self, text: &str);
}

/// A pass that failed, for failure reports (the crash reproducer's).
#[derive(Clone, Debug)]
pub struct FailedPass {
    /// The pass's name (`Pass::name`).
    pub pass: &'static str,
    /// The name of the op it ran on (`func.func`).
    pub op_name: String,
    /// The op's symbol name, if it has one.
    pub symbol: Option<String>,
    /// The op's location.
    pub loc: strata_ir::Location,
}

/// What a nested run buffers until its turn: instrumentation texts, each
/// with the number of diagnostics captured before it, and failed passes.
#[derive(Default)]
pub(crate) struct Buffered {
    texts: Vec<(usize, String)>,
    failures: Vec<FailedPass>,
    outputs: Vec<String>,
}

thread_local! {
    /// The buffers of the nested runs in progress on this thread.
    static FRAMES: RefCell<Vec<Buffered>> = const { RefCell::new(Vec::new()) };
}

/// Records a failed pass: buffered inside a nested run, else added to
/// `failures` (in IR order whatever the threads).
pub(crate) fn record_failure(failures: &std::sync::Mutex<Vec<FailedPass>>, failure: FailedPass) {
    let rest = FRAMES.with(|f| match f.borrow_mut().last_mut() {
        Some(frame) => {
            frame.failures.push(failure);
            None
        }
        None => Some(failure),
    });
    if let Some(failure) = rest {
        failures.lock().unwrap_or_else(|e| e.into_inner()).push(failure);
    }
}

/// Text from an instrumentation: buffered when inside a nested run (see
/// [`buffered`]), written otherwise.
pub(crate) fn emit_text(ctx: &Context, instrumentation: &dyn PassInstrumentation, text: String) {
    let position = ctx.captured_diagnostics_count();
    let rest = FRAMES.with(|f| match f.borrow_mut().last_mut() {
        Some(frame) => {
            frame.texts.push((position, text));
            None
        }
        None => Some(text),
    });
    if let Some(text) = rest {
        instrumentation.write(&text);
    }
}

/// Text a pass prints on standard output (what MLIR's test passes write
/// to `llvm::outs()`): buffered when inside a nested run, so that it comes
/// out in IR order whatever the threads, written otherwise.
pub fn write_output(text: String) {
    let rest = FRAMES.with(|f| match f.borrow_mut().last_mut() {
        Some(frame) => {
            frame.outputs.push(text);
            None
        }
        None => Some(text),
    });
    if let Some(text) = rest {
        let mut captured = CAPTURED.lock().unwrap_or_else(|e| e.into_inner());
        match captured.as_mut() {
            Some(buffer) => buffer.push_str(&text),
            None => {
                use std::io::Write;
                let _ = std::io::stdout().lock().write_all(text.as_bytes());
            }
        }
    }
}

/// While a tool captures pass output: the text written so far. mlir-opt's
/// test passes print to the stream its IR output goes to, so a tool
/// writing IR to standard output through its own buffer takes the text
/// from here before each chunk's IR, keeping mlir-opt's order. One per
/// process, as standard output is.
static CAPTURED: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// Starts (`true`) or stops capturing the text [`write_output`] writes at
/// the top level.
pub fn capture_output(on: bool) {
    *CAPTURED.lock().unwrap_or_else(|e| e.into_inner()) = on.then(String::new);
}

/// The text captured since the last call (empty when not capturing).
pub fn take_captured_output() -> String {
    CAPTURED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_mut()
        .map(std::mem::take)
        .unwrap_or_default()
}

/// Runs `f` (which captures its diagnostics) buffering the instrumentation
/// text and failures it produces.
pub(crate) fn buffered<R>(f: impl FnOnce() -> R) -> (R, Buffered) {
    FRAMES.with(|fr| fr.borrow_mut().push(Buffered::default()));
    let r = f();
    let b = FRAMES.with(|fr| fr.borrow_mut().pop()).unwrap_or_default();
    (r, b)
}

/// Emits buffered diagnostics, texts and failures in the order they were
/// produced.
pub(crate) fn flush(
    ctx: &Context,
    options: &crate::RunOptions,
    diags: Vec<strata_ir::Diagnostic>,
    buffered: Buffered,
) {
    let instrumentation = options.instrumentation.as_deref();
    for f in buffered.failures {
        record_failure(&options.failed_passes, f);
    }
    for t in buffered.outputs {
        write_output(t);
    }
    let mut texts = buffered.texts.into_iter().peekable();
    for (i, d) in diags.into_iter().enumerate() {
        while let Some((_, t)) = texts.next_if(|(p, _)| *p <= i) {
            if let Some(instr) = instrumentation {
                emit_text(ctx, instr, t);
            }
        }
        ctx.emit(d);
    }
    for (_, t) in texts {
        if let Some(instr) = instrumentation {
            emit_text(ctx, instr, t);
        }
    }
}
