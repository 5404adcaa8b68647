//! Dialect constraints of the ops a rewrite creates, checked with SMT
//! (Lücke, "Precise Control of Compilers", §5.4).
//!
//! For each `pdl.operation` of a `pdl.rewrite` whose op a registered
//! dialect defines, the check asks whether every match satisfying the
//! matcher's constraints gives the created op operands, results and
//! attributes that satisfy the op's own constraints, as its IRDL export
//! ([`strata_dialect_irdl::export::op_constraints`]) states them. The
//! query is built in the `smt` dialect, exported as SMT-LIB and decided by
//! z3, one solver call per pattern: the matcher's constraints are
//! asserted, and so is the failure of some created op's constraint, so
//! that `sat` is a counterexample, reported at each created op it breaks
//! with a note at each type or attribute of the pattern involved (then the
//! query is asked again without those ops, until `unsat`).
//!
//! The encoding. A type is seven integers: its base (`builtin.integer`,
//! `builtin.f32`, `builtin.vector`, ..., each base the query mentions
//! gets a code in its category's interval, 0 stands for every other
//! base), the width and signedness of an integer, and for containers
//! (vectors, tensors, memrefs, complex) the base of the element type, its
//! width and signedness, and a shape code (each shape, encoding and layout
//! the pattern writes gets one; for other bases, each written type gets
//! one). An attribute is one integer: its base's code times a span plus
//! its number among the attributes the query names of that base (0: any
//! other). `irdl.is` fixes the integers, `irdl.base` the base (an
//! interval for attributes), `irdl.any_of` is a disjunction, and values
//! sharing a constraint value (`SameOperandsAndResultType`,
//! `AllTypesMatch`) have equal types.
//!
//! What the matcher guarantees: the matched ops were valid, so their
//! operands, results and attributes satisfy their ops' constraints; and
//! `pdl.type : T` and `pdl.attribute = A` fix a type or an attribute.
//! What the export leaves out (predicates only code can check, element
//! types it does not constrain, the ops' own verifiers) only weakens the
//! matcher's side, which stays sound; on the created op's side it is
//! reported as unchecked, as are types the check cannot know (inferred
//! result types, values of native rewrites, ranges) and solver time-outs.

use std::time::Duration;

use rustc_hash::FxHashMap;
use strata_dialect_irdl::export::{op_constraints, Constraint, OpConstraints, ValueConstraint};
use strata_dialect_irdl::load::{attr_base_name, type_base_name};
use strata_dialect_smt as smt;
use strata_ir::{
    Attribute, Body, Context, FloatKind, Location, OpBuilder, OpId, OpRef, Signedness, Type, TypeKind,
    ValueId,
};
use strata_ods::Arity;
use strata_target_smtlib::solver::{Model, Outcome, Solver, Value};

use crate::{Finding, Severity};

/// Options of the SMT check.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SmtOptions {
    /// How long one solver call may run.
    pub time_limit: Duration,
}

impl Default for SmtOptions {
    fn default() -> Self {
        SmtOptions {
            time_limit: Duration::from_secs(10),
        }
    }
}

/// The fields of an encoded type.
const KIND: usize = 0;
const WIDTH: usize = 1;
const SIGN: usize = 2;
const ELEM_KIND: usize = 3;
const ELEM_WIDTH: usize = 4;
const ELEM_SIGN: usize = 5;
const SHAPE: usize = 6;
const TYPE_FIELDS: usize = 7;
/// Their names in the SMT-LIB script (`t<var>_<name>`).
const TYPE_FIELD_NAMES: [&str; TYPE_FIELDS] = ["kind", "width", "sign", "ekind", "ewidth", "esign", "shape"];
/// The field of an encoded attribute.
const ATTR_VALUE: usize = 0;
const ATTR_FIELDS: usize = 1;
/// The widest integer type (MLIR's limit).
const MAX_WIDTH: i64 = (1 << 24) - 1;

/// What a base's code stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Category {
    /// `builtin.integer`: width and signedness.
    Integer,
    /// A base without parameters (index, floats, none).
    Plain,
    /// A container with an element type and a shape.
    Container,
    /// Anything else: one shape code per written type.
    Other,
}

fn category(name: &str) -> Category {
    match name {
        "builtin.integer" => Category::Integer,
        "builtin.index" | "builtin.none" => Category::Plain,
        "builtin.vector"
        | "builtin.tensor"
        | "builtin.unranked_tensor"
        | "builtin.memref"
        | "builtin.unranked_memref"
        | "builtin.complex" => Category::Container,
        n if n
            .strip_prefix("builtin.")
            .is_some_and(|f| FloatKind::ALL.iter().any(|k| k.keyword() == f)) =>
        {
            Category::Plain
        }
        _ => Category::Other,
    }
}

/// An integer field of a variable of the query.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Field {
    var: usize,
    field: usize,
}

/// A boolean term over the fields of the variables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Term {
    Const(bool),
    /// `field == value`.
    Is(Field, i64),
    /// `field1 == field2`.
    Same(Field, Field),
    /// `lo <= field <= hi`.
    Within(Field, i64, i64),
    And(Vec<Term>),
    Or(Vec<Term>),
    Not(Box<Term>),
}

impl Term {
    fn and(terms: Vec<Term>) -> Term {
        let mut out = Vec::new();
        for t in terms {
            match t {
                Term::Const(true) => {}
                Term::Const(false) => return Term::Const(false),
                Term::And(ts) => out.extend(ts),
                t => out.push(t),
            }
        }
        match out.len() {
            0 => Term::Const(true),
            1 => out.pop().unwrap_or(Term::Const(true)),
            _ => Term::And(out),
        }
    }

    fn or(terms: Vec<Term>) -> Term {
        let mut out = Vec::new();
        for t in terms {
            match t {
                Term::Const(false) => {}
                Term::Const(true) => return Term::Const(true),
                t => out.push(t),
            }
        }
        match out.len() {
            0 => Term::Const(false),
            1 => out.pop().unwrap_or(Term::Const(false)),
            _ => Term::Or(out),
        }
    }

    fn implies(a: Term, b: Term) -> Term {
        Term::or(vec![Term::Not(Box::new(a)), b])
    }

    /// The variables the term mentions.
    fn vars(&self, out: &mut Vec<usize>) {
        match self {
            Term::Const(_) => {}
            Term::Is(f, _) | Term::Within(f, ..) => out.push(f.var),
            Term::Same(a, b) => out.extend([a.var, b.var]),
            Term::And(ts) | Term::Or(ts) => ts.iter().for_each(|t| t.vars(out)),
            Term::Not(t) => t.vars(out),
        }
    }
}

/// Codes of the query, each numbered in the order met, 0 standing for
/// "any other". A type base's code says its category by its range (one
/// code for integers, a range each for plain bases, containers and the
/// rest), and an attribute's code is its base's code times
/// [`ATTR_SPAN`] plus its number among the attributes of that base, so
/// that "of this category" and "of this base" are interval tests and
/// well-formedness costs the same for every variable.
#[derive(Default)]
pub(crate) struct Codes {
    type_bases: FxHashMap<String, i64>,
    /// The names of the plain, container and other bases, by number.
    plain: Vec<String>,
    containers: Vec<String>,
    others: Vec<String>,
    attr_bases: FxHashMap<String, i64>,
    attr_base_names: Vec<String>,
    /// The attributes named, and for each base those of that base.
    attrs: FxHashMap<Attribute, i64>,
    attrs_of_base: Vec<Vec<Attribute>>,
    /// Shape keys, and a type written with each, to print counterexamples.
    shapes: FxHashMap<String, i64>,
    shape_types: Vec<Type>,
}

/// The code of `builtin.integer`, and where the other categories' codes
/// start.
const INTEGER: i64 = 1;
const PLAIN: i64 = 1 << 20;
const CONTAINER: i64 = 2 << 20;
const OTHER: i64 = 3 << 20;
/// How many attributes of one base a query can name.
const ATTR_SPAN: i64 = 1 << 20;

impl Codes {
    fn new() -> Codes {
        let mut c = Codes::default();
        // The bases arith, math, index and func talk about, so that a
        // counterexample can be any of them.
        for n in [
            "builtin.integer",
            "builtin.index",
            "builtin.f16",
            "builtin.bf16",
            "builtin.f32",
            "builtin.f64",
            "builtin.vector",
            "builtin.tensor",
            "builtin.unranked_tensor",
            "builtin.memref",
            "builtin.unranked_memref",
            "builtin.complex",
            "builtin.none",
            "builtin.function",
        ] {
            c.type_base(n);
        }
        c
    }

    fn type_base(&mut self, name: &str) -> i64 {
        if let Some(&c) = self.type_bases.get(name) {
            return c;
        }
        let (list, start) = match category(name) {
            Category::Integer => return INTEGER,
            Category::Plain => (&mut self.plain, PLAIN),
            Category::Container => (&mut self.containers, CONTAINER),
            Category::Other => (&mut self.others, OTHER),
        };
        list.push(name.to_string());
        let c = start + list.len() as i64 - 1;
        self.type_bases.insert(name.to_string(), c);
        c
    }

    fn attr_base(&mut self, name: &str) -> i64 {
        if let Some(&c) = self.attr_bases.get(name) {
            return c;
        }
        self.attr_base_names.push(name.to_string());
        self.attrs_of_base.push(Vec::new());
        let c = self.attr_base_names.len() as i64;
        self.attr_bases.insert(name.to_string(), c);
        c
    }

    fn attr(&mut self, ctx: &Context, a: Attribute) -> i64 {
        if let Some(&c) = self.attrs.get(&a) {
            return c;
        }
        let base = self.attr_base(&attr_base_name(ctx, a));
        let list = &mut self.attrs_of_base[(base - 1) as usize];
        list.push(a);
        // Past the span, an attribute shares the "any other" code of its
        // base: weaker, never wrong.
        let c = base * ATTR_SPAN + (list.len() as i64).min(ATTR_SPAN - 1);
        self.attrs.insert(a, c);
        c
    }

    fn shape(&mut self, key: String, t: Type) -> i64 {
        if let Some(&c) = self.shapes.get(&key) {
            return c;
        }
        self.shape_types.push(t);
        let c = self.shape_types.len() as i64;
        self.shapes.insert(key, c);
        c
    }

    fn base_name(&self, code: i64) -> Option<&str> {
        fn at(list: &[String], start: i64, code: i64) -> Option<&str> {
            usize::try_from(code.checked_sub(start)?)
                .ok()
                .and_then(|i| list.get(i))
                .map(String::as_str)
        }
        match code {
            INTEGER => Some("builtin.integer"),
            c if c >= OTHER => at(&self.others, OTHER, c),
            c if c >= CONTAINER => at(&self.containers, CONTAINER, c),
            c if c >= PLAIN => at(&self.plain, PLAIN, c),
            _ => None,
        }
    }

    fn category_of(&self, code: i64) -> Category {
        self.base_name(code).map_or(Category::Other, category)
    }

    /// The codes of the bases of a category, as an interval.
    fn range(&self, cat: Category) -> (i64, i64) {
        let span = |start: i64, list: &[String]| (start, start + list.len() as i64 - 1);
        match cat {
            Category::Integer => (INTEGER, INTEGER),
            Category::Plain => span(PLAIN, &self.plain),
            Category::Container => span(CONTAINER, &self.containers),
            Category::Other => span(OTHER, &self.others),
        }
    }

    /// `field` is the code of a base of category `cat`.
    fn is_category(&self, field: Field, cat: Category) -> Term {
        let (lo, hi) = self.range(cat);
        if lo > hi {
            return Term::Const(false);
        }
        Term::Within(field, lo, hi)
    }

    /// `field` is the code of some base, or 0.
    fn is_base(&self, field: Field) -> Term {
        let mut terms = vec![Term::Is(field, 0)];
        for cat in [
            Category::Integer,
            Category::Plain,
            Category::Container,
            Category::Other,
        ] {
            terms.push(self.is_category(field, cat));
        }
        Term::or(terms)
    }

