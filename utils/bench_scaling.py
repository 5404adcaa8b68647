#!/usr/bin/env python3
"""Scaling benchmark: how strata-opt and mlir-opt 22 grow with the input.

Generates each workload's input at 1x, 4x and 16x a base size (--sizes),
runs parse/print and each pass or pipeline on it with both tools (the
tools alternate, best of --runs; peak RSS from os.wait4), checks that both
tools print the same output, and prints a Markdown table per workload
(wall time, CPU time, their ratios to mlir-opt, peak RSS) and a summary of
the growth exponents: log(t_last / t_first) / log(s_last /
s_first), 1.0 for linear growth, 2.0 for quadratic, with the sizes the
input multipliers (16x over 1x by default). The wall time is the measure;
the CPU time (user + system, all threads) helps read it on a loaded
machine, where wall times of both tools stretch.

Workloads (--passes, comma-separated; default all):

  parse-print    parse, verify and print the func/arith/scf/cf/memref mix
  canonicalize   func.func(canonicalize) on bodies with folding work
  cse            func.func(cse) on the same input
  inline         inline on public functions calling private helpers
  inline-chain   inline on public functions f_i calling f_(i-1): inlining
                 grows the IR. The multiplier applies to the output: the
                 number of functions grows as its square root, so the
                 exponent is over the output size (the input grows as the
                 square root of it).
  symbol-dce     symbol-dce on private functions calling each other in
                 chains, a third of them dead
  sccp           sccp on public functions calling private helpers
  remove-dead-values, loop-invariant-code-motion, control-flow-sink,
  topological-sort, mem2reg
                 the pass on the mix
  lower-to-llvm  convert-scf-to-cf,expand-strided-metadata,
                 finalize-memref-to-llvm,convert-to-llvm,
                 reconcile-unrealized-casts on the mix
  lower-to-llvm-one-shot
                 the same pipeline with allow-pattern-rollback=false on
                 convert-scf-to-cf and convert-to-llvm (MLIR's flag to
                 convert without keeping what is replaced)
  lower-to-llvm-stores
                 the same pipeline on one function of stores into one
                 memref (a value with a use per store)

Any other name is run as that pass (`--name`) on the mix.

  python3 utils/bench_scaling.py --quick
  python3 utils/bench_scaling.py --passes inline-chain,symbol-dce --runs 3
  python3 utils/bench_scaling.py --base 200 --sizes 1,2,4,8

Python 3 stdlib only.
"""

import argparse
import filecmp
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_parse_print import generate_mix, run_once  # noqa: E402
from bench_pipeline import generate, generate_calls  # noqa: E402

OPS = 100  # ops per generated function

LOWER_TO_LLVM = ("convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,"
                 "convert-to-llvm,reconcile-unrealized-casts")
# The same with the conversions that take it run without rollback.
LOWER_TO_LLVM_ONE_SHOT = ("convert-scf-to-cf{allow-pattern-rollback=false},expand-strided-metadata,"
                          "finalize-memref-to-llvm,convert-to-llvm{allow-pattern-rollback=false},"
                          "reconcile-unrealized-casts")


