// RUN: toyc-ch7 %s -emit=mlir | FileCheck %s --check-prefix=ROUND
// RUN: toyc-ch7 %s -emit=mlir -opt | FileCheck %s
// RUN: toyc-ch7 %s -emit=jit | FileCheck %s --check-prefix=OUT

// Struct values round-trip; reading an element of a constant struct is
// that element's constant (through a nested struct too), so the structs
// are gone once optimized and lowered.
toy.func @main() {
  %0 = toy.struct_constant [dense<[1.0, 2.0]> : tensor<2xf64>, [dense<3.0> : tensor<2xf64>]] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> !toy.struct<tensor<*xf64>>
  %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  %3 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> tensor<*xf64>
  %4 = toy.mul %2, %3 : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}

// ROUND:      %0 = toy.struct_constant [dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>, [dense<3.000000e+00> : tensor<2xf64>]] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>
// ROUND-NEXT: %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> !toy.struct<tensor<*xf64>>

// CHECK-LABEL: toy.func @main() {
// CHECK-NOT:     struct
// CHECK-DAG:     [[A:%.*]] = toy.constant dense<3.000000e+00> : tensor<2xf64>
// CHECK-DAG:     [[B:%.*]] = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK:         toy.mul [[A]], [[B]] : tensor<2xf64>

// OUT: 3.000000 6.000000
