// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// Quantized types print their scales as floats are printed, leave out
// default storage ranges and zero zero points.
func.func @uniform(%a: !quant.uniform<i8:f32, 0.25>,
                   %b: !quant.uniform<u4<1:14>:bf16, 3.0e-1:7>,
                   %c: !quant.uniform<si16:f64, 0.998:-5>,
                   %d: !quant.uniform<i32<-100:100>:f16, 0x3FF0000000000000:0>,
                   %e: tensor<3x?x!quant.uniform<u8:f32, 2.5e+3:200>>) {
  return
}

func.func @per_axis(%a: tensor<4x2x!quant.uniform<i8:f32:1, {0.5:3, 1.0e2}>>,
                    %b: tensor<*x!quant.uniform<u8<2:250>:f16:0, {4.0,8.0:-1,0.125}>>) {
  return
}

func.func @sub_channel(%a: tensor<4x6x!quant.uniform<i8:f32:{0:2, 1:3}, {{1.0:1, 0.99872}, {3.0, 4.0:-4}}>>,
                       %b: tensor<2x!quant.uniform<u8:f16:{}, {{{0.1:2}}}>>) {
  return
}

func.func @others(%a: !quant.any<i8>, %b: !quant.any<u16<3:9>:f32>,
                  %c: !quant.calibrated<f16<-2.5:0.998>>, %d: !quant.calibrated<f64<0.001:1.0e10>>) {
  %0 = "test.use"(%a) : (!quant.any<i8>) -> !quant.any<i8<-3:3>>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @uniform(%arg0: !quant.uniform<i8:f32, 2.500000e-01>, %arg1: !quant.uniform<u4<1:14>:bf16, 3.000000e-01:7>, %arg2: !quant.uniform<i16:f64, 0.998:-5>, %arg3: !quant.uniform<i32<-100:100>:f16, 1.000000e+00>, %arg4: tensor<3x?x!quant.uniform<u8:f32, 2.500000e+03:200>>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @per_axis(%arg0: tensor<4x2x!quant.uniform<i8:f32:1, {5.000000e-01:3,1.000000e+02}>>, %arg1: tensor<*x!quant.uniform<u8<2:250>:f16:0, {4.000000e+00,8.000000e+00:-1,1.250000e-01}>>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub_channel(%arg0: tensor<4x6x!quant.uniform<i8:f32:{0:2, 1:3}, {{[{][{]}}1.000000e+00:1, 0.99871999}, {3.000000e+00, 4.000000e+00:-4}}>>, %arg1: tensor<2x!quant.uniform<u8:f16:{}, {{[{][{]}}{9.997550e-02:2}}}>>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @others(%arg0: !quant.any<i8>, %arg1: !quant.any<u16<3:9>:f32>, %arg2: !quant.calibrated<f16<-2.500000e+00:0.998>>, %arg3: !quant.calibrated<f64<1.000000e-03:1.000000e+10>>) {
// CHECK-NEXT:     %0 = "test.use"(%arg0) : (!quant.any<i8>) -> !quant.any<i8<-3:3>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
