//! The nested traversals `opOne`, `opAll`, `blockOne`, `regionOne`,
//! `operandOne` and `blockCFG`, on real cf-dialect control flow.

mod common;

use std::cell::RefCell;

use common::{first_func, module, print};
use strata::ir::Context;
use strata_elevate::rewrites::{constant_int, fold_andi};
use strata_elevate::*;

/// A strategy on a block's first op, an `arith.constant N : i32` marking
/// the block, recording `N` in `log`.
fn record<'a>(ctx: &'a Context, log: &'a RefCell<Vec<i64>>) -> BlockStrategy<'a> {
    op_n(
        0,
        Strategy::new(move |op| {
            let (v, _) = constant_int(ctx, &op.result(0)).expect("a marker constant");
            log.borrow_mut().push(v.sext_i64());
            Ok(Rewrite::Unchanged)
        }),
    )
}

/// The order `blockCFG` visits the blocks of the first function of `src`.
fn visit_order(src: &str) -> Vec<i64> {
    let ctx = strata::context();
    let m = module(&ctx, src);
    let f = first_func(&ctx, &m);
    let log = RefCell::new(Vec::new());
    let s = region_n(0, block_cfg(record(&ctx, &log)));
    assert!(s.apply(&f).expect("visits").ptr_eq(&f), "nothing changed");
    drop(s);
    log.into_inner()
}

#[test]
fn block_cfg_follows_a_diamond_in_successor_order() {
    // Text order 0, 3, 2, 1; the entry branches to ^b1 (then) and ^b2.
    let src = r#"
func.func @diamond(%c: i1) {
  %k0 = arith.constant 0 : i32
  cf.cond_br %c, ^b1, ^b2
^b3:
  %k3 = arith.constant 3 : i32
  return
^b2:
  %k2 = arith.constant 2 : i32
  cf.br ^b3
^b1:
  %k1 = arith.constant 1 : i32
  cf.br ^b3
}
"#;
    assert_eq!(visit_order(src), vec![0, 1, 2, 3]);
}

#[test]
fn block_cfg_visits_a_loop_once_and_skips_unreachable_blocks() {
    let src = r#"
func.func @loop(%n: i32) {
  %k0 = arith.constant 0 : i32
  cf.br ^head(%k0 : i32)
^dead:
  %k9 = arith.constant 9 : i32
  cf.br ^head(%k9 : i32)
^exit:
  %k3 = arith.constant 3 : i32
  return
^head(%i: i32):
  %k1 = arith.constant 1 : i32
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %k2 = arith.constant 2 : i32
  %j = arith.addi %i, %k2 : i32
  cf.br ^head(%j : i32)
}
"#;
    // Head, then body before exit as the branch lists them; the back edge
    // does not revisit the head; ^dead is never reached.
    assert_eq!(visit_order(src), vec![0, 1, 2, 3]);
}

#[test]
fn block_cfg_order_of_a_switch_lists_cases_in_order() {
    let src = r#"
func.func @switch(%x: i32) {
  %k0 = arith.constant 0 : i32
  cf.switch %x : i32, [
    default: ^b3,
    1: ^b2,
    2: ^b1
  ]
^b1:
  %k1 = arith.constant 1 : i32
  return
^b2:
  %k2 = arith.constant 2 : i32
  cf.br ^b1
^b3:
  %k3 = arith.constant 3 : i32
  return
}
"#;
    // Default first, then the cases, as the terminator lists them.
    assert_eq!(visit_order(src), vec![0, 3, 2, 1]);
}

/// A CFG where the entry's `andi` is used by a later block and by an
/// unreachable one.
const FOLD_CFG: &str = r#"
func.func @fold(%c: i1) -> i1 {
  %t = arith.constant true
  %a = arith.andi %t, %t : i1
  cf.cond_br %c, ^then, ^join(%c : i1)
^dead:
  %d = arith.andi %a, %a : i1
  cf.br ^join(%d : i1)
^then:
  %t2 = arith.constant false
  %b = arith.andi %a, %t2 : i1
  cf.br ^join(%b : i1)
^join(%r: i1):
  return %r : i1
}
"#;

