; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; TBAA tags with their type descriptors and roots (a constant tag, an
; anonymous root), on loads, stores, atomics, memory intrinsics and calls.
define void @tbaa(ptr %p, ptr %q, i32 %v) {
  %a = load i32, ptr %p, align 4, !tbaa !0
  store i32 %a, ptr %q, !tbaa !3
  %b = atomicrmw add ptr %p, i32 %v monotonic, !tbaa !0
  %c = cmpxchg ptr %p, i32 %v, i32 %a acq_rel monotonic, !tbaa !6
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false), !tbaa !0
  call void @use(ptr %q), !tbaa !3
  ret void
}

declare void @use(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"my root"}
!3 = !{!4, !1, i64 4, i64 1}
!4 = !{!"pair", !1, i64 0, !1, i64 4}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{}

; // -----

; Alias scopes of distinct domains and of string ids, their declaration,
; and access groups (one group, or a list).
define void @scopes(ptr %p) {
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  %a = load i32, ptr %p, !alias.scope !4, !noalias !5, !llvm.access.group !20
  store i32 %a, ptr %p, !alias.scope !13, !llvm.access.group !21
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 4, i1 false), !noalias !13, !llvm.access.group !22
  ret void
}

declare void @llvm.experimental.noalias.scope.decl(metadata)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1 immarg)

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"first"}
!2 = distinct !{!2, !0}
!3 = distinct !{!3}
!4 = !{!1}
!5 = !{!2, !6}
!6 = distinct !{!6, !3}
!10 = !{!"named domain"}
!11 = !{!"scope a", !10, !"described"}
!12 = !{!"scope b", !10}
!13 = !{!11, !12}
!20 = distinct !{}
!21 = distinct !{}
!22 = !{!20, !21}

; // -----

; Memory model relaxation annotations: one tag, a list, none.
define void @mmra(ptr %p) {
  %a = load i32, ptr %p, !mmra !0
  fence syncscope("agent") acquire, !mmra !2
  store i32 %a, ptr %p, !mmra !3
  ret void
}

!0 = !{!"prefix", !"one"}
!1 = !{!"prefix", !"two"}
!2 = !{!0, !1}
!3 = !{}

; CHECK: #tbaa_root = #llvm.tbaa_root<id = "my root">
; CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root
; CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
; CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_root1, 0>}>
; CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
; CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
; CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "pair", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc, 4>}>
; CHECK-NEXT: #tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc, offset = 4, constant = true>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @tbaa(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i8) : i8
; CHECK-NEXT:     %1 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %2 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %2, %arg1 {alignment = 4 : i64, tbaa = [#tbaa_tag2]} : i32, !llvm.ptr
; CHECK-NEXT:     %3 = llvm.atomicrmw add %arg0, %arg2 monotonic {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr, i32
; CHECK-NEXT:     %4 = llvm.cmpxchg %arg0, %arg2, %2 acq_rel monotonic {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr, i32
; CHECK-NEXT:     "llvm.intr.memset"(%arg0, %0, %1) <{isVolatile = false, tbaa = [#tbaa_tag]}> : (!llvm.ptr, i8, i64) -> ()
; CHECK-NEXT:     llvm.call @use(%arg1) {tbaa = [#tbaa_tag2]} : (!llvm.ptr) -> ()
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @use(!llvm.ptr)
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
; CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "domain">
; CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[3]<>>
; CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = "named domain">
; CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain, description = "first">
; CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain>
; CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain1>
; CHECK-NEXT: #alias_scope3 = #llvm.alias_scope<id = "scope a", domain = #alias_scope_domain2, description = "described">
; CHECK-NEXT: #alias_scope4 = #llvm.alias_scope<id = "scope b", domain = #alias_scope_domain2>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @scopes(%arg0: !llvm.ptr) {
; CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
; CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope
; CHECK-NEXT:     %1 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1, #alias_scope2]} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %1, %arg0 {access_groups = [#access_group1], alias_scopes = [#alias_scope3, #alias_scope4], alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     "llvm.intr.memcpy"(%arg0, %arg0, %0) <{access_groups = [#access_group, #access_group1], isVolatile = false, noalias_scopes = [#alias_scope3, #alias_scope4]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: #mmra_tag = #llvm.mmra_tag<"prefix":"one">
; CHECK-NEXT: #mmra_tag1 = #llvm.mmra_tag<"prefix":"two">
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @mmra(%arg0: !llvm.ptr) {
; CHECK-NEXT:     %0 = llvm.load %arg0 {alignment = 4 : i64, llvm.mmra = #mmra_tag} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.fence syncscope("agent") acquire {llvm.mmra = [#mmra_tag, #mmra_tag1]}
; CHECK-NEXT:     llvm.store %0, %arg0 {alignment = 4 : i64, llvm.mmra = []} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
