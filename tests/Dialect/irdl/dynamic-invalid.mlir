// RUN: strata-opt %s --irdl-file=%S/Inputs/geo.irdl.mlir -split-input-file -verify-diagnostics
// CONFORMANCE: pipeline=--irdl-file=tests/Dialect/irdl/Inputs/geo.irdl.mlir

// Value counts.
func.func @pair_arity(%x: f32) {
  // expected-error @+1 {{op expects exactly 2 operands, but got 1}}
  "geo.pair"(%x) : (f32) -> ()
  return
}

// -----

func.func @pair_results(%x: f32) {
  // expected-error @+1 {{op expects at most 1 results, but got 2}}
  %0:2 = "geo.pair"(%x, %x) : (f32, f32) -> (i1, i1)
  return
}

// -----

func.func @move_no_source() {
  // expected-error @+1 {{op expects at least 1 operands, but got 0}}
  %0 = "geo.move"() : () -> !geo.point<f32>
  return
}

// -----

func.func @segs_missing_sizes(%x: f32) {
  // expected-error @+1 {{'operandSegmentSizes' attribute is expected but not provided}}
  "geo.segs"(%x) : (f32) -> ()
  return
}

// -----

func.func @segs_wrong_element_type(%x: f32) {
  // expected-error @+1 {{'operandSegmentSizes' attribute is expected to be a dense i32 array}}
  "geo.segs"(%x) {operandSegmentSizes = array<i16: 0, 0, 1>} : (f32) -> ()
  return
}

// -----

func.func @segs_length(%x: f32) {
  // expected-error @+1 {{'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 4}}
  "geo.segs"(%x) {operandSegmentSizes = array<i32: 0, 0, 1, 0>} : (f32) -> ()
  return
}

// -----

func.func @segs_negative(%x: f32) {
  // expected-error @+1 {{'operandSegmentSizes' attribute for specifying operand segments must have non-negative values}}
  "geo.segs"(%x) {operandSegmentSizes = array<i32: 0, -2, 1>} : (f32) -> ()
  return
}

// -----

func.func @segs_single(%x: f32) {
  // expected-error @+1 {{element 2 in 'operandSegmentSizes' attribute must be equal to 1}}
  "geo.segs"(%x) {operandSegmentSizes = array<i32: 0, 1, 0>} : (f32) -> ()
  return
}

// -----

func.func @segs_optional(%x: f32) {
  // expected-error @+1 {{element 1 in 'resultSegmentSizes' attribute must be equal to 0 or 1}}
  %0:3 = "geo.segs"(%x) {operandSegmentSizes = array<i32: 0, 0, 1>, resultSegmentSizes = array<i32: 1, 2>} : (f32) -> (f32, f32, f32)
  return
}

// -----

func.func @segs_sum(%x: f32) {
  // expected-error @+1 {{sum of elements in 'operandSegmentSizes' attribute must be equal to the number of operands}}
  "geo.segs"(%x, %x) {operandSegmentSizes = array<i32: 0, 0, 1>, resultSegmentSizes = array<i32: 0, 0>} : (f32, f32) -> ()
  return
}

// -----

// Constraints on operands and results.
func.func @move_other_type(%p: !geo.point<i16>) {
  // expected-error @+1 {{'i16' does not satisfy the constraint}}
  %0 = "geo.move"(%p) : (!geo.point<i16>) -> !geo.point<i16>
  return
}

// -----

func.func @move_not_a_point(%x: f32) {
  // expected-error @+1 {{expected base type 'geo.point' but got 'f32'}}
  %0 = "geo.move"(%x) : (f32) -> f32
  return
}

// -----

func.func @move_steps_differ(%p: !geo.point<f32>, %c: i8) {
  // expected-error @+1 {{expected 'f32' but got 'i8'}}
  %0 = "geo.move"(%p, %c) : (!geo.point<f32>, i8) -> !geo.point<f32>
  return
}

// -----

func.func @move_result_differs(%p: !geo.point<f32>) {
  // expected-error @+1 {{expected '!geo.point<f32>' but got '!geo.point<i8>'}}
  %0 = "geo.move"(%p) : (!geo.point<f32>) -> !geo.point<i8>
  return
}

// -----

func.func @pair_operands_differ(%x: f32, %c: i8) {
  // expected-error @+1 {{expected 'f32' but got 'i8'}}
  "geo.pair"(%x, %c) : (f32, i8) -> ()
  return
}

// -----

func.func @pair_result_base(%x: f32) {
  // expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.index'}}
  %0 = "geo.pair"(%x, %x) : (f32, f32) -> index
  return
}

// -----

func.func @mix_not_integer(%x: f32) {
  // expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.f32'}}
  %0 = "geo.mix"(%x) : (f32) -> f32
  return
}

// -----

func.func @mix_result(%c: i8) {
  // expected-error @+1 {{expected 'i8' but got 'i16'}}
  %0 = "geo.mix"(%c) : (i8) -> i16
  return
}

// -----

