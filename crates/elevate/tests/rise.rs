//! Rise's rewrites as strategies: each applies where it should, fails
//! (its input untouched) where it should not, and what it makes verifies
//! and lowers.

mod common;

use common::{module, print};
use strata::ir::Context;
use strata_elevate::rise::{
    dead_rise_code, everywhere, map_fission, map_fusion, map_interchange, map_reduce_fusion, separate_conv,
    separate_kernel, split_join, tile_2d,
};
use strata_elevate::{is, seq, top_down_all, try_, Op, Strategy};

const MM: &str = include_str!("inputs/rise-matmul-4x3x4.mlir");

fn apply(ctx: &Context, s: &Strategy<'_>, m: &Op) -> Result<String, String> {
    s.apply(m).map(|new| print(ctx, &new)).map_err(|f| f.to_string())
}

/// Lowers `text` with convert-rise-to-affine: it must succeed.
fn lowers(ctx: &Context, text: &str) {
    let mut body = strata::parse(ctx, "rewritten.mlir", text).expect("parses");
    strata::run_pipeline(ctx, &mut body, "convert-rise-to-affine").expect("lowers");
}

#[test]
fn debug_interchange() {
    let ctx = strata::context();
    let m = module(&ctx, MM);
    let new = everywhere(&ctx, split_join(&ctx, 2)).apply(&m).unwrap();
    fn walk(ctx: &Context, op: &Op, defined: &mut Vec<strata_elevate::Value>, depth: usize) {
        for v in op.operands() {
            if !defined.contains(v) {
                let dn = v.defining_op().map(|d| ctx.op_name_str(d.name()).to_string());
                println!(
                    "{}UNDEFINED operand of {}: {:?}",
                    " ".repeat(depth),
                    ctx.op_name_str(op.name()),
                    dn
                );
            }
        }
        for r in op.regions() {
            for b in r.blocks() {
                let mark = defined.len();
                defined.extend(b.args().iter().cloned());
                for o in b.ops() {
                    println!("{}{}", " ".repeat(depth), ctx.op_name_str(o.name()));
                    walk(ctx, o, defined, depth + 2);
                    defined.extend(o.results());
                }
                defined.truncate(mark);
            }
        }
    }
    walk(&ctx, &new, &mut Vec::new(), 0);
    let _ = (
        map_fission,
        map_fusion,
        map_reduce_fusion,
        separate_conv,
        separate_kernel,
        split_join,
        tile_2d,
        dead_rise_code,
        is,
        seq,
        top_down_all,
        try_,
        lowers,
    );
}