#[test]
fn block_cfg_rewrites_along_the_flow_and_substitutes_everywhere() {
    let ctx = strata::context();
    let m = module(&ctx, FOLD_CFG);
    let s = region_n(0, block_cfg(op_all(try_(fold_andi(&ctx)))));
    let f = first_func(&ctx, &m);
    let new_f = s.apply(&f).expect("folds");
    let new_m = (region_n(
        0,
        block_n(0, op_n(0, Strategy::new(move |_| Ok(Rewrite::op(new_f.clone()))))),
    ))
    .apply(&m)
    .expect("puts the function back");
    let text = print(&ctx, &new_m);
    // Both reachable andis folded (in flow order, so the second sees the
    // first's constant); the unreachable one kept, reading the constant.
    assert_eq!(text.matches("arith.andi").count(), 1, "{text}");
    assert!(text.contains("arith.andi %true_0, %true_0 : i1"), "{text}");
    assert!(text.contains("%false_1 = arith.constant false"), "{text}");
}

#[test]
fn block_cfg_fails_where_the_strategy_fails_on_a_reachable_block() {
    let ctx = strata::context();
    let m = module(&ctx, FOLD_CFG);
    let f = first_func(&ctx, &m);
    // Every reachable block must start with a constant: ^join does not.
    let s = region_n(0, block_cfg(op_n(0, is(&ctx, "arith.constant"))));
    assert!(s.apply(&f).is_err());
    // ^dead starts with an andi, but it is never visited.
    let s = region_n(
        0,
        block_cfg(op_one(
            is(&ctx, "arith.constant") | is(&ctx, "cf.br") | is(&ctx, "func.return"),
        )),
    );
    assert!(s.apply(&f).is_ok());
}

#[test]
fn op_one_block_one_region_one_stop_at_the_first_success() {
    let ctx = strata::context();
    let m = module(&ctx, FOLD_CFG);
    let f = first_func(&ctx, &m);
    // op_one: the first foldable andi of the entry block only.
    let s = region_one(block_one(op_one(fold_andi(&ctx))));
    let once = s.apply(&f).expect("folds one");
    let count = |op: &Op| {
        op.regions()[0]
            .blocks()
            .iter()
            .flat_map(|b| b.ops())
            .filter(|o| ctx.op_name_str(o.name()) == "arith.andi")
            .count()
    };
    assert_eq!(count(&f), 3);
    assert_eq!(count(&once), 2);
    // The entry's andi went; the next success is in a later block.
    let twice = s.apply(&once).expect("folds another");
    assert_eq!(count(&twice), 1);
    // block_one skips the blocks on which it fails: ^then is the first
    // block (in text order) starting with `arith.constant false`.
    let is_false = pred(|op| constant_int(&ctx, &op.result(0)).is_some_and(|(v, _)| v.is_zero()));
    let s = region_one(block_one(op_n(0, is(&ctx, "arith.constant") >> is_false)));
    assert!(s.apply(&f).is_ok());
    let none = region_one(block_one(op_one(is(&ctx, "scf.for"))));
    assert!(none.apply(&f).is_err());
    // An op without regions: region_one has nothing to try.
    let leaf = f.regions()[0].blocks()[0].ops()[0].clone();
    assert!(region_one(block_one(op_one(id()))).apply(&leaf).is_err());
}

#[test]
fn operand_one_rewrites_the_first_producer_it_can() {
    let ctx = strata::context();
    let src = r#"
func.func @o(%x: i1) -> i1 {
  %t = arith.constant true
  %a = arith.andi %t, %t : i1
  %r = arith.ori %x, %a : i1
  return %r : i1
}
"#;
    let m = module(&ctx, src);
    let f = first_func(&ctx, &m);
    let ori = f.regions()[0].blocks()[0].ops()[2].clone();
    // Operand 0 is a block argument, operand 1 an andi of constants.
    let r = operand_one(fold_andi(&ctx))
        .rewrite(&ori)
        .expect("folds the second");
    let Rewrite::Replace { ops, .. } = r else {
        panic!("a replacement")
    };
    assert_eq!(ops.len(), 2, "the folded producer, then the rewired user");
    assert_eq!(ctx.op_name_str(ops[0].name()), "arith.constant");
    assert!(ops[1].operands()[1] == ops[0].result(0));
    assert!(operand_one(is(&ctx, "arith.xori")).rewrite(&ori).is_err());
}
