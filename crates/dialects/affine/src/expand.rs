//! The `arith` expansion of affine expressions (MLIR's
//! `AffineApplyExpander` and `expandAffineExpr`), shared by the lowering of
//! the affine dialect and by transformations that expand `affine.apply`.

use strata_dialect_arith as arith;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::{Location, OperationState, ValueId};
use strata_ods::typed::OpCreate;
use strata_ods::OpSpec;

/// Builds the `arith` ops computing affine expressions at the builder's
/// insertion point (MLIR's `AffineApplyExpander`).
pub struct Expander<'r, B: OpCreate + ?Sized> {
    /// The builder (or rewriter) creating the ops.
    pub rw: &'r mut B,
    /// The location of the ops.
    pub loc: Location,
    /// The values of the dimensions.
    pub dims: &'r [ValueId],
    /// The values of the symbols.
    pub syms: &'r [ValueId],
}

impl<B: OpCreate + ?Sized> Expander<'_, B> {
    /// `spec` (an integer binary op of `arith`) of `a` and `b`, with
    /// overflow flags `flags` where the op has them.
    pub fn binary(&mut self, spec: &'static OpSpec, a: ValueId, b: ValueId, flags: Option<u64>) -> ValueId {
        binary_op(self.rw, self.loc, spec, a, b, flags)
    }

    /// An `index` constant.
    pub fn constant(&mut self, v: i64) -> ValueId {
        index_constant(self.rw, self.loc, v)
    }

    /// `arith.cmpi` with predicate `pred`.
    pub fn cmpi(&mut self, pred: u64, a: ValueId, b: ValueId) -> ValueId {
        arith::CmpIOp::build(self.rw, self.loc, a, b, pred).result(self.rw)
    }

    /// `arith.select`.
    pub fn select(&mut self, cond: ValueId, t: ValueId, f: ValueId) -> ValueId {
        arith::SelectOp::build(self.rw, self.loc, cond, t, f).result(self.rw)
    }

    /// The value of `e`; `None` for a dimension or symbol out of range.
    pub fn visit(&mut self, e: AffineExpr) -> Option<ValueId> {
        let kind = e.kind(self.rw.ir_ctx());
        Some(match kind {
            AffineExprKind::Constant(c) => self.constant(c),
            AffineExprKind::Dim(d) => *self.dims.get(d as usize)?,
            AffineExprKind::Symbol(s) => *self.syms.get(s as usize)?,
            AffineExprKind::Binary(op, l, r) => {
                let a = self.visit(l)?;
                let b = self.visit(r)?;
                match op {
                    AffineBinaryOp::Add => self.binary(&arith::ADDI, a, b, None),
                    AffineBinaryOp::Mul => self.binary(&arith::MULI, a, b, Some(1)),
                    AffineBinaryOp::Mod => {
                        // rem = a % b; rem < 0 ? rem + b : rem
                        let rem = self.binary(&arith::REMSI, a, b, None);
                        let zero = self.constant(0);
                        let neg = self.cmpi(2, rem, zero);
                        let adj = self.binary(&arith::ADDI, rem, b, None);
                        self.select(neg, adj, rem)
                    }
                    AffineBinaryOp::FloorDiv => {
                        // a < 0 ? -1 - ((-1 - a) / b) : a / b
                        let zero = self.constant(0);
                        let minus_one = self.constant(-1);
                        let neg = self.cmpi(2, a, zero);
                        let flipped = self.binary(&arith::SUBI, minus_one, a, None);
                        let dividend = self.select(neg, flipped, a);
                        let q = self.binary(&arith::DIVSI, dividend, b, None);
                        let nq = self.binary(&arith::SUBI, minus_one, q, None);
                        self.select(neg, nq, q)
                    }
                    AffineBinaryOp::CeilDiv => {
                        // a <= 0 ? -((-a) / b) : (a - 1) / b + 1
                        let zero = self.constant(0);
                        let one = self.constant(1);
                        let nonpos = self.cmpi(3, a, zero);
                        let neg = self.binary(&arith::SUBI, zero, a, None);
                        let dec = self.binary(&arith::SUBI, a, one, None);
                        let dividend = self.select(nonpos, neg, dec);
                        let q = self.binary(&arith::DIVSI, dividend, b, None);
                        let nq = self.binary(&arith::SUBI, zero, q, None);
                        let inc = self.binary(&arith::ADDI, q, one, None);
                        self.select(nonpos, nq, inc)
                    }
                }
            }
        })
    }
}

/// An `index` constant.
pub fn index_constant<B: OpCreate + ?Sized>(rw: &mut B, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ir_ctx();
    let value = ctx.integer_attr(ctx.index_type(), v);
    let op = arith::ConstantOp::build(rw, loc, value);
    op.result(rw)
}

/// The value of the affine expression `e` on `dims` and `syms`, built with
/// `arith` ops at the builder's insertion point; `None` for a dimension or
/// symbol out of range.
pub fn expand_affine_expr<B: OpCreate + ?Sized>(
    rw: &mut B,
    loc: Location,
    e: AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> Option<ValueId> {
    Expander { rw, loc, dims, syms }.visit(e)
}

/// Builds `arith.<name>` on two index values with the given overflow
/// flags (MLIR's bit values: nsw 1, nuw 2).
pub fn binary_op<B: OpCreate + ?Sized>(
    rw: &mut B,
    loc: Location,
    spec: &'static OpSpec,
    a: ValueId,
    b: ValueId,
    flags: Option<u64>,
) -> ValueId {
    let ctx = rw.ir_ctx();
    let mut state = OperationState::new(ctx.op_name(spec.name), loc);
    state.operands = vec![a, b];
    state.result_types.push(rw.ir_body().value_type(a));
    if let Some(f) = flags {
        let attr = arith::OVERFLOW.attr(ctx, f);
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("overflowFlags"), attr)]));
    }
    state.populate_default_properties(ctx);
    let op = rw.create_from_state(state);
    rw.ir_body().result(op, 0)
}
