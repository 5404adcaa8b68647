func.func @split(%x: tensor<33x12xf32>, %s: f32, %o1: tensor<33x12xf32>, %o2: tensor<12x33xf32>) -> (tensor<33x12xf32>, tensor<12x33xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> ()>, affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (b, a)>], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<33x12xf32>, f32) outs(%o1, %o2 : tensor<33x12xf32>, tensor<12x33xf32>) {
  ^bb0(%v: f32, %f: f32, %a: f32, %b: f32):
    %m = arith.mulf %v, %f : f32
    %n = arith.addf %v, %f : f32
    linalg.yield %m, %n : f32, f32
  } -> (tensor<33x12xf32>, tensor<12x33xf32>)
  return %0#0, %0#1 : tensor<33x12xf32>, tensor<12x33xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [8, 5] interchange = [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
