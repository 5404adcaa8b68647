// An IRDL dialect for irdl-include.pdll.
irdl.dialect @shp {
  irdl.operation @join {
    %any = irdl.any
    irdl.operands(lhs: %any, rest: variadic %any)
    irdl.results(joined: %any)
  }
  irdl.operation @split {
    %any = irdl.any
    irdl.operands(input: %any)
    irdl.results(parts: variadic %any, last: %any)
  }
}
