// RUN: strata-opt %s -allow-unregistered-dialect --drop-equivalent-buffer-results | FileCheck %s
// CONFORMANCE: pipeline=--drop-equivalent-buffer-results

// A private function's result that every return gives as the same
// argument (through memref.cast) is dropped; callers use the operand they
// passed, cast to the result type. Calls of the private functions are
// rebuilt without their other attributes, as mlir-opt does.

func.func private @two(%a: memref<4xf32>, %b: memref<4xf32>, %p: i1) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %x = "test.source"() : () -> memref<4xf32>
  cf.cond_br %p, ^a, ^b
^a:
  return %a, %a, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>
^b:
  %c = memref.cast %a : memref<4xf32> to memref<4xf32>
  return %b, %x, %c : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
func.func private @nested(%a: memref<4xf32>, %p: i1) -> (memref<4xf32>) {
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  return %a : memref<4xf32>
}
func.func @g(%a: memref<4xf32>, %p: i1) {
  %2:3 = call @two(%a, %a, %p) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>)
  %3 = call @nested(%a, %p) : (memref<4xf32>, i1) -> (memref<4xf32>)
  "test.sink"(%2#0, %2#1, %2#2, %3) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

func.func private @f_(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>) -> (memref<4xf32, strided<[?], offset: ?>>, i32, memref<?xf32>, memref<?xf32> {test.r}) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %c2 = memref.cast %c : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
  %x = "test.source"() : () -> memref<?xf32>
  return %c2, %i, %x, %b : memref<4xf32, strided<[?], offset: ?>>, i32, memref<?xf32>, memref<?xf32>
}
func.func private @nochange_(%a: memref<4xf32>) -> memref<4xf32> {
  %x = "test.source"() : () -> memref<4xf32>
  return %x : memref<4xf32>
}
func.func private @two_(%a: memref<4xf32>, %p: i1) -> memref<4xf32> {
  cf.cond_br %p, ^a, ^b
^a:
  return %a : memref<4xf32>
^b:
  return %a : memref<4xf32>
}
func.func @pub_(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func @g_(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>, %p: i1) {
  %0:4 = call @f_(%a, %i, %b) {foo} : (memref<4xf32>, i32, memref<?xf32>) -> (memref<4xf32, strided<[?], offset: ?>>, i32, memref<?xf32>, memref<?xf32>)
  "test.sink"(%0#0, %0#1, %0#2, %0#3) : (memref<4xf32, strided<[?], offset: ?>>, i32, memref<?xf32>, memref<?xf32>) -> ()
  %1 = call @nochange_(%a) {foo} : (memref<4xf32>) -> memref<4xf32>
  %2 = call @two_(%a, %p) {foo} : (memref<4xf32>, i1) -> memref<4xf32>
  %3 = call @pub_(%a) {foo} : (memref<4xf32>) -> memref<4xf32>
  "test.sink"(%1, %2, %3) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @two(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %0 = "test.source"() : () -> memref<4xf32>
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return %arg1, %0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @nested(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT:     %0:2 = call @two(%arg0, %arg0, %arg1) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     call @nested(%arg0, %arg1) : (memref<4xf32>, i1) -> ()
// CHECK-NEXT:     "test.sink"(%0#0, %0#1, %arg0, %arg0) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @f_(%arg0: memref<4xf32>, %arg1: i32, %arg2: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %cast : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = "test.source"() : () -> memref<?xf32>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @nochange_(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %0 = "test.source"() : () -> memref<4xf32>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @two_(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pub_(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g_(%arg0: memref<4xf32>, %arg1: i32, %arg2: memref<?xf32>, %arg3: i1) {
// CHECK-NEXT:     %0 = call @f_(%arg0, %arg1, %arg2) : (memref<4xf32>, i32, memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     "test.sink"(%cast, %arg1, %0, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, i32, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     %1 = call @nochange_(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     call @two_(%arg0, %arg3) : (memref<4xf32>, i1) -> ()
// CHECK-NEXT:     %2 = call @pub_(%arg0) {foo} : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     "test.sink"(%1, %arg0, %2) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
