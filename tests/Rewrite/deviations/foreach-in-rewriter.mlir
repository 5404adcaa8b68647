// RUN: strata-opt %s -test-pdl-bytecode-pass | FileCheck %s
// CONFORMANCE: skip (mlir-opt 22 crashes or hangs on a pdl_interp.foreach in a rewriter function; see docs/deviations.md)

// A rewriter iterating over a range: each user of the matched op's
// results gets a "test.success" op from the native rewrite `creator`,
// then the op is replaced by one marked as done.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.source" -> ^bb1, ^end
  ^bb1:
    %attr = pdl_interp.get_attribute "done" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^end, ^bb2
  ^bb2:
    %results = pdl_interp.get_results of %root : !pdl.range<value>
    %users = pdl_interp.get_users of %results : !pdl.range<value>
    pdl_interp.record_match @rewriters::@tag(%root, %users : !pdl.operation, !pdl.range<operation>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @tag(%root : !pdl.operation, %users : !pdl.range<operation>) {
      pdl_interp.foreach %user : !pdl.operation in %users {
        %new = pdl_interp.apply_rewrite "creator"(%user : !pdl.operation) : !pdl.operation
        pdl_interp.continue
      } -> ^done
    ^done:
      %types = pdl_interp.create_types [i32, f32]
      %unit = pdl_interp.create_attribute unit
      %marked = pdl_interp.create_operation "test.source" {"done" = %unit} -> (%types : !pdl.range<type>)
      %vals = pdl_interp.get_results of %marked : !pdl.range<value>
      pdl_interp.replace %root with (%vals : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

// CHECK-LABEL: module @ir
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %[[R:.*]]:2 = "test.source"() {done} : () -> (i32, f32)
// CHECK-NEXT: "test.user"(%[[R]]#0) : (i32) -> ()
// CHECK-NEXT: "test.user"(%[[R]]#1, %[[R]]#0) : (f32, i32) -> ()
module @ir {
  %0:2 = "test.source"() : () -> (i32, f32)
  "test.user"(%0#0) : (i32) -> ()
  "test.user"(%0#1, %0#0) : (f32, i32) -> ()
}
