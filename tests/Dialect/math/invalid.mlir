// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @absi_float(%x: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %x : f32
  return
}

// -----

func.func @absf_integer(%a: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %a : i32
  return
}

// -----

func.func @sqrt_mismatch(%x: f32) {
  // expected-error @+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%x) : (f32) -> f64
  return
}

// -----

func.func @powf_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'math.powf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.powf %m, %m : memref<4xf32>
  return
}

// -----

func.func @unknown_flag(%x: f32) {
  // expected-error @+2 {{custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.exp %x fastmath<quick> : f32
  return
}

// -----

func.func @isnan_result(%x: vector<4xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%x) : (vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @isinf_result(%x: f32) {
  // expected-error @+1 {{'math.isinf' op result #0 must be bool-like, but got 'i8'}}
  %0 = "math.isinf"(%x) : (f32) -> i8
  return
}

// -----

func.func @fpowi_shape(%x: vector<4xf32>, %n: vector<2xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %n : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @fpowi_result(%x: f32, %n: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %n) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_float_power(%x: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %x, %x : f32, f32
  return
}

// -----

func.func @sincos_results(%x: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @ipowi_operands(%a: i32) {
  // expected-error @+1 {{'math.ipowi' op expected 2 operands, but found 1}}
  %0 = "math.ipowi"(%a) : (i32) -> i32
  return
}

// -----

func.func @ctpop_signed(%a: si32) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.ctpop %a : si32
  return
}

// -----

func.func @clampf_syntax(%x: f32) {
  // expected-error @+1 {{expected 'to'}}
  %0 = math.clampf %x [%x, %x] : f32
  return
}

// -----

func.func @tensor_vector(%x: tensor<4xf32>) {
  // expected-error @+1 {{'math.fma' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.fma"(%x, %x, %x) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @fastmath_not_flags(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op math.absf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "math.absf"(%x) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_integer(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op math.exp: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.exp"(%x) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_discardable(%x: f32) {
  // expected-error @+1 {{'math.exp' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.exp"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @scalable_mismatch(%s: vector<[4]xf32>) {
  // expected-error @+1 {{'math.absf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.absf"(%s) : (vector<[4]xf32>) -> vector<4xf32>
  return
}

// -----

func.func @inferred_result(%d: tensor<?xf32>) {
  // expected-error @+2 {{'math.absf' op inferred type(s) 'tensor<?xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'math.absf' op failed to infer returned types}}
  %0 = "math.absf"(%d) : (tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @result_encoding(%u: tensor<4xf32>) {
  // expected-error @+1 {{'math.absf' op requires the same encoding for all operands and results}}
  %0 = "math.absf"(%u) : (tensor<4xf32>) -> tensor<4xf32, "enc">
  return
}

// -----

func.func @compatible_operands(%d: tensor<?xf32>, %v: tensor<4xf32>) {
  // Shape-compatible operands pass; the result has the first operand's type.
  %0 = "math.atan2"(%v, %d) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}
