// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-decompose-affine-ops | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-decompose-affine-ops --loop-invariant-code-motion --cse | FileCheck %s --check-prefix=HOIST

// Operands of affine.apply become symbols, the most hoistable first; a
// sum with a compound term is split into one affine.apply per term,
// combined in order of hoistability, so that loop-invariant code motion
// can move the invariant partial sums out of the loops. Products are
// split the same way.

// CHECK-DAG: #[[$ID:.*]] = affine_map<()[s0] -> (s0)>
// CHECK-DAG: #[[$ADD:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[$X4:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @loops
// CHECK:       scf.for %[[I:.*]] =
// CHECK-NEXT:    scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[C:.*]] = affine.apply #{{.*}}()
// CHECK-NEXT:      %[[N:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NEXT:      %[[A0:.*]] = affine.apply #[[$ADD]]()[%[[C]], %[[N]]]
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$ID]]()[%[[I]]]
// CHECK-NEXT:      %[[A1:.*]] = affine.apply #[[$ADD]]()[%[[A0]], %[[T]]]
// CHECK-NEXT:      %[[U:.*]] = affine.apply #{{.*}}()[%[[J]]]
// CHECK-NEXT:      %[[A2:.*]] = affine.apply #[[$ADD]]()[%[[A1]], %[[U]]]
// CHECK-NEXT:      "test.use"(%[[A2]])
// CHECK-NEXT:      %[[V:.*]] = affine.apply #[[$ID]]()[%[[I]]]
// CHECK-NEXT:      %[[W:.*]] = affine.apply #[[$X4]]()[%[[J]]]
// CHECK-NEXT:      %[[S:.*]] = affine.apply #[[$ADD]]()[%[[V]], %[[W]]]
// CHECK-NEXT:      "test.use"(%[[S]])

// HOIST-LABEL: func.func @loops
// HOIST:       affine.apply
// HOIST-NEXT:  affine.apply
// HOIST-NEXT:  affine.apply
// HOIST-NEXT:  scf.for %[[I:.*]] =
// HOIST-NEXT:    affine.apply #{{.*}}()[%[[I]]]
// HOIST-NEXT:    affine.apply
// HOIST-NEXT:    scf.for %[[J:.*]] =
func.func @loops(%n: index, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + (s0 floordiv 8) mod 2 + 7)>(%j, %i)[%n]
      "test.use"(%a) : (index) -> ()
      %b = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%j, %i)
      "test.use"(%b) : (index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @product
// CHECK:       %[[X:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NEXT:  %[[Y:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NEXT:  affine.apply #{{.*}}()[%[[X]], %[[Y]]]
func.func @product(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 + 1) * (s1 floordiv 2))>()[%a, %b]
  return %0 : index
}
