// RUN: strata-opt %s -split-input-file | FileCheck %s
// Data layout entries keyed by LLVM types that mlir-opt accepts: pointers
// with 3 or 4 i64 parameters of any signedness, empty literal structs
// (packed too) with one or two, arrays with anything.

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>, !llvm.ptr<1> = dense<[32, 32, 32, 16]> : vector<4xi64>, !llvm.ptr<2> = dense<[64, 0, 64]> : vector<3xui64>, !llvm.ptr<3> = dense<64> : vector<3xsi64>, #dlti.dl_entry<!llvm.ptr<4>, dense<[64, 32, 32]> : vector<3xi64>>, index = 64 : i64>} {
  llvm.func @f(%arg0: !llvm.ptr) -> !llvm.ptr {
    llvm.return %arg0 : !llvm.ptr
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi64>, !llvm.struct<packed ()> = dense<8> : vector<1xi64>, !llvm.array<4 x i32> = 7>} {}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<3xi64>, !llvm.ptr<1> = dense<[32, 32, 32, 16]> : vector<4xi64>, !llvm.ptr<2> = dense<[64, 0, 64]> : vector<3xui64>, !llvm.ptr<3> = dense<64> : vector<3xsi64>, !llvm.ptr<4> = dense<[64, 32, 32]> : vector<3xi64>, index = 64 : i64>} {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi64>, !llvm.struct<packed ()> = dense<8> : vector<1xi64>, !llvm.array<4 x i32> = 7 : i64>} {
// CHECK-NEXT: }
