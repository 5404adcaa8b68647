// RUN: strata-opt %s --allow-unregistered-dialect --topological-sort | FileCheck %s
// Graph regions (the module's) are sorted as MLIR's repeated sweeps do,
// including uses nested in regions, cycles and nested modules.

%2 = "test.c"(%1, %0) : (i32, i32) -> i32
%1 = "test.b"(%0) : (i32) -> i32
%0 = "test.a"() : () -> i32
"test.r"() ({
  %5 = "test.y"(%4) : (i32) -> i32
  %4 = "test.x"(%2) : (i32) -> i32
}) : () -> ()
%u = "test.cyc1"(%v) : (i32) -> i32
%v = "test.cyc2"(%u) : (i32) -> i32
%t = "test.after"(%v, %w) : (i32, i32) -> i32
%w = "test.late"() : () -> i32
func.func @f() {
  return
}
builtin.module {
  %q = "test.q"(%p) : (i32) -> i32
  %p = "test.p"() ({
    "test.use"(%n) : (i32) -> ()
  }) : () -> i32
  %n = "test.n"() : () -> i32
}

// CHECK: module {
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   %1 = "test.late"() : () -> i32
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     %7 = "test.n"() : () -> i32
// CHECK-NEXT:     %8 = "test.p"() ({
// CHECK-NEXT:       "test.use"(%7) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %9 = "test.q"(%8) : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = "test.b"(%0) : (i32) -> i32
// CHECK-NEXT:   %3 = "test.c"(%2, %0) : (i32, i32) -> i32
// CHECK-NEXT:   "test.r"() ({
// CHECK-NEXT:     %7 = "test.y"(%8) : (i32) -> i32
// CHECK-NEXT:     %8 = "test.x"(%3) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %4 = "test.cyc1"(%5) : (i32) -> i32
// CHECK-NEXT:   %5 = "test.cyc2"(%4) : (i32) -> i32
// CHECK-NEXT:   %6 = "test.after"(%5, %1) : (i32, i32) -> i32
// CHECK-NEXT: }
// CHECK-EMPTY:
