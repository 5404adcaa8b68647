// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.structured.split: a structured op split along one loop into
// two tiles, the second one writing into the first one's results: static
// and dynamic shapes, split points from parameters and from the payload,
// buffers, a split point past the end (no second part).

// CHECK: #map = affine_map<()[s0] -> (16, s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 - 1)>
// CHECK: #map3 = affine_map<()[s0, s1] -> (s0 - s1 - 1)>
// CHECK: #map4 = affine_map<()[s0] -> (4, s0)>
// CHECK-LABEL: func.func @matmul_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.min #map()[%dim_4]
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %2 = affine.apply #map2()[%dim]
// CHECK-NEXT: %3 = affine.apply #map2()[%0]
// CHECK-NEXT: %4 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %5 = affine.apply #map2()[%dim]
// CHECK-NEXT: %6 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %7 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %8 = affine.apply #map2()[%0]
// CHECK-NEXT: %9 = affine.apply #map2()[%dim]
// CHECK-NEXT: %10 = affine.apply #map2()[%0]
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [%dim, %dim_0] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_9 = tensor.extract_slice %arg1[0, 0] [%dim_0, %0] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_10 = tensor.extract_slice %arg2[0, 0] [%dim, %0] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %11 = linalg.matmul ins(%extracted_slice, %extracted_slice_9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_10 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %12 = affine.apply #map2()[%dim]
// CHECK-NEXT: %13 = affine.apply #map2()[%0]
// CHECK-NEXT: %14 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %15 = affine.apply #map2()[%dim]
// CHECK-NEXT: %16 = affine.apply #map2()[%0]
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %11 into %arg2[0, 0] [%dim, %0] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %17 = affine.apply #map2()[%dim]
// CHECK-NEXT: %18 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %19 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %20 = affine.apply #map2()[%dim]
// CHECK-NEXT: %21 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %22 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %23 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %24 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %25 = affine.apply #map2()[%dim]
// CHECK-NEXT: %26 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %27 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %extracted_slice_11 = tensor.extract_slice %arg0[0, 0] [%dim, %dim_0] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_12 = tensor.extract_slice %arg1[0, %0] [%dim_0, %24] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_13 = tensor.extract_slice %inserted_slice[0, %0] [%dim, %27] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %c0_14 = arith.constant 0 : index
// CHECK-NEXT: %c1_15 = arith.constant 1 : index
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: %c0_18 = arith.constant 0 : index
// CHECK-NEXT: %c1_19 = arith.constant 1 : index
// CHECK-NEXT: %28 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %29 = affine.min #map4()[%dim_0]
// CHECK-NEXT: %30 = affine.apply #map1()[%dim_0, %29]
// CHECK-NEXT: %31 = affine.apply #map2()[%dim]
// CHECK-NEXT: %32 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %33 = affine.apply #map2()[%29]
// CHECK-NEXT: %34 = affine.apply #map2()[%dim]
// CHECK-NEXT: %35 = affine.apply #map2()[%29]
// CHECK-NEXT: %36 = affine.apply #map2()[%29]
// CHECK-NEXT: %37 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %38 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %39 = affine.apply #map2()[%dim]
// CHECK-NEXT: %40 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %41 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %extracted_slice_20 = tensor.extract_slice %extracted_slice_11[0, 0] [%dim, %29] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_21 = tensor.extract_slice %extracted_slice_12[0, 0] [%29, %38] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_22 = tensor.extract_slice %extracted_slice_13[0, 0] [%dim, %41] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %42 = linalg.matmul ins(%extracted_slice_20, %extracted_slice_21 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_22 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %43 = affine.apply #map2()[%dim]
// CHECK-NEXT: %44 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %45 = affine.apply #map2()[%29]
// CHECK-NEXT: %46 = affine.apply #map2()[%dim]
// CHECK-NEXT: %47 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %48 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %inserted_slice_23 = tensor.insert_slice %42 into %extracted_slice_13[0, 0] [%dim, %48] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %49 = affine.apply #map2()[%dim]
// CHECK-NEXT: %50 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %51 = affine.apply #map3()[%dim_0, %29]
// CHECK-NEXT: %52 = affine.apply #map2()[%dim]
// CHECK-NEXT: %53 = affine.apply #map3()[%dim_0, %29]
// CHECK-NEXT: %54 = affine.apply #map1()[%dim_0, %29]
// CHECK-NEXT: %55 = affine.apply #map3()[%dim_0, %29]
// CHECK-NEXT: %56 = affine.apply #map1()[%dim_0, %29]
// CHECK-NEXT: %57 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %58 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %59 = affine.apply #map2()[%dim]
// CHECK-NEXT: %60 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %61 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %extracted_slice_24 = tensor.extract_slice %extracted_slice_11[0, %29] [%dim, %54] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_25 = tensor.extract_slice %extracted_slice_12[%29, 0] [%56, %58] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_26 = tensor.extract_slice %inserted_slice_23[0, 0] [%dim, %61] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %62 = linalg.matmul ins(%extracted_slice_24, %extracted_slice_25 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice_26 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %63 = affine.apply #map2()[%dim]
// CHECK-NEXT: %64 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %65 = affine.apply #map3()[%dim_0, %29]
// CHECK-NEXT: %66 = affine.apply #map2()[%dim]
// CHECK-NEXT: %67 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %68 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %inserted_slice_27 = tensor.insert_slice %62 into %inserted_slice_23[0, 0] [%dim, %68] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %69 = affine.apply #map2()[%dim]
// CHECK-NEXT: %70 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %71 = affine.apply #map2()[%dim_0]
// CHECK-NEXT: %72 = affine.apply #map2()[%dim]
// CHECK-NEXT: %73 = affine.apply #map3()[%dim_4, %0]
// CHECK-NEXT: %74 = affine.apply #map1()[%dim_4, %0]
// CHECK-NEXT: %inserted_slice_28 = tensor.insert_slice %inserted_slice_27 into %inserted_slice[0, %0] [%dim, %74] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice_28 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @matmul_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.split %mm after 16 {dimension = 1} : !transform.any_op
    %first, %second = transform.split_handle %parts : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %more = transform.structured.split %second after %p {dimension = 2} : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0, 10)>
