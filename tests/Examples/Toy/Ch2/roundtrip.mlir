// MLIR input (by extension or -x mlir) is parsed, verified and printed back.
// RUN: toyc-ch2 %s -emit=mlir | FileCheck %s
// RUN: cat %s | toyc-ch2 -x mlir -emit=mlir | FileCheck %s

// CHECK-LABEL: toy.func @f(
// CHECK-SAME:      %arg0: tensor<2x3xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %0 = toy.add %arg0, %arg1 : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    toy.print %1 : tensor<*xf64>
// CHECK-NEXT:    toy.return %1 : tensor<*xf64>
toy.func @f(%a: tensor<2x3xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %a, %b : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
