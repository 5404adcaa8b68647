// RUN: strata-translate -mlir-to-llvmir %s | FileCheck %s

// A successor repeated with other arguments gets a forwarding block whose
// phi takes that edge's own values; a boolean initializer of a wider
// integer global is zero-extended.
llvm.mlir.global internal @flag(true) : i8

llvm.func @switch_twice(%c: i32, %a: f32, %b: f32) {
  llvm.switch %c : i32, ^bb1(%a : f32) [
    1: ^bb2,
    2: ^bb1(%b : f32)
  ]
^bb1(%x: f32):
  llvm.call @use(%x) : (f32) -> ()
  llvm.return
^bb2:
  llvm.return
}

llvm.func @cond_br_twice(%c: i1, %a: f32, %b: f32) {
  llvm.cond_br %c, ^bb1(%a : f32), ^bb1(%b : f32)
^bb1(%x: f32):
  llvm.call @use(%x) : (f32) -> ()
  llvm.return
}

llvm.func @use(f32)

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @flag = internal global i8 1
// CHECK-EMPTY:
// CHECK-NEXT: define void @switch_twice(i32 %0, float %1, float %2) {
// CHECK-NEXT:   switch i32 %0, label %4 [
// CHECK-NEXT:     i32 1, label %6
// CHECK-NEXT:     i32 2, label %7
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %7, %3
// CHECK-NEXT:   %5 = phi float [ %8, %7 ], [ %1, %3 ]
// CHECK-NEXT:   call void @use(float %5)
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %3
// CHECK-NEXT:   %8 = phi float [ %2, %3 ]
// CHECK-NEXT:   br label %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @cond_br_twice(i1 %0, float %1, float %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %6, %3
// CHECK-NEXT:   %5 = phi float [ %7, %6 ], [ %1, %3 ]
// CHECK-NEXT:   call void @use(float %5)
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   %7 = phi float [ %2, %3 ]
// CHECK-NEXT:   br label %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @use(float)
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
