//! Tests of the greedy driver.

use super::*;
use crate::{FolderListener, OperationFolder, PatternRoot, RewritePattern, Strictness};
use strata_ir::{DialectDef, OpDef, OpTraits, OperationState};

/// `t.neg(t.neg(x))` -> `x`.
struct DoubleNeg;
impl RewritePattern for DoubleNeg {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.neg")
    }
    fn debug_name(&self) -> &str {
        "double-neg"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let inner = body.operand(op, 0);
        let Some(def) = body.defining_op(inner) else {
            return false;
        };
        if body.op_name(def) != body.op_name(op) {
            return false;
        }
        let x = body.operand(def, 0);
        rw.replace_op(op, &[x]);
        true
    }
}

/// `t.wrap(x)` -> `t.neg(t.neg(x))`: grows the IR, so only a bounded
/// driver stops.
struct Grow;
impl RewritePattern for Grow {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.wrap")
    }
    fn debug_name(&self) -> &str {
        "grow"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let x = rw.body().operand(op, 0);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let mut st = OperationState::new(ctx.op_name("t.wrap"), loc);
        st.operands = vec![x];
        st.result_types = vec![ctx.i32()];
        let inner = rw.create(st);
        let v = rw.body().result(inner, 0);
        let mut st = OperationState::new(ctx.op_name("t.wrap"), loc);
        st.operands = vec![v];
        st.result_types = vec![ctx.i32()];
        rw.replace_op_with_new(op, st);
        true
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("t");
    for name in ["t.neg", "t.wrap"] {
        d.ops.push(OpDef {
            traits: OpTraits::PURE,
            ..OpDef::new(name)
        });
    }
    ctx.register_dialect(d);
    ctx
}

fn un(ctx: &Context, body: &mut Body, b: strata_ir::BlockId, name: &str, x: ValueId) -> ValueId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = vec![x];
    st.result_types = vec![ctx.i32()];
    let op = body.create_op(st);
    body.append_op(b, op);
    body.result(op, 0)
}

#[test]
fn folds_chains_and_erases_dead_ops() {
    let ctx = context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    // neg(neg(neg(neg(x)))) used by a sink; a dead neg on the side.
    let mut v = x;
    for _ in 0..4 {
        v = un(&ctx, &mut body, b, "t.neg", v);
    }
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = vec![v];
    let sink = body.create_op(st);
    body.append_op(b, sink);
    un(&ctx, &mut body, b, "t.neg", x);

    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(DoubleNeg)]);
    let r = apply_patterns_greedily(&ctx, &mut body, &patterns, GreedyConfig::default());
    assert!(r.converged && r.changed);
    assert_eq!(body.operand(sink, 0), x);
    assert_eq!(body.block_ops(b).collect::<Vec<_>>(), [sink], "every neg is gone");
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn iteration_limit_stops_a_growing_rewrite() {
    let ctx = context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    let w = un(&ctx, &mut body, b, "t.wrap", x);
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = vec![w];
    let sink = body.create_op(st);
    body.append_op(b, sink);
    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(Grow)]);
    let config = GreedyConfig {
        max_iterations: 2,
        max_rewrites: 3,
        ..GreedyConfig::default()
    };
    let r = apply_patterns_greedily(&ctx, &mut body, &patterns, config);
    assert!(!r.converged);
    assert_eq!(r.rewrites, 6, "three rewrites in each of two passes");
    body.check_invariants().expect("IR invariants hold");
}

// ---------------------------------------------------------------------
// Folding, constant uniquing and region simplification.
// ---------------------------------------------------------------------

use crate::region_simplify::run_region_dce;
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::{Attribute, FoldOutput, Interfaces, LogicalResult, OpBuilder, OpFoldResult, Type};

fn fold_const(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    out.results
        .push(OpFoldResult::Attr(op.attr("value").ok_or(strata_ir::Failed)?));
    Ok(())
}

/// `k.add`: constant operands fold to their sum; `x + 0` folds to `x`.
fn fold_add(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let val = |a: Option<Attribute>| a.and_then(|a| ctx.integer_attr_value(a)).map(|v| v.sext_i64());
    match (val(operands[0]), val(operands[1])) {
        (Some(a), Some(b)) => out
            .results
            .push(OpFoldResult::Attr(ctx.integer_attr(op.result_type(0), a + b))),
        (_, Some(0)) => out.results.push(OpFoldResult::Value(op.operand(0))),
        _ => return Err(strata_ir::Failed),
    }
    Ok(())
}

