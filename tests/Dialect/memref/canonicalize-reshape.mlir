// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// dim of a reshape loads from the shape, right after the reshape.
func.func @dimreshape(%m: memref<*xf32>, %s: memref<?xindex>, %t: memref<2xi32>, %u: memref<*xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %r2 = memref.reshape %u(%t) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d2 = memref.dim %r2, %c1 : memref<?x?xf32>
  return %d, %d2 : index, index
}

// The load comes before a later store to the shape.
func.func @dimreshape_store(%m: memref<*xf32>, %s: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %i, %s[%i] : memref<?xindex>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}


func.func @dimreshape_arg(%m: memref<*xf32>, %s: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// A reshape undone by its inverse is the source.
func.func @ce(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %e : memref<4x8xf32>
}


func.func @ec(%m: memref<32xf32>) -> memref<32xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  return %c : memref<32xf32>
}

// Collapses of collapses compose.
func.func @cc(%m: memref<2x3x4xf32>) -> memref<24xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %d : memref<24xf32>
}

// Expands of expands compose.
func.func @ee(%m: memref<24xf32>) -> memref<2x3x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %f = memref.expand_shape %e [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %f : memref<2x3x4xf32>
}

// An expand of a collapse of the same rank stays.
func.func @ec2(%m: memref<6x4xf32>) -> memref<2x12xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 12] : memref<24xf32> into memref<2x12xf32>
  return %e : memref<2x12xf32>
}

// A collapse of an expand becomes one collapse.
func.func @ce2(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %e = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<2x3x2x2xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}

// Casts losing no static information fold into collapses, with a cast after.
func.func @ccast(%m: memref<4x8xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  return %d : memref<?xf32>
}

// Expands of collapses.
func.func @eoc1(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}


func.func @eoc2(%m: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %e : memref<6x20xf32>
}


func.func @eoc3(%m: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  return %e : memref<2x3x4x5xf32>
}

// With dynamic sizes.
func.func @eoc4(%m: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %e : memref<?x2x2xf32>
}


func.func @eoc5(%m: memref<?x4x5xf32>, %n: index) -> memref<?x20xf32> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x4x5xf32> into memref<?x20xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, 4, 5] : memref<?x20xf32> into memref<?x4x5xf32>
  %d = memref.collapse_shape %e [[0], [1, 2]] : memref<?x4x5xf32> into memref<?x20xf32>
  return %d : memref<?x20xf32>
}

// Strided layouts are not composed.
func.func @ccs(%m: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  return %d : memref<24xf32, strided<[1]>>
}

// Expands of casts stay; dims of casts fold at in-bounds indices only.
func.func @ecast(%m: memref<4x8xf32>) -> memref<?x2x4xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %c2 = arith.constant 4 : index
  %n = memref.dim %c, %c2 : memref<?x8xf32>
  %d = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  return %d : memref<?x2x4xf32>
}

// A cast to an equivalent layout folds into the collapse.
func.func @ccast2(%m: memref<4x8xf32>) -> memref<32xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32, strided<[1]>>
  %e = memref.cast %d : memref<32xf32, strided<[1]>> to memref<32xf32>
  return %e : memref<32xf32>
}

// A collapse of an expand whose groups do not nest stays.
func.func @ceq(%m: memref<4x8xf32>) -> memref<8x4xf32> {
  %c = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32> into memref<4x2x4xf32>
  %d = memref.collapse_shape %c [[0, 1], [2]] : memref<4x2x4xf32> into memref<8x4xf32>
  return %d : memref<8x4xf32>
}

// Dims of reshapes in nested regions, with the index defined before the reshape or outside.
func.func @dr(%m: memref<*xf32>, %s: memref<?xindex>, %c: i1) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %x = scf.if %c -> index {
    %i = arith.constant 0 : index
    %d = memref.dim %r, %i : memref<*xf32>
    scf.yield %d : index
  } else {
    %i = "test.idx"() : () -> index
    %d = memref.dim %r, %i : memref<*xf32>
    scf.yield %d : index
  }
  return %x : index
}

func.func @dr2(%m: memref<*xf32>, %s: memref<?xindex>, %c: i1) -> index {
  %i = "test.idx"() : () -> index
  %x = scf.if %c -> index {
    %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %d = memref.dim %r, %i : memref<*xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %x : index
}

// An index defined after the reshape stays.
func.func @dr3(%m: memref<*xf32>, %s: memref<?xindex>) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %i = "test.idx"() : () -> index
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @dimreshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: memref<2xi32>, %arg3: memref<*xf32>) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c1] : memref<?xindex>
// CHECK-NEXT:     %1 = memref.load %arg2[%c1] : memref<2xi32>
// CHECK-NEXT:     %2 = arith.index_cast %1 : i32 to index
// CHECK-NEXT:     return %0, %2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dimreshape_store(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dimreshape_arg(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ce(%arg0: memref<4x8xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:     return %arg0 : memref<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ec(%arg0: memref<32xf32>) -> memref<32xf32> {
// CHECK-NEXT:     return %arg0 : memref<32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cc(%arg0: memref<2x3x4xf32>) -> memref<24xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT:     return %collapse_shape : memref<24xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ee(%arg0: memref<24xf32>) -> memref<2x3x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ec2(%arg0: memref<6x4xf32>) -> memref<2x12xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x4xf32> into memref<24xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [2, 12] : memref<24xf32> into memref<2x12xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ce2(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ccast(%arg0: memref<4x8xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<32xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @eoc1(%arg0: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT:     return %expand_shape : memref<6x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @eoc2(%arg0: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
// CHECK-NEXT:     return %collapse_shape : memref<6x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @eoc3(%arg0: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT:     return %expand_shape : memref<2x3x4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @eoc4(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x2x2xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @eoc5(%arg0: memref<?x4x5xf32>, %arg1: index) -> memref<?x20xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x4x5xf32> into memref<?x20xf32>
// CHECK-NEXT:     return %collapse_shape : memref<?x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ccs(%arg0: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
// CHECK-NEXT:     %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
// CHECK-NEXT:     return %collapse_shape_0 : memref<24xf32, strided<[1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ecast(%arg0: memref<4x8xf32>) -> memref<?x2x4xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x8xf32>
// CHECK-NEXT:     %dim = memref.dim %cast, %c4 : memref<?x8xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2]] output_shape [%dim, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
// CHECK-NEXT:     return %expand_shape : memref<?x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ccast2(%arg0: memref<4x8xf32>) -> memref<32xf32> {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT:     return %collapse_shape : memref<32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceq(%arg0: memref<4x8xf32>) -> memref<8x4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32> into memref<4x2x4xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2]] : memref<4x2x4xf32> into memref<8x4xf32>
// CHECK-NEXT:     return %collapse_shape : memref<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dr(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: i1) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     %0 = memref.load %arg1[%c0] : memref<?xindex>
// CHECK-NEXT:     %1 = scf.if %arg2 -> (index) {
// CHECK-NEXT:       scf.yield %0 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = "test.idx"() : () -> index
// CHECK-NEXT:       %dim = memref.dim %reshape, %2 : memref<*xf32>
// CHECK-NEXT:       scf.yield %dim : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dr2(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: i1) -> index {
// CHECK-NEXT:     %0 = "test.idx"() : () -> index
// CHECK-NEXT:     %1 = scf.if %arg2 -> (index) {
// CHECK-NEXT:       %2 = memref.load %arg1[%0] : memref<?xindex>
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dr3(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     %0 = "test.idx"() : () -> index
// CHECK-NEXT:     %dim = memref.dim %reshape, %0 : memref<*xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
