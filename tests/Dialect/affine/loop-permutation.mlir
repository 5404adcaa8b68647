// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-loop-permutation="permutation-map=1,0" | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-loop-permutation="permutation-map=1,0 check-validity=true" | FileCheck %s --check-prefix=VALID

// Two-deep perfect nests are interchanged; with check-validity, only
// when no dependence would then run backwards: @shift's dependence has
// distance (1, -1), which an interchange would reverse. In a three-deep
// nest, the two-deep nest inside is interchanged; an imperfect nest is
// left alone.

// CHECK-LABEL: func.func @shift
// CHECK:       affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT:    affine.for %[[I:.*]] = 1 to 8 {
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]] - 1, %[[J]] + 1]
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// VALID-LABEL: func.func @shift
// VALID:       affine.for %[[I:.*]] = 1 to 8 {
// VALID-NEXT:    affine.for %[[J:.*]] = 0 to 16 {
func.func @shift(%m: memref<8x17xf32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i - 1, %j + 1] : memref<8x17xf32>
      affine.store %v, %m[%i, %j] : memref<8x17xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @copy
// CHECK:       affine.for %[[J:.*]] = 0 to %{{.*}} step 2 {
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]], %[[J]]]
// VALID-LABEL: func.func @copy
// VALID:       affine.for %{{.*}} = 0 to %{{.*}} step 2 {
// VALID-NEXT:    affine.for %{{.*}} = 0 to 8 {
func.func @copy(%a: memref<8x?xf32>, %b: memref<8x?xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to %n step 2 {
      %v = affine.load %a[%i, %j] : memref<8x?xf32>
      affine.store %v, %b[%i, %j] : memref<8x?xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @untouched
// CHECK:       affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:    affine.for %[[K:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:        "test.use"(%[[I]], %[[J]], %[[K]])
// CHECK:       affine.for %[[X:.*]] = 0 to 5 {
// CHECK-NEXT:    "test.other"(%[[X]])
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 6 {
func.func @untouched() {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  affine.for %x = 0 to 5 {
    "test.other"(%x) : (index) -> ()
    affine.for %y = 0 to 6 {
      "test.use"(%x, %y) : (index, index) -> ()
    }
  }
  return
}
