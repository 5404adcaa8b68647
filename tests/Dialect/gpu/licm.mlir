// Loop-invariant code motion hoists a broadcast from a given lane, which is
// speculatable, but not one from the first active lane, whose result
// depends on the control flow around it.
// RUN: strata-opt %s --loop-invariant-code-motion | FileCheck %s

func.func private @use(f32, f32)

// CHECK-LABEL: func.func @broadcasts
// CHECK: gpu.subgroup_broadcast %{{.*}},  specific_lane
// CHECK: scf.for
// CHECK-NEXT: gpu.subgroup_broadcast %{{.*}},  first_active_lane
func.func @broadcasts(%x: f32, %lane: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = gpu.subgroup_broadcast %x, first_active_lane : f32
    %b = gpu.subgroup_broadcast %x, specific_lane %lane : f32
    func.call @use(%a, %b) : (f32, f32) -> ()
  }
  return
}
