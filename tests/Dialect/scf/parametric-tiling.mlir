// RUN: strata-opt %s --test-extract-fixed-outer-loops=test-outer-loop-sizes=5 | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --test-extract-fixed-outer-loops=test-outer-loop-sizes=5,6,7 | FileCheck %s --check-prefix=THREE
// RUN: not strata-opt %s --test-extract-fixed-outer-loops 2>&1 | FileCheck %s --check-prefix=MISSING
// CONFORMANCE: pipeline=--test-extract-fixed-outer-loops=test-outer-loop-sizes=5
// CONFORMANCE: pipeline=--test-extract-fixed-outer-loops=test-outer-loop-sizes=5,6,7
// Parametric tiling of the outermost scf.for nests so that their outer loops
// run a fixed number of iterations: a triangular nest of three loops (the
// ops between the loops that do not depend on the outer induction variable
// are hoisted out of the bands), integer-typed bounds, an imperfect nest
// (only its outer loop is tiled) and a loop nested in an scf.if.

// MISSING: <unknown>:0: error: missing `test-outer-loop-sizes` pass-option for outer loop sizes

func.func @three(%m: memref<?x?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c3 {
      scf.for %k = %c0 to %j step %c1 {
        %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
        memref.store %v, %m[%k, %j, %i] : memref<?x?x?xf32>
      }
    }
  }
  return
}

func.func @integers(%lb: i32, %ub: i32, %s: i32, %m: memref<?xi32>) {
  scf.for %i = %lb to %ub step %s : i32 {
    %c = arith.index_cast %i : i32 to index
    memref.store %i, %m[%c] : memref<?xi32>
  }
  return
}

