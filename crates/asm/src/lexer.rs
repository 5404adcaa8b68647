//! The lexer: turns a byte buffer into tokens that are byte ranges of the
//! buffer, without allocating. Mirrors the token set of MLIR's lexer.

/// What a token is. Keywords are bare identifiers; the parser compares
/// their text.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    Eof,
    /// A lexing error; the message is in [`Token::error`].
    Error,
    BareIdent,
    /// `@name` or `@"name"`.
    AtIdent,
    /// `#name`.
    HashIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `!name`.
    ExclaimIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    /// `/` not starting a comment: no rule accepts it, so the parser
    /// reports what it expected there (as MLIR does).
    Slash,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: a kind and the byte range it covers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
    /// For [`TokenKind::Error`]: the message to report at `start`.
    pub error: &'static str,
}

pub struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
}

fn is_bare_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// Which bytes continue a bare identifier, as a table: identifiers are
/// most of the input, and one load per byte beats four comparisons.
static BARE_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.';
        c += 1;
    }
    t
};

fn is_bare_continue(c: u8) -> bool {
    BARE_CONTINUE[c as usize]
}

fn is_suffix_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s [u8]) -> Lexer<'s> {
        Lexer { src, pos: 0 }
    }

    #[cfg(test)]
    pub fn source(&self) -> &'s [u8] {
        self.src
    }

    /// Restarts lexing at byte offset `pos` (used to split `4x8` in shapes).
    pub fn reset(&mut self, pos: u32) {
        self.pos = (pos as usize).min(self.src.len());
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            error: "",
        }
    }

    fn error(&self, start: usize, msg: &'static str) -> Token {
        Token {
            kind: TokenKind::Error,
            start: start as u32,
            end: self.pos.max(start + 1).min(self.src.len()) as u32,
            error: msg,
        }
    }

    pub fn next_token(&mut self) -> Token {
        use TokenKind::*;
        loop {
            let start = self.pos;
            if self.pos >= self.src.len() {
                return self.tok(Eof, start);
            }
            let c = self.src[self.pos];
            self.pos += 1;
            return match c {
                // A NUL byte inside the buffer is skipped like a blank, as
                // MLIR does (its lexer only treats the NUL at the end of the
                // buffer as the end of input).
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                    while self.pos < self.src.len() && is_bare_continue(self.src[self.pos]) {
                        self.pos += 1;
                    }
                    self.tok(BareIdent, start)
                }
                b':' => self.tok(Colon, start),
                b',' => self.tok(Comma, start),
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        self.tok(Ellipsis, start)
                    } else {
                        // As MLIR, reported right after the first dot.
                        self.error(start + 1, "expected three consecutive dots for an ellipsis")
                    }
                }
                b'(' => self.tok(LParen, start),
                b')' => self.tok(RParen, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        self.tok(FileMetadataBegin, start)
                    } else {
                        self.tok(LBrace, start)
                    }
                }
                b'}' => self.tok(RBrace, start),
                b'[' => self.tok(LSquare, start),
                b']' => self.tok(RSquare, start),
                b'<' => self.tok(Less, start),
                b'>' => self.tok(Greater, start),
                b'=' => self.tok(Equal, start),
                b'+' => self.tok(Plus, start),
                b'*' => self.tok(Star, start),
                b'?' => self.tok(Question, start),
                b'|' => self.tok(VerticalBar, start),
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        self.tok(Arrow, start)
                    } else {
                        self.tok(Minus, start)
                    }
                }
                b'/' => {
                    if self.peek(0) == b'/' {
                        while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r') {
                            self.pos += 1;
                        }
                        continue;
                    }
                    self.tok(Slash, start)
                }
                b'@' => self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        self.tok(FileMetadataEnd, start)
                    } else {
                        self.lex_prefixed(start, HashIdent, "invalid attribute name")
                    }
                }
                b'%' => self.lex_prefixed(start, PercentIdent, "invalid SSA name"),
                b'^' => self.lex_prefixed(start, CaretIdent, "invalid block name"),
                b'!' => self.lex_prefixed(start, ExclaimIdent, "invalid type identifier"),
                b'"' => self.lex_string(start),
                b'0'..=b'9' => self.lex_number(start),
                _ => self.error(start, "unexpected character"),
            };
        }
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, start);
        }
        if !is_bare_start(c) {
            // MLIR reports this right after the `@`.
            return self.error(start + 1, "@ identifier expected to start with letter or '_'");
        }
        while self.pos < self.src.len() && is_bare_continue(self.src[self.pos]) {
            self.pos += 1;
        }
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind, msg: &'static str) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while self.pos < self.src.len() && is_suffix_continue(self.src[self.pos]) {
                self.pos += 1;
            }
        } else {
            return self.error(start, msg);
        }
        self.tok(kind, start)
    }

    /// Lexes a string whose opening quote is at `start`. As MLIR, a
    /// newline, vertical tab or form feed inside a string ends it with an
    /// error at that character, an unterminated string is reported at the
    /// end of the buffer, and carriage returns and NUL bytes are kept.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                let end = self.src.len();
                return Token {
                    kind: TokenKind::Error,
                    start: end as u32,
                    end: end as u32,
                    error: "expected '\"' in string literal",
                };
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    let at = self.pos - 1;
                    return self.error(at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.error(at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.pos < self.src.len() && self.src[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d = self.peek(1);
            if d.is_ascii_digit() || (matches!(d, b'+' | b'-') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }
}

/// Decodes the contents of a string token (including its quotes) into
/// bytes, resolving escapes. The lexer has validated the escapes.
pub fn unescape(raw: &[u8]) -> Vec<u8> {
    let inner = &raw[1..raw.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' || i + 1 >= inner.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let e = inner[i + 1];
        match e {
            b'"' | b'\\' => {
                out.push(e);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                let lo = inner.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(e) * 16 + hex(lo));
                i += 3;
            }
        }
    }
    out
}

/// Maps byte offsets to 1-based line and byte column.
pub struct LineIndex {
    /// Shared by the parsers of one buffer (parallel parsing clones it).
    starts: std::sync::Arc<[u32]>,
    /// The line of the last query: the parser asks for positions in
    /// increasing order, mostly on the same or the next line.
    last: std::cell::Cell<usize>,
}

impl LineIndex {
    pub fn new(src: &[u8]) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(memchr::memchr_iter(b'\n', src).map(|i| i as u32 + 1));
        LineIndex {
            starts: starts.into(),
            last: std::cell::Cell::new(0),
        }
    }

    /// The line table, to build other indexes of the same buffer.
    pub fn shared_starts(&self) -> std::sync::Arc<[u32]> {
        self.starts.clone()
    }

    /// An index over a line table taken from [`LineIndex::shared_starts`].
    pub fn from_shared(starts: std::sync::Arc<[u32]>) -> LineIndex {
        LineIndex {
            starts,
            last: std::cell::Cell::new(0),
        }
    }

    pub fn line_col(&self, pos: u32) -> (u32, u32) {
        let within =
            |l: usize| self.starts[l] <= pos && self.starts.get(l + 1).is_none_or(|&next| pos < next);
        let last = self.last.get();
        let line = if within(last) {
            last
        } else if last + 1 < self.starts.len() && within(last + 1) {
            last + 1
        } else {
            self.starts.partition_point(|&s| s <= pos).max(1) - 1
        };
        self.last.set(line);
        (line as u32 + 1, pos - self.starts[line] + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return v;
            }
        }
    }

    #[test]
    fn punctuation_and_identifiers() {
        use TokenKind::*;
        assert_eq!(
            kinds("%a#1 ^bb0 @f @\"q x\" #map !t -> ... {-# #-} // c\n x.y"),
            [
                PercentIdent,
                HashIdent,
                CaretIdent,
                AtIdent,
                AtIdent,
                HashIdent,
                ExclaimIdent,
                Arrow,
                Ellipsis,
                FileMetadataBegin,
                FileMetadataEnd,
                BareIdent,
                Eof
            ]
        );
    }

    #[test]
    fn numbers() {
        use TokenKind::*;
        assert_eq!(
            kinds("0x1F 12 1.5e-3 2. 4x8"),
            [Integer, Integer, Float, Float, Integer, BareIdent, Eof]
        );
        assert_eq!(kinds("0x"), [Integer, BareIdent, Eof]);
    }

    #[test]
    fn strings_and_escapes() {
        let mut l = Lexer::new(br#""a\n\"\\\41""#);
        let t = l.next_token();
        assert_eq!(t.kind, TokenKind::String);
        assert_eq!(
            unescape(&l.source()[t.start as usize..t.end as usize]),
            b"a\n\"\\A"
        );
        let mut l = Lexer::new(b"\"a\\q\"");
        assert_eq!(l.next_token().error, "unknown escape in string literal");
        let mut l = Lexer::new(b"\"abc");
        assert_eq!(l.next_token().error, "expected '\"' in string literal");
    }

    #[test]
    fn line_columns() {
        let idx = LineIndex::new(b"ab\ncd\n");
        assert_eq!(idx.line_col(0), (1, 1));
        assert_eq!(idx.line_col(4), (2, 2));
        // Queries in any order, past the end and on the last line.
        let idx = LineIndex::new(b"a\nbc\n\nd");
        for (pos, want) in [
            (5, (3, 1)),
            (0, (1, 1)),
            (2, (2, 1)),
            (3, (2, 2)),
            (7, (4, 2)),
            (6, (4, 1)),
            (1, (1, 2)),
        ] {
            assert_eq!(idx.line_col(pos), want, "at {pos}");
        }
    }
}
