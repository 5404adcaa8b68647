// CONFORMANCE: skip (rise is not an MLIR dialect)
// Every type, attribute and op of the rise dialect: the custom form reads
// back to itself, and so does the generic form, which also reads back to
// the same custom form.
// RUN: strata-opt %s > %t
// RUN: strata-opt %t | diff %t -
// RUN: strata-opt %s --mlir-print-op-generic > %t.generic
// RUN: strata-opt %t.generic --mlir-print-op-generic | diff %t.generic -
// RUN: strata-opt %t.generic | diff %t -
// RUN: FileCheck %s < %t
// RUN: FileCheck %s --check-prefix=GENERIC < %t.generic

// CHECK-LABEL: func.func @types
// CHECK-SAME: !rise.scalar<f32>, %{{.*}}: !rise.array<4, scalar<i32>>, %{{.*}}: !rise.tuple<scalar<f32>, array<2, scalar<f16>>>, %{{.*}}: !rise.fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>, %{{.*}}: !rise.fun<fun<scalar<f32> -> scalar<f32>> -> tuple<scalar<index>, scalar<i1>>>
func.func @types(%a: !rise.scalar<f32>, %b: !rise.array<4, scalar<i32>>, %c: !rise.tuple<scalar<f32>, array<2, scalar<f16>>>, %d: !rise.fun<scalar<f32> -> fun<array<3, scalar<f32>> -> scalar<f32>>>, %e: !rise.fun<fun<scalar<f32> -> scalar<f32>> -> tuple<scalar<index>, scalar<i1>>>) {
  return
}

// The thesis' identity function, applied.
// CHECK-LABEL: func.func @identity
// CHECK:      %[[ID:.*]] = rise.lambda (%[[X:.*]]) : !rise.fun<scalar<i32> -> scalar<i32>> {
// CHECK-NEXT:   rise.return %[[X]] : !rise.scalar<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[Y:.*]] = rise.literal 7 : i32
// CHECK-NEXT: rise.apply %[[ID]], %[[Y]] : !rise.fun<scalar<i32> -> scalar<i32>>
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "identity"}>
// GENERIC:      "rise.lambda"() ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !rise.scalar<i32>):
// GENERIC:      }) : () -> !rise.fun<scalar<i32> -> scalar<i32>>
// GENERIC:      "rise.literal"() <{value = 7 : i32}> : () -> !rise.scalar<i32>
// GENERIC:      "rise.apply"(%{{.*}}, %{{.*}}) : (!rise.fun<scalar<i32> -> scalar<i32>>, !rise.scalar<i32>) -> !rise.scalar<i32>
func.func @identity() {
  %id = rise.lambda (%x) : !rise.fun<scalar<i32> ->
                              scalar<i32>> {
    rise.return %x : !rise.scalar<i32>
  }
  %y = rise.literal 7 : i32
  %res = rise.apply %id, %y : !rise.fun<scalar<i32> -> scalar<i32>>
  return
}

// A function of two parameters applied in one application and in two.
// CHECK-LABEL: func.func @curried
// CHECK: %[[ADD:.*]] = rise.lambda (%{{.*}}, %{{.*}}) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
// CHECK: rise.embed(%{{.*}}, %{{.*}}) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK: %[[INC:.*]] = rise.apply %[[ADD]], %{{.*}} : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>>
// CHECK-NEXT: rise.apply %[[INC]], %{{.*}} : !rise.fun<scalar<f32> -> scalar<f32>>
// CHECK-NEXT: rise.apply %[[ADD]], %{{.*}}, %{{.*}} : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>>
func.func @curried() {
  %add = rise.lambda (%x, %y) : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>> {
    %s = rise.embed(%x, %y) : (!rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
    ^bb0(%a: f32, %b: f32):
      %0 = arith.addf %a, %b : f32
      %1 = math.sqrt %0 : f32
      rise.return %1 : f32
    }
    rise.return %s : !rise.scalar<f32>
  }
  %one = rise.literal 1.0 : f32
  %inc = rise.apply %add, %one : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>>
  %two = rise.apply %inc, %one : !rise.fun<scalar<f32> -> scalar<f32>>
  %three = rise.apply %add, %one, %two : !rise.fun<scalar<f32> -> fun<scalar<f32> -> scalar<f32>>>
  return
}

