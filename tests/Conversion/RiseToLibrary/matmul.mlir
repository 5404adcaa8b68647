// CONFORMANCE: skip (rise is not an MLIR dialect)
// RUN: strata-opt %s --split-input-file --convert-rise-to-library | FileCheck %s

// The builder's matmul (mapSeq, reduceSeq of a multiply-add) becomes one
// cblas_sgemm call on the memrefs' pointers; the Rise ops go.
func.func @mm(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  %A = rise.in %a : memref<3x4xf32>
  %B = rise.in %b : memref<4x2xf32>
  %tr = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.addf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<3x2xf32>
  return
}

// -----

// The map(*) then reduce(+) form, with map, mapPar, reduce, curried
// applications and swapped operands.
func.func @curried(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  %A = rise.in %a : memref<2x3xf32>
  %B = rise.in %b : memref<3x4xf32>
  %tr = rise.transpose #rise.nat<3> #rise.nat<4> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<3, array<4, scalar<f32>>> -> array<4, array<3, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<3, scalar<f32>> -> array<4, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<3, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
      %z1 = rise.apply %zip, %bcol : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
      %z = rise.apply %z1, %arow : !rise.fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>
      %mul = rise.lambda (%p) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%y, %x) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32):
          %m = arith.mulf %u, %v : f32
          rise.return %m : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %map = rise.map #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %prods = rise.apply %map, %mul, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>> -> fun<array<3, tuple<scalar<f32>, scalar<f32>>> -> array<3, scalar<f32>>>>
      %plus = rise.lambda (%e, %s) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
        %r = rise.embed(%e, %s) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32):
          %n = arith.addf %v, %u : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduce #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
      %d = rise.apply %red, %plus, %zero, %prods : !rise.fun<fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapPar #rise.nat<4> #rise.array<3, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<3, scalar<f32>> -> scalar<f32>> -> fun<array<4, array<3, scalar<f32>>> -> array<4, scalar<f32>>>>
    rise.return %row : !rise.array<4, scalar<f32>>
  }
  %m1 = rise.map #rise.nat<2> #rise.array<3, scalar<f32>> #rise.array<4, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<3, scalar<f32>> -> array<4, scalar<f32>>> -> fun<array<2, array<3, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>>
  rise.out %c <- %C : memref<2x4xf32>
  return
}

// -----

