// REQUIRES: z3
// RUN: strata-opt %s -split-input-file -verify-diagnostics=only-expected -pdl-check="dialect-constraints=true"
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// Created ops whose dialect constraints some match breaks, each with the
// counterexample the solver finds. (What the check leaves unchecked is
// tested in dialect-constraints-unchecked.mlir.)

// An integer sum rebuilt as a float sum: addf takes floats only.
pdl.pattern @int_to_float_add : benefit(1) {
  // expected-note@below {{counterexample: this type is}}
  %ty = pdl.type
  %a = pdl.operand : %ty
  %b = pdl.operand : %ty
  %sum = pdl.operation "arith.addi"(%a, %b : !pdl.value, !pdl.value) -> (%ty : !pdl.type)
  pdl.rewrite %sum {
    // expected-error-re@below {{'arith.addf' created here may be invalid: operand #0 must be floating-point-like, but can be '{{.*}}'}}
    %f = pdl.operation "arith.addf"(%a, %b : !pdl.value, !pdl.value) -> (%ty : !pdl.type)
    pdl.replace %sum with %f
  }
}

// -----

// The two sides of an extsi have independent types; ori needs one.
pdl.pattern @mixed_widths : benefit(1) {
  // expected-note@below {{counterexample: this type is}}
  %ta = pdl.type
  // expected-note@below {{counterexample: this type is}}
  %tb = pdl.type
  %p = pdl.operand : %ta
  %cast = pdl.operation "arith.extsi"(%p : !pdl.value) -> (%tb : !pdl.type)
  %cv = pdl.result 0 of %cast
  %root = pdl.operation "arith.muli"(%cv, %cv : !pdl.value, !pdl.value) -> (%tb : !pdl.type)
  pdl.rewrite %root {
    // expected-error-re@below {{'arith.ori' created here may be invalid: operand #0 and operand #1 must have the same type, but can be '{{.*}}' and '{{.*}}'}}
    %new = pdl.operation "arith.ori"(%p, %cv : !pdl.value, !pdl.value) -> (%tb : !pdl.type)
    pdl.replace %root with %new
  }
}

// -----

// cmpi needs its predicate.
pdl.pattern @no_predicate : benefit(1) {
  %w = pdl.type : i16
  %bit = pdl.type : i1
  %m = pdl.operand : %w
  %n = pdl.operand : %w
  %root = pdl.operation "arith.maxsi"(%m, %n : !pdl.value, !pdl.value) -> (%w : !pdl.type)
  pdl.rewrite %root {
    // expected-error@below {{'arith.cmpi' created here is invalid: it lacks the required attribute 'predicate'}}
    %c = pdl.operation "arith.cmpi"(%m, %n : !pdl.value, !pdl.value) -> (%bit : !pdl.type)
    %cv = pdl.result 0 of %c
    %s = pdl.operation "arith.select"(%cv, %m, %n : !pdl.value, !pdl.value, !pdl.value) -> (%w : !pdl.type)
    pdl.replace %root with %s
  }
}

// -----

// A predicate outside cmpi's cases.
pdl.pattern @bad_predicate : benefit(1) {
  %w = pdl.type : i16
  %bit = pdl.type : i1
  %m = pdl.operand : %w
  %n = pdl.operand : %w
  %root = pdl.operation "arith.minui"(%m, %n : !pdl.value, !pdl.value) -> (%w : !pdl.type)
  pdl.rewrite %root {
    %pred = pdl.attribute = 17 : i64
    // expected-error@below {{attribute 'predicate' must be allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, but can be '17 : i64'}}
    %c = pdl.operation "arith.cmpi"(%m, %n : !pdl.value, !pdl.value) {"predicate" = %pred} -> (%bit : !pdl.type)
    %cv = pdl.result 0 of %c
    %s = pdl.operation "arith.select"(%cv, %m, %n : !pdl.value, !pdl.value, !pdl.value) -> (%w : !pdl.type)
    pdl.replace %root with %s
  }
}

// -----

// One operand too many.
pdl.pattern @extra_operand : benefit(1) {
  %ft = pdl.type
  %u = pdl.operand : %ft
  %root = pdl.operation "math.sqrt"(%u : !pdl.value) -> (%ft : !pdl.type)
  pdl.rewrite %root {
    // expected-error@below {{'math.exp' created here is invalid: it has 2 operands, but the op takes 1}}
    %e = pdl.operation "math.exp"(%u, %u : !pdl.value, !pdl.value) -> (%ft : !pdl.type)
    pdl.replace %root with %e
  }
}

