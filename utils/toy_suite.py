#!/usr/bin/env python3
"""Runs MLIR's Toy tutorial tests with Strata's toyc-chN in place of MLIR's.

    python3 utils/toy_suite.py SUITE/Examples/Toy/Ch1 ... SUITE/Examples/Toy/Ch7 [-v]

SUITE is a copy of MLIR 22's `mlir/test`. For each `.toy` and `.mlir` file
under the given directories, the `RUN:` lines (with `\\` continuations) are
run in order with bash -o pipefail in a fresh temporary directory, `%s`,
`%t` and `%S` substituted, with the toyc-chN binaries of the cargo target
directory ($STRATA_BIN_DIR, else target/release) and LLVM 22's FileCheck
and not on PATH. A test passes when every RUN line succeeds. One row per
directory, then the total. Python 3 standard library only.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_BIN = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-22/bin")


def run_lines(path):
    lines, pending = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for text in f:
            m = re.search(r"RUN:(.*)$", text)
            if not m:
                continue
            part = m.group(1).rstrip()
            if part.endswith("\\"):
                pending += part[:-1] + " "
                continue
            lines.append((pending + part).strip())
            pending = ""
    return lines


def run_test(path, bin_dir, timeout):
    """(passed, first failing RUN line and its output)."""
    runs = run_lines(path)
    if not runs:
        return False, "no RUN lines"
    with tempfile.TemporaryDirectory(prefix="toy-suite-") as tmp:
        env = dict(os.environ, PATH=os.pathsep.join([bin_dir, LLVM_BIN, os.environ.get("PATH", "")]))
        for cmd in runs:
            cmd = (cmd.replace("%s", path).replace("%t", os.path.join(tmp, "t"))
                   .replace("%S", os.path.dirname(path)))
            try:
                p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=tmp, env=env,
                                   capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                return False, f"{cmd}: timeout"
            if p.returncode != 0:
                out = (p.stderr + p.stdout).strip().splitlines()
                return False, cmd + "\n    " + "\n    ".join(out[:6])
    return True, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", help="directories (or files) of MLIR's Toy tests")
    ap.add_argument("--bin", help="directory of toyc-chN (default $STRATA_BIN_DIR, else target/release)")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("-v", "--verbose", action="store_true", help="each failing test and its cause")
    args = ap.parse_args()
    bin_dir = args.bin or os.environ.get("STRATA_BIN_DIR") or os.path.join(REPO, "target", "release")
    total_pass = total = 0
    rows = []
    for root in map(os.path.abspath, args.paths):
        files = [root] if os.path.isfile(root) else sorted(
            os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith((".toy", ".mlir")))
        passed = 0
        for f in files:
            ok, why = run_test(f, bin_dir, args.timeout)
            passed += ok
            if args.verbose:
                print(f"{'PASS' if ok else 'FAIL'}: {f}" + (f"\n  {why}" if not ok else ""))
        rows.append((root, passed, len(files)))
        total_pass += passed
        total += len(files)
    for root, p, n in rows:
        print(f"{p:3d} / {n:3d}  {root}")
    print(f"{total_pass:3d} / {total:3d}  total")
    return 0 if total_pass == total else 1


if __name__ == "__main__":
    sys.exit(main())
