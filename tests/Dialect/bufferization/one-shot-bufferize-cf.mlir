// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// RUN: strata-opt %s --one-shot-bufferize --split-input-file | FileCheck %s --check-prefix=NO-FUNC
// CONFORMANCE: pipeline=--one-shot-bufferize=bufferize-function-boundaries

// Branches pass buffers: the arguments of the blocks they reach take the
// buffer type of what is passed to them, or the fully dynamic layout when
// the branches disagree.

// A loop of blocks writing into its block argument in place.
func.func @fill_loop(%n: index, %x: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor() : tensor<8xf32>
  cf.br ^loop(%t, %c0 : tensor<8xf32>, index)
^loop(%a: tensor<8xf32>, %i: index):
  %w = tensor.insert %x into %a[%i] : tensor<8xf32>
  %j = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %j, %n : index
  cf.cond_br %more, ^loop(%w, %j : tensor<8xf32>, index), ^done(%w : tensor<8xf32>)
^done(%r: tensor<8xf32>):
  return %r : tensor<8xf32>
}

// -----

// Two branches with different layouts meet at one block.
func.func @join(%t: tensor<4xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %n = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^a(%t : tensor<4xf32>), ^b(%n : tensor<4xf32>)
  ^a(%x: tensor<4xf32>):
    cf.br ^join(%x : tensor<4xf32>)
  ^b(%y: tensor<4xf32>):
    cf.br ^join(%y : tensor<4xf32>)
  ^join(%z: tensor<4xf32>):
    %e = tensor.extract %z[%c0] : tensor<4xf32>
    scf.yield %e : f32
  }
  return %r : f32
}


// CHECK: module {
// CHECK-NEXT:   func.func @fill_loop(%arg0: index, %arg1: f32) -> memref<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     cf.br ^bb1(%alloc, %c0 : memref<8xf32>, index)
// CHECK-NEXT:   ^bb1(%0: memref<8xf32>, %1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     memref.store %arg1, %0[%1] : memref<8xf32>
// CHECK-NEXT:     %2 = arith.addi %1, %c1 : index
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb1(%0, %2 : memref<8xf32>, index), ^bb2(%0 : memref<8xf32>)
// CHECK-NEXT:   ^bb2(%4: memref<8xf32>):  // pred: ^bb1
// CHECK-NEXT:     %cast = memref.cast %4 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %4 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @join(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %0 = scf.execute_region -> f32 {
// CHECK-NEXT:       cf.cond_br %arg1, ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>), ^bb2(%alloc : memref<4xf32>)
// CHECK-NEXT:     ^bb1(%1: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb3(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     ^bb2(%2: memref<4xf32>):  // pred: ^bb0
// CHECK-NEXT:       %cast = memref.cast %2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       cf.br ^bb3(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     ^bb3(%3: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:       %4 = memref.load %3[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NO-FUNC: module {
// NO-FUNC-NEXT:   func.func @fill_loop(%arg0: index, %arg1: f32) -> tensor<8xf32> {
// NO-FUNC-NEXT:     %c0 = arith.constant 0 : index
// NO-FUNC-NEXT:     %c1 = arith.constant 1 : index
// NO-FUNC-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// NO-FUNC-NEXT:     %0 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// NO-FUNC-NEXT:     cf.br ^bb1(%0, %c0 : tensor<8xf32>, index)
// NO-FUNC-NEXT:   ^bb1(%1: tensor<8xf32>, %2: index):  // 2 preds: ^bb0, ^bb1
// NO-FUNC-NEXT:     %3 = bufferization.to_buffer %1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// NO-FUNC-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// NO-FUNC-NEXT:     memref.copy %3, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// NO-FUNC-NEXT:     memref.store %arg1, %alloc_0[%2] : memref<8xf32>
// NO-FUNC-NEXT:     %4 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// NO-FUNC-NEXT:     %5 = arith.addi %2, %c1 : index
// NO-FUNC-NEXT:     %6 = arith.cmpi slt, %5, %arg0 : index
// NO-FUNC-NEXT:     cf.cond_br %6, ^bb1(%4, %5 : tensor<8xf32>, index), ^bb2(%4 : tensor<8xf32>)
// NO-FUNC-NEXT:   ^bb2(%7: tensor<8xf32>):  // pred: ^bb1
// NO-FUNC-NEXT:     return %7 : tensor<8xf32>
// NO-FUNC-NEXT:   }
// NO-FUNC-NEXT: }
// NO-FUNC-EMPTY:
// NO-FUNC-NEXT: // -----
// NO-FUNC-NEXT: module {
// NO-FUNC-NEXT:   func.func @join(%arg0: tensor<4xf32>, %arg1: i1) -> f32 {
// NO-FUNC-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NO-FUNC-NEXT:     %c0 = arith.constant 0 : index
// NO-FUNC-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NO-FUNC-NEXT:     %1 = scf.execute_region -> f32 {
// NO-FUNC-NEXT:       cf.cond_br %arg1, ^bb1(%0 : memref<4xf32, strided<[?], offset: ?>>), ^bb2(%alloc : memref<4xf32>)
// NO-FUNC-NEXT:     ^bb1(%2: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// NO-FUNC-NEXT:       cf.br ^bb3(%2 : memref<4xf32, strided<[?], offset: ?>>)
// NO-FUNC-NEXT:     ^bb2(%3: memref<4xf32>):  // pred: ^bb0
// NO-FUNC-NEXT:       %cast = memref.cast %3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NO-FUNC-NEXT:       cf.br ^bb3(%cast : memref<4xf32, strided<[?], offset: ?>>)
// NO-FUNC-NEXT:     ^bb3(%4: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// NO-FUNC-NEXT:       %5 = memref.load %4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// NO-FUNC-NEXT:       scf.yield %5 : f32
// NO-FUNC-NEXT:     }
// NO-FUNC-NEXT:     return %1 : f32
// NO-FUNC-NEXT:   }
// NO-FUNC-NEXT: }
