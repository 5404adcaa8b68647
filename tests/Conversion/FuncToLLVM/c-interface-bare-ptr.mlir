// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1

// Under the bare-pointer convention functions are C-callable as they
// are: llvm.emit_c_interface adds no wrapper.
func.func @f(%m: memref<4xf32>, %x: f32) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<4xf32>
}
func.func private @ext(%m: memref<4xf32>) -> (f32, i32) attributes {llvm.emit_c_interface}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: f32) -> !llvm.ptr attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.return %9 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ext(!llvm.ptr) -> !llvm.struct<(f32, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK-EMPTY:
