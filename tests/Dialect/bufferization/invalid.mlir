// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_buffer_element(%t: tensor<4xf32>) {
  // expected-error @below {{element types do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @to_tensor_unranked_buffer(%m: memref<*xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_sizes(%n: index) {
  // expected-error @below {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%n) : tensor<4x?x?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%n: index, %t: tensor<?xf32>) {
  // expected-error @below {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %m: memref<4x2xf32>) {
  // expected-error @below {{rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x2xf32>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %m: memref<5xf32>) {
  // expected-error @below {{source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @below {{'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @below {{'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>, %u: tensor<?xf32>) {
  // expected-error @below {{result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_no_result(%t: tensor<4xf32>, %u: tensor<?xf32>) {
  // expected-error @below {{tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<?xf32>) -> ()
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4xf32>, %u: memref<?xf32>) {
  // expected-error @below {{memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %u : (tensor<4xf32>, memref<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_vector(%t: tensor<4xf32>, %u: vector<4xf32>) {
  // expected-error @below {{'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c)
  return
}

// -----

func.func @dealloc_result_count(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%m : memref<2xf32>)
  return
}

// -----

func.func @dealloc_generic_results(%m: memref<2xf32>) {
  // expected-error @below {{must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<2xf32>) -> (i1, i1)
  return
}

// -----

func.func @manual_dealloc_on_pure_op() {
  // expected-error @below {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}

// -----

func.func @writable_on_op() {
  // expected-error @below {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
  %0 = arith.constant {bufferization.writable} 0 : index
  return
}

// -----

// expected-error @below {{invalid value for 'bufferization.access'}}
func.func private @bad_access(tensor<*xf32> {bufferization.access = "readwrite"})

// -----

// expected-error @below {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_declaration(tensor<*xf32> {bufferization.writable = true})

// -----

// expected-error @below {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_int(%t: tensor<*xf32> {bufferization.writable = 1 : i32}) {
  return
}

// -----

// expected-error @below {{'bufferization.access' is expected to be a string attribute}}
func.func @access_int(%t: tensor<*xf32> {bufferization.access = 2 : i32}) {
  return
}

// -----

// expected-error @below {{not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%t: tensor<*xf32> {bufferization.other = unit}) {
  return
}

// -----

// expected-error @below {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_int(%t: tensor<4xf32> {bufferization.buffer_layout = 4}) {
  return
}

// -----

func.func @clone_of_tensor(%t: tensor<?xf32>) {
  // expected-error @below {{invalid kind of type specified}}
  %0 = bufferization.clone %t : tensor<?xf32> to memref<?xf32>
  return
}
