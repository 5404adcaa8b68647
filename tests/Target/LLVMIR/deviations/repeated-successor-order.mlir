// RUN: strata-translate -mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate -mlir-to-llvmir %s > %t.1.ll
// RUN: strata-translate -mlir-to-llvmir %s | diff %t.1.ll -

// Two cases repeating successors with other arguments: mlir-translate 22
// numbers the two forwarding blocks in either order from run to run;
// Strata numbers them in the order of the cases, every time.
llvm.func @switch_twice(%c: i32, %a: f32, %b: f32) {
  llvm.switch %c : i32, ^bb1(%a : f32) [
    1: ^bb2(%a : f32),
    2: ^bb1(%b : f32),
    3: ^bb2(%b : f32)
  ]
^bb1(%x: f32):
  llvm.call @use(%x) : (f32) -> ()
  llvm.return
^bb2(%y: f32):
  llvm.call @use(%y) : (f32) -> ()
  llvm.return
}

llvm.func @use(f32)

// CHECK-LABEL: define void @switch_twice(i32 %0, float %1, float %2) {
// CHECK-NEXT:   switch i32 %0, label %4 [
// CHECK-NEXT:     i32 1, label %6
// CHECK-NEXT:     i32 2, label %8
// CHECK-NEXT:     i32 3, label %10
// CHECK-NEXT:   ]
// CHECK:      8:
// CHECK-NEXT:   %9 = phi float [ %2, %3 ]
// CHECK-NEXT:   br label %4
// CHECK:      10:
// CHECK-NEXT:   %11 = phi float [ %2, %3 ]
// CHECK-NEXT:   br label %6
