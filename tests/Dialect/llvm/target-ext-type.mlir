// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect | strata-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

// Target extension types: a name, then type parameters, then integer ones.

// CHECK-LABEL: llvm.func @params
// CHECK-SAME: !llvm.target<"spirv.Image", f16, 1, 0, 0, 0, 0, 1>
// CHECK-SAME: !llvm.target<"pair.of", !llvm.ptr<3>, vector<4xi8>>
// CHECK-SAME: !llvm.target<"plain">
llvm.func @params(!llvm.target<"spirv.Image", f16, 1, 0, 0, 0, 0, 1>, !llvm.target<"pair.of", !llvm.ptr<3>, vector<4xi8>>, !llvm.target<"plain">)

// -----

// Nested in other llvm types, with or without the prefix.
// CHECK-LABEL: @nested
// CHECK: !llvm.struct<(i32, target<"spirv.Sampler">)>
// CHECK: !llvm.array<2 x target<"counter", 7>>
func.func @nested() {
  "test.op"() : () -> !llvm.struct<(i32, target<"spirv.Sampler">)>
  "test.op"() : () -> !llvm.array<2 x !llvm.target<"counter", 7>>
  return
}

// -----

// SPIR-V types can be zero-initialized, allocated, loaded and stored.
// CHECK-LABEL: llvm.mlir.global external @event()
// CHECK: llvm.mlir.zero : !llvm.target<"spirv.Event">
llvm.mlir.global external @event() : !llvm.target<"spirv.Event"> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  llvm.return %0 : !llvm.target<"spirv.Event">
}

// CHECK-LABEL: llvm.func @memory
// CHECK: llvm.alloca %{{.*}} x !llvm.target<"spirv.Event">
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.target<"spirv.Event">
llvm.func @memory(%n: i32) -> !llvm.target<"spirv.Event"> {
  %0 = llvm.alloca %n x !llvm.target<"spirv.Event"> : (i32) -> !llvm.ptr
  %1 = llvm.load %0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"spirv.Event">
  llvm.return %1 : !llvm.target<"spirv.Event">
}
