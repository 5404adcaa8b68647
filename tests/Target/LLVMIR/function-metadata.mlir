// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Function properties that become metadata attached to the function: the
// entry count as `!prof`, OpenCL's kernel attributes; on declarations they
// follow `declare`, on definitions the signature.

llvm.func @counted() attributes {function_entry_count = 1234 : i64} {
  llvm.return
}

llvm.func @hinted() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi16>, is_signed = true>, work_group_size_hint = array<i32: 8, 4, 2>}

llvm.func @kernel() attributes {function_entry_count = 7 : i64, reqd_work_group_size = array<i32: 64, 1, 1>, intel_reqd_sub_group_size = 16 : i32, vec_type_hint = #llvm.vec_type_hint<hint = f32>} {
  llvm.return
}

llvm.func @same_sizes() attributes {reqd_work_group_size = array<i32: 64, 1, 1>}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @counted() !prof !1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare !vec_type_hint !2 !work_group_size_hint !3 void @hinted()
// CHECK-EMPTY:
// CHECK-NEXT: define void @kernel() !prof !4 !vec_type_hint !5 !reqd_work_group_size !6 !intel_reqd_sub_group_size !7 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare !reqd_work_group_size !6 void @same_sizes()
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!"function_entry_count", i64 1234}
// CHECK-NEXT: !2 = !{<4 x i16> undef, i32 1}
// CHECK-NEXT: !3 = !{i32 8, i32 4, i32 2}
// CHECK-NEXT: !4 = !{!"function_entry_count", i64 7}
// CHECK-NEXT: !5 = !{float undef, i32 0}
// CHECK-NEXT: !6 = !{i32 64, i32 1, i32 1}
// CHECK-NEXT: !7 = !{i32 16}