    /// The integers encoding `t`.
    pub(crate) fn encode_type(&mut self, ctx: &Context, t: Type) -> [i64; TYPE_FIELDS] {
        let mut f = [0; TYPE_FIELDS];
        let base = type_base_name(ctx, t);
        f[KIND] = self.type_base(&base);
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                f[WIDTH] = i64::from(*width);
                f[SIGN] = sign_code(*signedness);
            }
            TypeKind::Index | TypeKind::Float(_) | TypeKind::None => {}
            kind @ (TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Complex(element)) => {
                let e = *element;
                f[ELEM_KIND] = self.type_base(&type_base_name(ctx, e));
                let mut key = shape_key(ctx, kind);
                match ctx.type_kind(e) {
                    TypeKind::Integer { width, signedness } => {
                        f[ELEM_WIDTH] = i64::from(*width);
                        f[ELEM_SIGN] = sign_code(*signedness);
                    }
                    TypeKind::Index | TypeKind::Float(_) | TypeKind::None => {}
                    // A nested container or another type: the element's
                    // own parameters are part of the shape.
                    _ => key.push_str(&ctx.type_to_string(e)),
                }
                f[SHAPE] = self.shape(key, t);
            }
            _ => f[SHAPE] = self.shape(ctx.type_to_string(t), t),
        }
        f
    }

    /// The integers encoding `a`.
    fn encode_attr(&mut self, ctx: &Context, a: Attribute) -> [i64; ATTR_FIELDS] {
        [self.attr(ctx, a)]
    }

    /// A type from the values of its fields, for a counterexample.
    pub(crate) fn decode_type(&self, ctx: &Context, f: &[i64; TYPE_FIELDS]) -> String {
        let scalar = |kind: i64, width: i64, sign: i64| -> String {
            match self.base_name(kind) {
                Some("builtin.integer") => {
                    let prefix = match sign {
                        1 => "si",
                        2 => "ui",
                        _ => "i",
                    };
                    format!("{prefix}{width}")
                }
                Some(n) if category(n) == Category::Plain => n.trim_start_matches("builtin.").to_string(),
                Some(n) => format!("!{n}<...>"),
                None => "?".to_string(),
            }
        };
        let shape = f[SHAPE]
            .checked_sub(1)
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| self.shape_types.get(i));
        match self.category_of(f[KIND]) {
            Category::Integer | Category::Plain => scalar(f[KIND], f[WIDTH], f[SIGN]),
            Category::Container => {
                let element = scalar(f[ELEM_KIND], f[ELEM_WIDTH], f[ELEM_SIGN]);
                let element_type = self.element_type(ctx, f);
                match (shape, element_type) {
                    (Some(&t), Some(e)) => ctx.type_to_string(with_element(ctx, t, e)),
                    _ => {
                        let name = self
                            .base_name(f[KIND])
                            .unwrap_or("")
                            .trim_start_matches("builtin.");
                        format!("{name}<...x{element}>")
                    }
                }
            }
            Category::Other => match (shape, self.base_name(f[KIND])) {
                (Some(&t), _) => ctx.type_to_string(t),
                (None, Some(n)) => format!("!{n}<...>"),
                (None, None) => "a type of a base the pattern does not name".to_string(),
            },
        }
    }

    /// The element type of a container's fields, when it is a scalar.
    fn element_type(&self, ctx: &Context, f: &[i64; TYPE_FIELDS]) -> Option<Type> {
        let name = self.base_name(f[ELEM_KIND])?;
        Some(match name {
            "builtin.integer" => {
                let s = match f[ELEM_SIGN] {
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => Signedness::Signless,
                };
                let w = u32::try_from(f[ELEM_WIDTH])
                    .ok()
                    .filter(|&w| w >= 1 && i64::from(w) <= MAX_WIDTH)?;
                ctx.integer_type_signed(w, s)
            }
            "builtin.index" => ctx.index_type(),
            "builtin.none" => ctx.none_type(),
            n => {
                let f = n.strip_prefix("builtin.")?;
                ctx.float_type(*FloatKind::ALL.iter().find(|k| k.keyword() == f)?)
            }
        })
    }

    fn decode_attr(&self, ctx: &Context, f: &[i64; ATTR_FIELDS]) -> String {
        let (base, index) = (f[ATTR_VALUE] / ATTR_SPAN, f[ATTR_VALUE] % ATTR_SPAN);
        let of_base = (base - 1)
            .try_into()
            .ok()
            .and_then(|b: usize| self.attrs_of_base.get(b));
        let value = (index - 1)
            .try_into()
            .ok()
            .and_then(|i: usize| of_base.and_then(|l| l.get(i)));
        if let Some(&a) = value {
            return ctx.attr_to_string(a);
        }
        match (base - 1)
            .try_into()
            .ok()
            .and_then(|b: usize| self.attr_base_names.get(b))
        {
            Some(n) => format!("a #{n} attribute the pattern does not name"),
            None => "an attribute of a base the pattern does not name".to_string(),
        }
    }
}

fn sign_code(s: Signedness) -> i64 {
    match s {
        Signedness::Signless => 0,
        Signedness::Signed => 1,
        Signedness::Unsigned => 2,
    }
}

/// What identifies a container's shape (with its encoding, layout or
/// memory space), apart from its element type.
fn shape_key(ctx: &Context, kind: &TypeKind) -> String {
    let attr = |a: &Option<Attribute>| a.map(|a| ctx.attr_to_string(a)).unwrap_or_default();
    match kind {
        TypeKind::Vector { shape, scalable, .. } => format!("vector{shape:?}{scalable:?}"),
        TypeKind::RankedTensor { shape, encoding, .. } => format!("tensor{shape:?}{}", attr(encoding)),
        TypeKind::UnrankedTensor { .. } => "tensor*".to_string(),
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => format!("memref{shape:?}{},{}", attr(layout), attr(memory_space)),
        TypeKind::UnrankedMemRef { memory_space, .. } => format!("memref*{}", attr(memory_space)),
        _ => String::new(),
    }
}

/// `t` (a container) with element type `e`.
fn with_element(ctx: &Context, t: Type, e: Type) -> Type {
    let kind = match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => TypeKind::Vector {
            shape,
            scalable,
            element: e,
        },
        TypeKind::RankedTensor { shape, encoding, .. } => TypeKind::RankedTensor {
            shape,
            element: e,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: e },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            element: e,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            element: e,
            memory_space,
        },
        TypeKind::Complex(_) => TypeKind::Complex(e),
        k => k,
    };
    ctx.intern_type(kind)
}

/// A variable of the query: a type or an attribute of the pattern.
#[derive(Clone, Debug)]
pub(crate) struct Var {
    is_type: bool,
    /// The PDL op defining it (for the counterexample's notes).
    def: Option<OpId>,
    /// Fixed by `pdl.type : T` / `pdl.attribute = A`.
    fixed: bool,
}

/// Where a value's type or an attribute comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Slot {
    Var(usize),
    /// Not known to the check (inferred, computed by native code, a range).
    Unknown,
}

/// One constraint of a created op: what must hold and how to say it.
struct Obligation {
    term: Term,
    /// `result #0 must be signless-integer-like`.
    what: String,
    /// The variables whose values the message shows.
    shown: Vec<usize>,
}

/// The query being assembled for one pattern.
pub(crate) struct Encoder<'a> {
    ctx: &'a Context,
    body: &'a Body,
    pub(crate) codes: Codes,
    pub(crate) vars: Vec<Var>,
    /// The variable of each PDL handle (pdl.type, pdl.value, pdl.attribute).
    of_handle: FxHashMap<ValueId, usize>,
    /// The matcher's constraints.
    pub(crate) assumptions: Vec<Term>,
    matcher_block: Option<strata_ir::BlockId>,
    /// [`Encoder::result_types`], by op handle.
    result_types: FxHashMap<ValueId, Option<Vec<ValueId>>>,
}

fn name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.op_name_str(body.op_name(op))
}

impl<'a> Encoder<'a> {
    pub(crate) fn new(ctx: &'a Context, body: &'a Body) -> Encoder<'a> {
        Encoder {
            ctx,
            body,
            codes: Codes::new(),
            vars: Vec::new(),
            of_handle: FxHashMap::default(),
            assumptions: Vec::new(),
            matcher_block: None,
            result_types: FxHashMap::default(),
        }
    }

    fn field(var: usize, field: usize) -> Field {
        Field { var, field }
    }

    fn new_var(&mut self, is_type: bool, def: Option<OpId>) -> usize {
        self.vars.push(Var {
            is_type,
            def,
            fixed: false,
        });
        self.vars.len() - 1
    }

    /// The variable of a handle defined in the matcher.
    fn handle_var(&mut self, h: ValueId, is_type: bool) -> usize {
        if let Some(&v) = self.of_handle.get(&h) {
            return v;
        }
        let v = self.new_var(is_type, self.body.defining_op(h));
        self.of_handle.insert(h, v);
        v
    }

    fn in_matcher(&self, v: ValueId) -> bool {
        self.body
            .defining_op(v)
            .is_some_and(|d| self.body.op_block(d) == self.matcher_block)
    }

    fn is_range(&self, v: ValueId) -> bool {
        strata_dialect_pdl::types::range_element(self.ctx, self.body.value_type(v)).is_some()
    }

    /// The slot of a `!pdl.type` handle.
    fn type_slot(&mut self, t: ValueId) -> Slot {
        if let Some(&v) = self.of_handle.get(&t) {
            return Slot::Var(v);
        }
        let Some(def) = self.body.defining_op(t) else {
            return Slot::Unknown;
        };
        if self.is_range(t) {
            return Slot::Unknown;
        }
        let r = OpRef::new(self.ctx, self.body, def);
        match r.name_str() {
            "pdl.type" => {
                let constant = r.attr("constantType").and_then(|a| self.ctx.type_attr_value(a));
                if constant.is_none() && !self.in_matcher(t) {
                    return Slot::Unknown;
                }
                let v = self.handle_var(t, true);
                if let Some(c) = constant {
                    self.vars[v].fixed = true;
                    let f = self.codes.encode_type(self.ctx, c);
                    let term = self.type_is(v, &f);
                    self.assumptions.push(term);
                }
                Slot::Var(v)
            }
            // Types the matcher binds otherwise are free; those the
            // rewrite computes are not known.
            _ if self.in_matcher(t) => Slot::Var(self.handle_var(t, true)),
            _ => Slot::Unknown,
        }
    }

    /// The result types of the `pdl.operation` whose handle is `owner`,
    /// when they are single types (a range hides the positions), computed
    /// once per op.
    fn result_types(&mut self, owner: ValueId) -> Option<&[ValueId]> {
        if !self.result_types.contains_key(&owner) {
            let body = self.body;
            let types = body
                .defining_op(owner)
                .filter(|&o| name(self.ctx, body, o) == "pdl.operation")
                .map(|o| crate::group_values(self.ctx, body, o, 2))
                .filter(|ts| !ts.iter().any(|&t| self.is_range(t)));
            self.result_types.insert(owner, types);
        }
        self.result_types.get(&owner).and_then(|t| t.as_deref())
    }

    /// The slot of the type of a `!pdl.value` handle.
    fn value_slot(&mut self, v: ValueId) -> Slot {
        if let Some(&x) = self.of_handle.get(&v) {
            return Slot::Var(x);
        }
        let Some(def) = self.body.defining_op(v) else {
            return Slot::Unknown;
        };
        if self.is_range(v) {
            return Slot::Unknown;
        }
        let body = self.body;
        let slot = match name(self.ctx, body, def) {
            "pdl.operand" if body.num_operands(def) > 0 => self.type_slot(body.operand(def, 0)),
            "pdl.result" => {
                let owner = body.operand(def, 0);
                let index = OpRef::new(self.ctx, body, def)
                    .attr("index")
                    .and_then(|a| self.ctx.integer_attr_value(a))
                    .map(|i| i.zext_u64() as usize);
                match index.and_then(|i| self.result_types(owner).and_then(|ts| ts.get(i).copied())) {
                    Some(t) => self.type_slot(t),
                    _ if self.in_matcher(v) => Slot::Var(self.handle_var(v, true)),
                    _ => Slot::Unknown,
                }
            }
            _ if self.in_matcher(v) => Slot::Var(self.handle_var(v, true)),
            _ => Slot::Unknown,
        };
        if let Slot::Var(x) = slot {
            self.of_handle.insert(v, x);
        }
        slot
    }

    /// The slot of a `!pdl.attribute` handle.
    fn attr_slot(&mut self, a: ValueId) -> Slot {
        if let Some(&v) = self.of_handle.get(&a) {
            return Slot::Var(v);
        }
        let Some(def) = self.body.defining_op(a) else {
            return Slot::Unknown;
        };
        let r = OpRef::new(self.ctx, self.body, def);
        if r.name_str() != "pdl.attribute" {
            return if self.in_matcher(a) {
                Slot::Var(self.handle_var(a, false))
            } else {
                Slot::Unknown
            };
        }
        let constant = r.attr("value");
        if constant.is_none() && !self.in_matcher(a) {
            return Slot::Unknown;
        }
        let v = self.handle_var(a, false);
        if let Some(c) = constant {
            self.vars[v].fixed = true;
            let f = self.codes.encode_attr(self.ctx, c);
            self.assumptions
                .push(Term::Is(Self::field(v, ATTR_VALUE), f[ATTR_VALUE]));
        }
        Slot::Var(v)
    }

    /// Type variable `v` is the type encoded by `f`.
    fn type_is(&self, v: usize, f: &[i64; TYPE_FIELDS]) -> Term {
        Term::and(
            (0..TYPE_FIELDS)
                .map(|i| Term::Is(Self::field(v, i), f[i]))
                .collect(),
        )
    }

    /// Two type variables are equal.
    fn same_type(a: usize, b: usize) -> Term {
        Term::and(
            (0..TYPE_FIELDS)
                .map(|i| Term::Same(Self::field(a, i), Self::field(b, i)))
                .collect(),
        )
    }

    /// Variable `v` (a type, or an attribute) satisfies constraint value
    /// `c` of `cs`. Constraint values only refer to earlier ones, so the
    /// recursion ends; a reference that does not is false.
    pub(crate) fn satisfies(&mut self, cs: &OpConstraints, c: usize, v: usize, is_type: bool) -> Term {
        let Some(con) = cs.constraints.get(c) else {
            return Term::Const(false);
        };
        match con {
            Constraint::Any | Constraint::Region => Term::Const(true),
            Constraint::IsType(t) if is_type => {
                let f = self.codes.encode_type(self.ctx, *t);
                self.type_is(v, &f)
            }
            Constraint::IsAttr(a) if !is_type => {
                let f = self.codes.encode_attr(self.ctx, *a);
                Term::Is(Self::field(v, ATTR_VALUE), f[ATTR_VALUE])
            }
            Constraint::Base { name, is_type: t } if *t == is_type => {
                if is_type {
                    Term::Is(Self::field(v, KIND), self.codes.type_base(name))
                } else {
                    let b = self.codes.attr_base(name);
                    Term::Within(
                        Self::field(v, ATTR_VALUE),
                        b * ATTR_SPAN,
                        b * ATTR_SPAN + ATTR_SPAN - 1,
                    )
                }
            }
            Constraint::AnyOf(ids) => {
                let ids = ids.clone();
                let terms = ids
                    .iter()
                    .map(|&i| {
                        if i < c {
                            self.satisfies(cs, i, v, is_type)
                        } else {
                            Term::Const(false)
                        }
                    })
                    .collect();
                Term::or(terms)
            }
            _ => Term::Const(false),
        }
    }

    /// What every variable's integers must satisfy to encode a type or an
    /// attribute at all: the same few terms for each. Built once the codes
    /// are all assigned.
    pub(crate) fn well_formed(&self) -> Vec<Term> {
        let codes = &self.codes;
        let n_attr_bases = codes.attr_base_names.len() as i64;
        let n_shapes = codes.shape_types.len() as i64;
        let int_params = |kind: Field, width: Field, sign: Field| {
            let int = codes.is_category(kind, Category::Integer);
            Term::and(vec![
                Term::implies(
                    int.clone(),
                    Term::and(vec![Term::Within(width, 1, MAX_WIDTH), Term::Within(sign, 0, 2)]),
                ),
                Term::implies(
                    Term::Not(Box::new(int)),
                    Term::and(vec![Term::Is(width, 0), Term::Is(sign, 0)]),
                ),
            ])
        };
        let mut out = Vec::new();
        for (v, var) in self.vars.iter().enumerate() {
            let f = |i| Self::field(v, i);
            if !var.is_type {
                out.push(Term::Within(f(ATTR_VALUE), 0, (n_attr_bases + 1) * ATTR_SPAN - 1));
                continue;
            }
            out.push(codes.is_base(f(KIND)));
            out.push(Term::Within(f(SHAPE), 0, n_shapes));
            out.push(int_params(f(KIND), f(WIDTH), f(SIGN)));
            let container = codes.is_category(f(KIND), Category::Container);
            out.push(Term::implies(
                container.clone(),
                Term::and(vec![
                    codes.is_base(f(ELEM_KIND)),
                    int_params(f(ELEM_KIND), f(ELEM_WIDTH), f(ELEM_SIGN)),
                ]),
            ));
            out.push(Term::implies(
                Term::Not(Box::new(container)),
                Term::and(vec![
                    Term::Is(f(ELEM_KIND), 0),
                    Term::Is(f(ELEM_WIDTH), 0),
                    Term::Is(f(ELEM_SIGN), 0),
                ]),
            ));
            out.push(Term::implies(
                Term::or(vec![
                    codes.is_category(f(KIND), Category::Integer),
                    codes.is_category(f(KIND), Category::Plain),
                ]),
                Term::Is(f(SHAPE), 0),
            ));
        }
        out
    }

    /// What makes a counterexample read naturally: named bases, signless
    /// integers (also as elements).
    fn preferences(&self) -> Vec<Term> {
        let codes = &self.codes;
        let mut out = Vec::new();
        for (v, var) in self.vars.iter().enumerate() {
            if !var.is_type {
                continue;
            }
            let f = |i| Self::field(v, i);
            out.push(Term::Not(Box::new(Term::Is(f(KIND), 0))));
            out.push(Term::implies(
                codes.is_category(f(KIND), Category::Integer),
                Term::Is(f(SIGN), 0),
            ));
            out.push(Term::implies(
                codes.is_category(f(KIND), Category::Container),
                Term::and(vec![
                    Term::Not(Box::new(Term::Is(f(ELEM_KIND), 0))),
                    Term::implies(
                        codes.is_category(f(ELEM_KIND), Category::Integer),
                        Term::Is(f(ELEM_SIGN), 0),
                    ),
                ]),
            ));
        }
        out
    }
}

