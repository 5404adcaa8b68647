// RUN: strata-opt %s -lower-vector-mask -split-input-file | FileCheck %s

// Masked reads, writes (to a tensor: a result) and gathers take the mask
// as an operand; an empty mask folds away.
func.func @lower(%t: tensor<?xf32>, %i: index, %m: vector<8xi1>, %v: vector<8xf32>, %idx: vector<8xindex>)
    -> (vector<8xf32>, tensor<?xf32>, vector<8xf32>, vector<8xf32>) {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.mask %m { vector.transfer_read %t[%i], %f0 {in_bounds = [true]} : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  %2 = vector.mask %m { vector.gather %t[%i] [%idx], %m, %v : tensor<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %3 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0, %1, %2, %3 : vector<8xf32>, tensor<?xf32>, vector<8xf32>, vector<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @lower(%arg0: tensor<?xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>, %arg4: vector<8xindex>) -> (vector<8xf32>, tensor<?xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst_0, %arg2 {in_bounds = [true]} : tensor<?xf32>, vector<8xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg3, %arg0[%arg1], %arg2 : vector<8xf32>, tensor<?xf32>
// CHECK-NEXT:     %2 = vector.gather %arg0[%arg1] [%arg4], %arg2, %cst : tensor<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT:     return %0, %1, %2, %arg3 : vector<8xf32>, tensor<?xf32>, vector<8xf32>, vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
