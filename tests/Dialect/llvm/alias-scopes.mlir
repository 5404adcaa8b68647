// RUN: strata-opt %s | FileCheck %s

// Alias scope domains and scopes (distinct or string ids, with or without
// descriptions), access groups and the noalias scope declaration.

#d = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#d2 = #llvm.alias_scope_domain<id = "x">
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d, description = "s">
#s2 = #llvm.alias_scope<id = "n", domain = #d2>
#g = #llvm.access_group<id = distinct[2]<>>
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #s
  %0 = llvm.load %p {access_groups = [#g], alias_scopes = [#s], noalias_scopes = [#s2, #s]} : !llvm.ptr -> i32
  llvm.return
}

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "dom">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = "x">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "s">
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = "n", domain = #alias_scope_domain1>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr) {
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT:     %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1, #alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
