//! `test-memref-stride-calculation`: prints, on standard output, the
//! strides and offset of the type of each `memref.alloc` in a function, or
//! that its layout is not strided.

use strata_dialect_affine::simplify_affine_expr;
use strata_dialect_memref::layout::{memref_parts, strides_and_offset};
use strata_ir::walk::walk_all_from;
use strata_ir::{AttrKind, Context, IsolatedOpMut, LogicalResult, Type, WalkResult, DYNAMIC};
use strata_pass::{write_output, Pass};

/// The `test-memref-stride-calculation` pass.
#[derive(Clone, Debug, Default)]
pub struct TestMemRefStrideCalculation;

/// The strides and offset of `ty`, with those of an affine-map layout
/// that are symbolic in form but constant once simplified (`s0 + 20 - s0`)
/// known. The layout is linear in the dimensions when `strides_and_offset`
/// accepts it, so each coefficient is the map at a unit vector minus the
/// map at the origin.
fn strides_and_offset_simplified(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let (mut strides, mut offset) = strides_and_offset(ctx, ty)?;
    let layout = memref_parts(ctx, ty)?.layout;
    let Some(AttrKind::AffineMap(m)) = layout.map(|l| ctx.attr_kind(l)) else {
        return Some((strides, offset));
    };
    let (e, n, s) = (m.results[0], m.num_dims, m.num_symbols);
    let at = |unit: Option<usize>| {
        let dims: Vec<_> = (0..n as usize)
            .map(|d| ctx.affine_constant(i64::from(Some(d) == unit)))
            .collect();
        e.replace_dims_and_symbols(ctx, &dims, &[])
    };
    let origin = at(None);
    let known = |x| simplify_affine_expr(ctx, x, 0, s).as_constant(ctx);
    if offset == DYNAMIC {
        offset = known(origin).unwrap_or(DYNAMIC);
    }
    for (d, stride) in strides.iter_mut().enumerate() {
        if *stride == DYNAMIC {
            *stride = known(ctx.affine_sub(at(Some(d)), origin)).unwrap_or(DYNAMIC);
        }
    }
    Some((strides, offset))
}

fn dim_text(v: i64) -> String {
    if v == DYNAMIC {
        "?".to_string()
    } else {
        v.to_string()
    }
}

impl Pass for TestMemRefStrideCalculation {
    fn argument(&self) -> &'static str {
        "test-memref-stride-calculation"
    }

    fn description(&self) -> &'static str {
        "Test operation constant folding"
    }

    fn name(&self) -> &'static str {
        "TestMemRefStrideCalculation"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let name = op
            .properties()
            .and_then(|p| ctx.dict_get_str(p, "sym_name"))
            .and_then(|a| ctx.string_attr_value(a))
            .unwrap_or_default()
            .to_string();
        let mut out = format!("Testing: {name}\n");
        let body = op.body_ref();
        let alloc = ctx.op_name("memref.alloc");
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    walk_all_from(body, o, &mut |bd, x| {
                        if bd.op_name(x) != alloc {
                            return WalkResult::Advance;
                        }
                        let ty = bd.value_type(bd.result(x, 0));
                        match strides_and_offset_simplified(ctx, ty) {
                            Some((strides, offset)) => {
                                let strides: Vec<String> = strides.iter().map(|&s| dim_text(s)).collect();
                                out += &format!(
                                    "MemRefType offset: {} strides: {}\n",
                                    dim_text(offset),
                                    strides.join(", ")
                                );
                            }
                            None => {
                                out += &format!(
                                    "MemRefType {} cannot be converted to strided form\n",
                                    ctx.type_to_string(ty)
                                );
                            }
                        }
                        WalkResult::Advance
                    });
                }
            }
        }
        write_output(out);
        Ok(())
    }
}
