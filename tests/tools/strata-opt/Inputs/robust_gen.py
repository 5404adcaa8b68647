#!/usr/bin/env python3
"""Writes large or deeply nested IR to stdout for the robust-*.mlir tests.

usage: robust_gen.py KIND N
"""

import sys


def regions(n):
    # n generic ops, each nested in the region of the previous one.
    return '"t.r"() ({\n' * n + '"t.a"() : () -> ()' + "\n}) : () -> ()" * n + "\n"


def modules(n):
    return "module {\n" * n + "}\n" * n


def array_in_regions(n):
    # An attribute nested n deep, inside 150 nested regions.
    inner = '"t.a"() {a = ' + "[" * n + "1" + "]" * n + "} : () -> ()"
    return '"t.r"() ({\n' * 150 + inner + "\n}) : () -> ()" * 150 + "\n"


def tuples(n):
    return '"t.a"() : () -> (' + "tuple<" * n + "i32" + ">" * n + ")\n"


def dicts(n):
    return '"t.a"() {a = ' + "{a = " * n + "1" + "}" * n + "} : () -> ()\n"


def locs(n):
    return '"t.a"() : () -> () loc(' + "callsite(" * n + '"a"' + ' at "b")' * n + ")\n"


def affine_mods(n):
    return '"t.a"() {a = affine_map<(d0)[s0] -> (d0' + " mod s0" * n + ")>} : () -> ()\n"


def affine_parens(n):
    return '"t.a"() {a = affine_map<(d0) -> (' + "(" * n + "d0" + ")" * n + ")>} : () -> ()\n"


def long_name(n):
    return '"t.' + "x" * n + '"() : () -> ()\n'


def long_ssa(n):
    name = "v" * n
    return f'%{name} = "t.a"() : () -> i32\n"t.b"(%{name}) : (i32) -> ()\n'


def long_line(n):
    # n ops on a single line.
    return " ".join(f'%v{i} = "t.a"() : () -> i32' for i in range(n)) + "\n"


def long_integer(n):
    return '"t.a"() {a = 1' + "0" * n + " : i32} : () -> ()\n"


def long_wide_integer(n):
    return '"t.a"() {a = 1' + "0" * n + f" : i{4 * n}}} : () -> ()\n"


def long_string(n):
    return '"t.a"() {a = "' + "x" * n + '"} : () -> ()\n'


KINDS = {
    "regions": regions,
    "modules": modules,
    "array-in-regions": array_in_regions,
    "tuples": tuples,
    "dicts": dicts,
    "locs": locs,
    "affine-mods": affine_mods,
    "affine-parens": affine_parens,
    "long-name": long_name,
    "long-ssa": long_ssa,
    "long-line": long_line,
    "long-integer": long_integer,
    "long-wide-integer": long_wide_integer,
    "long-string": long_string,
}

if __name__ == "__main__":
    sys.stdout.write(KINDS[sys.argv[1]](int(sys.argv[2])))
