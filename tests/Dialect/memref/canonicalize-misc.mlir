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
// CHECK-NEXT: }
// CHECK-EMPTY:
