// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.mlir.global internal constant @str("hello, world\0A\00") {addr_space = 0 : i32}
llvm.mlir.global external @ext_i32() : i32
llvm.mlir.global extern_weak @weak_i32() : i32
llvm.mlir.global private @counter(0 : i64) : i64
llvm.mlir.global common @common_f(0.0 : f32) : f32
llvm.mlir.global weak_odr @pi(3.14159 : f64) {alignment = 16 : i64} : f64
llvm.mlir.global internal @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global internal @zeros(dense<0.0> : tensor<4xf32>) : !llvm.array<4 x f32>
llvm.mlir.global linkonce @vec(dense<[1.0, 2.0]> : vector<2xf64>) : vector<2xf64>
llvm.mlir.global internal thread_local @tls(7 : i32) : i32
llvm.mlir.global internal unnamed_addr constant @ua(1 : i8) : i8
llvm.mlir.global private local_unnamed_addr @lua(2 : i16) {section = ".mydata"} : i16
llvm.mlir.global internal @in_as(5 : i32) {addr_space = 3 : i32} : i32
llvm.mlir.global hidden @hid(1 : i32) : i32
llvm.mlir.global internal @undef_init() : i32
llvm.mlir.global internal @matrix(dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>) : !llvm.array<2 x array<2 x i64>>

llvm.mlir.global internal @struct_init() : !llvm.struct<(i32, f64, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, ptr)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(2.5 : f64) : f64
  %3 = llvm.mlir.addressof @str : !llvm.ptr
  %4 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64, ptr)>
  %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i32, f64, ptr)>
  %6 = llvm.insertvalue %3, %5[2] : !llvm.struct<(i32, f64, ptr)>
  llvm.return %6 : !llvm.struct<(i32, f64, ptr)>
}

llvm.mlir.global internal @ptr_table() : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.zero : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @arr : !llvm.ptr
  %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
  %3 = llvm.mlir.addressof @f : !llvm.ptr
  %4 = llvm.insertvalue %2, %0[0] : !llvm.array<2 x ptr>
  %5 = llvm.insertvalue %3, %4[1] : !llvm.array<2 x ptr>
  llvm.return %5 : !llvm.array<2 x ptr>
}

llvm.mlir.global internal @ptr_to_int() : i64 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  llvm.return %1 : i64
}

llvm.func @f() -> i64 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i64
  %2 = llvm.mlir.constant(1 : i64) : i64
  %3 = llvm.add %1, %2 : i64
  llvm.store %3, %0 : i64, !llvm.ptr
  %4 = llvm.mlir.addressof @arr : !llvm.ptr
  %5 = llvm.getelementptr inbounds %4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
  %6 = llvm.load %5 : !llvm.ptr -> i32
  %7 = llvm.mlir.addressof @in_as : !llvm.ptr<3>
  %8 = llvm.load %7 : !llvm.ptr<3> -> i32
  %9 = llvm.add %6, %8 : i32
  %10 = llvm.sext %9 : i32 to i64
  %11 = llvm.add %3, %10 : i64
  %12 = llvm.mlir.addressof @ext_i32 : !llvm.ptr
  %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %14 = llvm.load %13 : !llvm.ptr -> i32
  %15 = llvm.mlir.addressof @str : !llvm.ptr
  %16 = llvm.getelementptr %15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i8>
  %17 = llvm.load %16 : !llvm.ptr -> i8
  %18 = llvm.zext %17 : i8 to i64
  %19 = llvm.add %11, %18 : i64
  %20 = llvm.sext %14 : i32 to i64
  %21 = llvm.add %19, %20 : i64
  llvm.return %21 : i64
}

// CHECK: @str = internal constant [14 x i8] c"hello, world\0A\00"
// CHECK-NEXT: @ext_i32 = external global i32
// CHECK-NEXT: @weak_i32 = extern_weak global i32
// CHECK-NEXT: @counter = private global i64 0
// CHECK-NEXT: @common_f = common global float 0.000000e+00
// CHECK-NEXT: @pi = weak_odr global double 3.141590e+00, align 16
// CHECK-NEXT: @arr = internal global [3 x i32] [i32 1, i32 2, i32 3]
// CHECK-NEXT: @zeros = internal global [4 x float] zeroinitializer
// CHECK-NEXT: @vec = linkonce global <2 x double> <double 1.000000e+00, double 2.000000e+00>
// CHECK-NEXT: @tls = internal thread_local global i32 7
// CHECK-NEXT: @ua = internal unnamed_addr constant i8 1
// CHECK-NEXT: @lua = private local_unnamed_addr global i16 2, section ".mydata"
// CHECK-NEXT: @in_as = internal addrspace(3) global i32 5
// CHECK-NEXT: @hid = hidden global i32 1
// CHECK-NEXT: @undef_init = internal global i32 undef
// CHECK-NEXT: @matrix = internal global [2 x [2 x i64]] {{\[\[}}2 x i64] [i64 1, i64 2], [2 x i64] [i64 3, i64 4]]
// CHECK-NEXT: @struct_init = internal global { i32, double, ptr } { i32 1, double 2.500000e+00, ptr @str }
// CHECK-NEXT: @ptr_table = internal global [2 x ptr] [ptr getelementptr inbounds nuw (i8, ptr @arr, i64 8), ptr @f]
// CHECK-NEXT: @ptr_to_int = internal global i64 ptrtoint (ptr @counter to i64)
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @f() {
// CHECK-NEXT:   %1 = load i64, ptr @counter, align 4
// CHECK-NEXT:   %2 = add i64 %1, 1
// CHECK-NEXT:   store i64 %2, ptr @counter, align 4
// CHECK-NEXT:   %3 = load i32, ptr getelementptr inbounds nuw (i8, ptr @arr, i64 4), align 4
// CHECK-NEXT:   %4 = load i32, ptr addrspace(3) @in_as, align 4
// CHECK-NEXT:   %5 = add i32 %3, %4
// CHECK-NEXT:   %6 = sext i32 %5 to i64
// CHECK-NEXT:   %7 = add i64 %2, %6
// CHECK-NEXT:   %8 = load i32, ptr getelementptr inbounds nuw (i8, ptr @ext_i32, i64 4), align 4
// CHECK-NEXT:   %9 = load i8, ptr @str, align 1
// CHECK-NEXT:   %10 = zext i8 %9 to i64
// CHECK-NEXT:   %11 = add i64 %7, %10
// CHECK-NEXT:   %12 = sext i32 %8 to i64
// CHECK-NEXT:   %13 = add i64 %11, %12
// CHECK-NEXT:   ret i64 %13
// CHECK-NEXT: }
