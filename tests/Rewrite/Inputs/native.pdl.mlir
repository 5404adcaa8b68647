module {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.apply_native_constraint "isInteresting"(%root : !pdl.operation)
    pdl.rewrite %root with "rewriteIt"
  }
}
