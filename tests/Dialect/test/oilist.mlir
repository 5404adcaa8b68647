// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--split-input-file

// The `oilist` format directive: clauses in any order, each at most once,
// printed in the order the format lists them when their variables are
// present; a clause of keywords alone parses and never prints.

func.func @clauses(%a: i32, %b: i32, %c: i64) {
  test.oilist_with_keywords_only
  test.oilist_with_keywords_only thirdKeyword otherKeyword
  test.oilist_with_simple_args thirdKeyword %c : i64 keyword %a : i32
  test.oilist_variadic_with_parens otherKeyword (%a, %b : i32, i32) thirdKeyword (%c : i64)
  test.oilist_with_keywords_only {extra}
  test.oilist_custom reduction (%b) nowait private (%a : i32)
  test.oilist_custom reduction
  test.oilist_allowed_literal bar foo buzz
  return
}

// -----

func.func @twice() {
  // expected-error @below {{`otherKeyword` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_with_keywords_only otherKeyword keyword otherKeyword
  return
}

// -----

// Attribute traits: the attribute must be one with the test trait.

func.func @attr_trait() {
  "test.attr_with_trait"() {attr = #test.attr_with_trait} : () -> ()
  return
}

// -----

func.func @attr_without_trait() {
  // expected-error @below {{'attr' attribute should have trait 'TestAttrTrait'}}
  "test.attr_with_trait"() {attr = unit} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @clauses(%arg0: i32, %arg1: i32, %arg2: i64) {
// CHECK-NEXT:     test.oilist_with_keywords_only
// CHECK-NEXT:     test.oilist_with_keywords_only otherKeyword thirdKeyword
// CHECK-NEXT:     test.oilist_with_simple_args keyword %arg0 : i32 thirdKeyword %arg2 : i64
// CHECK-NEXT:     test.oilist_variadic_with_parens otherKeyword(%arg0, %arg1 : i32, i32) thirdKeyword(%arg2 : i64)
// CHECK-NEXT:     test.oilist_with_keywords_only {extra}
// CHECK-NEXT:     test.oilist_custom private(%arg0 : i32) reduction (%arg1)  nowait
// CHECK-NEXT:     test.oilist_custom
// CHECK-NEXT:     test.oilist_allowed_literal buzz
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @attr_trait() {
// CHECK-NEXT:     "test.attr_with_trait"() <{attr = #test.attr_with_trait}> : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
