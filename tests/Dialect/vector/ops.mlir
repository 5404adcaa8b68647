// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contract_and_reductions(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %v: vector<4xf32>, %s: f32, %i: vector<[4]xi32>) {
  %0 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %v, %s fastmath<fast> : vector<4xf32> into f32
  %4 = vector.reduction <xor>, %i : vector<[4]xi32> into i32
  %5 = vector.multi_reduction <add>, %a, %v [1] : vector<4x8xf32> to vector<4xf32>
  %6 = vector.multi_reduction <maxnumf>, %a, %s [0, 1] : vector<4x8xf32> to f32
  %7 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %8 = vector.outerproduct %v, %s, %v {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %9 = vector.outerproduct %v, %v, %7 : vector<4xf32>, vector<4xf32>
  %10 = vector.fma %v, %v, %v : vector<4xf32>
  %11:2 = vector.scan <add>, %a, %v {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %v: vector<4xf32>, %s: f32, %mask: vector<4xi1>, %vm: memref<?xvector<4xf32>>) -> tensor<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %s, %mask {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  %3 = vector.transfer_read %t[%i, %i], %s {in_bounds = [false, true]} : tensor<4x8xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %vm[%i], %v : memref<?xvector<4xf32>>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  %5 = vector.transfer_write %3, %t[%i, %i] : vector<2x4xf32>, tensor<4x8xf32>
  return %5 : tensor<4x8xf32>
}

func.func @memory(%m: memref<?x?xf32>, %t: tensor<?xf32>, %i: index, %v: vector<8xf32>, %mask: vector<8xi1>, %idx: vector<8xi32>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %2 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %3 = vector.gather %m[%i, %i] [%idx], %mask, %v : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %v : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %4 = vector.scatter %t[%i] [%idx], %mask, %v : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
  %5 = vector.expandload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

func.func @masks(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %s: f32, %mask: vector<4xi1>) {
  %0 = vector.constant_mask [2] : vector<4xi1>
  %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %2 = vector.create_mask %i : vector<4xi1>
  %3 = vector.create_mask %i, %i : vector<4x[8]xi1>
  %4 = vector.mask %mask { vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %5 = vector.mask %mask, %v { vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %6 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } {tag} : vector<4xi1> -> f32
  %7 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

func.func @shapes(%a: vector<4x8xf32>, %v: vector<4xf32>, %s: f32, %i: index, %z: vector<f32>, %sv: vector<[4]xf32>) {
  %0 = vector.extract %a[1, 2] : f32 from vector<4x8xf32>
  %1 = vector.extract %a[%i] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %a[-1, 0] : f32 from vector<4x8xf32>
  %3 = vector.extract %z[] : f32 from vector<f32>
  %4 = vector.insert %s, %a[1, %i] : f32 into vector<4x8xf32>
  %5 = vector.insert %v, %a[0] : vector<4xf32> into vector<4x8xf32>
  %6 = vector.insert %s, %z[] : f32 into vector<f32>
  %7 = vector.shuffle %v, %v [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %8 = vector.shuffle %z, %z [0, 1, -1] : vector<f32>, vector<f32>
  %9 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %10 = vector.shape_cast %a : vector<4x8xf32> to vector<32xf32>
  %11 = vector.shape_cast %sv : vector<[4]xf32> to vector<1x[4]xf32>
  %12 = vector.bitcast %a : vector<4x8xf32> to vector<4x16xf16>
  %13 = vector.extract_strided_slice %a {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %14 = vector.insert_strided_slice %13, %a {offsets = [1, 1], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %15 = vector.broadcast %s : f32 to vector<4xf32>
  %16 = vector.broadcast %v : vector<4xf32> to vector<[2]x4xf32>
  %17:4 = vector.to_elements %v : vector<4xf32>
  %18 = vector.from_elements %s, %s : vector<2xf32>
  %19 = vector.from_elements %s : vector<f32>
  %20 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %21, %22 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %23 = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %24 = vector.scalable.extract %sv[4] : vector<4xf32> from vector<[4]xf32>
  %25 = vector.step : vector<[4]xindex>
  %26 = vector.vscale
  return
}

func.func @misc(%m: memref<4x8xf32>, %v: vector<4xf32>, %s: i64) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  vector.print %v : vector<4xf32>
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %s : i64 punctuation <no_punctuation>
  return
}

func.func @vscale_products() -> (index, index) {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %0 = arith.muli %vs, %c4 : index
  %1 = arith.muli %c4, %vs : index
  return %0, %1 : index, index
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contract_and_reductions(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: vector<4xf32>, %arg4: f32, %arg5: vector<[4]xi32>) {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT:     %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT:     %2 = vector.reduction <add>, %arg3 : vector<4xf32> into f32
// CHECK-NEXT:     %3 = vector.reduction <minimumf>, %arg3, %arg4 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT:     %4 = vector.reduction <xor>, %arg5 : vector<[4]xi32> into i32
// CHECK-NEXT:     %5 = vector.multi_reduction <add>, %arg0, %arg3 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT:     %6 = vector.multi_reduction <maxnumf>, %arg0, %arg4 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT:     %7 = vector.outerproduct %arg3, %arg3 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:     %8 = vector.outerproduct %arg3, %arg4, %arg3 {kind = #vector.kind<mul>} : vector<4xf32>, f32
// CHECK-NEXT:     %9 = vector.outerproduct %arg3, %arg3, %7 {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:     %10 = vector.fma %arg3, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT:     %dest, %accumulated_value = vector.scan <add>, %arg0, %arg3 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transfers(%arg0: memref<?x?xf32>, %arg1: tensor<4x8xf32>, %arg2: index, %arg3: vector<4xf32>, %arg4: f32, %arg5: vector<4xi1>, %arg6: memref<?xvector<4xf32>>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg4 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg4, %arg5 {in_bounds = [true], permutation_map = #map3} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg4 {permutation_map = #map4} : memref<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg1[%arg2, %arg2], %arg4 {in_bounds = [false, true]} : tensor<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.transfer_read %arg6[%arg2], %arg3 : memref<?xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg2, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%arg2, %arg2], %arg5 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     %5 = vector.transfer_write %3, %arg1[%arg2, %arg2] : vector<2x4xf32>, tensor<4x8xf32>
// CHECK-NEXT:     return %5 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memory(%arg0: memref<?x?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: vector<8xf32>, %arg4: vector<8xi1>, %arg5: vector<8xi32>) {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg2, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:     %1 = vector.load %arg0[%arg2, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:     vector.store %arg3, %arg0[%arg2, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:     %2 = vector.maskedload %arg0[%arg2, %arg2], %arg4, %arg3 : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT:     vector.maskedstore %arg0[%arg2, %arg2], %arg4, %arg3 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT:     %3 = vector.gather %arg0[%arg2, %arg2] [%arg5], %arg4, %arg3 : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT:     vector.scatter %arg0[%arg2, %arg2] [%arg5], %arg4, %arg3 : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT:     %4 = vector.scatter %arg1[%arg2] [%arg5], %arg4, %arg3 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
// CHECK-NEXT:     %5 = vector.expandload %arg0[%arg2, %arg2], %arg4, %arg3 : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT:     vector.compressstore %arg0[%arg2, %arg2], %arg4, %arg3 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masks(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: f32, %arg4: vector<4xi1>) {
// CHECK-NEXT:     %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT:     %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:     %2 = vector.create_mask %arg1 : vector<4xi1>
// CHECK-NEXT:     %3 = vector.create_mask %arg1, %arg1 : vector<4x[8]xi1>
// CHECK-NEXT:     %4 = vector.mask %arg4 { vector.transfer_read %arg0[%arg1], %arg3 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     %5 = vector.mask %arg4, %arg2 { vector.transfer_read %arg0[%arg1], %arg3 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     vector.mask %arg4 { vector.transfer_write %arg2, %arg0[%arg1] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK-NEXT:     %6 = vector.mask %arg4 { vector.reduction <add>, %arg2 : vector<4xf32> into f32 } {tag} : vector<4xi1> -> f32
// CHECK-NEXT:     %7 = vector.mask %arg4 { vector.yield %arg2 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<[4]xf32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[1, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[%arg3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[-1, 0] : f32 from vector<4x8xf32>
// CHECK-NEXT:     %3 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT:     %4 = vector.insert %arg2, %arg0 [1, %arg3] : f32 into vector<4x8xf32>
// CHECK-NEXT:     %5 = vector.insert %arg1, %arg0 [0] : vector<4xf32> into vector<4x8xf32>
// CHECK-NEXT:     %6 = vector.insert %arg2, %arg4 [] : f32 into vector<f32>
// CHECK-NEXT:     %7 = vector.shuffle %arg1, %arg1 [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:     %8 = vector.shuffle %arg4, %arg4 [0, 1, -1] : vector<f32>, vector<f32>
// CHECK-NEXT:     %9 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT:     %10 = vector.shape_cast %arg0 : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT:     %11 = vector.shape_cast %arg5 : vector<[4]xf32> to vector<1x[4]xf32>
// CHECK-NEXT:     %12 = vector.bitcast %arg0 : vector<4x8xf32> to vector<4x16xf16>
// CHECK-NEXT:     %13 = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
// CHECK-NEXT:     %14 = vector.insert_strided_slice %13, %arg0 {offsets = [1, 1], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT:     %15 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT:     %16 = vector.broadcast %arg1 : vector<4xf32> to vector<[2]x4xf32>
// CHECK-NEXT:     %17:4 = vector.to_elements %arg1 : vector<4xf32>
// CHECK-NEXT:     %18 = vector.from_elements %arg2, %arg2 : vector<2xf32>
// CHECK-NEXT:     %19 = vector.from_elements %arg2 : vector<f32>
// CHECK-NEXT:     %20 = vector.interleave %arg1, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT:     %res1, %res2 = vector.deinterleave %arg1 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT:     %21 = vector.scalable.insert %arg1, %arg5[0] : vector<4xf32> into vector<[4]xf32>
// CHECK-NEXT:     %22 = vector.scalable.extract %arg5[4] : vector<4xf32> from vector<[4]xf32>
// CHECK-NEXT:     %23 = vector.step : vector<[4]xindex>
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @misc(%arg0: memref<4x8xf32>, %arg1: vector<4xf32>, %arg2: i64) {
// CHECK-NEXT:     %0 = vector.type_cast %arg0 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK-NEXT:     vector.print %arg1 : vector<4xf32>
// CHECK-NEXT:     vector.print str "hello\0A"
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     vector.print %arg2 : i64 punctuation <no_punctuation>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vscale_products() -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:     %c4_vscale_0 = arith.muli %c4, %vscale : index
// CHECK-NEXT:     return %c4_vscale, %c4_vscale_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
