// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s
// Value names in isolated ops with several regions inside functions: the
// regions of one isolated body are named together (also when bodies are
// named in parallel), each region starting from its parent's counters.

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  test.isolated_regions {
    %c7 = arith.constant 7 : i32
    %1 = "foo.get"() : () -> i32
    %2 = arith.subi %1, %c7 : i32
    "foo.use"(%2) : (i32) -> ()
  }, {
    %c1 = arith.constant 1 : i32
    %3 = "foo.get"() : () -> i32
    "foo.use"(%3, %c1) : (i32, i32) -> ()
  }
  return %0 : i32
}
func.func @g() {
  test.isolated_regions {
    %c1 = arith.constant 1 : i32
    "foo.use"(%c1) : (i32) -> ()
  }, {
    %x = "foo.get"() : () -> i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: test.isolated_regions {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %1 = "foo.get"() : () -> i32
// CHECK-NEXT: %2 = arith.subi %1, %c7_i32 : i32
// CHECK-NEXT: "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %1 = "foo.get"() : () -> i32
// CHECK-NEXT: "foo.use"(%1, %c1_i32_0) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT: test.isolated_regions {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %0 = "foo.get"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
