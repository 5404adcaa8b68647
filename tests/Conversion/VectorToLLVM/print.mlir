// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-vector-to-llvm

// Scalars print through the runtime's functions, widened to 64 bits;
// strings are globals; vectors are left to convert-vector-to-scf.
func.func @prints(%a: i32, %b: ui16, %c: f64, %d: f32, %e: index, %v: vector<2xi8>) {
  vector.print %a : i32 punctuation <comma>
  vector.print %b : ui16
  vector.print %c : f64 punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print %d : f32 punctuation <close>
  vector.print str "vec: "
  vector.print %e : index
  vector.print %v : vector<2xi8>
  vector.print str "vec: "
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[118, 101, 99, 58, 32, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[118, 101, 99, 58, 32, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printF32(f32)
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   func.func @prints(%arg0: i32, %arg1: ui16, %arg2: f64, %arg3: f32, %arg4: index, %arg5: vector<2xi8>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : ui16 to i16
// CHECK-NEXT:     %2 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%2) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %3 = arith.extui %1 : i16 to i64
// CHECK-NEXT:     llvm.call @printU64(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF64(%arg2) : (f64) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     llvm.call @printF32(%arg3) : (f32) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     %4 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @printString(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg5 : vector<2xi8>
// CHECK-NEXT:     %6 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @printString(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
