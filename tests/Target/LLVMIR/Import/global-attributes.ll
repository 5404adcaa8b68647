; RUN: strata-translate --import-llvm %s | FileCheck %s

; The attribute groups of globals as target-specific attributes: keyword
; attributes, then integer ones (memory effects encoded as LLVM encodes
; them, unwind tables), then strings, each sorted.
@a = global i32 0 #0
@b = external global double #1
@c = global i32 1, section "s" #2

attributes #0 = { "z" nounwind cold "k"="v" }
attributes #1 = { readonly uwtable(sync) }
attributes #2 = { memory(write, argmem: none, target_mem1: readwrite) norecurse }

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @a(0 : i32) {addr_space = 0 : i32, target_specific_attrs = ["cold", "nounwind", ["k", "v"], "z"]} : i32
; CHECK-NEXT:   llvm.mlir.global external @b() {addr_space = 0 : i32, target_specific_attrs = {{\[\[}}"memory", "1365"], ["uwtable", "1"]]} : f64
; CHECK-NEXT:   llvm.mlir.global external @c(1 : i32) {addr_space = 0 : i32, section = "s", target_specific_attrs = ["norecurse", ["memory", "3752"]]} : i32
; CHECK-NEXT: }
