#!/usr/bin/env python3
"""Scale benchmark of the affine passes: strata-opt against mlir-opt 22 on
the same generated module, in one run.

    utils/bench_affine_passes.py [--functions F] [--nests N] [--passes P,...]

The module has F functions of N loop nests each (default 500 x 8: 4,000
nests), in producer-consumer chains through local buffers, with loads that
repeat stores (scalar replacement's work) and 2-D nests (fusion at depth 1
and 2), plus one function holding F x N / 4 nests (a long block). Each
pass (default affine-scalrep and affine-loop-fusion) runs alone on the
module, both tools alternately, best of --repeat; prints wall and CPU time,
peak RSS, the ratio, and whether the printed outputs are identical. A
benchmark command, not a test. Python 3 standard library only.
"""

import argparse
import os
import sys
import tempfile

from bench_runner import CPU, run_measured

HERE = os.path.dirname(os.path.abspath(__file__))


def nest(k, src, dst, n):
    """One nest: 1-D or 2-D (every third), reading `src` and writing `dst`,
    with a load that repeats the stored value."""
    if k % 3 == 2:
        return f"""    affine.for %i = 0 to {n} {{
      affine.for %j = 0 to {n} {{
        %a = affine.load {src}[%i, %j] : memref<{n}x{n}xf32>
        %b = arith.mulf %a, %a : f32
        affine.store %b, {dst}[%i, %j] : memref<{n}x{n}xf32>
        %c = affine.load {dst}[%i, %j] : memref<{n}x{n}xf32>
        %d = arith.addf %c, %b : f32
        affine.store %d, {dst}[%i, %j] : memref<{n}x{n}xf32>
      }}
    }}"""
    return f"""    affine.for %i = 0 to {n} {{
      affine.for %j = 0 to {n} {{
        %a = affine.load {src}[%i, %j] : memref<{n}x{n}xf32>
        %b = arith.addf %a, %a : f32
        affine.store %b, {dst}[%i, %j] : memref<{n}x{n}xf32>
      }}
    }}"""


def function(name, nests, n):
    ty = f"memref<{n}x{n}xf32>"
    lines = [f"  func.func @{name}(%in: {ty}, %out: {ty}) {{"]
    bufs = [f"%t{k}" for k in range(nests - 1)]
    for b in bufs:
        lines.append(f"    {b} = memref.alloc() : {ty}")
    chain = ["%in"] + bufs + ["%out"]
    for k in range(nests):
        lines.append(nest(k, chain[k], chain[k + 1], n))
    for b in bufs:
        lines.append(f"    memref.dealloc {b} : {ty}")
    lines.append("    return\n  }")
    return "\n".join(lines)


def generate(path, functions, nests, n):
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(function(f"f{i}", nests, n) + "\n")
        f.write(function("long", max(2, functions * nests // 4), n) + "\n")
        f.write("}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata-bin", default=os.path.join(HERE, "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--functions", type=int, default=500)
    ap.add_argument("--nests", type=int, default=8)
    ap.add_argument("--size", type=int, default=64)
    ap.add_argument("--passes", default="affine-scalrep,affine-loop-fusion")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    tools = [
        ("strata-opt", os.path.join(args.strata_bin, "strata-opt")),
        ("mlir-opt", os.path.join(args.llvm_bin, "mlir-opt")),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "nests.mlir")
        generate(src, args.functions, args.nests, args.size)
        total = args.functions * args.nests + max(2, args.functions * args.nests // 4)
        print(f"== {total} loop nests in {args.functions + 1} functions, {os.path.getsize(src) / 1e6:.1f} MB")
        rows = []
        for p in [p for p in args.passes.split(",") if p]:
            best, outs = {}, {}
            for _ in range(args.repeat):
                for name, exe in tools:
                    dst = os.path.join(tmp, f"{p}.{name}.mlir")
                    pipeline = f"--pass-pipeline=builtin.module(func.func({p}))"
                    t, rss, code, _, err = run_measured([exe, src, pipeline, "-o", dst])
                    if code != 0:
                        sys.exit(f"{name} {p} failed (exit {code}):\n{err}")
                    cpu = CPU[exe]
                    prev = best.get(name)
                    best[name] = (min(t, prev[0]), min(cpu, prev[1]), max(rss, prev[2])) if prev else (t, cpu, rss)
                    with open(dst) as f:
                        outs[name] = f.read()
            same = "identical" if outs["strata-opt"] == outs["mlir-opt"] else "DIFFERENT"
            (st, sc, sr), (mt, mc, mr) = best["strata-opt"], best["mlir-opt"]
            print(
                f"{p}: strata-opt {st:.3f} s (CPU {sc:.3f} s), {sr:.0f} MiB; mlir-opt {mt:.3f} s "
                f"(CPU {mc:.3f} s), {mr:.0f} MiB; mlir / strata {mt / st:.2f}x wall, {mc / sc:.2f}x CPU; "
                f"outputs {same}"
            )
            rows.append((p, st, sc, sr, mt, mc, mr, same))
        print()
        print("| pass | strata-opt | mlir-opt 22 | speedup (CPU) | peak RSS strata / mlir | outputs |")
        print("|---|---:|---:|---:|---:|---|")
        for p, st, sc, sr, mt, mc, mr, same in rows:
            print(f"| `{p}` | {sc:.2f} s | {mc:.2f} s | {mc / sc:.1f}x | {sr:.0f} / {mr:.0f} MiB | {same} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
