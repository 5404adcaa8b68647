// RUN: strata-opt %s -split-input-file -verify-diagnostics 

// expected-error @+2 {{custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
func.func @f(%m: tensor<*xf32>, %v: f32, %n: index) {
  %0 = tensor.insert %v into %m[%n] : tensor<*xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'tensor.cast' invalid kind of type specified}}
func.func @f(%m: memref<4xf32>) {
  %0 = tensor.cast %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'tensor.rank' invalid kind of type specified}}
func.func @f(%m: memref<4xf32>) {
  %0 = tensor.rank %m : memref<4xf32>
  return
}
