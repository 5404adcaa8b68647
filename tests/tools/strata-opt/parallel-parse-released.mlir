// A whole input file is released as it is parsed in parallel: the output,
// and the diagnostics of a bad input (parsed again sequentially), are the
// sequential ones.
// RUN: strata-opt %s --mlir-disable-threading --mlir-print-debuginfo > %t.seq
// RUN: env RAYON_NUM_THREADS=2 strata-opt %s --mlir-print-debuginfo > %t.par
// RUN: env RAYON_NUM_THREADS=8 strata-opt %s --mlir-print-debuginfo > %t.par8
// RUN: diff %t.seq %t.par
// RUN: diff %t.seq %t.par8
// RUN: FileCheck %s < %t.par8
// An error in an op parsed sequentially, and in one parsed in parallel:
// RUN: sed -e 's/return %%s : i32/return %%s : i64/' %s > %t.bad.mlir
// RUN: not strata-opt %t.bad.mlir --mlir-disable-threading 2> %t.bad.seq
// RUN: env RAYON_NUM_THREADS=8 not strata-opt %t.bad.mlir 2> %t.bad.par
// RUN: diff %t.bad.seq %t.bad.par
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.par
// RUN: sed -e 's/return %%j : index/return %%j : i32/' %s > %t.bad2.mlir
// RUN: not strata-opt %t.bad2.mlir --mlir-disable-threading 2> %t.bad2.seq
// RUN: env RAYON_NUM_THREADS=8 not strata-opt %t.bad2.mlir 2> %t.bad2.par
// RUN: diff %t.bad2.seq %t.bad2.par
// RUN: FileCheck %s --check-prefix=BAD2 < %t.bad2.par

#map = affine_map<(d0) -> (d0 + 1)>
module {
  // A declaration: the brace that closes the module ends what the scan
  // takes for its text.
  func.func private @decl(i32) -> i32
  func.func @a(%x: i32) -> i32 {
    %c = arith.constant 1 : i32
    %s = arith.addi %x, %c : i32
    return %s : i32
  } loc(#later)
  // A comment between the functions, and an op.
  memref.global "private" @g : memref<2xi32> = dense<[1, 2]>
  func.func @b(%i: index) -> index {
    %j = affine.apply #map(%i)
    return %j : index
  }
}
#later = loc("elsewhere.mlir":3:4)

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: func.func private @decl(i32) -> i32 loc(#loc1)
// CHECK: func.func @a(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK: } loc(#loc2)
// CHECK: memref.global "private" @g : memref<2xi32> = dense<[1, 2]> loc(#loc7)
// CHECK: func.func @b(%arg0: index loc({{.*}})) -> index {
// CHECK: affine.apply #map(%arg0) loc(#loc10)
// CHECK: #loc2 = loc("elsewhere.mlir":3:4)

// BAD: bad.mlir:30:12: error: use of value '%s' expects different type than prior uses: 'i64' vs 'i32'
// BAD-NEXT: return %s : i64
// BAD: bad.mlir:29:5: note: prior use here

// BAD2: bad2.mlir:36:12: error: use of value '%j' expects different type than prior uses: 'i32' vs 'index'
// BAD2: bad2.mlir:35:5: note: prior use here
