; RUN: strata-translate --import-llvm -split-input-file %s | FileCheck %s

; Phis become block arguments; blocks are converted in reverse post-order
; (which decides where constants are materialized) but printed in order.
define i64 @loop(i64 %n) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %acc = phi i64 [ 1, %entry ], [ %mul, %body ]
  %done = icmp sge i64 %i, %n
  br i1 %done, label %exit, label %body

body:
  %mul = mul i64 %acc, 3
  %next = add i64 %i, 1
  br label %head

exit:
  ret i64 %acc
}

; // -----

; Switches pass phi values per edge; unreachable blocks are dropped.
define i32 @switch(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 1, label %one
    i32 7, label %done
  ]

one:
  br label %done

other:
  br label %done

dead:
  br label %done

done:
  %r = phi i32 [ 10, %one ], [ 20, %other ], [ 30, %entry ], [ 40, %dead ]
  ret i32 %r
}

; // -----

; An invoke whose normal destination has phis passes their values from a
; block of its own.
declare i32 @may_throw()
declare i32 @__gxx_personality_v0(...)

define i32 @invoke(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %skip

call:
  %v = invoke i32 @may_throw() to label %join unwind label %pad

skip:
  br label %join

join:
  %r = phi i32 [ %v, %call ], [ 0, %skip ]
  ret i32 %r

pad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @loop(%arg0: i64) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i64) : i64
; CHECK-NEXT:     llvm.br ^bb1(%0, %1 : i64, i64)
; CHECK-NEXT:   ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
; CHECK-NEXT:     %5 = llvm.icmp "sge" %3, %arg0 : i64
; CHECK-NEXT:     llvm.cond_br %5, ^bb3, ^bb2
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     %6 = llvm.mul %4, %2 : i64
; CHECK-NEXT:     %7 = llvm.add %3, %1 : i64
; CHECK-NEXT:     llvm.br ^bb1(%7, %6 : i64, i64)
; CHECK-NEXT:   ^bb3:  // pred: ^bb1
; CHECK-NEXT:     llvm.return %4 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @switch(%arg0: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(30 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(10 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(20 : i32) : i32
; CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb2 [
; CHECK-NEXT:       1: ^bb1,
; CHECK-NEXT:       7: ^bb3(%0 : i32)
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.br ^bb3(%1 : i32)
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     llvm.br ^bb3(%2 : i32)
; CHECK-NEXT:   ^bb3(%3: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
; CHECK-NEXT:     llvm.return %3 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.func @may_throw() -> i32
; CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
; CHECK-NEXT:   llvm.func @invoke(%arg0: i1) -> i32 attributes {personality = @__gxx_personality_v0} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     %1 = llvm.invoke @may_throw() to ^bb3 unwind ^bb5 : () -> i32
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     llvm.br ^bb4(%0 : i32)
; CHECK-NEXT:   ^bb3:  // pred: ^bb1
; CHECK-NEXT:     llvm.br ^bb4(%1 : i32)
; CHECK-NEXT:   ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
; CHECK-NEXT:     llvm.return %2 : i32
; CHECK-NEXT:   ^bb5:  // pred: ^bb1
; CHECK-NEXT:     %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     llvm.resume %3 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   }
; CHECK-NEXT: }
