// RUN: strata-opt %s --irdl-file=%S/Inputs/geo.irdl.mlir | strata-opt --irdl-file=%S/Inputs/geo.irdl.mlir | FileCheck %s
// CONFORMANCE: pipeline=--irdl-file=tests/Dialect/irdl/Inputs/geo.irdl.mlir
// RUN: strata-opt %s --irdl-file=%S/Inputs/geo.irdl.mlir --mlir-print-op-generic | strata-opt --irdl-file=%S/Inputs/geo.irdl.mlir | FileCheck %s

// Ops, types and attributes of a dialect loaded from IRDL: they print in
// the generic form, their types and attributes with their parameters.
func.func @geometry(%p: !geo.point<f32>, %x: f32, %q: !geo.point<i8>, %c: i8, %o: !geo.origin,
                    %s: !geo.segment<i3, i3>) {
  %0 = "geo.move"(%p) : (!geo.point<f32>) -> !geo.point<f32>
  %1 = "geo.move"(%p, %x, %x) : (!geo.point<f32>, f32, f32) -> !geo.point<f32>
  %2 = "geo.move"(%q, %c) : (!geo.point<i8>, i8) -> !geo.point<i8>
  %3 = "geo.pair"(%x, %x) : (f32, f32) -> i4
  "geo.pair"(%o, %o) : (!geo.origin, !geo.origin) -> ()
  "geo.pair"(%s, %s) {extra = unit} : (!geo.segment<i3, i3>, !geo.segment<i3, i3>) -> ()
  "geo.segs"(%x, %x, %x) {operandSegmentSizes = array<i32: 1, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (f32, f32, f32) -> f32
  %4:3 = "geo.segs"(%c) {operandSegmentSizes = array<i32: 0, 0, 1>, resultSegmentSizes = array<i32: 2, 1>} : (i8) -> (i8, i8, i8)
  "geo.tagged"() {label = #geo.tag<"north">, kind = !geo.origin, weight = 3 : i16} : () -> ()
  "geo.tagged"() {weight = -1 : i64, label = #geo<tag<"south">>, kind = !geo.origin} : () -> ()
  "geo.body"() ({
  ^bb0(%a: index):
    "geo.pair"(%a, %a) : (index, index) -> ()
    llvm.unreachable
  }, {
    cf.br ^bb1
  ^bb1:
    llvm.unreachable
  }, {
    llvm.unreachable
  }) : () -> ()
  %5 = "geo.mix"(%c) : (i8) -> i8
  "geo.shared"(%x) ({
  ^bb0(%y: f32):
    llvm.unreachable
  }) : (f32) -> ()
  %6 = "geo.nested"() {unit = #geo.unit_of<!geo.point<!geo.point<f64>>>} : () -> !geo.point<!geo.point<f64>>
  return
}

// Types and attributes of the dialect anywhere a type or attribute goes.
func.func private @signature(!geo.point<tensor<2x?xf32>>, !geo.point<"as attribute">) -> !geo.point<[1, 2]>
  attributes {geo.any = #geo.tag<"x">, list = [#geo.tag<"y">, !geo.origin]}

// CHECK: module {
// CHECK-NEXT:   func.func @geometry(%arg0: !geo.point<f32>, %arg1: f32, %arg2: !geo.point<i8>, %arg3: i8, %arg4: !geo.origin, %arg5: !geo.segment<i3, i3>) {
// CHECK-NEXT:     %0 = "geo.move"(%arg0) : (!geo.point<f32>) -> !geo.point<f32>
// CHECK-NEXT:     %1 = "geo.move"(%arg0, %arg1, %arg1) : (!geo.point<f32>, f32, f32) -> !geo.point<f32>
// CHECK-NEXT:     %2 = "geo.move"(%arg2, %arg3) : (!geo.point<i8>, i8) -> !geo.point<i8>
// CHECK-NEXT:     %3 = "geo.pair"(%arg1, %arg1) : (f32, f32) -> i4
// CHECK-NEXT:     "geo.pair"(%arg4, %arg4) : (!geo.origin, !geo.origin) -> ()
// CHECK-NEXT:     "geo.pair"(%arg5, %arg5) {extra} : (!geo.segment<i3, i3>, !geo.segment<i3, i3>) -> ()
// CHECK-NEXT:     %4 = "geo.segs"(%arg1, %arg1, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (f32, f32, f32) -> f32
// CHECK-NEXT:     %5:3 = "geo.segs"(%arg3) {operandSegmentSizes = array<i32: 0, 0, 1>, resultSegmentSizes = array<i32: 2, 1>} : (i8) -> (i8, i8, i8)
// CHECK-NEXT:     "geo.tagged"() {kind = !geo.origin, label = #geo.tag<"north">, weight = 3 : i16} : () -> ()
// CHECK-NEXT:     "geo.tagged"() {kind = !geo.origin, label = #geo.tag<"south">, weight = -1 : i64} : () -> ()
// CHECK-NEXT:     "geo.body"() ({
// CHECK-NEXT:     ^bb0(%arg6: index):
// CHECK-NEXT:       "geo.pair"(%arg6, %arg6) : (index, index) -> ()
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }, {
// CHECK-NEXT:       cf.br ^bb1
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }, {
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %6 = "geo.mix"(%arg3) : (i8) -> i8
// CHECK-NEXT:     "geo.shared"(%arg1) ({
// CHECK-NEXT:     ^bb0(%arg6: f32):
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }) : (f32) -> ()
// CHECK-NEXT:     %7 = "geo.nested"() {unit = #geo.unit_of<!geo.point<!geo.point<f64>>>} : () -> !geo.point<!geo.point<f64>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @signature(!geo.point<tensor<2x?xf32>>, !geo.point<"as attribute">) -> !geo.point<[1, 2]> attributes {geo.any = #geo.tag<"x">, list = [#geo.tag<"y">, !geo.origin]}
// CHECK-NEXT: }
// CHECK-EMPTY:
