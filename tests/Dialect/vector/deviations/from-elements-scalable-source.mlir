// RUN: strata-opt %s -canonicalize | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 rewrites this into an invalid vector.shape_cast and fails verification)

// Elements extracted in order from a scalable vector are not a
// shape_cast of it to a fixed-size vector: the vector is left as it is.
func.func @scalable_source(%v: vector<[2]xi8>) -> vector<2xi8> {
  %0 = vector.extract %v[0] : i8 from vector<[2]xi8>
  %1 = vector.extract %v[1] : i8 from vector<[2]xi8>
  %2 = vector.from_elements %0, %1 : vector<2xi8>
  return %2 : vector<2xi8>
}

// CHECK-LABEL: func.func @scalable_source(
// CHECK-NEXT:    %[[A:.*]] = vector.extract %arg0[0] : i8 from vector<[2]xi8>
// CHECK-NEXT:    %[[B:.*]] = vector.extract %arg0[1] : i8 from vector<[2]xi8>
// CHECK-NEXT:    %[[V:.*]] = vector.from_elements %[[A]], %[[B]] : vector<2xi8>
// CHECK-NEXT:    return %[[V]] : vector<2xi8>