// -----

// index.add takes index only, while arith.addi also takes integers.
pdl.pattern @to_index_dialect : benefit(1) {
  // expected-note@below {{counterexample: this type is}}
  %it = pdl.type
  %i = pdl.operand : %it
  %j = pdl.operand : %it
  %root = pdl.operation "arith.addi"(%i, %j : !pdl.value, !pdl.value) -> (%it : !pdl.type)
  pdl.rewrite %root {
    // expected-error-re@below {{'index.add' created here may be invalid: operand #0 must be index, but can be '{{.*}}'}}
    %n = pdl.operation "index.add"(%i, %j : !pdl.value, !pdl.value) -> (%it : !pdl.type)
    pdl.replace %root with %n
  }
}

// -----

// A float result of a matched op fed to an integer op of math.
pdl.pattern @float_to_ctpop : benefit(1) {
  // expected-note@below {{counterexample: this type is}}
  %vt = pdl.type
  %v = pdl.operand : %vt
  %root = pdl.operation "math.absf"(%v : !pdl.value) -> (%vt : !pdl.type)
  pdl.rewrite %root {
    // expected-error-re@below {{'math.ctpop' created here may be invalid: operand #0 must be signless-integer-like, but can be '{{f.*}}'}}
    %pc = pdl.operation "math.ctpop"(%v : !pdl.value) -> (%vt : !pdl.type)
    pdl.replace %root with %pc
  }
}

// -----

// func.call needs its callee.
pdl.pattern @call_without_callee : benefit(1) {
  %ct = pdl.type
  %arg = pdl.operand : %ct
  %root = pdl.operation "arith.negf"(%arg : !pdl.value) -> (%ct : !pdl.type)
  pdl.rewrite %root {
    // expected-error@below {{'func.call' created here is invalid: it lacks the required attribute 'callee'}}
    %call = pdl.operation "func.call"(%arg : !pdl.value) -> (%ct : !pdl.type)
    pdl.replace %root with %call
  }
}

// -----

// Two created ops that fail for different types (extsi for index,
// index.add for anything else): both are reported, each with its own
// counterexample.
pdl.pattern @two_failures : benefit(1) {
  // expected-note@below {{counterexample: this type is 'index'}}
  // expected-note-re@below {{counterexample: this type is '{{.*}}'}}
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %root = pdl.operation "arith.mulsi_extended"(%x, %y : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
  pdl.rewrite %root {
    %i1 = pdl.type : i1
    %ne = pdl.attribute = 1 : i64
    %cmp = pdl.operation "arith.cmpi"(%x, %y : !pdl.value, !pdl.value) {"predicate" = %ne} -> (%i1 : !pdl.type)
    %bit = pdl.result 0 of %cmp
    // expected-error@below {{'arith.extsi' created here may be invalid: result #0 must be signless-fixed-width-integer-like, but can be 'index'}}
    %ext = pdl.operation "arith.extsi"(%bit : !pdl.value) -> (%t : !pdl.type)
    %e = pdl.result 0 of %ext
    // expected-error-re@below {{'index.add' created here may be invalid: operand #0 must be index, but can be '{{.*}}'}}
    %sum = pdl.operation "index.add"(%x, %e : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %s = pdl.result 0 of %sum
    pdl.replace %root with (%s, %e : !pdl.value, !pdl.value)
  }
}

// -----

// A string where func.call wants a symbol.
pdl.pattern @string_callee : benefit(1) {
  %ct = pdl.type : f32
  %arg = pdl.operand : %ct
  %root = pdl.operation "arith.negf"(%arg : !pdl.value) -> (%ct : !pdl.type)
  pdl.rewrite %root {
    %callee = pdl.attribute = "negate"
    // expected-error@below {{'func.call' created here may be invalid: attribute 'callee' must be flat symbol reference attribute, but can be '"negate"'}}
    %call = pdl.operation "func.call"(%arg : !pdl.value) {"callee" = %callee} -> (%ct : !pdl.type)
    pdl.replace %root with %call
  }
}
