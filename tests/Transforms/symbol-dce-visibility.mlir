// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline="builtin.module(builtin.module(symbol-dce))" | FileCheck %s --check-prefix=NESTED
// CONFORMANCE: pipeline=--symbol-dce
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(builtin.module(symbol-dce))
// `nested` symbols are dead when unused in a table hidden from above (the
// top-level one, a private one, or one inside a hidden one); a public
// nested module run on by itself keeps them. Symbol tables nested in other
// ops' regions are cleaned too.

module attributes {t.top} {
  func.func nested @dead_nested()
  func.func private @dead_private()
  module @pub {
    func.func nested @in_pub()
    func.func @pub_fn() {
      return
    }
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @in_priv()
  }
  "t.use"() {uses = [@priv]} : () -> ()
  "test.one_region_op"() ({
    module {
      func.func nested @inner_nested()
      func.func @inner_public() {
        return
      }
    }
    "t.end"() : () -> ()
  }) : () -> ()
}

// NESTED-LABEL: module attributes {t.top}
// NESTED: func.func nested @dead_nested()
// NESTED: func.func private @dead_private()
// NESTED: module @pub
// NESTED-NEXT: func.func nested @in_pub()
// NESTED: module @priv
// NESTED-NOT: @in_priv

// CHECK: module attributes {t.top} {
// CHECK-NEXT:   module @pub {
// CHECK-NEXT:     func.func @pub_fn() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @priv attributes {sym_visibility = "private"} {
// CHECK-NEXT:   }
// CHECK-NEXT:   "t.use"() {uses = [@priv]} : () -> ()
// CHECK-NEXT:   "test.one_region_op"() ({
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @inner_public() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     "t.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
