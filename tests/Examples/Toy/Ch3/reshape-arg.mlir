// Reshapes of a value that is not a constant: a chain becomes one reshape.
// RUN: toyc-ch3 %s -emit=mlir -opt | FileCheck %s

// CHECK-LABEL: toy.func @f(
// CHECK-SAME:      %[[A:.*]]: tensor<6xf64>)
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[A]] : tensor<6xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.print %[[R]] : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %[[A]] : tensor<6xf64>
// CHECK-NEXT:    toy.return
toy.func @f(%a: tensor<6xf64>) {
  %0 = toy.reshape(%a : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.reshape(%a : tensor<6xf64>) to tensor<6xf64>
  toy.print %1 : tensor<3x2xf64>
  toy.print %2 : tensor<6xf64>
  toy.return
}
