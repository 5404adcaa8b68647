//! Unit tests of `convert-scf-to-cf`: the lowering of each op kind, the
//! rollback on failure, the pass options. The lit tests under
//! `tests/Conversion/SCFToControlFlow` compare the output with mlir-opt's.

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Body, Context, WalkResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatternSet};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_cf::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_scf::dialect());
    ctx.register_dialect(strata_dialect_test::dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(ctx: &Context, src: &str) -> Body {
    parse_source(ctx, src, &ParseOptions::default()).expect("test input parses")
}

fn print(ctx: &Context, body: &Body) -> String {
    body.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(ctx, body));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    print_top_level(ctx, body, &PrintOptions::default())
}

/// Runs the conversion on the parsed `src`; returns whether it succeeded,
/// the printed result and the error messages.
fn convert(src: &str) -> (bool, String, Vec<String>) {
    let ctx = context();
    let mut body = parse(&ctx, src);
    let mut patterns = Vec::new();
    populate_scf_to_cf_patterns(&mut patterns);
    let set = ConversionPatternSet::new(&ctx, patterns);
    let (r, diags) = ctx.capture_diagnostics(|| {
        apply_partial_conversion(
            &ctx,
            &mut body,
            &scf_to_cf_target(),
            &set,
            &ConversionConfig::default(),
        )
    });
    let out = print(&ctx, &body);
    (r.is_ok(), out, diags.into_iter().map(|d| d.message).collect())
}

/// The names of the ops in the printed IR that belong to `scf`.
fn scf_ops_left(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .filter(|w| w.starts_with("scf."))
        .collect()
}

#[test]
fn patterns_and_target() {
    let mut patterns = Vec::new();
    populate_scf_to_cf_patterns(&mut patterns);
    let names: Vec<&str> = patterns.iter().map(|p| p.debug_name()).collect();
    assert_eq!(names.len(), 8);
    assert!(names.contains(&"DoWhileLowering"));
    let do_while = patterns
        .iter()
        .find(|p| p.debug_name() == "DoWhileLowering")
        .unwrap();
    assert_eq!(do_while.benefit(), 2);
    let target = scf_to_cf_target();
    for name in ILLEGAL_OPS {
        assert_eq!(
            target.op_action(name),
            Some(strata_rewrite::conversion::LegalizationAction::Illegal)
        );
    }
}

#[test]
fn for_loop_becomes_a_cfg() {
    let (ok, out, errors) = convert(
        "func.func @f(%lo: index, %hi: index, %st: index, %x: i32) -> i32 {
           %r = scf.for %i = %lo to %hi step %st iter_args(%a = %x) -> (i32) {
             %b = arith.addi %a, %a : i32
             scf.yield %b : i32
           }
           return %r : i32
         }",
    );
    assert!(ok, "{errors:?}");
    let expected = "module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
    cf.br ^bb1(%arg0, %arg3 : index, i32)
  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %1, %1 : i32
    %4 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%4, %3 : index, i32)
  ^bb3:  // pred: ^bb1
    return %1 : i32
  }
}
";
    assert_eq!(out.trim_end(), expected.trim_end());
}

#[test]
fn every_op_kind_lowers() {
    let (ok, out, errors) = convert(
        "func.func @g(%c: i1, %i: index, %lo: index, %hi: index, %st: index, %x: f32) -> f32 {
           %a = scf.if %c -> f32 {
             scf.yield %x : f32
           } else {
             %n = arith.negf %x : f32
             scf.yield %n : f32
           }
           %b = scf.index_switch %i -> f32
           case 1 {
             scf.yield %a : f32
           }
           default {
             scf.yield %x : f32
           }
           %w = scf.while (%v = %b) : (f32) -> f32 {
             %k = arith.cmpf olt, %v, %x : f32
             scf.condition(%k) %v : f32
           } do {
           ^bb0(%v: f32):
             %m = arith.mulf %v, %v : f32
             scf.yield %m : f32
           }
           %e = scf.execute_region -> f32 {
             scf.yield %w : f32
           }
           %p = scf.parallel (%j) = (%lo) to (%hi) step (%st) init (%e) -> f32 {
             scf.reduce(%x : f32) {
             ^bb0(%l: f32, %r: f32):
               %s = arith.addf %l, %r : f32
               scf.reduce.return %s : f32
             }
           }
           scf.forall (%q) in (4) {
             \"test.use\"(%q) : (index) -> ()
           }
           return %p : f32
         }",
    );
    assert!(ok, "{errors:?}");
    assert!(scf_ops_left(&out).is_empty(), "{out}");
    assert!(out.contains("cf.switch"), "{out}");
    assert!(out.contains("arith.constant 4 : index"), "{out}");
}

#[test]
fn failure_rolls_back_everything() {
    let src = "func.func @h(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.if %c {
    \"test.then\"() : () -> ()
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}";
    let ctx = context();
    let before = print(&ctx, &parse(&ctx, src));
    let (ok, out, errors) = convert(src);
    assert!(!ok);
    assert_eq!(
        errors,
        vec!["failed to legalize operation 'scf.forall' that was explicitly marked illegal".to_string()]
    );
    assert_eq!(out, before);
}

#[test]
fn nested_and_sequential_ops_lower() {
    // Nested loops and ifs, repeated many times in one block: each lowering
    // is local to its op.
    let (depth, copies) = (30, 200);
    let mut src = String::from("func.func @many(%c: i1, %n: index) {\n");
    for _ in 0..copies {
        for d in 0..depth {
            if d % 2 == 0 {
                src.push_str("scf.if %c {\n");
            } else {
                src.push_str(&format!("scf.for %i{d} = %n to %n step %n {{\n"));
            }
        }
        src.push_str("\"test.leaf\"() : () -> ()\n");
        for _ in 0..depth {
            src.push_str("}\n");
        }
    }
    src.push_str("return\n}\n");
    let (ok, out, errors) = convert(&src);
    assert!(ok, "{errors:?}");
    assert!(scf_ops_left(&out).is_empty());
    // One conditional branch per if and per loop header.
    assert_eq!(out.matches("cf.cond_br").count(), depth * copies);
}

#[test]
fn pass_options() {
    let mut pass = ScfToControlFlow::default();
    assert_eq!(pass.argument(), "convert-scf-to-cf");
    assert_eq!(pass.options_text(), "allow-pattern-rollback=true");
    pass.set_option("allow-pattern-rollback", "false").unwrap();
    assert_eq!(pass.options_text(), "allow-pattern-rollback=false");
    assert!(pass.set_option("allow-pattern-rollback", "maybe").is_err());
    assert!(pass.set_option("other", "1").is_err());
}

#[test]
fn leaves_other_ops_alone() {
    let src = "func.func @k(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}";
    let ctx = context();
    let before = print(&ctx, &parse(&ctx, src));
    let (ok, out, _) = convert(src);
    assert!(ok);
    assert_eq!(out, before);
    // Every op of the result is legal.
    let body = parse(&ctx, &out);
    let target = scf_to_cf_target();
    body.walk_root_regions(&mut |op| {
        assert!(target.is_legal(strata_ir::OpRef::new(&ctx, &body, op)).is_some());
        WalkResult::Advance
    });
}
