//! Combinators, traversals, predicates and the wrapping of passes.

mod common;

use std::rc::Rc;

use common::{body_ops, first_func, module, print};
use strata::ir::{Context, IsolatedOpMut, LogicalResult};
use strata_elevate::rewrites::{fold_andi, fold_if, fold_ori};
use strata_elevate::*;

const BITS: &str = r#"
func.func @f(%x: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.andi %t, %f : i1
  %o = arith.ori %t, %f : i1
  %b = arith.andi %a, %o : i1
  %r = arith.andi %b, %x : i1
  return %r : i1
}
"#;

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

/// The op at `i` in the function's body.
fn func_op(ctx: &Context, m: &Op, i: usize) -> Op {
    body_ops(&first_func(ctx, m))[i].clone()
}

#[test]
fn id_keeps_the_same_node() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    assert!(id().apply(&m).expect("id succeeds").ptr_eq(&m));
}

#[test]
fn fail_fails() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    assert!(fail().apply(&m).is_err());
}

#[test]
fn seq_applies_the_second_to_the_result_of_the_first() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let andi = func_op(&ctx, &m, 2);
    let ori = func_op(&ctx, &m, 3);
    let s = is(&ctx, "arith.andi") >> fold_andi(&ctx);
    let folded = s.apply(&andi).expect("folds");
    assert_eq!(ctx.op_name_str(folded.name()), "arith.constant");
    assert!(s.apply(&ori).is_err(), "the predicate stops it");
    // The second runs on the constant the first made, and fails there.
    assert!((fold_andi(&ctx) >> fold_andi(&ctx)).apply(&andi).is_err());
    assert!(seq(fold_andi(&ctx), is(&ctx, "arith.constant"))
        .apply(&andi)
        .is_ok());
}

#[test]
fn lchoice_tries_the_second_on_the_original() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let ori = func_op(&ctx, &m, 3);
    assert!(fold_andi(&ctx).apply(&ori).is_err());
    let folded = (fold_andi(&ctx) | fold_ori(&ctx)).apply(&ori).expect("ori folds");
    assert_eq!(ctx.op_name_str(folded.name()), "arith.constant");
    assert!(lchoice(fail(), fail()).apply(&ori).is_err());
}

#[test]
fn try_never_fails() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let ori = func_op(&ctx, &m, 3);
    assert!(try_(fold_andi(&ctx))
        .apply(&ori)
        .expect("try succeeds")
        .ptr_eq(&ori));
    assert!(try_(fail()).apply(&ori).is_ok());
}

#[test]
fn repeat_applies_until_failure() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    // Each round folds the first foldable op; three are foldable.
    let out = repeat(top_down(fold_andi(&ctx) | fold_ori(&ctx)))
        .apply(&m)
        .expect("repeat succeeds");
    let text = print(&ctx, &out);
    assert_eq!(count(&text, "arith.ori"), 0, "{text}");
    assert_eq!(count(&text, "arith.andi"), 1, "{text}");
    // No step applies: the input comes back.
    assert!(repeat(fail()).apply(&m).expect("succeeds").ptr_eq(&m));
    // A strategy that succeeds without change stops the loop.
    assert!(repeat(id()).apply(&m).expect("terminates").ptr_eq(&m));
}

#[test]
fn all_applies_to_every_child_or_fails() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let f = first_func(&ctx, &m);
    // Children are visited in order with earlier replacements applied, so
    // %b sees the folded %a but %o (an ori) stays.
    let out = all(try_(fold_andi(&ctx)))
        .apply(&f)
        .expect("all with try succeeds");
    let ops: Vec<_> = body_ops(&out)
        .iter()
        .map(|o| ctx.op_name_str(o.name()).to_string())
        .collect();
    assert_eq!(
        ops,
        [
            "arith.constant",
            "arith.constant",
            "arith.constant",
            "arith.ori",
            "arith.andi",
            "arith.andi",
            "func.return"
        ]
    );
    assert!(all(fold_andi(&ctx)).apply(&f).is_err(), "fails on the constants");
    // Nothing to visit: succeeds.
    let c = func_op(&ctx, &m, 0);
    assert!(all(fail()).apply(&c).expect("no children").ptr_eq(&c));
}

