// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @struct_size() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute of size 3}}
  %0 = llvm.mlir.constant([1 : i8, 2 : i8]) : !llvm.struct<(i8, i8, i8)>
  llvm.return
}

// -----

llvm.func @struct_not_array() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute for struct type}}
  %0 = llvm.mlir.constant(1 : i8) : !llvm.struct<(i8)>
  llvm.return
}

// -----

llvm.func @struct_field_type() {
  // expected-error @+1 {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i8, 2 : i16]) : !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

llvm.func @struct_nested() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1 : i8, [2 : i8]]) : !llvm.struct<(i8, struct<(i8)>)>
  llvm.return
}

// -----

llvm.func @struct_element_attr() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected element of array attribute to be floating point or integer}}
  %0 = llvm.mlir.constant(["a", 2 : i8]) : !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

llvm.func @int_to_float() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(3 : i32) : f32
  llvm.return
}

// -----

llvm.func @float_kinds() {
  // expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.5 : f32) : f64
  llvm.return
}

// -----

llvm.func @float_as_int() {
  // Floats LLVM lacks are stored in integers of their width.
  %0 = llvm.mlir.constant(1.5 : f32) : i32
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %1 = llvm.mlir.constant(1.5 : f32) : i64
  llvm.return
}

// -----

llvm.func @scalable_not_splat() {
  // expected-error @+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @dense_scalar() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<1xi32>) : i32
  llvm.return
}

// -----

llvm.func @dense_nested_array_count() {
  // expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 6 vs. 4}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2x2xi32>) : !llvm.array<2 x array<3 x i32>>
  llvm.return
}

// -----

llvm.func @dense_int_to_float() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x f32>
  llvm.return
}

// -----

llvm.func @array_attr_scalar() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array or struct type for array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : vector<1xi32>
  llvm.return
}

// -----

llvm.func @array_attr_size() {
  // expected-error @+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 1: 1 vs. 2}}
  %0 = llvm.mlir.constant([[[1 : i32]], [[1 : i32]]]) : !llvm.array<2 x array<2 x struct<(i32)>>>
  llvm.return
}

// -----

llvm.func @array_attr_leaf() {
  // expected-error @+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @array_attr_sub_array() {
  // expected-error @+1 {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 1 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([#llvm.zero, 3 : i32]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

llvm.func @array_attr_struct_size() {
  // expected-error @+1 {{'llvm.mlir.constant' op nested array attribute size for struct element at index 1 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], [3 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}
