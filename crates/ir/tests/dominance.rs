//! Dominance and post-dominance on hand-built CFGs.

mod common;

use common::*;
use strata_ir::{BlockId, Body, DominanceInfo, OperationState, PostDominanceInfo};

/// A region of `n` blocks in a fresh body with edges `edges` (each block's
/// terminator branches to its targets); returns the body and the blocks.
fn cfg(
    ctx: &strata_ir::Context,
    n: usize,
    edges: &[(usize, &[usize])],
) -> (Body, Vec<BlockId>, strata_ir::OpId) {
    let (mut body, top) = Body::with_top_block();
    let r = body.create_region();
    let blocks: Vec<BlockId> = (0..n)
        .map(|_| {
            let b = body.create_block();
            body.append_block(r, b);
            b
        })
        .collect();
    let mut st = OperationState::new(ctx.op_name("test.op"), ctx.unknown_loc());
    st.regions.push(r);
    let holder = body.create_op(st);
    body.append_op(top, holder);
    for (i, &b) in blocks.iter().enumerate() {
        let targets: Vec<BlockId> = edges
            .iter()
            .find(|(s, _)| *s == i)
            .map(|(_, t)| t.iter().map(|&j| blocks[j]).collect())
            .unwrap_or_default();
        add_op(ctx, &mut body, b, "foo.op", i as u32, &[], &[ctx.i32()], &[]);
        add_op(ctx, &mut body, b, "foo.br", i as u32, &[], &[], &targets);
    }
    (body, blocks, holder)
}

#[test]
fn diamond() {
    let ctx = context();
    // 0 -> 1, 2; 1 -> 3; 2 -> 3
    let (body, b, _) = cfg(&ctx, 4, &[(0, &[1, 2]), (1, &[3]), (2, &[3])]);
    let dom = DominanceInfo::new(&ctx, &body, None);
    assert!(dom.dominates_block(b[0], b[3]));
    assert!(!dom.dominates_block(b[1], b[3]));
    assert!(!dom.dominates_block(b[2], b[3]));
    assert!(dom.properly_dominates_block(b[0], b[1]));
    assert!(!dom.properly_dominates_block(b[1], b[1]));
    assert_eq!(dom.immediate_dominator(b[3]), Some(b[0]));
    assert_eq!(dom.immediate_dominator(b[0]), None);
    let pdom = PostDominanceInfo::new(&ctx, &body, None);
    assert!(pdom.post_dominates_block(b[3], b[0]));
    assert!(!pdom.post_dominates_block(b[1], b[0]));
    assert_eq!(pdom.immediate_dominator(b[0]), Some(b[3]));
    // Op-level: first op of block 0 dominates last op of block 3; in the
    // same block order decides.
    let a = body.first_op(b[0]).unwrap();
    let z = body.last_op(b[3]).unwrap();
    assert!(dom.properly_dominates(a, z));
    assert!(!dom.properly_dominates(z, a));
    assert!(dom.properly_dominates(a, body.last_op(b[0]).unwrap()));
    assert!(!dom.properly_dominates(a, a));
    assert!(dom.dominates(a, a));
    assert!(pdom.properly_post_dominates(z, a));
    assert!(pdom.post_dominates(body.last_op(b[0]).unwrap(), a));
    // Values.
    let v = body.result(a, 0);
    assert!(dom.properly_dominates_value(v, z));
    assert!(!dom.properly_dominates_value(v, a));
    assert!(dom.dominates_value(v, a));
}

#[test]
fn loop_and_unreachable() {
    let ctx = context();
    // 0 -> 1; 1 -> 2, 1; 2 -> (exit); 3 -> 1 (unreachable)
    let (body, b, _) = cfg(&ctx, 4, &[(0, &[1]), (1, &[2, 1]), (3, &[1])]);
    let dom = DominanceInfo::new(&ctx, &body, None);
    assert!(dom.dominates_block(b[1], b[2]));
    assert!(dom.is_reachable_from_entry(b[2]));
    assert!(!dom.is_reachable_from_entry(b[3]));
    // Unreachable blocks are dominated by everything, dominate nothing.
    assert!(dom.dominates_block(b[2], b[3]));
    assert!(!dom.dominates_block(b[3], b[1]));
    assert_eq!(dom.immediate_dominator(b[3]), None);
    let pdom = PostDominanceInfo::new(&ctx, &body, None);
    assert!(pdom.post_dominates_block(b[2], b[0]));
    assert!(pdom.post_dominates_block(b[1], b[3]));
}

#[test]
fn infinite_loop_blocks_are_outside_the_post_dominator_tree() {
    let ctx = context();
    // 0 -> 1, 2; 1 -> 1; 2 -> exit
    let (body, b, _) = cfg(&ctx, 3, &[(0, &[1, 2]), (1, &[1])]);
    let pdom = PostDominanceInfo::new(&ctx, &body, None);
    // The loop is connected to the virtual exit: every block is in the
    // tree and the exit block does not post-dominate the entry.
    assert!(pdom.is_reachable_from_entry(b[1]));
    assert!(pdom.is_reachable_from_entry(b[0]));
    assert!(!pdom.post_dominates_block(b[2], b[0]));
    assert!(!pdom.post_dominates_block(b[1], b[0]));
    assert_eq!(pdom.immediate_dominator(b[0]), None);
}

#[test]
fn nested_regions_are_hierarchical() {
    let ctx = context();
    let (mut body, b, _) = cfg(&ctx, 3, &[(0, &[1]), (1, &[2])]);
    // An op with a region in block 1, holding an op that uses nothing.
    let mut st = OperationState::new(ctx.op_name("foo.nest"), ctx.unknown_loc());
    let r = body.create_region();
    let inner = body.create_block();
    body.append_block(r, inner);
    st.regions.push(r);
    let nest = body.create_op(st);
    body.insert_op(strata_ir::InsertPoint::Start(b[1]), nest);
    let deep = add_op(&ctx, &mut body, inner, "foo.deep", 1, &[], &[ctx.i32()], &[]);
    let dom = DominanceInfo::new(&ctx, &body, None);
    let first0 = body.first_op(b[0]).unwrap();
    let last1 = body.last_op(b[1]).unwrap();
    let first2 = body.first_op(b[2]).unwrap();
    // Ops of block 0 dominate the nested op through its ancestor.
    assert!(dom.properly_dominates(first0, deep));
    assert!(!dom.properly_dominates(deep, first2));
    // An op encloses what is nested in it.
    assert!(dom.properly_dominates(nest, deep));
    assert!(!dom.properly_dominates_with(nest, deep, false));
    // A nested value does not dominate ops after its ancestor.
    let dv = body.result(deep, 0);
    assert!(!dom.properly_dominates_value(dv, last1));
    // Blocks: block 0 dominates the nested block, the nested block's
    // ancestor is block 1.
    assert!(dom.properly_dominates_block(b[0], inner));
    assert!(dom.properly_dominates_block(b[1], inner));
    assert!(!dom.properly_dominates_block(inner, b[1]));
    assert!(!dom.properly_dominates_block(b[2], inner));
}

#[test]
fn graph_regions_do_not_order_ops() {
    let ctx = context();
    let (mut body, top) = Body::with_top_block();
    let mut st = OperationState::new(ctx.op_name("test.graph"), ctx.unknown_loc());
    let r = body.create_region();
    let blk = body.create_block();
    body.append_block(r, blk);
    st.regions.push(r);
    let g = body.create_op(st);
    body.append_op(top, g);
    let a = add_op(&ctx, &mut body, blk, "foo.a", 1, &[], &[ctx.i32()], &[]);
    let z = add_op(&ctx, &mut body, blk, "foo.z", 2, &[], &[ctx.i32()], &[]);
    let dom = DominanceInfo::new(&ctx, &body, None);
    assert!(dom.properly_dominates(z, a));
    assert!(dom.properly_dominates(a, z));
    assert!(dom.properly_dominates_value(body.result(z, 0), a));
    assert!(!dom.has_ssa_dominance(r));
    // The root regions take the kind of the owner passed in.
    let (mut b2, top2) = Body::with_top_block();
    let x = add_op(&ctx, &mut b2, top2, "foo.x", 1, &[], &[ctx.i32()], &[]);
    let y = add_op(&ctx, &mut b2, top2, "foo.y", 2, &[], &[], &[]);
    let ssa = DominanceInfo::new(&ctx, &b2, None);
    assert!(!ssa.properly_dominates(y, x));
    let graph = DominanceInfo::new(&ctx, &b2, Some(ctx.op_name("builtin.module")));
    assert!(graph.properly_dominates(y, x));
}

