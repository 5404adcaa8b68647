// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// Printing corner cases: terminators with attributes are kept, implicit
// ones are elided, locations of implicit terminators are the op's.
func.func @f(%lb: i64, %c: i1, %x: f32, %i: index, %t: tensor<2xf32>) {
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) : i64 {
    scf.yield {y} %a : f32
  }
  scf.execute_region {
    "test.branch"()[^bb1] : () -> ()
  ^bb1:
    scf.yield
  }
  scf.parallel (%p) = (%i) to (%i) step (%i) {
    "scf.reduce"() {a} : () -> ()
  }
  scf.parallel (%p) = (%i) to (%i) step (%i) init () {
  }
  %s = scf.index_switch %i -> f32
  default {
    scf.yield {z} %x : f32
  }
  scf.index_switch %i
  default {
    scf.yield {z}
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) {k} %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  }
  scf.if %c {
    scf.if %c {
      scf.yield
    } {inner}
  } else {
    scf.yield {e}
  }
  %f = scf.forall (%p) in (4) shared_outs(%o = %t) -> (tensor<2xf32>) {
  }
  scf.forall (%p) in (4) {
    scf.forall.in_parallel {
    } {m}
  }
  return
}

// CHECK: #loc2 = loc("{{.*}}forms.mlir":5:14)
// CHECK-NEXT: #loc3 = loc("{{.*}}forms.mlir":5:24)
// CHECK-NEXT: #loc4 = loc("{{.*}}forms.mlir":5:32)
// CHECK-NEXT: #loc5 = loc("{{.*}}forms.mlir":5:41)
// CHECK-NEXT: #loc6 = loc("{{.*}}forms.mlir":5:52)
// CHECK-NEXT: #loc21 = loc("{{.*}}forms.mlir":30:8)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i64 loc("{{.*}}forms.mlir":5:14), %arg1: i1 loc("{{.*}}forms.mlir":5:24), %arg2: f32 loc("{{.*}}forms.mlir":5:32), %arg3: index loc("{{.*}}forms.mlir":5:41), %arg4: tensor<2xf32> loc("{{.*}}forms.mlir":5:52)) {
// CHECK-NEXT:     %0 = scf.for %arg5 = %arg0 to %arg0 step %arg0 iter_args(%arg6 = %arg2) -> (f32)  : i64 {
// CHECK-NEXT:       scf.yield {y} %arg6 : f32 loc(#loc8)
// CHECK-NEXT:     } loc(#loc7)
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       "test.branch"()[^bb1] : () -> () loc(#loc10)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield loc(#loc11)
// CHECK-NEXT:     } loc(#loc9)
// CHECK-NEXT:     scf.parallel (%arg5) = (%arg3) to (%arg3) step (%arg3) {
// CHECK-NEXT:       scf.reduce  {a} loc(#loc13)
// CHECK-NEXT:     } loc(#loc12)
// CHECK-NEXT:     scf.parallel (%arg5) = (%arg3) to (%arg3) step (%arg3) {
// CHECK-NEXT:       scf.reduce  loc(#loc14)
// CHECK-NEXT:     } loc(#loc14)
// CHECK-NEXT:     %1 = scf.index_switch %arg3 -> f32 
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield {z} %arg2 : f32 loc(#loc16)
// CHECK-NEXT:     } loc(#loc15)
// CHECK-NEXT:     scf.index_switch %arg3 
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield {z} loc(#loc18)
// CHECK-NEXT:     } loc(#loc17)
// CHECK-NEXT:     %2 = scf.while (%arg5 = %arg2) : (f32) -> f32 {
// CHECK-NEXT:       scf.condition(%arg1) {k} %arg5 : f32 loc(#loc20)
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg5: f32 loc("{{.*}}forms.mlir":30:8)):
// CHECK-NEXT:       scf.yield %arg5 : f32 loc(#loc22)
// CHECK-NEXT:     } loc(#loc19)
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%arg1) loc(#loc24)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield loc(#loc25)
// CHECK-NEXT:     } loc(#loc23)
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       scf.if %arg1 {
// CHECK-NEXT:       } {inner} loc(#loc27)
// CHECK-NEXT:     } else {
// CHECK-NEXT:     } loc(#loc26)
// CHECK-NEXT:     %3 = scf.forall (%arg5) in (4) shared_outs(%arg6 = %arg4) -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       } loc(#loc28)
// CHECK-NEXT:     } loc(#loc28)
// CHECK-NEXT:     scf.forall (%arg5) in (4) {
// CHECK-NEXT:     } loc(#loc29)
// CHECK-NEXT:     return loc(#loc30)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}forms.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}forms.mlir":5:1)
// CHECK-NEXT: #loc7 = loc("{{.*}}forms.mlir":6:8)
// CHECK-NEXT: #loc8 = loc("{{.*}}forms.mlir":7:5)
// CHECK-NEXT: #loc9 = loc("{{.*}}forms.mlir":9:3)
// CHECK-NEXT: #loc10 = loc("{{.*}}forms.mlir":10:5)
// CHECK-NEXT: #loc11 = loc("{{.*}}forms.mlir":12:5)
// CHECK-NEXT: #loc12 = loc("{{.*}}forms.mlir":14:3)
// CHECK-NEXT: #loc13 = loc("{{.*}}forms.mlir":15:5)
// CHECK-NEXT: #loc14 = loc("{{.*}}forms.mlir":17:3)
// CHECK-NEXT: #loc15 = loc("{{.*}}forms.mlir":19:8)
// CHECK-NEXT: #loc16 = loc("{{.*}}forms.mlir":21:5)
// CHECK-NEXT: #loc17 = loc("{{.*}}forms.mlir":23:3)
// CHECK-NEXT: #loc18 = loc("{{.*}}forms.mlir":25:5)
// CHECK-NEXT: #loc19 = loc("{{.*}}forms.mlir":27:8)
// CHECK-NEXT: #loc20 = loc("{{.*}}forms.mlir":28:5)
// CHECK-NEXT: #loc22 = loc("{{.*}}forms.mlir":31:5)
// CHECK-NEXT: #loc23 = loc("{{.*}}forms.mlir":33:3)
// CHECK-NEXT: #loc24 = loc("{{.*}}forms.mlir":34:5)
// CHECK-NEXT: #loc25 = loc("{{.*}}forms.mlir":37:5)
// CHECK-NEXT: #loc26 = loc("{{.*}}forms.mlir":39:3)
// CHECK-NEXT: #loc27 = loc("{{.*}}forms.mlir":40:5)
// CHECK-NEXT: #loc28 = loc("{{.*}}forms.mlir":46:8)
// CHECK-NEXT: #loc29 = loc("{{.*}}forms.mlir":48:3)
// CHECK-NEXT: #loc30 = loc("{{.*}}forms.mlir":52:3)
// CHECK-EMPTY:
