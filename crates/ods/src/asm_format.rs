//! Interpreting a declarative assembly format: the generic custom parser
//! and printer of ops defined through [`OpSpec`] with a `format`.
//!
//! Spacing follows MLIR's generated printers: a space goes before every
//! element except after `(`, `[`, `{`, `<` and an empty literal, and
//! before punctuation that closes or separates (`)`, `]`, `,`, `>`, ...).

use std::sync::Arc;

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, SourcePos, UnresolvedOperand};
use strata_ir::{AttrKind, Context, FloatKind, NamedAttribute, OpRef, OperationState, Type};

use crate::constraints::{AttrConstraint, EnumStorage, TypeConstraint};
use crate::directives::{ParseArg, PrintArg};
use crate::enum_attr::{
    parse_enum_body, parse_enum_keyword_attr, parse_optional_enum_keyword_attr, print_enum_body,
};
use crate::format::{Element, Format, TypeArg, VarKind};
use crate::spec::{group_range, spec_of, Arity, OpSpec, Predicate};
use strata_ir::OpTraits;

/// The compiled format of an op, stored in its interfaces.
#[derive(Clone, Debug)]
pub struct FormatRef(pub Arc<Format>);

fn format_of(def: &strata_ir::OpDef) -> Option<&Format> {
    def.interfaces.get::<FormatRef>().map(|f| &*f.0)
}

/// The type an attribute constraint fixes, used to parse attributes
/// written without their type (`I64Attr` values print as `3`).
fn implied_type(ctx: &Context, c: &AttrConstraint) -> Option<Type> {
    match c {
        AttrConstraint::SignlessInteger(w) => Some(ctx.integer_type(*w)),
        AttrConstraint::Index => Some(ctx.index_type()),
        AttrConstraint::Float(k) => Some(ctx.float_type(*k)),
        AttrConstraint::Confined { base, .. } => implied_type(ctx, base),
        _ => None,
    }
}

// =========================================================================
// Printing
// =========================================================================

struct Printer<'p, 'c> {
    p: &'p mut dyn OpAsmPrinter<'c>,
    /// The attributes `attr-dict` leaves out (`Format::elided`).
    elided: &'p [&'static str],
    should_emit_space: bool,
    last_was_punctuation: bool,
}

