// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s --check-prefix=NESTED
// Every location, block arguments included, becomes loc(unknown).

func.func @f(%a: i32 loc("x.mlir":1:2)) -> i32 {
  %0 = "u.op"(%a) : (i32) -> i32 loc(fused["a":1:1, "b":2:2])
  return %0 : i32 loc(callsite("c":1:1 at "d":2:2))
} loc("f.mlir":3:3)

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:     %0 = "u.op"(%arg0) : (i32) -> i32 loc(#loc)
// CHECK-NEXT:     return %0 : i32 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)

// The module keeps its own location when only functions are stripped.
// NESTED: } loc(#loc)
// NESTED: #loc = loc("{{.*}}strip-debuginfo.mlir":0:0)
