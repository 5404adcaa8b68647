// RUN: strata-opt %s --split-input-file --verify-diagnostics
// builtin.module's verifier: attribute names and region shape.

// expected-error @below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'q k'}}
module attributes {"q k" = "v"} {
}

// -----

// expected-error @below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'plain'}}
module attributes {u.ok, plain} {
}

// -----

// expected-error @below {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> ()

// -----

"builtin.module"() ({
^bb0:
  // expected-error @below {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "u.x"() : () -> ()
}) : () -> ()