// CHECK: #map1 = affine_map<()[s0] -> (-s0 + 10)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 - 1)>
// CHECK: #map3 = affine_map<()[s0] -> (-s0 + 9)>
// CHECK-LABEL: func.func @payload_point(%arg0: tensor<10x20xf32>, %arg1: tensor<10x20xf32>, %arg2: index) -> tensor<10x20xf32> {
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %1 = affine.min #map()[%0]
// CHECK-NEXT: %2 = affine.apply #map1()[%1]
// CHECK-NEXT: %3 = affine.apply #map2()[%1]
// CHECK-NEXT: %4 = affine.apply #map2()[%1]
// CHECK-NEXT: %5 = affine.apply #map2()[%1]
// CHECK-NEXT: %6 = affine.apply #map2()[%1]
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [%1, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 0] [%1, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[0, 0] [%1, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %7 = linalg.add ins(%extracted_slice, %extracted_slice_0 : tensor<?x20xf32>, tensor<?x20xf32>) outs(%extracted_slice_1 : tensor<?x20xf32>) -> tensor<?x20xf32>
// CHECK-NEXT: %8 = affine.apply #map2()[%1]
// CHECK-NEXT: %9 = affine.apply #map2()[%1]
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %7 into %arg1[0, 0] [%1, 20] [1, 1] : tensor<?x20xf32> into tensor<10x20xf32>
// CHECK-NEXT: %10 = affine.apply #map3()[%1]
// CHECK-NEXT: %11 = affine.apply #map3()[%1]
// CHECK-NEXT: %12 = affine.apply #map1()[%1]
// CHECK-NEXT: %13 = affine.apply #map3()[%1]
// CHECK-NEXT: %14 = affine.apply #map1()[%1]
// CHECK-NEXT: %15 = affine.apply #map3()[%1]
// CHECK-NEXT: %16 = affine.apply #map1()[%1]
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[%1, 0] [%12, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg0[%1, 0] [%14, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %inserted_slice[%1, 0] [%16, 20] [1, 1] : tensor<10x20xf32> to tensor<?x20xf32>
// CHECK-NEXT: %17 = linalg.add ins(%extracted_slice_2, %extracted_slice_3 : tensor<?x20xf32>, tensor<?x20xf32>) outs(%extracted_slice_4 : tensor<?x20xf32>) -> tensor<?x20xf32>
// CHECK-NEXT: %18 = affine.apply #map3()[%1]
// CHECK-NEXT: %19 = affine.apply #map3()[%1]
// CHECK-NEXT: %20 = affine.apply #map1()[%1]
// CHECK-NEXT: %inserted_slice_5 = tensor.insert_slice %17 into %inserted_slice[%1, 0] [%20, 20] [1, 1] : tensor<?x20xf32> into tensor<10x20xf32>
// CHECK-NEXT: return %inserted_slice_5 : tensor<10x20xf32>
// CHECK-NEXT: }
func.func @payload_point(%a: tensor<10x20xf32>, %b: tensor<10x20xf32>, %n: index) -> tensor<10x20xf32> {
  %p = arith.addi %n, %n : index
  %0 = linalg.add ins(%a, %a : tensor<10x20xf32>, tensor<10x20xf32>) outs(%b : tensor<10x20xf32>) -> tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %point = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.split %add after %point {dimension = 0} : !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @buffers_and_past_end(%arg0: memref<8x6xf32>, %arg1: memref<8x6xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [8, 3] [1, 1] : memref<8x6xf32> to memref<8x3xf32, strided<[6, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[0, 0] [8, 3] [1, 1] : memref<8x6xf32> to memref<8x3xf32, strided<[6, 1]>>
// CHECK-NEXT: linalg.copy ins(%subview : memref<8x3xf32, strided<[6, 1]>>) outs(%subview_0 : memref<8x3xf32, strided<[6, 1]>>)
// CHECK-NEXT: %subview_1 = memref.subview %arg0[0, 3] [8, 3] [1, 1] : memref<8x6xf32> to memref<8x3xf32, strided<[6, 1], offset: 3>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[0, 3] [8, 3] [1, 1] : memref<8x6xf32> to memref<8x3xf32, strided<[6, 1], offset: 3>>
// CHECK-NEXT: linalg.copy ins(%subview_1 : memref<8x3xf32, strided<[6, 1], offset: 3>>) outs(%subview_2 : memref<8x3xf32, strided<[6, 1], offset: 3>>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<8x6xf32>) outs(%arg1 : memref<8x6xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @buffers_and_past_end(%a: memref<8x6xf32>, %b: memref<8x6xf32>) {
  linalg.copy ins(%a : memref<8x6xf32>) outs(%b : memref<8x6xf32>)
  linalg.exp ins(%a : memref<8x6xf32>) outs(%b : memref<8x6xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %copy = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.split %copy after 3 {dimension = 1} : !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %same = transform.structured.split %exp after 12 {dimension = 0} : !transform.any_op
    transform.yield
  }
}
