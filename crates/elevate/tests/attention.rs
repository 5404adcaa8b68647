//! The attention matcher: each variant on its own program, near misses
//! left alone, and several variants in one function.

mod common;

use common::{body_ops, first_func, module, print};
use strata::ir::Context;
use strata_elevate::attention::{match_attention_in_module, Matchers};
use strata_elevate::*;

/// The chunks of the lit test's input, without their CHECK lines.
fn chunks() -> Vec<String> {
    include_str!("../../../tests/Elevate/match-attention.mlir")
        .split("// -----")
        .map(|c| {
            c.lines()
                .filter(|l| !l.trim_start().starts_with("// CHECK") && !l.contains("RUN:"))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect()
}

/// The function `name` of `module`.
fn func(ctx: &Context, module: &Op, name: &str) -> Op {
    body_ops(module)
        .iter()
        .find(|f| {
            f.properties()
                .and_then(|p| ctx.dict_get_str(p, "sym_name"))
                .and_then(|a| ctx.string_attr_value(a))
                == Some(name)
        })
        .expect("the function")
        .clone()
}

/// The op computing the value the function returns.
fn returned(f: &Op) -> Op {
    let ret = body_ops(f).last().expect("a return").clone();
    ret.operands()[0].defining_op().expect("an op result").clone()
}

/// Which variant matches at the last op of function `name` of chunk `k`.
fn variant_at(ctx: &Context, k: usize, name: &str) -> Option<(&'static str, usize)> {
    let m = module(ctx, &chunks()[k]);
    let f = func(ctx, &m, name);
    let root = returned(&f);
    let matchers = Matchers::new(ctx);
    let s = match_attention_in_module(ctx);
    let rewritten = s.apply(&m).is_ok();
    let ok = matchers.match_attention().rewrite(&root).is_ok();
    // The module-level rewrite and the matcher agree.
    assert_eq!(ok, rewritten, "{name}");
    matchers.matched().filter(|_| ok).map(|(v, ops)| (v, ops.len()))
}

#[test]
fn each_variant_is_matched_on_its_own_program() {
    let ctx = strata::context();
    assert_eq!(variant_at(&ctx, 0, "dot"), Some(("attention_dot_product", 3)));
    assert_eq!(variant_at(&ctx, 1, "batched"), Some(("attention_dot_product", 3)));
    // Matmul, unsqueeze, softmax, squeeze, the energy's add and matmul,
    // tanh, the bias add, the sum and two Linears of two ops each.
    assert_eq!(variant_at(&ctx, 2, "additive"), Some(("attention_additive", 13)));
    assert_eq!(
        variant_at(&ctx, 3, "location_aware"),
        Some(("attention_location_aware", 16))
    );
}

#[test]
fn the_variants_are_distinct() {
    let ctx = strata::context();
    let m = Matchers::new(&ctx);
    let additive = module(&ctx, &chunks()[2]);
    let location = module(&ctx, &chunks()[3]);
    let dot = module(&ctx, &chunks()[0]);
    let root = |m: &Op, n: &str| returned(&func(&ctx, m, n));
    assert!(m
        .dot_product_attention()
        .rewrite(&root(&additive, "additive"))
        .is_err());
    assert!(m
        .additive_attention()
        .rewrite(&root(&location, "location_aware"))
        .is_err());
    assert!(m
        .location_aware_attention()
        .rewrite(&root(&additive, "additive"))
        .is_err());
    assert!(m.additive_attention().rewrite(&root(&dot, "dot")).is_err());
    // The atomic matchers on their own.
    let f = func(&ctx, &dot, "dot");
    let ops = body_ops(&f);
    assert!(m.matmul().rewrite(&ops[1]).is_ok());
    assert!(m.softmax().rewrite(&ops[1]).is_err());
    assert!(m.softmax().rewrite(&ops[3]).is_ok());
    assert!(m.linear().rewrite(&ops[1]).is_err());
}

#[test]
fn near_misses_are_left_untouched() {
    let ctx = strata::context();
    let src = &chunks()[4];
    let m = module(&ctx, src);
    for name in ["no_softmax", "swapped", "scores_escape", "wrong_axis"] {
        let root = returned(&func(&ctx, &m, name));
        let matchers = Matchers::new(&ctx);
        // scores_escape's subgraph has the right shape: only the use
        // counts the module rewrite sets reject it.
        if name != "scores_escape" {
            assert!(matchers.match_attention().rewrite(&root).is_err(), "{name}");
        }
    }
    assert!(
        match_attention_in_module(&ctx).apply(&m).is_err(),
        "nothing matched"
    );
    let kept = try_(match_attention_in_module(&ctx)).apply(&m).expect("try_");
    assert!(kept.ptr_eq(&m));
}

#[test]
fn several_variants_in_one_function_are_all_replaced() {
    let ctx = strata::context();
    // The dot-product, additive and location-aware bodies in one
    // function, each result returned.
    let body = |k: usize, name: &str| -> String {
        let c = &chunks()[k];
        let start = c.find(&format!("func.func @{name}")).expect("the function");
        c[start..].replacen("func.func @", "func.func private @", 1)
    };
    let mut src = String::new();
    for (k, n) in [(0, "dot"), (2, "additive"), (3, "location_aware")] {
        src += &body(k, n);
        src += "\n";
    }
    src += r#"
func.func @all(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>,
               %a: tensor<6x8xf32>, %w: tensor<8x3xf32>, %c: tensor<6x3xf32>,
               %f: tensor<6x2xf32>, %wf: tensor<2x3xf32>, %wv: tensor<3x1xf32>, %bv: tensor<6x1xf32>,
               %vals: tensor<6x5xf32>) -> (tensor<4x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>) {
  %0 = call @dot(%q, %kt, %v) : (tensor<4x8xf32>, tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
  %1 = call @additive(%a, %w, %c, %a, %w, %c, %c, %wv, %bv, %vals) : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
  %2 = call @location_aware(%a, %w, %c, %a, %w, %c, %f, %wf, %c, %c, %wv, %bv, %vals) : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x2xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
  return %0, %1, %2 : tensor<4x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>
}
"#;
    // Inline the three into @all so that they share one body.
    let body_ctx = strata::context();
    let parsed = strata::parse(&body_ctx, "all.mlir", &src).expect("parses");
    let mut inlined = parsed;
    strata::run_pipeline(&body_ctx, &mut inlined, "builtin.module(inline,symbol-dce)").expect("inlines");
    let text = strata::print(&body_ctx, &inlined);
    let m = module(&ctx, &text);
    let f = func(&ctx, &m, "all");
    assert!(body_ops(&f).len() > 40, "one long body");
    let out = match_attention_in_module(&ctx).apply(&m).expect("matches");
    let printed = print(&ctx, &out);
    for variant in ["dot_product", "additive", "location_aware"] {
        assert_eq!(
            printed.matches(&format!("call @attention_{variant}(")).count(),
            1,
            "{printed}"
        );
        assert!(printed.contains(&format!("func.func private @attention_{variant}(")));
    }
    // Only the calls, the return and no leftovers of the subgraphs.
    let new_f = first_func(&ctx, &out);
    assert_eq!(body_ops(&new_f).len(), 4, "{printed}");
    // The input is unchanged.
    assert!(print(&ctx, &m).contains("linalg.softmax"));
}
