; RUN: strata-translate --import-llvm -mlir-print-debuginfo -split-input-file %s | FileCheck %s

; Instruction locations: fused with their scope (subprogram, lexical
; blocks), in call sites when inlined; the function and its arguments are
; located at the subprogram, phis (block arguments) and constants nowhere.
define i32 @locations(i32 %x, i1 %c) !dbg !3 {
entry:
  %a = add i32 %x, 1, !dbg !4
  br i1 %c, label %then, label %join, !dbg !5
then:
  %b = mul i32 %a, %a, !dbg !6
  br label %join, !dbg !7
join:
  %p = phi i32 [ %a, %entry ], [ %b, %then ], !dbg !7
  ret i32 %p, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "cc", isOptimized: true, emissionKind: FullDebug, nameTableKind: GNU)
!1 = !DIFile(filename: "loc.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "locations", linkageName: "_locations", scope: !1, file: !1, line: 10, scopeLine: 11, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DILocation(line: 12, column: 3, scope: !3)
!5 = !DILocation(line: 13, column: 5, scope: !9)
!6 = !DILocation(line: 14, column: 7, scope: !10)
!7 = !DILocation(line: 15, column: 1, scope: !11, inlinedAt: !4)
!8 = !DILocation(line: 0, column: 0, scope: !3)
!9 = distinct !DILexicalBlock(scope: !3, file: !1, line: 13, column: 2)
!10 = !DILexicalBlockFile(scope: !9, file: !12, discriminator: 2)
!11 = distinct !DISubprogram(name: "inlined", scope: !1, file: !12, line: 1, type: !13, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0)
!12 = !DIFile(filename: "inc.h", directory: "/src")
!13 = !DISubroutineType(types: !14)
!14 = !{null}

; // -----

; Variables from debug records: values and declarations placed after their
; operand's definition (block arguments at the block's start, constants
; after the constants), labels in place; kill locations, argument lists
; and assignments are dropped.
define void @records(i32 %x, ptr %p) !dbg !3 {
entry:
  %a = alloca i32, align 4, !DIAssignID !20
    #dbg_value(i32 %x, !6, !DIExpression(), !4)
    #dbg_declare(ptr %p, !7, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !4)
    #dbg_value(i32 7, !6, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !4)
    #dbg_value(i32 poison, !6, !DIExpression(), !4)
    #dbg_value(!{}, !6, !DIExpression(), !4)
    #dbg_value(!DIArgList(i32 %x, i32 %x), !6, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !4)
    #dbg_assign(i32 %x, !6, !DIExpression(), !20, ptr %a, !DIExpression(), !4)
  %y = add i32 %x, 1, !dbg !4
    #dbg_value(i32 %y, !6, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_unsigned), !5)
    #dbg_label(!8, !5)
  store i32 %y, ptr %a, !dbg !5
  ret void, !dbg !5
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "rec.c", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "records", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{!6})
!4 = !DILocation(line: 2, column: 1, scope: !3)
!5 = !DILocation(line: 3, column: 1, scope: !3)
!6 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !1, line: 1, type: !9, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32)
!7 = !DILocalVariable(name: "p", scope: !3, file: !1, line: 2, type: !10)
!8 = !DILabel(scope: !3, name: "out", file: !1, line: 3)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!20 = distinct !DIAssignID()

; // -----

