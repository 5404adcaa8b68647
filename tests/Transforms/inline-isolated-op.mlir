// RUN: strata-opt %s --inline | FileCheck %s
// CONFORMANCE: pipeline=--inline

// An op isolated from above that is not a callable (gpu.all_reduce) inside
// a function: its regions are its own body's, walked as such.

// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[R:.*]] = gpu.all_reduce %{{.*}} {
// CHECK:         return %[[R]] : f32
func.func @caller(%x: f32) -> f32 {
  %0 = call @reduce(%x) : (f32) -> f32
  return %0 : f32
}

func.func private @reduce(%x: f32) -> f32 {
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    gpu.yield %s : f32
  } : (f32) -> f32
  return %0 : f32
}
