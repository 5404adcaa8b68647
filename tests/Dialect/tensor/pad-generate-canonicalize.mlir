// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Zero padding (static or constant) is a cast of the source, not with
// nofold or a non-zero padding.
func.func @zero_padding(%u: tensor<?x4xf32>, %x: f32, %n: index) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %a = tensor.pad %u low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %b = tensor.pad %u nofold low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %c = tensor.pad %u low[0, %c0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>
}

// Constant paddings become static when they make the result more static;
// all-dynamic results stay.
func.func @static_padding(%t: tensor<4x4xf32>, %v: tensor<?x?xf32>, %x: f32, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c1 = arith.constant 1 : index
  %a = tensor.pad %t low[%c1, 0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  %b = tensor.pad %v low[%c1, 0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// Pads of casts that lose static information pad the cast source; a
// pad used only by a cast to a more static type pads to that type; casts
// to less static types stay.
func.func @pad_casts(%t: tensor<4x4xf32>, %u: tensor<?x4xf32>, %w: tensor<?x?xf32>, %x: f32) -> (tensor<?x6xf32>, tensor<?x?xf32>, tensor<4x6xf32>, tensor<4x?xf32>) {
  %tc = tensor.cast %t : tensor<4x4xf32> to tensor<?x4xf32>
  %a = tensor.pad %tc low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %f = tensor.pad %u low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %fc = tensor.cast %f : tensor<?x6xf32> to tensor<?x?xf32>
  %g = tensor.pad %u low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %gc = tensor.cast %g : tensor<?x6xf32> to tensor<4x6xf32>
  %wc = tensor.cast %w : tensor<?x?xf32> to tensor<4x?xf32>
  %h = tensor.pad %wc low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %a, %fc, %gc, %h : tensor<?x6xf32>, tensor<?x?xf32>, tensor<4x6xf32>, tensor<4x?xf32>
}

// Constant non-negative sizes of generate become static behind a cast.
func.func @static_generate(%n: index) -> (tensor<?x?xindex>, tensor<?xindex>) {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %g = tensor.generate %c4, %n {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %h = tensor.generate %cm {
  ^bb0(%a: index):
    tensor.yield %a : index
  } : tensor<?xindex>
  return %g, %h : tensor<?x?xindex>, tensor<?xindex>
}

// Extracting from a generate without side effects computes the element;
// a body that writes memory stays.
func.func @extract_from_generate(%n: index, %i: index, %m: memref<4xindex>) -> (index, index, tensor<?xindex>) {
  %h = tensor.generate %n {
  ^bb0(%a: index):
    %s = arith.muli %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %e = tensor.extract %h[%i] : tensor<?xindex>
  %w = tensor.generate %n {
  ^bb0(%a: index):
    memref.store %a, %m[%a] : memref<4xindex>
    tensor.yield %a : index
  } : tensor<?xindex>
  %f = tensor.extract %w[%i] : tensor<?xindex>
  return %e, %f, %h : index, index, tensor<?xindex>
}

// Extracting from an index_cast of a tensor casts the element.
func.func @extract_of_index_cast(%t: tensor<4xi32>, %i: index) -> (index, i32) {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  %f = tensor.extract %t[%i] : tensor<4xi32>
  return %e, %f : index, i32
}

// A pad of a pad with the same outside padding value pads once; other
// padding values or a nofold inner pad stay.
func.func @pad_of_pad(%t: tensor<4xf32>, %x: f32, %y: f32) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
  %a = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  %b = tensor.pad %a low[2] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<6xf32> to tensor<10xf32>
  %c = tensor.pad %a low[2] high[2] {
  ^bb0(%i: index):
    tensor.yield %y : f32
  } : tensor<6xf32> to tensor<10xf32>
  %k = tensor.pad %t nofold low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  %d = tensor.pad %k low[2] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<6xf32> to tensor<10xf32>
  return %b, %c, %d : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @zero_padding(%arg0: tensor<?x4xf32>, %arg1: f32, %arg2: index) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %padded = tensor.pad %arg0 nofold low[0, %c0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg0 low[0, %c0] high[0, %arg2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %arg0, %padded, %padded_0 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_padding(%arg0: tensor<4x4xf32>, %arg1: tensor<?x?xf32>, %arg2: f32, %arg3: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<5x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<5x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg1 low[%c1, 0] high[0, %arg3] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast, %padded_0 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_casts(%arg0: tensor<4x4xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<?x?xf32>, %arg3: f32) -> (tensor<?x6xf32>, tensor<?x?xf32>, tensor<4x6xf32>, tensor<4x?xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg1 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<?x6xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %padded_0 : tensor<?x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %arg1 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %cast_3 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %padded_4 = tensor.pad %cast_3 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     return %cast, %cast_1, %padded_2, %padded_4 : tensor<?x6xf32>, tensor<?x?xf32>, tensor<4x6xf32>, tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @static_generate(%arg0: index) -> (tensor<?x?xindex>, tensor<?xindex>) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT:       %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:       tensor.yield %0 : index
// CHECK-NEXT:     } : tensor<4x?xindex>
// CHECK-NEXT:     %cast = tensor.cast %generated : tensor<4x?xindex> to tensor<?x?xindex>
// CHECK-NEXT:     %generated_0 = tensor.generate %c-1 {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %arg1 : index
// CHECK-NEXT:     } : tensor<?xindex>
// CHECK-NEXT:     return %cast, %generated_0 : tensor<?x?xindex>, tensor<?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_from_generate(%arg0: index, %arg1: index, %arg2: memref<4xindex>) -> (index, index, tensor<?xindex>) {
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.muli %arg3, %arg3 : index
// CHECK-NEXT:       tensor.yield %1 : index
// CHECK-NEXT:     } : tensor<?xindex>
// CHECK-NEXT:     %0 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT:     %generated_0 = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       memref.store %arg3, %arg2[%arg3] : memref<4xindex>
// CHECK-NEXT:       tensor.yield %arg3 : index
// CHECK-NEXT:     } : tensor<?xindex>
// CHECK-NEXT:     %extracted = tensor.extract %generated_0[%arg1] : tensor<?xindex>
// CHECK-NEXT:     return %0, %extracted, %generated : index, index, tensor<?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_of_index_cast(%arg0: tensor<4xi32>, %arg1: index) -> (index, i32) {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT:     %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT:     return %0, %extracted_0 : index, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_of_pad(%arg0: tensor<4xf32>, %arg1: f32, %arg2: f32) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1] high[1] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg0 low[3] high[3] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4xf32> to tensor<10xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %padded low[2] high[2] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<6xf32> to tensor<10xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %arg0 nofold low[1] high[1] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT:     %padded_3 = tensor.pad %padded_2 low[2] high[2] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<6xf32> to tensor<10xf32>
// CHECK-NEXT:     return %padded_0, %padded_1, %padded_3 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
