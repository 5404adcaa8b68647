// RUN: not toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s

// Only `main` without arguments or results is lowered: a public function
// taking a tensor is left, and the conversion fails on it.
toy.func @f(%a: tensor<2xf64>) {
  toy.print %a : tensor<2xf64>
  toy.return
}

// CHECK: not-main.mlir:5:1: error: failed to legalize operation 'toy.func' that was explicitly marked illegal
// CHECK-NEXT: toy.func @f(%a: tensor<2xf64>) {
// CHECK-NEXT: ^
// CHECK-NOT: expected 'main'