#[test]
fn long_chain_is_fast() {
    let ctx = context();
    let n = 20_000;
    let edges: Vec<(usize, Vec<usize>)> = (0..n - 1).map(|i| (i, vec![i + 1])).collect();
    let edges_ref: Vec<(usize, &[usize])> = edges.iter().map(|(s, t)| (*s, t.as_slice())).collect();
    let (body, b, _) = cfg(&ctx, n, &edges_ref);
    let dom = DominanceInfo::new(&ctx, &body, None);
    for i in (0..n).step_by(97) {
        assert!(dom.dominates_block(b[i], b[n - 1]));
        assert!(!dom.dominates_block(b[n - 1], b[i]) || i == n - 1);
    }
}

/// Dominance agrees with its definition on random CFGs: `a` dominates
/// reachable `b` iff every path from the entry to `b` passes through `a`
/// (b is unreachable once `a` is removed).
#[test]
fn random_graphs_match_the_definition() {
    let ctx = context();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |m: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % m as u64) as usize
    };
    for _ in 0..60 {
        let n = 2 + next(14);
        let mut edges: Vec<(usize, Vec<usize>)> = Vec::new();
        for i in 0..n {
            let k = next(3);
            let targets: Vec<usize> = (0..k).map(|_| 1 + next(n - 1)).collect();
            edges.push((i, targets));
        }
        let edge_refs: Vec<(usize, &[usize])> = edges.iter().map(|(i, t)| (*i, t.as_slice())).collect();
        let (body, b, _) = cfg(&ctx, n, &edge_refs);
        let dom = DominanceInfo::new(&ctx, &body, None);
        let reach_without = |removed: Option<usize>| {
            let mut seen = vec![false; n];
            let mut stack = vec![0usize];
            if removed == Some(0) {
                stack.clear();
            }
            while let Some(x) = stack.pop() {
                if seen[x] {
                    continue;
                }
                seen[x] = true;
                for &t in &edges[x].1 {
                    if Some(t) != removed && !seen[t] {
                        stack.push(t);
                    }
                }
            }
            seen
        };
        let reachable = reach_without(None);
        for a in 0..n {
            let without = reach_without(Some(a));
            for x in 0..n {
                if !reachable[x] || !reachable[a] {
                    continue;
                }
                let expected = a == x || !without[x];
                assert_eq!(
                    dom.dominates_block(b[a], b[x]),
                    expected,
                    "{a} dom {x} in {edges:?}"
                );
            }
        }
    }
}

#[test]
fn cached_trees_are_shared_between_views() {
    let ctx = context();
    let (body, b, _) = cfg(&ctx, 4, &[(0, &[1, 2]), (1, &[3]), (2, &[3])]);
    let cache = strata_ir::DominanceCache::new(&ctx, None);
    assert_eq!(cache.num_trees(), 0);
    {
        let dom = DominanceInfo::with_cache(&ctx, &body, &cache);
        assert_eq!(dom.immediate_dominator(b[3]), Some(b[0]));
    }
    assert_eq!(cache.num_trees(), 1, "the region's tree was kept");
    // A second view answers from the cache, the same way.
    let dom = DominanceInfo::with_cache(&ctx, &body, &cache);
    assert!(!dom.dominates_block(b[1], b[3]));
    assert_eq!(dom.immediate_dominator(b[1]), Some(b[0]));
    assert_eq!(cache.num_trees(), 1);
    let pcache = strata_ir::PostDominanceCache::new(&ctx, None);
    let pdom = PostDominanceInfo::with_cache(&ctx, &body, &pcache);
    assert!(pdom.post_dominates_block(b[3], b[0]));
    assert_eq!(pcache.num_trees(), 1);
}
