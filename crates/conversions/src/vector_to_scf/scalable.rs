//! The `lower-scalable` lowering of a write of a transposed scalable
//! vector (MLIR's `ScalableTransposeTransferWriteConversion`): a
//! `vector.transfer_write` of `vector<[N]xM>` produced by a
//! `vector.transpose [1, 0]` of a `vector<Mx[N]>` becomes a loop over the
//! scalable dimension writing one fixed-size row per iteration, each row
//! gathered element by element from the `M` slices of the transpose's
//! source. On tensors, with `lower-tensors`, the loop carries the tensor.

use strata_dialect_scf::{ForOp, YieldOp};
use strata_dialect_vector::types_util::vector_parts;
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, OpId, OpRef, Type, TypeKind, ValueId};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::transfer::{index_const, one};
use super::VectorToScfOptions;

type Rw<'a> = PatternRewriter<'a>;

/// Adds the lowering (for `lower-scalable`).
pub(super) fn scalable_patterns(options: VectorToScfOptions, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ScalableTransposeWrite { options }));
}

struct ScalableTransposeWrite {
    options: VectorToScfOptions,
}

impl RewritePattern for ScalableTransposeWrite {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_write")
    }

    fn debug_name(&self) -> &str {
        "ScalableTransposeTransferWriteConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        lower(op, self.options, rw)
    }
}

/// A size of a mask dimension: a value, a constant, or a constant times
/// `vector.vscale` (a scalable dimension of a `vector.constant_mask`).
#[derive(Clone, Copy)]
enum MaskSize {
    Value(ValueId),
    Const(i64),
    Vscale(i64),
}

/// Builds `vector.vscale` once, then `vscale * n` for each request.
struct VscaleMultiples {
    vscale: Option<ValueId>,
}

impl VscaleMultiples {
    fn get(&mut self, rw: &mut Rw<'_>, at: OpId, n: i64) -> ValueId {
        let ctx = rw.ctx;
        let vscale = match self.vscale {
            Some(v) => v,
            None => {
                let v = one(rw, at, "vector.vscale", &[], ctx.index_type(), &[]);
                self.vscale = Some(v);
                v
            }
        };
        let c = index_const(rw, at, n);
        one(rw, at, "arith.muli", &[vscale, c], ctx.index_type(), &[])
    }
}

