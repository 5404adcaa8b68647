// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file --verify-diagnostics

// Without allow-return-allocs-from-loops, each iteration must pass on and
// yield back its arguments' buffers.

func.func @condition_swaps(%t0: tensor<4xf32>, %t1: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t0, %b = %t1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    // expected-error @below {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @yield_swaps(%t0: tensor<4xf32>, %t1: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t0, %b = %t1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %a, %b : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