#[test]
fn one_applies_to_the_first_child_it_fits() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let f = first_func(&ctx, &m);
    let out = one(fold_andi(&ctx) | fold_ori(&ctx))
        .apply(&f)
        .expect("one folds");
    let names: Vec<_> = body_ops(&out)
        .iter()
        .map(|o| ctx.op_name_str(o.name()).to_string())
        .collect();
    assert_eq!(names[2], "arith.constant");
    assert_eq!(names[3], "arith.ori", "only the first foldable op changed");
    assert!(one(fail()).apply(&f).is_err());
}

#[test]
fn top_down_and_bottom_up_apply_once() {
    let ctx = strata::context();
    let src = r#"
func.func @g() {
  %t = arith.constant true
  scf.if %t {
    %u = arith.constant true
    scf.if %u {
      %v = arith.constant 1 : i32
    }
  }
  return
}
"#;
    let m = module(&ctx, src);
    // Top-down folds the outer if: the inner one is now directly in the
    // function.
    let td = print(&ctx, &top_down(fold_if(&ctx)).apply(&m).expect("folds"));
    assert_eq!(count(&td, "scf.if"), 1, "{td}");
    assert!(td.contains("  func.func @g() {\n    %true = arith.constant true\n    %true_0 = arith.constant true\n    scf.if %true_0 {"), "{td}");
    // Bottom-up folds the inner if: the outer one remains.
    let bu = print(&ctx, &bottom_up(fold_if(&ctx)).apply(&m).expect("folds"));
    assert_eq!(count(&bu, "scf.if"), 1, "{bu}");
    assert!(
        bu.contains("scf.if %true {\n      %true_0 = arith.constant true\n      %c1_i32"),
        "{bu}"
    );
    assert!(top_down(fail()).apply(&m).is_err());
    assert!(bottom_up(fail()).apply(&m).is_err());
}

#[test]
fn innermost_and_bottom_up_all_reach_the_same_normal_form() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let fold = fold_andi(&ctx) | fold_ori(&ctx);
    let a = print(&ctx, &innermost(fold.clone()).apply(&m).expect("innermost"));
    let b = print(
        &ctx,
        &bottom_up_all(try_(repeat(fold.clone())))
            .apply(&m)
            .expect("bottom_up_all"),
    );
    let c = print(&ctx, &top_down_all(try_(fold)).apply(&m).expect("top_down_all"));
    assert_eq!(a, b);
    assert_eq!(a, c);
    assert_eq!(count(&a, "arith.andi"), 1, "{a}");
    assert!(bottom_up_all(fail()).apply(&m).is_err());
}

#[test]
fn nesting_traversals_reach_one_op() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let f = first_func(&ctx, &m);
    let at = |i| region_n(0, block_n(0, op_n(i, fold_andi(&ctx))));
    let out = at(2).apply(&f).expect("op 2 is a foldable andi");
    assert_eq!(ctx.op_name_str(body_ops(&out)[2].name()), "arith.constant");
    // Untouched ops before it are shared.
    assert!(body_ops(&out)[0].ptr_eq(&body_ops(&f)[0]));
    assert!(at(0).apply(&f).is_err(), "op 0 is a constant");
    assert!(at(99).apply(&f).is_err(), "no op 99");
    assert!(
        region_n(1, block_n(0, op_n(0, id()))).apply(&f).is_err(),
        "no region 1"
    );
    assert!(
        region_n(0, block_n(1, op_n(0, id()))).apply(&f).is_err(),
        "no block 1"
    );
    // From the module: the function is op 0 of the module's block.
    let deep = region_n(0, block_n(0, op_n(0, at(2))));
    let text = print(&ctx, &deep.apply(&m).expect("reaches the andi"));
    assert_eq!(count(&text, "arith.andi"), 2, "{text}");
}

