// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: strata-translate --mlir-to-llvmir %s | llc -o /dev/null
// CONFORMANCE: translate=--mlir-to-llvmir

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @ext(i32, f64) -> !llvm.struct<(i32, f64)>
llvm.func internal @helper(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func extern_weak @priv()
llvm.func weak @weak_fn() {
  llvm.return
}
llvm.func linkonce_odr @odr() {
  llvm.return
}

llvm.func @calls(%p: !llvm.ptr, %a: i32, %d: f64, %fp: !llvm.ptr) -> i32 {
  %0 = llvm.call @helper(%a) : (i32) -> i32
  %1 = llvm.call @printf(%p, %a, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  %2 = llvm.call @ext(%0, %d) : (i32, f64) -> !llvm.struct<(i32, f64)>
  llvm.call @priv() : () -> ()
  %3 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
  llvm.call tail @weak_fn() : () -> ()
  %4 = llvm.call fastcc @helper(%3) : (i32) -> i32
  %5 = llvm.extractvalue %2[0] : !llvm.struct<(i32, f64)>
  %6 = llvm.add %4, %5 : i32
  %7 = llvm.add %6, %1 : i32
  llvm.return %7 : i32
}

llvm.func fastcc @fast(%a: f32) -> f32 {
  llvm.return %a : f32
}

llvm.func @arg_attrs(%p: !llvm.ptr {llvm.noalias, llvm.nonnull}, %q: !llvm.ptr {llvm.readonly}, %i: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
  llvm.return %i : i32
}

llvm.func @g(!llvm.ptr, i32) -> i32
llvm.func @call_site_attrs(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.call @g(%p, %x) {no_unwind} : (!llvm.ptr, i32) -> i32
  %1 = llvm.call @g(%p, %0) {will_return, no_inline} : (!llvm.ptr, i32) -> i32
  %2 = llvm.call @g(%p, %1) {arg_attrs = [{llvm.noundef}, {llvm.signext}], res_attrs = [{llvm.zeroext}]} : (!llvm.ptr, i32) -> i32
  %3 = llvm.call @g(%p, %2) {no_unwind} : (!llvm.ptr, i32) -> i32
  llvm.return %3 : i32
}

llvm.func @with_fn_attrs() attributes {passthrough = ["nounwind"]} {
  llvm.return
}

llvm.func @param_attrs(%a: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.readonly, llvm.nonnull, llvm.dereferenceable = 16 : i64, llvm.align = 8 : i64, llvm.noundef, llvm.nofree}, %c: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i64)>}, %d: i32 {llvm.inreg, llvm.zeroext}, %e: !llvm.ptr {llvm.returned, llvm.dereferenceable_or_null = 4 : i64}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) {
  llvm.return %e : !llvm.ptr
}
llvm.func @sret_arg(%b: !llvm.ptr {llvm.sret = i32, llvm.writeonly}) {
  llvm.return
}

llvm.func @byval_align(%a: i32 {llvm.signext}, %p: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) {
  llvm.return
}

// CHECK: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: declare { i32, double } @ext(i32, double)
// CHECK-EMPTY:
// CHECK-NEXT: define internal i32 @helper(i32 %0) {
// CHECK-NEXT:   ret i32 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare extern_weak void @priv()
// CHECK-EMPTY:
// CHECK-NEXT: define weak void @weak_fn() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define linkonce_odr void @odr() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @calls(ptr %0, i32 %1, double %2, ptr %3) {
// CHECK-NEXT:   %5 = call i32 @helper(i32 %1)
// CHECK-NEXT:   %6 = call i32 (ptr, ...) @printf(ptr %0, i32 %1, double %2)
// CHECK-NEXT:   %7 = call { i32, double } @ext(i32 %5, double %2)
// CHECK-NEXT:   call void @priv()
// CHECK-NEXT:   %8 = call i32 %3(i32 %1)
// CHECK-NEXT:   tail call void @weak_fn()
// CHECK-NEXT:   %9 = call fastcc i32 @helper(i32 %8)
// CHECK-NEXT:   %10 = extractvalue { i32, double } %7, 0
// CHECK-NEXT:   %11 = add i32 %9, %10
// CHECK-NEXT:   %12 = add i32 %11, %6
// CHECK-NEXT:   ret i32 %12
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define fastcc float @fast(float %0) {
// CHECK-NEXT:   ret float %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define zeroext i32 @arg_attrs(ptr noalias nonnull %0, ptr readonly %1, i32 signext %2) {
// CHECK-NEXT:   ret i32 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @g(ptr, i32)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @call_site_attrs(ptr %0, i32 %1) {
// CHECK-NEXT:   %3 = call i32 @g(ptr %0, i32 %1) #0
// CHECK-NEXT:   %4 = call i32 @g(ptr %0, i32 %3) #1
// CHECK-NEXT:   %5 = call zeroext i32 @g(ptr noundef %0, i32 signext %4)
// CHECK-NEXT:   %6 = call i32 @g(ptr %0, i32 %5) #0
// CHECK-NEXT:   ret i32 %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: define void @with_fn_attrs() #0 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define noalias nonnull ptr @param_attrs(ptr noalias nofree noundef nonnull readonly align 8 captures(none) dereferenceable(16) %0, ptr byval({ i32, i64 }) %1, i32 inreg zeroext %2, ptr returned dereferenceable_or_null(4) %3) {
// CHECK-NEXT:   ret ptr %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @sret_arg(ptr writeonly sret(i32) %0) {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @byval_align(i32 signext %0, ptr byval(i32) align 4 %1) {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nounwind }
// CHECK-NEXT: attributes #1 = { noinline willreturn }
