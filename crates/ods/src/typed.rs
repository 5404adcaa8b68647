//! Typed op wrappers: MLIR's generated op classes (`arith::AddIOp`,
//! `scf::ForOp`, ...) for ops declared with an [`OpSpec`].
//!
//! A wrapper is a `Copy` handle around an [`OpId`] whose op has the
//! wrapper's name and a shape (operand, result, region and successor
//! counts) that fits its spec. It reads the op through anything that
//! implements [`IrRead`]: an [`OpRef`] in verifiers and folders, a
//! [`PatternRewriter`] or [`ConversionPatternRewriter`] in rewrites, an
//! [`OpBuilder`], or a `(&Context, &Body)` pair. Holding only the id, it
//! stays valid across the rewriter's mutations (as long as the op lives),
//! which a borrowed view would not.
//!
//! Accessors resolve their group's position from the spec at compile time
//! ([`GroupIndex`], a `const` evaluated from the `static` spec), so a call
//! costs a few additions; attributes are found through the identifiers the
//! context interned when the dialect was registered
//! ([`strata_ir::OpDef::attr_idents`]), compared as integers. Builders
//! ([`OpCreate`]) fill an [`OperationState`] in the spec's order, with the
//! segment sizes, default-valued properties and (for `build(infer)`) the
//! result types the spec's type relations imply.
//!
//! The wrappers are declared with [`typed_ops!`](crate::typed_ops).

use std::ops::Range;

use strata_ir::{
    APInt, AttrKind, Attribute, BlockId, Body, Context, OpBuilder, OpId, OpRef, OpTraits, OperationState,
    RegionId, Type, ValueId,
};
use strata_rewrite::conversion::{ConversionPatternRewriter, MaterializationBuilder};
use strata_rewrite::PatternRewriter;

use crate::constraints::{AttrConstraint, TypeConstraint};
use crate::spec::{Arity, AttrSpec, OpSpec, ValueSpec};

// ---- reading and creating ------------------------------------------------------------

/// Read access to the IR an op lives in: its context and body.
pub trait IrRead {
    /// The context the IR's types and attributes belong to.
    fn ir_ctx(&self) -> &Context;
    /// The body holding the ops read.
    fn ir_body(&self) -> &Body;
}

impl IrRead for OpRef<'_> {
    fn ir_ctx(&self) -> &Context {
        self.ctx
    }
    fn ir_body(&self) -> &Body {
        self.body
    }
}

impl IrRead for (&Context, &Body) {
    fn ir_ctx(&self) -> &Context {
        self.0
    }
    fn ir_body(&self) -> &Body {
        self.1
    }
}

impl IrRead for PatternRewriter<'_> {
    fn ir_ctx(&self) -> &Context {
        self.ctx
    }
    fn ir_body(&self) -> &Body {
        self.body()
    }
}

impl IrRead for ConversionPatternRewriter<'_> {
    fn ir_ctx(&self) -> &Context {
        self.ctx
    }
    fn ir_body(&self) -> &Body {
        self.body()
    }
}

impl IrRead for OpBuilder<'_> {
    fn ir_ctx(&self) -> &Context {
        self.ctx
    }
    fn ir_body(&self) -> &Body {
        self.body
    }
}

impl IrRead for MaterializationBuilder<'_> {
    fn ir_ctx(&self) -> &Context {
        self.ctx
    }
    fn ir_body(&self) -> &Body {
        self.body()
    }
}

/// Creates ops at an insertion point: [`OpBuilder`], [`PatternRewriter`]
/// (which notifies its listener), [`ConversionPatternRewriter`] (which
/// journals the creation) and [`MaterializationBuilder`] (a type
/// conversion's materializations).
pub trait OpCreate: IrRead {
    /// Creates the op `state` describes at the insertion point.
    fn create_from_state(&mut self, state: OperationState) -> OpId;
    /// An empty detached region for an op about to be created.
    fn create_detached_region(&mut self) -> RegionId;
}

impl OpCreate for OpBuilder<'_> {
    fn create_from_state(&mut self, state: OperationState) -> OpId {
        self.create(state)
    }
    fn create_detached_region(&mut self) -> RegionId {
        self.body.create_region()
    }
}

impl OpCreate for PatternRewriter<'_> {
    fn create_from_state(&mut self, state: OperationState) -> OpId {
        self.create(state)
    }
    fn create_detached_region(&mut self) -> RegionId {
        self.create_region()
    }
}

