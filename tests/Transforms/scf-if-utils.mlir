// RUN: strata-opt %s -allow-unregistered-dialect -test-scf-if-utils | FileCheck %s

// Nested ifs are outlined first (a post-order walk), the numbering runs
// through the module, and each function goes before the one it came from.
func.func @nested(%c: i1, %d: i1, %x: i32) -> i32 {
  %k = arith.constant 7 : i32
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      %a = arith.addi %x, %k : i32
      scf.yield %a : i32
    } else {
      scf.yield %x : i32
    }
    %m = arith.muli %s, %s : i32
    scf.yield %m : i32
  } else {
    scf.yield %k : i32
  }
  return %r : i32
}

func.func @second(%c: i1, %m: memref<4xf32>, %i: index) {
  scf.if %c {
    %v = memref.load %m[%i] : memref<4xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

llvm.func @in_llvm_func(%c: i1, %v: i64) {
  scf.if %c {
  } else {
    "test.use"(%v) : (i64) -> ()
  }
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: func.func @outlined_then0(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_else0(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_then1(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %2 = func.call @outlined_then0(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = func.call @outlined_else0(%arg0) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_else1(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = func.call @outlined_then1(%arg2, %c7_i32, %arg1) : (i32, i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = func.call @outlined_else1(%c7_i32) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_then2(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @second(%arg0: i1, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: func.call @outlined_then2(%arg1, %arg2) : (memref<4xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_then3() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_else3(%arg0: i64) {
// CHECK-NEXT: "test.use"(%arg0) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @in_llvm_func(%arg0: i1, %arg1: i64) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: func.call @outlined_then3() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @outlined_else3(%arg1) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
