// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+2 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
func.func @f(%n: index) {
  %0 = memref.alloc(%n, %n) : memref<?x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
func.func @f(%n: index) {
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
func.func @f(%n: index) {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
func.func @f(%n: index) {
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
"test.foo"() ({
  %0 = memref.alloca() : memref<4xf32>
}) : () -> ()

// -----

// expected-error @+2 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
func.func @f(%n: index, %m: memref<?x?xf32>) {
  %0 = memref.load %m[%n] : memref<?x?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.store' op store index operand count not equal to memref rank}}
func.func @f(%n: index, %m: memref<?x?xf32>, %v: f32) {
  memref.store %v, %m[%n] : memref<?x?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.cast' op operand type 'memref<?x?xf32>' and result type 'memref<?xf32>' are cast incompatible}}
func.func @f(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %0 = memref.cast %m : memref<?x?xf32> to memref<?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.cast' op operand type 'memref<?x?xf32>' and result type 'memref<?x?xi32>' are cast incompatible}}
func.func @f(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %0 = memref.cast %m : memref<?x?xf32> to memref<?x?xi32>
  return
}

// -----

// expected-error @+2 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
func.func @f(%n: index, %m: memref<*xf32>, %v: f32) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

// expected-error @+2 {{'memref.cast' op operand type 'memref<2x?xf32>' and result type 'memref<3x?xf32>' are cast incompatible}}
func.func @f(%n: index, %m: memref<2x?xf32>, %v: f32) {
  %0 = memref.cast %m : memref<2x?xf32> to memref<3x?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.cast' op operand type 'memref<2x?xf32>' and result type 'memref<2x?xf32, strided<[?, 2]>>' are cast incompatible}}
func.func @f(%n: index, %m: memref<2x?xf32>, %v: f32) {
  %0 = memref.cast %m : memref<2x?xf32> to memref<2x?xf32, strided<[?, 2]>>
  return
}

// -----

// expected-error @+2 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
func.func @f(%m: memref<f32>, %n: index) {
  %0 = memref.dim %m, %n : memref<f32>
  return
}

// -----

// expected-error @+2 {{'memref.copy' op requires the same element type for all operands}}
func.func @f(%m: memref<4xf32>, %t: memref<4xi32>) {
  memref.copy %m, %t : memref<4xf32> to memref<4xi32>
  return
}

// -----

// expected-error @+2 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
func.func @f() {
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

// expected-error @+3 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
memref.global @g : memref<4xf32>
func.func @f() {
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @g : memref<4xf32> = dense<1.0> : tensor<4xf16>

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
memref.global @g : memref<4xf32> = 3

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
memref.global "foo" @g : memref<4xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @g : memref<4xf32> = dense<1.0> {alignment = 3}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @g : f32

// -----

// expected-error @+2 {{'memref.assume_alignment' op alignment must be power of 2}}
func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{operation defines 2 results but was provided 1 to bind}}
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// expected-error @+2 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

// expected-error @+3 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
// expected-error @+2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
func.func @f(%m: memref<4x4xf32>) {
  %0:3 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index
  return
}

// -----

// expected-error @+2 {{'memref.reshape' op element types of source and destination memref types should be the same}}
func.func @f(%m: memref<4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xi32>
  return
}

// -----

// expected-error @+2 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
func.func @f(%m: memref<4xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<?x?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
func.func @f(%m: memref<4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.reshape' op source memref type should have identity affine map}}
func.func @f(%m: memref<4xf32, strided<[2]>>, %s: memref<1xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xindex>) -> memref<?xf32>
  return
}

// -----

// expected-error @+2 {{'memref.reshape' op result memref type should have identity affine map}}
func.func @f(%m: memref<4xf32>, %s: memref<1xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32, strided<[2]>>
  return
}

// -----

// expected-error @+2 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

// expected-error @+2 {{missing dimension operand for result type 'memref<?xf32>'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

// expected-error @+2 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

// expected-error @+2 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
func.func @f(%m: memref<4xf32, strided<[2]>>, %n: index) {
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

// expected-error @+2 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

// expected-error @+2 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @f(%b: memref<64xi8>, %n: index) {
  %0 = memref.view %b[%n][] : memref<64xi8> to memref<?xf32>
  return
}

// -----

// expected-error @+2 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
func.func @f(%b: memref<64xi8, strided<[2]>>, %n: index) {
  %0 = memref.view %b[%n][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

// expected-error @+2 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
func.func @f(%b: memref<64xi8>, %n: index) {
  %0 = memref.view %b[%n][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

// expected-error @+2 {{different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4xf32, 1>'}}
func.func @f(%b: memref<64xi8>, %n: index) {
  %0 = memref.view %b[%n][] : memref<64xi8> to memref<4xf32, 1>
  return
}

// -----

// expected-error @+2 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
func.func @f(%m: memref<4xf32>, %n: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%n] : (i32, memref<4xf32>) -> i32
  return
}

// -----

// expected-error @+2 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
func.func @f(%m: memref<4xi32>, %n: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%n] : (i32, memref<4xi32>) -> i32
  return
}

// -----

// expected-error @+2 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
func.func @f(%m: memref<4xf32>, %n: index, %v: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%n] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// expected-error @+2 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
func.func @f(%m: memref<4xf32>, %n: index, %v: f32) {
  %0 = memref.atomic_rmw addf %v, %m[%n, %n] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// expected-error @+3 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
func.func @f(%m: memref<4xf32>, %n: index, %v: f32) {
  %0 = memref.atomic_rmw assign %v, %m[%n] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw foo %v, %m[%n] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @g : memref<4xf32> = "x"

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i64}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 3}> : () -> ()

// -----

// expected-error @+2 {{'memref.copy' op requires the same shape for all operands}}
func.func @f(%m: memref<4xf32>, %t: memref<5xf32>) {
  memref.copy %m, %t : memref<4xf32> to memref<5xf32>
  return
}

// -----

// expected-error @+2 {{expected result type to be 'memref<2x2xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32>
  return
}

// -----

// expected-error @+2 {{expected result type to be 'memref<2x2xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3x2xf32, strided<[16, 1]>>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<3x2xf32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected result element type to be 'f32', but got 'memref<2x2xi32, strided<[16, 1]>>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xi32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x1xf32, strided<[16, 1, 1]>>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2x1xf32, strided<[16, 1, 1]>>
  return
}

// -----

// expected-error @+2 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<2x2xf32, strided<[16, 1]>, 1>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1]>, 1>
  return
}

// -----

// expected-error @+2 {{offset 0 is out-of-bounds: 9 >= 8}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[9, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: 144>>
  return
}

// -----

// expected-error @+2 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[7, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: 112>>
  return
}

// -----

// expected-error @+2 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected 2 offset values, got 3}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0, 0][2, 2, 2][1, 1, 1] : memref<8x16xf32> to memref<2x2x2xf32, strided<[16, 1, 1]>>
  return
}

// -----

// expected-error @+2 {{expected offsets to be non-negative, but got -1}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[-1, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected sizes to be non-negative, but got -2}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][-2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1]>>
  return
}

// -----

// expected-error @+2 {{expected result type to be 'memref<2x2xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[16, 1], offset: 3>>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: 3>>
  return
}

// -----

// expected-error @+2 {{expected result type to be 'memref<2x2xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[16, 2]>>'}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 2]>>
  return
}

// -----

// expected-error @+2 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 3, d1)>>' is not strided}}
func.func @f(%a: memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 3, d1)>>) {
  %0 = memref.subview %a[0, 0][2, 2][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 3, d1)>> to memref<2x2xf32, strided<[16, 2]>>
  return
}

// -----

// expected-error @+3 {{custom op 'memref.subview' expected integer value}}
// expected-error @+2 {{custom op 'memref.subview' expected SSA value or integer}}
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, x][2, 2][1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 2]>>
  return
}

