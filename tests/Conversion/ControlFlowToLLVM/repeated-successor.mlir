// RUN: strata-opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--convert-cf-to-llvm

// Both edges of a conditional branch lead to one block whose argument
// type changes: the block is converted once, and the second edge names
// the converted block.
func.func @same_dest_twice(%flag: i1, %lo: index, %hi: index) -> index {
  cf.cond_br %flag, ^join(%lo : index), ^join(%hi : index)
^join(%v: index):
  return %v : index
}

// CHECK: func.func @same_dest_twice(%arg0: i1, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1(%1 : i64), ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   return %3 : index
// CHECK-NEXT: }

// -----

// A switch whose default and cases all go to one block.
func.func @switch_one_dest(%key: i32, %p: index, %q: index) -> index {
  cf.switch %key : i32, [
    default: ^out(%p : index),
    1: ^out(%q : index),
    2: ^out(%p : index)
  ]
^out(%r: index):
  return %r : index
}

// CHECK: func.func @switch_one_dest(%arg0: i32, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   llvm.switch %arg0 : i32, ^bb1(%1 : i64) [
// CHECK-NEXT:     1: ^bb1(%0 : i64),
// CHECK-NEXT:     2: ^bb1(%1 : i64)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%2: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   return %3 : index
// CHECK-NEXT: }

// -----

// The repeated block was already converted through an earlier branch:
// both edges then name the new block.
func.func @converted_before(%flag: i1, %a: index) -> index {
  cf.br ^mid(%a : index)
^mid(%m: index):
  cf.cond_br %flag, ^mid(%m : index), ^mid(%a : index)
}

// CHECK: func.func @converted_before(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%1: i64):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1(%1 : i64), ^bb1(%0 : i64)
// CHECK-NEXT: }
