// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// Memory space casts of memory space casts.
func.func @msc(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 1>
  return %b : memref<4xf32, 1>
}


func.func @msc2(%m: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 2>
  return %b : memref<4xf32, 2>
}


func.func @msc3(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %b = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  return %b : memref<4xf32, 1>
}

// Repeated alignment assumptions fold; different ones stay.
func.func @aa(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 8 : memref<4xf32>
  return %c : memref<4xf32>
}


func.func @aa2(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  return %a : memref<4xf32>
}

// Casts fold into the DMA ops.
func.func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%c0], %b[%c0], %n, %ct[%c0] : memref<?xf32>, memref<16xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%c0], %n : memref<?xi32>
  return
}

// Casts fold into copies; copies of empty memrefs are erased.
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %z: memref<0xf32>, %z2: memref<0xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %ca, %b : memref<?xf32> to memref<4xf32>
  memref.copy %z, %z2 : memref<0xf32> to memref<0xf32>
  return
}

// Copies of unranked casts stay.
func.func @copyu(%a: memref<4xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<*xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<*xf32>
  memref.copy %ca, %cb : memref<*xf32> to memref<*xf32>
  return
}

// Dead reallocations are erased.
func.func @realloc(%a: memref<4xf32>) {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return
}

// Loads of globals stay.
func.func @g() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @gc : memref<2xf32>
  %v = memref.load %g[%c0] : memref<2xf32>
  return %v : f32
}


memref.global "private" constant @gc : memref<2xf32> = dense<[1.0, 2.0]>

// Stack allocations hoisted out of an alloca_scope last in an scf.if.
func.func @h(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<4xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// Allocations using values defined inside stay.
func.func @h2(%c: i1, %n: index) {
  scf.if %c {
    %m = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a, %b) : (memref<4xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// Not when the scf.if is followed by another op.
func.func @h3(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  "test.after"() : () -> ()
  return
}

// Through nested ops without allocation scope.
func.func @h4(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
    }
  }
  return
}

// Not when the scope is followed by another op.
func.func @h5(%c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.after"() : () -> ()
  }
  return
}

// Allocations in nested loops and regions are hoisted too.
func.func @h6(%c: i1, %n: index, %m: index) {
  scf.if %c {
    memref.alloca_scope {
      scf.for %i = %n to %m step %n {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
      scf.execute_region {
        %b = memref.alloca(%n) : memref<?xf32>
        "test.use"(%b) : (memref<?xf32>) -> ()
        scf.yield
      }
    }
  }
  return
}

// Casts fold into dims at constant in-bounds indices only.
func.func @dims(%m: memref<?x?xf32>, %i: index) -> (index, index) {
  %c = memref.cast %m : memref<?x?xf32> to memref<?x8xf32>
  %d = memref.dim %c, %i : memref<?x8xf32>
  %c0 = arith.constant 0 : index
  %e = memref.dim %c, %c0 : memref<?x8xf32>
  return %d, %e : index, index
}

// Casts fold into accesses, except generic_atomic_rmw.
func.func @atom(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %l, %c[%i] : memref<?xf32>
  %g = memref.generic_atomic_rmw %c[%i] : memref<?xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @msc(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, 1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @msc2(%arg0: memref<4xf32, 1>) -> memref<4xf32, 2> {
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT:     return %memspacecast : memref<4xf32, 2>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @msc3(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, 1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aa(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:     %assume_align_0 = memref.assume_alignment %assume_align, 8 : memref<4xf32>
// CHECK-NEXT:     return %assume_align_0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @aa2(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:     return %assume_align : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dma(%arg0: memref<16xf32>, %arg1: memref<16xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.dma_start %arg0[%c0], %arg1[%c0], %arg3, %arg2[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK-NEXT:     memref.dma_wait %arg2[%c0], %arg3 : memref<1xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<0xf32>, %arg3: memref<0xf32>) {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copyu(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg1 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     memref.copy %cast, %cast_0 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @realloc(%arg0: memref<4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.get_global @gc : memref<2xf32>
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @gc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:   func.func @h(%arg0: i1, %arg1: index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         "test.use"(%alloca, %alloca_0) : (memref<4xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h2(%arg0: i1, %arg1: index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %0 = "test.size"() : () -> index
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %alloca_0 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT:         "test.use"(%alloca, %alloca_0) : (memref<4xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h3(%arg0: i1, %arg1: index) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:         "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.after"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h4(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h5(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:         "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.after"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h6(%arg0: i1, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         scf.for %arg3 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT:           "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:         "test.use"(%alloca_0) : (memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x?xf32> to memref<?x8xf32>
// CHECK-NEXT:     %dim = memref.dim %cast, %arg1 : memref<?x8xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     return %dim, %dim_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @atom(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     memref.prefetch %arg0[%arg2], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %2 = memref.generic_atomic_rmw %cast[%arg2] : memref<?xf32> {
// CHECK-NEXT:     ^bb0(%arg3: f32):
// CHECK-NEXT:       memref.atomic_yield %arg3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
