// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --reconcile-unrealized-casts | FileCheck %s
// Round-tripping cast chains fold to their source values, unused casts
// go, and casts with live uses that do not round-trip stay.

func.func @identity(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

// -----

func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i64
  return %2 : i64
}

// -----

func.func @unused_chain(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  return
}

// -----

func.func @live(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}

// -----

func.func @several_values(%a: i64, %b: i64) -> (i64, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to i32, i32
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64, i64
  return %1#0, %1#1 : i64, i64
}

// -----

func.func @mismatched_split(%a: i64, %b: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i64
  return %1 : i64
}

// -----

func.func @partly_live(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1, %0 : i64, i32
}

// -----

func.func @one_to_many(%a: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64
  return %1 : i64
}

// -----

"test.graph"() ({
  %0 = builtin.unrealized_conversion_cast to i32
  %x = "test.x"() : () -> i8
  %1 = builtin.unrealized_conversion_cast %x : i8 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i8
  "test.region"() ({
    %3 = builtin.unrealized_conversion_cast %2 : i8 to i16
    %4 = builtin.unrealized_conversion_cast %3 : i16 to i8
    "test.use"(%0, %4) : (i32, i8) -> ()
  }) : () -> ()
}) : () -> ()


// -----

"test.graph"() ({
  %0 = builtin.unrealized_conversion_cast %1 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "test.use"(%0) : (i32) -> ()
}) : () -> ()


// -----

"test.graph"() ({
  %0 = builtin.unrealized_conversion_cast %2 : f32 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to f32
  %3 = builtin.unrealized_conversion_cast %1 : i64 to i32
  "test.use"(%3) : (i32) -> ()
}) : () -> ()

// -----

"test.graph"() ({
  %0 = builtin.unrealized_conversion_cast %1 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @round_trip(%arg0: i64) -> i64 {
// CHECK-NEXT:     return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unused_chain(%arg0: i64) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @live(%arg0: i64) -> i32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @several_values(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:     return %arg0, %arg1 : i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mismatched_split(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i64 to i32, i32
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i64
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @partly_live(%arg0: i64) -> (i64, i32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:     return %arg0, %0 : i64, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @one_to_many(%arg0: i64) -> i64 {
// CHECK-NEXT:     return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT:     %1 = "test.x"() : () -> i8
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       "test.use"(%0, %1) : (i32, i8) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %1 : i64 to i32
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %2 : f32 to i32
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to f32
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
