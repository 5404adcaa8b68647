// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Functions: linkage, visibility, unnamed_addr, calling conventions,
// declarations, variadic signatures, argument and result attributes.
llvm.func @decl(i32, !llvm.ptr {llvm.noalias}) -> (i64 {llvm.zeroext})
llvm.func @p() attributes {sym_visibility = "private"}
llvm.func weak hidden unnamed_addr fastcc @w(%a: i32) -> i32 attributes {dso_local, passthrough = ["noinline", ["alignstack", "4"]], personality = @decl, section = "x"} {
  llvm.return %a : i32
}
llvm.func linkonce_odr protected local_unnamed_addr @v(%a: i32, ...) {
  llvm.return
}
llvm.func extern_weak @ew(...) -> !llvm.ptr
llvm.func @args(%a: i32 {llvm.signext}, %b: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) -> (!llvm.struct<(i32, i32)> {llvm.noundef}) {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @decl(i32, !llvm.ptr {llvm.noalias}) -> (i64 {llvm.zeroext})
// CHECK-NEXT:   llvm.func @p() attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func weak hidden unnamed_addr fastcc @w(%arg0: i32) -> i32 attributes {dso_local, passthrough = ["noinline", ["alignstack", "4"]], personality = @decl, section = "x"} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce_odr protected local_unnamed_addr @v(%arg0: i32, ...) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func extern_weak @ew(...) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @args(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = i32}) -> (!llvm.struct<(i32, i32)> {llvm.noundef}) {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:     llvm.return %0 : !llvm.struct<(i32, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
