// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// The resource section: only referenced blobs are printed, in order of
// first use; keys that are not bare identifiers are quoted; alignment is
// kept; an empty blob is kept.

"u.a"() {x = dense_resource<second> : tensor<2xi16>, y = dense_resource<first> : tensor<1xi32>} : () -> ()
"u.b"() {z = dense_resource<"quoted key"> : tensor<1xi8>, w = dense_resource<second> : tensor<2xi16>, e = dense_resource<empty> : tensor<0xi8>, v = dense_resource<_under.dot> : tensor<1xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      first: "0x0400000001000000",
      second: "0x0200000001000200",
      "quoted key": "0x0100000007",
      empty: "0x08000000",
      _under.dot: "0x0100000009"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "u.a"() {x = dense_resource<second> : tensor<2xi16>, y = dense_resource<first> : tensor<1xi32>} : () -> ()
// CHECK-NEXT:   "u.b"() {e = dense_resource<empty> : tensor<0xi8>, v = dense_resource<_under.dot> : tensor<1xi8>, w = dense_resource<second> : tensor<2xi16>, z = dense_resource<"quoted key"> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       second: "0x0200000001000200",
// CHECK-NEXT:       first: "0x0400000001000000",
// CHECK-NEXT:       empty: "0x00000000",
// CHECK-NEXT:       _under.dot: "0x0100000009",
// CHECK-NEXT:       "quoted key": "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