fn materialize(b: &mut OpBuilder<'_>, value: Attribute, ty: Type, loc: strata_ir::Location) -> Option<OpId> {
    let ctx = b.ctx;
    let mut st = OperationState::new(ctx.op_name("k.const"), loc);
    st.result_types = vec![ty];
    st.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(st))
}

fn br_operands(op: OpRef<'_>) -> Option<Vec<std::ops::Range<usize>>> {
    Some(std::iter::once(0..op.num_operands()).collect())
}

fn fold_context() -> Context {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("k");
    d.ops.push(OpDef {
        traits: OpTraits::PURE | OpTraits::CONSTANT_LIKE,
        fold: Some(fold_const),
        ..OpDef::new("k.const")
    });
    d.ops.push(OpDef {
        traits: OpTraits::PURE,
        fold: Some(fold_add),
        ..OpDef::new("k.add")
    });
    d.ops.push(OpDef {
        traits: OpTraits::TERMINATOR,
        interfaces: Interfaces::EMPTY.with(BranchOpInterface {
            successor_operands: br_operands,
            produced_operands: None,
        }),
        ..OpDef::new("k.br")
    });
    d.materialize_constant = Some(materialize);
    ctx.register_dialect(d);
    ctx
}

fn konst(ctx: &Context, body: &mut Body, b: strata_ir::BlockId, v: i64) -> ValueId {
    let mut st = OperationState::new(ctx.op_name("k.const"), ctx.unknown_loc());
    st.result_types = vec![ctx.i32()];
    st.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.i32(), v))]));
    let op = body.create_op(st);
    body.append_op(b, op);
    body.result(op, 0)
}

fn binop(
    ctx: &Context,
    body: &mut Body,
    b: strata_ir::BlockId,
    name: &str,
    x: ValueId,
    y: ValueId,
) -> ValueId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = vec![x, y];
    st.result_types = vec![ctx.i32()];
    let op = body.create_op(st);
    body.append_op(b, op);
    body.result(op, 0)
}

fn sink(ctx: &Context, body: &mut Body, b: strata_ir::BlockId, values: &[ValueId]) -> OpId {
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = values.to_vec();
    let op = body.create_op(st);
    body.append_op(b, op);
    op
}

fn const_of(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    strata_ir::fold::constant_value(ctx, body, v)
        .and_then(|a| ctx.integer_attr_value(a).map(|i| i.sext_i64()))
}

#[test]
fn folds_constants_and_uniques_them_at_the_block_start() {
    let ctx = fold_context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    let u = sink(&ctx, &mut body, b, &[x]);
    let c2 = konst(&ctx, &mut body, b, 2);
    let c3 = konst(&ctx, &mut body, b, 3);
    let s = binop(&ctx, &mut body, b, "k.add", c2, c3);
    let c0 = konst(&ctx, &mut body, b, 0);
    let id = binop(&ctx, &mut body, b, "k.add", x, c0);
    let c2b = konst(&ctx, &mut body, b, 2);
    let out = sink(&ctx, &mut body, b, &[s, id, c2b]);
    let patterns = FrozenPatternSet::new(&ctx, vec![]);
    let r = apply_patterns_greedily(&ctx, &mut body, &patterns, GreedyConfig::default());
    assert!(r.converged && r.changed);
    body.check_invariants().expect("IR invariants hold");
    // 2 + 3 became a constant 5, x + 0 became x, the second 2 reuses the first.
    assert_eq!(const_of(&ctx, &body, body.operand(out, 0)), Some(5));
    assert_eq!(body.operand(out, 1), x);
    assert_eq!(body.operand(out, 2), c2);
    // The constants sit before the first non-constant op; the dead ones
    // (3 and 0) are gone.
    let ops: Vec<OpId> = body.block_ops(b).collect();
    assert_eq!(ops.len(), 4, "two constants and two sinks");
    assert_eq!(ops[2], u);
    assert_eq!(ops[3], out);
    let firsts: Vec<Option<i64>> = ops[..2]
        .iter()
        .map(|&o| const_of(&ctx, &body, body.result(o, 0)))
        .collect();
    assert!(firsts.contains(&Some(5)) && firsts.contains(&Some(2)));
}

