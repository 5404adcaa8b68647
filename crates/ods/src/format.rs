//! The declarative assembly format language: parsing a format string
//! (`$lhs `,` $rhs attr-dict `:` type($result)`) into elements, checked
//! against the op's spec.

use crate::spec::OpSpec;

/// What a `$name` refers to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VarKind {
    /// The operand group of this index in the spec.
    Operand(usize),
    /// The result group of this index in the spec.
    Result(usize),
    /// The attribute of this index in the spec.
    Attribute(usize),
    /// The region group of this index in the spec.
    Region(usize),
    /// The successor group of this index in the spec.
    Successor(usize),
}

/// The argument of `type(...)`, `functional-type(...)` and similar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TypeArg {
    /// A `$name`.
    Var(VarKind),
    /// `operands`: all operands.
    Operands,
    /// `results`: all results.
    Results,
}

/// One element of a declarative assembly format.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Element {
    /// A keyword or punctuation in backquotes; `` (empty) suppresses the
    /// space before the next element.
    Literal(String),
    /// `$name`.
    Var(VarKind),
    /// `attr-dict`.
    AttrDict,
    /// `attr-dict-with-keyword`.
    AttrDictWithKeyword,
    /// `prop-dict`.
    PropDict,
    /// `type(...)`.
    Type(TypeArg),
    /// `qualified(type(...))` or `qualified($attr)`.
    Qualified(Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeArg, TypeArg),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `custom<Name>(args)`.
    Custom(String, Vec<Element>),
    /// `ref(...)` inside a custom directive's arguments.
    Ref(Box<Element>),
    /// `(elements)?` with the index of its anchor (`^`) element and an
    /// optional else group `: (elements)`.
    Optional {
        /// The elements printed when the anchor is present.
        elements: Vec<Element>,
        /// The position of the anchor among `elements`.
        anchor: usize,
        /// The elements printed when it is absent (often none).
        else_elements: Vec<Element>,
    },
    /// A newline in the printed form (`\n`).
    Newline,
    /// `oilist(`kw` elements | `kw` elements ...)`: clauses, each led by a
    /// keyword, that may appear in any order, each at most once; they
    /// print in the order written, those whose variables are present.
    OIList(Vec<Vec<Element>>),
}

/// A parsed format, or the reason it is malformed.
#[derive(Clone, Debug)]
pub struct Format {
    /// The format's top-level elements, in order.
    pub elements: Vec<Element>,
    /// The attribute names `attr-dict` leaves out: those the format prints
    /// elsewhere and the segment sizes (computed once, not per op).
    pub elided: Vec<&'static str>,
}

struct FormatParser<'a> {
    src: &'a [u8],
    pos: usize,
    spec: &'a OpSpec,
}

