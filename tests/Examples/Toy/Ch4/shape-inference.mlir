// Shape inference on its own input: casts from the inliner fold away once
// their operand's shape is known, and CSE merges what becomes identical.
// RUN: toyc-ch4 %s -emit=mlir -opt | FileCheck %s

toy.func private @twice(%a: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %a, %a : tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.generic_call @twice(%0) : (tensor<2xf64>) -> tensor<*xf64>
  %2 = toy.generic_call @twice(%0) : (tensor<2xf64>) -> tensor<*xf64>
  %3 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  %4 = toy.mul %1, %3 : tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}

// CHECK-NOT: @twice
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT:    %[[A:.*]] = toy.add %[[C]], %[[C]] : tensor<2xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[A]], %[[C]] : tensor<2xf64>
// CHECK-NEXT:    toy.print %[[M]] : tensor<2xf64>
// CHECK-NEXT:    toy.print %[[A]] : tensor<2xf64>
// CHECK-NEXT:    toy.return
