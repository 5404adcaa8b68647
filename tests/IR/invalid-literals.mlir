// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Diagnostics for malformed lists and elements literals, with mlir-opt's
// wording for each kind of list.

// expected-error @below {{expected ',' or ']'}}
"u.a"() {a = [1 2]} : () -> ()

// -----

// expected-error @below {{expected ']'}}
"u.a"() {a = dense<[1 2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{expected ']'}}
"u.a"() {a = strided<[1 2]>} : () -> ()

// -----

// expected-error @below {{expected ']' in fused location}}
"u.a"() {a = loc(fused["a":1:1 "b":1:1])} : () -> ()

// -----

// expected-error @below {{expected ',' or ']'}}
"u.a"()[^bb1 ^bb2] : () -> ()

// -----

// expected-error @below {{expected list element}}
"u.a"()[] : () -> ()

// -----

// expected-error @below {{parsed zero elements, but type ('tensor<2x3xi8>') expected at least 1}}
"u.a"() {a = dense<> : tensor<2x3xi8>} : () -> ()

// -----

// expected-error @below {{inferred shape of elements literal ([0]) does not match type ([2, 0])}}
"u.a"() {a = dense<[]> : tensor<2x0xi8>} : () -> ()

// -----

// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<101xi1>'}}
"u.a"() {a = dense<"0x01"> : tensor<101xi1>} : () -> ()

// -----

// A byte per element is not the i1 hex layout.
// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<4xi1>'}}
"u.a"() {a = dense<"0x01000100"> : tensor<4xi1>} : () -> ()

// -----

// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<0xi32>'}}
"u.a"() {a = dense<"0x0100000002000000"> : tensor<0xi32>} : () -> ()

// -----

// expected-error @below {{expected string containing hex digits starting with `0x`}}
"u.a"() {a = dense<"tab\09"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @below {{expected valid attribute name}}
"u.a"() {"" = 1} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"u.a"() {a = 1 : si1} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"u.a"() {a = -0 : i8} : () -> ()
