//! `test-create-vector-broadcast`: each unregistered
//! `test_create_broadcast` op becomes the broadcast of its operand to its
//! result type along its `broadcast_dims` (MLIR's
//! `BroadcastOp::createOrFoldBroadcastOp`): a `vector.broadcast` creating
//! the broadcast dimensions in front, then a `vector.transpose` moving
//! them into place when they are not leading.

use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::walk::walk_all_from;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState, ValueId, WalkResult};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_pass::Pass;
use strata_rewrite::{NoListener, PatternRewriter};

/// The `test-create-vector-broadcast` pass.
pub struct TestCreateVectorBroadcast;

impl Pass for TestCreateVectorBroadcast {
    fn argument(&self) -> &'static str {
        "test-create-vector-broadcast"
    }

    fn description(&self) -> &'static str {
        "Test optimization transformations for transfer ops"
    }

    fn name(&self) -> &'static str {
        "TestCreateVectorBroadcast"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["vector.broadcast", "vector.transpose"])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let name = ctx.op_name("test_create_broadcast");
        let mut found = Vec::new();
        let body = op.body_ref();
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    walk_all_from(body, o, &mut |bd, x| {
                        if bd.op_name(x) == name {
                            found.push(x);
                        }
                        WalkResult::Advance
                    });
                }
            }
        }
        let body = op.body();
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        let mut result = Ok(());
        for o in found {
            if let Err(e) = create_broadcast(&mut rw, o) {
                let loc = rw.body().op_loc(o);
                result = Err(ctx.emit_error(loc, format!("'test_create_broadcast' op {e}")));
            }
        }
        result
    }
}

/// Replaces `op` by the broadcast of its operand along its
/// `broadcast_dims`.
fn create_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<(), String> {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.num_operands(op) != 1 || body.num_results(op) != 1 {
        return Err("expects one operand and one result".into());
    }
    let value = body.operand(op, 0);
    let res_t = body.value_type(body.result(op, 0));
    let Some((dst_shape, dst_sc, elem)) = vector_parts(ctx, res_t) else {
        return Err("expects a vector result".into());
    };
    let dst_shape = dst_shape.to_vec();
    if dst_shape.is_empty() || dst_sc.iter().any(|&s| s) {
        return Err("expects a fixed vector result of rank at least 1".into());
    }
    let Some(dims) = body
        .op_attr(ctx, op, "broadcast_dims")
        .and_then(|a| dense_i64_values(ctx, a))
    else {
        return Err("expects a 'broadcast_dims' array<i64> attribute".into());
    };
    let mut broadcast_dims: Vec<i64> = Vec::new();
    for d in dims {
        if !(0..dst_shape.len() as i64).contains(&d) {
            return Err("has a broadcast dimension outside the result's rank".into());
        }
        if !broadcast_dims.contains(&d) {
            broadcast_dims.push(d);
        }
    }
    // The result's dimensions that come from the operand.
    let check_shape: Vec<i64> = (0..dst_shape.len())
        .filter(|&i| !broadcast_dims.contains(&(i as i64)))
        .map(|i| dst_shape[i])
        .collect();
    let value_t = body.value_type(value);
    let loc = body.value_loc(value);
    let src_shape = match vector_parts(ctx, value_t) {
        Some((s, sc, _)) if sc.iter().all(|&b| !b) => Some(s.to_vec()),
        Some(_) => return Err("expects a fixed vector or scalar operand".into()),
        None => None,
    };
    if src_shape
        .as_ref()
        .map_or(!check_shape.is_empty(), |s| *s != check_shape)
    {
        return Err("has an operand that does not match the result's non-broadcast dimensions".into());
    }
    rw.set_insertion_point(op);
    let v = match src_shape {
        None => {
            let dst_t = vector_type(ctx, &dst_shape, &[], elem);
            broadcast(rw, loc, value, dst_t)
        }
        Some(src_shape) => {
            // The broadcast dimensions first, in order, then the operand's;
            // the permutation brings each back into place.
            let mut bshape = Vec::new();
            let mut perm = vec![0i64; dst_shape.len()];
            let mut next_src = broadcast_dims.len() as i64;
            for (i, &d) in dst_shape.iter().enumerate() {
                if broadcast_dims.contains(&(i as i64)) {
                    bshape.push(d);
                    perm[i] = bshape.len() as i64 - 1;
                } else {
                    perm[i] = next_src;
                    next_src += 1;
                }
            }
            bshape.extend_from_slice(&src_shape);
            let bt = vector_type(ctx, &bshape, &[], elem);
            let b = broadcast(rw, loc, value, bt);
            if perm.iter().enumerate().any(|(i, &p)| p != i as i64) {
                let mut st = OperationState::new(ctx.op_name("vector.transpose"), loc);
                st.operands = vec![b];
                st.result_types = vec![vector_type(ctx, &dst_shape, &[], elem)];
                st.properties =
                    Some(ctx.dictionary_attr(&[(ctx.ident("permutation"), dense_i64_array(ctx, &perm))]));
                rw.set_insertion_point(op);
                rw.create_or_fold(st).first().copied().unwrap_or(b)
            } else {
                b
            }
        }
    };
    let r = rw.body().result(op, 0);
    rw.replace_all_uses_with(r, v);
    rw.erase_op(op);
    Ok(())
}

/// `vector.broadcast` of `v` to `t` at the insertion point, folded when
/// it can be.
fn broadcast(
    rw: &mut PatternRewriter<'_>,
    loc: strata_ir::Location,
    v: ValueId,
    t: strata_ir::Type,
) -> ValueId {
    let mut st = OperationState::new(rw.ctx.op_name("vector.broadcast"), loc);
    st.operands = vec![v];
    st.result_types = vec![t];
    rw.create_or_fold(st).first().copied().unwrap_or(v)
}
