// RUN: strata-opt %s --canonicalize=disable-patterns=TestRemoveOpWithInnerOps | FileCheck %s --check-prefix=DISABLED
// RUN: strata-opt %s --canonicalize=enable-patterns=TestRemoveOpWithInnerOps | FileCheck %s --check-prefix=ENABLED
// CONFORMANCE: pipeline=--canonicalize=disable-patterns=TestRemoveOpWithInnerOps
// CONFORMANCE: pipeline=--canonicalize=enable-patterns=TestRemoveOpWithInnerOps
// The pattern erasing test.op_with_region_pattern goes by its MLIR name in
// the pattern filters.

func.func @filtered() {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// DISABLED-LABEL: func.func @filtered()
// DISABLED-NEXT:    "test.op_with_region_pattern"() ({
// DISABLED-NEXT:      "test.op_with_region_terminator"() : () -> ()
// DISABLED-NEXT:    }) : () -> ()
// DISABLED-NEXT:    return

// ENABLED-LABEL: func.func @filtered()
// ENABLED-NEXT:    return
