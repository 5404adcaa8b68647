// RUN: strata-opt %s --test-arith-emulate-wide-int="function-prefix=wide_" | FileCheck %s
// Only the functions named with the prefix are emulated; their signatures
// stay, the halves reach and leave them through llvm.bitcast.

func.func @wide_ops(%a: i64, %b: i64) -> (i64, i1, index) {
  %0 = arith.muli %a, %b : i64
  %1 = arith.cmpi ult, %0, %b : i64
  %2 = arith.index_cast %0 : i64 to index
  return %0, %1, %2 : i64, i1, index
}

func.func @wide_max(%a: i64, %b: i64) -> i64 {
  %0 = arith.maxui %a, %b : i64
  return %0 : i64
}

func.func @narrow_kept(%a: i64) -> i64 {
  %0 = call @wide_max(%a, %a) : (i64, i64) -> i64
  %1 = arith.addi %0, %a : i64
  return %1 : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @wide_ops(%arg0: i64, %arg1: i64) -> (i64, i1, index) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i64 to vector<2xi32>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i64 to vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %low, %high = arith.mului_extended %2, %4 : i32
// CHECK-NEXT:     %6 = arith.muli %2, %5 : i32
// CHECK-NEXT:     %7 = arith.muli %3, %4 : i32
// CHECK-NEXT:     %8 = arith.addi %high, %6 : i32
// CHECK-NEXT:     %9 = arith.addi %8, %7 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %10 = vector.insert %low, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %11 = vector.insert %9, %10 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %12 = llvm.bitcast %11 : vector<2xi32> to i64
// CHECK-NEXT:     %13 = vector.extract %11[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %14 = vector.extract %11[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %15 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %16 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %17 = arith.cmpi ult, %13, %15 : i32
// CHECK-NEXT:     %18 = arith.cmpi ult, %14, %16 : i32
// CHECK-NEXT:     %19 = arith.cmpi eq, %14, %16 : i32
// CHECK-NEXT:     %20 = arith.select %19, %17, %18 : i1
// CHECK-NEXT:     %21 = vector.extract %11[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %22 = arith.index_cast %21 : i32 to index
// CHECK-NEXT:     return %12, %20, %22 : i64, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wide_max(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg1 : i64 to vector<2xi32>
// CHECK-NEXT:     %1 = llvm.bitcast %arg0 : i64 to vector<2xi32>
// CHECK-NEXT:     %2 = vector.extract %1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %3 = vector.extract %1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %4 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %5 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %6 = arith.cmpi ugt, %2, %4 : i32
// CHECK-NEXT:     %7 = arith.cmpi ugt, %3, %5 : i32
// CHECK-NEXT:     %8 = arith.cmpi eq, %3, %5 : i32
// CHECK-NEXT:     %9 = arith.select %8, %6, %7 : i1
// CHECK-NEXT:     %10 = vector.extract %1[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %11 = vector.extract %1[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %12 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:     %13 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:     %14 = arith.select %9, %10, %12 : i32
// CHECK-NEXT:     %15 = arith.select %9, %11, %13 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %16 = vector.insert %14, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:     %17 = vector.insert %15, %16 [1] : i32 into vector<2xi32>
// CHECK-NEXT:     %18 = llvm.bitcast %17 : vector<2xi32> to i64
// CHECK-NEXT:     return %18 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @narrow_kept(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = call @wide_max(%arg0, %arg0) : (i64, i64) -> i64
// CHECK-NEXT:     %1 = arith.addi %0, %arg0 : i64
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
