// RUN: strata-opt %s -split-input-file -verify-diagnostics -pdl-check
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// The thesis' worked example: (x * y) * z -> z * (y * x). Replacing the
// inner product by a new op is flagged: the new op is created before the
// root, after the inner product, whose other users may come earlier.
pdl.pattern @reassociate_bad : benefit(1) {
  %t = type
  %x = operand
  %y = operand
  %z = operand
  %inner = operation "arith.muli"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %xy = result 0 of %inner
  %root = operation "arith.muli"(%xy, %z : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    %yx = operation "arith.muli"(%y, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %yxv = result 0 of %yx
    // expected-error@below {{replaces an op with a value created after it, while the op may have uses before that value}}
    replace %inner with (%yxv : !pdl.value)
    %zyx = operation "arith.muli"(%z, %yxv : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    replace %root with %zyx
  }
}

// -----

// Replacing only the root is sound.
pdl.pattern @reassociate_good : benefit(1) {
  %t = type
  %x = operand
  %y = operand
  %z = operand
  %inner = operation "arith.muli"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %xy = result 0 of %inner
  %root = operation "arith.muli"(%xy, %z : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    %yx = operation "arith.muli"(%y, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %yxv = result 0 of %yx
    %zyx = operation "arith.muli"(%z, %yxv : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    replace %root with %zyx
  }
}

// -----

// A wildcard may match a terminator: erasing it, or replacing it by
// values, breaks its block.
pdl.pattern @erase_wildcard : benefit(1) {
  %root = operation
  rewrite %root {
    // expected-error@below {{erases an op that may be a terminator}}
    erase %root
  }
}

// -----

pdl.pattern @replace_terminator : benefit(1) {
  %v = operand
  %root = operation "func.return"(%v : !pdl.value)
  rewrite %root {
    %new = operation "arith.addi"(%v, %v : !pdl.value, !pdl.value)
    // expected-error@below {{replaces an op that may be a terminator by an op that may not be one}}
    replace %root with %new
  }
}

// -----

// Erasing a matched op with results: they may be used outside the pattern.
pdl.pattern @erase_with_uses : benefit(1) {
  %t = type
  %root = operation "arith.constant" -> (%t : !pdl.type)
  rewrite %root {
    // expected-error@below {{erases a matched op whose results may have uses outside the pattern}}
    erase %root
  }
}

// -----

// No insertion point once the root is gone; a result of a replaced op.
pdl.pattern @after_root : benefit(1) {
  %t = type
  %x = operand
  %root = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  %r = result 0 of %root
  rewrite %root {
    replace %root with (%x : !pdl.value)
    // expected-error@below {{creates an op after the root was erased or replaced: no insertion point remains}}
    %late = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  }
}

// -----

pdl.pattern @counts : benefit(1) {
  %t = type
  %x = operand
  %root = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    // expected-error@below {{replaces an op with 1 results by 2 values}}
    replace %root with (%x, %x : !pdl.value, !pdl.value)
  }
}

// -----

// A user of the root comes after it: its results do not exist where new
// ops go (before the root).
pdl.pattern @use_after_root : benefit(1) {
  %t = type
  %x = operand
  %root = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  %r = result 0 of %root
  %user = operation "arith.negf"(%r : !pdl.value) -> (%t : !pdl.type)
  %u = result 0 of %user
  rewrite %root {
    // expected-error@below {{uses a value that may not exist where new ops are inserted (it may be defined after the root)}}
    %new = operation "arith.addf"(%x, %u : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    replace %root with %new
  }
}

// -----

// Native code is reported as unchecked, not passed.
pdl.pattern @native : benefit(1) {
  %root = operation "my.op"
  // expected-warning@below {{the external rewrite 'doSomething' is native code the analysis cannot model}}
  rewrite %root with "doSomething"
}

// -----

// Replacing a producer of the root by an operand of the root only: that
// value may be defined after the producer's uses. By its own operand: fine.
pdl.pattern @replace_by_later_value : benefit(1) {
  %t = type
  %x = operand
  %z = operand
  %inner = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  %v = result 0 of %inner
  %root = operation "arith.addf"(%v, %z : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    // expected-error@below {{replaces an op with a value that may be defined after its uses}}
    replace %inner with (%z : !pdl.value)
  }
}

// -----

pdl.pattern @replace_by_own_operand : benefit(1) {
  %t = type
  %x = operand
  %z = operand
  %inner = operation "arith.negf"(%x : !pdl.value) -> (%t : !pdl.type)
  %v = result 0 of %inner
  %root = operation "arith.addf"(%v, %z : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    replace %inner with (%x : !pdl.value)
  }
}
