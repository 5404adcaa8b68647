//! A registered dialect as IRDL (`strata-opt --dialect-to-irdl=<name>`):
//! an `irdl.dialect` with an `irdl.operation` per op defined with
//! `strata_ods::op!`, from the constraints of its spec.
//!
//! Constraints map to IRDL where they can: exact types to `irdl.is`, type
//! classes to `irdl.base` or `irdl.any_of` of bases, unions to
//! `irdl.any_of`, enums to `irdl.any_of` of their cases, and the type
//! equalities of `SameOperandsAndResultType`, `SameTypeOperands` and
//! `AllTypesMatch` to one constraint value shared by the values. What IRDL
//! cannot say (element types of containers, other predicates, optional
//! attributes, successors, variadic regions) becomes a weaker constraint
//! with a comment saying what was left out, so that a file printed here
//! loads with `--irdl-file` and accepts every valid op of the dialect.
//! [`op_constraints`] gives one op's constraints as data, the same ones
//! the printed form states.

use rustc_hash::FxHashMap;
use strata_ir::{Attribute, Context, FloatKind, OpTraits, Signedness, Type};
use strata_ods::constraints::{AttrConstraint, EnumDef, TypeConstraint};
use strata_ods::spec::{OpSpec, SpecRef};
use strata_ods::{Arity, Predicate, RegionConstraint};

use crate::load::attr_base_name;

/// One constraint value of an exported operation, as data: what the
/// printed `irdl` op says, for analyses that reason about the constraints
/// (the SMT check of PDL rewrites) without parsing the printed text.
#[derive(Clone, Debug, PartialEq)]
pub enum Constraint {
    /// `irdl.any`.
    Any,
    /// `irdl.is` of a type.
    IsType(Type),
    /// `irdl.is` of an attribute.
    IsAttr(Attribute),
    /// `irdl.base`: a qualified base name (`builtin.integer`), of a type
    /// (`!`) or of an attribute (`#`).
    Base {
        /// The qualified name, without the sigil.
        name: String,
        /// A type base (else an attribute base).
        is_type: bool,
    },
    /// `irdl.any_of` of other constraint values (indices).
    AnyOf(Vec<usize>),
    /// `irdl.region` (not a constraint on attributes).
    Region,
}

/// An operand or result of an exported operation.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueConstraint {
    /// Its name in the op's spec.
    pub name: &'static str,
    /// Single, optional or variadic.
    pub arity: Arity,
    /// Its constraint value (an index into [`OpConstraints::constraints`]);
    /// values sharing one must have equal types.
    pub var: usize,
    /// The spec's summary of its constraint (`signless-integer-like`).
    pub summary: String,
}

/// The IRDL form of one op's constraints, as [`dialect_to_irdl`] prints
/// it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpConstraints {
    /// The constraint values, by index (`%N`).
    pub constraints: Vec<Constraint>,
    /// The operands.
    pub operands: Vec<ValueConstraint>,
    /// The results.
    pub results: Vec<ValueConstraint>,
    /// The required attributes: name, constraint value and summary.
    pub attributes: Vec<(&'static str, usize, String)>,
    /// The optional attributes, which IRDL cannot list (their constraints
    /// are not exported).
    pub optional_attributes: Vec<&'static str>,
    /// What IRDL cannot say about the op and the export left out or
    /// weakened (the printed comments, but for optional attributes).
    pub unexpressed: Vec<String>,
}

/// Builds the constraint ops of one operation definition.
struct Emitter<'a> {
    ctx: &'a Context,
    lines: Vec<String>,
    constraints: Vec<Constraint>,
    unexpressed: Vec<String>,
}

