// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// CONFORMANCE: pipeline=--canonicalize=top-down=false

// An identity transpose is its source.
func.func @tr(%m: memref<4x5xf32>) -> memref<4x5xf32> {
  %a = memref.transpose %m (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  return %a : memref<4x5xf32>
}

// Transposes of transposes compose; the composed identity keeps a changed type.
func.func @tr2(%m: memref<4x5xf32>) -> memref<4x5xf32, strided<[5,1]>> {
  %a = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  %b = memref.transpose %a (i, j) -> (j, i) : memref<5x4xf32, strided<[1, 5]>> to memref<4x5xf32, strided<[5, 1]>>
  return %b : memref<4x5xf32, strided<[5,1]>>
}

// Composed three-dimensional permutations.
func.func @tr3(%m: memref<4x5x6xf32>) -> memref<6x4x5xf32, strided<[1,30,6]>> {
  %a = memref.transpose %m (i, j, k) -> (j, i, k) : memref<4x5x6xf32> to memref<5x4x6xf32, strided<[6, 30, 1]>>
  %b = memref.transpose %a (i, j, k) -> (k, j, i) : memref<5x4x6xf32, strided<[6, 30, 1]>> to memref<6x4x5xf32, strided<[1,30,6]>>
  return %b : memref<6x4x5xf32, strided<[1,30,6]>>
}

// memref.view: constant sizes become static, with a cast back.
func.func @view(%b: memref<2048xi8>, %o: index) -> memref<?x4x?xf32> {
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %v = memref.view %b[%o][%c7, %c15] : memref<2048xi8> to memref<?x4x?xf32>
  return %v : memref<?x4x?xf32>
}

// Views of casts view the cast's source.
func.func @view2(%o: index, %n: index) -> memref<?x4xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%o][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}


func.func @view3(%a: memref<2048xi8>, %o: index, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%o][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// A view at byte shift zero with the static source type is the source.
func.func @view4(%a: memref<2048xi8>) -> memref<2048xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<2048xi8> to memref<2048xi8>
  return %v : memref<2048xi8>
}

// A non-zero shift stays; a view of a cast then folds.
func.func @view5(%a: memref<2048xi8>) -> (memref<2048xi8>, memref<2048xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %a[%c1][] : memref<2048xi8> to memref<2048xi8>
  %m = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %w = memref.view %m[%c0][] : memref<?xi8> to memref<2048xi8>
  return %v, %w : memref<2048xi8>, memref<2048xi8>
}

// Dynamic shapes are not folded.
func.func @view6(%a: memref<?xi8>, %n: index) -> (memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][%n] : memref<?xi8> to memref<?xi8>
  return %v : memref<?xi8>
}

// Views of memory space casts stay; a cast to a static size folds.
func.func @v(%a: memref<?xi8>, %o: index) -> memref<4xf32> {
  %c = memref.cast %a : memref<?xi8> to memref<2048xi8>
  %v = memref.view %c[%o][] : memref<2048xi8> to memref<4xf32>
  return %v : memref<4xf32>
}


func.func @v2(%a: memref<?xi8, 1>, %o: index) -> memref<4xf32> {
  %c = memref.memory_space_cast %a : memref<?xi8, 1> to memref<?xi8>
  %v = memref.view %c[%o][] : memref<?xi8> to memref<4xf32>
  return %v : memref<4xf32>
}

