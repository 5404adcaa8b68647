// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Memory, aggregate and vector ops.
func.func @memory(%a: i32, %p: !llvm.ptr, %q: !llvm.ptr<1>, %i: i64) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %4 = llvm.load %q invariant {nontemporal} : !llvm.ptr<1> -> !llvm.struct<(i32, ptr)>
  %5 = llvm.load %p invariant_group : !llvm.ptr -> vector<4xf32>
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store volatile %a, %p atomic release {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  llvm.store %a, %p atomic syncscope("x") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %a, %q invariant_group : i32, !llvm.ptr<1>
  %6 = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  %7 = llvm.alloca %i x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr<5>
  %8 = llvm.alloca inalloca %a x i8 : (i32) -> !llvm.ptr
  %9 = "llvm.alloca"(%a) <{elem_type = f32, alignment = 0 : i64}> : (i32) -> !llvm.ptr
  %10 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %11 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %12 = llvm.getelementptr inbounds|nuw %p[%i, 1, %a] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %13 = llvm.getelementptr nusw %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %14 = llvm.getelementptr nuw %q[-1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  return
}

func.func @aggregates(%b: f32, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %b, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractvalue %s[1] {note} : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.insertvalue %3, %s[1] : !llvm.struct<(i32, array<2 x f32>)>
  return
}

func.func @vectors(%a: i32, %b: f32, %v: vector<4xf32>, %w: vector<[4]xf32>) {
  %0 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %1 = llvm.insertelement %b, %v[%a : i32] : vector<4xf32>
  %2 = llvm.shufflevector %v, %v [0, 1] : vector<4xf32>
  %3 = llvm.shufflevector %v, %v [0, -1, 7, 2, 1, 0] : vector<4xf32>
  %4 = llvm.shufflevector %w, %w [0, 0, 0, 0] : vector<[4]xf32>
  %5 = llvm.extractelement %w[%a : i32] : vector<[4]xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @memory(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr<1>, %arg3: i64) {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:     %1 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:     %2 = llvm.load volatile %arg1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %3 = llvm.load %arg1 atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:     %4 = llvm.load %arg2 invariant {nontemporal} : !llvm.ptr<1> -> !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %5 = llvm.load %arg1 invariant_group : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     llvm.store %arg0, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store volatile %arg0, %arg1 atomic release {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %arg1 atomic syncscope("x") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %arg2 invariant_group : i32, !llvm.ptr<1>
// CHECK-NEXT:     %6 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.alloca %arg3 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr<5>
// CHECK-NEXT:     %8 = llvm.alloca inalloca %arg0 x i8 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %9 = llvm.alloca %arg0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %10 = llvm.getelementptr %arg1[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:     %11 = llvm.getelementptr inbounds %arg1[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %12 = llvm.getelementptr inbounds|nuw %arg1[%arg3, 1, %arg0] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT:     %13 = llvm.getelementptr nusw %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:     %14 = llvm.getelementptr nuw %arg2[-1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aggregates(%arg0: f32, %arg1: !llvm.struct<(i32, array<2 x f32>)>) {
// CHECK-NEXT:     %0 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %arg1[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %arg1[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %arg1[1] {note} : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %arg1[1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vectors(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<[4]xf32>) {
// CHECK-NEXT:     %0 = llvm.extractelement %arg2[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.insertelement %arg1, %arg2[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg2, %arg2 [0, 1] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %arg2, %arg2 [0, -1, 7, 2, 1, 0] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %arg3, %arg3 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     %5 = llvm.extractelement %arg3[%arg0 : i32] : vector<[4]xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
