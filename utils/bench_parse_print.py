#!/usr/bin/env python3
"""Parse + verify + print benchmark: strata-opt against mlir-opt 22.

Generates one large module (by default 2,000 functions, ~500k ops) and runs
each tool on it with --allow-unregistered-dialect, output to /dev/null.
Reports the best wall time of N runs, the ratio, and the peak RSS of each
tool (from os.wait4), as a Markdown table ready for the README.

The op mix is configurable: --generic-ops N unregistered ops in generic
form per function, and --func-ops to use func.func/func.return (and
func.call) instead of unregistered container ops. Python 3 stdlib only.
"""

import argparse
import os
import shutil
import sys
import tempfile
import time


def generate(path, functions, ops_per_function, use_func):
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            if use_func:
                f.write(f"  func.func @f{i}(%arg0: i32, %arg1: f32) -> i32 {{\n")
            else:
                f.write(f'  "bench.func"() ({{\n  ^bb0(%arg0: i32, %arg1: f32):\n')
            prev = "%arg0"
            for j in range(ops_per_function):
                k = j % 4
                if k == 0:
                    f.write(f'    %v{j} = "bench.add"({prev}, %arg0) {{n = {j} : i64}} : (i32, i32) -> i32\n')
                elif k == 1:
                    f.write(f'    %v{j} = "bench.mul"({prev}, {prev}) : (i32, i32) -> i32\n')
                elif k == 2:
                    f.write(f'    %v{j}:2 = "bench.pair"({prev}, %arg1) {{tag = "t{j}"}} : (i32, f32) -> (i32, f32)\n')
                else:
                    f.write(f'    %v{j} = "bench.sel"(%v{j - 1}#0, %v{j - 1}#1) : (i32, f32) -> i32\n')
                prev = f"%v{j}" if k != 2 else f"%v{j}#0"
            if use_func:
                if i > 0:
                    f.write(f"    %c = func.call @f{i - 1}({prev}, %arg1) : (i32, f32) -> i32\n")
                    prev = "%c"
                f.write(f"    return {prev} : i32\n  }}\n")
            else:
                f.write(f'    "bench.return"({prev}) : (i32) -> ()\n  }}) {{sym_name = "f{i}"}} : () -> ()\n')
        f.write("}\n")


