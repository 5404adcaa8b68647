//! Parallel parsing of the isolated-from-above ops of a buffer.
//!
//! The bodies of isolated-from-above ops (`func.func`, ...) share nothing
//! but the file's aliases with the rest of the file: SSA names and block
//! names are scoped to them, and symbols are referenced by name. So, after
//! the leading alias definitions are parsed, such ops can be parsed on
//! their own, each into its own body, and stitched in order into the IR
//! the sequential parser builds for the rest of the file.
//!
//! 1. A byte scan (respecting strings and comments, counting braces) finds
//!    candidate ops: lines starting with the name of a registered
//!    isolated-from-above op (custom form with a dialect prefix, or
//!    generic form), not nested in another candidate. The scan only
//!    proposes starting points; each op's extent is what the parser itself
//!    consumes there.
//! 2. The sequential parser parses the leading alias definitions.
//! 3. Candidates are parsed in parallel (contiguous chunks, one parser per
//!    chunk, with a copy of the aliases), each into an `OperationState`
//!    whose regions live in the op's own body.
//! 4. The sequential parser parses the file; at a candidate's position it
//!    creates the op from the prepared state and resumes after it.
//!
//! Every step runs under a diagnostic capture. Any diagnostic, or anything
//! the fast path cannot reproduce exactly (an op that needs an outer
//! value, a `distinct` attribute, whose ids are file-wide), abandons the
//! fast path; the caller then parses sequentially, so diagnostics are
//! exactly the sequential ones.

use std::borrow::Cow;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::{BlockId, Body, Context, Location, OpTraits, OperationState, Type};

use super::{ParseOptions, Parser};
use crate::lexer::LineIndex;

/// An op parsed ahead of the sequential pass.
pub(crate) struct Preparsed {
    state: OperationState,
    /// Where the token after the op starts.
    end: u32,
    /// The region nesting the op was parsed at.
    region_depth: u32,
    /// Whether the op was written in generic form: its regions then see
    /// the enclosing default dialect, which was `builtin` for the worker.
    generic: bool,
}

/// A candidate op: the position of its name and its brace depth.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub(crate) pos: u32,
    pub(crate) depth: u32,
}

/// What a chunk of candidates produced: the ops by position and the
/// location aliases they used before their definition.
type ChunkResult<'s> = (Vec<(u32, Preparsed)>, Vec<(Location, Cow<'s, str>, u32)>);

/// The aliases the workers start from.
struct Seed<'s> {
    type_aliases: FxHashMap<&'s str, Type>,
    attr_aliases: FxHashMap<&'s str, strata_ir::Attribute>,
    lines: std::sync::Arc<[u32]>,
    buffer: Option<strata_ir::SourceId>,
}

/// The isolated ops whose bodies can be parsed in parallel; `None` when
/// the fast path does not apply.
pub(crate) fn candidates(ctx: &Context, src: &str) -> Option<Vec<Candidate>> {
    // `distinct[N]` ids are shared by the whole file.
    if src.contains("distinct") {
        return None;
    }
    let candidates = scan(ctx, src);
    (candidates.len() >= 2).then_some(candidates)
}

/// Parses `src` with the bodies of `candidates` in parallel; `None` when
/// the fast path cannot be sure, with nothing reported.
pub(crate) fn try_parse(
    ctx: &Context,
    src: &str,
    options: &ParseOptions<'_>,
    candidates: &[Candidate],
    lines: &LineIndex,
    buffer: Option<strata_ir::SourceId>,
) -> Option<Body> {
    let lines = LineIndex::from_shared(lines.shared_starts());
    let (body, diags) = ctx.capture_diagnostics(|| parse_with(ctx, src, options, candidates, lines, buffer));
    if !diags.is_empty() {
        return None;
    }
    body
}

/// Steps 2 to 4 (see the module documentation), with `candidates` from
/// the scan and `lines` the line table of `src`.
pub(crate) fn parse_with(
    ctx: &Context,
    src: &str,
    options: &ParseOptions<'_>,
    candidates: &[Candidate],
    lines: LineIndex,
    buffer: Option<strata_ir::SourceId>,
) -> Option<Body> {
    let mut main = Parser::with_lines(ctx, src, options, lines);
    main.buffer = buffer;
    parse_leading_aliases(&mut main)?;
    let seed = Seed {
        type_aliases: main.type_aliases.clone(),
        attr_aliases: main.attr_aliases.clone(),
        lines: main.lines.shared_starts(),
        buffer,
    };
    let threads = rayon::current_num_threads().max(1);
    let chunk = candidates.len().div_ceil(threads * 4).max(1);
    let results: Vec<Option<ChunkResult<'_>>> = candidates
        .par_chunks(chunk)
        .map(|c| {
            let (r, diags) = ctx.capture_diagnostics(|| parse_chunk(ctx, src, options, &seed, c));
            if diags.is_empty() {
                r
            } else {
                None
            }
        })
        .collect();
    for r in results {
        let (ops, deferred) = r?;
        main.preparsed.extend(ops);
        main.deferred_locs.extend(deferred);
    }
    main.parse_file().ok()
}

