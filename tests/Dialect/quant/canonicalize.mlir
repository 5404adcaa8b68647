// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

!q = !quant.uniform<i8:f32, 2.0:-3>
!r = !quant.uniform<i8:f32, 4.0>

// Casts there and back fold; a round trip through another quantized
// type does not.
func.func @round_trips(%f: tensor<2xf32>, %q: tensor<2x!q>, %i: i8) -> (tensor<2xf32>, tensor<2x!q>, i8, !r) {
  %0 = quant.qcast %f : tensor<2xf32> to tensor<2x!q>
  %1 = quant.dcast %0 : tensor<2x!q> to tensor<2xf32>
  %2 = quant.dcast %q : tensor<2x!q> to tensor<2xf32>
  %3 = quant.qcast %2 : tensor<2xf32> to tensor<2x!q>
  %4 = quant.scast %i : i8 to !q
  %5 = quant.scast %4 : !q to i8
  %6 = quant.dcast %4 : !q to f32
  %7 = quant.qcast %6 : f32 to !r
  return %1, %3, %5, %7 : tensor<2xf32>, tensor<2x!q>, i8, !r
}

// CHECK: module {
// CHECK-NEXT:   func.func @round_trips(%arg0: tensor<2xf32>, %arg1: tensor<2x!quant.uniform<i8:f32, 2.000000e+00:-3>>, %arg2: i8) -> (tensor<2xf32>, tensor<2x!quant.uniform<i8:f32, 2.000000e+00:-3>>, i8, !quant.uniform<i8:f32, 4.000000e+00>) {
// CHECK-NEXT:     %0 = quant.scast %arg2 : i8 to !quant.uniform<i8:f32, 2.000000e+00:-3>
// CHECK-NEXT:     %1 = quant.dcast %0 : !quant.uniform<i8:f32, 2.000000e+00:-3> to f32
// CHECK-NEXT:     %2 = quant.qcast %1 : f32 to !quant.uniform<i8:f32, 4.000000e+00>
// CHECK-NEXT:     return %arg0, %arg1, %arg2, %2 : tensor<2xf32>, tensor<2x!quant.uniform<i8:f32, 2.000000e+00:-3>>, i8, !quant.uniform<i8:f32, 4.000000e+00>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
