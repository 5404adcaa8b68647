// RUN: strata-opt %s | FileCheck %s

// The printer names integer constants c<value>_<type> (index: c<value>),
// with the value read as signed, at every width.

// CHECK-LABEL: func.func @names
// CHECK: %c-7_i32 = arith.constant -7 : i32
// CHECK: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK: %c-3 = arith.constant -3 : index
// CHECK: %true = arith.constant true
// CHECK: %c-170141183460469231731687303715884105728_i128 = arith.constant
// CHECK: %c-1_i8 = arith.constant -1 : i8
// CHECK: %c0_i64 = arith.constant 0 : i64
func.func @names() -> (i32, i64, index, i1, i128, i8, i64) {
  %a = arith.constant -7 : i32
  %b = arith.constant 9223372036854775807 : i64
  %c = arith.constant -3 : index
  %d = arith.constant true
  %e = arith.constant -170141183460469231731687303715884105728 : i128
  %f = arith.constant 255 : i8
  %g = arith.constant 0 : i64
  return %a, %b, %c, %d, %e, %f, %g : i32, i64, index, i1, i128, i8, i64
}
