// A dialect of geometry, loaded by the tests of this directory with
// --irdl-file.
irdl.dialect @geo {
  // !geo.point<coord>: any coordinate type.
  irdl.type @point {
    %0 = irdl.any
    irdl.parameters(coord: %0)
  }
  // !geo.origin: no parameter.
  irdl.type @origin {
  }
  // !geo.segment<a, a>: two equal parameters of an integer type.
  irdl.type @segment {
    %i = irdl.base "!builtin.integer"
    irdl.parameters(from: %i, to: %i)
  }
  // #geo.tag<"text">.
  irdl.attribute @tag {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(label: %0)
  }
  // #geo.unit_of<!geo.point<...>>.
  irdl.attribute @unit_of {
    %0 = irdl.base @geo::@point
    irdl.parameters(of: %0)
  }
  irdl.operation @move {
    %f = irdl.is f32
    %i = irdl.is i8
    %e = irdl.any_of(%f, %i)
    %p = irdl.parametric @geo::@point<%e>
    irdl.operands(src: %p, by: variadic %e)
    irdl.results(dst: %p)
  }
  irdl.operation @pair {
    %a = irdl.any
    %b = irdl.base "!builtin.integer"
    irdl.operands(x: %a, y: %a)
    irdl.results(r: optional %b)
  }
  irdl.operation @segs {
    %a = irdl.any
    irdl.operands(x: optional %a, y: variadic %a, z: %a)
    irdl.results(r: variadic %a, s: optional %a)
  }
  irdl.operation @tagged {
    %t = irdl.base @geo::@tag
    %o = irdl.base @geo::@origin
    %w = irdl.base "#builtin.integer"
    irdl.attributes {"label" = %t, "kind" = %o, "weight" = %w}
  }
  irdl.operation @body {
    %i = irdl.is index
    %r0 = irdl.region(%i) with size 1
    %r1 = irdl.region with size 2
    %r2 = irdl.region()
    irdl.regions(first: %r0, second: %r1, third: %r2)
  }
  irdl.operation @mix {
    %a = irdl.any
    %i = irdl.base "!builtin.integer"
    %all = irdl.all_of(%i, %a)
    irdl.operands(v: %all)
    irdl.results(r: %a)
  }
  irdl.operation @shared {
    %a = irdl.any
    %r = irdl.region(%a)
    irdl.operands(v: %a)
    irdl.regions(body: %r)
  }
  irdl.operation @nested {
    %f = irdl.is f64
    %p = irdl.parametric @geo::@point<%f>
    %q = irdl.parametric @geo::@point<%p>
    %u = irdl.parametric @geo::@unit_of<%q>
    irdl.results(r: %q)
    irdl.attributes {"unit" = %u}
  }
  // More constraints than !geo.point has parameters: no value satisfies it.
  irdl.operation @warped {
    %a = irdl.any
    %p = irdl.parametric @geo::@point<%a, %a>
    irdl.results(r: %p)
  }
}
