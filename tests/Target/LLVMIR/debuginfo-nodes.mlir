// RUN: strata-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s

// Namespaces, modules, imported entities (through a recursive
// subprogram), string types, generic subranges, subranges of variables
// and expressions, common blocks, labels and global
// variable expressions listed in their compile unit's globals.

#file = #llvm.di_file<"src.f90" in "/dir">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, producer = "P", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ns = #llvm.di_namespace<name = "ns", scope = #file, exportSymbols = true>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", includePath = "/inc", line = 3>
#self = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#imp = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #self, entity = #mod, file = #file, line = 5, name = "imp">
#sp = #llvm.di_subprogram<id = distinct[2]<>, recId = distinct[1]<>, compileUnit = #cu, scope = #ns, name = "f", file = #file, line = 1, scopeLine = 2, subprogramFlags = Definition, retainedNodes = #imp>
#n = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 2, type = #int, flags = Artificial>
#gv = #llvm.di_global_variable<scope = #mod, name = "g", linkageName = "gl", file = #file, line = 7, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 32>
#cb = #llvm.di_common_block<scope = #sp, name = "blk", file = #file, line = 9>
#gv2 = #llvm.di_global_variable<scope = #cb, name = "c", file = #file, line = 10, type = #int, isDefined = true>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "ch", sizeInBits = 32, alignInBits = 8, stringLength = #n, stringLengthExp = <[DW_OP_push_object_address, DW_OP_deref]>, stringLocationExp = <[DW_OP_push_object_address]>, encoding = DW_ATE_UTF>
#gs = #llvm.di_generic_subrange<count = #n, lowerBound = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, stride = #gv>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", baseType = #int, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <[DW_OP_push_object_address]>, allocated = <[DW_OP_lit0, DW_OP_ne]>, associated = <[DW_OP_lit0, DW_OP_eq]>, elements = #gs, #llvm.di_subrange<count = #n, lowerBound = #llvm.di_expression<[DW_OP_push_object_address]>, stride = #gv>, #llvm.di_subrange<lowerBound = -1, upperBound = 6>>
#s = #llvm.di_local_variable<scope = #sp, name = "s", type = #str>
#a = #llvm.di_local_variable<scope = #sp, name = "a", type = #arr>
#lab = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 4>
llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, dbg_exprs = [#llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_constu(4), DW_OP_plus]>>]} : i32
llvm.mlir.global common @blk(dense<0> : tensor<4xi8>) {dbg_exprs = [#llvm.di_global_variable_expression<var = #gv2>]} : !llvm.array<4 x i8>
llvm.func @f(%x: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #n = %x : i32 loc(#loc1)
  llvm.intr.dbg.value #s = %p : !llvm.ptr loc(#loc1)
  llvm.intr.dbg.declare #a = %p : !llvm.ptr loc(#loc1)
  llvm.intr.dbg.label #lab loc(#loc1)
  llvm.return loc(#loc1)
} loc(#loc2)
#loc0 = loc("src.f90":1:1)
#loc1 = loc("src.f90":3:1)
#loc2 = loc(fused<#sp>[#loc0])

// -----

// Recursive composite types: self references name the enclosing type;
// subprograms of one id are one node; annotations.

#file = #llvm.di_file<"r.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#self = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#member = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #ptr, sizeInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node", file = #file, line = 2, sizeInBits = 64, elements = #member>
#nptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #node, sizeInBits = 64>
#ty = #llvm.di_subroutine_type<types = #nptr, #nptr>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "walk", file = #file, line = 5, subprogramFlags = Definition, type = #ty, annotations = #llvm.di_annotation<name = "k", value = "v">>
llvm.func @walk(%p: !llvm.ptr) -> !llvm.ptr {
  llvm.return %p : !llvm.ptr loc(#l1)
} loc(#l2)
#l1 = loc("r.c":6:3)
#l2 = loc(fused<#sp>[#l1])

// -----

// Fused locations of different lines merge as LLVM merges them: to
// line 0 in the nearest common scope, or to the caller of an inlined
// location.

#file = #llvm.di_file<"m.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "m", file = #file, line = 1, subprogramFlags = Definition>
#inl = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "inl", file = #file, line = 9, subprogramFlags = Definition>
#blk = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 1>
llvm.func @m() {
  llvm.call @m() : () -> () loc(fused["m.c":3:4, "m.c":3:7])
  llvm.call @m() : () -> () loc(fused["m.c":3:4, "m.c":5:4])
  llvm.call @m() : () -> () loc(fused[fused<#blk>["m.c":3:4], "m.c":5:4])
  llvm.call @m() : () -> () loc(fused[callsite(fused<#inl>["m.c":10:2] at "m.c":4:4), "m.c":4:4])
  llvm.call @m() : () -> () loc(fused[callsite(fused<#inl>["m.c":10:2] at "m.c":4:4), callsite(fused<#inl>["m.c":11:2] at "m.c":4:4)])
  llvm.return loc("m.c":6:1)
} loc(fused<#sp>["m.c":1:1])

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @g = global i32 0, !dbg !0
// CHECK-NEXT: @blk = common global [4 x i8] zeroinitializer, !dbg !6
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(i32 %0, ptr %1) !dbg !9 {
// CHECK-NEXT:     #dbg_value(i32 %0, !15, !DIExpression(), !16)
// CHECK-NEXT:     #dbg_value(ptr %1, !17, !DIExpression(), !16)
// CHECK-NEXT:     #dbg_declare(ptr %1, !19, !DIExpression(), !16)
// CHECK-NEXT:     #dbg_label(!25, !16)
// CHECK-NEXT:   ret void, !dbg !16
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!4}
// CHECK-NEXT: !llvm.module.flags = !{!14}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_plus))
// CHECK-NEXT: !1 = distinct !DIGlobalVariable(name: "g", linkageName: "gl", scope: !2, file: !3, line: 7, type: !13, isLocal: true, isDefinition: true, align: 32)
// CHECK-NEXT: !2 = !DIModule(scope: !4, name: "m", includePath: "/inc", file: !3, line: 3)
// CHECK-NEXT: !3 = !DIFile(filename: "src.f90", directory: "/dir")
// CHECK-NEXT: !4 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "P", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
// CHECK-NEXT: !5 = !{!0, !6}
// CHECK-NEXT: !6 = !DIGlobalVariableExpression(var: !7, expr: !DIExpression())
// CHECK-NEXT: !7 = distinct !DIGlobalVariable(name: "c", scope: !8, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
// CHECK-NEXT: !8 = !DICommonBlock(scope: !9, declaration: null, name: "blk", file: !3, line: 9)
// CHECK-NEXT: !9 = distinct !DISubprogram(name: "f", scope: !10, file: !3, line: 1, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !4, retainedNodes: !11)
// CHECK-NEXT: !10 = !DINamespace(name: "ns", scope: !3, exportSymbols: true)
// CHECK-NEXT: !11 = !{!12}
// CHECK-NEXT: !12 = !DIImportedEntity(tag: DW_TAG_imported_module, name: "imp", scope: !9, entity: !2, file: !3, line: 5)
// CHECK-NEXT: !13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK-NEXT: !14 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !15 = !DILocalVariable(name: "n", scope: !9, file: !3, line: 2, type: !13, flags: DIFlagArtificial)
// CHECK-NEXT: !16 = !DILocation(line: 3, column: 1, scope: !9)
// CHECK-NEXT: !17 = !DILocalVariable(name: "s", scope: !9, type: !18)
// CHECK-NEXT: !18 = !DIStringType(name: "ch", stringLength: !15, stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), stringLocationExpression: !DIExpression(DW_OP_push_object_address), size: 32, align: 8, encoding: DW_ATE_UTF)
// CHECK-NEXT: !19 = !DILocalVariable(name: "a", scope: !9, type: !20)
// CHECK-NEXT: !20 = !DICompositeType(tag: DW_TAG_array_type, name: "a", baseType: !13, elements: !21, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_lit0, DW_OP_eq), allocated: !DIExpression(DW_OP_lit0, DW_OP_ne), rank: !DIExpression(DW_OP_push_object_address))
// CHECK-NEXT: !21 = !{!22, !23, !24}
// CHECK-NEXT: !22 = !DIGenericSubrange(count: !15, lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), stride: !1)
// CHECK-NEXT: !23 = !DISubrange(count: !15, lowerBound: !DIExpression(DW_OP_push_object_address), stride: !1)
// CHECK-NEXT: !24 = !DISubrange(lowerBound: -1, upperBound: 6)
// CHECK-NEXT: !25 = !DILabel(scope: !9, name: "L", file: !3, line: 4)
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @walk(ptr %0) !dbg !3 {
// CHECK-NEXT:   ret ptr %0, !dbg !12
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK-NEXT: !1 = !DIFile(filename: "r.c", directory: "/")
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 5, type: !4, spFlags: DISPFlagDefinition, unit: !0, annotations: !10)
// CHECK-NEXT: !4 = !DISubroutineType(types: !5)
// CHECK-NEXT: !5 = !{!6, !6}
// CHECK-NEXT: !6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
// CHECK-NEXT: !7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 64, elements: !8)
// CHECK-NEXT: !8 = !{!9}
// CHECK-NEXT: !9 = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: !6, size: 64)
// CHECK-NEXT: !10 = !{!11}
// CHECK-NEXT: !11 = !{!"k", !"v"}
// CHECK-NEXT: !12 = !DILocation(line: 6, column: 3, scope: !3)
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @m() !dbg !3 {
// CHECK-NEXT:   call void @m(), !dbg !4
// CHECK-NEXT:   call void @m(), !dbg !5
// CHECK-NEXT:   call void @m(), !dbg !5
// CHECK-NEXT:   call void @m(), !dbg !6
// CHECK-NEXT:   call void @m(), !dbg !7
// CHECK-NEXT:   ret void, !dbg !9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK-NEXT: !1 = !DIFile(filename: "m.c", directory: "/")
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = distinct !DISubprogram(name: "m", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
// CHECK-NEXT: !4 = !DILocation(line: 3, scope: !3)
// CHECK-NEXT: !5 = !DILocation(line: 0, scope: !3)
// CHECK-NEXT: !6 = !DILocation(line: 4, column: 4, scope: !3)
// CHECK-NEXT: !7 = !DILocation(line: 0, scope: !8, inlinedAt: !6)
// CHECK-NEXT: !8 = distinct !DISubprogram(name: "inl", scope: !1, file: !1, line: 9, spFlags: DISPFlagDefinition, unit: !0)
// CHECK-NEXT: !9 = !DILocation(line: 6, column: 1, scope: !3)
