"""Writes Rise programs nesting deeply, for the lowering's depth limit.

  rise_chain_gen.py transposes N   a chain of N transposes of a 2x2 matrix
  rise_chain_gen.py lambdas N      N lambdas, each applying the previous
Each program is written twice (two functions), so that the pass runs on
the thread pool's threads.
"""

import sys

ARRAY = "!rise.fun<array<2, array<2, scalar<f32>>> -> array<2, array<2, scalar<f32>>>>"
FUN = "!rise.fun<scalar<f32> -> scalar<f32>>"


def transposes(n, name):
    out = [f"func.func @{name}(%x: memref<2x2xf32>, %y: memref<2x2xf32>) {{",
           "  %v0 = rise.in %x : memref<2x2xf32>",
           "  %t = rise.transpose #rise.nat<2> #rise.nat<2> #rise.scalar<f32>"]
    for i in range(n):
        out.append(f"  %v{i + 1} = rise.apply %t, %v{i} : {ARRAY}")
    out += [f"  rise.out %y <- %v{n} : memref<2x2xf32>", "  return", "}"]
    return out


def lambdas(n, name):
    out = [f"func.func @{name}(%x: memref<4xf32>, %y: memref<4xf32>) {{",
           "  %X = rise.in %x : memref<4xf32>",
           f"  %f0 = rise.lambda (%e) : {FUN} {{",
           "    rise.return %e : !rise.scalar<f32>",
           "  }"]
    for k in range(1, n):
        out += [f"  %f{k} = rise.lambda (%e) : {FUN} {{",
                f"    %r = rise.apply %f{k - 1}, %e : {FUN}",
                "    rise.return %r : !rise.scalar<f32>",
                "  }"]
    out += ["  %m = rise.mapSeq #rise.nat<4> #rise.scalar<f32> #rise.scalar<f32>",
            f"  %Y = rise.apply %m, %f{n - 1}, %X : !rise.fun<fun<scalar<f32> -> scalar<f32>> -> "
            "fun<array<4, scalar<f32>> -> array<4, scalar<f32>>>>",
            "  rise.out %y <- %Y : memref<4xf32>", "  return", "}"]
    return out


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    gen = {"transposes": transposes, "lambdas": lambdas}[kind]
    lines = gen(n, "first") + gen(n, "second")
    sys.stdout.write("\n".join(lines) + "\n")


main()