def run_once(cmd):
    """Runs cmd with output discarded; returns (seconds, max RSS in MiB, exit code)."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execv(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024.0, code


def bench(tools, path, runs):
    """Runs the tools alternately, `runs` times each, so that a machine
    whose speed drifts over time favours neither; returns each tool's best
    time and peak RSS."""
    results = {name: (None, 0.0) for name, _ in tools}
    for _ in range(runs):
        for name, tool in tools:
            cmd = [tool, "--allow-unregistered-dialect", path, "-o", os.devnull]
            t, r, code = run_once(cmd)
            if code != 0:
                sys.exit(f"{tool} failed on the benchmark input (exit {code}); run it by hand to see why")
            best, rss = results[name]
            results[name] = (t if best is None else min(best, t), max(rss, r))
    return results


def generate_arith(path, functions, ops_per_function):
    """func.func bodies of arith ops in custom form: constants, integer and
    float arithmetic with flags, comparisons, selects and casts."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(f"  func.func @f{i}(%a: i32, %b: i32, %x: f32) -> (i32, f32) {{\n")
            f.write("    %c1 = arith.constant 1 : i32\n")
            f.write("    %cf = arith.constant 2.500000e+00 : f32\n")
            prev_i, prev_f = "%a", "%x"
            for j in range(ops_per_function // 6):
                f.write(f"    %i{j} = arith.addi {prev_i}, %b overflow<nsw> : i32\n")
                f.write(f"    %m{j} = arith.muli %i{j}, %c1 : i32\n")
                f.write(f"    %p{j} = arith.cmpi slt, %m{j}, %a : i32\n")
                f.write(f"    %s{j} = arith.select %p{j}, %m{j}, %b : i32\n")
                f.write(f"    %g{j} = arith.mulf {prev_f}, %cf fastmath<fast> : f32\n")
                f.write(f"    %h{j} = arith.sitofp %s{j} : i32 to f32\n")
                prev_i, prev_f = f"%s{j}", f"%g{j}"
                f.write(f"    %k{j} = arith.addf %g{j}, %h{j} : f32\n")
                prev_f = f"%k{j}"
            f.write(f"    return {prev_i}, {prev_f} : i32, f32\n  }}\n")
        f.write("}\n")


def generate_mix(path, functions, ops_per_function):
    """A realistic mix in custom form: func.func bodies with arith
    arithmetic, scf.for loops with iter_args around memref loads and
    stores, scf.if with results, memref.subview, and cf branches between
    blocks, as lowering pipelines see them."""
    with open(path, "w") as f:
        f.write("module {\n")
        for i in range(functions):
            f.write(f"  func.func @f{i}(%m: memref<64x64xf32>, %n: index, %a: i32, %x: f32) -> (i32, f32) {{\n")
            f.write("    %c0 = arith.constant 0 : index\n")
            f.write("    %c1 = arith.constant 1 : index\n")
            f.write("    %c4 = arith.constant 4 : index\n")
            f.write("    %one = arith.constant 1 : i32\n")
            f.write("    %half = arith.constant 5.000000e-01 : f32\n")
            f.write("    %buf = memref.alloca() : memref<16xf32>\n")
            prev_i, prev_f = "%a", "%x"
            # Each step is 20 ops.
            for j in range(ops_per_function // 20):
                f.write(f"    %r{j}:2 = scf.for %i{j} = %c0 to %n step %c1 iter_args(%ai{j} = {prev_i}, %af{j} = {prev_f}) -> (i32, f32) {{\n")
                f.write(f"      %l{j} = memref.load %m[%i{j}, %c4] : memref<64x64xf32>\n")
                f.write(f"      %s{j} = arith.mulf %l{j}, %af{j} fastmath<fast> : f32\n")
                f.write(f"      %t{j} = arith.addf %s{j}, %half : f32\n")
                f.write(f"      memref.store %t{j}, %m[%c4, %i{j}] : memref<64x64xf32>\n")
                f.write(f"      %u{j} = arith.addi %ai{j}, %one overflow<nsw> : i32\n")
                f.write(f"      scf.yield %u{j}, %t{j} : i32, f32\n")
                f.write("    }\n")
                f.write(f"    %p{j} = arith.cmpi slt, %r{j}#0, %a : i32\n")
                f.write(f"    %q{j} = scf.if %p{j} -> (i32) {{\n")
                f.write(f"      %w{j} = arith.muli %r{j}#0, %one : i32\n")
                f.write(f"      scf.yield %w{j} : i32\n")
                f.write("    } else {\n")
                f.write(f"      scf.yield %a : i32\n")
                f.write("    }\n")
                f.write(f"    %sv{j} = memref.subview %m[%c4, 0] [4, 8] [1, 1] : memref<64x64xf32> to memref<4x8xf32, strided<[64, 1], offset: ?>>\n")
                f.write(f"    %e{j} = memref.load %sv{j}[%c1, %c1] : memref<4x8xf32, strided<[64, 1], offset: ?>>\n")
                f.write(f"    memref.store %e{j}, %buf[%c1] : memref<16xf32>\n")
                f.write(f"    %z{j} = arith.sitofp %q{j} : i32 to f32\n")
                f.write(f"    %y{j} = arith.addf %r{j}#1, %z{j} : f32\n")
                f.write(f"    cf.cond_br %p{j}, ^t{j}, ^f{j}\n")
                f.write(f"  ^t{j}:\n    cf.br ^j{j}(%q{j} : i32)\n")
                f.write(f"  ^f{j}:\n    cf.br ^j{j}(%a : i32)\n")
                f.write(f"  ^j{j}(%b{j}: i32):\n")
                prev_i, prev_f = f"%b{j}", f"%y{j}"
            f.write(f"    return {prev_i}, {prev_f} : i32, f32\n  }}\n")
        f.write("}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--generic-ops", type=int, default=250, help="generic-form ops per function")
    ap.add_argument("--func-ops", action="store_true", help="use func.func/func.call/func.return")
    ap.add_argument("--arith", action="store_true", help="func.func bodies of arith ops in custom form")
    ap.add_argument("--mix", action="store_true",
                    help="func, arith, scf, cf and memref in custom form (a realistic mix)")
    ap.add_argument("--runs", type=int, default=3, help="best of N")
    ap.add_argument("--keep", help="also write the generated input to this path")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or os.path.join(tmp, "bench.mlir")
        if args.mix:
            generate_mix(path, args.functions, args.generic_ops)
            ops = args.functions * (8 + (args.generic_ops // 20) * 20) + 1
        elif args.arith:
            generate_arith(path, args.functions, args.generic_ops)
            ops = args.functions * (3 + (args.generic_ops // 6) * 7) + 1
        else:
            generate(path, args.functions, args.generic_ops, args.func_ops)
            ops = args.functions * (args.generic_ops + 1 + (1 if args.func_ops else 0)) + 1
        size = os.path.getsize(path)
        results = bench((("strata-opt", args.strata), ("mlir-opt", args.mlir_opt)), path, args.runs)
    s_time, s_rss = results["strata-opt"]
    m_time, m_rss = results["mlir-opt"]
    mix = "func, arith, scf, cf, memref, custom form" if args.mix else "func.func + arith, custom form" if args.arith else (
        "func.func + generic ops" if args.func_ops else "generic ops")
    print(f"Input: {args.functions} functions, ~{ops:,} ops ({mix}), {size / 2**20:.1f} MiB; "
          f"parse + verify + print to /dev/null, best of {args.runs} alternating runs.\n")
    print("| tool | wall time (s) | peak RSS (MiB) |")
    print("|---|---:|---:|")
    print(f"| strata-opt | {s_time:.3f} | {s_rss:.0f} |")
    print(f"| mlir-opt 22 | {m_time:.3f} | {m_rss:.0f} |")
    print(f"| ratio (mlir-opt / strata-opt) | {m_time / s_time:.2f}x | {m_rss / s_rss:.2f}x |")


if __name__ == "__main__":
    main()
