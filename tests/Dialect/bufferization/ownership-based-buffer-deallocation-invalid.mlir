// RUN: strata-opt %s -allow-unregistered-dialect --ownership-based-buffer-deallocation --split-input-file --verify-diagnostics

func.func @existing_dealloc(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @free_not_manual() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

func.func @unknown_effects() -> memref<2xf32> {
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  %0 = "test.unknown_op"() : () -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// expected-error @below {{Only structured control-flow loops are supported.}}
func.func @cfg_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @switch(%f: i32, %m: memref<2xf32>) {
  // expected-error @below {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
