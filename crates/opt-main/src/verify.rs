//! `--verify-diagnostics`: `expected-error`, `expected-warning`,
//! `expected-note` and `expected-remark` comments in the input, checked
//! against the diagnostics actually emitted.
//!
//! Syntax (as mlir-opt): `expected-<kind>[-re] [@+N|@-N|@above|@below|@unknown] {{text}}`
//! anywhere on a line, the line ending with `}}`. Plain text matches as a
//! substring; with `-re`, `{{...}}` parts inside the text are regular
//! expressions and the rest is literal.

use std::sync::LazyLock;

use regex::Regex;
use strata_ir::{Diagnostic, Severity};

use crate::render::{find_file_loc, FilePos, Renderer};
use crate::source_mgr::SourceBuffer;

static DESIGNATOR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$",
    )
    .expect("valid designator regex")
});

/// Which diagnostics `--verify-diagnostics` checks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VerifyMode {
    /// Expected diagnostics must be produced and nothing else may be.
    All,
    /// Expected diagnostics must be produced; others are ignored.
    OnlyExpected,
}

/// One `expected-*` comment.
#[derive(Debug)]
pub struct Expectation {
    /// The expected severity (`expected-error` is [`Severity::Error`]).
    pub kind: Severity,
    /// The line the diagnostic is expected on; `None` for `@unknown`.
    pub line: Option<u32>,
    /// The text between `{{` and `}}`: a substring of the message, or
    /// with `-re` a pattern with `{{regex}}` parts.
    pub text: String,
    regex: Option<Regex>,
    /// Where the `expected-` designator is, for reporting.
    pub decl: FilePos,
    /// Whether a diagnostic has matched it so far.
    pub matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(self.text.as_str()),
        }
    }
}

fn kind_of(s: &str) -> Severity {
    match s {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "note" => Severity::Note,
        _ => Severity::Remark,
    }
}

/// Builds the regex of an `expected-*-re` text: literal text with
/// `{{regex}}` parts.
fn build_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        pattern.push_str("(?:");
        pattern.push_str(&after[..end]);
        pattern.push(')');
        rest = &after[end + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern).map_err(|e| {
        let msg = match e {
            regex::Error::Syntax(s) => s
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix("error: ").map(str::to_string))
                .unwrap_or(s),
            other => other.to_string(),
        };
        // LLVM's regex library words the common mistakes so.
        let msg = match msg.as_str() {
            "unclosed group" | "unopened group" => "parentheses not balanced".to_string(),
            "unclosed character class" => "brackets ([ ]) not balanced".to_string(),
            "unclosed counted repetition" => "braces not balanced".to_string(),
            _ => msg,
        };
        format!("invalid regex: {msg}")
    })
}

/// The expectations in `buf.text[start..end]` (one split chunk). Malformed
/// ones are reported through `errors` as (position, message, range).
pub fn parse_expectations(
    buf: &SourceBuffer,
    start: usize,
    end: usize,
    errors: &mut Vec<(FilePos, String, usize)>,
) -> Vec<Expectation> {
    let text = buf.text();
    let chunk = &text[start..end];
    let (first_line, first_col) = buf.line_col(start);
    let mut out: Vec<Expectation> = Vec::new();
    // Expectations waiting for the next line without a designator.
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain_line: Option<u32> = None;
    for (i, line_text) in chunk.split('\n').enumerate() {
        let line_no = first_line + i as u32;
        // Columns on the chunk's first line start where the chunk does.
        let col_base = if i == 0 { first_col - 1 } else { 0 };
        let line_text = line_text.strip_suffix('\r').unwrap_or(line_text);
        let Some(caps) = DESIGNATOR.captures(line_text) else {
            for idx in pending_below.drain(..) {
                out[idx].line = Some(line_no);
            }
            last_plain_line = Some(line_no);
            continue;
        };
        let whole = caps.get(0).expect("match");
        let decl = FilePos {
            file: buf.name.clone(),
            line: line_no,
            col: col_base + whole.start() as u32 + 1,
        };
        let text = caps.get(5).map_or("", |m| m.as_str()).to_string();
        let range = text.chars().count();
        let regex = if caps.get(2).is_some() {
            match build_regex(&text) {
                Ok(re) => Some(re),
                Err(msg) => {
                    errors.push((decl, msg, range));
                    continue;
                }
            }
        } else {
            None
        };
        let mut e = Expectation {
            kind: kind_of(&caps[1]),
            line: Some(line_no),
            text,
            regex,
            decl,
            matched: false,
        };
        match caps.get(4).map(|m| m.as_str()) {
            None => {}
            Some("unknown") => e.line = None,
            Some("above") => e.line = Some(last_plain_line.unwrap_or(line_no.saturating_sub(1))),
            Some("below") => pending_below.push(out.len()),
            Some(offset) => {
                let n: i64 = offset.parse().unwrap_or(0);
                e.line = Some((line_no as i64 + n).clamp(0, u32::MAX as i64) as u32);
            }
        }
        out.push(e);
    }
    // `@below` on the last lines points past the end of the chunk.
    let past_end = first_line + chunk.split('\n').count() as u32;
    for idx in pending_below {
        out[idx].line = Some(past_end);
    }
    out
}

