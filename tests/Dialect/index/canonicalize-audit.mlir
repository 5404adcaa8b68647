// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Index folds and patterns.
func.func @i(%a: index, %b: index) -> (index, index, index, index, index, index, i1, index, index, i64, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c4 = index.constant 4
  %c3 = index.constant 3
  %0 = index.add %a, %c0
  %1 = index.mul %a, %c1
  %x = index.add %a, %c4
  %2 = index.add %x, %c3
  %3 = index.sub %a, %a
  %4 = index.divs %c4, %c3
  %5 = index.ceildivu %c4, %c3
  %6 = index.cmp slt(%a, %a)
  %7 = index.maxs %a, %a
  %8 = index.shl %c1, %c4
  %9 = index.casts %c4 : index to i64
  %10 = index.sizeof
  %11 = index.floordivs %c4, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : index, index, index, index, index, index, i1, index, index, i64, index, index
}
func.func @i2(%a: index, %b: index) -> (i1, i1, index, index, index, index, index, index) {
  %s = index.sub %a, %b
  %c0 = index.constant 0
  %0 = index.cmp slt(%s, %c0)
  %x = index.constant 10
  %c3 = index.constant 3
  %1 = index.cmp eq(%x, %c3)
  %2 = index.and %a, %a
  %3 = index.or %a, %c0
  %4 = index.xor %a, %a
  %5 = index.rems %x, %c3
  %6 = index.mul %a, %c3
  %7 = index.mul %6, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, index, index, index, index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @i(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, i1, index, index, i64, index, index) {
// CHECK-NEXT:     %idx16 = index.constant 16
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %idx2 = index.constant 2
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx4 = index.constant 4
// CHECK-NEXT:     %idx7 = index.constant 7
// CHECK-NEXT:     %0 = index.add %arg0, %idx7
// CHECK-NEXT:     %1 = index.sub %arg0, %arg0
// CHECK-NEXT:     %2 = index.maxs %arg0, %arg0
// CHECK-NEXT:     %3 = index.casts %idx4 : index to i64
// CHECK-NEXT:     %4 = index.sizeof
// CHECK-NEXT:     return %arg0, %arg0, %0, %1, %idx1, %idx2, %false, %2, %idx16, %3, %4, %idx1 : index, index, index, index, index, index, i1, index, index, i64, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i2(%arg0: index, %arg1: index) -> (i1, i1, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx9 = index.constant 9
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %idx3 = index.constant 3
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %1 = index.and %arg0, %arg0
// CHECK-NEXT:     %2 = index.or %arg0, %idx0
// CHECK-NEXT:     %3 = index.xor %arg0, %arg0
// CHECK-NEXT:     %4 = index.mul %arg0, %idx3
// CHECK-NEXT:     %5 = index.mul %arg0, %idx9
// CHECK-NEXT:     return %0, %false, %1, %2, %3, %idx1, %4, %5 : i1, i1, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
