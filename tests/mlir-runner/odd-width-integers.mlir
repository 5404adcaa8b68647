// Integers whose width is not a machine type's: arithmetic wraps at the
// width, signed operations see the top bit of the width as the sign, and
// values keep their width through memory, loops and calls. The extended
// multiplication of two flags is done on i2, the width the lowering
// doubles them to.
// RUN: strata-opt %s --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | strata-runner -O2 -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      1, 0, 1, 0,
// CHECK-NEXT: 0, 0, 0, 0,
// CHECK-NEXT: -14, 13, 5, 0, 5, 7, 7, 0, 0, 15, 5, 5, 18,
// CHECK-NEXT: -13, -16, -5, -1, 5, -8, 8, 1, 0, 3, -5, -6, 19,
// CHECK-NEXT: 13, -16, 5, -1, 0, -8, 8, 1, 1, -3, 6, 5, 13,
// CHECK-NEXT: 185991, 1048575, 185990, -3884901889, 4705032703, -1, 1

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Low and high halves of the signed and unsigned products of two flags.
func.func @flag_products(%a: i1, %b: i1) {
  %lo, %hi = arith.mulsi_extended %a, %b : i1
  %ulo, %uhi = arith.mului_extended %a, %b : i1
  %0 = arith.extui %lo : i1 to i64
  %1 = arith.extui %hi : i1 to i64
  %2 = arith.extui %ulo : i1 to i64
  %3 = arith.extui %uhi : i1 to i64
  func.call @show(%0) : (i64) -> ()
  func.call @show(%1) : (i64) -> ()
  func.call @show(%2) : (i64) -> ()
  func.call @show(%3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @five_bits(%x: i5, %y: i5) {
  %sum = arith.addi %x, %y : i5
  %prod = arith.muli %x, %y : i5
  %q = arith.divsi %x, %y : i5
  %r = arith.remsi %x, %y : i5
  %uq = arith.divui %x, %y : i5
  %c1 = arith.constant 1 : i5
  %sr = arith.shrsi %x, %c1 : i5
  %ur = arith.shrui %x, %c1 : i5
  %lt = arith.cmpi slt, %x, %y : i5
  %ult = arith.cmpi ult, %x, %y : i5
  %max = arith.maxsi %x, %y : i5
  %cd = arith.ceildivsi %x, %y : i5
  %fd = arith.floordivsi %x, %y : i5
  %0 = arith.extsi %sum : i5 to i64
  %1 = arith.extsi %prod : i5 to i64
  %2 = arith.extsi %q : i5 to i64
  %3 = arith.extsi %r : i5 to i64
  %4 = arith.extui %uq : i5 to i64
  %5 = arith.extsi %sr : i5 to i64
  %6 = arith.extui %ur : i5 to i64
  %7 = arith.extui %lt : i1 to i64
  %8 = arith.extui %ult : i1 to i64
  %9 = arith.extsi %max : i5 to i64
  %10 = arith.extsi %cd : i5 to i64
  %11 = arith.extsi %fd : i5 to i64
  %12 = arith.extui %sum : i5 to i64
  func.call @show(%0) : (i64) -> ()
  func.call @show(%1) : (i64) -> ()
  func.call @show(%2) : (i64) -> ()
  func.call @show(%3) : (i64) -> ()
  func.call @show(%4) : (i64) -> ()
  func.call @show(%5) : (i64) -> ()
  func.call @show(%6) : (i64) -> ()
  func.call @show(%7) : (i64) -> ()
  func.call @show(%8) : (i64) -> ()
  func.call @show(%9) : (i64) -> ()
  func.call @show(%10) : (i64) -> ()
  func.call @show(%11) : (i64) -> ()
  func.call @show(%12) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// A truncation to i20 kept in memory and read back; a loop carrying an
// i33 that wraps; a flag converted to floats (true is -1 when signed).
func.func @memory_and_loops(%big: i64, %flag: i1) {
  %m = memref.alloca() : memref<3xi20>
  %t = arith.trunci %big : i64 to i20
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %neg = arith.constant -1 : i20
  memref.store %t, %m[%c0] : memref<3xi20>
  memref.store %neg, %m[%c1] : memref<3xi20>
  memref.store %t, %m[%c2] : memref<3xi20>
  %a = memref.load %m[%c0] : memref<3xi20>
  %b = memref.load %m[%c1] : memref<3xi20>
  %s = arith.addi %a, %b : i20
  %0 = arith.extsi %a : i20 to i64
  %1 = arith.extui %b : i20 to i64
  %2 = arith.extsi %s : i20 to i64
  func.call @show(%0) : (i64) -> ()
  func.call @show(%1) : (i64) -> ()
  func.call @show(%2) : (i64) -> ()
  %start = arith.constant 4294967295 : i33
  %step = arith.constant 3000000000 : i33
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %start) -> (i33) {
    %n = arith.addi %v, %step : i33
    scf.yield %n : i33
  }
  %3 = arith.extsi %acc : i33 to i64
  %4 = arith.extui %acc : i33 to i64
  func.call @show(%3) : (i64) -> ()
  func.call @show(%4) : (i64) -> ()
  %sf = arith.sitofp %flag : i1 to f64
  %uf = arith.uitofp %flag : i1 to f64
  func.call @printF64(%sf) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%uf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @flag_products(%t, %t) : (i1, i1) -> ()
  func.call @flag_products(%t, %f) : (i1, i1) -> ()
  %x = arith.constant 15 : i5
  %y = arith.constant 3 : i5
  %z = arith.constant -16 : i5
  %w = arith.constant -3 : i5
  func.call @five_bits(%x, %y) : (i5, i5) -> ()
  func.call @five_bits(%z, %y) : (i5, i5) -> ()
  func.call @five_bits(%z, %w) : (i5, i5) -> ()
  %big = arith.constant 1234567 : i64
  func.call @memory_and_loops(%big, %t) : (i64, i1) -> ()
  return
}
