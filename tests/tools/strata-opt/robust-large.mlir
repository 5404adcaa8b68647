// Very long names, lines, strings and literals. The inputs come from
// Inputs/robust_gen.py.

// A one-megabyte op name and SSA name.
// RUN: python3 %S/Inputs/robust_gen.py long-name 1000000 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NAME
// NAME: "t.xxxxxxxxxx{{x+}}"() : () -> ()
// RUN: python3 %S/Inputs/robust_gen.py long-ssa 1000000 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=SSA
// SSA: %0 = "t.a"() : () -> i32
// SSA-NEXT: "t.b"(%0) : (i32) -> ()

// 100,000 ops on one line.
// RUN: python3 %S/Inputs/robust_gen.py long-line 100000 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=LINE
// LINE: %99999 = "t.a"() : () -> i32
// LINE-NEXT: }

// A ten-megabyte string.
// RUN: python3 %S/Inputs/robust_gen.py long-string 10000000 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=STRING
// STRING: "t.a"() {a = "xxxxxxxxxx{{x+}}"} : () -> ()

// A 100,000-digit integer: out of range for i32, exact for a wide type.
// RUN: python3 %S/Inputs/robust_gen.py long-integer 100000 | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=INT
// INT: <stdin>:1:14: error: integer constant out of range for attribute
// RUN: python3 %S/Inputs/robust_gen.py long-wide-integer 100000 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=WIDE
// WIDE: "t.a"() {a = 10000000000{{0+}} : i400000} : () -> ()
