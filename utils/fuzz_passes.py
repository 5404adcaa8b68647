#!/usr/bin/env python3
"""Differential fuzzing of strata-opt's passes against mlir-opt 22.

A seeded generator writes random but valid modules: functions (public and
private, calling each other) over i1/i8/i32/i64/index/f32/f64 and memref
arguments, with arith, math, index, ub, memref (alloca/load/store), cf
(multi-block bodies with block arguments, br/cond_br/switch) and scf (for,
if, while, index_switch, execute_region) ops, and constants that include
edge values (0, -1, the minimum and maximum integers, NaN, infinities, -0.0).

Each case is first run through both tools without a pass: they must agree
on whether it verifies, and on how it prints. Each selected pipeline is then
run through both tools with the same printing flags and the outputs are
compared. A case is skipped when mlir-opt crashes, times out or cannot read
back its own output, or when its output changes from run to run (not a
Strata bug); a strata-opt crash or timeout is a disagreement. Disagreeing inputs are saved under --out (one file per case
and pipeline, with the diff in a leading comment); --minimize shrinks each
one first, deleting ops, regions, blocks and functions and replacing ops by
ub.poison while the same kind of disagreement remains.

  python3 utils/fuzz_passes.py --cases 500 --seed 1 -j 2
  python3 utils/fuzz_passes.py --pipelines sccp,inline --cases 200 --minimize
  python3 utils/fuzz_passes.py --print 7          # show the case of seed 7
  python3 utils/fuzz_passes.py --reduce saved.mlir --pipeline-args=--sccp

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import difflib
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import threading

PIPELINES = {
    "canonicalize": ["--canonicalize"],
    "cse": ["--cse"],
    "canonicalize,cse": ["--canonicalize", "--cse"],
    "sccp": ["--sccp"],
    "remove-dead-values": ["--remove-dead-values"],
    "control-flow-sink": ["--control-flow-sink"],
    "loop-invariant-code-motion": ["--loop-invariant-code-motion"],
    "convert-scf-to-cf": ["--convert-scf-to-cf"],
    "mem2reg": ["--mem2reg"],
    "sroa": ["--sroa"],
    "topological-sort": ["--topological-sort"],
    "inline": ["--inline"],
    "symbol-dce": ["--symbol-dce"],
    "symbol-privatize": ["--symbol-privatize"],
    "func.func(canonicalize,cse)": ["--pass-pipeline=builtin.module(func.func(canonicalize,cse))"],
    "func.func(affine-simplify-min-max)": ["--pass-pipeline=builtin.module(func.func(affine-simplify-min-max))"],
}

INT_TYPES = ["i1", "i8", "i32", "i64"]
FLOAT_TYPES = ["f32", "f64"]
SCALARS = INT_TYPES + ["index"] + FLOAT_TYPES
WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64, "index": 64}
MEMREF_TYPES = ["memref<i32>", "memref<4xi32>", "memref<2xf32>", "memref<f64>", "memref<?xi64>", "memref<3xindex>"]


def memref_elem(t):
    return re.sub(r"^(?:[0-9?]+x)*", "", t[len("memref<"):-1])


def memref_rank(t):
    return len(re.findall(r"[0-9?]+x", t))


# ---------------------------------------------------------------- generator


class Gen:
    """Builds one random module; every value lives in a scope of (name, type)."""

    def __init__(self, seed, size=1.0, locations=False):
        self.r = random.Random(seed)
        self.size = size
        self.n = 0
        self.funcs = []  # (name, arg types, result types, private)
        # With `locations`, ops, block arguments and function arguments get
        # random locations and function arguments and results attribute
        # dictionaries.
        self.locations = locations
        self.loc_aliases = 0

    # -- locations and attribute dictionaries
    def loc_body(self, depth=0):
        """The inside of a `loc(...)`: every kind of location, nested."""
        r = self.r
        file = r.choice(['"a.mlir"', '"dir/b.mlir"', '""', '"with space.mlir"'])
        k = r.randrange(10 if depth < 2 else 5)
        line, col = r.randint(0, 40), r.randint(0, 80)
        if k == 0:
            return "unknown"
        if k == 1:
            return f"{file}:{line}:{col}"
        if k == 2:
            # A range, sometimes an empty one.
            if self.chance(0.3):
                return f"{file}:{line}:{col} to {line}:{col}"
            if self.chance(0.5):
                return f"{file}:{line}:{col} to :{col + r.randint(0, 5)}"
            return f"{file}:{line}:{col} to {line + r.randint(0, 3)}:{r.randint(0, 80)}"
        if k == 3:
            return r.choice(['"x"', '"name with space"', '"y.z"'])
        if k == 4 and self.loc_aliases:
            return f"#loc{r.randrange(self.loc_aliases)}"
        if k in (4, 5):
            return f'"n{r.randint(0, 3)}"({self.loc_body(depth + 1)})'
        if k == 6:
            return f"callsite({self.loc_body(depth + 1)} at {self.loc_body(depth + 1)})"
        if k == 7:
            parts = ", ".join(self.loc_body(depth + 1) for _ in range(r.randint(1, 3)))
            meta = r.choice(["", '<"m">', "<[1, 2]>"])
            return f"fused{meta}[{parts}]"
        return f"{file}:{line}:{col}"

    def loc(self):
        return f" loc({self.loc_body()})" if self.locations and self.chance(0.8) else ""

    def attr_dict(self):
        """A random argument or result attribute dictionary, or nothing."""
        if not self.locations or not self.chance(0.4):
            return ""
        r = self.r
        pool = [
            "test.attr = 1 : i32", "test.flag", 'test.name = "s"', "test.map = affine_map<(d0) -> (d0 + 1)>",
            "test.set = affine_set<(d0) : (d0 >= 0)>", "test.arr = [1, 2.000000e+00, \"x\"]",
            "test.dense = dense<[1, 2]> : tensor<2xi32>", "test.loc = loc(\"l.mlir\":3:4)",
            "test.ty = i64", "test.nested = {a = 1 : i64, b = unit}", "test.darr = array<i64: 1, 2>",
        ]
        names = r.sample(pool, r.randint(1, 3))
        return " {" + ", ".join(names) + "}"

    def add_locations(self, lines):
        """Appends a location to each op line that can end with one."""
        res = []
        for i, l in enumerate(lines):
            s = l.strip()
            after = lines[i + 1].strip() if i + 1 < len(lines) else ""
            # An op whose regions follow on the next lines ends later.
            continued = after.startswith(("case ", "default"))
            if not s or continued or s.endswith("{") or s.startswith(("}", "^", "func.func", "#")) or s.endswith(":"):
                res.append(l)
                continue
            res.append(l + self.loc())
        return res

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def chance(self, p):
        return self.r.random() < p

    # -- constants
    def int_literal(self, t):
        w = WIDTH[t]
        if t == "i1":
            return self.r.choice(["true", "false"])
        edge = [0, 1, -1, 2, 3, 7, -8, 16, 2 ** (w - 1) - 1, -(2 ** (w - 1)), 2 ** (w - 2)]
        return str(self.r.choice(edge + [self.r.randint(-100, 100)]))

    def float_literal(self, t):
        nan = "0x7FC00000" if t == "f32" else "0x7FF8000000000000"
        inf = "0x7F800000" if t == "f32" else "0x7FF0000000000000"
        ninf = "0xFF800000" if t == "f32" else "0xFFF0000000000000"
        return self.r.choice(
            ["0.000000e+00", "-0.000000e+00", "1.000000e+00", "-1.000000e+00", "2.500000e+00", "1.000000e+30", nan, inf, ninf, "3.000000e+00"]
        )

    def constant(self, t, out):
        v = self.fresh()
        k = self.r.random()
        if t == "index" and k < 0.2:
            out.append(f"{v} = index.constant {self.int_literal('i64') if self.chance(0.3) else self.r.randint(-4, 8)}")
        elif t == "i1" and k < 0.1:
            out.append(f"{v} = index.bool.constant {self.r.choice(['true', 'false'])}")
        elif t in FLOAT_TYPES:
            out.append(f"{v} = arith.constant {self.float_literal(t)} : {t}")
        elif t == "i1":
            out.append(f"{v} = arith.constant {self.int_literal(t)}")
        elif t == "index":
            out.append(f"{v} = arith.constant {self.r.choice([0, 1, 2, 3, 4, -1, 10])} : index")
        else:
            out.append(f"{v} = arith.constant {self.int_literal(t)} : {t}")
        return v

    def pick(self, scope, t, out, fresh_p=0.15):
        """A value of type t from the scope, or a new constant/poison."""
        cands = [n for n, ty in scope if ty == t]
        if cands and not self.chance(fresh_p):
            return self.r.choice(cands)
        if self.chance(0.05) and not t.startswith("memref"):
            v = self.fresh()
            out.append(f"{v} = ub.poison : {t}")
            return v
        if t.startswith("memref"):
            return self.alloca(t, scope, out)
        v = self.constant(t, out)
        scope.append((v, t))
        return v

    def alloca(self, t, scope, out):
        v = self.fresh()
        static = t.replace("?", "4")
        out.append(f"{v} = memref.alloca() : {static}")
        scope.append((v, static))
        if static != t:
            c = self.fresh()
            out.append(f"{c} = memref.cast {v} : {static} to {t}")
            scope.append((c, t))
            return c
        return v

    # -- single ops
    def op(self, scope, out):
        r = self.r
        kinds = ["arith_int", "arith_int", "arith_float", "cmp", "select", "cast", "const", "index", "math", "memref", "extended"]
        kind = r.choice(kinds)
        v = self.fresh()
        if kind == "const":
            t = r.choice(SCALARS)
            self.n -= 1
            c = self.constant(t, out)
            scope.append((c, t))
            return
        if kind == "arith_int":
            t = r.choice(INT_TYPES + ["index"])
            name = r.choice(
                ["addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui",
                 "maxsi", "minsi", "maxui", "minui", "ceildivsi", "floordivsi", "ceildivui"]
            )
            a, b = self.pick(scope, t, out), self.pick(scope, t, out)
            flags = ""
            if name in ("addi", "subi", "muli", "shli") and self.chance(0.15):
                flags = " overflow<" + r.choice(["nsw", "nuw", "nsw, nuw"]) + ">"
            out.append(f"{v} = arith.{name} {a}, {b}{flags} : {t}")
            scope.append((v, t))
        elif kind == "arith_float":
            t = r.choice(FLOAT_TYPES)
            name = r.choice(["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf", "negf"])
            fm = " fastmath<" + r.choice(["fast", "nnan", "ninf,nsz"]) + ">" if self.chance(0.1) else ""
            a = self.pick(scope, t, out)
            if name == "negf":
                out.append(f"{v} = arith.negf {a}{fm} : {t}")
            else:
                b = self.pick(scope, t, out)
                out.append(f"{v} = arith.{name} {a}, {b}{fm} : {t}")
            scope.append((v, t))
        elif kind == "cmp":
            t = r.choice(SCALARS)
            a, b = self.pick(scope, t, out), self.pick(scope, t, out)
            if t in FLOAT_TYPES:
                p = r.choice(["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"])
                out.append(f"{v} = arith.cmpf {p}, {a}, {b} : {t}")
            elif t == "index" and self.chance(0.4):
                p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
                out.append(f"{v} = index.cmp {p}({a}, {b})")
            else:
                p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
                out.append(f"{v} = arith.cmpi {p}, {a}, {b} : {t}")
            scope.append((v, "i1"))
        elif kind == "select":
            t = r.choice(SCALARS)
            c = self.pick(scope, "i1", out)
            a, b = self.pick(scope, t, out), self.pick(scope, t, out)
            out.append(f"{v} = arith.select {c}, {a}, {b} : {t}")
            scope.append((v, t))
        elif kind == "cast":
            self.cast(v, scope, out)
        elif kind == "index":
            name = r.choice(
                ["add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu", "maxs", "maxu",
                 "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor", "casts", "castu", "sizeof"]
            )
            if name in ("casts", "castu"):
                t = r.choice(["i8", "i32", "i64", "i1"])
                if self.chance(0.5):
                    a = self.pick(scope, t, out)
                    out.append(f"{v} = index.{name} {a} : {t} to index")
                    scope.append((v, "index"))
                else:
                    a = self.pick(scope, "index", out)
                    out.append(f"{v} = index.{name} {a} : index to {t}")
                    scope.append((v, t))
            elif name == "sizeof":
                out.append(f"{v} = index.sizeof")
                scope.append((v, "index"))
            else:
                a, b = self.pick(scope, "index", out), self.pick(scope, "index", out)
                out.append(f"{v} = index.{name} {a}, {b}")
                scope.append((v, "index"))
        elif kind == "math":
            if self.chance(0.6):
                t = r.choice(FLOAT_TYPES)
                name = r.choice(["absf", "sqrt", "floor", "ceil", "exp", "log", "sin", "cos", "round", "trunc", "fma", "copysign", "powf"])
                a = self.pick(scope, t, out)
                if name == "fma":
                    b, c = self.pick(scope, t, out), self.pick(scope, t, out)
                    out.append(f"{v} = math.fma {a}, {b}, {c} : {t}")
                elif name in ("copysign", "powf"):
                    b = self.pick(scope, t, out)
                    out.append(f"{v} = math.{name} {a}, {b} : {t}")
                else:
                    out.append(f"{v} = math.{name} {a} : {t}")
            else:
                t = r.choice(["i8", "i32", "i64"])
                name = r.choice(["absi", "ctlz", "cttz", "ctpop", "ipowi"])
                a = self.pick(scope, t, out)
                if name == "ipowi":
                    b = self.pick(scope, t, out)
                    out.append(f"{v} = math.ipowi {a}, {b} : {t}")
                else:
                    out.append(f"{v} = math.{name} {a} : {t}")
            scope.append((v, t))
        elif kind == "memref":
            mems = [(n, t) for n, t in scope if t.startswith("memref")]
            if not mems or self.chance(0.2):
                t = r.choice(MEMREF_TYPES).replace("?", "4")
                m = self.alloca(t, scope, out)
            else:
                m, t = r.choice(mems)
            elem = memref_elem(t)
            idx = ", ".join(self.index_in_range(scope, out) for _ in range(memref_rank(t)))
            if self.chance(0.5):
                val = self.pick(scope, elem, out)
                out.append(f"memref.store {val}, {m}[{idx}] : {t}")
            else:
                out.append(f"{v} = memref.load {m}[{idx}] : {t}")
                scope.append((v, elem))
        elif kind == "extended":
            t = r.choice(["i8", "i32", "i64"])
            a, b = self.pick(scope, t, out), self.pick(scope, t, out)
            name = r.choice(["addui_extended", "mului_extended", "mulsi_extended"])
            if name == "addui_extended":
                out.append(f"{v}:2 = arith.addui_extended {a}, {b} : {t}, i1")
                scope.extend([(f"{v}#0", t), (f"{v}#1", "i1")])
            else:
                out.append(f"{v}:2 = arith.{name} {a}, {b} : {t}")
                scope.extend([(f"{v}#0", t), (f"{v}#1", t)])

    def index_in_range(self, scope, out):
        if self.chance(0.7):
            v = self.fresh()
            out.append(f"{v} = arith.constant {self.r.randint(0, 1)} : index")
            return v
        return self.pick(scope, "index", out)

    def cast(self, v, scope, out):
        r = self.r
        choice = r.choice(["ext", "trunc", "index_cast", "itofp", "fptoi", "extf", "truncf", "bitcast"])
        if choice == "ext":
            a_t, b_t = sorted(r.sample(INT_TYPES, 2), key=lambda t: WIDTH[t])
            name, src, dst = r.choice(["extsi", "extui"]), a_t, b_t
        elif choice == "trunc":
            a_t, b_t = sorted(r.sample(INT_TYPES, 2), key=lambda t: WIDTH[t])
            name, src, dst = "trunci", b_t, a_t
        elif choice == "index_cast":
            t = r.choice(["i8", "i32", "i64", "i1"])
            name = r.choice(["index_cast", "index_castui"])
            src, dst = (t, "index") if self.chance(0.5) else ("index", t)
        elif choice == "itofp":
            name, src, dst = r.choice(["sitofp", "uitofp"]), r.choice(INT_TYPES), r.choice(FLOAT_TYPES)
        elif choice == "fptoi":
            name, src, dst = r.choice(["fptosi", "fptoui"]), r.choice(FLOAT_TYPES), r.choice(INT_TYPES)
        elif choice == "extf":
            name, src, dst = "extf", "f32", "f64"
        elif choice == "truncf":
            name, src, dst = "truncf", "f64", "f32"
        else:
            name, (src, dst) = "bitcast", r.choice([("i32", "f32"), ("f32", "i32"), ("i64", "f64"), ("f64", "i64")])
        a = self.pick(scope, src, out)
        out.append(f"{v} = arith.{name} {a} : {src} to {dst}")
        scope.append((v, dst))

    # -- region ops
    def yields(self, scope, types, out):
        return [self.pick(scope, t, out, fresh_p=0.1) for t in types]

    def result_names(self, v, types, scope):
        if len(types) == 1:
            scope.append((v, types[0]))
            return v
        for i, t in enumerate(types):
            scope.append((f"{v}#{i}", t))
        return f"{v}:{len(types)}"

    def body(self, scope, depth, n, out, indent):
        """n ops into out; scope is extended with their results."""
        for _ in range(n):
            lines = []
            if depth < 3 and self.chance(0.18):
                self.region_op(scope, depth + 1, lines)
            elif self.chance(0.06) and self.funcs:
                self.call(scope, lines)
            else:
                self.op(scope, lines)
            out.extend(indent + l for l in lines)

    def region_types(self):
        k = self.r.choice([0, 1, 1, 1, 2, 2, 3])
        return [self.r.choice(SCALARS) for _ in range(k)]

    def block_lines(self, scope, depth, types, term, out, indent, implicit=False):
        inner = list(scope)
        body = []
        self.body(inner, depth, self.r.randint(0, int(4 * self.size) + 1), body, "  ")
        ys = self.yields(inner, types, body)
        if types:
            body.append(f"{term} {', '.join(ys)} : {', '.join(types)}")
        elif term != "scf.yield" or not implicit or self.chance(0.5):
            body.append(term)
        out.extend(indent + "  " + l for l in body)

    def region_op(self, scope, depth, out):
        r = self.r
        kind = r.choice(["for", "for", "if", "if", "while", "switch", "execute"])
        types = self.region_types()
        v = self.fresh()
        tys = ", ".join(types)
        if kind == "if":
            c = self.pick(scope, "i1", out)
            res = f"{self.result_names(v, types, [])} = " if types else ""
            arrow = f" -> ({tys})" if types else ""
            out.append(f"{res}scf.if {c}{arrow} {{")
            self.block_lines(scope, depth, types, "scf.yield", out, "", True)
            if types or self.chance(0.5):
                out.append("} else {")
                self.block_lines(scope, depth, types, "scf.yield", out, "", True)
            out.append("}")
        elif kind == "for":
            ivt = "index" if self.chance(0.85) else r.choice(["i32", "i64"])
            lb = self.pick(scope, ivt, out, 0.5)
            ub = self.pick(scope, ivt, out, 0.5)
            step = self.fresh()
            out.append(f"{step} = arith.constant {r.choice([1, 1, 2, 3])} : {ivt}")
            inits = [self.pick(scope, t, out) for t in types]
            iv = self.fresh()
            iters = [self.fresh() for _ in types]
            res = f"{self.result_names(v, types, [])} = " if types else ""
            it = f" iter_args({', '.join(f'{a} = {b}' for a, b in zip(iters, inits))}) -> ({tys})" if types else ""
            ty = f" : {ivt}" if ivt != "index" else ""
            out.append(f"{res}scf.for {iv} = {lb} to {ub} step {step}{it}{ty} {{")
            inner = list(scope) + [(iv, ivt)] + list(zip(iters, types))
            self.block_lines(inner, depth, types, "scf.yield", out, "", True)
            out.append("}")
        elif kind == "while":
            if not types:
                types = [r.choice(SCALARS)]
                tys = types[0]
            inits = [self.pick(scope, t, out) for t in types]
            before = [self.fresh() for _ in types]
            after = [self.fresh() for _ in types]
            res = self.result_names(v, types, [])
            out.append(f"{res} = scf.while ({', '.join(f'{a} = {b}' for a, b in zip(before, inits))}) : ({tys}) -> ({tys}) {{")
            inner = list(scope) + list(zip(before, types))
            body = []
            self.body(inner, depth, r.randint(0, 3), body, "")
            c = self.pick(inner, "i1", body)
            fwd = self.yields(inner, types, body)
            body.append(f"scf.condition({c}) {', '.join(fwd)} : {tys}")
            out.extend("  " + l for l in body)
            out.append("} do {")
            out.append(f"^bb0({', '.join(f'{a}: {t}' for a, t in zip(after, types))}):")
            inner = list(scope) + list(zip(after, types))
            self.block_lines(inner, depth, types, "scf.yield", out, "")
            out.append("}")
        elif kind == "switch":
            x = self.pick(scope, "index", out, 0.4)
            res = f"{self.result_names(v, types, [])} = " if types else ""
            arrow = f" -> {tys}" if types else ""
            out.append(f"{res}scf.index_switch {x}{arrow}")
            for case in sorted(r.sample(range(-1, 6), r.randint(0, 3))):
                out.append(f"case {case} {{")
                self.block_lines(scope, depth, types, "scf.yield", out, "")
                out.append("}")
            out.append("default {")
            self.block_lines(scope, depth, types, "scf.yield", out, "")
            out.append("}")
        else:
            res = f"{self.result_names(v, types, [])} = " if types else ""
            arrow = f" -> ({tys})" if types else ""
            out.append(f"{res}scf.execute_region{arrow} {{")
            if self.chance(0.4):
                self.cfg(scope, depth, types, "scf.yield", out, "  ", block_limit=3)
            else:
                self.block_lines(scope, depth, types, "scf.yield", out, "")
            out.append("}")
        if types:
            self.result_names(v, types, scope)

    def call(self, scope, out):
        name, args, results, _ = self.r.choice(self.funcs)
        ops = [self.pick(scope, t, out) for t in args]
        v = self.fresh()
        res = f"{self.result_names(v, results, [])} = " if results else ""
        out.append(f"{res}func.call @{name}({', '.join(ops)}) : ({', '.join(args)}) -> ({', '.join(results)})")
        if results:
            self.result_names(v, results, scope)

    def branch_target(self, blocks, scope, out, plain=False):
        i = self.r.randrange(1, len(blocks))
        label, args = blocks[i]
        # cf.switch's successor lists take no `%x#n` operands.
        avail = [(n, t) for n, t in scope if "#" not in n] if plain else scope
        vals = [self.pick(avail, t, out) for _, t in args]
        if vals:
            return f"{label}({', '.join(vals)} : {', '.join(t for _, t in args)})"
        return label

    def cfg(self, scope, depth, types, term, out, indent, block_limit=5):
        """A multi-block region: an entry block and successors with arguments."""
        r = self.r
        nblocks = r.randint(2, block_limit)
        blocks = [("", [])]
        for i in range(1, nblocks):
            args = [(self.fresh(), r.choice(SCALARS)) for _ in range(r.randint(0, 2))]
            blocks.append((f"^bb{i}", args))
        entry_scope = list(scope)
        for i, (label, args) in enumerate(blocks):
            body = []
            if i > 0:
                out.append(indent + f"{label}{'(' + ', '.join(f'{a}: {t}{self.loc()}' for a, t in args) + ')' if args else ''}:")
                local = list(entry_scope) + args
            else:
                local = entry_scope
            self.body(local, depth, r.randint(0, int(4 * self.size) + 1), body, "")
            last = i == len(blocks) - 1
            k = r.random()
            if last or k < 0.25:
                ys = self.yields(local, types, body)
                body.append(f"{term} {', '.join(ys)} : {', '.join(types)}" if types else term)
            elif k < 0.55:
                body.append(f"cf.br {self.branch_target(blocks, local, body)}")
            elif k < 0.85:
                c = self.pick(local, "i1", body)
                a = self.branch_target(blocks, local, body)
                b = self.branch_target(blocks, local, body)
                body.append(f"cf.cond_br {c}, {a}, {b}")
            else:
                t = r.choice(["i32", "i8", "i64"]) if self.chance(0.3) else "i32"
                flag = self.pick(local, t, body)
                dflt = self.branch_target(blocks, local, body, True)
                cases = []
                for cv in sorted(r.sample(range(-2, 6), r.randint(1, 3))):
                    cases.append(f"{cv}: {self.branch_target(blocks, local, body, True)}")
                body.append(f"cf.switch {flag} : {t}, [default: {dflt}, {', '.join(cases)}]")
            out.extend(indent + "  " + l if i > 0 else indent + l for l in body)
            if i == 0:
                entry_scope = local

    def function(self, idx):
        r = self.r
        name = f"f{idx}"
        arg_types = [r.choice(SCALARS + MEMREF_TYPES[:3]) if self.chance(0.85) else r.choice(MEMREF_TYPES) for _ in range(r.randint(0, 4))]
        results = [r.choice(SCALARS) for _ in range(r.choice([0, 1, 1, 1, 2]))]
        private = self.chance(0.4)
        args = [(f"%arg{i}", t) for i, t in enumerate(arg_types)]
        out = []
        vis = "private " if private else ""
        res = f" -> ({', '.join(t + self.attr_dict() for t in results)})" if results else ""
        params = ", ".join(f"{a}: {t}{self.attr_dict()}{self.loc()}" for a, t in args)
        out.append(f"func.func {vis}@{name}({params}){res} {{")
        scope = list(args)
        if self.chance(0.35):
            self.cfg(scope, 0, results, "return", out, "  ")
        else:
            body = []
            self.body(scope, 0, r.randint(1, int(10 * self.size) + 1), body, "")
            ys = self.yields(scope, results, body)
            body.append(f"return {', '.join(ys)} : {', '.join(results)}" if results else "return")
            out.extend("  " + l for l in body)
        out.append("}")
        self.funcs.append((name, arg_types, results, private))
        return out

    def module(self):
        lines = []
        if self.locations:
            self.loc_aliases = self.r.randint(0, 3)
            # Alias definitions may refer to earlier ones only.
            defs, self.loc_aliases = self.loc_aliases, 0
            for i in range(defs):
                lines.append(f"#loc{i} = loc({self.loc_body()})")
                self.loc_aliases = i + 1
        for i in range(self.r.randint(1, 4)):
            lines.extend(self.function(i))
        if self.locations:
            lines = self.add_locations(lines)
        return "\n".join(indent_blocks(lines)) + "\n"


def indent_blocks(lines):
    """Re-indents the generated lines by brace depth (cosmetic)."""
    depth = 0
    res = []
    for l in lines:
        s = l.strip()
        opens = s.count("{") - s.count("}")
        lead = depth - (1 if s.startswith("}") else 0)
        if s.startswith("^"):
            lead = max(depth - 1, 0)
        res.append("  " * max(lead, 0) + s)
        depth += opens
    return res


def generate(seed, size=1.0, locations=False):
    return Gen(seed, size, locations).module()


# ------------------------------------------------------------ affine nests

AFFINE_PIPELINES = {
    "affine-loop-fusion": ["--affine-loop-fusion"],
    "affine-loop-fusion{mode=producer}": ["--affine-loop-fusion=mode=producer"],
    "affine-loop-fusion{mode=sibling}": ["--affine-loop-fusion=mode=sibling"],
    "affine-loop-fusion{maximal}": ["--affine-loop-fusion=maximal"],
    "affine-scalrep": ["--affine-scalrep"],
    # Interface passes: mlir-opt only schedules them nested.
    "affine-loop-unroll": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll))"],
    "affine-loop-unroll{unroll-factor=3}": [
        "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))"
    ],
    "affine-loop-unroll-jam": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))"],
    "affine-loop-tile": ["--affine-loop-tile=tile-size=4"],
    "affine-loop-tile{cache-size=1}": ["--affine-loop-tile=cache-size=1"],
    "affine-data-copy-generate": ["--affine-data-copy-generate=fast-mem-space=0 skip-non-unit-stride-loops"],
    "affine-data-copy-generate{generate-dma}": ["--affine-data-copy-generate=generate-dma fast-mem-space=2"],
    "affine-data-copy-generate{fast-mem-capacity=1}": ["--affine-data-copy-generate=fast-mem-capacity=1"],
    "affine-loop-normalize": ["--affine-loop-normalize"],
    "affine-loop-invariant-code-motion": ["--affine-loop-invariant-code-motion"],
    "affine-parallelize": ["--affine-parallelize"],
    "affine-loop-coalescing": ["--affine-loop-coalescing"],
    "affine-simplify-structures": ["--affine-simplify-structures"],
    "lower-affine": ["--lower-affine"],
    "canonicalize": ["--canonicalize"],
}


def generate_affine(seed, size=1.0):
    """A function of random affine loop nests: producer-consumer chains and
    siblings through local and argument memrefs, 1-D to 3-D, with constant
    or symbolic bounds, steps, imperfect nests, `affine.if`, reductions in
    `iter_args`, and subscripts mixing loop variables, constants, scaling,
    `floordiv` and `mod`."""
    r = random.Random(seed)
    n = r.choice([4, 6, 8, 10, 16])
    dim = 2 * n + 4
    lines = []
    memrefs = []  # (name, rank)
    args = []
    for k in range(r.randint(1, 3)):
        rank = r.randint(1, 2)
        args.append(f"%arg{k}: memref<{'x'.join([str(dim)] * rank)}xf32>")
        memrefs.append((f"%arg{k}", rank))
    symbolic = r.random() < 0.3
    if symbolic:
        args.append("%n: index")
    lines.append(f"func.func @f{seed}({', '.join(args)}) {{")
    lines.append("  %cst = arith.constant 1.500000e+00 : f32")
    for k in range(r.randint(1, 3)):
        rank = r.randint(1, 2)
        lines.append(f"  %t{k} = memref.alloc() : memref<{'x'.join([str(dim)] * rank)}xf32>")
        memrefs.append((f"%t{k}", rank))
    counter = [0]

    def fresh(prefix="v"):
        counter[0] += 1
        return f"%{prefix}{counter[0]}"

    def subscript(ivs):
        if not ivs or r.random() < 0.1:
            return str(r.randint(0, n))
        iv = r.choice(ivs)
        roll = r.random()
        if roll < 0.5:
            return iv
        if roll < 0.7:
            return f"{iv} + {r.randint(1, 3)}"
        if roll < 0.8:
            return f"{iv} * 2"
        if roll < 0.9:
            return f"{iv} floordiv 2"
        if len(ivs) > 1:
            other = r.choice(ivs)
            return f"{iv} + {other}"
        return f"{iv} mod 3"

    def access(ivs):
        m, rank = r.choice(memrefs)
        subs = ", ".join(subscript(ivs) for _ in range(rank))
        ty = f"memref<{'x'.join([str(dim)] * rank)}xf32>"
        return m, subs, ty

    def statements(ivs, ind, count, values):
        out = []
        for _ in range(count):
            roll = r.random()
            if roll < 0.45 or not values:
                m, subs, ty = access(ivs)
                v = fresh()
                out.append(f"{ind}{v} = affine.load {m}[{subs}] : {ty}")
                values.append(v)
            elif roll < 0.75:
                op = r.choice(["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"])
                a = r.choice(values)
                b = r.choice(values + ["%cst"])
                v = fresh()
                out.append(f"{ind}{v} = {op} {a}, {b} : f32")
                values.append(v)
            else:
                m, subs, ty = access(ivs)
                out.append(f"{ind}affine.store {r.choice(values + ['%cst'])}, {m}[{subs}] : {ty}")
        # Every nest writes something.
        m, subs, ty = access(ivs)
        out.append(f"{ind}affine.store {r.choice(values + ['%cst'])}, {m}[{subs}] : {ty}")
        return out

    def loop(ivs, depth, ind):
        iv = fresh("i")
        lb = r.choice([0, 0, 0, 1, 2])
        if symbolic and r.random() < 0.3:
            ub = "%n"
        elif r.random() < 0.15 and ivs:
            ub = f"min affine_map<(d0) -> (d0 + 4, {n})>({ivs[-1]})"
        else:
            ub = str(r.randint(lb + 1, n))
        step = " step 2" if r.random() < 0.15 else ""
        out = [f"{ind}affine.for {iv} = {lb} to {ub}{step} {{"]
        inner = ivs + [iv]
        values = []
        if depth > 1:
            if r.random() < 0.2:
                out += statements(inner, ind + "  ", r.randint(1, 2), values)
            out += loop(inner, depth - 1, ind + "  ")
            if r.random() < 0.2:
                out += loop(inner, depth - 1, ind + "  ")
        elif r.random() < 0.15:
            out.append(f"{ind}  affine.if affine_set<(d0) : (d0 - 2 >= 0)>({iv}) {{")
            out += statements(inner, ind + "    ", r.randint(1, 3), values)
            out.append(f"{ind}  }}")
        else:
            out += statements(inner, ind + "  ", int(r.randint(1, 5) * size) or 1, values)
        out.append(f"{ind}}}")
        return out

    def reduction(ind):
        iv = fresh("i")
        acc = fresh("acc")
        m, subs, ty = access([iv])
        v = fresh()
        s = fresh()
        out = [f"{ind}{acc} = affine.for {iv} = 0 to {r.randint(1, n)} iter_args(%a{acc[1:]} = %cst) -> (f32) {{",
               f"{ind}  {v} = affine.load {m}[{subs}] : {ty}",
               f"{ind}  {s} = arith.addf %a{acc[1:]}, {v} : f32",
               f"{ind}  affine.yield {s} : f32",
               f"{ind}}}"]
        m, subs, ty = access([])
        out.append(f"{ind}affine.store {acc}, {m}[{subs}] : {ty}")
        return out

    for _ in range(r.randint(2, 5)):
        if r.random() < 0.1:
            lines += reduction("  ")
        else:
            lines += loop([], r.choice([1, 1, 2, 2, 3]), "  ")
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------- driver


def run(tool, args, text, timeout):
    try:
        p = subprocess.run([tool, *args], input=text.encode(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "timeout"
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


BASE = ["--allow-unregistered-dialect"]


def compare(args, text, pipeline):
    """('agree'|'skip'|'invalid'|kind, detail) for one input and pipeline.

    kind is one of 'strata-crash', 'strata-accepts', 'strata-rejects' or
    'output' (a disagreement).
    """
    flags = BASE + pipeline + args.print_flags
    rm, outm, errm = run(args.mlir_opt, flags, text, args.timeout)
    if rm is None or rm not in (0, 1):
        return "skip", f"mlir-opt crashed or timed out (exit {rm})"
    rs, outs, errs = run(args.strata, flags, text, args.timeout)
    if rs is None or rs not in (0, 1):
        return "strata-crash", f"strata-opt crashed or timed out (exit {rs}):\n{errs[-3000:]}"
    if (rs == 0) != (rm == 0):
        if rs == 0:
            if "<<NULL" in errm:
                # mlir-opt's pass left invalid IR behind (an upstream bug).
                return "skip", "mlir-opt produced invalid IR"
            # Its pass succeeds but its result fails verification: mlir-opt
            # cannot read back what it produced (an upstream bug).
            rn, outn, _ = run(args.mlir_opt, flags + ["--verify-each=false"], text, args.timeout)
            if rn == 0 and run(args.mlir_opt, BASE, outn, args.timeout)[0] not in (0, None):
                return "skip", "mlir-opt produced invalid IR"
            return "strata-accepts", f"strata-opt accepts, mlir-opt rejects:\n{errm[-2000:]}"
        return "strata-rejects", f"strata-opt rejects, mlir-opt accepts:\n{errs[-2000:]}"
    if rm != 0:
        return "agree", ""
    if outs != outm:
        rb, _, _ = run(args.mlir_opt, BASE, outm, args.timeout)
        if rb != 0:
            return "skip", "mlir-opt cannot read back its output"
        # Some mlir-opt passes iterate over maps keyed by pointers, so their
        # output can change from run to run (docs/deviations.md); such a
        # case says nothing about Strata.
        for _ in range(3):
            _, again, _ = run(args.mlir_opt, flags, text, args.timeout)
            if again != outm:
                return "skip", "mlir-opt's output differs from run to run"
        diff = difflib.unified_diff(outm.splitlines(), outs.splitlines(), "mlir-opt", "strata-opt", lineterm="")
        return "output", "\n".join(list(diff)[:80])
    return "agree", ""


def check_case(args, text, pipes):
    """Results for one generated input: {pipeline name: (status, detail)}."""
    rm, _, errm = run(args.mlir_opt, BASE, text, args.timeout)
    if rm != 0:
        return {"<verify>": ("invalid", errm[-2000:])}
    results = {"<verify>": compare(args, text, [])}
    if results["<verify>"][0] not in ("agree", "skip"):
        return results
    for name in pipes:
        results[name] = compare(args, text, PIPELINES[name])
    return results


# ----------------------------------------------------------------- minimizer


def interesting(args, text, pipeline, kind):
    # For 'output' and 'strata-rejects', mlir-opt accepting the pipeline
    # already shows that the input verifies.
    if kind not in ("output", "strata-rejects"):
        rm, _, _ = run(args.mlir_opt, BASE, text, args.timeout)
        if rm != 0:
            return False
    status, _ = compare(args, text, pipeline)
    return status == kind


DEF_RE = re.compile(r"^(\s*)(%[\w#:]+) = (.*)$")
GENERIC_RESULT_RE = re.compile(r"\) -> (\S[^()]*)$")


def region_end(lines, i):
    """Index of the line closing the region(s) opened on line i, or None."""
    depth = 0
    for j in range(i, len(lines)):
        depth += lines[j].count("{") - lines[j].count("}")
        if depth <= 0 and j > i:
            return j
        if depth <= 0 and j == i:
            return None
    return None


def minimize(args, text, pipeline, kind, log=None):
    """Deletes lines, regions and functions (and replaces single-result ops by
    ub.poison in the generic form) while the disagreement stays."""
    # Work on the generic form, where every op carries its result types.
    rc, gen, _ = run(args.mlir_opt, BASE + ["--mlir-print-op-generic"], text, args.timeout)
    if rc == 0 and interesting(args, gen, pipeline, kind):
        text = gen
    lines = text.splitlines()
    changed = True
    while changed:
        changed = False
        # 1. delete ranges: whole region ops first, then single lines
        i = 0
        while i < len(lines):
            end = region_end(lines, i)
            if end is not None:
                cand = lines[:i] + lines[end + 1:]
                if interesting(args, "\n".join(cand) + "\n", pipeline, kind):
                    lines = cand
                    changed = True
                    continue
            s = lines[i].strip()
            if s and not s.startswith("}") and not s.startswith("^") and end is None and not s.endswith("{"):
                cand = lines[:i] + lines[i + 1:]
                if interesting(args, "\n".join(cand) + "\n", pipeline, kind):
                    lines = cand
                    changed = True
                    continue
            i += 1
        # 2. replace single-result generic ops by poison
        i = 0
        while i < len(lines):
            i += 1
            i0 = i - 1
            m = DEF_RE.match(lines[i0])
            if not m or ":" in m.group(2) or "ub.poison" in lines[i0]:
                continue
            end = region_end(lines, i0)
            tail = lines[end] if end is not None else lines[i0]
            tm = GENERIC_RESULT_RE.search(tail.strip())
            if not tm:
                continue
            ty = tm.group(1).strip()
            if ty.startswith("("):
                continue
            new = f"{m.group(1)}{m.group(2)} = \"ub.poison\"() <{{value = #ub.poison}}> : () -> {ty}"
            cand = lines[:i0] + [new] + lines[(end if end is not None else i0) + 1:]
            if interesting(args, "\n".join(cand) + "\n", pipeline, kind):
                lines = cand
                changed = True
    text = "\n".join(lines) + "\n"
    # Back to the custom form for readability, if the disagreement stays.
    rc, custom, _ = run(args.mlir_opt, BASE, text, args.timeout)
    if rc == 0 and interesting(args, custom, pipeline, kind):
        text = custom
    return text


# ---------------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default=shutil.which("strata-opt") or "target/release/strata-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--cases", type=int, default=100, help="number of generated inputs")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first input")
    ap.add_argument("--size", type=float, default=1.0, help="scales the number of ops per block")
    ap.add_argument("--pipelines", default=",".join(f"[{p}]" if "," in p else p for p in PIPELINES),
                    help="comma-separated names (bracket names that contain commas); default: all")
    ap.add_argument("--generic", action="store_true", help="also compare the generic printed form")
    ap.add_argument("--out", default="fuzz-out", help="directory for disagreeing inputs")
    ap.add_argument("--minimize", action="store_true", help="shrink each disagreeing input before saving")
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--print", type=int, metavar="SEED", help="print the input of one seed and exit")
    ap.add_argument("--reduce", metavar="FILE", help="minimize one saved input (with --pipeline-args)")
    ap.add_argument("--pipeline-args", default="", help="with --reduce: the pipeline as shell words")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--affine", action="store_true",
                    help="generate affine loop nests and run the affine passes (default pipelines: all affine ones)")
    ap.add_argument("--locations", action="store_true",
                    help="give ops and arguments random locations (every kind, nested, aliased) and "
                    "function arguments and results attribute dictionaries, and compare with --mlir-print-debuginfo")
    args = ap.parse_args()
    args.print_flags = ["--mlir-print-debuginfo"] if args.locations else []
    global generate
    if args.affine:
        generate = generate_affine
        PIPELINES.update(AFFINE_PIPELINES)
        if args.pipelines == ap.get_default("pipelines"):
            args.pipelines = ",".join(f"[{p}]" if "," in p else p for p in AFFINE_PIPELINES)

    if args.print is not None:
        sys.stdout.write(make_input(args, args.print))
        return 0
    pipes = parse_pipeline_names(args.pipelines)
    for tool in (args.strata, args.mlir_opt):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            print(f"fuzz_passes: cannot run {tool}", file=sys.stderr)
            return 2

    if args.reduce:
        text = open(args.reduce).read()
        pipeline = shlex.split(args.pipeline_args)
        kind, detail = compare(args, text, pipeline)
        if kind in ("agree", "skip"):
            print(f"no disagreement ({kind}) {detail}")
            return 1
        sys.stdout.write(minimize(args, text, pipeline, kind))
        return 0

    os.makedirs(args.out, exist_ok=True)
    stats = {p: {"agree": 0, "skip": 0, "disagree": 0} for p in ["<verify>"] + pipes}
    invalid = 0
    lock = threading.Lock()
    found = []

    def one(seed):
        nonlocal invalid
        text = make_input(args, seed)
        res = check_case(args, text, pipes)
        if args.generic:
            args_g = argparse.Namespace(**vars(args))
            args_g.print_flags = ["--mlir-print-op-generic"]
            for p in pipes:
                if res.get(p, ("",))[0] == "agree":
                    res[p] = compare(args_g, text, PIPELINES[p])
        for p, (status, detail) in res.items():
            if status == "invalid":
                with lock:
                    invalid += 1
                    if args.verbose:
                        print(f"seed {seed}: generator produced an invalid input:\n{detail}", file=sys.stderr)
                continue
            bucket = status if status in ("agree", "skip") else "disagree"
            with lock:
                stats[p][bucket] += 1
            if bucket != "disagree":
                continue
            pipeline = PIPELINES.get(p, [])
            saved = minimize(args, text, pipeline, status) if args.minimize else text
            _, detail = compare(args, saved, pipeline)
            tag = re.sub(r"[^\w.-]+", "_", p.strip("<>"))
            path = os.path.join(args.out, f"seed{seed}-{tag}-{status}.mlir")
            with open(path, "w") as f:
                f.write(f"// seed {seed}, pipeline: {' '.join(pipeline) or '(none)'}, {status}\n")
                f.write("".join(f"// | {l}\n" for l in detail.splitlines()[:60]))
                f.write(saved)
            with lock:
                found.append(path)
                print(f"seed {seed} [{p}]: {status} -> {path}", flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        list(pool.map(one, range(args.seed, args.seed + args.cases)))

    print(f"| pipeline | agree | skip | disagree |")
    print(f"|---|---:|---:|---:|")
    for p, s in stats.items():
        print(f"| {p} | {s['agree']} | {s['skip']} | {s['disagree']} |")
    print(f"cases: {args.cases}, invalid generated inputs: {invalid}, disagreements saved: {len(found)}")
    return 1 if found else 0


def make_input(args, seed):
    if args.locations and not args.affine:
        return generate(seed, args.size, locations=True)
    return generate(seed, args.size)


def parse_pipeline_names(spec):
    names, cur, depth = [], "", 0
    for ch in spec:
        if ch == "[":
            depth += 1
            continue
        if ch == "]":
            depth -= 1
            continue
        if ch == "," and depth == 0:
            names.append(cur)
            cur = ""
            continue
        cur += ch
    if cur:
        names.append(cur)
    for n in names:
        if n not in PIPELINES:
            sys.exit(f"fuzz_passes: unknown pipeline {n!r}; known: {', '.join(PIPELINES)}")
    return names


if __name__ == "__main__":
    sys.exit(main())
