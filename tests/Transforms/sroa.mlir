// RUN: strata-opt %s --sroa --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(sroa)' --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s
// CONFORMANCE: pipeline=--sroa
// CONFORMANCE: pipeline=--sroa --mem2reg
// Splitting of memref.alloca (2 to 16 elements) into one rank-0 alloca per
// element used, when every access has constant in-bounds indices.

func.func @basic(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %a, %m[%c0] : memref<2xi32>
  memref.store %b, %m[%c1] : memref<2xi32>
  %v = memref.load %m[%c1] : memref<2xi32>
  return %v : i32
}

func.func @two_dims(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<2x3xf32>
  memref.store %a, %m[%c1, %c0] : memref<2x3xf32>
  memref.store %a, %m[%c0, %c2] : memref<2x3xf32>
  %v = memref.load %m[%c1, %c0] : memref<2x3xf32>
  return %v : f32
}

func.func @use_order(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %a, %m[%c2] : memref<4xi32>
  memref.store %a, %m[%c0] : memref<4xi32>
  %v = memref.load %m[%c1] {nontemporal = true} : memref<4xi32>
  return %v : i32
}

func.func @layouts(%a: i32) {
  %c0 = arith.constant 0 : index
  %l = memref.alloca() {alignment = 8 : i64} : memref<2xi32, strided<[1]>>
  memref.store %a, %l[%c0] : memref<2xi32, strided<[1]>>
  %s = memref.alloca() : memref<2xi32, 1>
  memref.store %a, %s[%c0] : memref<2xi32, 1>
  %g = memref.alloca() : memref<16xi32>
  memref.store %a, %g[%c0] : memref<16xi32>
  return
}

func.func @not_split(%a: i32, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %c5 = arith.constant 5 : index
  %dyn = memref.alloca() : memref<2xi32>
  memref.store %a, %dyn[%i] : memref<2xi32>
  %part = memref.alloca() : memref<2x3xi32>
  memref.store %a, %part[%c1, %i] : memref<2x3xi32>
  %neg = memref.alloca() : memref<2xi32>
  memref.store %a, %neg[%cm1] : memref<2xi32>
  %oob = memref.alloca() : memref<2xi32>
  memref.store %a, %oob[%c5] : memref<2xi32>
  %big = memref.alloca() : memref<17xi32>
  memref.store %a, %big[%c0] : memref<17xi32>
  %one = memref.alloca() : memref<1xi32>
  memref.store %a, %one[%c0] : memref<1xi32>
  %scalar = memref.alloca() : memref<i32>
  memref.store %a, %scalar[] : memref<i32>
  %escapes = memref.alloca() : memref<2xi32>
  memref.store %a, %escapes[%c0] : memref<2xi32>
  "test.use"(%escapes) : (memref<2xi32>) -> ()
  %unused = memref.alloca() : memref<2xi32>
  %v = memref.load %dyn[%c0] : memref<2xi32>
  return %v : i32
}

func.func @in_regions(%c: i1, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  scf.if %c {
    memref.store %a, %m[%c1] : memref<2xi32>
  }
  memref.store %a, %m[%c0] : memref<2xi32>
  %v = memref.load %m[%c1] : memref<2xi32>
  return %v : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @basic(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:     memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT:     %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_dims(%arg0: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT:     memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT:     memref.store %arg0, %alloca_0[] : memref<f32>
// CHECK-NEXT:     %0 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_order(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_1[] : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:     %0 = memref.load %alloca[] {nontemporal = true} : memref<i32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @layouts(%arg0: i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_1[] : memref<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_split(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca[%arg1] : memref<2xi32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<2x3xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_0[%c1, %arg1] : memref<2x3xi32>
// CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_1[%c-1] : memref<2xi32>
// CHECK-NEXT:     %alloca_2 = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_2[%c5] : memref<2xi32>
// CHECK-NEXT:     %alloca_3 = memref.alloca() : memref<17xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_3[%c0] : memref<17xi32>
// CHECK-NEXT:     %alloca_4 = memref.alloca() : memref<1xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_4[%c0] : memref<1xi32>
// CHECK-NEXT:     %alloca_5 = memref.alloca() : memref<i32>
// CHECK-NEXT:     memref.store %arg0, %alloca_5[] : memref<i32>
// CHECK-NEXT:     %alloca_6 = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %arg0, %alloca_6[%c0] : memref<2xi32>
// CHECK-NEXT:     "test.use"(%alloca_6) : (memref<2xi32>) -> ()
// CHECK-NEXT:     %alloca_7 = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_regions(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg1, %alloca_0[] : memref<i32>
// CHECK-NEXT:     %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
