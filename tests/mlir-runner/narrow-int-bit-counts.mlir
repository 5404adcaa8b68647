// Bit counts of integers narrower than the machine type holding them: the
// bits above the width are not part of the value. A flag's leading zeros
// (math.ctlz on i1) are 1 when it is false and 0 when it is true, here
// returned next to an f64 and an i32 as in a multi-result function.
// RUN: strata-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUN: strata-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -O3 -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      2.5, -242, 1, 1, 0, 0, 0, 1,
// CHECK-NEXT: 3, 3, 0, 0,
// CHECK-NEXT: 2, 0, 1, 1,
// CHECK-NEXT: 0, 2, 1, -4,
// CHECK-NEXT: 0, 0, 3, 1,
// CHECK-NEXT: 20, 20, 0,
// CHECK-NEXT: 7, 12, 1,
// CHECK-NEXT: 0, 1, 19,

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Three results, the flag last.
func.func @flag_counts(%x: f64, %b: i1) -> (f64, i32, i1, i1, i1) {
  %k = arith.constant -242 : i32
  %lz = math.ctlz %b : i1
  %tz = math.cttz %b : i1
  %pop = math.ctpop %b : i1
  return %x, %k, %lz, %tz, %pop : f64, i32, i1, i1, i1
}

func.func @counts3(%v: i3) {
  %lz = math.ctlz %v : i3
  %tz = math.cttz %v : i3
  %pop = math.ctpop %v : i3
  %abs = math.absi %v : i3
  %a = arith.extui %lz : i3 to i64
  %b = arith.extui %tz : i3 to i64
  %c = arith.extui %pop : i3 to i64
  %d = arith.extsi %abs : i3 to i64
  func.call @show(%a) : (i64) -> ()
  func.call @show(%b) : (i64) -> ()
  func.call @show(%c) : (i64) -> ()
  func.call @show(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @counts20(%v: i20) {
  %lz = math.ctlz %v : i20
  %tz = math.cttz %v : i20
  %pop = math.ctpop %v : i20
  %a = arith.extui %lz : i20 to i64
  %b = arith.extui %tz : i20 to i64
  %c = arith.extui %pop : i20 to i64
  func.call @show(%a) : (i64) -> ()
  func.call @show(%b) : (i64) -> ()
  func.call @show(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = arith.constant 2.5 : f64
  %f = arith.constant false
  %t = arith.constant true
  %r:5 = func.call @flag_counts(%x, %f) : (f64, i1) -> (f64, i32, i1, i1, i1)
  %s:5 = func.call @flag_counts(%x, %t) : (f64, i1) -> (f64, i32, i1, i1, i1)
  func.call @printF64(%r#0) : (f64) -> ()
  func.call @printComma() : () -> ()
  %k = arith.extsi %r#1 : i32 to i64
  func.call @show(%k) : (i64) -> ()
  %e0 = arith.extui %r#2 : i1 to i64
  %e1 = arith.extui %r#3 : i1 to i64
  %e2 = arith.extui %r#4 : i1 to i64
  %e3 = arith.extui %s#2 : i1 to i64
  %e4 = arith.extui %s#3 : i1 to i64
  %e5 = arith.extui %s#4 : i1 to i64
  func.call @show(%e0) : (i64) -> ()
  func.call @show(%e1) : (i64) -> ()
  func.call @show(%e2) : (i64) -> ()
  func.call @show(%e3) : (i64) -> ()
  func.call @show(%e4) : (i64) -> ()
  func.call @show(%e5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %z3 = arith.constant 0 : i3
  %one3 = arith.constant 1 : i3
  %m3 = arith.constant -4 : i3
  %n3 = arith.constant -1 : i3
  func.call @counts3(%z3) : (i3) -> ()
  func.call @counts3(%one3) : (i3) -> ()
  func.call @counts3(%m3) : (i3) -> ()
  func.call @counts3(%n3) : (i3) -> ()
  %z20 = arith.constant 0 : i20
  %a20 = arith.constant 4096 : i20
  %b20 = arith.constant -2 : i20
  func.call @counts20(%z20) : (i20) -> ()
  func.call @counts20(%a20) : (i20) -> ()
  func.call @counts20(%b20) : (i20) -> ()
  return
}
