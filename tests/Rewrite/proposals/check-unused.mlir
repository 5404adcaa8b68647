// RUN: strata-opt %s -test-pdl-bytecode-pass 2>/dev/null | FileCheck %s --check-prefix=ANY
// RUN: strata-opt %s -test-pdl-bytecode-pass 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: strata-opt %s -test-pdl-bytecode-pass='check-unused=true' 2>&1 | FileCheck %s --check-prefix=UNUSED
// CONFORMANCE: skip (the matching options are Strata's forms of proposals of Lücke's thesis)

// Fuses a producer into its consumer and erases the producer. By default
// it also matches a producer with another user, and the erasure cannot
// be carried out; with `check-unused`, such a match is rejected.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %p = pdl.operation "test.producer" -> (%t : !pdl.type)
    %v = pdl.result 0 of %p
    %root = pdl.operation "test.consumer"(%v : !pdl.value)
    pdl.rewrite %root {
      %fused = pdl.operation "test.fused"
      pdl.replace %root with %fused
      pdl.erase %p
    }
  }
}

// ERR: error: cannot erase 'test.producer': its results still have uses
// ANY-LABEL: module @ir
// ANY-NEXT:    "test.fused"() : () -> ()
// ANY-NEXT:    %[[P:.*]] = "test.producer"() : () -> i32
// ANY-NEXT:    "test.fused"() : () -> ()
// ANY-NEXT:    "test.other"(%[[P]]) : (i32) -> ()
// UNUSED-NOT: error
// UNUSED-LABEL: module @ir
// UNUSED-NEXT:    "test.fused"() : () -> ()
// UNUSED-NEXT:    %[[P:.*]] = "test.producer"() : () -> i32
// UNUSED-NEXT:    "test.consumer"(%[[P]]) : (i32) -> ()
// UNUSED-NEXT:    "test.other"(%[[P]]) : (i32) -> ()
module @ir {
  %0 = "test.producer"() : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  %1 = "test.producer"() : () -> i32
  "test.consumer"(%1) : (i32) -> ()
  "test.other"(%1) : (i32) -> ()
}
