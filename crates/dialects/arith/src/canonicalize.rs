//! The canonicalization patterns of the arith ops: constant reassociation
//! of `addi`/`subi`/`muli`, bitwise ops of extensions, `select` and `cmpi`
//! simplifications, cast chains and the extended ops whose extra result is
//! unused. Patterns read and build the ops through their typed wrappers.

use strata_ir::{APInt, AttrKind, Attribute, Context, Location, OpId, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use strata_dialect_utils::matchers::const_int;
use strata_dialect_utils::patterns::add;

use super::apfloat;
use super::fold::{defining, invert_cmpi_predicate};
use super::*;

/// The location of the ops a declarative (DRR) pattern creates: the fused
/// location of the ops it matched, in the order MLIR's generated matcher
/// records them (the root first; an op nested in the source pattern after
/// the constants it matches through `ConstantLikeMatcher`), truncated to the
/// number of op nodes of the source pattern. Callers pass that list; `None`
/// entries (a constant without defining op cannot match) are skipped.
fn fused(rw: &PatternRewriter<'_>, ops: &[Option<OpId>]) -> Location {
    let locs: Vec<Location> = ops.iter().flatten().map(|&o| rw.body().op_loc(o)).collect();
    rw.ctx.fused_loc(&locs, None)
}

/// The op defining `v`, if any.
fn def_op(rw: &PatternRewriter<'_>, v: ValueId) -> Option<OpId> {
    rw.body().defining_op(v)
}

/// The location of the op itself (hand-written patterns use it).
fn own_loc(rw: &PatternRewriter<'_>, op: OpId) -> Location {
    rw.body().op_loc(op)
}

fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

/// An `arith.constant` of `value` at the insertion point.
fn constant(rw: &mut PatternRewriter<'_>, loc: Location, value: Attribute) -> ValueId {
    ConstantOp::build(rw, loc, value).result(rw)
}

fn replace(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId) -> bool {
    rw.replace_op(op, &[v]);
    true
}

// ---- reading -----------------------------------------------------------------------

/// The value of a scalar or splat integer constant.
fn int_or_splat_const(rw: &PatternRewriter<'_>, v: ValueId) -> Option<APInt> {
    let ctx = rw.ctx;
    let a = strata_ir::fold::constant_value(ctx, rw.body(), v)?;
    let elt = ctx.element_type_or_self(ty(rw, v));
    if ctx.integer_width(elt).is_none() && !ctx.is_index(elt) {
        return None;
    }
    super::fold::splat_value(ctx, Some(a))
}

fn int_attr(ctx: &Context, ty: Type, v: APInt) -> Attribute {
    match ctx.type_kind(ty) {
        strata_ir::TypeKind::Integer { width: 1, .. } => ctx.bool_attr(!v.is_zero()),
        _ => ctx.intern_attr(AttrKind::Integer { ty, value: v }),
    }
}

// ---- the ops the patterns match and build, by kind ------------------------------------------

/// `addi`, `subi` and `muli` (`Arith_IntBinaryOpWithOverflowFlags`).
#[derive(Copy, Clone)]
enum OverflowOp {
    AddI,
    SubI,
    MulI,
}

/// An op's operands, result and overflow flags.
struct Overflowing {
    lhs: ValueId,
    rhs: ValueId,
    result: ValueId,
    flags: u64,
}

impl OverflowOp {
    fn name(self) -> &'static str {
        match self {
            OverflowOp::AddI => ADDI.name,
            OverflowOp::SubI => SUBI.name,
            OverflowOp::MulI => MULI.name,
        }
    }

    /// `op` as this op.
    fn read(self, rw: &PatternRewriter<'_>, op: OpId) -> Option<Overflowing> {
        let read = |lhs, rhs, result, flags: Option<u64>| Overflowing {
            lhs,
            rhs,
            result,
            flags: flags.unwrap_or(0),
        };
        Some(match self {
            OverflowOp::AddI => {
                let o = AddIOp::cast(rw, op)?;
                read(o.lhs(rw), o.rhs(rw), o.result(rw), o.overflow_flags(rw))
            }
            OverflowOp::SubI => {
                let o = SubIOp::cast(rw, op)?;
                read(o.lhs(rw), o.rhs(rw), o.result(rw), o.overflow_flags(rw))
            }
            OverflowOp::MulI => {
                let o = MulIOp::cast(rw, op)?;
                read(o.lhs(rw), o.rhs(rw), o.result(rw), o.overflow_flags(rw))
            }
        })
    }

    /// This op of `lhs` and `rhs` with the overflow `flags`, at the
    /// insertion point.
    fn build(
        self,
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        lhs: ValueId,
        rhs: ValueId,
        flags: u64,
    ) -> ValueId {
        let f = Some(flags);
        match self {
            OverflowOp::AddI => AddIOp::build(rw, loc, lhs, rhs, f).result(rw),
            OverflowOp::SubI => SubIOp::build(rw, loc, lhs, rhs, f).result(rw),
            OverflowOp::MulI => MulIOp::build(rw, loc, lhs, rhs, f).result(rw),
        }
    }
}

/// `andi`, `ori` and `xori`.
#[derive(Copy, Clone)]
enum BitwiseOp {
    AndI,
    OrI,
    XOrI,
}

