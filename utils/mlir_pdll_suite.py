#!/usr/bin/env python3
"""Runs MLIR's own mlir-pdll lit tests with strata-pdll in mlir-pdll's place.

    python3 utils/mlir_pdll_suite.py SUITE/mlir-pdll --strata-bin target/release [-v]

SUITE is a copy of MLIR 22's `mlir/test`. Each `.pdll` test's RUN lines
(with `\\` continuations) are run with bash -o pipefail in a temporary
directory, `mlir-pdll` replaced by strata-pdll and the other tools taken
from LLVM 22, after lit's %s, %S, %t and %p substitutions. A test passes
when every RUN line succeeds. Tests that include an ODS `.td` file, or
that run another MLIR tool (mlir-opt's test passes) or an output kind
strata-pdll lacks (`-x cpp`, the default `-x ast` outside failure tests
run under `not`, `-dump-ods`), are counted apart.

Python 3 standard library only. A developer command, not part of CI.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            part = m.group(1).rstrip()
            if part.endswith("\\"):
                cur += part[:-1] + " "
                continue
            lines.append(cur + part)
            cur = ""
    return lines


def classify(path, runs):
    text = open(path, encoding="utf-8", errors="replace").read()
    if re.search(r'#include\s+"[^"]*\.td"', text):
        return "needs .td"
    joined = " ".join(runs)
    if re.search(r"\bmlir-opt\b", joined) or "-dump-ods" in joined or re.search(r"-x[ =]?(cpp|ast)", joined):
        return "unsupported"
    for r in runs:
        if re.search(r"(?<!not )\bmlir-pdll\b", r) and not re.search(r"-x[ =]?mlir", r):
            # mlir-pdll's default output kind is the AST (failure tests,
            # run under `not`, only check diagnostics).
            return "unsupported"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--strata-bin", required=True)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    pdll = os.path.join(os.path.abspath(args.strata_bin), "strata-pdll")
    results = {"pass": [], "fail": [], "needs .td": [], "unsupported": []}
    for root, dirs, files in os.walk(args.dir):
        dirs[:] = sorted(d for d in dirs if d not in ("include", "Inputs"))
        for name in sorted(files):
            if not name.endswith(".pdll"):
                continue
            path = os.path.join(root, name)
            runs = run_lines(path)
            if not runs:
                continue
            kind = classify(path, runs)
            if kind:
                results[kind].append(path)
                continue
            ok, cause = True, ""
            with tempfile.TemporaryDirectory() as tmp:
                for r in runs:
                    cmd = r.replace("%s", path).replace("%S", os.path.dirname(path)).replace("%p", os.path.dirname(path))
                    cmd = cmd.replace("%t", os.path.join(tmp, "t"))
                    cmd = re.sub(r"(?<![\w/.-])mlir-pdll\b", pdll, cmd)
                    env = dict(os.environ, PATH=LLVM_BIN + os.pathsep + os.environ.get("PATH", ""))
                    p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=tmp, env=env,
                                       capture_output=True, text=True, timeout=60)
                    if p.returncode != 0:
                        ok, cause = False, (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[0]
                        break
            results["pass" if ok else "fail"].append(path if ok else f"{path}: {cause}")
    for k, v in results.items():
        print(f"{k}: {len(v)}")
        if args.v:
            for x in v:
                print("  " + x)
    print(f"{len(results['pass'])} passed, {len(results['fail'])} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
