// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Folding: identities, constants, poison.
func.func @fold(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c3, %c3)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%c3)
  %3 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 16)>(%c3)[%c0]
  %4 = affine.max affine_map<(d0)[s0] -> (d0 + 2, s0 * 2)>(%c3)[%c0]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// Composition with producing applies, promotion of dims to symbols,
// merging of repeated operands and folding of constant operands.
func.func @compose(%a: index, %b: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%0, %b)
  %2 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>(%a, %a)[%c4]
  %3 = affine.min affine_map<(d0, d1) -> (d0, d1 floordiv 2)>(%0, %b)
  return %1, %2, %3 : index, index, index
}

// Inside a loop, the induction variable stays a dim.
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %1 = affine.apply affine_map<(d0) -> (d0 * 3)>(%0)
    %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 mod 8 + (d0 + d1) mod 8)>(%n, %n)
    "test.use"(%1, %2) : (index, index) -> ()
  }
  return
}


// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1] -> (s0 * 2 + s1 + 1)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0] -> (s0 * 5)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0, s1] -> (s0 * 2, s1 floordiv 2)>
// CHECK-DAG: #{{.*}} = affine_map<(d0)[s0] -> (d0 * 3 + s0 * 3)>
// CHECK-DAG: #{{.*}} = affine_map<()[s0] -> (s0 * 4 - (s0 floordiv 8) * 8 - (s0 floordiv 4) * 8)>
// CHECK-LABEL: func.func @fold(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 15 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = ub.poison : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 5 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index, index, index
// CHECK-LABEL: func.func @compose(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.min #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index
// CHECK-LABEL: func.func @loop(%{{[-a-zA-Z0-9_]+}}: index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 1 : index
// CHECK-NEXT: scf.for %{{[-a-zA-Z0-9_]+}} = %{{[-a-zA-Z0-9_]+}} to %{{[-a-zA-Z0-9_]+}} step %{{[-a-zA-Z0-9_]+}} {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}(%{{[-a-zA-Z0-9_]+}})[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = affine.apply #{{map[0-9]*}}()[%{{[-a-zA-Z0-9_]+}}]
// CHECK-NEXT: "test.use"(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) : (index, index) -> ()
// CHECK: return