#[test]
fn nesting_traversals_rebuild_users_in_later_blocks() {
    let ctx = strata::context();
    let src = r#"
func.func @h(%c: i1) -> i1 {
  %t = arith.constant true
  %a = arith.andi %t, %t : i1
  cf.cond_br %c, ^bb1, ^bb2(%a : i1)
^bb1:
  %b = arith.ori %a, %c : i1
  cf.br ^bb2(%b : i1)
^bb2(%r: i1):
  return %r : i1
}
"#;
    let m = module(&ctx, src);
    let f = first_func(&ctx, &m);
    let out = region_n(0, block_n(0, op_n(1, fold_andi(&ctx))))
        .apply(&f)
        .expect("folds");
    let text = print(&ctx, &module_of(&m, out));
    assert!(text.contains("%0 = arith.ori %true_0, %arg0 : i1"), "{text}");
    assert!(
        text.contains("cf.cond_br %arg0, ^bb1, ^bb2(%true_0 : i1)"),
        "{text}"
    );
}

/// `m` with its only function replaced by `f`.
fn module_of(m: &Op, f: Op) -> Op {
    let block = &m.regions()[0].blocks()[0];
    let region = Region::new(vec![block.with_ops(vec![f])]);
    from_op(m).regions(vec![region]).build()
}

#[test]
fn operand_follows_use_def() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let f = first_func(&ctx, &m);
    // Fold the producer of %b's first operand (%a), seen from %b.
    let s = region_n(0, block_n(0, op_n(4, operand(0, fold_andi(&ctx)))));
    let out = s.apply(&f).expect("folds %a for %b");
    let text = print(&ctx, &module_of(&m, out));
    assert!(
        text.contains("%false_0 = arith.constant false\n    %2 = arith.andi %false_0, %1 : i1"),
        "{text}"
    );
    // The original %a stays, still an andi.
    assert_eq!(count(&text, "arith.andi"), 3, "{text}");
    // Operand 1 of %r is a block argument: nothing to follow.
    let r = func_op(&ctx, &m, 5);
    assert!(operand(1, id()).apply(&r).is_err());
    assert!(operand(7, id()).apply(&r).is_err());
}

#[test]
fn predicates() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let ori = func_op(&ctx, &m, 3);
    assert!(is(&ctx, "arith.ori").apply(&ori).expect("matches").ptr_eq(&ori));
    assert!(is(&ctx, "scf.for").apply(&ori).is_err());
    assert!(pred(|o| o.num_results() == 1).apply(&ori).is_ok());
    assert!(pred(|o| !o.regions().is_empty()).apply(&ori).is_err());
}

#[test]
fn a_failed_strategy_leaves_the_input_unchanged() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let before = print(&ctx, &m);
    // Folds everything, then fails: the partial result is dropped.
    let s = innermost(fold_andi(&ctx) | fold_ori(&ctx)) >> fail();
    assert!(s.apply(&m).is_err());
    assert_eq!(before, print(&ctx, &m));
    // Left choice backtracks to the original input.
    let s = (innermost(fold_andi(&ctx)) >> fail()) | id();
    assert!(s.apply(&m).expect("id after backtracking").ptr_eq(&m));
}

/// Canonicalize through the pass registry, as a strategy.
fn canonicalize() -> Rc<dyn strata::pass::Pass> {
    let mut registry = strata::pass::PassRegistry::new();
    strata::register_all_passes(&mut registry);
    Rc::from(registry.lookup("canonicalize").expect("registered")())
}

struct FailingPass;

impl strata::pass::Pass for FailingPass {
    fn argument(&self) -> &'static str {
        "test-fail"
    }
    fn description(&self) -> &'static str {
        "always fails"
    }
    fn run(&self, _: &Context, _: &mut IsolatedOpMut<'_>) -> LogicalResult {
        Err(strata::ir::Failed)
    }
}

#[test]
fn passes_as_strategies() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    let before = print(&ctx, &m);
    let canon = top_down(is(&ctx, "func.func") >> pass(&ctx, canonicalize()));
    let out = canon.apply(&m).expect("canonicalize runs on the function");
    let text = print(&ctx, &out);
    assert!(text.contains("return %false : i1"), "{text}");
    assert_eq!(before, print(&ctx, &m), "the input is untouched");
    // A failing pass fails the strategy.
    let failing = top_down(is(&ctx, "func.func") >> pass(&ctx, Rc::new(FailingPass)));
    assert!(failing.apply(&m).is_err());
    // Not isolated: refused.
    assert!(pass(&ctx, canonicalize()).apply(&func_op(&ctx, &m, 2)).is_err());
}

