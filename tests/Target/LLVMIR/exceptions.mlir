// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @may_throw(i32) -> i32
llvm.func @cleanup()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

llvm.func @catching(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %0 = llvm.invoke @may_throw(%a) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  llvm.invoke @cleanup() to ^done(%0 : i32) unwind ^lpad : () -> ()
^lpad:
  %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %sel = llvm.extractvalue %lp[1] : !llvm.struct<(ptr, i32)>
  %c = llvm.mlir.constant(1 : i32) : i32
  %is = llvm.icmp "eq" %sel, %c : i32
  llvm.cond_br %is, ^done(%c : i32), ^rethrow
^rethrow:
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^done(%r: i32):
  llvm.return %r : i32
}

llvm.func @filtering(%a: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %none = llvm.mlir.zero : !llvm.array<1 x ptr>
  %0 = llvm.invoke %fp(%a) to ^ok unwind ^lpad : !llvm.ptr, (i32) -> i32
^ok:
  llvm.return %0 : i32
^lpad:
  %lp = llvm.landingpad (filter %none : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// CHECK: @_ZTIi = external constant ptr
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @may_throw(i32)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @cleanup()
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @__gxx_personality_v0(...)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @catching(i32 %0) personality ptr @__gxx_personality_v0 {
// CHECK-NEXT:   %2 = invoke i32 @may_throw(i32 %0)
// CHECK-NEXT:           to label %3 unwind label %4
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %1
// CHECK-NEXT:   invoke void @cleanup()
// CHECK-NEXT:           to label %9 unwind label %4
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3, %1
// CHECK-NEXT:   %5 = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:           catch ptr @_ZTIi
// CHECK-NEXT:   %6 = extractvalue { ptr, i32 } %5, 1
// CHECK-NEXT:   %7 = icmp eq i32 %6, 1
// CHECK-NEXT:   br i1 %7, label %9, label %8
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %4
// CHECK-NEXT:   resume { ptr, i32 } %5
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %4, %3
// CHECK-NEXT:   %10 = phi i32 [ 1, %4 ], [ %2, %3 ]
// CHECK-NEXT:   ret i32 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @filtering(i32 %0, ptr %1) personality ptr @__gxx_personality_v0 {
// CHECK-NEXT:   %3 = invoke i32 %1(i32 %0)
// CHECK-NEXT:           to label %4 unwind label %5
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %2
// CHECK-NEXT:   ret i32 %3
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %2
// CHECK-NEXT:   %6 = landingpad { ptr, i32 }
// CHECK-NEXT:           filter [1 x ptr] zeroinitializer
// CHECK-NEXT:   resume { ptr, i32 } %6
// CHECK-NEXT: }
