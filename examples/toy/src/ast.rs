//! The Toy language's syntax: a lexer, a recursive-descent parser building
//! an AST whose nodes carry their source positions, and the AST dump
//! (`-emit=ast`) in the layout of the tutorial's C++ compiler.

use std::fmt::Write as _;

/// A position in a Toy source file: the file's name, line and column
/// (both counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loc {
    pub file: std::rc::Rc<str>,
    pub line: u32,
    pub col: u32,
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// A shape given in a declaration (`var a<2, 3>`); empty when none is.
pub type Shape = Vec<i64>;

// ANCHOR: expr
/// An expression (statements are expressions too, as in the tutorial).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number: `1.5`.
    Number(Loc, f64),
    /// A literal array: its shape and its elements (numbers or nested
    /// literals).
    Literal(Loc, Shape, Vec<Expr>),
    /// A reference to a variable or parameter.
    Var(Loc, String),
    /// `var name<shape> = init`; without `init` if it did not parse (the
    /// error is reported and parsing goes on, as in the tutorial).
    VarDecl(Loc, String, Shape, Option<Box<Expr>>),
    /// `return` or `return expr`.
    Return(Loc, Option<Box<Expr>>),
    /// `lhs op rhs` with `op` one of `+ - *`.
    BinOp(Loc, char, Box<Expr>, Box<Expr>),
    /// `callee(args)`, including the builtin `transpose`.
    Call(Loc, String, Vec<Expr>),
    /// `print(arg)`.
    Print(Loc, Box<Expr>),
    /// `{a, b, ...}`: a struct's value (chapter 7), located at `{`.
    StructLiteral(Loc, Vec<Expr>),
    /// `Type name = init`: a variable of struct type `Type`, located at
    /// the type's name.
    StructVarDecl(Loc, String, String, Box<Expr>),
}
// ANCHOR_END: expr

impl Expr {
    /// Where the expression starts (for binary operations, where their
    /// right operand starts, as the tutorial records it).
    pub fn loc(&self) -> &Loc {
        match self {
            Expr::Number(l, _)
            | Expr::Literal(l, ..)
            | Expr::Var(l, _)
            | Expr::VarDecl(l, ..)
            | Expr::Return(l, _)
            | Expr::BinOp(l, ..)
            | Expr::Call(l, ..)
            | Expr::Print(l, _)
            | Expr::StructLiteral(l, _)
            | Expr::StructVarDecl(l, ..) => l,
        }
    }
}

/// A function's name and parameters, located at its `def`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    pub loc: Loc,
    pub name: String,
    pub params: Vec<(Loc, String)>,
    /// The struct type of each parameter declared with one (chapter 7:
    /// `def f(Type name)`), `None` for the others.
    pub param_structs: Vec<Option<String>>,
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub proto: Prototype,
    pub body: Vec<Expr>,
}

/// `struct Name { var a; var b; }` (chapter 7): a struct type and the
/// names of its fields, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub loc: Loc,
    pub name: String,
    pub fields: Vec<(Loc, String)>,
    /// How many functions come before it in the file.
    pub after_functions: usize,
}

/// A Toy file: its functions and structs in order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub functions: Vec<Function>,
    pub structs: Vec<StructDef>,
}

/// A syntax error: where and what. It prints as the tutorial's compilers
/// print theirs: `Parse error (line, col): expected 'what' context but
/// has Token N 'c'`, the token being the one found, by the number the
/// tutorial's lexer gives it (its character code for punctuation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub loc: Loc,
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Parse error ({}, {}): {}",
            self.loc.line, self.loc.col, self.message
        )
    }
}

/// What parsing a file gave: the errors reported and, unless it failed,
/// the module. As in the tutorial's compilers, a definition that does not
/// parse ends the module; if the parser has reached the end of the file
/// by then, the definitions before it are the module (after one error),
/// and otherwise parsing fails with a second error.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Parsed {
    pub module: Option<Module>,
    pub errors: Vec<ParseError>,
}

// ---- lexer ------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Def,
    Struct,
    Var,
    Return,
    Ident(String),
    Number(f64),
    Punct(char),
    Eof,
}

