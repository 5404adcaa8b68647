// RUN: strata-opt %s -affine-loop-fusion=maximal | FileCheck %s
// CONFORMANCE: pipeline=-affine-loop-fusion=maximal

// Maximal fusion slices a source nest whose accesses depend on each other
// in a cycle only when the slice repeats none of its iterations: the
// store below rewrites one element on every inner iteration, and slicing
// it into the consumer would run those iterations once per consumer
// iteration, so neither consumer takes it.

func.func @cyclic_producer(%out: memref<16xf32>) {
  %cst = arith.constant 2.5 : f32
  affine.for %i = 0 to 1 {
    affine.for %j = 1 to 3 {
      affine.for %k = 1 to 5 {
        affine.store %cst, %out[%i + 3] : memref<16xf32>
      }
    }
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %out[%i + 3] : memref<16xf32>
  }
  return
}

// The same for a sibling whose store is rewritten by its inner loops.
func.func @cyclic_sibling(%a: memref<12x12xf32>, %b: memref<12xf32>) {
  affine.for %i = 1 to 2 {
    affine.for %j = 2 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %a[%j, %j] : memref<12x12xf32>
        affine.store %v, %b[%i + 3] : memref<12xf32>
      }
    }
  }
  affine.for %i = 2 to 3 {
    %v = affine.load %a[%i + 1, %i + 1] : memref<12x12xf32>
  }
  return
}

// Without a cycle, a slice that runs the whole producer once fuses.
func.func @acyclic_producer(%out: memref<16xf32>) {
  %cst = arith.constant 2.5 : f32
  %m = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    affine.store %cst, %m[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %m[%i] : memref<16xf32>
    affine.store %v, %out[%i] : memref<16xf32>
  }
  return
}

// A source nest whose domain has symbols: mlir-opt cannot tell whether a
// slice of it is valid, so it does not fuse.
func.func @symbolic_source(%v: memref<16xf32>, %n: index) {
  %cst = arith.constant 2.5 : f32
  %m = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to %n {
    affine.store %cst, %m[%i] : memref<16xf32>
  }
  affine.for %i = 2 to %n {
    affine.for %j = 0 to %n {
      %x = affine.load %m[%i] : memref<16xf32>
      affine.store %x, %v[%j] : memref<16xf32>
    }
  }
  return
}

// Siblings found through the op defining the memref they both read (not
// a block argument, not stored): the second nest runs whole in each
// iteration of the first.
func.func @sibling_of_defined_memref(%out: memref<8xf32>) {
  %m = memref.alloc() : memref<24xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i] : memref<24xf32>
    affine.store %x, %out[%i] : memref<8xf32>
  }
  affine.for %i = 2 to 7 {
    affine.for %j = 0 to 5 {
      %y = affine.load %m[%j + %i] : memref<24xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @cyclic_producer(%arg0: memref<16xf32>) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg2 = 1 to 3 {
// CHECK-NEXT:         affine.for %arg3 = 1 to 5 {
// CHECK-NEXT:           affine.store %cst, %arg0[%arg1 + 3] : memref<16xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg1 + 3] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cyclic_sibling(%arg0: memref<12x12xf32>, %arg1: memref<12xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     affine.for %arg2 = 2 to 3 {
// CHECK-NEXT:       affine.for %arg3 = 2 to 4 {
// CHECK-NEXT:         affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:           %1 = affine.load %arg0[%arg3, %arg3] : memref<12x12xf32>
// CHECK-NEXT:           affine.store %1, %arg1[%c1 + 3] : memref<12xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2 + 1, %arg2 + 1] : memref<12x12xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @acyclic_producer(%arg0: memref<16xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 16 {
// CHECK-NEXT:       affine.store %cst, %alloc[0] : memref<1xf32>
// CHECK-NEXT:       %0 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @symbolic_source(%arg0: memref<16xf32>, %arg1: index) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:       affine.store %cst, %alloc[%arg2] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:       affine.for %arg3 = 2 to %arg1 {
// CHECK-NEXT:         %0 = affine.load %alloc[%arg3] : memref<16xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sibling_of_defined_memref(%arg0: memref<8xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<24xf32>
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       %0 = affine.load %alloc[%arg1] : memref<24xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:       affine.for %arg2 = 2 to 7 {
// CHECK-NEXT:         affine.for %arg3 = 0 to 5 {
// CHECK-NEXT:           %1 = affine.load %alloc[%arg3 + %arg2] : memref<24xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
