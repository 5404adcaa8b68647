//! Random edit sequences keep the storage invariants of a `Body`, and
//! mutating isolated bodies in parallel equals doing it sequentially.

mod common;

use common::*;
use rayon::prelude::*;
use strata_ir::{verify_top_level, Body};

#[test]
fn random_edits_keep_invariants() {
    let ctx = context();
    for seed in 1..=40u64 {
        let (mut body, top) = Body::with_top_block();
        seed_ir(&ctx, &mut body, top);
        body.check_invariants().unwrap();
        random_edits(&ctx, &mut body, seed * 0x9E37_79B9, 300, true);
    }
}

#[test]
fn erasing_everything_returns_all_slots() {
    let ctx = context();
    let (mut body, top) = Body::with_top_block();
    seed_ir(&ctx, &mut body, top);
    random_edits(&ctx, &mut body, 7, 200, false);
    let (all, _, _) = snapshot(&body);
    for op in all {
        body.drop_op_references(op);
    }
    // Splits may have added blocks to the root region.
    let root = body.root_regions()[0];
    let ops: Vec<_> = body.region_blocks(root).flat_map(|b| body.block_ops(b)).collect();
    for op in ops.into_iter().rev() {
        body.erase_op(op);
    }
    body.check_invariants().unwrap();
    assert_eq!(body.num_ops(), 0);
    // Freed op slots are reused (ids come off the free list).
    let probe = body.create_op(state(&ctx, "foo.p", ctx.unknown_loc(), &[], &[], &[]));
    assert!(probe.as_u32() < 5 || !body.is_live(strata_ir::OpId::from_u32(probe.as_u32() + 1)));
    body.erase_op(probe);
    seed_ir(&ctx, &mut body, top);
    body.check_invariants().unwrap();
    assert_eq!(body.num_ops(), 5);
}

fn module_of_functions(ctx: &strata_ir::Context, n: usize) -> Body {
    let (mut body, top) = Body::with_top_block();
    for i in 0..n {
        let (f, entry) = isolated_op(
            ctx,
            &mut body,
            top,
            "test.func",
            Some(&format!("f{i}")),
            i as u32 + 1,
        );
        let child = body.child_body_mut(f).unwrap();
        seed_ir(ctx, child, entry);
        add_op(ctx, child, entry, "test.return", 100, &[], &[], &[]);
    }
    body
}

fn dump_all(ctx: &strata_ir::Context, body: &mut Body) -> Vec<String> {
    let mut v = vec![dump(ctx, body)];
    for (_, c) in body.child_bodies_mut() {
        v.push(dump(ctx, c));
    }
    v
}

#[test]
fn parallel_mutation_equals_sequential() {
    let ctx = context();
    let n = 48;
    let mut par = module_of_functions(&ctx, n);
    let mut seq = module_of_functions(&ctx, n);
    assert_eq!(dump_all(&ctx, &mut par), dump_all(&ctx, &mut seq));

    par.child_bodies_mut()
        .into_par_iter()
        .enumerate()
        .for_each(|(i, (_, body))| random_edits(&ctx, body, 1000 + i as u64, 150, false));
    for (i, (_, body)) in seq.child_bodies_mut().into_iter().enumerate() {
        random_edits(&ctx, body, 1000 + i as u64, 150, false);
    }
    par.check_invariants().unwrap();
    seq.check_invariants().unwrap();
    let (dp, ds) = (dump_all(&ctx, &mut par), dump_all(&ctx, &mut seq));
    assert_eq!(dp, ds);
    // The edits changed something.
    let fresh = dump_all(&ctx, &mut module_of_functions(&ctx, n));
    assert_ne!(dp, fresh);
    // Verification (parallel over the functions) reports the same thing.
    let (rp, diag_p) = collect(&ctx, || verify_top_level(&ctx, &par));
    let (rs, diag_s) = collect(&ctx, || verify_top_level(&ctx, &seq));
    assert_eq!(rp.is_ok(), rs.is_ok());
    assert_eq!(diag_p, diag_s);
}