fn space_before(lit: &str, last_was_punctuation: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

impl Printer<'_, '_> {
    fn literal(&mut self, lit: &str) {
        // The whitespace directives: `` joins, ` ` prints one space.
        if lit.is_empty() || lit == " " {
            if lit == " " {
                self.p.write_str(" ");
            }
            self.should_emit_space = false;
            self.last_was_punctuation = lit.is_empty();
            return;
        }
        if self.should_emit_space && space_before(lit, self.last_was_punctuation) {
            self.p.write_str(" ");
        }
        self.p.write_str(lit);
        let c = lit.as_bytes()[0];
        self.should_emit_space = lit.len() != 1 || !b"<({[".contains(&c);
        self.last_was_punctuation = c != b'_' && !c.is_ascii_alphabetic();
    }

    fn space(&mut self) {
        if self.should_emit_space {
            self.p.write_str(" ");
        }
        self.should_emit_space = true;
        self.last_was_punctuation = false;
    }
}

/// The values of group `i` of `op`'s operands (or results): (start
/// index, count); (0, 0) when the values do not split into the groups.
fn group(op: OpRef<'_>, spec: &OpSpec, operands: bool, i: usize) -> (usize, usize) {
    let (list, total, seg) = if operands {
        (
            spec.operands,
            op.num_operands(),
            spec.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
                .then_some("operandSegmentSizes"),
        )
    } else {
        (
            spec.results,
            op.num_results(),
            spec.has_trait(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
                .then_some("resultSegmentSizes"),
        )
    };
    group_range(op, list, total, seg, i).unwrap_or((0, 0))
}

/// Whether an optional group's anchor is present.
fn anchor_present(op: OpRef<'_>, spec: &OpSpec, el: &Element) -> bool {
    match el {
        Element::Var(VarKind::Operand(i)) => group(op, spec, true, *i).1 > 0,
        Element::Var(VarKind::Result(i)) => group(op, spec, false, *i).1 > 0,
        Element::Var(VarKind::Attribute(i)) => {
            let a = &spec.attributes[*i];
            match op.attr(a.name) {
                None => false,
                // A unit attribute anchors by presence; a default value is
                // elided like an absent one.
                Some(v) => a
                    .default
                    .is_none_or(|d| op.ctx.memo_attr((a as *const _ as usize, 0), d) != v),
            }
        }
        Element::Var(VarKind::Region(i)) => {
            let (body, regions) = op.regions();
            // A variadic group is present when it has regions, a single
            // region when it has blocks.
            if spec.regions[*i].variadic {
                regions.len() > *i
            } else {
                regions.get(*i).is_some_and(|&r| !body.region_is_empty(r))
            }
        }
        Element::Var(VarKind::Successor(_)) => op.num_successors() > 0,
        Element::Type(TypeArg::Var(v)) => anchor_present(op, spec, &Element::Var(*v)),
        Element::Qualified(inner) => anchor_present(op, spec, inner),
        // Present when any of its arguments is (as mlir-tblgen generates).
        Element::Custom(_, args) => args.iter().any(|a| anchor_present(op, spec, a)),
        _ => true,
    }
}

fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

fn arg_types(op: OpRef<'_>, spec: &OpSpec, arg: &TypeArg) -> TypeList {
    match arg {
        TypeArg::Operands => op.operand_types().collect(),
        TypeArg::Results => op.result_types().collect(),
        TypeArg::Var(VarKind::Operand(i)) => {
            let (s, n) = group(op, spec, true, *i);
            (s..s + n).map(|k| op.operand_type(k)).collect()
        }
        TypeArg::Var(VarKind::Result(i)) => {
            let (s, n) = group(op, spec, false, *i);
            (s..s + n).map(|k| op.result_type(k)).collect()
        }
        TypeArg::Var(_) => TypeList::new(),
    }
}

/// Types of a group, inline for the usual few.
type TypeList = smallvec::SmallVec<[Type; 4]>;

/// Attribute names the format prints itself (elided from `attr-dict`).
pub(crate) fn printed_attrs(spec: &OpSpec, els: &[Element], out: &mut Vec<&'static str>) {
    for e in els {
        match e {
            Element::Var(VarKind::Attribute(i)) => out.push(spec.attributes[*i].name),
            Element::Optional {
                elements,
                else_elements,
                ..
            } => {
                printed_attrs(spec, elements, out);
                printed_attrs(spec, else_elements, out);
            }
            Element::Custom(_, args) => printed_attrs(spec, args, out),
            Element::OIList(clauses) => {
                for c in clauses {
                    printed_attrs(spec, c, out);
                }
            }
            Element::Qualified(inner) | Element::Ref(inner) => {
                printed_attrs(spec, std::slice::from_ref(inner), out)
            }
            _ => {}
        }
    }
}

/// Whether element `e` of an oilist clause is a unit attribute: the
/// clause's keyword stands for it, so it is neither printed nor parsed.
fn is_unit_attr_var(spec: &OpSpec, e: &Element) -> bool {
    matches!(e, Element::Var(VarKind::Attribute(i))
        if matches!(spec.attributes[*i].constraint, AttrConstraint::Unit))
}

/// Whether an oilist clause prints: one of its variables is present (a
/// clause of literals alone never prints).
fn clause_present(op: OpRef<'_>, spec: &OpSpec, clause: &[Element]) -> bool {
    clause.iter().any(|e| match e {
        Element::Var(_) | Element::Type(TypeArg::Var(_)) | Element::Qualified(_) => {
            anchor_present(op, spec, e)
        }
        Element::Custom(_, args) => args.iter().any(|a| match a {
            Element::Ref(_) => false,
            a => anchor_present(op, spec, a),
        }),
        Element::Optional { elements, anchor, .. } => anchor_present(op, spec, &elements[*anchor]),
        _ => false,
    })
}

fn print_elements(pr: &mut Printer<'_, '_>, op: OpRef<'_>, spec: &OpSpec, els: &[Element], all: &[Element]) {
    for el in els {
        print_element(pr, op, spec, el, all);
    }
}

fn print_element(pr: &mut Printer<'_, '_>, op: OpRef<'_>, spec: &OpSpec, el: &Element, all: &[Element]) {
    let ctx = op.ctx;
    match el {
        Element::Literal(l) => pr.literal(l),
        Element::Newline => {
            pr.p.print_new_line();
            pr.should_emit_space = false;
        }
        Element::Var(VarKind::Operand(i)) => {
            let (s, n) = group(op, spec, true, *i);
            if n == 0 && spec.operands[*i].arity != Arity::Single {
                // An empty variadic group prints nothing, but still takes
                // the space slot.
                pr.space();
                return;
            }
            pr.space();
            let vs: smallvec::SmallVec<[strata_ir::ValueId; 4]> = (s..s + n).map(|k| op.operand(k)).collect();
            pr.p.print_operands(&vs);
        }
        Element::Var(VarKind::Result(_)) => {}
        Element::Var(VarKind::Attribute(i)) => {
            let a = &spec.attributes[*i];
            if let Some(v) = op.attr(a.name) {
                print_attr_var(pr, a, v);
            }
        }
        Element::Var(VarKind::Region(i)) => {
            let (body, regions) = op.regions();
            // A variadic region group (the last group) takes the rest.
            let end = if spec.regions[*i].variadic {
                regions.len()
            } else {
                (*i + 1).min(regions.len())
            };
            let list = regions.get(*i..end).unwrap_or(&[]);
            // A variadic group takes its space even when empty.
            if spec.regions[*i].variadic || !list.is_empty() {
                pr.space();
            }
            for (k, &r) in list.iter().enumerate() {
                if k > 0 {
                    pr.p.write_str(", ");
                }
                let print_terminators = match spec.implicit_terminator {
                    None => true,
                    Some(term) => !implicit_terminator_elidable(ctx, body, r, term),
                };
                pr.p.print_region(r, true, print_terminators, false);
            }
        }
        Element::Var(VarKind::Successor(i)) => {
            let n = op.num_successors();
            let end = if spec.successors[*i].variadic {
                n
            } else {
                (*i + 1).min(n)
            };
            if spec.successors[*i].variadic || *i < end {
                pr.space();
            }
            for k in *i..end {
                if k > *i {
                    pr.p.write_str(", ");
                }
                pr.p.print_successor(op.body.successor(op.id, k));
            }
        }
        Element::AttrDict | Element::AttrDictWithKeyword => {
            let elided = &pr.elided;
            let mut attrs: smallvec::SmallVec<[NamedAttribute; 4]> = smallvec::SmallVec::new();
            // With a `prop-dict`, the properties print there only.
            let props = op.properties().filter(|_| !all.contains(&Element::PropDict));
            if let Some(props) = props {
                for &(n, v) in ctx.dict_entries(props) {
                    let name = ctx.ident_str(n);
                    let is_default = spec.attributes.iter().any(|a| {
                        a.name == name
                            && a.default
                                .is_some_and(|d| ctx.memo_attr((a as *const _ as usize, 0), d) == v)
                    });
                    if !is_default {
                        attrs.push((n, v));
                    }
                }
            }
            attrs.extend_from_slice(op.discardable_attrs());
            if matches!(el, Element::AttrDict) {
                pr.p.print_optional_attr_dict(&attrs, elided);
            } else {
                pr.p.print_optional_attr_dict_with_keyword(&attrs, elided);
            }
            pr.should_emit_space = true;
            pr.last_was_punctuation = false;
        }
        Element::PropDict => {
            if let Some(props) = op.properties() {
                pr.space();
                pr.p.write_str("<");
                pr.p.print_attribute(props);
                pr.p.write_str(">");
            }
        }
        Element::Type(arg) => {
            let types = arg_types(op, spec, arg);
            pr.space();
            print_types(pr.p, &types);
        }
        Element::Qualified(inner) => print_element(pr, op, spec, inner, all),
        Element::FunctionalType(a, b) => {
            let ins = arg_types(op, spec, a);
            let outs = arg_types(op, spec, b);
            pr.space();
            let ft = ctx.function_type(&ins, &outs);
            pr.p.print_type(ft);
        }
        Element::Operands => {
            pr.space();
            let vs: smallvec::SmallVec<[strata_ir::ValueId; 4]> = op.operands().collect();
            pr.p.print_operands(&vs);
        }
        Element::Results => {}
        Element::Regions => {
            let (rb, regions) = op.regions();
            for (k, &r) in regions.iter().enumerate() {
                if k > 0 {
                    pr.p.write_str(",");
                }
                pr.space();
                let print_terminators = match spec.implicit_terminator {
                    None => true,
                    Some(term) => !implicit_terminator_elidable(ctx, rb, r, term),
                };
                pr.p.print_region(r, true, print_terminators, false);
            }
        }
        Element::Successors => {
            for k in 0..op.num_successors() {
                if k > 0 {
                    pr.p.write_str(",");
                }
                pr.space();
                pr.p.print_successor(op.body.successor(op.id, k));
            }
        }
        Element::Custom(name, args) => {
            let Some(d) = spec.custom_directives.iter().find(|d| d.name == name) else {
                return;
            };
            let values: Vec<PrintArg> = args.iter().map(|a| print_arg(op, spec, a)).collect();
            pr.space();
            (d.print)(pr.p, op, &values);
            pr.should_emit_space = true;
            pr.last_was_punctuation = false;
        }
        Element::Ref(_) => {}
        Element::OIList(clauses) => {
            for clause in clauses {
                if clause_present(op, spec, clause) {
                    for e in clause.iter().filter(|e| !is_unit_attr_var(spec, e)) {
                        print_element(pr, op, spec, e, all);
                    }
                }
            }
        }
        Element::Optional {
            elements,
            anchor,
            else_elements,
        } => {
            if anchor_present(op, spec, &elements[*anchor]) {
                for (k, e) in elements.iter().enumerate() {
                    if !(k == *anchor && is_elided_unit_anchor(spec, elements, k)) {
                        print_element(pr, op, spec, e, all);
                    }
                }
            } else {
                print_elements(pr, op, spec, else_elements, all);
            }
        }
    }
}

/// The value of a custom directive argument of `op`.
fn print_arg(op: OpRef<'_>, spec: &OpSpec, arg: &Element) -> PrintArg {
    match arg {
        Element::Ref(inner) => print_arg(op, spec, inner),
        Element::Var(VarKind::Operand(i)) => {
            let (s, n) = group(op, spec, true, *i);
            PrintArg::Operands((s..s + n).map(|k| op.operand(k)).collect())
        }
        Element::Var(VarKind::Attribute(i)) => PrintArg::Attr(op.attr(spec.attributes[*i].name)),
        Element::Type(t) => PrintArg::Types(arg_types(op, spec, t).to_vec()),
        _ => PrintArg::Types(Vec::new()),
    }
}

/// Whether element `k` of an optional group is a unit attribute anchoring
/// the group after its first element: the group's presence stands for it,
/// so it is neither printed nor parsed.
fn is_elided_unit_anchor(spec: &OpSpec, elements: &[Element], k: usize) -> bool {
    k > 0
        && matches!(elements[k], Element::Var(VarKind::Attribute(i))
            if matches!(spec.attributes[i].constraint, AttrConstraint::Unit))
}

/// Prints an attribute variable: enums print their keyword or stripped
/// `<...>` form, attributes of a fixed type print without it.
fn print_attr_var(pr: &mut Printer<'_, '_>, a: &crate::spec::AttrSpec, v: strata_ir::Attribute) {
    let ctx = pr.p.ctx();
    match a.constraint {
        AttrConstraint::Enum(e) => {
            let value = e.attr_value(ctx, v).filter(|&x| e.is_valid(x));
            pr.space();
            match (e.storage, value) {
                (EnumStorage::Integer(_), Some(x)) => pr.p.write_str(&e.to_keywords(x)),
                (EnumStorage::Dialect { .. }, Some(_)) => print_enum_body(pr.p.as_asm_printer(), e, v),
                _ => pr.p.print_attribute(v),
            }
        }
        AttrConstraint::SymbolName if ctx.string_attr_value(v).is_some() => {
            pr.space();
            pr.p.print_symbol_name(ctx.string_attr_value(v).unwrap_or_default());
        }
        AttrConstraint::DenseArray(..) if int_array_elements(ctx, v).is_some() => {
            // The stripped form of an integer dense array: `[1, 2]`.
            let (element, values) = int_array_elements(ctx, v).unwrap_or_default();
            pr.space();
            let shown: Vec<String> = values
                .iter()
                .map(|&x| match element {
                    1 => (if x != 0 { "true" } else { "false" }).to_string(),
                    _ => x.to_string(),
                })
                .collect();
            pr.p.write_str(&format!("[{}]", shown.join(", ")));
        }
        AttrConstraint::DenseArray(..) if float_array_kind(ctx, v).is_some() => {
            // The stripped form of a float dense array: its elements as the
            // full form `array<f32: 1.0e+00, ...>` prints them.
            let full = ctx.attr_to_string(v);
            let elements = full
                .strip_suffix('>')
                .and_then(|f| f.split_once(": "))
                .map_or("", |(_, e)| e);
            pr.space();
            pr.p.write_str(&format!("[{elements}]"));
        }
        _ => {
            pr.space();
            if implied_type(ctx, &a.constraint).is_some() {
                pr.p.print_attribute_without_type(v);
            } else {
                pr.p.print_attribute(v);
            }
        }
    }
}

/// Parses an attribute variable (see [`print_attr_var`]).
fn parse_attr_var(
    p: &mut dyn OpAsmParser<'_>,
    a: &crate::spec::AttrSpec,
) -> ParseResult<strata_ir::Attribute> {
    // The parser prefixes errors raised during a custom parse with
    // `custom op '<name>'`, as MLIR does.
    let prefix = "";
    match a.constraint {
        AttrConstraint::Enum(e) => match e.storage {
            EnumStorage::Integer(_) => parse_enum_keyword_attr(p.as_asm_parser(), e, a.name, prefix),
            // A dialect attribute written in full (`#vector.kind<add>`) is
            // read as any attribute, as MLIR's parse-with-fallback does.
            EnumStorage::Dialect { .. } if p.peek_hash_identifier() => parse_any_attr_var(p, a),
            EnumStorage::Dialect { .. } => parse_enum_body(p.as_asm_parser(), e, prefix),
        },
        AttrConstraint::DenseArray(element, _) => parse_int_array(p, element),
        AttrConstraint::Bool => {
            // A bool is an i1 integer: `1` reads as `true`.
            let ctx = p.ctx();
            let pos = p.current_pos();
            let a = p.parse_attribute(Some(ctx.i1()))?;
            match ctx.attr_kind(a) {
                AttrKind::Integer { ty, value } if *ty == ctx.i1() => Ok(ctx.bool_attr(!value.is_zero())),
                AttrKind::Bool(_) => Ok(a),
                _ => Err(p.emit_error_at(pos, "invalid kind of attribute specified")),
            }
        }
        AttrConstraint::SymbolName => {
            let pos = p.current_pos();
            match p.parse_optional_symbol_name()? {
                Some(name) => Ok(p.ctx().string_attr(p.ctx().ident_str(name))),
                None => Err(p.emit_error_at(pos, "expected valid '@'-identifier for symbol name")),
            }
        }
        AttrConstraint::Str => match p.parse_optional_string()? {
            // MLIR parses a `StrAttr` with a none type: no `: type` suffix.
            Some(s) => Ok(p.ctx().intern_attr(AttrKind::String {
                value: s.into(),
                ty: None,
            })),
            None => parse_any_attr_var(p, a),
        },
        _ => parse_any_attr_var(p, a),
    }
}

/// An attribute of any syntax, checked to be of the constraint's class.
fn parse_any_attr_var(
    p: &mut dyn OpAsmParser<'_>,
    a: &crate::spec::AttrSpec,
) -> ParseResult<strata_ir::Attribute> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let ty = implied_type(ctx, &a.constraint);
    let v = p.parse_attribute(ty)?;
    if !storage_matches(ctx, &a.constraint, v) {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    }
    Ok(v)
}

/// Stores the attributes a hand-written custom parser read: `props`, the
/// properties its syntax gave, and `dict`, its attribute dictionary, whose
/// entries named in `inherent` are properties too and replace those of
/// `props` (as MLIR sets the dictionary's properties last).
pub fn set_parsed_attributes(
    ctx: &Context,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
    dict: Vec<NamedAttribute>,
    inherent: &[&str],
) {
    let mut discardable = Vec::new();
    for (n, a) in dict {
        if inherent.contains(&ctx.ident_str(n)) {
            props.retain(|e| e.0 != n);
            props.push((n, a));
        } else {
            discardable.push((n, a));
        }
    }
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    if !discardable.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&discardable));
    }
}

