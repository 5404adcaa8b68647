// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @f, tag = <id = 9>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @data() {addr_space = 0 : i32} : i32

llvm.func @g() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @data, tag = <id = 0>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @twice() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 4>
  llvm.br ^bb2
^bb2:
  // expected-error @+1 {{duplicate block tag '4' in the same function: }}
  llvm.blocktag <id = 4>
  llvm.return
}

// -----

llvm.func @args(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%x : i32)
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @segments(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.indirectbr' op succOperands count (1) does not match with the total size (0) specified in attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%p, %x)[^bb1] <{indbr_operand_segments = array<i32: 0>}> : (!llvm.ptr, i32) -> ()
^bb1:
  llvm.return
}
