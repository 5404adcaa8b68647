//! Op specifications: the declarative description of an operation.
//!
//! An [`OpSpec`] is static data: operands, results, attributes, regions
//! and successors with their constraints, traits, and an optional
//! declarative assembly format. [`OpSpec::to_def`] turns it into the
//! registry's [`OpDef`], whose verifier checks the spec (in MLIR's order)
//! before calling the op's own verifier.

use strata_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface, DEFAULT_RESOURCE};
use strata_ir::{
    AttachInterface, AttrKind, Attribute, BlockArgNamesFn, Context, FoldFn, Interfaces, LogicalResult, OpDef,
    OpRef, OpTraits, ParseFn, PrintFn, ResultNamesFn, Type, VerifyFn, VerifySymbolUsesFn,
};

use crate::constraints::{AttrConstraint, TypeConstraint};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one value.
    Single,
    /// Zero or one value.
    Optional,
    /// Any number of values.
    Variadic,
}

/// A memory effect an op declares: on one of its operands or results
/// (MLIR's `Arg<AnyMemRef, "", [MemRead]>`, `Res<..., [MemAlloc]>`) or
/// on the op as a whole (`MemoryEffects<[MemWrite]>`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct EffectSpec {
    /// What the op does to the value or resource.
    pub kind: EffectKind,
    /// The resource affected; MLIR's default resource unless given.
    pub resource: &'static str,
}

impl EffectSpec {
    /// An effect on the default resource.
    pub const fn new(kind: EffectKind) -> EffectSpec {
        EffectSpec {
            kind,
            resource: DEFAULT_RESOURCE,
        }
    }
    /// The same effect on another resource.
    pub const fn on(self, resource: &'static str) -> EffectSpec {
        EffectSpec { resource, ..self }
    }
}

/// A named operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct ValueSpec {
    /// The group's name (its ODS name, used in messages and formats).
    pub name: &'static str,
    /// How many values the group has.
    pub arity: Arity,
    /// What each value's type must satisfy.
    pub constraint: TypeConstraint,
    /// The memory effects the op has on each value of the group.
    pub effects: &'static [EffectSpec],
}

impl ValueSpec {
    /// A group of exactly one value.
    pub const fn single(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Single,
            constraint,
            effects: &[],
        }
    }
    /// A group of zero or one value.
    pub const fn optional(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Optional,
            constraint,
            effects: &[],
        }
    }
    /// A group of any number of values.
    pub const fn variadic(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Variadic,
            constraint,
            effects: &[],
        }
    }
    /// The group with the memory effects the op has on its values.
    pub const fn with_effects(self, effects: &'static [EffectSpec]) -> ValueSpec {
        ValueSpec { effects, ..self }
    }
}

/// An inherent attribute (stored as a property).
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    /// The attribute's name.
    pub name: &'static str,
    /// What its value must satisfy.
    pub constraint: AttrConstraint,
    /// `OptionalAttr`: may be absent.
    pub optional: bool,
    /// `DefaultValuedAttr`: the value when absent (absent is then valid).
    pub default: Option<fn(&Context) -> Attribute>,
    /// Whether an absent default-valued attribute is set to its default
    /// when the op is created (`DefaultValuedAttr`; not
    /// `DefaultValuedOptionalAttr`).
    pub populate: bool,
}

impl AttrSpec {
    /// An attribute the op must have.
    pub const fn required(name: &'static str, constraint: AttrConstraint) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: false,
            default: None,
            populate: false,
        }
    }
    /// An attribute the op may have.
    pub const fn optional(name: &'static str, constraint: AttrConstraint) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: true,
            default: None,
            populate: false,
        }
    }
    /// An attribute that takes a default value when absent.
    pub const fn default_valued(
        name: &'static str,
        constraint: AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: true,
            default: Some(default),
            populate: true,
        }
    }
    /// `DefaultValuedOptionalAttr`: absent stays absent; the default value
    /// is elided when printing.
    pub const fn default_valued_optional(
        name: &'static str,
        constraint: AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: true,
            default: Some(default),
            populate: false,
        }
    }
}

