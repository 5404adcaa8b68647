// RUN: strata-opt %s | strata-opt | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 takes the next op's result name as the optional replacement op and cannot read its own output back; see docs/deviations.md)

// A `pdl.replace` by values followed by an op defining a result: the
// `%new =` starts the next op, it is not the optional replacement op.
// CHECK: replace %[[ROOT:.*]] with(%[[X:.*]] : !pdl.value)
// CHECK-NEXT: %{{.*}} = operation "my.next"(%[[X]] : !pdl.value)
pdl.pattern : benefit(1) {
  %x = operand
  %root = operation "my.op"(%x : !pdl.value)
  rewrite %root {
    replace %root with (%x : !pdl.value)
    %new = operation "my.next"(%x : !pdl.value)
  }
}
