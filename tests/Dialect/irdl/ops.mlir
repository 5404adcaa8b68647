// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// A dialect of shapes: every IRDL op in its custom form, and the forms
// printed without their optional parts.
irdl.dialect @shape {
  irdl.type @vec2 {
    %f = irdl.base "!builtin.integer"
    %g = irdl.is f16
    %e = irdl.any_of(%f, %g)
    irdl.parameters(elem: %e)
  }
  irdl.type @marker {
  }
  irdl.type @opaque
  irdl.attribute @label attributes {note = "kept"} {
    %s = irdl.base "#builtin.string"
    %w = irdl.c_pred "::llvm::isa<::mlir::StringAttr>($_self)"
    %both = irdl.all_of(%s, %w) {why = 1 : i8}
    irdl.parameters(text: %both, extra: %s)
  }
  irdl.attribute @flag {
    irdl.parameters()
  }
  irdl.operation @scale {
    %any = irdl.any
    %i = irdl.is index {hint}
    %v = irdl.parametric @shape::@vec2<%any>
    %b = irdl.base @shape::@vec2
    %l = irdl.base @shape::@label
    irdl.operands(src: %v, factor: single %i, extra: optional %any, rest: variadic %any)
    irdl.results(dst: %b, more: variadic %any)
    irdl.attributes {"tag" = %l, "with space" = %any}
  }
  irdl.operation @loop {
    %i = irdl.is index
    %body = irdl.region(%i, %i) with size 2
    %free = irdl.region
    %none = irdl.region()
    %sized = irdl.region with size 1 {why}
    irdl.regions(body: %body, free: %free, none: %none, sized: %sized)
  }
  irdl.operation @empty_lists {
    irdl.operands()
    irdl.results()
    irdl.attributes
    irdl.regions()
  }
  irdl.operation @nothing
}

// A dialect elsewhere than at the top level: references resolve from the
// symbol table it is in.
module {
  irdl.dialect @inner {
    irdl.type @cell
    irdl.operation @use_cell {
      %0 = irdl.parametric @inner::@cell<>
      %1 = irdl.is #irdl<variadicity optional>
      %2 = irdl.is "text" {note = #irdl<variadicity_array[ single,  variadic]>}
      irdl.results(r: %0)
      irdl.attributes {"a" = %1, "b" = %2}
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   irdl.dialect @shape {
// CHECK-NEXT:     irdl.type @vec2 {
// CHECK-NEXT:       %0 = irdl.base "!builtin.integer" 
// CHECK-NEXT:       %1 = irdl.is f16 
// CHECK-NEXT:       %2 = irdl.any_of(%0, %1) 
// CHECK-NEXT:       irdl.parameters(elem: %2)
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.type @marker 
// CHECK-NEXT:     irdl.type @opaque 
// CHECK-NEXT:     irdl.attribute @label attributes {note = "kept"} {
// CHECK-NEXT:       %0 = irdl.base "#builtin.string" 
// CHECK-NEXT:       %1 = irdl.c_pred "::llvm::isa<::mlir::StringAttr>($_self)" 
// CHECK-NEXT:       %2 = irdl.all_of(%0, %1)  {why = 1 : i8}
// CHECK-NEXT:       irdl.parameters(text: %2, extra: %0)
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.attribute @flag {
// CHECK-NEXT:       irdl.parameters()
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.operation @scale {
// CHECK-NEXT:       %0 = irdl.any
// CHECK-NEXT:       %1 = irdl.is index  {hint}
// CHECK-NEXT:       %2 = irdl.parametric @shape::@vec2<%0> 
// CHECK-NEXT:       %3 = irdl.base @shape::@vec2 
// CHECK-NEXT:       %4 = irdl.base @shape::@label 
// CHECK-NEXT:       irdl.operands(src: %2, factor: %1, extra: optional %0, rest: variadic %0)
// CHECK-NEXT:       irdl.results(dst: %3, more: variadic %0)
// CHECK-NEXT:       irdl.attributes {"tag" = %4, "with space" = %0}
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.operation @loop {
// CHECK-NEXT:       %0 = irdl.is index 
// CHECK-NEXT:       %1 = irdl.region(%0, %0) with size 2
// CHECK-NEXT:       %2 = irdl.region
// CHECK-NEXT:       %3 = irdl.region()
// CHECK-NEXT:       %4 = irdl.region with size 1 {why}
// CHECK-NEXT:       irdl.regions(body: %1, free: %2, none: %3, sized: %4)
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.operation @empty_lists {
// CHECK-NEXT:       irdl.operands()
// CHECK-NEXT:       irdl.results()
// CHECK-NEXT:       irdl.attributes 
// CHECK-NEXT:       irdl.regions()
// CHECK-NEXT:     }
// CHECK-NEXT:     irdl.operation @nothing 
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     irdl.dialect @inner {
// CHECK-NEXT:       irdl.type @cell 
// CHECK-NEXT:       irdl.operation @use_cell {
// CHECK-NEXT:         %0 = irdl.parametric @inner::@cell<> 
// CHECK-NEXT:         %1 = irdl.is #irdl<variadicity optional> 
// CHECK-NEXT:         %2 = irdl.is "text"  {note = #irdl<variadicity_array[ single,  variadic]>}
// CHECK-NEXT:         irdl.results(r: %0)
// CHECK-NEXT:         irdl.attributes {"a" = %1, "b" = %2}
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
