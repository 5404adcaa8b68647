#!/usr/bin/env python3
"""Differential testing of strata-pdll against mlir-pdll on generated PDLL.

    python3 utils/pdll_differential.py --strata-bin target/release [--seed N] [--count N] [--mode M]

Generates PDLL programs from a seeded random generator and runs both tools
on each (`mlir-pdll --x=mlir` from LLVM 22). Modes:
  valid    patterns over ops without definitions: variables and their
           constraints, op expressions, native and PDLL constraints and
           rewrites, the three rewrite statements, tuples made ranges;
  mutated  the same programs with a few words replaced, dropped or
           inserted, so that most fail: the diagnostics are compared;
  known    ops of arith, func and math, which Strata knows from its
           registered dialects and mlir-pdll from their ODS files (included
           on the second line of its copy; notes pointing into the `.td`
           files are left out of the comparison).
A program agrees when the exit codes, the printed modules and the
diagnostics are identical. Disagreeing inputs are written to --keep DIR.

Python 3 standard library only. A developer command, not part of CI.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

MLIR_PDLL = "/usr/lib/llvm-22/bin/mlir-pdll"
LLVM_INCLUDE = "/usr/lib/llvm-22/include"


def valid_program(r):
    out = []
    natc, natr = [], []
    for i in range(r.randint(0, 3)):
        kind = r.choice(["Value", "Op", "Attr", "Type", "ValueRange", "TypeRange"])
        res = r.choice(["", "", "-> Attr", "-> (Value, Type)"])
        out.append(f"Constraint IsOk{i}(a: {kind}) {res};")
        natc.append((f"IsOk{i}", kind))
    for i in range(r.randint(0, 2)):
        kind = r.choice(["Value", "Op"])
        res = r.choice(["", "-> Op", "-> Value", "-> (v: Value, t: Type)"])
        out.append(f"Rewrite Build{i}(a: {kind}) {res};")
        natr.append((f"Build{i}", kind))
    inline_c = r.random() < 0.5
    if inline_c:
        body = r.choice(["", "let t: Type; ", "IsOk0(v); " if natc and natc[0][1] == "Value" else ""])
        out.append(f"Constraint Same(v: Value) -> Value {{ {body}return v; }}")
    inline_r = r.random() < 0.5
    if inline_r:
        out.append(f'Rewrite Fresh(o: Op, v: Value) -> Op {{ let n = op<t.new>(v) -> (type<"i{r.randint(1, 64)}">); return n; }}')
    for p in range(r.randint(1, 3)):
        vals, ops, types, attrs, lines = [], [], [], [], []

        def value():
            if vals and r.random() < 0.6:
                return r.choice(vals)
            if ops and r.random() < 0.5:
                return f"{r.choice(ops)}.{r.randint(0, 1)}"
            return f"in{len(lines)}: Value"

        for k in range(r.randint(1, 4)):
            name = f"v{p}_{k}"
            c = r.random()
            if c < 0.15:
                lines.append(f"let {name}: Type;")
                types.append(name)
            elif c < 0.25:
                lines.append(f"let {name}: Attr;")
                attrs.append(name)
            elif c < 0.35 and types:
                lines.append(f"let {name}: Value<{r.choice(types)}>;")
                vals.append(name)
            elif c < 0.45:
                lines.append(f"let {name}: ValueRange;")
                vals.append(name)
            else:
                e = f"op<t.o{r.randint(0, 3)}>"
                if r.random() < 0.7:
                    e += "(" + ", ".join(value() for _ in range(r.randint(0, 3))) + ")"
                if attrs and r.random() < 0.5:
                    e += f" {{a = {r.choice(attrs)}}}"
                elif r.random() < 0.2:
                    e += " {flag}"
                if types and r.random() < 0.5:
                    e += f" -> ({r.choice(types)})"
                elif r.random() < 0.2:
                    e += ' -> (type<"f32">)'
                lines.append(f"let {name} = {e};")
                ops.append(name)
        for n, kind in natc:
            if kind == "Value" and vals and r.random() < 0.5:
                lines.append(f"{r.choice(['', 'not '])}{n}({vals[0]});")
            if kind == "Op" and ops and r.random() < 0.5:
                lines.append(f"{n}({ops[0]});")
        if inline_c and vals and r.random() < 0.5:
            lines.append(f"let same = Same({vals[-1]});")
        if not ops:
            ops.append("root")
            lines.append(f"let root = op<t.root>({value()});")
        root = ops[-1]
        used = ops[:-1] + vals
        if used:
            attr = f"{{k = {attrs[-1]}}}" if attrs else ""
            lines.append(f"let fin = op<t.fin>({', '.join(used + [root])}) {attr};")
            root = "fin"
        s = r.random()
        if s < 0.3:
            lines.append(f"erase {root};")
        elif s < 0.6:
            reps = [f"op<t.rep>({root}.0)", f"({root}.0, {root}.1)", f"{root}.0"]
            if inline_r:
                reps.append(f"Fresh({root}, {root}.0)")
            lines.append(f"replace {root} with {r.choice(reps)};")
        else:
            body = [f"let r{n} = {n}({root});" for n, kind in natr if kind == "Op"]
            body.append(f'let m = op<t.made>(({root}.0, {root}.1)) -> ((type<"i8">, type<"i16">));')
            body.append(f"replace {root} with m;")
            lines.append(f"rewrite {root} with {{ {' '.join(body)} }};")
        meta = r.choice(["", f" with benefit({r.randint(0, 9)})", " with recursion"])
        out.append(f"Pattern P{p}{meta} {{\n  " + "\n  ".join(lines) + "\n}")
    return "\n".join(out) + "\n"


WORDS = ["(", ")", "{", "}", "<", ">", ":", ";", ",", ".", "=>", "->", "op", "let", "Pattern", "Constraint",
         "Rewrite", "replace", "with", "erase", "rewrite", "not", "return", "Value", "ValueRange", "Type",
         "TypeRange", "Attr", "Op", "_", "x", "v0_0", 'attr<"1">', 'type<"i32">', "benefit(2)", "0", "[", "]"]


def mutated_program(r):
    words = valid_program(r).split(" ")
    for _ in range(r.randint(1, 3)):
        k = r.randrange(len(words))
        c = r.random()
        if c < 0.33:
            words[k] = r.choice(WORDS)
        elif c < 0.66:
            del words[k]
        else:
            words.insert(k, r.choice(WORDS))
    return " ".join(words)


KNOWN = {"arith.addi": 2, "arith.subi": 2, "arith.muli": 2, "arith.constant": 0, "arith.select": 3,
         "arith.cmpi": 2, "arith.negf": 1, "math.sqrt": 1, "func.call": 1, "func.return": 1,
         "arith.extsi": 1, "arith.index_cast": 1}


def known_program(r):
    lines, ops = [], []
    for k in range(r.randint(1, 5)):
        name = f"o{k}"
        op = r.choice(list(KNOWN))
        args = []
        for i in range(r.choice([KNOWN[op], KNOWN[op], 1, 0, KNOWN[op] + 1])):
            c = r.random()
            if ops and c < 0.4:
                args.append(r.choice(ops))
            elif ops and c < 0.7:
                args.append(f"{r.choice(ops)}.{r.choice(['result', '0', '1', 'out', 'lhs'])}")
            else:
                args.append(f"v{k}_{i}: Value")
        e = f"op<{op}>"
        if r.random() < 0.8:
            e += "(" + ", ".join(args) + ")"
        if r.random() < 0.3:
            e += ' -> (type<"i32">)'
        lines.append(f"let {name} = {e};")
        ops.append(name)
    root = ops[-1]
    lines.append(f"let fin = op<t.fin>({', '.join(ops)});")
    c = r.random()
    if c < 0.3:
        lines.append("erase fin;")
    elif c < 0.6:
        lines.append(f"replace fin with {r.choice([f'op<arith.addi>({root}, {root})', f'{root}.0', f'op<math.sqrt>({root})'])};")
    else:
        args = ", ".join([root] * r.randint(0, 3))
        res = r.choice(["", '-> (type<"i8">)'])
        lines.append(f"rewrite fin with {{ let n = op<{r.choice(list(KNOWN))}>({args}) {res}; replace fin with n; }};")
    return "Pattern P {\n  " + "\n  ".join(lines) + "\n}\n"


def strip_td_notes(text):
    """Drops mlir-pdll's notes pointing into `.td` files (with their source
    line and caret) and the include lines before them."""
    out, skip = [], 0
    for line in text.split("\n"):
        if skip:
            skip -= 1
            continue
        if line.startswith("Included from"):
            continue
        if "note: see the definition of" in line and ".td:" in line:
            skip = 2
            continue
        out.append(line)
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strata-bin", required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--mode", choices=["valid", "mutated", "known"], default="valid")
    ap.add_argument("--keep", help="directory for disagreeing inputs")
    args = ap.parse_args()
    strata = os.path.join(os.path.abspath(args.strata_bin), "strata-pdll")
    agree = disagree = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.seed, args.seed + args.count):
            r = random.Random(seed)
            mlir_args = []
            if args.mode == "known":
                body = known_program(r)
                # The same first declaration in both, so that the modules
                # have the same location.
                ours = "Constraint First(v: Value);\n// ODS files\n" + body
                theirs = ("Constraint First(v: Value);\n" + " ".join(
                    f'#include "mlir/Dialect/{d}.td"' for d in ("Arith/IR/ArithOps", "Func/IR/FuncOps", "Math/IR/MathOps"))
                    + "\n" + body)
                mlir_args = ["-I", LLVM_INCLUDE]
            else:
                ours = theirs = valid_program(r) if args.mode == "valid" else mutated_program(r)
            path = os.path.join(tmp, "input.pdll")
            with open(path, "w") as f:
                f.write(theirs)
            m = subprocess.run([MLIR_PDLL, "--x=mlir", "input.pdll"] + mlir_args, cwd=tmp, capture_output=True, text=True)
            with open(path, "w") as f:
                f.write(ours)
            s = subprocess.run([strata, "input.pdll"], cwd=tmp, capture_output=True, text=True)
            if m.returncode < 0:
                continue  # mlir-pdll crashed: nothing to compare with
            same = (m.returncode == s.returncode and m.stdout == s.stdout
                    and strip_td_notes(m.stderr) == strip_td_notes(s.stderr))
            if same:
                agree += 1
                continue
            disagree += 1
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, f"{args.mode}_{seed}.pdll"), "w") as f:
                    f.write(ours)
    print(f"{agree} passed, {disagree} failed")
    return 0 if disagree == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
