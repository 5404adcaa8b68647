// CONFORMANCE: skip (mlir-opt 22 crashes on this input; see docs/deviations.md)
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// A multiplication by i64::MIN divided by -1 stays unsimplified (folding it
// would overflow), prints with the constant -9223372036854775808, and reads
// back.

"u.a"() {m = affine_map<(d0) -> ((d0 * 4611686018427387904 * -2) floordiv -1)>} : () -> ()

// CHECK: #map = affine_map<(d0) -> ((d0 * -9223372036854775808) floordiv -1)>
// CHECK: "u.a"() {m = #map} : () -> ()
