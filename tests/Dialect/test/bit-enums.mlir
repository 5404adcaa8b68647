// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--allow-unregistered-dialect

// The test dialect's bit enum attributes, separated by `, ` or ` | `.

// CHECK-LABEL: func.func @bit_enums
func.func @bit_enums() {
  // CHECK: test.op_with_bit_enum <read, write>
  "test.op_with_bit_enum"() {value = #test.bit_enum<read, write>} : () -> ()
  // CHECK: test.op_with_bit_enum <read, execute> tag 3 : i32
  test.op_with_bit_enum <execute,read> tag 3 : i32
  // CHECK: test.op_with_bit_enum_vbar <user | group>
  "test.op_with_bit_enum_vbar"() {value = #test.bit_enum_vbar<user|group>} : () -> ()
  // CHECK: test.op_with_bit_enum_vbar <user | group | other>
  test.op_with_bit_enum_vbar <other | group | user>
  // CHECK: "u.holder"() {v = #test.bit_enum<write>} : () -> ()
  "u.holder"() {v = #test.bit_enum<write>} : () -> ()
  return
}
