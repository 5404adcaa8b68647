// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Parse errors carry mlir-opt's wording and position.

// expected-error@+1 {{use of undeclared SSA value name}}
"u.op"(%undefined) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "u.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "u.b"() : () -> i32

// -----

// expected-error@+1 {{expected ')'}}
"u.op"() : () -> (i32

// -----

// expected-note@+1 {{prior use here}}
%x = "u.op"() : () -> i32
// expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
"u.use"(%x) : (i64) -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"u.op"() {a = 1 : i32, a = 2 : i32} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'unknown_alias'}}
"u.op"() : () -> !unknown_alias

// -----

// expected-error@+1 {{undefined symbol alias id 'unknown_alias'}}
"u.op"() {a = #unknown_alias} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"u.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"u.op"() : () -> tensor<4xf32

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"u.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"u.op"()[^missing] : () -> ()

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%a:2 = "u.op"() : () -> i32

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"u.op"() : () -> memref<?xf32, strided<[1], offset: x>>

// -----

// expected-error@+1 {{use of undeclared identifier}}
"u.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"u.op"() : () -> vector<?xf32>

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"u.op"() : () -> i16777216

// -----

// expected-error@+1 {{expected operation name in quotes}}
^bb0:
