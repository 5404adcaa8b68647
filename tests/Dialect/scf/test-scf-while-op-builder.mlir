// RUN: strata-opt %s --test-scf-while-op-builder | FileCheck %s
// Before each scf.while, one built from its operand and result types
// alone, casting its block arguments to the terminators' types.

func.func @loops(%a: index, %f: f32) {
  %r:3 = scf.while (%x = %a, %y = %f) : (index, f32) -> (f32, index, i1) {
    %c = arith.constant false
    scf.condition(%c) %y, %x, %c : f32, index, i1
  } do {
  ^bb0(%p: f32, %q: index, %b: i1):
    %w = scf.while (%z = %b) : (i1) -> i1 {
      scf.condition(%z) %z : i1
    } do {
    ^bb0(%z: i1):
      scf.yield %z : i1
    }
    scf.yield %q, %p : index, f32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: f32) {
// CHECK-NEXT:     %0:3 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (index, f32) -> (f32, index, i1) {
// CHECK-NEXT:       %2:3 = builtin.unrealized_conversion_cast %arg2, %arg3 : index, f32 to f32, index, i1
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true) %2#0, %2#1, %2#2 : f32, index, i1
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: index, %arg4: i1):
// CHECK-NEXT:       %2:2 = builtin.unrealized_conversion_cast %arg2, %arg3, %arg4 : f32, index, i1 to index, f32
// CHECK-NEXT:       scf.yield %2#0, %2#1 : index, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:3 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (index, f32) -> (f32, index, i1) {
// CHECK-NEXT:       %false = arith.constant false
// CHECK-NEXT:       scf.condition(%false) %arg3, %arg2, %false : f32, index, i1
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: index, %arg4: i1):
// CHECK-NEXT:       %2 = scf.while (%arg5 = %arg4) : (i1) -> i1 {
// CHECK-NEXT:         %4 = builtin.unrealized_conversion_cast %arg5 : i1 to i1
// CHECK-NEXT:         %true = arith.constant true
// CHECK-NEXT:         scf.condition(%true) %4 : i1
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg5: i1):
// CHECK-NEXT:         %4 = builtin.unrealized_conversion_cast %arg5 : i1 to i1
// CHECK-NEXT:         scf.yield %4 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.while (%arg5 = %arg4) : (i1) -> i1 {
// CHECK-NEXT:         scf.condition(%arg5) %arg5 : i1
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg5: i1):
// CHECK-NEXT:         scf.yield %arg5 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %arg3, %arg2 : index, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
