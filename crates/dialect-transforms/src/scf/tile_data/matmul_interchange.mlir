func.func @mm(%a: tensor<50x30xf32>, %b: tensor<30x20xf32>, %c: tensor<50x20xf32>) -> tensor<50x20xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<50x30xf32>, tensor<30x20xf32>) outs(%c : tensor<50x20xf32>) -> tensor<50x20xf32>
  return %0 : tensor<50x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [16, 8, 12] interchange = [2, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
