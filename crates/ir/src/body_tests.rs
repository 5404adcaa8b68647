//! Unit tests of the body storage API.

use crate::{Body, Context, InsertPoint, IrMapping, OpId, OperationState, ValueDef};

fn op(ctx: &Context, body: &mut Body, name: &str, operands: &[crate::ValueId], results: usize) -> OpId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = operands.to_vec();
    st.result_types = vec![ctx.i32(); results];
    body.create_op(st)
}

#[test]
fn use_lists_follow_operands() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let a = op(&ctx, &mut body, "t.a", &[], 1);
    body.append_op(block, a);
    let va = body.result(a, 0);
    let b = op(&ctx, &mut body, "t.b", &[va, va], 1);
    body.append_op(block, b);
    assert_eq!(body.uses(va).count(), 2);
    let mut idx: Vec<usize> = body.uses(va).map(|(_, i)| i).collect();
    idx.sort();
    assert_eq!(idx, [0, 1]);

    let c = op(&ctx, &mut body, "t.c", &[], 1);
    body.insert_op(InsertPoint::Before(b), c);
    let vc = body.result(c, 0);
    body.set_operand(b, 1, vc);
    assert!(body.has_one_use(va));
    assert!(body.has_one_use(vc));

    body.replace_all_uses_with(va, vc);
    assert!(!body.has_uses(va));
    assert_eq!(body.uses(vc).count(), 2);
    assert_eq!(body.operands(b).collect::<Vec<_>>(), [vc, vc]);

    body.erase_op(a);
    assert!(!body.is_live(a));
    assert_eq!(body.block_ops(block).collect::<Vec<_>>(), [c, b]);
}

#[test]
fn erased_slots_are_reused() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let a = op(&ctx, &mut body, "t.a", &[], 1);
    body.append_op(block, a);
    let va = body.result(a, 0);
    let b = op(&ctx, &mut body, "t.b", &[va], 1);
    body.append_op(block, b);
    body.erase_op(b);
    let c = op(&ctx, &mut body, "t.c", &[va], 1);
    assert_eq!(c, b, "op slot reused");
    assert_eq!(body.num_ops(), 2);
    assert!(matches!(body.value_def(body.result(c, 0)), ValueDef::Result(o, 0) if o == c));
}

#[test]
fn operand_lists_grow_and_shrink() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let vals: Vec<_> = (0..20)
        .map(|_| {
            let o = op(&ctx, &mut body, "t.v", &[], 1);
            body.append_op(block, o);
            body.result(o, 0)
        })
        .collect();
    let user = op(&ctx, &mut body, "t.user", &vals[..2], 0);
    body.append_op(block, user);
    body.insert_operands(user, 1, &vals[2..12]);
    assert_eq!(body.num_operands(user), 12);
    assert_eq!(body.operand(user, 0), vals[0]);
    assert_eq!(body.operand(user, 1), vals[2]);
    assert_eq!(body.operand(user, 11), vals[1]);
    body.erase_operands(user, 0..11);
    assert_eq!(body.operands(user).collect::<Vec<_>>(), [vals[1]]);
    for (i, &v) in vals.iter().enumerate() {
        assert_eq!(body.has_uses(v), i == 1, "value {i}");
    }
}

#[test]
fn split_and_merge_blocks() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let ops: Vec<OpId> = (0..4)
        .map(|_| {
            let o = op(&ctx, &mut body, "t.x", &[], 0);
            body.append_op(block, o);
            o
        })
        .collect();
    let tail = body.split_block(block, ops[2]);
    assert_eq!(body.block_ops(block).collect::<Vec<_>>(), &ops[..2]);
    assert_eq!(body.block_ops(tail).collect::<Vec<_>>(), &ops[2..]);
    assert_eq!(body.next_block(block), Some(tail));
    assert!(body.is_before_in_block(ops[2], ops[3]));
    body.merge_block_into(tail, InsertPoint::End(block), &[]);
    assert_eq!(body.block_ops(block).collect::<Vec<_>>(), ops);
    assert!(body.is_before_in_block(ops[1], ops[3]));
    assert!(!body.is_before_in_block(ops[3], ops[0]));
}

#[test]
fn block_arguments_renumber() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let a0 = body.add_block_arg(block, ctx.i32(), ctx.unknown_loc());
    let a1 = body.add_block_arg(block, ctx.i64(), ctx.unknown_loc());
    let mid = body.insert_block_arg(block, 1, ctx.f32(), ctx.unknown_loc());
    assert_eq!(body.block_args(block), &[a0, mid, a1]);
    assert_eq!(body.value_def(a1), ValueDef::BlockArg(block, 2));
    body.erase_block_arg(block, 0);
    assert_eq!(body.value_def(mid), ValueDef::BlockArg(block, 0));
    assert_eq!(body.value_def(a1), ValueDef::BlockArg(block, 1));
}

