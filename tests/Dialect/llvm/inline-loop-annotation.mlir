// RUN: strata-opt %s -inline | FileCheck %s

// The start and end locations of an inlined loop annotation (its
// followup's too) become call-site locations fused with the caller's
// subprogram; a caller without one leaves them.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "loop", file = #file, subprogramFlags = Definition>
#sp_caller = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "user", file = #file, subprogramFlags = Definition>
#start = loc(fused<#sp_callee>["a.c":3:1])
#end = loc(fused<#sp_callee>["a.c":9:1])
#inner = #llvm.loop_annotation<disableNonforced = true, startLoc = #start>
#annot = #llvm.loop_annotation<unroll = <followupAll = #inner>, startLoc = #start, endLoc = #end>

llvm.func @cond() -> i1

llvm.func @loop() {
  llvm.br ^head
^head:
  %c = llvm.call @cond() : () -> i1
  llvm.cond_br %c, ^head, ^exit {loop_annotation = #annot}
^exit:
  llvm.return
}

llvm.func @user() {
  llvm.call @loop() : () -> () loc(fused<#sp_caller>["a.c":20:3])
  llvm.return
} loc(fused<#sp_caller>["a.c":18:1])

llvm.func @plain_user() {
  llvm.call @loop() : () -> ()
  llvm.return
}

// CHECK: #di_file = #llvm.di_file<"a.c" in "/src">
// CHECK-NEXT: #loc = loc("a.c":3:1)
// CHECK-NEXT: #loc1 = loc("a.c":9:1)
// CHECK-NEXT: #loc2 = loc("a.c":20:3)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = true, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "loop", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "user", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc])
// CHECK-NEXT: #loc4 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc5 = loc(fused<#di_subprogram1>[#loc2])
// CHECK-NEXT: #loc6 = loc(callsite(#loc3 at #loc5))
// CHECK-NEXT: #loc7 = loc(callsite(#loc4 at #loc5))
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true, startLoc = #loc3>
// CHECK-NEXT: #loc8 = loc(fused<#di_subprogram1>[#loc6])
// CHECK-NEXT: #loc9 = loc(fused<#di_subprogram1>[#loc7])
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, startLoc = #loc3, endLoc = #loc4>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = true, startLoc = #loc8>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<followupAll = #loop_annotation2>
// CHECK-NEXT: #loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll1, startLoc = #loc8, endLoc = #loc9>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @cond() -> i1
// CHECK-NEXT:   llvm.func @loop() {
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT:     llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @user() {
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT:     llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation3}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @plain_user() {
// CHECK-NEXT:     llvm.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT:     llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
