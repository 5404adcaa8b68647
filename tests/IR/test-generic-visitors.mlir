// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-generic-ir-visitors | FileCheck %s --check-prefix=STAGES
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-generic-ir-visitors-interrupt | FileCheck %s --check-prefix=INTERRUPT
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-generic-ir-block-visitors-interrupt | FileCheck %s --check-prefix=BLOCKS
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -test-generic-ir-region-visitors-interrupt | FileCheck %s --check-prefix=REGIONS

// Each op is visited before each of its regions and after the last; the
// typed walk sees only test.two_region_op.
// STAGES: step 0 op 'builtin.module' before all regions
// STAGES-NEXT: step 1 op 'func.func' before all regions
// STAGES-NEXT: step 2 op 'outer' before all regions
// STAGES-NEXT: step 3 op 'a' before all regions
// STAGES-NEXT: step 4 op 'outer' before region #1
// STAGES-NEXT: step 5 op 'test.two_region_op' before all regions
// STAGES-NEXT: step 6 op 'b' before all regions
// STAGES-NEXT: step 7 op 'test.two_region_op' before region #1
// STAGES-NEXT: step 8 op 'c' before all regions
// STAGES-NEXT: step 9 op 'test.two_region_op' after all regions
// STAGES-NEXT: step 10 op 'outer' after all regions
// STAGES-NEXT: step 11 op 'holder' before all regions
// STAGES-NEXT: step 12 op 'inner' before all regions
// STAGES-NEXT: step 13 op 'x' before all regions
// STAGES-NEXT: step 14 op 'inner' after all regions
// STAGES-NEXT: step 15 op 'stop' before all regions
// STAGES-NEXT: step 16 op 'holder' after all regions
// STAGES-NEXT: step 17 op 'func.return' before all regions
// STAGES-NEXT: step 18 op 'func.func' after all regions
// STAGES-NEXT: step 19 op 'builtin.module' after all regions
// STAGES-NEXT: step 20 op 'test.two_region_op' before all regions
// STAGES-NEXT: step 21 op 'test.two_region_op' before region #1
// STAGES-NEXT: step 22 op 'test.two_region_op' after all regions

// Skipping after the first region leaves the second unvisited; the typed
// walk is interrupted after the first region of test.two_region_op.
// INTERRUPT: step 0 op 'builtin.module' before all regions
// INTERRUPT-NEXT: step 1 op 'func.func' before all regions
// INTERRUPT-NEXT: step 2 op 'outer' before all regions
// INTERRUPT-NEXT: step 3 op 'a' before all regions
// INTERRUPT-NEXT: step 4 op 'holder' before all regions
// INTERRUPT-NEXT: step 5 op 'inner' before all regions
// INTERRUPT-NEXT: step 6 op 'x' before all regions
// INTERRUPT-NEXT: step 7 op 'inner' after all regions
// INTERRUPT-NEXT: step 8 op 'stop' before all regions
// INTERRUPT-NEXT: step 9 op 'holder' after all regions
// INTERRUPT-NEXT: step 10 op 'func.return' before all regions
// INTERRUPT-NEXT: step 11 op 'func.func' after all regions
// INTERRUPT-NEXT: step 12 op 'builtin.module' after all regions
// INTERRUPT-NEXT: step 13 op 'test.two_region_op' before all regions
// INTERRUPT-NEXT: step 14 walk was interrupted

// Post-order over blocks and over regions, interrupted at the first that
// holds an op marked `interrupt`.
// BLOCKS: step 0
// BLOCKS-NEXT: step 1
// BLOCKS-NEXT: step 2
// BLOCKS-NEXT: step 3
// BLOCKS-NEXT: step 4
// BLOCKS-NEXT: step 5 walk was interrupted
// REGIONS: step 0
// REGIONS-NEXT: step 1
// REGIONS-NEXT: step 2
// REGIONS-NEXT: step 3
// REGIONS-NEXT: step 4
// REGIONS-NEXT: step 5 walk was interrupted

func.func @stages() {
  "outer"() ({
    "a"() : () -> ()
  }, {
    "test.two_region_op"() ({
      "b"() : () -> ()
    }, {
      "c"() : () -> ()
    }) {interrupt_after_region = 0} : () -> ()
  }) {skip_after_region = 0} : () -> ()
  "holder"() ({
    "inner"() ({
      "x"() : () -> ()
    }) : () -> ()
    "stop"() {interrupt = true} : () -> ()
  }) : () -> ()
  return
}