impl OpCreate for ConversionPatternRewriter<'_> {
    fn create_from_state(&mut self, state: OperationState) -> OpId {
        self.create(state)
    }
    fn create_detached_region(&mut self) -> RegionId {
        self.create_region()
    }
}

/// An [`OpCreate`] that gives each op it creates the discardable
/// attributes `attrs` (for rebuilding an op through its typed builder
/// while keeping the attributes of the op it replaces).
pub struct WithAttributes<'b, B: OpCreate + ?Sized> {
    inner: &'b mut B,
    attrs: Option<strata_ir::Attribute>,
}

impl<'b, B: OpCreate + ?Sized> WithAttributes<'b, B> {
    /// Wraps `inner`, giving the ops it creates the discardable attributes `attrs`.
    pub fn new(inner: &'b mut B, attrs: Option<strata_ir::Attribute>) -> Self {
        WithAttributes { inner, attrs }
    }
}

impl<B: OpCreate + ?Sized> IrRead for WithAttributes<'_, B> {
    fn ir_ctx(&self) -> &Context {
        self.inner.ir_ctx()
    }
    fn ir_body(&self) -> &Body {
        self.inner.ir_body()
    }
}

impl<B: OpCreate + ?Sized> OpCreate for WithAttributes<'_, B> {
    fn create_from_state(&mut self, mut state: OperationState) -> OpId {
        state.attributes = self.attrs;
        self.inner.create_from_state(state)
    }
    fn create_detached_region(&mut self) -> RegionId {
        self.inner.create_detached_region()
    }
}

impl OpCreate for MaterializationBuilder<'_> {
    fn create_from_state(&mut self, state: OperationState) -> OpId {
        self.create(state)
    }
    fn create_detached_region(&mut self) -> RegionId {
        self.create_region()
    }
}

// ---- compile-time layout -------------------------------------------------------------

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

const fn arity_code(a: Arity) -> u8 {
    match a {
        Arity::Single => 0,
        Arity::Optional => 1,
        Arity::Variadic => 2,
    }
}

/// Where an operand or result group sits, computed from the spec at
/// compile time. Without segment sizes, ODS splits what the single groups
/// leave equally among the variable-length groups; so a group starts after
/// the single groups before it plus that share for each variable-length
/// group before it.
#[derive(Copy, Clone, Debug)]
pub struct GroupIndex {
    /// The group's position among the spec's groups.
    pub index: usize,
    /// The group's arity.
    pub arity: Arity,
    /// How many single groups come before it.
    pub singles_before: usize,
    /// How many variable-length groups come before it.
    pub flexible_before: usize,
    /// How many single groups the spec has.
    pub singles: usize,
    /// How many variable-length groups the spec has.
    pub flexible: usize,
    /// Whether sizes come from `operandSegmentSizes`/`resultSegmentSizes`.
    pub segmented: bool,
    /// 0 for operands, 1 for results (which segment attribute).
    pub kind: usize,
}

impl GroupIndex {
    /// The group `name` of `groups`, which must have arity `arity`.
    ///
    /// # Panics
    /// (At compile time, in a `const`.) If there is no such group or its
    /// arity differs: a wrapper that does not match its spec.
    pub const fn new(
        groups: &[ValueSpec],
        segmented: bool,
        kind: usize,
        name: &str,
        arity: Arity,
    ) -> GroupIndex {
        let mut index = usize::MAX;
        let (mut singles, mut flexible, mut singles_before, mut flexible_before) = (0, 0, 0, 0);
        let mut i = 0;
        while i < groups.len() {
            let single = matches!(groups[i].arity, Arity::Single);
            if str_eq(groups[i].name, name) {
                index = i;
                if arity_code(groups[i].arity) != arity_code(arity) {
                    panic!("typed accessor: the group's arity differs from the spec's");
                }
            }
            if index == usize::MAX {
                if single {
                    singles_before += 1;
                } else {
                    flexible_before += 1;
                }
            }
            if single {
                singles += 1;
            } else {
                flexible += 1;
            }
            i += 1;
        }
        if index == usize::MAX {
            panic!("typed accessor: the spec has no such operand or result group");
        }
        GroupIndex {
            index,
            arity,
            singles_before,
            flexible_before,
            singles,
            flexible,
            segmented,
            kind,
        }
    }

