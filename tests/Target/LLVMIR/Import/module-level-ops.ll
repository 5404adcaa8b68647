; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Linker options, module flags of every kind of value, unwind table kinds,
; dso_local_equivalent constants and the token none value.
!llvm.linker.options = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5, !9}

!0 = !{!"/DEFAULTLIB:", !"libcmt"}
!1 = !{}
!2 = !{!"-lm"}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 5, !"CG Profile", !6}
!5 = !{i32 4, !"probe-stack", !"inline-asm"}
!6 = distinct !{!7, !8}
!7 = !{ptr @caller, ptr @callee, i64 12}
!8 = !{null, ptr @caller, i64 3}
!9 = !{i32 1, !"ProfileSummary", !10}
!10 = !{!11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!11 = !{!"ProfileFormat", !"SampleProfile"}
!12 = !{!"TotalCount", i64 100}
!13 = !{!"MaxCount", i64 50}
!14 = !{!"MaxInternalCount", i64 40}
!15 = !{!"MaxFunctionCount", i64 30}
!16 = !{!"NumCounts", i64 20}
!17 = !{!"NumFunctions", i64 2}
!18 = !{!"IsPartialProfile", i64 1}
!19 = !{!"PartialProfileRatio", double 2.500000e-01}
!20 = !{!"DetailedSummary", !21}
!21 = !{!22, !23}
!22 = !{i32 10000, i64 5, i32 3}
!23 = !{i32 990000, i64 1, i32 9}

declare void @callee()

define void @caller() uwtable {
  ret void
}

define ptr @sync_tables() uwtable(sync) {
  call void dso_local_equivalent @callee()
  ret ptr dso_local_equivalent @callee
}

define void @token_none() {
  call void @llvm.unknown.token.user(token none)
  ret void
}

declare void @llvm.unknown.token.user(token)

; // -----

; A profile summary without the optional fields.
!llvm.module.flags = !{!0}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 1}
!4 = !{!"MaxCount", i64 2}
!5 = !{!"MaxInternalCount", i64 3}
!6 = !{!"MaxFunctionCount", i64 4}
!7 = !{!"NumCounts", i64 5}
!8 = !{!"NumFunctions", i64 6}
!9 = !{!"DetailedSummary", !10}
!10 = !{!11}
!11 = !{i32 7, i64 8, i32 9}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
; CHECK-NEXT:   llvm.linker_options []
; CHECK-NEXT:   llvm.linker_options ["-lm"]
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @caller, to = @callee, count = 12>, #llvm.cgprofile_entry<to = @caller, count = 3>]>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile, total_count = 100, max_count = 50, max_internal_count = 40, max_function_count = 30, num_counts = 20, num_functions = 2, is_partial_profile = 1, partial_profile_ratio = 2.500000e-01 : f64, detailed_summary = <cut_off = 10000, min_count = 5, num_counts = 3>, <cut_off = 990000, min_count = 1, num_counts = 9>>>]
; CHECK-NEXT:   llvm.func @callee()
; CHECK-NEXT:   llvm.func @caller() attributes {uwtable_kind = #llvm.uwtableKind<async>} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @sync_tables() -> !llvm.ptr attributes {uwtable_kind = #llvm.uwtableKind<sync>} {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @callee : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.dso_local_equivalent @callee : !llvm.ptr
; CHECK-NEXT:     llvm.call %1() : !llvm.ptr, () -> ()
; CHECK-NEXT:     llvm.return %1 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @token_none() {
; CHECK-NEXT:     %0 = llvm.mlir.none : !llvm.token
; CHECK-NEXT:     llvm.call_intrinsic "llvm.unknown.token.user"(%0) : (!llvm.token) -> ()
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @llvm.unknown.token.user(!llvm.token)
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 7, min_count = 8, num_counts = 9>>>]
; CHECK-NEXT: }
