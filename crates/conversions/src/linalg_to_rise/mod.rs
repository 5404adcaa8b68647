//! `convert-linalg-to-rise`: `linalg.matmul` on memrefs becomes the Rise
//! matrix multiplication program, the entry into Rise from linalg.
//!
//! `linalg.matmul ins(%a, %b) outs(%c)` accumulates (`c += a × b`), while
//! the Rise program stores its result. So the product is computed by the
//! builder's matmul program (`map(λarow. map(λbcol. dot(arow, bcol))
//! (transpose(B)))(A)`, which `convert-rise-to-library` recognises) into a
//! new buffer, and a second Rise program adds it to `%c` element by
//! element; the buffer is freed after. Only matmuls of statically shaped
//! `f32` memrefs with the identity layout and the default indexing maps,
//! in a function's top-level block (where Rise programs live), are
//! converted; the others are left as they are.

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
        let matmul = ctx.op_name("linalg.matmul");
        let maps = default_maps(ctx);
        for block in blocks {
            let ops: Vec<OpId> = body
                .block_ops(block)
                .filter(|&o| body.op_name(o) == matmul)
                .collect();
            for o in ops {
                if let Some((a, b, c)) = convertible(ctx, body, o, maps) {
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

/// Replaces `op` by `t = a × b` in Rise, `c += t` in Rise, and `t`'s
/// allocation and deallocation.
fn convert(ctx: &Context, body: &mut Body, op: OpId, a: ValueId, b: ValueId, c: ValueId) {
    let loc = body.op_loc(op);
    let c_type = body.value_type(c);
    let mut builder = OpBuilder::new(ctx, body);
    builder.set_insertion_point_before(op);
    let t = memref::AllocOp::build(&mut builder, loc, c_type, &[], &[], None).memref(&builder);
    examples::matmul(&mut builder, loc, a, b, t);
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
