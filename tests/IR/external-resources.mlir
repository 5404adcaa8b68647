// RUN: strata-opt %s --allow-unregistered-dialect -split-input-file | FileCheck %s
// External resources are kept and printed back after the dialect
// resources: groups in order of first appearance (merged across
// sections, empty ones dropped), entries in order (repeated keys too),
// values re-printed (escaped strings, blobs with their alignment, 0 for
// an empty blob). Each split chunk keeps only its own.

"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  external_resources: {
    zeta: {
      "quoted key": "a\"b\\c\n",
      blob: "0x08000000ABCDEF",
      empty_blob: "0x08000000",
      z: true,
      a: "0x10000000"
    },
    alpha: {k: "v", k: "w"},
    empty: {},
    builtin: {x: "y"}
  },
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    alpha: {k2: "v2"}
  }
#-}

// -----

"test.op"() : () -> ()
{-#
  external_resources: {
    other: {}, more: {a: true}
  }
#-}
// -----
"test.op2"() : () -> ()
// -----
"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     zeta: {
// CHECK-NEXT:       "quoted key": "a\22b\\c\0A",
// CHECK-NEXT:       blob: "0x08000000ABCDEF",
// CHECK-NEXT:       empty_blob: "0x00000000",
// CHECK-NEXT:       z: true,
// CHECK-NEXT:       a: "0x00000000"
// CHECK-NEXT:     },
// CHECK-NEXT:     alpha: {
// CHECK-NEXT:       k: "v",
// CHECK-NEXT:       k: "w",
// CHECK-NEXT:       k2: "v2"
// CHECK-NEXT:     },
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       x: "y"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-LABEL: // -----
// CHECK: module {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     more: {
// CHECK-NEXT:       a: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-LABEL: // -----
// CHECK: module {
// CHECK-NEXT:   "test.op2"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: // -----
// CHECK: module {
// CHECK-NEXT:   "test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
