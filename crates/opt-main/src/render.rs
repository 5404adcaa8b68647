//! Renders diagnostics as mlir-opt prints them on standard error:
//! `file:line:col: severity: message`, the source line and a caret line
//! when the location points into a loaded buffer, `<unknown>:0:` with the
//! printed location for locations without a file position, and a
//! "called from" note per call-site frame.

use std::fmt::Write;

use strata_ir::{Context, Diagnostic, Location, LocationKind, Severity};

use crate::source_mgr::SourceMgr;

/// A resolved file position: file name, line, column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePos {
    /// The file (buffer) name.
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub col: u32,
}

/// The file position a diagnostic is shown at: name locations show their
/// child, call sites their callee (else their caller), fused locations
/// their first location that has one.
pub fn find_file_loc(ctx: &Context, loc: Location) -> Option<FilePos> {
    match &ctx.loc_kind(loc) {
        LocationKind::FileLineCol { file, line, col, .. } => Some(FilePos {
            file: ctx.ident_str(*file).to_string(),
            line: *line,
            col: *col,
        }),
        LocationKind::Name { child, .. } => child.and_then(|c| find_file_loc(ctx, c)),
        LocationKind::CallSite { callee, caller } => {
            find_file_loc(ctx, *callee).or_else(|| find_file_loc(ctx, *caller))
        }
        LocationKind::Fused { locations, .. } => locations.iter().find_map(|&l| find_file_loc(ctx, l)),
        LocationKind::Unknown | LocationKind::Opaque(_) => None,
    }
}

/// Display width of `s` with tabs expanded to multiples of 8, starting at
/// display column `start`.
fn expand_tabs(s: &str, out: &mut String, start: usize) -> usize {
    let mut col = start;
    for c in s.chars() {
        if c == '\t' {
            let n = 8 - col % 8;
            out.extend(std::iter::repeat_n(' ', n));
            col += n;
        } else {
            out.push(c);
            col += 1;
        }
    }
    col
}

/// Renders diagnostics against a source manager.
pub struct Renderer<'a> {
    /// The context the diagnostics' locations live in.
    pub ctx: &'a Context,
    /// The loaded buffers source lines are quoted from.
    pub sm: &'a SourceMgr,
}