// Not matmuls, left for convert-rise-to-affine: a row zipped with itself,
// a reduction starting at 1, a subtraction.
func.func @self_zip(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  %A = rise.in %a : memref<3x4xf32>
  %B = rise.in %b : memref<4x2xf32>
  %tr = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %arow : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.addf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<3x2xf32>
  return
}
func.func @one(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  %A = rise.in %a : memref<3x4xf32>
  %B = rise.in %b : memref<4x2xf32>
  %tr = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.addf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 1.0 : f32
      %red = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<3x2xf32>
  return
}
func.func @sub(%a: memref<3x4xf32>, %b: memref<4x2xf32>, %c: memref<3x2xf32>) {
  %A = rise.in %a : memref<3x4xf32>
  %B = rise.in %b : memref<4x2xf32>
  %tr = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %Bt = rise.apply %tr, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.subf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
    rise.return %row : !rise.array<2, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
  rise.out %c <- %C : memref<3x2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-NEXT:   func.func @mm(%arg0: memref<3x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<3x2xf32>) {
// CHECK-NEXT:     %c101_i32 = arith.constant 101 : i32
// CHECK-NEXT:     %c111_i32 = arith.constant 111 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<3x4xf32> -> index
// CHECK-NEXT:     %0 = arith.index_cast %intptr : index to i64
// CHECK-NEXT:     %1 = llvm.inttoptr %0 : i64 to !llvm.ptr
// CHECK-NEXT:     %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<4x2xf32> -> index
// CHECK-NEXT:     %2 = arith.index_cast %intptr_1 : index to i64
// CHECK-NEXT:     %3 = llvm.inttoptr %2 : i64 to !llvm.ptr
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<3x2xf32> -> index
// CHECK-NEXT:     %4 = arith.index_cast %intptr_2 : index to i64
// CHECK-NEXT:     %5 = llvm.inttoptr %4 : i64 to !llvm.ptr
// CHECK-NEXT:     call @cblas_sgemm(%c101_i32, %c111_i32, %c111_i32, %c3_i32, %c2_i32, %c4_i32, %cst, %1, %c4_i32, %3, %c2_i32, %cst_0, %5, %c2_i32) : (i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-NEXT:   func.func @curried(%arg0: memref<2x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x4xf32>) {
// CHECK-NEXT:     %c101_i32 = arith.constant 101 : i32
// CHECK-NEXT:     %c111_i32 = arith.constant 111 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2x3xf32> -> index
// CHECK-NEXT:     %0 = arith.index_cast %intptr : index to i64
// CHECK-NEXT:     %1 = llvm.inttoptr %0 : i64 to !llvm.ptr
// CHECK-NEXT:     %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<3x4xf32> -> index
// CHECK-NEXT:     %2 = arith.index_cast %intptr_1 : index to i64
// CHECK-NEXT:     %3 = llvm.inttoptr %2 : i64 to !llvm.ptr
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<2x4xf32> -> index
// CHECK-NEXT:     %4 = arith.index_cast %intptr_2 : index to i64
// CHECK-NEXT:     %5 = llvm.inttoptr %4 : i64 to !llvm.ptr
// CHECK-NEXT:     call @cblas_sgemm(%c101_i32, %c111_i32, %c111_i32, %c2_i32, %c4_i32, %c3_i32, %cst, %1, %c3_i32, %3, %c4_i32, %cst_0, %5, %c4_i32) : (i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @self_zip(%arg0: memref<3x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<3x2xf32>) {
// CHECK-NEXT:     %0 = rise.in %arg0 : memref<3x4xf32>
// CHECK-NEXT:     %1 = rise.in %arg1 : memref<4x2xf32>
// CHECK-NEXT:     %2 = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
// CHECK-NEXT:     %3 = rise.apply %2, %1 : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
// CHECK-NEXT:     %4 = rise.lambda (%arg3) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
// CHECK-NEXT:       %7 = rise.lambda (%arg4) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
// CHECK-NEXT:         %10 = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:         %11 = rise.apply %10, %arg3, %arg3 : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
// CHECK-NEXT:         %12 = rise.lambda (%arg5, %arg6) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
// CHECK-NEXT:           %16 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %17 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %18 = rise.apply %16, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %19 = rise.apply %17, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %20 = rise.embed(%18, %19, %arg6) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
// CHECK-NEXT:           ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// CHECK-NEXT:             %21 = arith.mulf %arg7, %arg8 : f32
// CHECK-NEXT:             %22 = arith.addf %21, %arg9 : f32
// CHECK-NEXT:             rise.return %22 : f32
// CHECK-NEXT:           }
// CHECK-NEXT:           rise.return %20 : !rise.scalar<f32>
// CHECK-NEXT:         }
// CHECK-NEXT:         %13 = rise.literal 0.000000e+00 : f32
// CHECK-NEXT:         %14 = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:         %15 = rise.apply %14, %12, %13, %11 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
// CHECK-NEXT:         rise.return %15 : !rise.scalar<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %8 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:       %9 = rise.apply %8, %7, %3 : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
// CHECK-NEXT:       rise.return %9 : !rise.array<2, scalar<f32>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
// CHECK-NEXT:     %6 = rise.apply %5, %4, %0 : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
// CHECK-NEXT:     rise.out %arg2 <- %6 : memref<3x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one(%arg0: memref<3x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<3x2xf32>) {
// CHECK-NEXT:     %0 = rise.in %arg0 : memref<3x4xf32>
// CHECK-NEXT:     %1 = rise.in %arg1 : memref<4x2xf32>
// CHECK-NEXT:     %2 = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
// CHECK-NEXT:     %3 = rise.apply %2, %1 : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
// CHECK-NEXT:     %4 = rise.lambda (%arg3) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
// CHECK-NEXT:       %7 = rise.lambda (%arg4) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
// CHECK-NEXT:         %10 = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:         %11 = rise.apply %10, %arg3, %arg4 : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
// CHECK-NEXT:         %12 = rise.lambda (%arg5, %arg6) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
// CHECK-NEXT:           %16 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %17 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %18 = rise.apply %16, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %19 = rise.apply %17, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %20 = rise.embed(%18, %19, %arg6) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
// CHECK-NEXT:           ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// CHECK-NEXT:             %21 = arith.mulf %arg7, %arg8 : f32
// CHECK-NEXT:             %22 = arith.addf %21, %arg9 : f32
// CHECK-NEXT:             rise.return %22 : f32
// CHECK-NEXT:           }
// CHECK-NEXT:           rise.return %20 : !rise.scalar<f32>
// CHECK-NEXT:         }
// CHECK-NEXT:         %13 = rise.literal 1.000000e+00 : f32
// CHECK-NEXT:         %14 = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:         %15 = rise.apply %14, %12, %13, %11 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
// CHECK-NEXT:         rise.return %15 : !rise.scalar<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %8 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:       %9 = rise.apply %8, %7, %3 : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
// CHECK-NEXT:       rise.return %9 : !rise.array<2, scalar<f32>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
// CHECK-NEXT:     %6 = rise.apply %5, %4, %0 : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
// CHECK-NEXT:     rise.out %arg2 <- %6 : memref<3x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub(%arg0: memref<3x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<3x2xf32>) {
// CHECK-NEXT:     %0 = rise.in %arg0 : memref<3x4xf32>
// CHECK-NEXT:     %1 = rise.in %arg1 : memref<4x2xf32>
// CHECK-NEXT:     %2 = rise.transpose #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
// CHECK-NEXT:     %3 = rise.apply %2, %1 : !rise.fun<array<4, array<2, scalar<f32>>> -> array<2, array<4, scalar<f32>>>>
// CHECK-NEXT:     %4 = rise.lambda (%arg3) : !rise.fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> {
// CHECK-NEXT:       %7 = rise.lambda (%arg4) : !rise.fun<array<4, scalar<f32>> -> scalar<f32>> {
// CHECK-NEXT:         %10 = rise.zip #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:         %11 = rise.apply %10, %arg3, %arg4 : !rise.fun<array<4, scalar<f32>> -> fun<array<4, scalar<f32>> -> array<4, tuple<scalar<f32>, scalar<f32>>>>>
// CHECK-NEXT:         %12 = rise.lambda (%arg5, %arg6) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
// CHECK-NEXT:           %16 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %17 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
// CHECK-NEXT:           %18 = rise.apply %16, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %19 = rise.apply %17, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
// CHECK-NEXT:           %20 = rise.embed(%18, %19, %arg6) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
// CHECK-NEXT:           ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// CHECK-NEXT:             %21 = arith.mulf %arg7, %arg8 : f32
// CHECK-NEXT:             %22 = arith.subf %21, %arg9 : f32
// CHECK-NEXT:             rise.return %22 : f32
// CHECK-NEXT:           }
// CHECK-NEXT:           rise.return %20 : !rise.scalar<f32>
// CHECK-NEXT:         }
// CHECK-NEXT:         %13 = rise.literal 0.000000e+00 : f32
// CHECK-NEXT:         %14 = rise.reduceSeq #rise.nat<4> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:         %15 = rise.apply %14, %12, %13, %11 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<4, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
// CHECK-NEXT:         rise.return %15 : !rise.scalar<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %8 = rise.mapSeq #rise.nat<2> #rise.array<4, scalar<f32>> #rise.scalar<f32>
// CHECK-NEXT:       %9 = rise.apply %8, %7, %3 : !rise.fun<fun<array<4, scalar<f32>> -> scalar<f32>> -> fun<array<2, array<4, scalar<f32>>> -> array<2, scalar<f32>>>>
// CHECK-NEXT:       rise.return %9 : !rise.array<2, scalar<f32>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = rise.mapSeq #rise.nat<3> #rise.array<4, scalar<f32>> #rise.array<2, scalar<f32>>
// CHECK-NEXT:     %6 = rise.apply %5, %4, %0 : !rise.fun<fun<array<4, scalar<f32>> -> array<2, scalar<f32>>> -> fun<array<3, array<4, scalar<f32>>> -> array<3, array<2, scalar<f32>>>>>
// CHECK-NEXT:     rise.out %arg2 <- %6 : memref<3x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
