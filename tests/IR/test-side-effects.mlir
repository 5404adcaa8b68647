// RUN: strata-opt %s -test-side-effects -allow-unregistered-dialect -verify-diagnostics -o /dev/null

// Effects of core ops, on operands and results, and ops that declare none.
func.func @core(%i: index, %m: memref<8xf32>) -> index {
  // expected-remark@+1 {{operation has no memory effects}}
  %0 = arith.muli %i, %i : index
  // expected-remark@+1 {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %1 = memref.load %m[%i] : memref<8xf32>
  // expected-remark@+1 {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  memref.store %1, %m[%0] : memref<8xf32>
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %a = memref.alloc() : memref<4xi8>
  // expected-remark@+1 {{found an instance of 'free' on op operand 0, on resource '<Default>'}}
  memref.dealloc %a : memref<4xi8>
  // Unregistered ops and ops with recursive effects declare nothing of
  // their own; terminators are not reported.
  "other.op"() : () -> ()
  scf.execute_region {
    scf.yield
  }
  return %0 : index
}

// The test ops: effects listed by an attribute, on symbols, on the test
// resource, with parameters.
func.func @listed(%arg: index) {
  // expected-remark@+2 {{found an instance of 'read' on a symbol '@g', on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'write' on a symbol '@outer::@inner', on resource '<Test>'}}
  %0 = "test.side_effect_op"() {effects = [{effect = "read", on_reference = @g}, {effect = "write", on_reference = @outer::@inner, test_resource}]} : () -> i32
  // An operand keyword on an op without operands names nothing.
  // expected-remark@+1 {{found an instance of 'allocate' on resource '<Default>'}}
  %1 = "test.side_effect_op"() {effects = [{effect = "allocate", on_operand}]} : () -> i64
  // expected-remark@+2 {{found an instance of 'read' on resource '<Default>'}}
  // expected-remark@+1 {{found a parametric effect with affine_map<(d0) -> (d0 * 2)>}}
  %2 = "test.side_effect_op"() {effects = [{effect = "read"}], effect_parameter = affine_map<(d0) -> (d0 * 2)>} : () -> i32
  // Parameters that are not affine maps are no effect.
  // expected-remark@+1 {{operation has no memory effects}}
  %3 = "test.side_effect_op"() {effect_parameter = 7} : () -> i32
  // The test dialect's fallback gives this one unregistered op the
  // parametric effects; others get none.
  // expected-remark@+1 {{found a parametric effect with affine_map<() -> (3)>}}
  "test.unregistered_side_effect_op"() {effect_parameter = affine_map<() -> (3)>} : () -> ()
  "test.unregistered_other_op"() {effect_parameter = affine_map<() -> (3)>} : () -> ()
  // expected-remark@+2 {{found an instance of 'write' on op operand 0, on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'free' on block argument 0, on resource '<Test>'}}
  %4 = test.side_effect_with_region_op(%arg) {
  ^bb0(%x: index):
    test.region_yield %x : index
  } {effects = [{effect = "write", on_operand}, {effect = "free", on_argument, test_resource}]} : index -> index
  // expected-remark@+1 {{found an instance of 'read' on op result 0, on resource '<Default>'}}
  %5 = test.side_effect_with_region_op(%arg) {
  ^bb0(%x: index):
    test.region_yield %x : index
  } {effects = [{effect = "read", on_result}]} : index -> index
  return
}

// Effects nested in another isolated op are found too.
module {
  func.func @nested() {
    // expected-remark@+1 {{operation has no memory effects}}
    %c = arith.constant 1 : i32
    return
  }
}
