#!/usr/bin/env python3
"""PDL patterns against Rust patterns, and Strata's PDL runtime against
mlir-opt's.

arith's canonicalization patterns that need no native code are written in
PDLL (crates/dialects/arith/canonicalize.pdll). The benchmark compiles them
to PDL (with strata-pdll, or --pdll), generates a module whose functions
are full of their shapes (ext of ext, bitwise ops of extensions,
comparisons of extensions, negated comparisons, redundant selects, cast
round trips) and times, best of N alternating runs, one thread:

  * Strata, Rust patterns: `func.func(canonicalize)`;
  * Strata, PDL patterns: `func.func(apply-pdl-patterns{file=...})`, the same
    greedy driver (folding included) with the PDL patterns instead;
  * mlir-opt, C++ patterns: `func.func(canonicalize)`;
  * both tools' `-test-pdl-bytecode-pass` on one file holding the patterns
    (`module @patterns`) and the input (`module @ir`).

Before timing, the outputs are compared: the three canonicalize-like runs
must print the same module, and the two test-pass runs the same module.
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PDLL = os.path.join(ROOT, "crates", "dialects", "arith", "canonicalize.pdll")


def generate_body(f, steps):
    """One function body: each step instantiates every pattern's shape."""
    f.write("    %true = arith.constant true\n")
    prev = "%p"
    for j in range(steps):
        def w(s):
            f.write("    " + s + "\n")
        w(f"%e1_{j} = arith.extui %a : i8 to i16")
        w(f"%e2_{j} = arith.extsi %e1_{j} : i16 to i32")
        w(f"%u1_{j} = arith.extui %a : i8 to i32")
        w(f"%u2_{j} = arith.extui %b : i8 to i32")
        w(f"%and_{j} = arith.andi %u1_{j}, %u2_{j} : i32")
        w(f"%s1_{j} = arith.extsi %a : i8 to i32")
        w(f"%s2_{j} = arith.extsi %b : i8 to i32")
        w(f"%or_{j} = arith.ori %s1_{j}, %s2_{j} : i32")
        w(f"%cmp_{j} = arith.cmpi {['eq', 'ne'][j % 2]}, %s1_{j}, %s2_{j} : i32")
        w(f"%lt_{j} = arith.cmpi {['slt', 'ugt', 'sle', 'uge', 'ult', 'sgt'][j % 6]}, {prev}, %q : i32")
        w(f"%nlt_{j} = arith.xori %lt_{j}, %true : i1")
        w(f"%sel1_{j} = arith.select %c, {prev}, %q : i32")
        w(f"%sel2_{j} = arith.select %c, %sel1_{j}, %e2_{j} : i32")
        w(f"%ic1_{j} = arith.index_cast %or_{j} : i32 to index")
        w(f"%ic2_{j} = arith.index_cast %ic1_{j} : index to i32")
        w(f"%x1_{j} = arith.xori %and_{j}, %ic2_{j} : i32")
        w(f"%x2_{j} = arith.select %cmp_{j}, %x1_{j}, %sel2_{j} : i32")
        w(f"%x3_{j} = arith.select %nlt_{j}, %x2_{j}, {prev} : i32")
        w(f"%x4_{j} = arith.addi %x3_{j}, %q : i32")
        prev = f"%x4_{j}"
    f.write(f"    return {prev} : i32\n")


def generate(f, functions, steps):
    for i in range(functions):
        f.write(f"  func.func @f{i}(%a: i8, %b: i8, %c: i1, %p: i32, %q: i32) -> i32 {{\n")
        generate_body(f, steps)
        f.write("  }\n")


def strip_module(text):
    """The top-level ops of a printed `module { ... }`."""
    lines = text.strip().splitlines()
    if not lines or lines[0].strip() != "module {" or lines[-1].strip() != "}":
        sys.exit("unexpected pattern module text")
    return "\n".join(lines[1:-1]) + "\n"


