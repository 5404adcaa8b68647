// RUN: not strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %S/Inputs/verify-failures.mlir 2>&1 | FileCheck %s
// RUN: not strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics=only-expected %S/Inputs/verify-failures.mlir 2>&1 | FileCheck %s --check-prefix=ONLY

// An unexpected diagnostic is reported where it happened, an unmatched
// expectation where it was written (highlighting as many columns as its
// text has).
// Malformed expectations are reported first, then unexpected diagnostics
// as they happen, then unmatched expectations in file order, @unknown ones
// last (twice, as mlir-opt 22 does).

// CHECK:      verify-failures.mlir:18:4: error: found start of regex with no end '}}'
// CHECK-NEXT: {{^}}// expected-error-re@+1 {{[{][{]}}a{{[{][{]}}b{{[}][}]}}
// CHECK-NEXT: {{^}}   ^~~~{{$}}
// CHECK-NEXT: verify-failures.mlir:3:15: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}%x = "bad.op"(%y) : (i32) -> i32
// CHECK-NEXT: {{^}}              ^
// CHECK-NEXT: verify-failures.mlir:7:4: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{^}}// expected-warning@+1 {{[{][{]}}undeclared{{[}][}]}}
// CHECK-NEXT: {{^}}   ^{{$}}
// CHECK-NEXT: verify-failures.mlir:2:4: error: expected error "some other message" was not produced
// CHECK-NEXT: {{^}}// expected-error@+1 {{[{][{]}}some other message{{[}][}]}}
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: verify-failures.mlir:7:4: error: expected warning "undeclared" was not produced
// CHECK-NEXT: {{^}}// expected-warning@+1 {{[{][{]}}undeclared{{[}][}]}}
// CHECK-NEXT: {{^}}   ^~~~~~~~~~{{$}}
// CHECK-NEXT: verify-failures.mlir:13:4: error: expected remark "never emitted" was not produced
// CHECK-NEXT: {{^}}// expected-remark@-1 {{[{][{]}}never emitted{{[}][}]}}
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~{{$}}
// CHECK-NEXT: <unknown>:0: error: expected note "nowhere" was not produced
// CHECK-NEXT: <unknown>:0: error: expected note "nowhere" was not produced
// CHECK-NOT: error

// With =only-expected, neither unexpected diagnostics nor severity
// mismatches are reported.
// ONLY-NOT: {{unexpected error|emitted when expecting}}
// ONLY: verify-failures.mlir:2:4: error: expected error "some other message" was not produced
// ONLY: verify-failures.mlir:7:4: error: expected warning "undeclared" was not produced
// ONLY-NOT: {{unexpected error|emitted when expecting}}