#[test]
fn folding_can_be_disabled() {
    let ctx = fold_context();
    let (mut body, b) = Body::with_top_block();
    let c2 = konst(&ctx, &mut body, b, 2);
    let s = binop(&ctx, &mut body, b, "k.add", c2, c2);
    let out = sink(&ctx, &mut body, b, &[s]);
    let config = GreedyConfig {
        fold: false,
        ..GreedyConfig::default()
    };
    let r = apply_patterns_greedily(&ctx, &mut body, &FrozenPatternSet::new(&ctx, vec![]), config);
    assert!(r.converged && !r.changed);
    assert_eq!(body.operand(out, 0), s);
}

#[test]
fn operation_folder_uniques_and_forgets_erased_constants() {
    let ctx = fold_context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    let user = sink(&ctx, &mut body, b, &[x]);
    let mut folder = OperationFolder::new();
    let dialect = ctx.dialect_by_name("k").expect("registered");
    let seven = ctx.integer_attr(ctx.i32(), 7);
    let mut nl = crate::NoListener;
    let a = folder
        .get_or_create_constant(&ctx, &mut body, &mut nl, b, dialect, seven, ctx.i32())
        .expect("materialized");
    let again = folder.get_or_create_constant(&ctx, &mut body, &mut nl, b, dialect, seven, ctx.i32());
    assert_eq!(again, Some(a), "the same constant is reused");
    let op = body.defining_op(a).expect("an op");
    assert_eq!(body.first_op(b), Some(op), "constants go to the block start");
    assert!(folder.is_folder_owned_constant(op));
    // Erasing through a folder listener keeps the folder consistent.
    let mut fl = FolderListener {
        ctx: &ctx,
        folder: &mut folder,
        inner: &mut nl,
    };
    PatternRewriter::new(&ctx, &mut body, &mut fl).erase_op(op);
    assert!(!folder.is_folder_owned_constant(op));
    let fresh = folder
        .get_or_create_constant(&ctx, &mut body, &mut nl, b, dialect, seven, ctx.i32())
        .expect("materialized");
    assert!(body.defining_op(fresh).is_some_and(|o| body.is_live(o)));
    // A known constant placed after other ops is hoisted; a duplicate of
    // it is replaced.
    let late = konst(&ctx, &mut body, b, 9);
    let late_op = body.defining_op(late).expect("an op");
    assert!(folder.insert_known_constant(&ctx, &mut body, &mut nl, late_op, None));
    assert_eq!(body.first_op(b), Some(late_op));
    let dup = konst(&ctx, &mut body, b, 9);
    let dup_user = sink(&ctx, &mut body, b, &[dup]);
    let dup_op = body.defining_op(dup).expect("an op");
    assert!(!folder.insert_known_constant(&ctx, &mut body, &mut nl, dup_op, None));
    assert_eq!(body.operand(dup_user, 0), late);
    let _ = user;
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn region_dce_drops_dead_block_arguments_and_branch_operands() {
    let ctx = fold_context();
    let (mut body, entry) = Body::with_top_block();
    let region = body.root_regions()[0];
    let x = body.add_block_arg(entry, ctx.i32(), ctx.unknown_loc());
    let next = body.create_block();
    body.append_block(region, next);
    let used = body.add_block_arg(next, ctx.i32(), ctx.unknown_loc());
    let unused = body.add_block_arg(next, ctx.i32(), ctx.unknown_loc());
    let c1 = konst(&ctx, &mut body, entry, 1);
    let mut st = OperationState::new(ctx.op_name("k.br"), ctx.unknown_loc());
    st.operands = vec![x, c1];
    st.successors = vec![next];
    let br = body.create_op(st);
    body.append_op(entry, br);
    let dead = binop(&ctx, &mut body, next, "k.add", used, unused);
    let out = sink(&ctx, &mut body, next, &[used]);
    let mut st = OperationState::new(ctx.op_name("u.ret"), ctx.unknown_loc());
    st.operands = vec![];
    let ret = body.create_op(st);
    body.append_op(next, ret);
    assert!(run_region_dce(&ctx, &mut body, &[region]));
    body.check_invariants().expect("IR invariants hold");
    let _ = dead;
    assert_eq!(
        body.block_ops(next).collect::<Vec<_>>(),
        [out, ret],
        "the dead add is gone"
    );
    assert_eq!(body.block_args(next), &[used], "the unused argument is gone");
    assert_eq!(
        body.operands(br).collect::<Vec<_>>(),
        [x],
        "and so is its operand"
    );
    assert_eq!(body.operand(out, 0), used);
    // The constant only fed the dead argument: it is dead too.
    assert_eq!(body.block_ops(entry).collect::<Vec<_>>(), [br]);
}

#[test]
fn walk_driver_applies_patterns_once() {
    let ctx = context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    let w = un(&ctx, &mut body, b, "t.wrap", x);
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = vec![w];
    let s = body.create_op(st);
    body.append_op(b, s);
    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(Grow)]);
    crate::walk_and_apply_patterns(&ctx, &mut body, &patterns);
    // One application: wrap(wrap(x)), the new ops are not revisited.
    let inner = body.defining_op(body.operand(s, 0)).expect("an op");
    let innermost = body.defining_op(body.operand(inner, 0)).expect("an op");
    assert_eq!(body.operand(innermost, 0), x);
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn aggressive_simplification_merges_identical_blocks() {
    let ctx = fold_context();
    let (mut body, entry) = Body::with_top_block();
    let region = body.root_regions()[0];
    let blocks: Vec<strata_ir::BlockId> = (0..3).map(|_| body.create_block()).collect();
    for &b in &blocks {
        body.append_block(region, b);
    }
    let (bb1, bb2, bb3) = (blocks[0], blocks[1], blocks[2]);
    let mut st = OperationState::new(ctx.op_name("u.cond"), ctx.unknown_loc());
    st.successors = vec![bb1, bb2];
    let cond = body.create_op(st);
    body.append_op(entry, cond);
    for &b in &[bb1, bb2] {
        let c = konst(&ctx, &mut body, b, 1);
        let mut st = OperationState::new(ctx.op_name("k.br"), ctx.unknown_loc());
        st.operands = vec![c];
        st.successors = vec![bb3];
        let br = body.create_op(st);
        body.append_op(b, br);
    }
    let a = body.add_block_arg(bb3, ctx.i32(), ctx.unknown_loc());
    let out = sink(&ctx, &mut body, bb3, &[a]);
    let mut st = OperationState::new(ctx.op_name("u.ret"), ctx.unknown_loc());
    st.operands = vec![];
    let ret = body.create_op(st);
    body.append_op(bb3, ret);

    assert!(!crate::region_simplify::simplify_regions(
        &ctx,
        &mut body,
        &[region],
        false
    ));
    assert_eq!(
        body.region_blocks(region).count(),
        4,
        "the normal level merges nothing"
    );
    assert!(crate::region_simplify::simplify_regions(
        &ctx,
        &mut body,
        &[region],
        true
    ));
    body.check_invariants().expect("IR invariants hold");
    assert_eq!(body.region_blocks(region).count(), 3, "the two blocks became one");
    assert_eq!(body.successors(cond).collect::<Vec<_>>(), [bb1, bb1]);
    // The single predecessor forwards the constant: the argument goes.
    assert!(body.block_args(bb3).is_empty());
    let c = body.operand(out, 0);
    assert_eq!(const_of(&ctx, &body, c), Some(1));
}

#[test]
fn strictness_limits_the_ops_processed() {
    let run = |strictness: Strictness| {
        let ctx = context();
        let (mut body, b) = Body::with_top_block();
        let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
        let w = un(&ctx, &mut body, b, "t.wrap", x);
        let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
        st.operands = vec![w];
        let s = body.create_op(st);
        body.append_op(b, s);
        let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(Grow)]);
        let config = GreedyConfig {
            strictness,
            max_iterations: 3,
            max_rewrites: 4,
            ..GreedyConfig::default()
        };
        let r = apply_patterns_greedily(&ctx, &mut body, &patterns, config);
        body.check_invariants().expect("IR invariants hold");
        r
    };
    // Only the original op is rewritten; the ops it creates are not.
    let r = run(Strictness::ExistingOps);
    assert_eq!((r.rewrites, r.converged), (1, true));
    // New ops are processed too, so the growth stops only at the limits.
    let r = run(Strictness::ExistingAndNewOps);
    assert_eq!((r.rewrites, r.converged), (12, false));
    let r = run(Strictness::AnyOp);
    assert_eq!((r.rewrites, r.converged), (12, false));
}
