// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error@below {{element of pdl.range cannot be another range, but got'!pdl.range<type>'}}
#nested = !pdl.range<range<type>>

// -----

// expected-error@below {{invalid 'pdl' type: `f32'}}
#elem = !pdl.range<f32>

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{'pdl.apply_native_constraint' op expected at least one argument}}
  "pdl.apply_native_constraint"() {name = "check", isNegated = false} : () -> ()
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{returning an operation from a constraint is not supported}}
  %other = apply_native_constraint "find"(%root : !pdl.operation) : !pdl.operation
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{expected at least one argument or result}}
    apply_native_rewrite "nothing"
  }
}

// -----

pdl.pattern : benefit(1) {
  %t = type
  // expected-error@below {{expected only one of [`type`, `value`] to be set}}
  %a = attribute : %t = 7
  %root = operation "my.op" {"a" = %a}
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{expected constant value when specified within a `pdl.rewrite`}}
    %a = attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %t = type
  %root = operation "my.op"
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{must have an operation name when nested within a `pdl.rewrite`}}
    %new = operation
  }
}

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  // expected-error@below {{expected the same number of attribute values and attribute names, got 0 names and 1 values}}
  %root = "pdl.operation"(%a) {attributeValueNames = [], operandSegmentSizes = array<i32: 0, 1, 0>} : (!pdl.attribute) -> !pdl.operation
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    %t = type
    // expected-error@below {{must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{result type #0 was not constrained}}
    %cast = operation "builtin.unrealized_conversion_cast" -> (%t, %t : !pdl.type, !pdl.type)
  }
}

// -----

// A type bound to an input in the matcher and a replaced root give the
// created ops their result types.
pdl.pattern : benefit(1) {
  %t = type
  %x = operand : %t
  %root = operation "my.op"(%x : !pdl.value)
  rewrite %root {
    %cast = operation "builtin.unrealized_conversion_cast"(%x : !pdl.value) -> (%t : !pdl.type)
    %const = operation "func.constant"
    replace %root with %const
  }
}

// -----

// (mlir-opt judges only ops of dialects loaded by the input: func is.)
func.func private @uses_func()

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
    %const = operation "func.constant"
  }
}

// -----

// expected-error@below {{expected body to terminate with `pdl.rewrite`}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see terminator defined here}}
  "ub.unreachable"() : () -> ()
}

// -----

// expected-error@below {{expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-note@below {{see non-`pdl` operation defined here}}
    %c = "arith.constant"() {value = 0 : i32} : () -> i32
  }
}

// -----

// expected-error@below {{the pattern must contain at least one `pdl.operation`}}
pdl.pattern : benefit(1) {
  rewrite with "r"
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %x = operand
  %a = operation "my.a"(%x : !pdl.value)
  // expected-note@below {{see a disconnected value / operation here}}
  %b = operation "my.b"
  rewrite with "r"(%a, %b : !pdl.operation, !pdl.operation)
}

// -----

pdl.pattern : benefit(1) {
  %t = type : i32
  %root = operation "my.op" -> (%t : !pdl.type)
  rewrite %root {
    %new = operation "my.op" -> (%t : !pdl.type)
    %v = result 0 of %new
    // expected-error@below {{expected no replacement values to be provided when the replacement operation is present}}
    "pdl.replace"(%root, %new, %v) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %x = operand
  %t = type
  %root = operation "my.op"(%x : !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    // expected-error@below {{expected operand to have element type '!pdl.type', but got '!pdl.value'}}
    %r = "pdl.range"(%t, %x) : (!pdl.type, !pdl.value) -> !pdl.range<type>
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'}}
  %v = "pdl.results"(%root) : (!pdl.operation) -> !pdl.value
  %user = operation "my.user"(%v : !pdl.value)
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{expected rewrite region to be empty when rewrite is external}}
  rewrite %root with "r" {
    erase %root
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{expected rewrite region to be non-empty if external name is not specified}}
  rewrite %root
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  // expected-error@below {{expected no external arguments when the rewrite is specified inline}}
  "pdl.rewrite"(%root, %root) ({
    erase %root
  }) {operandSegmentSizes = array<i32: 1, 1>} : (!pdl.operation, !pdl.operation) -> ()
}

// -----

// expected-error@below {{attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative}}
pdl.pattern : benefit(-2) {
  %root = operation "my.op"
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "my.op"
  rewrite %root {
    // expected-error@below {{'pdl.operand' op expects parent op 'pdl.pattern'}}
    %x = operand
  }
}