/// Whether `a` is of the attribute class a constraint is stored as (the
/// class ODS's generated parsers ask for), whatever its other conditions.
fn storage_matches(ctx: &Context, c: &AttrConstraint, a: strata_ir::Attribute) -> bool {
    use AttrConstraint as C;
    let kind = ctx.attr_kind(a);
    match c {
        C::SignlessInteger(_) | C::Index | C::AnyInteger => matches!(kind, AttrKind::Integer { .. }),
        C::Str | C::SymbolName => matches!(kind, AttrKind::String { .. }),
        C::Float(_) => matches!(kind, AttrKind::Float { .. }),
        C::TypeAttr | C::TypeAttrOf(_) => matches!(kind, AttrKind::Type(_)),
        C::Array | C::ArrayOf(..) => matches!(kind, AttrKind::Array(_)),
        C::Dictionary => matches!(kind, AttrKind::Dictionary(_)),
        C::SymbolRef | C::FlatSymbolRef => matches!(kind, AttrKind::SymbolRef { .. }),
        C::Class { check, .. } => check(ctx, a),
        C::Enum(e) if matches!(e.storage, EnumStorage::Dialect { .. }) => e.attr_value(ctx, a).is_some(),
        _ => true,
    }
}

/// The element width and values of a dense array of signless integers
/// (values sign-extended; i1 elements read as 0 or 1).
pub fn int_array_elements(ctx: &Context, a: strata_ir::Attribute) -> Option<(u32, Vec<i64>)> {
    let AttrKind::DenseArray { element, len, bytes } = ctx.attr_kind(a) else {
        return None;
    };
    let width = ctx
        .integer_width(*element)
        .filter(|w| matches!(w, 1 | 8 | 16 | 32 | 64))?;
    let stride = width.div_ceil(8) as usize;
    let values = (0..*len as usize)
        .map(|i| {
            let mut raw = [0u8; 8];
            raw[..stride].copy_from_slice(bytes.get(i * stride..(i + 1) * stride)?);
            let v = u64::from_le_bytes(raw);
            Some(match width {
                1 => (v & 1) as i64,
                64 => v as i64,
                w => ((v << (64 - w)) as i64) >> (64 - w),
            })
        })
        .collect::<Option<Vec<i64>>>()?;
    Some((width, values))
}

/// Parses the stripped form of an integer dense array, `[1, 2]`, whose
/// element type is fixed by the attribute's constraint.
fn parse_int_array(
    p: &mut dyn OpAsmParser<'_>,
    element: &crate::constraints::TypeConstraint,
) -> ParseResult<strata_ir::Attribute> {
    let ctx = p.ctx();
    let width = match element {
        crate::constraints::TypeConstraint::SignlessInteger(w) if matches!(w, 1 | 8 | 16 | 32 | 64) => *w,
        crate::constraints::TypeConstraint::Float(kind @ (FloatKind::F32 | FloatKind::F64)) => {
            return parse_float_array(p, *kind)
        }
        _ => return p.parse_attribute(None),
    };
    let stride = width.div_ceil(8) as usize;
    let mut bytes: Vec<u8> = Vec::new();
    let mut len = 0u32;
    p.parse_comma_separated_list(Delimiter::Square, &mut |p| {
        let pos = p.current_pos();
        // As MLIR's integer parsing, `true` and `false` are i1 values.
        let value = if p.parse_optional_keyword("true") {
            if width == 1 {
                1
            } else {
                -1
            }
        } else if p.parse_optional_keyword("false") {
            0
        } else {
            let bad = match p.parse_optional_big_integer()? {
                Some(v) => {
                    let x = v.sext(64).sext_i64();
                    let fits = v.fits_i64_signed()
                        && match width {
                            64 => true,
                            1 => x == 0 || x == 1,
                            w => x >= -(1i64 << (w - 1)) && x < (1i64 << (w - 1)),
                        };
                    if fits {
                        Ok(x)
                    } else {
                        Err("integer value too large")
                    }
                }
                None => Err("expected integer value"),
            };
            match bad {
                Ok(x) => x,
                Err(message) => {
                    // MLIR reports the element, then the list that did
                    // not close there.
                    p.emit_error_at(pos, message);
                    p.parse_punct("]")?;
                    return Err(strata_ir::Failed);
                }
            }
        };
        bytes.extend_from_slice(&value.to_le_bytes()[..stride]);
        len += 1;
        Ok(())
    })?;
    Ok(ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(width),
        len,
        bytes: bytes.into(),
    }))
}

