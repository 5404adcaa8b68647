// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// reinterpret_cast builds a new descriptor from the source's pointers;
// extract_strided_metadata reads the descriptor's fields; copy is a memcpy
// between contiguous memrefs, else a call of the runtime's memrefCopy with
// both descriptors on the stack (declared at the start of the module).

func.func @rc(%m: memref<?xf32>, %o: index, %n: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%n, 4], strides: [%n, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
func.func @esm(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %st#0 : memref<f32>, index, index, index
}
func.func @copy_contiguous(%a: memref<4x?xf32>, %b: memref<4x?xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  return
}
func.func @copy_strided(%a: memref<4x4xf32, strided<[8, 1], offset: ?>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  return
}
func.func @rc_static(%m: memref<16xf32>) -> memref<2x4xf32, strided<[8, 2], offset: 3>> {
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [2, 4], strides: [8, 2] : memref<16xf32> to memref<2x4xf32, strided<[8, 2], offset: 3>>
  return %0 : memref<2x4xf32, strided<[8, 2], offset: 3>>
}
func.func @rc_dyn(%m: memref<?xf32>, %a: index, %b: index, %c: index, %d: index) -> memref<?x?xf32, strided<[?, ?], offset: 0>> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%a, %b], strides: [%c, %d] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: 0>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: 0>>
}
func.func @copy_static_contiguous(%a: memref<2x4xf32, strided<[4, 1], offset: 8>>, %b: memref<2x4xf32>) {
  memref.copy %a, %b : memref<2x4xf32, strided<[4, 1], offset: 8>> to memref<2x4xf32>
  return
}
func.func @copy_unranked(%a: memref<*xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<4xf32>
  return
}
func.func @copy_i64(%a: memref<?xi64, strided<[2]>>, %b: memref<?xi64, strided<[2]>>) {
  memref.copy %a, %b : memref<?xi64, strided<[2]>> to memref<?xi64, strided<[2]>>
  return
}

// CHECK-LABEL: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @rc(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-LABEL: func.func @esm(%{{[-a-zA-Z0-9_]+}}: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : i64 to index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : i64 to index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : i64 to index
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : memref<f32>, index, index, index
// CHECK-LABEL: func.func @copy_contiguous(%{{[-a-zA-Z0-9_]+}}: memref<4x?xf32>, %{{[-a-zA-Z0-9_]+}}: memref<4x?xf32>) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.ptrtoint %{{[-a-zA-Z0-9_]+}} : !llvm.ptr to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[%{{[-a-zA-Z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[%{{[-a-zA-Z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copy_strided(%{{[-a-zA-Z0-9_]+}}: memref<4x4xf32, strided<[8, 1], offset: ?>>, %{{[-a-zA-Z0-9_]+}}: memref<4x4xf32>) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<4x4xf32, strided<[8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.ptrtoint %{{[-a-zA-Z0-9_]+}} : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %{{[-a-zA-Z0-9_]+}} : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @rc_static(%{{[-a-zA-Z0-9_]+}}: memref<16xf32>) -> memref<2x4xf32, strided<[8, 2], offset: 3>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x4xf32, strided<[8, 2], offset: 3>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<2x4xf32, strided<[8, 2], offset: 3>>
// CHECK-LABEL: func.func @rc_dyn(%{{[-a-zA-Z0-9_]+}}: memref<?xf32>, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index, %{{[-a-zA-Z0-9_]+}}: index) -> memref<?x?xf32, strided<[?, ?]>> {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : index to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[?, ?]>>
// CHECK-NEXT: return %{{[-a-zA-Z0-9_]+}} : memref<?x?xf32, strided<[?, ?]>>
// CHECK-LABEL: func.func @copy_static_contiguous(%{{[-a-zA-Z0-9_]+}}: memref<2x4xf32, strided<[4, 1], offset: 8>>, %{{[-a-zA-Z0-9_]+}}: memref<2x4xf32>) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<2x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<2x4xf32, strided<[4, 1], offset: 8>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.ptrtoint %{{[-a-zA-Z0-9_]+}} : !llvm.ptr to i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mul %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[%{{[-a-zA-Z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.extractvalue %{{[-a-zA-Z0-9_]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[%{{[-a-zA-Z0-9_]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copy_unranked(%{{[-a-zA-Z0-9_]+}}: memref<*xf32>, %{{[-a-zA-Z0-9_]+}}: memref<4xf32>) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.ptrtoint %{{[-a-zA-Z0-9_]+}} : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %{{[-a-zA-Z0-9_]+}} : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copy_i64(%{{[-a-zA-Z0-9_]+}}: memref<?xi64, strided<[2]>>, %{{[-a-zA-Z0-9_]+}}: memref<?xi64, strided<[2]>>) {
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<?xi64, strided<[2]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = builtin.unrealized_conversion_cast %{{[-a-zA-Z0-9_]+}} : memref<?xi64, strided<[2]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.insertvalue %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.alloca %{{[-a-zA-Z0-9_]+}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}} : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.getelementptr %{{[-a-zA-Z0-9_]+}}[1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %{{[-a-zA-Z0-9_]+}} = llvm.ptrtoint %{{[-a-zA-Z0-9_]+}} : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}, %{{[-a-zA-Z0-9_]+}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %{{[-a-zA-Z0-9_]+}} : !llvm.ptr
// CHECK-NEXT: return
