; RUN: not strata-translate --import-llvm -split-input-file %s 2>&1 | FileCheck %s

; CHECK: offset :7:3: error: expected instruction opcode
; CHECK-NEXT: frob i32 0
; CHECK-NEXT: ^
define void @unknown_opcode() {
  frob i32 0
  ret void
}

; // -----

; CHECK: offset :5:11: error: use of undefined value '%missing'
define i32 @undefined_value() {
  ret i32 %missing
}

; // -----

; CHECK: offset :4:23: error: end of file in string constant
@s = global [2 x i8] c"a
