// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Memory effects of functions and calls (`memory(...)`: the access to other
// memory as the default, then the locations that differ), AArch64's SME
// attributes, and passthrough attributes with integer values, decoded as
// LLVM reads them.

llvm.func @none() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

llvm.func @arg_only() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

llvm.func @mostly_read() attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = write, errnoMem = read, targetMem0 = read, targetMem1 = readwrite>, no_unwind}

llvm.func @streaming() attributes {arm_streaming, arm_new_za} {
  llvm.return
}

llvm.func @za_state() attributes {arm_locally_streaming, arm_in_za, arm_out_za, arm_inout_za, arm_preserves_za, arm_streaming_compatible}

llvm.func @alloc(i64, i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "0x100000000"], ["memory", "12"], ["uwtable", "2"], ["alignstack", "32"], ["vscale_range", "0x200000008"], "nofree", "custom", ["key", "value"], ["memory", "lots"]]}

llvm.func @caller(%n: i64) -> !llvm.ptr {
  llvm.call @none() {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  llvm.call @arg_only() {memory_effects = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = write, errnoMem = write, targetMem0 = write, targetMem1 = write>, no_unwind} : () -> ()
  %0 = llvm.call @alloc(%n, %n) : (i64, i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: memory(none)
// CHECK-NEXT: declare void @none() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: memory(argmem: readwrite)
// CHECK-NEXT: declare void @arg_only() #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind memory(read, inaccessiblemem: write, target_mem1: readwrite)
// CHECK-NEXT: declare void @mostly_read() #2
// CHECK-EMPTY:
// CHECK-NEXT: define void @streaming() #3 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @za_state()
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nofree allocsize(1,0) memory(inaccessiblemem: readwrite) alignstack(32) uwtable vscale_range(2,8)
// CHECK-NEXT: declare ptr @alloc(i64, i64) #4
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @caller(i64 %0) {
// CHECK-NEXT:   call void @none() #0
// CHECK-NEXT:   call void @arg_only() #5
// CHECK-NEXT:   %2 = call ptr @alloc(i64 %0, i64 %0)
// CHECK-NEXT:   ret ptr %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { memory(none) }
// CHECK-NEXT: attributes #1 = { memory(argmem: readwrite) }
// CHECK-NEXT: attributes #2 = { nounwind memory(read, inaccessiblemem: write, target_mem1: readwrite) }
// CHECK-NEXT: attributes #3 = { "aarch64_new_za" "aarch64_pstate_sm_enabled" }
// CHECK-NEXT: attributes #4 = { nofree allocsize(1,0) memory(inaccessiblemem: readwrite) alignstack=32 uwtable vscale_range(2,8) "custom" "key"="value" "memory"="lots" }
// CHECK-NEXT: attributes #5 = { nounwind memory(write, argmem: read) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
