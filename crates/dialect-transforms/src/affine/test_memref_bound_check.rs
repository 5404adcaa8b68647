//! `test-memref-bound-check`: reports each affine load and store that may
//! access a memref out of its static bounds, dimension by dimension.

use strata_dialect_affine::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, is_valid_symbol,
};
use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueId, WalkResult, DYNAMIC};
use strata_pass::Pass;

use super::dependence::{enclosing_nest, MemRefAccess};
use super::flat::Flat;
use super::value_constraints::ValueConstraints;

/// The `test-memref-bound-check` pass.
#[derive(Clone, Debug, Default)]
pub struct TestMemRefBoundCheck;

/// Which sides of which dimensions (0-based) of the memref `op` accesses
/// are exceeded for some iteration of the loops around it: `(dim, upper)`.
/// `Err(SemiAffine)` when the access is semi-affine once composed with the
/// `affine.apply` ops computing its subscripts.
///
/// The system is the iteration domain of the loops around the access (their
/// bounds composed with the `affine.apply` ops computing their operands)
/// with one column per memref dimension equal to its subscript. Whether a
/// subscript can leave `[0, size)` is an emptiness test on it, with nothing
/// projected out.
pub fn out_of_bounds_dims(ctx: &Context, body: &Body, op: OpId) -> Result<Vec<(usize, bool)>, SemiAffine> {
    let Some(access) = MemRefAccess::get_with_vectors(ctx, body, op) else {
        return Ok(Vec::new());
    };
    let composed = |map: &AffineMap, operands: &[ValueId]| {
        let (mut map, mut operands) = (map.clone(), operands.to_vec());
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        (map, operands)
    };
    let (map, operands) = composed(&access.map, &access.operands);
    if !map.is_pure_affine(ctx) {
        return Err(SemiAffine);
    }
    let Some(shape) = ctx.shape(body.value_type(access.memref)) else {
        return Ok(Vec::new());
    };
    let Some(cst) = access_system(ctx, body, op, (&map, &operands), &composed) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (r, &size) in shape.iter().enumerate() {
        for upper in [true, false] {
            // A dynamic size is compared as the most negative integer, as
            // mlir-opt does: any access exceeds it.
            if upper && size == DYNAMIC {
                if cst.rel.is_integer_empty() != Ok(true) {
                    out.push((r, upper));
                }
                continue;
            }
            // Upper: d_r - size >= 0; lower: -d_r - 1 >= 0.
            let mut row = vec![0; cst.rel.num_cols()];
            let last = row.len() - 1;
            if upper {
                row[r] = 1;
                row[last] = -size;
            } else {
                row[r] = -1;
                row[last] = -1;
            }
            let mut outside = cst.rel.clone();
            outside.add_ineq(&row);
            // Unknown (on overflow) counts as a possible access.
            if outside.is_integer_empty() != Ok(true) {
                out.push((r, upper));
            }
        }
    }
    Ok(out)
}

/// The subscripts of an access are not affine once composed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SemiAffine;

type Composer<'a> = dyn Fn(&AffineMap, &[ValueId]) -> (AffineMap, Vec<ValueId>) + 'a;

/// The memref dimensions (first columns) equal to the subscripts `access`
/// over the iteration domain of the loops around `op`. `None` when a
/// subscript or bound is not affine in those loops' variables and valid
/// symbols.
fn access_system(
    ctx: &Context,
    body: &Body,
    op: OpId,
    access: (&AffineMap, &[ValueId]),
    composed: &Composer<'_>,
) -> Option<ValueConstraints> {
    let (map, operands) = access;
    let rank = map.results.len();
    let mut cst = ValueConstraints::new(vec![None; rank], Vec::new());
    for k in 0..rank {
        let f = cst.flatten_result(ctx, body, map, k, operands)?;
        let mut row = f.row(cst.rel.num_vars());
        row[k] -= 1;
        cst.rel.add_eq(&row);
    }
    let nest = enclosing_nest(ctx, body, op);
    for l in &nest.loops {
        cst.column_or_add(ctx, body, l.iv);
        let (lb, lb_operands) = composed(&l.lb_map, &l.lb_operands);
        let (ub, ub_operands) = composed(&l.ub_map, &l.ub_operands);
        cst.add_bound_map(ctx, body, l.iv, (&lb, &lb_operands), true)?;
        cst.add_bound_map(ctx, body, l.iv, (&ub, &ub_operands), false)?;
        if l.step > 1 && lb.results.len() == 1 {
            // (iv - lb) mod step == 0.
            let lb = cst.flatten_result(ctx, body, &lb, 0, &lb_operands)?;
            let iv = Flat::var(cst.find(l.iv)?);
            let row = iv.add(&lb.scale(-1)?)?.row(cst.rel.num_vars());
            let r = cst.rel.add_local_mod(&row, l.step).ok()?;
            cst.rel.add_eq(&r);
        }
    }
    let known = |v: ValueId| nest.loops.iter().any(|l| l.iv == v) || is_valid_symbol(ctx, body, v);
    cst.values.iter().flatten().all(|&v| known(v)).then_some(cst)
}

fn check(ctx: &Context, body: &Body) {
    body.walk_root_regions_forward(&mut |o| {
        if MemRefAccess::get_with_vectors(ctx, body, o).is_some() {
            let op = OpRef::new(ctx, body, o);
            match out_of_bounds_dims(ctx, body, o) {
                Err(SemiAffine) => {
                    op.emit_error("getMemRefRegion: compose affine map failed");
                }
                Ok(dims) => {
                    for (r, upper) in dims {
                        let side = if upper { "upper" } else { "lower" };
                        op.emit_op_error(format!(
                            "memref out of {side} bound access along dimension #{}",
                            r + 1
                        ));
                    }
                }
            }
        }
        if let Some(child) = body.child_body(o) {
            check(ctx, child);
        }
        WalkResult::Advance
    });
}

impl Pass for TestMemRefBoundCheck {
    fn argument(&self) -> &'static str {
        "test-memref-bound-check"
    }

    fn description(&self) -> &'static str {
        "Check memref access bounds"
    }

    fn name(&self) -> &'static str {
        "TestMemRefBoundCheck"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        check(ctx, op.body_ref());
        Ok(())
    }
}
