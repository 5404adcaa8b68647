// Ahead-of-time compilation to an executable: --emit-executable writes the
// object file and links it with the system C compiler (and the C math
// library, which the sin intrinsic calls); the module's main is the entry
// point and its result the exit status. (Only integer arguments are passed
// to printf: an object file's variadic calls do not set the count of vector
// registers that x86-64 variadic callees read.)
// RUN: strata-runner %s --emit-executable=%t.exe
// RUN: not %t.exe | FileCheck %s
// RUN: not env CC=%t.nonexistent-cc strata-runner %s --emit-executable=%t2.exe 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-CC

// CHECK: 1e6 * sin(0.5) = 479425, 3 args
// NO-CC: Error: could not run '{{.*}}nonexistent-cc': No such file or directory

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("1e6 * sin(0.5) = %d, %d args\0A\00") {addr_space = 0 : i32}

  llvm.func @main() -> i32 {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %x = llvm.mlir.constant(0.5 : f64) : f64
    %s = llvm.intr.sin(%x) : (f64) -> f64
    %m = llvm.mlir.constant(1.0e6 : f64) : f64
    %sm = llvm.fmul %s, %m : f64
    %si = llvm.fptosi %sm : f64 to i32
    %n = llvm.mlir.constant(3 : i32) : i32
    %0 = llvm.call @printf(%f, %si, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %c = llvm.mlir.constant(3 : i32) : i32
    llvm.return %c : i32
  }
}
