// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Functions in a comdat.
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @f any
}
llvm.func @f() comdat(@__llvm_comdat::@f) attributes {dso_local} {
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @f any
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f() comdat(@__llvm_comdat::@f) attributes {dso_local} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