impl BitwiseOp {
    /// The operands and result of `op` as this op.
    fn read(self, rw: &PatternRewriter<'_>, op: OpId) -> Option<(ValueId, ValueId, ValueId)> {
        Some(match self {
            BitwiseOp::AndI => AndIOp::cast(rw, op).map(|o| (o.lhs(rw), o.rhs(rw), o.result(rw)))?,
            BitwiseOp::OrI => OrIOp::cast(rw, op).map(|o| (o.lhs(rw), o.rhs(rw), o.result(rw)))?,
            BitwiseOp::XOrI => XOrIOp::cast(rw, op).map(|o| (o.lhs(rw), o.rhs(rw), o.result(rw)))?,
        })
    }

    fn build(self, rw: &mut PatternRewriter<'_>, loc: Location, lhs: ValueId, rhs: ValueId) -> ValueId {
        match self {
            BitwiseOp::AndI => AndIOp::build(rw, loc, lhs, rhs).result(rw),
            BitwiseOp::OrI => OrIOp::build(rw, loc, lhs, rhs).result(rw),
            BitwiseOp::XOrI => XOrIOp::build(rw, loc, lhs, rhs).result(rw),
        }
    }
}

/// The casts without attributes the patterns match and build.
#[derive(Copy, Clone)]
enum CastKind {
    ExtUI,
    ExtSI,
    SIToFP,
    UIToFP,
    IndexCast,
    IndexCastUI,
    Bitcast,
}

impl CastKind {
    /// The input and result of `op` as this cast.
    fn read(self, rw: &PatternRewriter<'_>, op: OpId) -> Option<(ValueId, ValueId)> {
        Some(match self {
            CastKind::ExtUI => ExtUIOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::ExtSI => ExtSIOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::SIToFP => SIToFPOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::UIToFP => UIToFPOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::IndexCast => IndexCastOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::IndexCastUI => IndexCastUIOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
            CastKind::Bitcast => BitcastOp::cast(rw, op).map(|c| (c.input(rw), c.out(rw)))?,
        })
    }

    /// The cast defining `v` if it is this cast, and its input.
    fn source(self, rw: &PatternRewriter<'_>, v: ValueId) -> Option<(OpId, ValueId)> {
        let op = def_op(rw, v)?;
        self.read(rw, op).map(|(input, _)| (op, input))
    }

    /// This cast of `input` to `ty`, at the insertion point.
    fn build(self, rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, input: ValueId) -> ValueId {
        match self {
            CastKind::ExtUI => ExtUIOp::build(rw, loc, ty, input).out(rw),
            CastKind::ExtSI => ExtSIOp::build(rw, loc, ty, input).out(rw),
            CastKind::SIToFP => SIToFPOp::build(rw, loc, ty, input).out(rw),
            CastKind::UIToFP => UIToFPOp::build(rw, loc, ty, input).out(rw),
            CastKind::IndexCast => IndexCastOp::build(rw, loc, ty, input).out(rw),
            CastKind::IndexCastUI => IndexCastUIOp::build(rw, loc, ty, input).out(rw),
            CastKind::Bitcast => BitcastOp::build(rw, loc, ty, input).out(rw),
        }
    }
}

// ---- addi / subi / muli --------------------------------------------------------------

/// A constant reassociation `root(inner(x, c0), c1)` (either operand of
/// each op may be the constant) into `result(x, c)` with `c` computed from
/// `c0` and `c1` (ArithCanonicalization.td's `AddIAddConstant` family).
struct Reassoc {
    name: &'static str,
    root: OverflowOp,
    inner: OverflowOp,
    /// `inner(c0, x)` rather than `inner(x, c0)`.
    inner_const_lhs: bool,
    /// `root(c1, inner(..))` rather than `root(inner(..), c1)`.
    root_const_lhs: bool,
    result: OverflowOp,
    /// `result(c, x)` rather than `result(x, c)`.
    result_const_lhs: bool,
    /// The new constant from `c0` and `c1`.
    value: fn(&APInt, &APInt) -> APInt,
    /// Whether the result keeps the overflow flags both ops have (else it
    /// has none).
    merge: bool,
}

impl RewritePattern for Reassoc {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root.name())
    }

    /// Two matched ops.
    fn benefit(&self) -> u16 {
        2
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(root) = self.root.read(rw, op) else {
            return false;
        };
        let (c1_v, inner_v) = if self.root_const_lhs {
            (root.lhs, root.rhs)
        } else {
            (root.rhs, root.lhs)
        };
        let matched = (|| {
            let c1 = const_int(rw.ctx, rw.body(), c1_v)?;
            let inner = self.inner.read(rw, def_op(rw, inner_v)?)?;
            let (c0_v, x) = if self.inner_const_lhs {
                (inner.lhs, inner.rhs)
            } else {
                (inner.rhs, inner.lhs)
            };
            let c0 = const_int(rw.ctx, rw.body(), c0_v)?;
            // Constants of another width than the result (a generic
            // constant op may hold any attribute) are left alone.
            let ctx = rw.ctx;
            let w = super::fold::elem_width(ctx, ctx.element_type_or_self(ty(rw, root.result)))?;
            if c0.width() != w || c1.width() != w {
                return None;
            }
            // The second matched op: the root's constant when it comes
            // first, else the inner op's constant.
            let second = if self.root_const_lhs { c1_v } else { c0_v };
            Some((x, (self.value)(&c0, &c1), inner.flags, second))
        })();
        let Some((x, value, inner_flags, second)) = matched else {
            return false;
        };
        let ty = ty(rw, root.result);
        let f = if self.merge { root.flags & inner_flags } else { 0 };
        let loc = fused(rw, &[Some(op), def_op(rw, second)]);
        let c = int_attr(rw.ctx, ty, value);
        rw.set_insertion_point(op);
        let c = constant(rw, loc, c);
        let (lhs, rhs) = if self.result_const_lhs { (c, x) } else { (x, c) };
        let v = self.result.build(rw, loc, lhs, rhs, f);
        replace(rw, op, v)
    }
}

