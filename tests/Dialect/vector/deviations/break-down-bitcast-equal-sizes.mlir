// RUN: strata-opt %s -test-vector-break-down-bitcast | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 rebuilds a bitcast between equal numbers of elements forever, until it runs out of memory)

// A bitcast between equal numbers of elements is left alone.
func.func @equal_sizes(%d: vector<8xi32>) -> vector<8xf32> {
  %0 = vector.bitcast %d : vector<8xi32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @equal_sizes(
// CHECK-NEXT:    %[[B:.*]] = vector.bitcast %arg0 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT:    return %[[B]] : vector<8xf32>
