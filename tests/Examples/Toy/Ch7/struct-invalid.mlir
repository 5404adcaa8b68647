// RUN: not toyc-ch7 %s -emit=mlir 2>&1 | FileCheck %s

toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  // CHECK: error: 'toy.struct_access' op index should be within the range of the input struct type{{$}}
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}
