#!/usr/bin/env python3
"""Execution benchmark: strata-runner (Cranelift) against mlir-runner 22
(LLVM ORC JIT).

Two generated LLVM-dialect programs:

  compile  a large module (--functions, default 5000) of small functions
           with loops, arithmetic and calls; main calls a few of them.
           Measures the whole run (parse, compile, run) of both tools and
           strata-runner's own phase split (--timing).
  matmul   a naive N x N f32 matrix multiplication (--size, default 512)
           written as branch loops; the program times the multiplication
           itself with rtclock and prints a checksum. Both tools run at the
           same -O level (--opt, default 3).

The tools run alternately, best of --repeat; outputs are compared first
(the checksums must agree). A benchmark command, not a test. Python 3
standard library only.

  utils/bench_runner.py                 # both benchmarks
  utils/bench_runner.py matmul --size 256
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

from compare_runner import runner_libs

HERE = os.path.dirname(os.path.abspath(__file__))


def generate_compile(path, functions):
    with open(path, "w") as f:
        f.write("module {\n  llvm.func @printI64(i64)\n  llvm.func @printNewline()\n")
        for i in range(functions):
            callee = f"@f{i - 1}" if i > 0 else None
            f.write(f"  llvm.func @f{i}(%n: i64) -> i64 {{\n")
            f.write("    %c0 = llvm.mlir.constant(0 : i64) : i64\n")
            f.write("    %c1 = llvm.mlir.constant(1 : i64) : i64\n")
            f.write(f"    %k = llvm.mlir.constant({i % 13 + 1} : i64) : i64\n")
            f.write("    llvm.br ^loop(%c0, %c0 : i64, i64)\n")
            f.write("  ^loop(%i: i64, %acc: i64):\n")
            f.write('    %done = llvm.icmp "sge" %i, %n : i64\n')
            f.write("    llvm.cond_br %done, ^exit, ^body\n")
            f.write("  ^body:\n")
            f.write("    %a = llvm.mul %i, %k : i64\n")
            f.write("    %b = llvm.xor %a, %acc : i64\n")
            f.write("    %c = llvm.add %b, %c1 : i64\n")
            f.write("    %i1 = llvm.add %i, %c1 : i64\n")
            f.write("    llvm.br ^loop(%i1, %c : i64, i64)\n")
            f.write("  ^exit:\n")
            if callee:
                f.write("    %m = llvm.sub %n, %c1 : i64\n")
                f.write("    %small = llvm.icmp \"slt\" %m, %c0 : i64\n")
                f.write("    %m2 = llvm.select %small, %c0, %m : i1, i64\n")
                f.write(f"    %r = llvm.call {callee}(%m2) : (i64) -> i64\n")
                f.write("    %s = llvm.add %acc, %r : i64\n")
                f.write("    llvm.return %s : i64\n")
            else:
                f.write("    llvm.return %acc : i64\n")
            f.write("  }\n")
        f.write("  llvm.func @main() {\n")
        f.write("    %n = llvm.mlir.constant(10 : i64) : i64\n")
        f.write(f"    %r = llvm.call @f{functions - 1}(%n) : (i64) -> i64\n")
        f.write("    llvm.call @printI64(%r) : (i64) -> ()\n")
        f.write("    llvm.call @printNewline() : () -> ()\n")
        f.write("    llvm.return\n  }\n}\n")


MATMUL = """module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @rtclock() -> f64
  llvm.func @printF32(f32)
  llvm.func @printF64(f64)
  llvm.func @printNewline()

  llvm.func @matmul(%A: !llvm.ptr, %B: !llvm.ptr, %C: !llvm.ptr, %n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^i(%c0 : i64)
  ^i(%i: i64):
    %ic = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %ic, ^ibody, ^done
  ^ibody:
    llvm.br ^j(%c0 : i64)
  ^j(%j: i64):
    %jc = llvm.icmp "slt" %j, %n : i64
    llvm.cond_br %jc, ^jbody, ^inext
  ^jbody:
    llvm.br ^k(%c0, %zero : i64, f32)
  ^k(%k: i64, %acc: f32):
    %kc = llvm.icmp "slt" %k, %n : i64
    llvm.cond_br %kc, ^kbody, ^kdone
  ^kbody:
    %in = llvm.mul %i, %n : i64
    %ai = llvm.add %in, %k : i64
    %kn = llvm.mul %k, %n : i64
    %bi = llvm.add %kn, %j : i64
    %ap = llvm.getelementptr %A[%ai] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %bp = llvm.getelementptr %B[%bi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %a = llvm.load %ap : !llvm.ptr -> f32
    %b = llvm.load %bp : !llvm.ptr -> f32
    %p = llvm.fmul %a, %b : f32
    %acc1 = llvm.fadd %acc, %p : f32
    %k1 = llvm.add %k, %c1 : i64
    llvm.br ^k(%k1, %acc1 : i64, f32)
  ^kdone:
    %in2 = llvm.mul %i, %n : i64
    %ci = llvm.add %in2, %j : i64
    %cp = llvm.getelementptr %C[%ci] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %acc, %cp : f32, !llvm.ptr
    %j1 = llvm.add %j, %c1 : i64
    llvm.br ^j(%j1 : i64)
  ^inext:
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^i(%i1 : i64)
  ^done:
    llvm.return
  }

  llvm.func @init(%M: !llvm.ptr, %len: i64, %mod: i64, %scale: f32) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^l(%c0 : i64)
  ^l(%i: i64):
    %c = llvm.icmp "slt" %i, %len : i64
    llvm.cond_br %c, ^body, ^done
  ^body:
    %r = llvm.urem %i, %mod : i64
    %f = llvm.sitofp %r : i64 to f32
    %v = llvm.fmul %f, %scale : f32
    %p = llvm.getelementptr %M[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %v, %p : f32, !llvm.ptr
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^l(%i1 : i64)
  ^done:
    llvm.return
  }

  llvm.func @checksum(%M: !llvm.ptr, %len: i64) -> f32 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^l(%c0, %zero : i64, f32)
  ^l(%i: i64, %s: f32):
    %c = llvm.icmp "slt" %i, %len : i64
    llvm.cond_br %c, ^body, ^done
  ^body:
    %p = llvm.getelementptr %M[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %p : !llvm.ptr -> f32
    %s1 = llvm.fadd %s, %v : f32
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^l(%i1, %s1 : i64, f32)
  ^done:
    llvm.return %s : f32
  }

  llvm.func @main() {
    %n = llvm.mlir.constant(SIZE : i64) : i64
    %len = llvm.mul %n, %n : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %bytes = llvm.mul %len, %c4 : i64
    %A = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    %B = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    %C = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %half = llvm.mlir.constant(0.5 : f32) : f32
    %one = llvm.mlir.constant(1.0 : f32) : f32
    llvm.call @init(%A, %len, %c7, %half) : (!llvm.ptr, i64, i64, f32) -> ()
    llvm.call @init(%B, %len, %c5, %one) : (!llvm.ptr, i64, i64, f32) -> ()
    %t0 = llvm.call @rtclock() : () -> f64
    llvm.call @matmul(%A, %B, %C, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> ()
    %t1 = llvm.call @rtclock() : () -> f64
    %sum = llvm.call @checksum(%C, %len) : (!llvm.ptr, i64) -> f32
    llvm.call @printF32(%sum) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %dt = llvm.fsub %t1, %t0 : f64
    llvm.call @printF64(%dt) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%A) : (!llvm.ptr) -> ()
    llvm.call @free(%B) : (!llvm.ptr) -> ()
    llvm.call @free(%C) : (!llvm.ptr) -> ()
    llvm.return
  }
}
"""


def run(cmd):
    start = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    return time.perf_counter() - start, p


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", nargs="*", help="compile, matmul (default: both)")
    ap.add_argument("--strata-bin", default=os.path.join(HERE, "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("--functions", type=int, default=5000)
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--opt", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    args.which = args.which or ["compile", "matmul"]
    if any(w not in ("compile", "matmul") for w in args.which):
        ap.error("benchmarks are: compile, matmul")

    strata = os.path.join(args.strata_bin, "strata-runner")
    mlir = os.path.join(args.llvm_bin, "mlir-runner")
    libs = "--shared-libs=" + ",".join(runner_libs(args.llvm_lib))
    flags = ["-e", "main", "--entry-point-result=void"]
    tmp = tempfile.mkdtemp()

    if "compile" in args.which:
        path = os.path.join(tmp, "large.mlir")
        generate_compile(path, args.functions)
        size = os.path.getsize(path)
        print(f"== compile: {args.functions} functions, {size / 1e6:.1f} MB of LLVM-dialect IR")
        for level in (0, args.opt):
            best = {}
            phases = None
            outputs = {}
            for _ in range(args.repeat):
                t, p = run([strata, path, f"-O{level}", "--timing"] + flags)
                outputs["strata"] = p.stdout
                if p.returncode != 0:
                    print(p.stderr)
                    return 1
                if "strata" not in best or t < best["strata"]:
                    best["strata"] = t
                    phases = p.stderr.strip().replace("\n", ", ")
                t, p = run([mlir, path, f"-O{level}", libs] + flags)
                outputs["mlir"] = p.stdout
                best["mlir"] = min(best.get("mlir", t), t)
            same = "identical" if outputs["strata"] == outputs["mlir"] else "DIFFERENT"
            print(
                f"-O{level}: strata-runner {best['strata']:.3f} s ({phases}); "
                f"mlir-runner {best['mlir']:.3f} s; outputs {same}"
            )

    if "matmul" in args.which:
        path = os.path.join(tmp, "matmul.mlir")
        with open(path, "w") as f:
            f.write(MATMUL.replace("SIZE", str(args.size)))
        print(f"== matmul: naive {args.size}x{args.size} f32, -O{args.opt}")
        results = {}
        for _ in range(args.repeat):
            for name, cmd in (
                ("strata-runner", [strata, path, f"-O{args.opt}"] + flags),
                ("mlir-runner", [mlir, path, f"-O{args.opt}", libs] + flags),
            ):
                t, p = run(cmd)
                if p.returncode != 0:
                    print(name, "failed:", p.stderr)
                    return 1
                checksum, kernel = p.stdout.split("\n")[:2]
                prev = results.get(name)
                if prev is None or float(kernel) < prev[1]:
                    results[name] = (checksum, float(kernel), t)
        for name, (checksum, kernel, total) in results.items():
            print(f"{name}: kernel {kernel:.3f} s, whole run {total:.3f} s, checksum {checksum}")
        checks = {r[0] for r in results.values()}
        print("checksums", "agree" if len(checks) == 1 else "DIFFER")
    return 0


if __name__ == "__main__":
    sys.exit(main())
