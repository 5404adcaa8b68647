// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Operand bundles with arbitrary tags (which llc does not lower).
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @bundled(i32)
llvm.func @with_bundles(%a: i32, %q: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  llvm.call @bundled(%a) ["tag"(%a : i32)] : (i32) -> ()
  llvm.invoke @bundled(%a) to ^bb1 unwind ^bb2 ["x"(%q, %a : !llvm.ptr, i32), "y"()] : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// CHECK: declare i32 @__gxx_personality_v0(...)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @bundled(i32)
// CHECK-EMPTY:
// CHECK-NEXT: define void @with_bundles(i32 %0, ptr %1) personality ptr @__gxx_personality_v0 {
// CHECK-NEXT:   call void @bundled(i32 %0) [ "tag"(i32 %0) ]
// CHECK-NEXT:   invoke void @bundled(i32 %0) [ "x"(ptr %1, i32 %0), "y"() ]
// CHECK-NEXT:           to label %3 unwind label %4
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %2
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %2
// CHECK-NEXT:   %5 = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:   resume { ptr, i32 } %5
// CHECK-NEXT: }
