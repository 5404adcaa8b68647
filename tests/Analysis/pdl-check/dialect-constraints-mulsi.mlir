// REQUIRES: z3
// RUN: not strata-opt %s -split-input-file -pdl-check="dialect-constraints=true" 2>&1 | FileCheck %s
// CONFORMANCE: skip (pdl-check is Strata's own analysis; mlir-opt has no such pass)

// arith's canonicalization mulsi_extended(x, 1) -> (x, extsi(cmpi slt, x, 0))
// written in PDL. mulsi_extended takes signless-integer-like values, index
// included; extsi only signless integers and containers of them, so the
// rewrite builds an invalid extsi to index.

// CHECK: error: 'arith.extsi' created here may be invalid: result #0 must be signless-fixed-width-integer-like, but can be 'index'
// CHECK-NEXT: %ext = pdl.operation "arith.extsi"
// CHECK: note: counterexample: this type is 'index'
// CHECK-NEXT: %t = pdl.type
pdl.pattern @mulsi_extended_rhs_one : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %one = pdl.attribute
  pdl.apply_native_constraint "is_one"(%one : !pdl.attribute)
  %cst = pdl.operation "arith.constant" {"value" = %one} -> (%t : !pdl.type)
  %c = pdl.result 0 of %cst
  %root = pdl.operation "arith.mulsi_extended"(%x, %c : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
  pdl.rewrite %root {
    %zero = pdl.apply_native_rewrite "zero_like"(%one : !pdl.attribute) : !pdl.attribute
    %zc = pdl.operation "arith.constant" {"value" = %zero} -> (%t : !pdl.type)
    %z = pdl.result 0 of %zc
    %slt = pdl.attribute = 2 : i64
    %i1 = pdl.type : i1
    %cmp = pdl.operation "arith.cmpi"(%x, %z : !pdl.value, !pdl.value) {"predicate" = %slt} -> (%i1 : !pdl.type)
    %neg = pdl.result 0 of %cmp
    %ext = pdl.operation "arith.extsi"(%neg : !pdl.value) -> (%t : !pdl.type)
    %hi = pdl.result 0 of %ext
    pdl.replace %root with (%x, %hi : !pdl.value, !pdl.value)
  }
}

// -----

// The same rewrite restricted to one integer type (PDL alone cannot say
// "any integer"): no error.

// CHECK-NOT: error
pdl.pattern @mulsi_extended_rhs_one_i64 : benefit(1) {
  %t = pdl.type : i64
  %x = pdl.operand : %t
  %one = pdl.attribute = 1 : i64
  %cst = pdl.operation "arith.constant" {"value" = %one} -> (%t : !pdl.type)
  %c = pdl.result 0 of %cst
  %root = pdl.operation "arith.mulsi_extended"(%x, %c : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
  pdl.rewrite %root {
    %zero = pdl.attribute = 0 : i64
    %zc = pdl.operation "arith.constant" {"value" = %zero} -> (%t : !pdl.type)
    %z = pdl.result 0 of %zc
    %slt = pdl.attribute = 2 : i64
    %i1 = pdl.type : i1
    %cmp = pdl.operation "arith.cmpi"(%x, %z : !pdl.value, !pdl.value) {"predicate" = %slt} -> (%i1 : !pdl.type)
    %neg = pdl.result 0 of %cmp
    %ext = pdl.operation "arith.extsi"(%neg : !pdl.value) -> (%t : !pdl.type)
    %hi = pdl.result 0 of %ext
    pdl.replace %root with (%x, %hi : !pdl.value, !pdl.value)
  }
}
