// RUN: strata-opt %s -split-input-file -verify-diagnostics 

// expected-error @+2 {{'tensor.empty' op incorrect number of dynamic sizes, has 2, expected 1}}
func.func @f(%n: index) {
  %0 = tensor.empty(%n, %n) : tensor<4x?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.extract' op incorrect number of indices for extract_element}}
func.func @f(%t: tensor<4x4xf32>, %n: index) {
  %0 = tensor.extract %t[%n] : tensor<4x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.insert' op incorrect number of indices}}
func.func @f(%t: tensor<4x4xf32>, %n: index, %v: f32) {
  %0 = tensor.insert %v into %t[%n] : tensor<4x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.cast' op operand type 'tensor<4x4xf32>' and result type 'tensor<5x?xf32>' are cast incompatible}}
func.func @f(%t: tensor<4x4xf32>) {
  %0 = tensor.cast %t : tensor<4x4xf32> to tensor<5x?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.cast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x4xi32>' are cast incompatible}}
func.func @f(%t: tensor<4x4xf32>) {
  %0 = tensor.cast %t : tensor<4x4xf32> to tensor<4x4xi32>
  return
}

// -----

// expected-error @+2 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : tensor<2xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
func.func @f(%v: f32) {
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<1xi32>
  return
}

// -----

// expected-error @+2 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @f(%v: f32, %n: index) {
  %0 = tensor.splat %v : tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
func.func @f(%v: f32, %n: index) {
  %0 = tensor.generate %n, %n {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{must have one body argument per input dimension}}
func.func @f(%v: f32, %n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{all body arguments must be index}}
func.func @f(%v: f32, %n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
func.func @f(%v: i32, %n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : i32
  } : tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
func.func @f(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x?xi32>
  return
}

// -----

// expected-error @+2 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
func.func @f(%t: tensor<4xf32>, %s: tensor<?xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
func.func @f(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
func.func @f(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  return
}

// -----

// expected-error @+2 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch) }}
func.func @f(%d: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %d[0, 0][2, 2][1, 1] : tensor<8x16xf32> to tensor<3x2xf32>
  return
}

// -----

// expected-error @+2 {{expected element type to be 'f32'}}
func.func @f(%d: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %d[0, 0][2, 2][1, 1] : tensor<8x16xf32> to tensor<2x2xi32>
  return
}

// -----

// expected-error @+2 {{expected rank to be smaller or equal to the other rank. }}
func.func @f(%d: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %d[0, 0][2, 2][1, 1] : tensor<8x16xf32> to tensor<2x2x1xf32>
  return
}

// -----

// expected-error @+2 {{offset 0 is out-of-bounds: 9 >= 8}}
func.func @f(%d: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %d[9, 0][2, 2][1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  return
}

// -----

// expected-error @+2 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
func.func @f(%d: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %d[0][2, 2][1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  return
}

// -----

// expected-error @+2 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch) }}
func.func @f(%d: tensor<8x16xf32>, %s: tensor<3x2xf32>) {
  %0 = tensor.insert_slice %s into %d[0, 0][2, 2][1, 1] : tensor<3x2xf32> into tensor<8x16xf32>
  return
}

// -----

// expected-error @+2 {{expected element type to be 'f32'}}
func.func @f(%d: tensor<8x16xf32>, %s: tensor<2x2xi32>) {
  %0 = tensor.insert_slice %s into %d[0, 0][2, 2][1, 1] : tensor<2x2xi32> into tensor<8x16xf32>
  return
}

// -----

// expected-error @+2 {{expected the block to have 2 arguments}}
func.func @f(%d: tensor<8x16xf32>, %v: f32) {
  %0 = tensor.pad %d low[1, 1] high[2, 0] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<11x17xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.pad' op expected yield type to match shape element type}}
func.func @f(%d: tensor<8x16xf32>, %v: i32) {
  %0 = tensor.pad %d low[1, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<8x16xf32> to tensor<11x17xf32>
  return
}

// -----

// expected-error @+2 {{failed to infer expectedType from sourceType 'tensor<8x16xf32>', specified resultType is 'tensor<11x17xf32>'}}
func.func @f(%d: tensor<8x16xf32>, %v: f32) {
  %0 = tensor.pad %d low[1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<11x17xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.pad' op expected block argument 2 to be an index}}
func.func @f(%d: tensor<8x16xf32>, %v: f32) {
  %0 = tensor.pad %d low[1, 1] high[2, 0] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<11x17xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 10}}
func.func @f(%d: tensor<8xf32>) {
  %0 = tensor.expand_shape %d [[0, 1]] output_shape [2, 5] : tensor<8xf32> into tensor<2x5xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
func.func @f(%d: tensor<8x2xf32>) {
  %0 = tensor.collapse_shape %d [[0, 1]] : tensor<8x2xf32> into tensor<15xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xi32>'}}
func.func @f(%d: tensor<8x2xf32>) {
  %0 = tensor.collapse_shape %d [[0, 1]] : tensor<8x2xf32> into tensor<16xi32>
  return
}

// -----

// expected-error @+2 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<8xi32>', but got 'tensor<8xf32>'}}
func.func @f(%d: tensor<8xf32>) {
  %0 = tensor.expand_shape %d [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xi32>
  return
}

// -----

// expected-error @+2 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (1) but found 2 inputs instead}}
func.func @f(%d: tensor<8xf32>) {
  %0 = tensor.expand_shape %d [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<8xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
func.func @f(%v: f32) {
  tensor.yield %v : f32
}

// -----

// expected-error @+2 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
func.func @f(%v: f32, %t: tensor<*xf32>) {
  %0 = tensor.extract %t[] : tensor<*xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.concat' op inputs and result element type must match}}
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x4xf32>, tensor<4x4xi32>) -> tensor<8x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
func.func @f(%a: tensor<4x4xf32>) {
  %0 = tensor.concat dim(2) %a, %a : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.concat' op result type 'tensor<9x4xf32>'does not match inferred shape 'tensor<8x4xf32>' static sizes}}
func.func @f(%a: tensor<4x4xf32>) {
  %0 = tensor.concat dim(0) %a, %a : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<9x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.bitcast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x4xi16>' are cast incompatible}}
func.func @f(%a: tensor<4x4xf32>) {
  %0 = tensor.bitcast %a : tensor<4x4xf32> to tensor<4x4xi16>
  return
}

// -----

// expected-error @+2 {{expected type to be 'tensor<?x2xf32>' or a rank-reduced version. (size mismatch) }}
func.func @f(%a: tensor<4x4xf32>, %n: index) {
  %0 = tensor.extract_slice %a[0, 0][%n, 2][1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

// expected-error @+2 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
func.func @f(%a: tensor<4x4xf32>, %n: index) {
  %0 = tensor.extract_slice %a[0, 0][2, 2, 2][1, 1, 1] : tensor<4x4xf32> to tensor<2x2x2xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
func.func @f(%d: tensor<?xf32>) {
  %0 = tensor.expand_shape %d [[0, 1]] output_shape [2, 4] : tensor<?xf32> into tensor<2x4xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
func.func @f(%d: tensor<8xf32>) {
  %0 = tensor.expand_shape %d [[0, 2]] output_shape [2, 4, 1] : tensor<8xf32> into tensor<2x4x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
func.func @f(%d: tensor<8x4xf32>) {
  %0 = tensor.collapse_shape %d [[0], [1]] : tensor<8x4xf32> into tensor<32xf32>
  return
}

// -----

// expected-error @+2 {{specified type 'tensor<12x5xf32>' does not match the inferred type 'tensor<11x5xf32>'}}
func.func @f(%d: tensor<8x4xf32>, %v: f32) {
  %0 = tensor.pad %d low[1, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x4xf32> to tensor<12x5xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
func.func @f(%t: tensor<4x4xf32>, %n: index, %v: i32) {
  %0 = "tensor.insert"(%v, %t, %n, %n) : (i32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
  return
}

// -----

// expected-error @+3 {{use of value '%t' expects different type than prior uses: 'tensor<f32>' vs 'tensor<4xf32>'}}
// expected-note @+1 {{prior use here}}
func.func @f(%t: tensor<4xf32>, %n: index) {
  %0 = tensor.dim %t, %n : tensor<f32>
  return
}

// -----

// expected-error @+2 {{'tensor.yield' op requires a single operand}}
func.func @f() {
  %13 = tensor.generate {
  } : tensor<f32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op gather_dims must be non-empty}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op gather_dims values must be strictly increasing}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([2, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 3]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x5x1xf32>')}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.gather' op gather_dims overflow source rank}}
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.scatter' op requires 'unique' attribute to be set}}
func.func @f(%d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %v: tensor<1x2x1x5x1xf32>) {
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0, 2]) : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

// expected-error @+2 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x5x5xf32>')}}
func.func @f(%d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %v: tensor<1x2x5x5xf32>) {
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0, 2]) unique : (tensor<1x2x5x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @concat_other_dim_mismatch(%a: tensor<2x3xi8>, %b: tensor<5x4xi8>) {
  // expected-error @below {{static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xi8>, tensor<5x4xi8>) -> tensor<7x3xi8>
  return
}

// -----

func.func @collapse_empty_group(%t: tensor<2x?xf32>) -> tensor<?x4xf32> {
  // expected-error @below {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<2x?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @slice_too_few_offsets(%t: tensor<4x4x4xf32>) {
  // expected-error @below {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[1, 1] [2, 2] [1, 1] : tensor<4x4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @from_elements_unranked(%x: f32) {
  // expected-error @+1 {{'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.from_elements %x : tensor<*xf32>
  return
}
