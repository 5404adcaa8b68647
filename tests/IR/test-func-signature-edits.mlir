// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-func-insert-arg | FileCheck %s --check-prefix=INSERT-ARG
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-func-insert-result | FileCheck %s --check-prefix=INSERT-RES
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-func-erase-arg | FileCheck %s --check-prefix=ERASE-ARG
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-func-erase-result | FileCheck %s --check-prefix=ERASE-RES
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-func-set-type | FileCheck %s --check-prefix=SET-TYPE

// Arguments inserted at the front, in the middle (two at one index, in
// order, one with a location) and the entry block follows; erasing an
// unused argument erases its block argument.

// INSERT-ARG-LABEL: func.func @body
// INSERT-ARG-SAME: (%arg0: index {test.new}, %arg1: i32 {test.keep}, %arg2: f32 {test.erase_this_arg}, %arg3: i64, %arg4: i8, %arg5: i16)
// INSERT-ARG-NEXT: "test.use"(%arg1, %arg3) : (i32, i64) -> ()
// ERASE-ARG-LABEL: func.func @body
// ERASE-ARG-SAME: (%arg0: i32 {test.keep}, %arg1: i64) -> (i32 {test.r0}, f32 {test.r1}) attributes
// ERASE-ARG-NEXT: "test.use"(%arg0, %arg1) : (i32, i64) -> ()
func.func @body(%a: i32 {test.keep}, %b: f32 {test.erase_this_arg}, %c: i64) -> (i32 {test.r0}, f32 {test.r1})
    attributes {test.insert_args = [[0, index, {test.new}], [3, i8], [3, i16, {}, loc("inserted")]]} {
  "test.use"(%a, %c) : (i32, i64) -> ()
  %x = arith.constant 1 : i32
  %y = arith.constant 1.0 : f32
  return %x, %y : i32, f32
}

// -----

// The attribute listing the insertions is removed.
// INSERT-RES-LABEL: func.func private @results(i1) -> (i2, i32 {test.r0}, i4, f32, i1 {test.tail}){{$}}
func.func private @results(i1) -> (i32 {test.r0}, f32)
    attributes {test.insert_results = [[0, i2], [1, i4], [2, i1, {test.tail}]]}

// -----

// ERASE-ARG-LABEL: func.func private @decl(i8) -> (f32 {test.erase_this_result})
// ERASE-RES-LABEL: func.func private @decl(f32 {test.erase_this_arg}, i8){{$}}
func.func private @decl(f32 {test.erase_this_arg}, i8) -> (f32 {test.erase_this_result})

// -----

// Taking a type with fewer arguments drops the attributes of the others.

// SET-TYPE-LABEL: func.func private @retype(i1 {test.A}, i2 {test.B}) -> (i3 {test.R})
func.func private @shape(i1, i2) -> i3
func.func private @retype(%a: f32 {test.A}, %b: f32 {test.B}, %c: f32 {test.C}) -> (f32 {test.R})
    attributes {test.set_type_from = @shape}
