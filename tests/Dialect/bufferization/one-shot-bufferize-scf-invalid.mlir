// RUN: strata-opt %s --one-shot-bufferize="allow-return-allocs-from-loops" --split-input-file --verify-diagnostics

// Errors of scf ops, where mlir-opt 22 reports them: an execute_region
// without one yield is refused by the analysis; a region op whose buffer
// types cannot be computed fails the first terminator handing it tensors
// (nested ops bufferize first). Our own inputs.

func.func @two_yields(%t: tensor<3xf32>, %c: i1) -> tensor<3xf32> {
  // expected-error @below {{'scf.execute_region' op op without unique scf.yield is not supported}}
  %0 = scf.execute_region -> tensor<3xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<3xf32>
  ^bb2:
    scf.yield %t : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}

// -----

func.func @if_spaces(%c: i1) -> tensor<3xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<3xf32>
  %b = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<3xf32>
  // expected-error @below {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<3xf32> {
    // expected-error @below {{failed to bufferize op}}
    scf.yield %a : tensor<3xf32>
  } else {
    scf.yield %b : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// -----

func.func @for_spaces(%n: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<3xf32>
  %b = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<3xf32>
  // expected-error @below {{init_arg and yielded value bufferize to inconsistent memory spaces}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<3xf32> {
    // expected-error @below {{failed to bufferize op}}
    scf.yield %b : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
