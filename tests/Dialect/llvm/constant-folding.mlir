// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--cse
// CONFORMANCE: pipeline=--inline

// Constant-like llvm ops (addressof, zero, undef, poison, constant) fold
// to attributes and are hoisted and merged by the folder.
llvm.func @foo(i32) -> i32
llvm.func @bar()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @f(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %g = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.invoke @bar() to ^bb3(%0 : i32) unwind ^bb2 : () -> ()
^bb2:
  %2 = llvm.landingpad cleanup (catch %g : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^bb3(%x: i32):
  %fp = llvm.mlir.addressof @foo : !llvm.ptr
  %4 = llvm.invoke %fp(%x) to ^bb4 unwind ^bb2 : !llvm.ptr, (i32) -> i32
^bb4:
  llvm.return %4 : i32
}
llvm.func @filters(%a0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %z = llvm.mlir.zero : !llvm.array<1 x ptr>
  %g = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %0 = llvm.invoke fastcc @foo(%a0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = "llvm.landingpad"(%g, %z) {note} : (!llvm.ptr, !llvm.array<1 x ptr>) -> !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

llvm.mlir.global internal @g0(0 : i32) : i32
llvm.mlir.global external constant @g1(1.0 : f32) {alignment = 4 : i64} : f32
llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global external @ext() : i64
llvm.mlir.global weak hidden thread_local local_unnamed_addr @tl(0 : i64) {dso_local, section = ".tdata"} : i64
llvm.mlir.global internal @init() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  llvm.return %2 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal @as(0 : i32) {addr_space = 3 : i32} : i32
llvm.mlir.global common @c(0 : i32) : i32
llvm.mlir.global internal @z() : !llvm.array<4 x i32> {
  %0 = llvm.mlir.zero : !llvm.array<4 x i32>
  llvm.return %0 : !llvm.array<4 x i32>
}
llvm.mlir.global internal @dense(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global linkonce_odr @lo(0 : i8) {externally_initialized} : i8
llvm.func @use() -> !llvm.ptr<3> {
  %0 = llvm.mlir.addressof @as : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @foo(i32) -> i32
// CHECK-NEXT:   llvm.func @bar()
// CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-NEXT:   llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT:   llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.invoke @bar() to ^bb3(%2 : i32) unwind ^bb2 : () -> ()
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT:     %3 = llvm.landingpad cleanup (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %3 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   ^bb3(%4: i32):  // pred: ^bb1
// CHECK-NEXT:     %5 = llvm.invoke %0(%4) to ^bb4 unwind ^bb2 : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     llvm.return %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @filters(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.array<1 x ptr>
// CHECK-NEXT:     %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.invoke fastcc @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %3 = llvm.landingpad (catch %1 : !llvm.ptr) (filter %0 : !llvm.array<1 x ptr>)  {note}: !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %3 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @g0(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global external constant @g1(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 4 : i64} : f32
// CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global external @ext() {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.mlir.global weak hidden thread_local local_unnamed_addr @tl(0 : i64) {addr_space = 0 : i32, dso_local, section = ".tdata"} : i64
// CHECK-NEXT:   llvm.mlir.global internal @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     llvm.return %2 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @as(0 : i32) {addr_space = 3 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global common @c(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global internal @z() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.array<4 x i32>
// CHECK-NEXT:     llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @dense(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
// CHECK-NEXT:   llvm.mlir.global linkonce_odr @lo(0 : i8) {addr_space = 0 : i32, externally_initialized} : i8
// CHECK-NEXT:   llvm.func @use() -> !llvm.ptr<3> {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @as : !llvm.ptr<3>
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr<3>
// CHECK-NEXT:   }
// CHECK-NEXT: }
