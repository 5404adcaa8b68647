; RUN: strata-translate --import-llvm -mlir-print-debuginfo %s | FileCheck %s

; Without debug information, the module and the globals are located at the
; file, everything else is unknown.
@g = global i32 3

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

; CHECK: #loc1 = loc(unknown)
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @g(3 : i32) {addr_space = 0 : i32} : i32 loc(#loc)
; CHECK-NEXT:   llvm.func @f(%arg0: i32 loc(unknown)) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc1)
; CHECK-NEXT:     %1 = llvm.add %arg0, %0 : i32 loc(#loc1)
; CHECK-NEXT:     llvm.return %1 : i32 loc(#loc1)
; CHECK-NEXT:   } loc(#loc1)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("{{.*}}locations.ll":0:0)
