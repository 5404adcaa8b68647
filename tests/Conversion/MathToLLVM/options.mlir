// RUN: strata-opt %s --convert-math-to-llvm=approximate-log1p=false | FileCheck %s
// CONFORMANCE: pipeline=--convert-math-to-llvm=approximate-log1p=false

// approximate-log1p=false leaves math.log1p.
func.func @f(%x: f32) -> f32 {
 %0 = math.log1p %x fastmath<fast> : f32
 return %0 : f32 }

// CHECK: func.func @f(%arg0: f32) -> f32 {
// CHECK-NEXT:   %0 = math.log1p %arg0 fastmath<fast> : f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
