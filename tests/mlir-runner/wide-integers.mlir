// Integers wider than 128 bits, as the lowering of extended
// multiplications of i128 produces them (i256), and arithmetic on them:
// values print as their 64-bit limbs, most significant first.
// RUN: strata-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -O2 -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      -1, -2, -9223372036854775808, 0, 0, 1, -9223372036854775808, 0,
// CHECK-NEXT: 0, 0, 0, 1, -1, -2, 0, 1,
// CHECK-NEXT: 128, 0, 1, 2,
// CHECK-NEXT: 127, -1, -1, 0,
// CHECK-NEXT: 128, 0, 1, 1,
// CHECK-NEXT: 255, -128, 127, -127,
// CHECK-NEXT: 0, 0, 0, -126,
// CHECK-NEXT: 0, 0, 64, 0,
// CHECK-NEXT: 255, -2, 0, 0,
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 128, 0, 1, 2,
// CHECK-NEXT: 128, 0, 1, 0,
// CHECK-NEXT: 128, 0, 1, 1,
// CHECK-NEXT: 0, 0, 0, 0,
// CHECK-NEXT: 0, 0, 1, 1,
// CHECK-NEXT: 0, 64, 64, 0,
// CHECK-NEXT: 0, 0, 0, 0,
// CHECK-NEXT: 0, 1

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show128(%v: i128) {
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %v, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %v : i128 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%l) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show200(%v: i200) {
  %c128 = arith.constant 128 : i200
  %hi = arith.shrui %v, %c128 : i200
  %h = arith.trunci %hi : i200 to i128
  %l = arith.trunci %v : i200 to i128
  func.call @show128(%h) : (i128) -> ()
  func.call @show128(%l) : (i128) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The full products of two i128 values, signed and unsigned.
func.func @products(%a: i128, %b: i128) {
  %lo, %hi = arith.mulsi_extended %a, %b : i128
  %ulo, %uhi = arith.mului_extended %a, %b : i128
  func.call @show128(%hi) : (i128) -> ()
  func.call @show128(%lo) : (i128) -> ()
  func.call @show128(%uhi) : (i128) -> ()
  func.call @show128(%ulo) : (i128) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Arithmetic on i200: sums carry across limbs, shifts cross them, signed
// division and comparisons see the sign at bit 199.
func.func @arith200(%x: i200, %y: i200) {
  %s = arith.addi %x, %y : i200
  %d = arith.subi %x, %y : i200
  %p = arith.muli %x, %y : i200
  %q = arith.divsi %x, %y : i200
  %r = arith.remui %x, %y : i200
  %c70 = arith.constant 70 : i200
  %sl = arith.shli %x, %c70 : i200
  %sr = arith.shrsi %x, %c70 : i200
  func.call @show200(%s) : (i200) -> ()
  func.call @show200(%d) : (i200) -> ()
  func.call @show200(%p) : (i200) -> ()
  func.call @show200(%q) : (i200) -> ()
  func.call @show200(%r) : (i200) -> ()
  func.call @show200(%sl) : (i200) -> ()
  func.call @show200(%sr) : (i200) -> ()
  %lt = arith.cmpi slt, %x, %y : i200
  %ult = arith.cmpi ult, %x, %y : i200
  %l = arith.extui %lt : i1 to i64
  %u = arith.extui %ult : i1 to i64
  func.call @printI64(%l) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -170141183460469231731687303715884105728 : i128
  %b = arith.constant 3 : i128
  %c = arith.constant -1 : i128
  func.call @products(%a, %b) : (i128, i128) -> ()
  func.call @products(%c, %c) : (i128, i128) -> ()
  %x = arith.constant -803469022129495137770981046170581301261101496891396417650687 : i200
  %y = arith.constant 18446744073709551617 : i200
  func.call @arith200(%x, %y) : (i200, i200) -> ()
  func.call @arith200(%y, %x) : (i200, i200) -> ()
  return
}
