// RUN: strata-opt %s -allow-unregistered-dialect --buffer-results-to-out-params | FileCheck %s
// CONFORMANCE: pipeline=--buffer-results-to-out-params

// Memref results of private functions with a body become trailing
// arguments, with the result attributes; returns copy into them and calls
// allocate them. Public functions and declarations keep their results.

func.func private @two_returns(%p: i1) -> (memref<4xf32, strided<[?], offset: ?>> {test.res}, i32) attributes {test.fn} {
  %c = arith.constant 1 : i32
  %0 = "test.source"() : () -> memref<4xf32, strided<[?], offset: ?>>
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return %0, %c : memref<4xf32, strided<[?], offset: ?>>, i32
^bb2:
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %2, %c : memref<4xf32, strided<[?], offset: ?>>, i32
}

func.func private @mixed(%a: index {test.arg}) -> (i1, memref<f32>, memref<2x3xi8, 1>) {
  %0:3 = "test.source"(%a) : (index) -> (i1, memref<f32>, memref<2x3xi8, 1>)
  return %0#0, %0#1, %0#2 : i1, memref<f32>, memref<2x3xi8, 1>
}

func.func private @declared() -> memref<4xf32>

func.func @public_kept() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @caller(%p: i1, %a: index) -> i32 {
  %0, %1 = call @two_returns(%p) {test.call} : (i1) -> (memref<4xf32, strided<[?], offset: ?>>, i32)
  "test.sink"(%0) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
  %r = scf.if %p -> i32 {
    %2:3 = func.call @mixed(%a) : (index) -> (i1, memref<f32>, memref<2x3xi8, 1>)
    "test.sink"(%2#0, %2#1, %2#2) : (i1, memref<f32>, memref<2x3xi8, 1>) -> ()
    scf.yield %1 : i32
  } else {
    scf.yield %1 : i32
  }
  %3 = call @declared() : () -> memref<4xf32>
  %4 = call @public_kept() : () -> memref<4xf32>
  "test.sink"(%3, %4) : (memref<4xf32>, memref<4xf32>) -> ()
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @two_returns(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>> {test.res}) -> i32 attributes {test.fn} {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = "test.source"() : () -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.copy %0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %cast, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @mixed(%arg0: index {test.arg}, %arg1: memref<f32>, %arg2: memref<2x3xi8, 1>) -> i1 {
// CHECK-NEXT:     %0:3 = "test.source"(%arg0) : (index) -> (i1, memref<f32>, memref<2x3xi8, 1>)
// CHECK-NEXT:     memref.copy %0#1, %arg1 : memref<f32> to memref<f32>
// CHECK-NEXT:     memref.copy %0#2, %arg2 : memref<2x3xi8, 1> to memref<2x3xi8, 1>
// CHECK-NEXT:     return %0#0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @declared() -> memref<4xf32>
// CHECK-NEXT:   func.func @public_kept() -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i1, %arg1: index) -> i32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @two_returns(%arg0, %cast) : (i1, memref<4xf32, strided<[?], offset: ?>>) -> i32
// CHECK-NEXT:     "test.sink"(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<f32>
// CHECK-NEXT:       %alloc_1 = memref.alloc() : memref<2x3xi8, 1>
// CHECK-NEXT:       %4 = func.call @mixed(%arg1, %alloc_0, %alloc_1) : (index, memref<f32>, memref<2x3xi8, 1>) -> i1
// CHECK-NEXT:       "test.sink"(%4, %alloc_0, %alloc_1) : (i1, memref<f32>, memref<2x3xi8, 1>) -> ()
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = call @declared() : () -> memref<4xf32>
// CHECK-NEXT:     %3 = call @public_kept() : () -> memref<4xf32>
// CHECK-NEXT:     "test.sink"(%2, %3) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
