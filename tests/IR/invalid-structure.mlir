// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Structural verifier errors on unregistered and builtin ops.

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"u.op"() ({
^bb0:
  "u.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

"u.op"() ({
^bb0:
  // expected-error@+1 {{reference to an undefined block}}
  "u.br"()[^bb1] : () -> ()
}, {
^bb1:
  "u.x"() : () -> ()
}) : () -> ()

// -----

"u.op"() ({
^bb0:
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "u.br"()[^bb1] : () -> ()
  "u.after"() : () -> ()
^bb1:
  "u.x"() : () -> ()
}) : () -> ()

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @a {}
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  module @a {}
}

// -----

"u.op"() ({
^bb0:
  "u.br"()[^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "u.def"() : () -> i32
  "u.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "u.use"(%x) : (i32) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
  "u.x"() : () -> ()
}, {
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

%0 = "u.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"builtin.module"() ({
  // expected-error@+1 {{'u.use' op using value defined outside the region}}
  "u.use"(%0) : (i32) -> ()
}) : () -> ()
