// RUN: sample-opt %s --split-input-file --verify-diagnostics
// CONFORMANCE: skip (the sample dialect is an example outside MLIR)

// expected-error @+1 {{tile width must be positive, but got 0}}
func.func private @f(!sample.tile<0, f32>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TileType parameter 'width' which is to be a `int64_t`}}
func.func private @f(!sample.tile<f32, 4>)

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse TileType parameter 'elementType' which is to be a `Type`}}
func.func private @f(!sample.tile<4, 5>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!sample.tile<4, f32, 3>)

// -----

// expected-error @+1 {{unknown  type `matrix` in dialect `sample`}}
func.func private @f(!sample.matrix<4>)

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse TagAttr parameter 'name' which is to be a `std::string`}}
func.func private @f() attributes {t = #sample.tag<hot, priority = 1>}

// -----

// expected-error @+1 {{expected 'priority'}}
func.func private @f() attributes {t = #sample.tag<"hot", 1>}

// -----

// expected-error @+1 {{unknown attribute `label` in dialect `sample`}}
func.func private @f() attributes {t = #sample.label}
