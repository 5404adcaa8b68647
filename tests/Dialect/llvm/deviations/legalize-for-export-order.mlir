// RUN: strata-opt %s -llvm-legalize-for-export | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22's output varies from run to run: docs/deviations.md)

// Two successors with arguments, each named twice: mlir-opt 22 appends
// the forwarding blocks in the order of a hash map keyed by block
// addresses, which changes from run to run. Strata appends them in the
// order the successors first occur in the terminator.

// CHECK-LABEL: llvm.func @two_repeated
// CHECK:       llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
// CHECK-NEXT:    1: ^bb2(%arg1 : i32),
// CHECK-NEXT:    2: ^bb3(%arg0 : i32),
// CHECK-NEXT:    3: ^bb4(%arg0 : i32)
// CHECK-NEXT:  ]
// CHECK:       ^bb3(%{{.*}}: i32):
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:       ^bb4(%{{.*}}: i32):
// CHECK-NEXT:    llvm.br ^bb2
llvm.func @two_repeated(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2(%a : i32),
    2: ^bb1(%v : i32),
    3: ^bb2(%v : i32)
  ]
^bb1(%x: i32):
  llvm.return
^bb2(%y: i32):
  llvm.return
}
