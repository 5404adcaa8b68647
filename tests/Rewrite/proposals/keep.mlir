// RUN: strata-opt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s
// CONFORMANCE: skip (`pdl.replace {keep}` is Strata's form of a proposal of Lücke's thesis: mlir-opt ignores the attribute and erases)

// `pdl.replace ... {keep}` replaces the uses of the op and keeps it.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %p = pdl.operation "test.producer" -> (%t : !pdl.type)
    %v = pdl.result 0 of %p
    %root = pdl.operation "test.consumer"(%v : !pdl.value)
    pdl.rewrite %root {
      %new = pdl.operation "test.replacement" -> (%t : !pdl.type)
      pdl.replace %p with %new {keep}
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK-NEXT:    %[[P:.*]] = "test.producer"() : () -> i32
// CHECK-NEXT:    %[[R:.*]] = "test.replacement"() : () -> i32
// CHECK-NEXT:    "test.consumer"(%[[R]]) : (i32) -> ()
// CHECK-NEXT:    "test.other"(%[[R]]) : (i32) -> ()
module @ir {
  %0 = "test.producer"() : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  "test.other"(%0) : (i32) -> ()
}

// -----

// Without `keep`, the replaced op goes.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %p = pdl.operation "test.producer" -> (%t : !pdl.type)
    %v = pdl.result 0 of %p
    %root = pdl.operation "test.consumer"(%v : !pdl.value)
    pdl.rewrite %root {
      %new = pdl.operation "test.replacement" -> (%t : !pdl.type)
      pdl.replace %p with %new
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK-NEXT:    %[[R:.*]] = "test.replacement"() : () -> i32
// CHECK-NEXT:    "test.consumer"(%[[R]]) : (i32) -> ()
// CHECK-NEXT:    "test.other"(%[[R]]) : (i32) -> ()
// CHECK-NEXT:  }
module @ir {
  %0 = "test.producer"() : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  "test.other"(%0) : (i32) -> ()
}

// -----

// A kept root may still be erased once its uses moved to the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.old" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.new" -> (%t : !pdl.type)
      pdl.replace %root with %new {keep}
      pdl.erase %root
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK-NEXT:    %[[N:.*]] = "test.new"() : () -> i32
// CHECK-NEXT:    "test.use"(%[[N]]) : (i32) -> ()
// CHECK-NEXT:  }
module @ir {
  %0 = "test.old"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}
