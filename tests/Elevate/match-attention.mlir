// RUN: strata-opt %s --split-input-file --elevate-match-attention | FileCheck %s

// Dot-product attention: softmax(Q x K^T) x V.
func.func @dot(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %e0 = tensor.empty() : tensor<4x6xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<4x6xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x6xf32>) outs(%e1 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x5xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x6xf32>, tensor<6x5xf32>) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %o : tensor<4x5xf32>
}

// -----

// Batched, with one tensor.empty shared by the subgraph.
func.func @batched(%q: tensor<2x4x8xf32>, %kt: tensor<2x8x6xf32>, %v: tensor<2x6x5xf32>) -> tensor<2x4x5xf32> {
  %e0 = tensor.empty() : tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%e0 : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x4x6xf32>) outs(%e0 : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %e2 = tensor.empty() : tensor<2x4x5xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%e2 : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %o : tensor<2x4x5xf32>
}

// -----

// Additive attention: v^T tanh(W_q q + W_k k + b), squeezed, softmax,
// unsqueezed, times the values.
func.func @additive(%q: tensor<6x8xf32>, %wq: tensor<8x3xf32>, %bq: tensor<6x3xf32>,
                    %k: tensor<6x8xf32>, %wk: tensor<8x3xf32>, %bk: tensor<6x3xf32>,
                    %b: tensor<6x3xf32>, %wv: tensor<3x1xf32>, %bv: tensor<6x1xf32>,
                    %vals: tensor<6x5xf32>) -> tensor<1x5xf32> {
  %e = tensor.empty() : tensor<6x3xf32>
  %mq = linalg.matmul ins(%q, %wq : tensor<6x8xf32>, tensor<8x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %lq = linalg.add ins(%mq, %bq : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %mk = linalg.matmul ins(%k, %wk : tensor<6x8xf32>, tensor<8x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %lk = linalg.add ins(%mk, %bk : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %s0 = linalg.add ins(%lq, %lk : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %s1 = linalg.add ins(%s0, %b : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %t = linalg.tanh ins(%s1 : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %e1 = tensor.empty() : tensor<6x1xf32>
  %mv = linalg.matmul ins(%t, %wv : tensor<6x3xf32>, tensor<3x1xf32>) outs(%e1 : tensor<6x1xf32>) -> tensor<6x1xf32>
  %en = linalg.add ins(%mv, %bv : tensor<6x1xf32>, tensor<6x1xf32>) outs(%e1 : tensor<6x1xf32>) -> tensor<6x1xf32>
  %sq = tensor.collapse_shape %en [[0, 1]] : tensor<6x1xf32> into tensor<6xf32>
  %e2 = tensor.empty() : tensor<6xf32>
  %w = linalg.softmax dimension(0) ins(%sq : tensor<6xf32>) outs(%e2 : tensor<6xf32>) -> tensor<6xf32>
  %us = tensor.expand_shape %w [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
  %e3 = tensor.empty() : tensor<1x5xf32>
  %o = linalg.matmul ins(%us, %vals : tensor<1x6xf32>, tensor<6x5xf32>) outs(%e3 : tensor<1x5xf32>) -> tensor<1x5xf32>
  return %o : tensor<1x5xf32>
}

// -----

// Location-aware attention: the additive form with a third projection,
// of location features %f (the convolution of the previous alignment),
// here with arith and math ops on tensors.
func.func @location_aware(%q: tensor<6x8xf32>, %wq: tensor<8x3xf32>, %bq: tensor<6x3xf32>,
                          %k: tensor<6x8xf32>, %wk: tensor<8x3xf32>, %bk: tensor<6x3xf32>,
                          %f: tensor<6x2xf32>, %wf: tensor<2x3xf32>, %bf: tensor<6x3xf32>,
                          %b: tensor<6x3xf32>, %wv: tensor<3x1xf32>, %bv: tensor<6x1xf32>,
                          %vals: tensor<6x5xf32>) -> tensor<1x5xf32> {
  %e = tensor.empty() : tensor<6x3xf32>
  %mq = linalg.matmul ins(%q, %wq : tensor<6x8xf32>, tensor<8x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %lq = arith.addf %mq, %bq : tensor<6x3xf32>
  %mk = linalg.matmul ins(%k, %wk : tensor<6x8xf32>, tensor<8x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %lk = arith.addf %mk, %bk : tensor<6x3xf32>
  %mf = linalg.matmul ins(%f, %wf : tensor<6x2xf32>, tensor<2x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %lf = arith.addf %mf, %bf : tensor<6x3xf32>
  %s0 = arith.addf %lq, %lk : tensor<6x3xf32>
  %s1 = arith.addf %s0, %lf : tensor<6x3xf32>
  %s2 = arith.addf %s1, %b : tensor<6x3xf32>
  %t = math.tanh %s2 : tensor<6x3xf32>
  %e1 = tensor.empty() : tensor<6x1xf32>
  %mv = linalg.matmul ins(%t, %wv : tensor<6x3xf32>, tensor<3x1xf32>) outs(%e1 : tensor<6x1xf32>) -> tensor<6x1xf32>
  %en = arith.addf %mv, %bv : tensor<6x1xf32>
  %sq = tensor.collapse_shape %en [[0, 1]] : tensor<6x1xf32> into tensor<6xf32>
  %e2 = tensor.empty() : tensor<6xf32>
  %w = linalg.softmax dimension(0) ins(%sq : tensor<6xf32>) outs(%e2 : tensor<6xf32>) -> tensor<6xf32>
  %us = tensor.expand_shape %w [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
  %e3 = tensor.empty() : tensor<1x5xf32>
  %o = linalg.matmul ins(%us, %vals : tensor<1x6xf32>, tensor<6x5xf32>) outs(%e3 : tensor<1x5xf32>) -> tensor<1x5xf32>
  return %o : tensor<1x5xf32>
}

// -----

// Near misses, left untouched: no softmax; the values on the left of the
// last matmul; the scores used again; a softmax over the first dimension.
func.func @no_softmax(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %e0 = tensor.empty() : tensor<4x6xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x5xf32>
  %o = linalg.matmul ins(%s, %v : tensor<4x6xf32>, tensor<6x5xf32>) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %o : tensor<4x5xf32>
}
func.func @swapped(%q: tensor<6x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %e0 = tensor.empty() : tensor<6x6xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<6x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<6x6xf32>) -> tensor<6x6xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<6x6xf32>) outs(%e0 : tensor<6x6xf32>) -> tensor<6x6xf32>
  %o = linalg.matmul ins(%v, %p : tensor<6x6xf32>, tensor<6x6xf32>) outs(%e0 : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %o : tensor<6x6xf32>
}
func.func @scores_escape(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>) -> (tensor<4x5xf32>, tensor<4x6xf32>) {
  %e0 = tensor.empty() : tensor<4x6xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<4x6xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x6xf32>) outs(%e1 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x5xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x6xf32>, tensor<6x5xf32>) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %o, %s : tensor<4x5xf32>, tensor<4x6xf32>
}
func.func @wrong_axis(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %e0 = tensor.empty() : tensor<4x6xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %p = linalg.softmax dimension(0) ins(%s : tensor<4x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x5xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x6xf32>, tensor<6x5xf32>) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %o : tensor<4x5xf32>
}

// -----

// Two dot-product attentions in a row (the second reads the first), at
// the same type, and one inside a loop: all replaced, one declaration.
func.func @several(%q: tensor<4x4xf32>, %kt: tensor<4x4xf32>, %v: tensor<4x4xf32>, %n: index) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s2 = linalg.matmul ins(%o, %kt : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p2 = linalg.softmax dimension(1) ins(%s2 : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %o2 = linalg.matmul ins(%p2, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o2) -> (tensor<4x4xf32>) {
    %e4 = tensor.empty() : tensor<4x4xf32>
    %s3 = linalg.matmul ins(%acc, %kt : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e4 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %p3 = linalg.softmax dimension(1) ins(%s3 : tensor<4x4xf32>) outs(%e4 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %o3 = linalg.matmul ins(%p3, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e4 : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %o3 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}


// -----

// A nested module is its own symbol table: left alone.
module {
  module @inner {
    func.func @dot(%q: tensor<4x8xf32>, %kt: tensor<8x6xf32>, %v: tensor<6x5xf32>) -> tensor<4x5xf32> {
      %e0 = tensor.empty() : tensor<4x6xf32>
      %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
      %p = linalg.softmax dimension(1) ins(%s : tensor<4x6xf32>) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
      %e2 = tensor.empty() : tensor<4x5xf32>
      %o = linalg.matmul ins(%p, %v : tensor<4x6xf32>, tensor<6x5xf32>) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
      return %o : tensor<4x5xf32>
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @dot(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:     %0 = call @attention_dot_product(%arg0, %arg1, %arg2) : (tensor<4x8xf32>, tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:     return %0 : tensor<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @attention_dot_product(tensor<4x8xf32>, tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @batched(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x6xf32>, %arg2: tensor<2x6x5xf32>) -> tensor<2x4x5xf32> {
// CHECK-NEXT:     %0 = call @attention_dot_product(%arg0, %arg1, %arg2) : (tensor<2x4x8xf32>, tensor<2x8x6xf32>, tensor<2x6x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT:     return %0 : tensor<2x4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @attention_dot_product(tensor<2x4x8xf32>, tensor<2x8x6xf32>, tensor<2x6x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @additive(%arg0: tensor<6x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<6x3xf32>, %arg3: tensor<6x8xf32>, %arg4: tensor<8x3xf32>, %arg5: tensor<6x3xf32>, %arg6: tensor<6x3xf32>, %arg7: tensor<3x1xf32>, %arg8: tensor<6x1xf32>, %arg9: tensor<6x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT:     %0 = call @attention_additive(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT:     return %0 : tensor<1x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @attention_additive(tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @location_aware(%arg0: tensor<6x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<6x3xf32>, %arg3: tensor<6x8xf32>, %arg4: tensor<8x3xf32>, %arg5: tensor<6x3xf32>, %arg6: tensor<6x2xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<6x3xf32>, %arg9: tensor<6x3xf32>, %arg10: tensor<3x1xf32>, %arg11: tensor<6x1xf32>, %arg12: tensor<6x5xf32>) -> tensor<1x5xf32> {
// CHECK-NEXT:     %0 = call @attention_location_aware(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x2xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT:     return %0 : tensor<1x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @attention_location_aware(tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x2xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<3x1xf32>, tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_softmax(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:     %3 = linalg.matmul ins(%1, %arg2 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%2 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:     return %3 : tensor<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swapped(%arg0: tensor<6x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x6xf32>) -> tensor<6x6xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x6xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%arg0, %arg1 : tensor<6x8xf32>, tensor<8x6xf32>) outs(%0 : tensor<6x6xf32>) -> tensor<6x6xf32>
// CHECK-NEXT:     %2 = linalg.softmax dimension(1) ins(%1 : tensor<6x6xf32>) outs(%0 : tensor<6x6xf32>) -> tensor<6x6xf32>
// CHECK-NEXT:     %3 = linalg.matmul ins(%arg2, %2 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%0 : tensor<6x6xf32>) -> tensor<6x6xf32>
// CHECK-NEXT:     return %3 : tensor<6x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scores_escape(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x5xf32>) -> (tensor<4x5xf32>, tensor<4x6xf32>) {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %3 = linalg.softmax dimension(1) ins(%1 : tensor<4x6xf32>) outs(%2 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:     %5 = linalg.matmul ins(%3, %arg2 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%4 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:     return %5, %1 : tensor<4x5xf32>, tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wrong_axis(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %2 = linalg.softmax dimension(0) ins(%1 : tensor<4x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:     %3 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:     %4 = linalg.matmul ins(%2, %arg2 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%3 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:     return %4 : tensor<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @several(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: index) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:     %1 = call @attention_dot_product(%arg0, %arg1, %arg2) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = call @attention_dot_product(%1, %arg1, %arg2) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %3 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %2) -> (tensor<4x4xf32>) {
// CHECK-NEXT:       %4 = func.call @attention_dot_product(%arg5, %arg1, %arg2) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:       scf.yield %4 : tensor<4x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @attention_dot_product(tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @dot(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<6x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:       %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:       %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:       %2 = linalg.softmax dimension(1) ins(%1 : tensor<4x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:       %3 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:       %4 = linalg.matmul ins(%2, %arg2 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%3 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:       return %4 : tensor<4x5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