// Attributes.
func.func @tagged_missing() {
  // expected-error @+1 {{'geo.tagged' op attribute "kind" is expected but not provided}}
  "geo.tagged"() {label = #geo.tag<"a">, weight = 1 : i8} : () -> ()
  return
}

// -----

func.func @tagged_label_string() {
  // expected-error @+1 {{expected base attribute 'geo.tag' but got 'builtin.string'}}
  "geo.tagged"() {label = "a", kind = !geo.origin, weight = 1 : i8} : () -> ()
  return
}

// -----

func.func @tagged_kind_attribute() {
  // expected-error @+1 {{expected type, got attribute '5 : i64}}
  "geo.tagged"() {label = #geo.tag<"a">, kind = 5, weight = 1 : i8} : () -> ()
  return
}

// -----

func.func @tagged_kind_type() {
  // expected-error @+1 {{expected base type 'geo.origin' but got 'geo.point'}}
  "geo.tagged"() {label = #geo.tag<"a">, kind = !geo.point<i1>, weight = 1 : i8} : () -> ()
  return
}

// -----

func.func @tagged_weight() {
  // expected-error @+1 {{expected base attribute 'builtin.integer' but got 'builtin.float'}}
  "geo.tagged"() {label = #geo.tag<"a">, kind = !geo.origin, weight = 1.0 : f32} : () -> ()
  return
}

// -----

func.func @nested_unit() {
  // expected-error @+1 {{expected 'f64' but got 'f32'}}
  %0 = "geo.nested"() {unit = #geo.unit_of<!geo.point<!geo.point<f32>>>} : () -> !geo.point<!geo.point<f64>>
  return
}

// -----

func.func @nested_not_parametric() {
  // mlir-opt 22 names the base mnemonic first.
  // expected-error @+1 {{expected base attribute 'unit_of.geo' but got '#geo.tag<"x">'}}
  %0 = "geo.nested"() {unit = #geo.tag<"x">} : () -> !geo.point<!geo.point<f64>>
  return
}

// -----

func.func @warped(%p: !geo.point<f32>) {
  // expected-error @+1 {{attribute 'geo.point' expects 1 parameters but got 2}}
  %0 = "geo.warped"() : () -> !geo.point<f32>
  return
}

// -----

// Regions.
func.func @body_regions() {
  // expected-error @+1 {{'geo.body' op unexpected number of regions: expected 3 but got 1}}
  "geo.body"() ({
    llvm.unreachable
  }) : () -> ()
  return
}

// -----

func.func @body_blocks() {
  // expected-error @+1 {{expected region 1 to have 2 block(s) but got 1}}
  "geo.body"() ({
  ^bb0(%a: index):
    llvm.unreachable
  }, {
    llvm.unreachable
  }, {
    llvm.unreachable
  }) : () -> ()
  return
}

// -----

func.func @body_no_arguments() {
  // expected-error @+1 {{expected region 0 to have 1 arguments but got 0}}
  "geo.body"() ({
    llvm.unreachable
  }, {
    cf.br ^bb1
  ^bb1:
    llvm.unreachable
  }, {
    llvm.unreachable
  }) : () -> ()
  return
}

// -----

func.func @body_argument_type() {
  // expected-note @+1 {{see the operation}}
  "geo.body"() ({
  // expected-error @+1 {{expected 'index' but got 'i64'}}
  ^bb0(%a: i64):
    llvm.unreachable
  }, {
    cf.br ^bb1
  ^bb1:
    llvm.unreachable
  }, {
    llvm.unreachable
  }) : () -> ()
  return
}

// -----

func.func @body_extra_argument() {
  // expected-note @+1 {{see the operation}}
  "geo.body"() ({
  ^bb0(%a: index):
    llvm.unreachable
  }, {
    cf.br ^bb1
  ^bb1:
    llvm.unreachable
  }, {
  // expected-error @+1 {{expected region 2 to have 0 arguments but got 1}}
  ^bb0(%b: index):
    llvm.unreachable
  }) : () -> ()
  return
}

// -----

func.func @shared_with_operand(%x: f32) {
  // expected-note @+1 {{see the operation}}
  "geo.shared"(%x) ({
  // expected-error @+1 {{expected 'f32' but got 'f16'}}
  ^bb0(%y: f16):
    llvm.unreachable
  }) : (f32) -> ()
  return
}

// -----

// Types and attributes, checked when parsed.
// expected-error @+1 {{expected 1 type arguments, but had 2}}
func.func private @point_arity(!geo.point<f32, f32>)

// -----

// expected-error @+1 {{expected 0 type arguments, but had 1}}
func.func private @origin_arity(!geo.origin<i1>)

// -----

// expected-error @+1 {{expected 'i3' but got 'i4'}}
func.func private @segment_ends(!geo.segment<i3, i4>)

// -----

// expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.index'}}
func.func private @segment_index(!geo.segment<index, index>)

// -----

// expected-error @+1 {{expected dynamic type}}
func.func private @unknown_type(!geo.line<i1>)

// -----

// expected-error @+1 {{expected dynamic type}}
func.func private @attribute_as_type(!geo.tag<"a">)

// -----

// expected-error @+1 {{expected dynamic attribute}}
func.func private @type_as_attribute() attributes {a = #geo.point<i1>}

// -----

// expected-error @+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
func.func private @tag_integer() attributes {a = #geo.tag<7>}

// -----

// mlir-opt 22 calls them type arguments here too.
// expected-error @+1 {{expected 1 type arguments, but had 0}}
func.func private @tag_empty() attributes {a = #geo.tag}

// -----

// expected-error @+1 {{expected base type 'geo.point' but got 'builtin.integer'}}
func.func private @unit_of_integer() attributes {a = #geo.unit_of<i32>}

// -----

func.func @unknown_op() {
  // expected-error @+1 {{unregistered operation 'geo.rotate' found in dialect ('geo') that does not allow unknown operations}}
  "geo.rotate"() : () -> ()
  return
}

// -----

// expected-error @+1 {{expected 1 type arguments, but had 0}}
func.func private @point_empty(!geo.point<>)

// -----

// Reported without the prefix of the op being parsed.
// expected-error @+1 {{expected 'i1' but got 'i2'}}
func.func private @nested_segment(!geo.point<!geo.segment<i1, i2>>)

// -----

// Loaded ops have only the generic form (mlir-opt 22 rejects this chunk
// without a diagnostic).
func.func @custom_form(%x: f32) {
  // expected-error @+1 {{custom op 'geo.pair' has no custom assembly form}}
  geo.pair %x, %x : f32
  return
}