/// The checking state of one chunk.
pub struct Verifier {
    /// Whether unexpected diagnostics are errors.
    pub mode: VerifyMode,
    /// The buffer the expectations are in.
    pub buffer_name: String,
    /// The chunk's `expected-*` comments.
    pub expectations: Vec<Expectation>,
    /// The expectations of the other files diagnostics were located in
    /// (a transform library, an included file), read from disk when the
    /// first diagnostic located in each arrives, as mlir-opt does; `None`
    /// for a file that cannot be read, whose diagnostics match nothing.
    pub other_files: Vec<(String, Option<Vec<Expectation>>)>,
    /// Whether a check failed: an unexpected diagnostic, a wrong
    /// severity or an expectation not produced.
    pub failed: bool,
}

impl Verifier {
    /// A verifier of one chunk, with nothing matched and nothing failed.
    pub fn new(mode: VerifyMode, buffer_name: String, expectations: Vec<Expectation>) -> Verifier {
        Verifier {
            mode,
            buffer_name,
            expectations,
            other_files: Vec::new(),
            failed: false,
        }
    }

    /// Checks one emitted diagnostic and its notes, appending whatever must
    /// be reported to `out`.
    pub fn process(&mut self, r: &Renderer<'_>, diag: &Diagnostic, out: &mut String) {
        self.process_one(r, diag, out);
        for note in &diag.notes {
            self.process(r, note, out);
        }
    }

    /// The expectations of file `name` other than the checked buffer,
    /// read on first use; malformed ones are reported to `out`.
    fn other_file(
        &mut self,
        r: &Renderer<'_>,
        name: &str,
        out: &mut String,
    ) -> Option<&mut Vec<Expectation>> {
        let i = match self.other_files.iter().position(|(n, _)| n == name) {
            Some(i) => i,
            None => {
                let loaded = match r.sm.find(name) {
                    Some(b) => Some(SourceBuffer::new(name, b.text().to_string())),
                    None => std::fs::read_to_string(name)
                        .ok()
                        .map(|text| SourceBuffer::new(name, text)),
                };
                let exps = loaded.map(|buf| {
                    let mut errors = Vec::new();
                    let exps = parse_expectations(&buf, 0, buf.text().len(), &mut errors);
                    for (pos, text, len) in &errors {
                        r.render_pos(out, pos, Severity::Error, text, *len);
                        self.failed = true;
                    }
                    exps
                });
                self.other_files.push((name.to_string(), exps));
                self.other_files.len() - 1
            }
        };
        self.other_files[i].1.as_mut()
    }

