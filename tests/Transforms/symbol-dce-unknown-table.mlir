// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce --verify-diagnostics
// CONFORMANCE: skip (checks diagnostics)
// An op of an unknown dialect with one region may be a symbol table whose
// uses cannot be known: symbol-dce gives up, on the op itself or on the op
// holding it.

module {
  func.func private @f()
  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  "foo.maybe_table"() ({
  }) : () -> ()
}

// -----

module {
  func.func private @f()
  // expected-error@+1 {{operation contains potentially unknown symbol table}}
  "test.one_region_op"() ({
    "foo.maybe_table"() ({
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}

// -----

module {
  func.func private @f()
  "foo.two_regions"() ({
  }, {
  }) : () -> ()
}
