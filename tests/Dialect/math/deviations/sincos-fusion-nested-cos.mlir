// RUN: strata-opt %s -math-sincos-fusion | FileCheck %s

// The cos is in a region nested below the sin's block. mlir-opt 22 puts
// the fused op at the cos, where it does not dominate the sin's other
// uses, and fails verification; Strata puts it before the first of the
// two ops.

// CHECK-LABEL: func.func @nested_cos
// CHECK-NEXT: %[[SIN:.+]], %[[COS:.+]] = math.sincos %arg0 : f32
// CHECK-NEXT: %[[R:.+]] = scf.if %arg1 -> (f32) {
// CHECK-NEXT:   scf.yield %[[COS]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[SIN]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[SIN]], %[[R]] : f32, f32
func.func @nested_cos(%x: f32, %c: i1) -> (f32, f32) {
  %s = math.sin %x : f32
  %r = scf.if %c -> f32 {
    %k = math.cos %x : f32
    scf.yield %k : f32
  } else {
    scf.yield %s : f32
  }
  return %s, %r : f32, f32
}
