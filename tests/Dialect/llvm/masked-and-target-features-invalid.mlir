// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @mask_not_i1(%v: vector<7xf32>, %p: !llvm.ptr, %m: vector<7xi32>) {
  // expected-error @below {{'llvm.intr.masked.store' op operand #2 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<7xi32>'}}
  llvm.intr.masked.store %v, %p, %m {alignment = 1 : i32} : vector<7xf32>, vector<7xi32> into !llvm.ptr
  llvm.return
}

// -----

llvm.func @gather_not_pointers(%ptrs: vector<7xf32>, %m: vector<7xi1>) -> vector<7xf32> {
  // expected-error @below {{'llvm.intr.masked.gather' op operand #0 must be LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<7xf32>'}}
  %0 = llvm.intr.masked.gather %ptrs, %m {alignment = 1 : i32} : (vector<7xf32>, vector<7xi1>) -> vector<7xf32>
  llvm.return %0 : vector<7xf32>
}

// -----

llvm.func @gather_shape(%ptrs: vector<7x!llvm.ptr>, %m: vector<[7]xi1>) -> vector<[7]xf32> {
  // expected-error @below {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<[7]x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %ptrs, %m {alignment = 1 : i32} : (vector<7x!llvm.ptr>, vector<[7]xi1>) -> vector<[7]xf32>
  llvm.return %0 : vector<[7]xf32>
}

// -----

llvm.func @scatter_shape(%v: vector<4xf32>, %ptrs: vector<2x!llvm.ptr>, %m: vector<4xi1>) {
  // expected-error @below {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<4x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %ptrs, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into vector<2x!llvm.ptr>
  llvm.return
}

// -----

// expected-error @below {{target features can not contain ','}}
llvm.func @comma() attributes {target_features = #llvm.target_features<["+a,b"]>} {
  llvm.return
}

// -----

// expected-error @below {{target features must start with '+' or '-'}}
llvm.func @prefix() attributes {target_features = #llvm.target_features<["sve"]>} {
  llvm.return
}

// -----

// expected-error @below {{target features can not be null or empty}}
llvm.func @empty() attributes {target_features = #llvm.target_features<["+sve", ""]>} {
  llvm.return
}
