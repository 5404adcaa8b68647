// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-cf-to-llvm
// CONFORMANCE: pipeline=--convert-cf-to-llvm --mlir-print-debuginfo

// cf.assert: the failure block prints the message and aborts; the message
// is a private global, the runtime functions are declared.
func.func @one(%c: i1, %a: i32) -> i32 {
  cf.assert %c, "oops"
  return %a : i32
}

// CHECK: llvm.func @abort()
// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @assert_msg(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK: func.func @one(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }

// -----

// Each message gets its own uniquely named global; the declarations are
// made once.
func.func @first(%c: i1) {
  cf.assert %c, "first"
  cf.assert %c, "second"
  return
}

func.func @second(%c: i1) {
  cf.assert %c, "third"
  return
}

// CHECK: llvm.mlir.global private constant @assert_msg_1(dense<[116, 104, 105, 114, 100, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK: llvm.func @abort()
// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK: func.func @first(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT:   %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
// CHECK: func.func @second(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }

// -----

// An existing abort declaration is reused.
llvm.func @abort()

func.func @existing(%c: i1) {
  cf.assert %c, ""
  return
}

// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK: llvm.mlir.global private constant @assert_msg(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CHECK: llvm.func @abort()
// CHECK: func.func @existing(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