    fn process_one(&mut self, r: &Renderer<'_>, diag: &Diagnostic, out: &mut String) {
        let pos = find_file_loc(r.ctx, diag.loc);
        let mode = self.mode;
        let (line, expectations) = match &pos {
            Some(p) if p.file == self.buffer_name => (Some(p.line), Some(&mut self.expectations)),
            Some(p) => (Some(p.line), self.other_file(r, &p.file, out)),
            None => (None, Some(&mut self.expectations)),
        };
        if let Some(expectations) = expectations {
            // As in mlir-opt, an expectation absorbs every diagnostic on its
            // line that it matches, not only the first.
            let candidates = |exps: &[Expectation]| {
                exps.iter()
                    .position(|e| e.line == line && e.matches(&diag.message) && e.kind == diag.severity)
                    .ok_or_else(|| {
                        exps.iter()
                            .position(|e| e.line == line && e.matches(&diag.message))
                    })
            };
            match candidates(expectations) {
                Ok(i) => {
                    expectations[i].matched = true;
                    return;
                }
                // A near miss (right text, wrong severity) counts only when
                // every diagnostic is checked.
                Err(Some(i)) if mode == VerifyMode::All => {
                    let e = &expectations[i];
                    let msg = format!(
                        "'{}' diagnostic emitted when expecting a '{}'",
                        diag.severity.as_str(),
                        e.kind.as_str()
                    );
                    r.render_pos(out, &e.decl, Severity::Error, &msg, 1);
                    self.failed = true;
                    return;
                }
                Err(_) => {}
            }
        }
        if mode == VerifyMode::All {
            let msg = format!("unexpected {}: {}", diag.severity.as_str(), diag.message);
            r.render_at(out, diag.loc, Severity::Error, &msg, 1);
            self.failed = true;
        }
    }

    /// Reports the expectations never matched: located ones in order
    /// (those of the checked buffer, then those of other files), then
    /// `@unknown` ones. Returns the unmatched `@unknown` messages, which
    /// mlir-opt reports once more when it exits.
    pub fn finish(&mut self, r: &Renderer<'_>, out: &mut String) -> Vec<String> {
        let mut unknown = Vec::new();
        let others = self.other_files.iter().filter_map(|(_, e)| e.as_ref()).flatten();
        for e in self
            .expectations
            .iter()
            .chain(others.clone())
            .filter(|e| !e.matched && e.line.is_some())
        {
            r.render_pos(
                out,
                &e.decl,
                Severity::Error,
                &not_produced(e),
                e.text.chars().count(),
            );
            self.failed = true;
        }
        for e in self
            .expectations
            .iter()
            .chain(others)
            .filter(|e| !e.matched && e.line.is_none())
        {
            let msg = format!("<unknown>:0: error: {}\n", not_produced(e));
            out.push_str(&msg);
            unknown.push(msg);
            self.failed = true;
        }
        unknown
    }
}