; The same from calls of the debug intrinsics (read as records).
define void @intrinsics(i64 %n, ptr %q) {
  call void @llvm.dbg.value(metadata i64 %n, metadata !5, metadata !DIExpression(DW_OP_deref)), !dbg !7
  call void @llvm.dbg.declare(metadata ptr %q, metadata !6, metadata !DIExpression()), !dbg !7
  call void @llvm.dbg.label(metadata !8), !dbg !7
  %m = mul i64 %n, 3
  call void @llvm.dbg.value(metadata i64 %m, metadata !5, metadata !DIExpression()), !dbg !7
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "intr.c", directory: "/")
!3 = distinct !DISubprogram(name: "intrinsics", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DIBasicType(name: "long", size: 64)
!5 = !DILocalVariable(scope: !3, name: "n", file: !2, line: 1, arg: 1, type: !4)
!6 = !DILocalVariable(scope: !3, name: "q")
!7 = !DILocation(line: 4, column: 2, scope: !3)
!8 = !DILabel(scope: !3, name: "start", file: !2, line: 3)

; // -----

; Types: basic, derived, composite (arrays with subranges, a structure with
; members, an enumeration), subroutine and string types.
define void @types() !dbg !3 {
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2)
!2 = !DIFile(filename: "types.cpp", directory: "/")
!3 = distinct !DISubprogram(name: "types", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1, type: !4)
!4 = !DISubroutineType(cc: DW_CC_LLVM_vectorcall, types: !5)
!5 = !{null, !6, !7, !8, !9, !10, !11, !12, !13}
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "real", file: !2, line: 3, baseType: !7, dwarfAddressSpace: 0)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, align: 32, elements: !14)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !2, file: !2, line: 5, size: 64, flags: DIFlagPublic | DIFlagFwdDecl, elements: !16)
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !2, line: 9, baseType: !6, size: 32, flags: DIFlagEnumClass)
!12 = !DIStringType(name: "str", size: 64)
!13 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64, align: 64, offset: 8)
!14 = !{!15, !19}
!15 = !DISubrange(count: 4, lowerBound: 1)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !10, file: !2, line: 6, baseType: !6, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !10, file: !2, line: 7, baseType: !6, size: 32, offset: 32, flags: DIFlagPrivate)
!19 = !DISubrange(lowerBound: 0, upperBound: 5, stride: -2)

; // -----

; Global variable expressions of globals.
@a = global i32 1, !dbg !0
@b = internal constant i64 2, align 8, !dbg !5, !dbg !7

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 1, type: !4, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, globals: !8)
!3 = !DIFile(filename: "g.c", directory: "/")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!6 = distinct !DIGlobalVariable(name: "b", linkageName: "_b", scope: !2, file: !3, line: 2, type: !4, isLocal: true, isDefinition: true, align: 64)
!7 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!8 = !{!0, !5, !7}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 3, type: !4, isLocal: false, isDefinition: false)

; // -----

; Recursive types: the node met again while being translated becomes a
; placeholder with the recursive id of the outer translation.
define void @method(ptr %this) !dbg !5 {
  call void @llvm.dbg.value(metadata ptr %this, metadata !9, metadata !DIExpression()), !dbg !10
  ret void, !dbg !10
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2)
!2 = !DIFile(filename: "rec.cpp", directory: "/")
!3 = !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !2, line: 1, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !4, identifier: "_C")
!4 = !{!5, !11}
!5 = distinct !DISubprogram(name: "method", scope: !3, file: !2, line: 2, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!9 = !DILocalVariable(name: "this", arg: 1, scope: !5, type: !8, flags: DIFlagArtificial | DIFlagObjectPointer)
!10 = !DILocation(line: 2, column: 1, scope: !5)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !3, file: !2, line: 3, baseType: !8, size: 64)

; // -----

; Scopes and entities: namespaces, modules, imported entities, common
; blocks and annotations.
@blk = common global [4 x i8] zeroinitializer, !dbg !20

define void @scopes() !dbg !5 {
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !2)
!2 = !DIFile(filename: "s.f90", directory: "/")
!3 = !DINamespace(name: "ns", scope: !4, exportSymbols: true)
!4 = !DIModule(scope: !2, name: "m", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !2, line: 4)
!5 = distinct !DISubprogram(name: "scopes", scope: !3, file: !2, line: 8, spFlags: DISPFlagDefinition, unit: !1, retainedNodes: !6, annotations: !8)
!6 = !{!7}
!7 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !5, entity: !4, file: !2, line: 9)
!8 = !{!9, !10}
!9 = !{!"key", !"value"}
!10 = !{!"ignored", i32 1}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "x", scope: !22, file: !2, line: 10, type: !23)
!22 = !DICommonBlock(scope: !5, declaration: null, name: "blk", file: !2, line: 10)
!23 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)

