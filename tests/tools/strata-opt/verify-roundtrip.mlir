// RUN: strata-opt --verify-roundtrip %s | FileCheck %s
// RUN: strata-opt --verify-roundtrip --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --verify-roundtrip -p 'builtin.module(canonicalize)' %s | FileCheck %s --check-prefix=CANON
// RUN: strata-opt --verify-roundtrip --split-input-file --allow-unregistered-dialect %s | FileCheck %s --check-prefix=SPLIT
// When the check passes the output is the same as without it.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect %s > %t.plain
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --verify-roundtrip %s > %t.checked
// RUN: diff %t.plain %t.checked

func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// -----

func.func @g() {
  "test.foo"() {attr = "x"} : () -> ()
  return
}

// CHECK:      func.func @f() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %c1_i32, %c1_i32_0 : i32

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32

// CANON:      func.func @f() -> i32 {
// CANON-NEXT:   %c2_i32 = arith.constant 2 : i32
// CANON-NEXT:   return %c2_i32 : i32

// SPLIT:      func.func @f() -> i32 {
// SPLIT:      {{//}} -----
// SPLIT-NEXT: module {
// SPLIT-NEXT:   func.func @g() {
// SPLIT-NEXT:     "test.foo"() {attr = "x"} : () -> ()
