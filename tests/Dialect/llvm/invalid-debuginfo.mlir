// RUN: strata-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @+2 {{invalid debug info debug info tag name: DW_TAG_bogus}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
"test.op"() {a = #llvm.di_basic_type<tag = DW_TAG_bogus, name = "b">} : () -> ()

// -----

// expected-error @+1 {{struct is missing required parameter: name}}
"test.op"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, sizeInBits = 8>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: line}}
"test.op"() {a = #llvm.di_label<scope = #llvm.di_file<"a" in "b">, line = 1, line = 2>} : () -> ()

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'scope' which is to be a `DIScopeAttr`}}
"test.op"() {a = #llvm.di_local_variable<scope = #llvm.di_null_type>} : () -> ()

// -----

// expected-error @+2 {{expected one of [None, Full, LineTablesOnly, DebugDirectivesOnly] for LLVM debug emission kind, got: Partial}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
"test.op"() {a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a" in "b">, isOptimized = false, emissionKind = Partial>} : () -> ()

// -----

// expected-error @+2 {{for LLVM DISubprogram flags, got: Definition|Inline}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
"test.op"() {a = #llvm.di_subprogram<subprogramFlags = "Definition|Inline">} : () -> ()

// -----

// expected-error @+3 {{invalid debug info debug info operation encoding name: DW_OP_nothing}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
"test.op"() {a = #llvm.di_expression<[DW_OP_deref, DW_OP_nothing]>} : () -> ()

// -----

// expected-error @+1 {{expected 'in'}}
"test.op"() {a = #llvm.di_file<"a.c", "/">} : () -> ()