    /// The position of operand group `name` (checked to have `arity`).
    pub const fn operand(spec: &OpSpec, name: &str, arity: Arity) -> GroupIndex {
        let seg = spec.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS);
        GroupIndex::new(spec.operands, seg, 0, name, arity)
    }

    /// The position of result group `name` (checked to have `arity`).
    pub const fn result(spec: &OpSpec, name: &str, arity: Arity) -> GroupIndex {
        let seg = spec.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS);
        GroupIndex::new(spec.results, seg, 1, name, arity)
    }

    /// The positions of the group's values among `total` operands (or
    /// results) of `op`.
    #[inline]
    pub fn range(&self, ctx: &Context, body: &Body, op: OpId, total: usize) -> Range<usize> {
        if self.segmented {
            return match segment_sizes(ctx, body, op, self.kind) {
                Some(sizes) if self.index < sizes.len() => {
                    let start: usize = sizes[..self.index].iter().sum();
                    start..start + sizes[self.index]
                }
                _ => total..total,
            };
        }
        let share = match self.flexible {
            0 => 0,
            n => total.saturating_sub(self.singles) / n,
        };
        let start = self.singles_before + self.flexible_before * share;
        let len = if matches!(self.arity, Arity::Single) {
            1
        } else {
            share
        };
        start..start + len
    }
}

/// The index of attribute `name` among `spec`'s attributes, which must be
/// required (`required == true`) or optional / default-valued.
///
/// # Panics
/// (At compile time.) If there is no such attribute or its optionality
/// differs from the accessor's.
pub const fn attr_index(spec: &OpSpec, name: &str, required: Option<bool>) -> usize {
    let mut i = 0;
    while i < spec.attributes.len() {
        if str_eq(spec.attributes[i].name, name) {
            if let Some(r) = required {
                if r == spec.attributes[i].optional {
                    panic!("typed accessor: the attribute's optionality differs from the spec's");
                }
            }
            return i;
        }
        i += 1;
    }
    panic!("typed accessor: the spec has no such attribute")
}

/// Where a region or successor group sits (ODS allows one variadic
/// group), computed from the spec at compile time.
#[derive(Copy, Clone, Debug)]
pub struct CountedIndex {
    /// The group's position among the spec's groups.
    pub index: usize,
    /// Whether the group is variadic.
    pub variadic: bool,
    /// Whether a variadic group comes before this one.
    pub variadic_before: bool,
    /// How many single groups follow this one.
    pub fixed_after: usize,
}

impl CountedIndex {
    const fn new(names: &[(&str, bool)], len: usize, name: &str, variadic: bool) -> CountedIndex {
        let mut index = usize::MAX;
        let (mut variadic_before, mut fixed_after) = (false, 0);
        let mut i = 0;
        while i < len {
            let (n, v) = names[i];
            if index != usize::MAX && !v {
                fixed_after += 1;
            }
            if index == usize::MAX && str_eq(n, name) {
                if v != variadic {
                    panic!("typed accessor: the group's arity differs from the spec's");
                }
                index = i;
            }
            if index == usize::MAX && v {
                variadic_before = true;
            }
            i += 1;
        }
        if index == usize::MAX {
            panic!("typed accessor: the spec has no such region or successor group");
        }
        CountedIndex {
            index,
            variadic,
            variadic_before,
            fixed_after,
        }
    }

    /// Region group `name` of `spec`.
    ///
    /// # Panics
    /// (At compile time.) If there is no such group or its arity differs.
    pub const fn region(spec: &OpSpec, name: &str, variadic: bool) -> CountedIndex {
        let mut names = [("", false); 8];
        let mut i = 0;
        while i < spec.regions.len() && i < 8 {
            names[i] = (spec.regions[i].name, spec.regions[i].variadic);
            i += 1;
        }
        CountedIndex::new(&names, i, name, variadic)
    }

    /// Successor group `name` of `spec`.
    pub const fn successor(spec: &OpSpec, name: &str, variadic: bool) -> CountedIndex {
        let mut names = [("", false); 8];
        let mut i = 0;
        while i < spec.successors.len() && i < 8 {
            names[i] = (spec.successors[i].name, spec.successors[i].variadic);
            i += 1;
        }
        CountedIndex::new(&names, i, name, variadic)
    }

    /// The group's positions among `total` regions or successors.
    #[inline]
    pub fn range(&self, total: usize) -> Range<usize> {
        if self.variadic {
            self.index..total.saturating_sub(self.fixed_after).max(self.index)
        } else if self.variadic_before {
            let start = total.saturating_sub(self.fixed_after + 1);
            start..start + 1
        } else {
            self.index..self.index + 1
        }
    }
}

