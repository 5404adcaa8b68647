// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Errors mlir-opt 22 gives for comparisons on the wrong types, casts
// between scalable and fixed vectors or across tensor encodings, scalable
// vector constants and select conditions with another encoding.

func.func @cmpf_on_integers(%a: i64) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i64'}}
  %r = arith.cmpf olt, %a, %a : i64
  return
}

// -----

func.func @cmpi_on_memref(%a: memref<4xi32>) {
  // expected-error@+1 {{'lhs' must be signless-integer-like, but got 'memref<4xi32>'}}
  %r = arith.cmpi slt, %a, %a : memref<4xi32>
  return
}

// -----

func.func @extsi_scalable(%a: vector<[8]xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %r = arith.extsi %a : vector<[8]xi8> to vector<8xi32>
  return
}

// -----

func.func @sitofp_encoding(%a: tensor<4xi32, "x">) {
  // expected-error@+1 {{'arith.sitofp' op operand type 'tensor<4xi32, "x">' and result type 'tensor<4xf32>' are cast incompatible}}
  %r = arith.sitofp %a : tensor<4xi32, "x"> to tensor<4xf32>
  return
}

// -----

func.func @scalable_constant() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[1.0, 2.0]> : vector<[2]xf32>
  return
}

// -----

func.func @scalable_splat() -> vector<[2]xf32> {
  %c = arith.constant dense<1.0> : vector<[2]xf32>
  return %c : vector<[2]xf32>
}

// -----

func.func @select_encoding(%c: tensor<2xi1>, %a: tensor<2xf32, "e">) -> tensor<2xf32, "e"> {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<2xi1, "e">', but got 'tensor<2xi1>'}}
  %r = arith.select %c, %a, %a : tensor<2xi1>, tensor<2xf32, "e">
  return %r : tensor<2xf32, "e">
}
