// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// CONFORMANCE: pipeline=

// The test ops that ask value-bounds questions: their properties, with
// the default bound type and comparison filled in.

// CHECK: #[[MAP:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @reify
// CHECK-SAME: (%[[A:.*]]: index, %[[T:.*]]: tensor<?xf32>)
func.func @reify(%a: index, %t: tensor<?xf32>) -> (index, index, index) {
  // CHECK: "test.reify_bound"(%[[A]]) <{type = "EQ"}> : (index) -> index
  %0 = "test.reify_bound"(%a) : (index) -> (index)
  // CHECK: "test.reify_bound"(%[[T]]) <{constant, dim = 0 : i64, type = "UB"}> : (tensor<?xf32>) -> index
  %1 = "test.reify_bound"(%t) {type = "UB", dim = 0, constant} : (tensor<?xf32>) -> (index)
  // CHECK: "test.reify_bound"(%[[T]]) <{dim = 0 : i64, scalable, type = "LB", vscale_max = 16 : i64, vscale_min = 1 : i64}> : (tensor<?xf32>) -> index
  %2 = "test.reify_bound"(%t) {dim = 0, scalable, vscale_min = 1, vscale_max = 16, type = "LB"} : (tensor<?xf32>) -> (index)
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @compare(%a: index, %b: index) {
  // CHECK: "test.compare"(%[[A]], %[[B]]) <{cmp = "EQ"}> : (index, index) -> ()
  "test.compare"(%a, %b) : (index, index) -> ()
  // CHECK: "test.compare"(%[[A]], %[[B]]) <{cmp = "EQ", compose}> : (index, index) -> ()
  "test.compare"(%a, %b) {compose} : (index, index) -> ()
  // CHECK: "test.compare"(%[[A]], %[[B]], %[[A]]) <{cmp = "LT", lhs_map = #[[MAP]]}> : (index, index, index) -> ()
  "test.compare"(%a, %b, %a) {cmp = "LT", lhs_map = affine_map<(d0, d1) -> (d0 + d1)>} : (index, index, index) -> ()
  return
}
