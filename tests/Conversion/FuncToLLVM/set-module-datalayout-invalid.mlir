// RUN: not strata-opt %s '--set-llvm-module-datalayout=data-layout=q' 2>&1 | FileCheck %s
// CONFORMANCE: skip (checks a pass failure message)

// CHECK: error: invalid data layout descriptor: unknown specifier 'q'
module {}
