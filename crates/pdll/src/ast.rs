//! The checked AST of a PDLL module: every expression carries its type,
//! every name is resolved to its declaration.

use std::fmt;

/// A position: a buffer and a byte offset in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Loc {
    /// The buffer (an index into the compiler's sources).
    pub file: u32,
    /// The byte offset in the buffer.
    pub off: u32,
}

/// The type of a PDLL expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `Attr`.
    Attr,
    /// `Value`.
    Value,
    /// `ValueRange`.
    ValueRange,
    /// `Type`.
    Type,
    /// `TypeRange`.
    TypeRange,
    /// `Op`, or `Op<dialect.name>`.
    Op(Option<String>),
    /// `Tuple<...>`, elements optionally labelled.
    Tuple(Vec<(Option<String>, Ty)>),
    /// A reference to a `Constraint`.
    Constraint,
    /// A reference to a `Rewrite`.
    Rewrite,
}

impl Ty {
    /// The empty tuple: what a call without results has.
    pub fn unit() -> Ty {
        Ty::Tuple(Vec::new())
    }

    /// Whether it is an `Op` type of any name.
    pub fn is_op(&self) -> bool {
        matches!(self, Ty::Op(_))
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Attr => f.write_str("Attr"),
            Ty::Value => f.write_str("Value"),
            Ty::ValueRange => f.write_str("ValueRange"),
            Ty::Type => f.write_str("Type"),
            Ty::TypeRange => f.write_str("TypeRange"),
            Ty::Op(None) => f.write_str("Op"),
            Ty::Op(Some(n)) => write!(f, "Op<{n}>"),
            Ty::Constraint => f.write_str("Constraint"),
            Ty::Rewrite => f.write_str("Rewrite"),
            Ty::Tuple(elts) => {
                f.write_str("Tuple<")?;
                for (i, (label, t)) in elts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if let Some(l) = label {
                        write!(f, "{l}: ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(">")
            }
        }
    }
}

/// Index of a variable in [`Module::vars`].
pub type VarId = usize;
/// Index of a user constraint or rewrite in [`Module::callables`].
pub type CallableId = usize;

/// A typed expression.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its type.
    pub ty: Ty,
    /// Where it starts.
    pub loc: Loc,
}

/// The kinds of expressions.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `attr<"...">`.
    AttrLit(String),
    /// `type<"...">`.
    TypeLit(String),
    /// A variable.
    Var(VarId),
    /// A reference to a constraint or rewrite (only called).
    Callable(CallableId),
    /// A call of a constraint or rewrite.
    Call {
        /// What is called.
        callee: CallableId,
        /// The arguments, converted to the parameters' types.
        args: Vec<Expr>,
        /// `not`: a negated native constraint.
        negated: bool,
    },
    /// Result `index` of an op without an ODS definition (`pdl.result`).
    Result(Box<Expr>, u32),
    /// Result group `index` of an op with a definition (`pdl.results N`),
    /// a range when the group is variadic.
    ResultGroup(Box<Expr>, u32, bool),
    /// All results of an op (`pdl.results`): an op used as a value range.
    AllResults(Box<Expr>),
    /// Element `index` of a tuple.
    TupleElement(Box<Expr>, usize),
    /// `op<name>(operands) {attrs} -> (types)`.
    Op(Box<OpExpr>),
    /// `(a, b, ...)`.
    Tuple(Vec<Expr>),
    /// A tuple of values or types made a range, in a rewrite (`pdl.range`).
    Range(Vec<Expr>),
}

/// An operation expression.
#[derive(Clone, Debug)]
pub struct OpExpr {
    /// The op's name, if given.
    pub name: Option<String>,
    /// The operands; `None` when no list was written (in a matcher: any
    /// operands).
    pub operands: Option<Vec<Expr>>,
    /// The attributes: name and value (`None`: a unit attribute).
    pub attrs: Vec<(String, Option<Expr>, Loc)>,
    /// The result types; `None` when no list was written (in a matcher:
    /// any types; in a rewrite: inferred).
    pub results: Option<Vec<Expr>>,
}

/// A constraint on a variable.
#[derive(Clone, Debug)]
pub enum Constraint {
    /// `Attr` or `Attr<type>`.
    Attr(Option<Expr>),
    /// `Op` or `Op<dialect.name>`.
    Op(Option<String>),
    /// `Type`.
    Type,
    /// `TypeRange`.
    TypeRange,
    /// `Value` or `Value<type>`.
    Value(Option<Expr>),
    /// `ValueRange` or `ValueRange<types>`.
    ValueRange(Option<Expr>),
    /// A user constraint.
    User(CallableId),
}

/// A variable: a `let`, an inline declaration, or an argument or result of
/// a constraint or rewrite.
#[derive(Clone, Debug)]
pub struct VarDecl {
    /// Its name (`_` for anonymous ones).
    pub name: String,
    /// Where it is declared.
    pub loc: Loc,
    /// Its type.
    pub ty: Ty,
    /// Its constraints, each with where it is written.
    pub constraints: Vec<(Constraint, Loc)>,
    /// Its initializer.
    pub init: Option<Expr>,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `let`.
    Let(VarId),
    /// An expression evaluated for its effect (a call, an op to create).
    Expr(Expr),
    /// `erase op;`.
    Erase(Expr, Loc),
    /// `replace op with values;` (or with one op).
    Replace(Expr, Vec<Expr>, Loc),
    /// `rewrite op with { ... };`.
    Rewrite(Expr, Vec<Stmt>, Loc),
    /// `return expr;`.
    Return(Expr, Loc),
    /// `{ ... }`.
    Compound(Vec<Stmt>),
}

impl Stmt {
    /// Whether it is an op rewrite statement (`erase`, `replace`, `rewrite`).
    pub fn is_op_rewrite(&self) -> bool {
        matches!(self, Stmt::Erase(..) | Stmt::Replace(..) | Stmt::Rewrite(..))
    }
}

/// Whether a callable is a constraint or a rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallableKind {
    /// `Constraint`.
    Constraint,
    /// `Rewrite`.
    Rewrite,
}

impl fmt::Display for CallableKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CallableKind::Constraint => "Constraint",
            CallableKind::Rewrite => "Rewrite",
        })
    }
}

/// A user constraint or rewrite.
#[derive(Clone, Debug)]
pub struct Callable {
    /// Its name.
    pub name: String,
    /// Where it is declared.
    pub loc: Loc,
    /// Constraint or rewrite.
    pub kind: CallableKind,
    /// Its arguments.
    pub args: Vec<VarId>,
    /// The type of its result (an empty tuple when it has none).
    pub result: Ty,
    /// The user constraints on its single result, applied where it is
    /// inlined.
    pub result_constraints: Vec<(CallableId, Loc)>,
    /// Its PDLL body, inlined where it is called; `None` for a native one.
    pub body: Option<Vec<Stmt>>,
    /// The native code of a native one, if written.
    pub code: Option<String>,
}

/// A pattern.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Its name, if any.
    pub name: Option<String>,
    /// Where it is declared.
    pub loc: Loc,
    /// `with benefit(N)`.
    pub benefit: u16,
    /// `with recursion`.
    pub recursion: bool,
    /// Its statements, the last an op rewrite.
    pub body: Vec<Stmt>,
}

/// A checked PDLL module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The patterns in order.
    pub patterns: Vec<Pattern>,
    /// Every variable.
    pub vars: Vec<VarDecl>,
    /// Every constraint and rewrite.
    pub callables: Vec<Callable>,
    /// Where the first declaration starts (the module's location).
    pub first_loc: Option<Loc>,
}
