// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Attributes of parameters, results, operands and globals the export
// carries: value ranges, the element type of inline assembly operands,
// invariant groups of loads and stores, the branch weights of an invoke,
// target-specific attributes of globals, dependent libraries, and complex
// constants as pairs.

module attributes {llvm.dependent_libraries = ["m", "pthread"]} {
  llvm.mlir.global external @plain(1 : i32) {target_specific_attrs = ["nosync", ["memory", "0"], ["flag", "on"], "lone"]} : i32
  llvm.mlir.global internal @with_section(2 : i64) {alignment = 8 : i64, section = "data.s", target_specific_attrs = [["flag", "on"], "lone", "nosync", ["memory", "0"]]} : i64
  llvm.mlir.global external @ext() {target_specific_attrs = ["nofree"]} : f32

  llvm.func @ranged(%a: i8 {llvm.range = #llvm.constant_range<i8, -2, 100>, llvm.noundef}, %b: i32) -> (i64 {llvm.range = #llvm.constant_range<i64, 1, 0>})

  llvm.func @use_range(%x: i8) -> i64 {
    %c = llvm.mlir.constant(3 : i32) : i32
    %0 = llvm.call @ranged(%x, %c) {arg_attrs = [{llvm.range = #llvm.constant_range<i8, 0, 10>}, {}], res_attrs = [{llvm.range = #llvm.constant_range<i64, 5, 6>}]} : (i8, i32) -> i64
    llvm.return %0 : i64
  }

  llvm.func @asm(%p: !llvm.ptr, %q: !llvm.ptr, %n: i32) {
    %0 = llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}, {}, {elementtype = !llvm.struct<(i8, f64)>}] "", "=*m,r,*m" %p, %n, %q : (!llvm.ptr, i32, !llvm.ptr) -> !llvm.void
    %1 = llvm.inline_asm operand_attrs = [{}, {elementtype = f64}] "", "=r,r,*m" %n, %q : (i32, !llvm.ptr) -> i32
    // Without a result (not even a void one), mlir-translate takes the
    // first dictionary for the result's.
    llvm.inline_asm operand_attrs = [{}, {elementtype = i16}] "", "*m" %p : (!llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @groups(%p: !llvm.ptr, %v: i32) -> i32 {
    llvm.store %v, %p invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
    %0 = llvm.load %p invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
    %1 = llvm.load %p invariant invariant_group dereferenceable<bytes = 4, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
    %2 = llvm.load %1 invariant_group {nontemporal} : !llvm.ptr -> i32
    %3 = llvm.add %0, %2 : i32
    llvm.return %3 : i32
  }

  llvm.func @may_throw()
  llvm.func @__gxx_personality_v0(...) -> i32

  llvm.func @weighted() attributes {personality = @__gxx_personality_v0} {
    llvm.invoke @may_throw() to ^ok unwind ^bad {branch_weights = array<i32 : 1000, 1>} : () -> ()
  ^ok:
    llvm.return
  ^bad:
    %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %0 : !llvm.struct<(ptr, i32)>
  }

  llvm.func @complex() -> !llvm.array<3 x struct<(f32, f32)>> {
    %0 = llvm.mlir.constant(dense<[(1.0, -2.0), (0.5, 0.0), (3.0, 4.0)]> : tensor<3xcomplex<f32>>) : !llvm.array<3 x struct<(f32, f32)>>
    llvm.return %0 : !llvm.array<3 x struct<(f32, f32)>>
  }

  llvm.func @complex_splat() -> !llvm.array<2 x array<2 x struct<(i16, i16)>>> {
    %0 = llvm.mlir.constant(dense<(7, -1)> : tensor<2x2xcomplex<i16>>) : !llvm.array<2 x array<2 x struct<(i16, i16)>>>
    llvm.return %0 : !llvm.array<2 x array<2 x struct<(i16, i16)>>>
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @plain = global i32 1 #0
// CHECK-NEXT: @with_section = internal global i64 2, section "data.s", align 8 #0
// CHECK-NEXT: @ext = external global float #1
// CHECK-EMPTY:
// CHECK-NEXT: declare range(i64 1, 0) i64 @ranged(i8 noundef range(i8 -2, 100), i32)
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @use_range(i8 %0) {
// CHECK-NEXT:   %2 = call range(i64 5, 6) i64 @ranged(i8 range(i8 0, 10) %0, i32 3)
// CHECK-NEXT:   ret i64 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @asm(ptr %0, ptr %1, i32 %2) {
// CHECK-NEXT:   call void asm sideeffect "", "=*m,r,*m"(ptr elementtype(i32) %0, i32 %2, ptr elementtype({ i8, double }) %1)
// CHECK-NEXT:   %4 = call i32 asm "", "=r,r,*m"(i32 %2, ptr elementtype(double) %1)
// CHECK-NEXT:   call void asm "", "*m"(ptr elementtype(i16) %0)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @groups(ptr %0, i32 %1) {
// CHECK-NEXT:   store i32 %1, ptr %0, align 4, !invariant.group !3
// CHECK-NEXT:   %3 = load i32, ptr %0, align 4, !invariant.group !3
// CHECK-NEXT:   %4 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable_or_null !4, !invariant.group !3
// CHECK-NEXT:   %5 = load i32, ptr %4, align 4, !nontemporal !5, !invariant.group !3
// CHECK-NEXT:   %6 = add i32 %3, %5
// CHECK-NEXT:   ret i32 %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @may_throw()
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @__gxx_personality_v0(...)
// CHECK-EMPTY:
// CHECK-NEXT: define void @weighted() personality ptr @__gxx_personality_v0 {
// CHECK-NEXT:   invoke void @may_throw()
// CHECK-NEXT:           to label %1 unwind label %2, !prof !6
// CHECK-EMPTY:
// CHECK-NEXT: 1:                                                ; preds = %0
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %0
// CHECK-NEXT:   %3 = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:   resume { ptr, i32 } %3
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define [3 x { float, float }] @complex() {
// CHECK-NEXT:   ret [3 x { float, float }] [{ float, float } { float 1.000000e+00, float -2.000000e+00 }, { float, float } { float 5.000000e-01, float 0.000000e+00 }, { float, float } { float 3.000000e+00, float 4.000000e+00 }]
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define [2 x [2 x { i16, i16 }]] @complex_splat() {
// CHECK-NEXT:   ret [2 x [2 x { i16, i16 }]] {{\[\[}}2 x { i16, i16 }] [{ i16, i16 } { i16 7, i16 -1 }, { i16, i16 } { i16 7, i16 -1 }], [2 x { i16, i16 }] [{ i16, i16 } { i16 7, i16 -1 }, { i16, i16 } { i16 7, i16 -1 }]]
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nosync memory(none) "flag"="on" "lone" }
// CHECK-NEXT: attributes #1 = { nofree }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dependent-libraries = !{!0, !1}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{!"m"}
// CHECK-NEXT: !1 = !{!"pthread"}
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = !{}
// CHECK-NEXT: !4 = !{i64 4}
// CHECK-NEXT: !5 = !{i32 1}
// CHECK-NEXT: !6 = !{!"branch_weights", i32 1000, i32 1}