/// For each of `n` values, the index of the operand or result of `specs`
/// it belongs to, or `None` when that cannot be told (several variadic
/// groups, which only segment sizes separate) or the count cannot fit.
pub(crate) fn assign(specs: &[ValueConstraint], n: usize) -> Result<Vec<usize>, Assign> {
    let groups: Vec<usize> = (0..specs.len())
        .filter(|&i| specs[i].arity != Arity::Single)
        .collect();
    let singles = specs.len() - groups.len();
    match groups.as_slice() {
        [] if n == specs.len() => Ok((0..n).collect()),
        [] => Err(Assign::Count(specs.len())),
        &[g] => {
            let extra = n.checked_sub(singles).ok_or(Assign::AtLeast(singles))?;
            if specs[g].arity == Arity::Optional && extra > 1 {
                return Err(Assign::Count(singles + 1));
            }
            let mut out: Vec<usize> = (0..g).collect();
            out.extend(std::iter::repeat_n(g, extra));
            out.extend(g + 1..specs.len());
            Ok(out)
        }
        _ => Err(Assign::Unknown),
    }
}

/// Why values could not be assigned to an op's operands or results.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Assign {
    Count(usize),
    AtLeast(usize),
    Unknown,
}

/// A created op's constraints as obligations, and what is not checked.
struct Created {
    /// The `pdl.operation`.
    op: OpId,
    obligations: Vec<Obligation>,
    unchecked: Vec<String>,
    /// Violations found without the solver (counts, missing attributes).
    violations: Vec<String>,
}

