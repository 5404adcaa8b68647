// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(linalg-detensorize{aggressive-mode}))" | FileCheck %s

// 0-d generics become their scalar bodies where branches depend on them (aggressive mode: everywhere); block arguments carrying
// them become scalars; function signatures keep their tensors.


func.func @two_results(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %e = tensor.empty() : tensor<f32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%a, %b : tensor<f32>, tensor<f32>) outs(%e, %e : tensor<f32>, tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %p: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %x, %y : f32
    linalg.yield %s, %m : f32, f32
  } -> (tensor<f32>, tensor<f32>)
  return %r#0, %r#1 : tensor<f32>, tensor<f32>
}

// -----

func.func @nested(%c: i1, %a: tensor<i32>) -> tensor<i32> {
  %r = scf.if %c -> tensor<i32> {
    %e = tensor.empty() : tensor<i32>
    %g = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
        ins(%a : tensor<i32>) outs(%e : tensor<i32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %x, %x : i32
      linalg.yield %s : i32
    } -> tensor<i32>
    scf.yield %g : tensor<i32>
  } else {
    scf.yield %a : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

func.func private @ext2(tensor<i32>) -> tensor<i32>

func.func @loop(%a: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%a, %a : tensor<i32>, tensor<i32>)
^bb1(%x: tensor<i32>, %y: tensor<i32>):
  %e = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%x, %n : tensor<i32>, tensor<i32>) outs(%e : tensor<i1>) {
  ^bb0(%p: i32, %q: i32, %o: i1):
    %t = arith.cmpi slt, %p, %q : i32
    linalg.yield %t : i1
  } -> tensor<i1>
  %cv = tensor.extract %c[] : tensor<i1>
  %f = func.call @ext2(%y) : (tensor<i32>) -> tensor<i32>
  cf.cond_br %cv, ^bb2, ^bb3(%y : tensor<i32>)
^bb2:
  %e2 = tensor.empty() : tensor<i32>
  %s = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%x, %x : tensor<i32>, tensor<i32>) outs(%e2 : tensor<i32>) {
  ^bb0(%p: i32, %q: i32, %o: i32):
    %t = arith.addi %p, %q : i32
    linalg.yield %t : i32
  } -> tensor<i32>
  "test.use"(%s) : (tensor<i32>) -> ()
  cf.br ^bb1(%s, %y : tensor<i32>, tensor<i32>)
^bb3(%z: tensor<i32>):
  return %z : tensor<i32>
}

// -----

func.func @give_up(%a: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%a : tensor<i32>)
^bb1(%x: tensor<i32>):
  %e = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%x, %n : tensor<i32>, tensor<i32>) outs(%e : tensor<i1>) {
  ^bb0(%p: i32, %q: i32, %o: i1):
    %t = arith.cmpi slt, %p, %q : i32
    linalg.yield %t : i1
  } -> tensor<i1>
  %cv = tensor.extract %c[] : tensor<i1>
  cf.cond_br %cv, ^bb2, ^bb3
^bb2:
  "test.br"(%x)[^bb1] : (tensor<i32>) -> ()
^bb3:
  return %x : tensor<i32>
}
// -----
func.func @empty_entry_args() {
  return
}
// -----
func.func private @decl(tensor<i32>)

// CHECK: module {
// CHECK-NEXT:   func.func @two_results(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
// CHECK-NEXT:     %extracted = tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[] : tensor<f32>
// CHECK-NEXT:     %0 = arith.addf %extracted_0, %extracted : f32
// CHECK-NEXT:     %from_elements = tensor.from_elements %0 : tensor<f32>
// CHECK-NEXT:     %1 = arith.mulf %extracted_0, %extracted : f32
// CHECK-NEXT:     %from_elements_1 = tensor.from_elements %1 : tensor<f32>
// CHECK-NEXT:     return %from_elements, %from_elements_1 : tensor<f32>, tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT:     %0 = scf.if %arg0 -> (tensor<i32>) {
// CHECK-NEXT:       %1 = arith.addi %extracted, %extracted : i32
// CHECK-NEXT:       %from_elements = tensor.from_elements %1 : tensor<i32>
// CHECK-NEXT:       scf.yield %from_elements : tensor<i32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : tensor<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext2(tensor<i32>) -> tensor<i32>
// CHECK-NEXT:   func.func @loop(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[] : tensor<i32>
// CHECK-NEXT:     cf.br ^bb1(%extracted_0, %extracted_0 : i32, i32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %from_elements = tensor.from_elements %1 : tensor<i32>
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %extracted : i32
// CHECK-NEXT:     %3 = call @ext2(%from_elements) : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = arith.addi %0, %0 : i32
// CHECK-NEXT:     %from_elements_1 = tensor.from_elements %4 : tensor<i32>
// CHECK-NEXT:     "test.use"(%from_elements_1) : (tensor<i32>) -> ()
// CHECK-NEXT:     cf.br ^bb1(%4, %1 : i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %from_elements_2 = tensor.from_elements %1 : tensor<i32>
// CHECK-NEXT:     return %from_elements_2 : tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @give_up(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[] : tensor<i32>
// CHECK-NEXT:     cf.br ^bb1(%extracted_0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %from_elements = tensor.from_elements %0 : tensor<i32>
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %extracted : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.br"(%0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %from_elements : tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_entry_args() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @decl(tensor<i32>)
// CHECK-NEXT: }
// CHECK-EMPTY:
