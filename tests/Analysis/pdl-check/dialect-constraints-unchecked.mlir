// REQUIRES: z3
// RUN: strata-opt %s -split-input-file -verify-diagnostics -pdl-check="dialect-constraints=true"
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// What the check cannot know is reported as unchecked, never passed.

// A type computed by native code is not known to the check.
pdl.pattern @native_type : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %root = pdl.operation "index.ceildivs"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{the native rewrite 'widen' is code the analysis cannot model}}
    %wide = pdl.apply_native_rewrite "widen"(%t : !pdl.type) : !pdl.type
    // expected-warning@below {{'index.divs' created here: not checked: result #0, whose type is computed by the rewrite}}
    %new = pdl.operation "index.divs"(%x, %x : !pdl.value, !pdl.value) -> (%wide : !pdl.type)
    pdl.replace %root with %new
  }
}

// -----

// Result types left to inference.
pdl.pattern @inferred : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %root = pdl.operation "index.maxs"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{'index.mins' created here: not checked: its result types are inferred}}
    %new = pdl.operation "index.mins"(%x, %x : !pdl.value, !pdl.value)
    pdl.replace %root with %new
  }
}

// -----

// Operand ranges.
pdl.pattern @ranges : benefit(1) {
  %ts = pdl.types
  %xs = pdl.operands : %ts
  %root = pdl.operation "index.or"(%xs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
  pdl.rewrite %root {
    // expected-warning@below {{'index.or' created here: not checked: its operand ranges; its result ranges}}
    %new = pdl.operation "index.or"(%xs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.replace %root with %new
  }
}

// -----

// An op the registered dialect does not define.
pdl.pattern @unknown_op : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %root = pdl.operation "index.xor"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    // expected-warning@below {{the constraints of 'index.frobnicate' created here are not checked: the dialect defines no such op}}
    %new = pdl.operation "index.frobnicate"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %new
  }
}

// -----

// Ops of dialects Strata does not know are left alone.
pdl.pattern @foreign : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %root = pdl.operation "index.and"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %new = pdl.operation "mystery.op"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %new
  }
}
