// RUN: strata-opt %s --inline | FileCheck %s
// CONFORMANCE: pipeline=--inline

// Calls are inlined where the affine ops of the callee stay valid: at the
// top level of a function (an affine scope), and inside an affine.for when
// the values passed remain valid symbols there. Callees holding a loop or
// a non-affine memory op are kept out of affine constructs, and affine ops
// are kept out of an scf.for (neither an affine scope nor an affine op).

func.func @store_at(%buf: memref<?xf32>, %pos: index, %val: f32) {
  affine.store %val, %buf[%pos] : memref<?xf32>
  return
}

func.func @fill(%buf: memref<?xf32>, %val: f32) {
  affine.for %k = 0 to 16 {
    affine.store %val, %buf[%k] : memref<?xf32>
  }
  return
}

func.func @plain_store(%buf: memref<?xf32>, %pos: index, %val: f32) {
  memref.store %val, %buf[%pos] : memref<?xf32>
  return
}

func.func @top_level(%buf: memref<?xf32>, %n: index, %val: f32) {
  func.call @store_at(%buf, %n, %val) : (memref<?xf32>, index, f32) -> ()
  func.call @fill(%buf, %val) : (memref<?xf32>, f32) -> ()
  return
}

func.func @in_affine_for(%buf: memref<?xf32>, %n: index, %val: f32, %idx: memref<index>) {
  %p = memref.load %idx[] : memref<index>
  affine.for %i = 0 to 8 {
    func.call @store_at(%buf, %n, %val) : (memref<?xf32>, index, f32) -> ()
    func.call @store_at(%buf, %p, %val) : (memref<?xf32>, index, f32) -> ()
    func.call @fill(%buf, %val) : (memref<?xf32>, f32) -> ()
    func.call @plain_store(%buf, %n, %val) : (memref<?xf32>, index, f32) -> ()
  }
  return
}

func.func @in_scf_for(%buf: memref<?xf32>, %n: index, %val: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @store_at(%buf, %n, %val) : (memref<?xf32>, index, f32) -> ()
    func.call @plain_store(%buf, %i, %val) : (memref<?xf32>, index, f32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @top_level
// CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[VAL:.*]]: f32)
// CHECK-NEXT: affine.store %[[VAL]], %[[BUF]][symbol(%[[N]])] : memref<?xf32>
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 16 {
// CHECK-NEXT: affine.store %[[VAL]], %[[BUF]][%[[K]]] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func.func @in_affine_for
// CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[VAL:.*]]: f32, %[[IDX:.*]]: memref<index>)
// CHECK-NEXT: %[[P:.*]] = memref.load %[[IDX]][] : memref<index>
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT: affine.store %[[VAL]], %[[BUF]][symbol(%[[N]])] : memref<?xf32>
// CHECK-NEXT: affine.store %[[VAL]], %[[BUF]][symbol(%[[P]])] : memref<?xf32>
// CHECK-NEXT: func.call @fill(%[[BUF]], %[[VAL]]) : (memref<?xf32>, f32) -> ()
// CHECK-NEXT: func.call @plain_store(%[[BUF]], %[[N]], %[[VAL]]) : (memref<?xf32>, index, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func.func @in_scf_for
// CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[VAL:.*]]: f32)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT: func.call @store_at(%[[BUF]], %[[N]], %[[VAL]]) : (memref<?xf32>, index, f32) -> ()
// CHECK-NEXT: memref.store %[[VAL]], %[[BUF]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
