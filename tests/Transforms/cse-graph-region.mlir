// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// CONFORMANCE: pipeline=--cse
// A module's body is a graph region: an equal op found later replaces
// uses by ops not yet known only, and stays if some use remains.

%2 = arith.addi %1, %1 : i32
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
"test.use"(%0, %2) : (i32, i32) -> ()

// CHECK: module {
// CHECK-NEXT: %0 = arith.addi %c1_i32_0, %c1_i32_0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "test.use"(%c1_i32, %0) : (i32, i32) -> ()
// CHECK-NEXT: }