// -----

// expected-error @+2 {{expected result type with size = 10 instead of 11 in dim = 1}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x11xf32>
  return
}

// -----

// expected-error @+2 {{expected result type with offset = 1 instead of 0}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xf32>
  return
}

// -----

// expected-error @+2 {{expected result type with stride = dynamic instead of 10 in dim = 0}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [%n, 1] : memref<?xf32> to memref<?x10xf32>
  return
}

// -----

// expected-error @+2 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<?x10xi32>'}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xi32>
  return
}

// -----

// expected-error @+2 {{expected 1 offset values, got 2}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xf32>
  return
}

// -----

// expected-error @+2 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<?x10xf32, affine_map<(d0, d1) -> (d0 mod 3, d1)>>'}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 10], strides: [10, 1] : memref<?xf32> to memref<?x10xf32, affine_map<(d0, d1) -> (d0 mod 3, d1)>>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
func.func @f(%m: memref<?xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 5] : memref<?xf32> into memref<?x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (10)}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 5] : memref<8xf32> into memref<2x5xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op reassociation indices must be contiguous}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 2]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
func.func @f(%m: memref<8x2xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8] : memref<8x2xf32> into memref<16xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4xf32>' but found 'memref<2x4xf32, strided<[4, 1], offset: 1>>'}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4, 1] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
func.func @f(%m: memref<8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, %n] : memref<8xf32> into memref<2x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xf32, strided<[2]>>'}}
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32, strided<[2]>>
  return
}

// -----

// expected-error @+2 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<4x4x1xf32>
  return
}

// -----

// expected-error @+2 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
func.func @f(%m: memref<2x1xf32>) {
  %0 = memref.collapse_shape %m [] : memref<2x1xf32> into memref<f32>
  return
}

// -----

