//! Each verifier rule on IR built through the `Body` API; the expected
//! messages are those mlir-opt prints for the same IR written as text.

mod common;

use common::*;
use strata_ir::{verify, verify_top_level, Body, OperationState};

/// Verifies the top level, returning whether it passed and the diagnostics.
fn run(b: &B<'_>) -> (bool, Vec<String>) {
    let (r, d) = collect(b.ctx, || verify_top_level(b.ctx, &b.body));
    (r.is_ok(), d)
}

#[test]
fn valid_ir_passes_silently() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    let i32 = ctx.i32();
    let x = add_op(&ctx, body, entry, "test.op", 2, &[], &[i32], &[]);
    let x = body.result(x, 0);
    let r = body.root_regions()[0];
    let next = body.create_block();
    body.append_block(r, next);
    let arg = body.add_block_arg(next, i32, ctx.unknown_loc());
    add_op(&ctx, body, entry, "test.br", 3, &[x], &[], &[next]);
    add_op(&ctx, body, next, "test.op", 4, &[arg, x], &[], &[]);
    add_op(&ctx, body, next, "test.return", 5, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(ok, "{d:?}");
    assert!(d.is_empty());
}

#[test]
fn use_before_def_in_same_block() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    let user = add_op(&ctx, body, entry, "test.op", 2, &[], &[], &[]);
    let def = add_op(&ctx, body, entry, "test.op", 3, &[], &[ctx.i32()], &[]);
    let v = body.result(def, 0);
    body.set_operands(user, &[v]);
    add_op(&ctx, body, entry, "test.return", 4, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "2:1: error: operand #0 does not dominate this use",
            "2:1: note: see current operation: \"test.op\"",
            "3:1: note: operand defined here (op in the same block)",
        ]
    );
}

#[test]
fn dominance_notes_for_parent_and_child_regions() {
    let ctx = context();
    // Use inside a nested region of a value defined later in the parent.
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    let mut st = OperationState::new(ctx.op_name("foo.r"), ctx.file_loc("t.mlir", 2, 1));
    let r = body.create_region();
    let inner = body.create_block();
    body.append_block(r, inner);
    st.regions.push(r);
    let rop = body.create_op(st);
    body.append_op(entry, rop);
    let user = add_op(&ctx, body, inner, "foo.use", 3, &[], &[], &[]);
    let def = add_op(&ctx, body, entry, "foo.def", 5, &[], &[ctx.i32()], &[]);
    add_op(&ctx, body, entry, "test.return", 6, &[], &[], &[]);
    let v = body.result(def, 0);
    body.set_operands(user, &[v]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d[0], "3:1: error: operand #0 does not dominate this use");
    assert_eq!(d[2], "5:1: note: operand defined here (op in a parent region)");

    // Use in the parent of a value defined in a nested region.
    let body = b.body.child_body_mut(f).unwrap();
    body.set_operands(user, &[]);
    let inner_def = add_op(&ctx, body, inner, "foo.def", 4, &[], &[ctx.i32()], &[]);
    let iv = body.result(inner_def, 0);
    let outer_user = add_op(&ctx, body, entry, "foo.use", 1, &[iv], &[], &[]);
    body.move_op(outer_user, strata_ir::InsertPoint::Start(entry));
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "1:1: error: operand #0 does not dominate this use",
            "1:1: note: see current operation: \"foo.use\"",
            "4:1: note: operand defined here (op in a child region)",
        ]
    );
}

#[test]
fn block_argument_note_uses_the_owner_location() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    let r = body.root_regions()[0];
    let bb1 = body.create_block();
    body.append_block(r, bb1);
    let bb2 = body.create_block();
    body.append_block(r, bb2);
    let a = body.add_block_arg(bb1, ctx.i32(), ctx.unknown_loc());
    add_op(&ctx, body, entry, "foo.br", 2, &[], &[], &[bb2]);
    add_op(&ctx, body, bb1, "foo.br", 4, &[], &[], &[bb2]);
    add_op(&ctx, body, bb2, "foo.use", 6, &[a], &[], &[]);
    add_op(&ctx, body, bb2, "test.return", 7, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "6:1: error: operand #0 does not dominate this use",
            "6:1: note: see current operation: \"foo.use\"",
            "1:1: note: operand defined as a block argument (block #1 in the same region)",
        ]
    );
}

