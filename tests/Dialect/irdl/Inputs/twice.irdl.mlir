// Dialects of one name are merged; an operation defined by both is refused
// (mlir-opt 22 crashes).
irdl.dialect @twin {
  irdl.operation @left {
  }
}
module {
  irdl.dialect @twin {
    irdl.operation @right {
    }
    irdl.operation @left {
    }
  }
}
