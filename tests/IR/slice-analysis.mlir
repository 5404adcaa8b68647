// RUN: strata-opt %s -slice-analysis-test | FileCheck %s
// RUN: strata-opt %s --pass-pipeline="builtin.module(slice-analysis-test{omit-block-arguments=true})" | FileCheck %s

// For each linalg op, numbered through the module, a function before its
// own holding the op's backward slice: the ops it depends on through
// operands and through the values its regions use from above (visited
// first), in topological order, without the op itself. Function arguments
// stand for themselves; a loop holding the op is not part of its slice.

func.func @chain(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sz = arith.addi %n, %c1 : index
  %a = memref.alloc(%sz) : memref<?xf32>
  %unused = arith.constant 3.0 : f32
  linalg.copy ins(%m : memref<?xf32>) outs(%a : memref<?xf32>)
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<?xf32>)
  return
}

func.func @in_loop(%t: tensor<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %scale = arith.constant 2.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %m = linalg.map { arith.mulf } ins(%acc, %acc : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
    scf.yield %m : tensor<4xf32>
  }
  %out = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%r : tensor<4xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %p = arith.mulf %x, %scale : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  return
}
func.func @blocks(%n: index, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  cf.br ^bb1
^bb1:
  %sz = arith.addi %n, %c1 : index
  %a = memref.alloc(%sz) : memref<?xf32>
  linalg.copy ins(%m : memref<?xf32>) outs(%a : memref<?xf32>)
  return
}

// CHECK-LABEL: func.func @chain__backward_slice__0(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain__backward_slice__1(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @chain(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-LABEL: func.func @in_loop__backward_slice__2(%arg0: tensor<4xf32>, %arg1: index) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_loop__backward_slice__3(%arg0: tensor<4xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %mapped = linalg.map { arith.mulf } ins(%arg3, %arg3 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>)
// CHECK-NEXT: scf.yield %mapped : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-LABEL: func.func @blocks__backward_slice__4(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @blocks(%arg0: index, %arg1: memref<?xf32>) {