/// Whether MLIR's ODS would give the op `InferTypeOpInterface`: it has
/// results, none of variable length, each of a type the operands,
/// attributes or a buildable constraint determine. Stricter than
/// [`infers_result_types`] (which also lets a builder create no results
/// for variable-length groups); PDL asks this one, as MLIR's
/// `hasTypeInference` does.
pub const fn implements_infer_type(spec: &OpSpec) -> bool {
    if spec.results.is_empty() {
        return false;
    }
    let mut i = 0;
    while i < spec.results.len() {
        if !matches!(spec.results[i].arity, Arity::Single) {
            return false;
        }
        i += 1;
    }
    infers_result_types(spec)
}

/// Whether a builder can infer every result type of `spec` from its
/// operands and attributes: `SameOperandsAndResultType`, or each single
/// result named in an `AllTypesMatch` or as the target of a
/// `TypesMatchWith`, or of a buildable type.
pub const fn infers_result_types(spec: &OpSpec) -> bool {
    let same = spec.traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) && !spec.operands.is_empty();
    let mut i = 0;
    while i < spec.results.len() {
        let g = &spec.results[i];
        let covered = same
            || !matches!(g.arity, Arity::Single)
            || buildable(&g.constraint)
            || predicate_covers(spec, g.name);
        if !covered {
            return false;
        }
        i += 1;
    }
    true
}

const fn buildable(c: &TypeConstraint) -> bool {
    matches!(
        c,
        TypeConstraint::SignlessInteger(_)
            | TypeConstraint::SignedInteger(_)
            | TypeConstraint::UnsignedInteger(_)
            | TypeConstraint::Index
            | TypeConstraint::None
            | TypeConstraint::Float(_)
            | TypeConstraint::Buildable { .. }
    )
}

const fn predicate_covers(spec: &OpSpec, name: &str) -> bool {
    let mut i = 0;
    while i < spec.predicates.len() {
        match &spec.predicates[i] {
            crate::Predicate::AllTypesMatch(names) => {
                let mut k = 0;
                while k < names.len() {
                    if str_eq(names[k], name) {
                        return true;
                    }
                    k += 1;
                }
            }
            crate::Predicate::TypesMatchWith { to, .. } => {
                if str_eq(to, name) {
                    return true;
                }
            }
            crate::Predicate::Custom { .. } => {}
        }
        i += 1;
    }
    false
}

// ---- run-time helpers ----------------------------------------------------------------

/// Whether `op` is registered with the definition named `name` (the spec's
/// name: compared by address first, as a definition built from a spec
/// keeps the spec's string).
#[inline]
pub fn has_name(ctx: &Context, body: &Body, op: OpId, name: &'static str) -> bool {
    match ctx.op_def(body.op_name(op)) {
        Some(def) => std::ptr::eq(def.name, name) || def.name == name,
        None => false,
    }
}

/// The sizes in the segment attribute of `op` (0: operands, 1: results).
pub fn segment_sizes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    kind: usize,
) -> Option<smallvec::SmallVec<[usize; 4]>> {
    let def = ctx.op_def(body.op_name(op))?;
    let id = *def.attr_idents.get(def.inherent_attrs.len() + kind)?;
    let a = find_attr(ctx, body, op, id)?;
    Some(
        ctx.dense_i32_array_elements(a)?
            .map(|v| v.max(0) as usize)
            .collect(),
    )
}

fn find_attr(ctx: &Context, body: &Body, op: OpId, id: strata_ir::Ident) -> Option<Attribute> {
    let find = |d: Attribute| ctx.dict_entries(d).iter().find(|e| e.0 == id).map(|e| e.1);
    body.op_properties(op)
        .and_then(find)
        .or_else(|| body.op_attr_dict(op).and_then(find))
}

/// Inherent attribute `index` (in the definition's `inherent_attrs`) of
/// `op`, or the spec's default value when it is absent.
pub fn inherent_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    spec: &'static OpSpec,
    index: usize,
) -> Option<Attribute> {
    let def = ctx.op_def(body.op_name(op))?;
    let id = *def.attr_idents.get(index)?;
    if let Some(a) = find_attr(ctx, body, op, id) {
        return Some(a);
    }
    let a = spec.attributes.get(index)?;
    a.default
        .map(|d| ctx.memo_attr((a as *const AttrSpec as usize, 0), d))
}

/// Whether the counts of `op` fit `spec` (the check [`typed_ops!`]'s
/// `cast` makes, so that accessors index within range).
///
/// [`typed_ops!`]: crate::typed_ops
pub fn fits(ctx: &Context, body: &Body, op: OpId, spec: &OpSpec) -> bool {
    Shape::of(spec).fits(ctx, body, op)
}

