irdl.dialect @broken {
  irdl.operation @op {
    %0 = irdl.any
    irdl.operands(first: %0, : %0)
  }
}
