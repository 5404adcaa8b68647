//! `arith-int-range-narrowing`: elementwise integer ops and comparisons
//! whose operands and results all fit a narrower supported width (by the
//! inferred ranges) are computed at that width, between casts; chains of
//! casts through `index` and back are removed. The greedy driver visits
//! ops bottom-up so that comparisons see the ranges of their original
//! operands.

use strata_dialect_arith::{ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncIOp};
use strata_ir::int_range::ConstantIntRanges;
use strata_ir::{
    Context, IrMapping, IsolatedOpMut, Location, LogicalResult, OpId, OpTraits, Type, TypeKind, ValueId,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_with_listener, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};
use strata_transforms::dataflow::int_range::solve_int_ranges;

use super::Ranges;

/// The `arith-int-range-narrowing` pass, with its `int-bitwidths-supported`
/// option (the widths it narrows to, tried in order).
#[derive(Default)]
pub struct IntRangeNarrowing {
    bitwidths: Vec<u32>,
}

impl Pass for IntRangeNarrowing {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.extsi",
            "arith.extui",
            "arith.trunci",
            "arith.index_cast",
            "arith.index_castui",
        ])
    }

    fn argument(&self) -> &'static str {
        "arith-int-range-narrowing"
    }

    fn description(&self) -> &'static str {
        "Reduce integer operations bitwidth based on integer range analysis"
    }

    fn name(&self) -> &'static str {
        "ArithIntRangeNarrowing"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "int-bitwidths-supported" {
            return Err(format!("no such option '{name}'"));
        }
        let mut widths = Vec::new();
        for w in value.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            widths.push(
                w.parse::<u32>()
                    .map_err(|_| format!("Invalid argument '{w}' for option 'int-bitwidths-supported'"))?,
            );
        }
        self.bitwidths.extend(widths);
        Ok(())
    }

    fn options_text(&self) -> String {
        if self.bitwidths.is_empty() {
            return String::new();
        }
        let widths: Vec<String> = self.bitwidths.iter().map(u32::to_string).collect();
        format!("int-bitwidths-supported={}", widths.join(","))
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let mut solution = solve_int_ranges(ctx, op);
        let mut by_body = solution.take_values_by_body();
        solution.for_each_body_mut(0, owner, op.body(), &mut |b, _, bd| {
            let ranges = Ranges::new(std::mem::take(&mut by_body[b]));
            let widths = self.bitwidths.clone();
            let patterns: Vec<Box<dyn RewritePattern>> = vec![
                Box::new(NarrowElementwise(ranges.clone(), widths.clone())),
                Box::new(NarrowCmpI(ranges.clone(), widths.clone())),
                Box::new(FoldIndexCastChain("arith.index_castui", widths.clone())),
                Box::new(FoldIndexCastChain("arith.index_cast", widths)),
            ];
            let patterns = FrozenPatternSet::new(ctx, patterns);
            let config = GreedyConfig {
                top_down: false,
                ..GreedyConfig::default()
            };
            let mut listener = ranges.listener();
            apply_patterns_greedily_with_listener(ctx, bd, &patterns, config, Some(&mut listener));
        });
        Ok(())
    }
}

/// Which casts keep the values of a range when narrowing (MLIR's
/// `CastKind`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum CastKind {
    None,
    Signed,
    Unsigned,
    Both,
}

/// How values in `range` can be truncated to `target` bits and recovered.
fn truncatability(range: &ConstantIntRanges, target: u32) -> CastKind {
    let width = range.width();
    if width <= target {
        return CastKind::None;
    }
    let removed = width - target;
    // The sign bits must reach into the target's sign bit.
    let sign_bits = |v: &strata_ir::APInt| {
        if v.is_negative() {
            v.not().leading_zeros()
        } else {
            v.leading_zeros()
        }
    };
    let signed = sign_bits(range.smin()) > removed && sign_bits(range.smax()) > removed;
    let unsigned = range.umin().leading_zeros() >= removed && range.umax().leading_zeros() >= removed;
    match (signed, unsigned) {
        (true, true) => CastKind::Both,
        (true, false) => CastKind::Signed,
        (false, true) => CastKind::Unsigned,
        (false, false) => CastKind::None,
    }
}

fn merge(a: CastKind, b: CastKind) -> CastKind {
    match (a, b) {
        (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
        (CastKind::Both, x) | (x, CastKind::Both) => x,
        (x, y) if x == y => x,
        _ => CastKind::None,
    }
}

/// `ty` with its (element) type replaced by `i<width>`.
fn target_type(ctx: &Context, ty: Type, width: u32) -> Type {
    let int = ctx.integer_type(width);
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape,
            scalable,
            element: int,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => ctx.intern_type(TypeKind::RankedTensor {
            shape,
            element: int,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: int }),
        _ => int,
    }
}

/// Whether `ty` is index or an integer wider than `target` (or a shaped
/// type of them).
fn narrowable(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ctx.element_type_or_self(ty)),
        TypeKind::Index | TypeKind::Integer { .. }
    )
}

