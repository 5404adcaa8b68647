// RUN: strata-opt %s --expand-realloc --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--expand-realloc
// CONFORMANCE: pipeline=--expand-realloc=emit-deallocs=false

func.func @dynamic_to_dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @static_to_static(%m: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m {alignment = 16} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @dynamic_to_static(%m: memref<?xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m : memref<?xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @static_to_dynamic(%m: memref<8xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<8xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dynamic_to_dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:       memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:       memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:       scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @static_to_static(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic_to_static(%arg0: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.cmpi ult, %dim, %c4 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:       memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:       memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @static_to_dynamic(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.cmpi ult, %c8, %arg1 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT:       memref.copy %arg0, %subview : memref<8xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT:       memref.dealloc %arg0 : memref<8xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:       scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
