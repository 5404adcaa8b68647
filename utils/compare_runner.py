#!/usr/bin/env python3
"""Runs programs through Strata (strata-opt + strata-runner) and through
upstream MLIR (mlir-opt + mlir-runner) and reports whether their outputs
are identical.

Each program declares how it is run in header comments:

  // RUNNER: ARGS        runner flags, e.g. `-e main --entry-point-result=void`
                         (required; a file without it is skipped)
  // RUNNER-OPT: ARGS    optional: lower first with these opt flags (the same
                         for strata-opt and mlir-opt), e.g.
                         `--convert-scf-to-cf --convert-to-llvm`

ARGS are split with shell syntax. mlir-runner additionally gets the runner
utility libraries (--shared-libs), which strata-runner has built in.
Standard output and the exit code are compared; the addresses printed
after `base@ = ` are masked. Prints one line per file and a total; exits 1
if any file differs. Python 3 standard library only.

  utils/compare_runner.py tests/mlir-runner
  utils/compare_runner.py --strata-bin target/release prog.mlir
"""

import argparse
import difflib
import glob
import os
import re
import shlex
import subprocess
import sys


def runner_libs(llvm_lib):
    """MLIR's runner utility libraries for mlir-runner's --shared-libs: the
    unversioned names come with the -dev package, the versioned ones with
    the runtime package mlir-runner itself depends on."""
    found = []
    for lib in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        path = os.path.join(llvm_lib, lib)
        if not os.path.exists(path):
            versioned = sorted(glob.glob(path + ".*"))
            path = versioned[-1] if versioned else path
        found.append(path)
    return found


ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


def find_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                for f in sorted(files):
                    if f.endswith(".mlir"):
                        yield os.path.join(root, f)
        else:
            yield p


def header(text, key):
    prefix = "// " + key + ":"
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(prefix):
            return shlex.split(line[len(prefix):])
    return None


def run(cmd, stdin):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, "timeout", 124
    return p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"), p.returncode


def execute(opt, runner, opt_args, runner_args, extra_runner_args, path):
    with open(path, "rb") as f:
        source = f.read()
    if opt_args is not None:
        out, err, rc = run([opt] + opt_args + ["-"], source)
        if rc != 0:
            return "", "opt failed:\n" + err, rc
        source = out.encode()
    return run([runner] + runner_args + extra_runner_args + ["-"], source)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--strata-bin", default=os.path.join(os.path.dirname(__file__), "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("-v", "--verbose", action="store_true", help="show diffs")
    args = ap.parse_args()

    strata_opt = os.path.join(args.strata_bin, "strata-opt")
    strata_runner = os.path.join(args.strata_bin, "strata-runner")
    mlir_opt = os.path.join(args.llvm_bin, "mlir-opt")
    mlir_runner = os.path.join(args.llvm_bin, "mlir-runner")
    libs = ",".join(runner_libs(args.llvm_lib))

    same = differ = skipped = 0
    for path in find_files(args.paths):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        runner_args = header(text, "RUNNER")
        if runner_args is None:
            skipped += 1
            continue
        opt_args = header(text, "RUNNER-OPT")
        s_out, s_err, s_rc = execute(strata_opt, strata_runner, opt_args, runner_args, [], path)
        m_out, m_err, m_rc = execute(mlir_opt, mlir_runner, opt_args, runner_args, ["--shared-libs=" + libs], path)
        s_out = ADDRESS.sub("base@ = 0x?", s_out or "")
        m_out = ADDRESS.sub("base@ = 0x?", m_out or "")
        if s_out == m_out and s_rc == m_rc:
            same += 1
            print(f"SAME    {path}")
        else:
            differ += 1
            print(f"DIFFER  {path} (exit codes: strata {s_rc}, mlir {m_rc})")
            if args.verbose:
                diff = difflib.unified_diff(
                    m_out.splitlines(), s_out.splitlines(), "mlir-runner", "strata-runner", lineterm=""
                )
                for line in diff:
                    print("    " + line)
                if s_rc != 0:
                    print("    strata stderr: " + s_err.strip().replace("\n", "\n    "))
                if m_rc != 0:
                    print("    mlir stderr: " + m_err.strip().replace("\n", "\n    "))
    print(f"{same} same, {differ} different, {skipped} skipped (no // RUNNER: header)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
