func.func @sm(%x: tensor<8x?x24xf32>, %o: tensor<8x?x24xf32>) -> tensor<8x?x24xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<8x?x24xf32>) outs(%o : tensor<8x?x24xf32>) -> tensor<8x?x24xf32>
  return %0 : tensor<8x?x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
