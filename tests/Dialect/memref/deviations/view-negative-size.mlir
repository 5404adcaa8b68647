// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize | strata-opt | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 prints a type it cannot read back: docs/deviations.md)
// A constant negative size of memref.view cannot become a static
// dimension: the size stays a dynamic operand.

func.func @negative_size(%buf: memref<64xi8>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = arith.constant -7 : index
  %v = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// CHECK-LABEL: func.func @negative_size
// CHECK:         %[[N:.*]] = arith.constant -7 : index
// CHECK:         %[[V:.*]] = memref.view %arg0[%{{.*}}][%[[N]]] : memref<64xi8> to memref<?xf32>
// CHECK-NEXT:    return %[[V]] : memref<?xf32>
