// RUN: strata-opt %s -test-affine-walk -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s

// One remark for each result expression holding a `mod`, whatever the
// attribute's name; the walk stops at the first `mod` of an expression.

// CHECK: test-affine-walk.mlir:[[@LINE+3]]:1: remark: mod expression:
// CHECK: test-affine-walk.mlir:[[@LINE+2]]:1: remark: mod expression:
// CHECK-NOT: test-affine-walk.mlir:[[@LINE+1]]:1: remark
"test.maps"() {m = affine_map<(d0, d1) -> (d0 floordiv 3, (d1 mod 4) mod 2, d0 + d1 mod 7)>} : () -> ()

// CHECK: test-affine-walk.mlir:[[@LINE+3]]:1: remark: mod expression:
// CHECK: test-affine-walk.mlir:[[@LINE+2]]:1: remark: mod expression:
// CHECK-NOT: test-affine-walk.mlir:[[@LINE+1]]:1: remark
"test.maps"() {a = affine_map<(d0) -> (d0 mod 2)>, b = affine_map<(d0)[s0] -> (d0 * 4 + s0 mod 3)>} : () -> ()

// Maps without `mod`, maps inside arrays and other attributes are not
// looked at.
// CHECK-NOT: test-affine-walk.mlir:[[@LINE+1]]:1: remark
"test.maps"() {a = affine_map<(d0) -> (d0 ceildiv 2)>, b = [affine_map<(d0) -> (d0 mod 2)>], c = 5} : () -> ()

func.func @nested() {
  // CHECK: test-affine-walk.mlir:[[@LINE+1]]:3: remark: mod expression:
  "test.maps"() {m = affine_map<(d0) -> (d0 mod 8)>} : () -> ()
  return
}
