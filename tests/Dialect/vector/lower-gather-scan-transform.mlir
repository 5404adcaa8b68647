// RUN: strata-opt %s -transform-interpreter | FileCheck %s

// `lower_gather` unrolls the leading dimension only (1-D gathers stay);
// `lower_scan` lowers scans to slices.
func.func @gather_and_scan(%m: memref<?xf32>, %idx: vector<2x2x2xindex>, %mask: vector<2x2x2xi1>, %pass: vector<2x2x2xf32>, %v: vector<2x2xi32>, %init: vector<2xi32>) -> (vector<2x2x2xf32>, vector<2x2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<2x2x2xindex>, vector<2x2x2xi1>, vector<2x2x2xf32> into vector<2x2x2xf32>
  %s:2 = vector.scan <mul>, %v, %init {inclusive = true, reduction_dim = 0} : vector<2x2xi32>, vector<2xi32>
  return %g, %s#0, %s#1 : vector<2x2x2xf32>, vector<2x2xi32>, vector<2xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_gather
      transform.apply_patterns.vector.lower_scan
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @gather_and_scan(%arg0: memref<?xf32>, %arg1: vector<2x2x2xindex>, %arg2: vector<2x2x2xi1>, %arg3: vector<2x2x2xf32>, %arg4: vector<2x2xi32>, %arg5: vector<2xi32>) -> (vector<2x2x2xf32>, vector<2x2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : vector<2x2x2xf32>
// CHECK-NEXT:     %1 = ub.poison : vector<2x2xf32>
// CHECK-NEXT:     %2 = vector.extract %arg1[0, 0] : vector<2xindex> from vector<2x2x2xindex>
// CHECK-NEXT:     %3 = vector.extract %arg2[0, 0] : vector<2xi1> from vector<2x2x2xi1>
// CHECK-NEXT:     %4 = vector.extract %arg3[0, 0] : vector<2xf32> from vector<2x2x2xf32>
// CHECK-NEXT:     %5 = vector.gather %arg0[%c0] [%2], %3, %4 : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     %6 = vector.insert %5, %1 [0] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %7 = vector.extract %arg1[0, 1] : vector<2xindex> from vector<2x2x2xindex>
// CHECK-NEXT:     %8 = vector.extract %arg2[0, 1] : vector<2xi1> from vector<2x2x2xi1>
// CHECK-NEXT:     %9 = vector.extract %arg3[0, 1] : vector<2xf32> from vector<2x2x2xf32>
// CHECK-NEXT:     %10 = vector.gather %arg0[%c0] [%7], %8, %9 : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     %11 = vector.insert %10, %6 [1] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %12 = vector.insert %11, %0 [0] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT:     %13 = vector.extract %arg1[1, 0] : vector<2xindex> from vector<2x2x2xindex>
// CHECK-NEXT:     %14 = vector.extract %arg2[1, 0] : vector<2xi1> from vector<2x2x2xi1>
// CHECK-NEXT:     %15 = vector.extract %arg3[1, 0] : vector<2xf32> from vector<2x2x2xf32>
// CHECK-NEXT:     %16 = vector.gather %arg0[%c0] [%13], %14, %15 : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     %17 = vector.insert %16, %1 [0] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %18 = vector.extract %arg1[1, 1] : vector<2xindex> from vector<2x2x2xindex>
// CHECK-NEXT:     %19 = vector.extract %arg2[1, 1] : vector<2xi1> from vector<2x2x2xi1>
// CHECK-NEXT:     %20 = vector.extract %arg3[1, 1] : vector<2xf32> from vector<2x2x2xf32>
// CHECK-NEXT:     %21 = vector.gather %arg0[%c0] [%18], %19, %20 : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     %22 = vector.insert %21, %17 [1] : vector<2xf32> into vector<2x2xf32>
// CHECK-NEXT:     %23 = vector.insert %22, %12 [1] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT:     %24 = vector.extract_strided_slice %arg4 {offsets = [0, 0], sizes = [1, 2], strides = [1, 1]} : vector<2x2xi32> to vector<1x2xi32>
// CHECK-NEXT:     %25 = vector.insert_strided_slice %24, %cst {offsets = [0, 0], strides = [1, 1]} : vector<1x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %26 = vector.extract_strided_slice %arg4 {offsets = [1, 0], sizes = [1, 2], strides = [1, 1]} : vector<2x2xi32> to vector<1x2xi32>
// CHECK-NEXT:     %27 = arith.muli %24, %26 : vector<1x2xi32>
// CHECK-NEXT:     %28 = vector.insert_strided_slice %27, %25 {offsets = [1, 0], strides = [1, 1]} : vector<1x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %29 = vector.shape_cast %27 : vector<1x2xi32> to vector<2xi32>
// CHECK-NEXT:     return %23, %28, %29 : vector<2x2x2xf32>, vector<2x2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.vector.lower_gather
// CHECK-NEXT:         transform.apply_patterns.vector.lower_scan
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