def generate_chain(path, functions, ops_per_function):
    """Public functions of arithmetic where f_i ends by calling f_(i-1):
    inlining makes f_i hold all of f_0..f_i, so the output grows as the
    square of the number of functions."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(f"  func.func @f{i}(%a: i32, %b: i32) -> i32 {{\n")
            prev = "%a"
            for j in range(max(1, ops_per_function // 4)):
                f.write(f"    %x{j} = arith.addi {prev}, %b : i32\n")
                f.write(f"    %y{j} = arith.muli %x{j}, %a : i32\n")
                f.write(f"    %z{j} = arith.subi %y{j}, %b : i32\n")
                f.write(f"    %w{j} = arith.xori %z{j}, %x{j} : i32\n")
                prev = f"%w{j}"
            if i > 0:
                f.write(f"    %c = func.call @f{i - 1}({prev}, %a) : (i32, i32) -> i32\n")
                prev = "%c"
            f.write(f"    return {prev} : i32\n  }}\n")
        f.write("}\n")


def generate_stores(path, functions, ops_per_function):
    """One function storing constants into one small memref: as many ops
    as `functions` functions of the others, and a value (the memref) with
    a use per store, which a conversion must not scan per use."""
    stores = max(1, functions * ops_per_function // 4)
    with open(path, "w") as f:
        f.write("module {\n  func.func @main() {\n    %m = memref.alloc() : memref<12x12xf64>\n")
        for k in range(stores):
            f.write(f"    %i{k} = arith.constant {k % 12} : index\n")
            f.write(f"    %j{k} = arith.constant {k // 12 % 12} : index\n")
            f.write(f"    %v{k} = arith.constant {k}.0 : f64\n")
            f.write(f"    memref.store %v{k}, %m[%i{k}, %j{k}] : memref<12x12xf64>\n")
        f.write("    memref.dealloc %m : memref<12x12xf64>\n    return\n  }\n}\n")


def generate_symbols(path, functions, ops_per_function):
    """Private functions in chains of three (@p_i calls @p_(i+1) within a
    chain); every other chain is called by a public function, the private
    functions of the others are dead."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            chain, pos = divmod(i, 3)
            f.write(f"  func.func private @p{i}(%a: i32, %b: i32) -> i32 {{\n")
            prev = "%a"
            for j in range(max(1, (ops_per_function - 2) // 3)):
                f.write(f"    %x{j} = arith.addi {prev}, %b : i32\n")
                f.write(f"    %y{j} = arith.muli %x{j}, %a : i32\n")
                f.write(f"    %z{j} = arith.subi %y{j}, %b : i32\n")
                prev = f"%z{j}"
            if pos < 2 and i + 1 < functions:
                f.write(f"    %c = func.call @p{i + 1}({prev}, %a) : (i32, i32) -> i32\n")
                prev = "%c"
            f.write(f"    return {prev} : i32\n  }}\n")
            if pos == 2 and chain % 2 == 0:
                f.write(f"  func.func @f{chain}(%a: i32) -> i32 {{\n")
                f.write(f"    %c = func.call @p{i - 2}(%a, %a) : (i32, i32) -> i32\n")
                f.write("    return %c : i32\n  }\n")
        f.write("}\n")


# name -> (input generator, tool arguments)
WORKLOADS = {
    "parse-print": (generate_mix, []),
    "canonicalize": (generate, ["--pass-pipeline=builtin.module(func.func(canonicalize))"]),
    "cse": (generate, ["--pass-pipeline=builtin.module(func.func(cse))"]),
    "inline": (generate_calls, ["--inline"]),
    "inline-chain": (generate_chain, ["--inline"]),
    "symbol-dce": (generate_symbols, ["--symbol-dce"]),
    "sccp": (generate_calls, ["--sccp"]),
    "remove-dead-values": (generate_mix, ["--remove-dead-values"]),
    "loop-invariant-code-motion": (generate_mix, ["--loop-invariant-code-motion"]),
    "control-flow-sink": (generate_mix, ["--control-flow-sink"]),
    "topological-sort": (generate_mix, ["--topological-sort"]),
    "mem2reg": (generate_mix, ["--mem2reg"]),
    "lower-to-llvm": (generate_mix, [f"--pass-pipeline=builtin.module({LOWER_TO_LLVM})"]),
    "lower-to-llvm-one-shot": (generate_mix, [f"--pass-pipeline=builtin.module({LOWER_TO_LLVM_ONE_SHOT})"]),
    "lower-to-llvm-stores": (generate_stores, [f"--pass-pipeline=builtin.module({LOWER_TO_LLVM})"]),
}


def functions_at(name, base, mult):
    """The number of functions of workload `name` at `mult` times the base."""
    if name == "inline-chain":
        # The output holds about functions^2 / 2 function bodies: scale it,
        # starting from a chain whose output is about 1.5x the others' input.
        return max(2, round(math.sqrt(3 * base * mult)))
    return max(1, round(base * mult))


def workload(name):
    if name in WORKLOADS:
        return WORKLOADS[name]
    return (generate_mix, [f"--{name}"])


def fail(tool, cmd, what):
    err = subprocess.run(cmd, capture_output=True, text=True).stderr
    sys.exit(f"{tool} failed {what} (`{' '.join(cmd)}`):\n{err[-2000:]}")


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def measure(tools, args, path, outputs, runs):
    """Runs each tool `runs` times, alternately; the first run of each
    writes its output to `outputs[name]` (later ones to /dev/null).
    Returns name -> (best wall seconds, peak RSS MiB, best CPU seconds);
    the CPU time (user + system of the process, from the difference of
    the children's rusage around the run) is less disturbed than the wall time by
    other load on the machine, but adds up the threads."""
    results = {}
    for run in range(runs):
        for name, tool in tools:
            out = outputs[name] if run == 0 else os.devnull
            cmd = [tool, *args, path, "-o", out]
            before = children_cpu()
            t, rss, code = run_once(cmd)
            cpu = children_cpu() - before
            if code != 0:
                fail(tool, cmd, f"on {os.path.basename(path)} (exit {code})")
            best, peak, best_cpu = results.get(name, (None, 0.0, None))
            results[name] = (
                t if best is None else min(best, t),
                max(peak, rss),
                cpu if best_cpu is None else min(best_cpu, cpu),
            )
    return results


def exponent(x0, x1, s0, s1):
    if x0 <= 0 or x1 <= 0 or s1 == s0:
        return float("nan")
    return math.log(x1 / x0) / math.log(s1 / s0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--base", type=int, default=None,
                    help=f"functions (of ~{OPS} ops) at 1x (default 500; 50 with --quick)")
    ap.add_argument("--sizes", default="1,4,16", help="size multipliers (default 1,4,16)")
    ap.add_argument("--passes", default=None, help="comma-separated workloads (default all)")
    ap.add_argument("--runs", type=int, default=None, help="best of N (default 3; 1 with --quick)")
    ap.add_argument("--quick", action="store_true", help="small inputs, one run")
    ap.add_argument("--one-thread", action="store_true", help="pass --mlir-disable-threading to both tools")
    ap.add_argument("--keep", help="keep the generated inputs and outputs in this directory")
    args = ap.parse_args()

    base = args.base if args.base is not None else (50 if args.quick else 500)
    runs = args.runs if args.runs is not None else (1 if args.quick else 3)
    sizes = [float(s) for s in args.sizes.split(",") if s.strip()]
    names = [n.strip() for n in args.passes.split(",")] if args.passes else list(WORKLOADS)
    for t in (args.strata, args.mlir_opt):
        if not os.access(t, os.X_OK):
            sys.exit(f"not an executable: {t}")
    tools = (("strata-opt", args.strata), ("mlir-opt", args.mlir_opt))
    extra = ["--mlir-disable-threading"] if args.one_thread else []

    tmp_ctx = tempfile.TemporaryDirectory()
    tmp = args.keep or tmp_ctx.name
    os.makedirs(tmp, exist_ok=True)
    print(f"Base {base} functions of ~{OPS} ops, sizes {args.sizes}, best of {runs} alternating runs, "
          f"{'one thread' if args.one_thread else 'default threading'}, {os.cpu_count()} CPUs. "
          f"Exponent: log(t_last / t_first) / log(size_last / size_first).\n")
    summary = []
    all_identical = True
    for name in names:
        gen, pass_args = workload(name)
        rows = []
        for mult in sizes:
            functions = functions_at(name, base, mult)
            tag = f"{name}-{mult:g}x"
            path = os.path.join(tmp, f"{tag}.mlir")
            gen(path, functions, OPS)
            outputs = {n: os.path.join(tmp, f"{tag}.{n}.out") for n, _ in tools}
            res = measure(tools, pass_args + extra, path, outputs, runs)
            identical = filecmp.cmp(outputs["strata-opt"], outputs["mlir-opt"], shallow=False)
            all_identical &= identical
            out_size = os.path.getsize(outputs["strata-opt"])
            if not args.keep:
                for o in outputs.values():
                    os.remove(o)
                in_size = os.path.getsize(path)
                os.remove(path)
            else:
                in_size = os.path.getsize(path)
            rows.append((mult, functions, in_size, out_size, res, identical))
        print(f"### {name} (`{' '.join(pass_args) or 'parse, verify, print'}`)\n")
        print("| size | functions | input MiB | output MiB | strata-opt s | mlir-opt s | ratio (mlir / strata) "
              "| strata CPU s | mlir CPU s | CPU ratio | strata RSS MiB | mlir RSS MiB | identical |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for mult, functions, in_size, out_size, res, identical in rows:
            (st, sr, sc), (mt, mr, mc) = res["strata-opt"], res["mlir-opt"]
            print(f"| {mult:g}x | {functions} | {in_size / 2**20:.1f} | {out_size / 2**20:.1f} | {st:.3f} | {mt:.3f} "
                  f"| {mt / st:.2f}x | {sc:.2f} | {mc:.2f} | {mc / sc:.2f}x | {sr:.0f} | {mr:.0f} "
                  f"| {'yes' if identical else 'NO'} |")
        print()
        first, last = rows[0], rows[-1]
        s0, s1 = first[0], last[0]
        ex = lambda tool, i: exponent(first[4][tool][i], last[4][tool][i], s0, s1)  # noqa: E731
        summary.append((
            name,
            ex("strata-opt", 0),
            ex("mlir-opt", 0),
            ex("strata-opt", 2),
            ex("mlir-opt", 2),
            ex("strata-opt", 1),
            exponent(first[3], last[3], s0, s1),
            min(r[4]["mlir-opt"][0] / r[4]["strata-opt"][0] for r in rows),
        ))
        sys.stdout.flush()
    print(f"### Growth exponents ({sizes[0]:g}x to {sizes[-1]:g}x)\n")
    print("| workload | strata-opt time | mlir-opt time | strata-opt CPU | mlir-opt CPU | strata-opt RSS "
          "| output size | worst time ratio (mlir / strata) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, es, em, ecs, ecm, er, eo, worst in summary:
        print(f"| {name} | {es:.2f} | {em:.2f} | {ecs:.2f} | {ecm:.2f} | {er:.2f} | {eo:.2f} | {worst:.2f}x |")
    print(f"\nOutputs identical: {'yes' if all_identical else 'NO'}")
    tmp_ctx.cleanup()
    if not all_identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
