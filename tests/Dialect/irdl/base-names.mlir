// RUN: strata-opt %s --allow-unregistered-dialect --irdl-file=%S/Inputs/bases.irdl.mlir -split-input-file -verify-diagnostics
// CONFORMANCE: pipeline=--irdl-file=tests/Dialect/irdl/Inputs/bases.irdl.mlir

// The base names of builtin and dialect types and attributes.
// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.integer'}}
%0 = "bases.of_type"() : () -> i1

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.index'}}
%0 = "bases.of_type"() : () -> index

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.f32'}}
%0 = "bases.of_type"() : () -> f32

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.bf16'}}
%0 = "bases.of_type"() : () -> bf16

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.f8E5M2'}}
%0 = "bases.of_type"() : () -> f8E5M2

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.complex'}}
%0 = "bases.of_type"() : () -> complex<f32>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.tuple'}}
%0 = "bases.of_type"() : () -> tuple<i1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.function'}}
%0 = "bases.of_type"() : () -> ((i1) -> i2)

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.vector'}}
%0 = "bases.of_type"() : () -> vector<2xi1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.tensor'}}
%0 = "bases.of_type"() : () -> tensor<2xi1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.unranked_tensor'}}
%0 = "bases.of_type"() : () -> tensor<*xi1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.memref'}}
%0 = "bases.of_type"() : () -> memref<2xi1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.unranked_memref'}}
%0 = "bases.of_type"() : () -> memref<*xi1>

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'llvm.ptr'}}
%0 = "bases.of_type"() : () -> !llvm.ptr

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'transform.any_op'}}
%0 = "bases.of_type"() : () -> !transform.any_op

// -----

// expected-error @+1 {{expected base type 'builtin.none' but got 'builtin.opaque'}}
%0 = "bases.of_type"() : () -> !foo.bar

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.integer'}}
"bases.of_attribute"() {x = true} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.integer'}}
"bases.of_attribute"() {x = 3} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.float'}}
"bases.of_attribute"() {x = 3.0} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.string'}}
"bases.of_attribute"() {x = "s"} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.array'}}
"bases.of_attribute"() {x = [1]} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.dictionary'}}
"bases.of_attribute"() {x = {a = 1}} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.type'}}
"bases.of_attribute"() {x = i32} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.symbol_ref'}}
"bases.of_attribute"() {x = @s} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.symbol_ref'}}
"bases.of_attribute"() {x = @s::@t} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.dense_int_or_fp_elements'}}
"bases.of_attribute"() {x = dense<1> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.dense_array'}}
"bases.of_attribute"() {x = array<i32: 1>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.affine_map'}}
"bases.of_attribute"() {x = affine_map<(d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.integer_set'}}
"bases.of_attribute"() {x = affine_set<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'arith.fastmath'}}
"bases.of_attribute"() {x = #arith.fastmath<fast>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.opaque'}}
"bases.of_attribute"() {x = #foo.bar} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.strided_layout'}}
"bases.of_attribute"() {x = strided<[1]>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.distinct'}}
"bases.of_attribute"() {x = distinct[0]<1>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.sparse_elements'}}
"bases.of_attribute"() {x = sparse<[[0]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.unknown_loc'}}
"bases.of_attribute"() {x = loc(unknown)} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.file_line_range'}}
"bases.of_attribute"() {x = loc("f":1:2)} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.call_site_loc'}}
"bases.of_attribute"() {x = loc(callsite("a" at "b"))} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'builtin.fused_loc'}}
"bases.of_attribute"() {x = loc(fused["a", "b"])} : () -> ()

// -----

// expected-error @+1 {{expected base attribute 'builtin.unit' but got 'llvm.linkage'}}
"bases.of_attribute"() {x = #llvm.linkage<internal>} : () -> ()
