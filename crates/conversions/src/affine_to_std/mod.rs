//! `lower-affine`: lowers `affine.apply`, `affine.min` and `affine.max`
//! to `arith` (MLIR's AffineToStandard). Each affine expression is
//! expanded bottom-up, left operand first, with a fresh `arith.constant`
//! for each constant it uses:
//!
//! - `a + b`: `arith.addi`; `a * b`: `arith.muli` with `overflow<nsw>`;
//! - `a mod b`: `arith.remsi` then adding `b` to a negative remainder;
//! - `a floordiv b`, `a ceildiv b`: `arith.divsi` of a dividend adjusted
//!   for the sign of `a`, then the quotient adjusted back;
//! - `affine.min` / `affine.max`: every result expanded, then folded left
//!   with `arith.minsi` / `arith.maxsi`.

use strata_dialect_affine::{self as affine, op_map};
use strata_dialect_arith as arith;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use strata_ir::{Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, OperationState, ValueId};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata_rewrite::PatternRoot;

type Rw<'a> = ConversionPatternRewriter<'a>;

/// Builds the `arith` ops computing affine expressions at the rewriter's
/// insertion point (MLIR's `AffineApplyExpander`).
struct Expander<'r, 'a> {
    rw: &'r mut Rw<'a>,
    loc: Location,
    dims: &'r [ValueId],
    syms: &'r [ValueId],
}

