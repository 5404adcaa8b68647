// RUN: strata-opt -allow-unregistered-dialect -promote-buffers-to-stack -split-input-file %s | FileCheck %s
// RUN: strata-opt -allow-unregistered-dialect -pass-pipeline='builtin.module(builtin.module(func.func(promote-buffers-to-stack)))' -split-input-file %s | FileCheck %s --check-prefix=NESTED

// The size of `index` elements comes from the closest enclosing data
// layout: 16 indices of 256 bits are 512 bytes (promoted), 64 of them
// 2048 bytes (kept on the heap).

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  // CHECK-LABEL: func.func @wide_index
  // CHECK-NEXT: memref.alloca() : memref<16xindex>
  // CHECK-NEXT: memref.alloc() : memref<64xindex>
  // NESTED-LABEL: func.func @wide_index
  // NESTED-NEXT: memref.alloc() : memref<16xindex>
  // NESTED-NEXT: memref.alloc() : memref<64xindex>
  func.func @wide_index() {
    %0 = memref.alloc() : memref<16xindex>
    %1 = memref.alloc() : memref<64xindex>
    "test.use"(%0, %1) : (memref<16xindex>, memref<64xindex>) -> ()
    return
  }
}

// -----

// Without a data layout an index is 64 bits: 128 of them fit in 1024 bytes.

// CHECK-LABEL: func.func @default_index
// CHECK-NEXT: memref.alloca() : memref<128xindex>
// CHECK-NEXT: memref.alloc() : memref<129xindex>
// NESTED-LABEL: func.func @default_index
// NESTED-NEXT: memref.alloc() : memref<128xindex>
func.func @default_index() {
  %0 = memref.alloc() : memref<128xindex>
  %1 = memref.alloc() : memref<129xindex>
  "test.use"(%0, %1) : (memref<128xindex>, memref<129xindex>) -> ()
  return
}

// -----

// A module without a layout inherits its parent's: 256 indices of 32 bits
// are 1024 bytes.

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  module @inner {
    // CHECK-LABEL: func.func @inherited_index
    // CHECK-NEXT: memref.alloc() : memref<256xindex>
    // CHECK-NEXT: memref.alloc() : memref<257xindex>
    // NESTED-LABEL: func.func @inherited_index
    // NESTED-NEXT: memref.alloca() : memref<256xindex>
    // NESTED-NEXT: memref.alloc() : memref<257xindex>
    func.func @inherited_index() {
      %0 = memref.alloc() : memref<256xindex>
      %1 = memref.alloc() : memref<257xindex>
      "test.use"(%0, %1) : (memref<256xindex>, memref<257xindex>) -> ()
      return
    }
  }
}
