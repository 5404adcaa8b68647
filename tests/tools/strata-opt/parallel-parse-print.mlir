// The parallel parser and printer (over the isolated-from-above ops of a
// module) give exactly the sequential output, whatever the thread count.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-disable-threading > %t.seq
// RUN: strata-opt %s --allow-unregistered-dialect > %t.par
// RUN: env RAYON_NUM_THREADS=8 strata-opt %s --allow-unregistered-dialect > %t.par8
// RUN: diff %t.seq %t.par
// RUN: diff %t.seq %t.par8
// RUN: FileCheck %s < %t.par8
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-disable-threading --mlir-print-debuginfo > %t.dseq
// RUN: env RAYON_NUM_THREADS=8 strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo > %t.dpar
// RUN: diff %t.dseq %t.dpar
// RUN: FileCheck %s --check-prefix=DEBUG < %t.dpar
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-disable-threading --mlir-print-op-generic > %t.gseq
// RUN: env RAYON_NUM_THREADS=8 strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.gpar
// RUN: diff %t.gseq %t.gpar

#id = affine_map<(d0) -> (d0)>
!vec = vector<4xf32>
module {
  func.func @first(%a: i32, %v: !vec) -> i32 attributes {m = affine_map<(d0, d1) -> (d1, d0)>} {
    %c = arith.constant 3 : i32
    %s = arith.addi %a, %c : i32
    cf.br ^bb1(%s : i32)
  ^bb1(%x: i32):
    return %x : i32
  } loc(#fn_loc)
  func.func private @decl(!vec) -> !vec
  "test.unregistered"() ({
    %u = "test.inner"() {m = #id} : () -> index
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
    "func.return"() : () -> () loc(#ret_loc)
  }) : () -> ()
  module @nested {
    func.func @inner(%b: index) -> index attributes {m = #id} {
      %r = arith.muli %b, %b : index
      return %r : index
    }
  }
  func.func @last(%p: i1, %v: !vec) -> !vec {
    %0 = scf.if %p -> !vec {
      scf.yield %v : !vec
    } else {
      %z = arith.constant dense<0.0> : !vec
      scf.yield %z : !vec
    }
    return %0 : !vec
  }
}
#fn_loc = loc("first.mlir":1:2)
#ret_loc = loc("ret.mlir":3:4)

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @first(%arg0: i32, %arg1: vector<4xf32>) -> i32 attributes {m = #map} {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   "test.unregistered"() ({
// CHECK-NEXT:     %0 = "test.inner"() {m = #map1} : () -> index
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @generic() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @nested {
// CHECK-NEXT:     func.func @inner(%arg0: index) -> index attributes {m = #map1} {
// CHECK-NEXT:       %0 = arith.muli %arg0, %arg0 : index
// CHECK-NEXT:       return %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @last(%arg0: i1, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (vector<4xf32>) {
// CHECK-NEXT:       scf.yield %arg1 : vector<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:       scf.yield %cst : vector<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// DEBUG-DAG: #loc = loc("{{.*}}parallel-parse-print.mlir":19:1)
// DEBUG-DAG: #loc1 = loc("first.mlir":1:2)
// DEBUG-DAG: #loc13 = loc("ret.mlir":3:4)
// DEBUG-DAG:   func.func @first(%arg0: i32 loc("{{.*}}":20:20), %arg1: vector<4xf32> loc("{{.*}}":20:29)) -> i32 attributes {m = #map} {
