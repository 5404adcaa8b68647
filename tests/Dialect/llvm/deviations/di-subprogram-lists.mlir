// CONFORMANCE: skip (mlir-opt 22 cannot read back its output here; see docs/deviations.md)
// RUN: strata-opt %s -mlir-print-debuginfo | strata-opt -mlir-print-debuginfo | FileCheck %s
// A subprogram with both retained nodes and annotations: mlir-opt prints
// the annotations after the list of retained nodes and then takes the
// key for another list element. Strata ends the list at the key.

#di_file = #llvm.di_file<"a.c" in "/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
#di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "m">
#di_subprogram = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram, entity = #di_module>
#di_subprogram1 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition, retainedNodes = #di_imported_entity, annotations = #llvm.di_annotation<name = "key", value = "value">>

llvm.func @f() {
  llvm.return loc(fused<#di_subprogram1>["a.c":1:1])
}

// CHECK: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[0]<>, id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition, retainedNodes = #di_imported_entity, annotations = #llvm.di_annotation<name = "key", value = "value">>
