// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// Loop annotations as !llvm.loop nodes (one per annotation, followups
// shared), and MMRA tags as !mmra.

#followup = #llvm.loop_annotation<disableNonforced = true>
#vec = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup>
#unroll = #llvm.loop_unroll<disable = false, count = 16 : i32, runtimeDisable = true, full = true, followupUnrolled = #followup, followupRemainder = #followup, followupAll = #followup>
#uj = #llvm.loop_unroll_and_jam<disable = false, count = 32 : i32, followupOuter = #followup, followupInner = #followup, followupRemainderOuter = #followup, followupRemainderInner = #followup, followupAll = #followup>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#dist = #llvm.loop_distribute<disable = true, followupCoincident = #followup, followupSequential = #followup, followupFallback = #followup, followupAll = #followup>
#pipe = #llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>
#peel = #llvm.loop_peeled<count = 5 : i32>
#unsw = #llvm.loop_unswitch<partialDisable = true>
#inter = #llvm.loop_interleave<count = 8 : i32>
#g0 = #llvm.access_group<id = distinct[0]<>>
#g1 = #llvm.access_group<id = distinct[1]<>>
#a = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, interleave = #inter, unroll = #unroll, unrollAndJam = #uj, licm = #licm, distribute = #dist, pipeline = #pipe, peeled = #peel, unswitch = #unsw, mustProgress = true, isVectorized = true, parallelAccesses = #g0, #g1>
#b = #llvm.loop_annotation<unroll = <disable = true>, isVectorized = false, mustProgress = false, disableNonforced = false, licm = #llvm.loop_licm<disable = false>, pipeline = #llvm.loop_pipeline<disable = true>, unswitch = #llvm.loop_unswitch<partialDisable = false>, vectorize = #llvm.loop_vectorize<disable = true>, distribute = #llvm.loop_distribute<disable = false>>
#m = #llvm.mmra_tag<"a":"b">
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  %0 = llvm.load %p {access_groups = [#g0, #g1], llvm.mmra = #m} : !llvm.ptr -> i32
  llvm.fence release {llvm.mmra = [#m, #llvm.mmra_tag<"c":"d">]}
  llvm.br ^bb1
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #b}
^bb2:
  llvm.br ^bb1 {loop_annotation = #a}
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0, i1 %1) {
// CHECK-NEXT:   %3 = load i32, ptr %0, align 4, !llvm.access.group !1, !mmra !4
// CHECK-NEXT:   fence release, !mmra !5
// CHECK-NEXT:   br label %4
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %5, %4, %2
// CHECK-NEXT:   br i1 %1, label %4, label %5, !llvm.loop !7
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %4
// CHECK-NEXT:   br label %4, !llvm.loop !13
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2, !3}
// CHECK-NEXT: !2 = distinct !{}
// CHECK-NEXT: !3 = distinct !{}
// CHECK-NEXT: !4 = !{!"a", !"b"}
// CHECK-NEXT: !5 = !{!4, !6}
// CHECK-NEXT: !6 = !{!"c", !"d"}
// CHECK-NEXT: !7 = distinct !{!7, !8, !9, !10, !11, !12}
// CHECK-NEXT: !8 = !{!"llvm.loop.isvectorized", i32 0}
// CHECK-NEXT: !9 = !{!"llvm.loop.vectorize.enable", i1 false}
// CHECK-NEXT: !10 = !{!"llvm.loop.unroll.disable"}
// CHECK-NEXT: !11 = !{!"llvm.loop.distribute.enable", i1 true}
// CHECK-NEXT: !12 = !{!"llvm.loop.pipeline.disable", i1 true}
// CHECK-NEXT: !13 = distinct !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51}
// CHECK-NEXT: !14 = !{!"llvm.loop.disable_nonforced"}
// CHECK-NEXT: !15 = !{!"llvm.loop.mustprogress"}
// CHECK-NEXT: !16 = !{!"llvm.loop.isvectorized", i32 1}
// CHECK-NEXT: !17 = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-NEXT: !18 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// CHECK-NEXT: !19 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// CHECK-NEXT: !20 = !{!"llvm.loop.vectorize.width", i32 16}
// CHECK-NEXT: !21 = !{!"llvm.loop.vectorize.followup_vectorized", !22}
// CHECK-NEXT: !22 = distinct !{!22, !14}
// CHECK-NEXT: !23 = !{!"llvm.loop.vectorize.followup_epilogue", !22}
// CHECK-NEXT: !24 = !{!"llvm.loop.vectorize.followup_all", !22}
// CHECK-NEXT: !25 = !{!"llvm.loop.interleave.count", i32 8}
// CHECK-NEXT: !26 = !{!"llvm.loop.unroll.enable"}
// CHECK-NEXT: !27 = !{!"llvm.loop.unroll.count", i32 16}
// CHECK-NEXT: !28 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
// CHECK-NEXT: !29 = !{!"llvm.loop.unroll.full"}
// CHECK-NEXT: !30 = !{!"llvm.loop.unroll.followup_unrolled", !22}
// CHECK-NEXT: !31 = !{!"llvm.loop.unroll.followup_remainder", !22}
// CHECK-NEXT: !32 = !{!"llvm.loop.unroll.followup_all", !22}
// CHECK-NEXT: !33 = !{!"llvm.loop.unroll_and_jam.enable"}
// CHECK-NEXT: !34 = !{!"llvm.loop.unroll_and_jam.count", i32 32}
// CHECK-NEXT: !35 = !{!"llvm.loop.unroll_and_jam.followup_outer", !22}
// CHECK-NEXT: !36 = !{!"llvm.loop.unroll_and_jam.followup_inner", !22}
// CHECK-NEXT: !37 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !22}
// CHECK-NEXT: !38 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !22}
// CHECK-NEXT: !39 = !{!"llvm.loop.unroll_and_jam.followup_all", !22}
// CHECK-NEXT: !40 = !{!"llvm.licm.disable"}
// CHECK-NEXT: !41 = !{!"llvm.loop.licm_versioning.disable"}
// CHECK-NEXT: !42 = !{!"llvm.loop.distribute.enable", i1 false}
// CHECK-NEXT: !43 = !{!"llvm.loop.distribute.followup_coincident", !22}
// CHECK-NEXT: !44 = !{!"llvm.loop.distribute.followup_sequential", !22}
// CHECK-NEXT: !45 = !{!"llvm.loop.distribute.followup_fallback", !22}
// CHECK-NEXT: !46 = !{!"llvm.loop.distribute.followup_all", !22}
// CHECK-NEXT: !47 = !{!"llvm.loop.pipeline.disable", i1 false}
// CHECK-NEXT: !48 = !{!"llvm.loop.pipeline.initiationinterval", i32 2}
// CHECK-NEXT: !49 = !{!"llvm.loop.peeled.count", i32 5}
// CHECK-NEXT: !50 = !{!"llvm.loop.unswitch.partial.disable"}
// CHECK-NEXT: !51 = !{!"llvm.loop.parallel_accesses", !2, !3}
