#!/usr/bin/env python3
"""Runs Toy programs through MLIR's C++ Toy compilers (toyc-ch1 … toyc-ch7,
built by utils/toy_cpp.sh) and Strata's, for every -emit mode each chapter
has, with and without -opt, and reports where they differ: standard
output and standard error together, and success or failure.

    python3 utils/toy_cpp_compare.py --cpp-bin BUILD/out/toy [--strata-bin target/release] [-v]

Inputs: examples/toy/*.toy on every chapter, and each file of
tests/Examples/Toy/ChK on chapters K to 7. Exit status 1 if any
difference is found (outside --known classes, see below).

Known classes (reported, not counted as failures with --allow-known):
  llvm-ir      -emit=llvm: the C++ chapters print LLVM's module after
               LLVM's own optimization pipeline; Strata prints its
               translation without LLVM
"""

import argparse
import difflib
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

MODES = {
    1: ["ast"],
    2: ["ast", "mlir"],
    3: ["ast", "mlir"],
    4: ["ast", "mlir"],
    5: ["ast", "mlir", "mlir-affine"],
    6: ["ast", "mlir", "mlir-affine", "mlir-llvm", "llvm", "jit"],
    7: ["ast", "mlir", "mlir-affine", "mlir-llvm", "llvm", "jit"],
}


def find(bin_dir, ch):
    for cand in (Path(bin_dir) / f"Ch{ch}" / f"toyc-ch{ch}", Path(bin_dir) / f"toyc-ch{ch}"):
        if cand.is_file():
            return cand
    return None


def run(exe, rel, mode, opt, timeout):
    cmd = [str(exe), rel, f"-emit={mode}"] + (["-opt"] if opt else [])
    try:
        # One pipe for both streams, so that their interleaving is compared
        # too (the C++ chapters dump IR on standard error, Strata on
        # standard output).
        p = subprocess.run(
            cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout, stdin=subprocess.DEVNULL
        )
    except subprocess.TimeoutExpired:
        return "(timed out)\n", "timeout"
    text = p.stdout.decode(errors="replace")
    status = "ok" if p.returncode == 0 else ("crash" if p.returncode < 0 else "error")
    return text, status


def known_class(mode, opt):
    if mode == "llvm":
        return "llvm-ir"
    return None


def cases():
    for f in sorted((REPO / "examples/toy").glob("*.toy")):
        for ch in range(1, 8):
            yield ch, f
    for ch_dir in sorted((REPO / "tests/Examples/Toy").glob("Ch[1-7]")):
        k = int(ch_dir.name[2:])
        for f in sorted(ch_dir.iterdir()):
            if f.suffix in (".toy", ".mlir"):
                for ch in range(k, 8):
                    yield ch, f


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cpp-bin", required=True)
    ap.add_argument("--strata-bin", default=str(REPO / "target/release"))
    ap.add_argument("--allow-known", action="store_true", help="do not fail on the known classes")
    ap.add_argument("--filter", default="", help="only inputs whose path contains this")
    ap.add_argument("--exclude", default=None, help="skip inputs whose path contains this")
    ap.add_argument("--chapters", default="1-7", help="a range of chapters, e.g. 1-5")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("-v", "--verbose", action="store_true", help="print a diff for each difference")
    args = ap.parse_args()
    lo, _, hi = args.chapters.partition("-")
    lo, hi = int(lo), int(hi or lo)
    totals = {}
    diffs = []
    for ch, f in cases():
        rel = os.path.relpath(f, REPO)
        if args.filter not in rel or not lo <= ch <= hi or (args.exclude and args.exclude in rel):
            continue
        cpp = find(args.cpp_bin, ch)
        strata = Path(args.strata_bin) / f"toyc-ch{ch}"
        if cpp is None:
            print(f"no C++ toyc-ch{ch} under {args.cpp_bin}", file=sys.stderr)
            return 2
        modes = MODES[ch]
        if f.suffix == ".mlir":
            modes = [m for m in modes if m != "ast"]
        for mode in modes:
            for opt in (False, True) if (mode != "ast" and ch >= 3) else (False,):
                a, sa = run(cpp, rel, mode, opt, args.timeout)
                b, sb = run(strata, rel, mode, opt, args.timeout)
                key = (ch, mode, opt)
                t = totals.setdefault(key, [0, 0])
                t[0] += 1
                same = a == b and (sa == "ok") == (sb == "ok")
                if same:
                    t[1] += 1
                    continue
                diffs.append((ch, rel, mode, opt, a, sa, b, sb))
    failing = 0
    print(f"{'chapter':>7} {'emit':<12} {'opt':<4} {'same':>9}")
    for (ch, mode, opt), (n, same) in sorted(totals.items()):
        print(f"{ch:>7} {mode:<12} {'-opt' if opt else '':<4} {same:>4}/{n:<4}")
    for ch, rel, mode, opt, a, sa, b, sb in diffs:
        cls = known_class(mode, opt)
        if not (cls and args.allow_known):
            failing += 1
        flags = f"-emit={mode}" + (" -opt" if opt else "")
        tag = f" [known: {cls}]" if cls else ""
        print(f"DIFF toyc-ch{ch} {rel} {flags}: C++ {sa}, Strata {sb}{tag}")
        if args.verbose:
            lines = difflib.unified_diff(a.splitlines(), b.splitlines(), "C++", "Strata", lineterm="", n=1)
            for i, line in enumerate(lines):
                if i == 60:
                    print("    ...")
                    break
                print("    " + line)
    total = sum(n for n, _ in totals.values())
    same = sum(s for _, s in totals.values())
    print(f"{same}/{total} runs identical, {len(diffs)} differ ({failing} counted as failures)")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
