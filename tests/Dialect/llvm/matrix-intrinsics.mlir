// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.func @matrix(%a: vector<6xf32>, %b: vector<6xf32>) -> vector<4xf32> {
  %t = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> into vector<6xf32>
  %m = llvm.intr.matrix.multiply %t, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  llvm.return %m : vector<4xf32>
}

// CHECK-LABEL: llvm.func @matrix(
// CHECK-NEXT:    %0 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT:    %1 = llvm.intr.matrix.multiply %0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
// CHECK-NEXT:    llvm.return %1 : vector<4xf32>

// GENERIC: "llvm.intr.matrix.transpose"(%arg0) <{columns = 3 : i32, rows = 2 : i32}> : (vector<6xf32>) -> vector<6xf32>
// GENERIC: "llvm.intr.matrix.multiply"(%0, %arg1) <{lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
