// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-value-users | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-value-users --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// With --mlir-print-value-users, each result and block argument is
// followed by a comment naming its users; ops without results are
// numbered (`// id: %N`) so that they can be named as users.

func.func @f(%a: i32, %c: i1, %unused: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %m:2 = "t.multi"(%r) : (i32) -> (i32, i32)
  %u = arith.muli %m#1, %r : i32
  %un = "t.unused"() : () -> i32
  %none:2 = "t.none"() : () -> (i32, i32)
  "t.region"() ({
  ^bb0(%y: i32, %z: i32):
    "t.use"(%a, %y) : (i32, i32) -> ()
  }) : () -> ()
  cf.br ^bb1(%u : i32)
^bb1(%b: i32):
  "t.use"(%b, %b) : (i32, i32) -> ()
  return %r : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  %0:2 = "t.two"(%a) : (i32) -> (i32, i32)
  %1 = "t.one"(%a) : (i32) -> i32
  %2:2 = "t.use2"(%1) : (i32) -> (i32, i32)
  "t.sink"(%2#1, %1) : (i32, i32) -> ()
  return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:     // %arg0 is used by %11, %11, %11
// CHECK-NEXT:     // %arg1 is used by %1
// CHECK-NEXT:     // %arg2 is unused
// CHECK-NEXT:     %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %11 = arith.addi %arg0, %arg0 : i32 // user: %12
// CHECK-NEXT:       scf.yield %11 : i32 // id: %12
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i32 // id: %11
// CHECK-NEXT:     } // users: %10, %3, %2#0, %2#1
// CHECK-NEXT:     %2:2 = "t.multi"(%1) : (i32) -> (i32, i32) // users: (unused), (%3)
// CHECK-NEXT:     %3 = arith.muli %2#1, %1 : i32 // user: %7
// CHECK-NEXT:     %4 = "t.unused"() : () -> i32 // unused
// CHECK-NEXT:     %5:2 = "t.none"() : () -> (i32, i32) // unused
// CHECK-NEXT:     "t.region"() ({
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       // %arg3 is used by %11
// CHECK-NEXT:       // %arg4 is unused
// CHECK-NEXT:       "t.use"(%arg0, %arg3) : (i32, i32) -> () // id: %11
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     cf.br ^bb1(%3 : i32) // id: %7
// CHECK-NEXT:   ^bb1(%8: i32):  // pred: ^bb0
// CHECK-NEXT:     // %8 is used by %9
// CHECK-NEXT:     "t.use"(%8, %8) : (i32, i32) -> () // id: %9
// CHECK-NEXT:     return %1 : i32 // id: %10
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     // %arg0 is used by %2, %1#0, %1#1
// CHECK-NEXT:     %1:2 = "t.two"(%arg0) : (i32) -> (i32, i32) // unused
// CHECK-NEXT:     %2 = "t.one"(%arg0) : (i32) -> i32 // users: %5, %4, %3#0, %3#1
// CHECK-NEXT:     %3:2 = "t.use2"(%2) : (i32) -> (i32, i32) // users: (unused), (%4)
// CHECK-NEXT:     "t.sink"(%3#1, %2) : (i32, i32) -> () // id: %4
// CHECK-NEXT:     return %2 : i32 // id: %5
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GEN: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32, i1, i32) -> i32, sym_name = "f"}> ({
// GEN-NEXT:   ^bb0(%arg0: i32, %arg1: i1, %arg2: i32):
// GEN-NEXT:     // %arg0 is used by %12, %13, %14
// GEN-NEXT:     // %arg1 is used by %2
// GEN-NEXT:     // %arg2 is unused
// GEN-NEXT:     %2 = "scf.if"(%arg1) ({
// GEN-NEXT:       %14 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %15
// GEN-NEXT:       "scf.yield"(%14) : (i32) -> () // id: %15
// GEN-NEXT:     }, {
// GEN-NEXT:       "scf.yield"(%arg0) : (i32) -> () // id: %13
// GEN-NEXT:     }) : (i1) -> i32 // users: %11, %4, %3#0, %3#1
// GEN-NEXT:     %3:2 = "t.multi"(%2) : (i32) -> (i32, i32) // users: (unused), (%4)
// GEN-NEXT:     %4 = "arith.muli"(%3#1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %8
// GEN-NEXT:     %5 = "t.unused"() : () -> i32 // unused
// GEN-NEXT:     %6:2 = "t.none"() : () -> (i32, i32) // unused
// GEN-NEXT:     "t.region"() ({
// GEN-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// GEN-NEXT:       // %arg3 is used by %12
// GEN-NEXT:       // %arg4 is unused
// GEN-NEXT:       "t.use"(%arg0, %arg3) : (i32, i32) -> () // id: %12
// GEN-NEXT:     }) : () -> ()
// GEN-NEXT:     "cf.br"(%4)[^bb1] : (i32) -> () // id: %8
// GEN-NEXT:   ^bb1(%9: i32):  // pred: ^bb0
// GEN-NEXT:     // %9 is used by %10
// GEN-NEXT:     "t.use"(%9, %9) : (i32, i32) -> () // id: %10
// GEN-NEXT:     "func.return"(%2) : (i32) -> () // id: %11
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // {{-----$}}
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// GEN-NEXT:   ^bb0(%arg0: i32):
// GEN-NEXT:     // %arg0 is used by %3, %2#0, %2#1
// GEN-NEXT:     %2:2 = "t.two"(%arg0) : (i32) -> (i32, i32) // unused
// GEN-NEXT:     %3 = "t.one"(%arg0) : (i32) -> i32 // users: %6, %5, %4#0, %4#1
// GEN-NEXT:     %4:2 = "t.use2"(%3) : (i32) -> (i32, i32) // users: (unused), (%5)
// GEN-NEXT:     "t.sink"(%4#1, %3) : (i32, i32) -> () // id: %5
// GEN-NEXT:     "func.return"(%3) : (i32) -> () // id: %6
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
