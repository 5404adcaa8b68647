#!/usr/bin/env python3
"""Conformance harness: Strata's strata-opt against upstream mlir-opt 22.

For every .mlir file under the given paths, each `// -----` chunk is run
through both tools (with --allow-unregistered-dialect) and compared on:
  * verdict: both accept or both reject the chunk;
  * custom form: the printed output, when both accept;
  * generic form: the output with --mlir-print-op-generic, when both accept.
A chunk passes when all three agree. Files or chunks containing a
`// CONFORMANCE: skip (reason)` comment are skipped and counted as such.

A file may declare translations with lines `// CONFORMANCE: translate=ARGS`
(e.g. `--mlir-to-llvmir`): each chunk is then also run through
strata-translate and mlir-translate with those arguments and compared on
the verdict and the output text.

A file may declare pipelines with lines `// CONFORMANCE: pipeline=ARGS`
(ARGS are command-line arguments in shell syntax, e.g. `--canonicalize` or
`--canonicalize=top-down=false`): each chunk is then compared after each
declared pipeline (verdict and both printed forms) instead of after a plain
parse and print.

Prints a table per file and a total; exits 1 with --strict if any chunk
disagrees (or strata-opt crashes), else 0. Python 3 standard library only.
"""

import argparse
import concurrent.futures
import difflib
import os
import shlex
import shutil
import subprocess
import sys

MARKER = "// -----"
SKIP = "// CONFORMANCE: skip"
PIPELINE = "// CONFORMANCE: pipeline="
TRANSLATE = "// CONFORMANCE: translate="


def find_files(paths):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if d != "Inputs")
            for f in sorted(files):
                if f.endswith(".mlir"):
                    yield os.path.join(root, f)


