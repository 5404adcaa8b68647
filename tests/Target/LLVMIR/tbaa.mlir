// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// TBAA tags as `!tbaa` attachments (after `!dbg`, before the others):
// named and anonymous roots, struct type descriptors, constant tags.

#root = #llvm.tbaa_root<id = "My TBAA">
#anon = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>}>
#other = #llvm.tbaa_type_desc<id = "other", members = {<#anon, 0>}>
#t0 = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4>
#t1 = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0, constant = true>
llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr, %v: i32, %n: i64) -> i32 {
  %0 = llvm.load %p {tbaa = [#t0], nontemporal, invariant} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#t1]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {tbaa = [#t0]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %v, %1 acq_rel monotonic {tbaa = [#t1]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> {tbaa = [#t0]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @g(%p) {tbaa = [#t1]} : (!llvm.ptr) -> ()
  %3 = llvm.load %p {tbaa = [#t0]} : !llvm.ptr -> i32 loc(#l)
  llvm.return %3 : i32
}
#file = #llvm.di_file<"a.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#l = loc(fused<#sp>["a.c":1:1])

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare void @g(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @f(ptr %0, i32 %1, i64 %2) {
// CHECK-NEXT:   %4 = load i32, ptr %0, align 4, !tbaa !3, !invariant.load !8, !nontemporal !9
// CHECK-NEXT:   store i32 %4, ptr %0, align 4, !tbaa !10
// CHECK-NEXT:   %5 = atomicrmw add ptr %0, i32 %1 monotonic, align 4, !tbaa !3
// CHECK-NEXT:   %6 = cmpxchg ptr %0, i32 %1, i32 %5 acq_rel monotonic, align 4, !tbaa !10
// CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 %2, i1 false), !tbaa !3
// CHECK-NEXT:   call void @g(ptr %0), !tbaa !10
// CHECK-NEXT:   %7 = load i32, ptr %0, align 4, !dbg !13, !tbaa !3
// CHECK-NEXT:   ret i32 %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.dbg.cu = !{!0}
// CHECK-NEXT: !llvm.module.flags = !{!2}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/")
// CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !3 = !{!4, !5, i64 4}
// CHECK-NEXT: !4 = !{!"pair", !5, i64 0, !5, i64 4}
// CHECK-NEXT: !5 = !{!"int", !6, i64 0}
// CHECK-NEXT: !6 = !{!"char", !7, i64 0}
// CHECK-NEXT: !7 = !{!"My TBAA"}
// CHECK-NEXT: !8 = !{}
// CHECK-NEXT: !9 = !{i32 1}
// CHECK-NEXT: !10 = !{!11, !11, i64 0, i64 1}
// CHECK-NEXT: !11 = !{!"other", !12, i64 0}
// CHECK-NEXT: !12 = distinct !{!12}
// CHECK-NEXT: !13 = !DILocation(line: 1, column: 1, scope: !14)
// CHECK-NEXT: !14 = distinct !DISubprogram(name: "f", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
