; RUN: strata-translate --import-llvm -mlir-print-debuginfo -split-input-file %s 2>&1 | FileCheck %s

; Debug information without the current debug info version is ignored,
; with LLVM's warning.

; The warnings come first (on the standard error, unbuffered).
; CHECK: warning: ignoring debug info with an invalid version (0) in within split at {{.*}}debug-info-version.ll:1 offset
; CHECK-NEXT: warning: ignoring debug info with an invalid version (2) in within split at {{.*}}debug-info-version.ll:23 offset
; CHECK: llvm.func @no_version()
; CHECK-NEXT: llvm.return loc(#[[UNKNOWN:loc[0-9]*]])
; CHECK-NEXT: } loc(#[[UNKNOWN]])
; CHECK-NOT: di_subprogram
define void @no_version() !dbg !3 {
  ret void, !dbg !4
}

!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1)
!1 = !DIFile(filename: "v.c", directory: "/")
!3 = distinct !DISubprogram(name: "no_version", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 1, column: 2, scope: !3)

; // -----

; CHECK: llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
; CHECK: llvm.func @old_version(%arg0: i32 loc(unknown))
; CHECK-NEXT: llvm.return
; CHECK-NOT: llvm.intr.dbg
@g = global i32 0, !dbg !5

define void @old_version(i32 %x) {
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !8
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.module.flags = !{!9}
!9 = !{i32 2, !"Debug Info Version", i32 2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1)
!1 = !DIFile(filename: "v.c", directory: "/")
!3 = distinct !DISubprogram(name: "old_version", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !10)
!7 = !DILocalVariable(name: "x", scope: !3)
!8 = !DILocation(line: 1, column: 2, scope: !3)
!10 = !DIBasicType(name: "int", size: 32)
