#!/usr/bin/env python3
"""Fine-grained control benchmark (the thesis' Transform case study on a
ResNet-50 layer): the loop nest

    for b < 6, i < 196, j < 256, k < 2305: C[b,i,j] += A[b,i,k] * B[b,k,j]

in func/scf/memref (f32), run three ways, each transformed by a script of
the example extension (transform-ext-opt, `examples/transform-ext`),
lowered to the LLVM dialect by strata-opt and run by strata-runner:

  plain    the nest as written
  tiled    `loop.split` of the i loop at a multiple of 32 (192 + 4),
           `loop.tile` of the divisible part 32 x 32 (i and j), and
           `loop.unroll` of the remainder (4 iterations of i) by 4
  library  the same, then `transform.to_library "libxsmm"` on the nest
           within a tile (32 x 32 x 2305), in a `transform.alternatives`
           whose second region keeps the tiled loops if the first fails;
           the script reports which region was taken

The program times the nest with `rtclock` (wall) and the C library's
`clock` (the process's CPU time, which a busy machine disturbs less) and
prints a checksum of C (the checksums must agree to 1e-4 relative).
Reported: the best of N kernel times of each kind and GFLOP/s from the
CPU time. With --mlir, mlir-opt and mlir-runner 22 lower and run
the same transformed programs too. The library variant needs libxsmm
(Debian's libxsmm-dev, a static library): a shared library is linked from
it with cc into a temporary directory and passed with --shared-libs; without
it the variant is skipped.

    utils/bench_xsmm.py --bin target/release --runs 5 --mlir
"""

import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile

