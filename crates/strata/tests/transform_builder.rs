//! The Rust front end of transform scripts: a script built with handles
//! as Rust values, applied to a payload, gives what mlir-opt gives for the
//! same script; misuse of a consumed handle is reported, not applied.

use strata::dialects::transform::builder::ScriptBuilder;

const PAYLOAD: &str = r#"func.func @f(%m: memref<10xf32>, %n: memref<4x8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    %v = memref.load %m[%i] : memref<10xf32>
    memref.store %v, %m[%i] : memref<10xf32>
  }
  scf.for %a = %c0 to %c4 step %c1 {
    %y = arith.mulf %x, %x : f32
    scf.for %b = %c0 to %c8 step %c1 {
      memref.store %y, %n[%a, %b] : memref<4x8xf32>
    }
  }
  return
}
"#;

/// The script the test builds.
fn build(script: &ScriptBuilder) {
    let root = script.root();
    let func = root.match_op("func.func");
    // The loop over %m: peel its partial iteration, unroll the main part.
    let load = func.match_op("memref.load");
    let first = load.parent("scf.for");
    let _rest = first.peel();
    first.unroll(2);
    // The 2-d nest: not perfect (the multiplication sits between the
    // loops); coalescing hoists it first.
    let store = func.match_op("arith.mulf");
    let outer = store.parent("scf.for");
    outer.coalesce();
}

#[test]
fn built_script_applies_as_mlir_opt() {
    let script = ScriptBuilder::new();
    build(&script);
    let text = script.finish().expect("a well-formed script");
    if std::env::var_os("STRATA_PRINT_SCRIPT").is_some() {
        println!("{text}");
    }
    let ctx = strata::context();
    let mut payload = strata::parse(&ctx, "payload.mlir", PAYLOAD).expect("payload");
    let script_body =
        strata::parse(&ctx, "script.mlir", &text).expect("the built script parses and verifies");
    strata::dialects::transform::pass::apply_script(&ctx, &mut payload, &script_body, "__transform_main")
        .expect("the script applies");
    assert_eq!(strata::print(&ctx, &payload), EXPECTED);
}

#[test]
fn consumed_handles_are_reported() {
    let script = ScriptBuilder::new();
    let loops = script.root().match_op("scf.for");
    loops.unroll(2);
    loops.unroll(2);
    let err = script
        .finish()
        .expect_err("the second unroll uses a consumed handle");
    assert!(err.contains("uses a handle consumed by unroll"), "{err}");
}

/// mlir-opt 22's output for the same payload and script.
const EXPECTED: &str = r#"module {
  func.func @f(%arg0: memref<10xf32>, %arg1: memref<4x8xf32>, %arg2: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c9 = arith.constant 9 : index
    %c6 = arith.constant 6 : index
    %c6_0 = arith.constant 6 : index
    %0 = memref.load %arg0[%c0] : memref<10xf32>
    memref.store %0, %arg0[%c0] : memref<10xf32>
    %c1_1 = arith.constant 1 : index
    %1 = arith.muli %c3, %c1_1 : index
    %2 = arith.addi %c0, %1 : index
    %3 = memref.load %arg0[%2] : memref<10xf32>
    memref.store %3, %arg0[%2] : memref<10xf32>
    %4 = memref.load %arg0[%c6] : memref<10xf32>
    memref.store %4, %arg0[%c6] : memref<10xf32>
    scf.for %arg3 = %c9 to %c10 step %c3 {
      %6 = memref.load %arg0[%arg3] : memref<10xf32>
      memref.store %6, %arg0[%arg3] : memref<10xf32>
    }
    %5 = arith.mulf %arg2, %arg2 : f32
    %c0_2 = arith.constant 0 : index
    %c4_3 = arith.constant 4 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %c8_6 = arith.constant 8 : index
    %c1_7 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    scf.for %arg3 = %c0_2 to %c32 step %c1_4 {
      %6:2 = affine.delinearize_index %arg3 into (4, 8) : index, index
      memref.store %5, %arg1[%6#0, %6#1] : memref<4x8xf32>
    }
    return
  }
}

"#;
