// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// Composite types: distinct for the struct, class, union and enum tags,
// uniqued for the others; consecutive expression fragments merged.

#di_file = #llvm.di_file<"foo.c" in "/mlir/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#i8 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i8", sizeInBits = 8, encoding = DW_ATE_unsigned>
#m = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #i8, sizeInBits = 8>
#e = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "e", file = #di_file, line = 3, scope = #di_file, baseType = #i8, sizeInBits = 32, alignInBits = 8>
#s = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "u", file = #di_file, line = 4, scope = #sp, flags = "Public|FwdDecl", sizeInBits = 8, elements = #m, #m>
#v = #llvm.di_local_variable<scope = #sp, name = "v", file = #di_file, line = 10, type = #s>
#w = #llvm.di_local_variable<scope = #sp, name = "w", file = #di_file, line = 11, type = #e>
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.intr.dbg.value #v = %arg0 : !llvm.ptr loc(fused<#sp>["a.c":1:1])
  llvm.intr.dbg.value #w #llvm.di_expression<[DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(1, 2)]> = %arg0 : !llvm.ptr loc(fused<#sp>["a.c":1:1])
  llvm.return
} loc(fused<#sp>["a.c":1:1])

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0) !dbg !3 {
// CHECK-NEXT:     #dbg_value(ptr %0, !4, !DIExpression(), !9)
// CHECK-NEXT:     #dbg_value(ptr %0, !10, !DIExpression(DW_OP_LLVM_fragment, 9, 16), !9)
// CHECK-NEXT:   ret void, !dbg !12
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK-NEXT: !1 = !DIFile(filename: "foo.c", directory: "/mlir/")
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
// CHECK-NEXT: !4 = !DILocalVariable(name: "v", scope: !3, file: !1, line: 10, type: !5)
// CHECK-NEXT: !5 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", scope: !3, file: !1, line: 4, size: 8, flags: DIFlagPublic | DIFlagFwdDecl, elements: !6)
// CHECK-NEXT: !6 = !{!7, !7}
// CHECK-NEXT: !7 = !DIDerivedType(tag: DW_TAG_member, name: "m", baseType: !8, size: 8)
// CHECK-NEXT: !8 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
// CHECK-NEXT: !9 = !DILocation(line: 1, column: 1, scope: !3)
// CHECK-NEXT: !10 = !DILocalVariable(name: "w", scope: !3, file: !1, line: 11, type: !11)
// CHECK-NEXT: !11 = !DICompositeType(tag: DW_TAG_array_type, name: "e", scope: !1, file: !1, line: 3, baseType: !8, size: 32, align: 8)
// CHECK-NEXT: !12 = !DILocation(line: 19, column: 3, scope: !3)
