//! The canonicalization patterns of the arith ops: constant reassociation
//! of `addi`/`subi`/`muli`, bitwise ops of extensions, `select` and `cmpi`
//! simplifications, cast chains and the extended ops whose extra result is
//! unused.

use strata_ir::{APInt, AttrKind, Attribute, Context, Location, OpId, OpRef, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use strata_dialect_utils::matchers::{const_int, def_named};
use strata_dialect_utils::patterns::{add, create_at as create, op_ref, result, ApplyFn};

use super::apfloat;
use super::fold::{invert_cmpi_predicate, predicate};
use super::{CMPI_PREDICATE, OVERFLOW};

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

/// An `arith.constant` of `value` (whose type is `ty`) before `at`.
fn constant(rw: &mut PatternRewriter<'_>, at: OpId, loc: Location, value: Attribute, ty: Type) -> ValueId {
    let c = create(rw, at, loc, super::CONSTANT.name, &[], &[ty], &[("value", value)]);
    result(rw, c)
}

fn overflow_attr(ctx: &Context, flags: u64) -> Attribute {
    OVERFLOW.attr(ctx, flags)
}

/// Creates an integer binary op with overflow flags and returns its result.
fn binary_ovf(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    name: &str,
    (lhs, rhs): (ValueId, ValueId),
    ty: Type,
    flags: u64,
) -> ValueId {
    let f = overflow_attr(rw.ctx, flags);
    let op = create(rw, at, loc, name, &[lhs, rhs], &[ty], &[("overflowFlags", f)]);
    result(rw, op)
}

fn replace(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId) -> bool {
    rw.replace_op(op, &[v]);
    true
}

// ---- reading -----------------------------------------------------------------------

fn flags(op: OpRef<'_>) -> u64 {
    op.attr("overflowFlags")
        .and_then(|a| OVERFLOW.attr_value(op.ctx, a))
        .unwrap_or(0)
}

/// The value of a scalar or splat integer constant.
fn int_or_splat_const(op: OpRef<'_>, v: ValueId) -> Option<APInt> {
    let a = strata_ir::fold::constant_value(op.ctx, op.body, v)?;
    let elt = op.ctx.element_type_or_self(op.value_type(v));
    if op.ctx.integer_width(elt).is_none() && !op.ctx.is_index(elt) {
        return None;
    }
    super::fold::splat_value(op.ctx, Some(a))
}

fn int_attr(ctx: &Context, ty: Type, v: APInt) -> Attribute {
    match ctx.type_kind(ty) {
        strata_ir::TypeKind::Integer { width: 1, .. } => ctx.bool_attr(!v.is_zero()),
        _ => ctx.intern_attr(AttrKind::Integer { ty, value: v }),
    }
}

// ---- addi / subi / muli --------------------------------------------------------------

/// A constant reassociation `root(inner(x, c0), c1)` (either operand of
/// each op may be the constant) into `result(x, c)` with `c` computed from
/// `c0` and `c1` (ArithCanonicalization.td's `AddIAddConstant` family).
struct Reassoc {
    name: &'static str,
    root: &'static str,
    inner: &'static str,
    /// `inner(c0, x)` rather than `inner(x, c0)`.
    inner_const_lhs: bool,
    /// `root(c1, inner(..))` rather than `root(inner(..), c1)`.
    root_const_lhs: bool,
    result: &'static str,
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
        PatternRoot::Op(self.root)
    }

    /// Two matched ops.
    fn benefit(&self) -> u16 {
        2
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let o = op_ref(rw, op);
        let (c1_at, inner_at) = if self.root_const_lhs { (0, 1) } else { (1, 0) };
        let matched = (|| {
            let c1 = const_int(o.ctx, o.body, o.operand(c1_at))?;
            let inner = def_named(o, o.operand(inner_at), self.inner)?;
            let (c0_at, x_at) = if self.inner_const_lhs { (0, 1) } else { (1, 0) };
            let c0 = const_int(inner.ctx, inner.body, inner.operand(c0_at))?;
            // The second matched op: the root's constant when it comes
            // first, else the inner op's constant.
            let second = if self.root_const_lhs {
                o.operand(c1_at)
            } else {
                inner.operand(c0_at)
            };
            Some((inner.operand(x_at), (self.value)(&c0, &c1), flags(inner), second))
        })();
        let Some((x, value, inner_flags, second)) = matched else {
            return false;
        };
        let ty = o.result_type(0);
        let f = if self.merge { flags(o) & inner_flags } else { 0 };
        let loc = fused(rw, &[Some(op), def_op(rw, second)]);
        let c = int_attr(rw.ctx, ty, value);
        let c = constant(rw, op, loc, c, ty);
        let (lhs, rhs) = if self.result_const_lhs { (c, x) } else { (x, c) };
        let v = binary_ovf(rw, op, loc, self.result, (lhs, rhs), ty, f);
        replace(rw, op, v)
    }
}