const fn reassoc(
    name: &'static str,
    root: OverflowOp,
    (inner, inner_const_lhs, root_const_lhs): (OverflowOp, bool, bool),
    (result, result_const_lhs): (OverflowOp, bool),
    value: fn(&APInt, &APInt) -> APInt,
    merge: bool,
) -> Reassoc {
    Reassoc {
        name,
        root,
        inner,
        inner_const_lhs,
        root_const_lhs,
        result,
        result_const_lhs,
        value,
        merge,
    }
}

fn sum(c0: &APInt, c1: &APInt) -> APInt {
    c0.add(c1)
}

fn c0_minus_c1(c0: &APInt, c1: &APInt) -> APInt {
    c0.sub(c1)
}

fn c1_minus_c0(c0: &APInt, c1: &APInt) -> APInt {
    c1.sub(c0)
}

fn product(c0: &APInt, c1: &APInt) -> APInt {
    c0.mul(c1)
}

use OverflowOp::{AddI, MulI, SubI};

static REASSOCIATIONS: [Reassoc; 10] = [
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    reassoc(
        "(anonymous namespace)::AddIAddConstant",
        AddI,
        (AddI, false, false),
        (AddI, false),
        sum,
        true,
    ),
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    reassoc(
        "(anonymous namespace)::AddISubConstantRHS",
        AddI,
        (SubI, false, false),
        (AddI, false),
        c1_minus_c0,
        true,
    ),
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    reassoc(
        "(anonymous namespace)::AddISubConstantLHS",
        AddI,
        (SubI, true, false),
        (SubI, true),
        sum,
        true,
    ),
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    reassoc(
        "(anonymous namespace)::SubIRHSAddConstant",
        SubI,
        (AddI, false, false),
        (AddI, false),
        c0_minus_c1,
        false,
    ),
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    reassoc(
        "(anonymous namespace)::SubILHSAddConstant",
        SubI,
        (AddI, false, true),
        (SubI, true),
        c1_minus_c0,
        true,
    ),
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    reassoc(
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        SubI,
        (SubI, false, false),
        (SubI, false),
        sum,
        true,
    ),
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    reassoc(
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        SubI,
        (SubI, true, false),
        (SubI, true),
        c0_minus_c1,
        true,
    ),
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    reassoc(
        "(anonymous namespace)::SubILHSSubConstantRHS",
        SubI,
        (SubI, false, true),
        (SubI, true),
        sum,
        true,
    ),
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    reassoc(
        "(anonymous namespace)::SubILHSSubConstantLHS",
        SubI,
        (SubI, true, true),
        (AddI, false),
        c1_minus_c0,
        true,
    ),
    // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
    reassoc(
        "(anonymous namespace)::MulIMulIConstant",
        MulI,
        (MulI, false, false),
        (MulI, false),
        product,
        true,
    ),
];

/// The reassociations rooted at `root`.
fn add_reassociations(out: &mut Vec<Box<dyn RewritePattern>>, root: &str) {
    for r in REASSOCIATIONS.iter().filter(|r| r.root.name() == root) {
        out.push(Box::new(RefPattern(r)));
    }
}

/// A pattern defined by a static.
struct RefPattern(&'static Reassoc);

impl RewritePattern for RefPattern {
    fn root(&self) -> PatternRoot {
        self.0.root()
    }

    fn benefit(&self) -> u16 {
        self.0.benefit()
    }

    fn debug_name(&self) -> &str {
        self.0.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        self.0.match_and_rewrite(op, rewriter)
    }
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (`rhs`) and
/// `addi(muli(x, -1), y) -> subi(y, x)`.
fn addi_mul_negative_one(op: OpId, rw: &mut PatternRewriter<'_>, rhs: bool) -> bool {
    let Some(add) = AddIOp::cast(rw, op) else {
        return false;
    };
    let (other, mul) = if rhs {
        (add.lhs(rw), add.rhs(rw))
    } else {
        (add.rhs(rw), add.lhs(rw))
    };
    let Some(m) = defining(rw, mul, MulIOp::cast) else {
        return false;
    };
    let (y, minus_one) = (m.lhs(rw), m.rhs(rw));
    if !int_or_splat_const(rw, minus_one).is_some_and(|c| c.is_all_ones()) {
        return false;
    }
    let loc = fused(rw, &[Some(op), def_op(rw, minus_one)]);
    rw.set_insertion_point(op);
    let v = SubIOp::build(rw, loc, other, y, Some(0)).result(rw);
    replace(rw, op, v)
}

pub(crate) fn addi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, ADDI.name);
    add(
        out,
        ADDI.name,
        &[
            ("(anonymous namespace)::AddIMulNegativeOneRhs", 2, |op, rw| {
                addi_mul_negative_one(op, rw, true)
            }),
            ("(anonymous namespace)::AddIMulNegativeOneLhs", 2, |op, rw| {
                addi_mul_negative_one(op, rw, false)
            }),
        ],
    );
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_sub_lhs_rhs_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sub) = SubIOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = defining(rw, sub.lhs(rw), SubIOp::cast) else {
        return false;
    };
    if inner.lhs(rw) != sub.rhs(rw) {
        return false;
    }
    let (b, ty) = (inner.rhs(rw), ty(rw, sub.result(rw)));
    let Some(zero) = super::fold::build(
        rw.ctx,
        ty,
        &[APInt::zero(
            super::fold::elem_width(rw.ctx, rw.ctx.element_type_or_self(ty)).unwrap_or(64),
        )],
    ) else {
        return false;
    };
    // The flags both subtractions have (MLIR's `MergeOverflow`).
    let flags = sub.overflow_flags(rw).unwrap_or(0) & inner.overflow_flags(rw).unwrap_or(0);
    let loc = fused(rw, &[Some(op), Some(inner.op())]);
    rw.set_insertion_point(op);
    let z = constant(rw, loc, zero);
    let v = SubIOp::build(rw, loc, z, b, Some(flags)).result(rw);
    replace(rw, op, v)
}