#[test]
fn clone_maps_nested_values_and_successors() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let outer = op(&ctx, &mut body, "t.outer", &[], 1);
    body.append_op(block, outer);
    let v = body.result(outer, 0);

    // t.wrap { ^bb0(%x): t.use(%x, %v) -> ^bb1 ; ^bb1: t.end }
    let r = body.create_region();
    let b0 = body.create_block();
    let b1 = body.create_block();
    body.append_block(r, b0);
    body.append_block(r, b1);
    let x = body.add_block_arg(b0, ctx.i32(), ctx.unknown_loc());
    let mut st = OperationState::new(ctx.op_name("t.use"), ctx.unknown_loc());
    st.operands = vec![x, v];
    st.successors = vec![b1];
    let user = body.create_op(st);
    body.append_op(b0, user);
    let end = op(&ctx, &mut body, "t.end", &[], 0);
    body.append_op(b1, end);
    let mut st = OperationState::new(ctx.op_name("t.wrap"), ctx.unknown_loc());
    st.regions = vec![r];
    let wrap = body.create_op(st);
    body.append_op(block, wrap);

    let mut map = IrMapping::new();
    let copy = body.clone_op(wrap, &mut map);
    body.append_op(block, copy);
    let new_r = body.regions_in_body(copy)[0];
    let blocks: Vec<_> = body.region_blocks(new_r).collect();
    assert_eq!(blocks.len(), 2);
    let new_user = body.first_op(blocks[0]).unwrap();
    assert_eq!(body.operand(new_user, 0), body.block_arg(blocks[0], 0));
    assert_eq!(body.operand(new_user, 1), v, "outside value kept");
    assert_eq!(body.successor(new_user, 0), blocks[1]);
    assert_eq!(body.predecessors(blocks[1]).count(), 1);
    assert_eq!(body.uses(v).count(), 2);
    assert_eq!(body.parent_op(new_user), Some(copy));

    body.erase_op(copy);
    assert_eq!(body.uses(v).count(), 1);
    assert_eq!(body.predecessors(b1).count(), 1);
}

/// A region `^bb0(%a): 6 ops, t.br ^bb1` / `^bb1: t.br ^bb1, ^bb1` (two
/// predecessors of ^bb1 from ^bb1 itself, one from ^bb0).
fn two_block_region(ctx: &Context, body: &mut Body) -> (crate::RegionId, [crate::BlockId; 2], Vec<OpId>) {
    let r = body.create_region();
    let b0 = body.create_block();
    let b1 = body.create_block();
    body.append_block(r, b0);
    body.append_block(r, b1);
    body.add_block_arg(b1, ctx.i32(), ctx.unknown_loc());
    let mut ops = Vec::new();
    for _ in 0..6 {
        let o = op(ctx, body, "t.x", &[], 1);
        body.append_op(b1, o);
        ops.push(o);
    }
    for (b, n) in [(b0, 1), (b1, 2)] {
        let mut st = OperationState::new(ctx.op_name("t.br"), ctx.unknown_loc());
        st.successors = vec![b1; n];
        let br = body.create_op(st);
        body.append_op(b, br);
        ops.push(br);
    }
    (r, [b0, b1], ops)
}

#[test]
fn split_block_at_moves_the_shorter_side() {
    let ctx = Context::new();
    let (mut body, _) = Body::with_top_block();
    for at in 0..8 {
        let (r, [b0, b1], ops) = two_block_region(&ctx, &mut body);
        let arg = body.block_arg(b1, 0);
        let preds: Vec<_> = body.predecessors(b1).collect();
        // ops[0..6] then the branch ops[7] are in ^bb1; ops[6] is in ^bb0.
        let in_b1: Vec<OpId> = ops[..6].iter().chain(&ops[7..]).copied().collect();
        assert!(body.is_before_in_block(in_b1[0], in_b1[6]));
        let (head, tail) = body.split_block_at(b1, in_b1[at.min(6)]);
        let at = at.min(6);
        // The head keeps the arguments and the predecessors, in order.
        assert_eq!(body.block_args(head), &[arg]);
        assert_eq!(body.value_def(arg), ValueDef::BlockArg(head, 0));
        assert!(body.block_args(tail).is_empty());
        assert_eq!(body.predecessors(head).collect::<Vec<_>>(), preds);
        assert!(!body.has_predecessors(tail));
        assert_eq!(body.block_ops(head).collect::<Vec<_>>(), &in_b1[..at]);
        assert_eq!(body.block_ops(tail).collect::<Vec<_>>(), &in_b1[at..]);
        assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), [b0, head, tail]);
        // The shorter side moved: ^bb1 stays the tail when at most as many
        // ops come before the split point as after it.
        assert_eq!(tail == b1, at <= 6 - at, "split at {at}");
        for &o in &in_b1[at..] {
            assert_eq!(body.op_block(o), Some(tail));
        }
        if at + 1 < in_b1.len() {
            assert!(body.is_before_in_block(in_b1[at], in_b1[6]));
            assert!(!body.is_before_in_block(in_b1[6], in_b1[at]));
        }
        if at > 1 {
            assert!(body.is_before_in_block(in_b1[0], in_b1[at - 1]));
        }
        body.check_invariants().unwrap();
    }
}

