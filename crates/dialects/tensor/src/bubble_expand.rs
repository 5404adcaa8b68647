//! `expand_shape(collapse_shape(%t))` whose groups do not intersect (each
//! position collapses or expands, not both, unless both keep the same
//! static sizes): the expansion moved before the collapse (MLIR's
//! `BubbleUpExpandThroughParallelCollapse`, which
//! `populateBubbleUpExpandShapePatterns` adds).

use strata_dialect_affine::{split_mixed, ApplyValue};
use strata_dialect_utils::matchers::def;
use strata_dialect_utils::reshape::{op_reassociation, reassociation_attr};
use strata_dialect_utils::static_value::static_list;
use strata_ir::{OpId, OpRef, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::{CollapseShapeOp, DimOp, ExpandShapeOp};

/// The pattern.
pub struct BubbleUpExpandThroughParallelCollapse;

impl RewritePattern for BubbleUpExpandThroughParallelCollapse {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.expand_shape")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::BubbleUpExpandThroughParallelCollapse"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(collapse) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.collapse_shape") else {
            return false;
        };
        let (Some(expand_groups), Some(collapse_groups)) = (op_reassociation(o), op_reassociation(collapse))
        else {
            return false;
        };
        // A 0-d intermediate has no groups to pair.
        if expand_groups.is_empty() || expand_groups.len() != collapse_groups.len() {
            return false;
        }
        let src = collapse.operand(0);
        let src_shape = ctx
            .shape(o.value_type(src))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let out_shape = static_list(o, "static_output_shape");
        let slice = |s: &[i64], g: &[i64]| -> Option<Vec<i64>> {
            let first = usize::try_from(*g.first()?).ok()?;
            s.get(first..first + g.len()).map(<[i64]>::to_vec)
        };
        for (e, c) in expand_groups.iter().zip(&collapse_groups) {
            if e.len() == c.len() {
                // Equal groups must keep the same sizes: provably only with
                // at most one dynamic size each and equal static ones.
                let (Some(cs), Some(es)) = (slice(&src_shape, c), slice(&out_shape, e)) else {
                    return false;
                };
                let dynamic = |v: &[i64]| v.iter().filter(|&&d| d == DYNAMIC).count();
                if dynamic(&cs) > 1 || dynamic(&es) > 1 || cs != es {
                    return false;
                }
                continue;
            }
            if c.len() != 1 && e.len() != 1 {
                return false;
            }
        }
        let loc = o.loc();
        let dynamic_out: Vec<ValueId> = ExpandShapeOp(op).output_shape(&o).to_vec();
        let expand_res_t = o.result_type(0);
        let mut dynamic_out = dynamic_out.into_iter();
        let result_sizes: Vec<ApplyValue> = out_shape
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    dynamic_out
                        .next()
                        .map_or(ApplyValue::Const(DYNAMIC), ApplyValue::Value)
                } else {
                    ApplyValue::Const(s)
                }
            })
            .collect();
        // Each new expanded size: the expansion's (`Ok`) or the source's (`Err`).
        let (mut new_expand, mut new_collapse, mut sizes) =
            (Vec::new(), Vec::new(), Vec::<Result<usize, usize>>::new());
        let (mut ne, mut nc, mut si, mut ri) = (0i64, 0i64, 0usize, 0usize);
        for (c, e) in collapse_groups.iter().zip(&expand_groups) {
            if c.len() == e.len() {
                for _ in 0..c.len() {
                    new_collapse.push(vec![nc]);
                    new_expand.push(vec![ne]);
                    nc += 1;
                    ne += 1;
                    sizes.push(Ok(ri));
                    ri += 1;
                    si += 1;
                }
            } else if c.len() != 1 {
                // Collapsed dimensions kept through the expansion.
                let mut group = Vec::with_capacity(c.len());
                for _ in 0..c.len() {
                    group.push(nc);
                    nc += 1;
                    new_expand.push(vec![ne]);
                    ne += 1;
                    sizes.push(Err(si));
                    si += 1;
                }
                ri += 1;
                new_collapse.push(group);
            } else {
                // Expanded dimensions kept through the collapse.
                let mut group = Vec::with_capacity(e.len());
                for _ in 0..e.len() {
                    group.push(ne);
                    ne += 1;
                    new_collapse.push(vec![nc]);
                    nc += 1;
                    sizes.push(Ok(ri));
                    ri += 1;
                }
                new_expand.push(group);
                si += 1;
            }
        }
        if sizes.iter().any(|p| match *p {
            Ok(r) => r >= result_sizes.len(),
            Err(s) => s >= src_shape.len(),
        }) {
            return false;
        }
        // The source's sizes (MLIR's `tensor::getMixedSizes`): a
        // `tensor.dim` per dynamic dimension.
        let mut source_sizes = Vec::with_capacity(src_shape.len());
        for (j, &s) in src_shape.iter().enumerate() {
            if s != DYNAMIC {
                source_sizes.push(ApplyValue::Const(s));
                continue;
            }
            rw.set_insertion_point(op);
            let index = strata_dialect_arith::ConstantOp::build(
                rw,
                loc,
                ctx.integer_attr(ctx.index_type(), j as i64),
            )
            .result(rw);
            source_sizes.push(ApplyValue::Value(DimOp::build(rw, loc, src, index).result(rw)));
        }
        let sizes: Vec<ApplyValue> = sizes
            .into_iter()
            .map(|p| match p {
                Ok(r) => result_sizes[r],
                Err(s) => source_sizes[s],
            })
            .collect();
        let (statics, dynamics) = split_mixed(&sizes);
        let TypeKind::RankedTensor {
            element, encoding, ..
        } = ctx.type_kind(expand_res_t).clone()
        else {
            return false;
        };
        let mut value = src;
        // An expansion with one group per dimension changes nothing.
        if new_expand.len() != sizes.len() {
            let ty = ctx.intern_type(TypeKind::RankedTensor {
                shape: statics.clone().into(),
                element,
                encoding,
            });
            let attr = reassociation_attr(ctx, &new_expand);
            rw.set_insertion_point(op);
            value = ExpandShapeOp::build(rw, loc, ty, value, &dynamics, attr, &statics).result(rw);
        }
        if new_collapse.len() != sizes.len() {
            // The collapsed type: each group's static product, or dynamic.
            let shape: Vec<i64> = new_collapse
                .iter()
                .map(|g| {
                    g.iter()
                        .try_fold(1i64, |acc, &d| {
                            let s = usize::try_from(d).ok().and_then(|d| statics.get(d).copied())?;
                            (s != DYNAMIC).then(|| acc.checked_mul(s)).flatten()
                        })
                        .unwrap_or(DYNAMIC)
                })
                .collect();
            let ty = ctx.intern_type(TypeKind::RankedTensor {
                shape: shape.into(),
                element,
                encoding,
            });
            let attr = reassociation_attr(ctx, &new_collapse);
            rw.set_insertion_point(op);
            value = CollapseShapeOp::build(rw, loc, ty, value, attr).result(rw);
        }
        rw.replace_op(op, &[value]);
        true
    }
}

/// MLIR's `populateBubbleUpExpandShapePatterns`.
pub fn bubble_up_expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BubbleUpExpandThroughParallelCollapse)]
}
