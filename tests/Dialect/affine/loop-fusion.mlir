// RUN: strata-opt -allow-unregistered-dialect -split-input-file -affine-loop-fusion %s | FileCheck %s

// A producer into its only consumer: the temporary shrinks to one element
// and the producer goes away.
func.func @chain(%out: memref<32xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 32 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %t[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %v = affine.load %t[%i] : memref<32xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %out[%i] : memref<32xf32>
  }
  return
}

// -----

// Three nests in a chain through two temporaries, 2-D.
func.func @chain2d(%in: memref<8x16xf32>, %out: memref<8x16xf32>) {
  %a = memref.alloc() : memref<8x16xf32>
  %b = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %a[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<8x16xf32>
      %w = arith.negf %v : f32
      affine.store %w, %b[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %b[%i, %j] : memref<8x16xf32>
      affine.store %v, %out[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

// -----

// A stencil consumer needs three producer iterations per iteration: the
// slice runs them in a loop and the temporary keeps three elements.
func.func @stencil(%out: memref<30xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %z = arith.constant 2.0 : f32
  affine.for %i = 0 to 32 {
    affine.store %z, %t[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 30 {
    %a = affine.load %t[%i] : memref<32xf32>
    %b = affine.load %t[%i + 1] : memref<32xf32>
    %c = affine.load %t[%i + 2] : memref<32xf32>
    %s = arith.addf %a, %b : f32
    %r = arith.addf %s, %c : f32
    affine.store %r, %out[%i] : memref<30xf32>
  }
  return
}

// -----

// The producer writes a function argument: it is fused, but the memref
// is not privatized and stays written.
func.func @escaping(%buf: memref<16xf32>, %out: memref<16xf32>) {
  %z = arith.constant 0.5 : f32
  affine.for %i = 0 to 16 {
    affine.store %z, %buf[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %buf[%i] : memref<16xf32>
    affine.store %v, %out[%i] : memref<16xf32>
  }
  return
}

// -----

// The consumer reads the producer's output in reverse order of a later
// write: an op in between reads the temporary, so the nests stay apart.
func.func @blocked(%out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %z = arith.constant 3.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %z, %t[%i] : memref<10xf32>
  }
  "test.use"(%t) : (memref<10xf32>) -> ()
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// Two nests reading the same input (siblings) are fused for reuse.
func.func @siblings(%in: memref<12x12xf32>, %o1: memref<12x12xf32>, %o2: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %in[%i, %j] : memref<12x12xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %o1[%i, %j] : memref<12x12xf32>
    }
  }
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %in[%i, %j] : memref<12x12xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %o2[%i, %j] : memref<12x12xf32>
    }
  }
  return
}

// -----

// A producer with two consumers of different extents.
func.func @two_consumers(%o1: memref<5xf32>, %o2: memref<20xf32>) {
  %t = memref.alloc() : memref<40xf32>
  %z = arith.constant 1.5 : f32
  affine.for %i = 0 to 40 {
    affine.store %z, %t[%i] : memref<40xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %t[%i] : memref<40xf32>
    affine.store %v, %o1[%i] : memref<5xf32>
  }
  affine.for %i = 0 to 20 {
    %v = affine.load %t[%i] : memref<40xf32>
    affine.store %v, %o2[%i] : memref<20xf32>
  }
  return
}

// -----

// Symbolic bounds: the slice bounds use the consumer's loop variable.
func.func @symbolic(%n: index, %out: memref<?xf32>) {
  %t = memref.alloc(%n) : memref<?xf32>
  %z = arith.constant 4.0 : f32
  affine.for %i = 0 to %n {
    affine.store %z, %t[%i] : memref<?xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %t[%i] : memref<?xf32>
    affine.store %v, %out[%i] : memref<?xf32>
  }
  return
}

// -----

// A transposing consumer: fusion at the outer depth keeps a row.
func.func @transpose(%out: memref<6x9xf32>) {
  %t = memref.alloc() : memref<9x6xf32>
  %z = arith.constant 7.0 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 6 {
      affine.store %z, %t[%i, %j] : memref<9x6xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 9 {
      %v = affine.load %t[%j, %i] : memref<9x6xf32>
      affine.store %v, %out[%i, %j] : memref<6x9xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: memref<32xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 32 {
// CHECK-NEXT:       %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:       %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT:       affine.store %1, %alloc[0] : memref<1xf32>
// CHECK-NEXT:       %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT:       %3 = arith.addf %2, %cst : f32
// CHECK-NEXT:       affine.store %3, %arg0[%arg1] : memref<32xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @chain2d(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2, %arg3] : memref<8x16xf32>
// CHECK-NEXT:         %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:         affine.store %1, %alloc_0[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         %2 = affine.load %alloc_0[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         %3 = arith.negf %2 : f32
// CHECK-NEXT:         affine.store %3, %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         %4 = affine.load %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         affine.store %4, %arg1[%arg2, %arg3] : memref<8x16xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @stencil(%arg0: memref<30xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 30 {
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT:         affine.store %cst, %alloc[-%arg1 + %arg2] : memref<3xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %0 = affine.load %alloc[0] : memref<3xf32>
// CHECK-NEXT:       %1 = affine.apply #map2(%arg1)
// CHECK-NEXT:       %2 = affine.load %alloc[1] : memref<3xf32>
// CHECK-NEXT:       %3 = affine.apply #map3(%arg1)
// CHECK-NEXT:       %4 = affine.load %alloc[2] : memref<3xf32>
// CHECK-NEXT:       %5 = arith.addf %0, %2 : f32
// CHECK-NEXT:       %6 = arith.addf %5, %4 : f32
// CHECK-NEXT:       affine.store %6, %arg0[%arg1] : memref<30xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @escaping(%arg0: memref<16xf32>, %arg1: memref<16xf32>) {
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:       affine.store %0, %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @blocked(%arg0: memref<10xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:       affine.store %cst, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT:       %0 = affine.load %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%alloc) : (memref<10xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @siblings(%arg0: memref<12x12xf32>, %arg1: memref<12x12xf32>, %arg2: memref<12x12xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 12 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 12 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg4] : memref<12x12xf32>
// CHECK-NEXT:         %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:         affine.store %1, %arg1[%arg3, %arg4] : memref<12x12xf32>
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3, %arg4] : memref<12x12xf32>
// CHECK-NEXT:         %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:         affine.store %3, %arg2[%arg3, %arg4] : memref<12x12xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_consumers(%arg0: memref<5xf32>, %arg1: memref<20xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<1xf32>
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 5 {
// CHECK-NEXT:       affine.store %cst, %alloc_0[0] : memref<1xf32>
// CHECK-NEXT:       %0 = affine.load %alloc_0[0] : memref<1xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg2] : memref<5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 20 {
// CHECK-NEXT:       affine.store %cst, %alloc[0] : memref<1xf32>
// CHECK-NEXT:       %0 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT:       affine.store %0, %arg1[%arg2] : memref<20xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @symbolic(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:       affine.store %cst, %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:       %0 = affine.load %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT:       affine.store %0, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose(%arg0: memref<6x9xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:     %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 6 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 9 {
// CHECK-NEXT:         affine.store %cst, %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         %0 = affine.load %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg1, %arg2] : memref<6x9xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
