// Deep nesting gets a diagnostic instead of exhausting the stack. Regions
// and, separately, attributes and types may nest 200 deep (mlir-opt has
// no limit and recurses until its stack runs out). The inputs come from
// Inputs/robust_gen.py.

// RUN: python3 %S/Inputs/robust_gen.py regions 200 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=REGIONS
// REGIONS: "t.a"() : () -> ()
// REGIONS: }) : () -> ()
// RUN: python3 %S/Inputs/robust_gen.py regions 201 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=REGIONS-DEEP
// REGIONS-DEEP: <stdin>:201:10: error: nesting too deep

// Custom-form ops with regions count the same.
// RUN: python3 %S/Inputs/robust_gen.py modules 200 | strata-opt | FileCheck %s --check-prefix=MODULES
// MODULES-COUNT-200: module {
// RUN: python3 %S/Inputs/robust_gen.py modules 201 | not strata-opt 2>&1 | FileCheck %s --check-prefix=MODULES-DEEP
// MODULES-DEEP: <stdin>:201:8: error: nesting too deep

// Attributes and types count apart from regions: an attribute nested
// 199 deep is fine inside 150 nested regions.
// RUN: python3 %S/Inputs/robust_gen.py array-in-regions 199 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=ARRAY
// ARRAY: "t.a"() {a = {{\[+}}1{{\]+}}} : () -> ()
// RUN: python3 %S/Inputs/robust_gen.py array-in-regions 300 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ARRAY-DEEP
// ARRAY-DEEP: <stdin>:151:214: error: nesting too deep

// RUN: python3 %S/Inputs/robust_gen.py tuples 10000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=TUPLES
// TUPLES: <stdin>:1:1212: error: nesting too deep
// RUN: python3 %S/Inputs/robust_gen.py dicts 10000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=DICTS
// DICTS: <stdin>:1:1014: error: nesting too deep
// RUN: python3 %S/Inputs/robust_gen.py locs 10000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=LOCS
// LOCS: <stdin>:1:1824: error: nesting too deep
// RUN: python3 %S/Inputs/robust_gen.py affine-parens 10000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=PARENS
// PARENS: <stdin>:1:233: error: nesting too deep

// Affine operators that do not simplify build one level per operator; the
// expression tree may be 1000 deep.
// RUN: python3 %S/Inputs/robust_gen.py affine-mods 999 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=MODS
// MODS: #map = affine_map<(d0)[s0] -> ({{\(+}}d0 mod s0) mod s0)
// RUN: python3 %S/Inputs/robust_gen.py affine-mods 100000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=MODS-DEEP
// MODS-DEEP: <stdin>:1:7034: error: nesting too deep
