// RUN: sample-opt %s | FileCheck %s
// RUN: sample-opt %s --mlir-print-op-generic | sample-opt | FileCheck %s
// CONFORMANCE: skip (the sample dialect is an example outside MLIR)

// The sample dialect comes from its own crate; sample-opt registers it
// beside Strata's dialects.

// CHECK-LABEL: func.func @ops
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: vector<4xf32>)
func.func @ops(%a: i32, %b: vector<4xf32>) -> i32 {
  // CHECK: %[[SUM:.*]] = sample.add %[[A]], %[[A]] : i32
  %0 = sample.add %a, %a : i32
  // CHECK: %[[ID:.*]] = sample.identity %[[SUM]] : i32
  %1 = sample.identity %0 : i32
  // CHECK: sample.print %[[ID]] {label = "sum"} : i32
  sample.print %1 {label = "sum"} : i32
  // CHECK: %[[S:.*]] = sample.scope {
  // CHECK-NEXT: %[[V:.*]] = sample.add %[[B]], %[[B]] : vector<4xf32>
  // CHECK-NEXT: sample.yield %[[V]] : vector<4xf32>
  // CHECK-NEXT: } : vector<4xf32>
  %2 = sample.scope {
    %3 = sample.add %b, %b : vector<4xf32>
    sample.yield %3 : vector<4xf32>
  } : vector<4xf32>
  // CHECK: sample.scope {
  // CHECK-NEXT: sample.yield
  // CHECK-NEXT: }
  sample.scope {
    sample.yield
  }
  return %1 : i32
}
