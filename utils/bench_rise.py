#!/usr/bin/env python3
"""The Rise benchmarks: Rise programs lowered by strata-opt
(convert-rise-to-affine, then lower-affine and the LLVM lowerings) and run
by strata-runner (Cranelift) and, on the same lowered module, by
mlir-runner (LLVM's ORC JIT), both at -O3.

  conv    B2: the builder's naive 3x3 convolution of an N x N f32 image
          padded by one (clamping) with the Sobel kernel (a constant
          global), against the same program separated by the Elevate
          strategy (rise-elevate{strategy=separate-conv}: a vertical pass
          per band of three rows into a buffer, then a horizontal one), for
          --conv-sizes (default 256,512,1024,2048), and the thesis' rule
          applied per neighbourhood (separate-conv-nbh). Prints the kernel
          times (rtclock), the ratio and whether the checksums agree.
  matmul  B1: f32 matmul C = A x B for --matmul-sizes (MxKxN, default
          1024x1024x1024,1x784x128) written in Rise (Listing 4.1: each row
          of A with each row of B transposed, a zip and a reduceSeq of
          multiply-adds) and hand-written in affine (i-j loops around a k
          reduction in iter_args, the loop nest Rise lowers to), each
          lowered naively and with the affine recipe AFFINE (unroll-and-jam
          by 4, tiling by 32, scalar replacement) between the Rise lowering
          and lower-affine; and, where 32 divides M and N, Rise tiled
          32x32 by the Elevate strategy (rise-elevate{strategy=tile})
          against the hand-written nest tiled by affine-loop-tile
          {tile-size=32}. Prints the kernel times and the share of
          strata-opt's compile time (--mlir-timing, best of --repeat) spent
          in convert-rise-to-affine.

Every figure is the best of --repeat runs; the variants run alternately so
that a machine whose speed drifts favours none. A benchmark command, not a
test. Python 3 standard library only.

  utils/bench_rise.py                  # both
  utils/bench_rise.py conv --conv-sizes 256,512 --repeat 5
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare_runner import runner_libs  # noqa: E402

LOWER = [
    "--lower-affine",
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]
AFFINE = [
    "--affine-loop-unroll-jam=unroll-jam-factor=4",
    "--affine-loop-tile=tile-size=32",
    "--affine-scalrep",
]

SOBEL = (
    'memref.global "private" constant @sobel : memref<3x3xf32> = '
    "dense<[[1.0, 2.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -2.0, -1.0]]>\n"
)

# The builder's naive convolution (builder::examples::conv2d) of an {N}x{N}
# image, {N2} = {N} + 2, the kernel read from the global @sobel.
CONV = r"""func.func @conv2d(%arg0: memref<{N}x{N}xf32>, %arg2: memref<{N}x{N}xf32>) {
  %0 = rise.in %arg0 : memref<{N}x{N}xf32>
  %k = memref.get_global @sobel : memref<3x3xf32>
  %1 = rise.in %k : memref<3x3xf32>
  %2 = rise.pad #rise.nat<{N}> #rise.nat<1> #rise.nat<1> #rise.array<{N}, scalar<f32>>
  %3 = rise.apply %2, %0 : !rise.fun<array<{N}, array<{N}, scalar<f32>>> -> array<{N2}, array<{N}, scalar<f32>>>>
  %4 = rise.lambda (%arg3) : !rise.fun<array<{N}, scalar<f32>> -> array<{N2}, scalar<f32>>> {
    %18 = rise.pad #rise.nat<{N}> #rise.nat<1> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<{N}, scalar<f32>> -> array<{N2}, scalar<f32>>>
    rise.return %19 : !rise.array<{N2}, scalar<f32>>
  }
  %5 = rise.map #rise.nat<{N2}> #rise.array<{N}, scalar<f32>> #rise.array<{N2}, scalar<f32>>
  %6 = rise.apply %5, %4, %3 : !rise.fun<fun<array<{N}, scalar<f32>> -> array<{N2}, scalar<f32>>> -> fun<array<{N2}, array<{N}, scalar<f32>>> -> array<{N2}, array<{N2}, scalar<f32>>>>>
  %7 = rise.lambda (%arg3) : !rise.fun<array<{N2}, scalar<f32>> -> array<{N}, array<3, scalar<f32>>>> {
    %18 = rise.slide #rise.nat<{N}> #rise.nat<3> #rise.nat<1> #rise.scalar<f32>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<{N2}, scalar<f32>> -> array<{N}, array<3, scalar<f32>>>>
    rise.return %19 : !rise.array<{N}, array<3, scalar<f32>>>
  }
  %8 = rise.map #rise.nat<{N2}> #rise.array<{N2}, scalar<f32>> #rise.array<{N}, array<3, scalar<f32>>>
  %9 = rise.apply %8, %7, %6 : !rise.fun<fun<array<{N2}, scalar<f32>> -> array<{N}, array<3, scalar<f32>>>> -> fun<array<{N2}, array<{N2}, scalar<f32>>> -> array<{N2}, array<{N}, array<3, scalar<f32>>>>>>
  %10 = rise.slide #rise.nat<{N}> #rise.nat<3> #rise.nat<1> #rise.array<{N}, array<3, scalar<f32>>>
  %11 = rise.apply %10, %9 : !rise.fun<array<{N2}, array<{N}, array<3, scalar<f32>>>> -> array<{N}, array<3, array<{N}, array<3, scalar<f32>>>>>>
  %12 = rise.lambda (%arg3) : !rise.fun<array<3, array<{N}, array<3, scalar<f32>>>> -> array<{N}, array<3, array<3, scalar<f32>>>>> {
    %18 = rise.transpose #rise.nat<3> #rise.nat<{N}> #rise.array<3, scalar<f32>>
    %19 = rise.apply %18, %arg3 : !rise.fun<array<3, array<{N}, array<3, scalar<f32>>>> -> array<{N}, array<3, array<3, scalar<f32>>>>>
    rise.return %19 : !rise.array<{N}, array<3, array<3, scalar<f32>>>>
  }
  %13 = rise.map #rise.nat<{N}> #rise.array<3, array<{N}, array<3, scalar<f32>>>> #rise.array<{N}, array<3, array<3, scalar<f32>>>>
  %14 = rise.apply %13, %12, %11 : !rise.fun<fun<array<3, array<{N}, array<3, scalar<f32>>>> -> array<{N}, array<3, array<3, scalar<f32>>>>> -> fun<array<{N}, array<3, array<{N}, array<3, scalar<f32>>>>> -> array<{N}, array<{N}, array<3, array<3, scalar<f32>>>>>>>
  %15 = rise.lambda (%arg3) : !rise.fun<array<{N}, array<3, array<3, scalar<f32>>>> -> array<{N}, scalar<f32>>> {
    %18 = rise.lambda (%arg4) : !rise.fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> {
      %21 = rise.zip #rise.nat<3> #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
      %22 = rise.apply %21, %arg4, %1 : !rise.fun<array<3, array<3, scalar<f32>>> -> fun<array<3, array<3, scalar<f32>>> -> array<3, tuple<array<3, scalar<f32>>, array<3, scalar<f32>>>>>>
      %23 = rise.lambda (%arg5) : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, tuple<scalar<f32>, scalar<f32>>>> {
        %32 = rise.fst #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
        %33 = rise.apply %32, %arg5 : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, scalar<f32>>>
        %34 = rise.snd #rise.array<3, scalar<f32>> #rise.array<3, scalar<f32>>
        %35 = rise.apply %34, %arg5 : !rise.fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, scalar<f32>>>
        %36 = rise.zip #rise.nat<3> #rise.scalar<f32> #rise.scalar<f32>
        %37 = rise.apply %36, %33, %35 : !rise.fun<array<3, scalar<f32>> -> fun<array<3, scalar<f32>> -> array<3, tuple<scalar<f32>, scalar<f32>>>>>
        rise.return %37 : !rise.array<3, tuple<scalar<f32>, scalar<f32>>>
      }
      %24 = rise.map #rise.nat<3> #rise.tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> #rise.array<3, tuple<scalar<f32>, scalar<f32>>>
      %25 = rise.apply %24, %23, %22 : !rise.fun<fun<tuple<array<3, scalar<f32>>, array<3, scalar<f32>>> -> array<3, tuple<scalar<f32>, scalar<f32>>>> -> fun<array<3, tuple<array<3, scalar<f32>>, array<3, scalar<f32>>>> -> array<3, array<3, tuple<scalar<f32>, scalar<f32>>>>>>
      %26 = rise.join #rise.nat<3> #rise.nat<3> #rise.tuple<scalar<f32>, scalar<f32>>
      %27 = rise.apply %26, %25 : !rise.fun<array<3, array<3, tuple<scalar<f32>, scalar<f32>>>> -> array<9, tuple<scalar<f32>, scalar<f32>>>>
      %28 = rise.literal 0.000000e+00 : f32
      %29 = rise.lambda (%arg5, %arg6) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %32 = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %33 = rise.apply %32, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %34 = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %35 = rise.apply %34, %arg5 : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %36 = rise.embed(%33, %35, %arg6) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %37 = arith.mulf %arg7, %arg8 : f32
          %38 = arith.addf %arg9, %37 : f32
          rise.return %38 : f32
        }
        rise.return %36 : !rise.scalar<f32>
      }
      %30 = rise.reduceSeq #rise.nat<9> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %31 = rise.apply %30, %29, %28, %27 : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<9, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %31 : !rise.scalar<f32>
    }
    %19 = rise.mapSeq #rise.nat<{N}> #rise.array<3, array<3, scalar<f32>>> #rise.scalar<f32>
    %20 = rise.apply %19, %18, %arg3 : !rise.fun<fun<array<3, array<3, scalar<f32>>> -> scalar<f32>> -> fun<array<{N}, array<3, array<3, scalar<f32>>>> -> array<{N}, scalar<f32>>>>
    rise.return %20 : !rise.array<{N}, scalar<f32>>
  }
  %16 = rise.mapSeq #rise.nat<{N}> #rise.array<{N}, array<3, array<3, scalar<f32>>>> #rise.array<{N}, scalar<f32>>
  %17 = rise.apply %16, %15, %14 : !rise.fun<fun<array<{N}, array<3, array<3, scalar<f32>>>> -> array<{N}, scalar<f32>>> -> fun<array<{N}, array<{N}, array<3, array<3, scalar<f32>>>>> -> array<{N}, array<{N}, scalar<f32>>>>>
  rise.out %arg2 <- %17 : memref<{N}x{N}xf32>
  return
}

