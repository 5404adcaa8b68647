// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// Debug info: a compile unit, a declared and a defined subprogram, types,
// variables, a lexical block, a label, debug records and the locations of
// the instructions under the subprogram's scope.

#file = #llvm.di_file<"scale.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "cc", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
#f32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#fptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #f32, sizeInBits = 64>
#sig = #llvm.di_subroutine_type<types = #llvm.di_null_type, #fptr, #f32>
#log = #llvm.di_subprogram<scope = #file, name = "log_value", file = #file, line = 2, type = #sig, subprogramFlags = Optimized>
#scale = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "scale", file = #file, line = 5, scopeLine = 6, subprogramFlags = "Definition|Optimized", type = #sig>
#p = #llvm.di_local_variable<scope = #scale, name = "p", file = #file, line = 5, arg = 1, type = #fptr>
#k = #llvm.di_local_variable<scope = #scale, name = "k", file = #file, line = 5, arg = 2, type = #f32>
#loop = #llvm.di_lexical_block<scope = #scale, file = #file, line = 7, column = 3>
#v = #llvm.di_local_variable<scope = #loop, name = "v", file = #file, line = 8, type = #f32, flags = Artificial>
#again = #llvm.di_label<scope = #loop, name = "again", file = #file, line = 9>

llvm.func @log_value(!llvm.ptr, f32) loc(fused<#log>["scale.c":2:1])

llvm.func @scale(%arg0: !llvm.ptr, %arg1: f32) {
  llvm.intr.dbg.value #p = %arg0 : !llvm.ptr loc("scale.c":5:20)
  llvm.intr.dbg.value #k #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %arg1 : f32 loc("scale.c":5:30)
  %0 = llvm.load %arg0 : !llvm.ptr -> f32 loc(fused<#loop>["scale.c":8:13])
  %1 = llvm.fmul %0, %arg1 : f32 loc(fused<#loop>["scale.c":8:15])
  llvm.intr.dbg.value #v = %1 : f32 loc(fused<#loop>["scale.c":8:9])
  llvm.intr.dbg.label #again loc(fused<#loop>["scale.c":9:1])
  llvm.store %1, %arg0 : f32, !llvm.ptr loc(fused<#loop>["scale.c":9:10])
  llvm.call @log_value(%arg0, %1) : (!llvm.ptr, f32) -> () loc(callsite("log.h":1:1 at "scale.c":10:3))
  llvm.return loc(unknown)
} loc(fused<#scale>["scale.c":5:1])

// A function without a subprogram gets no locations, and its debug
// intrinsics are dropped.
llvm.func @plain(%arg0: f32) {
  llvm.intr.dbg.value #k = %arg0 : f32 loc("scale.c":20:1)
  llvm.return loc("scale.c":21:1)
}

// CHECK-LABEL: declare !dbg !3 void @log_value(ptr, float)
// CHECK-LABEL: define void @scale(ptr %0, float %1) !dbg !8 {
// CHECK-NEXT:     #dbg_value(ptr %0, !9, !DIExpression(), !10)
// CHECK-NEXT:     #dbg_value(float %1, !11, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !12)
// CHECK-NEXT:   %3 = load float, ptr %0, align 4, !dbg !13
// CHECK-NEXT:   %4 = fmul float %3, %1, !dbg !15
// CHECK-NEXT:     #dbg_value(float %4, !16, !DIExpression(), !17)
// CHECK-NEXT:     #dbg_label(!18, !19)
// CHECK-NEXT:   store float %4, ptr %0, align 4, !dbg !20
// CHECK-NEXT:   call void @log_value(ptr %0, float %4), !dbg !21
// CHECK-NEXT:   ret void
// CHECK: }
// CHECK-LABEL: define void @plain(float %0) {
// CHECK-NEXT:   ret void
// CHECK: }
// CHECK: !llvm.dbg.cu = !{!0}
// CHECK: !llvm.module.flags = !{!2}
// CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "cc", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: GNU)
// CHECK: !1 = !DIFile(filename: "scale.c", directory: "/src")
// CHECK: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !3 = !DISubprogram(name: "log_value", scope: !1, file: !1, line: 2, type: !4, spFlags: DISPFlagOptimized)
// CHECK: !4 = !DISubroutineType(types: !5)
// CHECK: !5 = !{null, !6, !7}
// CHECK: !6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
// CHECK: !7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
// CHECK: !8 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 5, type: !4, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
// CHECK: !9 = !DILocalVariable(name: "p", arg: 1, scope: !8, file: !1, line: 5, type: !6)
// CHECK: !10 = !DILocation(line: 5, column: 20, scope: !8)
// CHECK: !11 = !DILocalVariable(name: "k", arg: 2, scope: !8, file: !1, line: 5, type: !7)
// CHECK: !12 = !DILocation(line: 5, column: 30, scope: !8)
// CHECK: !13 = !DILocation(line: 8, column: 13, scope: !14)
// CHECK: !14 = distinct !DILexicalBlock(scope: !8, file: !1, line: 7, column: 3)
// CHECK: !15 = !DILocation(line: 8, column: 15, scope: !14)
// CHECK: !16 = !DILocalVariable(name: "v", scope: !14, file: !1, line: 8, type: !7, flags: DIFlagArtificial)
// CHECK: !17 = !DILocation(line: 8, column: 9, scope: !14)
// CHECK: !18 = !DILabel(scope: !14, name: "again", file: !1, line: 9)
// CHECK: !19 = !DILocation(line: 9, column: 1, scope: !14)
// CHECK: !20 = !DILocation(line: 9, column: 10, scope: !14)
// CHECK: !21 = !DILocation(line: 10, column: 3, scope: !8)