/// A constraint on a region.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionConstraint {
    /// `AnyRegion`.
    Any,
    /// `SizedRegion<n>`: "region with n blocks".
    Sized(u32),
    /// `MaxSizedRegion<n>`: "region with at most n blocks".
    MaxSized(u32),
    /// `MinSizedRegion<n>`: "region with at least n blocks".
    MinSized(u32),
}

impl RegionConstraint {
    /// The predicate's summary, as verifier messages quote it.
    pub fn summary(self) -> String {
        match self {
            RegionConstraint::Any => "any region".into(),
            RegionConstraint::Sized(n) => format!("region with {n} blocks"),
            RegionConstraint::MaxSized(n) => format!("region with at most {n} blocks"),
            RegionConstraint::MinSized(n) => format!("region with at least {n} blocks"),
        }
    }
}

/// A named region or variadic group of regions.
#[derive(Copy, Clone, Debug)]
pub struct RegionSpec {
    /// The group's name.
    pub name: &'static str,
    /// Whether the group has any number of regions (else exactly one).
    pub variadic: bool,
    /// What each region must satisfy.
    pub constraint: RegionConstraint,
}

impl RegionSpec {
    /// A group of exactly one region.
    pub const fn single(name: &'static str, constraint: RegionConstraint) -> RegionSpec {
        RegionSpec {
            name,
            variadic: false,
            constraint,
        }
    }
    /// A group of any number of regions.
    pub const fn variadic(name: &'static str, constraint: RegionConstraint) -> RegionSpec {
        RegionSpec {
            name,
            variadic: true,
            constraint,
        }
    }
}

/// A named successor or variadic group of successors.
#[derive(Copy, Clone, Debug)]
pub struct SuccessorSpec {
    /// The group's name.
    pub name: &'static str,
    /// Whether the group has any number of successors (else exactly one).
    pub variadic: bool,
}

impl SuccessorSpec {
    /// A group of exactly one successor.
    pub const fn single(name: &'static str) -> SuccessorSpec {
        SuccessorSpec {
            name,
            variadic: false,
        }
    }
    /// A group of any number of successors.
    pub const fn variadic(name: &'static str) -> SuccessorSpec {
        SuccessorSpec { name, variadic: true }
    }
}

