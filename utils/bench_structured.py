#!/usr/bin/env python3
"""Structured-ops benchmark: `one-shot-bufferize` and
`linalg-fuse-elementwise-ops` on large modules of tensor code.

Generates modules of functions on tensors (chains of elementwise
`linalg.generic` and named elementwise ops, `linalg.fill` and
`linalg.matmul`, `tensor.extract_slice`/`insert_slice`, `scf.for` loops with
tensor iteration arguments) at 1x, 4x and 16x a base size (--sizes), runs
each workload with strata-opt and mlir-opt 22 alternately (best of --runs;
wall time, CPU time and peak RSS of the process), checks that both print
the same text, and prints a Markdown table per workload and the growth
exponents log(t_last / t_first) / log(s_last / s_first) (1.0 linear, 2.0
quadratic).

Workloads (--workloads, comma-separated; default all):

  fuse           linalg-fuse-elementwise-ops on --base functions
  bufferize      one-shot-bufferize{bufferize-function-boundaries} on
                 --base functions
  bufferize-one  the same pass on one function of --one-base blocks of
                 17 ops (at 1x), each block consuming the previous one's
                 result: the analysis works per function, so this is its
                 large case (mlir-opt's time grows as the square of it)

  python3 utils/bench_structured.py                  # 200 / 800 / 3200 functions
  python3 utils/bench_structured.py --quick
  python3 utils/bench_structured.py --workloads bufferize-one --runs 3

Python 3 stdlib only.
"""

import argparse
import filecmp
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_scaling import exponent, measure  # noqa: E402

T = "tensor<64x64xf32>"
S = "tensor<16x64xf32>"
ID = "#id"


def block(f, k, src, other, init, ind):
    """One block of tensor ops reading `src` and `other`, filling `init`;
    returns the name of its result. `k` makes the names unique."""
    p = f"{ind}"
    f.write(f"{p}%e{k} = tensor.empty() : {T}\n")
    f.write(f"{p}%g{k} = linalg.generic {{indexing_maps = [{ID}, {ID}, {ID}], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} ins({src}, {other} : {T}, {T}) "
            f"outs(%e{k} : {T}) {{\n")
    f.write(f"{p}^bb0(%x: f32, %y: f32, %o: f32):\n")
    f.write(f"{p}  %s = arith.addf %x, %y : f32\n{p}  linalg.yield %s : f32\n{p}}} -> {T}\n")
    f.write(f"{p}%h{k} = linalg.generic {{indexing_maps = [{ID}, {ID}], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} ins(%g{k} : {T}) outs(%e{k} : {T}) {{\n")
    f.write(f"{p}^bb0(%x: f32, %o: f32):\n")
    f.write(f"{p}  %s = arith.mulf %x, %x : f32\n{p}  linalg.yield %s : f32\n{p}}} -> {T}\n")
    f.write(f"{p}%n{k} = linalg.add ins(%h{k}, {other} : {T}, {T}) outs(%e{k} : {T}) -> {T}\n")
    f.write(f"{p}%f{k} = linalg.fill ins(%cst : f32) outs({init} : {T}) -> {T}\n")
    f.write(f"{p}%m{k} = linalg.matmul ins(%n{k}, {other} : {T}, {T}) outs(%f{k} : {T}) -> {T}\n")
    f.write(f"{p}%s{k} = tensor.extract_slice %m{k}[0, 0] [16, 64] [1, 1] : {T} to {S}\n")
    f.write(f"{p}%x{k} = linalg.exp ins(%s{k} : {S}) outs(%s{k} : {S}) -> {S}\n")
    f.write(f"{p}%r{k} = tensor.insert_slice %x{k} into %m{k}[0, 0] [16, 64] [1, 1] : {S} into {T}\n")
    f.write(f"{p}%l{k} = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %r{k}) -> ({T}) {{\n")
    f.write(f"{p}  %ta = tensor.extract_slice %t[%i, 0] [16, 64] [1, 1] : {T} to {S}\n")
    f.write(f"{p}  %tb = linalg.negf ins(%ta : {S}) outs(%ta : {S}) -> {S}\n")
    f.write(f"{p}  %tc = tensor.insert_slice %tb into %t[%i, 0] [16, 64] [1, 1] : {S} into {T}\n")
    f.write(f"{p}  scf.yield %tc : {T}\n{p}}}\n")
    return f"%l{k}"


def prologue(f, name):
    f.write(f"  func.func @{name}(%a: {T}, %b: {T}, %init: {T}) -> {T} {{\n")
    f.write("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n")
    f.write("    %c4 = arith.constant 4 : index\n    %cst = arith.constant 0.000000e+00 : f32\n")


def generate_functions(path, units):
    """`units` functions of two blocks each."""
    with open(path, "w") as f:
        f.write(f"{ID} = affine_map<(d0, d1) -> (d0, d1)>\nmodule {{\n")
        for i in range(units):
            prologue(f, f"f{i}")
            r = block(f, 0, "%a", "%b", "%init", "    ")
            r = block(f, 1, r, "%b", "%init", "    ")
            f.write(f"    return {r} : {T}\n  }}\n")
        f.write("}\n")


