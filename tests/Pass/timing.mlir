// RUN: strata-opt %s --mlir-timing --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --mlir-timing --mlir-disable-threading --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTHREADS
// RUN: strata-opt %s --mlir-timing --mlir-disable-threading --strip-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEQ
// The execution time report has mlir-opt's layout.

func.func @f() {
  return
}
func.func @g() {
  return
}

// CHECK: ===-------------------------------------------------------------------------===
// CHECK-NEXT: ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT: ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9.]+ \(.*%\) +[0-9.]+ \(.*%\)}}  Parser
// CHECK-NEXT: {{.*}}  'func.func' Pipeline
// CHECK-NEXT: {{.*}}    StripDebugInfo
// CHECK-NEXT: {{.*}}  SymbolDCE
// CHECK-NEXT: {{.*}}  Output
// CHECK-NEXT: {{.*}}  Rest
// CHECK-NEXT: {{.*}}(100.0%)  Total

// SEQ: ----Wall Time----  ----Name----
// SEQ-NEXT: {{^ +[0-9.]+ \(.*%\)}}  Parser
// SEQ-NEXT: {{.*}}  StripDebugInfo
// SEQ-NEXT: {{.*}}  Output
// SEQ-NEXT: {{.*}}  Rest
// SEQ-NEXT: {{.*}}(100.0%)  Total

// Without threads there is no user-time column.
// NOTHREADS: {{^}}  ----Wall Time----  ----Name----