func.func @imperfect(%m: memref<?x?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
    scf.for %j = %c0 to %n step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @inside_if(%m: memref<?xf32>, %n: index, %f: f32, %b: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %b {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %f, %m[%i] : memref<?xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

// ONE: module {
// ONE-NEXT:   func.func @three(%arg0: memref<?x?x?xf32>, %arg1: index) {
// ONE-NEXT:     %c0 = arith.constant 0 : index
// ONE-NEXT:     %c1 = arith.constant 1 : index
// ONE-NEXT:     %c3 = arith.constant 3 : index
// ONE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// ONE-NEXT:     %c1_0 = arith.constant 1 : index
// ONE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// ONE-NEXT:     %2 = arith.addi %0, %1 : index
// ONE-NEXT:     %3 = arith.divui %2, %c1 : index
// ONE-NEXT:     %c4 = arith.constant 4 : index
// ONE-NEXT:     %c5 = arith.constant 5 : index
// ONE-NEXT:     %4 = arith.addi %3, %c4 : index
// ONE-NEXT:     %5 = arith.divui %4, %c5 : index
// ONE-NEXT:     %6 = arith.muli %c1, %5 : index
// ONE-NEXT:     scf.for %arg2 = %c0 to %arg1 step %6 {
// ONE-NEXT:       %7 = arith.addi %arg2, %6 : index
// ONE-NEXT:       %8 = arith.minsi %arg1, %7 : index
// ONE-NEXT:       scf.for %arg3 = %arg2 to %8 step %c1 {
// ONE-NEXT:         scf.for %arg4 = %arg3 to %arg1 step %c3 {
// ONE-NEXT:           scf.for %arg5 = %c0 to %arg4 step %c1 {
// ONE-NEXT:             %9 = memref.load %arg0[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// ONE-NEXT:             memref.store %9, %arg0[%arg5, %arg4, %arg3] : memref<?x?x?xf32>
// ONE-NEXT:           }
// ONE-NEXT:         }
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT:   func.func @integers(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<?xi32>) {
// ONE-NEXT:     %0 = arith.subi %arg1, %arg0 : i32
// ONE-NEXT:     %c1_i32 = arith.constant 1 : i32
// ONE-NEXT:     %1 = arith.subi %arg2, %c1_i32 : i32
// ONE-NEXT:     %2 = arith.addi %0, %1 : i32
// ONE-NEXT:     %3 = arith.divui %2, %arg2 : i32
// ONE-NEXT:     %c4_i32 = arith.constant 4 : i32
// ONE-NEXT:     %c5_i32 = arith.constant 5 : i32
// ONE-NEXT:     %4 = arith.addi %3, %c4_i32 : i32
// ONE-NEXT:     %5 = arith.divui %4, %c5_i32 : i32
// ONE-NEXT:     %6 = arith.muli %arg2, %5 : i32
// ONE-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %6  : i32 {
// ONE-NEXT:       %7 = arith.addi %arg4, %6 : i32
// ONE-NEXT:       %8 = arith.minsi %arg1, %7 : i32
// ONE-NEXT:       scf.for %arg5 = %arg4 to %8 step %arg2  : i32 {
// ONE-NEXT:         %9 = arith.index_cast %arg5 : i32 to index
// ONE-NEXT:         memref.store %arg5, %arg3[%9] : memref<?xi32>
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT:   func.func @imperfect(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// ONE-NEXT:     %c0 = arith.constant 0 : index
// ONE-NEXT:     %c1 = arith.constant 1 : index
// ONE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// ONE-NEXT:     %c1_0 = arith.constant 1 : index
// ONE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// ONE-NEXT:     %2 = arith.addi %0, %1 : index
// ONE-NEXT:     %3 = arith.divui %2, %c1 : index
// ONE-NEXT:     %c4 = arith.constant 4 : index
// ONE-NEXT:     %c5 = arith.constant 5 : index
// ONE-NEXT:     %4 = arith.addi %3, %c4 : index
// ONE-NEXT:     %5 = arith.divui %4, %c5 : index
// ONE-NEXT:     %6 = arith.muli %c1, %5 : index
// ONE-NEXT:     scf.for %arg3 = %c0 to %arg1 step %6 {
// ONE-NEXT:       %7 = arith.addi %arg3, %6 : index
// ONE-NEXT:       %8 = arith.minsi %arg1, %7 : index
// ONE-NEXT:       scf.for %arg4 = %arg3 to %8 step %c1 {
// ONE-NEXT:         memref.store %arg2, %arg0[%arg4, %arg4] : memref<?x?xf32>
// ONE-NEXT:         scf.for %arg5 = %c0 to %arg1 step %c1 {
// ONE-NEXT:           memref.store %arg2, %arg0[%arg4, %arg5] : memref<?x?xf32>
// ONE-NEXT:         }
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT:   func.func @inside_if(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: i1) {
// ONE-NEXT:     %c0 = arith.constant 0 : index
// ONE-NEXT:     %c1 = arith.constant 1 : index
// ONE-NEXT:     scf.if %arg3 {
// ONE-NEXT:       %7 = arith.subi %arg1, %c0 : index
// ONE-NEXT:       %c1_1 = arith.constant 1 : index
// ONE-NEXT:       %8 = arith.subi %c1, %c1_1 : index
// ONE-NEXT:       %9 = arith.addi %7, %8 : index
// ONE-NEXT:       %10 = arith.divui %9, %c1 : index
// ONE-NEXT:       %c4_2 = arith.constant 4 : index
// ONE-NEXT:       %c5_3 = arith.constant 5 : index
// ONE-NEXT:       %11 = arith.addi %10, %c4_2 : index
// ONE-NEXT:       %12 = arith.divui %11, %c5_3 : index
// ONE-NEXT:       %13 = arith.muli %c1, %12 : index
// ONE-NEXT:       scf.for %arg4 = %c0 to %arg1 step %13 {
// ONE-NEXT:         %14 = arith.addi %arg4, %13 : index
// ONE-NEXT:         %15 = arith.minsi %arg1, %14 : index
// ONE-NEXT:         scf.for %arg5 = %arg4 to %15 step %c1 {
// ONE-NEXT:           memref.store %arg2, %arg0[%arg5] : memref<?xf32>
// ONE-NEXT:         }
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// ONE-NEXT:     %c1_0 = arith.constant 1 : index
// ONE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// ONE-NEXT:     %2 = arith.addi %0, %1 : index
// ONE-NEXT:     %3 = arith.divui %2, %c1 : index
// ONE-NEXT:     %c4 = arith.constant 4 : index
// ONE-NEXT:     %c5 = arith.constant 5 : index
// ONE-NEXT:     %4 = arith.addi %3, %c4 : index
// ONE-NEXT:     %5 = arith.divui %4, %c5 : index
// ONE-NEXT:     %6 = arith.muli %c1, %5 : index
// ONE-NEXT:     scf.for %arg4 = %c0 to %arg1 step %6 {
// ONE-NEXT:       %7 = arith.addi %arg4, %6 : index
// ONE-NEXT:       %8 = arith.minsi %arg1, %7 : index
// ONE-NEXT:       scf.for %arg5 = %arg4 to %8 step %c1 {
// ONE-NEXT:         memref.store %arg2, %arg0[%arg5] : memref<?xf32>
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT: }

// THREE: module {
// THREE-NEXT:   func.func @three(%arg0: memref<?x?x?xf32>, %arg1: index) {
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c3 = arith.constant 3 : index
// THREE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// THREE-NEXT:     %c1_0 = arith.constant 1 : index
// THREE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// THREE-NEXT:     %2 = arith.addi %0, %1 : index
// THREE-NEXT:     %3 = arith.divui %2, %c1 : index
// THREE-NEXT:     %c4 = arith.constant 4 : index
// THREE-NEXT:     %c5 = arith.constant 5 : index
// THREE-NEXT:     %4 = arith.addi %3, %c4 : index
// THREE-NEXT:     %5 = arith.divui %4, %c5 : index
// THREE-NEXT:     %6 = arith.muli %c1, %5 : index
// THREE-NEXT:     %c1_1 = arith.constant 1 : index
// THREE-NEXT:     %7 = arith.subi %c3, %c1_1 : index
// THREE-NEXT:     %c5_2 = arith.constant 5 : index
// THREE-NEXT:     %c6 = arith.constant 6 : index
// THREE-NEXT:     scf.for %arg2 = %c0 to %arg1 step %6 {
// THREE-NEXT:       %8 = arith.subi %arg1, %arg2 : index
// THREE-NEXT:       %9 = arith.addi %8, %7 : index
// THREE-NEXT:       %10 = arith.divui %9, %c3 : index
// THREE-NEXT:       %11 = arith.addi %10, %c5_2 : index
// THREE-NEXT:       %12 = arith.divui %11, %c6 : index
// THREE-NEXT:       %13 = arith.muli %c3, %12 : index
// THREE-NEXT:       scf.for %arg3 = %arg2 to %arg1 step %13 {
// THREE-NEXT:         %14 = arith.subi %arg3, %c0 : index
// THREE-NEXT:         %c1_3 = arith.constant 1 : index
// THREE-NEXT:         %15 = arith.subi %c1, %c1_3 : index
// THREE-NEXT:         %16 = arith.addi %14, %15 : index
// THREE-NEXT:         %17 = arith.divui %16, %c1 : index
// THREE-NEXT:         %c6_4 = arith.constant 6 : index
// THREE-NEXT:         %c7 = arith.constant 7 : index
// THREE-NEXT:         %18 = arith.addi %17, %c6_4 : index
// THREE-NEXT:         %19 = arith.divui %18, %c7 : index
// THREE-NEXT:         %20 = arith.muli %c1, %19 : index
// THREE-NEXT:         scf.for %arg4 = %c0 to %arg3 step %20 {
// THREE-NEXT:           %21 = arith.addi %arg2, %6 : index
// THREE-NEXT:           %22 = arith.minsi %arg1, %21 : index
// THREE-NEXT:           %23 = arith.addi %arg3, %13 : index
// THREE-NEXT:           %24 = arith.minsi %arg1, %23 : index
// THREE-NEXT:           scf.for %arg5 = %arg2 to %22 step %c1 {
// THREE-NEXT:             scf.for %arg6 = %arg3 to %24 step %c3 {
// THREE-NEXT:               %25 = arith.addi %arg4, %20 : index
// THREE-NEXT:               %26 = arith.minsi %arg3, %25 : index
// THREE-NEXT:               scf.for %arg7 = %arg4 to %26 step %c1 {
// THREE-NEXT:                 %27 = memref.load %arg0[%arg5, %arg6, %arg7] : memref<?x?x?xf32>
// THREE-NEXT:                 memref.store %27, %arg0[%arg7, %arg6, %arg5] : memref<?x?x?xf32>
// THREE-NEXT:               }
// THREE-NEXT:             }
// THREE-NEXT:           }
// THREE-NEXT:         }
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-NEXT:   func.func @integers(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<?xi32>) {
// THREE-NEXT:     %0 = arith.subi %arg1, %arg0 : i32
// THREE-NEXT:     %c1_i32 = arith.constant 1 : i32
// THREE-NEXT:     %1 = arith.subi %arg2, %c1_i32 : i32
// THREE-NEXT:     %2 = arith.addi %0, %1 : i32
// THREE-NEXT:     %3 = arith.divui %2, %arg2 : i32
// THREE-NEXT:     %c4_i32 = arith.constant 4 : i32
// THREE-NEXT:     %c5_i32 = arith.constant 5 : i32
// THREE-NEXT:     %4 = arith.addi %3, %c4_i32 : i32
// THREE-NEXT:     %5 = arith.divui %4, %c5_i32 : i32
// THREE-NEXT:     %6 = arith.muli %arg2, %5 : i32
// THREE-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %6  : i32 {
// THREE-NEXT:       %7 = arith.addi %arg4, %6 : i32
// THREE-NEXT:       %8 = arith.minsi %arg1, %7 : i32
// THREE-NEXT:       scf.for %arg5 = %arg4 to %8 step %arg2  : i32 {
// THREE-NEXT:         %9 = arith.index_cast %arg5 : i32 to index
// THREE-NEXT:         memref.store %arg5, %arg3[%9] : memref<?xi32>
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-NEXT:   func.func @imperfect(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// THREE-NEXT:     %c1_0 = arith.constant 1 : index
// THREE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// THREE-NEXT:     %2 = arith.addi %0, %1 : index
// THREE-NEXT:     %3 = arith.divui %2, %c1 : index
// THREE-NEXT:     %c4 = arith.constant 4 : index
// THREE-NEXT:     %c5 = arith.constant 5 : index
// THREE-NEXT:     %4 = arith.addi %3, %c4 : index
// THREE-NEXT:     %5 = arith.divui %4, %c5 : index
// THREE-NEXT:     %6 = arith.muli %c1, %5 : index
// THREE-NEXT:     scf.for %arg3 = %c0 to %arg1 step %6 {
// THREE-NEXT:       %7 = arith.addi %arg3, %6 : index
// THREE-NEXT:       %8 = arith.minsi %arg1, %7 : index
// THREE-NEXT:       scf.for %arg4 = %arg3 to %8 step %c1 {
// THREE-NEXT:         memref.store %arg2, %arg0[%arg4, %arg4] : memref<?x?xf32>
// THREE-NEXT:         scf.for %arg5 = %c0 to %arg1 step %c1 {
// THREE-NEXT:           memref.store %arg2, %arg0[%arg4, %arg5] : memref<?x?xf32>
// THREE-NEXT:         }
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-NEXT:   func.func @inside_if(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: i1) {
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     scf.if %arg3 {
// THREE-NEXT:       %7 = arith.subi %arg1, %c0 : index
// THREE-NEXT:       %c1_1 = arith.constant 1 : index
// THREE-NEXT:       %8 = arith.subi %c1, %c1_1 : index
// THREE-NEXT:       %9 = arith.addi %7, %8 : index
// THREE-NEXT:       %10 = arith.divui %9, %c1 : index
// THREE-NEXT:       %c4_2 = arith.constant 4 : index
// THREE-NEXT:       %c5_3 = arith.constant 5 : index
// THREE-NEXT:       %11 = arith.addi %10, %c4_2 : index
// THREE-NEXT:       %12 = arith.divui %11, %c5_3 : index
// THREE-NEXT:       %13 = arith.muli %c1, %12 : index
// THREE-NEXT:       scf.for %arg4 = %c0 to %arg1 step %13 {
// THREE-NEXT:         %14 = arith.addi %arg4, %13 : index
// THREE-NEXT:         %15 = arith.minsi %arg1, %14 : index
// THREE-NEXT:         scf.for %arg5 = %arg4 to %15 step %c1 {
// THREE-NEXT:           memref.store %arg2, %arg0[%arg5] : memref<?xf32>
// THREE-NEXT:         }
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     %0 = arith.subi %arg1, %c0 : index
// THREE-NEXT:     %c1_0 = arith.constant 1 : index
// THREE-NEXT:     %1 = arith.subi %c1, %c1_0 : index
// THREE-NEXT:     %2 = arith.addi %0, %1 : index
// THREE-NEXT:     %3 = arith.divui %2, %c1 : index
// THREE-NEXT:     %c4 = arith.constant 4 : index
// THREE-NEXT:     %c5 = arith.constant 5 : index
// THREE-NEXT:     %4 = arith.addi %3, %c4 : index
// THREE-NEXT:     %5 = arith.divui %4, %c5 : index
// THREE-NEXT:     %6 = arith.muli %c1, %5 : index
// THREE-NEXT:     scf.for %arg4 = %c0 to %arg1 step %6 {
// THREE-NEXT:       %7 = arith.addi %arg4, %6 : index
// THREE-NEXT:       %8 = arith.minsi %arg1, %7 : index
// THREE-NEXT:       scf.for %arg5 = %arg4 to %8 step %c1 {
// THREE-NEXT:         memref.store %arg2, %arg0[%arg5] : memref<?xf32>
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-NEXT: }