/// The counts an op of one spec may have, computed once per spec at
/// compile time (`cast` runs in every pattern's match, so it must not
/// walk the spec each time).
#[derive(Copy, Clone, Debug)]
pub struct Shape {
    operands: GroupShape,
    results: GroupShape,
    /// Fixed regions, and whether a variadic group allows more.
    regions: (usize, bool),
    /// Fixed successors, and whether a variadic group allows more.
    successors: (usize, bool),
}

/// The counts an operand or result list may have.
#[derive(Copy, Clone, Debug)]
enum GroupShape {
    /// Sizes from the segment attribute (0: operands, 1: results), which
    /// must have `groups` entries summing to the count.
    Segmented { kind: usize, groups: usize },
    /// Exactly `singles`, or one more (one optional group).
    Optional { singles: usize },
    /// `singles` plus a multiple of `flexible` (0: exactly `singles`).
    Shared { singles: usize, flexible: usize },
}

impl GroupShape {
    const fn of(groups: &[ValueSpec], segmented: bool, kind: usize) -> GroupShape {
        if segmented {
            return GroupShape::Segmented {
                kind,
                groups: groups.len(),
            };
        }
        let (mut singles, mut flexible, mut optional) = (0, 0, false);
        let mut i = 0;
        while i < groups.len() {
            match groups[i].arity {
                Arity::Single => singles += 1,
                Arity::Optional => {
                    flexible += 1;
                    optional = true;
                }
                Arity::Variadic => flexible += 1,
            }
            i += 1;
        }
        if flexible == 1 && optional {
            GroupShape::Optional { singles }
        } else {
            GroupShape::Shared { singles, flexible }
        }
    }

    #[inline(always)]
    fn fits(self, ctx: &Context, body: &Body, op: OpId, total: usize) -> bool {
        match self {
            GroupShape::Segmented { kind, groups } => segments_fit(ctx, body, op, kind, groups, total),
            GroupShape::Optional { singles } => total == singles || total == singles + 1,
            GroupShape::Shared { singles, flexible: 0 } => total == singles,
            GroupShape::Shared { singles, flexible } => {
                total >= singles && (total - singles).is_multiple_of(flexible)
            }
        }
    }
}

/// Whether `op`'s segment attribute (0: operands, 1: results) has
/// `groups` sizes summing to `total`; out of line, so that the common
/// unsegmented check inlines into each `cast`.
#[inline(never)]
fn segments_fit(ctx: &Context, body: &Body, op: OpId, kind: usize, groups: usize, total: usize) -> bool {
    segment_sizes(ctx, body, op, kind).is_some_and(|s| s.len() == groups && s.iter().sum::<usize>() == total)
}

impl Shape {
    /// The shape of `spec`'s ops.
    pub const fn of(spec: &OpSpec) -> Shape {
        let operands_seg = spec.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS);
        let results_seg = spec.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS);
        let (mut regions, mut regions_variadic) = (0, false);
        let mut i = 0;
        while i < spec.regions.len() {
            if spec.regions[i].variadic {
                regions_variadic = true;
            } else {
                regions += 1;
            }
            i += 1;
        }
        let (mut successors, mut successors_variadic) = (0, false);
        let mut i = 0;
        while i < spec.successors.len() {
            if spec.successors[i].variadic {
                successors_variadic = true;
            } else {
                successors += 1;
            }
            i += 1;
        }
        Shape {
            operands: GroupShape::of(spec.operands, operands_seg, 0),
            results: GroupShape::of(spec.results, results_seg, 1),
            regions: (regions, regions_variadic),
            successors: (successors, successors_variadic),
        }
    }

    /// Whether the counts of `op` fit this shape. Always inlined: with the
    /// shape a constant, each `cast` compiles to a few comparisons. An op
    /// whose spec declares no regions (successors) has no accessor that
    /// could read them, so their counts are not checked then.
    #[inline(always)]
    pub fn fits(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let counted = |(fixed, variadic): (usize, bool), total: &dyn Fn() -> usize| match (fixed, variadic) {
            (0, false) => true,
            (_, true) => total() >= fixed,
            (_, false) => total() == fixed,
        };
        self.operands.fits(ctx, body, op, body.num_operands(op))
            && self.results.fits(ctx, body, op, body.num_results(op))
            && counted(self.regions, &|| body.num_regions(op))
            && counted(self.successors, &|| body.num_successors(op))
    }
}

