// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @b1(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x3xf32> to vector<4xf32>
  return
}
// -----
func.func @b2(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %a : vector<4x3xf32> to vector<2x4x4xf32>
  return
}
// -----
func.func @b3(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<4xf32>
  return
}
// -----
func.func @e1(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %a[4] : vector<3xf32> from vector<4x3xf32>
  return
}
// -----
func.func @e2(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %a[1, 2, 3] : f32 from vector<4x3xf32>
  return
}
// -----
func.func @e3(%a: vector<4x3xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<3xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %a[1] : f32 from vector<4x3xf32>
  return
}
// -----
func.func @e4(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %a[1] : vector<3xi32> from vector<4x3xf32>
  return
}
// -----
func.func @i1(%a: vector<4x3xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %a[1] : f32 into vector<4x3xf32>
  return
}
// -----
func.func @i2(%a: vector<4x3xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %a[1, 5] : f32 into vector<4x3xf32>
  return
}
// -----
func.func @i3(%a: vector<4x3xf32>, %s: vector<3xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %a[1, 1] : vector<3xf32> into vector<4x3xf32>
  return
}
// -----
func.func @s1(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (12) and result (5)}}
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<5xf32>
  return
}
// -----
func.func @s2(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<12xi32>
  return
}
// -----
func.func @t1(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %a, [1, 1] : vector<4x3xf32> to vector<3x4xf32>
  return
}
// -----
func.func @t2(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %a, [0, 1] : vector<4x3xf32> to vector<3x4xf32>
  return
}
// -----
func.func @t3(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %a, [0] : vector<4x3xf32> to vector<3x4xf32>
  return
}
// -----
func.func @sh1(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %a [0, 9] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @sh2(%a: vector<4xf32>, %b: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4x2xf32>
  return
}
// -----
func.func @r1(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<4x2xf32> into f32
  return
}
// -----
func.func @r2(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}
// -----
func.func @r3(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<4xi32> into f32
  return
}
// -----
func.func @mr1(%a: vector<4x2xf32>, %acc: vector<2xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<4x2xf32>'}}
  %0 = vector.multi_reduction <add>, %a, %acc [1] : vector<4x2xf32> to vector<2xf32>
  return
}
// -----
func.func @ess1(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}
// -----
func.func @ess2(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}
// -----
func.func @ess3(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %a {offsets = [5], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}
// -----
func.func @iss1(%a: vector<4x8xf32>, %b: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %b, %a {offsets = [3, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @cm1() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}
// -----
func.func @cm2() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x3xi1>
  return
}
// -----
func.func @crm(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @op1(%a: vector<4xf32>, %b: vector<3xf32>, %c: vector<4x4xf32>) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'vector<4x3xf32>' vs 'vector<4x4xf32>'}}
  %0 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<3xf32>
  return
}
// -----
func.func @ld(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @ld2(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xi32>
  return
}
// -----
func.func @tr1(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @tr2(%m: memref<?x?xf32>, %i: index, %p: i32) {
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @tr3(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @bc(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xf16>
  return
}
// -----
func.func @fe(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}
// -----
func.func @ct(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x15xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x15xf32>
  return
}
// -----
func.func @ct2(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}
// -----
func.func @ct3(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}
// -----
func.func @ct4(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (bogus)}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "bogus"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}
// -----
func.func @mk(%m: vector<4xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = arith.addf %a, %a : vector<4xf32>
  %2 = arith.addf %a, %a : vector<4xf32>
  vector.yield %2 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}
// -----
func.func @pr(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : vector<4xf32> str "x"
  return
}
// -----
func.func @st(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}
// -----
func.func @mask_two_ops(%m: vector<4xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %a : vector<4xf32> into f32
  %2 = vector.reduction <add>, %a : vector<4xf32> into f32
  vector.yield %2 : f32 } : vector<4xi1> -> f32
  return
}
// -----
func.func @mask_wrong_type(%m: vector<8xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return
}
// -----
func.func @mask_not_maskable(%m: vector<4xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.fma %a, %a, %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}
// -----
func.func @store_rank(%m: memref<?xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<2x4xf32>
  return
}
// -----
func.func @load_stride(%m: memref<?x?xf32, strided<[?, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, strided<[?, 2]>>, vector<4xf32>
  return
}
// -----
func.func @gather_mask(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}
// -----
func.func @transfer_write_broadcast(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0) -> (0)>} : vector<4xf32>, memref<?xf32>
  return
}
// -----
func.func @transfer_read_dup(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @transfer_read_rank(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @scan_dim(%a: vector<4x8xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %a, %v {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}
// -----
func.func @outerproduct_kind(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 'kind' attribute of type CombiningKind (e.g. 'vector.kind<add>')}}
  %0 = vector.outerproduct %a, %a {kind = 1 : i32} : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @shuffle_scalable(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %a, %a [0, 1] : vector<[4]xf32>, vector<[4]xf32>
  return
}
// -----
func.func @type_cast_bad(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<8x4xf32>>
  return
}
// -----
func.func @constant_mask_0d() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
  return
}
// -----
func.func @mask_gather_passthru(%m: memref<?xf32>, %i: index, %idx: vector<4xindex>, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %k, %p { vector.gather %m[%i] [%idx], %k, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
