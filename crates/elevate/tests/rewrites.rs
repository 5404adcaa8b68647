//! The rewrites written as strategies, and the structural sharing of the
//! versions they build.

mod common;

use common::{body_ops, first_func, module, print};
use rustc_hash::FxHashMap;
use strata::ir::Context;
use strata_elevate::ir::ValueKey;
use strata_elevate::rewrites::{
    arith_expand, constant_int, expand_ceildivsi, expand_floordivsi, fold_andi, fold_if, fold_ori,
};
use strata_elevate::*;

#[test]
fn folding_ifs_on_constant_conditions() {
    let ctx = strata::context();
    let src = r#"
func.func @if_chain(%x: i32) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.andi %t, %t : i1
  %b = arith.ori %a, %f : i1
  %r = scf.if %b -> (i32) {
    %c = arith.andi %a, %f : i1
    %s = scf.if %c -> (i32) {
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    } else {
      %two = arith.addi %x, %x : i32
      scf.yield %two : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
"#;
    let m = module(&ctx, src);
    let s = bottom_up_all(try_(repeat(fold_andi(&ctx) | fold_ori(&ctx) | fold_if(&ctx))));
    let text = print(&ctx, &s.apply(&m).expect("folds"));
    // What `mlir-opt --canonicalize` leaves, plus the constants it also
    // erases as dead (no dead-code elimination here).
    assert!(!text.contains("scf.if"), "{text}");
    assert!(
        text.contains("%0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32"),
        "{text}"
    );
    // An if without else on false is erased.
    let m = module(
        &ctx,
        "func.func @e() {\n  %f = arith.constant false\n  scf.if %f {\n    %c = arith.constant 1 : i32\n  }\n  return\n}",
    );
    let text = print(&ctx, &top_down(fold_if(&ctx)).apply(&m).expect("erases"));
    assert!(
        !text.contains("scf.if") && !text.contains("arith.constant 1"),
        "{text}"
    );
    // A non-constant condition does not fold.
    let m = module(&ctx, "func.func @n(%c: i1) {\n  scf.if %c {\n  }\n  return\n}");
    assert!(top_down(fold_if(&ctx)).apply(&m).is_err());
}

const DIVISIONS: &str = r#"
func.func @ceil(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
func.func @floor(%a: i32, %b: i32) -> i32 {
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
func.func @c(%a: index, %b: index) -> index {
  %r = arith.floordivsi %a, %b : index
  return %r : index
}
"#;

/// `mlir-opt --arith-expand` on [`DIVISIONS`].
const EXPANDED: &str = "module {
  func.func @ceil(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2 = arith.cmpi ne, %arg0, %1 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
    %5 = arith.cmpi eq, %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %7 = arith.addi %0, %c1_i32 : i32
    %8 = arith.select %6, %7, %0 : i32
    return %8 : i32
  }
  func.func @floor(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.divsi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2 = arith.cmpi ne, %arg0, %1 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
    %5 = arith.cmpi ne, %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %c-1_i32 = arith.constant -1 : i32
    %7 = arith.addi %0, %c-1_i32 : i32
    %8 = arith.select %6, %7, %0 : i32
    return %8 : i32
  }
  func.func @c(%arg0: index, %arg1: index) -> index {
    %0 = arith.divsi %arg0, %arg1 : index
    %1 = arith.muli %0, %arg1 : index
    %2 = arith.cmpi ne, %arg0, %1 : index
    %c0 = arith.constant 0 : index
    %3 = arith.cmpi slt, %arg0, %c0 : index
    %4 = arith.cmpi slt, %arg1, %c0 : index
    %5 = arith.cmpi ne, %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %c-1 = arith.constant -1 : index
    %7 = arith.addi %0, %c-1 : index
    %8 = arith.select %6, %7, %0 : index
    return %8 : index
  }
}

";

#[test]
fn division_expansions_match_arith_expand() {
    let ctx = strata::context();
    let m = module(&ctx, DIVISIONS);
    let s = bottom_up_all(try_(expand_ceildivsi(&ctx) | expand_floordivsi(&ctx)));
    assert_eq!(print(&ctx, &s.apply(&m).expect("expands")), EXPANDED);
    // Vector divisions expand too, with splat constants.
    let v = module(
        &ctx,
        "func.func @v(%a: vector<2xi32>) -> vector<2xi32> {\n  %r = arith.ceildivsi %a, %a : vector<2xi32>\n  return %r : vector<2xi32>\n}",
    );
    let text = print(
        &ctx,
        &top_down(expand_ceildivsi(&ctx)).apply(&v).expect("expands"),
    );
    assert!(text.contains("arith.constant dense<1> : vector<2xi32>"), "{text}");
    // A dynamically shaped tensor has no splat constant: no expansion.
    let d = module(
        &ctx,
        "func.func @d(%a: tensor<?xi32>) -> tensor<?xi32> {\n  %r = arith.floordivsi %a, %a : tensor<?xi32>\n  return %r : tensor<?xi32>\n}",
    );
    assert!(top_down(expand_floordivsi(&ctx)).apply(&d).is_err());
}

/// A function with `n` independent adds and, at the end, an `andi` of
/// constants nested `depth` `scf.if`s deep.
fn large_function(n: usize, depth: usize) -> String {
    let mut s = String::from("func.func @big(%x: i32, %c: i1) -> i32 {\n");
    for i in 0..n {
        s += &format!("  %v{i} = arith.addi %x, %x : i32\n");
    }
    for _ in 0..depth {
        s += "  scf.if %c {\n";
    }
    s += "  %t = arith.constant true\n  %a = arith.andi %t, %t : i1\n  %u = arith.ori %a, %c : i1\n";
    for _ in 0..depth {
        s += "  }\n";
    }
    s += "  return %x : i32\n}\n";
    s
}

#[test]
fn a_deep_rewrite_copies_only_the_path_and_the_users() {
    let ctx = strata::context();
    let depth = 6;
    let small = module(&ctx, &large_function(10, depth));
    let big = module(&ctx, &large_function(5000, depth));
    let mut built = Vec::new();
    for m in [&small, &big] {
        let before = node_allocations();
        let out = top_down(fold_andi(&ctx)).apply(m).expect("folds the andi");
        built.push(node_allocations() - before);
        // Every untouched sibling is the same node.
        let (old, new) = (first_func(&ctx, m), first_func(&ctx, &out));
        let (old_ops, new_ops) = (body_ops(&old), body_ops(&new));
        assert_eq!(old_ops.len(), new_ops.len());
        let shared = old_ops.iter().zip(new_ops).filter(|(a, b)| a.ptr_eq(b)).count();
        assert_eq!(shared, old_ops.len() - 1, "all but the outer if");
    }
    // The andi's replacement and its user (2 ops), then an op, a region and
    // a block per level: the function, the module and `depth` ifs.
    let path = 2 + 3 * (depth + 2);
    assert_eq!(
        built,
        vec![path as u64, path as u64],
        "independent of the function's size"
    );
}

#[test]
fn users_inside_regions_are_rebuilt() {
    let ctx = strata::context();
    // The if's region uses 20 values from outside, one of them the andi.
    let mut src = String::from("func.func @r(%c: i1) -> i1 {\n  %t = arith.constant true\n");
    for i in 0..19 {
        src += &format!("  %k{i} = arith.constant {i} : i32\n");
    }
    src += "  %a = arith.andi %t, %t : i1\n  %r = scf.if %c -> (i1) {\n";
    for i in 0..19 {
        src += &format!("    %s{i} = arith.addi %k{i}, %k{i} : i32\n");
    }
    src += "    %u = arith.ori %a, %c : i1\n    scf.yield %u : i1\n  } else {\n    scf.yield %c : i1\n  }\n  return %r : i1\n}\n";
    let m = module(&ctx, &src);
    let f = first_func(&ctx, &m);
    let the_if = body_ops(&f)[21].clone();
    assert_eq!(the_if.captures().len(), 21, "19 constants, %a and %c");
    let out = top_down(fold_andi(&ctx)).apply(&m).expect("folds");
    let text = print(&ctx, &out);
    assert!(
        text.contains("%true_0 = arith.constant true\n    %0 = scf.if %arg0 -> (i1) {"),
        "{text}"
    );
    assert!(text.contains("%20 = arith.ori %true_0, %arg0 : i1"), "{text}");
    // The adds inside the if did not change: they are shared.
    let new_if = body_ops(&first_func(&ctx, &out))[21].clone();
    let (old_ops, new_ops) = (body_ops(&the_if), body_ops(&new_if));
    assert!(old_ops[..19].iter().zip(new_ops).all(|(a, b)| a.ptr_eq(b)));
}

/// `v` as a `width`-bit two's complement value, sign-extended.
fn wrap(v: i64, width: u32) -> i64 {
    let shift = 64 - width;
    (v << shift) >> shift
}

/// `v` (a `width`-bit value) read as unsigned.
fn unsigned(v: i64, width: u32) -> u64 {
    (v as u64) & (u64::MAX >> (64 - width))
}

/// Evaluates the ops of an expansion on integers of `width` bits (the
/// ops arith-expand produces for integer ops), the function's arguments
/// bound to `args`; returns the value `return` gets.
fn evaluate(ctx: &Context, ops: &[Op], params: &[Value], args: &[i64], width: u32) -> i64 {
    let mut env: FxHashMap<ValueKey, i64> = FxHashMap::default();
    for (p, &a) in params.iter().zip(args) {
        env.insert(p.key(), a);
    }
    for op in ops {
        let name = ctx.op_name_str(op.name());
        let get = |i: usize| env[&op.operands()[i].key()];
        let w = |v: &Value| ctx.integer_width(v.ty()).unwrap_or(64);
        let value = match name {
            "arith.constant" => {
                let (v, _) = constant_int(ctx, &op.result(0)).expect("an integer constant");
                v.sext_i64()
            }
            "arith.divsi" => wrap(get(0) / get(1), width),
            "arith.divui" => wrap((unsigned(get(0), width) / unsigned(get(1), width)) as i64, width),
            "arith.muli" => wrap(get(0).wrapping_mul(get(1)), width),
            "arith.addi" => wrap(get(0).wrapping_add(get(1)), width),
            "arith.subi" => wrap(get(0).wrapping_sub(get(1)), width),
            "arith.andi" => get(0) & get(1),
            "arith.select" => {
                if get(0) != 0 {
                    get(1)
                } else {
                    get(2)
                }
            }
            "arith.cmpi" => {
                let pred = ctx
                    .dict_get_str(op.properties().expect("properties"), "predicate")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .expect("a predicate")
                    .sext_i64();
                let ow = w(&op.operands()[0]);
                let (a, b) = (get(0), get(1));
                let (ua, ub) = (unsigned(a, ow), unsigned(b, ow));
                let r = match pred {
                    0 => a == b,
                    1 => a != b,
                    2 => a < b,
                    4 => a > b,
                    6 => ua < ub,
                    8 => ua > ub,
                    p => panic!("predicate {p} not in the expansions"),
                };
                // i1 true is -1 sign-extended; only zero or not matters.
                r as i64
            }
            "func.return" => return get(0),
            other => panic!("{other} is not in an integer expansion"),
        };
        env.insert(op.result(0).key(), value);
    }
    panic!("no return")
}

/// The expanded body of `@f(%a, %b) -> iN { arith.<op> %a, %b }`: its
/// arguments and ops.
fn expanded(ctx: &Context, op: &str, width: u32) -> (Vec<Value>, Vec<Op>) {
    let src = format!(
        "func.func @f(%a: i{width}, %b: i{width}) -> i{width} {{\n  %r = arith.{op} %a, %b : i{width}\n  return %r : i{width}\n}}"
    );
    let m = module(ctx, &src);
    let out = top_down_all(try_(arith_expand(ctx))).apply(&m).expect("expands");
    let f = first_func(ctx, &out);
    let block = &f.regions()[0].blocks()[0];
    assert!(
        block
            .ops()
            .iter()
            .all(|o| ctx.op_name_str(o.name()) != format!("arith.{op}")),
        "{op} expanded"
    );
    (block.args().to_vec(), body_ops(&f).to_vec())
}

#[test]
fn integer_expansions_compute_what_the_ops_compute() {
    let ctx = strata::context();
    // Every pair of i8 values (division by zero and the one overflowing
    // signed division excluded: arith leaves them undefined).
    let width = 8;
    let ops = [
        "ceildivsi",
        "floordivsi",
        "ceildivui",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
    ];
    for op in ops {
        let (params, body) = expanded(&ctx, op, width);
        let mut checked = 0;
        for a in i8::MIN..=i8::MAX {
            for b in i8::MIN..=i8::MAX {
                let divides = op.contains("div");
                if divides && (b == 0 || (op.ends_with("si") && a == i8::MIN && b == -1)) {
                    continue;
                }
                let (ua, ub) = (a as u8, b as u8);
                let expected: i64 = match op {
                    // Through floating point, independently of the
                    // integer formula the expansion uses.
                    "ceildivsi" => (a as f64 / b as f64).ceil() as i64,
                    "floordivsi" => (a as f64 / b as f64).floor() as i64,
                    "ceildivui" => ua.div_ceil(ub) as i8 as i64,
                    "maxsi" => a.max(b) as i64,
                    "minsi" => a.min(b) as i64,
                    "maxui" => ua.max(ub) as i8 as i64,
                    "minui" => ua.min(ub) as i8 as i64,
                    _ => unreachable!(),
                };
                let got = evaluate(&ctx, &body, &params, &[a as i64, b as i64], width);
                assert_eq!(got, expected, "{op}({a}, {b})");
                checked += 1;
            }
        }
        assert!(checked > 65000, "{op}: {checked} pairs");
    }
    // Wider: the boundaries of i32 and a spread of values between.
    let width = 32;
    let mut values: Vec<i32> = vec![
        i32::MIN,
        i32::MIN + 1,
        -65537,
        -7,
        -2,
        -1,
        0,
        1,
        2,
        3,
        7,
        65536,
        i32::MAX - 1,
        i32::MAX,
    ];
    values.extend((0..40).map(|k: i32| k.wrapping_mul(0x02F6_E2B1).wrapping_add(-0x3000_0000)));
    for op in ["ceildivsi", "floordivsi", "ceildivui"] {
        let (params, body) = expanded(&ctx, op, width);
        for &a in &values {
            for &b in &values {
                if b == 0 || (op.ends_with("si") && a == i32::MIN && b == -1) {
                    continue;
                }
                let (q, r) = (a as i64 / b as i64, a as i64 % b as i64);
                let expected = match op {
                    "ceildivsi" => q + (r != 0 && ((r > 0) == (b > 0))) as i64,
                    "floordivsi" => q - (r != 0 && ((r < 0) != (b < 0))) as i64,
                    _ => (a as u32).div_ceil(b as u32) as i32 as i64,
                };
                let got = evaluate(&ctx, &body, &params, &[a as i64, b as i64], width);
                assert_eq!(got, expected, "{op}({a}, {b})");
            }
        }
    }
}
