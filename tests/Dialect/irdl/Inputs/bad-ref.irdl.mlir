irdl.dialect @broken {
  irdl.type @box {
    %0 = irdl.any
    irdl.parameters(content: %0)
  }
  irdl.operation @open {
    %0 = irdl.parametric @broken::@crate<>
    irdl.results(r: %0)
  }
}
