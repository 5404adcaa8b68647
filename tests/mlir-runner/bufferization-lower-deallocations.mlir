// bufferization.dealloc lowered by bufferization-lower-deallocations (the
// one-memref case and the general case through the dealloc_helper
// function), then to LLVM by strata-opt, run by strata-runner: the
// ownership results printed are mlir-opt + mlir-runner's.
// RUN: strata-opt %s --bufferization-lower-deallocations --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void -O3 | FileCheck %s
// RUNNER-OPT: --bufferization-lower-deallocations --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void -O3

func.func @ownership(%x: memref<4xf32>, %c: i1) -> (i1, i1, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  %d = memref.alloc() : memref<2xi32>
  %0:3 = bufferization.dealloc (%a, %b, %d, %x : memref<4xf32>, memref<8xf32>, memref<2xi32>, memref<4xf32>) if (%true, %c, %true, %c) retain (%a, %x, %b : memref<4xf32>, memref<4xf32>, memref<8xf32>)
  memref.dealloc %a : memref<4xf32>
  scf.if %0#2 {
    memref.dealloc %b : memref<8xf32>
  }
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

func.func @one(%m: memref<4xf32>, %r: memref<4xf32>, %c: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r, %m : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @main() {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %t = arith.constant true
  %f = arith.constant false
  %0:3 = call @ownership(%x, %t) : (memref<4xf32>, i1) -> (i1, i1, i1)
  vector.print %0#0 : i1
  vector.print %0#1 : i1
  vector.print %0#2 : i1
  %1:3 = call @ownership(%y, %f) : (memref<4xf32>, i1) -> (i1, i1, i1)
  vector.print %1#0 : i1
  vector.print %1#1 : i1
  vector.print %1#2 : i1
  %z = memref.alloc() : memref<4xf32>
  %2:2 = call @one(%z, %y, %t) : (memref<4xf32>, memref<4xf32>, i1) -> (i1, i1)
  vector.print %2#0 : i1
  vector.print %2#1 : i1
  %3:2 = call @one(%y, %y, %t) : (memref<4xf32>, memref<4xf32>, i1) -> (i1, i1)
  vector.print %3#0 : i1
  vector.print %3#1 : i1
  memref.dealloc %y : memref<4xf32>
  return
}

// CHECK:      1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
