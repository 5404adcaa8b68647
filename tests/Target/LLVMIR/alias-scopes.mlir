// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output

// Alias scopes as !alias.scope and !noalias lists, access groups as
// !llvm.access.group, in the order of LLVM's metadata kinds.

#d = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d, description = "s">
#s2 = #llvm.alias_scope<id = "n", domain = #d>
#g = #llvm.access_group<id = distinct[2]<>>
#g2 = #llvm.access_group<id = distinct[3]<>>
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #s
  %0 = llvm.load %p {access_groups = [#g], alias_scopes = [#s], noalias_scopes = [#s2, #s], invariant, nontemporal} : !llvm.ptr -> i32
  llvm.store %0, %p {access_groups = [#g, #g2]} : i32, !llvm.ptr
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0) {
// CHECK-NEXT:   call void @llvm.experimental.noalias.scope.decl(metadata !1)
// CHECK-NEXT:   %2 = load i32, ptr %0, align 4, !invariant.load !4, !alias.scope !1, !noalias !5, !nontemporal !7, !llvm.access.group !8
// CHECK-NEXT:   store i32 %2, ptr %0, align 4, !llvm.access.group !9
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare void @llvm.experimental.noalias.scope.decl(metadata) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2}
// CHECK-NEXT: !2 = distinct !{!2, !3, !"s"}
// CHECK-NEXT: !3 = distinct !{!3, !"dom"}
// CHECK-NEXT: !4 = !{}
// CHECK-NEXT: !5 = !{!6, !2}
// CHECK-NEXT: !6 = !{!"n", !3}
// CHECK-NEXT: !7 = !{i32 1}
// CHECK-NEXT: !8 = distinct !{}
// CHECK-NEXT: !9 = !{!8, !10}
// CHECK-NEXT: !10 = distinct !{}
