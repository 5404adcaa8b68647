// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Atomics, fences, variadic arguments, inline assembly, structors, comdats.
llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr) {
  %0 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %p, %q syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %2 = llvm.atomicrmw fadd %p, %f acq_rel : !llvm.ptr, f32
  %3 = llvm.atomicrmw _and %p, %i release : !llvm.ptr, i32
  %4 = llvm.atomicrmw umax %p, %i acquire : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg weak volatile %p, %q, %q syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %7 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i1)>
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
llvm.func @variadic(%a: i32, ...) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %l = llvm.alloca %c x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  %l2 = llvm.alloca %c x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  llvm.intr.vastart %l : !llvm.ptr
  llvm.intr.vacopy %l to %l2 : !llvm.ptr, !llvm.ptr
  %0 = llvm.va_arg %l : (!llvm.ptr) -> i32
  llvm.intr.vaend %l2 : !llvm.ptr
  llvm.intr.vaend %l : !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @asm(%a: i32, %b: i32) -> i32 {
  %0 = llvm.inline_asm "add $0, $1", "=r,r" %a : (i32) -> i32
  llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "nop", "" : () -> ()
  %2 = llvm.inline_asm tail_call_kind = <tail> "mov $0, $1", "=r,r,r" %a, %b : (i32, i32) -> i32
  llvm.return %0 : i32
}
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@ctor], priorities = [1 : i32], data = [#llvm.zero]
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @big largest
}
llvm.mlir.global internal constant @has_comdat(1 : i64) comdat(@__llvm_comdat::@any) : i64
llvm.func @pers(%a: i32) -> i32 attributes {personality = @ctor} {
  llvm.return %a : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @atomics(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.atomicrmw add %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %1 = llvm.atomicrmw volatile xchg %arg0, %arg3 syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %2 = llvm.atomicrmw fadd %arg0, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %3 = llvm.atomicrmw _and %arg0, %arg1 release : !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.atomicrmw umax %arg0, %arg1 acquire : !llvm.ptr, i32
// CHECK-NEXT:     %5 = llvm.cmpxchg %arg0, %arg1, %arg1 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %6 = llvm.cmpxchg weak volatile %arg0, %arg3, %arg3 syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %7 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:     llvm.fence acquire
// CHECK-NEXT:     llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @variadic(%arg0: i32, ...) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.intr.vastart %1 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.vacopy %1 to %2 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %3 = llvm.va_arg %1 : (!llvm.ptr) -> i32
// CHECK-NEXT:     llvm.intr.vaend %2 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.vaend %1 : !llvm.ptr
// CHECK-NEXT:     llvm.return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @asm(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.inline_asm "add $0, $1", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT:     llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "nop", ""  : () -> ()
// CHECK-NEXT:     %1 = llvm.inline_asm tail_call_kind = <tail> "mov $0, $1", "=r,r,r" %arg0, %arg1 : (i32, i32) -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ctor() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
// CHECK-NEXT:   llvm.mlir.global_dtors dtors = [@ctor], priorities = [1 : i32], data = [#llvm.zero]
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @any any
// CHECK-NEXT:     llvm.comdat_selector @big largest
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal constant @has_comdat(1 : i64) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.func @pers(%arg0: i32) -> i32 attributes {personality = @ctor} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