fn parse_chunk<'s>(
    ctx: &Context,
    src: &'s str,
    options: &ParseOptions<'_>,
    seed: &Seed<'s>,
    chunk: &[Candidate],
) -> Option<ChunkResult<'s>> {
    let mut p = Parser::with_lines(ctx, src, options, LineIndex::from_shared(seed.lines.clone()));
    p.buffer = seed.buffer;
    p.type_aliases = seed.type_aliases.clone();
    p.attr_aliases = seed.attr_aliases.clone();
    let mut out = Vec::with_capacity(chunk.len());
    for c in chunk {
        p.ops.reset();
        p.ops.push_isolated_scope();
        p.ops.push_region_scope();
        p.reset_to(c.pos);
        p.depth = 0;
        p.region_depth = c.depth;
        let generic = p.tok.kind == crate::lexer::TokenKind::String;
        let state = p.parse_op_state(Default::default()).ok()?;
        // The op must stand on its own: no operands or successors from
        // the enclosing region, nothing left unresolved.
        if p.lex_error_reported || !state.operands.is_empty() || !state.successors.is_empty() {
            return None;
        }
        p.pop_region_scope().ok()?;
        p.pop_isolated_scope().ok()?;
        if !p.ops.unresolved.is_empty() {
            return None;
        }
        out.push((
            c.pos,
            Preparsed {
                state,
                end: p.tok.start,
                region_depth: c.depth,
                generic,
            },
        ));
    }
    Some((out, std::mem::take(&mut p.deferred_locs)))
}

