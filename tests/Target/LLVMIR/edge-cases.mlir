// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.mlir.global internal @bools(dense<[true, false, true]> : tensor<3xi1>) : !llvm.array<3 x i1>
llvm.mlir.global internal @halfs(dense<[1.0, 2.5]> : tensor<2xf16>) : !llvm.array<2 x f16>
llvm.mlir.global internal @zs() : !llvm.array<2 x struct<(i32, f64)>> {
  %0 = llvm.mlir.zero : !llvm.array<2 x struct<(i32, f64)>>
  llvm.return %0 : !llvm.array<2 x struct<(i32, f64)>>
}
llvm.mlir.global internal @sc() : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}
llvm.mlir.global internal @bytes(dense<[104, 105, 0]> : tensor<3xi8>) : !llvm.array<3 x i8>
llvm.mlir.global internal @i8undef() : !llvm.array<3 x i8> {
  %0 = llvm.mlir.undef : !llvm.array<3 x i8>
  %c = llvm.mlir.constant(65 : i8) : i8
  %1 = llvm.insertvalue %c, %0[0] : !llvm.array<3 x i8>
  %2 = llvm.insertvalue %c, %1[1] : !llvm.array<3 x i8>
  %3 = llvm.insertvalue %c, %2[2] : !llvm.array<3 x i8>
  llvm.return %3 : !llvm.array<3 x i8>
}
llvm.func @phis(%c: i1, %v: vector<2xi1>, %a: vector<2xf32>, %b: vector<2xf32>) -> i32 {
  %u = llvm.mlir.undef : i32
  %p = llvm.mlir.poison : i32
  %k = llvm.mlir.constant(5 : i32) : i32
  %s = llvm.select %v, %a, %b : vector<2xi1>, vector<2xf32>
  llvm.cond_br %c, ^bb1(%u : i32), ^bb2(%p : i32)
^bb1(%x: i32):
  llvm.br ^bb3(%x : i32)
^bb2(%y: i32):
  llvm.br ^bb3(%k : i32)
^bb3(%z: i32):
  llvm.switch %z : i32, ^bb4 []
^bb4:
  llvm.return %z : i32
^bb5:
  llvm.br ^bb4
}

// CHECK: @bools = internal global [3 x i1] [i1 true, i1 false, i1 true]
// CHECK-NEXT: @halfs = internal global [2 x half] [half 0xH3C00, half 0xH4100]
// CHECK-NEXT: @zs = internal global [2 x { i32, double }] zeroinitializer
// CHECK-NEXT: @sc = internal global { i32, float } { i32 1, float 2.000000e+00 }
// CHECK-NEXT: @bytes = internal global [3 x i8] c"hi\00"
// CHECK-NEXT: @i8undef = internal global [3 x i8] c"AAA"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @phis(i1 %0, <2 x i1> %1, <2 x float> %2, <2 x float> %3) {
// CHECK-NEXT:   %5 = select <2 x i1> %1, <2 x float> %2, <2 x float> %3
// CHECK-NEXT:   br i1 %0, label %6, label %8
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %4
// CHECK-NEXT:   %7 = phi i32 [ undef, %4 ]
// CHECK-NEXT:   br label %10
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %4
// CHECK-NEXT:   %9 = phi i32 [ poison, %4 ]
// CHECK-NEXT:   br label %10
// CHECK-EMPTY:
// CHECK-NEXT: 10:                                               ; preds = %6, %8
// CHECK-NEXT:   %11 = phi i32 [ 5, %8 ], [ %7, %6 ]
// CHECK-NEXT:   switch i32 %11, label %12 [
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 12:                                               ; preds = %13, %10
// CHECK-NEXT:   ret i32 %11
// CHECK-EMPTY:
// CHECK-NEXT: 13:                                               ; No predecessors!
// CHECK-NEXT:   br label %12
// CHECK-NEXT: }
