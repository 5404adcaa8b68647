irdl.dialect @func {
  irdl.operation @call {
  }
}
