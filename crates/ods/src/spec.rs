//! Op specifications: the declarative description of an operation.
//!
//! An [`OpSpec`] is static data: operands, results, attributes, regions
//! and successors with their constraints, traits, and an optional
//! declarative assembly format. [`OpSpec::to_def`] turns it into the
//! registry's [`OpDef`], whose verifier checks the spec (in MLIR's order)
//! before calling the op's own verifier.

use strata_ir::{
    AttrKind, Attribute, Context, Interfaces, LogicalResult, OpDef, OpRef, OpTraits, ResultNamesFn, VerifyFn,
};

use crate::constraints::{AttrConstraint, TypeConstraint};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A named operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct ValueSpec {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: TypeConstraint,
}

impl ValueSpec {
    pub const fn single(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Single,
            constraint,
        }
    }
    pub const fn optional(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Optional,
            constraint,
        }
    }
    pub const fn variadic(name: &'static str, constraint: TypeConstraint) -> ValueSpec {
        ValueSpec {
            name,
            arity: Arity::Variadic,
            constraint,
        }
    }
}

/// An inherent attribute (stored as a property).
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    pub name: &'static str,
    pub constraint: AttrConstraint,
    /// `OptionalAttr`: may be absent.
    pub optional: bool,
    /// `DefaultValuedAttr`: the value when absent (absent is then valid).
    pub default: Option<fn(&Context) -> Attribute>,
}

impl AttrSpec {
    pub const fn required(name: &'static str, constraint: AttrConstraint) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: false,
            default: None,
        }
    }
    pub const fn optional(name: &'static str, constraint: AttrConstraint) -> AttrSpec {
        AttrSpec {
            name,
            constraint,
            optional: true,
            default: None,
        }
    }
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
}

impl RegionConstraint {
    pub fn summary(self) -> String {
        match self {
            RegionConstraint::Any => "any region".into(),
            RegionConstraint::Sized(n) => format!("region with {n} blocks"),
            RegionConstraint::MaxSized(n) => format!("region with at most {n} blocks"),
        }
    }
}

#[derive(Copy, Clone, Debug)]
pub struct RegionSpec {
    pub name: &'static str,
    pub variadic: bool,
    pub constraint: RegionConstraint,
}

#[derive(Copy, Clone, Debug)]
pub struct SuccessorSpec {
    pub name: &'static str,
    pub variadic: bool,
}

/// The declarative description of an operation.
#[derive(Clone, Debug)]
pub struct OpSpec {
    pub name: &'static str,
    pub summary: &'static str,
    pub description: &'static str,
    pub traits: OpTraits,
    pub operands: &'static [ValueSpec],
    pub results: &'static [ValueSpec],
    pub attributes: &'static [AttrSpec],
    pub regions: &'static [RegionSpec],
    pub successors: &'static [SuccessorSpec],
    /// `HasParent<...>`.
    pub parents: &'static [&'static str],
    /// `SingleBlockImplicitTerminator<...>`.
    pub implicit_terminator: Option<&'static str>,
    /// The declarative assembly format, if the op has one.
    pub format: Option<&'static str>,
    /// The op's own verifier, run after the spec's checks.
    pub verify: Option<VerifyFn>,
    pub verify_regions: Option<VerifyFn>,
    pub result_names: Option<ResultNamesFn>,
}

impl OpSpec {
    /// A spec with nothing declared.
    pub const fn new(name: &'static str) -> OpSpec {
        OpSpec {
            name,
            summary: "",
            description: "",
            traits: OpTraits::NONE,
            operands: &[],
            results: &[],
            attributes: &[],
            regions: &[],
            successors: &[],
            parents: &[],
            implicit_terminator: None,
            format: None,
            verify: None,
            verify_regions: None,
            result_names: None,
        }
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
        let (mut parse, mut print) = (None, None);
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
            verify: self.verify,
            verify_regions: self.verify_regions,
            result_names: self.result_names,
            interfaces,
            ..OpDef::new(self.name)
        }
    }

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

fn verify_counts_hook(op: OpRef<'_>) -> LogicalResult {
    match spec_of(op) {
        Some(spec) => crate::verify::verify_counts(op, spec),
        None => Ok(()),
    }
}

fn verify_invariants_hook(op: OpRef<'_>) -> LogicalResult {
    match spec_of(op) {
        Some(spec) => crate::verify::verify_invariants(op, spec),
        None => Ok(()),
    }
}

/// The sizes of each group of `groups` given `total` values, using the
/// segment-size property `segment_attr` when the op has one.
pub fn group_sizes(
    op: OpRef<'_>,
    groups: &[ValueSpec],
    total: usize,
    segment_attr: Option<&str>,
) -> Option<Vec<usize>> {
    if let Some(name) = segment_attr {
        let a = op.attr(name)?;
        return match op.ctx.attr_kind(a) {
            AttrKind::DenseArray { bytes, len, .. } if *len as usize == groups.len() => Some(
                bytes
                    .chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
                    .collect(),
            ),
            _ => None,
        };
    }
    // Without segment sizes ODS allows at most one variable-length group,
    // which takes whatever the single groups leave.
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let rest = total.checked_sub(fixed)?;
    let mut flexible = groups.iter().filter(|g| g.arity != Arity::Single);
    match (flexible.next(), flexible.next()) {
        (None, _) => (rest == 0).then(|| vec![1; groups.len()]),
        (Some(g), None) => {
            if g.arity == Arity::Optional && rest > 1 {
                return None;
            }
            Some(
                groups
                    .iter()
                    .map(|g| if g.arity == Arity::Single { 1 } else { rest })
                    .collect(),
            )
        }
        _ => None,
    }
}
