// RUN: strata-opt %s | FileCheck %s

// Reshapes to and from rank 0 have no reassociation groups.
// CHECK-LABEL: func.func @rank0
// CHECK:         %[[C:.*]] = tensor.collapse_shape %{{.*}} [] : tensor<1x1x1xi32> into tensor<i32>
// CHECK:         tensor.expand_shape %[[C]] [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
func.func @rank0(%t: tensor<1x1x1xi32>) -> tensor<1x1xi32> {
  %c = tensor.collapse_shape %t [] : tensor<1x1x1xi32> into tensor<i32>
  %e = tensor.expand_shape %c [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
  return %e : tensor<1x1xi32>
}
