// RUN: strata-opt %s --split-input-file --verify-diagnostics \
// RUN:   --transform-check-conditions='pipeline=convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,expand-strided-metadata,finalize-memref-to-llvm,reconcile-unrealized-casts target=llvm.*'
// RUN: strata-opt %s --split-input-file \
// RUN:   --transform-check-conditions='pipeline=convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,expand-strided-metadata,lower-affine,convert-arith-to-llvm,finalize-memref-to-llvm,reconcile-unrealized-casts target=llvm.*' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FIXED

// The thesis' robust-pipeline case study: a subview with a dynamic offset
// makes expand-strided-metadata introduce affine.apply, which nothing in
// the pipeline removes; the checker says so before anything runs, and
// which passes are missing. With lower-affine and convert-arith-to-llvm
// added, the final op set is within the target.

// expected-error @below {{the final op set {affine.apply, llvm.*} is not within the target {llvm.*}}}
// expected-note @below {{'affine.apply' is introduced by 'expand-strided-metadata' and nothing after it removes it}}
// expected-note @below {{missing: lower-affine, convert-arith-to-llvm}}
module {
  func.func @sum(%m: memref<16x16xf32>, %i: index, %j: index, %n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %view = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %view[%k, %k] : memref<4x4xf32, strided<[16, 1], offset: ?>>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    return %r : f32
  }
}
// FIXED: remark: the final op set {llvm.*} is within the target {llvm.*}

// -----

// A subview whose offsets, sizes, strides and source layout are static (a
// memref.subview[static]) lowers without affine.apply: the same pipeline
// is enough.

// expected-remark @below {{the final op set {llvm.*} is within the target {llvm.*}}}
module {
  func.func @static_view(%m: memref<16x16xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %view = memref.subview %m[2, 3] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
    %v = memref.load %view[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: 35>>
    return %v : f32
  }
}
// FIXED: remark: the final op set {llvm.*} is within the target {llvm.*}
