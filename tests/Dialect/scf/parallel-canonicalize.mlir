// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false
// scf.parallel canonicalization: single- and zero-iteration dimensions,
// inlining with reductions, merging of nested loops.

func.func @single_dim(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  } {keep}
  return
}
func.func @all_single() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}
func.func @zero_dim(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %n) to (%n, %n) step (%c1, %c1) init (%f) -> f32 {
    %x = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @nested_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @reductions(%f: f32, %g: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c4) step (%c1, %c4) init (%f, %g) -> (f32, i32) {
    %x = "test.val"(%i, %j) : (index, index) -> f32
    %y = "test.ival"(%i) : (index) -> i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @reductions_one_dim(%f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%f) -> f32 {
    %x = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @nested_with_reduction(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
      %x = "test.val"(%i, %j) : (index, index) -> f32
      scf.reduce(%x : f32) {
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        scf.reduce.return %s : f32
      }
    }
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @single_dim(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_single(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_dim(
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%arg0, %arg0, %arg0) step (%c1, %c1, %c1) {
// CHECK-NEXT: "test.use"(%arg1, %arg2, %arg3) : (index, index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_dependent(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = "test.val"(%c0, %c1) : (index, index) -> f32
// CHECK-NEXT: %1 = "test.ival"(%c0) : (index) -> i32
// CHECK-NEXT: %2 = arith.mulf %arg0, %0 : f32
// CHECK-NEXT: %3 = arith.maxsi %arg1, %1 : i32
// CHECK-NEXT: return %2, %3 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions_one_dim(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%arg0) -> f32 {
// CHECK-NEXT: %1 = "test.val"(%c0, %arg2) : (index, index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_with_reduction(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %1 = "test.val"(%arg2, %arg3) : (index, index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
