// RUN: strata-opt %s --verify-diagnostics \
// RUN:   --transform-check-conditions='pipeline=convert-linalg-to-loops,convert-scf-to-cf target=func.*,cf.*,arith.*,memref.*,linalg.*'
// RUN: strata-opt %s \
// RUN:   --transform-check-conditions='pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf target=func.*,cf.*,arith.*,memref.*,linalg.*' 2>&1 \
// RUN:   | FileCheck %s

// convert-linalg-to-loops declares the loops, loads, stores and index
// arithmetic it introduces: the checker finds that the affine.apply of the
// convolution's input index is left over, and the pass that removes it
// (mlir-opt's output of the first pipeline has it, of the second not). The
// linalg ops stay in the set: on tensors the pass leaves them alone, so it
// does not declare that it removes them.

// expected-error @below {{the final op set {affine.apply, arith.addf, arith.addi, arith.cmpi, arith.constant, arith.index_cast, arith.mulf, cf.br, cf.cond_br, cf.switch, func.func, func.return, linalg.conv_1d, linalg.yield, memref.dim, memref.load, memref.store} is not within the target}}
// expected-note @below {{'affine.apply' is introduced by 'convert-linalg-to-loops' and nothing after it removes it}}
// expected-note @below {{missing: lower-affine}}
module {
  func.func @conv(%in: memref<10xf32>, %filter: memref<3xf32>, %out: memref<8xf32>) {
    linalg.conv_1d ins(%in, %filter : memref<10xf32>, memref<3xf32>) outs(%out : memref<8xf32>)
    return
  }
}
// CHECK: remark: the final op set {arith.*, arith.addf, arith.addi, arith.cmpi, arith.constant, arith.index_cast, arith.mulf, cf.br, cf.cond_br, cf.switch, func.func, func.return, linalg.conv_1d, linalg.yield, memref.dim, memref.load, memref.store} is within the target
