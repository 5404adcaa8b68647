#!/usr/bin/env python3
"""Transform-dialect overhead benchmark (the thesis' first case study).

Runs one pass pipeline on the benchmark module of bench_pipeline.py two
ways with each tool: as a pass pipeline (`--pass-pipeline=...`), and as a
transform script of `transform.apply_registered_pass` ops, one per pass,
preloaded from a library file and run by `--transform-interpreter`. It
checks that the two ways print the same module, then reports the best of N
times, the script's overhead over the pipeline for each tool, and peak RSS.
Python 3 stdlib only.

    utils/bench_transform.py --strata target/release/strata-opt --functions 2000
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_parse_print import run_once  # noqa: E402
from bench_pipeline import generate  # noqa: E402

PASSES = ["canonicalize", "cse", "canonicalize"]


def script(passes):
    lines = [
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {",
    ]
    prev = "%root"
    for i, p in enumerate(passes):
        lines.append(
            f'    %h{i} = transform.apply_registered_pass "{p}" to {prev} '
            ": (!transform.any_op) -> !transform.any_op"
        )
        prev = f"%h{i}"
    lines += ["    transform.yield", "  }", "}"]
    return "\n".join(lines) + "\n"


def commands(tool, path, lib, passes):
    pipeline = [tool, path, "--pass-pipeline=builtin.module(" + ",".join(passes) + ")"]
    interp = [tool, path, f"--transform-preload-library=transform-library-paths={lib}", "--transform-interpreter"]
    return pipeline, interp


def output(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr[:2000]}")
    return r.stdout


def best(cmd, runs):
    times, rss = [], 0.0
    for _ in range(runs):
        t, m, code = run_once(cmd + ["-o", os.devnull])
        if code != 0:
            sys.exit(f"failed: {' '.join(cmd)}")
        times.append(t)
        rss = max(rss, m)
    return min(times), rss


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--ops", type=int, default=250, help="ops per function")
    ap.add_argument("--runs", type=int, default=3, help="best of N")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "input.mlir")
        lib = os.path.join(d, "script.mlir")
        generate(path, args.functions, args.ops)
        with open(lib, "w") as f:
            f.write(script(PASSES))
        print(f"input: {args.functions} functions x {args.ops} ops; passes: {', '.join(PASSES)}")
        print("| tool | pipeline (s) | script (s) | overhead | same output | peak RSS pipeline / script (MiB) |")
        print("|---|---:|---:|---:|---|---:|")
        for name, tool in (("strata-opt", args.strata), ("mlir-opt", args.mlir_opt)):
            pipeline, interp = commands(tool, path, lib, PASSES)
            same = output(pipeline) == output(interp)
            tp, mp = best(pipeline, args.runs)
            ts, ms = best(interp, args.runs)
            print(
                f"| {name} | {tp:.3f} | {ts:.3f} | {100.0 * (ts - tp) / tp:+.1f}% | "
                f"{'yes' if same else 'NO'} | {mp:.0f} / {ms:.0f} |"
            )


if __name__ == "__main__":
    main()
