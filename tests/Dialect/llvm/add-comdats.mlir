// RUN: strata-opt %s --llvm-add-comdats --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--llvm-add-comdats

// The llvm module passes: linkonce functions get comdat selectors (in an
// existing @__llvm_comdat too); global values of default visibility get
// the requested one; every func.func asks for a C interface.

llvm.func linkonce @a() {
  llvm.return
}

llvm.func weak @b() {
  llvm.return
}

llvm.func linkonce_odr @c() {
  llvm.return
}

llvm.func @e()

llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.global internal hidden @h(2 : i32) : i32

func.func private @decl(i32)
func.func @def() attributes {llvm.emit_c_interface} {
  return
}

// -----

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @old any
}

llvm.func linkonce_odr @d() {
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @c any
// CHECK-NEXT:     llvm.comdat_selector @a any
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce @a() comdat(@__llvm_comdat::@a) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func weak @b() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce_odr @c() comdat(@__llvm_comdat::@c) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @e()
// CHECK-NEXT:   llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global internal hidden @h(2 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   func.func private @decl(i32)
// CHECK-NEXT:   func.func @def() attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @d any
// CHECK-NEXT:     llvm.comdat_selector @old any
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce_odr @d() comdat(@__llvm_comdat::@d) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
