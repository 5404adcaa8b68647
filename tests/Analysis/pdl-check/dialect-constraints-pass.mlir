// REQUIRES: z3
// RUN: strata-opt %s -split-input-file -verify-diagnostics -pdl-check="dialect-constraints=true"
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// Rewrites whose created ops satisfy their dialect constraints for every
// match: no error. What IRDL cannot state (element types, signedness,
// predicates of code) is still reported as unchecked.

// x + y -> y + x keeps every constraint of addi.
pdl.pattern @commute_addi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %root = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{'arith.addi' created here: not checked: signless-integer-like: the element type of vectors and tensors is not constrained; signless integer or index: the signedness is not constrained}}
    %swapped = pdl.operation "arith.addi"(%y, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %swapped
  }
}

// -----

// index.mul operands swapped: index only, on both sides.
pdl.pattern @commute_index_mul : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %root = pdl.operation "index.mul"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %swapped = pdl.operation "index.mul"(%y, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %swapped
  }
}

// -----

// not(a < b) -> a >= b: the matched cmpi gives the new one its operands,
// result type and a predicate among its cases.
pdl.pattern @invert_slt : benefit(1) {
  %bt = pdl.type
  %a = pdl.operand
  %b = pdl.operand
  %slt = pdl.attribute = 2 : i64
  %cmp = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %slt} -> (%bt : !pdl.type)
  %c = pdl.result 0 of %cmp
  %true = pdl.attribute = true
  %cst = pdl.operation "arith.constant" {"value" = %true} -> (%bt : !pdl.type)
  %k = pdl.result 0 of %cst
  %root = pdl.operation "arith.xori"(%c, %k : !pdl.value, !pdl.value) -> (%bt : !pdl.type)
  pdl.rewrite %root {
    %sge = pdl.attribute = 5 : i64
    // expected-warning@below {{'result type has i1 element type and same shape as operands': not expressible in IRDL}}
    %new = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %sge} -> (%bt : !pdl.type)
    pdl.replace %root with %new
  }
}

// -----

// extsi(extsi(x)) -> extsi(x).
pdl.pattern @fold_extsi_chain : benefit(1) {
  %t0 = pdl.type
  %t1 = pdl.type
  %t2 = pdl.type
  %x = pdl.operand : %t0
  %inner = pdl.operation "arith.extsi"(%x : !pdl.value) -> (%t1 : !pdl.type)
  %mid = pdl.result 0 of %inner
  %root = pdl.operation "arith.extsi"(%mid : !pdl.value) -> (%t2 : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{'input and output have the same tensor dimensions': not expressible in IRDL}}
    %once = pdl.operation "arith.extsi"(%x : !pdl.value) -> (%t2 : !pdl.type)
    pdl.replace %root with %once
  }
}

// -----

// absf(absf(x)) -> absf(x), in math.
pdl.pattern @absf_twice : benefit(1) {
  %ft = pdl.type
  %x = pdl.operand : %ft
  %inner = pdl.operation "math.absf"(%x : !pdl.value) -> (%ft : !pdl.type)
  %v = pdl.result 0 of %inner
  %root = pdl.operation "math.absf"(%v : !pdl.value) -> (%ft : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{'math.absf' created here: not checked: floating-point-like: the element type of vectors and tensors is not constrained}}
    %once = pdl.operation "math.absf"(%x : !pdl.value) -> (%ft : !pdl.type)
    pdl.replace %root with %once
  }
}

// -----

// A call with its callee, on a float type the pattern fixes.
pdl.pattern @outline_negf : benefit(1) {
  %ct = pdl.type : f32
  %arg = pdl.operand : %ct
  %root = pdl.operation "arith.negf"(%arg : !pdl.value) -> (%ct : !pdl.type)
  pdl.rewrite %root {
    %callee = pdl.attribute = @negate
    %call = pdl.operation "func.call"(%arg : !pdl.value) {"callee" = %callee} -> (%ct : !pdl.type)
    pdl.replace %root with %call
  }
}
