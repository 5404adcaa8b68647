// Base constraints by name that no test value has: each failure names the
// value's own base.
irdl.dialect @bases {
  irdl.operation @of_type {
    %0 = irdl.base "!builtin.none"
    irdl.results(r: %0)
  }
  irdl.operation @of_attribute {
    %0 = irdl.base "#builtin.unit"
    irdl.attributes {"x" = %0}
  }
}