pub(crate) fn subi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, SUBI.name);
    add(
        out,
        SUBI.name,
        &[(
            "(anonymous namespace)::SubISubILHSRHSLHS",
            2,
            subi_sub_lhs_rhs_lhs,
        )],
    );
}

pub(crate) fn muli(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, MULI.name);
}

// ---- bitwise ops of extensions ------------------------------------------------------------

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have one type.
fn bitwise_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, kind: BitwiseOp, ext: CastKind) -> bool {
    let Some((lhs, rhs, result)) = kind.read(rw, op) else {
        return false;
    };
    let (Some((a, x)), Some((b, y))) = (ext.source(rw, lhs), ext.source(rw, rhs)) else {
        return false;
    };
    let xt = ty(rw, x);
    if xt != ty(rw, y) {
        return false;
    }
    let res_ty = ty(rw, result);
    let loc = fused(rw, &[Some(op), Some(a), Some(b)]);
    rw.set_insertion_point(op);
    let inner = kind.build(rw, loc, x, y);
    let v = ext.build(rw, loc, res_ty, inner);
    replace(rw, op, v)
}

pub(crate) fn andi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ANDI.name,
        &[
            ("(anonymous namespace)::AndOfExtUI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::AndI, CastKind::ExtUI)
            }),
            ("(anonymous namespace)::AndOfExtSI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::AndI, CastKind::ExtSI)
            }),
        ],
    );
}

pub(crate) fn ori(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ORI.name,
        &[
            ("(anonymous namespace)::OrOfExtUI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::OrI, CastKind::ExtUI)
            }),
            ("(anonymous namespace)::OrOfExtSI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::OrI, CastKind::ExtSI)
            }),
        ],
    );
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
fn xori_not_cmpi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(x) = XOrIOp::cast(rw, op) else {
        return false;
    };
    if ty(rw, x.result(rw)) != rw.ctx.i1()
        || !const_int(rw.ctx, rw.body(), x.rhs(rw)).is_some_and(|c| c.is_one())
    {
        return false;
    }
    let Some(cmp) = defining(rw, x.lhs(rw), CmpIOp::cast) else {
        return false;
    };
    let (a, b) = (cmp.lhs(rw), cmp.rhs(rw));
    let pred = invert_cmpi_predicate(cmp.predicate(rw).unwrap_or(0) as i64) as u64;
    let loc = fused(rw, &[Some(op), Some(cmp.op())]);
    rw.set_insertion_point(op);
    let v = CmpIOp::build(rw, loc, a, b, pred).result(rw);
    replace(rw, op, v)
}

pub(crate) fn xori(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        XORI.name,
        &[
            ("(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi),
            ("(anonymous namespace)::XOrIOfExtUI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::XOrI, CastKind::ExtUI)
            }),
            ("(anonymous namespace)::XOrIOfExtSI", 3, |op, rw| {
                bitwise_of_ext(op, rw, BitwiseOp::XOrI, CastKind::ExtSI)
            }),
        ],
    );
}

// ---- select ------------------------------------------------------------------------------

/// `select(p, select(p, a, b), c) -> select(p, a, c)` and
/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select(op: OpId, rw: &mut PatternRewriter<'_>, true_side: bool) -> bool {
    let Some(sel) = SelectOp::cast(rw, op) else {
        return false;
    };
    let (p, a, b) = (sel.condition(rw), sel.true_value(rw), sel.false_value(rw));
    let Some(inner) = defining(rw, if true_side { a } else { b }, SelectOp::cast) else {
        return false;
    };
    if inner.condition(rw) != p {
        return false;
    }
    let (a, b) = if true_side {
        (inner.true_value(rw), b)
    } else {
        (a, inner.false_value(rw))
    };
    let loc = fused(rw, &[Some(op), Some(inner.op())]);
    new_select(rw, op, loc, (p, a, b))
}

/// Replaces the select `op` by a new select at `loc` (as the declarative
/// patterns do, rather than updating `op` in place).
fn new_select(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    (p, a, b): (ValueId, ValueId, ValueId),
) -> bool {
    rw.set_insertion_point(op);
    let v = SelectOp::build(rw, loc, p, a, b).result(rw);
    replace(rw, op, v)
}

