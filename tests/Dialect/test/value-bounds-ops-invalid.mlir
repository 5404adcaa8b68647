// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @shaped_without_dim(%t: tensor<?xf32>) {
  // expected-error @below {{'test.reify_bound' op expected 'dim' attribute for shaped type variable}}
  %0 = "test.reify_bound"(%t) : (tensor<?xf32>) -> (index)
  return
}

// -----

func.func @index_with_dim(%a: index) {
  // expected-error @below {{'test.reify_bound' op unexpected 'dim' attribute for index variable}}
  %0 = "test.reify_bound"(%a) {dim = 0} : (index) -> (index)
  return
}

// -----

func.func @not_index(%a: i32) {
  // expected-error @below {{'test.reify_bound' op expected index-typed variable or shape type variable}}
  %0 = "test.reify_bound"(%a) : (i32) -> (index)
  return
}

// -----

func.func @scalable_and_constant(%a: index) {
  // expected-error @below {{'test.reify_bound' op 'scalable' and 'constant' are mutually exlusive}}
  %0 = "test.reify_bound"(%a) {constant, scalable, vscale_min = 1, vscale_max = 2} : (index) -> (index)
  return
}

// -----

func.func @scalable_without_range(%a: index) {
  // expected-error @below {{'test.reify_bound' op expected 'vscale_min' if and only if 'scalable'}}
  %0 = "test.reify_bound"(%a) {scalable, vscale_min = 1} : (index) -> (index)
  return
}

// -----

func.func @compose_with_map(%a: index) {
  // expected-error @below {{'test.compare' op 'compose' not supported when 'lhs_map' or 'rhs_map' is present}}
  "test.compare"(%a, %a) {compose, rhs_map = affine_map<(d0) -> (d0)>} : (index, index) -> ()
  return
}

// -----

func.func @operand_count(%a: index) {
  // expected-error @below {{'test.compare' op expected 3 operands, but got 2}}
  "test.compare"(%a, %a) {lhs_map = affine_map<(d0, d1) -> (d0 + d1)>} : (index, index) -> ()
  return
}

// -----

func.func @bad_type(%a: index) {
  // expected-error @below {{'test.reify_bound' op attribute 'type' failed to satisfy constraint: string attribute}}
  %0 = "test.reify_bound"(%a) {type = 3} : (index) -> (index)
  return
}
