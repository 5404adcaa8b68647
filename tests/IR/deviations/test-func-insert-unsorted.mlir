// RUN: strata-opt %s -test-func-insert-result | FileCheck %s

// mlir-opt 22 crashes when the insertions are not sorted by index; Strata
// sorts them (stably) first.

// CHECK: func.func private @f(i1) -> (i2, i32 {test.a}, f32, i1 {test.tail})
func.func private @f(i1) -> (i32 {test.a}, f32)
    attributes {test.insert_results = [[2, i1, {test.tail}], [0, i2]]}
