// RUN: strata-opt %s --split-input-file --test-affine-access-analysis --verify-diagnostics | FileCheck %s
// CONFORMANCE: skip (the remarks are checked with --verify-diagnostics)

// Loops along which an access is invariant, or contiguous (only the
// innermost subscript varies, whatever its stride), seen through the
// affine.apply ops computing the subscripts; an access whose subscripts
// use two operands varying along a loop is neither. Subscripts are not
// simplified beyond composition: `%i + %j - %i` is not invariant along the
// loop of %i, as with mlir-opt. The IR is unchanged.

// CHECK-LABEL: func.func @two_loops
func.func @two_loops(%m: memref<32x32xf32>, %n: index) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %a = affine.load %m[%i, %j] : memref<32x32xf32>
      // expected-remark@-1 {{contiguous along loop 1}}
      %b = affine.load %m[%j, %i] : memref<32x32xf32>
      // expected-remark@-1 {{contiguous along loop 0}}
      %c = affine.load %m[%n, 3 * %j] : memref<32x32xf32>
      // expected-remark@-1 {{invariant along loop 0}}
      // expected-remark@-2 {{contiguous along loop 1}}
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      affine.store %a, %m[%k, %n] : memref<32x32xf32>
      // expected-remark@-1 {{invariant along loop 0}}
      %p = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
      %q = affine.apply affine_map<(d0) -> (d0 * -2)>(%i)
      %d = affine.load %m[%j, %p + %q] : memref<32x32xf32>
      // expected-remark@-1 {{invariant along loop 0}}
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @in_if
func.func @in_if(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      affine.for %j = 0 to 8 {
        %a = affine.load %m[%i + %j - %i] : memref<8xf32>
        // expected-remark@-1 {{contiguous along loop 1}}
      }
    }
  }
  return
}
