; RUN: not strata-translate --import-llvm -split-input-file %s 2>&1 | FileCheck %s

; Debug information nodes lacking what LLVM's parser requires.

; CHECK: offset :6:25: error: missing required field 'scope'
!0 = !DILocation(line: 1)

; // -----

; CHECK: offset :4:27: error: missing required field 'directory'
!0 = !DIFile(filename: "a")

; // -----

; CHECK: offset :4:24: error: missing required field 'name'
!0 = !DILabel(scope: !1)
!1 = !{}

; // -----

; CHECK: offset :4:45: error: missing required field 'baseType'
!0 = !DIDerivedType(tag: DW_TAG_pointer_type)

; // -----

; CHECK: offset :4:35: error: missing required field 'discriminator'
!0 = !DILexicalBlockFile(scope: !1)
!1 = !{}

; // -----

; CHECK: offset :4:6: error: missing 'distinct', required for !DICompileUnit
!0 = !DICompileUnit(language: DW_LANG_C, file: !1)
!1 = !DIFile(filename: "a", directory: "")

; // -----

; CHECK: offset :4:6: error: missing 'distinct', required for !DISubprogram that is a Definition
!0 = !DISubprogram(name: "f", spFlags: DISPFlagDefinition)
