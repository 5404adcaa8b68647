// Patterns for apply-pdl-patterns.mlir: "test.mul"(x, c) with c from
// "test.const" becomes "test.mul"(c, x); "test.neg"("test.neg"(x)) is x.
module {
  pdl.pattern @const_first : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %cop = pdl.operation "test.const" -> (%t : !pdl.type)
    %c = pdl.result 0 of %cop
    %root = pdl.operation "test.mul"(%x, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.mul"(%c, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @neg_neg : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %inner = pdl.operation "test.neg"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %inner
    %root = pdl.operation "test.neg"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%x : !pdl.value)
    }
  }
}
