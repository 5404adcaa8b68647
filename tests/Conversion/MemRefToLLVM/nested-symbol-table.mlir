// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm

// The allocation functions are declared in the symbol table nearest to
// their calls: a gpu.module's kernels call its own declarations.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   gpu.module @device {
// CHECK-NEXT:     llvm.func @free(!llvm.ptr)
// CHECK-NEXT:     llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:     gpu.func @scratch(%arg0: index) kernel {
// CHECK:            llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK:            llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK:        func.func @host() {
// CHECK:          llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
module attributes {gpu.container_module} {
  gpu.module @device {
    gpu.func @scratch(%n: index) kernel {
      %buf = memref.alloc(%n) : memref<?xf32>
      memref.dealloc %buf : memref<?xf32>
      gpu.return
    }
  }
  func.func @host() {
    %m = memref.alloc() : memref<4xi32>
    return
  }
}
