// Round trip of the gpu dialect's attributes (enums, address spaces, device
// mappings of parallel loops, masks, offloading handlers; the targets are
// unregistered attributes here) and types; the expected text is mlir-opt
// 22's printing of this file.
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

func.func @mapping(%n: index) attributes {mappings = [#gpu.block<x>, #gpu.warpgroup<y>, #gpu.warp<z>, #gpu.thread<linear_dim_0>, #gpu.lane<linear_dim_9>, #gpu.memory_space<private>, #gpu.mask<0x5>], dim = #gpu<dim y>, space = #gpu.address_space<global>} {
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.block<linear_dim_2>]}
  return
}

func.func @types(%a: !gpu.mma_matrix<16x16xf16, "COp">, %b: !gpu.mma_matrix<16x8xsi8, "AOp">, %c: !gpu.mma_matrix<8x16xui8, "BOp">, %t: !gpu.async.token) -> !gpu.async.token {
  %m = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  return %t : !gpu.async.token
}

gpu.module @targets [#nvvm.target, #rocdl.target] {
}
gpu.module @handler <#gpu.select_object<1>> [#nvvm.target, #rocdl.target] attributes {test.attr} {
}
gpu.module @handler_by_target <#gpu.select_object<#rocdl.target>> [#rocdl.target] {
}

// CHECK: module {
// CHECK-NEXT:   func.func @mapping(%arg0: index) attributes {dim = #gpu<dim y>, mappings = [#gpu.block<x>, #gpu.warpgroup<y>, #gpu.warp<z>, #gpu.thread<linear_dim_0>, #gpu.lane<linear_dim_9>, #gpu.memory_space<private>, #gpu.mask<5>], space = #gpu.address_space<global>} {
// CHECK-NEXT:     scf.forall (%arg1, %arg2) in (%arg0, %arg0) {
// CHECK-NEXT:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     } {mapping = [#gpu.block<linear_dim_2>]}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @types(%arg0: !gpu.mma_matrix<16x16xf16, "COp">, %arg1: !gpu.mma_matrix<16x8xsi8, "AOp">, %arg2: !gpu.mma_matrix<8x16xui8, "BOp">, %arg3: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:     return %arg3 : !gpu.async.token
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @targets [#nvvm.target, #rocdl.target] {
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @handler<#gpu.select_object<1 : i64>> [#nvvm.target, #rocdl.target] attributes {test.attr} {
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @handler_by_target<#gpu.select_object<#rocdl.target>> [#rocdl.target] {
// CHECK-NEXT:   }
// CHECK-NEXT: }
