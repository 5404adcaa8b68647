// RUN: strata-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

// Reading a new buffer of undefined contents is no read a write could
// disturb: the insertions into it stay in place.

func.func @undefined_reads(%v: f32, %i: index, %j: index, %n: index) -> (f32, f32) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = tensor.insert %v into %e[%i] : tensor<?xf32>
  %r = tensor.extract %e[%j] : tensor<?xf32>
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %b = tensor.insert %v into %t[%j] : tensor<?xf32>
  %s = tensor.extract %t[%i] : tensor<?xf32>
  %x = tensor.extract %a[%j] : tensor<?xf32>
  %y = tensor.extract %b[%i] : tensor<?xf32>
  %p = arith.addf %r, %x : f32
  %q = arith.addf %s, %y : f32
  return %p, %q : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @undefined_reads(%arg0: f32, %arg1: index, %arg2: index, %arg3: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = tensor.empty(%arg3) : tensor<?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor(%arg3) : tensor<?xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg0 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %extracted_1 = tensor.extract %1[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %extracted_2 = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %extracted_3 = tensor.extract %inserted_0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %2 = arith.addf %extracted, %extracted_2 : f32
// CHECK-NEXT:     %3 = arith.addf %extracted_1, %extracted_3 : f32
// CHECK-NEXT:     return %2, %3 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