#[test]
fn unreachable_blocks_are_not_checked_for_dominance() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    let r = body.root_regions()[0];
    let bb1 = body.create_block();
    body.append_block(r, bb1);
    let bb2 = body.create_block();
    body.append_block(r, bb2);
    let a = body.add_block_arg(bb2, ctx.i32(), ctx.unknown_loc());
    add_op(&ctx, body, entry, "foo.br", 2, &[], &[], &[bb2]);
    add_op(&ctx, body, bb1, "foo.use", 4, &[a], &[], &[]);
    add_op(&ctx, body, bb1, "foo.br", 5, &[], &[], &[bb2]);
    add_op(&ctx, body, bb2, "test.return", 7, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(ok, "{d:?}");
}

#[test]
fn graph_regions_allow_any_order_but_one_block() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (g, blocks) = b.region_op(top, "test.graph", 1, &[], 1);
    let user = b.op(blocks[0], "foo.use", 2, &[], &[], &[]);
    let def = b.op(blocks[0], "foo.def", 3, &[], &[ctx.i32()], &[]);
    let v = b.body.result(def, 0);
    b.body.set_operands(user, &[v]);
    let (ok, d) = run(&b);
    assert!(ok, "{d:?}");
    let r = b.body.regions_in_body(g)[0];
    b.block_in(r);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'test.graph' op expects graph region #0 to have 0 or 1 blocks"
    );
}

#[test]
fn top_level_is_a_graph_region() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let user = b.op(top, "foo.use", 1, &[], &[], &[]);
    let def = b.op(top, "foo.def", 2, &[], &[ctx.i32()], &[]);
    let v = b.body.result(def, 0);
    b.body.set_operands(user, &[v]);
    assert!(run(&b).0);
}

#[test]
fn successors_must_terminate_the_block() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "foo.a", 1, &[], 1);
    let r = b.body.block_region(blocks[0]).unwrap();
    let bb1 = b.block_in(r);
    b.op(blocks[0], "foo.br", 2, &[], &[], &[bb1]);
    b.op(blocks[0], "foo.x", 3, &[], &[], &[]);
    b.op(bb1, "foo.y", 5, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "2:1: error: operation with block successors must terminate its parent block",
            "2:1: note: see current operation: \"foo.br\"",
        ]
    );
}

#[test]
fn entry_block_may_not_have_predecessors() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "foo.a", 1, &[], 1);
    b.op(blocks[0], "foo.br", 3, &[], &[], &[blocks[0]]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d, ["1:1: error: entry block of region may not have predecessors"]);
}

#[test]
fn branching_to_another_region() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "foo.a", 1, &[], 2);
    let r0 = b.body.block_region(blocks[0]).unwrap();
    let second = b.block_in(r0);
    let r1 = b.body.block_region(blocks[1]).unwrap();
    let other = b.block_in(r1);
    b.op(blocks[0], "foo.br", 2, &[], &[], &[other]);
    b.op(second, "foo.x", 3, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "2:1: error: 'foo.br' op branching to block of a different region"
    );
}

#[test]
fn terminator_must_be_last() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    add_op(&ctx, body, entry, "test.return", 2, &[], &[], &[]);
    add_op(&ctx, body, entry, "foo.x", 3, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "2:1: error: 'test.return' op must be the last operation in the parent block",
            "2:1: note: see current operation: \"test.return\"",
        ]
    );
}

#[test]
fn block_without_terminator() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    add_op(&ctx, body, entry, "test.op", 2, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "2:1: error: block with no terminator, has \"test.op\"",
            "2:1: note: see current operation: \"test.op\"",
        ]
    );
    // An unregistered op might be a terminator.
    let body = b.body.child_body_mut(f).unwrap();
    add_op(&ctx, body, entry, "foo.maybe_term", 3, &[], &[], &[]);
    assert!(run(&b).0);
}

#[test]
fn empty_block_in_multi_block_region() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    add_op(&ctx, body, entry, "test.return", 2, &[], &[], &[]);
    let r = body.root_regions()[0];
    let empty = body.create_block();
    body.append_block(r, empty);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d, ["1:1: error: empty block: expect at least a terminator"]);
}