impl Encoder<'_> {
    /// Adds the constraints of a matched op to the assumptions.
    fn assume_matched(&mut self, op: OpId) {
        let ctx = self.ctx;
        let r = OpRef::new(ctx, self.body, op);
        let Some(op_name) = r.attr("opName").and_then(|a| ctx.string_attr_value(a)) else {
            return;
        };
        let Some(cs) = op_constraints(ctx, op_name) else {
            return;
        };
        let (operands, attrs, types) = self.groups(op);
        let mut var_of: FxHashMap<usize, usize> = FxHashMap::default();
        for (values, specs, is_result) in [(operands, &cs.operands, false), (types, &cs.results, true)] {
            if values.iter().any(|&v| self.is_range(v)) {
                continue;
            }
            let Ok(which) = assign(specs, values.len()) else {
                continue;
            };
            for (&v, &s) in values.iter().zip(&which) {
                let slot = if is_result {
                    self.type_slot(v)
                } else {
                    self.value_slot(v)
                };
                let Slot::Var(x) = slot else {
                    continue;
                };
                let c = specs[s].var;
                let term = self.satisfies(&cs, c, x, true);
                self.assumptions.push(term);
                match var_of.get(&c) {
                    Some(&y) if y != x => self.assumptions.push(Self::same_type(x, y)),
                    Some(_) => {}
                    None => {
                        var_of.insert(c, x);
                    }
                }
            }
        }
        for (attr_name, a) in attrs {
            let Some(&(_, c, _)) = cs.attributes.iter().find(|(n, ..)| *n == attr_name) else {
                continue;
            };
            if let Slot::Var(x) = self.attr_slot(a) {
                let term = self.satisfies(&cs, c, x, false);
                self.assumptions.push(term);
            }
        }
    }

    /// The operands, named attributes and result types of a
    /// `pdl.operation`.
    #[allow(clippy::type_complexity)]
    fn groups(&self, op: OpId) -> (Vec<ValueId>, Vec<(String, ValueId)>, Vec<ValueId>) {
        let ctx = self.ctx;
        let operands = crate::group_values(ctx, self.body, op, 0);
        let attr_values = crate::group_values(ctx, self.body, op, 1);
        let names: Vec<String> = OpRef::new(ctx, self.body, op)
            .attr("attributeValueNames")
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[])
            .iter()
            .map(|&n| ctx.string_attr_value(n).unwrap_or("").to_string())
            .collect();
        let types = crate::group_values(ctx, self.body, op, 2);
        (operands, names.into_iter().zip(attr_values).collect(), types)
    }

    /// The obligations of a created op.
    fn created(&mut self, op: OpId, cs: &OpConstraints) -> Created {
        let mut out = Created {
            op,
            obligations: Vec::new(),
            unchecked: Vec::new(),
            violations: Vec::new(),
        };
        let (operands, attrs, types) = self.groups(op);
        // Result types left out are inferred by the op: not known here.
        let inferred = types.is_empty() && !cs.results.is_empty();
        if inferred {
            out.unchecked.push("its result types are inferred".to_string());
        }
        let mut var_of: FxHashMap<usize, (usize, String)> = FxHashMap::default();
        let groups = [
            (operands, &cs.operands, "operand"),
            (types, &cs.results, "result"),
        ];
        for (values, specs, kind) in groups {
            if kind == "result" && inferred {
                continue;
            }
            if values.iter().any(|&v| self.is_range(v)) {
                out.unchecked.push(format!("its {kind} ranges"));
                continue;
            }
            let which = match assign(specs, values.len()) {
                Ok(w) => w,
                Err(Assign::Count(n)) => {
                    out.violations
                        .push(format!("it has {} {kind}s, but the op takes {n}", values.len()));
                    continue;
                }
                Err(Assign::AtLeast(n)) => {
                    out.violations.push(format!(
                        "it has {} {kind}s, but the op takes at least {n}",
                        values.len()
                    ));
                    continue;
                }
                Err(Assign::Unknown) => {
                    out.unchecked
                        .push(format!("its {kind}s (several variadic groups)"));
                    continue;
                }
            };
            for (i, (&v, &s)) in values.iter().zip(&which).enumerate() {
                let slot = if kind == "result" {
                    self.type_slot(v)
                } else {
                    self.value_slot(v)
                };
                let Slot::Var(x) = slot else {
                    out.unchecked
                        .push(format!("{kind} #{i}, whose type is computed by the rewrite"));
                    continue;
                };
                let spec = &specs[s];
                let term = self.satisfies(cs, spec.var, x, true);
                out.obligations.push(Obligation {
                    term,
                    what: format!("{kind} #{i} must be {}", spec.summary),
                    shown: vec![x],
                });
                let this = format!("{kind} #{i}");
                match var_of.get(&spec.var) {
                    Some((y, other)) if *y != x => out.obligations.push(Obligation {
                        term: Self::same_type(x, *y),
                        what: format!("{other} and {this} must have the same type"),
                        shown: vec![*y, x],
                    }),
                    Some(_) => {}
                    None => {
                        var_of.insert(spec.var, (x, this));
                    }
                }
            }
        }
        for (attr_name, c, summary) in &cs.attributes {
            let Some(&(_, a)) = attrs.iter().find(|(n, _)| n == attr_name) else {
                out.violations
                    .push(format!("it lacks the required attribute '{attr_name}'"));
                continue;
            };
            let Slot::Var(x) = self.attr_slot(a) else {
                out.unchecked
                    .push(format!("attribute '{attr_name}', which the rewrite computes"));
                continue;
            };
            let term = self.satisfies(cs, *c, x, false);
            out.obligations.push(Obligation {
                term,
                what: format!("attribute '{attr_name}' must be {summary}"),
                shown: vec![x],
            });
        }
        for (n, _) in &attrs {
            if cs.optional_attributes.contains(&n.as_str()) {
                out.unchecked.push(format!(
                    "optional attribute '{n}' (IRDL cannot state its constraint)"
                ));
            }
        }
        for u in &cs.unexpressed {
            if !out.unchecked.contains(u) {
                out.unchecked.push(u.clone());
            }
        }
        out
    }
}

/// The SMT-LIB script of a query: the assumptions hold, and one of the
/// obligations (each named `ok_<i>`) fails. Built as `smt` dialect IR and
/// exported.
pub(crate) fn script(
    ctx: &Context,
    vars: &[Var],
    assumptions: &[Term],
    obligations: &[Term],
) -> Result<String, String> {
    let loc = ctx.unknown_loc();
    let (mut top, block) = Body::with_top_block();
    let solver = {
        let mut b = OpBuilder::at_end(ctx, &mut top, block);
        smt::SolverOp::build(&mut b, loc, &[], &[]).0
    };
    {
        let body = top
            .child_body_mut(solver)
            .ok_or_else(|| "the solver scope has no body".to_string())?;
        let region = body
            .root_regions()
            .first()
            .copied()
            .ok_or("the solver scope has no region")?;
        let entry = body.create_block();
        body.append_block(region, entry);
        let mut b = OpBuilder::at_end(ctx, body, entry);
        let int = smt::int_type(ctx);
        let boolean = smt::bool_type(ctx);
        let mut fields: Vec<Vec<ValueId>> = Vec::new();
        for (v, var) in vars.iter().enumerate() {
            let (prefix, names): (&str, &[&str]) = if var.is_type {
                ("t", &TYPE_FIELD_NAMES)
            } else {
                ("a", &["value"])
            };
            fields.push(
                names
                    .iter()
                    .map(|n| {
                        smt::DeclareFunOp::build(&mut b, loc, int, Some(&format!("{prefix}{v}_{n}")))
                            .result(&b)
                    })
                    .collect(),
            );
        }
        let mut lower = Lower {
            ctx,
            loc,
            fields: &fields,
            ints: FxHashMap::default(),
        };
        for t in assumptions {
            let v = lower.term(&mut b, t);
            smt::AssertOp::build(&mut b, loc, v);
        }
        let mut oks = Vec::new();
        for (i, t) in obligations.iter().enumerate() {
            let ok = smt::DeclareFunOp::build(&mut b, loc, boolean, Some(&format!("ok_{i}"))).result(&b);
            let v = lower.term(&mut b, t);
            let e = smt::EqOp::build(&mut b, loc, boolean, &[ok, v]).result(&b);
            smt::AssertOp::build(&mut b, loc, e);
            oks.push(ok);
        }
        let all = match oks.len() {
            0 => smt::BoolConstantOp::build(&mut b, loc, boolean, true).result(&b),
            1 => oks[0],
            _ => smt::AndOp::build(&mut b, loc, boolean, &oks).result(&b),
        };
        let not = smt::NotOp::build(&mut b, loc, boolean, all).result(&b);
        smt::AssertOp::build(&mut b, loc, not);
        smt::CheckOp::build(&mut b, loc, &[]);
    }
    let (text, diags) = ctx.capture_diagnostics(|| {
        strata_target_smtlib::export_smtlib(ctx, &top, &strata_target_smtlib::ExportOptions::default())
    });
    text.map_err(|_| {
        diags.first().map_or_else(
            || "the query could not be exported".to_string(),
            |d| d.message.clone(),
        )
    })
}

