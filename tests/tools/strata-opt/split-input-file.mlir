// RUN: strata-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=WHOLE

// Each chunk is parsed and printed on its own; chunks are separated by the
// marker line in the output, each followed by an empty line.

// CHECK:      module {
// CHECK-NEXT:   "first.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "second.op"() {n = 2 : i32} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "third.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// Locations keep the line numbers of the whole file.
// LOC: "first.op"() : () -> () loc(#[[L1:loc[0-9]*]])
// LOC: #[[L1]] = loc("{{.*}}split-input-file.mlir":32:1)
// LOC: "second.op"() {n = 2 : i32} : () -> () loc(#[[L2:loc[0-9]*]])
// LOC: #[[L2]] = loc("{{.*}}split-input-file.mlir":36:1)
// LOC: "third.op"() : () -> () loc(#[[L3:loc[0-9]*]])
// LOC: #[[L3]] = loc("{{.*}}split-input-file.mlir":40:3)

"first.op"() : () -> ()

// -----

"second.op"() {n = 2 : i32} : () -> ()

// -----

  "third.op"() : () -> ()

// Without the flag the markers are plain comments.
// WHOLE:      module {
// WHOLE-NEXT:   "first.op"() : () -> ()
// WHOLE-NEXT:   "second.op"() {n = 2 : i32} : () -> ()
// WHOLE-NEXT:   "third.op"() : () -> ()
// WHOLE-NEXT: }
