// RUN: strata-opt %s | FileCheck %s

// TBAA roots (named and anonymous), type descriptors and tags print with
// their aliases; the tags go on memory accesses and calls.

#root = #llvm.tbaa_root<id = "My TBAA">
#anon = #llvm.tbaa_root<>
#char = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<members = {<#int, 0>, <#int, 4>}, id = "pair">
#other = #llvm.tbaa_type_desc<id = "other", members = {<#anon, 0>}>
#t0 = #llvm.tbaa_tag<access_type = #int, base_type = #pair, offset = 4>
#t1 = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0, constant = true>
#t2 = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0, constant = false>
llvm.func @g(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p {tbaa = [#t0]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#t1]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {tbaa = [#t2]} : !llvm.ptr, i32
  llvm.call @g(%p) {tbaa = [#t0]} : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: #tbaa_root = #llvm.tbaa_root<id = "My TBAA">
// CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "other", members = {<#tbaa_root1, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0, constant = true>
// CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
// CHECK-NEXT: #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "pair", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 4>}>
// CHECK-NEXT: #tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc2, offset = 4>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @g(!llvm.ptr)
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 {tbaa = [#tbaa_tag]} : i32, !llvm.ptr
// CHECK-NEXT:     %1 = llvm.atomicrmw add %arg0, %arg1 monotonic {tbaa = [#tbaa_tag1]} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.call @g(%arg0) {tbaa = [#tbaa_tag2]} : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