/// `select(xori(p, true), a, b) -> select(p, b, a)` (a scalar `true`).
fn select_not_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sel) = SelectOp::cast(rw, op) else {
        return false;
    };
    let Some(x) = defining(rw, sel.condition(rw), XOrIOp::cast) else {
        return false;
    };
    let one = x.rhs(rw);
    if !const_int(rw.ctx, rw.body(), one).is_some_and(|c| c.is_one()) {
        return false;
    }
    let (p, a, b) = (x.lhs(rw), sel.true_value(rw), sel.false_value(rw));
    let loc = fused(rw, &[Some(op), def_op(rw, one)]);
    new_select(rw, op, loc, (p, b, a))
}

/// `select(p, false, true) -> xori(p, true)` on `i1`.
fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sel) = SelectOp::cast(rw, op) else {
        return false;
    };
    let (ctx, body) = (rw.ctx, rw.body());
    if ty(rw, sel.result(rw)) != ctx.i1()
        || !const_int(ctx, body, sel.true_value(rw)).is_some_and(|c| c.is_zero())
        || !const_int(ctx, body, sel.false_value(rw)).is_some_and(|c| c.is_one())
    {
        return false;
    }
    let p = sel.condition(rw);
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let t = constant(rw, loc, ctx.bool_attr(true));
    let v = XOrIOp::build(rw, loc, p, t).result(rw);
    replace(rw, op, v)
}

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(not(p))`
/// for scalar integer results wider than `i1`.
fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sel) = SelectOp::cast(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    let res_ty = ty(rw, sel.result(rw));
    let p = sel.condition(rw);
    let p_ty = ty(rw, p);
    let wide = ctx.integer_width(res_ty).is_some_and(|w| w > 1);
    if !wide || p_ty != ctx.i1() {
        return false;
    }
    let (t, f) = (
        const_int(ctx, rw.body(), sel.true_value(rw)),
        const_int(ctx, rw.body(), sel.false_value(rw)),
    );
    let (Some(t), Some(f)) = (t, f) else { return false };
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let cond = if t.is_one() && f.is_zero() {
        p
    } else if t.is_zero() && f.is_one() {
        let Some(ones) = super::fold::build(ctx, p_ty, &[APInt::from_u64(1, 1)]) else {
            return false;
        };
        let c = constant(rw, loc, ones);
        XOrIOp::build(rw, loc, p, c).result(rw)
    } else {
        return false;
    };
    let v = ExtUIOp::build(rw, loc, res_ty, cond).out(rw);
    replace(rw, op, v)
}

pub(crate) fn select(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        SELECT.name,
        &[
            ("(anonymous namespace)::RedundantSelectTrue", 2, |op, rw| {
                redundant_select(op, rw, true)
            }),
            ("(anonymous namespace)::RedundantSelectFalse", 2, |op, rw| {
                redundant_select(op, rw, false)
            }),
            ("(anonymous namespace)::SelectNotCond", 2, select_not_cond),
            ("(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not),
            ("SelectToExtUI", 1, select_to_extui),
        ],
    );
}

// ---- comparisons ---------------------------------------------------------------------------

/// `cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)` for one extension
/// kind and equal source types.
fn cmpi_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: CastKind) -> bool {
    let Some(cmp) = CmpIOp::cast(rw, op) else {
        return false;
    };
    let pred = cmp.predicate(rw).unwrap_or(0);
    if !matches!(pred, 0 | 1) {
        return false;
    }
    let (Some((a, x)), Some((b, y))) = (ext.source(rw, cmp.lhs(rw)), ext.source(rw, cmp.rhs(rw))) else {
        return false;
    };
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let loc = fused(rw, &[Some(op), Some(a), Some(b)]);
    rw.set_insertion_point(op);
    let v = CmpIOp::build(rw, loc, x, y, pred).result(rw);
    replace(rw, op, v)
}

pub(crate) fn cmpi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        CMPI.name,
        &[
            ("(anonymous namespace)::CmpIExtSI", 3, |op, rw| {
                cmpi_of_ext(op, rw, CastKind::ExtSI)
            }),
            ("(anonymous namespace)::CmpIExtUI", 3, |op, rw| {
                cmpi_of_ext(op, rw, CastKind::ExtUI)
            }),
        ],
    );
}

/// `cmpf(pred, sitofp(x) or uitofp(x), C)` becomes an integer comparison
/// of `x` with `C` converted (or a constant), when the conversion of `x`
/// cannot change the outcome (`CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cmp) = CmpFOp::cast(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    let (lhs, predicate) = (cmp.lhs(rw), cmp.predicate(rw).unwrap_or(0) as i64);
    let Some(rhs) = strata_ir::fold::constant_value(ctx, rw.body(), cmp.rhs(rw)) else {
        return false;
    };
    let AttrKind::Float { ty, bits: c } = *ctx.attr_kind(rhs) else {
        return false;
    };
    let Some(kind) = ctx.float_kind(ty) else {
        return false;
    };
    if ctx.float_kind(self::ty(rw, lhs)).is_none() {
        return false;
    }
    let Some(mantissa) = apfloat::precision(kind) else {
        return false;
    };
    let (unsigned, int_val) = if let Some((_, x)) = CastKind::SIToFP.source(rw, lhs) {
        (false, x)
    } else if let Some((_, x)) = CastKind::UIToFP.source(rw, lhs) {
        (true, x)
    } else {
        return false;
    };
    let int_ty = self::ty(rw, int_val);
    let Some(width) = ctx.integer_width(int_ty) else {
        return false;
    };
    let value_bits = if unsigned { width } else { width - 1 } as i64;
    let Some(class) = apfloat::classify(kind, c) else {
        return false;
    };
    if width > mantissa {
        // The conversion loses bits: it must not matter near C.
        let exp = apfloat::ilogb(kind, c).unwrap_or(0);
        if exp == i32::MAX {
            if (apfloat::largest_ilogb(kind).unwrap_or(0) as i64) < value_bits {
                return false;
            }
        } else if mantissa as i64 <= exp as i64 && exp as i64 <= value_bits {
            return false;
        }
    }
    let s = unsigned;
    let mut pred: i64 = match predicate {
        7 => return replace_with_bool(rw, op, true),
        14 => return replace_with_bool(rw, op, false),
        1 | 8 => 0,
        2 | 9 => {
            if s {
                8
            } else {
                4
            }
        }
        3 | 10 => {
            if s {
                9
            } else {
                5
            }
        }
        4 | 11 => {
            if s {
                6
            } else {
                2
            }
        }
        5 | 12 => {
            if s {
                7
            } else {
                3
            }
        }
        6 | 13 => 1,
        _ => return false,
    };
    let bound = |v: APInt, signed: bool| apfloat::from_int(kind, &v, signed);
    let cmp = |a: u128, b: u128| apfloat::compare(kind, a, b).flatten();
    use std::cmp::Ordering::{Greater, Less};
    // C above the integer range.
    let (max, min) = if unsigned {
        (APInt::all_ones(width), APInt::zero(width))
    } else {
        (APInt::signed_max(width), APInt::signed_min(width))
    };
    let (Some(max_f), Some(min_f)) = (bound(max, !unsigned), bound(min, !unsigned)) else {
        return false;
    };
    if cmp(max_f, c) == Some(Less) {
        return replace_with_bool(rw, op, matches!(pred, 1 | 2 | 3 | 6 | 7));
    }
    if cmp(min_f, c) == Some(Greater) {
        return replace_with_bool(rw, op, matches!(pred, 1 | 4 | 5 | 8 | 9));
    }
    // C in range, maybe fractional: compare with it rounded toward zero.
    let Some(c_int) = apfloat::to_int(kind, c, width, !unsigned) else {
        return false;
    };
    if !class.zero {
        let back = apfloat::from_int(kind, &c_int, !unsigned);
        if back.is_none_or(|b| cmp(b, c) != Some(std::cmp::Ordering::Equal)) {
            let neg = class.negative;
            match pred {
                0 => return replace_with_bool(rw, op, false),
                1 => return replace_with_bool(rw, op, true),
                7 if neg => return replace_with_bool(rw, op, false),
                3 if neg => pred = 2,
                6 if neg => return replace_with_bool(rw, op, false),
                6 => pred = 7,
                2 if !neg => pred = 3,
                8 if neg => return replace_with_bool(rw, op, true),
                4 if neg => pred = 5,
                9 if neg => return replace_with_bool(rw, op, true),
                9 => pred = 8,
                5 if !neg => pred = 4,
                _ => {}
            }
        }
    }
    let c_attr = int_attr(ctx, int_ty, c_int);
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let cv = constant(rw, loc, c_attr);
    let v = CmpIOp::build(rw, loc, int_val, cv, pred as u64).result(rw);
    replace(rw, op, v)
}

fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: OpId, b: bool) -> bool {
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let v = constant(rw, loc, rw.ctx.bool_attr(b));
    replace(rw, op, v)
}

pub(crate) fn cmpf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, CMPF.name, &[("CmpFIntToFPConst", 1, cmpf_int_to_fp_const)]);
}

// ---- casts -----------------------------------------------------------------------------------

/// `outer(inner(x)) -> replacement(x)`, keeping the outer cast's result
/// type: `extsi(extui(x)) -> extui(x)`, `index_cast(extsi(x)) ->
/// index_cast(x)`, `index_castui(extui(x)) -> index_castui(x)` and
/// `bitcast(bitcast(x)) -> bitcast(x)`.
fn cast_of_cast(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    outer: CastKind,
    inner: CastKind,
    replacement: CastKind,
) -> bool {
    let Some((input, out)) = outer.read(rw, op) else {
        return false;
    };
    let Some((e, x)) = inner.source(rw, input) else {
        return false;
    };
    let (loc, ty) = (fused(rw, &[Some(op), Some(e)]), ty(rw, out));
    rw.set_insertion_point(op);
    let v = replacement.build(rw, loc, ty, x);
    replace(rw, op, v)
}

pub(crate) fn extsi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXTSI.name,
        &[("(anonymous namespace)::ExtSIOfExtUI", 2, |op, rw| {
            cast_of_cast(op, rw, CastKind::ExtSI, CastKind::ExtUI, CastKind::ExtUI)
        })],
    );
}

