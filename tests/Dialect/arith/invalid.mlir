// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @extui_narrower(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return
}

// -----

func.func @extsi_same(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @trunci_wider(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @truncf_wider(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @index_cast_no_index(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @scaling_extf_narrower(%a: f32, %b: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %b : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @cast_shape(%a: i32) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : i32 to vector<4xi64>
  return
}

// -----

func.func @cast_memref_shape(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : memref<4xi32> to memref<5xindex>
  return
}

// -----

func.func @cast_tensor_dims(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<5xi64>
  return
}

// -----

func.func @sitofp_int_result(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i64
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "foo"} : () -> i64
  return
}

// -----

func.func @constant_dynamic_shape() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = dense<1> : tensor<4xi32>} : () -> tensor<?xi32>
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_untyped_value() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = [1]} : () -> i32
  return
}

// -----

func.func @select_condition_shape(%c: vector<2xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}

// -----

func.func @select_types(%c: i1, %a: f32, %b: f64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @select_condition_type(%c: i32, %a: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @cmpi_operand_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_bad_predicate(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_no_predicate(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %b) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_result_shape(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}

// -----

func.func @cmpi_unknown_predicate(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %b : i32
  return
}

// -----

func.func @cmpf_float_operands(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @fastmath_unknown_flag(%a: f32, %b: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %b fastmath<foo> : f32
  return
}

// -----

func.func @fastmath_not_enum(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %b) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_not_enum(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @rounding_mode_range(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 9 : i32} : (f32) -> f16
  return
}

// -----

func.func @rounding_mode_keyword(%a: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %a bogus : f32 to f16
  return
}

// -----

func.func @unknown_arith_attr() {
  // expected-error @+1 {{unknown attribute `foo` in dialect `arith`}}
  %0 = arith.constant #arith.foo<1> : i32
  return
}

// -----

func.func @addi_same_type(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addi_float(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %b : f32
  return
}

// -----

func.func @addf_int(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %b : i32
  return
}

// -----

func.func @trunci_operand(%a: index) {
  // expected-error @+1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.trunci %a : index to i32
  return
}

// -----

func.func @index_cast_operand(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @bitcast_operand(%a: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @addui_extended_overflow(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @addui_extended_types(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @mulsi_extended_count(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op expected 2 results}}
  %0 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_scalar_result(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cast_missing_to(%a: i32) {
  // expected-error @+1 {{custom op 'arith.extui' expected 'to'}}
  %0 = arith.extui %a : i32 i64
  return
}

// -----

func.func @select_operand_count(%a: i1, %b: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %a, %b : i32
  return
}

// -----

func.func @fastmath_empty(%a: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}

// -----

func.func @overflow_unknown_flag(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsw, foo> : i32
  return
}

// -----

func.func @overflow_bare_keyword(%a: i32) {
  // expected-error @+1 {{expected '<'}}
  %0 = arith.addi %a, %a overflow nsw : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @custom_operand_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @scaling_truncf_wider(%a: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f16, f8E8M0FNU to f32
  return
}

// -----

func.func @scaling_extf_shape(%a: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f16', 'f8E8M0FNU' and result type 'vector<2xf32>' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f16, f8E8M0FNU to vector<2xf32>
  return
}

// -----

func.func @elementwise_shapes(%a: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %a, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf16>
  return
}

// -----

func.func @elementwise_scalar_result(%a: f4E2M1FN, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, vector<2xf8E8M0FNU> to f16
  return
}
