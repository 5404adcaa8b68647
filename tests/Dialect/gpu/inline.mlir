// RUN: strata-opt %s --inline --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--inline

// Gpu ops may be inlined, but nothing is inlined into the regions of gpu
// ops: the call in the launch stays.

// CHECK-LABEL: func.func @launch
// CHECK:         gpu.launch
// CHECK-NEXT:      func.call @double
func.func @launch(%n: index, %x: f32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %r = func.call @double(%x) : (f32) -> f32
    "test.use"(%r) : (f32) -> ()
    gpu.terminator
  }
  return
}

func.func private @double(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
