// RUN: strata-opt %s -test-convert-call-op | FileCheck %s
// CONFORMANCE: pipeline=-test-convert-call-op

// The LLVM type converter, extended with the test types (!test.test_type
// to a pointer, !test.smpla to i42), lowers declarations, calls and
// returns; the producer of a test type becomes a null pointer.

// CHECK-LABEL: llvm.func @callee(!llvm.ptr, i42) -> i32 attributes {sym_visibility = "private"}
func.func private @callee(!test.test_type, !test.smpla) -> i32

// CHECK-LABEL: llvm.func @caller
// CHECK-SAME:    (%[[ARG:.*]]: i42) -> i32
// CHECK-NEXT:    %[[P:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[R:.*]] = llvm.call @callee(%[[P]], %[[ARG]]) : (!llvm.ptr, i42) -> i32
// CHECK-NEXT:    llvm.return %[[R]] : i32
func.func @caller(%arg0: !test.smpla) -> i32 {
  %0 = "test.type_producer"() : () -> !test.test_type
  %1 = call @callee(%0, %arg0) : (!test.test_type, !test.smpla) -> i32
  return %1 : i32
}

// CHECK-LABEL: llvm.func @pass_through
// CHECK-SAME:    (%[[ARG:.*]]: !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    llvm.return %[[ARG]] : !llvm.ptr
func.func @pass_through(%arg0: !test.test_type) -> !test.test_type {
  return %arg0 : !test.test_type
}