/// What a chunk parsed from a buffer that is released as it is parsed
/// produced: the ops, the location aliases they used before their
/// definition, and the text between the ops that the sequential pass
/// reads (with the name of each op, where it finds the op), by position.
type OwnedChunkResult = (
    Vec<(u32, Preparsed)>,
    Vec<(Location, Cow<'static, str>, u32)>,
    Vec<(u32, String)>,
);

/// [`try_parse`] for a buffer it owns, released as it is parsed: the
/// candidates are parsed in waves from the end of the buffer, which is
/// cut after each wave (a large buffer then gives its memory back to the
/// system at once), and the sequential pass reads a copy of the rest of
/// the text in which the parsed ops' text (but for their names) is NUL
/// bytes, which the lexer skips as blanks and which cost no memory until
/// written. `None` when the fast path cannot be sure, with nothing
/// reported; `src` is gone then.
pub(crate) fn try_parse_owned(
    ctx: &Context,
    src: String,
    options: &ParseOptions<'_>,
    candidates: &[Candidate],
    lines: &LineIndex,
    buffer: Option<strata_ir::SourceId>,
    wave_bytes: u32,
) -> Option<Body> {
    let lines = lines.shared_starts();
    let (body, diags) =
        ctx.capture_diagnostics(|| parse_owned(ctx, src, options, candidates, lines, buffer, wave_bytes));
    if !diags.is_empty() {
        return None;
    }
    body
}

/// Parses the alias definitions at the start of `p`'s buffer (step 2):
/// `None` on an error.
fn parse_leading_aliases(p: &mut Parser<'_, '_>) -> Option<()> {
    loop {
        let r = match p.tok.kind {
            crate::lexer::TokenKind::HashIdent => p.parse_attr_alias_def(),
            crate::lexer::TokenKind::ExclaimIdent => p.parse_type_alias_def(),
            _ => return Some(()),
        };
        if r.is_err() || p.lex_error_reported {
            return None;
        }
    }
}

/// The text a wave of candidates spans, at most (a wave has at least one).
pub(crate) const WAVE_BYTES: u32 = 8 << 20;

fn parse_owned(
    ctx: &Context,
    mut src: String,
    options: &ParseOptions<'_>,
    candidates: &[Candidate],
    lines: std::sync::Arc<[u32]>,
    buffer: Option<strata_ir::SourceId>,
    wave_bytes: u32,
) -> Option<Body> {
    let len = src.len();
    let first = candidates.first()?.pos as usize;
    let head = src.get(..first)?.to_string();
    let mut p = Parser::with_lines(ctx, &head, options, LineIndex::from_shared(lines.clone()));
    p.buffer = buffer;
    parse_leading_aliases(&mut p)?;
    let seed = Seed {
        type_aliases: p.type_aliases.clone(),
        attr_aliases: p.attr_aliases.clone(),
        lines: lines.clone(),
        buffer,
    };
    drop(p);
    let mut waves = Vec::new();
    let mut i = 0;
    while i < candidates.len() {
        let start = candidates[i].pos;
        let n = candidates[i..]
            .partition_point(|c| c.pos - start < wave_bytes)
            .max(1);
        waves.push(&candidates[i..i + n]);
        i += n;
    }
    let threads = rayon::current_num_threads().max(1);
    let mut results: Vec<Vec<Option<OwnedChunkResult>>> = Vec::with_capacity(waves.len());
    for wave in waves.into_iter().rev() {
        let text: &str = &src;
        // Each chunk with the end of its text: the next chunk's start.
        let chunks: Vec<(&[Candidate], usize)> = {
            let per = wave.len().div_ceil(threads * 8);
            let mut v: Vec<(&[Candidate], usize)> = wave.chunks(per).map(|c| (c, 0)).collect();
            let mut end = text.len();
            for (c, e) in v.iter_mut().rev() {
                *e = end;
                end = c[0].pos as usize;
            }
            v
        };
        let r: Vec<Option<OwnedChunkResult>> = chunks
            .into_par_iter()
            .map(|(c, end)| {
                let (r, diags) = ctx.capture_diagnostics(|| parse_chunk(ctx, text, options, &seed, c));
                if !diags.is_empty() {
                    return None;
                }
                let (ops, deferred) = r?;
                let deferred = deferred
                    .into_iter()
                    .map(|(l, name, pos)| (l, Cow::Owned(name.into_owned()), pos))
                    .collect();
                let kept = kept_text(text, c[0].pos as usize, end, &ops)?;
                Some((ops, deferred, kept))
            })
            .collect();
        if r.iter().any(Option::is_none) {
            return None;
        }
        results.push(r);
        // The wave's text is not needed any more.
        src.truncate(wave[0].pos as usize);
        src.shrink_to_fit();
    }
    drop(src);
    let mut bytes = vec![0u8; len];
    bytes.get_mut(..head.len())?.copy_from_slice(head.as_bytes());
    let mut preparsed = Vec::new();
    let mut deferred_locs = Vec::new();
    for r in results.into_iter().rev().flatten() {
        let (ops, deferred, kept) = r?;
        for (pos, text) in kept {
            let pos = pos as usize;
            bytes
                .get_mut(pos..pos + text.len())?
                .copy_from_slice(text.as_bytes());
        }
        preparsed.extend(ops);
        deferred_locs.extend(deferred);
    }
    let rest = String::from_utf8(bytes).ok()?;
    let mut main = Parser::with_lines(ctx, &rest, options, LineIndex::from_shared(lines));
    main.buffer = buffer;
    parse_leading_aliases(&mut main)?;
    main.preparsed.extend(preparsed);
    main.deferred_locs.extend(deferred_locs);
    let body = main.parse_file().ok()?;
    // The text of an op parsed ahead is gone: the sequential pass must
    // have taken every one of them where it was parsed.
    (!main.preparsed_rejected && main.preparsed.is_empty()).then_some(body)
}

/// The parts of `text[start..end]` that the sequential pass reads around
/// the ops parsed from it: the text between them unless blank, and each
/// op's first token (its name).
fn kept_text(text: &str, start: usize, end: usize, ops: &[(u32, Preparsed)]) -> Option<Vec<(u32, String)>> {
    let mut kept = Vec::new();
    let mut keep = |from: usize, to: usize| -> Option<()> {
        let s = text.get(from..to)?;
        if !s.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
            kept.push((from as u32, s.to_string()));
        }
        Some(())
    };
    let mut at = start;
    for (pos, pre) in ops {
        let pos = *pos as usize;
        if pos < at {
            // Inside the op before it: the sequential pass skips it, so
            // it cannot be used.
            return None;
        }
        keep(at, pos)?;
        let name_end = crate::lexer::Lexer::new(text.as_bytes().get(pos..)?)
            .next_token()
            .end as usize;
        keep(pos, pos + name_end)?;
        at = pre.end as usize;
    }
    if at > end {
        return None;
    }
    keep(at, end)?;
    Some(kept)
}

impl Parser<'_, '_> {
    /// Creates the op parsed ahead at the current token, if any, in
    /// `block`, and moves past it.
    pub(crate) fn use_preparsed(&mut self, block: BlockId) -> bool {
        if self.preparsed.is_empty() {
            return false;
        }
        let Some(pre) = self.preparsed.remove(&self.tok.start) else {
            return false;
        };
        // Parsed at another nesting than here (the scan's guess was
        // wrong): parse it again in place.
        if pre.region_depth != self.region_depth || (pre.generic && self.ops.default_dialect() != "builtin") {
            self.preparsed_rejected = true;
            return false;
        }
        let op = self.ops.body.create_op(pre.state);
        self.ops.body.append_op(block, op);
        self.reset_to(pre.end);
        true
    }
}

