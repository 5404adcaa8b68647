// RUN: strata-opt %s -test-control-flow-sink | FileCheck %s
// CONFORMANCE: pipeline=-test-control-flow-sink
// test-control-flow-sink sinks the "test.sink_me" ops into the first region
// of the "test.sink_target" ops holding all their users, marking them with
// was_sunk: chains of such ops (sunk depth first, landing in front of their
// users), ops also used outside the region or in its second region, ops of
// other names, and targets nested in other targets.

func.func @chain(%x: i32) {
  %a = "test.sink_me"(%x) : (i32) -> i32
  %b = "test.sink_me"(%a, %a) : (i32, i32) -> i32
  %c = "test.other"(%x) : (i32) -> i32
  "test.sink_target"() ({
    "test.use"(%b, %c) : (i32, i32) -> ()
  }) : () -> ()
  return
}

func.func @used_outside(%x: i32) {
  %a = "test.sink_me"(%x) : (i32) -> i32
  %b = "test.sink_me"(%x) : (i32) -> i32
  "test.sink_target"() ({
    "test.use"(%a) : (i32) -> ()
  }, {
    "test.use"(%b) : (i32) -> ()
  }) : () -> ()
  "test.use"(%a) : (i32) -> ()
  return
}

func.func @nested_targets(%x: i32) {
  %a = "test.sink_me"(%x) : (i32) -> i32
  %b = "test.sink_me"(%x) : (i32) -> i32
  "test.sink_target"() ({
    "test.use"(%b) : (i32) -> ()
    "test.sink_target"() ({
      "test.use"(%a) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: i32) {
// CHECK-NEXT:     %0 = "test.other"(%arg0) : (i32) -> i32
// CHECK-NEXT:     "test.sink_target"() ({
// CHECK-NEXT:       %1 = "test.sink_me"(%arg0) {was_sunk = 0 : i32} : (i32) -> i32
// CHECK-NEXT:       %2 = "test.sink_me"(%1, %1) {was_sunk = 0 : i32} : (i32, i32) -> i32
// CHECK-NEXT:       "test.use"(%2, %0) : (i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @used_outside(%arg0: i32) {
// CHECK-NEXT:     %0 = "test.sink_me"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = "test.sink_me"(%arg0) : (i32) -> i32
// CHECK-NEXT:     "test.sink_target"() ({
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_targets(%arg0: i32) {
// CHECK-NEXT:     "test.sink_target"() ({
// CHECK-NEXT:       %0 = "test.sink_me"(%arg0) {was_sunk = 0 : i32} : (i32) -> i32
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:       "test.sink_target"() ({
// CHECK-NEXT:         %1 = "test.sink_me"(%arg0) {was_sunk = 0 : i32} : (i32) -> i32
// CHECK-NEXT:         "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