/// Lowers terms to `smt` ops.
struct Lower<'a> {
    ctx: &'a Context,
    loc: Location,
    fields: &'a [Vec<ValueId>],
    ints: FxHashMap<i64, ValueId>,
}

impl Lower<'_> {
    fn int(&mut self, b: &mut OpBuilder<'_>, v: i64) -> ValueId {
        if let Some(&x) = self.ints.get(&v) {
            return x;
        }
        let ctx = self.ctx;
        let attr = ctx.integer_attr(ctx.integer_type(64), v);
        let x = smt::IntConstantOp::build(b, self.loc, smt::int_type(ctx), attr).result(b);
        self.ints.insert(v, x);
        x
    }

    fn field(&self, f: Field) -> Option<ValueId> {
        self.fields.get(f.var).and_then(|fs| fs.get(f.field)).copied()
    }

    fn term(&mut self, b: &mut OpBuilder<'_>, t: &Term) -> ValueId {
        let ctx = self.ctx;
        let (loc, boolean) = (self.loc, smt::bool_type(ctx));
        let constant =
            |b: &mut OpBuilder<'_>, v: bool| smt::BoolConstantOp::build(b, loc, boolean, v).result(b);
        match t {
            Term::Const(v) => constant(b, *v),
            Term::Is(f, k) => {
                let Some(x) = self.field(*f) else {
                    return constant(b, false);
                };
                let k = self.int(b, *k);
                smt::EqOp::build(b, loc, boolean, &[x, k]).result(b)
            }
            Term::Same(f, g) => {
                let (Some(x), Some(y)) = (self.field(*f), self.field(*g)) else {
                    return constant(b, false);
                };
                smt::EqOp::build(b, loc, boolean, &[x, y]).result(b)
            }
            Term::Within(f, lo, hi) => {
                let Some(x) = self.field(*f) else {
                    return constant(b, false);
                };
                let (lo, hi) = (self.int(b, *lo), self.int(b, *hi));
                // `IntPredicate`: ge = 3, le = 1.
                let ge = smt::IntCmpOp::build(b, loc, boolean, x, lo, 3).result(b);
                let le = smt::IntCmpOp::build(b, loc, boolean, x, hi, 1).result(b);
                smt::AndOp::build(b, loc, boolean, &[ge, le]).result(b)
            }
            Term::And(ts) | Term::Or(ts) => {
                let vs: Vec<ValueId> = ts.iter().map(|t| self.term(b, t)).collect();
                match (vs.len(), t) {
                    (0, Term::And(_)) => constant(b, true),
                    (0, _) => constant(b, false),
                    (1, _) => vs[0],
                    (_, Term::And(_)) => smt::AndOp::build(b, loc, boolean, &vs).result(b),
                    _ => smt::OrOp::build(b, loc, boolean, &vs).result(b),
                }
            }
            Term::Not(t) => {
                let v = self.term(b, t);
                smt::NotOp::build(b, loc, boolean, v).result(b)
            }
        }
    }
}

/// Checks the dialect constraints of the ops the rewrite of the pattern
/// whose body is `pattern_body` creates.
///
/// One solver call decides the whole pattern: the matcher's constraints
/// hold and some created op's obligation fails. Each op the model breaks
/// is reported, and the query is asked again without them until it is
/// unsatisfiable, so a pattern costs one call, plus one per call that
/// found violations (and one more for a readable counterexample).
pub fn check_dialect_constraints(ctx: &Context, pattern_body: &Body, options: &SmtOptions) -> Vec<Finding> {
    let Some(block) = pattern_body
        .root_regions()
        .first()
        .and_then(|&r| pattern_body.region_entry(r))
    else {
        return Vec::new();
    };
    let ops: Vec<OpId> = pattern_body.block_ops(block).collect();
    let Some(&rewrite) = ops
        .last()
        .filter(|&&o| name(ctx, pattern_body, o) == "pdl.rewrite")
    else {
        return Vec::new();
    };
    let mut enc = Encoder::new(ctx, pattern_body);
    enc.matcher_block = Some(block);
    for &op in &ops {
        if name(ctx, pattern_body, op) == "pdl.operation" {
            enc.assume_matched(op);
        }
    }
    let (_, regions) = pattern_body.op_regions(rewrite);
    let Some(rblock) = regions.first().and_then(|&r| pattern_body.region_entry(r)) else {
        return Vec::new();
    };
    // The findings of each created op, in the rewrite's order.
    let mut per_op: Vec<Vec<Finding>> = Vec::new();
    let mut checked: Vec<(usize, String, Created)> = Vec::new();
    for op in pattern_body.block_ops(rblock) {
        if name(ctx, pattern_body, op) != "pdl.operation" {
            continue;
        }
        let mut findings = Vec::new();
        if let Some((op_name, c)) = collect_created(ctx, &mut enc, op, &mut findings) {
            if !c.obligations.is_empty() {
                checked.push((per_op.len(), op_name, c));
            }
        }
        per_op.push(findings);
    }
    decide(ctx, &enc, &checked, options, &mut per_op);
    per_op.into_iter().flatten().collect()
}

/// A finding at PDL op `op`.
fn finding_at(body: &Body, op: OpId, severity: Severity, message: String) -> Finding {
    Finding {
        severity,
        op,
        loc: body.op_loc(op),
        message,
        notes: Vec::new(),
    }
}

/// The obligations of one created op, with what is found without the
/// solver reported into `findings`; `None` for ops of unknown dialects or
/// without known constraints.
fn collect_created(
    ctx: &Context,
    enc: &mut Encoder<'_>,
    op: OpId,
    findings: &mut Vec<Finding>,
) -> Option<(String, Created)> {
    let body = enc.body;
    let op_name = OpRef::new(ctx, body, op)
        .attr("opName")
        .and_then(|a| ctx.string_attr_value(a))?;
    let dialect = op_name.split_once('.').map_or(op_name, |(d, _)| d);
    ctx.dialect_by_name(dialect)?;
    let Some(cs) = op_constraints(ctx, op_name) else {
        let why = if ctx.op_def(ctx.op_name(op_name)).is_some() {
            "its constraints are not declared with op!"
        } else {
            "the dialect defines no such op"
        };
        findings.push(finding_at(
            body,
            op,
            Severity::Unchecked,
            format!("the constraints of '{op_name}' created here are not checked: {why}"),
        ));
        return None;
    };
    let c = enc.created(op, &cs);
    for v in &c.violations {
        findings.push(finding_at(
            body,
            op,
            Severity::Violation,
            format!("'{op_name}' created here is invalid: {v}"),
        ));
    }
    if !c.unchecked.is_empty() {
        findings.push(finding_at(
            body,
            op,
            Severity::Unchecked,
            format!(
                "'{op_name}' created here: not checked: {}",
                c.unchecked.join("; ")
            ),
        ));
    }
    Some((op_name.to_string(), c))
}