// The patterns, each with its type parameters and its computed type.
// CHECK-LABEL: func.func @patterns
// CHECK: rise.map #rise.nat<1024> #rise.scalar<i32> #rise.scalar<i32>
// CHECK: rise.mapSeq #rise.nat<4> #rise.array<2, scalar<f32>> #rise.scalar<f32>
// CHECK: rise.mapPar #rise.nat<4> #rise.scalar<f32> #rise.tuple<scalar<f32>, scalar<f32>>
// CHECK: rise.reduce #rise.nat<8> #rise.scalar<f32> #rise.scalar<f32>
// CHECK: rise.reduceSeq #rise.nat<8> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
// CHECK: rise.zip #rise.nat<8> #rise.scalar<f32> #rise.scalar<i32>
// CHECK: rise.fst #rise.scalar<f32> #rise.scalar<i32>
// CHECK: rise.snd #rise.scalar<f32> #rise.scalar<i32>
// CHECK: rise.tuple #rise.scalar<f32> #rise.array<3, scalar<i32>>
// CHECK: rise.split #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
// CHECK: rise.join #rise.nat<2> #rise.nat<4> #rise.scalar<f32>
// CHECK: rise.transpose #rise.nat<2048> #rise.nat<2048> #rise.scalar<f32>
// CHECK: rise.slide #rise.nat<6> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
// CHECK: rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<2> #rise.array<4, scalar<f32>>
// GENERIC-LABEL: sym_name = "patterns"
// GENERIC: "rise.map"() <{n = #rise.nat<1024>, s = #rise.scalar<i32>, t = #rise.scalar<i32>}> : () -> !rise.fun<fun<scalar<i32> -> scalar<i32>> -> fun<array<1024, scalar<i32>> -> array<1024, scalar<i32>>>>
// GENERIC: "rise.reduceSeq"() <{n = #rise.nat<8>, s = #rise.tuple<scalar<f32>, scalar<f32>>, t = #rise.scalar<f32>}> : () -> !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<8, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
// GENERIC: "rise.split"() <{m = #rise.nat<2>, n = #rise.nat<4>, t = #rise.scalar<f32>}> : () -> !rise.fun<array<8, scalar<f32>> -> array<2, array<4, scalar<f32>>>>
// GENERIC: "rise.slide"() <{n = #rise.nat<6>, sp = #rise.nat<1>, sz = #rise.nat<3>, t = #rise.scalar<f32>}> : () -> !rise.fun<array<8, scalar<f32>> -> array<6, array<3, scalar<f32>>>>
// GENERIC: "rise.pad"() <{l = #rise.nat<1>, n = #rise.nat<4>, r = #rise.nat<2>, t = #rise.array<4, scalar<f32>>}> : () -> !rise.fun<array<4, array<4, scalar<f32>>> -> array<7, array<4, scalar<f32>>>>
func.func @patterns() {
  %map = rise.map #rise.nat<1024> #rise.scalar<i32> #rise.scalar<i32>
  %mapSeq = rise.mapSeq #rise.nat<4> #rise.array<2, scalar<f32>> #rise.scalar<f32>
  %mapPar = rise.mapPar #rise.nat<4> #rise.scalar<f32> #rise.tuple<scalar<f32>, scalar<f32>>
  %reduce = rise.reduce #rise.nat<8> #rise.scalar<f32> #rise.scalar<f32>
  %reduceSeq = rise.reduceSeq #rise.nat<8> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
  %zip = rise.zip #rise.nat<8> #rise.scalar<f32> #rise.scalar<i32>
  %fst = rise.fst #rise.scalar<f32> #rise.scalar<i32>
  %snd = rise.snd #rise.scalar<f32> #rise.scalar<i32>
  %tuple = rise.tuple #rise.scalar<f32> #rise.array<3, scalar<i32>>
  %split = rise.split #rise.nat<4> #rise.nat<2> #rise.scalar<f32>
  %join = rise.join #rise.nat<2> #rise.nat<4> #rise.scalar<f32>
  %transpose = rise.transpose #rise.nat<2048> #rise.nat<2048> #rise.scalar<f32>
  %slide = rise.slide #rise.nat<6> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
  %pad = rise.pad #rise.nat<4> #rise.nat<1> #rise.nat<2> #rise.array<4, scalar<f32>>
  return
}

// Memrefs in and out, a zip of two inputs mapped with a lambda taking the
// pair apart.
// CHECK-LABEL: func.func @interop
// CHECK: %[[A:.*]] = rise.in %{{.*}} : memref<4x2xf32>
// CHECK: rise.in %{{.*}} : memref<f32>
// CHECK: rise.out %{{.*}} <- %{{.*}} : memref<4xf32>
// GENERIC-LABEL: sym_name = "interop"
// GENERIC: "rise.in"(%{{.*}}) : (memref<4x2xf32>) -> !rise.array<4, array<2, scalar<f32>>>
// GENERIC: "rise.in"(%{{.*}}) : (memref<f32>) -> !rise.scalar<f32>
// GENERIC: "rise.out"(%{{.*}}, %{{.*}}) : (memref<4xf32>, !rise.array<4, scalar<f32>>) -> ()
func.func @interop(%a: memref<4x2xf32>, %s: memref<f32>, %b: memref<4xf32>, %out: memref<4xf32>) {
  %A = rise.in %a : memref<4x2xf32>
  %S = rise.in %s : memref<f32>
  %B = rise.in %b : memref<4xf32>
  %zip = rise.zip #rise.nat<4> #rise.array<2, scalar<f32>> #rise.scalar<f32>
  %z = rise.apply %zip, %A, %B : !rise.fun<array<4, array<2, scalar<f32>>> -> fun<array<4, scalar<f32>> -> array<4, tuple<array<2, scalar<f32>>, scalar<f32>>>>>
  %f = rise.lambda (%p) : !rise.fun<tuple<array<2, scalar<f32>>, scalar<f32>> -> scalar<f32>> {
    %snd = rise.snd #rise.array<2, scalar<f32>> #rise.scalar<f32>
    %v = rise.apply %snd, %p : !rise.fun<tuple<array<2, scalar<f32>>, scalar<f32>> -> scalar<f32>>
    rise.return %v : !rise.scalar<f32>
  }
  %map = rise.mapSeq #rise.nat<4> #rise.tuple<array<2, scalar<f32>>, scalar<f32>> #rise.scalar<f32>
  %r = rise.apply %map, %f, %z : !rise.fun<fun<tuple<array<2, scalar<f32>>, scalar<f32>> -> scalar<f32>> -> fun<array<4, tuple<array<2, scalar<f32>>, scalar<f32>>> -> array<4, scalar<f32>>>>
  rise.out %out <- %r : memref<4xf32>
  return
}
