// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline | FileCheck %s
// CONFORMANCE: pipeline=--inline
// CONFORMANCE: pipeline=--inline=op-pipelines=func.func(cse)
// CONFORMANCE: pipeline=--inline=default-pipeline=cse

// A private callee referenced from an op that is not a callable stays
// alive after its calls are inlined; one referenced only by calls goes.
"foo.keep"() {target = @kept} : () -> ()
func.func private @kept(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @gone(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func @user(%x: i32) -> i32 {
  %0 = call @kept(%x) : (i32) -> i32
  %1 = call @gone(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Callees holding ops without an inliner interface (here unregistered
// ones) are not inlined.
func.func private @opaque(%x: i32) -> i32 {
  %0 = "foo.op"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @user(%x: i32) -> i32 {
  %0 = call @opaque(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   "foo.keep"() {target = @kept} : () -> ()
// CHECK-NEXT:   func.func private @kept(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @opaque(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @opaque(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