#[test]
fn unregistered_ops() {
    let mut ctx = context();
    ctx.set_allow_unregistered_dialects(false);
    let mut b = B::new(&ctx);
    let top = b.top;
    b.op(top, "foo.bar", 1, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'foo.bar' op created with unregistered dialect. If this is intended, please call \
         allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR \
         opt tool used"
    );
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    b.op(top, "test.unknown", 1, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "1:1: error: unregistered operation 'test.unknown' found in dialect ('test') that does not allow unknown operations",
            "1:1: note: see current operation: \"test.unknown\"",
        ]
    );
}

#[test]
fn has_parent() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "foo.x", 1, &[], 1);
    b.op(blocks[0], "test.return", 2, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d[0], "2:1: error: 'test.return' op expects parent op 'test.func'");

    let mut b = B::new(&ctx);
    let top = b.top;
    b.op(top, "test.yield", 1, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'test.yield' op expects parent op to be one of 'test.single, test.graph'"
    );
}

#[test]
fn hook_runs_after_traits() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    b.op(top, "test.hooked", 1, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d[0], "1:1: error: 'test.hooked' op expects one operand");
}

#[test]
fn single_block_and_implicit_terminator() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (op, blocks) = b.region_op(top, "test.single", 1, &[], 1);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d[0], "1:1: error: 'test.single' op expects a non-empty block");

    b.op(blocks[0], "foo.t", 2, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "1:1: error: 'test.single' op expects regions to end with 'test.yield', found 'foo.t'",
            "1:1: note: see current operation: \"test.single\"",
            "1:1: note: in custom textual format, the absence of terminator implies 'test.yield'",
        ]
    );

    let r = b.body.regions_in_body(op)[0];
    let extra = b.block_in(r);
    b.op(extra, "test.yield", 3, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'test.single' op expects region #0 to have 0 or 1 blocks"
    );
}

#[test]
fn no_region_arguments() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "test.noargs", 1, &[], 1);
    b.body.add_block_arg(blocks[0], ctx.i32(), ctx.unknown_loc());
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'test.noargs' op region should have no arguments"
    );

    let mut b = B::new(&ctx);
    let top = b.top;
    let (_, blocks) = b.region_op(top, "test.noargs", 1, &[], 2);
    b.body.add_block_arg(blocks[1], ctx.i32(), ctx.unknown_loc());
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "1:1: error: 'test.noargs' op region #1 should have no arguments"
    );
}

#[test]
fn same_operands_and_result_type() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let x = b.op(top, "foo.x", 1, &[], &[ctx.i32(), ctx.i64()], &[]);
    let (x0, x1) = (b.body.result(x, 0), b.body.result(x, 1));
    let ok_op = b.op(top, "test.same", 2, &[x0, x0], &[ctx.i32()], &[]);
    assert!(run(&b).0);
    b.body.set_operands(ok_op, &[x0, x1]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d[0],
        "2:1: error: 'test.same' op requires the same type for all operands and results"
    );
    b.body.set_operands(ok_op, &[]);
    let (_, d) = run(&b);
    assert_eq!(
        d[0],
        "2:1: error: 'test.same' op expected 1 or more operands, but found 0"
    );
    // Dynamic dimensions are compatible with static ones.
    let t1 = ctx.ranked_tensor_type(&[strata_ir::DYNAMIC, 4], ctx.f32());
    let t2 = ctx.ranked_tensor_type(&[3, 4], ctx.f32());
    let y = b.op(top, "foo.y", 3, &[], &[t1], &[]);
    let y = b.body.result(y, 0);
    b.body.erase_op(ok_op);
    b.op(top, "test.same", 4, &[y], &[t2], &[]);
    assert!(run(&b).0);
}

