// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// Printing is a fixed point: printed output parses back to the same text.

#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
"u.a"() {m = #map, f = 1.0e-3 : f64, s = "x\n"} : () -> ()
%0:2 = "u.b"() : () -> (tensor<?xf32>, memref<2x?xi8, strided<[?, 1], offset: ?>>)
"u.c"(%0#0, %0#1) ({
^bb0(%x: tensor<?xf32>):
  "u.d"(%x) : (tensor<?xf32>) -> ()
}) : (tensor<?xf32>, memref<2x?xi8, strided<[?, 1], offset: ?>>) -> ()

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.a"() {f = 1.000000e-03 : f64, m = #map, s = "x\0A"} : () -> ()
// CHECK-NEXT:   %0:2 = "u.b"() : () -> (tensor<?xf32>, memref<2x?xi8, strided<[?, 1], offset: ?>>)
// CHECK-NEXT:   "u.c"(%0#0, %0#1) ({
// CHECK-NEXT:   ^bb0(%arg0: tensor<?xf32>):
// CHECK-NEXT:     "u.d"(%arg0) : (tensor<?xf32>) -> ()
// CHECK-NEXT:   }) : (tensor<?xf32>, memref<2x?xi8, strided<[?, 1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
