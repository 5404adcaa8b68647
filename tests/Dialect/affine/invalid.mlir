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

// -----

func.func @load_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_subscript_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_not_a_symbol(%m: memref<4xf32>, %i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %0 = affine.load %m[symbol(%j)] : memref<4xf32>
  }
  return
}

// -----

func.func @load_not_a_dim(%m: memref<4xf32>, %i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%j] : memref<4xf32>
  }
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @store_value_type(%m: memref<4xf32>, %i: index, %x: f64) {
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'f32' vs 'f64'}}
  affine.store %x, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @non_affine_product(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%i * %i] : memref<4xf32>
  return
}

// -----

func.func @for_bound_not_a_symbol(%i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %k = 0 to %j {
    }
  }
  return
}

// -----

func.func @for_bound_not_a_dim(%i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
    }
  }
  return
}

// -----

func.func @for_needs_min(%i: index) {
  // expected-error @+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %k = 0 to affine_map<(d0) -> (d0, 4)>(%i) {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error @+1 {{expected step to be representable as a positive signed integer}}
  affine.for %k = 0 to 4 step -1 {
  }
  return
}

// -----

func.func @for_missing_yield_operand(%x: f64) {
  %0 = affine.for %k = 0 to 4 iter_args(%a = %x) -> (f64) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @if_not_a_dim(%i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%j) {
    }
  }
  return
}

// -----

func.func @if_operand_count(%i: index) {
  // expected-error @+1 {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}

// -----

func.func @if_missing_else(%i: index, %x: f64) {
  // expected-note @+2 {{region branch point}}
  // expected-error @+1 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f64 {
    affine.yield %x : f64
  }
  return
}

// -----

func.func @parallel_reduction_type(%n: index) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> (i32) {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_unknown_reduction(%n: index) {
  // expected-error @+1 {{invalid reduction value: "foo"}}
  affine.parallel (%i) = (0) to (%n) reduce ("foo") -> (f32) {
  }
  return
}

// -----

func.func @parallel_group_count(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (%n) {
  }
  return
}

// -----

func.func @parallel_not_a_dim(%n: index) {
  scf.for %j = %n to %n step %n {
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i) = (0) to (%j) {
    }
  }
  return
}

// -----

func.func @parallel_missing_reduction(%n: index, %x: f32) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%i) = (0) to (%n) -> (f32) {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @delinearize_result_count(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %i into (4) : index, index, index
  return
}

// -----

func.func @delinearize_non_positive(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @delinearize_missing_dynamic(%i: index, %n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis}}
  %0:2 = "affine.delinearize_index"(%i, %n) <{static_basis = array<i64: 4, 4>}> : (index, index) -> (index, index)
  return
}

// -----

func.func @linearize_index_count(%i: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %i, %i] by (4) : index
  return
}

// -----

func.func @prefetch_rw(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<3>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<3>, foo : memref<8xf32>
  return
}

// -----

func.func @prefetch_index(%m: memref<8xf32>, %i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%j], read, locality<3>, data : memref<8xf32>
  }
  return
}

// -----

func.func @vector_load_element(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf64>
  return
}

// -----

func.func @vector_store_element(%m: memref<8xf32>, %v: vector<4xf64>, %i: index) {
  // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xf64>
  return
}

// -----

func.func @dma_src_index(%m: memref<8xf32>, %b: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%j], %b[%i], %t[0], %i : memref<8xf32>, memref<8xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_index(%t: memref<1xi32>, %i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%j], %i : memref<1xi32>
  }
  return
}

// -----

func.func @parallel_empty_lower_group() {
  // expected-error @+1 {{'affine.parallel' op expected lower bound map to have at least one result}}
  affine.parallel (%i) = (max()) to (1) {
  }
  return
}

// -----

func.func @apply_iv_as_symbol() {
  affine.for %i = 0 to 1 {
    // expected-error @+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 * 23)>()[%i]
  }
  return
}

// -----

func.func @for_empty_lower_bound() {
  // expected-error @+1 {{'affine.for' op expected lower bound map to have at least one result}}
  affine.for %i = max affine_map<() -> ()>() to 1 {
  }
  return
}

// -----

func.func @for_value_step(%s: i32) {
  // expected-error @+1 {{expected attribute value}}
  affine.for %i = 1 to 5 step %s {
  }
  return
}

// -----

// `min` introduces an upper bound's map, `max` a lower bound's: `max` here
// is read as the start of an attribute.
func.func @for_upper_bound_max(%n: index) {
  // expected-error @+1 {{expected attribute value}}
  affine.for %i = 0 to max affine_map<(d0) -> (d0, 8)>(%n) {
  }
  return
}

// -----

func.func @for_bound_not_a_map(%n: index) {
  // expected-error @+1 {{expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "eight" {
  }
  return
}

// -----

// Constant bounds are read as `index`: one that does not fit is an error
// (not a wrapped value).
func.func @for_bound_out_of_range() {
  // expected-error @below {{integer constant out of range for attribute}}
  affine.for %i = 0 to 9223372036854775811 {
  }
  return
}

// -----

func.func @parallel_bound_out_of_range() {
  // expected-error @below {{constant too large for index}}
  affine.parallel (%i) = (0) to (18446744073709551617) {
  }
  return
}
