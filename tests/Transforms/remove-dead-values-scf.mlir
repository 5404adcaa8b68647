// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// CONFORMANCE: pipeline=--remove-dead-values

// Region branch ops: values they forward only to dead results or region
// arguments become ub.poison, then their canonicalization patterns drop
// the dead results and iteration arguments.

func.func @if_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %a : i32, i32
  } else {
    %s = arith.muli %a, %b : i32
    scf.yield %b, %s : i32, i32
  }
  %u = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @if_effects(%c: i1, %a: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
    %x = arith.addi %a, %a : i32
  }
  return %a : i32
}

// CHECK-LABEL: func.func @if_effects(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }

// -----

func.func @for(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = arith.addi %x, %x : i32
    %m = arith.addi %y, %x : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @for(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func @for_dead(%lb: index, %ub: index, %st: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @for_dead(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @for_effects(%lb: index, %ub: index, %st: index, %a: i32, %m: memref<i32>) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a, %z = %a) -> (i32, i32, i32) {
    memref.store %y, %m[] : memref<i32>
    %n = arith.addi %x, %z : i32
    scf.yield %n, %y, %z : i32, i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @for_effects(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: memref.store %arg3, %arg4[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %arg6, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// Nested regions.
func.func @nested(%c: i1, %lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %t:2 = scf.if %c -> (i32, i32) {
      %p = arith.addi %x, %y : i32
      scf.yield %p, %y : i32, i32
    } else {
      scf.yield %x, %y : i32, i32
    }
    scf.yield %t#0, %t#1 : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func private @callee(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @caller(%c: i1, %a: i32) -> i32 {
  %r:2 = call @callee(%c, %a, %a) : (i1, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// CHECK-LABEL: func.func private @callee(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @execute_region(%a: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %a : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func private @h(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @k(%c: i1, %a: i32, %m: memref<i32>) {
  %r = call @h(%c, %a) : (i1, i32) -> i32
  %s = call @h(%c, %a) : (i1, i32) -> i32
  memref.store %s, %m[] : memref<i32>
  return
}

// CHECK-LABEL: func.func private @h(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k(%arg0: i1, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT: %0 = call @h(%arg0, %arg1) : (i1, i32) -> i32
// CHECK-NEXT: %1 = call @h(%arg0, %arg1) : (i1, i32) -> i32
// CHECK-NEXT: memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @er(%a: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    memref.store %a, %m[] : memref<i32>
    %x = arith.addi %a, %a : i32
    scf.yield %x, %a : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @er(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @iftrue(%a: i32) -> i32 {
  %true = arith.constant true
  %r:2 = scf.if %true -> (i32, i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = arith.muli %a, %a : i32
    scf.yield %y, %y : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @iftrue(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
