// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The dereferenceable attribute of loads and inttoptr (in either order of
// its parameters), the vscale range of functions, target features, and
// `-> !llvm.void` as a spelled-out void result, memory effects (in any
// order of their locations).

llvm.func @deref(%addr: i64, %p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.inttoptr %addr dereferenceable<bytes = 16> : i64 to !llvm.ptr
  %1 = llvm.load %p dereferenceable<mayBeNull = true, bytes = 32> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load %1 dereferenceable<bytes = 4, mayBeNull = false> : !llvm.ptr -> !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

llvm.func @scalable() vscale_range(1, 16) attributes {target_features = #llvm.target_features<["+sve", "-neon"]>} {
  llvm.return
}

llvm.func @no_features() attributes {target_features = #llvm.target_features<[]>, x = #llvm.dereferenceable<bytes = 2>, y = #llvm.vscale_range<maxRange = 4 : i32, minRange = 2 : i32>}

llvm.func @void_result() -> !llvm.void

llvm.func @effects() attributes {memory_effects = #llvm.memory_effects<argMem = read, other = none, inaccessibleMem = readwrite, errnoMem = write, targetMem0 = none, targetMem1 = read>}

// CHECK: module {
// CHECK-NEXT:   llvm.func @deref(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 16> : i64 to !llvm.ptr
// CHECK-NEXT:     %1 = llvm.load %arg1 dereferenceable<bytes = 32, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.load %1 dereferenceable<bytes = 4> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     llvm.return %2 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @scalable() vscale_range(1, 16) attributes {target_features = #llvm.target_features<["+sve", "-neon"]>} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @no_features() attributes {target_features = #llvm.target_features<[]>, x = #llvm.dereferenceable<bytes = 2>, y = #llvm.vscale_range<minRange = 2 : i32, maxRange = 4 : i32>}
// CHECK-NEXT:   llvm.func @void_result()
// CHECK-NEXT:   llvm.func @effects() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite, errnoMem = write, targetMem0 = none, targetMem1 = read>}
// CHECK-NEXT: }
// CHECK-EMPTY:
