// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s
// SSA value and block numbering across nested and isolated regions, argument
// names, result groups, predecessor comments and empty blocks and regions.

func.func @outer(%x: i32, %y: i64) -> i32 {
  %a = "u.def"() : () -> i32
  %m:3 = "u.multi"() : () -> (i32, i32, i32)
  "u.use"(%m#0, %m#2) : (i32, i32) -> ()
  "u.region"() ({
  ^bb0(%r: i32, %s: i32):
    %in = "u.inner"(%r, %a) : (i32, i32) -> i32
    "u.br"(%in)[^next] : (i32) -> ()
  ^next(%n: i32):
    "u.cond"()[^next, ^last] : () -> ()
  ^last:
    "u.yield"() : () -> ()
  }, {
    %second = "u.def2"() : () -> i32
  }, {
  }) : () -> ()
  %after = "u.after"() : () -> i32
  "u.nested_func"() ({
    func.func @inner(%z: i32) -> i32 {
      %q = "u.q"(%z) : (i32) -> i32
      return %q : i32
    }
  }) : () -> ()
  %last = "u.last"() : () -> i32
  return %last : i32
}

"u.many_preds"()({
  "u.switch"()[^a, ^b, ^c, ^d, ^a] : () -> ()
^a:
  "u.br"()[^d] : () -> ()
^b:
  "u.br"()[^d] : () -> ()
^c:
  "u.br"()[^d] : () -> ()
^d:
  "u.br"()[^d] : () -> ()
}) : () -> ()

"u.empty_blocks"() ({
^bb0:
}, {
^bb0(%e: i1):
}, {
}) : () -> ()

"u.zero_results"() ({
  %0, %1 = "u.two"() : () -> (i32, i32)
  %2:2 = "u.group"() : () -> (f32, f32)
  "u.use"(%1, %2#1, %0) : (i32, f32, i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   func.func @outer(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT:     %0 = "u.def"() : () -> i32
// CHECK-NEXT:     %1:3 = "u.multi"() : () -> (i32, i32, i32)
// CHECK-NEXT:     "u.use"(%1#0, %1#2) : (i32, i32) -> ()
// CHECK-NEXT:     "u.region"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %4 = "u.inner"(%arg2, %0) : (i32, i32) -> i32
// CHECK-NEXT:       "u.br"(%4)[^bb1] : (i32) -> ()
// CHECK-NEXT:     ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "u.cond"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "u.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %4 = "u.def2"() : () -> i32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %2 = "u.after"() : () -> i32
// CHECK-NEXT:     "u.nested_func"() ({
// CHECK-NEXT:       func.func @inner(%arg2: i32) -> i32 {
// CHECK-NEXT:         %4 = "u.q"(%arg2) : (i32) -> i32
// CHECK-NEXT:         return %4 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %3 = "u.last"() : () -> i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "u.many_preds"() ({
// CHECK-NEXT:     "u.switch"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "u.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "u.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     "u.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     "u.br"()[^bb4] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.empty_blocks"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i1):
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.zero_results"() ({
// CHECK-NEXT:     %0:2 = "u.two"() : () -> (i32, i32)
// CHECK-NEXT:     %1:2 = "u.group"() : () -> (f32, f32)
// CHECK-NEXT:     "u.use"(%0#1, %1#1, %0#0) : (i32, f32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
