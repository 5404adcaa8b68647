// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// The llvm folds MLIR has beyond the basic ones: icmp of vectors and of an
// alloca against null, extractvalue out of extractvalue, out of constant
// aggregates (arrays of attributes, 1-D dense and sparse elements,
// undef/poison/zero) and through insertions into inserted values, cast
// chains, constant GEP indices and the identity shufflevector.

llvm.func @use(vector<3xi1>, i1, i1, i1)

llvm.func @icmps(%v: vector<3xi64>, %x: i64) {
  %a = llvm.icmp "eq" %v, %v : vector<3xi64>
  %z = llvm.mlir.zero : !llvm.ptr
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.alloca %c4 x f32 : (i64) -> !llvm.ptr
  %b = llvm.icmp "eq" %p, %z : !llvm.ptr
  %c = llvm.icmp "ne" %z, %p : !llvm.ptr
  %d = llvm.icmp "uge" %x, %x : i64
  llvm.call @use(%a, %b, %c, %d) : (vector<3xi1>, i1, i1, i1) -> ()
  llvm.return
}

// -----

llvm.func @use(i64, f32, f64, i16, i8, f32, i32)

llvm.func @extracts(%s: !llvm.struct<(array<2 x i64>, f32)>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(array<2 x i64>, f32)>
  %1 = llvm.extractvalue %0[1] : !llvm.array<2 x i64>
  %c = llvm.mlir.constant([[1.5 : f32, 2.5 : f64], [3.0 : f32, 3.5 : f64]]) : !llvm.array<2 x struct<(f32, f64)>>
  %2 = llvm.extractvalue %c[1, 0] : !llvm.array<2 x struct<(f32, f64)>>
  %3 = llvm.extractvalue %c[0, 1] : !llvm.array<2 x struct<(f32, f64)>>
  %d = llvm.mlir.constant(dense<[7, 8, 9]> : tensor<3xi16>) : !llvm.array<3 x i16>
  %4 = llvm.extractvalue %d[2] : !llvm.array<3 x i16>
  %e = llvm.mlir.constant(dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>) : !llvm.array<2 x struct<(i8, i8)>>
  %5 = llvm.extractvalue %e[1, 0] : !llvm.array<2 x struct<(i8, i8)>>
  %f = llvm.mlir.constant(sparse<[1], [5.0]> : tensor<3xf32>) : !llvm.array<3 x f32>
  %6 = llvm.extractvalue %f[2] : !llvm.array<3 x f32>
  %g = llvm.mlir.poison : !llvm.struct<(i32, i32)>
  %7 = llvm.extractvalue %g[1] : !llvm.struct<(i32, i32)>
  llvm.call @use(%1, %2, %3, %4, %5, %6, %7) : (i64, f32, f64, i16, i8, f32, i32) -> ()
  llvm.return
}

// -----

llvm.func @use(i32, i32, i32)

// Continuing into an inserted value: a constant one folds, an argument
// does not (only the insertions at unrelated positions are looked through).
llvm.func @through_inserted(%x: i32, %y: !llvm.struct<(i32, i32)>, %w: !llvm.struct<(struct<(i32, i32)>, i32)>) {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %0, %w[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %2 = llvm.extractvalue %1[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %3 = llvm.insertvalue %y, %w[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %4 = llvm.insertvalue %x, %3[1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %5 = llvm.extractvalue %4[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %6 = llvm.insertvalue %x, %w[0, 0] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %7 = llvm.insertvalue %y, %6[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %8 = llvm.extractvalue %6[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  llvm.call @use(%2, %5, %8) : (i32, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @use(f64, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<1xi8>, vector<2xi8>)

llvm.func @casts_geps_shuffles(%x: i64, %p: !llvm.ptr, %i: i64, %v: vector<1xi8>, %w: vector<2xi8>) {
  %0 = llvm.bitcast %x : i64 to vector<2xi32>
  %1 = llvm.bitcast %0 : vector<2xi32> to f64
  %2 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr<3>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %4 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.getelementptr inbounds %p[%i, %c7, 1] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<8 x struct<(i32, f32)>>
  %6 = llvm.getelementptr %p[%big, %c7] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<8 x i8>
  %7 = llvm.shufflevector %v, %v [0] : vector<1xi8>
  %8 = llvm.shufflevector %w, %w [0, 1] : vector<2xi8>
  llvm.call @use(%1, %3, %4, %5, %6, %7, %8) : (f64, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<1xi8>, vector<2xi8>) -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @use(vector<3xi1>, i1, i1, i1)
// CHECK-NEXT:   llvm.func @icmps(%arg0: vector<3xi64>, %arg1: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(dense<true> : vector<3xi1>) : vector<3xi1>
// CHECK-NEXT:     %1 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %3 = llvm.icmp "uge" %arg1, %arg1 : i64
// CHECK-NEXT:     llvm.call @use(%0, %1, %2, %3) : (vector<3xi1>, i1, i1, i1) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @use(i64, f32, f64, i16, i8, f32, i32)
// CHECK-NEXT:   llvm.func @extracts(%arg0: !llvm.struct<(array<2 x i64>, f32)>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i8) : i8
// CHECK-NEXT:     %3 = llvm.mlir.constant(9 : i16) : i16
// CHECK-NEXT:     %4 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT:     %5 = llvm.mlir.constant(3.000000e+00 : f32) : f32
// CHECK-NEXT:     %6 = llvm.extractvalue %arg0[0, 1] : !llvm.struct<(array<2 x i64>, f32)> 
// CHECK-NEXT:     llvm.call @use(%6, %5, %4, %3, %2, %1, %0) : (i64, f32, f64, i16, i8, f32, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @use(i32, i32, i32)
// CHECK-NEXT:   llvm.func @through_inserted(%arg0: i32, %arg1: !llvm.struct<(i32, i32)>, %arg2: !llvm.struct<(struct<(i32, i32)>, i32)>) {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %arg2[0] : !llvm.struct<(struct<(i32, i32)>, i32)> 
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)> 
// CHECK-NEXT:     %3 = llvm.extractvalue %arg2[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)> 
// CHECK-NEXT:     llvm.call @use(%0, %2, %3) : (i32, i32, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @use(f64, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<1xi8>, vector<2xi8>)
// CHECK-NEXT:   llvm.func @casts_geps_shuffles(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: vector<1xi8>, %arg4: vector<2xi8>) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4294967296 : i64) : i64
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i64 to f64
// CHECK-NEXT:     %2 = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT:     %3 = llvm.getelementptr inbounds %arg1[%arg2, 7, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x struct<(i32, f32)>>
// CHECK-NEXT:     %4 = llvm.getelementptr %arg1[%0, 7] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i8>
// CHECK-NEXT:     %5 = llvm.shufflevector %arg4, %arg4 [0, 1] : vector<2xi8> 
// CHECK-NEXT:     llvm.call @use(%1, %2, %arg1, %3, %4, %arg3, %5) : (f64, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<1xi8>, vector<2xi8>) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
