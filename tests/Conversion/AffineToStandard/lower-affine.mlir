// RUN: strata-opt %s --allow-unregistered-dialect --lower-affine | FileCheck %s
// CONFORMANCE: pipeline=--lower-affine

func.func @exprs(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 * 4 + s1 * s0 - 3)>(%a)[%b, %c]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%a)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%a)
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%a)
  %4 = affine.apply affine_map<(d0) -> (-d0)>(%a)
  %5 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%b]
  %6 = affine.max affine_map<(d0)[s0] -> (d0, s0 - 1)>(%a)[%b]
  %7 = affine.apply affine_map<()[s0, s1] -> (s0 mod s1)>()[%a, %b]
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
func.func @symbolic_divisors(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1] -> (s1 - s0 * 2)>()[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1] -> (42)>()[%a, %b]
  return %0, %1, %2, %3 : index, index, index, index
}

// Inside a loop the expansion happens at the op; identity maps fold.
func.func @loop(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%m]
    %1 = affine.apply affine_map<(d0) -> (d0)>(%0)
    %2 = affine.min affine_map<(d0, d1) -> (d0, d1 - 1)>(%1, %n)
    "test.use"(%2) : (index) -> ()
  }
  return
}



// CHECK-LABEL: func.func @exprs(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 4 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.muli %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} overflow<nsw> : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.muli %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} overflow<nsw> : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -3 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 8 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.remsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi slt, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 8 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi slt, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.divsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 8 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi sle, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.divsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.muli %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} overflow<nsw> : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 16 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.minsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.minsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.maxsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.remsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi slt, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index, index, index, index, index, index
// CHECK-LABEL: func.func @symbolic_divisors(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> (index, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi slt, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.divsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.cmpi sle, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.divsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.subi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.select %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.muli %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} overflow<nsw> : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 42 : index
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index, index, index, index
// CHECK-LABEL: func.func @loop(%{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 1 : index
// CHECK-NEXT: scf.for %{{[-a-zA-Z0-9_]+}} = %{{[-a-zA-Z0-9_]+}} to %{{[-a-zA-Z0-9_]+}} step %{{[-a-zA-Z0-9_]+}} {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant 2 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.muli %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} overflow<nsw> : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.constant -1 : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.addi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = arith.minsi %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : index
// CHECK-NEXT: "test.use"(%{{[-a-zA-Z0-9_]+}}) : (index) -> ()
// CHECK: return
