// RUN: strata-opt %s -test-vector-gather-lowering | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 collapses the source of a column view that starts at row 1, or is gathered at offset 1, and reads the wrong rows)

// A gather from a column view that does not start at the memref's start
// is not rewritten as a gather of the collapsed memref (the view's offset
// would be lost). Its last stride is not 1, so it is not lowered lane by
// lane either: the gather stays.
func.func @offset_view(%base: memref<100x3xf32>, %idxs: vector<2xindex>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %view = memref.subview %base[1, 0] [99, 1] [1, 1] : memref<100x3xf32> to memref<99xf32, strided<[3], offset: 3>>
  %mask = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %r = vector.gather %view[%c0] [%idxs], %mask, %pass : memref<99xf32, strided<[3], offset: 3>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @offset_view(
// CHECK-NOT:     memref.collapse_shape
// CHECK:         %[[VIEW:.*]] = memref.subview
// CHECK-NEXT:    %[[R:.*]] = vector.gather %[[VIEW]][%{{.*}}] [%arg1]
// CHECK-NEXT:    return %[[R]]

// A gather at a non-zero offset of a view starting at the memref's start is
// not collapsed either (the offset counts rows of the view, not elements).
func.func @offset_gather(%base: memref<100x3xf32>, %idxs: vector<2xindex>) -> vector<2xf32> {
  %c1 = arith.constant 1 : index
  %view = memref.subview %base[0, 0] [100, 1] [1, 1] : memref<100x3xf32> to memref<100xf32, strided<[3]>>
  %mask = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %r = vector.gather %view[%c1] [%idxs], %mask, %pass : memref<100xf32, strided<[3]>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @offset_gather(
// CHECK-NOT:     memref.collapse_shape
// CHECK:         %[[VIEW:.*]] = memref.subview
// CHECK-NEXT:    %[[R:.*]] = vector.gather %[[VIEW]][%{{.*}}] [%arg1]
// CHECK-NEXT:    return %[[R]]
