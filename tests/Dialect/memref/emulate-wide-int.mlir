// RUN: strata-opt %s --memref-emulate-wide-int | FileCheck %s
// Memrefs of i64 become memrefs of vector<2xi32>; allocations keep their
// operands and alignment, accesses their nontemporal flag; layouts and
// memory spaces are kept.

func.func @accesses(%n: index) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n)[%n] {alignment = 16 : i64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>, 3>
  %v = memref.load %m[%c0, %c0] {nontemporal = true} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>, 3>
  %w = arith.muli %v, %v : i64
  memref.store %w, %m[%c0, %c0] : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>, 3>
  %f = memref.alloc() : memref<2xf64>
  %i = memref.alloc() : memref<2xi32>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @accesses(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0)[%arg0] {alignment = 16 : i64} : memref<?x4xvector<2xi32>, #map, 3>
// CHECK-NEXT:     %0 = memref.load %alloc[%c0, %c0] {nontemporal = true} : memref<?x4xvector<2xi32>, #map, 3>
// CHECK-NEXT:     %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %low, %high = arith.mului_extended %1, %3 : i32
// CHECK-NEXT:     %5 = arith.muli %1, %4 : i32
// CHECK-NEXT:     %6 = arith.muli %2, %3 : i32
// CHECK-NEXT:     %7 = arith.addi %high, %5 : i32
// CHECK-NEXT:     %8 = arith.addi %7, %6 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %9 = vector.insert %low, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %10 = vector.insert %8, %9 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     memref.store %10, %alloc[%c0, %c0] : memref<?x4xvector<2xi32>, #map, 3>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf64>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
