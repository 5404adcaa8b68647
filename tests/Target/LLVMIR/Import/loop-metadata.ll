; RUN: strata-translate --import-llvm -split-input-file %s 2>&1 | FileCheck %s

; Loop metadata on latches as loop annotations: options, followups (one
; annotation for the node they share) and parallel accesses (the access
; groups no instruction names are dropped).
define void @loops(ptr %p, i1 %c) {
entry:
  br label %header
header:
  %a = load i32, ptr %p, !llvm.access.group !20
  br i1 %c, label %header, label %second, !llvm.loop !0
second:
  br i1 %c, label %second, label %exit, !prof !30, !llvm.loop !10
exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = !{!"llvm.loop.vectorize.width", i32 4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!"llvm.loop.vectorize.followup_all", !11}
!6 = !{!"llvm.loop.parallel_accesses", !20, !21}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.licm.disable"}
!9 = !{!"llvm.loop.distribute.enable", i1 false}
!10 = distinct !{!10, !12, !13, !14, !15, !16}
!11 = distinct !{!11, !17}
!12 = !{!"llvm.loop.unroll_and_jam.enable"}
!13 = !{!"llvm.loop.unroll_and_jam.followup_inner", !11}
!14 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
!15 = !{!"llvm.loop.peeled.count", i32 2}
!16 = !{!"llvm.loop.unswitch.partial.disable"}
!17 = !{!"llvm.loop.disable_nonforced"}
!20 = distinct !{}
!21 = distinct !{}
!30 = !{!"branch_weights", i32 1, i32 7}

; // -----

; An unknown property drops the annotation; a malformed option drops its
; group, with warnings.
define void @bad(i1 %c) {
entry:
  br label %a, !llvm.loop !0
a:
  br i1 %c, label %a, label %b, !llvm.loop !3
b:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.frobnicate"}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !4, !5, !2}
!4 = !{!"llvm.loop.interleave.count", i64 2}
!5 = !{!"llvm.loop.unroll.full", i32 1}

; CHECK: <unknown>:0: warning: could not lookup access group
; CHECK-NEXT: <unknown>:0: warning: unknown loop annotation llvm.loop.frobnicate
; CHECK-NEXT: <unknown>:0: warning: expected metadata node llvm.loop.interleave.count to hold an i32 value
; CHECK-NEXT: <unknown>:0: warning: expected metadata node llvm.loop.unroll.full to hold no value
; CHECK-NEXT: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
; CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true>
; CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
; CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 2 : i32>
; CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<initiationinterval = 3 : i32>
; CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
; CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
; CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = false, followupInner = #loop_annotation>
; CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32, followupAll = #loop_annotation>
; CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, unroll = #loop_unroll, licm = #loop_licm, distribute = #loop_distribute, mustProgress = true, isVectorized = true, parallelAccesses = #access_group>
; CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<unrollAndJam = #loop_unroll_and_jam, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @loops(%arg0: !llvm.ptr, %arg1: i1) {
; CHECK-NEXT:     llvm.br ^bb1
; CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %0 = llvm.load %arg0 {access_groups = [#access_group], alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
; CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb2
; CHECK-NEXT:     llvm.cond_br %arg1 weights([1, 7]), ^bb2, ^bb3 {loop_annotation = #loop_annotation2}
; CHECK-NEXT:   ^bb3:  // pred: ^bb2
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<mustProgress = true>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @bad(%arg0: i1) {
; CHECK-NEXT:     llvm.br ^bb1
; CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
