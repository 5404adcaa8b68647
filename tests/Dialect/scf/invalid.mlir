// RUN: strata-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @for_results(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----

func.func @for_iv_type(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  %r = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: i32, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_init_type(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: i32, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_missing_iter_arg(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: index):
    scf.yield %f : f32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_result_type(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (i32)
  return
}

// -----

func.func @for_yield_type(%x: index, %f: f32, %g: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %x to %x step %x iter_args(%a = %f) -> f32 {
    scf.yield %g : i32
  }
  return
}

// -----

func.func @for_yield_count(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%x, %x, %x, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a, %a : f32, f32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_empty_yield(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %x to %x step %x iter_args(%a = %f) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_float_bounds(%x: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %i = %x to %x step %x : f32 {
  }
  return
}

// -----

func.func @for_result_count(%x: index) {
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %x to %x step %x iter_args(%a = %x) -> (index, index) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @for_two_blocks(%x: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_terminator(%x: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_no_else(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> f32 {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> f32 {
    scf.yield %f : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %i : i32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_region_args(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @while_after_args(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_results(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %f) : (f32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_before_terminator(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  "scf.while"() ({
    scf.condition(%c)
  }, {
    // expected-note @+1 {{terminator here}}
    %0 = arith.constant 0 : i32
  }) : () -> ()
  return
}

// -----

func.func @while_entry(%c: i1, %f: f32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%f) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_condition_count(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %f : f32
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_input_types(%c: i1, %f: f32) {
  // expected-error @+1 {{expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %f) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_not_function(%c: i1, %f: f32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found 'f32'}}
  %r = scf.while (%a = %f) : f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = scf.execute_region -> f32 {
  }
  return
}

// -----

func.func @execute_region_args(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> f32 {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }
  return
}

// -----

func.func @execute_region_type(%f: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_duplicate(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  %r = scf.index_switch %x -> f32
  case 1 {
    scf.yield %f : f32
  }
  case 1 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_case_type(%x: index, %f: f32, %g: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %x -> f32
  case 1 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %g : i32
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_case_count(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %x -> f32
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_default_implicit(%x: index) {
  // expected-error @+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note @+1 {{see yield operation here}}
  %r = scf.index_switch %x -> f32
  default {
  }
  return
}

// -----

func.func @switch_regions(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%x) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_empty_case(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %x
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @parallel_terminator(%x: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    %0 = arith.addi %i, %i : index
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_ivs(%x: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_type(%x: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: f32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_missing_reduction(%x: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduction_type(%x: index, %f: f32, %g: i32) {
  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%g : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_block_args(%x: index, %f: f32) {
  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: i32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%x: index, %f: f32, %g: i32) {
  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : i32
    }
  }
  return
}

// -----

func.func @reduce_terminator(%x: index, %f: f32) {
  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @parallel_bound_count(%x: index) {
  // expected-error @+1 {{expected 2 operands}}
  scf.parallel (%i, %j) = (%x) to (%x) step (%x) {
  }
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<5xf32>)
  return
}

// -----

func.func @forall_args(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_iv_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_steps() {
  // expected-error @+1 {{expected 2 step values, got 1}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic(%x: index) {
  // expected-error @+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @forall_mapping() {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [1]}
  return
}

// -----

func.func @in_parallel_body() {
  scf.forall (%i) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %0 = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @forall_upper_bounds() {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (4) {
  }
  return
}

// -----

func.func @forall_lower_bounds() {
  // expected-error @+1 {{'scf.forall' op region expects 2 arguments}}
  scf.forall (%i) = (0, 1) to (4) step (1) {
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @condition_type(%c: i32) {
  "scf.while"() ({
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c) : (i32) -> ()
  }, {
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bound_type(%x: f32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'f32'}}
  "scf.parallel"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @forall_output_kind(%x: f32) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'f32'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %x) -> (f32) {
  }
  return
}

// -----

func.func @forall_bad_bound() {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  scf.forall (%i) in (foo) {
  }
  return
}

// -----

func.func @forall_shared_outs_types(%t: tensor<4xf32>) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 0 types}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @parallel_zero_step(%x: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%x) to (%x) step (%c0) {
  }
  return
}

// -----

func.func @parallel_no_loops(%x: index) {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"(%x, %x) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> ({
  ^bb0:
    scf.reduce
  }) : (index, index) -> ()
  return
}

// -----

func.func @yield_not_last(%x: index) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
  return
}

// -----

func.func @condition_not_last(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

// The predicates relating operand types are checked before the regions'
// constraints: an empty body reports the mismatched bound types.
func.func @for_bound_types_before_region(%a: i32, %b: index) {
  // expected-error @+1 {{all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}

// -----

// scf.parallel counts its reductions by the regions of its scf.reduce; an
// operand without a region is the reduce's own error.
func.func @parallel_reduce_operand_without_region(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-error @+1 {{expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%v : f32)
  }
  return
}
