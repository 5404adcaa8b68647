// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file --mlir-print-op-generic | strata-opt -split-input-file | FileCheck %s

// Matchers with every kind of handle, and a rewrite creating, replacing
// and erasing ops. Ops in a pattern print without the `pdl.` prefix, with
// mlir-opt's spacing (two spaces before an attribute list, a trailing
// space where an empty directive stands).

pdl.pattern @swap_operands : benefit(3) {
  %i32 = type : i32
  %lhs = operand : %i32
  %rhs = operand
  %flags = attribute
  %add = operation "my.add"(%lhs, %rhs : !pdl.value, !pdl.value) {"flags" = %flags} -> (%i32 : !pdl.type)
  %sum = result 0 of %add
  %all = results of %add
  %grp = results 0 of %add -> !pdl.range<value>
  apply_native_constraint "isCommutative"(%add : !pdl.operation)
  %k = apply_native_constraint "constantOf"(%rhs : !pdl.value) : !pdl.attribute
  %root = operation "my.user"(%sum, %all, %grp : !pdl.value, !pdl.range<value>, !pdl.range<value>)
  rewrite %root {
    %one = attribute = 1 : i64
    %f32 = type : f32
    %ts = range %f32, %i32 : !pdl.type, !pdl.type
    %none = range : !pdl.range<value>
    %new = operation "my.add"(%rhs, %lhs : !pdl.value, !pdl.value) {"flags" = %flags, "one" = %one} -> (%ts : !pdl.range<type>)
    %note = apply_native_rewrite "describe"(%new : !pdl.operation) : !pdl.attribute
    replace %root with %new
    erase %add
  }
}
// CHECK-LABEL: pdl.pattern @swap_operands : benefit(3) {
// CHECK: %[[I32:.*]] = type : i32
// CHECK: %[[LHS:.*]] = operand : %[[I32]]
// CHECK: %[[RHS:.*]] = operand
// CHECK: %[[FLAGS:.*]] = attribute
// CHECK: %[[ADD:.*]] = operation "my.add"(%[[LHS]], %[[RHS]] : !pdl.value, !pdl.value)  {"flags" = %[[FLAGS]]} -> (%[[I32]] : !pdl.type)
// CHECK: %[[SUM:.*]] = result 0 of %[[ADD]]
// CHECK: %[[ALL:.*]] = results of %[[ADD]] {{$}}
// CHECK: %[[GRP:.*]] = results 0 of %[[ADD]]  -> !pdl.range<value>
// CHECK: apply_native_constraint "isCommutative"(%[[ADD]] : !pdl.operation)
// CHECK: apply_native_constraint "constantOf"(%[[RHS]] : !pdl.value) : !pdl.attribute
// CHECK: %[[ROOT:.*]] = operation "my.user"(%[[SUM]], %[[ALL]], %[[GRP]] : !pdl.value, !pdl.range<value>, !pdl.range<value>) {{$}}
// CHECK: rewrite %[[ROOT]] {
// CHECK: %[[ONE:.*]] = attribute = 1 : i64
// CHECK: %[[F32:.*]] = type : f32
// CHECK: %[[TS:.*]] = range %[[F32]], %[[I32]] : !pdl.type, !pdl.type {{$}}
// CHECK: range : !pdl.range<value>
// CHECK: %[[NEW:.*]] = operation "my.add"(%[[RHS]], %[[LHS]] : !pdl.value, !pdl.value)  {"flags" = %[[FLAGS]], "one" = %[[ONE]]} -> (%[[TS]] : !pdl.range<type>)
// CHECK: apply_native_rewrite "describe"(%[[NEW]] : !pdl.operation) : !pdl.attribute
// CHECK: replace %[[ROOT]] with %[[NEW]]
// CHECK: erase %[[ADD]]

// -----

// An external rewrite, an op of any name, replacement by values.
pdl.pattern : benefit(0) {
  %any = operation
  rewrite %any with "handleAnything"(%any : !pdl.operation)
}
// CHECK: pdl.pattern : benefit(0) {
// CHECK: %[[ANY:.*]] = operation {{$}}
// CHECK: rewrite %[[ANY]] with "handleAnything"(%[[ANY]] : !pdl.operation)

// -----

pdl.pattern @forward : benefit(1) {
  %x = operand
  %ts = types : [i8, i16]
  %xs = operands : %ts
  %root = operation "my.id"(%x, %xs : !pdl.value, !pdl.range<value>)
  rewrite %root {
    replace %root with (%x, %xs : !pdl.value, !pdl.range<value>)
  }
}
// CHECK-LABEL: pdl.pattern @forward : benefit(1) {
// CHECK: types : [i8, i16]
// CHECK: replace %{{.*}} with(%{{.*}}, %{{.*}} : !pdl.value, !pdl.range<value>)

// -----

// Several roots, no root named: the rewrite is specified inline.
pdl.pattern @two_roots : benefit(2) {
  %t = type
  %a = operation "my.a" -> (%t : !pdl.type)
  %v = result 0 of %a
  %b = operation "my.b"(%v : !pdl.value)
  %c = operation "my.c"(%v : !pdl.value)
  rewrite {
    erase %b
    erase %c
  }
}
// CHECK-LABEL: pdl.pattern @two_roots : benefit(2) {
// CHECK: rewrite {
// CHECK-NEXT: erase
// CHECK-NEXT: erase
