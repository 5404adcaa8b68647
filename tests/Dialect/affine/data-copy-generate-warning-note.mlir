// RUN: strata-opt %s -affine-data-copy-generate="fast-mem-capacity=1 fast-mem-space=0" -o /dev/null 2>&1 | FileCheck %s
// CONFORMANCE: skip (the check is on the diagnostic text)

// The note of the capacity warning quotes the function as mlir-opt does:
// in custom form, the arguments of sibling regions numbered per region.

func.func @siblings(%a: memref<512xf32>, %b: memref<64xf32>) {
  affine.for %j = 0 to 64 {
    %v = affine.load %b[%j] : memref<64xf32>
    affine.store %v, %b[%j] : memref<64xf32>
  }
  affine.for %k = 0 to 64 {
    %v = affine.load %b[%k] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %b[%k] : memref<64xf32>
  }
  %c0 = arith.constant 0 : index
  %c511 = arith.constant 511 : index
  %x = affine.load %a[%c0] : memref<512xf32>
  affine.store %x, %a[%c511] : memref<512xf32>
  return
}

// CHECK: {{.*}}note.mlir:7:1: warning: total size of all copy buffers' for this block exceeds fast memory capacity
// CHECK-NEXT: func.func @siblings(%a: memref<512xf32>, %b: memref<64xf32>) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}note.mlir:7:1: note: see current operation:
// CHECK-NEXT: func.func @siblings(%arg0: memref<512xf32>, %arg1: memref<64xf32>) {
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c512_0 = arith.constant 512 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %c0_2 = arith.constant 0 : index
// CHECK-NEXT:   %c64_3 = arith.constant 64 : index
// CHECK-NEXT:   %c0_4 = arith.constant 0 : index
// CHECK-NEXT:   %c64_5 = arith.constant 64 : index
// CHECK-NEXT:   %c0_6 = arith.constant 0 : index
// CHECK-NEXT:   %c64_7 = arith.constant 64 : index
// CHECK-NEXT:   %c0_8 = arith.constant 0 : index
// CHECK-NEXT:   %c0_9 = arith.constant 0 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<64xf32>
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %arg1[%arg2] : memref<64xf32>
// CHECK-NEXT:     affine.store %1, %alloc[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %alloc[%arg2] : memref<64xf32>
// CHECK-NEXT:     affine.store %1, %alloc[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %alloc[%arg2] : memref<64xf32>
// CHECK-NEXT:     affine.store %1, %arg1[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.dealloc %alloc : memref<64xf32>
// CHECK-NEXT:   %alloc_10 = memref.alloc() : memref<64xf32>
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %arg1[%arg2] : memref<64xf32>
// CHECK-NEXT:     affine.store %1, %alloc_10[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %alloc_10[%arg2] : memref<64xf32>
// CHECK-NEXT:     %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:     affine.store %2, %alloc_10[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:     %1 = affine.load %alloc_10[%arg2] : memref<64xf32>
// CHECK-NEXT:     affine.store %1, %arg1[%arg2] : memref<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.dealloc %alloc_10 : memref<64xf32>
// CHECK-NEXT:   %c0_11 = arith.constant 0 : index
// CHECK-NEXT:   %c511 = arith.constant 511 : index
// CHECK-NEXT:   %alloc_12 = memref.alloc() : memref<512xf32>
// CHECK-NEXT:   affine.for %arg2 = 0 to 512 {
// CHECK-NEXT:     %1 = affine.load %arg0[%arg2] : memref<512xf32>
// CHECK-NEXT:     affine.store %1, %alloc_12[%arg2] : memref<512xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = affine.load %alloc_12[0] : memref<512xf32>
// CHECK-NEXT:   affine.store %0, %alloc_12[511] : memref<512xf32>
// CHECK-NEXT:   affine.for %arg2 = 0 to 512 {
// CHECK-NEXT:     %1 = affine.load %alloc_12[%arg2] : memref<512xf32>
// CHECK-NEXT:     affine.store %1, %arg0[%arg2] : memref<512xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.dealloc %alloc_12 : memref<512xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