/// `cast(cast(x)) -> x` for two casts of one kind when `x` has the
/// result's type (MLIR's `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`).
fn cast_round_trip(op: OpId, rw: &mut PatternRewriter<'_>, kind: CastKind) -> bool {
    let Some((input, out)) = kind.read(rw, op) else {
        return false;
    };
    let Some((_, x)) = kind.source(rw, input) else {
        return false;
    };
    if ty(rw, x) != ty(rw, out) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

pub(crate) fn index_cast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        INDEX_CAST.name,
        &[
            ("(anonymous namespace)::IndexCastOfIndexCast", 2, |op, rw| {
                cast_round_trip(op, rw, CastKind::IndexCast)
            }),
            ("(anonymous namespace)::IndexCastOfExtSI", 2, |op, rw| {
                cast_of_cast(op, rw, CastKind::IndexCast, CastKind::ExtSI, CastKind::IndexCast)
            }),
        ],
    );
}

pub(crate) fn index_castui(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        INDEX_CASTUI.name,
        &[
            ("(anonymous namespace)::IndexCastUIOfIndexCastUI", 2, |op, rw| {
                cast_round_trip(op, rw, CastKind::IndexCastUI)
            }),
            ("(anonymous namespace)::IndexCastUIOfExtUI", 2, |op, rw| {
                cast_of_cast(
                    op,
                    rw,
                    CastKind::IndexCastUI,
                    CastKind::ExtUI,
                    CastKind::IndexCastUI,
                )
            }),
        ],
    );
}

pub(crate) fn bitcast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        BITCAST.name,
        &[("(anonymous namespace)::BitcastOfBitcast", 2, |op, rw| {
            cast_of_cast(op, rw, CastKind::Bitcast, CastKind::Bitcast, CastKind::Bitcast)
        })],
    );
}

fn int_width(rw: &PatternRewriter<'_>, t: Type) -> u32 {
    let ctx = rw.ctx;
    ctx.integer_width(ctx.element_type_or_self(t)).unwrap_or(64)
}

/// `trunci(ext(x)) -> ext(x)` when `x` is narrower than the result.
fn trunci_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: CastKind) -> bool {
    let Some(trunc) = TruncIOp::cast(rw, op) else {
        return false;
    };
    let Some((e, x)) = ext.source(rw, trunc.input(rw)) else {
        return false;
    };
    let res_ty = ty(rw, trunc.out(rw));
    if int_width(rw, ty(rw, x)) >= int_width(rw, res_ty) {
        return false;
    }
    let loc = fused(rw, &[Some(op), Some(e)]);
    rw.set_insertion_point(op);
    let v = ext.build(rw, loc, res_ty, x);
    replace(rw, op, v)
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// truncated bits (the sign fill is then cut off).
fn trunci_shrsi_to_shrui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(trunc) = TruncIOp::cast(rw, op) else {
        return false;
    };
    let Some(s) = defining(rw, trunc.input(rw), ShRSIOp::cast) else {
        return false;
    };
    let (x, c) = (s.lhs(rw), s.rhs(rw));
    let Some(amount) = int_or_splat_const(rw, c) else {
        return false;
    };
    let res_ty = ty(rw, trunc.out(rw));
    let (src_w, dst_w) = (int_width(rw, ty(rw, x)), int_width(rw, res_ty));
    if amount.to_u64() != Some((src_w - dst_w) as u64) {
        return false;
    }
    let flags = trunc.overflow_flags(rw).unwrap_or(0);
    let exact = s.is_exact(rw);
    // A new constant of the matched shift amount.
    let Some(amount_attr) = strata_ir::fold::constant_value(rw.ctx, rw.body(), c) else {
        return false;
    };
    let loc = fused(rw, &[Some(op), def_op(rw, c)]);
    rw.set_insertion_point(op);
    let c = constant(rw, loc, amount_attr);
    let shifted = ShRUIOp::build(rw, loc, x, c, exact).result(rw);
    let v = TruncIOp::build(rw, loc, res_ty, shifted, Some(flags)).out(rw);
    replace(rw, op, v)
}

pub(crate) fn trunci(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        TRUNCI.name,
        &[
            ("(anonymous namespace)::TruncIExtSIToExtSI", 2, |op, rw| {
                trunci_of_ext(op, rw, CastKind::ExtSI)
            }),
            ("(anonymous namespace)::TruncIExtUIToExtUI", 2, |op, rw| {
                trunci_of_ext(op, rw, CastKind::ExtUI)
            }),
            (
                "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
                2,
                trunci_shrsi_to_shrui,
            ),
        ],
    );
}

/// `truncf(sitofp(x)) -> sitofp(x)` and `truncf(uitofp(x)) -> uitofp(x)`
/// when the truncation uses the default rounding mode.
fn truncf_of_int_to_fp(op: OpId, rw: &mut PatternRewriter<'_>, cast: CastKind) -> bool {
    let Some(trunc) = TruncFOp::cast(rw, op) else {
        return false;
    };
    if trunc.roundingmode(rw).is_some() {
        return false;
    }
    let Some((e, x)) = cast.source(rw, trunc.input(rw)) else {
        return false;
    };
    let (loc, ty) = (fused(rw, &[Some(op), Some(e)]), ty(rw, trunc.out(rw)));
    rw.set_insertion_point(op);
    let v = cast.build(rw, loc, ty, x);
    replace(rw, op, v)
}

pub(crate) fn truncf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        TRUNCF.name,
        &[
            ("(anonymous namespace)::TruncFSIToFPToSIToFP", 2, |op, rw| {
                truncf_of_int_to_fp(op, rw, CastKind::SIToFP)
            }),
            ("(anonymous namespace)::TruncFUIToFPToUIToFP", 2, |op, rw| {
                truncf_of_int_to_fp(op, rw, CastKind::UIToFP)
            }),
        ],
    );
}

