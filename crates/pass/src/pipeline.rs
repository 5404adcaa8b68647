//! Textual pass pipelines: `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`.

use crate::{OpPassManager, PassRegistry};

/// A malformed pipeline, with mlir-opt's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError(pub String);

/// Parses a textual pipeline. The text must be wrapped in its anchor op
/// (`builtin.module(...)`), as mlir-opt requires for `--pass-pipeline`.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let wrapped = text
        .find('(')
        .filter(|&i| i > 0 && text.ends_with(')') && is_name(&text[..i]));
    let Some(open) = wrapped else {
        return Err(PipelineError(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
        ));
    };
    let inner = &text[open + 1..text.len() - 1];
    let mut pm = OpPassManager::new(&text[..open]);
    let mut p = Parser {
        src: inner,
        pos: 0,
        registry,
    };
    p.parse_list(&mut pm, false)?;
    Ok(pm)
}

fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'-'))
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    registry: &'a PassRegistry,
}

impl Parser<'_> {
    /// An error at byte `at` of the inner text, framed as mlir-opt frames
    /// it (the text and a caret).
    fn err<T>(&self, at: usize, msg: &str) -> Result<T, PipelineError> {
        let caret = format!("{}^", " ".repeat(at));
        Err(PipelineError(format!(
            "MLIR Textual PassPipeline Parser:1:{}: error: {msg}\n{}\n{caret}\n",
            at + 1,
            self.src
        )))
    }

    fn skip_ws(&mut self) {
        while self.src[self.pos..].starts_with(' ') {
            self.pos += 1;
        }
    }

    fn name(&mut self) -> &str {
        self.skip_ws();
        let start = self.pos;
        while let Some(c) = self.src[self.pos..].bytes().next() {
            if c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'-') {
                self.pos += 1;
            } else {
                break;
            }
        }
        &self.src[start..self.pos]
    }

    /// Parses `element (',' element)*` into `pm` up to the end or, when
    /// `nested`, up to a `)`.
    fn parse_list(&mut self, pm: &mut OpPassManager, nested: bool) -> Result<(), PipelineError> {
        let mut first = true;
        loop {
            self.skip_ws();
            // Only the whole pipeline may be empty; a nested one or a
            // trailing comma lacks an element.
            if first && !nested && self.pos >= self.src.len() {
                return Ok(());
            }
            first = false;
            let start = self.pos;
            let name = self.name().to_string();
            if name.is_empty() {
                return self.err(start, "'' does not refer to a registered pass or pass pipeline");
            }
            self.skip_ws();
            if self.src[self.pos..].starts_with('(') {
                let open = self.pos;
                self.pos += 1;
                let mut inner = OpPassManager::new(&name);
                self.parse_list(&mut inner, true).map_err(|mut e| {
                    // A pass that rejected its options names each
                    // enclosing pipeline, as mlir-opt does.
                    if e.0.contains("\nfailed to add `") {
                        e.0 += &format!("failed to add `{name}` with options `` to inner pipeline\n");
                    }
                    e
                })?;
                if !self.src[self.pos..].starts_with(')') {
                    return self.err(
                        open + 1,
                        "encountered unbalanced parentheses while parsing pipeline",
                    );
                }
                self.pos += 1;
                pm.entries.push(crate::PassEntry::Nested(inner));
            } else {
                let Some(ctor) = self.registry.lookup(&name) else {
                    return self.err(
                        start,
                        &format!("'{name}' does not refer to a registered pass or pass pipeline"),
                    );
                };
                let mut pass = ctor();
                if self.src[self.pos..].starts_with('{') {
                    let open = self.pos;
                    let Some(len) = option_group_len(self.src, open) else {
                        return self.err(open, "missing '}' to end pass options");
                    };
                    let options = &self.src[open + 1..open + len - 1];
                    self.pos = open + len;
                    if let Err(e) = crate::set_pass_options(pass.as_mut(), options) {
                        return Err(PipelineError(format!(
                            "{}\nfailed to add `{name}` with options `{options}`\n",
                            option_error(&e)
                        )));
                    }
                }
                // Inside a pipeline, passes go exactly where written.
                pm.entries.push(crate::PassEntry::Pass(pass));
            }
            self.skip_ws();
            if self.src[self.pos..].starts_with(',') {
                self.pos += 1;
                continue;
            }
            if self.pos >= self.src.len() || (nested && self.src[self.pos..].starts_with(')')) {
                return Ok(());
            }
            let at = self.pos;
            return self.err(at, "expected ',' after parsing pipeline");
        }
    }
}

/// The end (exclusive) of the group opening at byte `open` of `s` (`{`,
/// `(`, `[` up to the matching closer, a quote up to the next same quote),
/// or `None` when it is not closed. Groups nest; quotes do not.
fn group_close(s: &[u8], open: usize) -> Option<usize> {
    let close = match s[open] {
        b'{' => b'}',
        b'(' => b')',
        b'[' => b']',
        q @ (b'"' | b'\'') => return s[open + 1..].iter().position(|&c| c == q).map(|i| open + i + 2),
        _ => return Some(open + 1),
    };
    let mut i = open + 1;
    while i < s.len() {
        match s[i] {
            c if c == close => return Some(i + 1),
            b'{' | b'(' | b'[' | b'"' | b'\'' => i = group_close(s, i)?,
            _ => i += 1,
        }
    }
    None
}

