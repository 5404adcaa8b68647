// RUN: strata-opt %s --split-input-file | FileCheck %s

// The custom forms of the bufferization ops round-trip as mlir-opt prints
// them: optional operand groups, unit keywords, attribute dictionaries.
func.func @alloc_tensors(%rows: index, %cols: index, %src: tensor<3x?xi16>) -> (tensor<?x?xi16>, tensor<3x?xi16>, tensor<2x2xi16>, tensor<?xi16>) {
  %a = bufferization.alloc_tensor(%rows, %cols) : tensor<?x?xi16>
  %b = bufferization.alloc_tensor() copy(%src) {memory_space = 3 : i64} : tensor<3x?xi16>
  %c = bufferization.alloc_tensor() {note = "static"} : tensor<2x2xi16>
  %d = bufferization.alloc_tensor(%rows) size_hint=%cols : tensor<?xi16>
  return %a, %b, %c, %d : tensor<?x?xi16>, tensor<3x?xi16>, tensor<2x2xi16>, tensor<?xi16>
}

// -----

func.func @casts(%buf: memref<6x?xf64, strided<[?, 1], offset: ?>>, %t: tensor<*xf64>) -> (tensor<6x?xf64>, memref<*xf64>, memref<*xf64>) {
  %0 = bufferization.to_tensor %buf : memref<6x?xf64, strided<[?, 1], offset: ?>> to tensor<6x?xf64>
  %1 = bufferization.to_buffer %t read_only : tensor<*xf64> to memref<*xf64>
  %2 = bufferization.to_buffer %t {tag} : tensor<*xf64> to memref<*xf64, 1>
  %3 = bufferization.to_tensor %2 restrict writable : memref<*xf64, 1> to tensor<*xf64>
  "test.sink"(%3) : (tensor<*xf64>) -> ()
  return %0, %1, %1 : tensor<6x?xf64>, memref<*xf64>, memref<*xf64>
}

// -----

func.func @materialize(%v: tensor<?x5xi8>, %into: tensor<?x5xi8>, %out: memref<?x5xi8>, %u: tensor<*xi8>, %o: memref<*xi8>) -> tensor<?x5xi8> {
  %r = bufferization.materialize_in_destination %v in %into : (tensor<?x5xi8>, tensor<?x5xi8>) -> tensor<?x5xi8>
  bufferization.materialize_in_destination %v in writable %out : (tensor<?x5xi8>, memref<?x5xi8>) -> ()
  bufferization.materialize_in_destination %u in restrict writable %o : (tensor<*xi8>, memref<*xi8>) -> ()
  return %r : tensor<?x5xi8>
}

// -----

func.func @dealloc_forms(%m0: memref<8xi32>, %m1: memref<*xi32>, %c0: i1, %c1: i1, %keep: memref<8xi32>, %m0_t: tensor<8xi32>) -> (i1, i1, i1) {
  bufferization.dealloc
  bufferization.dealloc (%m0 : memref<8xi32>) if (%c0)
  %r:2 = bufferization.dealloc (%m0, %m1 : memref<8xi32>, memref<*xi32>) if (%c0, %c1) retain (%keep, %m1 : memref<8xi32>, memref<*xi32>)
  %s = bufferization.dealloc retain (%keep : memref<8xi32>) {origin = 1 : i32}
  bufferization.dealloc_tensor %m0_t : tensor<8xi32>
  return %r#0, %r#1, %s : i1, i1, i1
}

// -----

func.func @clones(%m: memref<?xf16>, %u: memref<*xf16>) -> (memref<4xf16>, memref<*xf16>) {
  %0 = bufferization.clone %m : memref<?xf16> to memref<4xf16>
  %1 = bufferization.clone %u {bufferization.manual_deallocation} : memref<*xf16> to memref<*xf16>
  return %0, %1 : memref<4xf16>, memref<*xf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @alloc_tensors(%arg0: index, %arg1: index, %arg2: tensor<3x?xi16>) -> (tensor<?x?xi16>, tensor<3x?xi16>, tensor<2x2xi16>, tensor<?xi16>) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x?xi16>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg2) {memory_space = 3 : i64} : tensor<3x?xi16>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor() {note = "static"} : tensor<2x2xi16>
// CHECK-NEXT:     %3 = bufferization.alloc_tensor(%arg0) size_hint=%arg1 : tensor<?xi16>
// CHECK-NEXT:     return %0, %1, %2, %3 : tensor<?x?xi16>, tensor<3x?xi16>, tensor<2x2xi16>, tensor<?xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @casts(%arg0: memref<6x?xf64, strided<[?, 1], offset: ?>>, %arg1: tensor<*xf64>) -> (tensor<6x?xf64>, memref<*xf64>, memref<*xf64>) {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<6x?xf64, strided<[?, 1], offset: ?>> to tensor<6x?xf64>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg1 read_only : tensor<*xf64> to memref<*xf64>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg1 {tag} : tensor<*xf64> to memref<*xf64, 1>
// CHECK-NEXT:     %3 = bufferization.to_tensor %2 restrict writable : memref<*xf64, 1> to tensor<*xf64>
// CHECK-NEXT:     "test.sink"(%3) : (tensor<*xf64>) -> ()
// CHECK-NEXT:     return %0, %1, %1 : tensor<6x?xf64>, memref<*xf64>, memref<*xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @materialize(%arg0: tensor<?x5xi8>, %arg1: tensor<?x5xi8>, %arg2: memref<?x5xi8>, %arg3: tensor<*xi8>, %arg4: memref<*xi8>) -> tensor<?x5xi8> {
// CHECK-NEXT:     %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?x5xi8>, tensor<?x5xi8>) -> tensor<?x5xi8>
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<?x5xi8>, memref<?x5xi8>) -> ()
// CHECK-NEXT:     bufferization.materialize_in_destination %arg3 in restrict writable %arg4 : (tensor<*xi8>, memref<*xi8>) -> ()
// CHECK-NEXT:     return %0 : tensor<?x5xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dealloc_forms(%arg0: memref<8xi32>, %arg1: memref<*xi32>, %arg2: i1, %arg3: i1, %arg4: memref<8xi32>, %arg5: tensor<8xi32>) -> (i1, i1, i1) {
// CHECK-NEXT:     bufferization.dealloc
// CHECK-NEXT:     bufferization.dealloc (%arg0 : memref<8xi32>) if (%arg2)
// CHECK-NEXT:     %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<8xi32>, memref<*xi32>) if (%arg2, %arg3) retain (%arg4, %arg1 : memref<8xi32>, memref<*xi32>)
// CHECK-NEXT:     %1 = bufferization.dealloc retain (%arg4 : memref<8xi32>) {origin = 1 : i32}
// CHECK-NEXT:     bufferization.dealloc_tensor %arg5 : tensor<8xi32>
// CHECK-NEXT:     return %0#0, %0#1, %1 : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @clones(%arg0: memref<?xf16>, %arg1: memref<*xf16>) -> (memref<4xf16>, memref<*xf16>) {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<?xf16> to memref<4xf16>
// CHECK-NEXT:     %1 = bufferization.clone %arg1 {bufferization.manual_deallocation} : memref<*xf16> to memref<*xf16>
// CHECK-NEXT:     return %0, %1 : memref<4xf16>, memref<*xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
