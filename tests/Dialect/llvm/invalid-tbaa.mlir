// RUN: strata-opt -split-input-file -verify-diagnostics %s

#root = #llvm.tbaa_root<id = "r">
#d = #llvm.tbaa_type_desc<id = "d", members = {<#root, 0>}>
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#t = #llvm.tbaa_tag<base_type = #root, access_type = #d, offset = 0>

// -----

#root = #llvm.tbaa_root<id = "r">
#d = #llvm.tbaa_type_desc<id = "d", members = {<#root, 0>}>
#t = #llvm.tbaa_tag<base_type = #d, access_type = #d, offset = 0>
// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#e = #llvm.tbaa_type_desc<id = "e", members = {<#t, 0>}>

// -----

#root = #llvm.tbaa_root<id = "r">
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [#root]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#root = #llvm.tbaa_root<id = "r">
// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#e = #llvm.tbaa_type_desc<id = "e", members = {}>
