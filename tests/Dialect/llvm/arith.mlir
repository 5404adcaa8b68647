// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Integer and float arithmetic with their flags, casts, and value ops.
func.func @integer(%a: i32, %v: vector<4xi64>) {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.sub %a, %a overflow<nsw> : i32
  %2 = llvm.mul %a, %a overflow<nuw> : i32
  %3 = llvm.shl %a, %a overflow<nsw, nuw> : i32
  %4 = llvm.add %v, %v overflow<nuw, nsw> {note} : vector<4xi64>
  %5 = llvm.udiv exact %a, %a : i32
  %6 = llvm.sdiv %a, %a : i32
  %7 = llvm.urem %a, %a : i32
  %8 = llvm.srem %a, %a : i32
  %9 = llvm.and %a, %a : i32
  %10 = llvm.or disjoint %a, %a : i32
  %11 = llvm.or %a, %a : i32
  %12 = llvm.xor %a, %a : i32
  %13 = llvm.lshr exact %a, %a : i32
  %14 = llvm.ashr %a, %a : i32
  %15 = "llvm.add"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  return
}

func.func @float(%b: f32, %v: vector<2xf64>) {
  %0 = llvm.fadd %b, %b : f32
  %1 = llvm.fsub %b, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %v, %v {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<2xf64>
  %3 = llvm.fdiv %b, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  %4 = llvm.frem %b, %b : f32
  %5 = llvm.fneg %b {fastmathFlags = #llvm.fastmath<contract, afn, reassoc>} : f32
  %6 = "llvm.fadd"(%b, %b) : (f32, f32) -> f32
  return
}

func.func @casts(%a: i32, %b: f32, %p: !llvm.ptr, %vp: vector<2x!llvm.ptr>) {
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.zext nneg %a : i32 to i64
  %3 = llvm.trunc %a : i32 to i8
  %4 = llvm.trunc %a overflow<nsw> : i32 to i8
  %5 = llvm.fpext %b : f32 to f64
  %6 = llvm.fptrunc %b : f32 to f16
  %7 = llvm.sitofp %a : i32 to f32
  %8 = llvm.uitofp nneg %a : i32 to f32
  %9 = llvm.uitofp %a : i32 to f32
  %10 = llvm.fptosi %b : f32 to i32
  %11 = llvm.fptoui %b : f32 to i32
  %12 = llvm.bitcast %b : f32 to i32
  %13 = llvm.ptrtoint %p : !llvm.ptr to i64
  %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
  %15 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %16 = llvm.ptrtoint %vp : vector<2x!llvm.ptr> to vector<2xi64>
  %17 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  return
}

func.func @values(%a: i32, %c: i1, %cv: vector<2xi1>, %v: vector<2xf32>) {
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.poison : !llvm.struct<(i32, f64)>
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.mlir.undef {note} : !llvm.array<2 x f32>
  %4 = llvm.select %c, %a, %a : i1, i32
  %5 = llvm.select %cv, %v, %v {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xi1>, vector<2xf32>
  %6 = llvm.freeze %a : i32
  %7 = llvm.freeze %1 : !llvm.struct<(i32, f64)>
  return
}

func.func @attributes() attributes {a = #llvm.linkage<internal>, b = #llvm.cconv<fastcc>, c = #llvm.tailcallkind<musttail>, d = #llvm.fastmath<fast>, e = #llvm.overflow<nsw, nuw>, f = #llvm.framePointerKind<"non-leaf">, g = #llvm.linkage<"linkonce_odr">} {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @integer(%arg0: i32, %arg1: vector<4xi64>) {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = llvm.sub %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %2 = llvm.mul %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT:     %3 = llvm.shl %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %4 = llvm.add %arg1, %arg1 overflow<nsw, nuw> {note} : vector<4xi64>
// CHECK-NEXT:     %5 = llvm.udiv exact %arg0, %arg0 : i32
// CHECK-NEXT:     %6 = llvm.sdiv %arg0, %arg0 : i32
// CHECK-NEXT:     %7 = llvm.urem %arg0, %arg0 : i32
// CHECK-NEXT:     %8 = llvm.srem %arg0, %arg0 : i32
// CHECK-NEXT:     %9 = llvm.and %arg0, %arg0 : i32
// CHECK-NEXT:     %10 = llvm.or disjoint %arg0, %arg0 : i32
// CHECK-NEXT:     %11 = llvm.or %arg0, %arg0 : i32
// CHECK-NEXT:     %12 = llvm.xor %arg0, %arg0 : i32
// CHECK-NEXT:     %13 = llvm.lshr exact %arg0, %arg0 : i32
// CHECK-NEXT:     %14 = llvm.ashr %arg0, %arg0 : i32
// CHECK-NEXT:     %15 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float(%arg0: f32, %arg1: vector<2xf64>) {
// CHECK-NEXT:     %0 = llvm.fadd %arg0, %arg0 : f32
// CHECK-NEXT:     %1 = llvm.fsub %arg0, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %2 = llvm.fmul %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<2xf64>
// CHECK-NEXT:     %3 = llvm.fdiv %arg0, %arg0 : f32
// CHECK-NEXT:     %4 = llvm.frem %arg0, %arg0 : f32
// CHECK-NEXT:     %5 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<contract, afn, reassoc>} : f32
// CHECK-NEXT:     %6 = llvm.fadd %arg0, %arg0 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: vector<2x!llvm.ptr>) {
// CHECK-NEXT:     %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %2 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT:     %3 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:     %4 = llvm.trunc %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT:     %5 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT:     %6 = llvm.fptrunc %arg1 : f32 to f16
// CHECK-NEXT:     %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %8 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT:     %9 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT:     %10 = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT:     %11 = llvm.fptoui %arg1 : f32 to i32
// CHECK-NEXT:     %12 = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT:     %13 = llvm.ptrtoint %arg2 : !llvm.ptr to i64
// CHECK-NEXT:     %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
// CHECK-NEXT:     %15 = llvm.addrspacecast %arg2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:     %16 = llvm.ptrtoint %arg3 : vector<2x!llvm.ptr> to vector<2xi64>
// CHECK-NEXT:     %17 = llvm.bitcast %arg2 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @values(%arg0: i32, %arg1: i1, %arg2: vector<2xi1>, %arg3: vector<2xf32>) {
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(i32, f64)>
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.undef {note} : !llvm.array<2 x f32>
// CHECK-NEXT:     %4 = llvm.select %arg1, %arg0, %arg0 : i1, i32
// CHECK-NEXT:     %5 = llvm.select %arg2, %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:     %6 = llvm.freeze %arg0 : i32
// CHECK-NEXT:     %7 = llvm.freeze %1 : !llvm.struct<(i32, f64)>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @attributes() attributes {a = #llvm.linkage<internal>, b = #llvm.cconv<fastcc>, c = #llvm.tailcallkind<musttail>, d = #llvm.fastmath<fast>, e = #llvm.overflow<nsw, nuw>, f = #llvm.framePointerKind<"non-leaf">, g = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