/// The element kind of an `f32` or `f64` dense array.
fn float_array_kind(ctx: &Context, a: strata_ir::Attribute) -> Option<FloatKind> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, .. } => ctx
            .float_kind(*element)
            .filter(|k| matches!(k, FloatKind::F32 | FloatKind::F64)),
        _ => None,
    }
}

/// Parses the stripped form of a float dense array, `[1.0, 2.5]`.
fn parse_float_array(p: &mut dyn OpAsmParser<'_>, kind: FloatKind) -> ParseResult<strata_ir::Attribute> {
    let ctx = p.ctx();
    let stride = if kind == FloatKind::F32 { 4 } else { 8 };
    let mut bytes: Vec<u8> = Vec::new();
    let mut len = 0u32;
    p.parse_comma_separated_list(Delimiter::Square, &mut |p| {
        let bits = p.parse_float(kind)?;
        bytes.extend_from_slice(&bits.to_le_bytes()[..stride]);
        len += 1;
        Ok(())
    })?;
    Ok(ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.float_type(kind),
        len,
        bytes: bytes.into(),
    }))
}

/// Whether the terminator of the single block of `r` is the implicit one
/// with no operands and no attributes (then it is not printed).
pub fn implicit_terminator_elidable(
    ctx: &Context,
    body: &strata_ir::Body,
    r: strata_ir::RegionId,
    term: &str,
) -> bool {
    let Some(b) = body.region_entry(r) else {
        return false;
    };
    let Some(last) = body.last_op(b) else {
        return false;
    };
    ctx.op_name_str(body.op_name(last)) == term
        && body.num_operands(last) == 0
        && body.num_results(last) == 0
        && body.op_attr_dict(last).is_none()
        && body
            .op_properties(last)
            .is_none_or(|p| ctx.dict_entries(p).is_empty())
}

/// The print hook of ops with a declarative format.
pub fn print_with_format(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let Some(spec) = spec_of(op) else { return };
    let Some(format) = op.def().and_then(format_of) else {
        return;
    };
    let mut pr = Printer {
        p,
        elided: &format.elided,
        should_emit_space: true,
        last_was_punctuation: false,
    };
    print_elements(&mut pr, op, spec, &format.elements, &format.elements);
}

// =========================================================================
// Parsing
// =========================================================================

/// Per-group state of one op being parsed. The outer lists hold one entry
/// per operand or result group (plus one for an `operands`/`results`
/// directive); they are inline for the usual few groups, so parsing an op
/// does not allocate for them (this runs once per parsed op).
type PerGroup<T> = smallvec::SmallVec<[T; 4]>;

/// The types of one group: most groups have one value, so they stay
/// inline (no allocation per op parsed).
type Types = smallvec::SmallVec<[Type; 1]>;

/// `n` groups of `T::default()`, pushed one by one: `smallvec![x; n]`
/// clones through a generic extend that costs several times more for these
/// few inline entries.
fn per_group<T: Default>(n: usize) -> PerGroup<T> {
    if n <= 4 {
        // The entries past `n` are defaults that own nothing (empty
        // lists, `None`): leaving them out releases nothing.
        return PerGroup::from_buf_and_len(Default::default(), n);
    }
    let mut v = PerGroup::new();
    for _ in 0..n {
        v.push(T::default());
    }
    v
}

/// The operands of one group: most groups have one, kept inline (no
/// allocation per op parsed).
type Operands = smallvec::SmallVec<[UnresolvedOperand; 1]>;

#[derive(Default)]
struct Parsed {
    operands: PerGroup<Operands>,
    /// Where each operand group (and an `operands` directive) started.
    operand_pos: PerGroup<Option<SourcePos>>,
    operand_types: PerGroup<Option<Types>>,
    result_types: PerGroup<Option<Types>>,
    attrs: smallvec::SmallVec<[NamedAttribute; 4]>,
    /// The entries of `attrs` written in the attribute dictionary.
    dict_attrs: smallvec::SmallVec<[std::ops::Range<usize>; 1]>,
    /// Successors with their group, stored in the spec's group order at
    /// the end whatever order the format writes the groups in.
    successors: Vec<(usize, strata_ir::BlockId)>,
}

/// Whether the optional group anchored at `el` is present, consuming its
/// first token(s) when it is.
fn parse_optional_first(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    state: &mut OperationState,
    parsed: &mut Parsed,
    el: &Element,
) -> ParseResult<bool> {
    match el {
        Element::Literal(l) if l.is_empty() || l == " " => Ok(true),
        Element::Literal(l) => Ok(if l.as_bytes()[0].is_ascii_alphabetic() || l.starts_with('_') {
            p.parse_optional_keyword(l)
        } else {
            p.parse_optional_punct(l)
        }),
        // `%name =` starts the next op.
        Element::Var(VarKind::Operand(_)) if p.peek_result_definition() => Ok(false),
        Element::Var(VarKind::Operand(i)) => {
            parsed.operand_pos[*i] = Some(p.current_pos());
            if spec.operands[*i].arity == Arity::Variadic {
                let list = p.parse_operand_list(Delimiter::None)?;
                let present = !list.is_empty();
                parsed.operands[*i] = Operands::from_vec(list);
                Ok(present)
            } else {
                match p.parse_optional_operand()? {
                    Some(o) => {
                        parsed.operands[*i] = smallvec::smallvec![o];
                        Ok(true)
                    }
                    None => Ok(false),
                }
            }
        }
        Element::Var(VarKind::Attribute(i)) => {
            let a = &spec.attributes[*i];
            let ctx = p.ctx();
            let found = match a.constraint {
                AttrConstraint::Enum(e) if matches!(e.storage, EnumStorage::Integer(_)) => {
                    parse_optional_enum_keyword_attr(p.as_asm_parser(), e)
                }
                AttrConstraint::Enum(e) => {
                    if p.parse_optional_punct("<") {
                        let v = crate::enum_attr::parse_enum_keywords(p.as_asm_parser(), e, "")?;
                        p.parse_punct(">")?;
                        Some(e.attr(ctx, v))
                    } else {
                        None
                    }
                }
                AttrConstraint::SymbolName => p
                    .parse_optional_symbol_name()?
                    .map(|name| ctx.string_attr(ctx.ident_str(name))),
                // A string or an array attribute is present only if its
                // first token is (ODS's `parseOptionalAttribute` of a
                // `StringAttr` or `ArrayAttr`): a `{` after an absent
                // array is the next element, not a dictionary.
                AttrConstraint::Str => p.parse_optional_string()?.map(|s| {
                    ctx.intern_attr(AttrKind::String {
                        value: s.into(),
                        ty: None,
                    })
                }),
                AttrConstraint::Array | AttrConstraint::ArrayOf(..) if !p.peek_punct("[") => None,
                _ => {
                    let ty = implied_type(ctx, &a.constraint);
                    p.parse_optional_attribute(ty)?
                }
            };
            match found {
                Some(v) => {
                    parsed.attrs.push((p.ctx().ident(a.name), v));
                    Ok(true)
                }
                None => Ok(false),
            }
        }
        Element::Var(VarKind::Region(i)) => {
            let present = p.parse_optional_region(state, &[], false)?;
            if present && spec.regions[*i].variadic {
                parse_trailing_regions(p, state)?;
            }
            Ok(present)
        }
        Element::Var(VarKind::Successor(i)) => match p.parse_optional_successor()? {
            Some(b) => {
                let start = state.successors.len();
                state.successors.push(b);
                if spec.successors[*i].variadic {
                    parse_trailing_successors(p, state)?;
                }
                parsed
                    .successors
                    .extend(state.successors.drain(start..).map(|b| (*i, b)));
                Ok(true)
            }
            None => Ok(false),
        },
        Element::Type(TypeArg::Var(v)) => match p.parse_optional_type()? {
            Some(t) => {
                set_types(parsed, *v, smallvec::smallvec![t]);
                Ok(true)
            }
            None => Ok(false),
        },
        _ => Err(p.emit_error("unsupported optional group anchor")),
    }
}

