//! Diagnostics: errors, warnings, notes and remarks attached to locations.
//!
//! Diagnostics are emitted to the context, which hands them to the
//! innermost registered handler. Handlers must be `Send + Sync`: passes on
//! several threads emit concurrently.

use std::fmt;
use std::sync::Mutex;

use crate::{Context, Location};

/// How serious a diagnostic is, in increasing order.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Severity {
    /// Extra information attached to another diagnostic.
    Note,
    /// Information that is not a problem (`remark:`).
    Remark,
    /// A possible problem (`warning:`).
    Warning,
    /// A problem (`error:`).
    Error,
}

impl Severity {
    /// The word diagnostics are printed with (`error`, `note`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A message about a location in the IR (MLIR's `Diagnostic`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub loc: Location,
    /// The text, without location or severity.
    pub message: String,
    /// Notes attached to this diagnostic, printed after it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic without notes.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error without notes.
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, loc, message)
    }

    /// A warning without notes.
    pub fn warning(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, loc, message)
    }

    /// A remark without notes.
    pub fn remark(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Remark, loc, message)
    }

    /// Attaches a note and returns the diagnostic.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self
    }

    /// Attaches a note and returns it, to add to its message.
    pub fn attach_note(&mut self, loc: Location, message: impl Into<String>) -> &mut Diagnostic {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self.notes.last_mut().unwrap()
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity.as_str(), self.message)
    }
}

/// Marks a failure whose diagnostic has already been emitted to the
/// context (MLIR's `LogicalResult` failure).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Failed;

/// Success, or a failure already reported through diagnostics (MLIR's
/// `LogicalResult`).
pub type LogicalResult = Result<(), Failed>;

/// Receives the diagnostics emitted to a context (see
/// [`Context::push_diagnostic_handler`]).
pub type DiagnosticHandler = Box<dyn Fn(&Context, &Diagnostic) + Send + Sync>;

/// The context's stack of handlers; the innermost one receives every
/// diagnostic. With no handler, errors go to standard error.
#[derive(Default)]
pub(crate) struct DiagnosticEngine {
    pub(crate) handlers: Mutex<Vec<(u64, std::sync::Arc<DiagnosticHandler>)>>,
    pub(crate) next_id: std::sync::atomic::AtomicU64,
}

/// Identifies a handler installed with
/// [`Context::push_diagnostic_handler`], to remove it with
/// [`Context::remove_diagnostic_handler`].
pub struct HandlerId(pub(crate) u64);

impl Context {
    /// Installs a handler; it receives every diagnostic until it is removed
    /// or another handler is installed on top of it.
    pub fn push_diagnostic_handler(&self, handler: DiagnosticHandler) -> HandlerId {
        let id = self
            .diagnostics
            .next_id
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.diagnostics
            .handlers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((id, std::sync::Arc::new(handler)));
        HandlerId(id)
    }

    /// Removes a handler: diagnostics go to the one below it again.
    pub fn remove_diagnostic_handler(&self, id: HandlerId) {
        self.diagnostics
            .handlers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|(i, _)| *i != id.0);
    }

    /// Emits a diagnostic to the innermost handler.
    pub fn emit(&self, diag: Diagnostic) {
        let Some(diag) = capture::offer(self, diag) else {
            return;
        };
        let handler = self
            .diagnostics
            .handlers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .last()
            .map(|(_, h)| h.clone());
        match handler {
            Some(h) => h(self, &diag),
            None => {
                if diag.severity == Severity::Error {
                    eprintln!("{diag}");
                }
            }
        }
    }

    /// Runs `f`, returning its result and the diagnostics it emitted on
    /// this thread instead of handing them to the handlers. Parallel code
    /// runs each task under a capture and emits the buffers in a fixed
    /// order, so its diagnostics do not depend on scheduling.
    pub fn capture_diagnostics<R>(&self, f: impl FnOnce() -> R) -> (R, Vec<Diagnostic>) {
        capture::capture(self, f)
    }

    /// How many diagnostics the innermost capture on this thread holds so
    /// far (0 outside captures): lets parallel code place its other
    /// buffered output (IR dumps) among the diagnostics.
    pub fn captured_diagnostics_count(&self) -> usize {
        capture::count(self)
    }

    /// Emits an error and returns [`Failed`], for `return Err(ctx.emit_error(..))`.
    pub fn emit_error(&self, loc: Location, message: impl Into<String>) -> Failed {
        self.emit(Diagnostic::error(loc, message));
        Failed
    }
}

/// Per-thread capture of diagnostics, so that work done in parallel (e.g.
/// verifying isolated ops) can buffer its diagnostics and have them emitted
/// in the order of a sequential run. Frames nest; rayon runs stolen tasks
/// to completion on the stealing thread, which keeps the stack discipline.
pub(crate) mod capture {
    use std::cell::RefCell;

    use super::Diagnostic;
    use crate::Context;

    thread_local! {
        static FRAMES: RefCell<Vec<(usize, Vec<Diagnostic>)>> = const { RefCell::new(Vec::new()) };
    }

    /// Runs `f`, returning what it returned and the diagnostics it emitted
    /// to `ctx` on this thread, which are not passed to the handlers.
    pub(crate) fn capture<R>(ctx: &Context, f: impl FnOnce() -> R) -> (R, Vec<Diagnostic>) {
        let key = ctx as *const Context as usize;
        FRAMES.with(|fr| fr.borrow_mut().push((key, Vec::new())));
        let r = f();
        let (_, diags) = FRAMES.with(|fr| fr.borrow_mut().pop()).unwrap_or_default();
        (r, diags)
    }

    pub(crate) fn count(ctx: &Context) -> usize {
        let key = ctx as *const Context as usize;
        FRAMES.with(|fr| match fr.borrow().last() {
            Some((k, buf)) if *k == key => buf.len(),
            _ => 0,
        })
    }

    /// Buffers `diag` in the innermost frame for `ctx`, or gives it back.
    pub(super) fn offer(ctx: &Context, diag: Diagnostic) -> Option<Diagnostic> {
        let key = ctx as *const Context as usize;
        FRAMES.with(|fr| {
            let mut fr = fr.borrow_mut();
            match fr.last_mut() {
                Some((k, buf)) if *k == key => {
                    buf.push(diag);
                    None
                }
                _ => Some(diag),
            }
        })
    }
}
