// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// Round trips across the bufferization boundary.
func.func @buffer_tensor_buffer(%m: memref<3x?xi64>) -> memref<3x?xi64> {
  %t = bufferization.to_tensor %m : memref<3x?xi64> to tensor<3x?xi64>
  %b = bufferization.to_buffer %t : tensor<3x?xi64> to memref<3x?xi64>
  return %b : memref<3x?xi64>
}
func.func @tensor_buffer_tensor(%t: tensor<7xi64>) -> tensor<7xi64> {
  %b = bufferization.to_buffer %t : tensor<7xi64> to memref<7xi64>
  %r = bufferization.to_tensor %b : memref<7xi64> to tensor<7xi64>
  return %r : tensor<7xi64>
}
// Not adjacent: no fold.
func.func @tensor_buffer_op_tensor(%t: tensor<7xi64>) -> tensor<7xi64> {
  %b = bufferization.to_buffer %t : tensor<7xi64> to memref<7xi64>
  "test.touch"() : () -> ()
  %r = bufferization.to_tensor %b : memref<7xi64> to tensor<7xi64>
  return %r : tensor<7xi64>
}

// -----

// A cast that cannot fail, and one that can (a copy).
func.func @round_trip_cast(%m: memref<5xf32, strided<[1], offset: 2>>) -> memref<5xf32, strided<[1], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<5xf32, strided<[1], offset: 2>> to tensor<5xf32>
  %b = bufferization.to_buffer %t : tensor<5xf32> to memref<5xf32, strided<[1], offset: ?>>
  return %b : memref<5xf32, strided<[1], offset: ?>>
}
func.func @round_trip_copy(%m: memref<?x2xf32, strided<[?, 1]>>) -> memref<?x2xf32> {
  %t = bufferization.to_tensor %m : memref<?x2xf32, strided<[?, 1]>> to tensor<?x2xf32>
  %b = bufferization.to_buffer %t : tensor<?x2xf32> to memref<?x2xf32>
  return %b : memref<?x2xf32>
}
func.func @round_trip_space(%m: memref<4xi8, 1>) -> memref<4xi8, 2> {
  %t = bufferization.to_tensor %m : memref<4xi8, 1> to tensor<4xi8>
  %b = bufferization.to_buffer %t : tensor<4xi8> to memref<4xi8, 2>
  return %b : memref<4xi8, 2>
}

// -----

// Dims, loads and casts across to_tensor / to_buffer.
func.func @dims(%m: memref<?x?xf32>, %t: tensor<?x9xf32>, %i: index) -> (index, index, f32) {
  %c1 = arith.constant 1 : index
  %a = bufferization.to_tensor %m : memref<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %b = bufferization.to_buffer %t : tensor<?x9xf32> to memref<?x9xf32>
  %d1 = memref.dim %b, %i : memref<?x9xf32>
  %e = memref.load %b[%i, %c1] : memref<?x9xf32>
  return %d0, %d1, %e : index, index, f32
}
func.func @buffer_of_cast(%t: tensor<2x3xi32>) -> (memref<?x3xi32>, memref<*xi32>) {
  %c = tensor.cast %t : tensor<2x3xi32> to tensor<?x3xi32>
  %b = bufferization.to_buffer %c read_only : tensor<?x3xi32> to memref<?x3xi32>
  %u = tensor.cast %t : tensor<2x3xi32> to tensor<*xi32>
  %v = bufferization.to_buffer %u : tensor<*xi32> to memref<*xi32>
  return %b, %v : memref<?x3xi32>, memref<*xi32>
}

// -----

