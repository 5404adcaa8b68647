// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Maps are printed through aliases, in order of first use; a map used
// twice shares its alias.

// CHECK-DAG: #[[$ADD:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[$LIN:.*]] = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK-DAG: #[[$MAX:.*]] = affine_map<()[s0] -> (s0, 0)>
// CHECK-DAG: #[[$DIV:.*]] = affine_map<(d0) -> (d0 floordiv 4, d0 mod 3, d0 ceildiv 2)>
#add = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func @ops
func.func @ops(%a: index, %b: index) -> (index, index, index, index, index, index) {
  // CHECK: affine.apply #[[$ADD]](%{{.*}})[%{{.*}}]
  %0 = affine.apply #add(%a)[%b]
  // CHECK: affine.apply #[[$LIN]](%{{.*}}, %{{.*}})
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%a, %b)
  // CHECK: affine.min #[[$MIN]](%{{.*}})[%{{.*}}]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%b]
  // CHECK: affine.max #[[$MAX]]()[%{{.*}}]
  %3 = affine.max affine_map<()[s0] -> (s0, 0)>()[%b]
  // CHECK: affine.apply #[[$ADD]](%{{.*}})[%{{.*}}] {some.attr}
  %4 = affine.apply #add(%b)[%a] {some.attr}
  // CHECK: affine.min #[[$DIV]](%{{.*}})
  %5 = affine.min affine_map<(d0) -> (d0 floordiv 4, d0 mod 3, d0 ceildiv 2)>(%a)
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// CHECK-LABEL: func @nested
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: scf.for
  scf.for %i = %c0 to %n step %c1 {
    // CHECK: affine.apply #{{.*}}(%{{.*}})[%{{.*}}]
    %0 = affine.apply #add(%i)[%n]
    "test.use"(%0) : (index) -> ()
  }
  return
}
