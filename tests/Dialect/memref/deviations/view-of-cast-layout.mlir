// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize | strata-opt | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22's output fails verification: docs/deviations.md)
// A memref.view of a memref.cast whose source has a layout memref.view
// does not accept keeps the cast.

func.func @view_of_strided_cast(%a: memref<2048xi8, strided<[1], offset: ?>>, %o: index, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %a : memref<2048xi8, strided<[1], offset: ?>> to memref<?xi8>
  %v = memref.view %c[%o][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @view_of_strided_cast
// CHECK:         %[[C:.*]] = memref.cast %arg0 : memref<2048xi8, strided<[1], offset: ?>> to memref<?xi8>
// CHECK-NEXT:    %[[V:.*]] = memref.view %[[C]][%arg1][%arg2] : memref<?xi8> to memref<?x4xf32>
// CHECK-NEXT:    return %[[V]] : memref<?x4xf32>

func.func @view_of_strided_cast_static(%a: memref<2048xi8, strided<[1], offset: ?>>, %o: index) -> memref<4xf32> {
  %c = memref.cast %a : memref<2048xi8, strided<[1], offset: ?>> to memref<2048xi8>
  %v = memref.view %c[%o][] : memref<2048xi8> to memref<4xf32>
  return %v : memref<4xf32>
}

// CHECK-LABEL: func.func @view_of_strided_cast_static
// CHECK:         %[[C:.*]] = memref.cast %arg0 : memref<2048xi8, strided<[1], offset: ?>> to memref<2048xi8>
// CHECK-NEXT:    %[[V:.*]] = memref.view %[[C]][%arg1][] : memref<2048xi8> to memref<4xf32>
// CHECK-NEXT:    return %[[V]] : memref<4xf32>