; // -----

; Loop locations: the loop node's debug locations are its start and end.
define void @loop(i1 %c) !dbg !3 {
entry:
  br label %body
body:
  br i1 %c, label %body, label %exit, !llvm.loop !6, !dbg !5
exit:
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "loop.c", directory: "/")
!3 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILocation(line: 1, column: 2, scope: !3)
!5 = !DILocation(line: 5, column: 2, scope: !3)
!6 = distinct !{!6, !4, !5, !7}
!7 = !{!"llvm.loop.unroll.disable"}

; // -----

; A value a terminator defines is described in the block it dominates;
; a phi's after the landing pad starting its block.
declare i32 @g()
declare i32 @personality(...)

define void @invokes(i32 %x) personality ptr @personality {
entry:
  %r = invoke i32 @g() to label %ok unwind label %pad
ok:
    #dbg_value(i32 %r, !7, !DIExpression(), !9)
  %r2 = invoke i32 @g() to label %done unwind label %pad
pad:
  %v = phi i32 [ %x, %entry ], [ %r, %ok ]
  %lp = landingpad { ptr, i32 } cleanup
    #dbg_value(i32 %v, !7, !DIExpression(), !9)
  ret void
done:
    #dbg_value(i32 %r2, !7, !DIExpression(), !9)
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "inv.c", directory: "/")
!7 = !DILocalVariable(scope: !8, name: "r")
!8 = distinct !DISubprogram(name: "invokes", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)
!9 = !DILocation(line: 1, column: 2, scope: !8)