// expected-error @+2 {{'memref.transpose' op expected a permutation map}}
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.transpose' op expected a permutation map of same rank as the input}}
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.transpose' op result type 'memref<8x?xf32>' is not equivalent to the canonical transposed input type 'memref<8x?xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
func.func @f(%m: memref<?x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32> to memref<8x?xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  memref.prefetch %m[%n], foo, locality<3>, data : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
func.func @f(%m: memref<4xf32>, %n: index) {
  memref.prefetch %m[%n], read, locality<3>, bar : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
func.func @f(%m: memref<4xf32>, %n: index) {
  memref.prefetch %m[%n], read, locality<5>, data : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.prefetch' op too few indices}}
func.func @f(%m: memref<4x4xf32>, %n: index) {
  memref.prefetch %m[%n], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

// expected-error @+2 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%a: i32):
    memref.atomic_yield %a : i32
  }
  return
}

// -----

// expected-error @+4 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
func.func @f(%m: memref<4xf32>, %n: index, %i: i32) {
  %0 = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%a: f32):
    memref.atomic_yield %i : i32
  }
  return
}

// -----

// expected-error @+4 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
func.func @f(%m: memref<4xf32>, %n: index) {
  %0 = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%a: f32):
    memref.store %a, %m[%n] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

// expected-error @+2 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
func.func @f(%m: memref<4xi32>, %n: index) {
  memref.dma_wait %m[%n, %n], %n : memref<4xi32>
  return
}

// -----

// expected-error @+2 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
func.func @f() {
  memref.alloca_scope.return
}

// -----

// expected-error @+3 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note @+3 {{region branch point}}
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}

// -----

// expected-error @+3 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
// expected-note @+3 {{region branch point}}
func.func @f(%v: i32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : i32
  }
  return
}

// -----

// expected-error @+3 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
// expected-note @+3 {{region branch point}}
func.func @f(%v: f32) {
  memref.alloca_scope {
    memref.alloca_scope.return %v : f32
  }
  return
}

// -----

// expected-error @+2 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
func.func @f(%m: memref<4xf32>) {
  %0 = memref.load %m[] : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
func.func @f(%m: memref<4xf32>) {
  %0 = memref.alloca() {alignment = 3 : i32} : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @g : memref<4xf32> = dense<1.0> : tensor<2xf32>

// -----

// expected-error @+2 {{custom op 'memref.dma_start' expected two stride related operands}}
func.func @f(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %n: index, %s: index) {
  memref.dma_start %a[%n, %n], %b[%n, %n], %n, %t[%n], %s : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}

// -----

// expected-error @+2 {{custom op 'memref.dma_start' fewer/more types expected}}
func.func @f(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %n: index, %s: index) {
  memref.dma_start %a[%n, %n], %b[%n, %n], %n, %t[%n] : memref<40x128xf32>, memref<2x1024xf32, 1>
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected source indices to be of index type}}
func.func @f(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %n: index, %s: index) {
  memref.dma_start %a[%n], %b[%n, %n], %n, %t[%n] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected source to be of memref type}}
func.func @f(%a: f32, %n: index) {
  "memref.dma_start"(%a, %n, %n, %n) : (f32, index, index, index) -> ()
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected at least 5 operands}}
func.func @f(%a: memref<4xf32>, %n: index) {
  "memref.dma_start"(%a, %n, %a, %n) : (memref<4xf32>, index, memref<4xf32>, index) -> ()
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected source indices to be of index type}}
func.func @f(%a: memref<4xf32>, %n: index, %i: i32) {
  "memref.dma_start"(%a, %i, %a, %n, %n, %a, %n) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected num elements to be of index type}}
func.func @f(%a: memref<4xf32>, %n: index, %i: i32) {
  "memref.dma_start"(%a, %n, %a, %n, %i, %a, %n) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<4xf32>, index) -> ()
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op incorrect number of operands}}
func.func @f(%a: memref<4xf32>, %n: index, %i: i32) {
  "memref.dma_start"(%a, %n, %a, %n, %n, %a, %n, %n) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

// expected-error @+2 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
func.func @f(%a: memref<4xf32>, %n: index, %i: i32) {
  "memref.dma_start"(%a, %n, %a, %n, %n, %a, %n, %n, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index, i32) -> ()
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2, 4 but was 4, 2}}
"memref.global"() <{sym_name = "g", type = memref<2x4xf32>, initial_value = dense<1.0> : tensor<4x2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 4 but was }}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<f32>}> : () -> ()

// -----

// expected-error @+5 {{'memref.get_global' op 'g' does not reference a valid global memref}}
func.func @g() {
  return
}
func.func @f() {
  %0 = memref.get_global @g : memref<4xf32>
  return
}

// -----

// Generic forms whose dynamic operands do not match the static lists.
func.func @subview_dynamic_count(%i: index) {
  %0 = memref.alloc() : memref<1xf32>
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  "memref.subview"(%0, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @reinterpret_dynamic_count() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %1 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<?xf32>
  return
}
