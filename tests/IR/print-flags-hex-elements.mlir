// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s --check-prefix=HEX
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NEVER
// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=DEFAULT
// CONFORMANCE: pipeline=-allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=1
// CONFORMANCE: pipeline=-allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=-1

// Dense integer and float elements print as the hex of their storage when
// they have more elements than the limit (100 by default, -1 for never);
// splats and complex elements do not.

// HEX: dense<"0x010000000200000003000000"> : tensor<3xi32>
// HEX-SAME: dense<"0x0000803F00000040"> : vector<2xf32>
// HEX-SAME: dense<7> : tensor<3xi32>
// HEX-SAME: dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>
// NEVER: dense<[1, 2, 3]> : tensor<3xi32>
// NEVER-SAME: dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// DEFAULT: dense<[1, 2, 3]> : tensor<3xi32>
"u.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1.0, 2.0]> : vector<2xf32>, c = dense<7> : tensor<3xi32>, d = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>} : () -> ()