impl FormatParser<'_> {
    fn err<T>(&self, msg: &str) -> Result<T, String> {
        Err(format!(
            "format of '{}' at byte {}: {msg}",
            self.spec.name, self.pos
        ))
    }

    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.src.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.src.len()
            && (self.src[self.pos].is_ascii_alphanumeric() || matches!(self.src[self.pos], b'_' | b'-'))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.src[start..self.pos]).into_owned()
    }

    fn resolve(&self, name: &str) -> Result<VarKind, String> {
        let s = self.spec;
        if let Some(i) = s.operands.iter().position(|v| v.name == name) {
            return Ok(VarKind::Operand(i));
        }
        if let Some(i) = s.results.iter().position(|v| v.name == name) {
            return Ok(VarKind::Result(i));
        }
        if let Some(i) = s.attributes.iter().position(|v| v.name == name) {
            return Ok(VarKind::Attribute(i));
        }
        if let Some(i) = s.regions.iter().position(|v| v.name == name) {
            return Ok(VarKind::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|v| v.name == name) {
            return Ok(VarKind::Successor(i));
        }
        self.err(&format!("unknown variable '${name}'"))
    }

    fn type_arg(&mut self) -> Result<TypeArg, String> {
        if self.eat(b'$') {
            let name = self.ident();
            let v = self.resolve(&name)?;
            return match v {
                VarKind::Operand(_) | VarKind::Result(_) => Ok(TypeArg::Var(v)),
                _ => self.err("type directives take operands or results"),
            };
        }
        match self.ident().as_str() {
            "operands" => Ok(TypeArg::Operands),
            "results" => Ok(TypeArg::Results),
            _ => self.err("expected '$name', 'operands' or 'results'"),
        }
    }

    fn elements_until(&mut self, end: u8) -> Result<Vec<Element>, String> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                Some(c) if c == end => return Ok(out),
                None => return self.err(&format!("expected '{}'", end as char)),
                _ => out.push(self.element()?),
            }
        }
    }

    fn element(&mut self) -> Result<Element, String> {
        let el = self.element_inner()?;
        // `^` marks the anchor of the enclosing optional group; wrap the
        // element in a marker the group parser unwraps.
        if self.src.get(self.pos) == Some(&b'^') {
            self.pos += 1;
            return Ok(Element::Optional {
                elements: vec![el],
                anchor: usize::MAX,
                else_elements: Vec::new(),
            });
        }
        Ok(el)
    }

    fn element_inner(&mut self) -> Result<Element, String> {
        match self.peek() {
            Some(b'`') => {
                self.pos += 1;
                let start = self.pos;
                while self.pos < self.src.len() && self.src[self.pos] != b'`' {
                    self.pos += 1;
                }
                if self.pos >= self.src.len() {
                    return self.err("unterminated literal");
                }
                let lit = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
                self.pos += 1;
                if lit == "\\n" {
                    return Ok(Element::Newline);
                }
                Ok(Element::Literal(lit))
            }
            Some(b'$') => {
                self.pos += 1;
                let name = self.ident();
                Ok(Element::Var(self.resolve(&name)?))
            }
            Some(b'(') => {
                self.pos += 1;
                let elements = self.elements_until(b')')?;
                self.pos += 1;
                // ODS writes an else group between the group and its `?`:
                // `(then):(else)?`.
                let mut else_first = None;
                if self.eat(b':') {
                    if !self.eat(b'(') {
                        return self.err("expected '(' after ':' of an optional group");
                    }
                    else_first = Some(self.elements_until(b')')?);
                    self.pos += 1;
                }
                if !self.eat(b'?') {
                    return self.err("expected '?' after optional group");
                }
                let anchor = match elements
                    .iter()
                    .position(|e| matches!(e, Element::Optional { anchor, .. } if *anchor == usize::MAX))
                {
                    Some(i) => i,
                    None => return self.err("optional group has no anchor '^'"),
                };
                let mut elements = elements;
                // The marker was only used to find the anchor; restore it.
                if let Element::Optional { elements: inner, .. } = elements[anchor].clone() {
                    elements[anchor] = inner.into_iter().next().unwrap();
                }
                let mut else_elements = else_first.unwrap_or_default();
                if else_elements.is_empty() && self.eat(b':') {
                    if !self.eat(b'(') {
                        return self.err("expected '(' after ':' of an optional group");
                    }
                    else_elements = self.elements_until(b')')?;
                    self.pos += 1;
                    self.eat(b'?');
                }
                Ok(Element::Optional {
                    elements,
                    anchor,
                    else_elements,
                })
            }
            _ => {
                let word = self.ident();
                let el = match word.as_str() {
                    "attr-dict" => Element::AttrDict,
                    "attr-dict-with-keyword" => Element::AttrDictWithKeyword,
                    "prop-dict" => Element::PropDict,
                    "operands" => Element::Operands,
                    "results" => Element::Results,
                    "regions" => Element::Regions,
                    "successors" => Element::Successors,
                    "type" => {
                        if !self.eat(b'(') {
                            return self.err("expected '(' after 'type'");
                        }
                        let a = self.type_arg()?;
                        if !self.eat(b')') {
                            return self.err("expected ')'");
                        }
                        Element::Type(a)
                    }
                    "functional-type" => {
                        if !self.eat(b'(') {
                            return self.err("expected '(' after 'functional-type'");
                        }
                        let a = self.type_arg()?;
                        if !self.eat(b',') {
                            return self.err("expected ','");
                        }
                        let b = self.type_arg()?;
                        if !self.eat(b')') {
                            return self.err("expected ')'");
                        }
                        Element::FunctionalType(a, b)
                    }
                    "qualified" | "ref" => {
                        if !self.eat(b'(') {
                            return self.err("expected '('");
                        }
                        let inner = self.element()?;
                        if !self.eat(b')') {
                            return self.err("expected ')'");
                        }
                        if word == "ref" {
                            Element::Ref(Box::new(inner))
                        } else {
                            Element::Qualified(Box::new(inner))
                        }
                    }
                    "oilist" => {
                        if !self.eat(b'(') {
                            return self.err("expected '(' after 'oilist'");
                        }
                        let mut clauses = Vec::new();
                        loop {
                            let mut clause = Vec::new();
                            loop {
                                match self.peek() {
                                    Some(b'|') | Some(b')') => break,
                                    None => return self.err("expected ')'"),
                                    _ => clause.push(self.element()?),
                                }
                            }
                            if !matches!(clause.first(), Some(Element::Literal(l)) if !l.is_empty() && l != " ")
                            {
                                return self.err("expected literal at the start of an oilist clause");
                            }
                            clauses.push(clause);
                            if !self.eat(b'|') {
                                break;
                            }
                        }
                        if !self.eat(b')') {
                            return self.err("expected ')'");
                        }
                        Element::OIList(clauses)
                    }
                    "custom" => {
                        if !self.eat(b'<') {
                            return self.err("expected '<' after 'custom'");
                        }
                        let name = self.ident();
                        if !self.eat(b'>') || !self.eat(b'(') {
                            return self.err("expected '>('");
                        }
                        if !self.spec.custom_directives.iter().any(|d| d.name == name) {
                            return self.err(&format!("custom directive '{name}' is not declared by the op"));
                        }
                        let mut args = Vec::new();
                        while !self.eat(b')') {
                            if self.peek().is_none() {
                                return self.err("expected ')'");
                            }
                            let arg = self.element()?;
                            if !is_directive_arg(&arg) {
                                return self.err("custom directive arguments are '$var', 'type($var)' or 'ref(...)' of those");
                            }
                            args.push(arg);
                            self.eat(b',');
                        }
                        Element::Custom(name, args)
                    }
                    "" => return self.err("unexpected character"),
                    other => return self.err(&format!("unknown directive '{other}'")),
                };
                Ok(el)
            }
        }
    }
}

