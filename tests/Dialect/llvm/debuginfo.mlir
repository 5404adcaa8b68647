// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// The debug info attributes of a small C program: a file, a compile unit,
// types, a subprogram with its variables, a lexical block and a label,
// printed with their aliases and defaults left out.

#src = #llvm.di_file<"point.c" in "/src/geometry">
#unit = #llvm.di_compile_unit<id = distinct[4]<>, sourceLanguage = DW_LANG_C11, file = #src, producer = "cc 1.0", isOptimized = true, emissionKind = LineTablesOnly, nameTableKind = None>
#i32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#f64 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#xfield = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #f64, sizeInBits = 64>
#yfield = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #f64, sizeInBits = 64, offsetInBits = 64>
#point = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #src, line = 2, sizeInBits = 128, alignInBits = 0, elements = #xfield, #yfield>
#pptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #point, sizeInBits = 64, dwarfAddressSpace = 0>
#sig = #llvm.di_subroutine_type<types = #i32, #pptr>
#norm = #llvm.di_subprogram<id = distinct[9]<>, compileUnit = #unit, scope = #src, name = "norm", linkageName = "norm", file = #src, line = 7, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #sig>
#p = #llvm.di_local_variable<scope = #norm, name = "p", file = #src, line = 7, arg = 1, type = #pptr, flags = Zero>
#block = #llvm.di_lexical_block<scope = #norm, file = #src, line = 9, column = 3>
#tmp = #llvm.di_local_variable<scope = #block, name = "tmp", file = #src, line = 10, type = #i32, flags = Artificial>
#done = #llvm.di_label<scope = #block, name = "done", file = #src, line = 12>


// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK: #di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
// CHECK: #di_file = #llvm.di_file<"point.c" in "/src/geometry">
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "cc 1.0", isOptimized = true, emissionKind = LineTablesOnly, nameTableKind = None>
// CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type1, sizeInBits = 64>
// CHECK: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type1, sizeInBits = 64, offsetInBits = 64>
// CHECK: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #di_file, line = 2, sizeInBits = 128, elements = #di_derived_type, #di_derived_type1>
// CHECK: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64, dwarfAddressSpace = 0>
// CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type2>
// CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "norm", linkageName = "norm", file = #di_file, line = 7, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 3>
// CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "p", file = #di_file, line = 7, arg = 1, type = #di_derived_type2>
// CHECK: #di_label = #llvm.di_label<scope = #di_lexical_block, name = "done", file = #di_file, line = 12>
// CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block, name = "tmp", file = #di_file, line = 10, type = #di_basic_type, flags = Artificial>
// CHECK-LABEL: llvm.func @norm
// CHECK: llvm.intr.dbg.declare #di_local_variable = %{{.*}} : !llvm.ptr
// CHECK: llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_constu(4), DW_OP_plus, DW_OP_stack_value]> = %{{.*}} : i32
// CHECK: llvm.intr.dbg.value #di_local_variable1 = %{{.*}} : i32
// CHECK: llvm.intr.dbg.label #di_label
llvm.func @norm(%arg0: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #p = %1 : !llvm.ptr loc(fused<#norm>["point.c":7:20])
  llvm.intr.dbg.value #tmp #llvm.di_expression<[DW_OP_constu(4), DW_OP_plus, DW_OP_stack_value]> = %0 : i32 loc(fused<#block>["point.c":10:5])
  llvm.intr.dbg.value #tmp #llvm.di_expression<> = %0 : i32
  llvm.intr.dbg.label #done loc(fused<#block>["point.c":12:1])
  llvm.return %0 : i32
} loc(fused<#norm>["point.c":7:1])

// LOC: #loc{{[0-9]+}} = loc(fused<#di_subprogram>[#loc{{[0-9]*}}])
// LOC: #loc{{[0-9]+}} = loc(fused<#di_lexical_block>[#loc{{[0-9]*}}])
