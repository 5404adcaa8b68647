// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag}
  return
}

func.func @compare(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {tag = 1 : i32}
  // The predicate may be written as a string or as the attribute.
  %10 = index.cmp "sle"(%a, %b)
  %11 = index.cmp #index<cmp_predicate ult>(%a, %b)
  // A predicate in the attribute dictionary replaces the written one.
  %12 = index.cmp eq(%a, %b) {pred = #index<cmp_predicate ne>}
  return
}

// Constants name their results after their values.
func.func @constants() {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -3
  %3 = index.constant -9223372036854775808
  %4 = index.constant {note = "x"} 7
  // A value in the attribute dictionary replaces the written one.
  %11 = index.constant {value = 5 : index} 6
  %5 = index.bool.constant true
  %6 = index.bool.constant false
  %7 = index.bool.constant 1
  %8 = "index.bool.constant"() <{value = 0 : i1}> : () -> i1
  %9 = index.sizeof
  %10 = index.sizeof {tag}
  return
}

func.func @casts(%a: index, %i: i32, %j: i1, %k: i128, %s: si8) {
  %0 = index.casts %i : i32 to index
  %1 = index.casts %a : index to i64
  %2 = index.castu %j : i1 to index
  %3 = index.castu %a : index to i128
  %4 = index.casts %k : i128 to index
  %5 = index.castu %s : si8 to index
  %6 = index.casts %a {tag} : index to ui16
  return
}

// The predicate attribute outside index.cmp.
func.func @predicate_attribute() attributes {p = #index<cmp_predicate sge>, q = [#index<cmp_predicate "eq">]} {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = index.add %arg0, %arg1
// CHECK-NEXT:     %1 = index.sub %arg0, %arg1
// CHECK-NEXT:     %2 = index.mul %arg0, %arg1
// CHECK-NEXT:     %3 = index.divs %arg0, %arg1
// CHECK-NEXT:     %4 = index.divu %arg0, %arg1
// CHECK-NEXT:     %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT:     %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT:     %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT:     %8 = index.rems %arg0, %arg1
// CHECK-NEXT:     %9 = index.remu %arg0, %arg1
// CHECK-NEXT:     %10 = index.maxs %arg0, %arg1
// CHECK-NEXT:     %11 = index.maxu %arg0, %arg1
// CHECK-NEXT:     %12 = index.mins %arg0, %arg1
// CHECK-NEXT:     %13 = index.minu %arg0, %arg1
// CHECK-NEXT:     %14 = index.shl %arg0, %arg1
// CHECK-NEXT:     %15 = index.shrs %arg0, %arg1
// CHECK-NEXT:     %16 = index.shru %arg0, %arg1
// CHECK-NEXT:     %17 = index.and %arg0, %arg1
// CHECK-NEXT:     %18 = index.or %arg0, %arg1
// CHECK-NEXT:     %19 = index.xor %arg0, %arg1 {tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compare(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:     %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:     %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:     %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:     %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:     %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:     %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:     %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:     %9 = index.cmp uge(%arg0, %arg1) {tag = 1 : i32}
// CHECK-NEXT:     %10 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:     %11 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:     %12 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx7 = index.constant {note = "x"} 7
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true_0 = index.bool.constant true
// CHECK-NEXT:     %false_1 = index.bool.constant false
// CHECK-NEXT:     %0 = index.sizeof
// CHECK-NEXT:     %1 = index.sizeof {tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: index, %arg1: i32, %arg2: i1, %arg3: i128, %arg4: si8) {
// CHECK-NEXT:     %0 = index.casts %arg1 : i32 to index
// CHECK-NEXT:     %1 = index.casts %arg0 : index to i64
// CHECK-NEXT:     %2 = index.castu %arg2 : i1 to index
// CHECK-NEXT:     %3 = index.castu %arg0 : index to i128
// CHECK-NEXT:     %4 = index.casts %arg3 : i128 to index
// CHECK-NEXT:     %5 = index.castu %arg4 : si8 to index
// CHECK-NEXT:     %6 = index.casts %arg0 {tag} : index to ui16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @predicate_attribute() attributes {p = #index<cmp_predicate sge>, q = [#index<cmp_predicate eq>]} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
