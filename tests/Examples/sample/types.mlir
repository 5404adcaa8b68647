// RUN: sample-opt %s | FileCheck %s
// RUN: sample-opt %s --mlir-print-op-generic | sample-opt | FileCheck %s
// CONFORMANCE: skip (the sample dialect is an example outside MLIR)

// The sample dialect's declarative type and attribute.

// CHECK-LABEL: func.func @tiles
// CHECK-SAME: (%[[T:.*]]: !sample.tile<4, f32>, %{{.*}}: !sample.tile<1, !sample.tile<2, i8>>)
// CHECK-SAME: attributes {tag = #sample.tag<"hot", priority = 2>}
func.func @tiles(%t: !sample.tile<4,f32>, %n: !sample.tile< 1 , !sample.tile<2, i8> >) -> !sample.tile<4, f32>
    attributes {tag = #sample.tag<"hot",priority=2>} {
  // CHECK: sample.print %[[T]] {label = "t", tag = #sample.tag<"cold", priority = -1>} : !sample.tile<4, f32>
  sample.print %t {label = "t", tag = #sample.tag<"cold", priority = -1>} : !sample.tile<4, f32>
  // CHECK: return %[[T]] : !sample.tile<4, f32>
  return %t : !sample.tile<4, f32>
}
