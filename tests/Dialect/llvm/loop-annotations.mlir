// RUN: strata-opt %s | FileCheck %s

// Loop annotations with every option group, followups shared by node, nested
// groups written without their mnemonic, and MMRA tags.

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

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = false>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 8 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = false>
// CHECK-NEXT: #loop_licm1 = #llvm.loop_licm<disable = true, versioningDisable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 5 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = true>
// CHECK-NEXT: #loop_pipeline1 = #llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = false>
// CHECK-NEXT: #loop_unswitch1 = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true>
// CHECK-NEXT: #mmra_tag = #llvm.mmra_tag<"a":"b">
// CHECK-NEXT: #mmra_tag1 = #llvm.mmra_tag<"c":"d">
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = false, vectorize = #loop_vectorize, unroll = #loop_unroll, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, unswitch = #loop_unswitch, mustProgress = false, isVectorized = false>
// CHECK-NEXT: #loop_distribute1 = #llvm.loop_distribute<disable = true, followupCoincident = #loop_annotation, followupSequential = #loop_annotation, followupFallback = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<disable = false, count = 16 : i32, runtimeDisable = true, full = true, followupUnrolled = #loop_annotation, followupRemainder = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = false, count = 32 : i32, followupOuter = #loop_annotation, followupInner = #loop_annotation, followupRemainderOuter = #loop_annotation, followupRemainderInner = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_vectorize1 = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #loop_annotation, followupEpilogue = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize1, interleave = #loop_interleave, unroll = #loop_unroll1, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm1, distribute = #loop_distribute1, pipeline = #loop_pipeline1, peeled = #loop_peeled, unswitch = #loop_unswitch1, mustProgress = true, isVectorized = true, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {access_groups = [#access_group, #access_group1], llvm.mmra = #mmra_tag} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.fence release {llvm.mmra = [#mmra_tag, #mmra_tag1]}
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb1 {loop_annotation = #loop_annotation2}
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
