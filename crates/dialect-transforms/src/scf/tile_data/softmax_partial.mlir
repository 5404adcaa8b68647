func.func @sm(%x: tensor<10x?x24xf32>, %o: tensor<10x?x24xf32>) -> tensor<10x?x24xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<10x?x24xf32>) outs(%o : tensor<10x?x24xf32>) -> tensor<10x?x24xf32>
  return %0 : tensor<10x?x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.softmax"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