impl Tok {
    /// `Token N` or `Token N 'c'`, N being the token's number in the
    /// tutorial's lexer: negative for keywords, identifiers, numbers and
    /// the end of file (from chapter 7, where `struct` is a keyword,
    /// identifiers and numbers come one later), the character code for
    /// punctuation. Before chapter 7, `struct` is an identifier.
    fn describe(&self, structs: bool) -> String {
        let later = i32::from(structs);
        let code = match self {
            Tok::Eof => -1,
            Tok::Return => -2,
            Tok::Var => -3,
            Tok::Def => -4,
            Tok::Struct if structs => -5,
            Tok::Ident(_) | Tok::Struct => -5 - later,
            Tok::Number(_) => -6 - later,
            Tok::Punct(c) => return format!("Token {} '{c}'", u32::from(*c)),
        };
        format!("Token {code}")
    }
}

struct Lexer<'a> {
    file: std::rc::Rc<str>,
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: u32,
    col: u32,
}

impl Lexer<'_> {
    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.col = 0;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn here(&self) -> Loc {
        Loc {
            file: self.file.clone(),
            line: self.line,
            col: self.col + 1,
        }
    }

    fn next(&mut self) -> Result<(Loc, Tok), ParseError> {
        // The end of the file is where the tutorial's lexer puts it: at
        // the start of a comment that runs to it, else after the last
        // character read (column 0 on a new line).
        let mut comment = None;
        loop {
            match self.chars.peek() {
                Some(c) if c.is_whitespace() => {
                    comment = None;
                    self.bump();
                }
                Some('#') => {
                    comment = Some(self.here());
                    while self.chars.peek().is_some_and(|&c| c != '\n') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        let loc = self.here();
        let Some(&c) = self.chars.peek() else {
            let end = Loc { col: self.col, ..loc };
            return Ok((comment.unwrap_or(end), Tok::Eof));
        };
        if c.is_ascii_alphabetic() {
            let mut s = String::new();
            while let Some(&c) = self
                .chars
                .peek()
                .filter(|c| c.is_ascii_alphanumeric() || **c == '_')
            {
                s.push(c);
                self.bump();
            }
            let tok = match s.as_str() {
                "def" => Tok::Def,
                "struct" => Tok::Struct,
                "var" => Tok::Var,
                "return" => Tok::Return,
                _ => Tok::Ident(s),
            };
            return Ok((loc, tok));
        }
        // A '.' starts a number when a digit follows; otherwise it is the
        // member access operator.
        let digit_next = || self.chars.clone().nth(1).is_some_and(|c| c.is_ascii_digit());
        if c.is_ascii_digit() || (c == '.' && digit_next()) {
            let mut s = String::new();
            while let Some(&c) = self.chars.peek().filter(|c| c.is_ascii_digit() || **c == '.') {
                s.push(c);
                self.bump();
            }
            return match s.parse::<f64>() {
                Ok(v) => Ok((loc, Tok::Number(v))),
                Err(_) => Err(ParseError {
                    loc,
                    message: format!("invalid number '{s}'"),
                }),
            };
        }
        self.bump();
        Ok((loc, Tok::Punct(c)))
    }
}

// ---- parser -----------------------------------------------------------------

struct Parser<'a> {
    lexer: Lexer<'a>,
    tok: Tok,
    loc: Loc,
    /// Whether the language has structs (chapter 7).
    structs: bool,
    /// The errors reported so far that did not stop the parse.
    errors: Vec<ParseError>,
}

type PResult<T> = Result<T, ParseError>;

/// Parses a Toy file named `file` (the name used in locations), with
/// structs; any syntax error is a failure (the first one is returned).
pub fn parse(file: &str, source: &str) -> PResult<Module> {
    let parsed = parse_language(file, source, true);
    match parsed.errors.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(parsed.module.unwrap_or_default()),
    }
}

/// Parses a Toy file as the tutorial's compiler of a chapter does, with
/// `struct` declarations only if `structs` (the language has them from
/// chapter 7 on, where an empty file is a module; before, a `struct` where
/// a definition should start is a syntax error). See [`Parsed`].
pub fn parse_language(file: &str, source: &str, structs: bool) -> Parsed {
    let mut lexer = Lexer {
        file: file.into(),
        chars: source.chars().peekable(),
        line: 1,
        col: 0,
    };
    let (loc, tok) = match lexer.next() {
        Ok(first) => first,
        Err(e) => {
            return Parsed {
                module: None,
                errors: vec![e],
            }
        }
    };
    let mut p = Parser {
        lexer,
        tok,
        loc,
        structs,
        errors: Vec::new(),
    };
    let mut module = Module::default();
    if structs && p.tok == Tok::Eof {
        return Parsed {
            module: Some(module),
            errors: Vec::new(),
        };
    }
    loop {
        let item = if structs && p.tok == Tok::Struct {
            p.struct_def().map(|mut s| {
                s.after_functions = module.functions.len();
                module.structs.push(s);
            })
        } else if structs && p.tok != Tok::Def {
            // Chapter 7's module loop reports anything else at once.
            let e = p.error::<()>("'def' or 'struct'", "when parsing top level module records");
            p.errors.extend(e.err());
            return Parsed {
                module: None,
                errors: p.errors,
            };
        } else {
            p.definition().map(|f| module.functions.push(f))
        };
        match item {
            Ok(()) if p.tok == Tok::Eof => {
                return Parsed {
                    module: Some(module),
                    errors: p.errors,
                }
            }
            Ok(()) => {}
            Err(e) if p.tok == Tok::Eof => {
                p.errors.push(e);
                return Parsed {
                    module: Some(module),
                    errors: p.errors,
                };
            }
            Err(e) => {
                let end = p.error::<()>("nothing", "at end of module").err();
                p.errors.push(e);
                p.errors.extend(end);
                return Parsed {
                    module: None,
                    errors: p.errors,
                };
            }
        }
    }
}

impl Parser<'_> {
    fn advance(&mut self) -> PResult<()> {
        let (loc, tok) = self.lexer.next()?;
        self.loc = loc;
        self.tok = tok;
        Ok(())
    }

    /// `expected 'what' context but has Token N`, at the current token.
    fn error<T>(&self, expected: &str, context: &str) -> PResult<T> {
        Err(ParseError {
            loc: self.loc.clone(),
            message: format!(
                "expected '{expected}' {context} but has {}",
                self.tok.describe(self.structs)
            ),
        })
    }

    fn expect(&mut self, c: char, context: &str) -> PResult<()> {
        if self.tok != Tok::Punct(c) {
            return self.error(&c.to_string(), context);
        }
        self.advance()
    }

    fn is(&self, c: char) -> bool {
        self.tok == Tok::Punct(c)
    }

    fn ident(&mut self, context: &str) -> PResult<String> {
        match &self.tok {
            Tok::Ident(s) => {
                let s = s.clone();
                self.advance()?;
                Ok(s)
            }
            _ => self.error("identifier", context),
        }
    }

    fn struct_def(&mut self) -> PResult<StructDef> {
        let loc = self.loc.clone();
        self.advance()?;
        let name = self.ident("as the struct's name")?;
        self.expect('{', "to begin a struct")?;
        let mut fields = Vec::new();
        while self.tok == Tok::Var {
            let l = self.loc.clone();
            self.advance()?;
            fields.push((l, self.ident("as a field name")?));
            self.expect(';', "after a field")?;
        }
        if fields.is_empty() {
            return self.error("var", "to declare a field");
        }
        self.expect('}', "to close a struct")?;
        Ok(StructDef {
            loc,
            name,
            fields,
            after_functions: 0,
        })
    }

    fn definition(&mut self) -> PResult<Function> {
        let loc = self.loc.clone();
        if self.tok != Tok::Def {
            return self.error("def", "in prototype");
        }
        self.advance()?;
        let name = match &self.tok {
            Tok::Ident(_) => self.ident("")?,
            _ => return self.error("function name", "in prototype"),
        };
        self.expect('(', "in prototype")?;
        let mut params = Vec::new();
        let mut param_structs = Vec::new();
        if !self.is(')') {
            loop {
                let l = self.loc.clone();
                let first = self.ident("as a parameter name")?;
                if matches!(self.tok, Tok::Ident(_)) {
                    param_structs.push(Some(first));
                    params.push((l, self.ident("as a parameter name")?));
                } else {
                    param_structs.push(None);
                    params.push((l, first));
                }
                if !self.is(',') {
                    break;
                }
                self.advance()?;
            }
        }
        self.expect(')', "to end function prototype")?;
        let body = self.block()?;
        Ok(Function {
            proto: Prototype {
                loc,
                name,
                params,
                param_structs,
            },
            body,
        })
    }

    fn block(&mut self) -> PResult<Vec<Expr>> {
        self.expect('{', "to begin block")?;
        let mut exprs = Vec::new();
        while self.is(';') {
            self.advance()?;
        }
        while !self.is('}') && self.tok != Tok::Eof {
            let e = match self.tok.clone() {
                Tok::Var => self.declaration()?,
                Tok::Return => self.ret()?,
                Tok::Ident(first) => {
                    // `Type name = init`, or an expression starting with
                    // an identifier.
                    let loc = self.loc.clone();
                    self.advance()?;
                    if let Tok::Ident(name) = self.tok.clone() {
                        self.advance()?;
                        self.expect('=', "in a variable declaration")?;
                        let init = self.expression()?;
                        Expr::StructVarDecl(loc, name, first, Box::new(init))
                    } else {
                        let lhs = self.after_ident(loc, first)?;
                        self.binop_rhs(0, lhs)?
                    }
                }
                _ => self.expression()?,
            };
            exprs.push(e);
            if !self.is(';') {
                return self.error(";", "after expression");
            }
            while self.is(';') {
                self.advance()?;
            }
        }
        self.expect('}', "to close block")?;
        Ok(exprs)
    }

    fn ret(&mut self) -> PResult<Expr> {
        let loc = self.loc.clone();
        self.advance()?;
        if self.is(';') {
            return Ok(Expr::Return(loc, None));
        }
        Ok(Expr::Return(loc, Some(Box::new(self.expression()?))))
    }

    fn declaration(&mut self) -> PResult<Expr> {
        let loc = self.loc.clone();
        self.advance()?;
        let name = match &self.tok {
            Tok::Ident(_) => self.ident("")?,
            _ => return self.error("identified", "after 'var' declaration"),
        };
        let mut shape = Vec::new();
        if self.is('<') {
            self.advance()?;
            loop {
                match self.tok {
                    Tok::Number(n) if n >= 0.0 && n.fract() == 0.0 && n < 1e15 => {
                        shape.push(n as i64);
                        self.advance()?;
                    }
                    _ => return self.error(">", "to end type"),
                }
                if self.is('>') {
                    break;
                }
                self.expect(',', "between the dimensions of a shape")?;
            }
            self.advance()?;
        }
        self.expect('=', "in a variable declaration")?;
        // An initializer that does not parse leaves a declaration without
        // one; the block goes on from where the error stopped.
        let init = match self.expression() {
            Ok(e) => Some(Box::new(e)),
            Err(e) => {
                self.errors.push(e);
                None
            }
        };
        Ok(Expr::VarDecl(loc, name, shape, init))
    }

    fn expression(&mut self) -> PResult<Expr> {
        let lhs = self.primary()?;
        self.binop_rhs(0, lhs)
    }

    fn precedence(&self) -> i32 {
        match self.tok {
            Tok::Punct('+') | Tok::Punct('-') => 20,
            Tok::Punct('*') => 40,
            Tok::Punct('.') => 60,
            _ => -1,
        }
    }

    // ANCHOR: binop
    fn binop_rhs(&mut self, min_prec: i32, mut lhs: Expr) -> PResult<Expr> {
        loop {
            let prec = self.precedence();
            if prec < min_prec || prec < 0 {
                return Ok(lhs);
            }
            let Tok::Punct(op) = self.tok else {
                return Ok(lhs);
            };
            self.advance()?;
            let loc = self.loc.clone();
            let mut rhs = self.primary()?;
            if self.precedence() > prec {
                rhs = self.binop_rhs(prec + 1, rhs)?;
            }
            lhs = Expr::BinOp(loc, op, Box::new(lhs), Box::new(rhs));
        }
    }
    // ANCHOR_END: binop

    fn primary(&mut self) -> PResult<Expr> {
        let loc = self.loc.clone();
        match self.tok.clone() {
            Tok::Number(n) => {
                self.advance()?;
                Ok(Expr::Number(loc, n))
            }
            Tok::Punct('[') => self.literal(),
            Tok::Punct('(') => {
                self.advance()?;
                let e = self.expression()?;
                self.expect(')', "to close expression with parentheses")?;
                Ok(e)
            }
            Tok::Punct('{') => self.struct_literal(),
            Tok::Ident(name) => {
                self.advance()?;
                self.after_ident(loc, name)
            }
            _ => self.error("expression", "here"),
        }
    }

    /// `{a, b, ...}`: each element a literal, a number or a struct
    /// literal.
    fn struct_literal(&mut self) -> PResult<Expr> {
        let loc = self.loc.clone();
        self.advance()?;
        let mut values = Vec::new();
        loop {
            match self.tok {
                Tok::Punct('[') => values.push(self.literal()?),
                Tok::Punct('{') => values.push(self.struct_literal()?),
                Tok::Number(n) => {
                    values.push(Expr::Number(self.loc.clone(), n));
                    self.advance()?;
                }
                _ => return self.error("[, { or <num>", "in a struct literal"),
            }
            if self.is('}') {
                break;
            }
            self.expect(',', "between the elements of a struct literal")?;
        }
        self.advance()?;
        Ok(Expr::StructLiteral(loc, values))
    }

    /// What follows an identifier `name` at `loc` in an expression: a
    /// call's arguments, or nothing (a variable).
    fn after_ident(&mut self, loc: Loc, name: String) -> PResult<Expr> {
        {
            {
                if !self.is('(') {
                    return Ok(Expr::Var(loc, name));
                }
                self.advance()?;
                let mut args = Vec::new();
                if !self.is(')') {
                    loop {
                        args.push(self.expression()?);
                        if self.is(')') {
                            break;
                        }
                        if !self.is(',') {
                            return self.error(", or )", "in argument list");
                        }
                        self.advance()?;
                    }
                }
                self.advance()?;
                if name == "print" {
                    if args.len() != 1 {
                        return self.error("<single arg>", "as argument to print()");
                    }
                    return Ok(Expr::Print(loc, Box::new(args.remove(0))));
                }
                Ok(Expr::Call(loc, name, args))
            }
        }
    }

    fn literal(&mut self) -> PResult<Expr> {
        let loc = self.loc.clone();
        self.advance()?;
        let mut values = Vec::new();
        loop {
            match self.tok {
                Tok::Punct('[') => values.push(self.literal()?),
                Tok::Number(n) => {
                    values.push(Expr::Number(self.loc.clone(), n));
                    self.advance()?;
                }
                _ => return self.error("<num> or [", "in literal expression"),
            }
            if self.is(']') {
                break;
            }
            if !self.is(',') {
                return self.error("] or ,", "in literal expression");
            }
            self.advance()?;
        }
        self.advance()?;
        // Every element must have the same shape: all numbers, or literals
        // all of one shape.
        let first = match &values[0] {
            Expr::Literal(_, s, _) => Some(s.clone()),
            _ => None,
        };
        for v in &values {
            let this = match v {
                Expr::Literal(_, s, _) => Some(s.clone()),
                _ => None,
            };
            if this != first {
                return self.error("uniform well-nested dimensions", "inside literal expression");
            }
        }
        let mut shape = vec![values.len() as i64];
        shape.extend(first.unwrap_or_default());
        Ok(Expr::Literal(loc, shape, values))
    }
}

// ---- dump -------------------------------------------------------------------

/// A double as C's `%e` prints it (`1.000000e+00`).
pub fn format_e(v: f64) -> String {
    if !v.is_finite() {
        return if v.is_nan() {
            "nan".into()
        } else if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("<{}>", dims.join(", "))
}

fn literal_text(e: &Expr, out: &mut String) {
    match e {
        Expr::Number(_, v) => out.push_str(&format_e(*v)),
        Expr::Literal(_, shape, values) => {
            out.push_str(&shape_text(shape));
            out.push_str("[ ");
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal_text(v, out);
            }
            out.push(']');
        }
        _ => {}
    }
}

struct Dumper {
    out: String,
    level: usize,
}

impl Dumper {
    fn indent(&mut self) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
    }

    fn line(&mut self, text: &str) {
        self.indent();
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn struct_def(&mut self, s: &StructDef) {
        self.nested(|d| {
            d.line(&format!("Struct: {} @{}", s.name, s.loc));
            d.nested(|d| {
                d.line("Variables: [");
                d.nested(|d| {
                    for (l, name) in &s.fields {
                        d.line(&format!("VarDecl {name}<> @{l}"));
                    }
                });
                d.line("]");
            });
        });
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.level += 1;
        f(self);
        self.level -= 1;
    }

    fn expr(&mut self, e: &Expr) {
        self.nested(|d| match e {
            Expr::Number(l, v) => d.line(&format!("{} @{l}", format_e(*v))),
            Expr::Literal(l, ..) => {
                let mut s = String::from("Literal: ");
                literal_text(e, &mut s);
                let _ = write!(s, " @{l}");
                d.line(&s);
            }
            Expr::Var(l, name) => d.line(&format!("var: {name} @{l}")),
            Expr::VarDecl(l, name, shape, init) => {
                d.line(&format!("VarDecl {name}{} @{l}", shape_text(shape)));
                if let Some(init) = init {
                    d.expr(init);
                }
            }
            Expr::Return(_, value) => {
                d.line("Return");
                match value {
                    Some(v) => d.expr(v),
                    None => d.nested(|d| d.line("(void)")),
                }
            }
            Expr::BinOp(l, op, lhs, rhs) => {
                d.line(&format!("BinOp: {op} @{l}"));
                d.expr(lhs);
                d.expr(rhs);
            }
            Expr::Call(l, callee, args) => {
                d.line(&format!("Call '{callee}' [ @{l}"));
                for a in args {
                    d.expr(a);
                }
                d.line("]");
            }
            Expr::Print(l, arg) => {
                d.line(&format!("Print [ @{l}"));
                d.expr(arg);
                d.line("]");
            }
            Expr::StructVarDecl(l, name, ty, init) => {
                d.line(&format!("VarDecl {name}<{ty}> @{l}"));
                d.expr(init);
            }
            Expr::StructLiteral(l, values) => {
                // As the tutorial's dump: the first element on the same
                // line, the location on a line of its own.
                d.indent();
                d.out.push_str("Struct Literal: ");
                for v in values {
                    d.expr(v);
                }
                d.line(&format!(" @{l}"));
            }
        });
    }
}

