//! The lowering of scalar accesses through transfers to scalar loads and
//! stores (MLIR's `populateScalarVectorTransferLoweringPatterns`): a
//! scalar extracted from a `vector.transfer_read` is a `memref.load` /
//! `tensor.extract` of its element, and a `vector.transfer_write` of a
//! one-element vector a `memref.store` / `tensor.insert`.

use strata_dialect_affine::{make_composed_folded_apply, ApplyValue};
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Context, OpId, OpRef, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns; with `allow_multiple_uses`, a read is rewritten for each
/// of its extracts when all its users are extracts (otherwise only when
/// the extract is its one user).
pub fn patterns(allow_multiple_uses: bool) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(RewriteScalarExtractOfTransferRead { allow_multiple_uses }),
        Box::new(RewriteScalarWrite),
    ]
}

/// Whether the transfer `o` has no mask operand, a minor identity map and
/// (with `check_bounds`) every dimension in bounds.
fn plain_transfer(ctx: &Context, o: OpRef<'_>, check_bounds: bool) -> bool {
    if !operand_group(o, 3).is_empty() {
        return false;
    }
    let minor_identity = o.attr("permutation_map").is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => m.is_minor_identity(ctx),
        _ => false,
    });
    let in_bounds = || {
        o.attr("in_bounds")
            .and_then(|a| ctx.array_attr_elements(a))
            .is_some_and(|f| f.iter().all(|&b| b == ctx.bool_attr(true)))
    };
    minor_identity && (!check_bounds || in_bounds())
}

/// The state of a new scalar access `name` at `o`'s location; a memref
/// load or store states `nontemporal` as MLIR's builders do.
fn access_state(
    ctx: &Context,
    name: &str,
    o: OpRef<'_>,
    operands: Vec<ValueId>,
    results: Vec<Type>,
) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), o.loc());
    st.operands = operands;
    st.result_types = results;
    if name.starts_with("memref.") {
        super::sink::set_nontemporal_default(ctx, &mut st);
    } else {
        st.populate_default_properties(ctx);
    }
    st
}

/// `vector.extract` of a scalar from an in-bounds, unmasked
/// `vector.transfer_read` with a minor identity map: a scalar load at the
/// read's indices moved by the extract's position (by `affine.apply`).
pub struct RewriteScalarExtractOfTransferRead {
    allow_multiple_uses: bool,
}

impl RewritePattern for RewriteScalarExtractOfTransferRead {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.extract")
    }

    fn debug_name(&self) -> &str {
        "RewriteScalarExtractOfTransferRead"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let source = o.operand(0);
        let Some(read) = body
            .defining_op(source)
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == "vector.transfer_read")
        else {
            return false;
        };
        if matches!(ctx.type_kind(o.result_type(0)), TypeKind::Vector { .. }) {
            return false;
        }
        let extract = ctx.op_name("vector.extract");
        let users_ok = if self.allow_multiple_uses {
            body.uses(source).all(|(u, _)| body.op_name(u) == extract)
        } else {
            body.has_one_use(source)
        };
        let r = OpRef::new(ctx, body, read);
        if !users_ok || !plain_transfer(ctx, r, true) {
            return false;
        }
        let Some(position) = o
            .attr("static_position")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        else {
            return false;
        };
        let base = r.operand(0);
        let mut indices: Vec<ValueId> = operand_group(r, 1).map(|i| r.operand(i)).collect();
        let Some(first) = indices.len().checked_sub(position.len()) else {
            return false;
        };
        // Each position: a constant or the next dynamic operand.
        let mut dynamic = o.operands().skip(1).collect::<Vec<_>>().into_iter();
        let Some(offsets) = position
            .iter()
            .map(|&p| {
                if p == strata_ir::DYNAMIC {
                    dynamic.next().map(ApplyValue::Value)
                } else {
                    Some(ApplyValue::Const(p))
                }
            })
            .collect::<Option<Vec<ApplyValue>>>()
        else {
            return false;
        };
        let loc = o.loc();
        for (i, offset) in offsets.into_iter().enumerate() {
            let k = first + i;
            let s0 = ctx.affine_symbol(0);
            let (map, operands) = match offset {
                ApplyValue::Const(c) => (
                    AffineMap::new(0, 1, vec![ctx.affine_add(s0, ctx.affine_constant(c))]),
                    vec![ApplyValue::Value(indices[k])],
                ),
                ApplyValue::Value(v) => (
                    AffineMap::new(0, 2, vec![ctx.affine_add(s0, ctx.affine_symbol(1))]),
                    vec![ApplyValue::Value(indices[k]), ApplyValue::Value(v)],
                ),
            };
            indices[k] = match make_composed_folded_apply(rw, op, &map, &operands) {
                ApplyValue::Value(v) => v,
                ApplyValue::Const(c) => {
                    rw.set_insertion_point(op);
                    strata_dialect_affine::expand::index_constant(rw, loc, c)
                }
            };
        }
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let result_t = o.result_type(0);
        let memref = matches!(ctx.type_kind(body.value_type(base)), TypeKind::MemRef { .. });
        let name = if memref { "memref.load" } else { "tensor.extract" };
        let operands = std::iter::once(base).chain(indices).collect();
        let st = access_state(ctx, name, o, operands, vec![result_t]);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// An unmasked `vector.transfer_write` of a one-element vector with a
/// minor identity map: a scalar store of its element.
pub struct RewriteScalarWrite;

impl RewritePattern for RewriteScalarWrite {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_write")
    }

    fn debug_name(&self) -> &str {
        "RewriteScalarWrite"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if strata_dialect_vector::lowering::masked(ctx, body, op) {
            return false;
        }
        let o = OpRef::new(ctx, body, op);
        let Some((shape, _, elem)) = strata_dialect_vector::types_util::vector_parts(ctx, o.operand_type(0))
        else {
            return false;
        };
        if shape.iter().any(|&d| d != 1) || !plain_transfer(ctx, o, false) {
            return false;
        }
        let zeros = vec![0; shape.len()];
        let value = o.operand(0);
        let base = o.operand(1);
        let indices: Vec<ValueId> = operand_group(o, 2).map(|i| o.operand(i)).collect();
        let scalar = strata_dialect_vector::lowering::extract(rw, op, value, &zeros, elem);
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        let memref = matches!(ctx.type_kind(body.value_type(base)), TypeKind::MemRef { .. });
        let operands: Vec<ValueId> = [scalar, base].into_iter().chain(indices).collect();
        let st = if memref {
            access_state(ctx, "memref.store", o, operands, vec![])
        } else {
            access_state(ctx, "tensor.insert", o, operands, vec![body.value_type(base)])
        };
        rw.set_insertion_point(op);
        let new = rw.create(st);
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}
