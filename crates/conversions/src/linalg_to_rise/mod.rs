//! `convert-linalg-to-rise`: `linalg.matmul` and `linalg.conv_2d` on
//! memrefs become Rise programs, the entry into Rise from linalg.
//!
//! `linalg.matmul ins(%a, %b) outs(%c)` accumulates (`c += a × b`), while
//! the Rise program stores its result. So the product is computed by the
//! builder's matmul program (`map(λarow. map(λbcol. dot(arow, bcol))
//! (transpose(B)))(A)`, which `convert-rise-to-library` recognises) into a
//! new buffer, and a second Rise program adds it to `%c` element by
//! element; the buffer is freed after. `linalg.conv_2d` (no padding,
//! strides 1) with a square kernel goes the same way, its product being
//! `mapSeq2D(λnbh. dot(join nbh, join kernel))(slide2D(k, 1, image))`.
//! Only ops on statically shaped `f32` memrefs with the identity layout
//! (matmuls with the default indexing maps), in a function's top-level
//! block (where Rise programs live), are converted; the others are left
//! as they are.

use strata_dialect_arith::AddFOp;
use strata_dialect_memref as memref;
use strata_dialect_rise::builder::{examples, rise_program};
use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, TypeKind,
    ValueId,
};
use strata_pass::Pass;

/// The pass.
#[derive(Clone, Copy, Default)]
pub struct ConvertLinalgToRise;

impl Pass for ConvertLinalgToRise {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["linalg.*"],
            removes: &[],
            introduces: &["rise.*", "memref.alloc", "memref.dealloc"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "convert-linalg-to-rise"
    }

    fn description(&self) -> &'static str {
        "Turn linalg.matmul on memrefs into Rise programs"
    }

    fn name(&self) -> &'static str {
        "ConvertLinalgToRise"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let blocks: Vec<BlockId> = body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .collect();
        let (matmul, conv) = (ctx.op_name("linalg.matmul"), ctx.op_name("linalg.conv_2d"));
        let maps = default_maps(ctx);
        for block in blocks {
            let ops: Vec<OpId> = body
                .block_ops(block)
                .filter(|&o| body.op_name(o) == matmul || body.op_name(o) == conv)
                .collect();
            for o in ops {
                if body.op_name(o) == conv {
                    if let Some((image, kernel, out, k)) = convertible_conv(ctx, body, o) {
                        convert_conv(ctx, body, o, image, kernel, out, k);
                    }
                } else if let Some((a, b, c)) = convertible(ctx, body, o, maps) {
                    convert(ctx, body, o, a, b, c);
                }
            }
        }
        Ok(())
    }
}

/// `[(m, n, k) -> (m, k), (m, n, k) -> (k, n), (m, n, k) -> (m, n)]`.
fn default_maps(ctx: &Context) -> Attribute {
    let d = |i| ctx.affine_dim(i);
    let map = |results: Vec<_>| {
        ctx.intern_attr(AttrKind::AffineMap(AffineMap {
            num_dims: 3,
            num_symbols: 0,
            results: results.into(),
        }))
    };
    ctx.array_attr(&[
        map(vec![d(0), d(2)]),
        map(vec![d(2), d(1)]),
        map(vec![d(0), d(1)]),
    ])
}

/// The shape of a statically shaped 2-D `f32` memref with the identity
/// layout.
fn matrix(ctx: &Context, body: &Body, v: ValueId) -> Option<(i64, i64)> {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::MemRef {
            shape,
            element,
            layout: None,
            ..
        } if *element == ctx.f32() && shape.len() == 2 && shape.iter().all(|&d| d > 0) => {
            Some((shape[0], shape[1]))
        }
        _ => None,
    }
}

/// The operands of a matmul this pass converts.
fn convertible(ctx: &Context, body: &Body, op: OpId, maps: Attribute) -> Option<(ValueId, ValueId, ValueId)> {
    if body.num_operands(op) != 3 || body.num_results(op) != 0 {
        return None;
    }
    let props = body.op_properties(op)?;
    if ctx.dict_get_str(props, "indexing_maps") != Some(maps) {
        return None;
    }
    let (a, b, c) = (body.operand(op, 0), body.operand(op, 1), body.operand(op, 2));
    let ((m, k), (k2, n), (m2, n2)) = (
        matrix(ctx, body, a)?,
        matrix(ctx, body, b)?,
        matrix(ctx, body, c)?,
    );
    (k == k2 && m == m2 && n == n2).then_some((a, b, c))
}

/// The operands and kernel size of a `linalg.conv_2d` this pass converts:
/// an `h×w` image, a `k×k` kernel, an `(h-k+1)×(w-k+1)` output.
fn convertible_conv(ctx: &Context, body: &Body, op: OpId) -> Option<(ValueId, ValueId, ValueId, i64)> {
    if body.num_operands(op) != 3 || body.num_results(op) != 0 {
        return None;
    }
    let (image, kernel, out) = (body.operand(op, 0), body.operand(op, 1), body.operand(op, 2));
    let ((h, w), (k, k2), (oh, ow)) = (
        matrix(ctx, body, image)?,
        matrix(ctx, body, kernel)?,
        matrix(ctx, body, out)?,
    );
    (k == k2 && k <= h && k <= w && oh == h - k + 1 && ow == w - k + 1).then_some((image, kernel, out, k))
}

/// Replaces `op` by `t = a × b` in Rise, `c += t` in Rise, and `t`'s
/// allocation and deallocation.
fn convert(ctx: &Context, body: &mut Body, op: OpId, a: ValueId, b: ValueId, c: ValueId) {
    replace_accumulating(ctx, body, op, c, |builder, loc, t| {
        examples::matmul(builder, loc, a, b, t)
    });
}

/// Replaces `op` by the valid convolution of `image` with the `k×k`
/// `kernel` into a buffer, added to `out`.
fn convert_conv(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    image: ValueId,
    kernel: ValueId,
    out: ValueId,
    k: i64,
) {
    replace_accumulating(ctx, body, op, out, |builder, loc, t| {
        rise_program(builder, loc, t, &[image, kernel], |r, ins| {
            let (image, kernel) = (ins[0], ins[1]);
            let nbhs = r.slide_2d(k, 1, image);
            r.map_seq_2d(
                |r, nbh| {
                    let (xs, ws) = (r.join(nbh), r.join(kernel));
                    examples::dot(r, xs, ws)
                },
                nbhs,
            )
        })
    });
}

/// Replaces `op` by `product` computing into a new buffer like `c`, a
/// Rise program adding the buffer to `c`, and the buffer's deallocation.
fn replace_accumulating(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: ValueId,
    product: impl FnOnce(&mut OpBuilder<'_>, strata_ir::Location, ValueId),
) {
    let loc = body.op_loc(op);
    let c_type = body.value_type(c);
    let mut builder = OpBuilder::new(ctx, body);
    builder.set_insertion_point_before(op);
    let t = memref::AllocOp::build(&mut builder, loc, c_type, &[], &[], None).memref(&builder);
    product(&mut builder, loc, t);
    rise_program(&mut builder, loc, c, &[c, t], |r, ins| {
        let pairs = r.zip_2d(ins[0], ins[1]);
        r.map_seq_2d(
            |r, p| {
                let (x, y) = (r.fst(p), r.snd(p));
                r.embed(&[x, y], |b: &mut OpBuilder<'_>, v| {
                    AddFOp::build(b, loc, v[0], v[1], None).result(b)
                })
            },
            pairs,
        )
    });
    memref::DeallocOp::build(&mut builder, loc, t);
    body.erase_op(op);
}