#[test]
fn rejoin_split_head_undoes_a_head_split() {
    let ctx = Context::new();
    let (mut body, _) = Body::with_top_block();
    for at in 0..4 {
        let (r, [b0, b1], ops) = two_block_region(&ctx, &mut body);
        let arg = body.block_arg(b1, 0);
        let preds: Vec<_> = body.predecessors(b1).collect();
        let in_b1: Vec<OpId> = ops[..6].iter().chain(&ops[7..]).copied().collect();
        let (head, tail) = body.split_block_at(b1, in_b1[at]);
        assert_eq!(tail, b1, "the head is the shorter side at {at}");
        body.rejoin_split_head(head, tail);
        assert_eq!(body.block_args(b1), &[arg]);
        assert_eq!(body.value_def(arg), ValueDef::BlockArg(b1, 0));
        assert_eq!(body.predecessors(b1).collect::<Vec<_>>(), preds);
        assert_eq!(body.block_ops(b1).collect::<Vec<_>>(), in_b1);
        assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), [b0, b1]);
        for &o in &in_b1 {
            assert_eq!(body.op_block(o), Some(b1));
        }
        assert!(body.is_before_in_block(in_b1[0], in_b1[6]));
        assert!(!body.is_before_in_block(in_b1[6], in_b1[0]));
        body.check_invariants().unwrap();
    }
}

#[test]
fn mapping_reset_forgets_entries() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let a = op(&ctx, &mut body, "t.a", &[], 1);
    body.append_op(block, a);
    let b = op(&ctx, &mut body, "t.b", &[], 1);
    body.append_op(block, b);
    let (va, vb) = (body.result(a, 0), body.result(b, 0));
    let mut map = IrMapping::new();
    map.map_value(va, vb);
    map.map_block(block, block);
    assert_eq!(map.get_value(va), Some(vb));
    map.reset(1000, 10);
    assert_eq!(map.get_value(va), None);
    map.reset(0, 0);
    map.map_value(vb, va);
    assert_eq!(map.lookup_value(vb), va);
}

#[test]
fn positions_survive_insertions_and_renumber_when_full() {
    let ctx = Context::new();
    let (mut body, block) = Body::with_top_block();
    let first = op(&ctx, &mut body, "t.first", &[], 0);
    body.append_op(block, first);
    let last = op(&ctx, &mut body, "t.last", &[], 0);
    body.append_op(block, last);
    // Insert many ops right after `first`, then at the start: positions
    // run out between neighbours and the block is renumbered on demand.
    let mut inserted = Vec::new();
    for i in 0..40 {
        let o = op(&ctx, &mut body, "t.mid", &[], 0);
        if i % 2 == 0 {
            body.insert_op(InsertPoint::After(first), o);
        } else {
            body.insert_op(InsertPoint::Start(block), o);
        }
        inserted.push(o);
        body.check_invariants().unwrap();
        // Read-only queries renumber through `&self`.
        let shared: &Body = &body;
        assert!(shared.is_before_in_block(o, last));
        assert!(!shared.is_before_in_block(last, o));
    }
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for w in ops.windows(2) {
        assert!(body.is_before_in_block(w[0], w[1]));
        assert!(!body.is_before_in_block(w[1], w[0]));
    }
    assert_eq!(ops.len(), 42);
    body.check_invariants().unwrap();
}

#[test]
fn clearing_a_child_body_keeps_empty_regions() {
    let ctx = Context::new();
    let (mut top, block) = Body::with_top_block();
    let (mut child, cb) = Body::with_top_block();
    let x = op(&ctx, &mut child, "t.x", &[], 1);
    child.append_op(cb, x);
    let mut st = OperationState::new(ctx.op_name("t.iso"), ctx.unknown_loc());
    st.regions = child.root_regions().to_vec();
    st.child = Some(Box::new(child));
    let iso = top.create_op(st);
    top.append_op(block, iso);
    top.clear_child_body(iso);
    let (body, regions) = top.op_regions(iso);
    assert_eq!(regions.len(), 1);
    assert!(body.region_entry(regions[0]).is_none());
    assert_eq!(body.num_ops(), 0);
    top.erase_op(iso);
    assert_eq!(top.num_ops(), 0);
}
