// RUN: strata-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s

// Linker options, dso_local_equivalent constants and unwind table kinds.
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.linker_options []
llvm.linker_options ["-lm"]

llvm.func @target()

llvm.mlir.global external constant @offset() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.addressof @offset : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.dso_local_equivalent @target : !llvm.ptr
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %4 = llvm.sub %3, %1 : i64
  %5 = llvm.trunc %4 : i64 to i32
  llvm.return %5 : i32
}

llvm.func @equivalent() -> !llvm.ptr attributes {uwtable_kind = #llvm.uwtableKind<sync>} {
  %0 = llvm.dso_local_equivalent @target : !llvm.ptr
  llvm.call %0() : !llvm.ptr, () -> ()
  llvm.return %0 : !llvm.ptr
}

llvm.func @async_tables() attributes {no_inline, uwtable_kind = #llvm.uwtableKind<async>} {
  llvm.return
}

llvm.func @no_tables() attributes {uwtable_kind = #llvm.uwtableKind<none>} {
  llvm.return
}

// -----

// Module flags of every kind of value.
llvm.module_flags [
  #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>,
  #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">,
  #llvm.mlir.module_flag<append, "CG Profile", [
    #llvm.cgprofile_entry<from = @caller, to = @callee, count = 7>,
    #llvm.cgprofile_entry<from = @caller, count = 1>,
    #llvm.cgprofile_entry<to = @caller, count = 0>
  ]>,
  #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile,
    total_count = 100, max_count = 50, max_internal_count = 40, max_function_count = 30,
    num_counts = 20, num_functions = 2, is_partial_profile = 1, partial_profile_ratio = 2.500000e-01 : f64,
    detailed_summary = <cut_off = 10000, min_count = 5, num_counts = 3>, <cut_off = 990000, min_count = 1, num_counts = 9>>>
]
llvm.func @caller()
llvm.func @callee()

// -----

llvm.module_flags [#llvm.mlir.module_flag<warning, "ProfileSummary", #llvm.profile_summary<format = CSInstrProf,
    total_count = 1, max_count = 1, max_internal_count = 0, max_function_count = 1,
    num_counts = 1, num_functions = 1, detailed_summary = <cut_off = 1, min_count = 1, num_counts = 1>>>]

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @offset = constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @target to i64), i64 ptrtoint (ptr @offset to i64)) to i32)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @target()
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: uwtable(sync)
// CHECK-NEXT: define ptr @equivalent() #0 {
// CHECK-NEXT:   call void dso_local_equivalent @target()
// CHECK-NEXT:   ret ptr dso_local_equivalent @target
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline uwtable
// CHECK-NEXT: define void @async_tables() #1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @no_tables() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { uwtable(sync) }
// CHECK-NEXT: attributes #1 = { noinline uwtable }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.linker.options = !{!0, !1, !2}
// CHECK-NEXT: !llvm.module.flags = !{!3}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{!"/DEFAULTLIB:", !"libcmt"}
// CHECK-NEXT: !1 = !{}
// CHECK-NEXT: !2 = !{!"-lm"}
// CHECK-NEXT: !3 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare void @caller()
// CHECK-EMPTY:
// CHECK-NEXT: declare void @callee()
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0, !1, !2, !7, !22}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 1, !"wchar_size", i32 4}
// CHECK-NEXT: !1 = !{i32 4, !"probe-stack", !"inline-asm"}
// CHECK-NEXT: !2 = !{i32 5, !"CG Profile", !3}
// CHECK-NEXT: !3 = distinct !{!4, !5, !6}
// CHECK-NEXT: !4 = !{ptr @caller, ptr @callee, i64 7}
// CHECK-NEXT: !5 = !{ptr @caller, null, i64 1}
// CHECK-NEXT: !6 = !{null, ptr @caller, i64 0}
// CHECK-NEXT: !7 = !{i32 1, !"ProfileSummary", !8}
// CHECK-NEXT: !8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18}
// CHECK-NEXT: !9 = !{!"ProfileFormat", !"SampleProfile"}
// CHECK-NEXT: !10 = !{!"TotalCount", i64 100}
// CHECK-NEXT: !11 = !{!"MaxCount", i64 50}
// CHECK-NEXT: !12 = !{!"MaxInternalCount", i64 40}
// CHECK-NEXT: !13 = !{!"MaxFunctionCount", i64 30}
// CHECK-NEXT: !14 = !{!"NumCounts", i64 20}
// CHECK-NEXT: !15 = !{!"NumFunctions", i64 2}
// CHECK-NEXT: !16 = !{!"IsPartialProfile", i64 1}
// CHECK-NEXT: !17 = !{!"PartialProfileRatio", double 2.500000e-01}
// CHECK-NEXT: !18 = !{!"DetailedSummary", !19}
// CHECK-NEXT: !19 = !{!20, !21}
// CHECK-NEXT: !20 = !{i64 10000, i64 5, i64 3}
// CHECK-NEXT: !21 = !{i64 990000, i64 1, i64 9}
// CHECK-NEXT: !22 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0, !12}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"ProfileSummary", !1}
// CHECK-NEXT: !1 = !{!2, !3, !4, !5, !6, !7, !8, !9}
// CHECK-NEXT: !2 = !{!"ProfileFormat", !"CSInstrProf"}
// CHECK-NEXT: !3 = !{!"TotalCount", i64 1}
// CHECK-NEXT: !4 = !{!"MaxCount", i64 1}
// CHECK-NEXT: !5 = !{!"MaxInternalCount", i64 0}
// CHECK-NEXT: !6 = !{!"MaxFunctionCount", i64 1}
// CHECK-NEXT: !7 = !{!"NumCounts", i64 1}
// CHECK-NEXT: !8 = !{!"NumFunctions", i64 1}
// CHECK-NEXT: !9 = !{!"DetailedSummary", !10}
// CHECK-NEXT: !10 = !{!11}
// CHECK-NEXT: !11 = !{i64 1, i64 1, i64 1}
// CHECK-NEXT: !12 = !{i32 2, !"Debug Info Version", i32 3}
