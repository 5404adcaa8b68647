irdl.dialect @broken {
  irdl.operation @op {
    %0 = irdl.any
    %r = irdl.region(%0) with size -3
    irdl.regions(body: %r)
  }
}
