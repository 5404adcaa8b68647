// RUN: strata-opt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s --check-prefix=ANY
// RUN: strata-opt %s -test-pdl-bytecode-pass='wildcards-exclude-terminators=true' -split-input-file | FileCheck %s --check-prefix=EXCL
// CONFORMANCE: skip (the matching options are Strata's forms of proposals of Lücke's thesis)

// A wildcard root with one operand, replaced by a "test.seen" op of the
// operand twice (which the pattern no longer matches). By default it matches the terminator too (the region
// then ends in an unregistered op, which the verifier lets pass as a
// possible terminator); with `wildcards-exclude-terminators`, it does not.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation (%v : !pdl.value)
    pdl.rewrite %root {
      %new = pdl.operation "test.seen"(%v, %v : !pdl.value, !pdl.value)
      pdl.replace %root with %new
    }
  }
}

// ANY-LABEL: module @ir
// ANY:         "test.seen"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// ANY:         "test.seen"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// ANY-NOT:     test.return
// EXCL-LABEL: module @ir
// EXCL:         "test.seen"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// EXCL-NEXT:    "test.return"(%{{.*}}) : (i32) -> ()
module @ir {
  "test.region"() ({
  ^bb0(%a: i32):
    "test.sink"(%a) : (i32) -> ()
    "test.return"(%a) : (i32) -> ()
  }) : () -> ()
}

// -----

// A wildcard marked `matches_terminator` matches terminators all the same.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation matches_terminator (%v : !pdl.value)
    pdl.rewrite %root {
      %new = pdl.operation "test.seen"(%v, %v : !pdl.value, !pdl.value)
      pdl.replace %root with %new
    }
  }
}

// ANY-LABEL: module @ir
// ANY-NOT:     test.return
// EXCL-LABEL: module @ir
// EXCL:         "test.seen"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// EXCL-NEXT:    "test.seen"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// EXCL-NOT:     test.return
module @ir {
  "test.region"() ({
  ^bb0(%a: i32):
    "test.sink"(%a) : (i32) -> ()
    "test.return"(%a) : (i32) -> ()
  }) : () -> ()
}
