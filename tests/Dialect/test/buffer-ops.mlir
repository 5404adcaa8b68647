// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s -canonicalize | FileCheck %s --check-prefix=DCE
// CONFORMANCE: pipeline=
// CONFORMANCE: pipeline=--canonicalize

// The test ops of the bufferization tests: their forms, and their memory
// effects as dead-code elimination sees them.

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>)
func.func @buffers(%a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  // CHECK: test.copy(%[[A]], %[[B]]) : (memref<2xf32>, memref<2xf32>)
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  // CHECK: "test.read_buffer"(%[[A]]) : (memref<2xf32>) -> ()
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  // CHECK: test.buffer_based in(%[[A]] : memref<2xf32>) out(%[[B]] : memref<2xf32>) {x}
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>) {x}
  // CHECK: test.region_buffer_based in(%[[A]] : memref<2xf32>) out(%[[B]] : memref<2xf32>) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
  // CHECK-NEXT: test.region_yield %[[E]] : f32
  // CHECK-NEXT: }
  test.region_buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    test.region_yield %e : f32
  }
  // CHECK: %[[F:.*]] = "test.forward_buffer"(%[[A]]) : (memref<2xf32>) -> memref<2xf32>
  %f = "test.forward_buffer"(%a) : (memref<2xf32>) -> memref<2xf32>
  // CHECK: "test.dummy_memref_op"(%[[F]]) : (memref<2xf32>) -> memref<2xf32>
  %d = "test.dummy_memref_op"(%f) : (memref<2xf32>) -> memref<2xf32>
  // CHECK: "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  %s = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  // CHECK: %{{.*}}, %[[M:.*]] = test.alloc_with_multiple_results {x} : index, memref<4xi8>
  // CHECK: "test.read_buffer"(%[[M]]) : (memref<4xi8>) -> ()
  %id, %m = test.alloc_with_multiple_results {x} : index, memref<4xi8>
  "test.read_buffer"(%m) : (memref<4xi8>) -> ()
  return %d : memref<2xf32>
}

// CHECK-LABEL: func.func @region_if
// CHECK-SAME: (%[[C:.*]]: i32, %[[M:.*]]: memref<2xf32>)
func.func @region_if(%c: i32, %m: memref<2xf32>) -> i32 {
  // CHECK: %[[R:.*]] = test.region_if %[[C]]: i32 -> i32 then {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: i32):
  // CHECK-NEXT: test.region_if_yield %[[X]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
  // CHECK-NEXT: test.region_if_yield %[[Y]] : i32
  // CHECK-NEXT: } join {
  // CHECK-NEXT: ^bb0(%[[Z:.*]]: i32):
  // CHECK-NEXT: test.region_if_yield %[[Z]] : i32
  // CHECK-NEXT: }
  %r = test.region_if %c : i32 -> (i32) then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  }
  // CHECK: %{{.*}}:2 = test.region_if %[[C]], %[[M]]: i32, memref<2xf32> -> (i32, memref<2xf32>) then {
  // CHECK: test.region_if_yield %{{.*}}, %{{.*}} : i32, memref<2xf32>
  %p:2 = test.region_if %c, %m : i32, memref<2xf32> -> (i32, memref<2xf32>) then {
  ^bb0(%x: i32, %y: memref<2xf32>):
    test.region_if_yield %x, %y : i32, memref<2xf32>
  } else {
  ^bb0(%x: i32, %y: memref<2xf32>):
    test.region_if_yield %x, %y : i32, memref<2xf32>
  } join {
  ^bb0(%x: i32, %y: memref<2xf32>):
    test.region_if_yield %x, %y : i32, memref<2xf32>
  }
  // CHECK: return %[[R]] : i32
  return %r : i32
}

// Unused results: pure ops, reads and allocations of a result (also
// test.alloc_with_multiple_results's second one) go; unknown effects,
// writes, and region_ifs holding a write stay.
// DCE-LABEL: func.func @dead
// DCE-NEXT: "test.dummy_memref_op"
// DCE-NEXT: "test.side_effect_op"() {effects = [{effect = "write", test_resource}]}
// DCE-NEXT: "test.read_buffer"
// DCE-NEXT: test.region_if
// DCE-NEXT: ^bb0
// DCE-NEXT: test.copy
// DCE-NOT: test.region_if %
// DCE: return
func.func @dead(%a: memref<2xf32>, %c: i32) {
  %f = "test.forward_buffer"(%a) : (memref<2xf32>) -> memref<2xf32>
  %d = "test.dummy_memref_op"(%a) : (memref<2xf32>) -> memref<2xf32>
  %r = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  %w = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i1
  %n = "test.side_effect_op"() : () -> i1
  %al = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}]} : () -> memref<2xf32>
  %id, %m = test.alloc_with_multiple_results : index, memref<4xi8>
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  %j = test.region_if %c : i32 -> i32 then {
  ^bb0(%x: i32):
    test.copy(%a, %a) : (memref<2xf32>, memref<2xf32>)
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  }
  %i = test.region_if %c : i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  }
  return
}
