// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// More intrinsics: rounding to integers, three-way compares, pointer
// masks, expectations, traps, vscale and stepvector.
llvm.mlir.global external thread_local @tl(0 : i32) : i32
llvm.func @more(%x: f32, %v: vector<2xf64>, %a: i32, %b: i32, %p: !llvm.ptr, %m: i64) {
  %0 = llvm.intr.lround(%x) : (f32) -> i64
  %1 = llvm.intr.llround(%x) : (f32) -> i64
  %2 = llvm.intr.lrint(%v) : (vector<2xf64>) -> vector<2xi32>
  %3 = llvm.intr.llrint(%x) : (f32) -> i64
  %4 = llvm.intr.scmp(%a, %b) : (i32, i32) -> i8
  %5 = llvm.intr.ucmp(%a, %b) : (i32, i32) -> i2
  %6 = llvm.intr.ptrmask %p, %m : (!llvm.ptr, i64) -> !llvm.ptr
  %7 = llvm.intr.expect %a, %b : i32
  %8 = llvm.intr.expect.with.probability %a, %b, 5.000000e-01 : i32
  %g = llvm.mlir.addressof @tl : !llvm.ptr
  %9 = "llvm.intr.threadlocal.address"(%g) : (!llvm.ptr) -> !llvm.ptr
  %10 = "llvm.intr.vscale"() : () -> i64
  %11 = llvm.intr.stepvector : vector<4xi32>
  llvm.intr.debugtrap
  llvm.intr.trap {note}
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global external thread_local @tl(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.func @more(%arg0: f32, %arg1: vector<2xf64>, %arg2: i32, %arg3: i32, %arg4: !llvm.ptr, %arg5: i64) {
// CHECK-NEXT:     %0 = llvm.intr.lround(%arg0) : (f32) -> i64
// CHECK-NEXT:     %1 = llvm.intr.llround(%arg0) : (f32) -> i64
// CHECK-NEXT:     %2 = llvm.intr.lrint(%arg1) : (vector<2xf64>) -> vector<2xi32>
// CHECK-NEXT:     %3 = llvm.intr.llrint(%arg0) : (f32) -> i64
// CHECK-NEXT:     %4 = llvm.intr.scmp(%arg2, %arg3) : (i32, i32) -> i8
// CHECK-NEXT:     %5 = llvm.intr.ucmp(%arg2, %arg3) : (i32, i32) -> i2
// CHECK-NEXT:     %6 = llvm.intr.ptrmask %arg4, %arg5 : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.intr.expect %arg2, %arg3 : i32
// CHECK-NEXT:     %8 = llvm.intr.expect.with.probability %arg2, %arg3, 5.000000e-01 : i32
// CHECK-NEXT:     %9 = llvm.mlir.addressof @tl : !llvm.ptr
// CHECK-NEXT:     %10 = "llvm.intr.threadlocal.address"(%9) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %11 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:     %12 = llvm.intr.stepvector : vector<4xi32>
// CHECK-NEXT:     llvm.intr.debugtrap
// CHECK-NEXT:     llvm.intr.trap {note}
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
