// RUN: strata-translate --mlir-to-llvmir < %s | FileCheck %s --check-prefix=STDIN
// RUN: strata-translate --mlir-to-llvmir %s -o %t.ll && FileCheck %s --check-prefix=STDIN < %t.ll
// RUN: strata-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s --check-prefix=SPLIT
// RUN: strata-translate --mlir-to-llvmir --split-input-file --output-split-marker='; -----' %s | FileCheck %s --check-prefix=MARKER
// RUN: not strata-translate %s 2>&1 | FileCheck %s --check-prefix=NOFLAG
// RUN: not strata-translate --mlir-to-llvmir --no-such-flag %s 2>&1 | FileCheck %s --check-prefix=BADFLAG
// RUN: not strata-translate --mlir-to-llvmir %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// CONFORMANCE: translate=--mlir-to-llvmir

// STDIN: ; ModuleID = 'LLVMDialectModule'
// STDIN-NEXT: source_filename = "LLVMDialectModule"
// STDIN-EMPTY:
// STDIN-NEXT: define void @first() {
// STDIN: define void @second() {

// Chunks are translated on their own and their outputs joined by an empty
// line (the default output marker is empty).
// SPLIT: define void @first() {
// SPLIT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// SPLIT-EMPTY:
// SPLIT-NEXT: ; ModuleID = 'LLVMDialectModule'
// SPLIT: define void @second() {

// MARKER: !0 = !{i32 2, !"Debug Info Version", i32 3}
// MARKER-NEXT: ; -----
// MARKER-NEXT: ; ModuleID = 'LLVMDialectModule'

// NOFLAG: Translations to perform option: must be specified at least once!
// BADFLAG: strata-translate: Unknown command line argument '--no-such-flag'.
// MISSING: cannot open input file '{{.*}}cli.mlir.missing': No such file or directory

llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() {
  llvm.return
}
