// Input for verify-diagnostics-failures.mlir: every expectation here is wrong.
// expected-error@+1 {{some other message}}
%x = "bad.op"(%y) : (i32) -> i32

// -----

// expected-warning@+1 {{undeclared}}
%x = "bad.op"(%y) : (i32) -> i32

// -----

"fine.op"() : () -> ()
// expected-remark@-1 {{never emitted}}
// expected-note@unknown {{nowhere}}

// -----

// expected-error-re@+1 {{a{{b}}
"fine.op"() : () -> ()
