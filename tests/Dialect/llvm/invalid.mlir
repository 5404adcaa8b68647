// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-note @+1 {{prior use here}}
llvm.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.add %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.fcmp' 'slt' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "slt" %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.sext' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i1) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %a, %p atomic monotonic {alignment = 1 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected ':'}}
  %0 = llvm.load %p syncscope("x") : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%a, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: f32) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : f32
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func private @p()

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @c() {
  llvm.return
}

// -----

llvm.func @foo(f32) -> f32
llvm.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

llvm.func @foo(f32) -> f32
llvm.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @foo(%x, %x) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @foo(f32) -> f32
llvm.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'f32'}}
  %0 = llvm.call @foo(%i) : (i32) -> f32
  llvm.return
}

// -----

llvm.func @foo(f32) -> f32
llvm.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'f32'}}
  %0 = llvm.call @foo(%x) : (f32) -> i32
  llvm.return
}

// -----

llvm.func @foo(f32) -> f32
llvm.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @foo(%x) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @printf(%p, %i) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function or IFunc}}
  %0 = llvm.call @g(%x) : (f32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: 'f32'}}
  %0 = llvm.call %x(%x) : f32, (f32) -> f32
  llvm.return
}

// -----

llvm.mlir.global internal @g(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g(0 : i32) : !llvm.void

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g(0 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @g(0 : i32) : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(0 : i32)

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.sext %v : vector<2xi32> to i64
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %a : i32 to vector<2xi64>
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 2 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("ab") : !llvm.array<3 x i8>
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@x) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 4 vs. 2}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%a: i32, %f: f32, %v: vector<2xi32>, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}
