// RUN: not strata-opt %s -test-func-erase-arg 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not strata-opt %s -test-func-erase-result 2>&1 | FileCheck %s --check-prefix=RES

// The signature of a void LLVM function cannot be rebuilt as a builtin
// function type: the edit fails at the function, without a note.

// ARG: test-func-signature-edits-llvm.mlir:[[# @LINE + 3]]:1: error: failed to erase arguments
// RES: test-func-signature-edits-llvm.mlir:[[# @LINE + 2]]:1: error: failed to erase results
// ARG-NOT: note
llvm.func @void_llvm(!llvm.ptr)