#[test]
fn symbols() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (f, e) = isolated_op(&ctx, &mut b.body, top, "test.func", Some("f"), 1);
    add_op(
        &ctx,
        b.body.child_body_mut(f).unwrap(),
        e,
        "test.return",
        2,
        &[],
        &[],
        &[],
    );
    let (g, e) = isolated_op(&ctx, &mut b.body, top, "test.func", Some("f"), 3);
    add_op(
        &ctx,
        b.body.child_body_mut(g).unwrap(),
        e,
        "test.return",
        4,
        &[],
        &[],
        &[],
    );
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "3:1: error: redefinition of symbol named 'f'",
            "3:1: note: see current operation: \"test.func\"",
            "1:1: note: see existing symbol definition here",
        ]
    );
    // Unregistered ops with a string sym_name count as symbols too.
    let mut b = B::new(&ctx);
    let top = b.top;
    for line in [1, 2] {
        let o = b.op(top, "foo.x", line, &[], &[], &[]);
        b.body
            .set_op_attr(&ctx, o, "sym_name", Some(ctx.string_attr("a")));
    }
    let (_, d) = run(&b);
    assert_eq!(d[0], "2:1: error: redefinition of symbol named 'a'");

    // Symbol ops need a string name and a valid visibility.
    let mut b = B::new(&ctx);
    let top = b.top;
    let (f, e) = isolated_op(&ctx, &mut b.body, top, "test.func", None, 1);
    add_op(
        &ctx,
        b.body.child_body_mut(f).unwrap(),
        e,
        "test.return",
        2,
        &[],
        &[],
        &[],
    );
    let (_, d) = run(&b);
    assert_eq!(
        d[0],
        "1:1: error: 'test.func' op requires string attribute 'sym_name'"
    );
    b.body
        .set_op_attr(&ctx, f, "sym_name", Some(ctx.string_attr("f")));
    b.body
        .set_op_attr(&ctx, f, "sym_visibility", Some(ctx.string_attr("bad")));
    let (_, d) = run(&b);
    assert_eq!(
        d[0],
        "1:1: error: 'test.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\""
    );
    b.body
        .set_op_attr(&ctx, f, "sym_visibility", Some(ctx.string_attr("private")));
    assert!(run(&b).0);
}

#[test]
fn nested_symbol_table_uniqueness_and_shape() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let (t, e) = isolated_op(&ctx, &mut b.body, top, "test.table", Some("m"), 1);
    let tb = b.body.child_body_mut(t).unwrap();
    for line in [2, 3] {
        let (g, ge) = isolated_op(&ctx, tb, e, "test.func", Some("g"), line);
        add_op(
            &ctx,
            tb.child_body_mut(g).unwrap(),
            ge,
            "test.return",
            9,
            &[],
            &[],
            &[],
        );
    }
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(d[0], "3:1: error: redefinition of symbol named 'g'");
    assert_eq!(d[2], "2:1: note: see existing symbol definition here");
}

#[test]
fn isolation_of_a_shared_body() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let def = b.op(top, "foo.def", 1, &[], &[ctx.i32()], &[]);
    let v = b.body.result(def, 0);
    let (_, blocks) = b.region_op(top, "test.iso", 2, &[], 1);
    b.op(blocks[0], "foo.use", 3, &[v], &[], &[]);
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "3:1: error: 'foo.use' op using value defined outside the region",
            "3:1: note: see current operation: \"foo.use\"",
            "2:1: note: required by region isolation constraints",
        ]
    );
}

#[test]
fn verify_single_op_and_module() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let mut child = Body::new();
    let r = child.create_region();
    let blk = child.create_block();
    child.append_block(r, blk);
    add_op(&ctx, &mut child, blk, "test.return", 2, &[], &[], &[]);
    let mut st = OperationState::new(ctx.op_name("builtin.module"), b.loc(1));
    st.regions = vec![r];
    st.child = Some(Box::new(child));
    let m = b.body.create_op(st);
    b.body.append_op(top, m);
    let (r1, d) = collect(&ctx, || verify(&ctx, &b.body, m));
    assert!(r1.is_err());
    assert_eq!(d[0], "2:1: error: 'test.return' op expects parent op 'test.func'");
    let (r2, d2) = collect(&ctx, || verify_top_level(&ctx, &b.body));
    assert!(r2.is_err());
    assert_eq!(d, d2);
}

