// Builtin types in attribute position.
!alias = tensor<?x4xf32>
"test.types"() {
  ints = [i1, i7, si8, ui16, i64, i128, index],
  floats = [f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, bf16, f16, tf32, f32, f64, f80, f128],
  misc = [none, complex<f32>, complex<i8>, tuple<>, tuple<i32, tuple<f32>>],
  funcs = [() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), () -> (() -> ())],
  vectors = [vector<f32>, vector<4xf32>, vector<[4]x8xi8>, vector<2x[2]xindex>],
  tensors = [tensor<f32>, tensor<?x?xi32>, tensor<*xf16>, !alias, tensor<4xf32, "enc">, tensor<0x4xi1>],
  memrefs = [memref<4xf32>, memref<?x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, 1>, memref<4x4xf32, strided<[4, 1], offset: ?>, 2>, memref<*xf32>, memref<*xi8, 3>, memref<2xvector<4xf32>>],
  dialect = [!foo<"opaque">, !foo.bar, !foo.baz<a -> b, [1, 2], "s>">]
} : () -> ()
