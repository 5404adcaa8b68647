// RUN: strata-opt %s --convert-vector-to-llvm='reassociate-fp-reductions use-vector-alignment force-32bit-vector-indices=false enable-x86vector=false' | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm='reassociate-fp-reductions use-vector-alignment force-32bit-vector-indices=false enable-x86vector=false'

// The options: reassociating float reductions, vector alignment of
// loads and stores, 64-bit mask indices.
func.func @options(%v: vector<4xf32>, %m: memref<16xf32>, %i: index, %n: index) -> (f32, vector<4xf32>, vector<4xi1>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  %2 = vector.create_mask %n : vector<4xi1>
  return %0, %1, %2 : f32, vector<4xf32>, vector<4xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @options(%arg0: vector<4xf32>, %arg1: memref<16xf32>, %arg2: index, %arg3: index) -> (f32, vector<4xf32>, vector<4xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %3 = "llvm.intr.vector.reduce.fadd"(%2, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %7 = arith.index_cast %arg3 : index to i64
// CHECK-NEXT:     %8 = llvm.mlir.poison : vector<4xi64>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %10 = llvm.insertelement %7, %8[%9 : i32] : vector<4xi64>
// CHECK-NEXT:     %11 = llvm.shufflevector %10, %8 [0, 0, 0, 0] : vector<4xi64> 
// CHECK-NEXT:     %12 = arith.cmpi sgt, %11, %cst : vector<4xi64>
// CHECK-NEXT:     return %3, %6, %12 : f32, vector<4xf32>, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
