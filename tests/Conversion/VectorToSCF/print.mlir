// RUN: strata-opt %s --split-input-file --convert-vector-to-scf | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-scf

// A 1-D vector prints element by element between brackets.
func.func @print_1d(%v: vector<5xi32>) {
  vector.print %v : vector<5xi32>
  return
}

// -----

// n-D vectors are flattened; each dimension is a loop with its brackets.
func.func @print_nd(%v: vector<3x2xf64>, %w: vector<2x1x2xi1>) {
  vector.print %v : vector<3x2xf64> punctuation <comma>
  vector.print %w : vector<2x1x2xi1> punctuation <no_punctuation>
  return
}

// -----

// A 0-D vector prints as one element; scalars are left alone.
func.func @print_0d(%v: vector<f16>, %s: i8) {
  vector.print %v : vector<f16>
  vector.print %s : i8
  vector.print str "end"
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @print_1d(%arg0: vector<5xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c5 step %c1 {
// CHECK-NEXT:       %0 = vector.extract %arg0[%arg1] : i32 from vector<5xi32>
// CHECK-NEXT:       vector.print %0 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg1, %c4 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @print_nd(%arg0: vector<3x2xf64>, %arg1: vector<2x1x2xi1>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<3x2xf64> to vector<6xf64>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %4 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:         %5 = arith.addi %arg3, %4 : index
// CHECK-NEXT:         %6 = vector.extract %0[%5] : f64 from vector<6xf64>
// CHECK-NEXT:         vector.print %6 : f64 punctuation <no_punctuation>
// CHECK-NEXT:         %7 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:         scf.if %7 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     %1 = arith.extui %arg1 : vector<2x1x2xi1> to vector<2x1x2xi8>
// CHECK-NEXT:     %2 = vector.shape_cast %1 : vector<2x1x2xi8> to vector<4xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT:         vector.print punctuation <open>
// CHECK-NEXT:         scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:           %5 = arith.muli %arg3, %c2 : index
// CHECK-NEXT:           %6 = arith.addi %arg4, %5 : index
// CHECK-NEXT:           %7 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:           %8 = arith.addi %6, %7 : index
// CHECK-NEXT:           %9 = vector.extract %2[%8] : i8 from vector<4xi8>
// CHECK-NEXT:           vector.print %9 : i8 punctuation <no_punctuation>
// CHECK-NEXT:           %10 = arith.cmpi ult, %arg4, %c1 : index
// CHECK-NEXT:           scf.if %10 {
// CHECK-NEXT:             vector.print punctuation <comma>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         vector.print punctuation <close>
// CHECK-NEXT:         %4 = arith.cmpi ult, %arg3, %c0 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <no_punctuation>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @print_0d(%arg0: vector<f16>, %arg1: i8) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %0 = vector.extract %arg0[] : f16 from vector<f16>
// CHECK-NEXT:       vector.print %0 : f16 punctuation <no_punctuation>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg2, %c0 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print %arg1 : i8
// CHECK-NEXT:     vector.print str "end"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
