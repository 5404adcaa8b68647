// RUN: strata-opt %s | FileCheck %s

// A linalg.map whose one payload op takes no operands (linalg.index) keeps
// the long form; one applied to the inputs gets the short form.

func.func @index_body(%m: memref<8xindex>) {
  linalg.map outs(%m : memref<8xindex>)
    (%init: index) {
      %i = linalg.index 0 : index
      linalg.yield %i : index
    }
  return
}

func.func @short(%a: memref<8xf32>, %m: memref<8xf32>) {
  linalg.map ins(%a : memref<8xf32>) outs(%m : memref<8xf32>)
    (%in: f32, %init: f32) {
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @index_body(%arg0: memref<8xindex>) {
// CHECK-NEXT:     linalg.map outs(%arg0 : memref<8xindex>)
// CHECK-NEXT:       (%init: index) {
// CHECK-NEXT:         %0 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %0 : index
// CHECK-NEXT:       }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @short(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT:     linalg.map { arith.negf } ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<8xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
