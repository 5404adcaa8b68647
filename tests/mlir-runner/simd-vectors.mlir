// Vector values at every -O level: -O0 holds them one value per element,
// -O1 and above as 128-bit SIMD values (wider vectors split into parts,
// n-D vectors as arrays of parts, compare results as lane masks, odd
// lengths per element).
// Loads (one unaligned), stores, broadcasts into fmuladd, element-wise
// float and integer arithmetic, shuffles within and across parts,
// insertelement/extractelement at constant and dynamic positions,
// bitcasts between lane widths, arrays of rows, a vector carried around a
// loop, select on scalar conditions and on masks (of the data's lane
// width or not, through a block argument, of compares with and without a
// vector form), reductions, minimum and maximum, conversions between
// integer and float lanes and integer widths, 8- and 16-bit lanes
// gathered from per-element values, and a 3-element vector;
// mlir-runner prints the same.
// RUN: strata-runner %s -e main --entry-point-result=void -O0 | FileCheck %s
// RUN: strata-runner %s -e main --entry-point-result=void -O2 | FileCheck %s
// RUN: strata-runner %s -e main --entry-point-result=void -O3 --print-clif 2>&1 >/dev/null | FileCheck %s --check-prefix=CLIF
// RUNNER: -e main --entry-point-result=void

// CHECK:      0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
// CHECK-NEXT: 13.5, 8.75, 5, 2.25, 0.5, -0.25, 0, 1.25, 3.5, 6.75, 11, 16.25, 22.5, 29.75, 38, 47.25, 1.73205, 1.58114, 1.41421, 1.22474, 1, 0.707107, 0, 0.707107, 1, 1.22474, 1.41421, 1.58114, 1.73205, 1.87083, 2, 2.12132,
// CHECK-NEXT: 0.5, 0, -0.5, -1, -1.5, -2, -2.5, -3, -3, 1.73205, -2.5, 1.58114, 1, -0.5, 0, 0.5, -3, -0.5, 2, 4.5, -2.5, 0, 2.5, 5, 1, 0.707107, 0, 0.707107,
// CHECK-NEXT: -1, 9, -4, -4, 9, -1, 9, 6,
// CHECK-NEXT: 6, -2, 14, 2,
// CHECK-NEXT: 36, 65540, 196, 4,
// CHECK-NEXT: 1296, 4718880, 38416, 1568,
// CHECK-NEXT: 18, -33686022, 42, 6,
// CHECK-NEXT: 1065353216, 1060439283, 0, 1060439283,
// CHECK-NEXT: -5.19615, -3.95285, -2.82843, -1.83712, -1, -0.353553, 0, 0.353553,
// CHECK-NEXT: -5, -5, -5, -5, -5, -5, -5, -5,
// CHECK-NEXT: -40
// CHECK-NEXT: -3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5,
// CHECK-NEXT: -5, -4, -3,
// CHECK-NEXT: 74, 0, -3, 4294967295, 100
// CHECK-NEXT: 0.25, -47.25
// CHECK-NEXT: 4.73205, 4.08114, 3.41421, 2.72474, 2, 1.20711, 0, 0.207107,
// CHECK-NEXT: 3, 0, 81, 36,
// CHECK-NEXT: 0, 0, 0, 0,
// CHECK-NEXT: 1.73205, 1.58114, 1.41421, 1.22474, 1, 0.707107, 0, 0.707107,
// CHECK-NEXT: 0, 2, -6, 2,
// CHECK-NEXT: 1.73205, 1.58114, -2, -1.5, 1, -0.5, 0, 0.707107,
// CHECK-NEXT: 9, 4.29497e+09, 18, 3, 4.29497e+09, 97, 8, 4.29497e+09,
// CHECK-NEXT: 3, 0, 2, 4,
// CHECK-NEXT: 0, 14, -1, -1,
// CHECK-NEXT: 6, 65535, 6, 65535,
// CHECK-NEXT: -131066, 131086, 5832678, -2228218,
// CHECK-NEXT: -131066, 131086, 5832678, -2228218,
// CHECK-NEXT: 69008396, 217848836, 69008396, 217848836,
// CHECK-NEXT: 12845060, 2359300, 262180, 262340,

// The broadcast is a splat of the scalar, the fmuladd four SIMD fmas, the
// loads and stores whole registers; the reversal and the interleave are
// byte shuffles; a compare and select of f32 lanes is a mask and a
// bitselect.
// CLIF-LABEL: function u0:0() system_v
// CLIF:       load.f32x4
// CLIF:       splat.f32x4
// CLIF-COUNT-4: fma v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CLIF:       shuffle v{{[0-9]+}}, v{{[0-9]+}}, 0x03020100070605040b0a09080f0e0d0c
// CLIF:       fcmp.f32x4 lt
// CLIF:       bitselect.f32x4

