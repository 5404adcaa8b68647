// RUN: not strata-opt %s -split-input-file 2>&1 | FileCheck %s

// A call between two functions with subprograms needs a location (the
// error is at the call's unknown location, so it is checked as text).

#src = #llvm.di_file<"calls.c" in "/tmp">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #src, isOptimized = false, emissionKind = LineTablesOnly>
#callee = #llvm.di_subprogram<compileUnit = #unit, scope = #src, name = "callee", file = #src, subprogramFlags = Definition>
#caller = #llvm.di_subprogram<compileUnit = #unit, scope = #src, name = "caller", file = #src, subprogramFlags = Definition>

llvm.func @callee() {
  llvm.return
} loc(fused<#callee>["calls.c":1:1])

llvm.func @caller() {
  // CHECK: <unknown>:0: error: inlinable function call in a function with a DISubprogram location must have a debug location
  llvm.call @callee() : () -> () loc(unknown)
  llvm.return
} loc(fused<#caller>["calls.c":5:1])

// -----

#src = #llvm.di_file<"calls.c" in "/tmp">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #src, isOptimized = false, emissionKind = LineTablesOnly>
#callee = #llvm.di_subprogram<compileUnit = #unit, scope = #src, name = "external", file = #src>
#caller = #llvm.di_subprogram<compileUnit = #unit, scope = #src, name = "caller", file = #src, subprogramFlags = Definition>

// A call to a declaration is not inlinable: no location is needed.
// CHECK-LABEL: llvm.func @caller_of_external
// CHECK: llvm.call @external() : () -> ()
llvm.func @external() loc(fused<#callee>["calls.c":30:1])

llvm.func @caller_of_external() {
  llvm.call @external() : () -> () loc(unknown)
  llvm.return
} loc(fused<#caller>["calls.c":31:1])
