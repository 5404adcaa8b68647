// RUN: rm -f %t.repro.mlir
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse),test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: FileCheck %s --input-file=%t.repro.mlir
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics=true}))' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir 2>&1 | FileCheck %s --check-prefix=NESTED
// A failing pipeline writes a reproducer: the IR before the pipeline and
// the pipeline, which mlir-opt's --run-reproducer reads back.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g()

// ERROR: error: Failures have been detected while processing an MLIR pass pipeline
// ERROR: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'builtin.module' operation]: reproducer generated at `{{.*}}repro.mlir`

// The IR is the input's, before cse ran.
// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(func.func(cse), test-pass-failure{gen-diagnostics=false})",
// CHECK-NEXT:       disable_threading: false,
// CHECK-NEXT:       verify_each: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// NESTED: 8:1: error: illegal operation
// NESTED: 14:1: error: illegal operation
// NESTED: 8:1: error: Failures have been detected while processing an MLIR pass pipeline
// NESTED: 8:1: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'func.func' operation: @f, `(anonymous namespace)::TestFailurePass` on 'func.func' operation: @g]: reproducer generated at