impl Emitter<'_> {
    /// `%N = <op>`: a new constraint value.
    fn def(&mut self, op: String, c: Constraint) -> String {
        let name = format!("%{}", self.constraints.len());
        self.constraints.push(c);
        self.lines.push(format!("{name} = {op}"));
        name
    }

    fn comment(&mut self, text: &str) {
        self.unexpressed.push(text.to_string());
        self.lines.push(format!("// {text}"));
    }

    fn any(&mut self) -> String {
        self.def("irdl.any".into(), Constraint::Any)
    }

    fn base(&mut self, name: &str) -> String {
        let (is_type, bare) = match name.strip_prefix('!') {
            Some(n) => (true, n),
            None => (false, name.trim_start_matches('#')),
        };
        let c = Constraint::Base {
            name: bare.to_string(),
            is_type,
        };
        self.def(format!("irdl.base \"{name}\""), c)
    }

    fn is_type(&mut self, t: Type) -> String {
        let text = self.ctx.type_to_string(t);
        self.def(format!("irdl.is {text}"), Constraint::IsType(t))
    }

    fn is_attr(&mut self, a: Attribute) -> String {
        let text = self.ctx.attr_to_string(a);
        self.def(format!("irdl.is {text}"), Constraint::IsAttr(a))
    }

    fn any_of(&mut self, vars: Vec<String>) -> String {
        if vars.len() == 1 {
            return vars.into_iter().next().unwrap_or_default();
        }
        let ids = vars
            .iter()
            .filter_map(|v| v.trim_start_matches('%').parse().ok())
            .collect();
        self.def(
            format!("irdl.any_of({})", vars.join(", ")),
            Constraint::AnyOf(ids),
        )
    }

    fn bases(&mut self, names: &[&str]) -> String {
        let vars = names.iter().map(|n| self.base(n)).collect();
        self.any_of(vars)
    }

    /// A constraint value for values of type constraint `c`.
    fn type_constraint(&mut self, c: &TypeConstraint) -> String {
        use TypeConstraint as T;
        let ctx = self.ctx;
        match c {
            T::Any => self.any(),
            T::AnyInteger => self.base("!builtin.integer"),
            T::AnySignlessInteger => {
                self.comment("signless integer: the signedness is not constrained");
                self.base("!builtin.integer")
            }
            T::SignlessInteger(w) => self.is_type(ctx.integer_type(*w)),
            T::SignedInteger(w) => self.is_type(ctx.integer_type_signed(*w, Signedness::Signed)),
            T::UnsignedInteger(w) => self.is_type(ctx.integer_type_signed(*w, Signedness::Unsigned)),
            T::Index => self.is_type(ctx.index_type()),
            T::SignlessIntegerOrIndex => {
                self.comment("signless integer or index: the signedness is not constrained");
                let i = self.base("!builtin.integer");
                let x = self.is_type(ctx.index_type());
                self.any_of(vec![i, x])
            }
            T::AnyFloat => {
                let vars = FloatKind::ALL
                    .iter()
                    .map(|&k| self.is_type(ctx.float_type(k)))
                    .collect();
                self.any_of(vars)
            }
            T::Float(k) => self.is_type(ctx.float_type(*k)),
            T::None => self.is_type(ctx.none_type()),
            T::AnyComplex => self.base("!builtin.complex"),
            T::ComplexOf(_) => {
                self.comment(&format!("{}: the element type is not constrained", c.summary()));
                self.base("!builtin.complex")
            }
            T::AnyOf(cs) => {
                let vars = cs.iter().map(|c| self.type_constraint(c)).collect();
                self.any_of(vars)
            }
            T::OrContainerOf(inner, _) => {
                self.comment(&format!(
                    "{}: the element type of vectors and tensors is not constrained",
                    c.summary()
                ));
                let scalar = self.type_constraint(inner);
                let v = self.base("!builtin.vector");
                let t = self.base("!builtin.tensor");
                let u = self.base("!builtin.unranked_tensor");
                self.any_of(vec![scalar, v, t, u])
            }
            T::TensorOf(_) => self.container(c, &["!builtin.tensor", "!builtin.unranked_tensor"]),
            T::RankedTensorOf(_) => self.container(c, &["!builtin.tensor"]),
            T::UnrankedTensorOf(_) => self.container(c, &["!builtin.unranked_tensor"]),
            T::VectorOf(_) | T::VectorWith { .. } => self.container(c, &["!builtin.vector"]),
            T::MemRefOf(_) => self.container(c, &["!builtin.memref"]),
            T::UnrankedMemRefOf(_) => self.container(c, &["!builtin.unranked_memref"]),
            T::RankedOrUnrankedMemRef => self.bases(&["!builtin.memref", "!builtin.unranked_memref"]),
            T::AnyShaped => self.bases(&[
                "!builtin.vector",
                "!builtin.tensor",
                "!builtin.unranked_tensor",
                "!builtin.memref",
                "!builtin.unranked_memref",
            ]),
            T::Function => self.base("!builtin.function"),
            T::Custom { summary, .. } | T::Buildable { summary, .. } => {
                self.comment(&format!("{summary}: not expressible in IRDL"));
                self.any()
            }
        }
    }

    fn container(&mut self, c: &TypeConstraint, bases: &[&str]) -> String {
        self.comment(&format!("{}: the element type is not constrained", c.summary()));
        self.bases(bases)
    }

    /// A constraint value for attributes of constraint `c`.
    fn attr_constraint(&mut self, c: &AttrConstraint) -> String {
        use AttrConstraint as A;
        match c {
            A::Any => self.any(),
            A::Str | A::SymbolName => self.base("#builtin.string"),
            A::Unit => self.base("#builtin.unit"),
            A::Bool => {
                let t = self.is_attr(self.ctx.bool_attr(true));
                let f = self.is_attr(self.ctx.bool_attr(false));
                self.any_of(vec![t, f])
            }
            A::SignlessInteger(_) | A::Index | A::AnyInteger => {
                self.comment(&format!("{}: the integer type is not constrained", c.summary()));
                self.base("#builtin.integer")
            }
            A::Float(_) => {
                self.comment(&format!("{}: the float type is not constrained", c.summary()));
                self.base("#builtin.float")
            }
            A::TypeAttr => self.base("#builtin.type"),
            A::TypeAttrOf(t) => self.type_constraint(t),
            A::Array | A::ArrayOf(..) => self.base("#builtin.array"),
            A::Dictionary => self.base("#builtin.dictionary"),
            A::SymbolRef | A::FlatSymbolRef => self.base("#builtin.symbol_ref"),
            A::DenseArray(..) => self.base("#builtin.dense_array"),
            A::Enum(e) => self.enum_constraint(e),
            A::Elements | A::Typed | A::Custom { .. } | A::Class { .. } | A::Confined { .. } => {
                self.comment(&format!("{}: not expressible in IRDL", c.summary()));
                self.any()
            }
        }
    }

    /// An enum's cases; a set of flags by its attribute's base.
    fn enum_constraint(&mut self, e: &EnumDef) -> String {
        let ctx = self.ctx;
        if e.is_bit_enum() {
            let base = attr_base_name(ctx, e.attr(ctx, 0));
            self.comment(&format!("{}: any combination of flags", e.summary()));
            return self.base(&format!("#{base}"));
        }
        let vars = e
            .cases
            .iter()
            .map(|&(_, v)| self.is_attr(e.attr(ctx, v)))
            .collect();
        self.any_of(vars)
    }
}

