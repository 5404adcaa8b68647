// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Constants fold when 64- and 32-bit index arithmetic agree on the low
// 32 bits; the result is the 64-bit value.
func.func @arith_constants() -> (index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c5 = index.constant 5
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %r0 = index.add %big, %c1
  %r1 = index.add %m1, %c1
  %r2 = index.sub %c2, %c5
  %r3 = index.mul %big, %big
  %r4 = index.mul %c5, %m1
  // Wrapping at 32 bits agrees with the low bits of the 64-bit result:
  // 2^32 - 1 is -1 at 32 bits, 2^31 * 2 is 0.
  %r5 = index.sub %big, %c1
  %h = index.constant 2147483648
  %r6 = index.mul %h, %c2
  %r7 = index.add %h, %h
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : index, index, index, index, index, index, index, index
}

func.func @division() -> (index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c3 = index.constant 3
  %m7 = index.constant -7
  %big = index.constant 4294967296
  %r0 = index.divs %m7, %c2
  %r1 = index.divs %m7, %c0
  %r2 = index.ceildivs %m7, %c2
  %r3 = index.floordivs %m7, %c2
  %r4 = index.floordivs %c3, %m7
  %r5 = index.ceildivs %c3, %c2
  %r6 = index.rems %m7, %c2
  %r7 = index.remu %m7, %c2
  // Unsigned division of a negative value differs between widths.
  %r8 = index.divu %m7, %c2
  %r9 = index.ceildivu %c3, %c2
  %r10 = index.divu %big, %c2
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : index, index, index, index, index, index, index, index, index, index, index
}

func.func @bits_and_shifts() -> (index, index, index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %c5 = index.constant 5
  %c40 = index.constant 40
  %m7 = index.constant -7
  %r0 = index.shl %c1, %c5
  // Shifts by 32 or more are undefined for a 32-bit index.
  %r1 = index.shl %c1, %c40
  %r2 = index.shrs %m7, %c2
  %r3 = index.shru %m7, %c2
  %r4 = index.shru %c40, %c3
  %r5 = index.and %m7, %c3
  %r6 = index.or %m7, %c3
  %r7 = index.xor %m7, %c3
  %r8 = index.maxs %m7, %c2
  %r9 = index.maxu %m7, %c2
  %r10 = index.mins %m7, %c2
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : index, index, index, index, index, index, index, index, index, index, index
}

// Identities, and constants moved to the right of commutative ops.
func.func @identities(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %r0 = index.add %a, %c0
  %r1 = index.add %c0, %a
  %r2 = index.sub %a, %c0
  %r3 = index.mul %a, %c1
  %r4 = index.mul %c0, %a
  %r5 = index.divs %a, %c1
  %r6 = index.sub %a, %a
  %r7 = index.xor %c5, %b
  %r8 = index.maxs %a, %a
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : index, index, index, index, index, index, index, index, index
}

