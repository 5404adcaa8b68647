// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Parser messages as mlir-opt 22 words them: affine expressions, memref
// types, integer widths, elements literals, sparse attributes and
// successors. Each case also fails the same way under mlir-opt.

// expected-error@+1 {{missing right operand of binary operator}}
#m0 = affine_map<(x, y) -> (x floordiv 4 + , y)>

// -----

// expected-error@+1 {{missing left operand of binary operator}}
#m1 = affine_map<(x, y) -> (+ x, y)>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#m2 = affine_map<(x) -> (mod x)>

// -----

// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#m3 = affine_map<(x) -> (x + -())>

// -----

// expected-error@+1 {{expected '->' or ':'}}
#m4 = affine_map<(x)[s] (x)>

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
#m5 = affine_map<(x) : (x >= 0)>

// -----

// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
#s0 = affine_set<(x) -> (x)>

// -----

// expected-error@+1 {{expected list element}}
func.func private @f(memref<4xf32, >)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(memref<4xf32, [1]>)

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func private @f(memref<4x4xf32, strided<[4, 1, 1]>>)

// -----

// expected-error@+1 {{invalid integer width}}
func.func private @f(i99999999999)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(i99999999)

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
func.func private @f(..)

// -----

func.func @g(%x: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %0 = "arith.addi"(%x, %x)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @g() {
  // expected-error@+1 {{expected operation name in quotes}}
  %c = arith.constant 7 i64
  return
}

// -----

// expected-error@+1 {{parsed 3 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
#d0 = dense<[(1.0, 2.0), 3.0]> : tensor<2xcomplex<f32>>

// -----

// expected-error@+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
#d1 = dense<1.0> : tensor<3xcomplex<f32>>

// -----

// expected-error@+1 {{expected floating point literal}}
#d2 = dense<[1.0, false]> : tensor<2xf64>

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
#d3 = dense<[1, true]> : tensor<2xi8>

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
#d4 = dense<[-1]> : tensor<1xui8>

// -----

// expected-error@+1 {{integer constant out of range for type}}
#d5 = dense<["x"]> : tensor<1xi16>

// -----

// expected-error@+1 {{expected string token, got 7}}
#d6 = dense<[7]> : tensor<1x!foo.bar>

// -----

// expected-error@+1 {{expected integer literal}}
#a0 = array<i16: 1, 2.5>

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
#a1 = array<i1: true, 1>

// -----

// expected-error@+1 {{expected floating point literal}}
#a2 = array<f64: 1.0, "two">

// -----

"op"() {
  // expected-error@+1 {{elements literal must be a shaped type}}
  a = sparse<> : f32
} : () -> ()

// -----

"op"() {
  // expected-error@+1 {{expected 1-d tensor for sparse element values}}
  a = sparse<[[0, 1]], [[1.0, 2.0]]> : tensor<2x2xf32>
} : () -> ()

// -----

"op"() {
  // expected-error@+1 {{expected shape ([3, 3]); inferred shape of indices literal ([2, 3]); inferred shape of values literal ([2])}}
  a = sparse<[[0, 0, 0], [1, 1, 1]], [1, 2]> : tensor<3x3xi32>
} : () -> ()

// -----

"op"() {
  // expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[2, 3], and type='tensor<3x3xi32>'}}
  a = sparse<[[0, 0], [2, 3]], [1, 2]> : tensor<3x3xi32>
} : () -> ()
