// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// One body per identified struct name.
func.func @redefined() {
  "test.op"() : () -> !llvm.struct<"pair", (i64, i64)>
  // expected-error @+1 {{identified type already used with a different body}}
  "test.op"() : () -> !llvm.struct<"pair", (i64, i32)>
  return
}

// -----

// Each chunk of a split input starts without names: "pair" is free again.
func.func @redefined_in_new_chunk() {
  "test.op"() : () -> !llvm.struct<"pair", (i32, i32)>
  "test.op"() : () -> !llvm.struct<"pair", (i32, i32)>
  return
}

// -----

func.func @packed_differs() {
  "test.op"() : () -> !llvm.struct<"s", packed (i8, i32)>
  // expected-error @+1 {{identified type already used with a different body}}
  "test.op"() : () -> !llvm.struct<"s", (i8, i32)>
  return
}

// -----

func.func @opaque_then_body() {
  "test.op"() : () -> !llvm.struct<"node", opaque>
  "test.op"() : () -> !llvm.struct<"node", opaque>
  // expected-error @+1 {{identified type already used with a different body}}
  "test.op"() : () -> !llvm.struct<"node", (ptr)>
  return
}

// -----

func.func @body_then_opaque() {
  "test.op"() : () -> !llvm.struct<"node", (ptr, i32)>
  // expected-error @+1 {{redeclaring defined struct as opaque}}
  "test.op"() : () -> !llvm.struct<"node", opaque>
  return
}

// -----

func.func @literal_opaque() {
  // expected-error @+1 {{only identified structs can be opaque}}
  "test.op"() : () -> !llvm.struct<opaque>
  return
}

// -----

func.func @name_without_body() {
  // expected-error @+1 {{struct without a body only allowed in a recursive struct}}
  "test.op"() : () -> !llvm.array<2 x struct<"elem">>
  return
}

// -----

func.func @nested_same_name() {
  // expected-error @+1 {{identifier already used for an enclosing struct}}
  "test.op"() : () -> !llvm.struct<"outer", (i32, struct<"inner", (struct<"outer", (i8)>)>)>
  return
}

// -----

func.func @builtin_type_as_mnemonic() {
  // expected-error @+1 {{unexpected type, expected keyword}}
  "test.op"() : () -> !llvm.i64
  return
}

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
func.func private @builtin_vector_as_mnemonic(!llvm.vector<4xf32>)
