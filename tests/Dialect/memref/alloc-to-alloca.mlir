// RUN: strata-opt %s --split-input-file --transform-interpreter | FileCheck %s
// CONFORMANCE: pipeline=--transform-interpreter

// transform.apply_patterns.memref.alloc_to_alloca: a static alloc freed by
// a dealloc later in its block moves to the stack (without its alignment)
// and the dealloc goes; with a size limit, only allocs of fewer bytes
// move. Dynamic allocs, allocs freed elsewhere, and allocs never freed
// stay.

func.func private @use(memref<*xf32>)

func.func @static(%v: f32, %b: i1) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() {alignment = 64} : memref<4x8xf32>
  %1 = memref.alloc() : memref<3xi1>
  memref.store %v, %0[%c0, %c0] : memref<4x8xf32>
  memref.store %b, %1[%c0] : memref<3xi1>
  memref.dealloc %1 : memref<3xi1>
  %u = memref.cast %0 : memref<4x8xf32> to memref<*xf32>
  func.call @use(%u) : (memref<*xf32>) -> ()
  memref.dealloc %0 : memref<4x8xf32>
  return
}

func.func @kept(%n: index, %c: i1) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  %u0 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  %u1 = memref.cast %1 : memref<2xf32> to memref<*xf32>
  %u2 = memref.cast %2 : memref<2xf32> to memref<*xf32>
  func.call @use(%u0) : (memref<*xf32>) -> ()
  func.call @use(%u1) : (memref<*xf32>) -> ()
  func.call @use(%u2) : (memref<*xf32>) -> ()
  scf.if %c {
    memref.dealloc %1 : memref<2xf32>
  }
  memref.dealloc %0 : memref<?xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.memref.alloc_to_alloca
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func private @use(memref<*xf32>)

func.func @limit() {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<3xf32>
  %2 = memref.alloc() : memref<2xindex>
  %u0 = memref.cast %0 : memref<4xf32> to memref<*xf32>
  %u1 = memref.cast %1 : memref<3xf32> to memref<*xf32>
  func.call @use(%u0) : (memref<*xf32>) -> ()
  func.call @use(%u1) : (memref<*xf32>) -> ()
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %1 : memref<3xf32>
  memref.dealloc %2 : memref<2xindex>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(16)
    } : !transform.any_op
    transform.yield
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<*xf32>)
// CHECK-NEXT:   func.func @static(%arg0: f32, %arg1: i1) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4x8xf32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<3xi1>
// CHECK-NEXT:     memref.store %arg0, %alloca[%c0, %c0] : memref<4x8xf32>
// CHECK-NEXT:     memref.store %arg1, %alloca_0[%c0] : memref<3xi1>
// CHECK-NEXT:     %cast = memref.cast %alloca : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT:     call @use(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: index, %arg1: i1) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc_0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_3 = memref.cast %alloc_1 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT:     call @use(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     call @use(%cast_2) : (memref<*xf32>) -> ()
// CHECK-NEXT:     call @use(%cast_3) : (memref<*xf32>) -> ()
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.memref.alloc_to_alloca
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @use(memref<*xf32>)
// CHECK-NEXT:   func.func @limit() {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<3xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %alloca : memref<3xf32> to memref<*xf32>
// CHECK-NEXT:     call @use(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     call @use(%cast_1) : (memref<*xf32>) -> ()
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %0 {
// CHECK-NEXT:         transform.apply_patterns.memref.alloc_to_alloca size_limit(16)
// CHECK-NEXT:       } : !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
