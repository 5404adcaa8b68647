// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// transform.structured.lower_pack and lower_unpack: handle types and
// packs that cannot be lowered.

func.func @dynamic_tile(%src: tensor<16x16xf32>, %dst: tensor<?x16x?xf32>, %t: index) -> tensor<?x16x?xf32> {
  // expected-error @below {{cannot lower to pad + expand + transpose}}
  %0 = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%t] into %dst : tensor<16x16xf32> -> tensor<?x16x?xf32>
  return %0 : tensor<?x16x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pack = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    %pad, %expand, %transpose = transform.structured.lower_pack %pack : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pack = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{operand #0 must be Transform IR handle to linalg.pack operations, but got '!transform.any_op'}}
    %pad, %expand, %transpose = transform.structured.lower_pack %pack : (!transform.any_op) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %unpack = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    // expected-error @below {{result #3 must be Transform IR handle to tensor.extract_slice operations, but got '!transform.any_op'}}
    %empty, %transpose, %collapse, %slice = transform.structured.lower_unpack %unpack : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.any_op)
    transform.yield
  }
}