/// The values of an operand or result group.
#[derive(Clone)]
pub struct GroupValues<'a> {
    body: &'a Body,
    op: OpId,
    range: Range<usize>,
    results: bool,
}

impl<'a> GroupValues<'a> {
    /// The values at `range` among `op`'s results (if `results`) or operands.
    pub fn new(body: &'a Body, op: OpId, range: Range<usize>, results: bool) -> GroupValues<'a> {
        GroupValues {
            body,
            op,
            range,
            results,
        }
    }

    /// The group's positions among the op's operands (or results).
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// The values, collected.
    pub fn to_vec(&self) -> Vec<ValueId> {
        self.clone().collect()
    }
}

impl Iterator for GroupValues<'_> {
    type Item = ValueId;
    fn next(&mut self) -> Option<ValueId> {
        let i = self.range.next()?;
        Some(if self.results {
            self.body.result(self.op, i)
        } else {
            self.body.operand(self.op, i)
        })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl ExactSizeIterator for GroupValues<'_> {}

/// A variadic group named in a declarative rewrite rule is bound as the
/// `Vec` of its values (the group borrows the IR, which the rule changes).
impl strata_rewrite::drr::Bind for GroupValues<'_> {
    type Bound = Vec<ValueId>;
    fn bind(self) -> Option<Vec<ValueId>> {
        Some(self.collect())
    }
}

// ---- typed attribute values ----------------------------------------------------------

/// The value of an integer attribute, if it fits in an `i64`.
pub fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    let v: &APInt = ctx.integer_attr_value(a?)?;
    (v.width() <= 64).then(|| v.sext_i64())
}

/// The value of a boolean attribute.
pub fn attr_bool(ctx: &Context, a: Option<Attribute>) -> Option<bool> {
    match ctx.attr_kind(a?) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// The type a type attribute holds.
pub fn attr_type(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    ctx.type_attr_value(a?)
}

/// The text of a string attribute.
pub fn attr_str(ctx: &Context, a: Option<Attribute>) -> Option<&str> {
    ctx.string_attr_value(a?)
}

/// The name a flat symbol reference refers to.
pub fn attr_symbol(ctx: &Context, a: Option<Attribute>) -> Option<&str> {
    ctx.flat_symbol_ref_value(a?).map(|i| ctx.ident_str(i))
}

/// The elements of an array of integers (`[1, 2]` or `array<i64: 1, 2>`).
pub fn attr_i64_array(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    crate::asm_format::int_array_elements(ctx, a?).map(|(_, v)| v)
}

/// The value of an enum attribute of spec attribute `index`.
pub fn attr_enum(ctx: &Context, spec: &OpSpec, index: usize, a: Option<Attribute>) -> Option<u64> {
    match spec.attributes.get(index)?.constraint {
        AttrConstraint::Enum(e) => e.attr_value(ctx, a?),
        _ => None,
    }
}

/// The integer attribute of spec attribute `index` holding `v`, typed as
/// its constraint says (i64 when it does not say).
pub fn int_attr_for(ctx: &Context, spec: &OpSpec, index: usize, v: i64) -> Attribute {
    let mut c = spec.attributes.get(index).map(|a| &a.constraint);
    while let Some(AttrConstraint::Confined { base, .. }) = c {
        c = Some(*base);
    }
    let ty = match c {
        Some(AttrConstraint::SignlessInteger(w)) => ctx.integer_type(*w),
        Some(AttrConstraint::Index) => ctx.index_type(),
        _ => ctx.i64(),
    };
    ctx.integer_attr(ty, v)
}

/// The enum attribute of spec attribute `index` holding `v`.
///
/// # Panics
/// If the attribute is not an enum: a wrapper declaration error.
pub fn enum_attr_for(ctx: &Context, spec: &OpSpec, index: usize, v: u64) -> Attribute {
    match spec.attributes.get(index).map(|a| a.constraint) {
        Some(AttrConstraint::Enum(e)) => e.attr(ctx, v),
        _ => panic!("typed builder: attribute of {} is not an enum", spec.name),
    }
}

/// A builder at the end of the entry block of `op`'s first region (in the
/// op's own body if it is isolated from above), with the block's
/// arguments: where the body of an op just built is filled. `None` if the
/// op has no region or its first region no block.
pub fn entry_block_builder<'a>(
    ctx: &'a Context,
    body: &'a mut Body,
    op: OpId,
) -> Option<(OpBuilder<'a>, Vec<ValueId>)> {
    let (inner, regions) = body.op_regions(op);
    let entry = inner.region_blocks(*regions.first()?).next()?;
    let inner = match body.child_body(op) {
        Some(_) => body.child_body_mut(op)?,
        None => body,
    };
    let args = inner.block_args(entry).to_vec();
    Some((OpBuilder::at_end(ctx, inner, entry), args))
}

