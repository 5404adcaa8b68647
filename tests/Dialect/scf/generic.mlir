// RUN: strata-opt %s -mlir-print-op-generic | FileCheck %s

// The generic form of every scf op, read back into the custom form.
func.func @generic(%lb: index, %c: i1, %x: f32, %t: tensor<4xf32>) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() {kept} : () -> ()
  }) : (index, index, index) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %1 = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> f32
  %2 = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (f32) -> f32
  %3 = "scf.execute_region"() <{no_inline}> ({
    "scf.yield"(%x) : (f32) -> ()
  }) : () -> f32
  %4 = "scf.index_switch"(%lb) <{cases = array<i64: 4>}> ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (index) -> f32
  %5 = "scf.parallel"(%lb, %lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  %6 = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index, i1, f32, tensor<4xf32>) -> (), sym_name = "generic"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index, %arg1: i1, %arg2: f32, %arg3: tensor<4xf32>):
// CHECK-NEXT:     %0 = "scf.for"(%arg0, %arg0, %arg0, %arg2) ({
// CHECK-NEXT:     ^bb0(%arg12: index, %arg13: f32):
// CHECK-NEXT:       "scf.yield"(%arg13) : (f32) -> ()
// CHECK-NEXT:     }) : (index, index, index, f32) -> f32
// CHECK-NEXT:     "scf.for"(%arg0, %arg0, %arg0) ({
// CHECK-NEXT:     ^bb0(%arg11: index):
// CHECK-NEXT:       "scf.yield"() {kept} : () -> ()
// CHECK-NEXT:     }) : (index, index, index) -> ()
// CHECK-NEXT:     "scf.if"(%arg1) ({
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : (i1) -> ()
// CHECK-NEXT:     %1 = "scf.if"(%arg1) ({
// CHECK-NEXT:       "scf.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }) : (i1) -> f32
// CHECK-NEXT:     %2 = "scf.while"(%arg2) ({
// CHECK-NEXT:     ^bb0(%arg10: f32):
// CHECK-NEXT:       "scf.condition"(%arg1, %arg10) : (i1, f32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg9: f32):
// CHECK-NEXT:       "scf.yield"(%arg9) : (f32) -> ()
// CHECK-NEXT:     }) : (f32) -> f32
// CHECK-NEXT:     %3 = "scf.execute_region"() <{no_inline}> ({
// CHECK-NEXT:       "scf.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }) : () -> f32
// CHECK-NEXT:     %4 = "scf.index_switch"(%arg0) <{cases = array<i64: 4>}> ({
// CHECK-NEXT:       "scf.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT:     }) : (index) -> f32
// CHECK-NEXT:     %5 = "scf.parallel"(%arg0, %arg0, %arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg6: index):
// CHECK-NEXT:       "scf.reduce"(%arg2) ({
// CHECK-NEXT:       ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT:         "scf.reduce.return"(%arg7) : (f32) -> ()
// CHECK-NEXT:       }) : (f32) -> ()
// CHECK-NEXT:     }) : (index, index, index, f32) -> f32
// CHECK-NEXT:     %6 = "scf.forall"(%arg0, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: tensor<4xf32>):
// CHECK-NEXT:       "scf.forall.in_parallel"() ({
// CHECK-NEXT:       ^bb0:
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : (index, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
