//! Tokens of PDLL source text.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or keyword.
    Ident,
    /// A decimal integer.
    Int,
    /// A `"..."` string (the token's text is its unescaped value).
    Str,
    /// A `[{ ... }]` block of native code (the text is its contents).
    CodeBlock,
    /// `#name` (the text is `name`).
    Directive,
    /// Punctuation (the text is the punctuation).
    Punct,
    /// The end of the buffer.
    Eof,
    /// A lexing error, already reported.
    Error,
}

/// A token: its kind, its text and where it starts and ends in its buffer.
#[derive(Clone, Debug)]
pub struct Token {
    /// What it is.
    pub kind: Kind,
    /// Its text (see [`Kind`]).
    pub text: String,
    /// Byte offset of its start.
    pub start: usize,
    /// Byte offset past its end.
    pub end: usize,
}

impl Token {
    /// Whether it is punctuation `p`.
    pub fn is_punct(&self, p: &str) -> bool {
        self.kind == Kind::Punct && self.text == p
    }
    /// Whether it is the identifier or keyword `k`.
    pub fn is_ident(&self, k: &str) -> bool {
        self.kind == Kind::Ident && self.text == k
    }
}

/// A lexer over one buffer; errors are returned with the error token.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

const PUNCTS: &[&str] = &[
    "=>", "->", "(", ")", "{", "}", "<", ">", "[", "]", ":", ";", ",", ".", "=",
];

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
        }
    }

    /// The current offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to `pos` (a position a token was returned at).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn tok(&self, kind: Kind, text: String, start: usize) -> Token {
        Token {
            kind,
            text,
            start,
            end: self.pos,
        }
    }

    /// The next token; an error token comes with its message and offset.
    pub fn next_token(&mut self) -> (Token, Option<(usize, &'static str)>) {
        self.skip_trivia();
        let start = self.pos;
        let Some(&c) = self.src.get(self.pos) else {
            return (self.tok(Kind::Eof, String::new(), start), None);
        };
        if c.is_ascii_alphabetic() || c == b'_' {
            while self
                .src
                .get(self.pos)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                self.pos += 1;
            }
            let text = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
            return (self.tok(Kind::Ident, text, start), None);
        }
        if c.is_ascii_digit() {
            while self.src.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            let text = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
            return (self.tok(Kind::Int, text, start), None);
        }
        if c == b'"' {
            return self.string(start);
        }
        if c == b'[' && self.src.get(self.pos + 1) == Some(&b'{') {
            return self.code_block(start);
        }
        if c == b'#' {
            self.pos += 1;
            while self
                .src
                .get(self.pos)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                self.pos += 1;
            }
            let text = String::from_utf8_lossy(&self.src[start + 1..self.pos]).into_owned();
            return (self.tok(Kind::Directive, text, start), None);
        }
        for p in PUNCTS {
            if self.src[self.pos..].starts_with(p.as_bytes()) {
                self.pos += p.len();
                return (self.tok(Kind::Punct, (*p).to_string(), start), None);
            }
        }
        self.pos += 1;
        (
            self.tok(Kind::Error, String::new(), start),
            Some((start, "unexpected character")),
        )
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.src.get(self.pos) {
                Some(c) if c.is_ascii_whitespace() => self.pos += 1,
                Some(b'/') if self.src.get(self.pos + 1) == Some(&b'/') => {
                    while self.src.get(self.pos).is_some_and(|&c| c != b'\n') {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    fn string(&mut self, start: usize) -> (Token, Option<(usize, &'static str)>) {
        self.pos += 1;
        let mut value = Vec::new();
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') | Some(b'\r') => {
                    let at = self.pos;
                    return (
                        self.tok(Kind::Error, String::new(), start),
                        Some((at, "expected '\"' in string literal")),
                    );
                }
                Some(b'"') => {
                    self.pos += 1;
                    let text = String::from_utf8_lossy(&value).into_owned();
                    return (self.tok(Kind::Str, text, start), None);
                }
                Some(b'\\') => {
                    let esc = self.src.get(self.pos + 1).copied();
                    match esc {
                        Some(b'n') => value.push(b'\n'),
                        Some(b't') => value.push(b'\t'),
                        Some(c @ (b'"' | b'\\')) => value.push(c),
                        Some(c) if c.is_ascii_hexdigit() => {
                            let hi = hex(c);
                            let lo = self.src.get(self.pos + 2).copied().filter(u8::is_ascii_hexdigit);
                            match lo {
                                Some(lo) => {
                                    value.push(hi * 16 + hex(lo));
                                    self.pos += 1;
                                }
                                None => value.push(hi),
                            }
                        }
                        _ => {
                            let at = self.pos;
                            self.pos += 1;
                            return (
                                self.tok(Kind::Error, String::new(), start),
                                Some((at, "unknown escape in string literal")),
                            );
                        }
                    }
                    self.pos += 2;
                }
                Some(&c) => {
                    value.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    fn code_block(&mut self, start: usize) -> (Token, Option<(usize, &'static str)>) {
        self.pos += 2;
        let body = self.pos;
        loop {
            match self.src.get(self.pos) {
                None => {
                    let at = self.pos;
                    return (
                        self.tok(Kind::Error, String::new(), start),
                        Some((at, "expected '}]' in string literal")),
                    );
                }
                Some(b'}') if self.src.get(self.pos + 1) == Some(&b']') => {
                    let text = String::from_utf8_lossy(&self.src[body..self.pos]).into_owned();
                    self.pos += 2;
                    return (self.tok(Kind::CodeBlock, text, start), None);
                }
                Some(_) => self.pos += 1,
            }
        }
    }
}

fn hex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c.wrapping_sub(b'A').wrapping_add(10),
    }
}
