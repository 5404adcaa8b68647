// RUN: not strata-opt --allow-unregistered-dialect %S/Inputs/verify-failures.mlir --split-input-file 2>&1 >/dev/null | FileCheck %s

// Without --verify-diagnostics, mlir-opt 22 still reads the expectations
// and reports each one as not produced, after the ordinary diagnostics;
// the exit code is not affected by them (here it is 1 for the parse errors).
// CHECK:      verify-failures.mlir:18:4: error: found start of regex with no end '}}'
// CHECK:      verify-failures.mlir:3:15: error: use of undeclared SSA value name
// CHECK:      verify-failures.mlir:8:15: error: use of undeclared SSA value name
// CHECK:      verify-failures.mlir:2:4: error: expected error "some other message" was not produced
// CHECK:      verify-failures.mlir:7:4: error: expected warning "undeclared" was not produced
// CHECK:      verify-failures.mlir:13:4: error: expected remark "never emitted" was not produced
// CHECK-NEXT: {{^}}// expected-remark
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~{{$}}
// CHECK-NEXT: <unknown>:0: error: expected note "nowhere" was not produced
// CHECK-NOT: error
