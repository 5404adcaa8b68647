// RUN: strata-opt %s --allow-unregistered-dialect --affine-expand-index-ops | FileCheck %s
// Expectations from mlir-opt 22 --affine-expand-index-ops on this input: static and
// dynamic bases, with and without an outer bound, `disjoint`, and linearize
// terms ordered by how many enclosing loops they are invariant in.

func.func @delin_static(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (16, 224, 224) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_no_outer(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (224, 224) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_dyn(%i: index, %a: index, %b: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%a, %b, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_dyn_noouter(%i: index, %a: index, %b: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%a, %b) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @lin_static(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
  return %0 : index
}
func.func @lin_disjoint(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 5) : index
  return %0 : index
}
func.func @lin_no_outer(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (3, 5) : index
  return %0 : index
}
func.func @lin_dyn(%a: index, %b: index, %c: index, %x: index, %y: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%x, %y) : index
  return %0 : index
}
func.func @lin_dyn2(%a: index, %b: index, %c: index, %x: index, %y: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (%x, %y, 4) : index
  return %0 : index
}
func.func @lin_one(%a: index) -> index {
  %0 = affine.linearize_index [%a] by (4) : index
  return %0 : index
}
func.func @delin_in_loop(%i: index, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %0:2 = affine.delinearize_index %k into (%n, 7) : index, index
    "test.use"(%0#0, %0#1) : (index, index) -> ()
  }
  %1:2 = affine.delinearize_index %i into (5, 7) : index, index
  return %1#0, %1#1 : index, index
}
func.func @lin_loops(%m: memref<?xindex>, %a: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.for %j = 0 to 8 {
      scf.for %k = %c0 to %n step %c1 {
        %s = arith.addi %i, %c1 : index
        %x = affine.linearize_index [%k, %j, %i, %a] by (%n, 8, %s, 3) : index
        memref.store %x, %m[%c0] : memref<?xindex>
      }
    }
  }
  return
}
func.func @lin_loops2(%m: memref<?xindex>, %a: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = affine.linearize_index disjoint [%i, %a] by (%n) : index
    memref.store %x, %m[%c0] : memref<?xindex>
    %y:2 = affine.delinearize_index %x into (%n) : index, index
    memref.store %y#0, %m[%y#1] : memref<?xindex>
  }
  return
}

// CHECK-LABEL: func.func @delin_static(
// CHECK-NEXT: %c224 = arith.constant 224 : index
// CHECK-NEXT: %c50176 = arith.constant 50176 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c50176 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c50176 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c50176 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c224 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c224 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c224 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: return %0, %5, %9 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin_no_outer(
// CHECK-NEXT: %c224 = arith.constant 224 : index
// CHECK-NEXT: %c50176 = arith.constant 50176 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c50176 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c50176 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c50176 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c224 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c224 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c224 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: return %0, %5, %9 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin_dyn(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %arg2, %c8 overflow<nsw, nuw> : index
// CHECK-NEXT: %1 = arith.floordivsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.remsi %arg0, %0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0 : index
// CHECK-NEXT: %4 = arith.addi %2, %0 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: %6 = arith.divsi %5, %c8 : index
// CHECK-NEXT: %7 = arith.remsi %arg0, %c8 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0 : index
// CHECK-NEXT: %9 = arith.addi %7, %c8 overflow<nsw> : index
// CHECK-NEXT: %10 = arith.select %8, %9, %7 : index
// CHECK-NEXT: return %1, %6, %10 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin_dyn_noouter(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.muli %arg2, %arg1 overflow<nsw, nuw> : index
// CHECK-NEXT: %1 = arith.floordivsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.remsi %arg0, %0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0 : index
// CHECK-NEXT: %4 = arith.addi %2, %0 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: %6 = arith.divsi %5, %arg2 : index
// CHECK-NEXT: %7 = arith.remsi %arg0, %arg2 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0 : index
// CHECK-NEXT: %9 = arith.addi %7, %arg2 overflow<nsw> : index
// CHECK-NEXT: %10 = arith.select %8, %9, %7 : index
// CHECK-NEXT: return %1, %6, %10 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_static(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c15 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c5 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %0, %1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_disjoint(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c15 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c5 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %0, %1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_no_outer(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c15 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c5 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %0, %1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_dyn(
// CHECK-NEXT: %0 = arith.muli %arg4, %arg3 overflow<nsw, nuw> : index
// CHECK-NEXT: %1 = arith.muli %arg0, %0 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %arg1, %arg4 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %1, %2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_dyn2(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg4, %c4 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg0, %0 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %arg1, %c4 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %1, %2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_one(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin_in_loop(
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %5 = arith.floordivsi %arg2, %c7 : index
// CHECK-NEXT: %6 = arith.remsi %arg2, %c7 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c7 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: "test.use"(%5, %9) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c7 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c7 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c7 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: return %0, %4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_loops(
// CHECK-NEXT: %c24 = arith.constant 24 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %1 = arith.muli %0, %c3 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %0, %c24 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.muli %arg5, %2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.muli %arg4, %1 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.muli %arg3, %c3 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.addi %arg1, %5 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.addi %6, %4 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %7, %3 overflow<nsw> : index
// CHECK-NEXT: memref.store %8, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_loops2(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %0 = arith.muli %arg3, %arg2 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %arg1, %0 overflow<nsw> : index
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT: %2 = arith.floordivsi %1, %arg2 : index
// CHECK-NEXT: %3 = arith.remsi %1, %arg2 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c0 : index
// CHECK-NEXT: %5 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT: memref.store %2, %arg0[%6] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