/// A valid IRDL name for `name`: lowercase letters, digits and single
/// underscores, not starting with one.
fn irdl_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let c = if c.is_ascii_alphanumeric() {
            c.to_ascii_lowercase()
        } else {
            '_'
        };
        if c == '_' && (out.is_empty() || out.ends_with('_')) {
            continue;
        }
        out.push(c);
    }
    while out.ends_with('_') && out.len() > 1 {
        out.pop();
    }
    if out.is_empty() {
        out.push('v');
    }
    out
}

/// The names of the values whose types must be equal, by the op's traits
/// and `AllTypesMatch` predicates: a group index per value name.
fn equal_type_groups(spec: &OpSpec) -> FxHashMap<&'static str, usize> {
    let mut groups: Vec<Vec<&'static str>> = Vec::new();
    let operands: Vec<&'static str> = spec.operands.iter().map(|v| v.name).collect();
    let results: Vec<&'static str> = spec.results.iter().map(|v| v.name).collect();
    if spec.traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) {
        groups.push(operands.iter().chain(&results).copied().collect());
    } else if spec.traits.contains(OpTraits::SAME_OPERANDS_TYPE) {
        groups.push(operands.clone());
    }
    for p in spec.predicates {
        if let Predicate::AllTypesMatch(names) = p {
            groups.push(
                names
                    .iter()
                    .copied()
                    .filter(|n| operands.contains(n) || results.contains(n))
                    .collect(),
            );
        }
    }
    // Groups sharing a value are one group.
    let mut of: FxHashMap<&'static str, usize> = FxHashMap::default();
    let mut parent: Vec<usize> = (0..groups.len()).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (g, names) in groups.iter().enumerate() {
        for &n in names {
            match of.get(n) {
                Some(&h) => {
                    let (a, b) = (find(&mut parent, h), find(&mut parent, g));
                    parent[b] = a;
                }
                None => {
                    of.insert(n, g);
                }
            }
        }
    }
    of.into_iter().map(|(n, g)| (n, find(&mut parent, g))).collect()
}

