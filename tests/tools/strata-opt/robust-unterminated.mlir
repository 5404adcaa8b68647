// Input that stops in the middle of a construct gets the diagnostic
// mlir-opt gives.

// Unterminated strings: at the end of the buffer, at a newline, in a symbol.
// RUN: printf '"t.a"() {a = "abc' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=STREOF
// STREOF: <stdin>:1:18: error: expected '"' in string literal

// RUN: printf '"t.a"() {a = "ab\ncd"} : () -> ()' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=STRNL
// STRNL: <stdin>:1:17: error: expected '"' in string literal

// RUN: printf '"t.a"() {a = @"abc' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=STRSYM
// STRSYM: <stdin>:1:19: error: expected '"' in string literal

// RUN: printf '"t.a"() {a = "abc\\' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ESC
// ESC: <stdin>:1:18: error: unknown escape in string literal

// Unterminated regions, blocks and lists.
// RUN: printf '"t.a"() ({\n^bb0:\n' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=REGION
// REGION: <stdin>:2:6: error: expected operation name in quotes

// RUN: printf 'func.func @f() {\n  \0450 = \"t.c\"() : () -> i32\n' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=REGION2
// REGION2: <stdin>:2:27: error: expected operation name in quotes

// RUN: printf '"t.a"() ({\n^bb0(\045a: i32' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=BLOCKARGS
// BLOCKARGS: <stdin>:2:12: error: expected ')'

// RUN: printf '"t.a"(' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=OPERANDS
// OPERANDS: <stdin>:1:6: error: expected ')' to end operand list

// RUN: printf '"t.a"() [^bb1' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=SUCCESSORS
// SUCCESSORS: <stdin>:1:13: error: expected ',' or ']'

// RUN: printf '"t.a"() {a = 1, b' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=DICT
// DICT: <stdin>:1:16: error: expected '}' in attribute dictionary

// RUN: printf '"t.a"() {a = [1, 2' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ARRAY
// ARRAY: <stdin>:1:17: error: expected ',' or ']'

// RUN: printf '"t.a"() : (i32, ' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: <stdin>:1:16: error: expected non-function type

// RUN: printf '"t.a"() : () -> tensor<4x' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: <stdin>:1:25: error: expected non-function type

// RUN: printf '"t.a"() : () -> () loc(' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=LOC
// LOC: <stdin>:1:23: error: expected location instance

// RUN: printf '"t.a"() {a = affine_map<(d0) -> (d0' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=AFFINE
// AFFINE: <stdin>:1:35: error: expected ')' in affine map range

// RUN: printf '"t.a"() {a = dense<[1, ' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: <stdin>:1:23: error: expected element literal of primitive type

// RUN: printf '"t.a"() {a = #t.x<"' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=DIALECTATTR
// DIALECTATTR: <stdin>:1:20: error: expected '"' in string literal

// RUN: printf '"t.a"() {a = !t.x<[{(' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=DIALECTTYPE
// DIALECTTYPE: <stdin>:1:18: error: unbalanced '(' character in pretty dialect name

// RUN: printf '{-# dialect_resources: {' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=METADATA
// METADATA: <stdin>:1:24: error: expected identifier key for 'resource' entry

// RUN: printf '{-# external_resources: { x: { k: "0x04000000' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=METADATA2
// METADATA2: <stdin>:1:46: error: expected '"' in string literal

// RUN: printf '#a = ' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ALIAS
// ALIAS: <stdin>:1:5: error: expected attribute value

// RUN: printf '!a = ' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=TALIAS
// TALIAS: <stdin>:1:5: error: expected non-function type

