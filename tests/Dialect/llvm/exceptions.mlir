// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// invoke (direct, indirect, with destination operands), landingpad with
// catch and filter clauses, resume.
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
  %1 = llvm.landingpad (catch %g : !llvm.ptr) (filter %z : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @foo(i32) -> i32
// CHECK-NEXT:   llvm.func @bar()
// CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-NEXT:   llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT:   llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.invoke @bar() to ^bb3(%1 : i32) unwind ^bb2 : () -> ()
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT:     %2 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %2 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   ^bb3(%3: i32):  // pred: ^bb1
// CHECK-NEXT:     %4 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.invoke %4(%3) to ^bb4 unwind ^bb2 : !llvm.ptr, (i32) -> i32
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
// CHECK-NEXT:     %3 = llvm.landingpad (catch %1 : !llvm.ptr) (filter %0 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %3 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