func.func @cmp_constants(%a: index) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %r0 = index.cmp ult(%c0, %c5)
  %r1 = index.cmp slt(%m1, %c0)
  %r2 = index.cmp ugt(%m1, %c0)
  %r3 = index.cmp eq(%c5, %c5)
  // 2^32 < 1 is false at 64 bits, 0 < 1 true at 32 bits.
  %r4 = index.cmp ult(%big, %c1)
  %r5 = index.cmp ne(%big, %c0)
  %r6 = index.cmp sle(%c5, %a)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @cmp_same_operands(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp ne(%a, %a)
  %2 = index.cmp slt(%a, %a)
  %3 = index.cmp sle(%a, %a)
  %4 = index.cmp sgt(%a, %a)
  %5 = index.cmp sge(%a, %a)
  %6 = index.cmp ult(%a, %a)
  %7 = index.cmp ule(%a, %a)
  %8 = index.cmp ugt(%a, %a)
  %9 = index.cmp uge(%a, %a)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// cmp(min/max(x, a), b) with the range of the min or max.
func.func @cmp_of_min_max(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c3 = index.constant 3
  %c10 = index.constant 10
  %m1 = index.constant -1
  %max = index.maxs %a, %c10
  %r0 = index.cmp sgt(%max, %c3)
  %r1 = index.cmp ne(%max, %c3)
  %r2 = index.cmp eq(%max, %c10)
  %r3 = index.cmp slt(%max, %c3)
  %minu = index.minu %a, %c3
  %r4 = index.cmp ult(%minu, %c10)
  %mins = index.mins %a, %c3
  %r5 = index.cmp sle(%mins, %c3)
  %r6 = index.cmp ult(%mins, %c10)
  %maxu = index.maxu %a, %c10
  %r7 = index.cmp uge(%maxu, %c3)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// cmp(x - y, 0) -> cmp(x, y); cmp(0, x - y) -> cmp(y, x).
func.func @cmp_of_sub(%a: index, %b: index) -> (i1, i1, i1, index) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %r0 = index.cmp slt(%s, %c0)
  %r1 = index.cmp ult(%c0, %s)
  %r2 = index.cmp eq(%s, %c0)
  return %r0, %r1, %r2, %s : i1, i1, i1, index
}

// Casts to index fold; casts from index only when a 32-bit index would
// give the same value (and then the integer constant is not one the
// index dialect can build, so the cast stays).
func.func @casts() -> (index, index, index, index, index, i32, i64) {
  %a = arith.constant -1 : i64
  %b = arith.constant 4294967296 : i64
  %c = arith.constant -1 : i8
  %d = arith.constant 7 : i32
  %r0 = index.casts %a : i64 to index
  %r1 = index.castu %a : i64 to index
  %r2 = index.castu %b : i64 to index
  %r3 = index.castu %c : i8 to index
  %r4 = index.casts %c : i8 to index
  %c5 = index.constant 5
  %r5 = index.casts %c5 : index to i32
  %r6 = index.castu %c5 : index to i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : index, index, index, index, index, i32, i64
}

func.func @sizeof_and_bool() -> (index, i1) {
  %0 = index.sizeof
  %t = index.bool.constant true
  %f = index.bool.constant false
  %1 = index.cmp eq(%0, %0)
  return %0, %1 : index, i1
}

// op(op(x, c1), c2) -> op(x, c) for the associative and commutative ops
// when the constants fold; sub and non-constant operands stay.
func.func @reassociate(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %h = index.constant 2147483648
  %x = index.add %a, %c3
  %r0 = index.add %x, %c5
  %y = index.mul %a, %c3
  %r1 = index.mul %y, %c5
  %z = index.maxs %a, %c3
  %r2 = index.maxs %z, %c5
  %r3 = index.and %c3, %a
  %r4 = index.and %r3, %c5
  %u = index.add %a, %b
  %r5 = index.add %u, %c5
  %v = index.add %a, %h
  %r6 = index.add %v, %h
  %w = index.xor %a, %c3
  %r7 = index.xor %w, %c5
  %m = index.minu %a, %c3
  %r8 = index.minu %m, %c5
  %o = index.or %a, %c3
  %r9 = index.or %o, %c5
  %s = index.sub %a, %c3
  %r10 = index.sub %s, %c5
  %n = index.mins %a, %c3
  %r11 = index.mins %n, %c5
  %p = index.maxu %a, %c3
  %r12 = index.maxu %p, %c5
  return %r0, %r1, %r2, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %x : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @arith_constants() -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %idx-5 = index.constant -5
// CHECK-NEXT:     %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     return %idx4294967297, %idx0, %idx-3, %idx0, %idx-5, %idx4294967295, %idx4294967296, %idx4294967296 : index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @division() -> (index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx-4 = index.constant -4
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx2 = index.constant 2
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %0 = index.divs %idx-7, %idx0
// CHECK-NEXT:     %1 = index.divu %idx-7, %idx2
// CHECK-NEXT:     %2 = index.divu %idx4294967296, %idx2
// CHECK-NEXT:     return %idx-3, %0, %idx-3, %idx-4, %idx-1, %idx2, %idx-1, %idx1, %1, %idx2, %2 : index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bits_and_shifts() -> (index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-6 = index.constant -6
// CHECK-NEXT:     %idx-5 = index.constant -5
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx-2 = index.constant -2
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx2 = index.constant 2
// CHECK-NEXT:     %idx40 = index.constant 40
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %0 = index.shl %idx1, %idx40
// CHECK-NEXT:     %1 = index.shru %idx-7, %idx2
// CHECK-NEXT:     return %idx32, %0, %idx-2, %1, %idx5, %idx1, %idx-5, %idx-6, %idx2, %idx-7, %idx-7 : index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identities(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %0 = index.divs %arg0, %idx1
// CHECK-NEXT:     %1 = index.sub %arg0, %arg0
// CHECK-NEXT:     %2 = index.xor %arg1, %idx5
// CHECK-NEXT:     %3 = index.maxs %arg0, %arg0
// CHECK-NEXT:     return %arg0, %arg0, %arg0, %arg0, %idx0, %0, %1, %2, %3 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_constants(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.cmp ult(%idx4294967296, %idx1)
// CHECK-NEXT:     %1 = index.cmp ne(%idx4294967296, %idx0)
// CHECK-NEXT:     %2 = index.cmp sle(%idx5, %arg0)
// CHECK-NEXT:     return %true, %true, %true, %true, %0, %1, %2 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_same_operands(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     return %true, %false, %false, %true, %false, %true, %false, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_of_min_max(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx3 = index.constant 3
// CHECK-NEXT:     %idx10 = index.constant 10
// CHECK-NEXT:     %0 = index.maxs %arg0, %idx10
// CHECK-NEXT:     %1 = index.cmp eq(%0, %idx10)
// CHECK-NEXT:     %2 = index.mins %arg0, %idx3
// CHECK-NEXT:     %3 = index.cmp ult(%2, %idx10)
// CHECK-NEXT:     return %true, %true, %1, %false, %true, %true, %3, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_of_sub(%arg0: index, %arg1: index) -> (i1, i1, i1, index) {
// CHECK-NEXT:     %0 = index.sub %arg0, %arg1
// CHECK-NEXT:     %1 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %2 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT:     %3 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:     return %1, %2, %3, %0 : i1, i1, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts() -> (index, index, index, index, index, i32, i64) {
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     %idx255 = index.constant 255
// CHECK-NEXT:     %0 = index.casts %idx5 : index to i32
// CHECK-NEXT:     %1 = index.castu %idx5 : index to i64
// CHECK-NEXT:     return %idx-1, %idx-1, %idx4294967296, %idx255, %idx-1, %0, %1 : index, index, index, index, index, i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sizeof_and_bool() -> (index, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.sizeof
// CHECK-NEXT:     return %0, %true : index, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reassociate(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx7 = index.constant 7
// CHECK-NEXT:     %idx6 = index.constant 6
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx15 = index.constant 15
// CHECK-NEXT:     %idx8 = index.constant 8
// CHECK-NEXT:     %idx3 = index.constant 3
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %0 = index.add %arg0, %idx3
// CHECK-NEXT:     %1 = index.add %arg0, %idx8
// CHECK-NEXT:     %2 = index.mul %arg0, %idx15
// CHECK-NEXT:     %3 = index.maxs %arg0, %idx5
// CHECK-NEXT:     %4 = index.and %arg0, %idx1
// CHECK-NEXT:     %5 = index.add %arg0, %arg1
// CHECK-NEXT:     %6 = index.add %5, %idx5
// CHECK-NEXT:     %7 = index.add %arg0, %idx4294967296
// CHECK-NEXT:     %8 = index.xor %arg0, %idx6
// CHECK-NEXT:     %9 = index.minu %arg0, %idx3
// CHECK-NEXT:     %10 = index.or %arg0, %idx7
// CHECK-NEXT:     %11 = index.sub %arg0, %idx3
// CHECK-NEXT:     %12 = index.sub %11, %idx5
// CHECK-NEXT:     %13 = index.mins %arg0, %idx3
// CHECK-NEXT:     %14 = index.maxu %arg0, %idx5
// CHECK-NEXT:     return %1, %2, %3, %4, %6, %7, %8, %9, %10, %12, %13, %14, %0 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
