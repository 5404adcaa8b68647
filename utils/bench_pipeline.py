#!/usr/bin/env python3
"""Pass-pipeline benchmark: strata-opt against mlir-opt 22.

Generates one large func/arith module with real canonicalization work
(duplicate constants scattered through the bodies, constant expressions to
fold, identities such as `x + 0` and `x * 1`, dead ops, round-trip casts)
and runs `--pass-pipeline=builtin.module(func.func(canonicalize,cse))`
(configurable with --pipeline) on it with each tool, with one thread
(`--mlir-disable-threading`) and with the default threading. The tools run
alternately, best of N; peak RSS from os.wait4. Before timing, both
tools' outputs are compared, and the table says whether they are identical.
Python 3 stdlib only.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_parse_print import run_once  # noqa: E402


def generate(path, functions, ops_per_function):
    """Each step of a body is 10 ops; about half of them canonicalize away."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(f"  func.func @f{i}(%a: i32, %b: i32) -> i32 {{\n")
            prev = "%a"
            for j in range(max(1, ops_per_function // 10)):
                k = j % 7
                f.write(f"    %z{j} = arith.constant 0 : i32\n")
                f.write(f"    %o{j} = arith.constant 1 : i32\n")
                f.write(f"    %k{j} = arith.constant {k + 2} : i32\n")
                f.write(f"    %e{j} = arith.addi %k{j}, %o{j} : i32\n")
                f.write(f"    %x{j} = arith.addi {prev}, %z{j} : i32\n")
                f.write(f"    %y{j} = arith.muli %x{j}, %o{j} : i32\n")
                f.write(f"    %dead{j} = arith.subi %y{j}, %b : i32\n")
                f.write(f"    %u{j} = builtin.unrealized_conversion_cast %y{j} : i32 to i64\n")
                f.write(f"    %v{j} = builtin.unrealized_conversion_cast %u{j} : i64 to i32\n")
                f.write(f"    %w{j} = arith.xori %v{j}, %e{j} : i32\n")
                prev = f"%w{j}"
            f.write(f"    return {prev} : i32\n  }}\n")
        f.write("}\n")


def generate_calls(path, functions, ops_per_function):
    """A module for module-level pipelines (inline, symbol-dce, sccp): each
    public function calls a private helper with constant arguments; the
    helper's body is arithmetic on them behind a constant branch."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(f"  func.func private @h{i}(%a: i32, %b: i32) -> i32 {{\n")
            prev = "%a"
            for j in range(max(1, ops_per_function // 4)):
                f.write(f"    %x{j} = arith.addi {prev}, %b : i32\n")
                f.write(f"    %y{j} = arith.muli %x{j}, %a : i32\n")
                f.write(f"    %z{j} = arith.subi %y{j}, %b : i32\n")
                f.write(f"    %w{j} = arith.xori %z{j}, %x{j} : i32\n")
                prev = f"%w{j}"
            f.write(f"    return {prev} : i32\n  }}\n")
            f.write(f"  func.func @f{i}(%p: i32) -> i32 {{\n")
            f.write(f"    %k = arith.constant {i % 13 + 1} : i32\n")
            f.write("    %c2 = arith.constant 2 : i32\n")
            f.write(f"    %r = call @h{i}(%k, %c2) : (i32, i32) -> i32\n")
            f.write("    %s = arith.addi %r, %p : i32\n")
            f.write("    return %s : i32\n  }\n")
        f.write("}\n")


def bench(tools, path, pipeline, runs):
    """Runs every (tool, threading) variant alternately; returns the best
    time and peak RSS of each."""
    results = {}
    for _ in range(runs):
        for name, tool, extra in tools:
            cmd = [tool, f"--pass-pipeline={pipeline}", *extra, path, "-o", os.devnull]
            t, r, code = run_once(cmd)
            if code != 0:
                sys.exit(f"{tool} failed on the benchmark input (exit {code}); run it by hand to see why")
            best, rss = results.get(name, (None, 0.0))
            results[name] = (t if best is None else min(best, t), max(rss, r))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--ops", type=int, default=250, help="ops per function")
    ap.add_argument("--pipeline", default="builtin.module(func.func(canonicalize,cse))")
    ap.add_argument("--runs", type=int, default=3, help="best of N")
    ap.add_argument("--keep", help="also write the generated input to this path")
    ap.add_argument("--calls", action="store_true",
                    help="generate public functions calling private helpers (for inline, symbol-dce, sccp)")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or os.path.join(tmp, "bench.mlir")
        (generate_calls if args.calls else generate)(path, args.functions, args.ops)
        size = os.path.getsize(path)
        # One op a line, but for the closing braces of regions.
        with open(path) as f:
            ops = sum(1 for line in f if line.strip() != "}")
        outs = [
            subprocess.run([t, f"--pass-pipeline={args.pipeline}", path], capture_output=True, text=True)
            for t in (args.strata, args.mlir_opt)
        ]
        for t, o in zip((args.strata, args.mlir_opt), outs):
            if o.returncode != 0:
                sys.exit(f"{t} failed on the benchmark input:\n{o.stderr[-2000:]}")
        identical = outs[0].stdout == outs[1].stdout
        tools = (
            ("strata-opt, 1 thread", args.strata, ["--mlir-disable-threading"]),
            ("mlir-opt, 1 thread", args.mlir_opt, ["--mlir-disable-threading"]),
            ("strata-opt, threaded", args.strata, []),
            ("mlir-opt, threaded", args.mlir_opt, []),
        )
        results = bench(tools, path, args.pipeline, args.runs)
    print(f"Input: {args.functions} functions, ~{ops:,} ops (func + arith + casts), {size / 2**20:.1f} MiB; "
          f"`{args.pipeline}`, output to /dev/null, best of {args.runs} alternating runs on "
          f"{os.cpu_count()} CPUs. Outputs identical: {'yes' if identical else 'NO'}.\n")
    print("| tool | wall time (s) | peak RSS (MiB) |")
    print("|---|---:|---:|")
    for name, _, _ in tools:
        t, r = results[name]
        print(f"| {name} | {t:.3f} | {r:.0f} |")
    for mode in ("1 thread", "threaded"):
        s, m = results[f"strata-opt, {mode}"], results[f"mlir-opt, {mode}"]
        print(f"| ratio {mode} (mlir-opt / strata-opt) | {m[0] / s[0]:.2f}x | {m[1] / s[1]:.2f}x |")


if __name__ == "__main__":
    main()