/// Whether `name` is a registered isolated-from-above op (other than
/// `builtin.module`, whose ops are the ones to spread) that the parser
/// resolves without the default dialect.
fn is_candidate_name(ctx: &Context, name: &str, custom: bool) -> bool {
    let Some((dialect, _)) = name.split_once('.') else {
        return false;
    };
    if name == strata_ir::builtin::MODULE || ctx.dialect_by_name(dialect).is_none() {
        return false;
    }
    let Some(def) = ctx.op_def(ctx.op_name(name)) else {
        return false;
    };
    def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE) && (!custom || def.parse.is_some())
}

fn is_bare_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// Skips the text of a candidate op from `i` until its depth goes back to
/// `d` (the `}` closing its last region): returns the position after that
/// brace, or `None` at the end of the input. Strings and `//` comments are
/// skipped as the byte loop of [`scan`] does; a line start inside a
/// candidate never matters.
fn skip_inside(b: &[u8], mut i: usize, depth: &mut u32, d: u32) -> Option<usize> {
    let n = b.len();
    while i < n {
        let rest = &b[i..];
        let off = memchr::memchr3(b'{', b'}', b'"', rest)?;
        // A comment before the next brace or quote hides it.
        if let Some(slash) = memchr::memmem::find(&rest[..off], b"//") {
            i += slash;
            i += memchr::memchr(b'\n', &b[i..]).unwrap_or(n - i);
            continue;
        }
        i += off;
        match b[i] {
            b'{' => {
                *depth += 1;
                i += 1;
            }
            b'}' => {
                *depth = depth.saturating_sub(1);
                i += 1;
                if *depth <= d {
                    return Some(i);
                }
            }
            _ => {
                i += 1;
                while i < n {
                    match b[i] {
                        b'"' => {
                            i += 1;
                            break;
                        }
                        b'\\' => i += 2,
                        b'\n' => break,
                        _ => i += 1,
                    }
                }
            }
        }
    }
    None
}

/// Finds the candidate ops of `src` (step 1).
pub(crate) fn scan(ctx: &Context, src: &str) -> Vec<Candidate> {
    let b = src.as_bytes();
    let n = b.len();
    let mut names: FxHashMap<&str, bool> = FxHashMap::default();
    let mut out = Vec::new();
    let mut depth: u32 = 0;
    // The depth of the candidate being skipped over.
    let mut inside: Option<u32> = None;
    let mut i = 0;
    let mut line_start = true;
    while i < n {
        if line_start {
            line_start = false;
            while i < n && matches!(b[i], b' ' | b'\t') {
                i += 1;
            }
            if i >= n {
                break;
            }
            if inside.is_some_and(|d| depth <= d) {
                inside = None;
            }
            if inside.is_none() {
                let name = match b[i] {
                    b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                        let e = (i..n).find(|&j| !is_bare_continue(b[j])).unwrap_or(n);
                        src.get(i..e).map(|s| (s, true))
                    }
                    b'"' => {
                        let e = (i + 1..n).find(|&j| matches!(b[j], b'"' | b'\\' | b'\n'));
                        e.filter(|&e| b[e] == b'"')
                            .and_then(|e| src.get(i + 1..e))
                            .map(|s| (s, false))
                    }
                    _ => None,
                };
                if let Some((name, custom)) = name {
                    let ok = *names
                        .entry(name)
                        .or_insert_with(|| is_candidate_name(ctx, name, custom));
                    if ok {
                        out.push(Candidate { pos: i as u32, depth });
                        inside = Some(depth);
                    }
                }
            }
            continue;
        }
        if let Some(d) = inside {
            // Inside a candidate only braces matter: jump from one brace,
            // string or comment to the next instead of walking every line.
            match skip_inside(b, i, &mut depth, d) {
                Some(end) => {
                    i = end;
                    inside = None;
                }
                None => break,
            }
            continue;
        }
        match b[i] {
            b'\n' => {
                line_start = true;
                i += 1;
            }
            b'"' => {
                // As the lexer: a string ends at its closing quote or, in
                // error, at a newline.
                i += 1;
                while i < n {
                    match b[i] {
                        b'"' => {
                            i += 1;
                            break;
                        }
                        b'\\' => i += 2,
                        b'\n' => break,
                        _ => i += 1,
                    }
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < n && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'{' => {
                depth += 1;
                i += 1;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}
