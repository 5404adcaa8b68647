; RUN: strata-translate --import-llvm -mlir-print-debuginfo --drop-di-composite-type-elements %s | FileCheck %s
; Options may be repeated (as LLVM's).
; RUN: strata-translate --import-llvm -mlir-print-debuginfo --drop-di-composite-type-elements --drop-di-composite-type-elements %s | FileCheck %s

; Composite types lose their elements, except vectors.
define void @f() !dbg !3 {
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "d.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1, type: !4)
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !10}
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", elements: !7)
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "m", baseType: !9)
!9 = !DIBasicType(name: "int", size: 32)
!10 = !DICompositeType(tag: DW_TAG_array_type, name: "v", baseType: !9, flags: DIFlagVector | DIFlagPrivate, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 4)

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @f() {
; CHECK-NEXT:     llvm.return loc(#loc2)
; CHECK-NEXT:   } loc(#loc3)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S">
; CHECK-NEXT: #di_file = #llvm.di_file<"d.c" in "/">
; CHECK-NEXT: #loc = loc("{{.*}}drop-di-composite-elements.ll":0:0)
; CHECK-NEXT: #loc1 = loc("d.c":0:0)
; CHECK-NEXT: #loc2 = loc(unknown)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "v", baseType = #di_basic_type, flags = "Private|Vector", elements = #llvm.di_subrange<count = 4 : i64>>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_composite_type, #di_composite_type1>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc1])
