// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm

// Declarations and definitions become llvm.func; index converts to i64.
func.func private @external(i32, index) -> i64

func.func @definition(%a: i32, %i: index) -> index {
  return %i : index
}

func.func @no_results() {
  return
}

// CHECK: llvm.func @external(i32, i64) -> i64 attributes {sym_visibility = "private"}
// CHECK: llvm.func @definition(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT:   llvm.return %arg1 : i64
// CHECK-NEXT: }
// CHECK: llvm.func @no_results() {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }

// -----

// Several results are returned packed in a struct and unpacked at calls.
func.func @two_results(%a: i32, %i: index) -> (i32, index) {
  return %a, %i : i32, index
}

func.func @caller(%a: i32, %i: index) -> index {
  %r:2 = func.call @two_results(%a, %i) : (i32, index) -> (i32, index)
  %e = func.call @ext(%r#0) : (i32) -> f32
  func.call @none() : () -> ()
  return %r#1 : index
}

func.func private @ext(i32) -> f32
func.func private @none()

// CHECK: llvm.func @two_results(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-NEXT: }
// CHECK: llvm.func @caller(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT:   %0 = llvm.call @two_results(%arg0, %arg1) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %3 = llvm.call @ext(%1) : (i32) -> f32
// CHECK-NEXT:   llvm.call @none() : () -> ()
// CHECK-NEXT:   llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK: llvm.func @ext(i32) -> f32 attributes {sym_visibility = "private"}
// CHECK: llvm.func @none() attributes {sym_visibility = "private"}

// -----

// Function values are pointers: func.constant takes the address,
// func.call_indirect calls through it.
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}

func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}

func.func @takes_function(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}

// CHECK: llvm.func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:   llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @takes_function(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:   llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }

// -----

// Linkage, visibility and other attributes.
func.func private @internal_fn(%a: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>, foo = 1 : i32} {
  return %a : i32
}

func.func @attributed() attributes {passthrough = ["noinline"]} {
  return
}

// CHECK: llvm.func internal @internal_fn(%arg0: i32) -> i32 attributes {foo = 1 : i32, sym_visibility = "private"} {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @attributed() attributes {passthrough = ["noinline"]} {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }

// -----

// Memref arguments expand into their descriptor fields, packed back into
// the descriptor where it is needed.
func.func @ranked(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  return %m : memref<4x?xf32>
}

func.func @call_ranked(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  %r = func.call @ranked(%m) : (memref<4x?xf32>) -> memref<4x?xf32>
  return %r : memref<4x?xf32>
}

// CHECK: llvm.func @ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK: llvm.func @call_ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.call @ranked(%8, %9, %10, %11, %12, %13, %14) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   llvm.return %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }

// -----

// Unranked memrefs pass as their rank and descriptor pointer.
func.func private @takes_unranked(memref<*xf32>)

func.func @unranked(%m: memref<*xf32>, %z: memref<f32>) {
  func.call @takes_unranked(%m) : (memref<*xf32>) -> ()
  "test.use"(%z) : (memref<f32>) -> ()
  return
}

// CHECK: llvm.func @takes_unranked(i64, !llvm.ptr) attributes {sym_visibility = "private"}
// CHECK: llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64) {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:   %5 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %8 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %9 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   llvm.call @takes_unranked(%8, %9) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT:   "test.use"(%4) : (memref<f32>) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }

// -----

// Ops of other dialects keep the original values through casts.
func.func @mixed(%i: index, %m: memref<?xf32>) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  return %0 : f32
}

// CHECK: llvm.func @mixed(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:   %8 = memref.load %6[%7] : memref<?xf32>
// CHECK-NEXT:   llvm.return %8 : f32
// CHECK-NEXT: }