/// The generated parsers of ODS parse a single value's type as the C++
/// class its constraint names (`RankedTensorType` for `AnyRankedTensor`,
/// `MemRefType` for `AnyMemRef`, ...) and reject other kinds.
fn check_type_class(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    v: VarKind,
    types: &[Type],
    pos: strata_ir::asm::SourcePos,
) -> ParseResult<()> {
    let constraint = match v {
        VarKind::Operand(i) if spec.operands[i].arity == Arity::Single => spec.operands[i].constraint,
        VarKind::Result(i) if spec.results[i].arity == Arity::Single => spec.results[i].constraint,
        _ => return Ok(()),
    };
    let (Some(&t), ctx) = (types.first(), p.ctx()) else {
        return Ok(());
    };
    let kind = ctx.type_kind(t);
    let expected = match constraint {
        TypeConstraint::RankedTensorOf(_) if !matches!(kind, strata_ir::TypeKind::RankedTensor { .. }) => {
            "builtin.tensor"
        }
        TypeConstraint::MemRefOf(_) if !matches!(kind, strata_ir::TypeKind::MemRef { .. }) => {
            "builtin.memref"
        }
        TypeConstraint::Index if !matches!(kind, strata_ir::TypeKind::Index) => "builtin.index",
        TypeConstraint::AnySignlessInteger if !matches!(kind, strata_ir::TypeKind::Integer { .. }) => {
            "builtin.integer"
        }
        TypeConstraint::VectorOf(_) | TypeConstraint::VectorWith { .. }
            if !matches!(kind, strata_ir::TypeKind::Vector { .. }) =>
        {
            "builtin.vector"
        }
        // Base classes (`BaseMemRefType`, `TensorType`) have no name to
        // report.
        TypeConstraint::RankedOrUnrankedMemRef
            if !matches!(
                kind,
                strata_ir::TypeKind::MemRef { .. } | strata_ir::TypeKind::UnrankedMemRef { .. }
            ) =>
        {
            ""
        }
        TypeConstraint::TensorOf(_)
            if !matches!(
                kind,
                strata_ir::TypeKind::RankedTensor { .. } | strata_ir::TypeKind::UnrankedTensor { .. }
            ) =>
        {
            ""
        }
        _ => return Ok(()),
    };
    let msg = if expected.is_empty() {
        "invalid kind of type specified".to_string()
    } else {
        format!(
            "invalid kind of type specified: expected {expected}, but found '{}'",
            ctx.type_to_string(t)
        )
    };
    Err(p.emit_error_at(pos, &msg))
}

fn set_types(parsed: &mut Parsed, v: VarKind, types: Types) {
    match v {
        VarKind::Operand(i) => parsed.operand_types[i] = Some(types),
        VarKind::Result(i) => parsed.result_types[i] = Some(types),
        _ => {}
    }
}

fn parse_type_list(p: &mut dyn OpAsmParser<'_>, arity: Arity) -> ParseResult<Types> {
    match arity {
        Arity::Single => Ok(smallvec::smallvec![p.parse_type()?]),
        Arity::Optional => Ok(p.parse_optional_type()?.into_iter().collect()),
        // Types, or none when what follows cannot start one (`( : )`); a
        // keyword that is not a type is an error, as in MLIR.
        Arity::Variadic => {
            let first = match p.parse_optional_type()? {
                Some(t) => t,
                // MLIR's optional type parsing commits to a keyword.
                None if p.peek_any_keyword() => p.parse_type()?,
                None => return Ok(Types::new()),
            };
            let mut v: Types = smallvec::smallvec![first];
            while p.parse_optional_punct(",") {
                v.push(p.parse_type()?);
            }
            Ok(v)
        }
    }
}

fn arity_of(spec: &OpSpec, v: VarKind) -> Arity {
    match v {
        VarKind::Operand(i) => spec.operands[i].arity,
        VarKind::Result(i) => spec.results[i].arity,
        _ => Arity::Single,
    }
}

fn parse_elements(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    state: &mut OperationState,
    parsed: &mut Parsed,
    els: &[Element],
) -> ParseResult<()> {
    for el in els {
        // Literals (a third of most formats) are read here, without the
        // set-up of the general element parser.
        match el {
            Element::Literal(l) => parse_literal(p, l)?,
            _ => parse_element(p, spec, state, parsed, el)?,
        }
    }
    Ok(())
}

/// A literal of the format: a keyword or punctuation (spacing literals
/// read nothing).
#[inline]
fn parse_literal(p: &mut dyn OpAsmParser<'_>, l: &str) -> ParseResult<()> {
    if l.is_empty() || l == " " {
        return Ok(());
    }
    if l.as_bytes()[0].is_ascii_alphabetic() || l.starts_with('_') {
        p.parse_keyword(l)
    } else {
        p.parse_punct(l)
    }
}

/// Consumes keyword or punctuation literal `l` if it is next.
fn parse_optional_literal(p: &mut dyn OpAsmParser<'_>, l: &str) -> bool {
    if l.as_bytes()[0].is_ascii_alphabetic() || l.starts_with('_') {
        p.parse_optional_keyword(l)
    } else {
        p.parse_optional_punct(l)
    }
}

/// `, {...}` after the first region of a variadic group.
fn parse_trailing_regions(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    while p.parse_optional_punct(",") {
        p.parse_region(state, &[], false)?;
    }
    Ok(())
}

/// `, ^bb` after the first successor of a variadic group.
fn parse_trailing_successors(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    while p.parse_optional_punct(",") {
        let b = p.parse_successor()?;
        state.successors.push(b);
    }
    Ok(())
}

