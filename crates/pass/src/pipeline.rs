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
        loop {
            self.skip_ws();
            if self.pos >= self.src.len() || (nested && self.src[self.pos..].starts_with(')')) {
                return Ok(());
            }
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
                self.parse_list(&mut inner, true)?;
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
                    let Some(len) = self.src[open..].find('}') else {
                        return self.err(open, "missing '}' to end pass options");
                    };
                    let options = &self.src[open + 1..open + len];
                    self.pos = open + len + 1;
                    for opt in options.split_whitespace() {
                        let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
                        if let Err(e) = pass.set_option(k, v) {
                            return Err(PipelineError(format!(
                                "<Pass-Options-Parser>: {e}\n\nfailed to add `{name}` with options `{options}`\n"
                            )));
                        }
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
