// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The test dialect's declaratively defined types and attributes.

// CHECK-LABEL: func.func private @types
// CHECK-SAME: (!test.int<signed, 8>, !test.int<none, 1>, !test.int<unsigned, 4>, !test.test_type, !test.test_type_with_trait, !test.smpla)
func.func private @types(!test.int<signed,8>, !test.int<none, 1>, !test.int< unsigned , 4 >, !test.test_type, !test.test_type_with_trait, !test.smpla)

// CHECK-LABEL: func.func private @attrs
// CHECK-SAME: a = #test.cmpnd_a<-3, !test.int<unsigned, 4>, [-1, 2]>
// CHECK-SAME: b = #test.cmpnd_a<1, i32, []>
// CHECK-SAME: c = #test.cmpnd_a<0, tensor<2xf32>, [7]>
func.func private @attrs() attributes {a = #test.cmpnd_a<-3, !test.int<unsigned, 4>, [-1, 2]>, b = #test.cmpnd_a<1,i32,[]>, c = #test.cmpnd_a<0, tensor<2xf32>, [7]>}

// CHECK-LABEL: func.func @values
// CHECK-SAME: (%{{.*}}: !test.int<signed, 8>) -> !test.int<signed, 8>
func.func @values(%a: !test.int<signed, 8>) -> !test.int<signed, 8> {
  // CHECK: "test.op"(%{{.*}}) : (!test.int<signed, 8>) -> !test.smpla
  %0 = "test.op"(%a) : (!test.int<signed, 8>) -> !test.smpla
  return %a : !test.int<signed, 8>
}
