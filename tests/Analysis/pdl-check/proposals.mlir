// RUN: not strata-opt %s -split-input-file -pdl-check 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not strata-opt %s -split-input-file -pdl-check="wildcards-exclude-terminators=true" 2>&1 | FileCheck %s --check-prefix=WILD
// RUN: not strata-opt %s -split-input-file -pdl-check="check-unused=true" 2>&1 | FileCheck %s --check-prefix=UNUSED
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// The checker's verdicts under the thesis' proposals. Each pattern's
// diagnostics name its line.

// A wildcard root erased: it may be a terminator, unless wildcards match
// none.
// DEFAULT: proposals.mlir:[[@LINE+5]]:{{.*}} erases an op that may be a terminator
// WILD-NOT: proposals.mlir:[[@LINE+4]]:{{.*}}
// UNUSED: proposals.mlir:[[@LINE+3]]:{{.*}} erases an op that may be a terminator
pdl.pattern @erase_wildcard : benefit(1) {
  %root = pdl.operation
  pdl.rewrite %root { pdl.erase %root }
}

// -----

// ... unless it is marked as one that may be.
// DEFAULT: proposals.mlir:[[@LINE+4]]:{{.*}} erases an op that may be a terminator
// WILD: proposals.mlir:[[@LINE+3]]:{{.*}} erases an op that may be a terminator
pdl.pattern @erase_marked_wildcard : benefit(1) {
  %root = pdl.operation matches_terminator
  pdl.rewrite %root { pdl.erase %root }
}

// -----

// A producer erased after its consumer (the root) was replaced: its
// results may have other users, unless matches with such users are
// rejected.
pdl.pattern @fuse : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %y = pdl.operand
  %p = pdl.operation "arith.muli"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %pv = pdl.result 0 of %p
  %root = pdl.operation "arith.addi"(%pv, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %n = pdl.operation "arith.subi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %n
    // DEFAULT: proposals.mlir:[[@LINE+3]]:{{.*}} erases a matched op whose results may have uses outside the pattern
    // WILD: proposals.mlir:[[@LINE+2]]:{{.*}} erases a matched op whose results may have uses outside the pattern
    // UNUSED-NOT: proposals.mlir:[[@LINE+1]]:{{.*}}
    pdl.erase %p
  }
}

// -----

// Erased while the root still uses it: a violation either way.
pdl.pattern @fuse_too_early : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %y = pdl.operand
  %p = pdl.operation "arith.muli"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %pv = pdl.result 0 of %p
  %root = pdl.operation "arith.addi"(%pv, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // DEFAULT: proposals.mlir:[[@LINE+2]]:{{.*}} erases a matched op whose results may have uses outside the pattern
    // UNUSED: proposals.mlir:[[@LINE+1]]:{{.*}} erases a matched op whose results ops of the pattern still use
    pdl.erase %p
    %n = pdl.operation "arith.subi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %n
  }
}

// -----

// A replacement that keeps the root leaves the insertion point in place;
// one that does not, does not.
pdl.pattern @keep_root : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %root = pdl.operation "arith.addi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %n = pdl.operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %n {keep}
    // DEFAULT-NOT: proposals.mlir:[[@LINE+1]]:{{.*}}
    %m = pdl.operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  }
}

// -----

pdl.pattern @replace_root : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %root = pdl.operation "arith.addi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %n = pdl.operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %n
    // DEFAULT: proposals.mlir:[[@LINE+1]]:{{.*}} creates an op after the root was erased or replaced: no insertion point remains
    %m = pdl.operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  }
}

// -----

// A wildcard that may be a terminator, its uses replaced and itself kept:
// its block keeps its terminator.
pdl.pattern @keep_wildcard : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %root = pdl.operation (%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // DEFAULT-NOT: proposals.mlir:[[@LINE+1]]:{{.*}}
    pdl.replace %root with (%x : !pdl.value) {keep}
  }
}

// -----

pdl.pattern @replace_wildcard : benefit(1) {
  %t = pdl.type
  %x = pdl.operand
  %root = pdl.operation (%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // DEFAULT: proposals.mlir:[[@LINE+1]]:{{.*}} replaces an op that may be a terminator by values, leaving its block without one
    pdl.replace %root with (%x : !pdl.value)
  }
}
