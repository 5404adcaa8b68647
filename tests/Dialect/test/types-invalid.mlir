// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{expected signed, unsigned, or none}}
func.func private @f(!test.int<signless, 8>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @f(!test.int<signed 8>)

// -----

// expected-error @+1 {{expected integer value}}
func.func private @f(!test.int<signed, x>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!test.int<signed, 8, 9>)

// -----

// expected-error @+1 {{unknown type!}}
func.func private @f(!test.nonexistent)

// -----

// expected-error @+1 {{expected integer value}}
func.func private @f() attributes {a = #test.cmpnd_a<x, i32, [1]>}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f() attributes {a = #test.cmpnd_a<1, 5, [1]>}

// -----

// expected-error @+1 {{expected ']'}}
func.func private @f() attributes {a = #test.cmpnd_a<1, i32, [a]>}

// -----

// expected-error @+1 {{unknown attribute `nonexistent` in dialect `test`}}
func.func private @f() attributes {a = #test.nonexistent}

