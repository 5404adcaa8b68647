// RUN: strata-opt %s -allow-unregistered-dialect -test-distinct-attrs | FileCheck %s

// Each function gets its own copies; the inputs keep their aliases and
// the copies are numbered after them in printing order.

// CHECK: #[[IN0:.+]] = distinct[0]<"shared">
// CHECK-NEXT: #[[OUT_A:.+]] = distinct[1]<"shared">
// CHECK-NEXT: #[[IN1:.+]] = distinct[2]<[1, 2]>
// CHECK-NEXT: #[[OUT_B:.+]] = distinct[3]<[1, 2]>
// CHECK-NEXT: #[[OUT_C:.+]] = distinct[4]<"shared">
#shared = distinct[7]<"shared">
#pair = distinct[3]<[1, 2]>

// CHECK-LABEL: func.func @a
// CHECK-NEXT: "test.op"() {distinct.input = #[[IN0]], distinct.output = #[[OUT_A]]}
// CHECK-NEXT: "test.op"() {distinct.input = #[[IN1]], distinct.output = #[[OUT_B]]}
// CHECK-NEXT: "test.op"() {other = 1 : i64}
func.func @a() {
  "test.op"() {distinct.input = #shared} : () -> ()
  "test.op"() {distinct.input = #pair} : () -> ()
  "test.op"() {other = 1} : () -> ()
  return
}

// CHECK-LABEL: func.func @b
// CHECK-NEXT: "test.op"() {distinct.input = #[[IN0]], distinct.output = #[[OUT_C]]}
func.func @b() {
  "test.op"() {distinct.input = #shared} : () -> ()
  return
}
