// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

!q = !quant.uniform<u8:f16, 0.5:10>
!qa = !quant.uniform<i8:f32:1, {1.0, 2.0:1, 4.0}>
!qs = !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}}>

func.func @casts(%f: f16, %t: tensor<?x3xf32>, %u: tensor<*xi8>, %s: tensor<5x4xf32>) -> (f16, tensor<?x3xi8>, tensor<*x!quant.any<i8:f32>>, tensor<5x4xf32>) {
  %0 = quant.qcast %f : f16 to !q
  %1 = quant.dcast %0 : !q to f16
  %2 = quant.qcast %t : tensor<?x3xf32> to tensor<?x3x!qa>
  %3 = quant.scast %2 : tensor<?x3x!qa> to tensor<?x3xi8>
  %4 = quant.scast %u : tensor<*xi8> to tensor<*x!quant.any<i8:f32>>
  %5 = quant.qcast %s : tensor<5x4xf32> to tensor<5x4x!qs>
  %6 = quant.dcast %5 : tensor<5x4x!qs> to tensor<5x4xf32>
  return %1, %3, %4, %6 : f16, tensor<?x3xi8>, tensor<*x!quant.any<i8:f32>>, tensor<5x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: f16, %arg1: tensor<?x3xf32>, %arg2: tensor<*xi8>, %arg3: tensor<5x4xf32>) -> (f16, tensor<?x3xi8>, tensor<*x!quant.any<i8:f32>>, tensor<5x4xf32>) {
// CHECK-NEXT:     %0 = quant.qcast %arg0 : f16 to !quant.uniform<u8:f16, 5.000000e-01:10>
// CHECK-NEXT:     %1 = quant.dcast %0 : !quant.uniform<u8:f16, 5.000000e-01:10> to f16
// CHECK-NEXT:     %2 = quant.qcast %arg1 : tensor<?x3xf32> to tensor<?x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:1,4.000000e+00}>>
// CHECK-NEXT:     %3 = quant.scast %2 : tensor<?x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:1,4.000000e+00}>> to tensor<?x3xi8>
// CHECK-NEXT:     %4 = quant.scast %arg2 : tensor<*xi8> to tensor<*x!quant.any<i8:f32>>
// CHECK-NEXT:     %5 = quant.qcast %arg3 : tensor<5x4xf32> to tensor<5x4x!quant.uniform<i8:f32:{1:2}, {{[{][{]}}1.000000e+00, 2.000000e+00}}>>
// CHECK-NEXT:     %6 = quant.dcast %5 : tensor<5x4x!quant.uniform<i8:f32:{1:2}, {{[{][{]}}1.000000e+00, 2.000000e+00}}>> to tensor<5x4xf32>
// CHECK-NEXT:     return %1, %3, %4, %6 : f16, tensor<?x3xi8>, tensor<*x!quant.any<i8:f32>>, tensor<5x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