/// Asks the solver about the obligations of the `checked` ops (index into
/// `per_op`, name, obligations) and reports into `per_op`.
fn decide(
    ctx: &Context,
    enc: &Encoder<'_>,
    checked: &[(usize, String, Created)],
    options: &SmtOptions,
    per_op: &mut [Vec<Finding>],
) {
    if checked.is_empty() {
        return;
    }
    let body = enc.body;
    let mut assumptions = enc.well_formed();
    assumptions.extend(enc.assumptions.iter().cloned());
    let mut preferred = assumptions.clone();
    preferred.extend(enc.preferences());
    let solver = Solver::z3().with_time_limit(options.time_limit);
    let unchecked = |per_op: &mut [Vec<Finding>], open: &[usize], why: &str| {
        for &k in open {
            let (at, op_name, c) = &checked[k];
            per_op[*at].push(finding_at(
                body,
                c.op,
                Severity::Unchecked,
                format!("the constraints of '{op_name}' created here are not checked: {why}"),
            ));
        }
    };
    let mut open: Vec<usize> = (0..checked.len()).collect();
    while !open.is_empty() {
        // The obligations of the open ops, numbered `ok_<i>` in order.
        // Ops of one kind on one type share their obligations: each
        // distinct term is asked once.
        let mut terms = Vec::new();
        let mut index: FxHashMap<&Term, usize> = FxHashMap::default();
        let mut owner = Vec::new();
        for &k in &open {
            for (j, o) in checked[k].2.obligations.iter().enumerate() {
                let i = *index.entry(&o.term).or_insert_with(|| {
                    terms.push(o.term.clone());
                    terms.len() - 1
                });
                owner.push((k, j, i));
            }
        }
        let outcome = script(ctx, &enc.vars, &assumptions, &terms).map(|text| solver.check(&text));
        let model = match outcome {
            Err(e) => return unchecked(per_op, &open, &e),
            Ok(Ok(Outcome::Unsat)) => return,
            Ok(Ok(Outcome::Sat(model))) => model,
            Ok(Ok(Outcome::Unknown(reason))) => {
                return unchecked(per_op, &open, &format!("the SMT solver gave up ({reason})"))
            }
            Ok(Err(e)) => return unchecked(per_op, &open, &e.to_string()),
        };
        // A counterexample of the plainest types: signless integers,
        // bases the pattern or the constraints name. The export leaves
        // signedness and element types open, so the first model may pick
        // `si1` where `i1` shows the same failure; without such a model
        // the first one stands.
        let model = match script(ctx, &enc.vars, &preferred, &terms).map(|text| solver.check(&text)) {
            Ok(Ok(Outcome::Sat(m))) => m,
            _ => model,
        };
        let mut broken: Vec<(usize, usize)> = Vec::new();
        for &(k, j, i) in &owner {
            let failed = model.get(&format!("ok_{i}")) == Some(&Value::Bool(false));
            if failed && broken.last().is_none_or(|&(b, _)| b != k) {
                broken.push((k, j));
            }
        }
        if broken.is_empty() {
            return unchecked(per_op, &open, "the SMT solver's model is incomplete");
        }
        for &(k, j) in &broken {
            let (at, op_name, c) = &checked[k];
            if let Some(o) = c.obligations.get(j) {
                per_op[*at].push(counterexample(ctx, enc, &model, op_name, c.op, o));
            }
        }
        // `broken` is in the order of `open`: one pass removes them.
        let mut b = broken.iter().map(|&(k, _)| k).peekable();
        open.retain(|&k| {
            if b.peek() == Some(&k) {
                b.next();
                false
            } else {
                true
            }
        });
    }
}

/// The violation of obligation `o` of created op `op` in `model`, with a
/// note at each type or attribute of the pattern it involves.
fn counterexample(
    ctx: &Context,
    enc: &Encoder<'_>,
    model: &Model,
    op_name: &str,
    op: OpId,
    o: &Obligation,
) -> Finding {
    let body = enc.body;
    let int = |n: &str| match model.get(n) {
        Some(Value::Int(i)) => i64::try_from(*i).unwrap_or(0),
        _ => 0,
    };
    let show = |v: usize| -> String {
        let Some(var) = enc.vars.get(v) else {
            return String::new();
        };
        if var.is_type {
            let mut f = [0; TYPE_FIELDS];
            for (i, n) in TYPE_FIELD_NAMES.iter().enumerate() {
                f[i] = int(&format!("t{v}_{n}"));
            }
            enc.codes.decode_type(ctx, &f)
        } else {
            enc.codes.decode_attr(ctx, &[int(&format!("a{v}_value"))])
        }
    };
    let values: Vec<String> = o.shown.iter().map(|&v| format!("'{}'", show(v))).collect();
    let mut f = finding_at(
        body,
        op,
        Severity::Violation,
        format!(
            "'{op_name}' created here may be invalid: {}, but can be {}",
            o.what,
            values.join(" and ")
        ),
    );
    // The pattern's types and attributes the broken constraint involves,
    // at the ops that bind them (constants are in the pattern's text).
    let mut vars = Vec::new();
    o.term.vars(&mut vars);
    vars.extend(&o.shown);
    vars.sort_unstable();
    vars.dedup();
    for v in vars {
        let Some(var) = enc.vars.get(v) else {
            continue;
        };
        let (false, Some(def)) = (var.fixed, var.def) else {
            continue;
        };
        let what = match (var.is_type, name(ctx, body, def)) {
            (false, _) => "this attribute is",
            (true, "pdl.type") => "this type is",
            // A value whose type the pattern leaves unnamed.
            (true, _) => "the type of this value is",
        };
        f.notes
            .push((body.op_loc(def), format!("counterexample: {what} '{}'", show(v))));
    }
    f
}

#[cfg(test)]
impl Codes {
    pub(crate) fn new_for_tests() -> Codes {
        Codes::new()
    }

    pub(crate) fn encode_attr_for_tests(&mut self, ctx: &Context, a: Attribute) -> i64 {
        self.encode_attr(ctx, a)[0]
    }

    pub(crate) fn decode_attr_for_tests(&self, ctx: &Context, code: i64) -> String {
        self.decode_attr(ctx, &[code])
    }
}

#[cfg(test)]
impl Field {
    pub(crate) fn new(var: usize, field: usize) -> Field {
        Field { var, field }
    }
}

#[cfg(test)]
impl Encoder<'_> {
    pub(crate) fn new_type_var_for_tests(&mut self) -> usize {
        self.new_var(true, None)
    }

    pub(crate) fn new_attr_var_for_tests(&mut self) -> usize {
        self.new_var(false, None)
    }
}

#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;

    /// An encoder over an empty body.
    pub(crate) struct WithBody<'a> {
        pub(crate) encoder: Encoder<'a>,
    }

    pub(crate) fn encoder(ctx: &Context) -> WithBody<'_> {
        let body: &'static Body = Box::leak(Box::new(Body::new()));
        WithBody {
            encoder: Encoder::new(ctx, body),
        }
    }
}