module {
  llvm.func @printF32(f32)
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()

  // Prints %n floats from %p, comma-separated, on one line.
  llvm.func @show(%p: !llvm.ptr, %n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^head(%c0 : i64)
  ^head(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^done
  ^body:
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %x = llvm.load %q : !llvm.ptr -> f32
    llvm.call @printF32(%x) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %j = llvm.add %i, %c1 : i64
    llvm.br ^head(%j : i64)
  ^done:
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  // Prints the lanes of a vector passed by value (the calling convention
  // takes it per element), reading them with a dynamic extractelement.
  llvm.func @show4i(%v: vector<4xi32>) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    llvm.br ^head(%c0 : i64)
  ^head(%i: i64):
    %more = llvm.icmp "slt" %i, %c4 : i64
    llvm.cond_br %more, ^body, ^done
  ^body:
    %x = llvm.extractelement %v[%i : i64] : vector<4xi32>
    %y = llvm.sext %x : i32 to i64
    llvm.call @printI64(%y) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %j = llvm.add %i, %c1 : i64
    llvm.br ^head(%j : i64)
  ^done:
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %c40 = llvm.mlir.constant(40 : i64) : i64
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %half = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %buf = llvm.alloca %c40 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %out = llvm.alloca %c40 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    // buf[i] = i * 0.5 - 3
    llvm.br ^fill(%c0 : i64)
  ^fill(%i: i64):
    %more = llvm.icmp "slt" %i, %c40 : i64
    llvm.cond_br %more, ^fillb, ^start
  ^fillb:
    %fi = llvm.sitofp %i : i64 to f32
    %m = llvm.fmul %fi, %half : f32
    %three = llvm.mlir.constant(3.000000e+00 : f32) : f32
    %v = llvm.fsub %m, %three : f32
    %q = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %v, %q : f32, !llvm.ptr
    %n = llvm.add %i, %c1 : i64
    llvm.br ^fill(%n : i64)
  ^start:
    // Vector loads, one at an address 4 bytes past a 16-byte boundary.
    %a = llvm.load %buf {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
    %p1 = llvm.getelementptr %buf[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %b = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
    // A broadcast (insertelement + shufflevector) into fmuladd.
    %poison = llvm.mlir.poison : vector<16xf32>
    %s = llvm.extractelement %b[%c3 : i64] : vector<16xf32>
    %ins = llvm.insertelement %s, %poison[%i0 : i32] : vector<16xf32>
    %bc = llvm.shufflevector %ins, %poison [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
    %fma = llvm.intr.fmuladd(%bc, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    llvm.store %fma, %out {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
    llvm.call @show(%out, %c16) : (!llvm.ptr, i64) -> ()
    // Element-wise arithmetic.
    %sum = llvm.fadd %a, %b : vector<16xf32>
    %dif = llvm.fsub %sum, %bc : vector<16xf32>
    %prod = llvm.fmul %dif, %a : vector<16xf32>
    %quo = llvm.fdiv %prod, %bc : vector<16xf32>
    %neg = llvm.fneg %quo : vector<16xf32>
    %abs = llvm.intr.fabs(%a) : (vector<16xf32>) -> vector<16xf32>
    %sq = llvm.intr.sqrt(%abs) : (vector<16xf32>) -> vector<16xf32>
    llvm.store %neg, %out {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
    %o16 = llvm.getelementptr %out[%c16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %sq, %o16 {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
    %c32 = llvm.mlir.constant(32 : i64) : i64
    llvm.call @show(%out, %c32) : (!llvm.ptr, i64) -> ()
    // Shuffles: a reversal across parts, an interleave of two parts, lanes
    // of four parts, a part of the second operand.
    %a8 = llvm.load %buf {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %b8 = llvm.load %o16 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %rev = llvm.shufflevector %a8, %a8 [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32>
    %mix = llvm.shufflevector %a8, %b8 [0, 8, 1, 9, 12, 5, 14, 7] : vector<8xf32>
    %gat = llvm.shufflevector %a, %b [0, 5, 10, 15, 16, 21, 26, 31] : vector<16xf32>
    %hi = llvm.shufflevector %a8, %b8 [12, 13, 14, 15] : vector<8xf32>
    llvm.store %rev, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %o8 = llvm.getelementptr %out[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %mix, %o8 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.store %gat, %o16 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %c24 = llvm.mlir.constant(24 : i64) : i64
    %o24 = llvm.getelementptr %out[%c24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %hi, %o24 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    %c28 = llvm.mlir.constant(28 : i64) : i64
    llvm.call @show(%out, %c28) : (!llvm.ptr, i64) -> ()
    // f64 fma, constants (splat and not), insertelement at a constant and
    // at a dynamic position.
    %d = llvm.fpext %a8 : vector<8xf32> to vector<8xf64>
    %k = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf64>) : vector<8xf64>
    %two = llvm.mlir.constant(dense<2.0> : vector<8xf64>) : vector<8xf64>
    %df = llvm.intr.fma(%d, %k, %two) : (vector<8xf64>, vector<8xf64>, vector<8xf64>) -> vector<8xf64>
    %x9 = llvm.mlir.constant(9.0 : f64) : f64
    %df2 = llvm.insertelement %x9, %df[%c1 : i64] : vector<8xf64>
    %df3 = llvm.insertelement %x9, %df2[%c4 : i64] : vector<8xf64>
    %dyn = llvm.load %p1 : !llvm.ptr -> f32
    %dyni = llvm.fptosi %dyn : f32 to i64
    %dyn5 = llvm.add %dyni, %c8 : i64
    %df4 = llvm.insertelement %x9, %df3[%dyn5 : i64] : vector<8xf64>
    %dt = llvm.fptrunc %df4 : vector<8xf64> to vector<8xf32>
    llvm.store %dt, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    // Integers: i32 arithmetic, bitcasts, i16 and i64 products, i8 sums
    // that wrap.
    %ia = llvm.fptosi %a8 : vector<8xf32> to vector<8xi32>
    %ib = llvm.mlir.constant(dense<[3, -1, 4, 1, -5, 9, 2, -6]> : vector<8xi32>) : vector<8xi32>
    %isum = llvm.add %ia, %ib : vector<8xi32>
    %imul = llvm.mul %isum, %ib : vector<8xi32>
    %ixor = llvm.xor %imul, %ib : vector<8xi32>
    %isub = llvm.sub %ixor, %ia : vector<8xi32>
    %lo = llvm.shufflevector %isub, %isub [0, 1, 2, 3] : vector<8xi32>
    llvm.call @show4i(%lo) : (vector<4xi32>) -> ()
    %h = llvm.bitcast %lo : vector<4xi32> to vector<8xi16>
    %h2 = llvm.mul %h, %h : vector<8xi16>
    %hb = llvm.bitcast %h2 : vector<8xi16> to vector<4xi32>
    llvm.call @show4i(%hb) : (vector<4xi32>) -> ()
    %q2 = llvm.bitcast %hb : vector<4xi32> to vector<2xi64>
    %q3 = llvm.mul %q2, %q2 : vector<2xi64>
    %q4 = llvm.bitcast %q3 : vector<2xi64> to vector<4xi32>
    llvm.call @show4i(%q4) : (vector<4xi32>) -> ()
    %bytes = llvm.bitcast %lo : vector<4xi32> to vector<16xi8>
    %b2 = llvm.add %bytes, %bytes : vector<16xi8>
    %b3 = llvm.add %b2, %bytes : vector<16xi8>
    %bi = llvm.bitcast %b3 : vector<16xi8> to vector<4xi32>
    llvm.call @show4i(%bi) : (vector<4xi32>) -> ()
    %fb = llvm.bitcast %sq : vector<16xf32> to vector<16xi32>
    %fq = llvm.shufflevector %fb, %fb [4, 5, 6, 7] : vector<16xi32>
    llvm.call @show4i(%fq) : (vector<4xi32>) -> ()
    // A 2-D vector as an array of rows: insertvalue, extractvalue.
    %rows0 = llvm.mlir.poison : !llvm.array<2 x vector<8xf32>>
    %rows1 = llvm.insertvalue %a8, %rows0[0] : !llvm.array<2 x vector<8xf32>>
    %rows2 = llvm.insertvalue %b8, %rows1[1] : !llvm.array<2 x vector<8xf32>>
    %r0 = llvm.extractvalue %rows2[0] : !llvm.array<2 x vector<8xf32>>
    %r1 = llvm.extractvalue %rows2[1] : !llvm.array<2 x vector<8xf32>>
    %rs = llvm.fmul %r0, %r1 : vector<8xf32>
    llvm.store %rs, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    // A vector carried around a loop, a select on a scalar condition, an
    // ordered reduction.
    %zero = llvm.mlir.zero : vector<8xf32>
    llvm.br ^loop(%c0, %zero : i64, vector<8xf32>)
  ^loop(%it: i64, %acc: vector<8xf32>):
    %go = llvm.icmp "slt" %it, %c4 : i64
    llvm.cond_br %go, ^lbody, ^exit
  ^lbody:
    %odd = llvm.and %it, %c1 : i64
    %isodd = llvm.icmp "eq" %odd, %c1 : i64
    %pick = llvm.select %isodd, %a8, %rev : i1, vector<8xf32>
    %acc2 = llvm.fadd %acc, %pick : vector<8xf32>
    %it2 = llvm.add %it, %c1 : i64
    llvm.br ^loop(%it2, %acc2 : i64, vector<8xf32>)
  ^exit:
    llvm.store %acc, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    %fz = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %red = "llvm.intr.vector.reduce.fadd"(%fz, %acc) : (f32, vector<8xf32>) -> f32
    llvm.call @printF32(%red) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    // A mask from a compare selecting lanes, and a length (3) held per
    // element.
    %cmp = llvm.fcmp "olt" %a8, %b8 : vector<8xf32>
    %sel = llvm.select %cmp, %a8, %b8 : vector<8xi1>, vector<8xf32>
    llvm.store %sel, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    %t3 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr -> vector<3xf32>
    %t3s = llvm.fadd %t3, %t3 : vector<3xf32>
    llvm.store %t3s, %out {alignment = 4 : i64} : vector<3xf32>, !llvm.ptr
    llvm.call @show(%out, %c3) : (!llvm.ptr, i64) -> ()
    // Reductions of SIMD values (integer ones and float minimum and
    // maximum), and element-wise minimum and maximum.
    %lo2 = llvm.add %lo, %lo : vector<4xi32>
    %i8v = llvm.bitcast %lo2 : vector<4xi32> to vector<16xi8>
    %i8w = llvm.add %i8v, %i8v : vector<16xi8>
    %r8 = "llvm.intr.vector.reduce.add"(%i8w) : (vector<16xi8>) -> i8
    %r8w = llvm.sext %r8 : i8 to i64
    llvm.call @printI64(%r8w) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %i16v = llvm.bitcast %lo2 : vector<4xi32> to vector<8xi16>
    %i16w = llvm.or %i16v, %i16v : vector<8xi16>
    %r16 = "llvm.intr.vector.reduce.mul"(%i16w) : (vector<8xi16>) -> i16
    %r16w = llvm.sext %r16 : i16 to i64
    llvm.call @printI64(%r16w) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %isum2 = llvm.sub %isum, %ib : vector<8xi32>
    %rsmin = "llvm.intr.vector.reduce.smin"(%isum2) : (vector<8xi32>) -> i32
    %rumax = "llvm.intr.vector.reduce.umax"(%isum2) : (vector<8xi32>) -> i32
    %rxor = "llvm.intr.vector.reduce.xor"(%imul) : (vector<8xi32>) -> i32
    %rsminw = llvm.sext %rsmin : i32 to i64
    %rumaxw = llvm.zext %rumax : i32 to i64
    %rxorw = llvm.sext %rxor : i32 to i64
    llvm.call @printI64(%rsminw) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%rumaxw) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%rxorw) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %fmx = "llvm.intr.vector.reduce.fmax"(%quo) : (vector<16xf32>) -> f32
    %fmn = "llvm.intr.vector.reduce.fminimum"(%quo) : (vector<16xf32>) -> f32
    llvm.call @printF32(%fmx) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%fmn) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %emin = llvm.intr.minnum(%a8, %b8) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %emax = llvm.intr.maximum(%a8, %b8) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %emm = llvm.fsub %emax, %emin : vector<8xf32>
    llvm.store %emm, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    // Lane masks: an integer compare selecting integer lanes, a mask
    // widened to integers, a mask through a block argument, a predicate
    // Cranelift has no vector form of (ueq), 64-bit integer lanes, and an
    // f64 compare selecting f32 lanes (masks of another width).
    %ic = llvm.icmp "sgt" %isum, %ib : vector<8xi32>
    %isel = llvm.select %ic, %isum, %imul : vector<8xi1>, vector<8xi32>
    %isel4 = llvm.shufflevector %isel, %isel [1, 3, 5, 7] : vector<8xi32>
    llvm.call @show4i(%isel4) : (vector<4xi32>) -> ()
    %icz = llvm.zext %ic : vector<8xi1> to vector<8xi32>
    %icz4 = llvm.shufflevector %icz, %icz [4, 5, 6, 7] : vector<8xi32>
    llvm.call @show4i(%icz4) : (vector<4xi32>) -> ()
    %fueq = llvm.fcmp "ueq" %a8, %rev : vector<8xf32>
    %fune = llvm.fcmp "une" %a8, %rev : vector<8xf32>
    llvm.br ^masks(%fueq, %fune : vector<8xi1>, vector<8xi1>)
  ^masks(%m1: vector<8xi1>, %m2: vector<8xi1>):
    %s1 = llvm.select %m1, %a8, %b8 : vector<8xi1>, vector<8xf32>
    %s2 = llvm.select %m2, %s1, %rev : vector<8xi1>, vector<8xf32>
    llvm.store %s2, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    %q64 = llvm.sext %isum : vector<8xi32> to vector<8xi64>
    %q64b = llvm.sext %ib : vector<8xi32> to vector<8xi64>
    %qc = llvm.icmp "ult" %q64, %q64b : vector<8xi64>
    %qs = llvm.select %qc, %q64, %q64b : vector<8xi1>, vector<8xi64>
    %qs4 = llvm.trunc %qs : vector<8xi64> to vector<8xi32>
    %qs44 = llvm.shufflevector %qs4, %qs4 [0, 2, 4, 6] : vector<8xi32>
    llvm.call @show4i(%qs44) : (vector<4xi32>) -> ()
    %dc = llvm.fcmp "oge" %d, %df4 : vector<8xf64>
    %dsel = llvm.select %dc, %a8, %b8 : vector<8xi1>, vector<8xf32>
    llvm.store %dsel, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    // Conversions: integers to floats and back, wider and narrower
    // integers.
    %sf = llvm.sitofp %isub : vector<8xi32> to vector<8xf32>
    %uf = llvm.uitofp %ib : vector<8xi32> to vector<8xf32>
    %sfu = llvm.fadd %sf, %uf : vector<8xf32>
    llvm.store %sfu, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.call @show(%out, %c8) : (!llvm.ptr, i64) -> ()
    %fu = llvm.fptoui %abs : vector<16xf32> to vector<16xi32>
    %fu4 = llvm.shufflevector %fu, %fu [0, 5, 10, 15] : vector<16xi32>
    llvm.call @show4i(%fu4) : (vector<4xi32>) -> ()
    %bytes32 = llvm.bitcast %isub : vector<8xi32> to vector<32xi8>
    %se = llvm.sext %bytes32 : vector<32xi8> to vector<32xi32>
    %se4 = llvm.shufflevector %se, %se [1, 8, 17, 31] : vector<32xi32>
    llvm.call @show4i(%se4) : (vector<4xi32>) -> ()
    %h16 = llvm.bitcast %isub : vector<8xi32> to vector<16xi16>
    %ze = llvm.zext %h16 : vector<16xi16> to vector<16xi64>
    %zt = llvm.trunc %ze : vector<16xi64> to vector<16xi32>
    %zt4 = llvm.shufflevector %zt, %zt [0, 3, 12, 15] : vector<16xi32>
    llvm.call @show4i(%zt4) : (vector<4xi32>) -> ()
    %tr16 = llvm.trunc %isub : vector<8xi32> to vector<8xi16>
    %tr8 = llvm.trunc %h16 : vector<16xi16> to vector<16xi8>
    %tr16w = llvm.bitcast %tr16 : vector<8xi16> to vector<4xi32>
    %tr8w = llvm.bitcast %tr8 : vector<16xi8> to vector<4xi32>
    llvm.call @show4i(%tr16w) : (vector<4xi32>) -> ()
    llvm.call @show4i(%tr8w) : (vector<4xi32>) -> ()
    // 8- and 16-bit lanes gathered from per-element values into
    // registers (vectors of 32 and 64 bits are held per element).
    %sm8 = llvm.trunc %lo : vector<4xi32> to vector<4xi8>
    %g8 = llvm.shufflevector %sm8, %sm8 [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0] : vector<4xi8>
    %g8b = llvm.add %g8, %g8 : vector<16xi8>
    %g8w = llvm.bitcast %g8b : vector<16xi8> to vector<4xi32>
    llvm.call @show4i(%g8w) : (vector<4xi32>) -> ()
    %sm16 = llvm.trunc %lo : vector<4xi32> to vector<4xi16>
    %g16 = llvm.shufflevector %sm16, %sm16 [3, 2, 1, 0, 0, 1, 2, 3] : vector<4xi16>
    %g16b = llvm.mul %g16, %g16 : vector<8xi16>
    %g16w = llvm.bitcast %g16b : vector<8xi16> to vector<4xi32>
    llvm.call @show4i(%g16w) : (vector<4xi32>) -> ()
    llvm.return
  }
}