fn parse_element(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    state: &mut OperationState,
    parsed: &mut Parsed,
    el: &Element,
) -> ParseResult<()> {
    let ctx = p.ctx();
    match el {
        Element::Literal(l) => parse_literal(p, l),
        Element::Newline => Ok(()),
        Element::Var(VarKind::Operand(i)) => {
            parsed.operand_pos[*i] = Some(p.current_pos());
            parsed.operands[*i] = match spec.operands[*i].arity {
                Arity::Single => smallvec::smallvec![p.parse_operand()?],
                Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                Arity::Variadic => Operands::from_vec(p.parse_operand_list(Delimiter::None)?),
            };
            Ok(())
        }
        Element::Var(VarKind::Result(_)) | Element::Results => Ok(()),
        Element::Var(VarKind::Attribute(i)) => {
            let a = &spec.attributes[*i];
            let v = parse_attr_var(p, a)?;
            parsed.attrs.push((ctx.ident(a.name), v));
            Ok(())
        }
        Element::Var(VarKind::Region(i)) if spec.regions[*i].variadic => {
            if p.parse_optional_region(state, &[], false)? {
                parse_trailing_regions(p, state)?;
            }
            Ok(())
        }
        Element::Var(VarKind::Region(_)) => {
            p.parse_region(state, &[], false)?;
            if let Some(term) = spec.implicit_terminator {
                let index = state.regions.len() - 1;
                ensure_terminator(p, state, index, term);
            }
            Ok(())
        }
        Element::Var(VarKind::Successor(i)) if spec.successors[*i].variadic => {
            if let Some(b) = p.parse_optional_successor()? {
                let start = state.successors.len();
                state.successors.push(b);
                parse_trailing_successors(p, state)?;
                parsed
                    .successors
                    .extend(state.successors.drain(start..).map(|b| (*i, b)));
            }
            Ok(())
        }
        Element::Var(VarKind::Successor(i)) => {
            let b = p.parse_successor()?;
            parsed.successors.push((*i, b));
            Ok(())
        }
        Element::AttrDict | Element::AttrDictWithKeyword => {
            if matches!(el, Element::AttrDictWithKeyword) && !p.parse_optional_keyword("attributes") {
                return Ok(());
            }
            // Parsed apart: its entries may repeat attributes written
            // elsewhere in the format.
            let pos = p.current_pos();
            let mut dict = Vec::new();
            p.parse_optional_attr_dict(&mut dict)?;
            verify_inherent_attrs(p, spec, &dict, pos)?;
            let start = parsed.attrs.len();
            parsed.attrs.extend(dict);
            parsed.dict_attrs.push(start..parsed.attrs.len());
            Ok(())
        }
        Element::PropDict => {
            if p.parse_optional_punct("<") {
                let d = p.parse_attribute(None)?;
                p.parse_punct(">")?;
                parsed.attrs.extend_from_slice(ctx.dict_entries(d));
            }
            Ok(())
        }
        Element::Type(arg) => {
            match arg {
                TypeArg::Var(v) => {
                    let pos = p.current_pos();
                    let types = parse_type_list(p, arity_of(spec, *v))?;
                    check_type_class(p, spec, *v, &types, pos)?;
                    set_types(parsed, *v, types);
                }
                TypeArg::Operands => {
                    let types = parse_type_list(p, Arity::Variadic)?;
                    parsed.operand_types = per_group(spec.operands.len());
                    parsed.operand_types.push(Some(types));
                }
                TypeArg::Results => {
                    let types = parse_type_list(p, Arity::Variadic)?;
                    parsed.result_types = per_group(spec.results.len());
                    parsed.result_types.push(Some(types));
                }
            }
            Ok(())
        }
        Element::Qualified(inner) => parse_element(p, spec, state, parsed, inner),
        Element::FunctionalType(a, b) => {
            let pos = p.current_pos();
            let t = p.parse_type()?;
            let Some((ins, outs)) = ctx.function_type_parts(t) else {
                let found = ctx.type_to_string(t);
                return Err(p.emit_error_at(
                    pos,
                    &format!(
                        "invalid kind of type specified: expected builtin.function, but found '{found}'"
                    ),
                ));
            };
            let (ins, outs): (Types, Types) = (ins.into(), outs.into());
            for (arg, types) in [(a, ins), (b, outs)] {
                match arg {
                    TypeArg::Var(v) => set_types(parsed, *v, types),
                    TypeArg::Operands => {
                        parsed.operand_types = per_group(spec.operands.len());
                        parsed.operand_types.push(Some(types));
                    }
                    TypeArg::Results => {
                        parsed.result_types = per_group(spec.results.len());
                        parsed.result_types.push(Some(types));
                    }
                }
            }
            Ok(())
        }
        Element::Operands => {
            parsed.operand_pos.push(Some(p.current_pos()));
            let list = p.parse_operand_list(Delimiter::None)?;
            parsed.operands = per_group(spec.operands.len());
            parsed.operands.push(Operands::from_vec(list));
            Ok(())
        }
        Element::Regions => {
            while p.parse_optional_region(state, &[], false)? {
                if let Some(term) = spec.implicit_terminator {
                    let index = state.regions.len() - 1;
                    ensure_terminator(p, state, index, term);
                }
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            Ok(())
        }
        Element::Successors => {
            if let Some(b) = p.parse_optional_successor()? {
                state.successors.push(b);
                while p.parse_optional_punct(",") {
                    let b = p.parse_successor()?;
                    state.successors.push(b);
                }
            }
            Ok(())
        }
        Element::Custom(name, args) => {
            let Some(d) = spec.custom_directives.iter().find(|d| d.name == name) else {
                return Err(p.emit_error(&format!("custom directive '{name}' has no parser")));
            };
            let mut values: Vec<ParseArg> = args.iter().map(|a| parse_arg(ctx, spec, parsed, a)).collect();
            (d.parse)(p, &mut values)?;
            for (a, v) in args.iter().zip(values) {
                match (a, v) {
                    (Element::Var(VarKind::Operand(i)), ParseArg::Operands(list)) => {
                        parsed.operands[*i] = Operands::from_vec(list)
                    }
                    (Element::Var(VarKind::Attribute(i)), ParseArg::Attr(Some(v))) => {
                        parsed.attrs.push((ctx.ident(spec.attributes[*i].name), v))
                    }
                    (Element::Type(TypeArg::Var(var)), ParseArg::Types(types))
                        if !types.is_empty() || arity_of(spec, *var) != Arity::Single =>
                    {
                        set_types(parsed, *var, types.into())
                    }
                    _ => {}
                }
            }
            Ok(())
        }
        Element::Ref(_) => Ok(()),
        Element::OIList(clauses) => {
            // Clauses in any order, each at most once, until no clause
            // keyword follows.
            let mut seen = vec![false; clauses.len()];
            'clauses: loop {
                for (k, clause) in clauses.iter().enumerate() {
                    let Some(Element::Literal(keyword)) = clause.first() else {
                        continue;
                    };
                    if !parse_optional_literal(p, keyword) {
                        continue;
                    }
                    if std::mem::replace(&mut seen[k], true) {
                        let at = p.name_pos();
                        return Err(p.emit_error_at(
                            at,
                            &format!("`{keyword}` clause can appear at most once in the expansion of the oilist directive"),
                        ));
                    }
                    for e in &clause[1..] {
                        match e {
                            Element::Var(VarKind::Attribute(i)) if is_unit_attr_var(spec, e) => parsed
                                .attrs
                                .push((ctx.ident(spec.attributes[*i].name), ctx.unit_attr())),
                            _ => parse_element(p, spec, state, parsed, e)?,
                        }
                    }
                    continue 'clauses;
                }
                return Ok(());
            }
        }
        Element::Optional {
            elements,
            anchor,
            else_elements,
        } => {
            // The first element of the group (after spacing literals)
            // decides whether it is present.
            let first = elements
                .iter()
                .position(|e| !matches!(e, Element::Literal(l) if l.is_empty() || l == " "))
                .unwrap_or(0);
            if parse_optional_first(p, spec, state, parsed, &elements[first])? {
                for (k, e) in elements.iter().enumerate().skip(first + 1) {
                    if k == *anchor && is_elided_unit_anchor(spec, elements, k) {
                        if let Element::Var(VarKind::Attribute(i)) = e {
                            parsed
                                .attrs
                                .push((ctx.ident(spec.attributes[*i].name), ctx.unit_attr()));
                        }
                    } else {
                        parse_element(p, spec, state, parsed, e)?;
                    }
                }
                Ok(())
            } else {
                parse_elements(p, spec, state, parsed, else_elements)
            }
        }
    }
}

