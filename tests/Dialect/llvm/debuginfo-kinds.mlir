// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// The other debug info attributes, with recursive types, flags, location
// expressions, a derived type as a scope and the attributes that get no
// alias.

#f = #llvm.di_file<"list.f90" in "/work">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #f, isOptimized = false, emissionKind = Full>
#node_self = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#next = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #node_self, sizeInBits = 64>
#node = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "node", file = #f, line = 4, flags = "Public|TypePassByValue", elements = #next>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #node, flags = Vector, dataLocation = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 8 : i64, lowerBound = 1 : i64>, #llvm.di_generic_subrange<lowerBound = 0 : i32, stride = 4 : i32>>
#ns = #llvm.di_namespace<name = "lists", exportSymbols = true>
#mod = #llvm.di_module<file = #f, scope = #cu, name = "listmod", configMacros = "-DX", line = 3, isDecl = true>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "chars", sizeInBits = 80, encoding = DW_ATE_UTF>
#gv = #llvm.di_global_variable<scope = #mod, name = "head", linkageName = "listmod_head", file = #f, line = 5, type = #node, isLocalToUnit = true, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_LLVM_convert(32, DW_ATE_unsigned), DW_OP_LLVM_fragment(0, 32)]>>
#common = #llvm.di_common_block<scope = #mod, decl = #gv, name = "blk", file = #f, line = 6>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #mod, name = "walk", file = #f, subprogramFlags = Definition, type = <callingConvention = DW_CC_nocall>, retainedNodes = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #mod, entity = #ns, file = #f, line = 9>>
#sp2 = #llvm.di_subprogram<scope = #f, name = "hot", annotations = #llvm.di_annotation<name = "hot", value = "yes">>
#lbf = #llvm.di_lexical_block_file<scope = #sp, discriminator = 0>
#member_fn = #llvm.di_subprogram<scope = #next, name = "advance", file = #f, line = 11>

// CHECK: #di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
// CHECK: #di_file = #llvm.di_file<"list.f90" in "/work">
// CHECK: #di_namespace = #llvm.di_namespace<name = "lists", exportSymbols = true>
// CHECK: #di_null_type = #llvm.di_null_type
// CHECK: #di_string_type = #llvm.di_string_type<tag = DW_TAG_string_type, name = "chars", sizeInBits = 80, encoding = DW_ATE_UTF>
// CHECK: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_nocall>
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Fortran95, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
// CHECK: #di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "hot", annotations = #llvm.di_annotation<name = "hot", value = "yes">>
// CHECK: #di_composite_type1 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", file = #di_file, line = 4, flags = "Public|TypePassByValue", elements = #di_derived_type>
// CHECK: #di_module = #llvm.di_module<file = #di_file, scope = #di_compile_unit, name = "listmod", configMacros = "-DX", line = 3, isDecl = true>
// CHECK: #di_subprogram1 = #llvm.di_subprogram<scope = #di_derived_type, name = "advance", file = #di_file, line = 11>
// CHECK: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type1, flags = Vector, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 8 : i64, lowerBound = 1 : i64>, #llvm.di_generic_subrange<lowerBound = 0 : i32, stride = 4 : i32>>
// CHECK: #di_global_variable = #llvm.di_global_variable<scope = #di_module, name = "head", linkageName = "listmod_head", file = #di_file, line = 5, type = #di_composite_type1, isLocalToUnit = true, isDefined = true>
// CHECK: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_module, entity = #di_namespace, file = #di_file, line = 9>
// CHECK: #di_common_block = #llvm.di_common_block<scope = #di_module, decl = #di_global_variable, name = "blk", file = #di_file, line = 6>
// CHECK: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <[DW_OP_LLVM_convert(32, DW_ATE_unsigned), DW_OP_LLVM_fragment(0, 32)]>>
// CHECK: #di_subprogram2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_module, name = "walk", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type, retainedNodes = #di_imported_entity>
// CHECK: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram2, discriminator = 0>
// CHECK: "test.debug_info"() {arr = #di_composite_type2, common = #di_common_block, gve = #di_global_variable_expression, lbf = #di_lexical_block_file, member = #di_subprogram1, null = #di_null_type, sp2 = #di_subprogram, str = #di_string_type} : () -> ()
"test.debug_info"() {member = #member_fn, sp2 = #sp2, arr = #arr, gve = #gve, common = #common, lbf = #lbf, str = #str, null = #llvm.di_null_type} : () -> ()
