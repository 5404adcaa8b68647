; RUN: strata-translate --import-llvm %s 2>&1 | FileCheck %s

; Metadata kinds the import does not handle yet (debug information) are
; dropped with a warning naming them (mlir-translate imports them).

; CHECK: warning: metadata not imported yet, attachments dropped: !dbg
; CHECK: llvm.func @f
define void @f(ptr %p) !dbg !3 {
entry:
  store i32 0, ptr %p, !dbg !4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1)
!1 = !DIFile(filename: "f.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 1, column: 2, scope: !3)
!5 = !{i32 2, !"Debug Info Version", i32 3}