def run_text(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd[:3])} ... failed:\n{r.stderr[-2000:]}")
    return r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata-bin", default=os.path.join(ROOT, "target", "release"))
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--pdll", help="PDLL compiler printing PDL with --x=mlir (default: strata-pdll)")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--steps", type=int, default=12, help="pattern shapes per function (19 ops each)")
    ap.add_argument("--runs", type=int, default=3, help="best of N")
    args = ap.parse_args()
    strata = os.path.join(args.strata_bin, "strata-opt")
    pdll = args.pdll or os.path.join(args.strata_bin, "strata-pdll")

    with tempfile.TemporaryDirectory() as tmp:
        # The patterns, in PDL, printed by mlir-opt so both tools read them.
        pdl = run_text([pdll, "--x=mlir", PDLL])
        pdl_path = os.path.join(tmp, "patterns.mlir")
        with open(os.path.join(tmp, "raw.mlir"), "w") as f:
            f.write(pdl)
        pdl = run_text([args.mlir_opt, os.path.join(tmp, "raw.mlir")])
        with open(pdl_path, "w") as f:
            f.write(pdl)
        patterns = pdl.count("pdl.pattern")

        ir_path = os.path.join(tmp, "ir.mlir")
        with open(ir_path, "w") as f:
            f.write("module {\n")
            generate(f, args.functions, args.steps)
            f.write("}\n")
        both_path = os.path.join(tmp, "both.mlir")
        with open(both_path, "w") as f:
            f.write("module {\n  module @patterns {\n")
            f.write(strip_module(pdl))
            f.write("  }\n  module @ir {\n")
            generate(f, args.functions, args.steps)
            f.write("  }\n}\n")
        with open(ir_path) as f:
            ops = sum(1 for line in f if line.strip() != "}")

        canon = "--pass-pipeline=builtin.module(func.func(canonicalize))"
        apply = f"--pass-pipeline=builtin.module(func.func(apply-pdl-patterns{{file={pdl_path}}}))"
        variants = [
            ("Strata, Rust patterns (canonicalize)", [strata, canon, ir_path]),
            ("Strata, PDL patterns (apply-pdl-patterns)", [strata, apply, ir_path]),
            ("mlir-opt, C++ patterns (canonicalize)", [args.mlir_opt, canon, ir_path]),
            ("Strata, PDL patterns (-test-pdl-bytecode-pass)", [strata, "-test-pdl-bytecode-pass", both_path]),
            ("mlir-opt, PDL patterns (-test-pdl-bytecode-pass)", [args.mlir_opt, "-test-pdl-bytecode-pass", both_path]),
        ]
        outs = [run_text(cmd) for _, cmd in variants]
        same_canon = outs[0] == outs[1] == outs[2]
        same_test = outs[3] == outs[4]
        changed = outs[0] != run_text([strata, ir_path])

        best = {}
        for _ in range(args.runs):
            for name, cmd in variants:
                t, r, code = run_once([cmd[0], "--mlir-disable-threading", *cmd[1:], "-o", os.devnull])
                if code != 0:
                    sys.exit(f"{name} failed (exit {code})")
                b = best.get(name)
                best[name] = (t if b is None else min(b[0], t), max(r, b[1] if b else 0.0))

    print(f"Input: {args.functions} functions, ~{ops:,} ops; {patterns} PDL patterns from "
          f"crates/dialects/arith/canonicalize.pdll; one thread, best of {args.runs} alternating runs, "
          f"output to /dev/null.")
    print(f"Outputs: canonicalize (Strata), apply-pdl-patterns (Strata), canonicalize (mlir-opt) identical: "
          f"{'yes' if same_canon else 'NO'}; the two test passes identical: {'yes' if same_test else 'NO'}; "
          f"the patterns changed the input: {'yes' if changed else 'NO'}.\n")
    print("| run | wall time (s) | peak RSS (MiB) |")
    print("|---|---:|---:|")
    for name, _ in variants:
        t, r = best[name]
        print(f"| {name} | {t:.3f} | {r:.0f} |")
    rust, pdlr = best[variants[0][0]][0], best[variants[1][0]][0]
    print(f"\nPDL patterns / Rust patterns (Strata): {pdlr / rust:.2f}x the time; "
          f"mlir-opt's test pass / Strata's: {best[variants[4][0]][0] / best[variants[3][0]][0]:.2f}x.")


if __name__ == "__main__":
    main()
