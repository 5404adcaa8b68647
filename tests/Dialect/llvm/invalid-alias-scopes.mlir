// RUN: strata-opt -split-input-file -verify-diagnostics %s

#d = #llvm.alias_scope_domain<id = 3 : i32>
// expected-error@+1 {{id of an alias scope must be a StringAttr or a DistrinctAttr}}
#s = #llvm.alias_scope<id = 5 : i64, domain = #d>

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
#g = #llvm.access_group<id = "x">

// -----

#d = #llvm.alias_scope_domain<id = distinct[0]<>>
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_AliasScopeAttr parameter 'domain' which is to be a `AliasScopeDomainAttr`}}
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #llvm.access_group<id = distinct[2]<>>>