#[test]
fn parallel_verification_reports_in_op_order() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let top = b.top;
    let n = 64;
    for i in 0..n {
        let line = 10 * (i + 1);
        let (f, e) = isolated_op(&ctx, &mut b.body, top, "test.func", Some(&format!("f{i}")), line);
        let body = b.body.child_body_mut(f).unwrap();
        if i % 3 == 0 {
            // Broken: missing terminator.
            add_op(&ctx, body, e, "test.op", line + 1, &[], &[], &[]);
        } else {
            add_op(&ctx, body, e, "test.return", line + 1, &[], &[], &[]);
        }
    }
    let (ok, first) = run(&b);
    assert!(!ok);
    let errors: Vec<&String> = first.iter().filter(|l| l.contains("error")).collect();
    assert_eq!(errors.len(), (0..n).filter(|i| i % 3 == 0).count());
    let expected: Vec<String> = (0..n)
        .filter(|i| i % 3 == 0)
        .map(|i| {
            format!(
                "{}:1: error: block with no terminator, has \"test.op\"",
                10 * (i + 1) + 1
            )
        })
        .collect();
    assert_eq!(errors.into_iter().cloned().collect::<Vec<_>>(), expected);
    for _ in 0..5 {
        assert_eq!(run(&b).1, first);
    }
}

/// `verify_shallow` checks an op and the ops directly in its regions'
/// blocks for dominance, but not the ops nested deeper.
#[test]
fn shallow_verification_skips_nested_ops() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, f_entry) = isolated_op(&ctx, &mut b.body, b.top, "test.iso", None, 1);
    let f_body = b.body.child_body_mut(f).unwrap();
    let (g, g_entry) = isolated_op(&ctx, f_body, f_entry, "test.iso", None, 2);
    // Inside `g`: a use before its definition.
    let g_body = f_body.child_body_mut(g).unwrap();
    let user = add_op(&ctx, g_body, g_entry, "test.op", 3, &[], &[], &[]);
    let def = add_op(&ctx, g_body, g_entry, "test.op", 4, &[], &[ctx.i32()], &[]);
    let v = g_body.result(def, 0);
    g_body.set_operands(user, &[v]);
    let (r, d) = collect(&ctx, || strata_ir::verify_shallow(&ctx, &b.body, None, f));
    assert!(r.is_ok(), "{d:?}");
    let (r, d) = collect(&ctx, || verify(&ctx, &b.body, f));
    assert!(r.is_err());
    assert_eq!(d[0], "3:1: error: operand #0 does not dominate this use");
    // The same mistake directly in `f`'s block is found.
    let f_body = b.body.child_body_mut(f).unwrap();
    let user = add_op(&ctx, f_body, f_entry, "test.op", 5, &[], &[], &[]);
    let def = add_op(&ctx, f_body, f_entry, "test.op", 6, &[], &[ctx.i32()], &[]);
    let v = f_body.result(def, 0);
    f_body.set_operands(user, &[v]);
    let (r, d) = collect(&ctx, || strata_ir::verify_shallow(&ctx, &b.body, None, f));
    assert!(r.is_err());
    assert_eq!(d[0], "5:1: error: operand #0 does not dominate this use");
}

/// A function large enough for its ops to be verified in parallel chunks:
/// the diagnostics are those of the sequential order, so the first failing
/// op is reported (not one a later chunk found, nor the missing terminator
/// checked at the block's end), once.
#[test]
fn large_bodies_report_the_first_error_in_op_order() {
    let ctx = context();
    let mut b = B::new(&ctx);
    let (f, entry) = isolated_op(&ctx, &mut b.body, b.top, "test.func", Some("f"), 1);
    let body = b.body.child_body_mut(f).unwrap();
    for line in 2..20_000u32 {
        let name = if line == 12_000 || line == 17_000 {
            "test.hooked"
        } else {
            "test.op"
        };
        add_op(&ctx, body, entry, name, line, &[], &[], &[]);
    }
    let (ok, d) = run(&b);
    assert!(!ok);
    assert_eq!(
        d,
        [
            "12000:1: error: 'test.hooked' op expects one operand",
            "12000:1: note: see current operation: \"test.hooked\"",
        ]
    );
    // Valid, it passes silently.
    let body = b.body.child_body_mut(f).unwrap();
    let ops: Vec<_> = body.block_ops(entry).collect();
    for op in ops {
        if body.op_name(op) == ctx.op_name("test.hooked") {
            body.erase_op(op);
        }
    }
    add_op(&ctx, body, entry, "test.return", 20_000, &[], &[], &[]);
    let (ok, d) = run(&b);
    assert!(ok, "{d:?}");
    assert!(d.is_empty());
}