// extract_strided_metadata: static offsets, sizes and strides become constants.
func.func @esm(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// Casts fold into the metadata op.
func.func @esm2(%m: memref<4x8xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}

// Dynamic sizes of allocations stay.
func.func @esm3(%m: memref<?x?xf32>, %n: index) -> (index, index) {
  %a = memref.alloc(%n) : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}

// Offsets of subviews.
func.func @esmsv(%m: memref<8x8xf32>) -> (index, memref<f32>) {
  %s = memref.subview %m[1, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
  %b, %o, %sz:2, %t:2 = memref.extract_strided_metadata %s : memref<4x4xf32, strided<[8, 1], offset: 10>> -> memref<f32>, index, index, index, index, index
  return %o, %b : index, memref<f32>
}

// reinterpret_cast to the source type at offset zero is the source.
func.func @rc(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 8], strides: [8, 1] : memref<4x8xf32> to memref<4x8xf32>
  return %r : memref<4x8xf32>
}

// Constant arguments become static, with a cast back.
func.func @rc2(%m: memref<?x?xf32>, %o: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %o], strides: [%o, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// A reinterpret_cast of a reinterpret_cast reinterprets the first source.
func.func @rc3(%m: memref<?x?xf32>, %o: index) -> memref<2x2xf32, strided<[2,1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [4, 4], strides: [4, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[4,1], offset: ?>>
  %s = memref.reinterpret_cast %r to offset: [%o], sizes: [2, 2], strides: [2, 1] : memref<4x4xf32, strided<[4,1], offset: ?>> to memref<2x2xf32, strided<[2,1], offset: ?>>
  return %s : memref<2x2xf32, strided<[2,1], offset: ?>>
}

// Of a cast to an unranked memref.
func.func @rc4(%m: memref<?x?xf32>, %o: index) -> memref<2x2xf32, strided<[2,1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  %s = memref.reinterpret_cast %c to offset: [%o], sizes: [2, 2], strides: [2, 1] : memref<*xf32> to memref<2x2xf32, strided<[2,1], offset: ?>>
  return %s : memref<2x2xf32, strided<[2,1], offset: ?>>
}

// Rebuilding a memref from its own metadata gives the memref.
func.func @rc5(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// Once the metadata is static, with a cast.
func.func @rc6(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8,1]>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.cast %r : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8,1]>>
  return %c : memref<4x8xf32, strided<[8,1]>>
}

// Of subviews at zero offsets only.
func.func @rcsv(%m: memref<8x8xf32>, %o: index) -> (memref<2x2xf32, strided<[8,1], offset: ?>>, memref<2x2xf32, strided<[8,1], offset: ?>>) {
  %s = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %r = memref.reinterpret_cast %s to offset: [%o], sizes: [2, 2], strides: [8, 1] : memref<4x4xf32, strided<[8, 1]>> to memref<2x2xf32, strided<[8,1], offset: ?>>
  %s2 = memref.subview %m[1, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 8>>
  %r2 = memref.reinterpret_cast %s2 to offset: [%o], sizes: [2, 2], strides: [8, 1] : memref<4x4xf32, strided<[8, 1], offset: 8>> to memref<2x2xf32, strided<[8,1], offset: ?>>
  return %r, %r2 : memref<2x2xf32, strided<[8,1], offset: ?>>, memref<2x2xf32, strided<[8,1], offset: ?>>
}

// Dynamic shapes and non-zero offsets stay.
func.func @rcid(%m: memref<?xf32>, %n: index) -> (memref<?xf32>, memref<4xf32, strided<[1], offset: 2>>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  %m2 = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  %r2 = memref.reinterpret_cast %m2 to offset: [2], sizes: [4], strides: [1] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  return %r, %r2 : memref<?xf32>, memref<4xf32, strided<[1], offset: 2>>
}

// Mismatched metadata: only the base is taken from the source.
func.func @esmrc(%m: memref<?x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#1, %s#0], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// Subviews of casts losing no static information.
func.func @svcast(%m: memref<8x8xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 0][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// Casts adding static information stay.
func.func @svcast2(%m: memref<?x?xf32>, %i: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<8x8xf32>
  %s = memref.subview %c[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: ?>>
}

// Rank-reducing subviews of casts.
func.func @svcast3(%m: memref<8x8xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 0][1, 4][1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

// Trivial subviews become casts.
func.func @svtriv(%m: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0][8, 8][1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  return %s : memref<8x8xf32, strided<[8, 1]>>
}

// Dynamic sizes are not known to be trivial.
func.func @svtriv2(%m: memref<?x8xf32>, %n: index) -> memref<?x8xf32> {
  %s = memref.subview %m[0, 0][%n, 8][1, 1] : memref<?x8xf32> to memref<?x8xf32>
  return %s : memref<?x8xf32>
}

// A trivial subview of the same type folds.
func.func @svtriv3(%m: memref<8x8xf32, strided<[8,1], offset: ?>>) -> memref<8x8xf32, strided<[8, 1], offset: ?>> {
  %s = memref.subview %m[0, 0][8, 8][1, 1] : memref<8x8xf32, strided<[8,1], offset: ?>> to memref<8x8xf32, strided<[8, 1], offset: ?>>
  return %s : memref<8x8xf32, strided<[8, 1], offset: ?>>
}

// Subviews of subviews stay.
func.func @svsv(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 27>> {
  %s = memref.subview %m[1, 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  %t = memref.subview %s[2, 2][2, 2][1, 1] : memref<4x4xf32, strided<[8, 1], offset: 9>> to memref<2x2xf32, strided<[8, 1], offset: 27>>
  return %t : memref<2x2xf32, strided<[8, 1], offset: 27>>
}

// A subview to its source type with a dynamic offset stays.
func.func @s1(%m: memref<4xf32, strided<[1], offset: ?>>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i][4][1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

// A subview at zero offsets and the same sizes of a subview is that subview.
func.func @s2(%m: memref<?x?xf32>, %i: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%i, %i][%n, %n][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[0, 0][%n, %n][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %t : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @s3(%m: memref<8xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %t = memref.subview %s[0][4][1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %t : memref<4xf32, strided<[1], offset: ?>>
}

// A subview to a static source type and layout is the source.
func.func @s4(%m: memref<8xf32, strided<[1], offset: 2>>) -> memref<8xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[0][8][1] : memref<8xf32, strided<[1], offset: 2>> to memref<8xf32, strided<[1], offset: 2>>
  return %s : memref<8xf32, strided<[1], offset: 2>>
}

// Constant operands fold before casts do.
func.func @sv_const(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %s = memref.subview %c[%c1, 0][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// Metadata of subviews with dynamic offsets.
func.func @esm_dyn(%m: memref<?x?xf32>, %i: index, %n: index) -> (index, index, index, index) {
  %s = memref.subview %m[%i, %i][4, %n][1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %sz:2, %t:2 = memref.extract_strided_metadata %s : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %sz#0, %sz#1, %t#1 : index, index, index, index
}

// reinterpret_casts of casts of reinterpret_casts of unranked memrefs.
func.func @rcu(%m: memref<*xf32>) -> memref<4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  %c = memref.cast %r : memref<4xf32> to memref<*xf32>
  %s = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return %s : memref<4xf32>
}

// Casts from unranked memrefs do not fold into the metadata op.
func.func @esmu(%m: memref<*xf32>) -> index {
  %c = memref.cast %m : memref<*xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0 : index
}

// Casts losing static information do.
func.func @esmc(%m: memref<4x?xf32>) -> index {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %t#1 : index
}

// Values static in the type of a cast become constants before the cast folds.
func.func @esmc2(%m: memref<?x?xf32>) -> (index, memref<f32>) {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %b : index, memref<f32>
}
func.func @rcc(%m: memref<?x?xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x8xf32>
  %r = memref.reinterpret_cast %c to offset: [%i], sizes: [4], strides: [1] : memref<4x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %r : memref<4xf32, strided<[1], offset: ?>>
}

// CHECK: module {
// CHECK-NEXT:   func.func @tr(%arg0: memref<4x5xf32>) -> memref<4x5xf32> {
// CHECK-NEXT:     return %arg0 : memref<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tr2(%arg0: memref<4x5xf32>) -> memref<4x5xf32, strided<[5, 1]>> {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
// CHECK-NEXT:     return %transpose : memref<4x5xf32, strided<[5, 1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tr3(%arg0: memref<4x5x6xf32>) -> memref<6x4x5xf32, strided<[1, 30, 6]>> {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<4x5x6xf32> to memref<6x4x5xf32, strided<[1, 30, 6]>>
// CHECK-NEXT:     return %transpose : memref<6x4x5xf32, strided<[1, 30, 6]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view(%arg0: memref<2048xi8>, %arg1: index) -> memref<?x4x?xf32> {
// CHECK-NEXT:     %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<7x4x15xf32>
// CHECK-NEXT:     %cast = memref.cast %view : memref<7x4x15xf32> to memref<?x4x?xf32>
// CHECK-NEXT:     return %cast : memref<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view2(%arg0: index, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:     %view = memref.view %alloc[%arg0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     return %view : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view3(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %view = memref.view %arg0[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     return %view : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view4(%arg0: memref<2048xi8>) -> memref<2048xi8> {
// CHECK-NEXT:     return %arg0 : memref<2048xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view5(%arg0: memref<2048xi8>) -> (memref<2048xi8>, memref<2048xi8>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %view = memref.view %arg0[%c1][] : memref<2048xi8> to memref<2048xi8>
// CHECK-NEXT:     return %view, %arg0 : memref<2048xi8>, memref<2048xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @view6(%arg0: memref<?xi8>, %arg1: index) -> memref<?xi8> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %view = memref.view %arg0[%c0][%arg1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:     return %view : memref<?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @v(%arg0: memref<?xi8>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT:     %view = memref.view %arg0[%arg1][] : memref<?xi8> to memref<4xf32>
// CHECK-NEXT:     return %view : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @v2(%arg0: memref<?xi8, 1>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<?xi8, 1> to memref<?xi8>
// CHECK-NEXT:     %view = memref.view %memspacecast[%arg1][] : memref<?xi8> to memref<4xf32>
// CHECK-NEXT:     return %view : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm(%arg0: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %base_buffer, %c3, %c4, %sizes#1, %strides#0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm2(%arg0: memref<4x8xf32>) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     return %c4, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm3(%arg0: memref<?x?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?x8xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#0, %c8 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esmsv(%arg0: memref<8x8xf32>) -> (index, memref<f32>) {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x4xf32, strided<[8, 1], offset: 10>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %c10, %base_buffer : index, memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc(%arg0: memref<4x8xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:     return %arg0 : memref<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc2(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, %arg1], strides: [%arg1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<4x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc3(%arg0: memref<?x?xf32>, %arg1: index) -> memref<2x2xf32, strided<[2, 1], offset: ?>> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2, 2], strides: [2, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc4(%arg0: memref<?x?xf32>, %arg1: index) -> memref<2x2xf32, strided<[2, 1], offset: ?>> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2, 2], strides: [2, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<2x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc5(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rc6(%arg0: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:     return %cast : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rcsv(%arg0: memref<8x8xf32>, %arg1: index) -> (memref<2x2xf32, strided<[8, 1], offset: ?>>, memref<2x2xf32, strided<[8, 1], offset: ?>>) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2, 2], strides: [8, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 8>>
// CHECK-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %subview to offset: [%arg1], sizes: [2, 2], strides: [8, 1] : memref<4x4xf32, strided<[8, 1], offset: 8>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast, %reinterpret_cast_0 : memref<2x2xf32, strided<[8, 1], offset: ?>>, memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rcid(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, memref<4xf32, strided<[1], offset: 2>>) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [2], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     return %reinterpret_cast, %reinterpret_cast_0 : memref<?xf32>, memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esmrc(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%sizes#1, %sizes#0], strides: [%strides#0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svcast(%arg0: memref<8x8xf32>, %arg1: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svcast2(%arg0: memref<?x?xf32>, %arg1: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x?xf32> to memref<8x8xf32>
// CHECK-NEXT:     %subview = memref.subview %cast[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svcast3(%arg0: memref<8x8xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svtriv(%arg0: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT:     return %cast : memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svtriv2(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x8xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [%arg1, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32>
// CHECK-NEXT:     return %subview : memref<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svtriv3(%arg0: memref<8x8xf32, strided<[8, 1], offset: ?>>) -> memref<8x8xf32, strided<[8, 1], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @svsv(%arg0: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 27>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:     %subview_0 = memref.subview %subview[2, 2] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 9>> to memref<2x2xf32, strided<[8, 1], offset: 27>>
// CHECK-NEXT:     return %subview_0 : memref<2x2xf32, strided<[8, 1], offset: 27>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s1(%arg0: memref<4xf32, strided<[1], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s2(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s3(%arg0: memref<8xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s4(%arg0: memref<8xf32, strided<[1], offset: 2>>) -> memref<8xf32, strided<[1], offset: 2>> {
// CHECK-NEXT:     return %arg0 : memref<8xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sv_const(%arg0: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 8>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: 8>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     return %cast : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esm_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [4, %arg2] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %offset, %c4, %sizes#1, %c1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rcu(%arg0: memref<*xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
// CHECK-NEXT:     return %reinterpret_cast : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esmu(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %sizes#0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esmc(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @esmc2(%arg0: memref<?x?xf32>) -> (index, memref<f32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     return %c4, %base_buffer : index, memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rcc(%arg0: memref<?x?xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4], strides: [1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     return %reinterpret_cast : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