// ---- float ops of negations ------------------------------------------------------------------

/// `op(negf(x), negf(y)) -> op(x, y)` for `mulf` and `divf` when `x` and
/// `y` have one type, keeping the fastmath flags of `op`.
fn of_negf(op: OpId, rw: &mut PatternRewriter<'_>, div: bool) -> bool {
    let (lhs, rhs, fastmath) = if div {
        let Some(d) = DivFOp::cast(rw, op) else {
            return false;
        };
        (d.lhs(rw), d.rhs(rw), d.fastmath(rw))
    } else {
        let Some(m) = MulFOp::cast(rw, op) else {
            return false;
        };
        (m.lhs(rw), m.rhs(rw), m.fastmath(rw))
    };
    let (Some(a), Some(b)) = (defining(rw, lhs, NegFOp::cast), defining(rw, rhs, NegFOp::cast)) else {
        return false;
    };
    let (x, y) = (a.operand(rw), b.operand(rw));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let loc = fused(rw, &[Some(op), Some(a.op()), Some(b.op())]);
    rw.set_insertion_point(op);
    let v = if div {
        DivFOp::build(rw, loc, x, y, fastmath).result(rw)
    } else {
        MulFOp::build(rw, loc, x, y, fastmath).result(rw)
    };
    replace(rw, op, v)
}

pub(crate) fn mulf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        MULF.name,
        &[("(anonymous namespace)::MulFOfNegF", 3, |op, rw| {
            of_negf(op, rw, false)
        })],
    );
}

pub(crate) fn divf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        DIVF.name,
        &[("(anonymous namespace)::DivFOfNegF", 3, |op, rw| {
            of_negf(op, rw, true)
        })],
    );
}

// ---- extended ops ------------------------------------------------------------------------------

/// An extended op (`lhs`, `rhs` to `low`, `high`) whose second result is
/// unused becomes the plain op `plain`.
fn extended_to_plain(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    (lhs, rhs, low, high): (ValueId, ValueId, ValueId, ValueId),
    plain: OverflowOp,
) -> bool {
    if rw.body().uses(high).next().is_some() {
        return false;
    }
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let v = plain.build(rw, loc, lhs, rhs, 0);
    rw.replace_all_uses_with(low, v);
    rw.erase_op(op);
    true
}

fn addui_extended_to_addi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(a) = AddUIExtendedOp::cast(rw, op) else {
        return false;
    };
    let values = (a.lhs(rw), a.rhs(rw), a.sum(rw), a.overflow(rw));
    extended_to_plain(op, rw, values, OverflowOp::AddI)
}

fn mulsi_extended_to_muli(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = MulSIExtendedOp::cast(rw, op) else {
        return false;
    };
    let values = (m.lhs(rw), m.rhs(rw), m.low(rw), m.high(rw));
    extended_to_plain(op, rw, values, OverflowOp::MulI)
}

fn mului_extended_to_muli(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = MulUIExtendedOp::cast(rw, op) else {
        return false;
    };
    let values = (m.lhs(rw), m.rhs(rw), m.low(rw), m.high(rw));
    extended_to_plain(op, rw, values, OverflowOp::MulI)
}

/// `mulsi_extended(x, 1) -> x, extsi(cmpi slt(x, 0))`.
fn mulsi_extended_rhs_one(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = MulSIExtendedOp::cast(rw, op) else {
        return false;
    };
    if !int_or_splat_const(rw, m.rhs(rw)).is_some_and(|c| c.is_one()) {
        return false;
    }
    let ctx = rw.ctx;
    let (x, ty) = (m.lhs(rw), ty(rw, m.low(rw)));
    let w = super::fold::elem_width(ctx, ctx.element_type_or_self(ty)).unwrap_or(64);
    // An i1 `true` is -1 when signed, not one (and extsi i1 -> i1 is no
    // cast).
    if w == 1 {
        return false;
    }
    let Some(zero) = super::fold::build(ctx, ty, &[APInt::zero(w)]) else {
        return false;
    };
    let loc = own_loc(rw, op);
    rw.set_insertion_point(op);
    let z = constant(rw, loc, zero);
    let slt = CMPI_PREDICATE.value_of("slt").unwrap_or(2);
    let cv = CmpIOp::build(rw, loc, x, z, slt).result(rw);
    let ev = ExtSIOp::build(rw, loc, ty, cv).out(rw);
    rw.replace_op(op, &[x, ev]);
    true
}

pub(crate) fn addui_extended(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        ADDUI_EXTENDED.name,
        &[(
            "(anonymous namespace)::AddUIExtendedToAddI",
            1,
            addui_extended_to_addi,
        )],
    );
}

pub(crate) fn mulsi_extended(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        MULSI_EXTENDED.name,
        &[
            (
                "(anonymous namespace)::MulSIExtendedToMulI",
                1,
                mulsi_extended_to_muli,
            ),
            (
                "(anonymous namespace)::MulSIExtendedRHSOne",
                1,
                mulsi_extended_rhs_one,
            ),
        ],
    );
}

pub(crate) fn mului_extended(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        MULUI_EXTENDED.name,
        &[(
            "(anonymous namespace)::MulUIExtendedToMulI",
            1,
            mului_extended_to_muli,
        )],
    );
}