/// An [`OpSpec::entry_block_args`] for function-like ops: the inputs of the
/// builtin function type in the `function_type` property.
pub fn function_type_inputs(ctx: &Context, properties: Attribute) -> Option<Vec<Type>> {
    let ft = ctx.type_attr_value(ctx.dict_get(properties, ctx.ident("function_type"))?)?;
    Some(ctx.function_type_parts(ft)?.0.to_vec())
}

/// `array<i64: ...>`.
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    crate::directives::dense_i64_array(ctx, values)
}

// ---- building ------------------------------------------------------------------------

/// What a typed builder collects before creating the op.
pub struct BuildState {
    /// The state the op will be created from.
    pub state: OperationState,
    operand_sizes: smallvec::SmallVec<[i32; 4]>,
    result_sizes: smallvec::SmallVec<[i32; 4]>,
    props: Vec<strata_ir::NamedAttribute>,
    spec: &'static OpSpec,
}

impl BuildState {
    /// A state for an op of `spec` at `loc`, with nothing added yet.
    pub fn new(ctx: &Context, spec: &'static OpSpec, loc: strata_ir::Location) -> BuildState {
        BuildState {
            state: OperationState::new(ctx.op_name(spec.name), loc),
            operand_sizes: smallvec::SmallVec::new(),
            result_sizes: smallvec::SmallVec::new(),
            props: Vec::new(),
            spec,
        }
    }

    /// Adds the next operand group's values.
    pub fn operands(&mut self, values: &[ValueId]) {
        self.operand_sizes.push(values.len() as i32);
        self.state.operands.extend_from_slice(values);
    }

    /// Adds the next result group's types.
    pub fn results(&mut self, types: &[Type]) {
        self.result_sizes.push(types.len() as i32);
        self.state.result_types.extend_from_slice(types);
    }

    /// Sets spec attribute `index` (nothing for `None`).
    pub fn attr(&mut self, ctx: &Context, index: usize, value: Option<Attribute>) {
        if let Some(v) = value {
            self.props.push((ctx.ident(self.spec.attributes[index].name), v));
        }
    }

    /// Adds the successors of the next successor group.
    pub fn successors(&mut self, blocks: &[BlockId]) {
        self.state.successors.extend_from_slice(blocks);
    }

    /// Adds `n` empty regions: in `b`'s body, or for an op isolated from
    /// above in the body of its own that the op will own.
    pub fn regions<B: OpCreate + ?Sized>(&mut self, b: &mut B, n: usize) {
        let isolated = self.spec.has_trait(OpTraits::ISOLATED_FROM_ABOVE);
        for _ in 0..n {
            let r = if isolated {
                self.state
                    .child
                    .get_or_insert_with(|| Box::new(Body::new()))
                    .create_region()
            } else {
                b.create_detached_region()
            };
            self.state.regions.push(r);
        }
    }

    /// Adds an entry block to the first region of an op isolated from
    /// above if the spec says what its arguments are
    /// ([`OpSpec::entry_block_args`]), each at the op's location. (The
    /// regions of an isolated op are in a body of its own, not yet
    /// attached, so no rewriter needs to hear of the block.)
    fn add_entry_block(&mut self, ctx: &Context) {
        let (Some(args), Some(&region)) = (self.spec.entry_block_args, self.state.regions.first()) else {
            return;
        };
        let props = self.state.properties.unwrap_or_else(|| ctx.dictionary_attr(&[]));
        let loc = self.state.loc;
        let (Some(types), Some(body)) = (args(ctx, props), self.state.child.as_deref_mut()) else {
            return;
        };
        let block = body.create_block();
        for t in types {
            body.add_block_arg(block, t, loc);
        }
        body.append_block(region, block);
    }

    /// Infers the result types from the operands and attributes given so
    /// far (see [`infers_result_types`]).
    ///
    /// # Panics
    /// If a type cannot be inferred (an attribute without a type where
    /// the spec takes one from it): a builder misuse, as MLIR's
    /// "Failed to infer result type(s)".
    pub fn infer_results(&mut self, ctx: &Context, body: &Body) {
        if let Err(group) = self.try_infer_results(ctx, body) {
            panic!(
                "failed to infer the type of result '{}' of {}",
                self.spec.results[group].name, self.spec.name
            );
        }
    }