impl Renderer<'_> {
    /// One diagnostic line (plus source and caret lines when the position
    /// is inside a loaded buffer). `range` is the number of columns to
    /// highlight (`^~~~`), 1 for a plain caret.
    pub fn render_at(
        &self,
        out: &mut String,
        loc: Location,
        severity: Severity,
        message: &str,
        range: usize,
    ) {
        self.render_at_opt(out, loc, severity, message, range, true);
    }

    /// Like [`Renderer::render_at`]; without `show_source`, the source line
    /// and caret are left out (mlir-opt does so for a note at the location
    /// of the diagnostic before it).
    pub fn render_at_opt(
        &self,
        out: &mut String,
        loc: Location,
        severity: Severity,
        message: &str,
        range: usize,
        show_source: bool,
    ) {
        match find_file_loc(self.ctx, loc) {
            Some(pos) if !show_source => {
                let _ = writeln!(out, "{}: {}: {}", self.position(&pos), severity.as_str(), message);
            }
            Some(pos) => self.render_pos(out, &pos, severity, message, range),
            None => {
                let _ = write!(out, "<unknown>:0: {}: ", severity.as_str());
                if !matches!(self.ctx.loc_kind(loc), LocationKind::Unknown) {
                    // mlir-opt's `--mlir-pretty-debuginfo` applies here too.
                    let pretty = self.ctx.debuginfo_on_diagnostic().1;
                    out.push_str(&strata_asm::location_to_string(self.ctx, loc, pretty));
                    out.push_str(": ");
                }
                out.push_str(message);
                out.push('\n');
            }
        }
    }

    /// `file:line:col`, or with split-file positions, `within split at
    /// file:N offset :line:col` relative to the chunk starting on line N.
    fn position(&self, pos: &FilePos) -> String {
        if let Some(starts) = &self.sm.split_starts {
            let main = self
                .sm
                .find(&pos.file)
                .is_some_and(|b| std::ptr::eq(b, self.sm.buffer(0)));
            let start = starts.iter().rev().find(|&&s| s <= pos.line);
            if let (true, Some(&start)) = (main, start) {
                return format!(
                    "within split at {}:{} offset :{}:{}",
                    pos.file,
                    start,
                    pos.line - start + 1,
                    pos.col
                );
            }
        }
        format!("{}:{}:{}", pos.file, pos.line, pos.col)
    }

    /// Like [`Renderer::render_at`] for a resolved position.
    pub fn render_pos(
        &self,
        out: &mut String,
        pos: &FilePos,
        severity: Severity,
        message: &str,
        range: usize,
    ) {
        let _ = writeln!(out, "{}: {}: {}", self.position(pos), severity.as_str(), message);
        let Some(text) = self.sm.find(&pos.file).and_then(|b| b.line(pos.line)) else {
            return;
        };
        let col = pos.col as usize;
        if col == 0 || col > text.len() + 1 || !text.is_char_boundary(col - 1) {
            return;
        }
        let mut line = String::with_capacity(text.len() + 8);
        expand_tabs(&text, &mut line, 0);
        out.push_str(&line);
        out.push('\n');
        // The caret goes under the display column of byte `col - 1`.
        let mut scratch = String::new();
        let caret_col = expand_tabs(&text[..col - 1], &mut scratch, 0);
        let rest: String = text[col - 1..].chars().take(range.max(1)).collect();
        let end_col = expand_tabs(&rest, &mut scratch, caret_col).max(caret_col + 1);
        let mut caret = " ".repeat(caret_col);
        caret.push('^');
        caret.extend(std::iter::repeat_n('~', end_col - caret_col - 1));
        out.push_str(&caret);
        out.push('\n');
    }

    /// A full diagnostic as mlir-opt prints it: the diagnostic, a "called
    /// from" note per call-site frame, then its notes.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(&mut out, diag);
        out
    }

    /// The caller of the first call site found in `loc`, looking through
    /// names and fused locations.
    fn call_site_caller(&self, loc: Location) -> Option<Location> {
        match self.ctx.loc_kind(loc) {
            LocationKind::CallSite { caller, .. } => Some(caller),
            LocationKind::Name { child: Some(c), .. } => self.call_site_caller(c),
            LocationKind::Fused { locations, .. } => locations.iter().find_map(|&l| self.call_site_caller(l)),
            _ => None,
        }
    }

    fn render_into(&self, out: &mut String, diag: &Diagnostic) {
        self.render_into_opt(out, diag, true);
    }

    fn render_into_opt(&self, out: &mut String, diag: &Diagnostic, show_source: bool) {
        self.render_at_opt(out, diag.loc, diag.severity, &diag.message, 1, show_source);
        // The last location shown: the diagnostic's, or its outermost caller.
        let mut prev = diag.loc;
        let mut next = self.call_site_caller(diag.loc);
        // mlir-opt shows at most this many frames of a call stack.
        const CALL_STACK_LIMIT: usize = 10;
        for _ in 0..CALL_STACK_LIMIT {
            let Some(caller) = next else { break };
            self.render_at(out, caller, Severity::Note, "called from", 1);
            prev = caller;
            next = self.call_site_caller(caller);
        }
        // Notes get no call stack, and show their source line only when
        // their location differs from the previous one (as mlir-opt).
        for note in &diag.notes {
            self.render_at_opt(out, note.loc, note.severity, &note.message, 1, note.loc != prev);
            prev = note.loc;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source_mgr::SourceBuffer;

    fn sm() -> SourceMgr {
        let mut sm = SourceMgr::new();
        sm.add_buffer(SourceBuffer::new(
            "t.mlir",
            "\"a.op\"() : () -> ()\n\t  %x = \"b.op\"(%y) : (i32) -> i32\n".to_string(),
        ));
        sm
    }

    #[test]
    fn file_location_with_tabs() {
        let ctx = Context::new();
        let sm = sm();
        let r = Renderer { ctx: &ctx, sm: &sm };
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 2, 16), "use of undeclared SSA value name");
        assert_eq!(
            r.render(&d),
            "t.mlir:2:16: error: use of undeclared SSA value name\n          %x = \"b.op\"(%y) : (i32) -> i32\n                      ^\n"
        );
    }

    #[test]
    fn columns_past_the_line_end_show_no_source() {
        let ctx = Context::new();
        let sm = sm();
        let r = Renderer { ctx: &ctx, sm: &sm };
        // One past the end still shows the line; two past does not.
        let d = Diagnostic::warning(ctx.file_loc("t.mlir", 1, 20), "w");
        assert_eq!(
            r.render(&d),
            "t.mlir:1:20: warning: w\n\"a.op\"() : () -> ()\n                   ^\n"
        );
        let d = Diagnostic::remark(ctx.file_loc("t.mlir", 1, 21), "r");
        assert_eq!(r.render(&d), "t.mlir:1:21: remark: r\n");
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 9, 1), "e");
        assert_eq!(r.render(&d), "t.mlir:9:1: error: e\n");
        let d = Diagnostic::error(ctx.file_loc("t.mlir", 1, 0), "e");
        assert_eq!(r.render(&d), "t.mlir:1:0: error: e\n");
        let d = Diagnostic::error(ctx.file_loc("other.mlir", 1, 1), "e");
        assert_eq!(r.render(&d), "other.mlir:1:1: error: e\n");
    }

    #[test]
    fn ranges() {
        let ctx = Context::new();
        let sm = sm();
        let r = Renderer { ctx: &ctx, sm: &sm };
        let mut out = String::new();
        r.render_at(&mut out, ctx.file_loc("t.mlir", 1, 2), Severity::Error, "m", 4);
        assert_eq!(out, "t.mlir:1:2: error: m\n\"a.op\"() : () -> ()\n ^~~~\n");
    }

    #[test]
    fn non_file_locations() {
        let ctx = Context::new();
        let sm = sm();
        let r = Renderer { ctx: &ctx, sm: &sm };
        let d = Diagnostic::error(ctx.unknown_loc(), "msg").with_note(ctx.name_loc("nm", None), "n");
        assert_eq!(
            r.render(&d),
            "<unknown>:0: error: msg\n<unknown>:0: note: loc(\"nm\"): n\n"
        );
        let child = ctx.file_loc("other.mlir", 3, 4);
        let d = Diagnostic::error(ctx.name_loc("nm", Some(child)), "msg");
        assert_eq!(r.render(&d), "other.mlir:3:4: error: msg\n");
        let meta = ctx.string_attr("m");
        let fused = ctx.fused_loc(
            &[ctx.name_loc("zz", None), ctx.name_loc("y\tq", None)],
            Some(meta),
        );
        let d = Diagnostic::error(fused, "msg");
        assert_eq!(
            r.render(&d),
            "<unknown>:0: error: loc(fused<\"m\">[\"zz\", \"y\\09q\"]): msg\n"
        );
    }

    #[test]
    fn call_sites() {
        let ctx = Context::new();
        let sm = sm();
        let r = Renderer { ctx: &ctx, sm: &sm };
        let inner = ctx.intern_loc(LocationKind::CallSite {
            callee: ctx.file_loc("b.mlir", 3, 4),
            caller: ctx.file_loc("t.mlir", 1, 5),
        });
        let outer = ctx.intern_loc(LocationKind::CallSite {
            callee: ctx.file_loc("t.mlir", 1, 2),
            caller: inner,
        });
        let d = Diagnostic::error(outer, "msg");
        assert_eq!(
            r.render(&d),
            "t.mlir:1:2: error: msg\n\"a.op\"() : () -> ()\n ^\nb.mlir:3:4: note: called from\nt.mlir:1:5: note: called from\n\"a.op\"() : () -> ()\n    ^\n"
        );
        // A callee without a file position shows the caller.
        let cs = ctx.intern_loc(LocationKind::CallSite {
            callee: ctx.name_loc("nm", None),
            caller: ctx.file_loc("q.mlir", 3, 4),
        });
        assert_eq!(
            r.render(&Diagnostic::error(cs, "m")),
            "q.mlir:3:4: error: m\nq.mlir:3:4: note: called from\n"
        );
    }
}