fn lower(op: OpId, options: VectorToScfOptions, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let vec_t = o.operand_type(0);
    let Some((shape, scalable, elem)) = vector_parts(ctx, vec_t) else {
        return false;
    };
    if scalable != [true, false] {
        return false;
    }
    let (rows, cols) = (shape[0], shape[1]);
    let base = o.operand(1);
    let base_t = o.value_type(base);
    let rank = match ctx.type_kind(base_t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        TypeKind::RankedTensor { shape, .. } if options.lower_tensors => shape.len(),
        _ => return false,
    };
    let identity = o.attr("permutation_map").is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => m.is_identity(ctx),
        _ => false,
    });
    let in_bounds: Vec<bool> = o
        .attr("in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
        .map(|es| es.iter().map(|&a| a == ctx.bool_attr(true)).collect())
        .unwrap_or_default();
    // Only the leading (looped) dimension must be in bounds; the other's
    // flag goes to the row writes.
    if !identity || rank != 2 || in_bounds.len() != 2 || !in_bounds[0] {
        return false;
    }
    let Some(tr) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.transpose")
    else {
        return false;
    };
    if tr
        .attr("permutation")
        .and_then(|a| dense_i64_values(ctx, a))
        .as_deref()
        != Some(&[1, 0])
    {
        return false;
    }
    let source = tr.operand(0);
    let source_t = tr.operand_type(0);
    let all: Vec<ValueId> = o.operands().collect();
    let indices = all[2..2 + rank].to_vec();
    let mask = all.get(2 + rank).copied();
    // The mask's sizes, from its `create_mask` or `constant_mask`.
    let mask_sizes: Option<Vec<MaskSize>> = match mask {
        None => None,
        Some(m) => {
            let Some(d) = strata_dialect_utils::matchers::def(o, m) else {
                return false;
            };
            match d.name_str() {
                "vector.create_mask" => Some(d.operands().map(MaskSize::Value).collect()),
                "vector.constant_mask" => {
                    let Some(sizes) = d.attr("mask_dim_sizes").and_then(|a| dense_i64_values(ctx, a)) else {
                        return false;
                    };
                    let mask_scalable: Vec<bool> = vector_parts(ctx, d.result_type(0))
                        .map(|(_, s, _)| s.to_vec())
                        .unwrap_or_default();
                    Some(
                        sizes
                            .iter()
                            .enumerate()
                            .map(|(i, &n)| {
                                if mask_scalable.get(i).copied().unwrap_or(false) {
                                    MaskSize::Vscale(n)
                                } else {
                                    MaskSize::Const(n)
                                }
                            })
                            .collect(),
                    )
                }
                _ => return false,
            }
        }
    };
    let tensor = matches!(ctx.type_kind(base_t), TypeKind::RankedTensor { .. });
    let loc = rw.body().op_loc(op);
    let index_t = ctx.index_type();
    let mut vscale = VscaleMultiples { vscale: None };
    // The mask's sizes as values, in MLIR's order of creation.
    let mask_values: Vec<Option<ValueId>> = mask_sizes
        .as_deref()
        .unwrap_or_default()
        .iter()
        .map(|s| match *s {
            MaskSize::Value(v) => Some(v),
            MaskSize::Vscale(n) => Some(vscale.get(rw, op, n)),
            MaskSize::Const(_) => None,
        })
        .collect();
    if vector_parts(ctx, source_t).is_none() {
        return false;
    }
    let slice_t = ctx.intern_type(TypeKind::Vector {
        shape: vec![rows].into(),
        scalable: vec![true].into(),
        element: elem,
    });
    let slices: Vec<ValueId> = (0..cols)
        .map(|i| {
            let p = dense_i64_array(ctx, &[i]);
            one(
                rw,
                op,
                "vector.extract",
                &[source],
                slice_t,
                &[("static_position", p)],
            )
        })
        .collect();
    let lb = index_const(rw, op, 0);
    let ub = match mask_sizes.as_deref() {
        None => vscale.get(rw, op, rows),
        Some(sizes) => match (sizes.first(), mask_values.first()) {
            (Some(_), Some(Some(v))) => *v,
            (Some(MaskSize::Const(n)), _) => index_const(rw, op, *n),
            _ => return false,
        },
    };
    let step = index_const(rw, op, 1);
    let row_t = ctx.vector_type(&[cols], elem);
    let slice_mask = match mask_sizes.as_deref() {
        None => None,
        Some(sizes) => {
            let mut operands = Vec::new();
            for (s, v) in sizes.iter().zip(&mask_values).skip(1) {
                operands.push(match (s, v) {
                    (_, Some(v)) => *v,
                    (MaskSize::Const(n), None) => index_const(rw, op, *n),
                    _ => return false,
                });
            }
            let i1 = ctx.integer_type(1);
            Some(one(
                rw,
                op,
                "vector.create_mask",
                &operands,
                ctx.vector_type(&[cols], i1),
                &[],
            ))
        }
    };
    let carried: Vec<Type> = if tensor { vec![base_t] } else { Vec::new() };
    let inits: Vec<ValueId> = if tensor { vec![base] } else { Vec::new() };
    rw.set_insertion_point(op);
    let for_op = ForOp::build(rw, loc, &carried, lb, ub, step, &inits, false);
    let region = for_op.region(rw);
    let block = rw.create_block(region);
    let iv = rw.add_block_arg(block, index_t, loc);
    let state = tensor.then(|| rw.add_block_arg(block, base_t, loc));
    let dest = state.unwrap_or(base);
    rw.set_insertion_point_to_end(block);
    let y = YieldOp::build(rw, loc, &[]).op();
    // The row's indices: the leading one moved by the induction variable.
    let e = ctx.affine_add(ctx.affine_dim(0), ctx.affine_dim(1));
    let moved = super::composed_apply(rw, y, &AffineMap::new(2, 0, vec![e]), &[indices[0], iv]);
    let elements: Vec<ValueId> = slices
        .iter()
        .map(|&s| {
            // The position is the dynamic induction variable.
            let p = dense_i64_array(ctx, &[strata_ir::DYNAMIC]);
            one(rw, y, "vector.extract", &[s, iv], elem, &[("static_position", p)])
        })
        .collect();
    let row = one(rw, y, "vector.from_elements", &elements, row_t, &[]);
    let mut operands = vec![row, dest, moved, indices[1]];
    operands.extend(slice_mask);
    let n_mask = i32::from(slice_mask.is_some());
    let Some(row_map) = AffineMap::minor_identity(ctx, 2, 1) else {
        return false;
    };
    let map = ctx.intern_attr(AttrKind::AffineMap(row_map));
    let bounds = ctx.array_attr(&[ctx.bool_attr(in_bounds[1])]);
    let props = [
        ("permutation_map", map),
        ("in_bounds", bounds),
        (
            "operandSegmentSizes",
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[1, 1, 2, n_mask]),
        ),
    ];
    let w = strata_dialect_vector::lowering::create_op(
        rw,
        y,
        "vector.transfer_write",
        &operands,
        &carried,
        &props,
    );
    if tensor {
        let written = rw.body().result(w, 0);
        rw.modify_op_in_place(y, |body| body.set_operands(y, &[written]));
        let r = rw.body().result(for_op.op(), 0);
        rw.replace_op(op, &[r]);
    } else {
        rw.erase_op(op);
    }
    true
}
