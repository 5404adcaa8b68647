// IRDL files that cannot be loaded: located diagnostics, exit code 1.
// RUN: not strata-opt %s --irdl-file=%S/Inputs/bad-syntax.irdl.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not strata-opt %s --irdl-file=%S/Inputs/bad-ref.irdl.mlir 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not strata-opt %s --irdl-file=%S/Inputs/bad-constraint.irdl.mlir 2>&1 | FileCheck %s --check-prefix=CONSTRAINT
// RUN: not strata-opt %s --irdl-file=%S/Inputs/no-such-file.irdl.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// A dialect that is already registered is refused (mlir-opt 22 aborts).
// RUN: not strata-opt %s --irdl-file=%S/Inputs/redefine-func.irdl.mlir 2>&1 | FileCheck %s --check-prefix=TAKEN
// RUN: not strata-opt %s --irdl-file=%S/Inputs/twice.irdl.mlir 2>&1 | FileCheck %s --check-prefix=TWICE

// SYNTAX: bad-syntax.irdl.mlir:4:30: error: custom op 'irdl.operands' expected valid keyword
// SYNTAX-NEXT: irdl.operands(first: %0, : %0)

// REF: bad-ref.irdl.mlir:7:10: error: 'irdl.parametric' op symbol '@broken::@crate' not found
// REF: note: see current operation: %0 = "irdl.parametric"() <{base_type = @broken::@crate}> : () -> !irdl.attribute

// CONSTRAINT: bad-constraint.irdl.mlir:4:10: error: 'irdl.region' op the number of blocks is expected to be >= 1 but got -3

// MISSING: error: cannot open input file '{{.*}}no-such-file.irdl.mlir': No such file or directory

// TAKEN: redefine-func.irdl.mlir:1:1: error: a dialect named 'func' is already registered

// TWICE: twice.irdl.mlir:11:5: error: operation 'left' is defined twice in dialect 'twin'

func.func @unused() {
  return
}
