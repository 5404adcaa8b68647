// Subviews and copies lowered through expand-strided-metadata and
// lower-affine: a strided block of a matrix is copied out with memrefCopy
// (its rows are not contiguous), a contiguous row with a memcpy, and
// a subview with a dynamic offset inside a loop is summed.
// RUN: strata-opt %s --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

// CHECK:      rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: [9,   10,   11],
// CHECK-NEXT: [17,   18,   19]]
// CHECK:      rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [24,  25,  26,  27,  28,  29,  30,  31]
// CHECK:      rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: [0,   2],
// CHECK-NEXT: [16,   18]]
// CHECK:      46
// CHECK-NEXT: 174

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
    }
  }

  // A 2x3 block at (1, 1): rows 8 apart, copied element by element.
  %block = memref.subview %m[1, 1] [2, 3] [1, 1] : memref<8x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 9>>
  %b = memref.alloc() : memref<2x3xf32>
  memref.copy %block, %b : memref<2x3xf32, strided<[8, 1], offset: 9>> to memref<2x3xf32>
  %bu = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()

  // Row 3, contiguous: a memcpy.
  %row = memref.subview %m[3, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 24>>
  %r = memref.alloc() : memref<8xf32>
  memref.copy %row, %r : memref<8xf32, strided<[1], offset: 24>> to memref<8xf32>
  %ru = memref.cast %r : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ru) : (memref<*xf32>) -> ()

  // Every other element of the first two even rows: strides 16 and 2.
  %s = memref.subview %m[0, 0] [2, 2] [2, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[16, 2]>>
  %sc = memref.alloc() : memref<2x2xf32>
  memref.copy %s, %sc : memref<2x2xf32, strided<[16, 2]>> to memref<2x2xf32>
  %scu = memref.cast %sc : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%scu) : (memref<*xf32>) -> ()

  // Sums of 4-element windows at dynamic offsets of row 1 and row 5.
  scf.for %i = %c1 to %c8 step %c4 {
    %w = memref.subview %m[%i, %c2] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %w[%j] : memref<4xf32, strided<[1], offset: ?>>
      %n = arith.addf %acc, %v : f32
      scf.yield %n : f32
    }
    func.call @printF32(%sum) : (f32) -> ()
    func.call @printNewline() : () -> ()
  }

  memref.dealloc %sc : memref<2x2xf32>
  memref.dealloc %r : memref<8xf32>
  memref.dealloc %b : memref<2x3xf32>
  memref.dealloc %m : memref<8x8xf32>
  return
}