/// The AST in the layout of the tutorial's `-emit=ast`.
pub fn dump(module: &Module) -> String {
    let mut d = Dumper {
        out: String::new(),
        level: 0,
    };
    d.nested(|d| {
        d.line("Module:");
        for (i, f) in module.functions.iter().enumerate() {
            for s in module.structs.iter().filter(|s| s.after_functions == i) {
                d.struct_def(s);
            }
            d.nested(|d| {
                d.line("Function ");
                d.nested(|d| {
                    let p = &f.proto;
                    d.line(&format!("Proto '{}' @{}", p.name, p.loc));
                    let names: Vec<&str> = p.params.iter().map(|(_, n)| n.as_str()).collect();
                    d.line(&format!("Params: [{}]", names.join(", ")));
                });
                d.nested(|d| {
                    d.line("Block {");
                    for e in &f.body {
                        d.expr(e);
                    }
                    d.line("} // Block");
                });
            });
        }
        for s in module
            .structs
            .iter()
            .filter(|s| s.after_functions == module.functions.len())
        {
            d.struct_def(s);
        }
    });
    d.out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_like_printf_e() {
        assert_eq!(format_e(1.0), "1.000000e+00");
        assert_eq!(format_e(5.5), "5.500000e+00");
        assert_eq!(format_e(0.001), "1.000000e-03");
        assert_eq!(format_e(0.0), "0.000000e+00");
        assert_eq!(format_e(-120.0), "-1.200000e+02");
    }

    #[test]
    fn parses_and_locates() {
        let m = parse("t.toy", "def f(a) {\n  return a * [1, 2] + 3;\n}\n").unwrap();
        assert_eq!(m.functions.len(), 1);
        let Expr::Return(_, Some(e)) = &m.functions[0].body[0] else {
            panic!("a return")
        };
        // `*` binds tighter than `+`; a binary op is located at its right
        // operand.
        let Expr::BinOp(l, '+', lhs, _) = &**e else {
            panic!("{e:?}")
        };
        assert_eq!(l.to_string(), "t.toy:2:23");
        assert!(matches!(&**lhs, Expr::BinOp(_, '*', ..)));
    }

    #[test]
    fn reports_errors_with_locations() {
        let e = parse("t.toy", "def f() {\n  var = 1;\n}").unwrap_err();
        assert_eq!(e.loc.to_string(), "t.toy:2:7");
        assert_eq!(
            e.to_string(),
            "Parse error (2, 7): expected 'identified' after 'var' declaration but has Token 61 '='"
        );
        assert!(parse("t.toy", "def f() { var a = [[1], 2]; }").is_err());
        assert!(parse("t.toy", "def f() { print(1, 2); }").is_err());
        assert!(parse("t.toy", "def f() { var a<2 = 1; }").is_err());
        assert!(parse("t.toy", "def f() { return 1 }").is_err());
    }

    /// The tutorial's module loop: a definition that fails at the end of
    /// the file leaves the ones before it as the module; one that fails
    /// before the end is a second error and no module.
    #[test]
    fn errors_end_the_module() {
        let errors = |p: &Parsed| p.errors.iter().map(ToString::to_string).collect::<Vec<_>>();
        // No definition at all: an error before chapter 7, at the end of
        // the file (column 0 after a newline, a trailing comment's start).
        let p = parse_language("t.toy", "\n", false);
        assert_eq!(p.module, Some(Module::default()));
        assert_eq!(
            errors(&p),
            ["Parse error (2, 0): expected 'def' in prototype but has Token -1"]
        );
        let p = parse_language("t.toy", "# a\n  # b", false);
        assert_eq!(
            errors(&p),
            ["Parse error (2, 3): expected 'def' in prototype but has Token -1"]
        );
        assert_eq!(
            parse_language("t.toy", "# a\n", true),
            Parsed {
                module: Some(Module::default()),
                errors: Vec::new(),
            }
        );
        let p = parse_language("t.toy", "def f() {}\ndef g() {\n  print([1]);", false);
        assert_eq!(p.module.as_ref().map(|m| m.functions.len()), Some(1));
        assert_eq!(
            errors(&p),
            ["Parse error (3, 13): expected '}' to close block but has Token -1"]
        );
        let p = parse_language("t.toy", "def f() {\n  print([1])\n}\n", false);
        assert_eq!(p.module, None);
        assert_eq!(
            errors(&p),
            [
                "Parse error (3, 1): expected ';' after expression but has Token 125 '}'",
                "Parse error (3, 1): expected 'nothing' at end of module but has Token 125 '}'",
            ]
        );
        // `struct` is an identifier before chapter 7 (token -5), a keyword
        // after, where identifiers are token -6.
        let p = parse_language("t.toy", "struct S {\n  var a;\n}\n", false);
        assert_eq!(
            errors(&p)[0],
            "Parse error (1, 1): expected 'def' in prototype but has Token -5"
        );
        let p = parse_language("t.toy", "x", true);
        assert_eq!(
            errors(&p),
            ["Parse error (1, 1): expected ''def' or 'struct'' when parsing top level module records but has Token -6"]
        );
    }
}
