// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// CONFORMANCE: skip (diagnostics)

// A pad whose padding value depends on the indices cannot be tiled: the
// tiling driver reports it as mlir-opt's does.

func.func @index_dependent_padding(%src: tensor<8xindex>) -> tensor<10xindex> {
  // expected-error @below {{'tensor.pad' op faild to tile operation}}
  // expected-error @below {{'tensor.pad' op failed to generate tiling loops}}
  %0 = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<8xindex> to tensor<10xindex>
  return %0 : tensor<10xindex>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %p tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