impl Expander<'_, '_> {
    fn op(&mut self, name: &str, operands: &[ValueId], props: &[(&str, strata_ir::Attribute)]) -> ValueId {
        let ctx = self.rw.ctx;
        let mut state = OperationState::new(ctx.op_name(name), self.loc);
        state.operands.extend_from_slice(operands);
        let ty = operands
            .last()
            .map_or(ctx.index_type(), |&v| self.rw.body().value_type(v));
        state
            .result_types
            .push(if name == "arith.cmpi" { ctx.i1() } else { ty });
        if !props.is_empty() {
            let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
            state.properties = Some(ctx.dictionary_attr(&entries));
        }
        state.populate_default_properties(ctx);
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    fn constant(&mut self, v: i64) -> ValueId {
        let ctx = self.rw.ctx;
        let mut state = OperationState::new(ctx.op_name(arith::CONSTANT.name), self.loc);
        state.result_types.push(ctx.index_type());
        let value = ctx.integer_attr(ctx.index_type(), v);
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    fn cmpi(&mut self, pred: u64, a: ValueId, b: ValueId) -> ValueId {
        let p = arith::CMPI_PREDICATE.attr(self.rw.ctx, pred);
        self.op("arith.cmpi", &[a, b], &[("predicate", p)])
    }

    fn visit(&mut self, e: AffineExpr) -> Option<ValueId> {
        let ctx = self.rw.ctx;
        Some(match e.kind(ctx) {
            AffineExprKind::Constant(c) => self.constant(c),
            AffineExprKind::Dim(d) => *self.dims.get(d as usize)?,
            AffineExprKind::Symbol(s) => *self.syms.get(s as usize)?,
            AffineExprKind::Binary(op, l, r) => {
                let a = self.visit(l)?;
                let b = self.visit(r)?;
                match op {
                    AffineBinaryOp::Add => self.op("arith.addi", &[a, b], &[]),
                    AffineBinaryOp::Mul => {
                        let nsw = arith::OVERFLOW.attr(ctx, 1);
                        self.op("arith.muli", &[a, b], &[("overflowFlags", nsw)])
                    }
                    AffineBinaryOp::Mod => {
                        // rem = a % b; rem < 0 ? rem + b : rem
                        let rem = self.op("arith.remsi", &[a, b], &[]);
                        let zero = self.constant(0);
                        let neg = self.cmpi(2, rem, zero);
                        let adj = self.op("arith.addi", &[rem, b], &[]);
                        self.op("arith.select", &[neg, adj, rem], &[])
                    }
                    AffineBinaryOp::FloorDiv => {
                        // a < 0 ? -1 - ((-1 - a) / b) : a / b
                        let zero = self.constant(0);
                        let minus_one = self.constant(-1);
                        let neg = self.cmpi(2, a, zero);
                        let flipped = self.op("arith.subi", &[minus_one, a], &[]);
                        let dividend = self.op("arith.select", &[neg, flipped, a], &[]);
                        let q = self.op("arith.divsi", &[dividend, b], &[]);
                        let nq = self.op("arith.subi", &[minus_one, q], &[]);
                        self.op("arith.select", &[neg, nq, q], &[])
                    }
                    AffineBinaryOp::CeilDiv => {
                        // a <= 0 ? -((-a) / b) : (a - 1) / b + 1
                        let zero = self.constant(0);
                        let one = self.constant(1);
                        let nonpos = self.cmpi(3, a, zero);
                        let neg = self.op("arith.subi", &[zero, a], &[]);
                        let dec = self.op("arith.subi", &[a, one], &[]);
                        let dividend = self.op("arith.select", &[nonpos, neg, dec], &[]);
                        let q = self.op("arith.divsi", &[dividend, b], &[]);
                        let nq = self.op("arith.subi", &[zero, q], &[]);
                        let inc = self.op("arith.addi", &[q, one], &[]);
                        self.op("arith.select", &[nonpos, nq, inc], &[])
                    }
                }
            }
        })
    }
}

/// Expands every result of the op's map at its position.
fn expand_results(op: OpId, rw: &mut Rw<'_>, operands: &[ValueId]) -> Option<Vec<ValueId>> {
    let o = OpRef::new(rw.ctx, rw.body(), op);
    let map = op_map(o)?;
    let loc = o.loc();
    let nd = (map.num_dims as usize).min(operands.len());
    rw.set_insertion_point(op);
    let mut ex = Expander {
        rw,
        loc,
        dims: &operands[..nd],
        syms: &operands[nd..],
    };
    map.results.iter().map(|&e| ex.visit(e)).collect()
}

struct Lowering {
    root: &'static str,
    name: &'static str,
    /// `arith.minsi` or `arith.maxsi` combining the results, for min/max.
    combine: Option<&'static str>,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
        let operands = adaptor.flat_operands();
        let Some(values) = expand_results(op, rw, &operands) else {
            return false;
        };
        let result = match self.combine {
            None => match values.as_slice() {
                [v] => *v,
                _ => return false,
            },
            Some(combine) => {
                let Some((&first, rest)) = values.split_first() else {
                    return false;
                };
                let loc = rw.body().op_loc(op);
                let ctx = rw.ctx;
                rest.iter().fold(first, |acc, &v| {
                    let mut state = OperationState::new(ctx.op_name(combine), loc);
                    state.operands.extend_from_slice(&[acc, v]);
                    state.result_types.push(ctx.index_type());
                    let o = rw.create(state);
                    rw.body().result(o, 0)
                })
            }
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// Adds the patterns lowering `affine.apply`, `affine.min` and
/// `affine.max` to `arith` (part of MLIR's
/// `populateAffineToStdConversionPatterns`).
pub fn populate_affine_to_std_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    out.push(Box::new(Lowering {
        root: affine::APPLY.name,
        name: "AffineApplyLowering",
        combine: None,
    }));
    out.push(Box::new(Lowering {
        root: affine::MIN.name,
        name: "AffineMinLowering",
        combine: Some("arith.minsi"),
    }));
    out.push(Box::new(Lowering {
        root: affine::MAX.name,
        name: "AffineMaxLowering",
        combine: Some("arith.maxsi"),
    }));
}

/// The `lower-affine` pass.
#[derive(Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn argument(&self) -> &'static str {
        "lower-affine"
    }

    fn description(&self) -> &'static str {
        "Lower Affine operations to a combination of Arith and SCF operations"
    }

    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_affine_to_std_patterns(&mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        for spec in affine::DIALECT.ops {
            target.add_illegal_op(spec.name);
        }
        target.mark_unknown_ops_dynamically_legal(|_| true);
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
