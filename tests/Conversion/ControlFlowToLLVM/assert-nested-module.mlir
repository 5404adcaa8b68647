// RUN: strata-opt %s -convert-cf-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=-convert-cf-to-llvm

// An assert in a nested module gets its message global and the `puts` and
// `abort` declarations in that module; one at the top in the top module.
module {
  func.func @top(%c: i1) {
    cf.assert %c, "top"
    return
  }
  module @inner {
    func.func @nested(%c: i1) {
      cf.assert %c, "nested"
      return
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[116, 111, 112, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:   func.func @top(%arg0: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     llvm.func @abort()
// CHECK-NEXT:     llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:     llvm.mlir.global private constant @assert_msg(dense<[110, 101, 115, 116, 101, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:     func.func @nested(%arg0: i1) {
// CHECK-NEXT:       llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       return
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:       %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:       llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:       llvm.call @abort() : () -> ()
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