const fn reassoc(
    name: &'static str,
    root: &'static str,
    (inner, inner_const_lhs, root_const_lhs): (&'static str, bool, bool),
    (result, result_const_lhs): (&'static str, bool),
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

const ADDI: &str = "arith.addi";
const SUBI: &str = "arith.subi";
const MULI: &str = "arith.muli";

static REASSOCIATIONS: [Reassoc; 10] = [
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    reassoc(
        "(anonymous namespace)::AddIAddConstant",
        ADDI,
        (ADDI, false, false),
        (ADDI, false),
        sum,
        true,
    ),
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    reassoc(
        "(anonymous namespace)::AddISubConstantRHS",
        ADDI,
        (SUBI, false, false),
        (ADDI, false),
        c1_minus_c0,
        true,
    ),
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    reassoc(
        "(anonymous namespace)::AddISubConstantLHS",
        ADDI,
        (SUBI, true, false),
        (SUBI, true),
        sum,
        true,
    ),
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    reassoc(
        "(anonymous namespace)::SubIRHSAddConstant",
        SUBI,
        (ADDI, false, false),
        (ADDI, false),
        c0_minus_c1,
        false,
    ),
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    reassoc(
        "(anonymous namespace)::SubILHSAddConstant",
        SUBI,
        (ADDI, false, true),
        (SUBI, true),
        c1_minus_c0,
        true,
    ),
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    reassoc(
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        SUBI,
        (SUBI, false, false),
        (SUBI, false),
        sum,
        true,
    ),
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    reassoc(
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        SUBI,
        (SUBI, true, false),
        (SUBI, true),
        c0_minus_c1,
        true,
    ),
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    reassoc(
        "(anonymous namespace)::SubILHSSubConstantRHS",
        SUBI,
        (SUBI, false, true),
        (SUBI, true),
        sum,
        true,
    ),
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    reassoc(
        "(anonymous namespace)::SubILHSSubConstantLHS",
        SUBI,
        (SUBI, true, true),
        (ADDI, false),
        c1_minus_c0,
        true,
    ),
    // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
    reassoc(
        "(anonymous namespace)::MulIMulIConstant",
        MULI,
        (MULI, false, false),
        (MULI, false),
        product,
        true,
    ),
];

/// The reassociations rooted at `root`.
fn add_reassociations(out: &mut Vec<Box<dyn RewritePattern>>, root: &str) {
    for r in REASSOCIATIONS.iter().filter(|r| r.root == root) {
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
    let o = op_ref(rw, op);
    let (other, mul) = if rhs {
        (o.operand(0), o.operand(1))
    } else {
        (o.operand(1), o.operand(0))
    };
    let Some(m) = def_named(o, mul, "arith.muli") else {
        return false;
    };
    if !int_or_splat_const(m, m.operand(1)).is_some_and(|c| c.is_all_ones()) {
        return false;
    }
    let (y, ty) = (m.operand(0), o.result_type(0));
    let loc = fused(rw, &[Some(op), def_op(rw, m.operand(1))]);
    let v = binary_ovf(rw, op, loc, "arith.subi", (other, y), ty, 0);
    replace(rw, op, v)
}

fn addi_mul_negative_one_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    addi_mul_negative_one(op, rw, true)
}

fn addi_mul_negative_one_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    addi_mul_negative_one(op, rw, false)
}

pub(crate) fn addi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, ADDI);
    add(
        out,
        "arith.addi",
        &[
            (
                "(anonymous namespace)::AddIMulNegativeOneRhs",
                2,
                addi_mul_negative_one_rhs,
            ),
            (
                "(anonymous namespace)::AddIMulNegativeOneLhs",
                2,
                addi_mul_negative_one_lhs,
            ),
        ],
    );
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_sub_lhs_rhs_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(inner) = def_named(o, o.operand(0), "arith.subi") else {
        return false;
    };
    if inner.operand(0) != o.operand(1) {
        return false;
    }
    let (b, ty) = (inner.operand(1), o.result_type(0));
    let Some(zero) = super::fold::build(
        rw.ctx,
        ty,
        &[APInt::zero(
            super::fold::elem_width(rw.ctx, rw.ctx.element_type_or_self(ty)).unwrap_or(64),
        )],
    ) else {
        return false;
    };
    let loc = fused(rw, &[Some(op), Some(inner.id)]);
    let z = constant(rw, op, loc, zero, ty);
    let v = binary_ovf(rw, op, loc, "arith.subi", (z, b), ty, 0);
    replace(rw, op, v)
}

