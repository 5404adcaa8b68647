// RUN: strata-opt -pass-pipeline='builtin.module(llvm.func(mem2reg{region-simplify=false}))' -split-input-file %s | FileCheck %s

// Allocas of the entry block become SSA values; debug declarations of them
// become debug values of what is stored.

#di_file = #llvm.di_file<"m.c" in "/src">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_sub = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_cu, scope = #di_file, name = "f", file = #di_file, line = 1, subprogramFlags = Definition>
#var_x = #llvm.di_local_variable<scope = #di_sub, name = "x", file = #di_file, line = 2, type = #di_int>
#var_y = #llvm.di_local_variable<scope = #di_sub, name = "y", file = #di_file, line = 3, type = #di_int>

llvm.func @straight(%a: i32, %b: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var_x = %p : !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  %s = llvm.add %a, %b : i32
  llvm.store %s, %p : i32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}

llvm.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var_y = %p : !llvm.ptr
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.br ^j
^f:
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.br ^j
^j:
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}

// A load of the slot before any store reads `llvm.mlir.undef`; a debug
// value of the address gets an undefined address.
llvm.func @undef_read() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #var_x = %p : !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}

// Kept: a slot with a volatile store, and one whose address escapes.
llvm.func @use(!llvm.ptr)

llvm.func @kept(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %a, %p : i32, !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %a, %q : i32, !llvm.ptr
  llvm.call @use(%q) : (!llvm.ptr) -> ()
  %r = llvm.load %q : !llvm.ptr -> i32
  llvm.return %r : i32
}


// A block control never reaches passes the default value to a merge point.
llvm.func @unreached_pred(%c: i1, %a: i32, %b: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.br ^j
^f:
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.br ^j
^dead:
  llvm.br ^j
^j:
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_file = #llvm.di_file<"m.c" in "/src">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, subprogramFlags = Definition>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 2, type = #di_basic_type>
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "y", file = #di_file, line = 3, type = #di_basic_type>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @straight(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %arg0 : i32
// CHECK-NEXT:     %1 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %1 : i32
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %arg1 : i32
// CHECK-NEXT:     llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %arg2 : i32
// CHECK-NEXT:     llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %1 : i32
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @undef_read() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %2 : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @use(!llvm.ptr)
// CHECK-NEXT:   llvm.func @kept(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.store volatile %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @use(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @unreached_pred(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb4(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb4(%arg2 : i32)
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     llvm.br ^bb4(%0 : i32)
// CHECK-NEXT:   ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