/// [`group_close`], or the end of `s` for an unclosed group.
fn group_end(s: &[u8], open: usize) -> usize {
    group_close(s, open).unwrap_or(s.len())
}

/// `s` trimmed, without one pair of enclosing quotes, or else without
/// enclosing braces when the first brace closes at the end (as in
/// `{a},{b}`, which keeps its braces).
fn unwrap_option_value(s: &str) -> &str {
    let s = s.trim();
    let b = s.as_bytes();
    if b.len() >= 2 && matches!(b[0], b'"' | b'\'') && b[b.len() - 1] == b[0] {
        return s[1..s.len() - 1].trim();
    }
    if b.len() >= 2 && b[0] == b'{' && group_close(b, 0) == Some(b.len()) {
        return s[1..s.len() - 1].trim();
    }
    s
}

/// Splits a pass's option text (`a=1 b={x, y} c='p q' d`) into names and
/// values as MLIR's pass options parser does: options are separated by
/// spaces outside quotes and braces; a value loses its enclosing quotes or
/// braces; an option without `=` has no value.
pub fn split_pass_options(text: &str) -> Vec<(&str, Option<&str>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i] != b' ' && b[i] != b'=' {
            i += 1;
        }
        let name = &text[start..i];
        if i >= b.len() || b[i] == b' ' {
            out.push((name, None));
            continue;
        }
        i += 1;
        let vstart = i;
        while i < b.len() && b[i] != b' ' {
            i = match b[i] {
                b'{' | b'"' | b'\'' => group_end(b, i),
                _ => i + 1,
            };
        }
        out.push((name, Some(unwrap_option_value(&text[vstart..i.min(b.len())]))));
    }
    out
}

/// The elements of a list option's value (`a,{b,c},"d, e"`) as MLIR
/// splits them: at commas outside braces, parentheses, brackets and
/// quotes; each element trimmed and without enclosing quotes or braces.
/// An empty value has no elements; `,` has two empty ones.
pub fn split_option_list(value: &str) -> Vec<&str> {
    if value.is_empty() {
        return Vec::new();
    }
    let b = value.as_bytes();
    let mut out = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        match b[i] {
            b',' => {
                out.push(unwrap_option_value(&value[start..i]));
                i += 1;
                start = i;
            }
            b'{' | b'(' | b'[' | b'"' | b'\'' => i = group_end(b, i),
            _ => i += 1,
        }
    }
    out.push(unwrap_option_value(&value[start..]));
    out
}

/// The error message for a pass's rejection `e` of its options, as
/// mlir-opt words it: the options parser's own errors (`no such option`)
/// carry its prefix; a value an option rejects (`for the --name option:
/// ...`) is kept as is, for the tool to print on its own line first (see
/// [`split_option_value_error`]).
pub fn option_error(e: &str) -> String {
    if e.starts_with("for the --") {
        format!("{e}\n")
    } else {
        format!("<Pass-Options-Parser>: {e}\n")
    }
}

/// The running program's file name (LLVM's command-line library prints
/// rejected option values under it), or `default` when there is none.
pub fn program_name(default: &str) -> String {
    std::env::args_os()
        .next()
        .and_then(|a| {
            std::path::Path::new(&a)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| default.to_string())
}

/// Splits a pipeline error into the line mlir-opt prints before the
/// diagnostic (an option's rejected value, which LLVM's command-line
/// library reports under the program's name) and the diagnostic's text.
pub fn split_option_value_error(msg: &str) -> (Option<&str>, &str) {
    match msg.split_once('\n') {
        Some((line, rest)) if line.starts_with("for the --") => (Some(line), rest),
        _ => (None, msg),
    }
}

/// The length of the `{...}` option group opening at byte `open` of `s`,
/// braces included, or `None` when it is not closed.
pub(crate) fn option_group_len(s: &str, open: usize) -> Option<usize> {
    group_close(s.as_bytes(), open).map(|end| end - open)
}

#[cfg(test)]
mod option_tests {
    use super::*;

    #[test]
    fn options_split_outside_quotes_and_braces() {
        assert_eq!(
            split_pass_options(" a=1 b={x y, z} c='p q' d e=\"{\" f={{g}}"),
            vec![
                ("a", Some("1")),
                ("b", Some("x y, z")),
                ("c", Some("p q")),
                ("d", None),
                ("e", Some("{")),
                ("f", Some("{g}")),
            ]
        );
        assert_eq!(split_pass_options("l={a},{b}"), vec![("l", Some("{a},{b}"))]);
    }

    #[test]
    fn lists_split_at_top_level_commas() {
        assert_eq!(split_option_list(""), Vec::<&str>::new());
        assert_eq!(split_option_list(","), vec!["", ""]);
        assert_eq!(split_option_list("\"\""), vec![""]);
        assert_eq!(
            split_option_list("a, b<c>,'d, e',{f,g},h(i,j)"),
            vec!["a", "b<c>", "d, e", "f,g", "h(i,j)"]
        );
    }

    #[test]
    fn option_groups_nest() {
        assert_eq!(option_group_len("p{a={b} c='}'} x", 1), Some(13));
        assert_eq!(option_group_len("p{a={b}", 1), None);
    }
}
