// RUN: strata-opt %s --transform-interpreter --split-input-file -allow-unregistered-dialect --verify-diagnostics
// CONFORMANCE: pipeline=--transform-interpreter -allow-unregistered-dialect

// expected-note @below {{target op}}
func.func @illegal_left() {
  %0 = "test.foo"() {replace_with_new_op = "test.bar"} : () -> i32
  // expected-error @below {{failed to legalize operation 'test.other'}}
  "test.other"(%0) : (i32) -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{dialect conversion failed}}
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.transform.test_conversion_patterns
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {legal_ops = ["func.func", "func.return", "test.new_op"]} : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{target op}}
func.func @explicitly_illegal() {
  // expected-error @below {{failed to legalize operation 'test.other' that was explicitly marked illegal}}
  "test.other"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{dialect conversion failed}}
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.transform.test_conversion_patterns
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } {illegal_ops = ["test.other"], partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter}}
    transform.apply_conversion_patterns to %root {
      // expected-note @below {{pattern descriptor op}}
      transform.apply_conversion_patterns.scf.scf_to_control_flow
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.apply_conversion_patterns to %root {
      // expected-error @below {{expected LLVMTypeConverter}}
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.apply_conversion_patterns to %root {
      // expected-error @below {{unknown dialect or dialect not loaded: nosuchdialect}}
      transform.apply_conversion_patterns.dialect_to_llvm "nosuchdialect"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    transform.apply_conversion_patterns to %root {
      // expected-error @below {{dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: scf}}
      transform.apply_conversion_patterns.dialect_to_llvm "scf"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
    transform.apply_conversion_patterns to %root {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected default converter child op to implement TypeConverterBuilderOpInterface}}
    transform.apply_conversion_patterns to %root {
      transform.apply_conversion_patterns.scf.scf_to_control_flow
    } with type_converter {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    // expected-error @below {{expected exactly one op in default type converter region}}
    transform.apply_conversion_patterns to %root {
      transform.apply_conversion_patterns.scf.scf_to_control_flow
    } with type_converter {
      transform.apply_conversion_patterns.transform.test_type_converter
      transform.apply_conversion_patterns.transform.test_type_converter
    } : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{target payload op}}
module {
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op) {
      // expected-error @below {{cannot apply transform to itself (or one of its ancestors)}}
      transform.apply_conversion_patterns to %root {
        transform.apply_conversion_patterns.scf.scf_to_control_flow
      } with type_converter {
        transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
      } {partial_conversion} : !transform.any_op
      transform.yield
    }
  }
}
