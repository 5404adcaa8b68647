// RUN: strata-opt %s -split-input-file -verify-diagnostics
// A region that breaks its size constraint is named in the diagnostic
// when it has a name, and identified by its index alone when it has none.

func.func @unnamed_second_region() {
  // expected-error @+1 {{'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks}}
  "test.sized_region_op"() ({
    "test.br"()[^x] : () -> ()
  ^x:
    "test.finish"() : () -> ()
  }, {
    "test.br"()[^y] : () -> ()
  ^y:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @named_first_region() {
  // expected-error @+1 {{'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
  "test.sized_region_op"() ({
    "test.finish"() : () -> ()
  }, {
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}