pub(crate) fn subi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, SUBI);
    add(
        out,
        "arith.subi",
        &[(
            "(anonymous namespace)::SubISubILHSRHSLHS",
            2,
            subi_sub_lhs_rhs_lhs,
        )],
    );
}

pub(crate) fn muli(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add_reassociations(out, MULI);
}

// ---- bitwise ops of extensions ------------------------------------------------------------

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have one type.
fn bitwise_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let o = op_ref(rw, op);
    let (Some(a), Some(b)) = (def_named(o, o.operand(0), ext), def_named(o, o.operand(1), ext)) else {
        return false;
    };
    let (x, y) = (a.operand(0), b.operand(0));
    let xt = o.value_type(x);
    if xt != o.value_type(y) {
        return false;
    }
    let (name, res_ty) = (o.name_str().to_owned(), o.result_type(0));
    let loc = fused(rw, &[Some(op), Some(a.id), Some(b.id)]);
    let inner = create(rw, op, loc, &name, &[x, y], &[xt], &[]);
    let iv = result(rw, inner);
    let e = create(rw, op, loc, ext, &[iv], &[res_ty], &[]);
    let v = result(rw, e);
    replace(rw, op, v)
}

fn of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, "arith.extui")
}

fn of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, "arith.extsi")
}

pub(crate) fn andi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.andi",
        &[
            ("(anonymous namespace)::AndOfExtUI", 3, of_extui),
            ("(anonymous namespace)::AndOfExtSI", 3, of_extsi),
        ],
    );
}

pub(crate) fn ori(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.ori",
        &[
            ("(anonymous namespace)::OrOfExtUI", 3, of_extui),
            ("(anonymous namespace)::OrOfExtSI", 3, of_extsi),
        ],
    );
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
fn xori_not_cmpi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if o.result_type(0) != rw.ctx.i1() || !const_int(o.ctx, o.body, o.operand(1)).is_some_and(|c| c.is_one())
    {
        return false;
    }
    let Some(cmp) = def_named(o, o.operand(0), "arith.cmpi") else {
        return false;
    };
    let (a, b) = (cmp.operand(0), cmp.operand(1));
    let pred = CMPI_PREDICATE.attr(rw.ctx, invert_cmpi_predicate(predicate(cmp)) as u64);
    let i1 = rw.ctx.i1();
    let loc = fused(rw, &[Some(op), Some(cmp.id)]);
    let n = create(rw, op, loc, "arith.cmpi", &[a, b], &[i1], &[("predicate", pred)]);
    let v = result(rw, n);
    replace(rw, op, v)
}

pub(crate) fn xori(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.xori",
        &[
            ("(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi),
            ("(anonymous namespace)::XOrIOfExtUI", 3, of_extui),
            ("(anonymous namespace)::XOrIOfExtSI", 3, of_extsi),
        ],
    );
}

// ---- select ------------------------------------------------------------------------------

/// `select(p, select(p, a, b), c) -> select(p, a, c)` and
/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select(op: OpId, rw: &mut PatternRewriter<'_>, true_side: bool) -> bool {
    let o = op_ref(rw, op);
    let idx = if true_side { 1 } else { 2 };
    let Some(inner) = def_named(o, o.operand(idx), "arith.select") else {
        return false;
    };
    if inner.operand(0) != o.operand(0) {
        return false;
    }
    let mut operands = [o.operand(0), o.operand(1), o.operand(2)];
    operands[idx] = inner.operand(idx);
    let loc = fused(rw, &[Some(op), Some(inner.id)]);
    new_select(rw, op, loc, operands)
}

