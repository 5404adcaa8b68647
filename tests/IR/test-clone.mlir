// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline="builtin.module(func.func(test-clone))" | FileCheck %s

// Each chunk's notifications come before its IR (the pass prints to the
// stream the IR goes to).

// CHECK: notifyOperationInserted: test.outer
// CHECK-NEXT: notifyOperationInserted: test.inner
// CHECK-NEXT: notifyOperationInserted: test.yield
// CHECK-NEXT: notifyOperationInserted: func.return
// CHECK-LABEL: func.func @swap_twice(%arg0: i32, %arg1: f32) -> (i32, f32)
// CHECK-NEXT: %0 = "test.outer"(%arg0) ({
// CHECK-NEXT:   "test.inner"(%arg1) : (f32) -> ()
// CHECK-NEXT:   "test.yield"() : () -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: %1 = "test.outer"(%0) ({
// CHECK-NEXT:   "test.inner"(%arg1) : (f32) -> ()
// CHECK-NEXT:   "test.yield"() : () -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: return %1, %arg1 : i32, f32
func.func @swap_twice(%a: i32, %b: f32) -> (i32, f32) {
  %0 = "test.outer"(%a) ({
    "test.inner"(%b) : (f32) -> ()
    "test.yield"() : () -> ()
  }) : (i32) -> i32
  return %0, %b : i32, f32
}

// -----

// A function whose returns do not match its arguments is left alone.

// CHECK-NOT: notifyOperationInserted
// CHECK-LABEL: func.func @mismatch(%arg0: i32) -> f32
// CHECK-NEXT: %0 = "test.make"() : () -> f32
// CHECK-NEXT: return %0 : f32
func.func @mismatch(%a: i32) -> f32 {
  %0 = "test.make"() : () -> f32
  return %0 : f32
}

// -----

// CHECK: // {{-+}}
// CHECK-NEXT: notifyOperationInserted: func.return
// CHECK-LABEL: func.func @empty()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty() {
  return
}
