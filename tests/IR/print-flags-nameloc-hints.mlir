// RUN: strata-opt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix | FileCheck %s
// With --mlir-use-nameloc-as-prefix, a block argument's name location wins
// over the name its op suggests for it; arguments without one keep the
// op's name.

func.func @hints(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%t, %t : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%a: f32 loc("bar"), %b: f32, %c: f32 loc("steve")):
    linalg.yield %a, %c : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  "test.polyfor"() ({
  ^bb0(%i: index loc("row"), %j: index):
    "t.use"(%i, %j) : (index, index) -> ()
  }) {arg_names = ["i", "j"]} : () -> ()
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @hints(%arg0: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg0, %arg0 : tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:     ^bb0(%bar: f32, %out: f32, %steve: f32):
// CHECK-NEXT:       linalg.yield %bar, %steve : f32, f32
// CHECK-NEXT:     } -> (tensor<?xf32>, tensor<?xf32>)
// CHECK-NEXT:     test.polyfor %row, %j {
// CHECK-NEXT:       "t.use"(%row, %j) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