    /// Like [`BuildState::infer_results`], but reports the first result
    /// group whose type cannot be inferred instead of panicking (for ops
    /// built from data, such as PDL rewrites). Nothing is added on
    /// failure.
    pub fn try_infer_results(&mut self, ctx: &Context, body: &Body) -> Result<(), usize> {
        let spec = self.spec;
        let mut slots = InferSlots {
            spec,
            operand_types: Vec::with_capacity(spec.operands.len()),
            result_types: vec![None; spec.results.len()],
            props: &self.props,
        };
        let mut at = 0;
        for &n in &self.operand_sizes {
            let n = n as usize;
            slots.operand_types.push(
                self.state.operands[at..at + n]
                    .first()
                    .map(|&v| body.value_type(v)),
            );
            at += n;
        }
        if spec.has_trait(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) {
            if let Some(t) = slots.operand_types.iter().flatten().copied().next() {
                slots.result_types.iter_mut().for_each(|r| *r = Some(t));
            }
        }
        crate::asm_format::infer_from_predicates(ctx, spec, &mut slots);
        let inferred = slots.result_types;
        let mut groups: Vec<Option<Type>> = Vec::with_capacity(spec.results.len());
        for (i, g) in spec.results.iter().enumerate() {
            if g.arity != Arity::Single {
                groups.push(None);
                continue;
            }
            match inferred[i].or_else(|| crate::asm_format::buildable_type(ctx, &g.constraint)) {
                Some(t) => groups.push(Some(t)),
                None => return Err(i),
            }
        }
        for t in groups {
            match t {
                Some(t) => self.results(&[t]),
                None => self.results(&[]),
            }
        }
        Ok(())
    }

    /// Creates the op with `b`, adding segment sizes and default-valued
    /// properties.
    pub fn finish<B: OpCreate + ?Sized>(mut self, b: &mut B) -> OpId {
        let ctx = b.ir_ctx();
        if self.spec.has_trait(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
            self.props.push((
                ctx.ident("operandSegmentSizes"),
                ctx.dense_i32_array_attr(&self.operand_sizes),
            ));
        }
        if self.spec.has_trait(OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
            self.props.push((
                ctx.ident("resultSegmentSizes"),
                ctx.dense_i32_array_attr(&self.result_sizes),
            ));
        }
        if !self.props.is_empty() {
            self.state.properties = Some(ctx.dictionary_attr(&self.props));
        }
        self.state.populate_default_properties(ctx);
        self.add_entry_block(ctx);
        b.create_from_state(self.state)
    }
}

/// The known types of a builder's groups, for the predicate-driven
/// inference shared with the assembly format.
struct InferSlots<'a> {
    spec: &'static OpSpec,
    operand_types: Vec<Option<Type>>,
    result_types: Vec<Option<Type>>,
    props: &'a [strata_ir::NamedAttribute],
}

impl crate::asm_format::TypeSlots for InferSlots<'_> {
    fn known(&self, ctx: &Context, name: &str) -> Option<Type> {
        if let Some(i) = self.spec.operands.iter().position(|g| g.name == name) {
            return self.operand_types[i];
        }
        if let Some(i) = self.spec.results.iter().position(|g| g.name == name) {
            return self.result_types[i];
        }
        let a = self.props.iter().find(|e| ctx.ident_str(e.0) == name)?.1;
        crate::constraints::attr_type(ctx, a)
    }

    fn set(&mut self, name: &str, t: Type) {
        if let Some(i) = self.spec.results.iter().position(|g| g.name == name) {
            self.result_types[i].get_or_insert(t);
        }
    }
}

/// The spec named `name` in `specs` (for specs declared as arrays).
///
/// # Panics
/// (At compile time.) If there is none.
pub const fn spec_named(specs: &'static [OpSpec], name: &str) -> &'static OpSpec {
    let mut i = 0;
    while i < specs.len() {
        if str_eq(specs[i].name, name) {
            return &specs[i];
        }
        i += 1;
    }
    panic!("no spec of that name")
}

/// Whether `spec`'s attributes are `names`, in order (for layout specs of
/// hand-written definitions, whose accessors index `inherent_attrs`).
pub const fn attrs_in_order(spec: &OpSpec, names: &[&str]) -> bool {
    if spec.attributes.len() != names.len() {
        return false;
    }
    let mut i = 0;
    while i < names.len() {
        if !str_eq(spec.attributes[i].name, names[i]) {
            return false;
        }
        i += 1;
    }
    true
}
