// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: llvm.func @hint()
// CHECK-SAME: vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf16>>
llvm.func @hint() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf16>, is_signed = false>}

// CHECK-LABEL: llvm.func @signed_hint()
// CHECK-SAME: vec_type_hint = #llvm.vec_type_hint<hint = i16, is_signed = true>
llvm.func @signed_hint() attributes {vec_type_hint = #llvm.vec_type_hint<is_signed = true, hint = i16>}

// CHECK-LABEL: llvm.func @workgroup
// CHECK-SAME: llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<64 : i64, !llvm.array<4 x f32>>
llvm.func @workgroup(%arg0: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<64 : i64, !llvm.array<4 x f32>>})

// Bounds wrap to the range's width and print signed.
// CHECK-LABEL: llvm.func @ranges
// CHECK-SAME: llvm.range = #llvm.constant_range<i64, 0, -1>
// CHECK-SAME: llvm.range = #llvm.constant_range<i8, -56, 127>
llvm.func @ranges(%arg0: i64 {llvm.range = #llvm.constant_range<i64, 0, 18446744073709551615>}) -> (i8 {llvm.range = #llvm.constant_range<i8, 200, 127>})
