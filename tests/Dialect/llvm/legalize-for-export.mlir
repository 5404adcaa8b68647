// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -llvm-legalize-for-export | FileCheck %s

// A successor with arguments named twice: the second occurrence goes
// through a new block that forwards its arguments.
llvm.func @repeated(%c: i1, %a: i32, %b: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return
}

// Successors without arguments may repeat.
llvm.func @repeated_no_args(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}

// One successor repeated three times in a switch, another once.
llvm.func @switch(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2,
    2: ^bb1(%v : i32),
    3: ^bb2,
    4: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  llvm.return
^bb2:
  llvm.return
}

// -----

// Any op's successors, in any dialect, in nested regions too.
func.func @func_cf(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%d : i1)
^bb1(%x: i1):
  "test.region"() ({
    cf.cond_br %x, ^bb2(%x : i1), ^bb2(%d : i1)
  ^bb2(%y: i1):
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Consecutive fragments of debug-info expressions are merged, wherever the
// expressions are.
#di_file = #llvm.di_file<"foo.c" in "/dir/">
#di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "s", file = #di_file, subprogramFlags = Definition>
#i8 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i8", sizeInBits = 8, encoding = DW_ATE_unsigned>
#var = #llvm.di_local_variable<scope = #di_subprogram, name = "v", file = #di_file, line = 10, type = #i8>
#gv = #llvm.di_global_variable<scope = #di_file, name = "g", file = #di_file, line = 1, type = #i8>
llvm.mlir.global external @g() {dbg_exprs = [#llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(1, 2)]>>]} : i32
llvm.func @exprs(%p: !llvm.ptr) {
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(1, 2), DW_OP_deref, DW_OP_LLVM_fragment(3, 4), DW_OP_LLVM_fragment(5, 6), DW_OP_LLVM_fragment(7, 8)]> = %p : !llvm.ptr
  llvm.intr.dbg.declare #var #llvm.di_expression<[DW_OP_LLVM_fragment(0, 8)]> = %p : !llvm.ptr
  "test.op"() {a = #llvm.di_expression<[DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(1, 2)]>, b = [#llvm.di_expression<[DW_OP_LLVM_fragment(2, 4), DW_OP_LLVM_fragment(1, 2)]>]} : () -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @repeated_no_args(%arg0: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @switch(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
// CHECK-NEXT:       1: ^bb2,
// CHECK-NEXT:       2: ^bb3(%arg0 : i32),
// CHECK-NEXT:       3: ^bb2,
// CHECK-NEXT:       4: ^bb4(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb3, ^bb4
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i32)
// CHECK-NEXT:   ^bb4(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%2 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @func_cf(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg0 : i1), ^bb2(%arg1 : i1)
// CHECK-NEXT:   ^bb1(%0: i1):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       cf.cond_br %0, ^bb1(%0 : i1), ^bb2(%arg1 : i1)
// CHECK-NEXT:     ^bb1(%2: i1):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       "test.terminator"() : () -> ()
// CHECK-NEXT:     ^bb2(%3: i1):  // pred: ^bb0
// CHECK-NEXT:       llvm.br ^bb1(%3 : i1)
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%1: i1):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb1(%1 : i1)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i8", sizeInBits = 8, encoding = DW_ATE_unsigned>
// CHECK-NEXT: #di_file = #llvm.di_file<"foo.c" in "/dir/">
// CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_file, name = "g", file = #di_file, line = 1, type = #di_basic_type>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "s", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <[DW_OP_LLVM_fragment(9, 16)]>>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "v", file = #di_file, line = 10, type = #di_basic_type>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.mlir.global external @g() {addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression]} : i32
// CHECK-NEXT:   llvm.func @exprs(%arg0: !llvm.ptr) {
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(9, 16), DW_OP_deref, DW_OP_LLVM_fragment(15, 4)]> = %arg0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<[DW_OP_LLVM_fragment(0, 8)]> = %arg0 : !llvm.ptr
// CHECK-NEXT:     "test.op"() {a = #llvm.di_expression<[DW_OP_LLVM_fragment(9, 16)]>, b = [#llvm.di_expression<[DW_OP_LLVM_fragment(3, 4)]>]} : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
