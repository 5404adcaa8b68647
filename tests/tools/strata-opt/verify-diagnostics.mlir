// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics=all %s
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics=only-expected %s

// Every expected diagnostic is produced: success, whatever the chunks print.

// expected-error@+1 {{use of undeclared SSA value name}}
%x = "bad.op"(%y) : (i32) -> i32

// -----

%a = "a.op"() : () -> i32
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@-2 {{previously defined here}}
%a = "a.op"() : () -> i32

// -----

// expected-error-re@below {{use of {{[a-z]+}} SSA value}}
%u = "u.op"(%v, %w) : (i32, i32) -> i32

// -----

%0 = "builtin.module"() ({
}) : () -> i32
// expected-error@-2 {{'builtin.module' op requires zero results}}

// -----

"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> () loc("named")
// expected-error@unknown {{region should have no arguments}}

// -----

"fine.op"() : () -> ()