/// A `PredOpTrait` checked with the declared invariants; failures read
/// "failed to verify that \<summary\>". The type relations also let the
/// declarative assembly format infer types it does not print.
#[derive(Copy, Clone, Debug)]
pub enum Predicate {
    /// `AllTypesMatch<[names]>`: operands, results or typed attributes
    /// (by name) have one type: "all of {a, b} have same type".
    AllTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith<summary, from, to, transform>`: the type of `to` is
    /// `transform` of the type of `from`.
    TypesMatchWith {
        /// The summary verifier messages quote.
        summary: &'static str,
        /// The operand or result whose type determines the other's.
        from: &'static str,
        /// The operand or result whose type is determined.
        to: &'static str,
        /// The type of `to`, given the type of `from`.
        transform: fn(&Context, Type) -> Type,
    },
    /// Any other `PredOpTrait`.
    Custom {
        /// The summary verifier messages quote.
        summary: &'static str,
        /// Whether the op satisfies the predicate.
        check: fn(OpRef<'_>) -> bool,
    },
}

/// A trait with its own verifier, run (in order) after the core type
/// traits and before the op's own verifier.
#[derive(Copy, Clone, Debug)]
pub enum TraitCheck {
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// `SameOperandsShape`.
    SameOperandsShape,
    /// `Elementwise` (of `ElementwiseMappable`).
    Elementwise,
    /// Another trait or interface verifier (`CastOpInterface`, ...).
    Custom(VerifyFn),
}

/// The declarative description of an operation: everything MLIR's ODS
/// says about an op, in one place. Registration derives the op's whole
/// [`OpDef`] from it ([`OpSpec::to_def`]); nothing is attached to an op
/// afterwards by name.
#[derive(Clone)]
pub struct OpSpec {
    /// The op's full name (`dialect.op`).
    pub name: &'static str,
    /// A one-line summary, for the documentation.
    pub summary: &'static str,
    /// The longer description, for the documentation.
    pub description: &'static str,
    /// An example of the op's textual form, shown in the dialect docs and
    /// parsed by the docs test.
    pub example: &'static str,
    /// The op's traits.
    pub traits: OpTraits,
    /// The operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// The result groups, in order.
    pub results: &'static [ValueSpec],
    /// The inherent attributes (properties).
    pub attributes: &'static [AttrSpec],
    /// The region groups, in order.
    pub regions: &'static [RegionSpec],
    /// The successor groups, in order.
    pub successors: &'static [SuccessorSpec],
    /// `HasParent<...>`.
    pub parents: &'static [&'static str],
    /// `SingleBlockImplicitTerminator<...>`.
    pub implicit_terminator: Option<&'static str>,
    /// The declarative assembly format, if the op has one.
    pub format: Option<&'static str>,
    /// `PredOpTrait`s, checked after the other invariants.
    pub predicates: &'static [Predicate],
    /// Trait verifiers run after the core type-relation traits.
    pub trait_checks: &'static [TraitCheck],
    /// The op's own verifier, run after the spec's checks.
    pub verify: Option<VerifyFn>,
    /// The op's verifier run after its regions are verified.
    pub verify_regions: Option<VerifyFn>,
    /// Suggested names of the results in the printed form (`OpAsmOpInterface`).
    pub result_names: Option<ResultNamesFn>,
    /// The op's folder (MLIR's `hasFolder`).
    pub fold: Option<FoldFn>,
    /// The op's canonicalization patterns (MLIR's `hasCanonicalizer`).
    pub canonicalize: Option<strata_rewrite::PopulatePatternsFn>,
    /// The `custom<Name>` directives the format uses.
    pub custom_directives: &'static [&'static crate::directives::CustomDirective],
    /// A hand-written custom form, for ops whose syntax the declarative
    /// format cannot express (MLIR's `hasCustomAssemblyFormat`).
    pub parse: Option<ParseFn>,
    /// The printing half of the hand-written custom form.
    pub print: Option<PrintFn>,
    /// Memory effects of the op as a whole (effects on particular operands
    /// and results are declared on their [`ValueSpec`]s).
    pub effects: &'static [EffectSpec],
    /// Interface implementations with their per-op data (region branch,
    /// loop-like, memory slots, speculation, ...).
    pub interfaces: &'static [&'static dyn AttachInterface],
    /// `SymbolUserOpInterface::verifySymbolUses`.
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    /// `OpAsmOpInterface::getAsmBlockArgumentNames`.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// The argument types of the entry block the typed builder adds to the
    /// op's first region, from its inherent attributes (a function's
    /// inputs, from its type); without it, or when it returns `None`,
    /// built regions are empty.
    pub entry_block_args: Option<EntryBlockArgsFn>,
}

/// See [`OpSpec::entry_block_args`]: the argument types of a built op's
/// entry block, given the context and the op's properties (a dictionary
/// attribute).
pub type EntryBlockArgsFn = fn(&Context, Attribute) -> Option<Vec<Type>>;

impl std::fmt::Debug for OpSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpSpec")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl OpSpec {
    /// A spec with nothing declared.
    pub const fn new(name: &'static str) -> OpSpec {
        OpSpec {
            name,
            summary: "",
            description: "",
            example: "",
            traits: OpTraits::NONE,
            operands: &[],
            results: &[],
            attributes: &[],
            regions: &[],
            successors: &[],
            parents: &[],
            implicit_terminator: None,
            format: None,
            predicates: &[],
            trait_checks: &[],
            verify: None,
            verify_regions: None,
            result_names: None,
            fold: None,
            canonicalize: None,
            custom_directives: &[],
            parse: None,
            print: None,
            effects: &[],
            interfaces: &[],
            verify_symbol_uses: None,
            block_arg_names: None,
            entry_block_args: None,
        }
    }

    /// Whether the op declares memory effects (on itself or on values),
    /// and so implements `MemoryEffectOpInterface` through its spec.
    pub fn declares_effects(&self) -> bool {
        !self.effects.is_empty()
            || self.operands.iter().any(|g| !g.effects.is_empty())
            || self.results.iter().any(|g| !g.effects.is_empty())
    }

    /// The registry definition of this op. Its verifier checks the spec
    /// then calls `self.verify`; with a `format`, its custom parser and
    /// printer interpret it.
    ///
    /// # Panics
    /// If the format is malformed: a definition error, like a TableGen
    /// error in MLIR, which every dialect's registration test catches.
    pub fn to_def(&'static self) -> OpDef {
        let mut interfaces = Interfaces::EMPTY.with(SpecRef(self));
        if let Some(f) = self.canonicalize {
            interfaces = interfaces.with(strata_rewrite::CanonicalizationPatterns(f));
        }
        if !self.attributes.is_empty() {
            interfaces = interfaces.with(strata_ir::interfaces::PropertiesConversion {
                check: properties_conversion_hook,
            });
        }
        if self.declares_effects() {
            interfaces = interfaces.with(MemoryEffectOpInterface {
                effects: declared_effects_hook,
            });
        }
        // Declared interfaces come last, so that one may replace a derived
        // one of the same type.
        interfaces = interfaces.with_all(self.interfaces);
        let (mut parse, mut print) = (self.parse, self.print);
        assert!(
            self.format.is_none() || (parse.is_none() && print.is_none()),
            "{}: an op has either a declarative format or a custom parser and printer",
            self.name
        );
        if let Some(text) = self.format {
            let format = crate::format::Format::parse(text, self).unwrap_or_else(|e| panic!("{e}"));
            interfaces = interfaces.with(crate::asm_format::FormatRef(std::sync::Arc::new(format)));
            parse = Some(crate::asm_format::parse_with_format as strata_ir::ParseFn);
            print = Some(crate::asm_format::print_with_format as strata_ir::PrintFn);
        }
        OpDef {
            parse,
            print,
            summary: self.summary,
            traits: self.traits,
            parents: self.parents,
            implicit_terminator: self.implicit_terminator,
            inherent_attrs: attr_names(self),
            verify_counts: Some(verify_counts_hook),
            verify_invariants: Some(verify_invariants_hook),
            verify: Some(verify_hook),
            verify_regions: self.verify_regions,
            result_names: match self.result_names {
                Some(f) => Some(f),
                None if self.results.len() > 1 => Some(named_results_hook),
                None => None,
            },
            populate_default_properties: (self.attributes.iter().any(|a| a.default.is_some() && a.populate)
                || self.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
                || self.has_trait(OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
            .then_some(populate_defaults_hook as strata_ir::PopulateDefaultsFn),
            fold: self.fold,
            verify_symbol_uses: self.verify_symbol_uses,
            block_arg_names: self.block_arg_names,
            interfaces,
            ..OpDef::new(self.name)
        }
    }

    /// Whether the op has all the traits in `t`.
    pub fn has_trait(&self, t: OpTraits) -> bool {
        self.traits.contains(t)
    }
}

/// The names of a spec's attributes, leaked once per op definition (op
/// definitions live for the whole program).
fn attr_names(spec: &OpSpec) -> &'static [&'static str] {
    let v: Vec<&'static str> = spec.attributes.iter().map(|a| a.name).collect();
    if v.is_empty() {
        &[]
    } else {
        Box::leak(v.into_boxed_slice())
    }
}

/// The spec of an op defined through [`OpSpec`], stored in its interfaces.
#[derive(Copy, Clone, Debug)]
pub struct SpecRef(pub &'static OpSpec);

/// The spec of a registered op, if it was defined declaratively.
pub fn spec_of(op: OpRef<'_>) -> Option<&'static OpSpec> {
    op.def()?.interfaces.get::<SpecRef>().map(|s| s.0)
}

/// The first inherent attribute in `props` whose attribute class is not
/// the one its property stores (see [`AttrConstraint::converts`]).
fn properties_conversion_hook(
    ctx: &Context,
    name: strata_ir::OpName,
    props: Attribute,
) -> Option<strata_ir::Ident> {
    let spec = ctx.op_def(name)?.interfaces.get::<SpecRef>()?.0;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return None;
    };
    entries.iter().find_map(|&(n, v)| {
        let a = spec.attributes.iter().find(|a| a.name == ctx.ident_str(n))?;
        (!a.constraint.converts(ctx, v)).then_some(n)
    })
}

/// The memory effects a spec declares, in ODS's order: the op's own, then
/// each operand's, then each result's.
fn declared_effects_hook(op: OpRef<'_>, out: &mut Vec<MemoryEffect>) {
    let Some(spec) = spec_of(op) else { return };
    for e in spec.effects {
        out.push(MemoryEffect {
            kind: e.kind,
            value: None,
            resource: e.resource,
            symbol: None,
        });
    }
    let segments = |attr| {
        if spec.has_trait(attr) {
            Some(if attr == OpTraits::ATTR_SIZED_OPERAND_SEGMENTS {
                "operandSegmentSizes"
            } else {
                "resultSegmentSizes"
            })
        } else {
            None
        }
    };
    for (groups, is_result) in [(spec.operands, false), (spec.results, true)] {
        if groups.iter().all(|g| g.effects.is_empty()) {
            continue;
        }
        let (total, seg) = if is_result {
            (op.num_results(), segments(OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
        } else {
            (op.num_operands(), segments(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS))
        };
        let Some(sizes) = group_sizes(op, groups, total, seg) else {
            continue;
        };
        let mut index = 0;
        for (g, n) in groups.iter().zip(sizes) {
            for i in index..index + n {
                let value = if is_result { op.result(i) } else { op.operand(i) };
                for e in g.effects {
                    out.push(MemoryEffect {
                        kind: e.kind,
                        value: Some(value),
                        resource: e.resource,
                        symbol: None,
                    });
                }
            }
            index += n;
        }
    }
}

fn verify_counts_hook(op: OpRef<'_>) -> LogicalResult {
    match spec_of(op) {
        Some(spec) => crate::verify::verify_counts(op, spec),
        None => Ok(()),
    }
}

fn verify_hook(op: OpRef<'_>) -> LogicalResult {
    let Some(spec) = spec_of(op) else { return Ok(()) };
    crate::verify::verify_trait_checks(op, spec)?;
    crate::verify::verify_inferred_result_types(op, spec)?;
    match spec.verify {
        Some(f) => f(op),
        None => Ok(()),
    }
}

/// Ops with several results name them after their declared results (as
/// ODS's generated `getAsmResultNames`).
fn named_results_hook(op: OpRef<'_>, set: &mut dyn FnMut(strata_ir::ValueId, &str)) {
    let Some(spec) = spec_of(op) else { return };
    let Some(sizes) = group_sizes(op, spec.results, op.num_results(), None) else {
        return;
    };
    let mut index = 0;
    for (g, n) in spec.results.iter().zip(sizes) {
        if n > 0 {
            set(op.result(index), g.name);
        }
        index += n;
    }
}

/// Sets the default-valued attributes that are absent (MLIR's
/// `populateDefaultProperties`).
fn populate_defaults_hook(
    ctx: &Context,
    name: strata_ir::OpName,
    props: Option<Attribute>,
) -> Option<Attribute> {
    let def = ctx.op_def(name)?;
    let spec = def.interfaces.get::<SpecRef>()?.0;
    // Runs for every op created: ops without segment sizes or populated
    // defaults (most of them) return before anything is copied.
    if !spec.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        && !spec.has_trait(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
        && !spec.attributes.iter().any(|a| a.default.is_some() && a.populate)
    {
        return props;
    }
    match props {
        Some(p) => with_defaults(ctx, spec, ctx.dict_entries(p).to_vec()).or(props),
        // Without attributes, the result depends on the op alone (and
        // something is always added): built once per op kind.
        None => Some(ctx.memo_attr((spec as *const OpSpec as usize, 1), |ctx| {
            with_defaults(ctx, spec, Vec::new()).unwrap_or_else(|| ctx.dictionary_attr(&[]))
        })),
    }
}

/// `entries` with the absent segment sizes and populated defaults of
/// `spec` added, as a dictionary; `None` when nothing was added.
fn with_defaults(
    ctx: &Context,
    spec: &OpSpec,
    mut entries: Vec<strata_ir::NamedAttribute>,
) -> Option<Attribute> {
    let before = entries.len();
    // Segment sizes default to all-zero arrays, as their properties do.
    for (trait_bit, name, groups) in [
        (
            OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
            "operandSegmentSizes",
            spec.operands.len(),
        ),
        (
            OpTraits::ATTR_SIZED_RESULT_SEGMENTS,
            "resultSegmentSizes",
            spec.results.len(),
        ),
    ] {
        let id = ctx.ident(name);
        if spec.has_trait(trait_bit) && !entries.iter().any(|e| e.0 == id) {
            let zeros = ctx.dense_i32_array_attr(&vec![0; groups]);
            entries.push((id, zeros));
        }
    }
    for a in spec.attributes {
        if let (Some(d), true) = (a.default, a.populate) {
            let id = ctx.ident(a.name);
            if !entries.iter().any(|e| e.0 == id) {
                entries.push((id, ctx.memo_attr((a as *const AttrSpec as usize, 0), d)));
            }
        }
    }
    if entries.len() == before {
        return None;
    }
    Some(ctx.dictionary_attr(&entries))
}

fn verify_invariants_hook(op: OpRef<'_>) -> LogicalResult {
    match spec_of(op) {
        Some(spec) => crate::verify::verify_invariants(op, spec),
        None => Ok(()),
    }
}

/// The values of group `index` of `groups` as (start, count), as
/// [`group_sizes`] would give them, without building the list of sizes
/// (the printer and verifier ask for one group at a time, for every op).
pub fn group_range(
    op: OpRef<'_>,
    groups: &[ValueSpec],
    total: usize,
    segment_attr: Option<&str>,
    index: usize,
) -> Option<(usize, usize)> {
    if index >= groups.len() {
        return None;
    }
    if let Some(name) = segment_attr {
        let a = op.attr(name)?;
        let sizes = op.ctx.dense_i32_array_elements(a)?;
        if sizes.len() != groups.len() {
            return None;
        }
        let mut start = 0;
        for (k, v) in sizes.enumerate() {
            let n = v.max(0) as usize;
            if k == index {
                return Some((start, n));
            }
            start += n;
        }
        return None;
    }
    // As `group_sizes`: the single groups take one value each, the
    // variable-length ones share the rest equally.
    let mut fixed = 0;
    let mut flexible = 0;
    let mut optional = false;
    let (mut fixed_before, mut flexible_before) = (0, 0);
    for (k, g) in groups.iter().enumerate() {
        let single = g.arity == Arity::Single;
        if k < index {
            if single {
                fixed_before += 1;
            } else {
                flexible_before += 1;
            }
        }
        if single {
            fixed += 1;
        } else {
            flexible += 1;
            optional = g.arity == Arity::Optional;
        }
    }
    let rest = total.checked_sub(fixed)?;
    let each = match flexible {
        0 if rest != 0 => return None,
        0 => 0,
        1 if optional && rest > 1 => return None,
        1 => rest,
        n if rest % n != 0 => return None,
        n => rest / n,
    };
    let start = fixed_before + flexible_before * each;
    let n = if groups[index].arity == Arity::Single {
        1
    } else {
        each
    };
    Some((start, n))
}

/// Sizes of operand or result groups; inline for the usual few groups.
pub type GroupSizes = smallvec::SmallVec<[usize; 4]>;

/// The sizes of each group of `groups` given `total` values, using the
/// segment-size property `segment_attr` when the op has one.
pub fn group_sizes(
    op: OpRef<'_>,
    groups: &[ValueSpec],
    total: usize,
    segment_attr: Option<&str>,
) -> Option<GroupSizes> {
    if let Some(name) = segment_attr {
        let a = op.attr(name)?;
        let sizes = op.ctx.dense_i32_array_elements(a)?;
        return (sizes.len() == groups.len()).then(|| sizes.map(|v| v.max(0) as usize).collect());
    }
    // Without segment sizes ODS allows at most one variable-length group,
    // which takes whatever the single groups leave; several variadic
    // groups share the rest equally (`SameVariadicOperandSize` /
    // `SameVariadicResultSize`). One pass over the groups and plain pushes:
    // this runs for every op at every parse, print and verification.
    let mut fixed = 0;
    let mut flexible = 0;
    let mut optional = false;
    for g in groups {
        if g.arity == Arity::Single {
            fixed += 1;
        } else {
            flexible += 1;
            optional = g.arity == Arity::Optional;
        }
    }
    let rest = total.checked_sub(fixed)?;
    let each = match flexible {
        0 if rest != 0 => return None,
        0 => 0,
        1 if optional && rest > 1 => return None,
        1 => rest,
        n if rest % n != 0 => return None,
        n => rest / n,
    };
    let mut sizes = GroupSizes::new();
    for g in groups {
        sizes.push(if g.arity == Arity::Single { 1 } else { each });
    }
    Some(sizes)
}
