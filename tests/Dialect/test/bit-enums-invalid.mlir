// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @unknown_flag() {
  // expected-error @below {{expected one of [read, write, execute] for a test bit enum, got: sticky}}
  // expected-error @below {{failed to parse TestBitEnumAttr parameter 'value' which is to be a `test::TestBitEnum`}}
  "test.op_with_bit_enum"() {value = #test.bit_enum<sticky>} : () -> ()
  return
}

// -----

func.func @no_keyword() {
  // expected-error @below {{expected keyword for another test bit enum}}
  // expected-error @below {{failed to parse TestBitEnumVerticalBarAttr parameter 'value' which is to be a `test::TestBitEnumVerticalBar`}}
  "test.op_with_bit_enum_vbar"() {value = #test.bit_enum_vbar<3>} : () -> ()
  return
}