"""

# Matmul as the thesis writes it (an {M}x{K} by {K}x{N} product).
RISE_MM = r"""func.func @mm(%a: memref<{M}x{K}xf32>, %b: memref<{K}x{N}xf32>, %c: memref<{M}x{N}xf32>) {
  %A = rise.in %a : memref<{M}x{K}xf32>
  %B = rise.in %b : memref<{K}x{N}xf32>
  %t = rise.transpose #rise.nat<{K}> #rise.nat<{N}> #rise.scalar<f32>
  %Bt = rise.apply %t, %B : !rise.fun<array<{K}, array<{N}, scalar<f32>>> -> array<{N}, array<{K}, scalar<f32>>>>
  %rowfun = rise.lambda (%arow) : !rise.fun<array<{K}, scalar<f32>> -> array<{N}, scalar<f32>>> {
    %colfun = rise.lambda (%bcol) : !rise.fun<array<{K}, scalar<f32>> -> scalar<f32>> {
      %zip = rise.zip #rise.nat<{K}> #rise.scalar<f32> #rise.scalar<f32>
      %z = rise.apply %zip, %arow, %bcol : !rise.fun<array<{K}, scalar<f32>> -> fun<array<{K}, scalar<f32>> -> array<{K}, tuple<scalar<f32>, scalar<f32>>>>>
      %acc = rise.lambda (%p, %s) : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> {
        %fst = rise.fst #rise.scalar<f32> #rise.scalar<f32>
        %snd = rise.snd #rise.scalar<f32> #rise.scalar<f32>
        %x = rise.apply %fst, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %y = rise.apply %snd, %p : !rise.fun<tuple<scalar<f32>, scalar<f32>> -> scalar<f32>>
        %r = rise.embed(%x, %y, %s) : (!rise.scalar<f32>, !rise.scalar<f32>, !rise.scalar<f32>) -> !rise.scalar<f32> {
        ^bb0(%u: f32, %v: f32, %w: f32):
          %m = arith.mulf %u, %v : f32
          %n = arith.addf %m, %w : f32
          rise.return %n : f32
        }
        rise.return %r : !rise.scalar<f32>
      }
      %zero = rise.literal 0.0 : f32
      %red = rise.reduceSeq #rise.nat<{K}> #rise.tuple<scalar<f32>, scalar<f32>> #rise.scalar<f32>
      %d = rise.apply %red, %acc, %zero, %z : !rise.fun<fun<tuple<scalar<f32>, scalar<f32>> -> fun<scalar<f32> -> scalar<f32>>> -> fun<scalar<f32> -> fun<array<{K}, tuple<scalar<f32>, scalar<f32>>> -> scalar<f32>>>>
      rise.return %d : !rise.scalar<f32>
    }
    %m2 = rise.mapSeq #rise.nat<{N}> #rise.array<{K}, scalar<f32>> #rise.scalar<f32>
    %row = rise.apply %m2, %colfun, %Bt : !rise.fun<fun<array<{K}, scalar<f32>> -> scalar<f32>> -> fun<array<{N}, array<{K}, scalar<f32>>> -> array<{N}, scalar<f32>>>>
    rise.return %row : !rise.array<{N}, scalar<f32>>
  }
  %m1 = rise.mapSeq #rise.nat<{M}> #rise.array<{K}, scalar<f32>> #rise.array<{N}, scalar<f32>>
  %C = rise.apply %m1, %rowfun, %A : !rise.fun<fun<array<{K}, scalar<f32>> -> array<{N}, scalar<f32>>> -> fun<array<{M}, array<{K}, scalar<f32>>> -> array<{M}, array<{N}, scalar<f32>>>>>
  rise.out %c <- %C : memref<{M}x{N}xf32>
  return
}
"""

HAND_MM = r"""func.func @mm(%a: memref<{M}x{K}xf32>, %b: memref<{K}x{N}xf32>, %c: memref<{M}x{N}xf32>) {
  affine.for %i = 0 to {M} {
    affine.for %j = 0 to {N} {
      %zero = arith.constant 0.000000e+00 : f32
      %s = affine.for %k = 0 to {K} iter_args(%acc = %zero) -> (f32) {
        %x = affine.load %a[%i, %k] : memref<{M}x{K}xf32>
        %y = affine.load %b[%k, %j] : memref<{K}x{N}xf32>
        %m = arith.mulf %x, %y : f32
        %n = arith.addf %m, %acc : f32
        affine.yield %n : f32
      }
      affine.store %s, %c[%i, %j] : memref<{M}x{N}xf32>
    }
  }
  return
}
"""

DECLS = """func.func private @rtclock() -> f64
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
"""


def fill(name, rows, cols, mod):
    """@name(%m): m[i][j] = float((i * cols + j) mod `mod`) - 3."""
    ty = f"memref<{rows}x{cols}xf32>"
    return f"""func.func @{name}(%m: {ty}) {{
  affine.for %i = 0 to {rows} {{
    affine.for %j = 0 to {cols} {{
      %l = affine.apply affine_map<(d0, d1) -> ((d0 * {cols} + d1) mod {mod})>(%i, %j)
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      %three = arith.constant 3.0 : f32
      %v = arith.subf %f, %three : f32
      affine.store %v, %m[%i, %j] : {ty}
    }}
  }}
  return
}}
"""


def checksum(rows, cols):
    """@checksum(%m) -> f32: the sum of m[i][j] * ((i + 2j) mod 5), in
    row-major order (weighted: a plain sum of a gradient telescopes to
    zero)."""
    ty = f"memref<{rows}x{cols}xf32>"
    return f"""func.func @checksum(%m: {ty}) -> f32 {{
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to {rows} iter_args(%a = %zero) -> (f32) {{
    %r = affine.for %j = 0 to {cols} iter_args(%b = %a) -> (f32) {{
      %v = affine.load %m[%i, %j] : {ty}
      %w = affine.apply affine_map<(d0, d1) -> ((d0 + d1 * 2) mod 5)>(%i, %j)
      %wi = arith.index_cast %w : index to i64
      %wf = arith.sitofp %wi : i64 to f32
      %vw = arith.mulf %v, %wf : f32
      %t = arith.addf %b, %vw : f32
      affine.yield %t : f32
    }}
    affine.yield %r : f32
  }}
  return %s : f32
}}
"""


def main_fn(buffers, fills, call, result):
    """@main: allocates `buffers` ((name, type)), fills some (`fills`:
    (function, buffer)), times `call` with rtclock, prints the checksum of
    `result` and the time."""
    out = ["func.func @main() {"]
    for b, ty in buffers:
        out.append(f"  %{b} = memref.alloc() : {ty}")
    for f, b in fills:
        ty = dict(buffers)[b]
        out.append(f"  call @{f}(%{b}) : ({ty}) -> ()")
    out.append("  %t0 = call @rtclock() : () -> f64")
    out.append("  " + call)
    out.append("  %t1 = call @rtclock() : () -> f64")
    out.append(f"  %sum = call @checksum(%{result}) : ({dict(buffers)[result]}) -> f32")
    out.append("  call @printF32(%sum) : (f32) -> ()")
    out.append("  call @printNewline() : () -> ()")
    out.append("  %dt = arith.subf %t1, %t0 : f64")
    out.append("  call @printF64(%dt) : (f64) -> ()")
    out.append("  call @printNewline() : () -> ()")
    for b, ty in buffers:
        out.append(f"  memref.dealloc %{b} : {ty}")
    out.append("  return\n}\n")
    return "\n".join(out)


def lower(strata_opt, src, passes, out_path, timing=False):
    """strata-opt `passes` on src into out_path; with timing, returns the
    --mlir-timing report."""
    cmd = [strata_opt, src] + passes + ["-o", out_path]
    if timing:
        cmd.append("--mlir-timing")
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"strata-opt failed on {src}: {r.stderr}")
    return r.stderr


def run(runner, lowered, args):
    """(checksum, kernel seconds) of a run of the lowered module."""
    if os.path.basename(runner).startswith("strata"):
        cmd = [runner, "-O3", "-e", "main", "--entry-point-result=void", lowered]
    else:
        libs = "--shared-libs=" + ",".join(runner_libs(args.llvm_lib))
        cmd = [runner, "-O3", "-e", "main", "-entry-point-result=void", libs, lowered]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed: {r.stderr}")
    lines = r.stdout.split()
    return float(lines[0]), float(lines[1])


def best_of(args, variants):
    """variants: name -> (runner, lowered). Runs them alternately
    --repeat times; name -> (checksum, best kernel time)."""
    best = {}
    for _ in range(args.repeat):
        for name, (runner, lowered) in variants.items():
            s, t = run(runner, lowered, args)
            prev = best.get(name)
            best[name] = (s, t if prev is None else min(prev[1], t))
    return best


def runners(args):
    out = [("strata-runner", os.path.join(args.strata_bin, "strata-runner"))]
    if not args.no_mlir_runner:
        out.append(("mlir-runner", os.path.join(args.llvm_bin, "mlir-runner")))
    return out


def bench_conv(args, tmp):
    strata_opt = os.path.join(args.strata_bin, "strata-opt")
    print("B2: 3x3 convolution (pad 1, Sobel kernel), naive vs separated by rise-elevate{strategy=separate-conv}")
    print(f"kernel time, best of {args.repeat}")
    print(f"{'N':>6} {'runner':>14} {'naive (ms)':>11} {'separated (ms)':>15} {'naive/separated':>16} {'checksums':>10} "
          f"{'per-nbh rule (ms)':>17}")
    for n in args.conv_sizes:
        ty = f"memref<{n}x{n}xf32>"
        text = (
            SOBEL
            + DECLS
            + CONV.replace("{N2}", str(n + 2)).replace("{N}", str(n))
            + fill("fill", n, n, 7)
            + checksum(n, n)
            + main_fn([("image", ty), ("out", ty)], [("fill", "image")], f"call @conv2d(%image, %out) : ({ty}, {ty}) -> ()", "out")
        )
        src = os.path.join(tmp, f"conv{n}.mlir")
        with open(src, "w") as f:
            f.write(text)
        naive = os.path.join(tmp, f"conv{n}-naive.mlir")
        sep = os.path.join(tmp, f"conv{n}-separated.mlir")
        lower(strata_opt, src, ["--convert-rise-to-affine"] + LOWER, naive)
        lower(strata_opt, src, ["--rise-elevate=strategy=separate-conv", "--convert-rise-to-affine"] + LOWER, sep)
        nbh = os.path.join(tmp, f"conv{n}-nbh.mlir")
        lower(strata_opt, src, ["--rise-elevate=strategy=separate-conv-nbh", "--convert-rise-to-affine"] + LOWER, nbh)
        for rname, runner in runners(args):
            b = best_of(args, {"naive": (runner, naive), "separated": (runner, sep), "nbh": (runner, nbh)})
            (sn, tn), (ss, ts), (sb, tb) = b["naive"], b["separated"], b["nbh"]
            agree = "agree" if sn == ss == sb else f"{sn} vs {ss} vs {sb}"
            print(f"{n:>6} {rname:>14} {tn * 1e3:>11.2f} {ts * 1e3:>15.2f} {tn / ts:>15.2f}x {agree:>10} "
                  f"{tb * 1e3:>17.2f}")


def timing_share(report):
    """(ConvertRiseToAffine seconds, total seconds, passes seconds) from a
    --mlir-timing report; passes excludes parsing and printing."""
    def secs(name):
        # The last column is the wall time (a user time column comes first
        # when the context is multi-threaded).
        m = re.search(r"^\s*(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)*([0-9.]+) \(\s*[0-9.]+%\)\s+" + re.escape(name) + r"\s*$", report, re.M)
        return float(m.group(1)) if m else 0.0
    total = secs("Total")
    return secs("ConvertRiseToAffine"), total, total - secs("Parser") - secs("Output")


def bench_matmul(args, tmp):
    strata_opt = os.path.join(args.strata_bin, "strata-opt")
    print("B1: f32 matmul, Rise vs hand-written affine loops, lowered naively and with the affine recipe")
    print(f"(recipe: {' '.join(AFFINE)}); kernel time, best of {args.repeat}")
    print(f"{'MxKxN':>16} {'runner':>14} {'Rise (ms)':>10} {'hand (ms)':>10} {'ratio':>7} "
          f"{'Rise+recipe':>12} {'hand+recipe':>12} {'ratio':>7} {'checksums':>10} {'Rise tiled / hand tiled (ms)':>28}")
    shares = []
    for (m, k, n) in args.matmul_sizes:
        tys = {"a": f"memref<{m}x{k}xf32>", "b": f"memref<{k}x{n}xf32>", "c": f"memref<{m}x{n}xf32>"}
        harness = (
            DECLS
            + fill("fill_a", m, k, 7)
            + fill("fill_b", k, n, 5)
            + checksum(m, n)
            + main_fn(
                list(tys.items()),
                [("fill_a", "a"), ("fill_b", "b")],
                f"call @mm(%a, %b, %c) : ({tys['a']}, {tys['b']}, {tys['c']}) -> ()",
                "c",
            )
        )
        lowered = {}
        for kind, template in (("rise", RISE_MM), ("hand", HAND_MM)):
            text = template.replace("{M}", str(m)).replace("{K}", str(k)).replace("{N}", str(n)) + harness
            src = os.path.join(tmp, f"mm{m}x{k}x{n}-{kind}.mlir")
            with open(src, "w") as f:
                f.write(text)
            first = ["--convert-rise-to-affine"] if kind == "rise" else []
            variants = [("naive", []), ("recipe", AFFINE)]
            # Tiled by 32x32: by the Elevate strategy in Rise, by
            # affine-loop-tile in the hand-written nest.
            if m % 32 == 0 and n % 32 == 0:
                variants.append(("tiled", ["--affine-loop-tile=tile-size=32"]))
            for opt, extra in variants:
                if opt == "tiled" and kind == "rise":
                    first_, extra = ["--rise-elevate=strategy=tile tile-size=32"] + first, []
                else:
                    first_ = first
                out = os.path.join(tmp, f"mm{m}x{k}x{n}-{kind}-{opt}.ll.mlir")
                lower(strata_opt, src, first_ + extra + LOWER, out)
                lowered[(kind, opt)] = out
            if kind == "rise":
                for opt, extra in (("naive", []), ("recipe", AFFINE)):
                    best = None
                    for _ in range(args.repeat):
                        rep = lower(strata_opt, src, first + extra + LOWER, os.devnull, timing=True)
                        r, total, passes = timing_share(rep)
                        if best is None or total < best[1]:
                            best = (r, total, passes)
                    shares.append((f"{m}x{k}x{n}", opt, best))
        for rname, runner in runners(args):
            b = best_of(args, {key: (runner, path) for key, path in lowered.items()})
            sums = {v[0] for v in b.values()}
            agree = "agree" if len(sums) == 1 else " ".join(str(s) for s in sorted(sums))
            t = {key: v[1] * 1e3 for key, v in b.items()}
            tiled = "n/a"
            if ("rise", "tiled") in t:
                tiled = (f"{t[('rise', 'tiled')]:.2f} / {t[('hand', 'tiled')]:.2f} = "
                         f"{t[('rise', 'tiled')] / t[('hand', 'tiled')]:.2f}x")
            print(f"{f'{m}x{k}x{n}':>16} {rname:>14} {t[('rise', 'naive')]:>10.2f} {t[('hand', 'naive')]:>10.2f} "
                  f"{t[('rise', 'naive')] / t[('hand', 'naive')]:>6.2f}x {t[('rise', 'recipe')]:>12.2f} "
                  f"{t[('hand', 'recipe')]:>12.2f} {t[('rise', 'recipe')] / t[('hand', 'recipe')]:>6.2f}x {agree:>10} "
                  f"{tiled:>28}")
    print()
    print("compile time of the Rise program (strata-opt --mlir-timing, best total of --repeat)")
    print(f"{'MxKxN':>16} {'pipeline':>9} {'total (ms)':>11} {'passes (ms)':>12} {'rise-to-affine (ms)':>20} "
          f"{'% of total':>11} {'% of passes':>12}")
    for size, opt, (r, total, passes) in shares:
        print(f"{size:>16} {opt:>9} {total * 1e3:>11.3f} {passes * 1e3:>12.3f} {r * 1e3:>20.3f} "
              f"{100 * r / total:>10.1f}% {100 * r / passes:>11.1f}%")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", nargs="*", help="conv, matmul (default: both)")
    ap.add_argument("--strata-bin", default=os.path.join(HERE, "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--conv-sizes", default="256,512,1024,2048")
    ap.add_argument("--matmul-sizes", default="1024x1024x1024,1x784x128")
    ap.add_argument("--no-mlir-runner", action="store_true", help="run with strata-runner only")
    ap.add_argument("--keep", action="store_true", help="keep the generated files (prints where)")
    args = ap.parse_args()
    args.which = args.which or ["conv", "matmul"]
    if any(w not in ("conv", "matmul") for w in args.which):
        ap.error("benchmarks are conv and matmul")
    args.conv_sizes = [int(s) for s in args.conv_sizes.split(",")]
    args.matmul_sizes = [tuple(int(x) for x in s.split("x")) for s in args.matmul_sizes.split(",")]
    tmp = tempfile.mkdtemp() if args.keep else None
    with tempfile.TemporaryDirectory() as auto:
        tmp = tmp or auto
        if args.keep:
            print(f"generated files in {tmp}")
        if "conv" in args.which:
            bench_conv(args, tmp)
            print()
        if "matmul" in args.which:
            bench_matmul(args, tmp)


if __name__ == "__main__":
    main()
