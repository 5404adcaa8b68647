// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant, (anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead,"(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>",(anonymous namespace)::ChainedTensorCast},' | FileCheck %s
// CONFORMANCE: pipeline='--canonicalize=disable-patterns=,'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::IndexCastOfIndexCast,(anonymous namespace)::BitcastOfBitcast}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={(anonymous namespace)::IndexCastUIOfIndexCastUI}'
// CONFORMANCE: pipeline='--canonicalize=max-num-rewrites=1'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns=,'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns=AddIAddConstant'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns="(anonymous namespace)::AddIAddConstant"'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::SubIRHSSubConstantLHS,(anonymous namespace)::AddISubConstantRHS}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead,(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::RemoveStaticCondition}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={FoldConstantCase}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={FoldConstantCase}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={"(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>"}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={"(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>"}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::ChainedTensorCast}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={"(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>"}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={"(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>"}'
// CONFORMANCE: pipeline='--canonicalize=disable-patterns={(anonymous namespace)::SimplifyConstCondBranchPred}'
// CONFORMANCE: pipeline='--canonicalize=enable-patterns={(anonymous namespace)::SimplifyConstCondBranchPred}'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant, (anonymous namespace)::ChainedTensorCast} max-iterations=3}))'
// CONFORMANCE: pipeline='--pass-pipeline=builtin.module(canonicalize{enable-patterns="(anonymous namespace)::SubIRHSSubConstantLHS" region-simplify=disabled})'
// Canonicalization patterns are selected by MLIR's debug names (the C++
// pattern type's name, with its namespace and template arguments); the
// patterns MLIR makes from functions have an empty name, which an empty
// list element selects (`disable-patterns=,`).

func.func @arith(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %s = arith.subi %c2, %x : i32
  %t = arith.subi %c1, %s : i32
  return %b, %t : i32, i32
}

// -----

func.func @cf(%x: i32, %c: i1) -> i32 {
  %t = arith.constant true
  cf.assert %t, "ok"
  cf.cond_br %t, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  cf.br ^bb3(%y : i32)
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

func.func @index_switch(%i: index, %a: i32) -> (i32, i32) {
  %r:3 = scf.index_switch %i -> i32, i32, i32
  case 1 {
    %x = "foo.x"() : () -> i32
    scf.yield %a, %x, %a : i32, i32, i32
  }
  default {
    %y = "foo.y"() : () -> i32
    scf.yield %a, %y, %y : i32, i32, i32
  }
  %c2 = arith.constant 2 : index
  %s = scf.index_switch %c2 -> i32
  case 2 {
    %x = "foo.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r#0, %s : i32, i32
}

// -----

func.func @if(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r:2 = scf.if %c -> (i32, i32) {
    "foo.then"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  %s = scf.if %true -> i32 {
    scf.yield %r#0 : i32
  } else {
    scf.yield %b : i32
  }
  return %s : i32
}

// -----

func.func @memref_tensor_affine(%t: tensor<4xf32>, %i: index) -> (memref<?xf32>, memref<?xf32>, tensor<?xf32>, index) {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %n = memref.alloca(%c4) : memref<?xf32>
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<?xf32>
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c4]
  return %m, %n, %1, %a : memref<?xf32>, memref<?xf32>, tensor<?xf32>, index
}

// -----

// Round trips through two casts are patterns in MLIR, not folds.
func.func @cast_round_trips(%i: index, %f: f32) -> (index, index, f32) {
  %0 = arith.index_cast %i : index to i64
  %1 = arith.index_cast %0 : i64 to index
  %2 = arith.index_castui %i : index to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %4 : i32 to f32
  return %1, %3, %5 : index, index, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @arith(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c-1_i32 : i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cf(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.assert %true, "ok"
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_switch(%arg0: index, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     scf.index_switch %arg0 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %1 = "foo.x"() : () -> i32
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = "foo.y"() : () -> i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = "foo.two"() : () -> i32
// CHECK-NEXT:     return %arg1, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @memref_tensor_affine(%arg0: tensor<4xf32>, %arg1: index) -> (memref<?xf32>, memref<?xf32>, tensor<?xf32>, index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     return %cast, %cast_0, %cast_1, %0 : memref<?xf32>, memref<?xf32>, tensor<?xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cast_round_trips(%arg0: index, %arg1: f32) -> (index, index, f32) {
// CHECK-NEXT:     return %arg0, %arg0, %arg1 : index, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
