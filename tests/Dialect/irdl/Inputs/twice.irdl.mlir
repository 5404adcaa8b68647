irdl.dialect @twin {
}
module {
  irdl.dialect @twin {
  }
}