/// The constraint lines of one op's `irdl.operation`, and the same
/// constraints as data.
fn emit_op(ctx: &Context, spec: &OpSpec) -> (Vec<String>, OpConstraints) {
    let mut e = Emitter {
        ctx,
        lines: Vec::new(),
        constraints: Vec::new(),
        unexpressed: Vec::new(),
    };
    let groups = equal_type_groups(spec);
    let mut group_vars: FxHashMap<usize, String> = FxHashMap::default();
    let mut used: FxHashMap<String, ()> = FxHashMap::default();
    let mut unique = |name: &str| -> String {
        let base = irdl_name(name);
        let mut n = base.clone();
        let mut k = 1;
        while used.contains_key(&n) {
            n = format!("{base}_{k}");
            k += 1;
        }
        used.insert(n.clone(), ());
        n
    };
    let mut value_var = |e: &mut Emitter<'_>, name: &str, c: &TypeConstraint| -> String {
        match groups.get(name) {
            Some(&g) => {
                if let Some(v) = group_vars.get(&g) {
                    return v.clone();
                }
                // The first value of the group gives the constraint; the
                // others are equal to it.
                let v = e.type_constraint(c);
                group_vars.insert(g, v.clone());
                v
            }
            None => e.type_constraint(c),
        }
    };
    let mut list = |e: &mut Emitter<'_>,
                    values: &[strata_ods::spec::ValueSpec],
                    data: &mut Vec<ValueConstraint>|
     -> Vec<String> {
        values
            .iter()
            .map(|v| {
                let var = value_var(e, v.name, &v.constraint);
                data.push(ValueConstraint {
                    name: v.name,
                    arity: v.arity,
                    var: var.trim_start_matches('%').parse().unwrap_or_default(),
                    summary: v.constraint.summary(),
                });
                let arity = match v.arity {
                    Arity::Single => "",
                    Arity::Optional => "optional ",
                    Arity::Variadic => "variadic ",
                };
                format!("{}: {arity}{var}", unique(v.name))
            })
            .collect()
    };
    let mut data = OpConstraints::default();
    let operands = list(&mut e, spec.operands, &mut data.operands);
    let results = list(&mut e, spec.results, &mut data.results);
    let mut attributes = Vec::new();
    for a in spec.attributes {
        if a.optional {
            // Not a weakening of what an op without it must satisfy: kept
            // apart from `unexpressed`.
            e.lines.push(format!(
                "// attribute '{}' ({}) is optional: not listed (IRDL attributes are required)",
                a.name,
                a.constraint.summary()
            ));
            data.optional_attributes.push(a.name);
            continue;
        }
        let var = e.attr_constraint(&a.constraint);
        data.attributes.push((
            a.name,
            var.trim_start_matches('%').parse().unwrap_or_default(),
            a.constraint.summary(),
        ));
        attributes.push(format!("\"{}\" = {var}", a.name));
    }
    let mut regions = Vec::new();
    for r in spec.regions {
        if r.variadic {
            e.comment(&format!(
                "variadic region group '{}': not expressible in IRDL",
                r.name
            ));
            continue;
        }
        let size = match r.constraint {
            RegionConstraint::Any => String::new(),
            RegionConstraint::Sized(n) => format!(" with size {n}"),
            RegionConstraint::MaxSized(n) => {
                e.comment(&format!(
                    "region '{}' has at most {n} blocks: not constrained",
                    r.name
                ));
                String::new()
            }
            RegionConstraint::MinSized(n) => {
                e.comment(&format!(
                    "region '{}' has at least {n} blocks: not constrained",
                    r.name
                ));
                String::new()
            }
        };
        let var = e.def(format!("irdl.region{size}"), Constraint::Region);
        regions.push(format!("{}: {var}", unique(r.name)));
    }
    for p in spec.predicates {
        match p {
            Predicate::AllTypesMatch(_) => {}
            Predicate::TypesMatchWith { summary, .. } | Predicate::Custom { summary, .. } => {
                e.comment(&format!("'{summary}': not expressible in IRDL"));
            }
        }
    }
    if !spec.successors.is_empty() {
        e.comment("successors: not expressible in IRDL");
    }
    if spec.verify.is_some() || spec.verify_regions.is_some() {
        e.comment("the op's own verifier is not expressible in IRDL");
    }
    if !operands.is_empty() {
        e.lines.push(format!("irdl.operands({})", operands.join(", ")));
    }
    if !results.is_empty() {
        e.lines.push(format!("irdl.results({})", results.join(", ")));
    }
    if !attributes.is_empty() {
        e.lines
            .push(format!("irdl.attributes {{{}}}", attributes.join(", ")));
    }
    if !regions.is_empty() {
        e.lines.push(format!("irdl.regions({})", regions.join(", ")));
    }
    data.constraints = e.constraints;
    data.unexpressed = e.unexpressed;
    (e.lines, data)
}