// alloc_tensor: constant sizes become static; dims of sizes fold.
func.func @alloc_tensor_sizes(%n: index) -> (tensor<?x?x?xf32>, index) {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %neg = arith.constant -4 : index
  %t = bufferization.alloc_tensor(%c5, %n, %neg) {memory_space = 1 : i64} : tensor<?x?x?xf32>
  %d = tensor.dim %t, %c2 : tensor<?x?x?xf32>
  return %t, %d : tensor<?x?x?xf32>, index
}
func.func @alloc_tensor_dim(%n: index, %k: index) -> index {
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor(%n, %k) : tensor<?x?xf32>
  %d = tensor.dim %t, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @alloc_tensor_copy(%s: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor() copy(%s) : tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// Clones whose result or source is freed later in the block.
func.func @clone_then_free_source(%m: memref<?xf32>) -> memref<?xf32> {
  %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  "test.read"(%c) : (memref<?xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return %c : memref<?xf32>
}
func.func @clone_then_free_clone(%m: memref<8xf32>) {
  %c = bufferization.clone %m : memref<8xf32> to memref<?xf32>
  "test.read"(%c) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return
}
func.func @clone_unused(%m: memref<8xf32>) {
  %c = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  return
}
func.func @clone_other_free_between(%m: memref<8xf32>, %n: memref<8xf32>) -> memref<8xf32> {
  %c = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  memref.dealloc %n : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return %c : memref<8xf32>
}
func.func @clone_of_cast(%m: memref<?xf32>) -> memref<6xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<6xf32>
  %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
  return %1 : memref<6xf32>
}
func.func @clone_of_view_freed(%m: memref<12xf32>) -> memref<3x4xf32> {
  %v = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  %c = bufferization.clone %v : memref<3x4xf32> to memref<3x4xf32>
  memref.dealloc %m : memref<12xf32>
  return %c : memref<3x4xf32>
}

// -----

// dealloc operand lists.
func.func @dealloc_lists(%a: memref<4xi8>, %b: memref<4xi8>, %p: i1, %q: i1, %r: memref<4xi8>) -> (i1, i1, i1) {
  %false = arith.constant false
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<4xi8>, memref<4xi8>, memref<4xi8>) if (%p, %q, %q) retain (%r, %b, %r : memref<4xi8>, memref<4xi8>, memref<4xi8>)
  bufferization.dealloc (%b, %a : memref<4xi8>, memref<4xi8>) if (%false, %p)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @dealloc_nothing(%r: memref<4xi8>, %s: memref<4xi8>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %s : memref<4xi8>, memref<4xi8>)
  return %0#0, %0#1 : i1, i1
}
func.func @dealloc_fresh(%p: i1, %x: memref<4xi8>) -> memref<4xi8> {
  %a = memref.alloc() : memref<4xi8>
  %b = memref.alloc() : memref<4xi8>
  %base, %off, %size, %stride = memref.extract_strided_metadata %b : memref<4xi8> -> memref<i8>, index, index, index
  %base2, %off2, %size2, %stride2 = memref.extract_strided_metadata %x : memref<4xi8> -> memref<i8>, index, index, index
  bufferization.dealloc (%a, %base, %base2 : memref<4xi8>, memref<i8>, memref<i8>) if (%p, %p, %p)
  return %b : memref<4xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @buffer_tensor_buffer(%arg0: memref<3x?xi64>) -> memref<3x?xi64> {
// CHECK-NEXT:     return %arg0 : memref<3x?xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_buffer_tensor(%arg0: tensor<7xi64>) -> tensor<7xi64> {
// CHECK-NEXT:     return %arg0 : tensor<7xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_buffer_op_tensor(%arg0: tensor<7xi64>) -> tensor<7xi64> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<7xi64> to memref<7xi64>
// CHECK-NEXT:     "test.touch"() : () -> ()
// CHECK-NEXT:     %1 = bufferization.to_tensor %0 : memref<7xi64> to tensor<7xi64>
// CHECK-NEXT:     return %1 : tensor<7xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @round_trip_cast(%arg0: memref<5xf32, strided<[1], offset: 2>>) -> memref<5xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<5xf32, strided<[1], offset: 2>> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @round_trip_copy(%arg0: memref<?x2xf32, strided<[?, 1]>>) -> memref<?x2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x2xf32, strided<[?, 1]>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<?x2xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?x2xf32, strided<[?, 1]>> to memref<?x2xf32>
// CHECK-NEXT:     return %alloc : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @round_trip_space(%arg0: memref<4xi8, 1>) -> memref<4xi8, 2> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xi8, 2>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xi8, 1> to memref<4xi8, 2>
// CHECK-NEXT:     return %alloc : memref<4xi8, 2>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x?xf32>, %arg1: tensor<?x9xf32>, %arg2: index) -> (index, index, f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %arg2 : tensor<?x9xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%arg2, %c1] : tensor<?x9xf32>
// CHECK-NEXT:     return %dim, %dim_0, %extracted : index, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @buffer_of_cast(%arg0: tensor<2x3xi32>) -> (memref<?x3xi32>, memref<*xi32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 read_only : tensor<2x3xi32> to memref<2x3xi32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<2x3xi32> to memref<?x3xi32>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<2x3xi32> to memref<2x3xi32>
// CHECK-NEXT:     %cast_0 = memref.cast %1 : memref<2x3xi32> to memref<*xi32>
// CHECK-NEXT:     return %cast, %cast_0 : memref<?x3xi32>, memref<*xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_tensor_sizes(%arg0: index) -> (tensor<?x?x?xf32>, index) {
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0, %c-4) : tensor<5x?x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<5x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     return %cast, %c-4 : tensor<?x?x?xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensor_dim(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x?xf32>
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensor_copy(%arg0: tensor<?xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @clone_then_free_source(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     "test.read"(%arg0) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return %arg0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_then_free_clone(%arg0: memref<8xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:     "test.read"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_unused(%arg0: memref<8xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_other_free_between(%arg0: memref<8xf32>, %arg1: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.dealloc %arg1 : memref<8xf32>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<8xf32>
// CHECK-NEXT:     return %0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_cast(%arg0: memref<?xf32>) -> memref<6xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<?xf32> to memref<6xf32>
// CHECK-NEXT:     return %0 : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_view_freed(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dealloc_lists(%arg0: memref<4xi8>, %arg1: memref<4xi8>, %arg2: i1, %arg3: i1, %arg4: memref<4xi8>) -> (i1, i1, i1) {
// CHECK-NEXT:     %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT:     %1:2 = bufferization.dealloc (%arg0, %arg1 : memref<4xi8>, memref<4xi8>) if (%0, %arg3) retain (%arg4, %arg1 : memref<4xi8>, memref<4xi8>)
// CHECK-NEXT:     bufferization.dealloc (%arg0 : memref<4xi8>) if (%arg2)
// CHECK-NEXT:     return %1#0, %1#1, %1#0 : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_nothing(%arg0: memref<4xi8>, %arg1: memref<4xi8>) -> (i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %false, %false : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dealloc_fresh(%arg0: i1, %arg1: memref<4xi8>) -> memref<4xi8> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xi8>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xi8> -> memref<i8>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%alloc, %base_buffer : memref<4xi8>, memref<i8>) if (%arg0, %arg0)
// CHECK-NEXT:     return %alloc : memref<4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
