// RUN: strata-opt %s --allow-unregistered-dialect --one-shot-bufferize=must-infer-memory-space --split-input-file --verify-diagnostics

// With must-infer-memory-space, a new buffer whose memory space nothing
// gives is an error.

func.func @fresh_allocation(%i: index, %x: f32) -> f32 {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %t = bufferization.alloc_tensor() : tensor<4xf32>
  %w = tensor.insert %x into %t[%i] : tensor<4xf32>
  %e = tensor.extract %w[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @constant(%i: index) -> i32 {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %e = tensor.extract %c[%i] : tensor<3xi32>
  return %e : i32
}

// -----

func.func @unknown_producer(%i: index) -> f32 {
  // expected-error @below {{could not infer memory space}}
  %t = "test.make"() : () -> tensor<4xf32>
  // expected-error @below {{failed to bufferize op}}
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @select_spaces(%c: i1, %i: index) -> f32 {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  // expected-error @below {{inconsistent memory space on true/false operands}}
  // expected-error @below {{failed to bufferize op}}
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %e = tensor.extract %s[%i] : tensor<4xf32>
  return %e : f32
}
