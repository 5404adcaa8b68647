// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Poison values of any type; the default `#ub.poison` value is not printed.
func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : vector<4xi1>
  %3 = ub.poison : tensor<?x2xf16>
  %4 = ub.poison : memref<2xindex>
  %5 = ub.poison {note = #ub.poison} : index
  %6 = ub.poison {value = #ub.poison} : complex<f32>
  %8 = "ub.poison"() : () -> i8
  %9 = "ub.poison"() <{value = #ub.poison}> : () -> none
  return
}

// The attribute elsewhere, in its pretty and bracketed forms.
func.func @attribute() attributes {a = #ub.poison, b = #ub<poison>, c = [#ub.poison]} {
  return
}

func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {reason = "never"}
}

func.func @unreachable_generic() {
  "ub.unreachable"() : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   func.func @poison() {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     %2 = ub.poison : vector<4xi1>
// CHECK-NEXT:     %3 = ub.poison : tensor<?x2xf16>
// CHECK-NEXT:     %4 = ub.poison : memref<2xindex>
// CHECK-NEXT:     %5 = ub.poison {note = #ub.poison} : index
// CHECK-NEXT:     %6 = ub.poison : complex<f32>
// CHECK-NEXT:     %7 = ub.poison : i8
// CHECK-NEXT:     %8 = ub.poison : none
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @attribute() attributes {a = #ub.poison, b = #ub.poison, c = [#ub.poison]} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable {reason = "never"}
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable_generic() {
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
