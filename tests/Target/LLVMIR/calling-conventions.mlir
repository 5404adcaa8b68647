// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | opt -passes=verify -disable-output
// CONFORMANCE: translate=--mlir-to-llvmir

// Calling conventions under LLVM's names (which differ from the dialect's
// keywords: `cc_10` is `ghccc`, numbered ones print as `ccN`), on
// declarations, calls and invokes; call-site argument and result
// attributes of invokes.

llvm.func @personality(...) -> i32
llvm.func cc_10 @ghc()
llvm.func cc_11 @hipe()
llvm.func spir_funccc @spir()
llvm.func amdgpu_kernelcc @kernel()
llvm.func avr_intrcc @avr()
llvm.func aarch64_vectorcallcc @vpcs()
llvm.func coldcc @cold(i8) -> i8

llvm.func @calls(%x: i8) -> i8 attributes {personality = @personality} {
  llvm.call cc_10 @ghc() : () -> ()
  llvm.call spir_funccc @spir() : () -> ()
  %0 = llvm.invoke coldcc @cold(%x) to ^bb1 unwind ^bb2 : (i8 {llvm.zeroext, llvm.noundef}) -> (i8 {llvm.signext})
^bb1:
  llvm.return %0 : i8
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i8
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @personality(...)
// CHECK-EMPTY:
// CHECK-NEXT: declare ghccc void @ghc()
// CHECK-EMPTY:
// CHECK-NEXT: declare cc11 void @hipe()
// CHECK-EMPTY:
// CHECK-NEXT: declare spir_func void @spir()
// CHECK-EMPTY:
// CHECK-NEXT: declare amdgpu_kernel void @kernel()
// CHECK-EMPTY:
// CHECK-NEXT: declare avr_intrcc  void @avr()
// CHECK-EMPTY:
// CHECK-NEXT: declare aarch64_vector_pcs void @vpcs()
// CHECK-EMPTY:
// CHECK-NEXT: declare coldcc i8 @cold(i8)
// CHECK-EMPTY:
// CHECK-NEXT: define i8 @calls(i8 %0) personality ptr @personality {
// CHECK-NEXT:   call ghccc void @ghc()
// CHECK-NEXT:   call spir_func void @spir()
// CHECK-NEXT:   %2 = invoke coldcc signext i8 @cold(i8 noundef zeroext %0)
// CHECK-NEXT:           to label %3 unwind label %4
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %1
// CHECK-NEXT:   ret i8 %2
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %1
// CHECK-NEXT:   %5 = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:   ret i8 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