/// Whether `e` may be an argument of a custom directive.
fn is_directive_arg(e: &Element) -> bool {
    match e {
        Element::Var(VarKind::Operand(_) | VarKind::Attribute(_)) | Element::Type(TypeArg::Var(_)) => true,
        Element::Ref(inner) => is_directive_arg(inner),
        _ => false,
    }
}

impl Format {
    /// Parses `text` as the format of the op described by `spec`.
    pub fn parse(text: &str, spec: &OpSpec) -> Result<Format, String> {
        let mut p = FormatParser {
            src: text.as_bytes(),
            pos: 0,
            spec,
        };
        let mut elements = Vec::new();
        while p.peek().is_some() {
            elements.push(p.element()?);
        }
        if elements
            .iter()
            .any(|e| matches!(e, Element::Optional { anchor, .. } if *anchor == usize::MAX))
        {
            return p.err("anchor '^' outside an optional group");
        }
        let mut elided = Vec::new();
        crate::asm_format::printed_attrs(spec, &elements, &mut elided);
        elided.push("operandSegmentSizes");
        elided.push("resultSegmentSizes");
        let f = Format { elements, elided };
        f.check(spec)?;
        Ok(f)
    }

    /// Checks that the format mentions every operand, region and
    /// successor, and has an attribute dictionary, as ODS requires.
    fn check(&self, spec: &OpSpec) -> Result<(), String> {
        let mut seen = Vec::new();
        fn collect(els: &[Element], seen: &mut Vec<Element>) {
            for e in els {
                seen.push(e.clone());
                match e {
                    Element::Optional {
                        elements,
                        else_elements,
                        ..
                    } => {
                        collect(elements, seen);
                        collect(else_elements, seen);
                    }
                    Element::Custom(_, args) => collect(args, seen),
                    Element::OIList(clauses) => {
                        for c in clauses {
                            collect(c, seen);
                        }
                    }
                    Element::Qualified(inner) | Element::Ref(inner) => {
                        collect(std::slice::from_ref(inner), seen)
                    }
                    _ => {}
                }
            }
        }
        collect(&self.elements, &mut seen);
        let has = |e: &Element| seen.contains(e);
        if !has(&Element::AttrDict) && !has(&Element::AttrDictWithKeyword) && !has(&Element::PropDict) {
            return Err(format!("format of '{}' has no 'attr-dict' directive", spec.name));
        }
        if !has(&Element::Operands) {
            for (i, o) in spec.operands.iter().enumerate() {
                if !has(&Element::Var(VarKind::Operand(i))) {
                    return Err(format!("format of '{}' misses operand '{}'", spec.name, o.name));
                }
            }
        }
        if !has(&Element::Regions) {
            for (i, r) in spec.regions.iter().enumerate() {
                if !has(&Element::Var(VarKind::Region(i))) {
                    return Err(format!("format of '{}' misses region '{}'", spec.name, r.name));
                }
            }
        }
        if !has(&Element::Successors) {
            for (i, s) in spec.successors.iter().enumerate() {
                if !has(&Element::Var(VarKind::Successor(i))) {
                    return Err(format!("format of '{}' misses successor '{}'", spec.name, s.name));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::{attrs, types};
    use crate::spec::{AttrSpec, ValueSpec};

    static ADD: OpSpec = OpSpec {
        operands: &[
            ValueSpec::single("lhs", types::SIGNLESS_INTEGER_LIKE),
            ValueSpec::single("rhs", types::SIGNLESS_INTEGER_LIKE),
        ],
        results: &[ValueSpec::single("result", types::SIGNLESS_INTEGER_LIKE)],
        attributes: &[AttrSpec::optional("overflowFlags", attrs::ANY_ATTR)],
        ..OpSpec::new("t.add")
    };

    #[test]
    fn parses_directives_and_optional_groups() {
        let f = Format::parse(
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            &ADD,
        )
        .unwrap();
        assert_eq!(f.elements.len(), 7);
        assert_eq!(f.elements[0], Element::Var(VarKind::Operand(0)));
        assert_eq!(f.elements[1], Element::Literal(",".into()));
        match &f.elements[3] {
            Element::Optional { elements, anchor, .. } => {
                assert_eq!(*anchor, 2);
                assert_eq!(elements[2], Element::Var(VarKind::Attribute(0)));
                assert_eq!(elements[1], Element::Literal(String::new()));
            }
            other => panic!("expected an optional group, got {other:?}"),
        }
        assert_eq!(f.elements[6], Element::Type(TypeArg::Var(VarKind::Result(0))));
    }

    #[test]
    fn parses_else_groups_written_before_the_question_mark() {
        let f = Format::parse(
            "$lhs `,` $rhs (`overflow` $overflowFlags^):(`plain`)? attr-dict `:` type($result)",
            &ADD,
        )
        .unwrap();
        match &f.elements[3] {
            Element::Optional { else_elements, .. } => {
                assert_eq!(else_elements, &[Element::Literal("plain".into())]);
            }
            other => panic!("expected an optional group, got {other:?}"),
        }
        assert!(Format::parse("$lhs `,` $rhs (`x` $overflowFlags^):(`y`) attr-dict", &ADD).is_err());
    }

    static UNITS: OpSpec = OpSpec {
        operands: &[ValueSpec::optional("arg", types::SIGNLESS_INTEGER_LIKE)],
        attributes: &[AttrSpec::optional("flag", attrs::UNIT_ATTR)],
        ..OpSpec::new("t.units")
    };

    #[test]
    fn parses_oilist_clauses() {
        let f = Format::parse(
            "oilist(`flag` $flag | `arg` $arg `:` type($arg) | `lit`) attr-dict",
            &UNITS,
        )
        .unwrap();
        match &f.elements[0] {
            Element::OIList(clauses) => {
                assert_eq!(clauses.len(), 3);
                assert_eq!(
                    clauses[0],
                    vec![
                        Element::Literal("flag".into()),
                        Element::Var(VarKind::Attribute(0))
                    ]
                );
                assert_eq!(clauses[1].len(), 4);
                assert_eq!(clauses[2], vec![Element::Literal("lit".into())]);
            }
            other => panic!("expected an oilist, got {other:?}"),
        }
        assert!(f.elided.contains(&"flag"));
        assert!(Format::parse("oilist($flag | `arg` $arg `:` type($arg)) attr-dict", &UNITS).is_err());
        assert!(Format::parse("oilist(`flag` $flag attr-dict", &UNITS).is_err());
    }

    #[test]
    fn rejects_malformed_formats() {
        for bad in [
            "$lhs `,` $rhs `:` type($result)",
            "$lhs `,` $nope attr-dict",
            "$lhs attr-dict",
            "$lhs `,` $rhs (`x` $overflowFlags)? attr-dict",
            "$lhs `,` $rhs attr-dict `:` type(",
            "$lhs `,` $rhs attr-dict `:",
        ] {
            assert!(Format::parse(bad, &ADD).is_err(), "{bad}");
        }
        assert!(Format::parse("operands attr-dict `:` functional-type(operands, results)", &ADD).is_ok());
    }
}