def generate_one(path, units):
    """One function of `units` blocks, each reading the previous result."""
    with open(path, "w") as f:
        f.write(f"{ID} = affine_map<(d0, d1) -> (d0, d1)>\nmodule {{\n")
        prologue(f, "f")
        r = "%a"
        for k in range(units):
            r = block(f, k, r, "%b", "%init", "    ")
        f.write(f"    return {r} : {T}\n  }}\n}}\n")


BUFFERIZE = "--one-shot-bufferize=bufferize-function-boundaries"
WORKLOADS = {
    "fuse": (generate_functions, ["--linalg-fuse-elementwise-ops"]),
    "bufferize": (generate_functions, [BUFFERIZE]),
    "bufferize-one": (generate_one, [BUFFERIZE]),
}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--base", type=int, default=None,
                    help="functions (blocks for bufferize-one) at 1x (default 200; 20 with --quick)")
    ap.add_argument("--one-base", type=int, default=None,
                    help="blocks of the one function of bufferize-one at 1x (default 10; 5 with --quick)")
    ap.add_argument("--sizes", default="1,4,16", help="size multipliers (default 1,4,16)")
    ap.add_argument("--workloads", default=None, help="comma-separated workloads (default all)")
    ap.add_argument("--runs", type=int, default=None, help="best of N (default 3; 1 with --quick)")
    ap.add_argument("--quick", action="store_true", help="small inputs, one run")
    ap.add_argument("--keep", help="keep the generated inputs and outputs in this directory")
    args = ap.parse_args()

    base = args.base if args.base is not None else (20 if args.quick else 200)
    one_base = args.one_base if args.one_base is not None else (5 if args.quick else 10)
    runs = args.runs if args.runs is not None else (1 if args.quick else 3)
    sizes = [float(s) for s in args.sizes.split(",") if s.strip()]
    names = [n.strip() for n in args.workloads.split(",")] if args.workloads else list(WORKLOADS)
    for n in names:
        if n not in WORKLOADS:
            sys.exit(f"unknown workload {n!r}; known: {', '.join(WORKLOADS)}")
    for t in (args.strata, args.mlir_opt):
        if not os.access(t, os.X_OK):
            sys.exit(f"not an executable: {t}")
    tools = (("strata-opt", args.strata), ("mlir-opt", args.mlir_opt))

    tmp_ctx = tempfile.TemporaryDirectory()
    tmp = args.keep or tmp_ctx.name
    os.makedirs(tmp, exist_ok=True)
    print(f"Base {base} functions ({one_base} blocks for bufferize-one), sizes {args.sizes}, best of {runs} alternating runs, {os.cpu_count()} CPUs. "
          f"Exponent: log(t_last / t_first) / log(size_last / size_first).\n")
    summary = []
    all_identical = True
    for name in names:
        gen, pass_args = WORKLOADS[name]
        rows = []
        for mult in sizes:
            units = max(1, round((one_base if name == "bufferize-one" else base) * mult))
            tag = f"{name}-{mult:g}x"
            path = os.path.join(tmp, f"{tag}.mlir")
            gen(path, units)
            with open(path) as fh:
                lines = sum(1 for _ in fh)
            outputs = {n: os.path.join(tmp, f"{tag}.{n}.out") for n, _ in tools}
            res = measure(tools, pass_args, path, outputs, runs)
            identical = filecmp.cmp(outputs["strata-opt"], outputs["mlir-opt"], shallow=False)
            all_identical &= identical
            if not args.keep:
                for o in outputs.values():
                    os.remove(o)
                os.remove(path)
            rows.append((mult, units, lines, res, identical))
        unit = "blocks" if name == "bufferize-one" else "functions"
        print(f"### {name} (`{' '.join(pass_args)}`)\n")
        print(f"| size | {unit} | input lines | strata-opt s | mlir-opt s | ratio (mlir / strata) "
              "| strata CPU s | mlir CPU s | strata RSS MiB | mlir RSS MiB | identical |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for mult, units, lines, res, identical in rows:
            (st, sr, sc), (mt, mr, mc) = res["strata-opt"], res["mlir-opt"]
            print(f"| {mult:g}x | {units} | {lines} | {st:.3f} | {mt:.3f} | {mt / st:.2f}x "
                  f"| {sc:.2f} | {mc:.2f} | {sr:.0f} | {mr:.0f} | {'yes' if identical else 'NO'} |")
        print()
        first, last = rows[0], rows[-1]
        s0, s1 = first[0], last[0]
        summary.append((
            name,
            exponent(first[3]["strata-opt"][0], last[3]["strata-opt"][0], s0, s1),
            exponent(first[3]["mlir-opt"][0], last[3]["mlir-opt"][0], s0, s1),
            min(r[3]["mlir-opt"][0] / r[3]["strata-opt"][0] for r in rows),
        ))
        sys.stdout.flush()
    print(f"### Growth exponents ({sizes[0]:g}x to {sizes[-1]:g}x)\n")
    print("| workload | strata-opt time | mlir-opt time | worst time ratio (mlir / strata) |")
    print("|---|---:|---:|---:|")
    for name, es, em, worst in summary:
        print(f"| {name} | {es:.2f} | {em:.2f} | {worst:.2f}x |")
    print(f"\nOutputs identical: {'yes' if all_identical else 'NO'}")
    tmp_ctx.cleanup()
    if not all_identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