/// Checks the inherent attributes among `attrs` (written in an attribute
/// dictionary at `pos`) against their constraints, as the parsers ODS
/// generates do (`verifyInherentAttrs`).
pub fn verify_inherent_attrs(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    attrs: &[NamedAttribute],
    pos: strata_ir::asm::SourcePos,
) -> ParseResult<()> {
    // Most dictionaries are empty: nothing to check (and no name to intern).
    if attrs.is_empty() {
        return Ok(());
    }
    let ctx = p.ctx();
    for a in spec.attributes {
        let id = ctx.ident(a.name);
        if let Some(&(_, v)) = attrs.iter().find(|e| e.0 == id) {
            if !a.constraint.check(ctx, v) {
                return Err(p.emit_error_at(
                    pos,
                    &format!(
                        "'{}' op attribute '{}' failed to satisfy constraint: {}",
                        spec.name,
                        a.name,
                        a.constraint.summary()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The initial value of a custom directive argument: what was parsed for
/// `ref(...)` arguments, empty for the others.
fn parse_arg(ctx: &Context, spec: &OpSpec, parsed: &Parsed, arg: &Element) -> ParseArg {
    match arg {
        Element::Ref(inner) => match &**inner {
            Element::Var(VarKind::Operand(i)) => ParseArg::Operands(parsed.operands[*i].to_vec()),
            Element::Var(VarKind::Attribute(i)) => {
                let id = ctx.ident(spec.attributes[*i].name);
                ParseArg::Attr(parsed.attrs.iter().find(|e| e.0 == id).map(|e| e.1))
            }
            Element::Type(TypeArg::Var(VarKind::Operand(i))) => {
                ParseArg::Types(parsed.operand_types[*i].as_deref().unwrap_or_default().to_vec())
            }
            Element::Type(TypeArg::Var(VarKind::Result(i))) => {
                ParseArg::Types(parsed.result_types[*i].as_deref().unwrap_or_default().to_vec())
            }
            _ => ParseArg::Types(Vec::new()),
        },
        Element::Var(VarKind::Operand(_)) => ParseArg::Operands(Vec::new()),
        Element::Var(VarKind::Attribute(_)) => ParseArg::Attr(None),
        _ => ParseArg::Types(Vec::new()),
    }
}

/// Adds a block to region `index` if it has none, and the terminator
/// `term` (without operands) if its block does not end with it
/// (`SingleBlockImplicitTerminator::ensureTerminator`).
pub fn ensure_terminator(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, index: usize, term: &str) {
    strata_ir::asm::ensure_region_block(p, state, index);
    let ctx = p.ctx();
    let name = ctx.op_name(term);
    let loc = state.loc;
    let r = state.regions[index];
    let body = strata_ir::asm::region_body(p, state);
    let Some(b) = body.region_last_block(r) else {
        return;
    };
    // As MLIR's `ensureRegionTerminator`: any registered terminator ends
    // the block (the verifier reports one of the wrong kind).
    let terminated = body.last_op(b).is_some_and(|o| {
        ctx.op_def(body.op_name(o))
            .is_some_and(|d| d.traits.contains(strata_ir::OpTraits::TERMINATOR))
    });
    if terminated {
        return;
    }
    let op = body.create_op(OperationState::new(name, loc));
    body.append_op(b, op);
}

/// The parse hook of ops with a declarative format.
pub fn parse_with_format(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(def) = ctx.op_def(state.name) else {
        return Err(p.emit_error("op has no definition"));
    };
    let Some(spec) = def.interfaces.get::<crate::spec::SpecRef>().map(|s| s.0) else {
        return Err(p.emit_error("op has no declarative spec"));
    };
    let Some(format) = format_of(def) else {
        return Err(p.emit_error("op has no declarative format"));
    };
    // Passed by reference: the state is a few hundred bytes, and moving
    // it costs a copy per parsed op.
    let mut parsed = Parsed {
        operands: per_group(spec.operands.len()),
        operand_pos: per_group(spec.operands.len()),
        operand_types: per_group(spec.operands.len()),
        result_types: per_group(spec.results.len()),
        attrs: smallvec::SmallVec::new(),
        dict_attrs: smallvec::SmallVec::new(),
        successors: Vec::new(),
    };
    parse_elements(p, spec, state, &mut parsed, &format.elements)?;
    finish(p, spec, state, &mut parsed)
}

/// Where an operand group being resolved sits among the parsed groups.
#[derive(Copy, Clone)]
struct GroupTypes {
    /// The operands came from an `operands` directive (one extra group).
    all_operands: bool,
    /// The types came from a `type(operands)` directive.
    all_op_types: bool,
    /// The index of the group.
    k: usize,
}

/// Resolves the operands `list` of one group against `types` into
/// `state`, or reports that their counts differ.
fn resolve_group(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    operand_pos: &[Option<SourcePos>],
    group: GroupTypes,
    list: &[UnresolvedOperand],
    types: &[Type],
) -> ParseResult<()> {
    if list.len() != types.len() {
        // Types the format spells out are resolved as a list against
        // the operands (MLIR's `resolveOperands`).
        let message = if group.all_op_types || !types.is_empty() {
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                list.len(),
                types.len()
            )
        } else {
            format!("{} operands present, but expected {}", list.len(), types.len())
        };
        let at = match list.first() {
            Some(o) => o.pos,
            None => {
                let pos = if group.all_operands {
                    operand_pos.last()
                } else {
                    operand_pos.get(group.k)
                };
                pos.copied().flatten().unwrap_or_else(|| p.name_pos())
            }
        };
        return Err(p.emit_error_at(at, &message));
    }
    for (o, &t) in list.iter().zip(types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    Ok(())
}

/// The known type of the operand group, result group or attribute `name`.
fn parsed_type(ctx: &Context, spec: &OpSpec, parsed: &Parsed, name: &str) -> Option<Type> {
    if let Some(i) = spec.operands.iter().position(|g| g.name == name) {
        return parsed.operand_types[i].as_ref()?.first().copied();
    }
    if let Some(i) = spec.results.iter().position(|g| g.name == name) {
        return parsed.result_types[i].as_ref()?.first().copied();
    }
    // Compared by name: interning `name` costs more than comparing the
    // few parsed names.
    let a = parsed.attrs.iter().find(|e| ctx.ident_str(e.0) == name)?.1;
    crate::constraints::attr_type(ctx, a)
}

/// Gives `name` (an operand or result group whose type is not yet known)
/// the type `t`.
fn set_parsed_type(spec: &OpSpec, parsed: &mut Parsed, name: &str, t: Type) {
    if let Some(i) = spec.operands.iter().position(|g| g.name == name) {
        if parsed.operand_types[i].is_none() {
            parsed.operand_types[i] = Some(smallvec::smallvec![t; parsed.operands[i].len()]);
        }
    } else if let Some(i) = spec.results.iter().position(|g| g.name == name) {
        if parsed.result_types[i].is_none() {
            parsed.result_types[i] = Some(smallvec::smallvec![t]);
        }
    }
}

/// The types known so far of an op's operand and result groups (and typed
/// attributes), by name: what the parser has read, or what a typed builder
/// was given.
pub(crate) trait TypeSlots {
    /// The type of group or attribute `name`, if known.
    fn known(&self, ctx: &Context, name: &str) -> Option<Type>;
    /// Gives `name` (a value group whose type is not yet known) type `t`.
    fn set(&mut self, name: &str, t: Type);
}

struct ParsedSlots<'a> {
    spec: &'a OpSpec,
    parsed: &'a mut Parsed,
}

impl TypeSlots for ParsedSlots<'_> {
    fn known(&self, ctx: &Context, name: &str) -> Option<Type> {
        parsed_type(ctx, self.spec, self.parsed, name)
    }
    fn set(&mut self, name: &str, t: Type) {
        set_parsed_type(self.spec, self.parsed, name, t)
    }
}

/// The parsed types of a group that a `TypesMatchWith` transforms into a
/// type the text leaves out must satisfy the group's constraint before
/// the transform sees them: MLIR's generated parsers check them at the op
/// name ("'lhs' must be ..., but got ..."). An identity transform (the
/// type comes back unchanged) is left to the verifier, as in MLIR.
fn check_transformed_sources(p: &mut dyn OpAsmParser<'_>, spec: &OpSpec, parsed: &Parsed) -> ParseResult<()> {
    let ctx = p.ctx();
    for pred in spec.predicates {
        let Predicate::TypesMatchWith {
            from, to, transform, ..
        } = *pred
        else {
            continue;
        };
        if !is_value_group(spec, to) || parsed_type(ctx, spec, parsed, to).is_some() {
            continue;
        }
        let (constraint, types) = if let Some(i) = spec.operands.iter().position(|g| g.name == from) {
            (&spec.operands[i].constraint, parsed.operand_types[i].as_deref())
        } else if let Some(i) = spec.results.iter().position(|g| g.name == from) {
            (&spec.results[i].constraint, parsed.result_types[i].as_deref())
        } else {
            continue;
        };
        let bad = types
            .unwrap_or(&[])
            .iter()
            .find(|&&t| !constraint.check(ctx, t) && transform(ctx, t) != t);
        if let Some(&t) = bad {
            let pos = p.name_pos();
            let shown = ctx.type_to_string(t);
            let msg = format!("'{from}' must be {}, but got '{shown}'", constraint.summary());
            return Err(p.emit_error_at(pos, &msg));
        }
    }
    Ok(())
}

/// Types not given, from `AllTypesMatch` and `TypesMatchWith` (the result
/// type of `arith.constant` comes from its value this way).
pub(crate) fn infer_from_predicates(ctx: &Context, spec: &OpSpec, slots: &mut dyn TypeSlots) {
    // Each round that changes something settles at least one more
    // relation (a settled one changes nothing again), so after as many
    // rounds as relations another would change nothing: one relation (the
    // common case) takes one round.
    for _ in 0..spec.predicates.len() {
        let mut changed = false;
        for pred in spec.predicates {
            match pred {
                Predicate::AllTypesMatch(names) => {
                    let Some(t) = names.iter().find_map(|n| slots.known(ctx, n)) else {
                        continue;
                    };
                    for n in names.iter() {
                        if slots.known(ctx, n).is_none() && is_value_group(spec, n) {
                            slots.set(n, t);
                            changed = true;
                        }
                    }
                }
                Predicate::TypesMatchWith {
                    from, to, transform, ..
                } => {
                    if slots.known(ctx, to).is_some() || !is_value_group(spec, to) {
                        continue;
                    }
                    if let Some(f) = slots.known(ctx, from) {
                        slots.set(to, transform(ctx, f));
                        changed = true;
                    }
                }
                Predicate::Custom { .. } => {}
            }
        }
        if !changed {
            break;
        }
    }
}

/// The type a constraint allows alone (ODS's `BuildableType`).
pub(crate) fn buildable_type(ctx: &Context, c: &crate::constraints::TypeConstraint) -> Option<Type> {
    use crate::constraints::TypeConstraint as T;
    match *c {
        T::SignlessInteger(w) => Some(ctx.integer_type(w)),
        T::SignedInteger(w) => Some(ctx.integer_type_signed(w, strata_ir::Signedness::Signed)),
        T::UnsignedInteger(w) => Some(ctx.integer_type_signed(w, strata_ir::Signedness::Unsigned)),
        T::Index => Some(ctx.index_type()),
        T::None => Some(ctx.none_type()),
        T::Float(k) => Some(ctx.float_type(k)),
        T::Buildable { build, .. } => Some(build(ctx)),
        _ => None,
    }
}

fn is_value_group(spec: &OpSpec, name: &str) -> bool {
    spec.operands.iter().any(|g| g.name == name) || spec.results.iter().any(|g| g.name == name)
}

fn finish(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    state: &mut OperationState,
    parsed: &mut Parsed,
) -> ParseResult<()> {
    let ctx = p.ctx();
    parsed.successors.sort_by_key(|&(group, _)| group);
    state.successors.extend(parsed.successors.iter().map(|&(_, b)| b));
    // `operands` / `results` directives put everything in an extra group.
    let all_operands = parsed.operands.len() > spec.operands.len();
    let all_op_types = parsed.operand_types.len() > spec.operands.len();
    let all_res_types = parsed.result_types.len() > spec.results.len();

    // How many operands group `i` holds; under `operands` the groups are
    // not split yet (ODS then allows one variable-length group).
    let group_len = |parsed: &Parsed, i: usize| {
        if !all_operands {
            return parsed.operands[i].len();
        }
        if spec.operands[i].arity == Arity::Single {
            return 1;
        }
        let singles = spec.operands.iter().filter(|g| g.arity == Arity::Single).count();
        parsed
            .operands
            .last()
            .map_or(0, |l| l.len())
            .saturating_sub(singles)
    };

    // Infer missing types from the type-relation traits.
    let same_all = spec.has_trait(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
    if (same_all || spec.has_trait(OpTraits::SAME_OPERANDS_TYPE)) && !all_op_types {
        let operand_known = parsed.operand_types.iter().flatten().flatten().copied().next();
        let result_known = parsed.result_types.iter().flatten().flatten().copied().next();
        let known = if same_all {
            operand_known.or(result_known)
        } else {
            operand_known
        };
        if let Some(t) = known {
            for i in 0..spec.operands.len() {
                if parsed.operand_types[i].is_none() {
                    parsed.operand_types[i] = Some(smallvec::smallvec![t; group_len(parsed, i)]);
                }
            }
            if same_all && !all_res_types {
                for (i, g) in spec.results.iter().enumerate() {
                    if parsed.result_types[i].is_none() {
                        parsed.result_types[i] = Some(if g.arity == Arity::Single {
                            smallvec::smallvec![t]
                        } else {
                            Types::new()
                        });
                    }
                }
            }
        }
    }
    if !all_op_types && !all_res_types {
        check_transformed_sources(p, spec, parsed)?;
        infer_from_predicates(ctx, spec, &mut ParsedSlots { spec, parsed });
    }
    // Groups whose constraint is one buildable type (`I64`, `Index`, ...)
    // need not be printed.
    if !all_op_types {
        for (i, g) in spec.operands.iter().enumerate() {
            if parsed.operand_types[i].is_none() {
                if let Some(t) = buildable_type(ctx, &g.constraint) {
                    parsed.operand_types[i] = Some(smallvec::smallvec![t; group_len(parsed, i)]);
                }
            }
        }
    }
    if !all_res_types {
        for (i, g) in spec.results.iter().enumerate() {
            if parsed.result_types[i].is_none() && g.arity == Arity::Single {
                if let Some(t) = buildable_type(ctx, &g.constraint) {
                    parsed.result_types[i] = Some(smallvec::smallvec![t]);
                }
            }
        }
    }

    // Operands.
    let mut segment_sizes: smallvec::SmallVec<[i32; 4]> = smallvec::SmallVec::new();
    if all_operands || all_op_types {
        // The parsed lists are moved out (not cloned: each operand owns
        // its name).
        let operand_groups: PerGroup<(Operands, Types)> = if all_operands {
            let list = parsed.operands.pop().unwrap_or_default();
            let types = if all_op_types {
                parsed.operand_types.pop().flatten().unwrap_or_default()
            } else {
                parsed.operand_types.iter().flatten().flatten().copied().collect()
            };
            smallvec::smallvec![(list, types)]
        } else {
            let types = parsed.operand_types.pop().flatten().unwrap_or_default();
            // MLIR resolves the concatenated groups against the types at
            // once, reporting a count mismatch at the op's name.
            let count: usize = parsed.operands.iter().map(|l| l.len()).sum();
            if count != types.len() {
                let at = p.name_pos();
                return Err(p.emit_error_at(
                    at,
                    &format!(
                        "number of operands and types do not match: got {count} operands and {} types",
                        types.len()
                    ),
                ));
            }
            let mut it = types.into_iter();
            std::mem::take(&mut parsed.operands)
                .into_iter()
                .map(|l| {
                    let n = l.len();
                    (l, it.by_ref().take(n).collect())
                })
                .collect()
        };
        for (k, (list, types)) in operand_groups.iter().enumerate() {
            let group = GroupTypes {
                all_operands,
                all_op_types,
                k,
            };
            resolve_group(p, state, &parsed.operand_pos, group, list, types)?;
            segment_sizes.push(list.len() as i32);
        }
    } else {
        // One group per declared operand group, each with its own types:
        // resolved in place, without regrouping.
        for k in 0..parsed.operands.len() {
            let list = &parsed.operands[k];
            let types = parsed.operand_types[k].as_deref().unwrap_or_default();
            let group = GroupTypes {
                all_operands,
                all_op_types,
                k,
            };
            resolve_group(p, state, &parsed.operand_pos, group, list, types)?;
            segment_sizes.push(list.len() as i32);
        }
    }

    // Results.
    if all_res_types {
        state.result_types = parsed.result_types.pop().flatten().unwrap_or_default().into_vec();
    } else {
        for (g, t) in spec.results.iter().zip(&parsed.result_types) {
            match t {
                Some(t) => state.result_types.extend_from_slice(t),
                None if g.arity == Arity::Single => {
                    return Err(p.emit_error(&format!("type of result '{}' is not inferred", g.name)));
                }
                None => {}
            }
        }
    }

    // A parsed region of a single-block op gets its block even when
    // written `{}` (ODS's generated parsers emplace it).
    if spec.has_trait(OpTraits::SINGLE_BLOCK) && spec.implicit_terminator.is_none() {
        for k in 0..state.regions.len() {
            strata_ir::asm::ensure_region_block(p, state, k);
        }
    }

    // Regions of absent optional groups are empty.
    let fixed_regions = spec.regions.iter().filter(|r| !r.variadic).count();
    while state.regions.len() < fixed_regions {
        let r = strata_ir::asm::region_body(p, state).create_region();
        state.regions.push(r);
    }

    // Attributes: inherent ones become properties.
    let mut props: smallvec::SmallVec<[NamedAttribute; 4]> = smallvec::SmallVec::new();
    let mut discardable: smallvec::SmallVec<[NamedAttribute; 4]> = smallvec::SmallVec::new();
    // An attribute written in the dictionary replaces the one the format
    // gave (as MLIR, whose dictionary sets the property last).
    let in_dict = |i: usize| parsed.dict_attrs.iter().any(|r| r.contains(&i));
    let from_dict: smallvec::SmallVec<[strata_ir::Ident; 4]> =
        if parsed.dict_attrs.iter().all(|r| r.is_empty()) {
            // No dictionary entries (the usual case): nothing is replaced.
            smallvec::SmallVec::new()
        } else {
            (0..parsed.attrs.len())
                .filter(|&i| in_dict(i))
                .map(|i| parsed.attrs[i].0)
                .collect()
        };
    let entries = parsed
        .attrs
        .iter()
        .enumerate()
        .filter(|&(i, e)| from_dict.is_empty() || in_dict(i) || !from_dict.contains(&e.0))
        .map(|(_, e)| *e);
    for (n, v) in entries {
        let name = ctx.ident_str(n);
        if spec.attributes.iter().any(|a| a.name == name) || name == "operandSegmentSizes" {
            props.push((n, v));
        } else {
            discardable.push((n, v));
        }
    }
    if spec.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) && !all_operands {
        let a = ctx.dense_i32_array_attr(&segment_sizes);
        props.push((ctx.ident("operandSegmentSizes"), a));
    }
    if !props.is_empty() {
        match ctx.dictionary_attr_checked(&props) {
            Ok(d) => state.properties = Some(d),
            Err(dup) => {
                return Err(p.emit_error(&format!(
                    "attribute '{}' occurs more than once in the attribute list",
                    ctx.ident_str(dup)
                )))
            }
        }
    }
    if !discardable.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&discardable));
    }
    Ok(())
}

#[cfg(test)]
#[path = "asm_format_tests.rs"]
mod tests;
