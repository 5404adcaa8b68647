//! The tokens of LLVM IR's textual form.

/// A position in the input: 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    /// The line.
    pub line: u32,
    /// The column (in bytes).
    pub col: u32,
}

/// A token.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A bare word: keywords, type names (`i32`), `x`.
    Word(String),
    /// A label definition (`entry:`, `1:`, `"a b":`).
    Label(String),
    /// `@name`.
    Global(String),
    /// `%name`.
    Local(String),
    /// `!name` (named metadata, `!DILocation`...).
    MetaName(String),
    /// `!N`.
    MetaId(u32),
    /// `!` before `{` or a string.
    Bang,
    /// `#N`.
    AttrGroup(u32),
    /// `$name` (comdat).
    Comdat(String),
    /// An integer literal, as written (with its sign).
    Int(String),
    /// A floating-point literal, as written.
    Float(String),
    /// A string literal (escapes decoded).
    Str(Vec<u8>),
    /// `c"..."` (escapes decoded).
    CStr(Vec<u8>),
    /// Punctuation: `= , ( ) [ ] { } < > * : |`.
    Punct(char),
    /// `...`.
    Ellipsis,
    /// The end of the input.
    Eof,
}

/// A token with its position.
#[derive(Clone, Debug)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Where it starts.
    pub pos: Pos,
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// Splits `src` into tokens; an error is a message with its position.
pub fn lex(src: &str) -> Result<Vec<Token>, (Pos, String)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1u32;
    let mut line_start = 0usize;
    while i < b.len() {
        let c = b[i];
        let pos = Pos {
            line,
            col: (i - line_start + 1) as u32,
        };
        match c {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
            }
            b' ' | b'\t' | b'\r' => i += 1,
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                let (s, next) =
                    string(b, i + 1).ok_or((pos, "end of file in string constant".to_string()))?;
                i = next;
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    out.push(Token {
                        tok: Tok::Label(String::from_utf8_lossy(&s).into_owned()),
                        pos,
                    });
                } else {
                    out.push(Token {
                        tok: Tok::Str(s),
                        pos,
                    });
                }
            }
            b'@' | b'%' | b'$' | b'!' | b'#' => {
                let (name, next) = if c != b'!' && i + 1 < b.len() && b[i + 1] == b'"' {
                    let (s, next) =
                        string(b, i + 2).ok_or((pos, "end of file in string constant".to_string()))?;
                    (Some(String::from_utf8_lossy(&s).into_owned()), next)
                } else {
                    let mut j = i + 1;
                    while j < b.len() && (is_word_char(b[j]) || (c == b'!' && b[j] == b'\\')) {
                        j += 1;
                    }
                    if j == i + 1 {
                        (None, j)
                    } else {
                        (Some(src[i + 1..j].to_string()), j)
                    }
                };
                let tok = match (c, name) {
                    (b'@', Some(n)) => Tok::Global(n),
                    (b'%', Some(n)) => Tok::Local(n),
                    (b'$', Some(n)) => Tok::Comdat(n),
                    (b'!', Some(n)) => match n.parse::<u32>() {
                        Ok(k) => Tok::MetaId(k),
                        Err(_) => Tok::MetaName(n),
                    },
                    (b'!', None) => Tok::Bang,
                    (b'#', Some(n)) => match n.parse::<u32>() {
                        Ok(k) => Tok::AttrGroup(k),
                        // Debug records (`#dbg_value(...)`).
                        Err(_) => Tok::Word(format!("#{n}")),
                    },
                    _ => return Err((pos, format!("invalid token '{}'", c as char))),
                };
                i = next;
                out.push(Token { tok, pos });
            }
            b'.' if b[i..].starts_with(b"...") => {
                i += 3;
                out.push(Token {
                    tok: Tok::Ellipsis,
                    pos,
                });
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b':' | b'|' => {
                i += 1;
                out.push(Token {
                    tok: Tok::Punct(c as char),
                    pos,
                });
            }
            b'c' if b.get(i + 1) == Some(&b'"') => {
                let quote = Pos {
                    line: pos.line,
                    col: pos.col + 1,
                };
                let (s, next) =
                    string(b, i + 2).ok_or((quote, "end of file in string constant".to_string()))?;
                i = next;
                out.push(Token {
                    tok: Tok::CStr(s),
                    pos,
                });
            }
            _ if c.is_ascii_digit() || c == b'-' || c == b'+' => {
                // Numbers (or labels made of digits).
                let start = i;
                if b[i..].starts_with(b"0x") {
                    let mut j = i + 2;
                    // Optional kind letter: K, L, M, H, R.
                    if j < b.len() && matches!(b[j], b'K' | b'L' | b'M' | b'H' | b'R') {
                        j += 1;
                    }
                    while j < b.len() && b[j].is_ascii_hexdigit() {
                        j += 1;
                    }
                    i = j;
                    out.push(Token {
                        tok: Tok::Float(src[start..i].to_string()),
                        pos,
                    });
                    continue;
                }
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                let mut float = false;
                if j < b.len() && b[j] == b'.' {
                    float = true;
                    j += 1;
                    while j < b.len() && b[j].is_ascii_digit() {
                        j += 1;
                    }
                    if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
                        j += 1;
                        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
                            j += 1;
                        }
                        while j < b.len() && b[j].is_ascii_digit() {
                            j += 1;
                        }
                    }
                }
                if !float && j < b.len() && is_word_char(b[j]) {
                    // A word starting with digits (a label such as `1:` or `-foo`).
                    while j < b.len() && is_word_char(b[j]) {
                        j += 1;
                    }
                    i = j;
                    word(src, &mut i, start, pos, &mut out);
                    continue;
                }
                i = j;
                if !float && i < b.len() && b[i] == b':' {
                    i += 1;
                    out.push(Token {
                        tok: Tok::Label(src[start..i - 1].to_string()),
                        pos,
                    });
                    continue;
                }
                let text = &src[start..i];
                if text == "-" || text == "+" {
                    return Err((pos, format!("invalid token '{text}'")));
                }
                out.push(Token {
                    tok: if float {
                        Tok::Float(text.to_string())
                    } else {
                        Tok::Int(text.to_string())
                    },
                    pos,
                });
            }
            _ if is_word_char(c) => {
                let start = i;
                while i < b.len() && is_word_char(b[i]) {
                    i += 1;
                }
                word(src, &mut i, start, pos, &mut out);
            }
            _ => return Err((pos, format!("invalid token '{}'", c as char))),
        }
    }
    out.push(Token {
        tok: Tok::Eof,
        pos: Pos {
            line,
            col: (b.len() - line_start + 1) as u32,
        },
    });
    Ok(out)
}

