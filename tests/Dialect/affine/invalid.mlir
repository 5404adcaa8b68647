// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @apply_operand_count(%a: index) -> index {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @apply_two_results(%a: index, %b: index) -> index {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a, %b) <{map = affine_map<(d0)[s0] -> (d0 + s0, d0)>}> : (index, index) -> index
  return %0 : index
}

// -----

func.func @min_no_result(%a: index, %b: index) -> index {
  // expected-error @+1 {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%a, %b) <{map = affine_map<(d0)[s0] -> ()>}> : (index, index) -> index
  return %0 : index
}

// -----

func.func @max_operand_count(%a: index) -> index {
  // expected-error @+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.max"(%a) <{map = affine_map<(d0)[s0] -> (d0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @apply_parse_mismatch(%a: index, %b: index) -> index {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%a, %b)
  return %0 : index
}

// -----

func.func @min_custom_mismatch(%a: index, %b: index) -> index {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%b, %a]
  return %0 : index
}

// -----

func.func @operand_type(%a: i32) -> index {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return %0 : index
}

// -----

func.func @missing_map(%a: index) -> index {
  // expected-error @+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return %0 : index
}

// -----

func.func @map_kind(%a: index) -> index {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%a)
  return %0 : index
}

// -----

func.func @no_paren(%a: index) -> index {
  // expected-error @+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)> %a
  return %0 : index
}

// -----

func.func @result_type(%a: index) -> i32 {
  // expected-error @+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return %0 : i32
}
