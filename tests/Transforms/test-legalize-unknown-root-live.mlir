// RUN: not strata-opt %s -test-legalize-unknown-root-patterns 2>&1 >/dev/null | FileCheck %s

// An erased op whose result is still used after the conversion: the
// conversion fails, naming the user.

// CHECK: :[[@LINE+3]]:8: error: failed to legalize unresolved materialization from () to ('i32') that remained live after conversion
// CHECK: :[[@LINE+3]]:8: note: see existing live user here: %1 = arith.addi %0, %0 : i32
func.func @live_result() -> i32 {
  %0 = "test.type_producer"() : () -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
