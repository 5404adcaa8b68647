// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Poison propagation, indirect calls of constants and chains of
// unrealized conversion casts.
func.func @u() -> (i32, f32) {
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %0 = arith.addi %p, %c : i32
  %q = ub.poison : f32
  %1 = math.sqrt %q : f32
  return %0, %1 : i32, f32
}
func.func private @callee(%x: i32) -> i32
func.func @f(%a: i32) -> (i32, i32) {
  %f = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %u = builtin.unrealized_conversion_cast %a : i32 to i64
  %v = builtin.unrealized_conversion_cast %u : i64 to i32
  return %0, %v : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @u() -> (i32, f32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     return %0, %1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(i32) -> i32
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
