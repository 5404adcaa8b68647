// RUN: not strata-opt %s 2>&1 | FileCheck %s

// An isolated op is printed as its own root in the note: its operands,
// defined outside, are unknown there.
func.func @f(%a: index) {
  "test.isolated_region"(%a, %a) ({}) : (index, index) -> ()
  return
}

// CHECK: error: 'test.isolated_region' op requires a single operand
// CHECK: note: see current operation:
// CHECK-NEXT: "test.isolated_region"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>) ({
// CHECK-NEXT: }) : (index, index) -> ()
