// RUN: strata-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Vectors with a trailing scalable dimension: splats, element access,
// reductions, masks and steps.
func.func @scalable(%s: f32, %v: vector<[4]xf32>, %i: index, %n: index) -> (vector<[4]xf32>, f32, f32, vector<[4]xi1>, vector<[4]xindex>, vector<2x[4]xf32>) {
  %0 = vector.broadcast %s : f32 to vector<[4]xf32>
  %1 = vector.extract %v[%i] : f32 from vector<[4]xf32>
  %2 = vector.reduction <maxnumf>, %v : vector<[4]xf32> into f32
  %3 = vector.create_mask %n : vector<[4]xi1>
  %4 = vector.step : vector<[4]xindex>
  %5 = vector.broadcast %s : f32 to vector<2x[4]xf32>
  return %0, %1, %2, %3, %4, %5 : vector<[4]xf32>, f32, f32, vector<[4]xi1>, vector<[4]xindex>, vector<2x[4]xf32>
}

// -----

// A masked reduction of a scalable vector counts n * vscale lanes.
func.func @masked(%v: vector<[8]xi32>, %k: vector<[8]xi1>) -> i32 {
  %0 = vector.mask %k { vector.reduction <maxui>, %v : vector<[8]xi32> into i32 } : vector<[8]xi1> -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalable(%arg0: f32, %arg1: vector<[4]xf32>, %arg2: index, %arg3: index) -> (vector<[4]xf32>, f32, f32, vector<[4]xi1>, vector<[4]xindex>, vector<2x[4]xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<[4]xf32> 
// CHECK-NEXT:     %5 = llvm.extractelement %arg1[%0 : i64] : vector<[4]xf32>
// CHECK-NEXT:     %6 = llvm.intr.vector.reduce.fmax(%arg1) : (vector<[4]xf32>) -> f32
// CHECK-NEXT:     %7 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT:     %8 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT:     %9 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %8, %9[%10 : i32] : vector<[4]xi32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<[4]xi32> 
// CHECK-NEXT:     %13 = arith.cmpi slt, %7, %12 : vector<[4]xi32>
// CHECK-NEXT:     %14 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : vector<[4]xi64> to vector<[4]xindex>
// CHECK-NEXT:     %16 = llvm.mlir.poison : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %17 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %19 = llvm.insertelement %arg0, %17[%18 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %19 [0, 0, 0, 0] : vector<[4]xf32> 
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %16[0] : !llvm.array<2 x vector<[4]xf32>> 
// CHECK-NEXT:     %22 = llvm.insertvalue %20, %21[1] : !llvm.array<2 x vector<[4]xf32>> 
// CHECK-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT:     return %4, %5, %6, %13, %15, %23 : vector<[4]xf32>, f32, f32, vector<[4]xi1>, vector<[4]xindex>, vector<2x[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @masked(%arg0: vector<[8]xi32>, %arg1: vector<[8]xi1>) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %2 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:     %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT:     %5 = arith.muli %1, %4 : i32
// CHECK-NEXT:     %6 = "llvm.intr.vp.reduce.umax"(%0, %arg0, %arg1, %5) : (i32, vector<[8]xi32>, vector<[8]xi1>, i32) -> i32
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
