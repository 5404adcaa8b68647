// RUN: strata-opt %s -test-vector-gather-lowering | FileCheck %s

// A 2-D gather is unrolled into 1-D ones, each one conditional load per
// lane (the last offset moved by the lane's index).
func.func @gather_2d(%m: memref<?x?xf32>, %i: index, %idx: vector<2x2xindex>, %mask: vector<2x2xi1>, %pass: vector<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%i, %c0] [%idx], %mask, %pass : memref<?x?xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return %g : vector<2x2xf32>
}

// i32 indices are cast to index first; a tensor is read with extracts.
func.func @gather_tensor_i32(%t: tensor<?xi8>, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xi8>) -> vector<3xi8> {
  %c4 = arith.constant 4 : index
  %g = vector.gather %t[%c4] [%idx], %mask, %pass : tensor<?xi8>, vector<3xi32>, vector<3xi1>, vector<3xi8> into vector<3xi8>
  return %g : vector<3xi8>
}

// A column of a 2-D memref: the gather reads the collapsed memref with
// the indices scaled by the row length (keeping its alignment).
func.func @gather_column(%m: memref<16x5xf32>, %idx: vector<2xindex>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %col = memref.subview %m[0, 0] [16, 1] [1, 1] : memref<16x5xf32> to memref<16xf32, strided<[5]>>
  %g = vector.gather %col[%c0] [%idx], %mask, %pass {alignment = 4} : memref<16xf32, strided<[5]>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// Left alone: a scalable gather, and a non-unit stride with more than one
// lane.
func.func @left_alone(%m: memref<?xf32>, %s: memref<8xf32, strided<[2]>>, %idx: vector<[4]xindex>, %mask: vector<[4]xi1>, %pass: vector<[4]xf32>, %idx2: vector<2xindex>, %mask2: vector<2xi1>, %pass2: vector<2xf32>) -> (vector<[4]xf32>, vector<2xf32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<[4]xindex>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  %h = vector.gather %s[%c0] [%idx2], %mask2, %pass2 : memref<8xf32, strided<[2]>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g, %h : vector<[4]xf32>, vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @gather_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x2xindex>, %arg3: vector<2x2xi1>, %arg4: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = ub.poison : vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.extract %arg4[0] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT:     %2 = vector.extract %arg3[0, 0] : i1 from vector<2x2xi1>
// CHECK-NEXT:     %3 = vector.extract %arg2[0, 0] : index from vector<2x2xindex>
// CHECK-NEXT:     %4 = scf.if %2 -> (vector<2xf32>) {
// CHECK-NEXT:       %17 = vector.load %arg0[%arg1, %3] : memref<?x?xf32>, vector<1xf32>
// CHECK-NEXT:       %18 = vector.extract %17[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %19 = vector.insert %18, %1 [0] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %19 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = vector.extract %arg3[0, 1] : i1 from vector<2x2xi1>
// CHECK-NEXT:     %6 = vector.extract %arg2[0, 1] : index from vector<2x2xindex>
// CHECK-NEXT:     %7 = scf.if %5 -> (vector<2xf32>) {
// CHECK-NEXT:       %17 = vector.load %arg0[%arg1, %6] : memref<?x?xf32>, vector<1xf32>
// CHECK-NEXT:       %18 = vector.extract %17[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %19 = vector.insert %18, %4 [1] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %19 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %8 = vector.insert %7, %0 [0] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %9 = vector.extract %arg4[1] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT:     %10 = vector.extract %arg3[1, 0] : i1 from vector<2x2xi1>
// CHECK-NEXT:     %11 = vector.extract %arg2[1, 0] : index from vector<2x2xindex>
// CHECK-NEXT:     %12 = scf.if %10 -> (vector<2xf32>) {
// CHECK-NEXT:       %17 = vector.load %arg0[%arg1, %11] : memref<?x?xf32>, vector<1xf32>
// CHECK-NEXT:       %18 = vector.extract %17[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %19 = vector.insert %18, %9 [0] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %19 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %9 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %13 = vector.extract %arg3[1, 1] : i1 from vector<2x2xi1>
// CHECK-NEXT:     %14 = vector.extract %arg2[1, 1] : index from vector<2x2xindex>
// CHECK-NEXT:     %15 = scf.if %13 -> (vector<2xf32>) {
// CHECK-NEXT:       %17 = vector.load %arg0[%arg1, %14] : memref<?x?xf32>, vector<1xf32>
// CHECK-NEXT:       %18 = vector.extract %17[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %19 = vector.insert %18, %12 [1] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %19 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %12 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %16 = vector.insert %15, %8 [1] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     return %16 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather_tensor_i32(%arg0: tensor<?xi8>, %arg1: vector<3xi32>, %arg2: vector<3xi1>, %arg3: vector<3xi8>) -> vector<3xi8> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.index_cast %arg1 : vector<3xi32> to vector<3xindex>
// CHECK-NEXT:     %1 = vector.extract %arg2[0] : i1 from vector<3xi1>
// CHECK-NEXT:     %2 = vector.extract %0[0] : index from vector<3xindex>
// CHECK-NEXT:     %3 = arith.addi %2, %c4 : index
// CHECK-NEXT:     %4 = scf.if %1 -> (vector<3xi8>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%3] : tensor<?xi8>
// CHECK-NEXT:       %13 = vector.insert %extracted, %arg3 [0] : i8 into vector<3xi8>
// CHECK-NEXT:       scf.yield %13 : vector<3xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : vector<3xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = vector.extract %arg2[1] : i1 from vector<3xi1>
// CHECK-NEXT:     %6 = vector.extract %0[1] : index from vector<3xindex>
// CHECK-NEXT:     %7 = arith.addi %6, %c4 : index
// CHECK-NEXT:     %8 = scf.if %5 -> (vector<3xi8>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%7] : tensor<?xi8>
// CHECK-NEXT:       %13 = vector.insert %extracted, %4 [1] : i8 into vector<3xi8>
// CHECK-NEXT:       scf.yield %13 : vector<3xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : vector<3xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %9 = vector.extract %arg2[2] : i1 from vector<3xi1>
// CHECK-NEXT:     %10 = vector.extract %0[2] : index from vector<3xindex>
// CHECK-NEXT:     %11 = arith.addi %10, %c4 : index
// CHECK-NEXT:     %12 = scf.if %9 -> (vector<3xi8>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%11] : tensor<?xi8>
// CHECK-NEXT:       %13 = vector.insert %extracted, %8 [2] : i8 into vector<3xi8>
// CHECK-NEXT:       scf.yield %13 : vector<3xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %8 : vector<3xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %12 : vector<3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather_column(%arg0: memref<16x5xf32>, %arg1: vector<2xindex>, %arg2: vector<2xi1>, %arg3: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<5> : vector<2xindex>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<16x5xf32> into memref<80xf32>
// CHECK-NEXT:     %0 = arith.muli %arg1, %cst : vector<2xindex>
// CHECK-NEXT:     %1 = vector.extract %arg2[0] : i1 from vector<2xi1>
// CHECK-NEXT:     %2 = vector.extract %0[0] : index from vector<2xindex>
// CHECK-NEXT:     %3 = scf.if %1 -> (vector<2xf32>) {
// CHECK-NEXT:       %7 = vector.load %collapse_shape[%2] {alignment = 4 : i64} : memref<80xf32>, vector<1xf32>
// CHECK-NEXT:       %8 = vector.extract %7[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %9 = vector.insert %8, %arg3 [0] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %9 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = vector.extract %arg2[1] : i1 from vector<2xi1>
// CHECK-NEXT:     %5 = vector.extract %0[1] : index from vector<2xindex>
// CHECK-NEXT:     %6 = scf.if %4 -> (vector<2xf32>) {
// CHECK-NEXT:       %7 = vector.load %collapse_shape[%5] {alignment = 4 : i64} : memref<80xf32>, vector<1xf32>
// CHECK-NEXT:       %8 = vector.extract %7[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %9 = vector.insert %8, %3 [1] : f32 into vector<2xf32>
// CHECK-NEXT:       scf.yield %9 : vector<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %3 : vector<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %6 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @left_alone(%arg0: memref<?xf32>, %arg1: memref<8xf32, strided<[2]>>, %arg2: vector<[4]xindex>, %arg3: vector<[4]xi1>, %arg4: vector<[4]xf32>, %arg5: vector<2xindex>, %arg6: vector<2xi1>, %arg7: vector<2xf32>) -> (vector<[4]xf32>, vector<2xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.gather %arg0[%c0] [%arg2], %arg3, %arg4 : memref<?xf32>, vector<[4]xindex>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
// CHECK-NEXT:     %1 = vector.gather %arg1[%c0] [%arg5], %arg6, %arg7 : memref<8xf32, strided<[2]>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     return %0, %1 : vector<[4]xf32>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
