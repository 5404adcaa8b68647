//! The parser, with semantic analysis as it goes (as PDLL is defined:
//! names resolve to earlier declarations, expressions are typed and
//! converted where they are written).

use rustc_hash::FxHashMap;
use strata_ir::{Context, Failed};

use crate::ast::*;
use crate::lexer::{Kind, Lexer, Token};
use crate::ods::{self, OpInfo};
use crate::source::{Diag, Sources};

type PResult<T> = Result<T, Failed>;

/// How deeply expressions and statements may nest before the parser gives
/// up with a diagnostic rather than exhaust the stack.
const MAX_DEPTH: u32 = 256;

/// Where the parser is: what the statements being parsed may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    /// Top level.
    Global,
    /// The matcher of a pattern.
    Match,
    /// A rewrite: a `rewrite` body, replacement values, a `Rewrite` body.
    Rewrite,
    /// The body of a `Constraint`.
    Constraint,
}

#[derive(Clone, Copy, Debug)]
enum Decl {
    Var(VarId),
    Callable(CallableId),
    /// A pattern: its name's location and its keyword's.
    Pattern(Loc, Loc),
}

/// What `#include` needs: where it looks for files, and what loading the
/// IRDL files (done before parsing, since it changes the context) gave.
pub struct IncludeHandler<'a> {
    /// The directories searched after the including file's own.
    pub dirs: &'a [String],
    /// The error of each IRDL file that failed to load, by path.
    pub irdl_errors: &'a FxHashMap<String, String>,
}

/// The parser of one module (its includes are parsed into the same
/// module).
pub struct Parser<'a> {
    ctx: &'a Context,
    /// The buffers read so far, with the diagnostics.
    pub sources: &'a mut Sources,
    includes: IncludeHandler<'a>,
    file: u32,
    pos: usize,
    tok: Token,
    /// The module built so far.
    pub module: Module,
    scopes: Vec<FxHashMap<String, Decl>>,
    section: Section,
    depth: u32,
    /// The name of the callable whose body is parsed, with its kind.
    callable: Option<CallableKind>,
    /// Files included so far (each once).
    included: rustc_hash::FxHashSet<String>,
    op_infos: FxHashMap<String, Option<OpInfo>>,
    /// How many anonymous constraints and rewrites were named so far.
    anonymous: (usize, usize),
    /// The next op expression is a replacement value: its result types
    /// may come from the op it replaces, so no warning about inferring
    /// them.
    replacement_op: bool,
}