/// Casts `src` to `dst` keeping its value under `kind`.
fn cast(rw: &mut PatternRewriter<'_>, loc: Location, src: ValueId, dst: Type, kind: CastKind) -> ValueId {
    let ctx = rw.ctx;
    let src_ty = rw.body().value_type(src);
    if src_ty == dst {
        return src;
    }
    let (se, de) = (ctx.element_type_or_self(src_ty), ctx.element_type_or_self(dst));
    if ctx.is_index(se) || ctx.is_index(de) {
        return if kind == CastKind::Signed {
            IndexCastOp::build(rw, loc, dst, src).out(rw)
        } else {
            IndexCastUIOp::build(rw, loc, dst, src).out(rw)
        };
    }
    if ctx.integer_width(de) < ctx.integer_width(se) {
        return TruncIOp::build(rw, loc, dst, src, None).out(rw);
    }
    if kind == CastKind::Signed {
        ExtSIOp::build(rw, loc, dst, src).out(rw)
    } else {
        ExtUIOp::build(rw, loc, dst, src).out(rw)
    }
}

/// The ranges of `values`, if the analysis reached each.
fn collect(ranges: &Ranges, values: impl Iterator<Item = ValueId>) -> Option<Vec<ConstantIntRanges>> {
    values.map(|v| ranges.get(v)).collect()
}

/// Narrows an elementwise op whose operands and results share one integer
/// or index type.
struct NarrowElementwise(Ranges, Vec<u32>);

impl RewritePattern for NarrowElementwise {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "NarrowElementwise"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let elementwise = ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.has_trait(OpTraits::ELEMENTWISE));
        if !elementwise || body.num_results(op) == 0 || body.num_operands(op) == 0 {
            return false;
        }
        let Some(ranges) = collect(&self.0, body.operands(op).chain(body.results(op))) else {
            return false;
        };
        let src_ty = body.value_type(body.result(op, 0));
        if body
            .operands(op)
            .chain(body.results(op))
            .any(|v| body.value_type(v) != src_ty)
        {
            return false;
        }
        if !narrowable(ctx, src_ty) {
            return false;
        }
        for &width in &self.1 {
            let mut kind = CastKind::Both;
            for r in &ranges {
                kind = merge(kind, truncatability(r, width));
                if kind == CastKind::None {
                    break;
                }
            }
            if kind == CastKind::None {
                continue;
            }
            let target = target_type(ctx, src_ty, width);
            if target == src_ty {
                continue;
            }
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point(op);
            let mut mapping = IrMapping::new();
            let operands: Vec<ValueId> = rw.body().operands(op).collect();
            for (arg, range) in operands.into_iter().zip(&ranges) {
                // Index values keep their non-negativity in the casts.
                let arg_kind = if kind == CastKind::Signed && !range.smin().is_negative() {
                    CastKind::Both
                } else {
                    kind
                };
                let new = cast(rw, loc, arg, target, arg_kind);
                mapping.map_value(arg, new);
            }
            let new_op = rw.clone_op(op, &mut mapping);
            rw.modify_op_in_place(new_op, |b| {
                let results: Vec<ValueId> = b.results(new_op).collect();
                for r in results {
                    b.set_value_type(r, target);
                }
            });
            let pairs: Vec<(ValueId, ValueId)> =
                rw.body().results(new_op).zip(rw.body().results(op)).collect();
            let mut new_results = Vec::new();
            for (new, old) in pairs {
                let back = cast(rw, loc, new, src_ty, kind);
                self.0.copy(old, back);
                new_results.push(back);
            }
            rw.replace_op(op, &new_results);
            return true;
        }
        false
    }
}

/// Narrows an `arith.cmpi` whose operands both fit a narrower width.
struct NarrowCmpI(Ranges, Vec<u32>);

impl RewritePattern for NarrowCmpI {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.cmpi")
    }

    fn debug_name(&self) -> &str {
        "NarrowCmpI"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if body.num_operands(op) != 2 || body.num_results(op) != 1 {
            return false;
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        let (Some(lr), Some(rr)) = (self.0.get(lhs), self.0.get(rhs)) else {
            return false;
        };
        let src_ty = body.value_type(lhs);
        if !narrowable(ctx, src_ty) {
            return false;
        }
        for &width in &self.1 {
            let (lk, rk) = (truncatability(&lr, width), truncatability(&rr, width));
            if merge(lk, rk) == CastKind::None {
                continue;
            }
            let target = target_type(ctx, src_ty, width);
            if target == src_ty {
                continue;
            }
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point(op);
            let mut mapping = IrMapping::new();
            let new_lhs = cast(rw, loc, lhs, target, lk);
            let new_rhs = cast(rw, loc, rhs, target, rk);
            mapping.map_value(lhs, new_lhs);
            mapping.map_value(rhs, new_rhs);
            let new_op = rw.clone_op(op, &mut mapping);
            let (old, new) = (rw.body().result(op, 0), rw.body().result(new_op, 0));
            self.0.copy(old, new);
            rw.replace_op(op, &[new]);
            return true;
        }
        false
    }
}

/// Folds `cast(cast(x : iN to index) : index to iN)` to `x` for a
/// supported width N.
struct FoldIndexCastChain(&'static str, Vec<u32>);

impl RewritePattern for FoldIndexCastChain {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "FoldIndexCastChain"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(input) = body.operands(op).next() else {
            return false;
        };
        let Some(src_op) = body
            .defining_op(input)
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == self.0)
        else {
            return false;
        };
        let Some(src) = body.operands(src_op).next() else {
            return false;
        };
        let ty = body.value_type(body.result(op, 0));
        if body.value_type(src) != ty || !ctx.is_index(body.value_type(input)) {
            return false;
        }
        if !ctx.integer_width(ty).is_some_and(|w| self.1.contains(&w)) {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}
