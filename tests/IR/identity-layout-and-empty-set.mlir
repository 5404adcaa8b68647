// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// A memref layout map that is the identity on its dimensions is dropped
// even when it declares symbols (as MLIR's `AffineMap::isIdentity`); an
// integer set without constraints reads as `(0 == 0)`.

#sym_identity = affine_map<(d0, d1)[s0] -> (d0, d1)>
#empty = affine_set<() : ()>
#empty_dims = affine_set<(d0)[s0] : ()>

func.func private @f1(memref<2x4xi8, #sym_identity, 1>)
func.func private @f2(memref<2x4xi8, #sym_identity>)
func.func private @f3(memref<2x4xi8, affine_map<(d0, d1) -> (d1, d0)>>)

func.func @sets() {
  "t.use"() {a = #empty, b = #empty_dims, c = affine_set<(d0) : (0 == 0)>} : () -> ()
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (0 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @f1(memref<2x4xi8, 1>)
// CHECK-NEXT:   func.func private @f2(memref<2x4xi8>)
// CHECK-NEXT:   func.func private @f3(memref<2x4xi8, #map>)
// CHECK-NEXT:   func.func @sets() {
// CHECK-NEXT:     "t.use"() {a = #set, b = #set1, c = #set2} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
