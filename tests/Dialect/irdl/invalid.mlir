// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'irdl.dialect' op invalid dialect name}}
irdl.dialect @"geo.metry" {
}

// -----

// expected-error @+1 {{name of dialect should not contain uppercase letters}}
irdl.dialect @Geo {
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{name of type should not contain leading or double underscores}}
  irdl.type @point__2d
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{name of attribute must contain only lowercase letters, digits and underscores}}
  irdl.attribute @"tag-name"
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{name of operation is empty}}
  irdl.operation @""
}

// -----

irdl.dialect @geo {
  irdl.type @point {
    %0 = irdl.any
    // expected-error @+1 {{name of parameter #1 should not contain uppercase letters}}
    irdl.parameters(x: %0, Y: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{name of operand #3 is a duplicate of the name of operand #1}}
    irdl.operands(a: %0, b: %0, c: %0, b: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{expected valid keyword}}
    irdl.results(%0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %r = irdl.region
    // expected-error @+1 {{name of region #0 must contain only lowercase letters, digits and underscores}}
    irdl.regions(my.body: %r)
  }
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{'irdl.operation' op contains a value named 'out' for both its results and regions}}
  irdl.operation @move {
    %0 = irdl.any
    %r = irdl.region
    irdl.results(out: %0)
    irdl.operands(in: %0)
    irdl.regions(out: %r)
  }
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.operands}}
  irdl.operation @move {
    %0 = irdl.any
    irdl.operands(a: %0)
    irdl.operands(b: %0)
  }
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.parameters}}
  irdl.attribute @tag {
    irdl.parameters()
    irdl.parameters()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.results' op the number of results and their names must be the same, but got 1 and 0 respectively}}
    "irdl.results"(%0) <{names = [], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.operands' op the number of operands and their variadicities must be the same, but got 2 and 3 respectively}}
    "irdl.operands"(%0, %0) <{names = ["a", "b"], variadicity = #irdl<variadicity_array[ single, optional, variadic]>}> : (!irdl.attribute, !irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.attributes' op the number of attribute names and their constraints must be the same but got 0 and 1 respectively}}
    "irdl.attributes"(%0) <{attributeValueNames = []}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.type @point {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.parameters' op the number of parameters and their names must be the same, but got 1 and 2 respectively}}
    "irdl.parameters"(%0) <{names = ["x", "y"]}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.region' op the number of blocks is expected to be >= 1 but got 0}}
    %r = irdl.region with size 0
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base @geo::@move "!builtin.index"
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op the base type or attribute name should start with '!' or '#'}}
    %0 = irdl.base "builtin.index"
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op symbol '@geo::@point' not found}}
    %0 = irdl.base @geo::@point
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op symbol '@geo::@move' does not refer to a type or attribute definition (refers to 'irdl.operation')}}
    %0 = irdl.base @geo::@move
  }
}

// -----

irdl.dialect @geo {
  irdl.type @point
  irdl.operation @move {
    // expected-error @+1 {{'irdl.parametric' op symbol '@point' not found}}
    %0 = irdl.parametric @point<>
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.parametric' op symbol '@geo' does not refer to a type or attribute definition (refers to 'irdl.dialect')}}
    %0 = irdl.parametric @geo<>
  }
}

// -----

irdl.dialect @geo {
  // expected-error @+1 {{'irdl.any' op expects parent op to be one of 'irdl.type, irdl.attribute, irdl.operation'}}
  %0 = irdl.any
}

// -----

irdl.dialect @geo {
  irdl.type @point {
    // expected-error @+1 {{'irdl.operands' op expects parent op 'irdl.operation'}}
    irdl.operands()
  }
}

// -----

// expected-error @+1 {{'irdl.type' op expects parent op 'irdl.dialect'}}
irdl.type @loose

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+2 {{expected ::mlir::irdl::Variadicity to be one of: single, optional, variadic}}
    // expected-error @+1 {{failed to parse VariadicityAttr parameter 'value' which is to be a `::mlir::irdl::Variadicity`}}
    %0 = irdl.is #irdl<variadicity many>
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{unknown attribute `variadic` in dialect `irdl`}}
    %0 = irdl.is #irdl<variadic>
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-note @+1 {{prior use here}}
    %0 = irdl.any
    // expected-error @+1 {{use of value '%0' expects different type than prior uses: '!irdl.region' vs '!irdl.attribute'}}
    irdl.regions(body: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{integer constant out of range for attribute}}
    %r = irdl.region with size 4294967296
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{integer literal not valid for specified type}}
    %0 = irdl.c_pred 42
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{custom op 'irdl.c_pred' invalid kind of attribute specified}}
    %0 = irdl.c_pred ["x"]
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{'irdl.attributes' op attribute 'attributeValueNames' failed to satisfy constraint: string array attribute}}
    irdl.attributes {7 = %0}
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    %0 = irdl.any
    // expected-error @+1 {{expected attribute value}}
    irdl.attributes {width = %0}
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base
  }
}

// -----

irdl.dialect @geo {
  irdl.type @point
  irdl.operation @move {
    // expected-error @+1 {{'irdl.base' op symbol '@geo::@point::@x' not found}}
    %0 = irdl.base @geo::@point::@x
  }
}

// -----

"irdl.dialect"() <{sym_name = "geo"}> ({
  // expected-error @+1 {{'irdl.operation' op requires attribute 'sym_name'}}
  "irdl.operation"() ({
  }) : () -> ()
}) : () -> ()
