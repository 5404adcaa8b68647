#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 ceildiv s0, d0 mod 3, -d1)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, s0 - 1 >= 0)>
"test.attrs"() {
  bools = [true, false], unit_attr,
  "quoted name" = "string with \"escapes\"\n\09",
  ints = [0, -1, 42 : i8, 255 : ui8, -128 : si8, 0x7FFFFFFF : i32, 12 : index, 170141183460469231731687303715884105727 : i128],
  floats = [1.0, -2.5e-3 : f32, 0x7F800000 : f32, 1.5 : f16, 3.0 : bf16, 0.1 : f128, 2.0 : f80, 0x7FF8000000000000 : f64],
  syms = [@a, @"b c", @a::@b::@c],
  types = [i32, !foo.t],
  dict = {a = 1, b = {c = [2]}},
  maps = [#map, affine_map<() -> ()>, affine_map<(d0) -> (d0)>],
  sets = [#set],
  strided = [strided<[1]>, strided<[?, 1], offset: 7>],
  dense = [dense<1> : tensor<4xi32>, dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, dense<[1.5, -2.0]> : vector<2xf32>, dense<true> : tensor<2xi1>, dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, dense<"0x0100000002000000"> : tensor<2xi32>, dense<["a", "b"]> : tensor<2x!foo.s>, dense<> : tensor<0xi32>],
  arrays = [array<i32: 1, 2, 3>, array<f64: 1.0>, array<i1: true, false>, array<i8>],
  sparse_attr = sparse<[[0, 1], [1, 0]], [1.0, 2.0]> : tensor<2x2xf32>,
  resource = dense_resource<blob1> : tensor<2xi8>,
  distinct_attr = [distinct[0]<unit>, distinct[0]<unit>, distinct[1]<[1]>],
  opaque = [#foo<"x">, #foo.bar<1 -> 2>, #foo.baz : i32],
  loc_attr = loc("file.c":1:2)
} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102"
    }
  }
#-}
