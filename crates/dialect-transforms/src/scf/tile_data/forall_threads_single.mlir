func.func @copy(%a: tensor<?x15xf32>, %c: tensor<?x15xf32>) -> tensor<?x15xf32> {
  %0 = linalg.copy ins(%a : tensor<?x15xf32>) outs(%c : tensor<?x15xf32>) -> tensor<?x15xf32>
  return %0 : tensor<?x15xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [1, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
