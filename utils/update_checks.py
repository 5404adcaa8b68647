#!/usr/bin/env python3
"""Regenerates the CHECK lines of lit tests from mlir-opt 22's output.

For each test file given, the first `// RUN:` line is run with `strata-opt`
and `strata-translate` replaced by `mlir-opt` and `mlir-translate` (and
`| FileCheck %s` dropped); the output becomes
`// CHECK:` / `// CHECK-NEXT:` lines appended after the input, replacing any
previous CHECK lines (`; CHECK:` in LLVM IR files, `.ll`). Use it only to
write expectations from the reference implementation; review the result.
"""
import os
import re
import subprocess
import sys


def escape(line):
    # The split marker would split the test file itself.
    if line.strip() == "// -----":
        return "// {{-+}}"
    # FileCheck treats {{ and [[ specially.
    return line.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}")


def main():
    for path in sys.argv[1:]:
        comment = ";" if path.endswith(".ll") else "//"
        text = open(path).read()
        lines = [l for l in text.splitlines() if not re.match(r"\s*" + comment + r" CHECK", l)]
        while lines and lines[-1].strip() == "":
            lines.pop()
        run = next(l for l in lines if "RUN:" in l).split("RUN:", 1)[1]
        directory = os.path.dirname(path) or "."
        cmd = run.split("|")[0].replace("strata-opt", "mlir-opt").replace("strata-translate", "mlir-translate")
        cmd = cmd.replace("%s", path).replace("%S", directory).replace("%p", directory)
        out = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"{path}: reference failed:\n{out.stderr}")
        checks = []
        first = True
        base = path.rsplit("/", 1)[-1]
        for l in out.stdout.splitlines():
            l = escape(l).replace('"' + path + '"', '"{{.*}}' + base + '"')
            if l.strip() == "":
                checks.append(comment + " CHECK-EMPTY:")
                continue
            checks.append((comment + (" CHECK: " if first else " CHECK-NEXT: ")) + l)
            first = False
        open(path, "w").write("\n".join(lines) + "\n\n" + "\n".join(checks) + "\n")


if __name__ == "__main__":
    main()
