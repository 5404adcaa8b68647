// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The vector-predication intrinsics print in the generic form.
llvm.func @vp(%a: vector<2xi32>, %f: vector<2xf32>, %m: vector<2xi1>, %n: i32, %p: !llvm.ptr, %s: i64) {
  %0 = "llvm.intr.vp.xor"(%a, %a, %m, %n) : (vector<2xi32>, vector<2xi32>, vector<2xi1>, i32) -> vector<2xi32>
  %1 = "llvm.intr.vp.fneg"(%f, %m, %n) : (vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>
  %2 = "llvm.intr.vp.fma"(%f, %1, %f, %m, %n) : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>
  %3 = "llvm.intr.vp.merge"(%m, %0, %a, %n) : (vector<2xi1>, vector<2xi32>, vector<2xi32>, i32) -> vector<2xi32>
  %4 = "llvm.intr.vp.sext"(%3, %m, %n) : (vector<2xi32>, vector<2xi1>, i32) -> vector<2xi64>
  %5 = "llvm.intr.vp.inttoptr"(%4, %m, %n) : (vector<2xi64>, vector<2xi1>, i32) -> vector<2x!llvm.ptr>
  %6 = "llvm.intr.vp.ptrtoint"(%5, %m, %n) : (vector<2x!llvm.ptr>, vector<2xi1>, i32) -> vector<2xi64>
  %7 = "llvm.intr.vp.fptosi"(%2, %m, %n) : (vector<2xf32>, vector<2xi1>, i32) -> vector<2xi32>
  "llvm.intr.vp.store"(%7, %p, %m, %n) : (vector<2xi32>, !llvm.ptr, vector<2xi1>, i32) -> ()
  %8 = "llvm.intr.experimental.vp.strided.load"(%p, %s, %m, %n) : (!llvm.ptr, i64, vector<2xi1>, i32) -> vector<2xi32>
  %9 = "llvm.intr.vp.load"(%p, %m, %n) : (!llvm.ptr, vector<2xi1>, i32) -> vector<2xi32>
  "llvm.intr.experimental.vp.strided.store"(%9, %p, %s, %m, %n) : (vector<2xi32>, !llvm.ptr, i64, vector<2xi1>, i32) -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @vp(%arg0: vector<2xi32>, %arg1: vector<2xf32>, %arg2: vector<2xi1>, %arg3: i32, %arg4: !llvm.ptr, %arg5: i64) {
// CHECK-NEXT:     %0 = "llvm.intr.vp.xor"(%arg0, %arg0, %arg2, %arg3) : (vector<2xi32>, vector<2xi32>, vector<2xi1>, i32) -> vector<2xi32>
// CHECK-NEXT:     %1 = "llvm.intr.vp.fneg"(%arg1, %arg2, %arg3) : (vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>
// CHECK-NEXT:     %2 = "llvm.intr.vp.fma"(%arg1, %1, %arg1, %arg2, %arg3) : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>
// CHECK-NEXT:     %3 = "llvm.intr.vp.merge"(%arg2, %0, %arg0, %arg3) : (vector<2xi1>, vector<2xi32>, vector<2xi32>, i32) -> vector<2xi32>
// CHECK-NEXT:     %4 = "llvm.intr.vp.sext"(%3, %arg2, %arg3) : (vector<2xi32>, vector<2xi1>, i32) -> vector<2xi64>
// CHECK-NEXT:     %5 = "llvm.intr.vp.inttoptr"(%4, %arg2, %arg3) : (vector<2xi64>, vector<2xi1>, i32) -> vector<2x!llvm.ptr>
// CHECK-NEXT:     %6 = "llvm.intr.vp.ptrtoint"(%5, %arg2, %arg3) : (vector<2x!llvm.ptr>, vector<2xi1>, i32) -> vector<2xi64>
// CHECK-NEXT:     %7 = "llvm.intr.vp.fptosi"(%2, %arg2, %arg3) : (vector<2xf32>, vector<2xi1>, i32) -> vector<2xi32>
// CHECK-NEXT:     "llvm.intr.vp.store"(%7, %arg4, %arg2, %arg3) : (vector<2xi32>, !llvm.ptr, vector<2xi1>, i32) -> ()
// CHECK-NEXT:     %8 = "llvm.intr.experimental.vp.strided.load"(%arg4, %arg5, %arg2, %arg3) : (!llvm.ptr, i64, vector<2xi1>, i32) -> vector<2xi32>
// CHECK-NEXT:     %9 = "llvm.intr.vp.load"(%arg4, %arg2, %arg3) : (!llvm.ptr, vector<2xi1>, i32) -> vector<2xi32>
// CHECK-NEXT:     "llvm.intr.experimental.vp.strided.store"(%9, %arg4, %arg5, %arg2, %arg3) : (vector<2xi32>, !llvm.ptr, i64, vector<2xi1>, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
