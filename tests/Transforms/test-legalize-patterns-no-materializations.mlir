// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="build-materializations=0 attach-debug-materialization-kind=1" | FileCheck %s

// Without materializations, the casts stay, marked with the kind of
// materialization each stands for.

// The region's blocks move to the end of the parent region, and their
// ops are legalized there.

// CHECK-LABEL: func @move_region
// CHECK-NEXT:    "test.return"() : () -> ()
// CHECK-NEXT:  ^bb1(%[[A:.*]]: i64, %[[B:.*]]: f32):
// CHECK-NEXT:    %[[S:.*]]:2 = builtin.unrealized_conversion_cast %[[B]] : f32 to f16, f16 {__kind__ = "target"}
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to f64 {__kind__ = "target"}
// CHECK-NEXT:    %[[J:.*]] = "test.cast"(%[[S]]#0, %[[S]]#1) : (f16, f16) -> f32
// CHECK-NEXT:    "test.valid"(%[[C]], %[[J]]) : (f64, f32) -> ()
func.func @move_region() {
  "test.region"() ({
  ^bb0(%a: i64, %b: f32):
    "test.invalid"(%a, %b) : (i64, f32) -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}

// -----

// The same with the region cloned (the original goes with its op).

// CHECK-LABEL: func @clone_region
// CHECK-NEXT:    "test.return"() : () -> ()
// CHECK-NEXT:  ^bb1(%[[A:.*]]: i64, %[[B:.*]]: f32):
// CHECK-NEXT:    %[[S:.*]]:2 = builtin.unrealized_conversion_cast %[[B]] : f32 to f16, f16 {__kind__ = "target"}
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to f64 {__kind__ = "target"}
// CHECK-NEXT:    %[[J:.*]] = "test.cast"(%[[S]]#0, %[[S]]#1) : (f16, f16) -> f32
// CHECK-NEXT:    "test.valid"(%[[C]], %[[J]]) : (f64, f32) -> ()
func.func @clone_region() {
  "test.region"() ({
  ^bb0(%a: i64, %b: f32):
    "test.invalid"(%a, %b) : (i64, f32) -> ()
  }) {legalizer.should_clone} : () -> ()
  "test.return"() : () -> ()
}

// -----

// CHECK-LABEL: func @no_materializations
// CHECK-SAME:    (%[[ARG:.*]]: f64)
// CHECK-NEXT:    "test.valid_consumer"(%[[ARG]]) : (f64) -> ()
// CHECK-NEXT:    %[[P:.*]] = "test.valid_producer"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[P]] : i32 to i64 {__kind__ = "source"}
// CHECK-NEXT:    "other.user"(%[[C]]) : (i64) -> ()
func.func @no_materializations(%arg0: i64) {
  "test.replace_with_valid_consumer"(%arg0) {with_converter} : (i64) -> ()
  %0 = "test.replace_with_valid_producer"() {type = i32} : () -> i64
  "other.user"(%0) : (i64) -> ()
  "test.return"() : () -> ()
}
