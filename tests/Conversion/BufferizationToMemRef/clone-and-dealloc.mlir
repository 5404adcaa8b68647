// RUN: strata-opt %s -convert-bufferization-to-memref | FileCheck %s
// CONFORMANCE: pipeline=-convert-bufferization-to-memref

// Clones become an allocation of the clone's shape and a copy: dynamic
// sizes are read from the input (taken from its allocation when it is one),
// other layouts are cast to, unranked inputs are measured dimension by
// dimension and reshaped. Deallocs of several memrefs go through the
// helper function added to the module.

func.func @clone_static(%m: memref<4x8xi32>) -> memref<4x8xi32> {
  %0 = bufferization.clone %m : memref<4x8xi32> to memref<4x8xi32>
  return %0 : memref<4x8xi32>
}

func.func @clone_of_alloc(%n: index) -> memref<?x3xf64> {
  %a = memref.alloc(%n) : memref<?x3xf64>
  %0 = bufferization.clone %a : memref<?x3xf64> to memref<?x3xf64>
  memref.dealloc %a : memref<?x3xf64>
  return %0 : memref<?x3xf64>
}

func.func @clone_dynamic(%m: memref<2x?x?xf32>) -> memref<2x?x?xf32> {
  %0 = bufferization.clone %m : memref<2x?x?xf32> to memref<2x?x?xf32>
  return %0 : memref<2x?x?xf32>
}

func.func @clone_strided(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = bufferization.clone %m : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

func.func @clone_unranked(%m: memref<*xi16>) -> memref<*xi16> {
  %0 = bufferization.clone %m : memref<*xi16> to memref<*xi16>
  return %0 : memref<*xi16>
}

func.func @dealloc_two(%a: memref<2xf32>, %b: memref<4xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0 : i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @clone_static(%arg0: memref<4x8xi32>) -> memref<4x8xi32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4x8xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4x8xi32> to memref<4x8xi32>
// CHECK-NEXT:     return %alloc : memref<4x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_alloc(%arg0: index) -> memref<?x3xf64> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?x3xf64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?x3xf64>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<?x3xf64> to memref<?x3xf64>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x3xf64>
// CHECK-NEXT:     return %alloc_0 : memref<?x3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_dynamic(%arg0: memref<2x?x?xf32>) -> memref<2x?x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<2x?x?xf32>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c2 : memref<2x?x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%dim, %dim_0) : memref<2x?x?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<2x?x?xf32> to memref<2x?x?xf32>
// CHECK-NEXT:     return %alloc : memref<2x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_strided(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<?x4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg0, %cast : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_unranked(%arg0: memref<*xi16>) -> memref<*xi16> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.rank %arg0 : memref<*xi16>
// CHECK-NEXT:     %alloca = memref.alloca(%0) : memref<?xindex>
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %0 step %c1 iter_args(%arg2 = %c1) -> (index) {
// CHECK-NEXT:       %dim = memref.dim %arg0, %arg1 : memref<*xi16>
// CHECK-NEXT:       memref.store %dim, %alloca[%arg1] : memref<?xindex>
// CHECK-NEXT:       %2 = arith.muli %arg2, %dim : index
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc(%1) : memref<?xi16>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%alloca) : (memref<?xi16>, memref<?xindex>) -> memref<*xi16>
// CHECK-NEXT:     memref.copy %arg0, %reshape : memref<*xi16> to memref<*xi16>
// CHECK-NEXT:     return %reshape : memref<*xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_two(%arg0: memref<2xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> i1 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<1xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xf32> -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT:     %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<2xf32> -> index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr_5, %alloc_1[%c0_6] : memref<1xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_7 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_8 = memref.cast %alloc_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_9 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_10 = memref.alloc() : memref<1xi1>
// CHECK-NEXT:     %cast_11 = memref.cast %alloc_9 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_12 = memref.cast %alloc_10 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_9[%c0_13] : memref<2xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_14 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_9[%c1_14] : memref<2xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_15 = arith.constant 0 : index
// CHECK-NEXT:     %2 = memref.load %alloc_10[%c0_15] : memref<1xi1>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<1xindex>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_9 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_10 : memref<1xi1>
// CHECK-NEXT:     return %2 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:       memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:       %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:           memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:         }
// CHECK-NEXT:         %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:         scf.yield %8 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:         scf.yield %7 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:       memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
