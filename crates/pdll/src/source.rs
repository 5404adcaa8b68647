//! The buffers a compilation reads, and its diagnostics rendered as
//! mlir-pdll renders them (`file:line:col: error: message`, the source
//! line and a caret).

use crate::ast::Loc;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The compilation fails.
    Error,
    /// Reported; the compilation goes on.
    Warning,
}

/// A diagnostic with its notes.
#[derive(Clone, Debug)]
pub struct Diag {
    /// Error or warning.
    pub severity: Severity,
    /// Where.
    pub loc: Loc,
    /// What.
    pub message: String,
    /// Notes, each located.
    pub notes: Vec<(Loc, String)>,
}

impl Diag {
    /// An error.
    pub fn error(loc: Loc, message: impl Into<String>) -> Diag {
        Diag {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning.
    pub fn warning(loc: Loc, message: impl Into<String>) -> Diag {
        Diag {
            severity: Severity::Warning,
            ..Diag::error(loc, message)
        }
    }
}

struct Buffer {
    name: String,
    text: String,
    line_starts: Vec<usize>,
    /// Where it is included from.
    included_from: Option<Loc>,
}

/// The buffers of a compilation (the main file and its includes) and the
/// diagnostics reported so far.
#[derive(Default)]
pub struct Sources {
    buffers: Vec<Buffer>,
    /// The diagnostics, in order.
    pub diags: Vec<Diag>,
}

impl Sources {
    /// Adds a buffer; its index.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> u32 {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(memchr_lines(&text));
        self.buffers.push(Buffer {
            name: name.into(),
            text,
            line_starts,
            included_from: None,
        });
        (self.buffers.len() - 1) as u32
    }

    /// Adds a buffer included at `from`; its index.
    pub fn add_included(&mut self, name: impl Into<String>, text: impl Into<String>, from: Loc) -> u32 {
        let id = self.add(name, text);
        if let Some(b) = self.buffers.last_mut() {
            b.included_from = Some(from);
        }
        id
    }

    /// `Included from file:line:` for each including file, outermost
    /// first, as LLVM's source manager prints them.
    fn include_stack(&self, out: &mut String, file: u32) {
        let mut chain = Vec::new();
        let mut at = self.buffers.get(file as usize).and_then(|b| b.included_from);
        while let Some(l) = at {
            if chain.len() > self.buffers.len() {
                break;
            }
            chain.push(l);
            at = self.buffers.get(l.file as usize).and_then(|b| b.included_from);
        }
        for l in chain.iter().rev() {
            let (line, _) = self.line_col(*l);
            out.push_str(&format!("Included from {}:{line}:\n", self.name(l.file)));
        }
    }

    /// The text of buffer `file`.
    pub fn text(&self, file: u32) -> &str {
        self.buffers.get(file as usize).map_or("", |b| b.text.as_str())
    }

    /// The name of buffer `file`.
    pub fn name(&self, file: u32) -> &str {
        self.buffers.get(file as usize).map_or("", |b| b.name.as_str())
    }

    /// The 1-based line and column (in bytes) of `loc`.
    pub fn line_col(&self, loc: Loc) -> (u32, u32) {
        let Some(b) = self.buffers.get(loc.file as usize) else {
            return (0, 0);
        };
        let off = (loc.off as usize).min(b.text.len());
        let line = b.line_starts.partition_point(|&s| s <= off).max(1) - 1;
        ((line + 1) as u32, (off - b.line_starts[line] + 1) as u32)
    }

    /// Whether an error was reported.
    pub fn has_errors(&self) -> bool {
        self.diags.iter().any(|d| d.severity == Severity::Error)
    }

    fn render_one(&self, out: &mut String, loc: Loc, kind: &str, message: &str) {
        let (line, col) = self.line_col(loc);
        let name = self.name(loc.file);
        self.include_stack(out, loc.file);
        out.push_str(&format!("{name}:{line}:{col}: {kind}: {message}\n"));
        if let Some(b) = self.buffers.get(loc.file as usize) {
            let start = b.line_starts.get(line as usize - 1).copied().unwrap_or(0);
            let end = b.text[start..].find('\n').map_or(b.text.len(), |e| start + e);
            let text = String::from_utf8_lossy(&b.text.as_bytes()[start..end]).into_owned();
            let text = text.strip_suffix('\r').unwrap_or(&text);
            out.push_str(text);
            out.push('\n');
            out.push_str(&" ".repeat(col as usize - 1));
            out.push_str("^\n");
        }
    }

    /// The diagnostics rendered, in order.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for d in &self.diags {
            let kind = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            self.render_one(&mut out, d.loc, kind, &d.message);
            for (l, n) in &d.notes {
                self.render_one(&mut out, *l, "note", n);
            }
        }
        out
    }
}

/// The offsets just after each newline.
fn memchr_lines(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.bytes()
        .enumerate()
        .filter(|&(_, c)| c == b'\n')
        .map(|(i, _)| i + 1)
}
