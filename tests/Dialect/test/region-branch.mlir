// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=RT
// RUN: strata-opt %s -control-flow-sink | FileCheck %s
// CONFORMANCE: pipeline=
// CONFORMANCE: pipeline=--control-flow-sink

// The region branch ops of the test dialect: control-flow sinking moves a
// value used in one region only into that region, following the regions'
// invocation bounds (then/else run at most once, any_cond's region exactly
// once).

// RT-LABEL: func.func @sink_region_if
// RT: test.region_if %{{.*}}: i32 -> i32 then {
// CHECK-LABEL: func.func @sink_region_if
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: test.region_if %[[A]]: i32 -> i32 then {
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: test.region_if_yield %[[S]] : i32
// CHECK-NEXT: } else {
func.func @sink_region_if(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %r = test.region_if %a : i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %s : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  }
  return %r : i32
}

// RT-LABEL: func.func @any_cond
// RT: "test.any_cond"() ({
// CHECK-LABEL: func.func @any_cond
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: "test.any_cond"() ({
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: "test.yield"(%[[S]]) : (i32) -> ()
func.func @any_cond(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %r = "test.any_cond"() ({
    "test.yield"(%s) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
