// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// The start and end locations of a loop annotation come first in its node.

#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "g", file = #file, subprogramFlags = Definition>
#start = loc(fused<#sp>["a.c":3:5])
#end = loc(fused<#sp>["a.c":7:1])
#ann = #llvm.loop_annotation<startLoc = #start, endLoc = #end, mustProgress = true>
llvm.func @g(%c: i1) {
  llvm.br ^bb1
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #ann}
^bb2:
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @g(i1 %0) {
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %2, %1
// CHECK-NEXT:   br i1 %0, label %2, label %3, !llvm.loop !3
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %2
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/src")
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = distinct !{!3, !4, !6, !7}
// CHECK-NEXT: !4 = !DILocation(line: 3, column: 5, scope: !5)
// CHECK-NEXT: !5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
// CHECK-NEXT: !6 = !DILocation(line: 7, column: 1, scope: !5)
// CHECK-NEXT: !7 = !{!"llvm.loop.mustprogress"}
