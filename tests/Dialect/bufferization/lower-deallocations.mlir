// RUN: strata-opt %s --bufferization-lower-deallocations --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--bufferization-lower-deallocations

// Without memrefs, every result is false.
func.func @no_memrefs(%r: memref<3xi8>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<3xi8>)
  return %0 : i1
}

// One memref without retained values: freed under its condition.
func.func @one_memref(%m: memref<?xf32>, %c: i1) {
  scf.if %c {
    bufferization.dealloc (%m : memref<?xf32>) if (%c)
  }
  return
}

// One memref and retained values: compared by pointer with each.
func.func @one_memref_retained(%m: memref<*xf32>, %c: i1, %r0: memref<2xf32>, %r1: memref<*xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<*xf32>) if (%c) retain (%r0, %r1 : memref<2xf32>, memref<*xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Several memrefs: through the helper, whose name is made unique.
func.func private @dealloc_helper(i32)

func.func @several(%a: memref<2xf32>, %b: memref<4xi32>, %ca: i1, %cb: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%ca, %cb) retain (%r : memref<2xf32>)
  return %0 : i1
}

func.func @several_no_retained(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

// Each module that needs the helper gets its own.
module @outer {
  func.func @simple(%a: memref<2xf32>, %c: i1) {
    bufferization.dealloc (%a : memref<2xf32>) if (%c)
    return
  }
  module @inner {
    func.func @general(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
      bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
      return
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @no_memrefs(%arg0: memref<3xi8>) -> i1 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_memref(%arg0: memref<?xf32>, %arg1: i1) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       scf.if %arg1 {
// CHECK-NEXT:         memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_memref_retained(%arg0: memref<*xf32>, %arg1: i1, %arg2: memref<2xf32>, %arg3: memref<*xf32>) -> (i1, i1) {
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<*xf32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT:     %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT:     %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<*xf32> -> index
// CHECK-NEXT:     %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT:     %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:     %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<*xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %4 = arith.xori %0, %true : i1
// CHECK-NEXT:     %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT:     %6 = arith.xori %1, %true : i1
// CHECK-NEXT:     %7 = arith.andi %6, %arg1 : i1
// CHECK-NEXT:     return %5, %7 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @dealloc_helper(i32)
// CHECK-NEXT:   func.func @several(%arg0: memref<2xf32>, %arg1: memref<4xi32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> i1 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<1xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xi32> -> index
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
// CHECK-NEXT:     call @dealloc_helper_0(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_9[%c0_13] : memref<2xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_14 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_9[%c1_14] : memref<2xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<4xi32>
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
// CHECK-NEXT:   func.func @several_no_retained(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT:     %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper_0(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_11 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_12 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper_0(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
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
// CHECK-NEXT: // -----
// CHECK-NEXT: module @outer {
// CHECK-NEXT:   func.func @simple(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @general(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT:       %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:       %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT:       %c0_3 = arith.constant 0 : index
// CHECK-NEXT:       memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT:       %c1_4 = arith.constant 1 : index
// CHECK-NEXT:       memref.store %arg2, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:       %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:       %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT:       %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:       %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT:       %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:       %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT:       call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:       %c0_11 = arith.constant 0 : index
// CHECK-NEXT:       %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT:       scf.if %0 {
// CHECK-NEXT:         memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %c1_12 = arith.constant 1 : index
// CHECK-NEXT:       %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT:       memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT:       memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT:       memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT:       memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       %false = arith.constant false
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:       %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:       scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:         memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:         %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:         %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:           %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:           %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:           scf.if %6 {
// CHECK-NEXT:             %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:             %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:             memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           }
// CHECK-NEXT:           %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:           %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:           scf.yield %8 : i1
// CHECK-NEXT:         }
// CHECK-NEXT:         %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:           %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:           %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:           %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:           scf.yield %7 : i1
// CHECK-NEXT:         }
// CHECK-NEXT:         %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:         memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:       }
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
