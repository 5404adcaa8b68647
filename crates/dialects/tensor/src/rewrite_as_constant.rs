//! Tensor ops of constant contents rewritten as `arith.constant` (MLIR's
//! `populateRewriteAsConstantPatterns`): a static `tensor.generate`
//! yielding a constant is a splat; a `tensor.pad` of a dense constant with
//! a constant padding value and constant low and high sizes is the padded
//! constant (cast to the pad's type when that is less static).

use strata_dialect_arith::fold::{build, read, Elems};
use strata_dialect_utils::static_value::mixed_fold_results;
use strata_ir::{AttrKind, Context, OpFoldResult, OpId, OpRef, Type, TypeKind, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::region_canonicalize::padding_value;
use crate::{GenerateOp, PadOp, YieldOp};

/// Decides whether a pad of a constant folds, given the op defining its
/// source (MLIR's `ControlFoldFn` on the pad's source operand).
pub type ControlFold = fn(OpRef<'_>) -> bool;

fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let s = ctx.shape(t)?;
    (!s.contains(&DYNAMIC)).then(|| s.to_vec())
}

/// The number of elements of `shape`, `None` on overflow.
pub(crate) fn checked_product(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

/// `tensor.generate` of a static type whose body yields a constant.
pub struct GenerateToConstant;

impl RewritePattern for GenerateToConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.generate")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::GenerateToConstant"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let ty = body.value_type(GenerateOp(op).result(&(ctx, body)));
        if static_shape(ctx, ty).is_none() {
            return false;
        }
        let Some(block) = body
            .regions_in_body(op)
            .first()
            .and_then(|&r| body.region_entry(r))
        else {
            return false;
        };
        let Some(term) = body.block_ops(block).last() else {
            return false;
        };
        let Some(y) = YieldOp::cast(&(ctx, body), term) else {
            return false;
        };
        let Some(a) = strata_ir::fold::constant_value(ctx, body, y.value(&(ctx, body))) else {
            return false;
        };
        let Some(Elems::Scalar(v)) = read(ctx, a) else {
            return false;
        };
        if !matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_)
        ) {
            return false;
        }
        let Some(splat) = build(ctx, ty, &[v]) else {
            return false;
        };
        let loc = body.op_loc(op);
        rw.set_insertion_point(op);
        let c = strata_dialect_arith::ConstantOp::build(rw, loc, splat).result(rw);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `tensor.pad` of a dense constant by a constant, with constant low and
/// high sizes, when `control` accepts the op defining the source.
pub struct PadOpToConstant {
    /// Whether to fold, given the source's defining op.
    pub control: ControlFold,
}

impl RewritePattern for PadOpToConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.pad")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::PadOpToConstant"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if o.attr("nofold").is_some() {
            return false;
        }
        let pad = PadOp(op);
        let source = pad.source(&o);
        let res_t = o.value_type(pad.result(&o));
        let Some(input) = strata_ir::fold::constant_value(ctx, o.body, source) else {
            return false;
        };
        let AttrKind::DenseElements { ty: in_t, .. } = ctx.attr_kind(input) else {
            return false;
        };
        let Some(old_shape) = static_shape(ctx, *in_t) else {
            return false;
        };
        let Some(pad_attr) =
            padding_value(ctx, o.body, op).and_then(|v| strata_ir::fold::constant_value(ctx, o.body, v))
        else {
            return false;
        };
        // Integers (`i1` ones are `Bool`s here) and floats.
        if !matches!(
            ctx.attr_kind(pad_attr),
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_)
        ) {
            return false;
        }
        let constants = |list: Vec<OpFoldResult>| -> Option<Vec<i64>> {
            list.into_iter()
                .map(|f| match f {
                    OpFoldResult::Attr(a) => ctx.integer_attr_value(a).map(|v| v.sext_i64()),
                    OpFoldResult::Value(v) => strata_dialect_utils::matchers::const_i64(ctx, o.body, v),
                })
                .collect()
        };
        let (Some(low), Some(high)) = (
            constants(mixed_fold_results(o, "static_low", pad.low(&o).to_vec())),
            constants(mixed_fold_results(o, "static_high", pad.high(&o).to_vec())),
        ) else {
            return false;
        };
        if low.len() != old_shape.len()
            || high.len() != old_shape.len()
            || low.iter().chain(&high).any(|&p| p < 0)
        {
            return false;
        }
        let Some(producer) = o.body.defining_op(source) else {
            return false;
        };
        if !(self.control)(OpRef::new(ctx, o.body, producer)) {
            return false;
        }
        let (Some(Elems::Scalar(pad_value)), Some(values)) = (read(ctx, pad_attr), read(ctx, input)) else {
            return false;
        };
        let Some(count) = checked_product(&old_shape) else {
            return false;
        };
        let values: Vec<strata_ir::APInt> = match values {
            Elems::Dense(v) => v,
            Elems::Splat(v) => vec![v; usize::try_from(count).unwrap_or(0)],
            Elems::Scalar(_) => return false,
        };
        let Some(new_shape) = old_shape
            .iter()
            .zip(&low)
            .zip(&high)
            .map(|((o, l), h)| o.checked_add(*l)?.checked_add(*h))
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        // Sizes whose element count overflows cannot be a constant.
        let Some(total) = checked_product(&new_shape) else {
            return false;
        };
        // Row-major strides of the padded tensor (bounded by `total`).
        let mut strides = vec![1i64; new_shape.len()];
        for d in (0..new_shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * new_shape[d + 1];
        }
        let mut out = vec![pad_value; usize::try_from(total).unwrap_or(0)];
        let start: i64 = low.iter().zip(&strides).map(|(l, s)| l * s).sum();
        for (i, v) in values.into_iter().enumerate() {
            // The position of input element `i` in the padded tensor.
            let mut rest = i as i64;
            let mut at = start;
            for d in (0..old_shape.len()).rev() {
                at += (rest % old_shape[d]) * strides[d];
                rest /= old_shape[d];
            }
            if let Some(slot) = usize::try_from(at).ok().and_then(|a| out.get_mut(a)) {
                *slot = v;
            }
        }
        let TypeKind::RankedTensor {
            element, encoding, ..
        } = ctx.type_kind(*in_t).clone()
        else {
            return false;
        };
        let new_t = ctx.intern_type(TypeKind::RankedTensor {
            shape: new_shape.into(),
            element,
            encoding,
        });
        let Some(attr) = build(ctx, new_t, &out) else {
            return false;
        };
        let loc = o.loc();
        rw.set_insertion_point(op);
        let mut v = strata_dialect_arith::ConstantOp::build(rw, loc, attr).result(rw);
        if new_t != res_t {
            v = crate::canonicalize::cast_at(rw, op, loc, v, res_t);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

/// MLIR's `populateRewriteAsConstantPatterns` with `control` deciding the
/// pads.
pub fn rewrite_as_constant_patterns(control: ControlFold) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(GenerateToConstant),
        Box::new(PadOpToConstant { control }),
    ]
}