/// Replaces the select `op` by a new select of `operands` at `loc` (as the
/// declarative patterns do, rather than updating `op` in place).
fn new_select(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, operands: [ValueId; 3]) -> bool {
    let ty = op_ref(rw, op).result_type(0);
    let n = create(rw, op, loc, "arith.select", &operands, &[ty], &[]);
    let v = result(rw, n);
    replace(rw, op, v)
}

fn redundant_select_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    redundant_select(op, rw, true)
}

fn redundant_select_false(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    redundant_select(op, rw, false)
}

/// `select(xori(p, true), a, b) -> select(p, b, a)` (a scalar `true`).
fn select_not_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(x) = def_named(o, o.operand(0), "arith.xori") else {
        return false;
    };
    if !const_int(x.ctx, x.body, x.operand(1)).is_some_and(|c| c.is_one()) {
        return false;
    }
    let (p, a, b) = (x.operand(0), o.operand(1), o.operand(2));
    let loc = fused(rw, &[Some(op), def_op(rw, x.operand(1))]);
    new_select(rw, op, loc, [p, b, a])
}

/// `select(p, false, true) -> xori(p, true)` on `i1`.
fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let i1 = rw.ctx.i1();
    if o.result_type(0) != i1
        || !const_int(o.ctx, o.body, o.operand(1)).is_some_and(|c| c.is_zero())
        || !const_int(o.ctx, o.body, o.operand(2)).is_some_and(|c| c.is_one())
    {
        return false;
    }
    let p = o.operand(0);
    let loc = own_loc(rw, op);
    let t = constant(rw, op, loc, rw.ctx.bool_attr(true), i1);
    let n = create(rw, op, loc, "arith.xori", &[p, t], &[i1], &[]);
    let v = result(rw, n);
    replace(rw, op, v)
}

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(not(p))`
/// for scalar integer results wider than `i1`.
fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let res_ty = o.result_type(0);
    let p = o.operand(0);
    let p_ty = o.value_type(p);
    let wide = ctx.integer_width(res_ty).is_some_and(|w| w > 1);
    if !wide || p_ty != ctx.i1() {
        return false;
    }
    let (t, f) = (
        const_int(o.ctx, o.body, o.operand(1)),
        const_int(o.ctx, o.body, o.operand(2)),
    );
    let (Some(t), Some(f)) = (t, f) else { return false };
    let loc = own_loc(rw, op);
    let cond = if t.is_one() && f.is_zero() {
        p
    } else if t.is_zero() && f.is_one() {
        let Some(ones) = super::fold::build(ctx, p_ty, &[APInt::from_u64(1, 1)]) else {
            return false;
        };
        let c = constant(rw, op, loc, ones, p_ty);
        let n = create(rw, op, loc, "arith.xori", &[p, c], &[p_ty], &[]);
        result(rw, n)
    } else {
        return false;
    };
    let e = create(rw, op, loc, "arith.extui", &[cond], &[res_ty], &[]);
    let v = result(rw, e);
    replace(rw, op, v)
}

pub(crate) fn select(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.select",
        &[
            (
                "(anonymous namespace)::RedundantSelectTrue",
                2,
                redundant_select_true,
            ),
            (
                "(anonymous namespace)::RedundantSelectFalse",
                2,
                redundant_select_false,
            ),
            ("(anonymous namespace)::SelectNotCond", 2, select_not_cond),
            ("(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not),
            ("SelectToExtUI", 1, select_to_extui),
        ],
    );
}

// ---- comparisons ---------------------------------------------------------------------------

/// `cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)` for one extension
/// kind and equal source types.
fn cmpi_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let o = op_ref(rw, op);
    let pred = predicate(o);
    if !matches!(pred, 0 | 1) {
        return false;
    }
    let (Some(a), Some(b)) = (def_named(o, o.operand(0), ext), def_named(o, o.operand(1), ext)) else {
        return false;
    };
    let (x, y) = (a.operand(0), b.operand(0));
    if o.value_type(x) != o.value_type(y) {
        return false;
    }
    let p = CMPI_PREDICATE.attr(rw.ctx, pred as u64);
    let ty = o.result_type(0);
    let loc = fused(rw, &[Some(op), Some(a.id), Some(b.id)]);
    let n = create(rw, op, loc, "arith.cmpi", &[x, y], &[ty], &[("predicate", p)]);
    let v = result(rw, n);
    replace(rw, op, v)
}

fn cmpi_ext_si(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extsi")
}

fn cmpi_ext_ui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extui")
}

pub(crate) fn cmpi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.cmpi",
        &[
            ("(anonymous namespace)::CmpIExtSI", 3, cmpi_ext_si),
            ("(anonymous namespace)::CmpIExtUI", 3, cmpi_ext_ui),
        ],
    );
}

/// `cmpf(pred, sitofp(x) or uitofp(x), C)` becomes an integer comparison
/// of `x` with `C` converted (or a constant), when the conversion of `x`
/// cannot change the outcome (`CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(rhs) = strata_ir::fold::constant_value(ctx, o.body, o.operand(1)) else {
        return false;
    };
    let AttrKind::Float { ty, bits: c } = *ctx.attr_kind(rhs) else {
        return false;
    };
    let Some(kind) = ctx.float_kind(ty) else {
        return false;
    };
    if ctx.float_kind(o.operand_type(0)).is_none() {
        return false;
    }
    let Some(mantissa) = apfloat::precision(kind) else {
        return false;
    };
    let (unsigned, int_val) = if let Some(d) = def_named(o, o.operand(0), "arith.sitofp") {
        (false, d.operand(0))
    } else if let Some(d) = def_named(o, o.operand(0), "arith.uitofp") {
        (true, d.operand(0))
    } else {
        return false;
    };
    let int_ty = o.value_type(int_val);
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
    let mut pred: i64 = match predicate(o) {
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
    let cv = constant(rw, op, loc, c_attr, int_ty);
    let p = CMPI_PREDICATE.attr(ctx, pred as u64);
    let i1 = ctx.i1();
    let n = create(
        rw,
        op,
        loc,
        "arith.cmpi",
        &[int_val, cv],
        &[i1],
        &[("predicate", p)],
    );
    let v = result(rw, n);
    replace(rw, op, v)
}

fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: OpId, b: bool) -> bool {
    let i1 = rw.ctx.i1();
    let loc = own_loc(rw, op);
    let v = constant(rw, op, loc, rw.ctx.bool_attr(b), i1);
    replace(rw, op, v)
}

pub(crate) fn cmpf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.cmpf",
        &[("CmpFIntToFPConst", 1, cmpf_int_to_fp_const)],
    );
}

// ---- casts -----------------------------------------------------------------------------------

/// Replaces `op` by a new cast `name` of `src` to `op`'s result type.
fn recast(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    name: &str,
    src: ValueId,
    props: &[(&str, Attribute)],
) -> bool {
    let ty = op_ref(rw, op).result_type(0);
    let n = create(rw, op, loc, name, &[src], &[ty], props);
    let v = result(rw, n);
    replace(rw, op, v)
}

/// `extsi(extui(x)) -> extui(x)`.
fn extsi_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(e) = def_named(o, o.operand(0), "arith.extui") else {
        return false;
    };
    let (x, loc) = (e.operand(0), fused(rw, &[Some(op), Some(e.id)]));
    recast(rw, op, loc, "arith.extui", x, &[])
}

pub(crate) fn extsi(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.extsi",
        &[("(anonymous namespace)::ExtSIOfExtUI", 2, extsi_of_extui)],
    );
}

/// `index_cast(extsi(x)) -> index_cast(x)`.
fn index_cast_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(e) = def_named(o, o.operand(0), "arith.extsi") else {
        return false;
    };
    let (x, loc) = (e.operand(0), fused(rw, &[Some(op), Some(e.id)]));
    recast(rw, op, loc, "arith.index_cast", x, &[])
}

/// `cast(cast(x)) -> x` for two casts of the op's kind when `x` has the
/// result's type (MLIR's `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`).
fn cast_round_trip(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(inner) = def_named(o, o.operand(0), o.name_str()) else {
        return false;
    };
    let x = inner.operand(0);
    if o.value_type(x) != o.result_type(0) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

pub(crate) fn index_cast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.index_cast",
        &[
            (
                "(anonymous namespace)::IndexCastOfIndexCast",
                2,
                cast_round_trip as ApplyFn,
            ),
            ("(anonymous namespace)::IndexCastOfExtSI", 2, index_cast_of_extsi),
        ],
    );
}

/// `index_castui(extui(x)) -> index_castui(x)`.
fn index_castui_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(e) = def_named(o, o.operand(0), "arith.extui") else {
        return false;
    };
    let (x, loc) = (e.operand(0), fused(rw, &[Some(op), Some(e.id)]));
    recast(rw, op, loc, "arith.index_castui", x, &[])
}

pub(crate) fn index_castui(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.index_castui",
        &[
            (
                "(anonymous namespace)::IndexCastUIOfIndexCastUI",
                2,
                cast_round_trip as ApplyFn,
            ),
            (
                "(anonymous namespace)::IndexCastUIOfExtUI",
                2,
                index_castui_of_extui,
            ),
        ],
    );
}

/// `bitcast(bitcast(x)) -> bitcast(x)`.
fn bitcast_of_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(e) = def_named(o, o.operand(0), "arith.bitcast") else {
        return false;
    };
    let (x, loc) = (e.operand(0), fused(rw, &[Some(op), Some(e.id)]));
    recast(rw, op, loc, "arith.bitcast", x, &[])
}

pub(crate) fn bitcast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.bitcast",
        &[("(anonymous namespace)::BitcastOfBitcast", 2, bitcast_of_bitcast)],
    );
}

fn int_width(rw: &PatternRewriter<'_>, t: Type) -> u32 {
    let ctx = rw.ctx;
    ctx.integer_width(ctx.element_type_or_self(t)).unwrap_or(64)
}

/// `trunci(ext(x)) -> ext(x)` when `x` is narrower than the result.
fn trunci_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let o = op_ref(rw, op);
    let Some(e) = def_named(o, o.operand(0), ext) else {
        return false;
    };
    let x = e.operand(0);
    let (xw, rw_) = (o.value_type(x), o.result_type(0));
    if int_width(rw, xw) >= int_width(rw, rw_) {
        return false;
    }
    let loc = fused(rw, &[Some(op), def_op(rw, o.operand(0))]);
    recast(rw, op, loc, ext, x, &[])
}

fn trunci_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, "arith.extsi")
}

fn trunci_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, "arith.extui")
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// truncated bits (the sign fill is then cut off).
fn trunci_shrsi_to_shrui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(s) = def_named(o, o.operand(0), "arith.shrsi") else {
        return false;
    };
    let (x, c) = (s.operand(0), s.operand(1));
    let Some(amount) = int_or_splat_const(s, c) else {
        return false;
    };
    let (src_w, dst_w) = (int_width(rw, o.value_type(x)), int_width(rw, o.result_type(0)));
    if amount.to_u64() != Some((src_w - dst_w) as u64) {
        return false;
    }
    let ty = o.value_type(x);
    let f = flags(o);
    // A new constant of the matched shift amount.
    let Some(amount_attr) = strata_ir::fold::constant_value(rw.ctx, rw.body(), c) else {
        return false;
    };
    let loc = fused(rw, &[Some(op), def_op(rw, c)]);
    let c_ty = o.value_type(c);
    let c = constant(rw, op, loc, amount_attr, c_ty);
    let sh = create(rw, op, loc, "arith.shrui", &[x, c], &[ty], &[]);
    let shv = result(rw, sh);
    let fa = overflow_attr(rw.ctx, f);
    recast(rw, op, loc, "arith.trunci", shv, &[("overflowFlags", fa)])
}

pub(crate) fn trunci(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.trunci",
        &[
            ("(anonymous namespace)::TruncIExtSIToExtSI", 2, trunci_extsi),
            ("(anonymous namespace)::TruncIExtUIToExtUI", 2, trunci_extui),
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
fn truncf_of_int_to_fp(op: OpId, rw: &mut PatternRewriter<'_>, cast: &str) -> bool {
    let o = op_ref(rw, op);
    if o.attr("roundingmode").is_some() {
        return false;
    }
    let Some(e) = def_named(o, o.operand(0), cast) else {
        return false;
    };
    let (x, loc) = (e.operand(0), fused(rw, &[Some(op), Some(e.id)]));
    recast(rw, op, loc, cast, x, &[])
}

fn truncf_sitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_int_to_fp(op, rw, "arith.sitofp")
}

fn truncf_uitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_int_to_fp(op, rw, "arith.uitofp")
}

