; RUN: strata-translate --import-llvm %s 2>&1 | FileCheck %s

; Metadata kinds the import does not handle yet are dropped with a warning
; naming them (mlir-translate imports them).

; CHECK: warning: metadata not imported yet, attachments dropped: !tbaa, !llvm.loop
; CHECK: llvm.func @f
define void @f(ptr %p) {
entry:
  store i32 0, ptr %p, !tbaa !0
  br label %loop
loop:
  br label %loop, !llvm.loop !3
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
!3 = distinct !{!3}
