// RUN: strata-opt %s -split-input-file -verify-diagnostics 

// expected-error @+2 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
func.func @f(%m: memref<*xf32>) {
  %0 = memref.load %m[] : memref<*xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.dealloc' invalid kind of type specified}}
func.func @f(%m: tensor<4xf32>) {
  memref.dealloc %m : tensor<4xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
func.func @f(%m: tensor<4xf32>) {
  %0 = memref.alloc() : tensor<4xf32>
  return
}
