// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// tensor.parallel_insert_slice in scf.forall's in_parallel terminator:
// static and dynamic offsets, sizes and strides, rank-reducing sources,
// discardable attributes, several inserts into several shared outputs.

// CHECK-LABEL: func.func @forms(
func.func @forms(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>, %s: tensor<4x?xf32>, %r: tensor<16xf32>, %n: index) -> (tensor<8x16xf32>, tensor<?x?xf32>) {
  // CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) in (2, %{{.*}}) shared_outs(%[[O:.*]] = %{{.*}}, %[[P:.*]] = %{{.*}}) -> (tensor<8x16xf32>, tensor<?x?xf32>) {
  %0:2 = scf.forall (%i, %j) in (2, %n) shared_outs(%o = %t, %p = %u) -> (tensor<8x16xf32>, tensor<?x?xf32>) {
    // CHECK: scf.forall.in_parallel {
    scf.forall.in_parallel {
      // CHECK-NEXT: tensor.parallel_insert_slice %{{.*}} into %[[O]][%[[I]], 0] [4, %{{.*}}] [1, 1] {foo} : tensor<4x?xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, %n] [1, 1] {foo} : tensor<4x?xf32> into tensor<8x16xf32>
      // CHECK-NEXT: tensor.parallel_insert_slice %{{.*}} into %[[O]][%[[J]], 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %r into %o[%j, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
      // CHECK-NEXT: tensor.parallel_insert_slice %{{.*}} into %[[P]][%[[I]], %[[J]]] [4, %{{.*}}] [%[[J]], 2] : tensor<4x?xf32> into tensor<?x?xf32>
      tensor.parallel_insert_slice %s into %p[%i, %j] [4, %n] [%j, 2] : tensor<4x?xf32> into tensor<?x?xf32>
    // CHECK-NEXT: }
    }
  }
  return %0#0, %0#1 : tensor<8x16xf32>, tensor<?x?xf32>
}