/// The constraints of the op named `name` as its IRDL export expresses
/// them, if a registered dialect defines it with `op!`.
pub fn op_constraints(ctx: &Context, name: &str) -> Option<OpConstraints> {
    let def = ctx.op_def(ctx.op_name(name))?;
    let spec = def.interfaces.get::<SpecRef>()?;
    Some(emit_op(ctx, spec.0).1)
}

/// The `irdl.operation` of one op.
fn export_op(ctx: &Context, spec: &OpSpec, symbol: &str, out: &mut String) {
    let (lines, _) = emit_op(ctx, spec);
    out.push_str(&format!("  irdl.operation @{symbol} {{\n"));
    for l in &lines {
        out.push_str("    ");
        out.push_str(l);
        out.push('\n');
    }
    out.push_str("  }\n");
}

/// The registered dialect `name` as an `irdl.dialect`, or an error
/// message when no such dialect is registered. Types and attributes are
/// written with the context's display printers, which the text format
/// crate installs (`strata_asm::install_note_printer`).
pub fn dialect_to_irdl(ctx: &Context, name: &str) -> Result<String, String> {
    let Some(dialect) = ctx.dialect_by_name(name) else {
        return Err(format!("no dialect named '{name}' is registered"));
    };
    let mut out = format!("irdl.dialect @{} {{\n", irdl_name(name));
    out.push_str("  // Types and attributes of the dialect are not exported.\n");
    let mut ops: Vec<_> = dialect.ops.iter().collect();
    ops.sort_by_key(|o| o.name);
    // Symbols stay unique when two names become the same valid name.
    let mut symbols: FxHashMap<String, ()> = FxHashMap::default();
    for op in ops {
        match op.interfaces.get::<SpecRef>() {
            Some(spec) => {
                let short = op.name.split_once('.').map_or(op.name, |(_, n)| n);
                let base = irdl_name(short);
                let mut symbol = base.clone();
                let mut k = 1;
                while symbols.insert(symbol.clone(), ()).is_some() {
                    symbol = format!("{base}_{k}");
                    k += 1;
                }
                export_op(ctx, spec.0, &symbol, &mut out)
            }
            None => out.push_str(&format!("  // {}: not defined with op!, not exported\n", op.name)),
        }
    }
    out.push_str("}\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_made_valid() {
        assert_eq!(irdl_name("operandSegmentSizes"), "operandsegmentsizes");
        assert_eq!(irdl_name("_a__b_"), "a_b");
        assert_eq!(irdl_name("__"), "v");
        assert!(crate::check_name("x", &irdl_name("Weird.Name-1")).is_ok());
    }
}
