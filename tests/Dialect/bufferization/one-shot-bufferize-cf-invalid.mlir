// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file --verify-diagnostics

// expected-error @below {{failed to bufferize op}}
// expected-error @below {{incoming operands of block argument have inconsistent memory spaces}}
func.func @memory_spaces(%c: i1) -> tensor<4xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%a : tensor<4xf32>)
^right:
  cf.br ^join(%b : tensor<4xf32>)
^join(%t: tensor<4xf32>):
  return %t : tensor<4xf32>
}

// -----

// expected-error @below {{failed to bufferize op}}
// expected-error @below {{could not infer buffer type of block argument}}
func.func @only_itself(%x: f32) {
  return
^loop(%t: tensor<4xf32>):
  cf.br ^loop(%t : tensor<4xf32>)
}
