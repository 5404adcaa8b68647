// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,cse))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: strata-opt %s --cse --symbol-dce --mlir-print-ir-before=cse --mlir-print-ir-after=symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=SELECT
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse),test-pass-failure)' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE
// IR dumps around passes, with mlir-opt's headers. Dumps of passes on
// sibling functions come in IR order whatever the thread count.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g()

// CHECK: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func private @g()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func private @g()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK:        func.func private @g()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NOT:    @g
// CHECK:      }

// The second cse changes nothing, and @g is unchanged: one dump.
// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f
// CHANGE-NOT: IR Dump

// As flags, cse runs on the module.
// SELECT: // -----// IR Dump Before CSE (cse) //----- //
// SELECT-NEXT: module {
// SELECT-NOT: IR Dump After CSE
// SELECT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// SELECT-NEXT: module {

// FAILURE-NOT: IR Dump After CSE
// FAILURE: // -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// FAILURE-NEXT: module {