#[test]
fn malformed_rewrites_fail_without_panicking() {
    let ctx = strata::context();
    let m = module(&ctx, BITS);
    // Erasing an op with results but giving no values for them.
    let erase = Strategy::new(|op| {
        if op.num_results() == 1 && op.regions().is_empty() {
            Ok(Rewrite::values([]))
        } else {
            Err(Failure::new("not this one"))
        }
    });
    let r = top_down(erase).apply(&m);
    assert!(r.is_err(), "{}", print(&ctx, r.as_ref().expect("succeeded")));
    // A use of a value whose definition is not in the program.
    let f = first_func(&ctx, &m);
    let stray = Value::new_arg(ctx.i1(), ctx.unknown_loc());
    let ret = body_ops(&f).last().expect("a return").clone();
    let bad_ret = from_op(&ret).operands([stray]).build();
    let s = region_n(
        0,
        block_n(
            0,
            op_n(6, Strategy::new(move |_| Ok(Rewrite::op(bad_ret.clone())))),
        ),
    );
    let bad = s.apply(&f).expect("the strategy itself succeeds");
    let block = Block::new(vec![], vec![bad]);
    assert!(to_top_level(&block).is_err());
}

#[test]
fn top_down_all_visits_what_a_rewrite_inlines() {
    let ctx = strata::context();
    let src = r#"
func.func @g() -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %u = arith.andi %t, %t : i1
    %s = scf.if %u -> (i32) {
      %v = arith.constant 1 : i32
      scf.yield %v : i32
    } else {
      %w = arith.constant 2 : i32
      scf.yield %w : i32
    }
    scf.yield %s : i32
  } else {
    %x = arith.constant 3 : i32
    scf.yield %x : i32
  }
  return %r : i32
}
"#;
    let m = module(&ctx, src);
    // The outer if is inlined first; its ops (the andi, the inner if) are
    // then rewritten in place, and the return gets the innermost value.
    let out = top_down_all(try_(fold_andi(&ctx) | fold_if(&ctx)))
        .apply(&m)
        .expect("folds");
    let text = print(&ctx, &out);
    assert!(!text.contains("scf.if") && !text.contains("arith.andi"), "{text}");
    assert!(
        text.contains("%c1_i32 = arith.constant 1 : i32\n    return %c1_i32 : i32"),
        "{text}"
    );
}

#[test]
fn substituted_copies_kept_by_a_rewrite_are_not_reused() {
    // Each andi is kept (the copy with substituted operands the traversal
    // built for it) and followed by its fold: the traversal may build the
    // next copy in a node only if nothing holds it, so every kept andi
    // must still read the values it was given.
    let ctx = strata::context();
    let src = r#"
func.func @chain() -> i1 {
  %t = arith.constant true
  %a = arith.andi %t, %t : i1
  %b = arith.andi %a, %t : i1
  %c = arith.andi %b, %a : i1
  return %c : i1
}
"#;
    let m = module(&ctx, src);
    let fold = fold_andi(&ctx);
    let keep_and_fold = Strategy::new(move |op: &Op| match fold.rewrite(op)? {
        Rewrite::Replace { ops, results } => {
            let mut all: smallvec::SmallVec<[Op; 1]> = smallvec::smallvec![op.clone()];
            all.extend(ops);
            Ok(Rewrite::Replace { ops: all, results })
        }
        Rewrite::Unchanged => Ok(Rewrite::Unchanged),
    });
    // One pass over the function's ops (top_down_all would visit the kept
    // andi again and again).
    let f = first_func(&ctx, &m);
    let new_f = region_n(0, block_n(0, op_all(try_(keep_and_fold))))
        .apply(&f)
        .expect("rewrites");
    let put_back = Strategy::new(move |_: &Op| Ok(Rewrite::op(new_f.clone())));
    let out = region_n(0, block_n(0, op_n(0, put_back)))
        .apply(&m)
        .expect("replaces");
    let text = print(&ctx, &out);
    // The kept andis read the constants that replaced their operands.
    assert!(text.contains("%0 = arith.andi %true, %true : i1"), "{text}");
    assert!(text.contains("%1 = arith.andi %true_0, %true : i1"), "{text}");
    assert!(text.contains("%2 = arith.andi %true_1, %true_0 : i1"), "{text}");
    assert!(text.contains("return %true_2 : i1"), "{text}");
}
