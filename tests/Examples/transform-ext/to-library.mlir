// RUN: transform-ext-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: skip (transform.to_library is an op of the example extension, which strata-opt and mlir-opt do not have)

// transform.to_library "libxsmm" on C[8x4] += A[8x16] * B[16x4]: the
// kernel is dispatched for libxsmm's column-major view (N x M x K = 4 x 8
// x 16, B first, leading dimensions 4, 16, 4 stored at the function's
// start with alpha = beta = 1, flags and prefetch 0) and called with the
// matrices' addresses; the loops stay for when there is no kernel.

// CHECK-LABEL: module {
// CHECK:         func.func private @libxsmm_smmdispatch(i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-LABEL:   func.func @gemm
// CHECK-SAME:      (%[[A:.*]]: memref<8x16xf32>, %[[B:.*]]: memref<16x4xf32>, %[[C:.*]]: memref<8x4xf32>)
// CHECK-DAG:       %[[LDB:.*]] = arith.constant 4 : i32
// CHECK-DAG:       %[[LDA:.*]] = arith.constant 16 : i32
// CHECK-DAG:       %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:           %[[INTS:.*]] = memref.alloca() : memref<5xi32>
// CHECK:           memref.store %[[LDB]], %[[INTS]][%{{.*}}] : memref<5xi32>
// CHECK:           %[[P0:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           memref.store %[[LDA]], %[[INTS]][%{{.*}}] : memref<5xi32>
// CHECK:           %[[P1:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           %[[P2:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           %[[P3:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           %[[P4:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           %[[FLOATS:.*]] = memref.alloca() : memref<2xf32>
// CHECK:           memref.store %[[ONE]], %[[FLOATS]]
// CHECK:           %[[ALPHA:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK:           memref.store %[[ONE]], %[[FLOATS]]
// CHECK:           %[[BETA:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK-DAG:       %[[N:.*]] = arith.constant 4 : i32
// CHECK-DAG:       %[[M:.*]] = arith.constant 8 : i32
// CHECK-DAG:       %[[K:.*]] = arith.constant 16 : i32
// CHECK:           %[[KERNEL:.*]] = call @libxsmm_smmdispatch(%[[N]], %[[M]], %[[K]], %[[P0]], %[[P1]], %[[P2]], %[[ALPHA]], %[[BETA]], %[[P3]], %[[P4]])
// CHECK:           %[[BI:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK:           %[[BC:.*]] = arith.index_cast %[[BI]] : index to i64
// CHECK:           %[[BP:.*]] = llvm.inttoptr %[[BC]] : i64 to !llvm.ptr
// CHECK:           %[[AI:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK:           %[[AC:.*]] = arith.index_cast %[[AI]] : index to i64
// CHECK:           %[[AP:.*]] = llvm.inttoptr %[[AC]] : i64 to !llvm.ptr
// CHECK:           %[[CI:.*]] = memref.extract_aligned_pointer_as_index %[[C]]
// CHECK:           %[[CC:.*]] = arith.index_cast %[[CI]] : index to i64
// CHECK:           %[[CP:.*]] = llvm.inttoptr %[[CC]] : i64 to !llvm.ptr
// CHECK:           %[[KI:.*]] = llvm.ptrtoint %[[KERNEL]] : !llvm.ptr to i64
// CHECK:           %[[FOUND:.*]] = arith.cmpi ne, %[[KI]], %{{.*}} : i64
// CHECK:           scf.if %[[FOUND]] {
// CHECK-NEXT:        llvm.call %[[KERNEL]](%[[BP]], %[[AP]], %[[CP]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.for
// CHECK-NEXT:          scf.for
// CHECK-NEXT:            scf.for
// CHECK:           } {gemm}
// CHECK-NEXT:      }
// CHECK-NEXT:      return

func.func @gemm(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %a = memref.load %A[%i, %k] : memref<8x16xf32>
        %b = memref.load %B[%k, %j] : memref<16x4xf32>
        %c = memref.load %C[%i, %j] : memref<8x4xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<8x4xf32>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    transform.to_library %outer "libxsmm" : !transform.any_op
    transform.yield
  }
}

// -----

// A matrix of a batch (its index defined above the nest), the j and k
// loops swapped, f64, and a nest within a tile: the addresses start at the
// tile's first element (b * 8192 + i0 * 64 + j0 for C, the offsets in
// elements times 8 bytes).

// CHECK-LABEL: module {
// CHECK:         func.func private @libxsmm_dmmdispatch(i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-LABEL:   func.func @batch
// CHECK-SAME:      (%[[A:.*]]: memref<2x64x64xf64>, %[[B:.*]]: memref<2x64x128xf64>, %[[C:.*]]: memref<2x64x128xf64>, %[[BATCH:.*]]: index, %[[I0:.*]]: index, %[[J0:.*]]: index)
// CHECK:           memref.alloca() : memref<5xi32>
// CHECK:           memref.alloca() : memref<2xf64>
// CHECK-DAG:       %[[N:.*]] = arith.constant 32 : i32
// CHECK-DAG:       %[[K:.*]] = arith.constant 64 : i32
// CHECK:           %[[KERNEL:.*]] = call @libxsmm_dmmdispatch(%[[N]], %{{.*}}, %[[K]],
// CHECK:           %[[T0:.*]] = arith.muli %[[BATCH]], %{{.*}} : index
// CHECK:           %[[T1:.*]] = arith.addi %[[T0]], %[[J0]] : index
// CHECK:           %[[BI:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK:           %[[T2:.*]] = arith.muli %[[T1]], %{{.*}} : index
// CHECK:           arith.addi %[[BI]], %[[T2]] : index
// CHECK:           arith.muli %[[BATCH]], %{{.*}} : index
// CHECK:           arith.muli %[[I0]], %{{.*}} : index
// CHECK:           memref.extract_aligned_pointer_as_index %[[A]]
// CHECK:           arith.muli %[[BATCH]], %{{.*}} : index
// CHECK:           arith.muli %[[I0]], %{{.*}} : index
// CHECK:           memref.extract_aligned_pointer_as_index %[[C]]
// CHECK:           scf.if
// CHECK-NEXT:        llvm.call %[[KERNEL]](

func.func @batch(%A: memref<2x64x64xf64>, %B: memref<2x64x128xf64>, %C: memref<2x64x128xf64>, %b: index, %i0: index, %j0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %ie = arith.addi %i0, %c32 : index
  %je = arith.addi %j0, %c32 : index
  scf.for %i = %i0 to %ie step %c1 {
    scf.for %k = %c0 to %c64 step %c1 {
      scf.for %j = %j0 to %je step %c1 {
        %a = memref.load %A[%b, %i, %k] : memref<2x64x64xf64>
        %x = memref.load %B[%b, %k, %j] : memref<2x64x128xf64>
        %c = memref.load %C[%b, %i, %j] : memref<2x64x128xf64>
        %p = arith.mulf %x, %a : f64
        %s = arith.addf %p, %c : f64
        memref.store %s, %C[%b, %i, %j] : memref<2x64x128xf64>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    transform.to_library %outer "libxsmm" : !transform.any_op
    transform.yield
  }
}

// -----

// Inside transform.alternatives (on the function, a clone of which each
// region transforms), a nest too large for libxsmm (N = 256) is a
// silenceable failure: the next region runs on a fresh clone.

// CHECK-LABEL: module {
// CHECK-NOT:     libxsmm
// CHECK-LABEL:   func.func @large
// CHECK-NOT:     libxsmm
// CHECK:           scf.for
// CHECK:           } {gemm, kept_loops}
// CHECK-NEXT:      return

func.func @large(%A: memref<4x8xf32>, %B: memref<8x256xf32>, %C: memref<4x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c256 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x8xf32>
        %b = memref.load %B[%k, %j] : memref<8x256xf32>
        %c = memref.load %C[%i, %j] : memref<4x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x256xf32>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %outer {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%scope: !transform.any_op):
      %nest = transform.structured.match ops{["scf.for"]} attributes{gemm} in %scope : (!transform.any_op) -> !transform.any_op
      transform.to_library %nest "libxsmm" : !transform.any_op
    }, {
    ^bb0(%scope: !transform.any_op):
      %nest = transform.structured.match ops{["scf.for"]} attributes{gemm} in %scope : (!transform.any_op) -> !transform.any_op
      transform.annotate %nest "kept_loops" : !transform.any_op
    }
    transform.yield
  }
}

// -----

// When the nest fits, the first region of the alternatives succeeds: the
// function is replaced by its transformed clone, the second region does
// not run.

// CHECK-LABEL: module {
// CHECK:         func.func private @libxsmm_smmdispatch
// CHECK-LABEL:   func.func @small
// CHECK:           call @libxsmm_smmdispatch
// CHECK:           scf.if
// CHECK:           } {gemm}
// CHECK-NOT:     gemm, kept_loops

func.func @small(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x8xf32>
        %b = memref.load %B[%k, %j] : memref<8x16xf32>
        %c = memref.load %C[%i, %j] : memref<4x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x16xf32>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %outer {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%scope: !transform.any_op):
      %nest = transform.structured.match ops{["scf.for"]} attributes{gemm} in %scope : (!transform.any_op) -> !transform.any_op
      transform.to_library %nest "libxsmm" : !transform.any_op
    }, {
    ^bb0(%scope: !transform.any_op):
      %nest = transform.structured.match ops{["scf.for"]} attributes{gemm} in %scope : (!transform.any_op) -> !transform.any_op
      transform.annotate %nest "kept_loops" : !transform.any_op
    }
    transform.yield
  }
}

// -----

// Outside alternatives the failures are reported: a body that is not a
// matrix multiplication, and an unknown library.

func.func @not_matmul(%A: memref<8x8xf32>, %C: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %A[%i, %k] : memref<8x8xf32>
        %b = memref.load %A[%k, %j] : memref<8x8xf32>
        %c = memref.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.addf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot call libxsmm: the loop body is not C[i, j] += A[i, k] * B[k, j] on the last two dimensions}}
    transform.to_library %outer "libxsmm" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @in_place(%C: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %C[%i, %k] : memref<8x8xf32>
        %b = memref.load %C[%k, %j] : memref<8x8xf32>
        %c = memref.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  } {gemm}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes{gemm} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot call libxsmm: the product's output is also one of its inputs}}
    transform.to_library %outer "libxsmm" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @unknown(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{unknown library "mkl" (known: "libxsmm")}}
    transform.to_library %loops "mkl" : !transform.any_op
    transform.yield
  }
}
