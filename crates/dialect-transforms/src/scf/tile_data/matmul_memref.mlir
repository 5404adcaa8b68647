func.func @mm(%a: memref<50x30xf32>, %b: memref<30x20xf32>, %c: memref<50x20xf32>) {
  linalg.matmul ins(%a, %b : memref<50x30xf32>, memref<30x20xf32>) outs(%c : memref<50x20xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [16, 10] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