SIZES = {"b": 6, "i": 196, "j": 256, "k": 2305}
PIPELINE = [
    "--lower-affine",
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

A_TY = "memref<{b}x{i}x{k}xf32>".format(**SIZES)
B_TY = "memref<{b}x{k}x{j}xf32>".format(**SIZES)
C_TY = "memref<{b}x{i}x{j}xf32>".format(**SIZES)


def fill(name, ty, dims, mod, scale):
    """Loops storing float(linear index mod `mod`) * scale in every element."""
    lines = []
    ind = "    "
    ivs = [f"%{name}i{d}" for d in range(len(dims))]
    for iv, n in zip(ivs, dims):
        lines.append(f"{ind}scf.for {iv} = %c0 to %n{n} step %c1 {{")
        ind += "  "
    lin = ivs[0]
    for d in range(1, len(dims)):
        lines.append(f"{ind}%{name}m{d} = arith.muli {lin}, %n{dims[d]} : index")
        lines.append(f"{ind}%{name}l{d} = arith.addi %{name}m{d}, {ivs[d]} : index")
        lin = f"%{name}l{d}"
    lines.append(f"{ind}%{name}r = arith.remui {lin}, %c{mod} : index")
    lines.append(f"{ind}%{name}ri = arith.index_cast %{name}r : index to i64")
    lines.append(f"{ind}%{name}f = arith.sitofp %{name}ri : i64 to f32")
    lines.append(f"{ind}%{name}v = arith.mulf %{name}f, %s{mod} : f32")
    lines.append(f"{ind}memref.store %{name}v, %{name.upper()}[{', '.join(ivs)}] : {ty}")
    for _ in dims:
        ind = ind[:-2]
        lines.append(f"{ind}}}")
    return lines


def payload():
    """The program: @matmul (the nest, its i loop marked `i_loop`) and a
    @main that fills A and B, zeroes C, times @matmul and prints the
    checksum of C and the time."""
    consts = ["    %c0 = arith.constant 0 : index", "    %c1 = arith.constant 1 : index"]
    for n in SIZES.values():
        consts.append(f"    %n{n} = arith.constant {n} : index")
    out = [
        "module {",
        "  func.func private @rtclock() -> f64",
        "  func.func private @clock() -> i64",
        "  func.func private @printI64(i64)",
        "  func.func private @printF32(f32)",
        "  func.func private @printF64(f64)",
        "  func.func private @printNewline()",
        f"  func.func @matmul(%A: {A_TY}, %B: {B_TY}, %C: {C_TY}) {{",
        *consts,
        "    scf.for %b = %c0 to %n6 step %c1 {",
        "      scf.for %i = %c0 to %n196 step %c1 {",
        "        scf.for %j = %c0 to %n256 step %c1 {",
        "          scf.for %k = %c0 to %n2305 step %c1 {",
        f"            %a = memref.load %A[%b, %i, %k] : {A_TY}",
        f"            %x = memref.load %B[%b, %k, %j] : {B_TY}",
        f"            %c = memref.load %C[%b, %i, %j] : {C_TY}",
        "            %p = arith.mulf %a, %x : f32",
        "            %s = arith.addf %c, %p : f32",
        f"            memref.store %s, %C[%b, %i, %j] : {C_TY}",
        "          }",
        "        }",
        "      } {i_loop}",
        "    }",
        "    return",
        "  }",
        "  func.func @main() {",
        *consts,
        "    %c7 = arith.constant 7 : index",
        "    %c5 = arith.constant 5 : index",
        "    %c1000 = arith.constant 1000 : index",
        "    %s7 = arith.constant 0.125 : f32",
        "    %s5 = arith.constant 0.25 : f32",
        "    %s1000 = arith.constant 0.0 : f32",
        "    %zero = arith.constant 0.0 : f32",
        f"    %A = memref.alloc() : {A_TY}",
        f"    %B = memref.alloc() : {B_TY}",
        f"    %C = memref.alloc() : {C_TY}",
        *fill("a", A_TY, [6, 196, 2305], 7, 0.125),
        *fill("b", B_TY, [6, 2305, 256], 5, 0.25),
        *fill("c", C_TY, [6, 196, 256], 1000, 0.0),
        "    %t0 = call @rtclock() : () -> f64",
        "    %u0 = call @clock() : () -> i64",
        f"    call @matmul(%A, %B, %C) : ({A_TY}, {B_TY}, {C_TY}) -> ()",
        "    %u1 = call @clock() : () -> i64",
        "    %t1 = call @rtclock() : () -> f64",
        "    %sum = scf.for %q0 = %c0 to %n6 step %c1 iter_args(%s0 = %zero) -> (f32) {",
        "      %r1 = scf.for %q1 = %c0 to %n196 step %c1 iter_args(%s1 = %s0) -> (f32) {",
        "        %r2 = scf.for %q2 = %c0 to %n256 step %c1 iter_args(%s2 = %s1) -> (f32) {",
        f"          %v = memref.load %C[%q0, %q1, %q2] : {C_TY}",
        "          %t = arith.addf %s2, %v : f32",
        "          scf.yield %t : f32",
        "        }",
        "        scf.yield %r2 : f32",
        "      }",
        "      scf.yield %r1 : f32",
        "    }",
        "    call @printF32(%sum) : (f32) -> ()",
        "    call @printNewline() : () -> ()",
        "    %dt = arith.subf %t1, %t0 : f64",
        "    call @printF64(%dt) : (f64) -> ()",
        "    call @printNewline() : () -> ()",
        "    %du = arith.subi %u1, %u0 : i64",
        "    call @printI64(%du) : (i64) -> ()",
        "    call @printNewline() : () -> ()",
        f"    memref.dealloc %A : {A_TY}",
        f"    memref.dealloc %B : {B_TY}",
        f"    memref.dealloc %C : {C_TY}",
        "    return",
        "  }",
        "}",
    ]
    return "\n".join(out) + "\n"


HEADER = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %i = transform.structured.match ops{["scf.for"]} attributes{i_loop} in %root : (!transform.any_op) -> !transform.any_op
    %main, %rest = transform.loop.split %i {multiple = 32} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiles, %points = transform.loop.tile %main {tile_sizes = array<i64: 32, 32>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %rest {factor = 4} : !transform.any_op
"""
END = """    transform.yield
  }
}
"""
# An alternatives scope is isolated from above (the function): each region
# transforms a clone of it, so the nest is found again by its mark.
LIBRARY = """    transform.annotate %points "tile_nest" : !transform.any_op
    %f = transform.get_parent_op %points {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%scope: !transform.any_op):
      %nest = transform.structured.match ops{["scf.for"]} attributes{tile_nest} in %scope : (!transform.any_op) -> !transform.any_op
      transform.to_library %nest "libxsmm" : !transform.any_op
      transform.debug.emit_remark_at %scope, "to_library" : !transform.any_op
    }, {
    ^bb0(%scope: !transform.any_op):
      transform.debug.emit_remark_at %scope, "tiled loops" : !transform.any_op
    }