/// The message for an expectation no diagnostic matched.
pub fn not_produced(e: &Expectation) -> String {
    format!("expected {} \"{}\" was not produced", e.kind.as_str(), e.text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source_mgr::SourceMgr;

    use strata_ir::Context;

    fn setup(text: &str) -> (Context, SourceMgr) {
        let mut sm = SourceMgr::new();
        sm.add_buffer(SourceBuffer::new("v.mlir", text.to_string()));
        (Context::new(), sm)
    }

    fn exps(sm: &SourceMgr) -> (Vec<Expectation>, Vec<(FilePos, String, usize)>) {
        let buf = sm.buffer(0);
        let mut errs = Vec::new();
        let e = parse_expectations(buf, 0, buf.text().len(), &mut errs);
        (e, errs)
    }

    #[test]
    fn designators_and_lines() {
        let (_ctx, sm) = setup(
            "// expected-error@+1 {{a}}\nop\n// expected-warning {{b}}  \n// expected-note@above {{c}}\n\
             // expected-remark@below {{d}}\n// expected-error@below {{e}}\nop2\n// expected-error@unknown {{f}}\n\
             // expected-error 2 {{ignored}}\n// expected-error {{ignored}} trailing\nx // xexpected-error-re@-2 {{g{{[0-9]+}}}}\n",
        );
        let (e, errs) = exps(&sm);
        assert!(errs.is_empty());
        let summary: Vec<(Severity, Option<u32>, &str, u32)> = e
            .iter()
            .map(|e| (e.kind, e.line, e.text.as_str(), e.decl.col))
            .collect();
        assert_eq!(
            summary,
            vec![
                (Severity::Error, Some(2), "a", 4),
                (Severity::Warning, Some(3), "b", 4),
                (Severity::Note, Some(2), "c", 4),
                (Severity::Remark, Some(7), "d", 4),
                (Severity::Error, Some(7), "e", 4),
                (Severity::Error, None, "f", 4),
                (Severity::Error, Some(9), "g{{[0-9]+}}", 7),
            ]
        );
        assert!(e[6].matches("xg12"));
        assert!(!e[6].matches("g"));
    }

    #[test]
    fn malformed_regexes() {
        let (_ctx, sm) = setup("// expected-error-re {{a{{b}}\n// expected-error-re {{x{{(}}}}\n");
        let (e, errs) = exps(&sm);
        assert!(e.is_empty());
        assert_eq!(errs.len(), 2);
        assert_eq!(errs[0].1, "found start of regex with no end '}}'");
        assert_eq!(errs[0].2, 4);
        assert!(errs[1].1.starts_with("invalid regex: "), "{}", errs[1].1);
    }

    #[test]
    fn matching_and_reporting() {
        let (ctx, sm) = setup("// expected-error@+1 {{undeclared}}\nop\n// expected-warning@-1 {{kind}}\n// expected-note {{never}}\n");
        let r = Renderer { ctx: &ctx, sm: &sm };
        let (e, _) = exps(&sm);
        let mut v = Verifier::new(VerifyMode::All, "v.mlir".into(), e);
        let mut out = String::new();
        v.process(
            &r,
            &Diagnostic::error(ctx.file_loc("v.mlir", 2, 1), "use of undeclared name"),
            &mut out,
        );
        assert_eq!(out, "");
        assert!(!v.failed);
        // The same text with the wrong severity.
        v.process(
            &r,
            &Diagnostic::error(ctx.file_loc("v.mlir", 2, 1), "kind"),
            &mut out,
        );
        assert_eq!(
            out,
            "v.mlir:3:4: error: 'error' diagnostic emitted when expecting a 'warning'\n// expected-warning@-1 {{kind}}\n   ^\n"
        );
        out.clear();
        v.process(
            &r,
            &Diagnostic::remark(ctx.name_loc("nm", None), "surprise"),
            &mut out,
        );
        assert_eq!(
            out,
            "<unknown>:0: error: loc(\"nm\"): unexpected remark: surprise\n"
        );
        out.clear();
        v.finish(&r, &mut out);
        assert_eq!(
            out,
            "v.mlir:3:4: error: expected warning \"kind\" was not produced\n// expected-warning@-1 {{kind}}\n   ^~~~\n\
             v.mlir:4:4: error: expected note \"never\" was not produced\n// expected-note {{never}}\n   ^~~~~\n"
        );
        assert!(v.failed);
    }

    #[test]
    fn only_expected_ignores_others() {
        let (ctx, sm) = setup("op\n// expected-note@unknown {{u}}\n");
        let r = Renderer { ctx: &ctx, sm: &sm };
        let (e, _) = exps(&sm);
        let mut v = Verifier::new(VerifyMode::OnlyExpected, "v.mlir".into(), e);
        let mut out = String::new();
        v.process(
            &r,
            &Diagnostic::error(ctx.file_loc("v.mlir", 1, 1), "x"),
            &mut out,
        );
        assert_eq!(out, "");
        assert!(!v.failed);
        // A severity mismatch is a near miss, not checked in this mode.
        let (ctx2, sm2) = setup("// expected-warning@+1 {{w}}\nop\n");
        let r2 = Renderer { ctx: &ctx2, sm: &sm2 };
        let (e2, _) = exps(&sm2);
        let mut v2 = Verifier::new(VerifyMode::OnlyExpected, "v.mlir".into(), e2);
        v2.process(
            &r2,
            &Diagnostic::error(ctx2.file_loc("v.mlir", 2, 1), "w"),
            &mut out,
        );
        assert_eq!(out, "");
        assert!(!v2.failed);
        // Notes are checked separately from their diagnostic.
        let d = Diagnostic::error(ctx.unknown_loc(), "zzz").with_note(ctx.unknown_loc(), "u here");
        v.process(&r, &d, &mut out);
        let unknown = v.finish(&r, &mut out);
        assert!(unknown.is_empty());
        assert_eq!(out, "");
        assert!(!v.failed);
    }
}