impl<'a> Parser<'a> {
    /// A parser of buffer `file` of `sources`.
    pub fn new(
        ctx: &'a Context,
        sources: &'a mut Sources,
        file: u32,
        includes: IncludeHandler<'a>,
    ) -> Parser<'a> {
        let tok = Token {
            kind: Kind::Eof,
            text: String::new(),
            start: 0,
            end: 0,
        };
        let mut p = Parser {
            ctx,
            sources,
            includes,
            file,
            pos: 0,
            tok,
            module: Module::default(),
            scopes: vec![FxHashMap::default()],
            section: Section::Global,
            depth: 0,
            callable: None,
            included: Default::default(),
            op_infos: FxHashMap::default(),
            anonymous: (0, 0),
            replacement_op: false,
        };
        p.bump();
        // The module is located at the first token of the file.
        p.module.first_loc = Some(p.loc());
        p
    }

    // ---- tokens and diagnostics --------------------------------------------------------

    fn bump(&mut self) {
        let text = self.sources.text(self.file);
        let mut lx = Lexer::new(text);
        lx.reset(self.pos);
        let (mut tok, err) = lx.next_token();
        self.pos = lx.pos();
        if let Some((at, msg)) = err {
            // The parser's own error about this token is then reported at
            // the lexer's position too.
            tok.start = at;
            let loc = Loc {
                file: self.file,
                off: at as u32,
            };
            self.sources.diags.push(Diag::error(loc, msg));
        }
        self.tok = tok;
    }

    fn loc(&self) -> Loc {
        Loc {
            file: self.file,
            off: self.tok.start as u32,
        }
    }

    fn err<T>(&mut self, loc: Loc, msg: impl Into<String>) -> PResult<T> {
        self.sources.diags.push(Diag::error(loc, msg));
        Err(Failed)
    }

    fn err_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let loc = self.loc();
        self.err(loc, msg)
    }

    fn err_note<T>(&mut self, loc: Loc, msg: impl Into<String>, note_loc: Loc, note: &str) -> PResult<T> {
        let mut d = Diag::error(loc, msg);
        d.notes.push((note_loc, note.to_string()));
        self.sources.diags.push(d);
        Err(Failed)
    }

    fn warn(&mut self, loc: Loc, msg: impl Into<String>) {
        self.sources.diags.push(Diag::warning(loc, msg));
    }

    fn punct(&self, p: &str) -> bool {
        self.tok.is_punct(p)
    }

    fn kw(&self, k: &str) -> bool {
        self.tok.is_ident(k)
    }

    fn eat(&mut self, p: &str) -> bool {
        if self.punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str, msg: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            self.err_here(msg)
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err_here("nesting is too deep");
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- scopes --------------------------------------------------------------------------

    fn lookup(&self, name: &str) -> Option<Decl> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn decl_loc(&self, d: Decl) -> Loc {
        match d {
            Decl::Var(v) => self.module.vars[v].loc,
            Decl::Callable(c) => self.module.callables[c].loc,
            Decl::Pattern(l, _) => l,
        }
    }

    fn define(&mut self, name: &str, loc: Loc, d: Decl) -> PResult<()> {
        if name == "_" {
            return Ok(());
        }
        // A constraint or rewrite may not shadow any visible name.
        let prev = match d {
            Decl::Callable(_) => self.lookup(name),
            _ => self.scopes.last().and_then(|s| s.get(name).copied()),
        };
        let scope = self.scopes.last_mut().ok_or(Failed)?;
        if let Some(prev) = prev {
            let prev = self.decl_loc(prev);
            return self.err_note(
                loc,
                format!("`{name}` has already been defined"),
                prev,
                "see previous definition here",
            );
        }
        scope.insert(name.to_string(), d);
        Ok(())
    }

    fn add_var(&mut self, v: VarDecl) -> PResult<VarId> {
        let id = self.module.vars.len();
        let (name, loc) = (v.name.clone(), v.loc);
        self.module.vars.push(v);
        self.define(&name, loc, Decl::Var(id))?;
        Ok(id)
    }

    fn op_info(&mut self, name: &str) -> Option<OpInfo> {
        if let Some(i) = self.op_infos.get(name) {
            return i.clone();
        }
        let info = ods::lookup(self.ctx, name);
        self.op_infos.insert(name.to_string(), info.clone());
        info
    }

    // ---- top level -----------------------------------------------------------------------

    /// Parses the whole buffer.
    pub fn parse_module(&mut self) -> PResult<()> {
        while self.tok.kind != Kind::Eof {
            self.parse_top_level()?;
        }
        Ok(())
    }

    fn parse_top_level(&mut self) -> PResult<()> {
        if self.tok.kind == Kind::Directive {
            return self.parse_directive();
        }
        if self.kw("Pattern") {
            return self.parse_pattern();
        }
        if self.kw("Constraint") {
            return self.parse_callable(CallableKind::Constraint).map(|_| ());
        }
        if self.kw("Rewrite") {
            return self.parse_callable(CallableKind::Rewrite).map(|_| ());
        }
        self.err_here("expected top-level declaration, such as a `Pattern`")
    }

    fn parse_directive(&mut self) -> PResult<()> {
        let loc = self.loc();
        if self.tok.text != "include" {
            let name = self.tok.text.clone();
            return self.err(loc, format!("unknown directive `#{name}`"));
        }
        self.bump();
        if self.tok.kind != Kind::Str {
            return self.err(loc, "expected string file name after `include` directive");
        }
        let name = self.tok.text.clone();
        let name_loc = self.loc();
        self.bump();
        if name.ends_with(".td") {
            return self.err(
                name_loc,
                format!(
                    "unable to include `{name}`: ODS (.td) files are not read; the ops of every dialect \
                     registered in Strata are known without an include, and other dialects can be \
                     included as IRDL (`#include \"file.mlir\"`)"
                ),
            );
        }
        if !name.ends_with(".pdll") && !name.ends_with(".mlir") {
            return self.err(
                name_loc,
                "expected include filename to end with `.pdll` or `.td` (or `.mlir`, for IRDL)",
            );
        }
        let Some((path, text)) = self.find_include(&name) else {
            return self.err(name_loc, format!("unable to open include file `{name}`"));
        };
        if !self.included.insert(path.clone()) {
            return Ok(());
        }
        if name.ends_with(".mlir") {
            if let Some(msg) = self.includes.irdl_errors.get(&path) {
                let msg = msg.clone();
                return self.err(name_loc, msg);
            }
            return Ok(());
        }
        let file = self.sources.add_included(path, text, loc);
        let saved = (
            self.file,
            self.pos,
            std::mem::replace(
                &mut self.tok,
                Token {
                    kind: Kind::Eof,
                    text: String::new(),
                    start: 0,
                    end: 0,
                },
            ),
        );
        self.file = file;
        self.pos = 0;
        self.bump();
        let result = self.parse_module();
        (self.file, self.pos, self.tok) = saved;
        result
    }

    fn find_include(&self, name: &str) -> Option<(String, String)> {
        crate::find_include(name, self.includes.dirs)
    }

    // ---- patterns ------------------------------------------------------------------------

    fn parse_pattern(&mut self) -> PResult<()> {
        let loc = self.loc();
        self.bump();
        let mut name = None;
        if self.tok.kind == Kind::Ident && !is_keyword(&self.tok.text) && !self.kw("_") {
            let n = self.tok.text.clone();
            let nloc = self.loc();
            self.bump();
            self.define(&n, nloc, Decl::Pattern(nloc, loc))?;
            name = Some(n);
        }
        let mut benefit: Option<(u16, Loc)> = None;
        let mut recursion: Option<Loc> = None;
        if self.kw("with") {
            self.bump();
            loop {
                let mloc = self.loc();
                if self.tok.kind != Kind::Ident || is_keyword(&self.tok.text) || self.kw("_") {
                    return self.err_here("expected pattern metadata identifier");
                }
                if self.kw("benefit") {
                    if let Some((_, prev)) = benefit {
                        return self.err_note(
                            mloc,
                            "pattern benefit has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    self.bump();
                    self.expect("(", "expected `(` before pattern benefit")?;
                    if self.tok.kind != Kind::Int {
                        return self.err_here("expected integral pattern benefit");
                    }
                    let Ok(b) = self.tok.text.parse::<u16>() else {
                        return self.err_here("expected pattern benefit to fit within a 16-bit integer");
                    };
                    self.bump();
                    self.expect(")", "expected `)` after pattern benefit")?;
                    benefit = Some((b, mloc));
                } else if self.kw("recursion") {
                    if let Some(prev) = recursion {
                        return self.err_note(
                            mloc,
                            "pattern recursion metadata has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    self.bump();
                    recursion = Some(mloc);
                } else {
                    return self.err_here("unknown pattern metadata");
                }
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.scopes.push(FxHashMap::default());
        self.section = Section::Match;
        let body = self.parse_pattern_body(loc);
        self.section = Section::Global;
        self.scopes.pop();
        let body = body?;
        self.module.patterns.push(Pattern {
            name,
            loc,
            benefit: benefit.map_or(0, |b| b.0),
            recursion: recursion.is_some(),
            body,
        });
        Ok(())
    }

    fn parse_pattern_body(&mut self, pattern_loc: Loc) -> PResult<Vec<Stmt>> {
        if self.eat("=>") {
            let loc = self.loc();
            let stmt = self.parse_stmt()?;
            if !stmt.is_op_rewrite() {
                return self.err(
                    loc,
                    "expected Pattern lambda body to contain a single operation rewrite statement, \
                     such as `erase`, `replace`, or `rewrite`",
                );
            }
            self.expect(";", "expected `;` after statement")?;
            return Ok(vec![stmt]);
        }
        if !self.punct("{") {
            return self.err_here("expected `{` or `=>` to start pattern body");
        }
        self.bump();
        let mut stmts: Vec<Stmt> = Vec::new();
        let mut rewrite_at: Option<Loc> = None;
        while !self.punct("}") {
            let loc = self.loc();
            let stmt = self.parse_stmt_with_semi()?;
            if rewrite_at.is_some() {
                return self.err(
                    loc,
                    "Pattern body was terminated by an operation rewrite statement, but found \
                     trailing statements",
                );
            }
            if stmt.is_op_rewrite() {
                rewrite_at = Some(loc);
            }
            stmts.push(stmt);
        }
        self.bump();
        if rewrite_at.is_none() {
            return self.err(
                pattern_loc,
                "expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
            );
        }
        Ok(stmts)
    }

    // ---- constraints and rewrites --------------------------------------------------------

    fn parse_callable(&mut self, kind: CallableKind) -> PResult<CallableId> {
        self.bump();
        let loc = self.loc();
        if self.tok.kind != Kind::Ident || is_keyword(&self.tok.text) || self.kw("_") {
            return self.err_here("expected identifier name");
        }
        let name = self.tok.text.clone();
        self.bump();
        self.scopes.push(FxHashMap::default());
        let result = self.parse_callable_rest(kind, name, loc);
        self.scopes.pop();
        let id = result?;
        let (name, loc) = (
            self.module.callables[id].name.clone(),
            self.module.callables[id].loc,
        );
        self.define(&name, loc, Decl::Callable(id))?;
        Ok(id)
    }

    /// `Constraint(args) ...` or `Rewrite(args) ...` in an expression or a
    /// constraint list: a callable named `<anonymous_constraint_N>`.
    fn parse_anonymous_callable(&mut self) -> PResult<Expr> {
        let kind = if self.kw("Constraint") {
            CallableKind::Constraint
        } else {
            CallableKind::Rewrite
        };
        let loc = self.loc();
        self.bump();
        // A name may be given (the definition is then not anonymous).
        let mut given = None;
        if self.tok.kind == Kind::Ident && !is_keyword(&self.tok.text) {
            given = Some(self.tok.text.clone());
            self.bump();
        }
        if !self.punct("(") {
            return self.err_here("expected `(` to start argument list");
        }
        let what = match kind {
            CallableKind::Constraint => "constraint",
            CallableKind::Rewrite => "rewrite",
        };
        let counter = match kind {
            CallableKind::Constraint => &mut self.anonymous.0,
            CallableKind::Rewrite => &mut self.anonymous.1,
        };
        let n = *counter;
        *counter += 1;
        let name = given.unwrap_or_else(|| format!("<anonymous_{what}_{n}>"));
        self.scopes.push(FxHashMap::default());
        let id = self.parse_callable_rest(kind, name, loc);
        self.scopes.pop();
        let id = id?;
        Ok(Expr {
            kind: ExprKind::Callable(id),
            ty: match kind {
                CallableKind::Constraint => Ty::Constraint,
                CallableKind::Rewrite => Ty::Rewrite,
            },
            loc,
        })
    }

    fn parse_callable_rest(&mut self, kind: CallableKind, name: String, loc: Loc) -> PResult<CallableId> {
        self.expect("(", "expected `(` to start argument list")?;
        let mut args = Vec::new();
        if !self.punct(")") {
            loop {
                if self.tok.kind != Kind::Ident || !is_variable_name(&self.tok.text) || self.kw("_") {
                    return self.err_here("expected identifier argument name");
                }
                let aname = self.tok.text.clone();
                let aloc = self.loc();
                self.bump();
                self.expect(":", "expected `:` before argument constraint")?;
                let (constraints, ty) = self.parse_arg_constraints()?;
                args.push(self.add_var(VarDecl {
                    name: aname,
                    loc: aloc,
                    ty,
                    constraints,
                    init: None,
                })?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` to end argument list")?;
        let mut result: Option<Ty> = None;
        let mut result_constraints = Vec::new();
        if self.eat("->") {
            let (ty, cs) = self.parse_result_list()?;
            result = Some(ty);
            result_constraints = cs
                .into_iter()
                .filter_map(|(c, l)| match c {
                    Constraint::User(id) => Some((id, l)),
                    _ => None,
                })
                .collect();
        }
        let id = self.module.callables.len();
        self.module.callables.push(Callable {
            name,
            loc,
            kind,
            args,
            result: result.clone().unwrap_or_else(Ty::unit),
            result_constraints,
            body: None,
            code: None,
        });
        let saved = (self.section, self.callable);
        self.section = match kind {
            CallableKind::Constraint => Section::Constraint,
            CallableKind::Rewrite => Section::Rewrite,
        };
        self.callable = Some(kind);
        let body = self.parse_callable_body(kind, result);
        (self.section, self.callable) = saved;
        match body? {
            CallableBody::Native(code) => self.module.callables[id].code = code,
            CallableBody::Pdll(stmts, ty) => {
                self.module.callables[id].body = Some(stmts);
                self.module.callables[id].result = ty;
            }
        }
        Ok(id)
    }

    fn parse_arg_constraints(&mut self) -> PResult<(Vec<(Constraint, Loc)>, Ty)> {
        let loc = self.loc();
        let typed = ["Attr", "Value", "ValueRange"].iter().any(|k| self.kw(k)) && self.peek_is("<");
        if typed {
            let loc = self.peek_loc();
            return self.err(
                loc,
                "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results",
            );
        }
        let c = self.parse_constraint()?;
        let ty = self.constraint_type(&c);
        Ok((vec![(c, loc)], ty))
    }

    /// The result type and, for a single result, its user constraints.
    fn parse_result_list(&mut self) -> PResult<(Ty, Vec<(Constraint, Loc)>)> {
        if !self.punct("(") {
            let at = self.loc();
            if self.result_label()?.is_some() {
                return self.err(at, "cannot create a single-element tuple with an element label");
            }
            let (cs, ty) = self.parse_arg_constraints()?;
            return Ok((ty, cs));
        }
        self.bump();
        let first_loc = self.loc();
        let mut elts: Vec<(Option<String>, Ty)> = Vec::new();
        let mut single_cs;
        {
            loop {
                let label = self.result_label()?;
                let (cs, ty) = self.parse_arg_constraints()?;
                elts.push((label, ty));
                single_cs = cs;
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` to end result list")?;
        if elts.len() == 1 {
            if elts[0].0.is_some() {
                return self.err(
                    first_loc,
                    "cannot create a single-element tuple with an element label",
                );
            }
            return Ok((elts.remove(0).1, single_cs));
        }
        Ok((Ty::Tuple(elts), Vec::new()))
    }

    /// The name of a result, `name:`, if the current identifier is one: it
    /// is followed by `:`, or it names no constraint.
    fn result_label(&mut self) -> PResult<Option<String>> {
        if self.tok.kind != Kind::Ident {
            return Ok(None);
        }
        let text = self.tok.text.clone();
        if !is_variable_name(&text) || text == "_" {
            return Ok(None);
        }
        let builtin = [
            "Attr",
            "Op",
            "Type",
            "TypeRange",
            "Value",
            "ValueRange",
            "Constraint",
        ];
        let constraint = builtin.contains(&text.as_str())
            || matches!(self.lookup(&text), Some(Decl::Callable(id))
                if self.module.callables[id].kind == CallableKind::Constraint);
        if constraint && !self.peek_is(":") {
            return Ok(None);
        }
        self.bump();
        self.expect(":", "expected `:` before result constraint")?;
        Ok(Some(text))
    }

    /// Where the token after the current one starts.
    fn peek_loc(&self) -> Loc {
        let mut lx = Lexer::new(self.sources.text(self.file));
        lx.reset(self.pos);
        let (t, _) = lx.next_token();
        Loc {
            file: self.file,
            off: t.start as u32,
        }
    }

    /// Whether the token after the current one is punctuation `p`.
    fn peek_is(&self, p: &str) -> bool {
        let mut lx = Lexer::new(self.sources.text(self.file));
        lx.reset(self.pos);
        let (t, _) = lx.next_token();
        t.is_punct(p)
    }

    fn parse_callable_body(&mut self, kind: CallableKind, declared: Option<Ty>) -> PResult<CallableBody> {
        if self.tok.kind == Kind::CodeBlock {
            let code = self.tok.text.clone();
            self.bump();
            self.expect(";", "expected `;` after native declaration")?;
            return Ok(CallableBody::Native(Some(code)));
        }
        if self.eat(";") {
            return Ok(CallableBody::Native(None));
        }
        if self.eat("=>") {
            let loc = self.loc();
            let stmt =
                if kind == CallableKind::Rewrite {
                    // Any statement is read, then checked.
                    match self.parse_stmt()? {
                        Stmt::Expr(mut e) => {
                            if let Some(t) = &declared {
                                e = self.convert(e, t)?;
                            }
                            Stmt::Return(e, loc)
                        }
                        s if s.is_op_rewrite() => s,
                        _ => return self.err(
                            loc,
                            "expected `Rewrite` lambda body to contain a single expression or an operation \
                             rewrite statement; such as `erase`, `replace`, or `rewrite`",
                        ),
                    }
                } else if self.tok.kind == Kind::Ident && ["let", "return"].contains(&self.tok.text.as_str())
                    || self.punct("{")
                {
                    let msg = match kind {
                        CallableKind::Constraint => {
                            "expected `Constraint` lambda body to contain a single expression"
                        }
                        CallableKind::Rewrite => {
                            "expected `Rewrite` lambda body to contain a single expression or an operation \
                         rewrite statement; such as `erase`, `replace`, or `rewrite`"
                        }
                    };
                    return self.err(loc, msg);
                } else {
                    let mut e = self.parse_expr()?;
                    if let Some(t) = &declared {
                        e = self.convert(e, t)?;
                    }
                    Stmt::Return(e, loc)
                };
            self.expect(";", "expected `;` after statement")?;
            if let (Some(t), false) = (&declared, matches!(stmt, Stmt::Return(..))) {
                if t != &Ty::unit() {
                    let loc = self.loc();
                    return self.err(
                        loc,
                        format!("missing return in a `{kind}` expected to return `{t}`"),
                    );
                }
            }
            let ty = match (&stmt, declared) {
                (_, Some(t)) => t,
                (Stmt::Return(e, _), None) => e.ty.clone(),
                _ => Ty::unit(),
            };
            return Ok(CallableBody::Pdll(vec![stmt], ty));
        }
        if !self.punct("{") {
            return self.err_here("expected `;` after native declaration");
        }
        self.bump();
        let result = declared.unwrap_or_else(Ty::unit);
        let mut stmts = Vec::new();
        let mut returned = false;
        while !self.punct("}") {
            let loc = self.loc();
            let mut stmt = self.parse_stmt_with_semi()?;
            if returned {
                return self.err(
                    loc,
                    format!(
                        "`return` terminated the `{kind}` body, but found trailing statements afterwards"
                    ),
                );
            }
            if let Stmt::Return(e, l) = stmt {
                returned = true;
                stmt = Stmt::Return(self.convert(e, &result)?, l);
            }
            stmts.push(stmt);
        }
        // Reported just past the closing brace.
        let end = Loc {
            file: self.file,
            off: self.tok.end as u32,
        };
        self.bump();
        if !returned && result != Ty::unit() {
            return self.err(
                end,
                format!("missing return in a `{kind}` expected to return `{result}`"),
            );
        }
        Ok(CallableBody::Pdll(stmts, result))
    }

    // ---- constraints ---------------------------------------------------------------------

    fn constraint_type(&self, c: &Constraint) -> Ty {
        match c {
            Constraint::Attr(_) => Ty::Attr,
            Constraint::Op(n) => Ty::Op(n.clone()),
            Constraint::Type => Ty::Type,
            Constraint::TypeRange => Ty::TypeRange,
            Constraint::Value(_) => Ty::Value,
            Constraint::ValueRange(_) => Ty::ValueRange,
            Constraint::User(id) => {
                let cal = &self.module.callables[*id];
                cal.args
                    .first()
                    .map_or(Ty::unit(), |&a| self.module.vars[a].ty.clone())
            }
        }
    }

    fn parse_constraint(&mut self) -> PResult<Constraint> {
        self.parse_constraint_after(None)
    }

    /// A constraint of a variable whose type was already constrained by
    /// the type expression at `typed_at`, if any.
    fn parse_constraint_after(&mut self, typed_at: Option<Loc>) -> PResult<Constraint> {
        if self.tok.kind != Kind::Ident {
            return self.err_here("expected identifier constraint");
        }
        let text = self.tok.text.clone();
        let loc = self.loc();
        match text.as_str() {
            "Attr" | "Value" | "ValueRange" => {
                self.bump();
                let mut inner = None;
                if self.punct("<") {
                    if let Some(prev) = typed_at {
                        let at = self.loc();
                        return self.err_note(
                            at,
                            "the type of this variable has already been constrained",
                            prev,
                            "see previous constraint location here",
                        );
                    }
                    self.bump();
                    let e = self.parse_expr()?;
                    self.expect(">", "expected `>` after variable type constraint")?;
                    inner = Some(e);
                }
                Ok(match text.as_str() {
                    "Attr" => Constraint::Attr(inner),
                    "Value" => Constraint::Value(inner),
                    _ => Constraint::ValueRange(inner),
                })
            }
            "Op" => {
                self.bump();
                let mut name = None;
                if self.eat("<") {
                    if !self.punct(">") {
                        name = Some(self.parse_op_name()?);
                    }
                    self.expect(">", "expected `>` after operation name")?;
                }
                Ok(Constraint::Op(name))
            }
            "Type" => {
                self.bump();
                Ok(Constraint::Type)
            }
            "TypeRange" => {
                self.bump();
                Ok(Constraint::TypeRange)
            }
            "Constraint" => {
                let e = self.parse_anonymous_callable()?;
                match e.kind {
                    ExprKind::Callable(id) => Ok(Constraint::User(id)),
                    _ => self.err(loc, "expected identifier constraint"),
                }
            }
            _ if is_keyword(&text) || text == "_" => self.err_here("expected identifier constraint"),
            _ => {
                self.bump();
                match self.lookup(&text) {
                    Some(Decl::Callable(id))
                        if self.module.callables[id].kind == CallableKind::Constraint =>
                    {
                        Ok(Constraint::User(id))
                    }
                    Some(d) => {
                        let dloc = match d {
                            Decl::Pattern(_, keyword) => keyword,
                            d => self.decl_loc(d),
                        };
                        self.err_note(
                            loc,
                            "invalid reference to non-constraint",
                            dloc,
                            &format!("see the definition of `{text}` here"),
                        )
                    }
                    None => self.err(loc, format!("unknown reference to constraint `{text}`")),
                }
            }
        }
    }

    /// `dialect.name` (after `op<` or `Op<`).
    fn parse_op_name(&mut self) -> PResult<String> {
        if self.tok.kind != Kind::Ident {
            return self.err_here("expected dialect namespace");
        }
        let mut name = self.tok.text.clone();
        self.bump();
        if !self.eat(".") {
            return self.err_here("expected `.` after dialect namespace");
        }
        if self.tok.kind != Kind::Ident {
            return self.err_here("expected operation name after dialect namespace");
        }
        name.push('.');
        name.push_str(&self.tok.text);
        self.bump();
        // Op names may have further dotted parts (`llvm.intr.foo`).
        while self.punct(".") {
            self.bump();
            if self.tok.kind != Kind::Ident {
                return self.err_here("expected operation name after dialect namespace");
            }
            name.push('.');
            name.push_str(&self.tok.text);
            self.bump();
        }
        Ok(name)
    }

    /// The type of a variable with `constraints`, checking that they agree.
    fn merge_constraint_types(&mut self, constraints: &[(Constraint, Loc)]) -> PResult<Option<Ty>> {
        let mut ty: Option<Ty> = None;
        for (c, loc) in constraints {
            let t = self.constraint_type(c);
            ty = match ty {
                None => Some(t),
                Some(prev) if prev == t => Some(prev),
                Some(Ty::Op(None)) if t.is_op() => Some(t),
                Some(prev @ Ty::Op(Some(_))) if t == Ty::Op(None) => Some(prev),
                Some(prev) => {
                    return self.err(
                        *loc,
                        format!(
                            "constraint type `{t}` is incompatible with the previously inferred type `{prev}`"
                        ),
                    )
                }
            };
        }
        Ok(ty)
    }

    /// Checks the type expressions of `Attr<...>`, `Value<...>` and
    /// `ValueRange<...>` constraints (after the declaration is read, as
    /// mlir-pdll reports them).
    fn check_constraint_types(&mut self, cs: &[(Constraint, Loc)]) -> PResult<()> {
        for (c, _) in cs {
            let (e, want) = match c {
                Constraint::Attr(Some(e)) | Constraint::Value(Some(e)) => (e, Ty::Type),
                Constraint::ValueRange(Some(e)) => (e, Ty::TypeRange),
                _ => continue,
            };
            if e.ty != want {
                let loc = e.loc;
                return self.err(loc, format!("expected expression of `{want}` in type constraint"));
            }
        }
        Ok(())
    }

    /// One constraint, or `[c1, c2, ...]`.
    fn parse_var_constraints(&mut self) -> PResult<Vec<(Constraint, Loc)>> {
        let bracketed = self.eat("[");
        let mut out: Vec<(Constraint, Loc)> = Vec::new();
        let mut typed_at: Option<Loc> = None;
        loop {
            let loc = self.loc();
            let c = self.parse_constraint_after(typed_at)?;
            match &c {
                Constraint::Attr(Some(e)) | Constraint::Value(Some(e)) | Constraint::ValueRange(Some(e)) => {
                    typed_at = Some(e.loc);
                }
                Constraint::User(id) => {
                    let cal = &self.module.callables[*id];
                    if cal.args.len() != 1 {
                        let (n, cloc) = (cal.args.len(), cal.loc);
                        return self.err_note(
                            loc,
                            format!(
                                "`Constraint`s applied via a variable constraint list must take a single input, but got {n}"
                            ),
                            cloc,
                            "see definition of constraint here",
                        );
                    }
                }
                _ => {}
            }
            out.push((c, loc));
            if !bracketed || !self.eat(",") {
                break;
            }
        }
        if bracketed {
            self.expect("]", "expected `]` after constraint list")?;
        }
        Ok(out)
    }

    // ---- statements ----------------------------------------------------------------------

    fn parse_stmt_with_semi(&mut self) -> PResult<Stmt> {
        let stmt = self.parse_stmt()?;
        self.expect(";", "expected `;` after statement")?;
        Ok(stmt)
    }

    /// `{ stmt; ... }` in a scope of its own (a rewrite body).
    fn parse_compound(&mut self) -> PResult<Vec<Stmt>> {
        self.enter()?;
        self.bump();
        self.scopes.push(FxHashMap::default());
        let mut stmts = Vec::new();
        let r = loop {
            if self.punct("}") {
                self.bump();
                break Ok(());
            }
            match self.parse_stmt_with_semi() {
                Ok(s) => stmts.push(s),
                Err(Failed) => break Err(Failed),
            }
        };
        self.scopes.pop();
        self.leave();
        r.map(|()| stmts)
    }

    fn parse_stmt(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.parse_stmt_inner();
        self.leave();
        r
    }

    fn parse_stmt_inner(&mut self) -> PResult<Stmt> {
        let loc = self.loc();
        if self.tok.kind == Kind::Ident {
            match self.tok.text.as_str() {
                "let" => return self.parse_let(),
                "erase" | "replace" | "rewrite" => {
                    if self.section == Section::Constraint {
                        let kw = self.tok.text.clone();
                        return self.err_here(format!("`{kw}` cannot be used within a Constraint"));
                    }
                    return match self.tok.text.as_str() {
                        "erase" => self.parse_erase(),
                        "replace" => self.parse_replace(),
                        _ => self.parse_rewrite(),
                    };
                }
                "return" => {
                    self.bump();
                    let e = self.parse_expr()?;
                    if self.callable.is_none() {
                        return self.err(
                            loc,
                            "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
                        );
                    }
                    return Ok(Stmt::Return(e, loc));
                }
                "Constraint" | "Rewrite"
                    if {
                        // A name follows a local definition; otherwise this is
                        // an anonymous one in an expression.
                        let mut lx = Lexer::new(self.sources.text(self.file));
                        lx.reset(self.pos);
                        let (next, _) = lx.next_token();
                        next.kind == Kind::Ident && !is_keyword(&next.text)
                    } =>
                {
                    let kind = if self.kw("Constraint") {
                        CallableKind::Constraint
                    } else {
                        CallableKind::Rewrite
                    };
                    let id = self.parse_callable(kind)?;
                    if self.module.callables[id].body.is_none() {
                        let cloc = self.module.callables[id].loc;
                        return self.err(cloc, "external declarations must be declared in global scope");
                    }
                    return Ok(Stmt::Compound(Vec::new()));
                }
                _ => {}
            }
        }
        let e = self.parse_expr()?;
        Ok(Stmt::Expr(e))
    }

    fn parse_let(&mut self) -> PResult<Stmt> {
        self.bump();
        if self.tok.kind != Kind::Ident || !is_variable_name(&self.tok.text) {
            return self.err_here("expected identifier after `let` to name a new variable");
        }
        let name = self.tok.text.clone();
        let loc = self.loc();
        if name == "_" {
            return self.err_here("`_` may only be used to define \"inline\" variables");
        }
        self.bump();
        let mut constraints = Vec::new();
        if self.eat(":") {
            constraints = self.parse_var_constraints()?;
        }
        let mut init = None;
        if self.eat("=") {
            init = Some(self.parse_expr()?);
        }
        if init.is_some() {
            let typed = constraints.iter().find(|(c, _)| {
                matches!(
                    c,
                    Constraint::Attr(Some(_)) | Constraint::Value(Some(_)) | Constraint::ValueRange(Some(_))
                )
            });
            if let Some((_, cloc)) = typed {
                let cloc = *cloc;
                return self.err(
                    cloc,
                    "type constraints are not permitted on variables with initializers",
                );
            }
        }
        self.check_constraint_types(&constraints)?;
        let cty = self.merge_constraint_types(&constraints)?;
        let ty =
            match (&init, cty) {
                (Some(e), Some(t)) => {
                    let eloc = e.loc;
                    let e = init.take().ok_or(Failed)?;
                    let e = self.convert_at(e, &t, eloc)?;
                    let ty = if t.is_op() && e.ty.is_op() && t == Ty::Op(None) {
                        e.ty.clone()
                    } else {
                        t
                    };
                    init = Some(e);
                    ty
                }
                (Some(e), None) => e.ty.clone(),
                (None, Some(t)) => t,
                (None, None) => return self.err_note(
                    loc,
                    format!("unable to infer type for variable `{name}`"),
                    loc,
                    "the type of a variable must be inferable from the constraint list or the initializer",
                ),
            };
        if matches!(ty, Ty::Constraint | Ty::Rewrite) {
            return self.err(loc, format!("unable to define variable of `{ty}` type"));
        }
        let id = self.add_var(VarDecl {
            name,
            loc,
            ty,
            constraints,
            init,
        })?;
        Ok(Stmt::Let(id))
    }

    /// The root of an op rewrite statement must be an op.
    fn check_root(&mut self, e: &Expr, with_type: bool) -> PResult<()> {
        if e.ty.is_op() {
            return Ok(());
        }
        let t = e.ty.clone();
        let msg = if with_type {
            format!("expected `Op` expression, but got `{t}`")
        } else {
            "expected `Op` expression".to_string()
        };
        self.err(e.loc, msg)
    }

    fn parse_erase(&mut self) -> PResult<Stmt> {
        let loc = self.loc();
        self.bump();
        let op = self.parse_expr()?;
        self.check_root(&op, false)?;
        Ok(Stmt::Erase(op, loc))
    }

    fn parse_replace(&mut self) -> PResult<Stmt> {
        let loc = self.loc();
        self.bump();
        let op = self.parse_expr()?;
        if !self.kw("with") {
            return self.err_here("expected `with` after root operation");
        }
        self.bump();
        let saved = self.section;
        self.section = Section::Rewrite;
        let r = self.parse_replacements(loc, &op);
        self.section = saved;
        Ok(Stmt::Replace(op, r?, loc))
    }

    /// The replacement values of a `replace` of `root` (checked once they
    /// are parsed, after the root).
    fn parse_replacements(&mut self, loc: Loc, root: &Expr) -> PResult<Vec<Expr>> {
        let mut values = Vec::new();
        if self.punct("(") {
            self.bump();
            if !self.punct(")") {
                loop {
                    values.push(self.parse_replacement()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", "expected `)` after replacement values")?;
            if values.is_empty() {
                return self.err(
                    loc,
                    "expected at least one replacement value, consider using `erase` if no replacement \
                     values are desired",
                );
            }
        } else {
            values.push(self.parse_replacement()?);
        }
        self.check_root(root, true)?;
        if values.len() == 1 && values[0].ty.is_op() {
            return Ok(values);
        }
        let mut out = Vec::new();
        for v in values {
            match &v.ty {
                Ty::Value | Ty::ValueRange => out.push(v),
                Ty::Op(_) => out.push(self.convert(v, &Ty::ValueRange)?),
                t => {
                    let msg = format!("expected `Op`, `Value` or `ValueRange` expression, but got `{t}`");
                    return self.err(v.loc, msg);
                }
            }
        }
        Ok(out)
    }

    /// One replacement value.
    fn parse_replacement(&mut self) -> PResult<Expr> {
        self.replacement_op = self.kw("op") && self.peek_is("<");
        let r = self.parse_expr();
        self.replacement_op = false;
        r
    }

    fn parse_rewrite(&mut self) -> PResult<Stmt> {
        let loc = self.loc();
        self.bump();
        let op = self.parse_expr()?;
        if !self.kw("with") {
            return self.err_here("expected `with` before rewrite body");
        }
        self.bump();
        if !self.punct("{") {
            return self.err_here("expected `{` to start rewrite body");
        }
        let saved = self.section;
        self.section = Section::Rewrite;
        let body = self.parse_compound();
        self.section = saved;
        let body = body?;
        self.check_root(&op, true)?;
        Ok(Stmt::Rewrite(op, body, loc))
    }

    // ---- expressions ---------------------------------------------------------------------

    /// Parses an expression.
    pub fn parse_expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.parse_expr_inner();
        self.leave();
        r
    }

    fn parse_expr_inner(&mut self) -> PResult<Expr> {
        let mut e = self.parse_primary()?;
        loop {
            if self.punct(".") {
                let dot = self.loc();
                self.bump();
                e = self.parse_member(e, dot)?;
            } else if self.punct("(") {
                e = self.parse_call(e, false)?;
            } else {
                return Ok(e);
            }
        }
    }

    fn parse_primary(&mut self) -> PResult<Expr> {
        let loc = self.loc();
        match self.tok.kind {
            Kind::Ident => {}
            Kind::Punct if self.punct("(") => return self.parse_tuple(),
            _ => return self.err_here("expected expression"),
        }
        let text = self.tok.text.clone();
        if text == "Constraint" || text == "Rewrite" {
            return self.parse_anonymous_callable();
        }
        if is_keyword(&text) && !["attr", "type", "op", "not"].contains(&text.as_str()) {
            return self.err_here("expected expression");
        }
        match text.as_str() {
            "attr" | "type" if self.peek_is("<") => {
                self.bump();
                self.bump();
                let is_attr = text == "attr";
                if self.tok.kind != Kind::Str {
                    return self.err_here(if is_attr {
                        "expected string literal containing MLIR attribute"
                    } else {
                        "expected string literal containing MLIR type"
                    });
                }
                let value = self.tok.text.clone();
                self.bump();
                self.expect(
                    ">",
                    if is_attr {
                        "expected `>` after attribute literal"
                    } else {
                        "expected `>` after type literal"
                    },
                )?;
                Ok(if is_attr {
                    Expr {
                        kind: ExprKind::AttrLit(value),
                        ty: Ty::Attr,
                        loc,
                    }
                } else {
                    Expr {
                        kind: ExprKind::TypeLit(value),
                        ty: Ty::Type,
                        loc,
                    }
                })
            }
            "op" if self.peek_is("<") => self.parse_op_expr(),
            "not" => {
                self.bump();
                let cloc = self.loc();
                let keyword = is_keyword(&self.tok.text);
                if self.tok.kind != Kind::Ident || keyword {
                    return self.err(cloc, "expected native constraint");
                }
                let callee = self.parse_primary()?;
                if !self.punct("(") {
                    return self.err_here("expected `(` after function name");
                }
                let ExprKind::Callable(id) = callee.kind else {
                    return self.err(cloc, "expected native constraint");
                };
                let cal = &self.module.callables[id];
                if cal.kind == CallableKind::Rewrite {
                    return self.err(cloc, "unable to negate a Rewrite");
                }
                if cal.body.is_some() {
                    return self.err(cloc, "unable to negate non native constraints");
                }
                self.parse_call(callee, true)
            }
            _ => {
                self.bump();
                if self.punct(":") {
                    return self.parse_inline_var(text, loc);
                }
                if text == "_" {
                    return self.err_here("expected `:` after `_` variable");
                }
                match self.lookup(&text) {
                    Some(Decl::Var(v)) => Ok(Expr {
                        kind: ExprKind::Var(v),
                        ty: self.module.vars[v].ty.clone(),
                        loc,
                    }),
                    Some(Decl::Callable(c)) => Ok(Expr {
                        kind: ExprKind::Callable(c),
                        ty: match self.module.callables[c].kind {
                            CallableKind::Constraint => Ty::Constraint,
                            CallableKind::Rewrite => Ty::Rewrite,
                        },
                        loc,
                    }),
                    Some(Decl::Pattern(..)) => self.err(loc, format!("invalid reference to `{text}`")),
                    None => self.err(loc, format!("undefined reference to `{text}`")),
                }
            }
        }
    }

    fn parse_inline_var(&mut self, name: String, loc: Loc) -> PResult<Expr> {
        self.bump();
        let constraints = self.parse_var_constraints()?;
        self.check_constraint_types(&constraints)?;
        let Some(ty) = self.merge_constraint_types(&constraints)? else {
            return self.err(loc, "expected identifier constraint");
        };
        let v = self.add_var(VarDecl {
            name,
            loc,
            ty: ty.clone(),
            constraints,
            init: None,
        })?;
        Ok(Expr {
            kind: ExprKind::Var(v),
            ty,
            loc,
        })
    }

    fn parse_tuple(&mut self) -> PResult<Expr> {
        let loc = self.loc();
        self.bump();
        let mut elts: Vec<Expr> = Vec::new();
        let mut labels: Vec<(Option<String>, Loc)> = Vec::new();
        if !self.punct(")") {
            loop {
                let mut label = None;
                let lloc = self.loc();
                if self.tok.kind == Kind::Ident && self.peek_is("=") {
                    let l = self.tok.text.clone();
                    if let Some((_, prev)) = labels.iter().find(|(p, _)| p.as_deref() == Some(&l)) {
                        let prev = *prev;
                        return self.err_note(
                            lloc,
                            format!("duplicate tuple element label `{l}`"),
                            prev,
                            "see previous label use here",
                        );
                    }
                    label = Some(l);
                    self.bump();
                    self.bump();
                }
                let eloc = self.loc();
                let e = self.parse_expr()?;
                match &e.ty {
                    Ty::Constraint | Ty::Rewrite => {
                        let t = e.ty.clone();
                        return self.err(eloc, format!("unable to build a tuple with `{t}` element"));
                    }
                    Ty::Tuple(_) => {
                        let t = e.ty.clone();
                        return self.err(eloc, format!("unable to build a tuple with `{t}` element"));
                    }
                    _ => {}
                }
                labels.push((label, lloc));
                elts.push(e);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` after tuple element list")?;
        if elts.len() == 1 && labels[0].0.is_some() {
            return self.err(loc, "cannot create a single-element tuple with an element label");
        }
        let ty = Ty::Tuple(
            labels
                .into_iter()
                .zip(&elts)
                .map(|((l, _), e)| (l, e.ty.clone()))
                .collect(),
        );
        Ok(Expr {
            kind: ExprKind::Tuple(elts),
            ty,
            loc,
        })
    }

    fn parse_member(&mut self, base: Expr, dot: Loc) -> PResult<Expr> {
        let name = match self.tok.kind {
            Kind::Ident | Kind::Int => self.tok.text.clone(),
            _ => return self.err(dot, "expected identifier or numeric member name"),
        };
        self.bump();
        let loc = base.loc;
        let invalid = |p: &mut Self, ty: &Ty| {
            p.err::<Expr>(
                loc,
                format!("invalid member access `{name}` on expression of type `{ty}`"),
            )
        };
        let index: Option<usize> = name.parse().ok();
        match base.ty.clone() {
            Ty::Op(op_name) => {
                let info = op_name.as_deref().and_then(|n| self.op_info(n));
                match info {
                    Some(info) => {
                        let Some(i) = index
                            .filter(|&i| i < info.results.len())
                            .or_else(|| info.result_index(&name))
                        else {
                            return invalid(self, &base.ty);
                        };
                        let variadic = info.results[i].variadic;
                        Ok(Expr {
                            ty: if variadic { Ty::ValueRange } else { Ty::Value },
                            kind: ExprKind::ResultGroup(Box::new(base), i as u32, variadic),
                            loc,
                        })
                    }
                    None => match index {
                        Some(i) if u32::try_from(i).is_ok() => Ok(Expr {
                            kind: ExprKind::Result(Box::new(base), i as u32),
                            ty: Ty::Value,
                            loc,
                        }),
                        _ => invalid(self, &base.ty),
                    },
                }
            }
            Ty::Tuple(elts) => {
                let i = index
                    .filter(|&i| i < elts.len())
                    .or_else(|| elts.iter().position(|(l, _)| l.as_deref() == Some(name.as_str())));
                let Some(i) = i else {
                    return invalid(self, &base.ty);
                };
                Ok(Expr {
                    ty: elts[i].1.clone(),
                    kind: ExprKind::TupleElement(Box::new(base), i),
                    loc,
                })
            }
            ty => invalid(self, &ty),
        }
    }

    fn parse_call(&mut self, callee: Expr, negated: bool) -> PResult<Expr> {
        let loc = callee.loc;
        let ExprKind::Callable(id) = callee.kind else {
            let t = callee.ty.clone();
            return self.err(
                loc,
                format!("expected a reference to a callable `Constraint` or `Rewrite`, but got: `{t}`"),
            );
        };
        self.bump();
        let mut args = Vec::new();
        if !self.punct(")") {
            loop {
                args.push(self.parse_expr()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` after argument list")?;
        // What the checks need of the callee (not its body).
        let cal = {
            let c = &self.module.callables[id];
            CalleeInfo {
                kind: c.kind,
                args: c.args.clone(),
                loc: c.loc,
                name: c.name.clone(),
                result: c.result.clone(),
            }
        };
        match (cal.kind, self.section) {
            (CallableKind::Rewrite, Section::Match | Section::Constraint) => {
                return self.err(loc, "unable to invoke `Rewrite` within a match section");
            }
            (CallableKind::Constraint, Section::Rewrite) => {
                return self.err(loc, "unable to invoke `Constraint` within a rewrite section");
            }
            _ => {}
        }
        if args.len() != cal.args.len() {
            let what = match cal.kind {
                CallableKind::Constraint => "constraint",
                CallableKind::Rewrite => "rewrite",
            };
            return self.err_note(
                loc,
                format!(
                    "invalid number of arguments for {what} call; expected {}, but got {}",
                    cal.args.len(),
                    args.len()
                ),
                cal.loc,
                &format!("see the definition of {} here", cal.name),
            );
        }
        let mut converted = Vec::new();
        for (a, &p) in args.into_iter().zip(&cal.args) {
            let t = self.module.vars[p].ty.clone();
            match self.convert(a, &t) {
                Ok(a) => converted.push(a),
                Err(f) => {
                    // The conversion error points at the callee too.
                    if let Some(d) = self.sources.diags.last_mut() {
                        d.notes
                            .push((cal.loc, format!("see the definition of `{}` here", cal.name)));
                    }
                    return Err(f);
                }
            }
        }
        Ok(Expr {
            kind: ExprKind::Call {
                callee: id,
                args: converted,
                negated,
            },
            ty: cal.result.clone(),
            loc,
        })
    }

    fn parse_op_expr(&mut self) -> PResult<Expr> {
        let replacement = std::mem::take(&mut self.replacement_op);
        let loc = self.loc();
        self.bump();
        self.bump();
        let mut name = None;
        // An op to create needs a name.
        if !self.punct(">") || self.section == Section::Rewrite {
            name = Some(self.parse_op_name()?);
        }
        self.expect(">", "expected `>` after operation name")?;
        let info = name.as_deref().and_then(|n| self.op_info(n));
        let mut operands = None;
        if self.eat("(") {
            let mut list = Vec::new();
            if !self.punct(")") {
                loop {
                    list.push(self.parse_expr()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", "expected `)` after operation operand list")?;
            let groups: Option<Vec<bool>> = info
                .as_ref()
                .map(|i| i.operands.iter().map(|g| g.variadic).collect());
            operands = Some(self.convert_groups(list, groups, loc, name.as_deref(), false)?);
        }
        let mut attrs = Vec::new();
        if self.eat("{") {
            if !self.punct("}") {
                loop {
                    let aloc = self.loc();
                    let aname = match self.tok.kind {
                        Kind::Ident | Kind::Str => self.tok.text.clone(),
                        _ => return self.err_here("expected identifier or string attribute name"),
                    };
                    self.bump();
                    let mut value = None;
                    if self.eat("=") {
                        let vloc = self.loc();
                        let v = self.parse_expr()?;
                        if v.ty != Ty::Attr {
                            let t = v.ty.clone();
                            return self.err(vloc, format!("expected `Attr` expression, but got `{t}`"));
                        }
                        value = Some(v);
                    }
                    attrs.push((aname, value, aloc));
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect("}", "expected `}` after operation attribute list")?;
        }
        let mut results = None;
        if self.eat("->") {
            self.expect("(", "expected `(` before operation result type list")?;
            let mut list = Vec::new();
            if !self.punct(")") {
                loop {
                    list.push(self.parse_expr()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", "expected `)` after operation result type list")?;
            let groups: Option<Vec<bool>> = info
                .as_ref()
                .map(|i| i.results.iter().map(|g| g.variadic).collect());
            let list = self.convert_groups(list, groups, loc, name.as_deref(), true)?;
            results = Some(list);
        } else if self.section == Section::Rewrite && !replacement {
            self.check_inferred_results(loc, name.as_deref(), info.as_ref());
        }
        Ok(Expr {
            ty: Ty::Op(name.clone()),
            kind: ExprKind::Op(Box::new(OpExpr {
                name,
                operands,
                attrs,
                results,
            })),
            loc,
        })
    }

    fn check_inferred_results(&mut self, loc: Loc, name: Option<&str>, info: Option<&OpInfo>) {
        let Some(name) = name else { return };
        match info {
            None => self.warn(
                loc,
                format!(
                    "operation result types are marked to be inferred, but `{name}` is unknown. Ensure \
                     that `{name}` supports zero results or implements `InferTypeOpInterface`. Include \
                     the ODS definition of this operation to remove this warning."
                ),
            ),
            Some(info) if !info.infers_results => self.warn(
                loc,
                format!(
                    "operation result types are marked to be inferred, but `{name}` does not provide \
                     an implementation of `InferTypeOpInterface`. Ensure that `{name}` attaches \
                     `InferTypeOpInterface` at runtime, or add support to the ODS definition to \
                     remove this warning."
                ),
            ),
            Some(_) => {}
        }
    }

    // ---- conversions ---------------------------------------------------------------------

    /// The operands (or result types, `types`) of an op expression. One
    /// expression may stand for all of them, as a range; otherwise, for an
    /// op with a definition, there is one per group, each converted to
    /// the group's kind (one value or type, or a range).
    fn convert_groups(
        &mut self,
        list: Vec<Expr>,
        groups: Option<Vec<bool>>,
        loc: Loc,
        name: Option<&str>,
        types: bool,
    ) -> PResult<Vec<Expr>> {
        let (single, range) = if types {
            (Ty::Type, Ty::TypeRange)
        } else {
            (Ty::Value, Ty::ValueRange)
        };
        let per_group = match (&groups, name) {
            (Some(g), Some(n)) if list.len() != 1 => {
                // No values at all fit groups that are all variadic.
                let empty_ok = list.is_empty() && g.iter().all(|&variadic| variadic);
                if list.len() != g.len() && !empty_ok {
                    let what = if types { "result" } else { "operand" };
                    return self.err(
                        loc,
                        format!(
                            "invalid number of {what} groups for `{n}`; expected {}, but got {}",
                            g.len(),
                            list.len()
                        ),
                    );
                }
                Some(g.clone())
            }
            _ => None,
        };
        let mut out = Vec::with_capacity(list.len());
        for (i, e) in list.into_iter().enumerate() {
            let variadic = per_group
                .as_ref()
                .is_none_or(|g| g.get(i).copied().unwrap_or(true));
            // A range may stand for a single group's value too (matched
            // at run time).
            let eloc = e.loc;
            let ety = e.ty.clone();
            let converted = if e.ty == single || e.ty == range {
                Ok(e)
            } else if variadic {
                self.convert(e, &range)
            } else {
                self.convert(e, &single)
            };
            match converted {
                Ok(e) => out.push(e),
                Err(f) => {
                    // An expression of the other kind (a type among operands,
                    // a value among result types) is reported twice, as
                    // mlir-pdll does.
                    let other = if types { Ty::Value } else { Ty::Type };
                    if ety == other {
                        let msg = format!(
                            "expected `{single}` or `{range}` convertible expression, but got `{ety}`"
                        );
                        self.sources.diags.push(Diag::error(eloc, msg));
                    }
                    return Err(f);
                }
            }
        }
        Ok(out)
    }

    fn convert(&mut self, e: Expr, to: &Ty) -> PResult<Expr> {
        let loc = e.loc;
        self.convert_at(e, to, loc)
    }

    fn convert_at(&mut self, e: Expr, to: &Ty, loc: Loc) -> PResult<Expr> {
        if &e.ty == to {
            return Ok(e);
        }
        let fail = |p: &mut Self, from: &Ty| {
            p.err::<Expr>(
                loc,
                format!("unable to convert expression of type `{from}` to the expected type of `{to}`"),
            )
        };
        let from = e.ty.clone();
        match (&from, to) {
            (Ty::Op(_), Ty::Op(None)) => Ok(e),
            (Ty::Op(name), Ty::Value) => {
                let info = name.as_deref().and_then(|n| self.op_info(n));
                // An op with a definition converts unless it has no result, or
                // surely more than one.
                let singles = info
                    .as_ref()
                    .map(|i| i.results.iter().filter(|g| !g.variadic).count());
                match (&info, singles) {
                    (Some(info), _) if info.results.is_empty() => fail(self, &from),
                    (_, Some(n)) if n >= 2 => fail(self, &from),
                    _ => Ok(Expr {
                        kind: ExprKind::Result(Box::new(e), 0),
                        ty: Ty::Value,
                        loc,
                    }),
                }
            }
            (Ty::Op(_), Ty::ValueRange) => Ok(Expr {
                kind: ExprKind::AllResults(Box::new(e)),
                ty: Ty::ValueRange,
                loc,
            }),
            // A value and a range of values convert both ways (the pattern
            // checks at run time), and so do types.
            (Ty::Value, Ty::ValueRange)
            | (Ty::ValueRange, Ty::Value)
            | (Ty::Type, Ty::TypeRange)
            | (Ty::TypeRange, Ty::Type) => Ok(Expr { ty: to.clone(), ..e }),
            (Ty::Tuple(elts), Ty::ValueRange | Ty::TypeRange) => {
                let (single, range) = if to == &Ty::ValueRange {
                    (Ty::Value, Ty::ValueRange)
                } else {
                    (Ty::Type, Ty::TypeRange)
                };
                if !elts.iter().all(|(_, t)| t == &single || t == &range) {
                    return fail(self, &from);
                }
                if self.section != Section::Rewrite {
                    return self.err_note(
                        loc,
                        format!(
                            "unable to convert expression of type `{from}` to the expected type of `{to}`"
                        ),
                        loc,
                        "Tuple to Range conversion is currently only allowed within a rewrite context",
                    );
                }
                let ExprKind::Tuple(es) = e.kind else {
                    return fail(self, &from);
                };
                Ok(Expr {
                    kind: ExprKind::Range(es),
                    ty: to.clone(),
                    loc,
                })
            }
            (Ty::Tuple(elts), Ty::Tuple(want)) if elts.len() == want.len() => {
                let ExprKind::Tuple(es) = e.kind else {
                    return fail(self, &from);
                };
                let mut out = Vec::new();
                for (x, (_, t)) in es.into_iter().zip(want) {
                    out.push(self.convert(x, t)?);
                }
                Ok(Expr {
                    kind: ExprKind::Tuple(out),
                    ty: to.clone(),
                    loc,
                })
            }
            _ => fail(self, &from),
        }
    }
}

/// Whether `word` may name a variable: not a keyword, but `attr`, `type`
/// and `op` (keywords only before `<`).
fn is_variable_name(word: &str) -> bool {
    !is_keyword(word) || matches!(word, "attr" | "type" | "op")
}

/// The words PDLL reserves (`attr`, `type` and `op` only before `<`).
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "Attr"
            | "Constraint"
            | "Op"
            | "OpName"
            | "Pattern"
            | "Rewrite"
            | "Type"
            | "TypeRange"
            | "Value"
            | "ValueRange"
            | "attr"
            | "erase"
            | "let"
            | "not"
            | "op"
            | "replace"
            | "return"
            | "rewrite"
            | "type"
            | "with"
    )
}

struct CalleeInfo {
    kind: CallableKind,
    args: Vec<VarId>,
    loc: Loc,
    name: String,
    result: Ty,
}

enum CallableBody {
    Native(Option<String>),
    Pdll(Vec<Stmt>, Ty),
}