"""
SCRIPTS = {
    "plain": None,
    "tiled": HEADER + END,
    "library": HEADER + LIBRARY + END,
}


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr[:3000]}")
    return r


def libxsmm_so(tmp):
    """A shared libxsmm linked from Debian's static libraries, or None."""
    cc = shutil.which("cc")
    if not cc:
        return None
    found = subprocess.run([cc, "-print-file-name=libxsmm.a"], capture_output=True, text=True).stdout.strip()
    if not os.path.isabs(found):
        return None
    so = os.path.join(tmp, "libxsmm.so")
    # libxsmmnoblas stands in for the BLAS libxsmm falls back to for large
    # matrices, which the transform never hands it.
    cmd = [cc, "-shared", "-o", so, "-Wl,--whole-archive", "-lxsmm", "-lxsmmnoblas",
           "-Wl,--no-whole-archive", "-lpthread", "-lm", "-ldl"]
    return so if subprocess.run(cmd, capture_output=True).returncode == 0 else None


def mlir_runner_libs(llvm_lib):
    out = []
    for lib in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        path = os.path.join(llvm_lib, lib)
        if not os.path.exists(path):
            versioned = sorted(glob.glob(path + ".*"))
            path = versioned[-1] if versioned else path
        out.append(path)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default="target/release", help="directory of strata-opt, strata-runner, transform-ext-opt")
    ap.add_argument("--runs", type=int, default=5, help="best of N")
    ap.add_argument("--opt", type=int, default=3, help="runner optimization level")
    ap.add_argument("--mlir", action="store_true", help="also lower and run with mlir-opt and mlir-runner")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    args = ap.parse_args()
    ext = os.path.join(args.bin, "transform-ext-opt")
    sopt = os.path.join(args.bin, "strata-opt")
    srun = os.path.join(args.bin, "strata-runner")
    flops = 2.0 * SIZES["b"] * SIZES["i"] * SIZES["j"] * SIZES["k"]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "nest.mlir")
        with open(src, "w") as f:
            f.write(payload())
        xsmm = libxsmm_so(tmp)
        tools = [("strata-opt + strata-runner", sopt, [srun])]
        if args.mlir:
            llvm_lib = os.path.join(os.path.dirname(args.llvm_bin), "lib")
            libs = ",".join(mlir_runner_libs(llvm_lib))
            tools.append(("mlir-opt + mlir-runner", os.path.join(args.llvm_bin, "mlir-opt"),
                          [os.path.join(args.llvm_bin, "mlir-runner"), f"--shared-libs={libs}"]))
        rows = []
        for variant, script in SCRIPTS.items():
            if variant == "library" and xsmm is None:
                print("library: skipped (libxsmm-dev not installed)")
                continue
            transformed = os.path.join(tmp, f"{variant}.mlir")
            if script is None:
                shutil.copy(src, transformed)
            else:
                lib = os.path.join(tmp, f"{variant}.script.mlir")
                with open(lib, "w") as f:
                    f.write(script)
                r = run([ext, src, f"--transform-preload-library=transform-library-paths={lib}",
                         "--transform-interpreter", "-o", transformed])
                taken = [line.split("remark: ")[1] for line in r.stderr.splitlines() if "remark: " in line]
                if taken:
                    print(f"{variant}: alternatives took the region of {', '.join(taken)}")
            for tool, lower, runner in tools:
                lowered = os.path.join(tmp, f"{variant}.{os.path.basename(lower)}.ll.mlir")
                run([lower, transformed, *PIPELINE, "-o", lowered])
                cmd = runner + [lowered, "-e", "main", "--entry-point-result=void", f"-O{args.opt}"]
                if variant == "library":
                    if runner[0] == srun:
                        cmd.append(f"--shared-libs={xsmm}")
                    else:
                        cmd[1] = cmd[1] + "," + xsmm
                times, cpus, sums = [], [], set()
                for _ in range(args.runs):
                    out = run(cmd).stdout.split()
                    sums.add(float(out[0]))
                    times.append(float(out[1]))
                    cpus.append(int(out[2]) / 1e6)
                rows.append((variant, tool, min(times), min(cpus), sorted(sums)))
        ref = rows[0][4][0]
        print()
        print("| variant | tools | wall (s) | CPU (s) | GFLOP/s (CPU) | checksum |")
        print("|---|---|---:|---:|---:|---|")
        ok = True
        for variant, tool, t, cpu, sums in rows:
            agree = all(abs(s - ref) <= 1e-4 * abs(ref) for s in sums)
            ok &= agree
            print(
                f"| {variant} | {tool} | {t:.3f} | {cpu:.3f} | {flops / max(cpu, 1e-6) / 1e9:.2f} "
                f"| {sums[0]:.6g}{'' if agree else ' (differs)'} |"
            )
        if not ok:
            sys.exit("checksums differ")


if __name__ == "__main__":
    main()
