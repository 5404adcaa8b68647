// RUN: strata-pdl-check --fuzz 400 --seed 7 | FileCheck %s
// RUN: strata-pdl-check --fuzz 400 --seed 7 --wildcards-exclude-terminators | FileCheck %s
// RUN: strata-pdl-check --fuzz 400 --seed 7 --check-unused | FileCheck %s
// RUN: strata-pdl-check --fuzz 400 --seed 7 --replace-keeps | FileCheck %s
// RUN: strata-pdl-check --fuzz 400 --seed 7 --wildcards-exclude-terminators --check-unused --replace-keeps | FileCheck %s

// The pattern fuzzer: random patterns the PDL verifier accepts, the static
// checks' verdict against running each pattern on the inputs it matches.
// No pattern that breaks an input passes the checks, with or without the
// thesis' proposals (applied to both the checks and the runs).

// CHECK: 400 fuzzed patterns (seed 7
// CHECK: | static pass | {{ *[0-9]+}} |            0 |
// CHECK: false negatives: 0 (0.00%)
