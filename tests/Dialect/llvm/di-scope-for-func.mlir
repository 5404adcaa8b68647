// RUN: strata-opt %s --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func)" --split-input-file --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func{emission-kind=Full})" --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=FULL

// Subprograms for the functions: declarations without a compile unit;
// ops of other files get a lexical block file of theirs, call sites
// their callees scoped under the function's (nested ones in turn).

module {
  llvm.func @decl() loc("/src/lib/decl.c":4:2)
  llvm.func @def() -> i32 {
    %c = llvm.mlir.constant(1 : i32) : i32 loc("def.c":8:2)
    %0 = llvm.add %c, %c : i32 loc("other/file.c":7:3)
    %1 = llvm.mul %0, %c : i32 loc(callsite("inner"("callee.c":3:1) at "def.c":9:9))
    %2 = llvm.sub %1, %c : i32 loc(callsite(callsite("deep.c":1:1 at "mid.c":2:2) at "def.c":10:1))
    %3 = llvm.xor %2, %c : i32 loc("def.c":11:1)
    llvm.return %3 : i32 loc(unknown)
  } loc("def.c":8:1)
  llvm.func @named() loc("n"(fused["a", "/x/y.c":5:6]))
} loc("/m/mod.mlir":1:1)

// FULL: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file1, producer = "MLIR", isOptimized = true, emissionKind = Full>

// -----

// The compile unit of the module's location is used; a function with a
// subprogram keeps it.

#file = #llvm.di_file<"unit.c" in "/u">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "X", isOptimized = false, emissionKind = None>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "kept", file = #file, line = 3, subprogramFlags = Definition>
module {
  llvm.func @kept() {
    llvm.return loc("elsewhere.c":1:1)
  } loc(fused<#sp>["unit.c":3:1])
  llvm.func @fresh() {
    llvm.return loc(unknown)
  } loc(unknown)
} loc(fused<#cu>["unit.c":1:1])

// CHECK: module {
// CHECK-NEXT:   llvm.func @decl() loc(#loc15)
// CHECK-NEXT:   llvm.func @def() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
// CHECK-NEXT:     %1 = llvm.add %0, %0 : i32 loc(#loc19)
// CHECK-NEXT:     %2 = llvm.mul %1, %0 : i32 loc(#loc21)
// CHECK-NEXT:     %3 = llvm.sub %2, %0 : i32 loc(#loc24)
// CHECK-NEXT:     %4 = llvm.xor %3, %0 : i32 loc(#loc9)
// CHECK-NEXT:     llvm.return %4 : i32 loc(#loc10)
// CHECK-NEXT:   } loc(#loc17)
// CHECK-NEXT:   llvm.func @named() loc(#loc18)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #di_file = #llvm.di_file<"decl.c" in "/src/lib">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"mod.mlir" in "/m">
// CHECK-NEXT: #di_file2 = #llvm.di_file<"def.c" in "">
// CHECK-NEXT: #di_file3 = #llvm.di_file<"file.c" in "other">
// CHECK-NEXT: #di_file4 = #llvm.di_file<"callee.c" in "">
// CHECK-NEXT: #di_file5 = #llvm.di_file<"mid.c" in "">
// CHECK-NEXT: #di_file6 = #llvm.di_file<"deep.c" in "">
// CHECK-NEXT: #di_file7 = #llvm.di_file<"y.c" in "/x">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #loc = loc("/m/mod.mlir":1:1)
// CHECK-NEXT: #loc1 = loc("/src/lib/decl.c":4:2)
// CHECK-NEXT: #loc2 = loc("def.c":8:1)
// CHECK-NEXT: #loc3 = loc("def.c":8:2)
// CHECK-NEXT: #loc4 = loc("other/file.c":7:3)
// CHECK-NEXT: #loc5 = loc("callee.c":3:1)
// CHECK-NEXT: #loc6 = loc("def.c":9:9)
// CHECK-NEXT: #loc7 = loc("deep.c":1:1)
// CHECK-NEXT: #loc8 = loc("def.c":10:1)
// CHECK-NEXT: #loc9 = loc("def.c":11:1)
// CHECK-NEXT: #loc10 = loc(unknown)
// CHECK-NEXT: #loc11 = loc("a")
// CHECK-NEXT: #loc12 = loc("/x/y.c":5:6)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file1, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "decl", linkageName = "decl", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<scope = #di_file7, name = "named", linkageName = "named", file = #di_file7, line = 5, scopeLine = 5, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-NEXT: #loc13 = loc("inner"(#loc5))
// CHECK-NEXT: #loc14 = loc(fused[#loc11, #loc12])
// CHECK-NEXT: #di_subprogram2 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file2, name = "def", linkageName = "def", file = #di_file2, line = 8, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #loc15 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc16 = loc("n"(#loc14))
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram2, file = #di_file3, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_subprogram2, file = #di_file4, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file2 = #llvm.di_lexical_block_file<scope = #di_subprogram2, file = #di_file5, discriminator = 0>
// CHECK-NEXT: #loc17 = loc(fused<#di_subprogram2>[#loc2])
// CHECK-NEXT: #loc18 = loc(fused<#di_subprogram1>[#loc16])
// CHECK-NEXT: #di_lexical_block_file3 = #llvm.di_lexical_block_file<scope = #di_lexical_block_file2, file = #di_file6, discriminator = 0>
// CHECK-NEXT: #loc19 = loc(fused<#di_lexical_block_file>[#loc4])
// CHECK-NEXT: #loc20 = loc(fused<#di_lexical_block_file1>[#loc13])
// CHECK-NEXT: #loc21 = loc(callsite(#loc20 at #loc6))
// CHECK-NEXT: #loc22 = loc(fused<#di_lexical_block_file3>[#loc7])
// CHECK-NEXT: #loc23 = loc(fused<#di_lexical_block_file2>[#loc22])
// CHECK-NEXT: #loc24 = loc(callsite(#loc23 at #loc8))
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @kept() {
// CHECK-NEXT:     llvm.return loc(#loc7)
// CHECK-NEXT:   } loc(#loc5)
// CHECK-NEXT:   llvm.func @fresh() {
// CHECK-NEXT:     llvm.return loc(#loc3)
// CHECK-NEXT:   } loc(#loc6)
// CHECK-NEXT: } loc(#loc4)
// CHECK-NEXT: #di_file = #llvm.di_file<"unit.c" in "/u">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"elsewhere.c" in "">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #loc = loc("unit.c":1:1)
// CHECK-NEXT: #loc1 = loc("unit.c":3:1)
// CHECK-NEXT: #loc2 = loc("elsewhere.c":1:1)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #di_file, producer = "X", isOptimized = false, emissionKind = None>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "kept", file = #di_file, line = 3, subprogramFlags = Definition>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "fresh", linkageName = "fresh", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #loc4 = loc(fused<#di_compile_unit>[#loc])
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #loc5 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc6 = loc(fused<#di_subprogram1>[#loc3])
// CHECK-NEXT: #loc7 = loc(fused<#di_lexical_block_file>[#loc2])
// CHECK-EMPTY:
