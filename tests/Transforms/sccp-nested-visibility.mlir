// RUN: strata-opt %s -pass-pipeline="builtin.module(builtin.module(sccp))" -split-input-file | FileCheck %s
// CONFORMANCE: pipeline=-pass-pipeline=builtin.module(builtin.module(sccp))

// SCCP on a nested public module: its `nested` functions may be called from
// the enclosing module, so their arguments are unknown. In a private
// module, all their calls are known.
module {
  module @outer_public attributes {sym_visibility = "public"} {
    func.func nested @callee(%a: i32) -> (i32, i32) {
      %c2 = arith.constant 2 : i32
      return %c2, %a : i32, i32
    }
    func.func @caller() -> (i32, i32) {
      %c5 = arith.constant 5 : i32
      %r:2 = call @callee(%c5) : (i32) -> (i32, i32)
      return %r#0, %r#1 : i32, i32
    }
  }
}

// -----

module {
  module @outer_private attributes {sym_visibility = "private"} {
    func.func nested @callee(%a: i32) -> (i32, i32) {
      %c2 = arith.constant 2 : i32
      return %c2, %a : i32, i32
    }
    func.func @caller() -> (i32, i32) {
      %c5 = arith.constant 5 : i32
      %r:2 = call @callee(%c5) : (i32) -> (i32, i32)
      return %r#0, %r#1 : i32, i32
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   module @outer_public attributes {sym_visibility = "public"} {
// CHECK-NEXT:     func.func nested @callee(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       return %c2_i32, %arg0 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @caller() -> (i32, i32) {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:       %0:2 = call @callee(%c5_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:       return %c2_i32, %0#1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module @outer_private attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func nested @callee(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:       %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       return %c2_i32, %c5_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @caller() -> (i32, i32) {
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:       %0:2 = call @callee(%c5_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:       return %c2_i32, %c5_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
