// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @alloca_load_store(%n: i64, %v: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
  %2 = llvm.alloca %one x !llvm.struct<(i8, i64)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %3 = llvm.alloca %c4 x vector<3xf32> : (i64) -> !llvm.ptr
  llvm.store %v, %0 : f32, !llvm.ptr
  llvm.store volatile %v, %0 {alignment = 2 : i64} : f32, !llvm.ptr
  llvm.store %n, %1 : i64, !llvm.ptr
  %4 = llvm.load %0 : !llvm.ptr -> f32
  %5 = llvm.load volatile %0 {alignment = 1 : i64} : !llvm.ptr -> f32
  %6 = llvm.load %2 : !llvm.ptr -> !llvm.struct<(i8, i64)>
  %7 = llvm.fadd %4, %5 : f32
  llvm.return %7 : f32
}

llvm.func @gep(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %2 = llvm.getelementptr inbounds|nuw %1[%i, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %3 = llvm.getelementptr nusw %2[1, %i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x !llvm.array<8 x i8>>
  llvm.return %3 : !llvm.ptr
}

llvm.func @casts(%i: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.sext %i : i32 to i64
  %1 = llvm.zext %i : i32 to i64
  %2 = llvm.zext nneg %i : i32 to i64
  %3 = llvm.trunc %0 : i64 to i16
  %4 = llvm.trunc %0 overflow<nuw> : i64 to i8
  %5 = llvm.sitofp %i : i32 to f64
  %6 = llvm.uitofp %i : i32 to f16
  %7 = llvm.fptosi %f : f32 to i32
  %8 = llvm.fptoui %f : f32 to i64
  %9 = llvm.fpext %f : f32 to f64
  %10 = llvm.fptrunc %9 : f64 to f16
  %11 = llvm.bitcast %f : f32 to i32
  %12 = llvm.ptrtoint %p : !llvm.ptr to i64
  %13 = llvm.inttoptr %12 : i64 to !llvm.ptr
  %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
  %15 = llvm.add %0, %1 : i64
  %16 = llvm.add %15, %2 : i64
  %17 = llvm.add %16, %8 : i64
  llvm.return %17 : i64
}

// CHECK: define float @alloca_load_store(i64 %0, float %1) {
// CHECK-NEXT:   %3 = alloca float, align 4
// CHECK-NEXT:   %4 = alloca i64, i64 %0, align 8
// CHECK-NEXT:   %5 = alloca { i8, i64 }, align 16
// CHECK-NEXT:   %6 = alloca <3 x float>, i64 4, align 16
// CHECK-NEXT:   store float %1, ptr %3, align 4
// CHECK-NEXT:   store volatile float %1, ptr %3, align 2
// CHECK-NEXT:   store i64 %0, ptr %4, align 4
// CHECK-NEXT:   %7 = load float, ptr %3, align 4
// CHECK-NEXT:   %8 = load volatile float, ptr %3, align 1
// CHECK-NEXT:   %9 = load { i8, i64 }, ptr %5, align 4
// CHECK-NEXT:   %10 = fadd float %7, %8
// CHECK-NEXT:   ret float %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @gep(ptr %0, i64 %1, i32 %2) {
// CHECK-NEXT:   %4 = getelementptr float, ptr %0, i64 %1
// CHECK-NEXT:   %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
// CHECK-NEXT:   %6 = getelementptr inbounds nuw [4 x i32], ptr %5, i64 %1, i32 %2
// CHECK-NEXT:   %7 = getelementptr nusw [4 x [8 x i8]], ptr %6, i32 1, i64 %1, i32 2
// CHECK-NEXT:   ret ptr %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @casts(i32 %0, float %1, ptr %2) {
// CHECK-NEXT:   %4 = sext i32 %0 to i64
// CHECK-NEXT:   %5 = zext i32 %0 to i64
// CHECK-NEXT:   %6 = zext nneg i32 %0 to i64
// CHECK-NEXT:   %7 = trunc i64 %4 to i16
// CHECK-NEXT:   %8 = trunc nuw i64 %4 to i8
// CHECK-NEXT:   %9 = sitofp i32 %0 to double
// CHECK-NEXT:   %10 = uitofp i32 %0 to half
// CHECK-NEXT:   %11 = fptosi float %1 to i32
// CHECK-NEXT:   %12 = fptoui float %1 to i64
// CHECK-NEXT:   %13 = fpext float %1 to double
// CHECK-NEXT:   %14 = fptrunc double %13 to half
// CHECK-NEXT:   %15 = bitcast float %1 to i32
// CHECK-NEXT:   %16 = ptrtoint ptr %2 to i64
// CHECK-NEXT:   %17 = inttoptr i64 %16 to ptr
// CHECK-NEXT:   %18 = addrspacecast ptr %17 to ptr addrspace(1)
// CHECK-NEXT:   %19 = add i64 %4, %5
// CHECK-NEXT:   %20 = add i64 %19, %6
// CHECK-NEXT:   %21 = add i64 %20, %12
// CHECK-NEXT:   ret i64 %21
// CHECK-NEXT: }