fn word(src: &str, i: &mut usize, start: usize, pos: Pos, out: &mut Vec<Token>) {
    let b = src.as_bytes();
    let text = src[start..*i].to_string();
    if *i < b.len() && b[*i] == b':' {
        *i += 1;
        out.push(Token {
            tok: Tok::Label(text),
            pos,
        });
    } else {
        out.push(Token {
            tok: Tok::Word(text),
            pos,
        });
    }
}

/// Reads a string body starting after the opening quote; returns the
/// decoded bytes and the index after the closing quote.
fn string(b: &[u8], mut i: usize) -> Option<(Vec<u8>, usize)> {
    let mut s = Vec::new();
    while i < b.len() {
        match b[i] {
            b'"' => return Some((s, i + 1)),
            b'\\' if i + 1 < b.len() && b[i + 1] == b'\\' => {
                s.push(b'\\');
                i += 2;
            }
            b'\\' if i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                s.push(hex(b[i + 1]) * 16 + hex(b[i + 2]));
                i += 3;
            }
            c => {
                s.push(c);
                i += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn lexes_instructions() {
        assert_eq!(
            toks("%x = add nsw i32 %a, -7 ; c\nentry:"),
            vec![
                Tok::Local("x".into()),
                Tok::Punct('='),
                Tok::Word("add".into()),
                Tok::Word("nsw".into()),
                Tok::Word("i32".into()),
                Tok::Local("a".into()),
                Tok::Punct(','),
                Tok::Int("-7".into()),
                Tok::Label("entry".into()),
                Tok::Eof,
            ]
        );
    }

    #[test]
    fn lexes_strings_and_metadata() {
        assert_eq!(
            toks(r#"c"a\00" !0 !{!"s"} @"q r" 1.5e+01 0x3FF0000000000000 ..."#),
            vec![
                Tok::CStr(vec![b'a', 0]),
                Tok::MetaId(0),
                Tok::Bang,
                Tok::Punct('{'),
                Tok::Bang,
                Tok::Str(b"s".to_vec()),
                Tok::Punct('}'),
                Tok::Global("q r".into()),
                Tok::Float("1.5e+01".into()),
                Tok::Float("0x3FF0000000000000".into()),
                Tok::Ellipsis,
                Tok::Eof,
            ]
        );
    }

    #[test]
    fn reports_unterminated_strings() {
        assert!(lex("@x = global \"abc").is_err());
    }
}
