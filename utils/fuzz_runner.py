#!/usr/bin/env python3
"""Differential fuzzing of execution: strata-opt + strata-runner against
mlir-opt + mlir-runner 22 on random programs that print what they compute.

A seeded generator writes modules free of undefined behaviour: functions
over integers of many widths (i1, i2, i3, ... i33, i65, i128, i256), index, f32
and f64, with arith and math ops (divisors, shift amounts and float to
integer conversions guarded), casts between widths, scf.if / scf.for /
scf.index_switch with results, memref.alloca loads and stores, and calls
between functions returning several values; `main` calls the functions
with constants and prints every result (integers through i64, floats as
f64 with NaNs made canonical). Each program is lowered by both tools with
the same pipeline and run by both runners; the outputs must be identical.
Disagreeing programs (and crashes or failures of the Strata side) are
saved under --out.

  python3 utils/fuzz_runner.py --cases 200 --seed 1
  python3 utils/fuzz_runner.py --print 7          # show the program of seed 7

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import glob
import os
import random
import subprocess
import sys

PIPELINE = [
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

INT_WIDTHS = [1, 2, 3, 5, 7, 8, 12, 16, 20, 24, 32, 33, 48, 64, 65, 96, 128, 130, 200, 256]
FLOATS = ["f32", "f64"]


def width(t):
    return 64 if t == "index" else int(t[1:])


def is_int(t):
    return t == "index" or t.startswith("i")


class Gen:
    def __init__(self, seed, size):
        self.r = random.Random(seed)
        self.size = size
        self.n = 0
        # Favour a few widths per program, so values get reused.
        self.ints = self.r.sample(INT_WIDTHS, self.r.randint(3, 6))
        if 1 not in self.ints:
            self.ints.append(1)
        self.types = [f"i{w}" for w in self.ints] + ["index"] + FLOATS
        self.funcs = []

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def chance(self, p):
        return self.r.random() < p

    # -- constants
    def int_literal(self, t):
        w = width(t)
        if t == "i1":
            return self.r.choice(["true", "false"])
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        edge = [0, 1, -1, lo, hi, 2, 3, lo + 1, hi - 1]
        small = self.r.randint(max(lo, -9), min(hi, 9))
        return str(self.r.choice(edge + [self.r.randint(lo, hi), small]))

    def const(self, t, out):
        v = self.fresh("c")
        if t in FLOATS:
            lit = self.r.choice(["0.0", "-0.0", "1.0", "-2.5", "3.0e+20", "-7.25", "0.1", "1.0e-3", "65504.0", "-1.0e+10"])
            out.append(f"{v} = arith.constant {lit} : {t}")
        elif t == "i1":
            out.append(f"{v} = arith.constant {self.int_literal(t)}")
        else:
            out.append(f"{v} = arith.constant {self.int_literal(t)} : {t}")
        return v

    def k(self, value, t, out):
        """A constant of `t`; integers wrap into the type's signed range."""
        v = self.fresh("k")
        if isinstance(value, int) and t != "index":
            w = width(t)
            value &= (1 << w) - 1
            if value >= 1 << (w - 1):
                value -= 1 << w
            if t == "i1":
                out.append(f"{v} = arith.constant {'true' if value else 'false'}")
                return v
        out.append(f"{v} = arith.constant {value} : {t}")
        return v

    def pick(self, scope, t, out):
        cands = [n for n, ty in scope if ty == t]
        if cands and not self.chance(0.15):
            return self.r.choice(cands)
        v = self.const(t, out)
        scope.append((v, t))
        return v

    # -- guarded helpers
    def nonzero_divisor(self, y, t, signed, out):
        """y | 1, and for signed division -1 replaced by 3: no division by
        zero, no MIN / -1."""
        one = self.k(1, t, out)
        g = self.fresh("g")
        out.append(f"{g} = arith.ori {y}, {one} : {t}")
        if not signed:
            return g
        m1 = self.k(-1, t, out)
        three = self.k(3, t, out)
        c = self.fresh("g")
        out.append(f"{c} = arith.cmpi eq, {g}, {m1} : {t}")
        s = self.fresh("g")
        out.append(f"{s} = arith.select {c}, {three}, {g} : {t}")
        return s

    def shift_amount(self, y, t, out):
        """y reduced below the width (a larger shift is poison)."""
        w = width(t)
        if w == 1:
            v = self.fresh("k")
            out.append(f"{v} = arith.constant false")
            return v
        m = self.k(w - 1 if w & (w - 1) == 0 else w, t, out)
        a = self.fresh("g")
        op = "andi" if w & (w - 1) == 0 else "remui"
        out.append(f"{a} = arith.{op} {y}, {m} : {t}")
        return a

    # -- ops
    def int_op(self, scope, out):
        r = self.r
        t = r.choice([f"i{w}" for w in self.ints] + ["index"])
        w = width(t)
        x = self.pick(scope, t, out)
        y = self.pick(scope, t, out)
        v = self.fresh()
        kinds = ["bin", "bin", "shift", "minmax", "cmp", "select", "bits", "ext", "extended", "div"]
        if w <= 128:
            # (The engine converts integers of up to 128 bits to floats.)
            kinds.append("tofloat")
        kind = r.choice(kinds)
        if kind == "bin":
            op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori"])
            out.append(f"{v} = arith.{op} {x}, {y} : {t}")
            scope.append((v, t))
        elif kind == "shift":
            op = r.choice(["shli", "shrui", "shrsi"])
            a = self.shift_amount(y, t, out)
            out.append(f"{v} = arith.{op} {x}, {a} : {t}")
            scope.append((v, t))
        elif kind == "div":
            op = r.choice(["divui", "remui", "divsi", "remsi", "ceildivsi", "floordivsi", "ceildivui"])
            if t == "i1":
                # The only i1 divisor is true (-1), which overflows signed
                # division of true.
                op = op.replace("floordivsi", "divui").replace("si", "ui")
                d = self.fresh("k")
                out.append(f"{d} = arith.constant true")
            else:
                d = self.nonzero_divisor(y, t, op.endswith("si"), out)
            out.append(f"{v} = arith.{op} {x}, {d} : {t}")
            scope.append((v, t))
        elif kind == "minmax":
            op = r.choice(["minsi", "maxsi", "minui", "maxui"])
            out.append(f"{v} = arith.{op} {x}, {y} : {t}")
            scope.append((v, t))
        elif kind == "cmp":
            p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
            out.append(f"{v} = arith.cmpi {p}, {x}, {y} : {t}")
            scope.append((v, "i1"))
        elif kind == "select":
            c = self.pick(scope, "i1", out)
            out.append(f"{v} = arith.select {c}, {x}, {y} : {t}")
            scope.append((v, t))
        elif kind == "bits" and t != "index":
            op = r.choice(["ctlz", "cttz", "ctpop", "absi"])
            out.append(f"{v} = math.{op} {x} : {t}")
            scope.append((v, t))
        elif kind == "ext":
            to = r.choice([f"i{w2}" for w2 in self.ints] + ["index"])
            if to == t:
                return
            if t == "index" or to == "index":
                if width(t if to == "index" else to) > 64:
                    return
                op = r.choice(["index_cast", "index_castui"])
            elif width(to) > w:
                op = r.choice(["extui", "extsi"])
            else:
                op = "trunci"
            out.append(f"{v} = arith.{op} {x} : {t} to {to}")
            scope.append((v, to))
        elif kind == "extended" and t != "index":
            op = r.choice(["addui_extended", "mulsi_extended", "mului_extended"])
            v2 = self.fresh()
            if op == "addui_extended":
                out.append(f"{v}, {v2} = arith.{op} {x}, {y} : {t}, i1")
                scope += [(v, t), (v2, "i1")]
            else:
                out.append(f"{v}, {v2} = arith.{op} {x}, {y} : {t}")
                scope += [(v, t), (v2, t)]
        elif kind == "tofloat" and t != "index":
            ft = r.choice(FLOATS)
            op = r.choice(["sitofp", "uitofp"])
            out.append(f"{v} = arith.{op} {x} : {t} to {ft}")
            scope.append((v, ft))

    def float_op(self, scope, out):
        r = self.r
        t = r.choice(FLOATS)
        x = self.pick(scope, t, out)
        y = self.pick(scope, t, out)
        v = self.fresh()
        kind = r.choice(["bin", "bin", "cmp", "unary", "toint", "cast"])
        if kind == "bin":
            op = r.choice(["addf", "subf", "mulf", "divf", "maximumf", "minimumf"])
            out.append(f"{v} = arith.{op} {x}, {y} : {t}")
            scope.append((v, t))
        elif kind == "cmp":
            p = r.choice(["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "uno", "ord"])
            out.append(f"{v} = arith.cmpf {p}, {x}, {y} : {t}")
            scope.append((v, "i1"))
        elif kind == "unary":
            op = r.choice(["arith.negf", "math.absf", "math.floor", "math.ceil"])
            out.append(f"{v} = {op} {x} : {t}")
            scope.append((v, t))
        elif kind == "cast":
            to = "f64" if t == "f32" else "f32"
            op = "extf" if t == "f32" else "truncf"
            out.append(f"{v} = arith.{op} {x} : {t} to {to}")
            scope.append((v, to))
        else:
            # Clamped into the target's range, NaN to 0: no poison.
            # (The clamp bounds must be exact in the float type, or a
            # conversion of the largest may still be out of range.)
            limit = 24 if t == "f32" else 32
            narrow = [f"i{w}" for w in self.ints if 1 < w <= limit]
            if not narrow:
                return
            to = r.choice(narrow)
            w = width(to)
            signed = self.chance(0.5)
            lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
            nan = self.fresh("g")
            out.append(f"{nan} = arith.cmpf uno, {x}, {x} : {t}")
            z = self.k("0.0", t, out)
            s = self.fresh("g")
            out.append(f"{s} = arith.select {nan}, {z}, {x} : {t}")
            klo = self.k(f"{float(lo):.1f}", t, out)
            khi = self.k(f"{float(hi):.1f}", t, out)
            a = self.fresh("g")
            out.append(f"{a} = arith.maximumf {s}, {klo} : {t}")
            b = self.fresh("g")
            out.append(f"{b} = arith.minimumf {a}, {khi} : {t}")
            op = "fptosi" if signed else "fptoui"
            out.append(f"{v} = arith.{op} {b} : {t} to {to}")
            scope.append((v, to))

    def mem_op(self, scope, out):
        r = self.r
        t = r.choice([f"i{w}" for w in self.ints] + FLOATS)
        n = r.randint(1, 5)
        m = self.fresh("m")
        out.append(f"{m} = memref.alloca() : memref<{n}x{t}>")
        idx = []
        for i in range(n):
            c = self.k(i, "index", out)
            idx.append(c)
            val = self.pick(scope, t, out)
            out.append(f"memref.store {val}, {m}[{c}] : memref<{n}x{t}>")
        for _ in range(r.randint(1, 2)):
            v = self.fresh()
            out.append(f"{v} = memref.load {m}[{r.choice(idx)}] : memref<{n}x{t}>")
            scope.append((v, t))

    def call_op(self, scope, out):
        callable_ = [f for f in self.funcs]
        if not callable_:
            return
        name, args, results = self.r.choice(callable_)
        vals = [self.pick(scope, t, out) for t in args]
        rs = [self.fresh() for _ in results]
        lhs = f"{', '.join(rs)} = " if rs else ""
        out.append(f"{lhs}func.call @{name}({', '.join(vals)}) : ({', '.join(args)}) -> ({', '.join(results)})")
        scope += list(zip(rs, results))

    def region_op(self, scope, depth, out):
        r = self.r
        kind = r.choice(["if", "for", "switch"])
        types = [r.choice(self.types) for _ in range(r.randint(0, 2))]
        res = [self.fresh() for _ in types]
        lhs = f"{', '.join(res)} = " if res else ""
        sig = f" -> ({', '.join(types)})" if types else ""

        def block(extra):
            inner = list(scope) + extra
            lines = []
            self.body(inner, depth + 1, r.randint(1, 4), lines)
            ys = [self.pick(inner, t, lines) for t in types]
            lines.append(f"scf.yield {', '.join(ys)} : {', '.join(types)}" if ys else "scf.yield")
            return ["  " + l for l in lines]

        if kind == "if":
            c = self.pick(scope, "i1", out)
            out.append(f"{lhs}scf.if {c}{sig} {{")
            out += block([])
            out.append("} else {")
            out += block([])
            out.append("}")
        elif kind == "for":
            lb = self.k(r.randint(0, 2), "index", out)
            ub = self.k(r.randint(0, 5), "index", out)
            st = self.k(r.randint(1, 2), "index", out)
            iv = self.fresh("iv")
            inits = [self.pick(scope, t, out) for t in types]
            its = [self.fresh("it") for _ in types]
            iter_args = f" iter_args({', '.join(f'{a} = {b}' for a, b in zip(its, inits))})" if types else ""
            out.append(f"{lhs}scf.for {iv} = {lb} to {ub} step {st}{iter_args}{sig} {{")
            out += block([(iv, "index")] + list(zip(its, types)))
            out.append("}")
        else:
            x = self.pick(scope, "index", out)
            c = self.k(r.randint(2, 5), "index", out)
            i = self.fresh("g")
            out.append(f"{i} = arith.remsi {x}, {c} : index")
            cases = sorted(r.sample(range(-2, 5), r.randint(1, 3)))
            out.append(f"{lhs}scf.index_switch {i}" + (f" -> {', '.join(types)}" if types else ""))
            for cv in cases:
                out.append(f"case {cv} {{")
                out += block([])
                out.append("}")
            out.append("default {")
            out += block([])
            out.append("}")
        scope += list(zip(res, types))

    def body(self, scope, depth, n, out):
        for _ in range(n):
            k = self.r.random()
            if k < 0.45:
                self.int_op(scope, out)
            elif k < 0.62:
                self.float_op(scope, out)
            elif k < 0.72:
                self.mem_op(scope, out)
            elif k < 0.82:
                self.call_op(scope, out)
            elif depth < 2:
                self.region_op(scope, depth, out)

    def function(self, idx):
        r = self.r
        name = f"f{idx}"
        args = [r.choice(self.types) for _ in range(r.randint(0, 4))]
        results = [r.choice(self.types) for _ in range(r.randint(1, 3))]
        params = [(f"%a{idx}_{i}", t) for i, t in enumerate(args)]
        out = [f"func.func @{name}({', '.join(f'{a}: {t}' for a, t in params)}) -> ({', '.join(results)}) {{"]
        scope = list(params)
        body = []
        self.body(scope, 0, r.randint(2, int(12 * self.size) + 2), body)
        ys = [self.pick(scope, t, body) for t in results]
        body.append(f"return {', '.join(ys)} : {', '.join(results)}")
        out += ["  " + l for l in body]
        out.append("}")
        self.funcs.append((name, args, results))
        return out

    def print_value(self, v, t, out):
        if t in FLOATS:
            d = v
            if t == "f32":
                d = self.fresh("p")
                out.append(f"{d} = arith.extf {v} : f32 to f64")
            nan = self.fresh("p")
            out.append(f"{nan} = arith.cmpf uno, {d}, {d} : f64")
            bits = self.fresh("p")
            out.append(f"{bits} = arith.bitcast {d} : f64 to i64")
            canon = self.k(9221120237041090560, "i64", out)
            s = self.fresh("p")
            out.append(f"{s} = arith.select {nan}, {canon}, {bits} : i64")
            out.append(f"func.call @printI64({s}) : (i64) -> ()")
            out.append("func.call @printNewline() : () -> ()")
            return
        if t == "index":
            p = self.fresh("p")
            out.append(f"{p} = arith.index_cast {v} : index to i64")
            out.append(f"func.call @printI64({p}) : (i64) -> ()")
            out.append("func.call @printNewline() : () -> ()")
            return
        w = width(t)
        if w < 64:
            p = self.fresh("p")
            ext = self.r.choice(["extsi", "extui"])
            out.append(f"{p} = arith.{ext} {v} : {t} to i64")
        elif w == 64:
            p = v
        else:
            p = self.fresh("p")
            out.append(f"{p} = arith.trunci {v} : {t} to i64")
            k = self.k(64, t, out)
            h = self.fresh("p")
            out.append(f"{h} = arith.shrui {v}, {k} : {t}")
            h2 = self.fresh("p")
            out.append(f"{h2} = arith.trunci {h} : {t} to i64")
            out.append(f"func.call @printI64({h2}) : (i64) -> ()")
            out.append("func.call @printNewline() : () -> ()")
        out.append(f"func.call @printI64({p}) : (i64) -> ()")
        out.append("func.call @printNewline() : () -> ()")

    def module(self):
        lines = ["module {", "func.func private @printI64(i64)", "func.func private @printNewline()"]
        for i in range(self.r.randint(1, 4)):
            lines += self.function(i)
        main = []
        for name, args, results in self.funcs:
            vals = [self.const(t, main) for t in args]
            rs = [self.fresh() for _ in results]
            main.append(f"{', '.join(rs)} = func.call @{name}({', '.join(vals)}) : ({', '.join(args)}) -> ({', '.join(results)})")
            for v, t in zip(rs, results):
                self.print_value(v, t, main)
        lines.append("func.func @main() {")
        lines += ["  " + l for l in main]
        lines.append("  return")
        lines.append("}")
        lines.append("}")
        return "\n".join(lines) + "\n"


def generate(seed, size=1.0):
    return Gen(seed, size).module()


def run(cmd, text, timeout):
    try:
        p = subprocess.run(cmd, input=text.encode(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "timeout"
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def runner_libs(llvm_lib):
    found = []
    for lib in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        path = os.path.join(llvm_lib, lib)
        if not os.path.exists(path):
            versioned = sorted(glob.glob(path + ".*"))
            path = versioned[-1] if versioned else path
        found.append(path)
    return ",".join(found)


def check(args, seed):
    """(status, detail, text): status is 'same', 'skip' (the reference
    failed) or a disagreement kind."""
    text = generate(seed, args.size)
    rc, ref, err = run([args.mlir_opt] + PIPELINE, text, args.timeout)
    if rc != 0:
        return "skip", f"mlir-opt: {err.strip()[:300]}", text
    rc, low, err = run([args.strata_opt] + PIPELINE, text, args.timeout)
    if rc != 0:
        return "strata-opt-fails", err, text
    entry = ["-e", "main", "--entry-point-result=void"]
    mrc, mout, merr = run([args.mlir_runner] + entry + ["--shared-libs=" + args.libs], ref, args.timeout)
    if mrc != 0:
        return "skip", f"mlir-runner: {merr.strip()[:300]}", text
    results = []
    for lowered, who in ((low, "strata"), (ref, "mlir-lowered")):
        for opt in args.opt_levels:
            src, srun, serr = run([args.strata_runner] + entry + [f"-O{opt}"], lowered, args.timeout)
            if src != 0 or srun != mout:
                diff = f"strata-runner -O{opt} on the {who} lowering: rc {src}\n{serr.strip()[:500]}\n"
                diff += "".join(
                    f"line {i + 1}: strata {a!r} mlir {b!r}\n"
                    for i, (a, b) in enumerate(zip(srun.splitlines(), mout.splitlines()))
                    if a != b
                )[:2000]
                results.append(diff)
        if not args.cross:
            break
    if results:
        return "output", "".join(results), text
    return "same", "", text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata-bin", default=os.path.join(os.path.dirname(__file__), "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("--cases", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="seed of the first program")
    ap.add_argument("--size", type=float, default=1.0, help="scales the number of ops per function")
    ap.add_argument("--opt-levels", default="0,2", help="strata-runner -O levels to run")
    ap.add_argument("--cross", action="store_true", help="also run strata-runner on mlir-opt's lowering")
    ap.add_argument("--out", default="fuzz-runner-out")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--print", type=int, metavar="SEED", help="print the program of one seed and exit")
    args = ap.parse_args()
    if args.print is not None:
        sys.stdout.write(generate(args.print, args.size))
        return 0
    args.strata_opt = os.path.join(args.strata_bin, "strata-opt")
    args.strata_runner = os.path.join(args.strata_bin, "strata-runner")
    args.mlir_opt = os.path.join(args.llvm_bin, "mlir-opt")
    args.mlir_runner = os.path.join(args.llvm_bin, "mlir-runner")
    args.libs = runner_libs(args.llvm_lib)
    args.opt_levels = [int(x) for x in args.opt_levels.split(",") if x]
    counts = {}
    found = []
    seeds = range(args.seed, args.seed + args.cases)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for seed, (status, detail, text) in zip(seeds, pool.map(lambda s: check(args, s), seeds)):
            counts[status] = counts.get(status, 0) + 1
            if status not in ("same", "skip"):
                os.makedirs(args.out, exist_ok=True)
                path = os.path.join(args.out, f"seed{seed}-{status}.mlir")
                with open(path, "w") as f:
                    f.write("".join(f"// {l}\n" for l in detail.splitlines()) + text)
                found.append(path)
                print(f"seed {seed}: {status} -> {path}", flush=True)
            elif status == "skip":
                print(f"seed {seed}: skipped ({detail.splitlines()[0] if detail else ''})", flush=True)
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
