// RUN: strata-opt %s -allow-unregistered-dialect --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs add-result-attr" | FileCheck %s
// CONFORMANCE: pipeline="--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs add-result-attr"

// Returned allocations are replaced by the out-params; callers allocate
// dynamically shaped out-params with the sizes they passed. Values that
// are not allocations are still copied.

func.func private @allocs(%n: index, %m: index) -> (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32> {test.res}) {
  %a = memref.alloc(%m, %n) : memref<?x4x?xf32>
  %b = memref.alloca() : memref<8xf32>
  %c = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi32>
  %d = "test.source"() : () -> memref<2xf32>
  "test.use"(%a, %b, %c) : (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>) -> ()
  return %a, %b, %c, %d : memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32>
}

func.func private @arg_returned(%x: memref<3xf32>) -> memref<3xf32> {
  return %x : memref<3xf32>
}

func.func @caller(%i: index, %j: index, %x: memref<3xf32>) {
  %0:4 = call @allocs(%j, %i) : (index, index) -> (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32>)
  "test.sink"(%0#0, %0#1, %0#2, %0#3) : (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32>) -> ()
  %1 = call @arg_returned(%x) : (memref<3xf32>) -> memref<3xf32>
  "test.sink"(%1) : (memref<3xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @allocs(%arg0: index, %arg1: index, %arg2: memref<?x4x?xf32> {bufferize.result}, %arg3: memref<8xf32> {bufferize.result}, %arg4: memref<?xi32> {bufferize.result}, %arg5: memref<2xf32> {bufferize.result, test.res}) {
// CHECK-NEXT:     %0 = "test.source"() : () -> memref<2xf32>
// CHECK-NEXT:     "test.use"(%arg2, %arg3, %arg4) : (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>) -> ()
// CHECK-NEXT:     memref.copy %0, %arg5 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @arg_returned(%arg0: memref<3xf32>, %arg1: memref<3xf32> {bufferize.result}) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: index, %arg1: index, %arg2: memref<3xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg1) : memref<?xi32>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     call @allocs(%arg1, %arg0, %alloc, %alloc_0, %alloc_1, %alloc_2) : (index, index, memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32>) -> ()
// CHECK-NEXT:     "test.sink"(%alloc, %alloc_0, %alloc_1, %alloc_2) : (memref<?x4x?xf32>, memref<8xf32>, memref<?xi32>, memref<2xf32>) -> ()
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<3xf32>
// CHECK-NEXT:     call @arg_returned(%arg2, %alloc_3) : (memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT:     "test.sink"(%alloc_3) : (memref<3xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
