// The verifier rejects malformed toy IR given as MLIR input.
// RUN: split-file %s %t
// RUN: not toyc-ch2 %t/print.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: not toyc-ch2 %t/transpose.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
// RUN: not toyc-ch2 %t/return.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=RETURN
// RUN: not toyc-ch2 %t/constant.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT

//--- print.mlir
toy.func @main() {
  %0 = "toy.print"() : () -> tensor<2x3xf64>
}
// PRINT: error: 'toy.print' op requires zero results

//--- transpose.mlir
toy.func @main(%a: tensor<2x3xf64>) {
  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}
// TRANSPOSE: error: expected result shape to be a transpose of the input

//--- return.mlir
toy.func @f(%a: tensor<2xf64>) -> tensor<3xf64> {
  toy.return %a : tensor<2xf64>
}
// RETURN: error: type of return operand ('tensor<2xf64>') doesn't match function result type ('tensor<3xf64>')

//--- constant.mlir
toy.func @main() {
  %0 = toy.constant dense<[1, 2]> : tensor<2xi32>
  toy.return
}
// CONSTANT: error: 'toy.constant' op
