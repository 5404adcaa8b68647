// Vector arithmetic, reductions, shuffles, broadcasts, n-D vectors and
// vector.print, lowered by strata-opt's vector lowerings and run.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | strata-runner -e main --entry-point-result=void | FileCheck %s
// RUNNER-OPT: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// RUNNER: -e main --entry-point-result=void

func.func @main() {
  %a = arith.constant dense<[3, -8, 21, 0, 5, 7]> : vector<6xi32>
  %b = arith.constant dense<[1, 2, -3, 4, 100, -7]> : vector<6xi32>
  %s = arith.muli %a, %b : vector<6xi32>
  vector.print %s : vector<6xi32>
  %add = vector.reduction <add>, %s : vector<6xi32> into i32
  %min = vector.reduction <minsi>, %s : vector<6xi32> into i32
  %c9 = arith.constant 9 : i32
  %maxu = vector.reduction <maxui>, %a, %c9 : vector<6xi32> into i32
  %xor = vector.reduction <xor>, %b : vector<6xi32> into i32
  vector.print %add : i32 punctuation <comma>
  vector.print %min : i32 punctuation <comma>
  vector.print %maxu : i32 punctuation <comma>
  vector.print %xor : i32
  %sh = vector.shuffle %a, %b [11, 0, 6, 5, 2] : vector<6xi32>, vector<6xi32>
  vector.print %sh : vector<5xi32>
  %f = arith.constant dense<[0.5, -1.25, 3.0, 8.0]> : vector<4xf32>
  %g = vector.fma %f, %f, %f : vector<4xf32>
  vector.print %g : vector<4xf32>
  %fsum = vector.reduction <add>, %g : vector<4xf32> into f32
  %acc = arith.constant 100.0 : f32
  %fmul = vector.reduction <mul>, %f, %acc : vector<4xf32> into f32
  %fmax = vector.reduction <maximumf>, %f : vector<4xf32> into f32
  vector.print %fsum : f32
  vector.print %fmul : f32
  vector.print %fmax : f32
  %x = arith.constant 2.5 : f64
  %bc = vector.broadcast %x : f64 to vector<2x3xf64>
  %row = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
  %m = vector.insert %row, %bc [1] : vector<3xf64> into vector<2x3xf64>
  %e = vector.extract %m[1, 2] : f64 from vector<2x3xf64>
  %m2 = vector.insert %e, %m [0, 0] : f64 into vector<2x3xf64>
  vector.print %m2 : vector<2x3xf64>
  %t = vector.shape_cast %m2 : vector<2x3xf64> to vector<3x2xf64>
  vector.print %t : vector<3x2xf64>
  %mf = vector.fma %t, %t, %t : vector<3x2xf64>
  vector.print %mf : vector<3x2xf64>
  %st = vector.broadcast %row : vector<3xf64> to vector<2x3xf64>
  vector.print %st : vector<2x3xf64>
  %i1 = arith.constant 4 : i16
  %i2 = arith.constant -6 : i16
  %fe = vector.from_elements %i1, %i2, %i2, %i1 : vector<2x2xi16>
  vector.print %fe : vector<2x2xi16>
  %bits = vector.bitcast %a : vector<6xi32> to vector<12xi16>
  vector.print %bits : vector<12xi16>
  %n = arith.constant 3 : index
  %mask = vector.create_mask %n : vector<5xi1>
  vector.print %mask : vector<5xi1>
  %cm = vector.constant_mask [2] : vector<4xi1>
  vector.print %cm : vector<4xi1>
  %step = vector.step : vector<4xindex>
  vector.print %step : vector<4xindex>
  vector.print str "done\n"
  return
}

// CHECK: ( 3, -16, -63, 0, 500, -49 )
// CHECK-NEXT: 375, -63, -8, 103
// CHECK-NEXT: ( -7, 3, 1, 7, 21 )
// CHECK-NEXT: ( 0.75, 0.3125, 12, 72 )
// CHECK-NEXT: 85.0625
// CHECK-NEXT: -1500
// CHECK-NEXT: 8
// CHECK-NEXT: ( ( 3, 2.5, 2.5 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( ( 3, 2.5 ), ( 2.5, 1 ), ( 2, 3 ) )
// CHECK-NEXT: ( ( 12, 8.75 ), ( 8.75, 2 ), ( 6, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( ( 4, -6 ), ( -6, 4 ) )
// CHECK-NEXT: ( 3, 0, -8, -1, 21, 0, 0, 0, 5, 0, 7, 0 )
// CHECK-NEXT: ( 1, 1, 1, 0, 0 )
// CHECK-NEXT: ( 1, 1, 0, 0 )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: done