def run(tool, args, text, timeout):
    """Returns (exit code, stdout, stderr); exit code None on timeout."""
    try:
        p = subprocess.run([tool, *args], input=text.encode(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "timeout"
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def directives(text, prefix):
    """The argument lists of the file's lines `prefix ARGS`."""
    found = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(prefix):
            found.append(shlex.split(s[len(prefix):]))
    return found


def pipelines(text):
    """The argument lists of the file's declared pipelines, or one empty list."""
    return directives(text, PIPELINE) or [[]]


def compare_translation(strata, mlir, chunk, timeout, args):
    """Compares strata-translate and mlir-translate on one chunk."""
    rs, outs, errs = run(strata, args, chunk, timeout)
    rm, outm, errm = run(mlir, args, chunk, timeout)
    label = " ".join(args)
    if rs is None or rs not in (0, 1):
        return "fail", f"[{label}] strata-translate crashed or timed out (exit {rs}):\n{errs[-2000:]}"
    if (rs == 0) != (rm == 0):
        verdict = "accepts" if rs == 0 else "rejects"
        other = errm if rs == 0 else errs
        return "fail", f"[{label}] verdict: strata-translate {verdict}, mlir-translate does not:\n{other[-2000:]}"
    if rs == 0 and outs != outm:
        diff = difflib.unified_diff(outm.splitlines(), outs.splitlines(), "mlir-translate", "strata-translate", lineterm="")
        return "fail", f"[{label}] output differs:\n" + "\n".join(list(diff)[:40])
    return "pass", ""


def compare_chunk(strata, mlir_opt, chunk, timeout, pipelines=([],)):
    """Returns (status, detail): status is 'pass', 'fail' or 'skip'."""
    if SKIP in chunk:
        return "skip", ""
    for pipeline in pipelines:
        status, detail = compare_chunk_with(strata, mlir_opt, chunk, timeout, pipeline)
        if status != "pass":
            label = " ".join(pipeline)
            return status, (f"[{label}] " if label else "") + detail
    return "pass", ""


def compare_chunk_with(strata, mlir_opt, chunk, timeout, pipeline):
    base = ["--allow-unregistered-dialect", *pipeline]
    problems = []
    for label, extra in (("custom", []), ("generic", ["--mlir-print-op-generic"])):
        rs, outs, errs = run(strata, base + extra, chunk, timeout)
        rm, outm, errm = run(mlir_opt, base + extra, chunk, timeout)
        if rs is None or rs not in (0, 1):
            return "fail", f"strata-opt crashed or timed out (exit {rs}):\n{errs[-2000:]}"
        if (rs == 0) != (rm == 0):
            verdict = "accepts" if rs == 0 else "rejects"
            other = errm if rs == 0 else errs
            return "fail", f"verdict: strata-opt {verdict}, mlir-opt does not:\n{other[-2000:]}"
        if rs != 0:
            return "pass", ""
        if outs != outm:
            diff = difflib.unified_diff(outm.splitlines(), outs.splitlines(), "mlir-opt", "strata-opt", lineterm="")
            problems.append(f"{label} form differs:\n" + "\n".join(list(diff)[:40]))
    if problems:
        return "fail", "\n".join(problems)
    return "pass", ""


def check_file(path, args):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    chunks = text.split(MARKER)
    if _file_level_skip(text):
        return path, [("skip", "")] * len(chunks)
    pipes = pipelines(text)
    translations = directives(text, TRANSLATE)
    results = []
    for c in chunks:
        status, detail = compare_chunk(args.strata, args.mlir_opt, c, args.timeout, pipes)
        for t in translations if status == "pass" else []:
            status, detail = compare_translation(args.strata_translate, args.mlir_translate, c, args.timeout, t)
            if status != "pass":
                break
        results.append((status, detail))
    return path, results


def _file_level_skip(text):
    # A skip comment in the leading comment block skips the whole file.
    for line in text.splitlines():
        s = line.strip()
        if not s.startswith("//"):
            return False
        if s.startswith(SKIP):
            return True
    return False


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help=".mlir files or directories")
    ap.add_argument("--strata", default=shutil.which("strata-opt") or "target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--strata-translate", default=None, help="default: strata-translate next to --strata")
    ap.add_argument("--mlir-translate", default=None, help="default: mlir-translate next to --mlir-opt")
    ap.add_argument("--strict", action="store_true", help="exit 1 on any disagreement")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per tool run")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="show why chunks fail")
    args = ap.parse_args()
    if args.strata_translate is None:
        args.strata_translate = os.path.join(os.path.dirname(args.strata), "strata-translate")
    if args.mlir_translate is None:
        args.mlir_translate = os.path.join(os.path.dirname(args.mlir_opt), "mlir-translate")
    for tool in (args.strata, args.mlir_opt):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            print(f"conformance: cannot run {tool}", file=sys.stderr)
            return 2

    files = list(find_files(args.paths))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda p: check_file(p, args), files))

    totals = {"pass": 0, "fail": 0, "skip": 0}
    width = max([len(p) for p, _ in results] + [4])
    print(f"| {'file':<{width}} | pass | fail | skip | rate |")
    print(f"|{'-' * (width + 2)}|-----:|-----:|-----:|-----:|")
    for path, res in results:
        counts = {k: sum(1 for s, _ in res if s == k) for k in totals}
        for k in totals:
            totals[k] += counts[k]
        checked = counts["pass"] + counts["fail"]
        rate = f"{100 * counts['pass'] / checked:.0f}%" if checked else "-"
        print(f"| {path:<{width}} | {counts['pass']:>4} | {counts['fail']:>4} | {counts['skip']:>4} | {rate:>4} |")
        if args.verbose:
            for i, (s, detail) in enumerate(res):
                if s == "fail":
                    print(f"  chunk {i}: {detail}")
    checked = totals["pass"] + totals["fail"]
    rate = f"{100 * totals['pass'] / checked:.1f}%" if checked else "-"
    print(f"total: {totals['pass']} passed, {totals['fail']} failed, {totals['skip']} skipped ({rate} of checked chunks agree)")
    return 1 if args.strict and totals["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
