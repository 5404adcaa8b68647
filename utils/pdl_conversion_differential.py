#!/usr/bin/env python3
"""convert-pdl-to-pdl-interp against mlir-opt 22 on fuzzed patterns.

Takes the random patterns of `strata-pdl-check --fuzz N --seed S` (printed
with STRATA_PDL_FUZZ_TRACE set), groups them into modules of --group
patterns with names and mixed benefits (so that the matcher merges them),
runs `-convert-pdl-to-pdl-interp` with both tools and compares the output.
Modules mlir-opt cannot parse (its parser bug after `pdl.replace ... with
(values)`, see docs/deviations.md) are counted apart. Python 3 stdlib only.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata-bin", default="target/release")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--patterns", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--group", type=int, default=8, help="patterns per module")
    args = ap.parse_args()
    env = dict(os.environ, STRATA_PDL_FUZZ_TRACE="1")
    r = subprocess.run([os.path.join(args.strata_bin, "strata-pdl-check"), "--fuzz", str(args.patterns),
                        "--seed", str(args.seed)], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(r.stderr[-2000:])
    mods = re.findall(r"pattern \d+:\n(module \{\n.*?\n\}\n)", r.stderr, re.S)
    bodies = ["\n".join(m.strip().splitlines()[1:-1]) for m in mods]
    same = differ = unparsable = 0
    for gi in range(0, len(bodies), args.group):
        group = bodies[gi:gi + args.group]
        text = "module {\n" + "\n".join(
            b.replace("pdl.pattern : benefit(1)", f"pdl.pattern @p{gi}_{k} : benefit({1 + k % 3})", 1)
            for k, b in enumerate(group)) + "\n}\n"
        outs = [subprocess.run([tool, "-convert-pdl-to-pdl-interp", "-"], input=text, capture_output=True, text=True)
                for tool in (args.mlir_opt, os.path.join(args.strata_bin, "strata-opt"))]
        if outs[0].returncode != 0:
            unparsable += 1
        elif outs[1].returncode == 0 and outs[0].stdout == outs[1].stdout:
            same += 1
        else:
            differ += 1
            if differ == 1:
                print("first differing module:\n" + text)
    print(f"{len(bodies)} patterns in modules of {args.group}: {same} identical, {differ} different, "
          f"{unparsable} mlir-opt cannot parse")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
