; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Branch weights and function entry counts.
define i32 @weights(i1 %c, i32 %x) !prof !0 {
entry:
  br i1 %c, label %a, label %b, !prof !1
a:
  switch i32 %x, label %b [
    i32 3, label %b
  ], !prof !2
b:
  ret i32 %x
}

!0 = !{!"function_entry_count", i64 17}
!1 = !{!"branch_weights", i32 5, i32 9}
!2 = !{!"branch_weights", !"expected", i32 1, i32 100}

; // -----

; Module flags, kernel metadata, dereferenceable pointers and comdats.
$g = comdat any
$h = comdat largest

@g = global i32 1, comdat
@h2 = global i32 2, comdat($h)

declare !reqd_work_group_size !1 !vec_type_hint !2 void @kernel()

define ptr @deref(ptr %p) comdat($g) {
  %q = load ptr, ptr %p, align 8, !dereferenceable_or_null !3
  ret ptr %q
}

!llvm.module.flags = !{!0, !4}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, i32 4, i32 1}
!2 = !{<4 x float> undef, i32 0}
!3 = !{i64 16}
!4 = !{i32 4, !"probe-stack", !"inline-asm"}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @weights(%arg0: i1, %arg1: i32) -> i32 attributes {function_entry_count = 17 : i64} {
; CHECK-NEXT:     llvm.cond_br %arg0 weights([5, 9]), ^bb1, ^bb2
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.switch %arg1 : i32, ^bb2 [
; CHECK-NEXT:       3: ^bb2
; CHECK-NEXT:     ] {branch_weights = array<i32: 1, 100>}
; CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
; CHECK-NEXT:     llvm.return %arg1 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.comdat @__llvm_global_comdat {
; CHECK-NEXT:     llvm.comdat_selector @g any
; CHECK-NEXT:     llvm.comdat_selector @h largest
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @g(1 : i32) comdat(@__llvm_global_comdat::@g) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external @h2(2 : i32) comdat(@__llvm_global_comdat::@h) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">]
; CHECK-NEXT:   llvm.func @kernel() attributes {reqd_work_group_size = array<i32: 8, 4, 1>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf32>>}
; CHECK-NEXT:   llvm.func @deref(%arg0: !llvm.ptr) -> !llvm.ptr comdat(@__llvm_global_comdat::@g) {
; CHECK-NEXT:     %0 = llvm.load %arg0 dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT: }
