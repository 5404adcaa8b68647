// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: llvm.func @calls
// CHECK: llvm.call_intrinsic "llvm.fshl"(%{{.*}}, %{{.*}}, %{{.*}}) : (i16 {llvm.noundef}, i16, i16) -> (i16 {llvm.zeroext})
// CHECK: llvm.call_intrinsic "llvm.donothing"() ["bundle"(%{{.*}} : i16)] : () -> ()
// CHECK: llvm.call_intrinsic "llvm.sqrt"(%{{.*}}) {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
llvm.func @calls(%a: i16, %x: f64) -> f64 {
  %0 = llvm.call_intrinsic "llvm.fshl"(%a, %a, %a) : (i16 {llvm.noundef}, i16, i16) -> (i16 {llvm.zeroext})
  llvm.call_intrinsic "llvm.donothing"() ["bundle"(%a : i16)] {fastmathFlags = #llvm.fastmath<none>} : () -> ()
  %1 = llvm.call_intrinsic "llvm.sqrt"(%x) {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
  llvm.return %1 : f64
}
