// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s
// CONFORMANCE: pipeline=--int-range-optimizations

// Index ops are inferred at 64 and at 32 bits: a result is known only
// where both agree.

func.func @index_ops(%a: index) -> (i1, i1, index) {
  %c4 = index.constant 4
  %c100 = index.constant 100
  %x = index.and %a, %c4
  %y = index.add %x, %c100
  %z = index.mul %y, %c4
  %lt = index.cmp ult(%z, %c100)
  %sz = index.sizeof
  %c64 = index.constant 65
  %le = index.cmp slt(%sz, %c64)
  %s = index.shru %y, %c4
  return %lt, %le, %s : i1, i1, index
}

// -----

func.func @wraps_at_32_bits(%a: index) -> i1 {
  %big = index.constant 4294967295
  %c1 = index.constant 1
  %x = index.minu %a, %c1
  %y = index.add %x, %big
  %c0 = index.constant 0
  %gt = index.cmp ugt(%y, %c0)
  return %gt : i1
}

// -----

func.func @casts(%a: i8) -> (i1, index) {
  %x = index.castu %a : i8 to index
  %c256 = index.constant 256
  %lt = index.cmp ult(%x, %c256)
  %d = index.divu %x, %c256
  return %lt, %d : i1, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @index_ops(%arg0: index) -> (i1, i1, index) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx6 = index.constant 6
// CHECK-NEXT:     return %false, %true, %idx6 : i1, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @wraps_at_32_bits(%arg0: index) -> i1 {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %0 = index.minu %arg0, %idx1
// CHECK-NEXT:     %1 = index.add %0, %idx4294967295
// CHECK-NEXT:     %2 = index.cmp ugt(%1, %idx0)
// CHECK-NEXT:     return %2 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @casts(%arg0: i8) -> (i1, index) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     return %true, %idx0 : i1, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
