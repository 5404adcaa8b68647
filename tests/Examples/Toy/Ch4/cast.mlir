// toy.cast accepts tensors of one element type whose shapes agree when known.
// RUN: split-file %s %t
// RUN: toyc-ch4 %t/ok.mlir -emit=mlir | FileCheck %s --check-prefix=OK
// RUN: not toyc-ch4 %t/shape.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not toyc-ch4 %t/rank.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=RANK

//--- ok.mlir
// OK: toy.cast %arg0 : tensor<2x3xf64> to tensor<*xf64>
// OK: toy.cast %0 : tensor<*xf64> to tensor<2x3xf64>
toy.func @f(%a: tensor<2x3xf64>) {
  %0 = toy.cast %a : tensor<2x3xf64> to tensor<*xf64>
  %1 = toy.cast %0 : tensor<*xf64> to tensor<2x3xf64>
  toy.print %1 : tensor<2x3xf64>
  toy.return
}

//--- shape.mlir
toy.func @f(%a: tensor<2x3xf64>) {
  %0 = toy.cast %a : tensor<2x3xf64> to tensor<3x2xf64>
  toy.return
}
// SHAPE: error: 'toy.cast' op operand type 'tensor<2x3xf64>' and result type 'tensor<3x2xf64>' are cast incompatible

//--- rank.mlir
toy.func @f(%a: tensor<6xf64>) {
  %0 = toy.cast %a : tensor<6xf64> to tensor<2x3xf64>
  toy.return
}
// RANK: error: 'toy.cast' op operand type 'tensor<6xf64>' and result type 'tensor<2x3xf64>' are cast incompatible

//--- ch3.mlir
// Before chapter 4 the dialect has no cast.
// RUN: not toyc-ch3 %t/ch3.mlir -emit=mlir 2>&1 | FileCheck %s --check-prefix=CH3
toy.func @f(%a: tensor<2xf64>) {
  %0 = toy.cast %a : tensor<2xf64> to tensor<*xf64>
  toy.return
}
// CH3: error: custom op 'toy.cast' is unknown