; CHECK: #di_file = #llvm.di_file<"loc.c" in "/src">
; CHECK-NEXT: #di_file1 = #llvm.di_file<"inc.h" in "/src">
; CHECK-NEXT: #di_null_type = #llvm.di_null_type
; CHECK-NEXT: #loc1 = loc("loc.c":10:0)
; CHECK-NEXT: #loc3 = loc("loc.c":12:3)
; CHECK-NEXT: #loc6 = loc("inc.h":15:1)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #di_file, producer = "cc", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_null_type>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "locations", linkageName = "_locations", file = #di_file, line = 10, scopeLine = 11, subprogramFlags = "Definition|Optimized">
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "inlined", file = #di_file1, line = 1, subprogramFlags = "LocalToUnit|Definition", type = #di_subroutine_type>
; CHECK-NEXT: #loc8 = loc(fused<#di_subprogram>[#loc1])
; CHECK-NEXT: #loc9 = loc(fused<#di_subprogram>[#loc3])
; CHECK-NEXT: #loc10 = loc(fused<#di_subprogram1>[#loc6])
; CHECK-NEXT: #loc13 = loc(callsite(#loc10 at #loc9))
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @locations(%arg0: i32 loc(fused<#di_subprogram>[#loc1]), %arg1: i1 loc(fused<#di_subprogram>[#loc1])) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc2)
; CHECK-NEXT:     %1 = llvm.add %arg0, %0 : i32 loc(#loc9)
; CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2(%1 : i32) loc(#loc12)
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     %2 = llvm.mul %1, %1 : i32 loc(#loc14)
; CHECK-NEXT:     llvm.br ^bb2(%2 : i32) loc(#loc13)
; CHECK-NEXT:   ^bb2(%3: i32 loc(callsite(#loc10 at #loc9))):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.return %3 : i32 loc(#loc11)
; CHECK-NEXT:   } loc(#loc8)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:1 offset ":0:0)
; CHECK-NEXT: #loc2 = loc(unknown)
; CHECK-NEXT: #loc4 = loc("loc.c":13:5)
; CHECK-NEXT: #loc5 = loc("inc.h":14:7)
; CHECK-NEXT: #loc7 = loc("loc.c":0:0)
; CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 13, column = 2>
; CHECK-NEXT: #loc11 = loc(fused<#di_subprogram>[#loc7])
; CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block, file = #di_file1, discriminator = 2>
; CHECK-NEXT: #loc12 = loc(fused<#di_lexical_block>[#loc4])
; CHECK-NEXT: #loc14 = loc(fused<#di_lexical_block_file>[#loc5])
; CHECK-EMPTY:
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"rec.c" in "">
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<recId = distinct[0]<>, isRecSelf = true>
; CHECK-NEXT: #loc1 = loc("rec.c":1:0)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = LineTablesOnly>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, sizeInBits = 64>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 1, arg = 1, alignInBits = 32, type = #di_basic_type, flags = "Artificial|ObjectPointer">
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[0]<>, id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "records", file = #di_file, line = 1, subprogramFlags = Definition, retainedNodes = #di_local_variable>
; CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_subprogram1, name = "out", file = #di_file, line = 3>
; CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "p", file = #di_file, line = 2, type = #di_derived_type>
; CHECK-NEXT: #di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "x", file = #di_file, line = 1, arg = 1, alignInBits = 32, type = #di_basic_type, flags = "Artificial|ObjectPointer">
; CHECK-NEXT: #loc5 = loc(fused<#di_subprogram1>[#loc1])
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @records(%arg0: i32 loc(fused<#di_subprogram1>[#loc1]), %arg1: !llvm.ptr loc(fused<#di_subprogram1>[#loc1])) {
; CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable1 #llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(8)]> = %arg1 : !llvm.ptr loc(#loc6)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable2 = %arg0 : i32 loc(#loc6)
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
; CHECK-NEXT:     %1 = llvm.mlir.constant(7 : i32) : i32 loc(#loc3)
; CHECK-NEXT:     %2 = llvm.mlir.poison : i32 loc(#loc3)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable2 = %2 : i32 loc(#loc6)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable2 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %1 : i32 loc(#loc6)
; CHECK-NEXT:     %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc3)
; CHECK-NEXT:     %4 = llvm.add %arg0, %0 : i32 loc(#loc6)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable2 #llvm.di_expression<[DW_OP_constu(3), DW_OP_minus, DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_convert(64, DW_ATE_unsigned)]> = %4 : i32 loc(#loc7)
; CHECK-NEXT:     llvm.intr.dbg.label #di_label loc(#loc7)
; CHECK-NEXT:     llvm.store %4, %3 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc7)
; CHECK-NEXT:     llvm.return loc(#loc7)
; CHECK-NEXT:   } loc(#loc5)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:36 offset ":0:0)
; CHECK-NEXT: #loc2 = loc("rec.c":2:1)
; CHECK-NEXT: #loc3 = loc(unknown)
; CHECK-NEXT: #loc4 = loc("rec.c":3:1)
; CHECK-NEXT: #loc6 = loc(fused<#di_subprogram1>[#loc2])
; CHECK-NEXT: #loc7 = loc(fused<#di_subprogram1>[#loc4])
; CHECK-EMPTY:
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64>
; CHECK-NEXT: #di_file = #llvm.di_file<"intr.c" in "/">
; CHECK-NEXT: #loc1 = loc(unknown)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "intrinsics", file = #di_file, subprogramFlags = Definition>
; CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_subprogram, name = "start", file = #di_file, line = 3>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "q">
; CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 1, arg = 1, type = #di_basic_type>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @intrinsics(%arg0: i64 loc(unknown), %arg1: !llvm.ptr loc(unknown)) {
; CHECK-NEXT:     llvm.intr.dbg.declare #di_local_variable = %arg1 : !llvm.ptr loc(#loc3)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_deref]> = %arg0 : i64 loc(#loc3)
; CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i64) : i64 loc(#loc1)
; CHECK-NEXT:     llvm.intr.dbg.label #di_label loc(#loc3)
; CHECK-NEXT:     %1 = llvm.mul %arg0, %0 : i64 loc(#loc1)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %1 : i64 loc(#loc3)
; CHECK-NEXT:     llvm.return loc(#loc1)
; CHECK-NEXT:   } loc(#loc1)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:74 offset ":0:0)
; CHECK-NEXT: #loc2 = loc("intr.c":4:2)
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc2])
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @types() {
; CHECK-NEXT:     llvm.return loc(#loc2)
; CHECK-NEXT:   } loc(#loc3)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
; CHECK-NEXT: #di_file = #llvm.di_file<"types.cpp" in "/">
; CHECK-NEXT: #di_null_type = #llvm.di_null_type
; CHECK-NEXT: #di_string_type = #llvm.di_string_type<tag = DW_TAG_string_type, name = "str", sizeInBits = 64>
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:102 offset ":0:0)
; CHECK-NEXT: #loc1 = loc("types.cpp":0:0)
; CHECK-NEXT: #loc2 = loc(unknown)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 256, alignInBits = 32, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64>, #llvm.di_subrange<lowerBound = 0 : i64, upperBound = 5 : i64, stride = -2 : i64>>
; CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #di_file, line = 9, baseType = #di_basic_type, flags = EnumClass, sizeInBits = 32>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type>
; CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
; CHECK-NEXT: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 32>
; CHECK-NEXT: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #di_file, line = 5, scope = #di_file, flags = "Public|FwdDecl", sizeInBits = 64, elements = #di_derived_type1, #di_derived_type2>
; CHECK-NEXT: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "real", baseType = #di_derived_type, dwarfAddressSpace = 0>
; CHECK-NEXT: #di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_reference_type, baseType = #di_composite_type2, sizeInBits = 64, alignInBits = 64, offsetInBits = 8>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall, types = #di_null_type, #di_basic_type, #di_derived_type, #di_derived_type3, #di_composite_type, #di_composite_type2, #di_composite_type1, #di_string_type, #di_derived_type4>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "types", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc1])
; CHECK-EMPTY:
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"g.c" in "/">
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "a", file = #di_file, line = 1, type = #di_basic_type, isDefined = true>
; CHECK-NEXT: #di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "b", linkageName = "b", file = #di_file, line = 2, type = #di_basic_type, isLocalToUnit = true, isDefined = true, alignInBits = 64>
; CHECK-NEXT: #di_global_variable2 = #llvm.di_global_variable<scope = #di_compile_unit, name = "c", file = #di_file, line = 3, type = #di_basic_type>
; CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
; CHECK-NEXT: #di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <[DW_OP_constu(2), DW_OP_stack_value]>>
; CHECK-NEXT: #di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @a(1 : i32) {addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression]} : i32 loc(#loc)
; CHECK-NEXT:   llvm.mlir.global internal constant @b(2 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression1, #di_global_variable_expression2], dso_local} : i64 loc(#loc)
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:133 offset ":0:0)
; CHECK-EMPTY:
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
; CHECK-NEXT: #di_file = #llvm.di_file<"rec.cpp" in "/">
; CHECK-NEXT: #di_null_type = #llvm.di_null_type
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
; CHECK-NEXT: #loc1 = loc("rec.cpp":2:0)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
; CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type, sizeInBits = 64>
; CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_class_type, name = "C", file = #di_file, line = 1, flags = "TypePassByReference|NonTrivial", elements = #di_subprogram, #di_derived_type1>
; CHECK-NEXT: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type2>
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_composite_type1, name = "method", file = #di_file, line = 2, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #di_composite_type2 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_class_type, name = "C", file = #di_file, line = 1, flags = "TypePassByReference|NonTrivial", elements = #di_subprogram1, #di_derived_type1>
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram1>[#loc1])
; CHECK-NEXT: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram1, name = "this", arg = 1, type = #di_derived_type3, flags = "Artificial|ObjectPointer">
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @method(%arg0: !llvm.ptr loc(fused<#di_subprogram1>[#loc1])) {
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %arg0 : !llvm.ptr loc(#loc4)
; CHECK-NEXT:     llvm.return loc(#loc4)
; CHECK-NEXT:   } loc(#loc3)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:153 offset ":0:0)
; CHECK-NEXT: #loc2 = loc("rec.cpp":2:1)
; CHECK-NEXT: #loc4 = loc(fused<#di_subprogram1>[#loc2])
; CHECK-EMPTY:
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"s.f90" in "/">
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<recId = distinct[0]<>, isRecSelf = true>
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Fortran95, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "m", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 4>
; CHECK-NEXT: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #di_subprogram, entity = #di_module, file = #di_file, line = 9, name = "alias">
; CHECK-NEXT: #di_namespace = #llvm.di_namespace<name = "ns", scope = #di_module, exportSymbols = true>
; CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[0]<>, id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_namespace, name = "scopes", file = #di_file, line = 8, subprogramFlags = Definition, retainedNodes = #di_imported_entity, annotations = #llvm.di_annotation<name = "key", value = "value">>
; CHECK-NEXT: #di_common_block = #llvm.di_common_block<scope = #di_subprogram1, name = "blk", file = #di_file, line = 10>
; CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_common_block, name = "x", file = #di_file, line = 10, type = #di_basic_type, isDefined = true>
; CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global common @blk(dense<0> : tensor<4xi8>) {addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression]} : !llvm.array<4 x i8> loc(#loc)
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @scopes() {
; CHECK-NEXT:     llvm.return loc(#loc2)
; CHECK-NEXT:   } loc(#loc3)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:179 offset ":0:0)
; CHECK-NEXT: #loc1 = loc("s.f90":8:0)
; CHECK-NEXT: #loc2 = loc(unknown)
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram1>[#loc1])
; CHECK-EMPTY:
; CHECK-NEXT: #di_file = #llvm.di_file<"loop.c" in "/">
; CHECK-NEXT: #loc1 = loc("loop.c":0:0)
; CHECK-NEXT: #loc3 = loc("loop.c":5:2)
; CHECK-NEXT: #loc4 = loc("loop.c":1:2)
; CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "loop", file = #di_file, subprogramFlags = Definition>
; CHECK-NEXT: #loc5 = loc(fused<#di_subprogram>[#loc1])
; CHECK-NEXT: #loc6 = loc(fused<#di_subprogram>[#loc3])
; CHECK-NEXT: #loc7 = loc(fused<#di_subprogram>[#loc4])
; CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, startLoc = #loc7, endLoc = #loc6>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @loop(%arg0: i1 loc(fused<#di_subprogram>[#loc1])) {
; CHECK-NEXT:     llvm.br ^bb1 loc(#loc2)
; CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop_annotation} loc(#loc6)
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     llvm.return loc(#loc2)
; CHECK-NEXT:   } loc(#loc5)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:207 offset ":0:0)
; CHECK-NEXT: #loc2 = loc(unknown)
; CHECK-EMPTY:
; CHECK-NEXT: #di_file = #llvm.di_file<"inv.c" in "/">
; CHECK-NEXT: #loc1 = loc(unknown)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "invokes", file = #di_file, subprogramFlags = Definition>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "r">
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @g() -> i32 loc(#loc1)
; CHECK-NEXT:   llvm.func @personality(...) -> i32 loc(#loc1)
; CHECK-NEXT:   llvm.func @invokes(%arg0: i32 loc(unknown)) attributes {personality = @personality} {
; CHECK-NEXT:     %0 = llvm.invoke @g() to ^bb1 unwind ^bb2(%arg0 : i32) : () -> i32 loc(#loc1)
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %0 : i32 loc(#loc3)
; CHECK-NEXT:     %1 = llvm.invoke @g() to ^bb3 unwind ^bb2(%0 : i32) : () -> i32 loc(#loc1)
; CHECK-NEXT:   ^bb2(%2: i32 loc(unknown)):  // 2 preds: ^bb0, ^bb1
; CHECK-NEXT:     %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)> loc(#loc1)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %2 : i32 loc(#loc3)
; CHECK-NEXT:     llvm.return loc(#loc1)
; CHECK-NEXT:   ^bb3:  // pred: ^bb1
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %1 : i32 loc(#loc3)
; CHECK-NEXT:     llvm.return loc(#loc1)
; CHECK-NEXT:   } loc(#loc1)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("within split at {{.*}}debug-info.ll:230 offset ":0:0)
; CHECK-NEXT: #loc2 = loc("inv.c":1:2)
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc2])