pub(crate) fn truncf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.truncf",
        &[
            ("(anonymous namespace)::TruncFSIToFPToSIToFP", 2, truncf_sitofp),
            ("(anonymous namespace)::TruncFUIToFPToUIToFP", 2, truncf_uitofp),
        ],
    );
}

// ---- float ops of negations ------------------------------------------------------------------

/// `op(negf(x), negf(y)) -> op(x, y)` for `mulf` and `divf` when `x` and
/// `y` have one type, keeping the fastmath flags of `op`.
fn of_negf(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let (Some(a), Some(b)) = (
        def_named(o, o.operand(0), "arith.negf"),
        def_named(o, o.operand(1), "arith.negf"),
    ) else {
        return false;
    };
    let (x, y) = (a.operand(0), b.operand(0));
    if o.value_type(x) != o.value_type(y) {
        return false;
    }
    let (name, ty) = (o.name_str().to_owned(), o.result_type(0));
    let fmf = o.attr("fastmath");
    let loc = fused(rw, &[Some(op), Some(a.id), Some(b.id)]);
    let props: Vec<(&str, Attribute)> = fmf.map(|f| ("fastmath", f)).into_iter().collect();
    let n = create(rw, op, loc, &name, &[x, y], &[ty], &props);
    let v = result(rw, n);
    replace(rw, op, v)
}

pub(crate) fn mulf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.mulf",
        &[("(anonymous namespace)::MulFOfNegF", 3, of_negf)],
    );
}

pub(crate) fn divf(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.divf",
        &[("(anonymous namespace)::DivFOfNegF", 3, of_negf)],
    );
}

// ---- extended ops ------------------------------------------------------------------------------

/// An extended op whose second result is unused becomes the plain op.
fn extended_to_plain(op: OpId, rw: &mut PatternRewriter<'_>, plain: &str) -> bool {
    let o = op_ref(rw, op);
    if rw.body().uses(o.result(1)).next().is_some() {
        return false;
    }
    let (a, b, ty) = (o.operand(0), o.operand(1), o.result_type(0));
    let ovf = overflow_attr(rw.ctx, 0);
    let loc = own_loc(rw, op);
    let n = create(rw, op, loc, plain, &[a, b], &[ty], &[("overflowFlags", ovf)]);
    let v = result(rw, n);
    let low = op_ref(rw, op).result(0);
    rw.replace_all_uses_with(low, v);
    rw.erase_op(op);
    true
}

fn addui_extended_to_addi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    extended_to_plain(op, rw, "arith.addi")
}

fn mul_extended_to_muli(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    extended_to_plain(op, rw, "arith.muli")
}

/// `mulsi_extended(x, 1) -> x, extsi(cmpi slt(x, 0))`.
fn mulsi_extended_rhs_one(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if !int_or_splat_const(o, o.operand(1)).is_some_and(|c| c.is_one()) {
        return false;
    }
    let ctx = rw.ctx;
    let (x, ty) = (o.operand(0), o.result_type(0));
    let w = super::fold::elem_width(ctx, ctx.element_type_or_self(ty)).unwrap_or(64);
    let Some(zero) = super::fold::build(ctx, ty, &[APInt::zero(w)]) else {
        return false;
    };
    let loc = own_loc(rw, op);
    let z = constant(rw, op, loc, zero, ty);
    let i1 = super::i1_same_shape(ctx, ty);
    let slt = CMPI_PREDICATE.attr(ctx, 2);
    let cmp = create(rw, op, loc, "arith.cmpi", &[x, z], &[i1], &[("predicate", slt)]);
    let cv = result(rw, cmp);
    let e = create(rw, op, loc, "arith.extsi", &[cv], &[ty], &[]);
    let ev = result(rw, e);
    rw.replace_op(op, &[x, ev]);
    true
}

pub(crate) fn addui_extended(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "arith.addui_extended",
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
        "arith.mulsi_extended",
        &[
            (
                "(anonymous namespace)::MulSIExtendedToMulI",
                1,
                mul_extended_to_muli,
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
        "arith.mului_extended",
        &[(
            "(anonymous namespace)::MulUIExtendedToMulI",
            1,
            mul_extended_to_muli,
        )],
    );
}
