// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-func-to-llvm

// llvm.emit_c_interface with memrefs: the `_mlir_ciface_` wrapper takes
// pointers to descriptors, and returns a struct result (a memref, or
// several results) through a pointer passed first. Argument attributes
// move to the wrapper's arguments; result attributes stay only when the
// result is still returned.
func.func @ranked(%m: memref<?x4xf32> {test.in = 1}, %x: f32, %u: memref<*xi8>) -> (memref<2xf32> {test.out = 2}) attributes {llvm.emit_c_interface} {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @scalar_result(%m: memref<f32>) -> (f32 {test.out = 3}) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func @pair(%a: i32) -> (i32, f64) attributes {llvm.emit_c_interface} {
  %c = arith.constant 2.0 : f64
  return %a, %c : i32, f64
}

// A declaration becomes a private function packing descriptors on the
// stack for the declared wrapper.
func.func private @ext(%m: memref<3xi32> {test.in = 4}, %i: index, %u: memref<*xf32>) -> (f32, memref<3xi32>) attributes {llvm.emit_c_interface}
func.func private @ext_unit(%m: memref<3xi32>) attributes {llvm.emit_c_interface}

// The wrapper is external whatever the function's linkage.
func.func @internal_fn(%m: memref<2xf32>) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} {
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32, %arg8: i64, %arg9: !llvm.ptr) -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {test.out = 2 : i64}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr {test.in = 1 : i64}, %arg2: f32, %arg3: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %8 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %10 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %11 = llvm.call @ranked(%1, %2, %3, %4, %5, %6, %7, %arg2, %9, %10) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.store %11, %arg0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @scalar_result(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> (f32 {test.out = 3 : i64}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     llvm.return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_scalar_result(%arg0: !llvm.ptr) -> (f32 {test.out = 3 : i64}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %4 = llvm.call @scalar_result(%1, %2, %3) : (!llvm.ptr, !llvm.ptr, i64) -> f32
// CHECK-NEXT:     llvm.return %4 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @pair(%arg0: i32) -> !llvm.struct<(i32, f64)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, f64)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f64)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %cst, %1[1] : !llvm.struct<(i32, f64)> 
// CHECK-NEXT:     llvm.return %2 : !llvm.struct<(i32, f64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_pair(%arg0: !llvm.ptr, %arg1: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.call @pair(%arg1) : (i32) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT:     llvm.store %0, %arg0 : !llvm.struct<(i32, f64)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr) -> !llvm.struct<(f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %10 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg6, %10[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %12 = llvm.insertvalue %arg7, %11[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %14 = llvm.alloca %13 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %12, %14 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_ext(%1, %9, %arg5, %14) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT:     %15 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT:     llvm.return %15 : !llvm.struct<(f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_ext(!llvm.ptr, !llvm.ptr {test.in = 4 : i64}, i64, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func private @ext_unit(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_ext_unit(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_ext_unit(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func internal @internal_fn(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_internal_fn(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.call @internal_fn(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
