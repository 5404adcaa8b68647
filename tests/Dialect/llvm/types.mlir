// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every llvm type in its pretty form; nested llvm types lose their
// `!llvm.` prefix when printed, builtin types are used directly.
func.func private @pointers(!llvm.ptr, !llvm.ptr<3>, !llvm.ptr<0>, vector<4x!llvm.ptr>, vector<[2]x!llvm.ptr<1>>)
func.func private @simple(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata) -> !llvm.func<void ()>
func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x !llvm.ptr>, !llvm.array<2 x struct<(ptr<1>)>>, !llvm.array<2 x array<3 x f64>>, !llvm.array<1 x vector<4xf32>>)
func.func private @literal_structs(!llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<(ptr, i64, array<2 x i64>)>, !llvm.struct<(!llvm.ptr)>, !llvm.struct<(index)>, !llvm.struct<(struct<(i8)>)>)
func.func private @identified_structs(!llvm.struct<"name", (i32, ptr)>, !llvm.struct<"op", opaque>, !llvm.struct<"e", ()>, !llvm.struct<"p", packed (i8)>, !llvm.struct<"", ()>, !llvm.struct<"a\"b", (i1)>, !llvm.array<4 x struct<"x", opaque>>)
func.func private @functions(!llvm.func<i32 (i32, ptr, ...)>, !llvm.func<void (...)>, !llvm.func<struct<(i32)> (array<2 x i32>)>, !llvm.func<void (metadata, label, token)>, !llvm.func<token ()>, !llvm.func<void(i32 , f32)>)
func.func private @spacing(!llvm.ptr< 3 >, !llvm.struct<(i32) >, !llvm.array< 2 x i8 >)
func.func private @wrapping(!llvm.ptr<-1>)

// CHECK: module {
// CHECK-NEXT:   func.func private @pointers(!llvm.ptr, !llvm.ptr<3>, !llvm.ptr, vector<4x!llvm.ptr>, vector<[2]x!llvm.ptr<1>>)
// CHECK-NEXT:   func.func private @simple(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata) -> !llvm.func<void ()>
// CHECK-NEXT:   func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x ptr>, !llvm.array<2 x struct<(ptr<1>)>>, !llvm.array<2 x array<3 x f64>>, !llvm.array<1 x vector<4xf32>>)
// CHECK-NEXT:   func.func private @literal_structs(!llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<(ptr, i64, array<2 x i64>)>, !llvm.struct<(ptr)>, !llvm.struct<(index)>, !llvm.struct<(struct<(i8)>)>)
// CHECK-NEXT:   func.func private @identified_structs(!llvm.struct<"name", (i32, ptr)>, !llvm.struct<"op", opaque>, !llvm.struct<"e", ()>, !llvm.struct<"p", packed (i8)>, !llvm.struct<"", ()>, !llvm.struct<"a\22b", (i1)>, !llvm.array<4 x struct<"x", opaque>>)
// CHECK-NEXT:   func.func private @functions(!llvm.func<i32 (i32, ptr, ...)>, !llvm.func<void (...)>, !llvm.func<struct<(i32)> (array<2 x i32>)>, !llvm.func<void (metadata, label, token)>, !llvm.func<token ()>, !llvm.func<void (i32, f32)>)
// CHECK-NEXT:   func.func private @spacing(!llvm.ptr<3>, !llvm.struct<(i32)>, !llvm.array<2 x i8>)
// CHECK-NEXT:   func.func private @wrapping(!llvm.ptr<4294967295>)
// CHECK-NEXT: }
