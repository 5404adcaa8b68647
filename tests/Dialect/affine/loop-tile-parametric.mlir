// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-affine-parametric-tile --verify-diagnostics | FileCheck %s

// Outermost perfect nests are tiled by the function's first arguments:
// tile loops from the constant lower bound to (U - L) ceildiv t + L,
// intra-tile loops from (it - L) * t + L to the smaller of the tile's end
// and the original upper bounds, both with the original step.

// CHECK-DAG: #[[$TUB0:.*]] = affine_map<()[s0] -> (96 ceildiv s0 + 4)>
// CHECK-DAG: #[[$TUB1:.*]] = affine_map<()[s0, s1] -> (s0 ceildiv s1, 50 ceildiv s1)>
// CHECK-DAG: #[[$LB0:.*]] = affine_map<(d0)[s0] -> ((d0 - 4) * s0 + 4)>
// CHECK-DAG: #[[$UB0:.*]] = affine_map<(d0)[s0] -> ((d0 - 4) * s0 + s0 * 2 + 4, 100)>
// CHECK-DAG: #[[$LB1:.*]] = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-DAG: #[[$UB1:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s1 + s1, s0, 50)>
// CHECK-LABEL: func.func @two_loops
// CHECK-SAME:  (%[[T0:.*]]: index, %[[T1:.*]]: index, %[[N:.*]]: index)
// CHECK:       affine.for %[[I0:.*]] = 4 to #[[$TUB0]]()[%[[T0]]] step 2 {
// CHECK-NEXT:    affine.for %[[J0:.*]] = 0 to min #[[$TUB1]]()[%[[N]], %[[T1]]] {
// CHECK-NEXT:      affine.for %[[I:.*]] = #[[$LB0]](%[[I0]])[%[[T0]]] to min #[[$UB0]](%[[I0]])[%[[T0]]] step 2 {
// CHECK-NEXT:        affine.for %[[J:.*]] = #[[$LB1]](%[[J0]])[%[[T1]]] to min #[[$UB1]](%[[J0]])[%[[N]], %[[T1]]] {
// CHECK-NEXT:          "test.use"(%[[I]], %[[J]])
func.func @two_loops(%t0: index, %t1: index, %n: index) {
  affine.for %i = 4 to 100 step 2 {
    affine.for %j = 0 to min affine_map<()[s0] -> (s0, 50)>()[%n] {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @not_index(%t: i32) {
  // expected-error@+1 {{expected tiling parameters to be of index type}}
  affine.for %i = 0 to 10 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
