#!/usr/bin/env python3
"""Execution benchmark: strata-opt + strata-runner (Cranelift) against
mlir-opt + mlir-runner 22 (LLVM's ORC JIT), on the same generated inputs
in one run.

Benchmarks (run all by default, or name some):

  compile  JIT latency: a large LLVM-dialect module (--functions, default
           1000) of small functions with loops, arithmetic and calls, run
           whole (parse, compile, run) by both runners at -O0 and at -O
           (--opt); strata-runner's own phase split (--timing) is shown.
  lower    lowering latency: a large func/arith/scf/memref module
           (--lower-functions, default 2000) lowered to the LLVM dialect by
           both tools with the same pipeline (PIPELINE below; time and peak
           RSS, lowered outputs not compared), then each lowered module JIT
           compiled and run by its runner at -O0 and at -O.
  kernels  generated-code speed: programs in func/scf/arith/memref, lowered
           by strata-opt and by mlir-opt with PIPELINE, run at -O (default
           3) by strata-runner and by mlir-runner respectively. Each program
           times its kernel with `rtclock` (a runner utility both runners
           provide) and prints a checksum and the time; the checksums must
           agree. Kernels (--kernels, default all):
             naive    N x N f32 matmul (--size, default 512), i-j-k loops
             tiled    the same matmul tiled by hand (--tile, default 32):
                      i0-j0-k0 tile loops around i-k-j loops; it sums in the
                      naive order, so its checksum equals naive's
             reduce   sum of a large f32 buffer (--reduce-len, default 4M
                      elements) --reduce-reps times
             stencil  5-point Jacobi stencil on a --grid x --grid f32 grid,
                      --sweeps sweeps alternating between two buffers
           --cross also runs each runner on the other tool's lowering, which
           separates the lowering's quality from the code generator's.
  affine   the affine recipe: an N x N f32 matmul written in affine
           (--affine-size, default 1024; i-j loops around a k reduction
           with iter_args), optimized by both tools with the same affine
           pipeline (--recipe, default unroll-and-jam by 4, tiling by 32,
           scalar replacement), then lowered with lower-affine and
           PIPELINE and run at -O (default 3) by each tool's runner. Prints
           the optimization + lowering time, the kernel time (rtclock), the
           whole run and the total (optimize + lower + compile + run) of
           each, and whether the checksums agree.

  linalg   the linalg recipe: an N x N f32 linalg.matmul on tensors
           (--linalg-size, default 1024) through one transform script
           for both tools (LINALG_SCHEDULE: tile_using_for by --linalg-tiles,
           default 8,16,1, then vectorize_children_and_apply_patterns) and
           one pass pipeline (LINALG_PIPELINE: tiling, one-shot-bufferize,
           vectorization, full unrolling of the transfers, vector.contract
           as outer products, the LLVM lowerings), so the JIT runs 1-D
           vector code (loads, broadcasts, fmuladd, stores); run at -O
           (default 3) by each tool's runner. Prints the lowering time, the
           kernel time (rtclock) and GFLOP/s, the whole run, the total
           (lower + compile + run) and whether the checksums agree.

  conv     the convolution recipe: a ResNet-style f32
           linalg.conv_2d_nhwc_hwcf on tensors (N=1, an HxW output of
           --conv-channels channels from an (H+2)x(W+2) input, 3x3
           filter; --conv-size H=W, default 56, --conv-channels default
           64) through one transform script for both tools
           (CONV_SCHEDULE: tile_using_for by --conv-tiles over
           (n, oh, ow, f, kh, kw, c), default 1,1,8,16,1,0,0, so that each
           tile has one output row and one filter row, then
           structured.decompose to linalg.conv_1d_nwc_wcf) and the linalg
           recipe's pass pipeline (one-shot-bufferize, vectorization of the
           1-D convolutions into vector.contract per filter column, the
           LLVM lowerings); run at -O (default 3) by each tool's runner.
           Prints what the linalg recipe prints.

The tools run alternately (so a machine whose speed drifts favours
neither), best of --repeat. Peak RSS is each process's maximum resident set
(os.wait4). A benchmark command, not a test. Python 3 standard library only.

  utils/bench_runner.py                       # everything
  utils/bench_runner.py kernels --kernels naive,tiled --repeat 5
  utils/bench_runner.py lower --lower-functions 500
  utils/bench_runner.py affine --affine-size 512
  utils/bench_runner.py linalg --linalg-size 512
  utils/bench_runner.py conv --conv-size 28
"""

import argparse
import os
import selectors
import sys
import tempfile
import time

from compare_runner import runner_libs

HERE = os.path.dirname(os.path.abspath(__file__))

# The CPU time of the last run of each program (see run_measured).
CPU = {}

PIPELINE = [
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]


def run_measured(cmd, stdout_path=None):
    """Runs cmd (standard output to stdout_path, or captured); returns
    (wall seconds, peak RSS in MiB from wait4, exit code, stdout, stderr).
    The CPU time (user + system, from wait4) goes to CPU[cmd[0]] as the
    last run's figure."""
    out = os.open(stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644) if stdout_path else None
    r_out, w_out = os.pipe() if out is None else (None, None)
    r_err, w_err = os.pipe()
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            os.dup2(out if out is not None else w_out, 1)
            os.dup2(w_err, 2)
            os.execv(cmd[0], cmd)
        finally:
            os._exit(127)
    os.close(w_err)
    if w_out is not None:
        os.close(w_out)
    chunks = {r_err: [], r_out: []} if r_out is not None else {r_err: []}
    # Drain the pipes until the child closes them.
    sel = selectors.DefaultSelector()
    for fd in chunks:
        sel.register(fd, selectors.EVENT_READ)
    open_fds = len(chunks)
    while open_fds:
        for key, _ in sel.select():
            data = os.read(key.fd, 65536)
            if data:
                chunks[key.fd].append(data)
            else:
                sel.unregister(key.fd)
                os.close(key.fd)
                open_fds -= 1
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if out is not None:
        os.close(out)
    code = os.waitstatus_to_exitcode(status)
    CPU[cmd[0]] = usage.ru_utime + usage.ru_stime
    text = lambda fd: b"".join(chunks.get(fd, [])).decode("utf-8", "replace") if fd is not None else ""
    return elapsed, usage.ru_maxrss / 1024.0, code, text(r_out), text(r_err)


# ---------------------------------------------------------------------------
# compile: a large LLVM-dialect module


def generate_compile(path, functions):
    with open(path, "w") as f:
        f.write("module {\n  llvm.func @printI64(i64)\n  llvm.func @printNewline()\n")
        for i in range(functions):
            callee = f"@f{i - 1}" if i > 0 else None
            f.write(f"  llvm.func @f{i}(%n: i64) -> i64 {{\n")
            f.write("    %c0 = llvm.mlir.constant(0 : i64) : i64\n")
            f.write("    %c1 = llvm.mlir.constant(1 : i64) : i64\n")
            f.write(f"    %k = llvm.mlir.constant({i % 13 + 1} : i64) : i64\n")
            f.write("    llvm.br ^loop(%c0, %c0 : i64, i64)\n")
            f.write("  ^loop(%i: i64, %acc: i64):\n")
            f.write('    %done = llvm.icmp "sge" %i, %n : i64\n')
            f.write("    llvm.cond_br %done, ^exit, ^body\n")
            f.write("  ^body:\n")
            f.write("    %a = llvm.mul %i, %k : i64\n")
            f.write("    %b = llvm.xor %a, %acc : i64\n")
            f.write("    %c = llvm.add %b, %c1 : i64\n")
            f.write("    %i1 = llvm.add %i, %c1 : i64\n")
            f.write("    llvm.br ^loop(%i1, %c : i64, i64)\n")
            f.write("  ^exit:\n")
            if callee:
                f.write("    %m = llvm.sub %n, %c1 : i64\n")
                f.write('    %small = llvm.icmp "slt" %m, %c0 : i64\n')
                f.write("    %m2 = llvm.select %small, %c0, %m : i1, i64\n")
                f.write(f"    %r = llvm.call {callee}(%m2) : (i64) -> i64\n")
                f.write("    %s = llvm.add %acc, %r : i64\n")
                f.write("    llvm.return %s : i64\n")
            else:
                f.write("    llvm.return %acc : i64\n")
            f.write("  }\n")
        f.write("  llvm.func @main() {\n")
        f.write("    %n = llvm.mlir.constant(10 : i64) : i64\n")
        f.write(f"    %r = llvm.call @f{functions - 1}(%n) : (i64) -> i64\n")
        f.write("    llvm.call @printI64(%r) : (i64) -> ()\n")
        f.write("    llvm.call @printNewline() : () -> ()\n")
        f.write("    llvm.return\n  }\n}\n")


# ---------------------------------------------------------------------------
# lower: a large func/arith/scf/memref module


def generate_lower(path, functions):
    """Functions over a dynamically sized memref: nested scf.for loops with
    iter_args around loads, stores and arithmetic, an scf.if with a result,
    a static scratch buffer, and a call to the previous function; main
    allocates the buffer, calls the last function and prints the result."""
    with open(path, "w") as f:
        f.write("module {\n")
        f.write("  func.func private @printF32(f32)\n  func.func private @printNewline()\n")
        for i in range(functions):
            f.write(f"  func.func @f{i}(%m: memref<?xf32>, %n: index, %x: f32) -> f32 {{\n")
            f.write("    %c0 = arith.constant 0 : index\n")
            f.write("    %c1 = arith.constant 1 : index\n")
            f.write("    %c2 = arith.constant 2 : index\n")
            f.write(f"    %k = arith.constant {i % 7 + 1}.0 : f32\n")
            f.write("    %half = arith.constant 0.5 : f32\n")
            f.write("    %buf = memref.alloca() : memref<8xf32>\n")
            f.write("    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {\n")
            f.write("      %v = memref.load %m[%i] : memref<?xf32>\n")
            f.write("      %w = arith.mulf %v, %k : f32\n")
            f.write("      %p = arith.cmpf olt, %w, %acc : f32\n")
            f.write("      %y = scf.if %p -> (f32) {\n")
            f.write("        %d = arith.subf %acc, %w : f32\n")
            f.write("        scf.yield %d : f32\n")
            f.write("      } else {\n")
            f.write("        %e = arith.addf %acc, %half : f32\n")
            f.write("        scf.yield %e : f32\n")
            f.write("      }\n")
            f.write("      %r = arith.remui %i, %c2 : index\n")
            f.write("      %z = arith.cmpi eq, %r, %c0 : index\n")
            f.write("      scf.if %z {\n")
            f.write("        memref.store %y, %m[%i] : memref<?xf32>\n")
            f.write("      }\n")
            f.write("      %t = scf.for %j = %c0 to %c2 step %c1 iter_args(%a2 = %y) -> (f32) {\n")
            f.write("        memref.store %a2, %buf[%j] : memref<8xf32>\n")
            f.write("        %b = memref.load %buf[%j] : memref<8xf32>\n")
            f.write("        %q = arith.mulf %b, %half : f32\n")
            f.write("        scf.yield %q : f32\n")
            f.write("      }\n")
            f.write("      scf.yield %t : f32\n")
            f.write("    }\n")
            if i > 0:
                f.write(f"    %c = func.call @f{i - 1}(%m, %n, %s) : (memref<?xf32>, index, f32) -> f32\n")
                f.write("    return %c : f32\n  }\n")
            else:
                f.write("    return %s : f32\n  }\n")
        f.write("  func.func @main() {\n")
        f.write("    %n = arith.constant 4 : index\n")
        f.write("    %c0 = arith.constant 0 : index\n")
        f.write("    %c1 = arith.constant 1 : index\n")
        f.write("    %one = arith.constant 1.0 : f32\n")
        f.write("    %m = memref.alloc(%n) : memref<?xf32>\n")
        f.write("    scf.for %i = %c0 to %n step %c1 {\n")
        f.write("      memref.store %one, %m[%i] : memref<?xf32>\n")
        f.write("    }\n")
        f.write(f"    %r = func.call @f{functions - 1}(%m, %n, %one) : (memref<?xf32>, index, f32) -> f32\n")
        f.write("    func.call @printF32(%r) : (f32) -> ()\n")
        f.write("    func.call @printNewline() : () -> ()\n")
        f.write("    memref.dealloc %m : memref<?xf32>\n")
        f.write("    return\n  }\n}\n")


# ---------------------------------------------------------------------------
# kernels in func/scf/arith/memref

DECLS = """  func.func private @rtclock() -> f64
  func.func private @printF32(f32)
  func.func private @printF64(f64)
  func.func private @printNewline()
"""


def init_fn(ty, shape):
    """@init(%M, %mod, %scale, %bias): M[idx] = float(linear index mod
    `mod`) * scale - bias."""
    rank = len(shape)
    idx = ", ".join(f"%i{d}" for d in range(rank))
    lines = [f"  func.func @init(%M: {ty}, %mod: index, %scale: f32, %bias: f32) {{"]
    lines.append("    %c0 = arith.constant 0 : index")
    lines.append("    %c1 = arith.constant 1 : index")
    for d, n in enumerate(shape):
        lines.append(f"    %n{d} = arith.constant {n} : index")
    ind = "    "
    for d in range(rank):
        lines.append(f"{ind}scf.for %i{d} = %c0 to %n{d} step %c1 {{")
        ind += "  "
    lin = "%i0"
    for d in range(1, rank):
        lines.append(f"{ind}%s{d} = arith.muli {lin}, %n{d} : index")
        lines.append(f"{ind}%l{d} = arith.addi %s{d}, %i{d} : index")
        lin = f"%l{d}"
    lines.append(f"{ind}%r = arith.remui {lin}, %mod : index")
    lines.append(f"{ind}%ri = arith.index_cast %r : index to i64")
    lines.append(f"{ind}%f = arith.sitofp %ri : i64 to f32")
    lines.append(f"{ind}%g = arith.mulf %f, %scale : f32")
    lines.append(f"{ind}%v = arith.subf %g, %bias : f32")
    lines.append(f"{ind}memref.store %v, %M[{idx}] : {ty}")
    for d in range(rank):
        ind = ind[:-2]
        lines.append(f"{ind}}}")
    lines.append("    return\n  }")
    return "\n".join(lines) + "\n"


def checksum_fn(ty, shape):
    """@checksum(%M) -> f32: the sum of all elements in row-major order."""
    rank = len(shape)
    idx = ", ".join(f"%i{d}" for d in range(rank))
    lines = [f"  func.func @checksum(%M: {ty}) -> f32 {{"]
    lines.append("    %c0 = arith.constant 0 : index")
    lines.append("    %c1 = arith.constant 1 : index")
    lines.append("    %zero = arith.constant 0.0 : f32")
    for d, n in enumerate(shape):
        lines.append(f"    %n{d} = arith.constant {n} : index")
    ind = "    "
    acc = "%zero"
    for d in range(rank):
        lines.append(f"{ind}%s{d} = scf.for %i{d} = %c0 to %n{d} step %c1 iter_args(%a{d} = {acc}) -> (f32) {{")
        acc = f"%a{d}"
        ind += "  "
    lines.append(f"{ind}%v = memref.load %M[{idx}] : {ty}")
    lines.append(f"{ind}%t = arith.addf {acc}, %v : f32")
    lines.append(f"{ind}scf.yield %t : f32")
    for d in reversed(range(rank)):
        ind = ind[:-2]
        lines.append(f"{ind}}}")
        if d > 0:
            lines.append(f"{ind}scf.yield %s{d} : f32")
    lines.append("    return %s0 : f32\n  }")
    return "\n".join(lines) + "\n"


def program(ty, shape, kernel_def, buffers, inits, kernel_call):
    """A whole program: declarations, @init, @checksum, the kernel, and a
    main that allocates `buffers`, initializes them (`inits`: (buffer,
    mod, scale, bias)), times `kernel_call` with rtclock, then prints the
    checksum of the first buffer and the time."""
    out = ["module {", DECLS, init_fn(ty, shape), checksum_fn(ty, shape), kernel_def]
    out.append("  func.func @main() {")
    for b in buffers:
        out.append(f"    %{b} = memref.alloc() : {ty}")
    for k, (b, mod, scale, bias) in enumerate(inits):
        out.append(f"    %mod{k} = arith.constant {mod} : index")
        out.append(f"    %scale{k} = arith.constant {scale} : f32")
        out.append(f"    %bias{k} = arith.constant {bias} : f32")
        out.append(f"    call @init(%{b}, %mod{k}, %scale{k}, %bias{k}) : ({ty}, index, f32, f32) -> ()")
    out.append("    %t0 = call @rtclock() : () -> f64")
    out.append("    " + kernel_call)
    out.append("    %t1 = call @rtclock() : () -> f64")
    out.append(f"    %sum = call @checksum(%{buffers[0]}) : ({ty}) -> f32")
    out.append("    call @printF32(%sum) : (f32) -> ()")
    out.append("    call @printNewline() : () -> ()")
    out.append("    %dt = arith.subf %t1, %t0 : f64")
    out.append("    call @printF64(%dt) : (f64) -> ()")
    out.append("    call @printNewline() : () -> ()")
    for b in buffers:
        out.append(f"    memref.dealloc %{b} : {ty}")
    out.append("    return\n  }\n}\n")
    return "\n".join(out)


def kernel_naive(n, _tile):
    ty = f"memref<{n}x{n}xf32>"
    kernel = f"""  func.func @matmul(%A: {ty}, %B: {ty}, %C: {ty}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant {n} : index
    %zero = arith.constant 0.0 : f32
    scf.for %i = %c0 to %n step %c1 {{
      scf.for %j = %c0 to %n step %c1 {{
        %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {{
          %a = memref.load %A[%i, %k] : {ty}
          %b = memref.load %B[%k, %j] : {ty}
          %p = arith.mulf %a, %b : f32
          %acc1 = arith.addf %acc, %p : f32
          scf.yield %acc1 : f32
        }}
        memref.store %s, %C[%i, %j] : {ty}
      }}
    }}
    return
  }}
"""
    call = f"call @matmul(%A, %B, %C) : ({ty}, {ty}, {ty}) -> ()"
    return program(ty, [n, n], kernel, ["C", "A", "B"], [("A", 7, 0.5, 0.0), ("B", 5, 1.0, 0.0)], call)


def kernel_tiled(n, tile):
    ty = f"memref<{n}x{n}xf32>"
    kernel = f"""  func.func @matmul(%A: {ty}, %B: {ty}, %C: {ty}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant {n} : index
    %t = arith.constant {tile} : index
    %zero = arith.constant 0.0 : f32
    scf.for %i = %c0 to %n step %c1 {{
      scf.for %j = %c0 to %n step %c1 {{
        memref.store %zero, %C[%i, %j] : {ty}
      }}
    }}
    scf.for %i0 = %c0 to %n step %t {{
      %ie = arith.addi %i0, %t : index
      scf.for %j0 = %c0 to %n step %t {{
        %je = arith.addi %j0, %t : index
        scf.for %k0 = %c0 to %n step %t {{
          %ke = arith.addi %k0, %t : index
          scf.for %i = %i0 to %ie step %c1 {{
            scf.for %k = %k0 to %ke step %c1 {{
              %a = memref.load %A[%i, %k] : {ty}
              scf.for %j = %j0 to %je step %c1 {{
                %b = memref.load %B[%k, %j] : {ty}
                %c = memref.load %C[%i, %j] : {ty}
                %p = arith.mulf %a, %b : f32
                %s = arith.addf %c, %p : f32
                memref.store %s, %C[%i, %j] : {ty}
              }}
            }}
          }}
        }}
      }}
    }}
    return
  }}
"""
    call = f"call @matmul(%A, %B, %C) : ({ty}, {ty}, {ty}) -> ()"
    return program(ty, [n, n], kernel, ["C", "A", "B"], [("A", 7, 0.5, 0.0), ("B", 5, 1.0, 0.0)], call)


def kernel_reduce(length, reps):
    ty = f"memref<{length}xf32>"
    kernel = f"""  func.func @reduce(%M: {ty}, %out: memref<1xf32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant {length} : index
    %reps = arith.constant {reps} : index
    %zero = arith.constant 0.0 : f32
    %total = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero) -> (f32) {{
      %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> (f32) {{
        %v = memref.load %M[%i] : {ty}
        %a1 = arith.addf %a, %v : f32
        scf.yield %a1 : f32
      }}
      scf.yield %s : f32
    }}
    memref.store %total, %out[%c0] : memref<1xf32>
    return
  }}
"""
    # The checksum is the reduction's result (stored into M[0] after the
    # timing, so the common epilogue prints it).
    call = "\n    ".join(
        [
            "%out = memref.alloca() : memref<1xf32>",
            f"call @reduce(%M, %out) : ({ty}, memref<1xf32>) -> ()",
        ]
    )
    # Values (i mod 7 - 3) / 2 sum to zero over each period, so the
    # partial sums stay small and exact whatever the length.
    text = program(ty, [length], kernel, ["M"], [("M", 7, 0.5, 1.5)], call)
    return text.replace(
        f"    %sum = call @checksum(%M) : ({ty}) -> f32",
        "    %c0_out = arith.constant 0 : index\n    %sum = memref.load %out[%c0_out] : memref<1xf32>",
    )


def kernel_stencil(n, sweeps):
    ty = f"memref<{n}x{n}xf32>"
    kernel = f"""  func.func @sweep(%A: {ty}, %B: {ty}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %last = arith.constant {n - 1} : index
    %w = arith.constant 0.2 : f32
    scf.for %i = %c1 to %last step %c1 {{
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c1 to %last step %c1 {{
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %x = memref.load %A[%i, %j] : {ty}
        %n1 = memref.load %A[%im, %j] : {ty}
        %s1 = memref.load %A[%ip, %j] : {ty}
        %w1 = memref.load %A[%i, %jm] : {ty}
        %e1 = memref.load %A[%i, %jp] : {ty}
        %a = arith.addf %x, %n1 : f32
        %b = arith.addf %a, %s1 : f32
        %c = arith.addf %b, %w1 : f32
        %d = arith.addf %c, %e1 : f32
        %v = arith.mulf %d, %w : f32
        memref.store %v, %B[%i, %j] : {ty}
      }}
    }}
    return
  }}

  func.func @jacobi(%A: {ty}, %B: {ty}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %steps = arith.constant {sweeps // 2} : index
    scf.for %t = %c0 to %steps step %c1 {{
      func.call @sweep(%A, %B) : ({ty}, {ty}) -> ()
      func.call @sweep(%B, %A) : ({ty}, {ty}) -> ()
    }}
    return
  }}
"""
    call = f"call @jacobi(%A, %B) : ({ty}, {ty}) -> ()"
    return program(ty, [n, n], kernel, ["A", "B"], [("A", 11, 0.25, 0.0), ("B", 11, 0.25, 0.0)], call)


def kernel_affine_matmul(n):
    """The matmul of `kernel_naive` in affine: C[i, j] is loaded, the k loop
    accumulates in iter_args and the sum is stored back; C starts at 0, so
    the checksum equals naive's."""
    ty = f"memref<{n}x{n}xf32>"
    kernel = f"""  func.func @matmul(%A: {ty}, %B: {ty}, %C: {ty}) {{
    affine.for %i = 0 to {n} {{
      affine.for %j = 0 to {n} {{
        %c = affine.load %C[%i, %j] : {ty}
        %s = affine.for %k = 0 to {n} iter_args(%acc = %c) -> (f32) {{
          %a = affine.load %A[%i, %k] : {ty}
          %b = affine.load %B[%k, %j] : {ty}
          %p = arith.mulf %a, %b : f32
          %t = arith.addf %acc, %p : f32
          affine.yield %t : f32
        }}
        affine.store %s, %C[%i, %j] : {ty}
      }}
    }}
    return
  }}
"""
    call = f"call @matmul(%A, %B, %C) : ({ty}, {ty}, {ty}) -> ()"
    inits = [("C", 1, 0.0, 0.0), ("A", 7, 0.5, 0.0), ("B", 5, 1.0, 0.0)]
    return program(ty, [n, n], kernel, ["C", "A", "B"], inits, call)


RECIPE = (
    "builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=4},"
    "affine-loop-tile{tile-size=32},affine-scalrep))"
)


# The linalg recipe's transform script: tiling on tensors (entry point
# @tile, before bufferization) and vectorization of @matmul (@vectorize,
# after; main's copies stay scalar loops).
# Vectorizing on memrefs: strata-opt has no bufferization of vector
# transfers on tensors, nor the vector dialect's transform pattern ops.
LINALG_SCHEDULE = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @tile(%root: !transform.any_op {{transform.readonly}}) {{
    %mm = transform.structured.match ops{{["linalg.matmul"]}} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:3 = transform.structured.tile_using_for %mm tile_sizes [{tiles}] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }}
  transform.named_sequence @vectorize(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} attributes{{sym_name = "matmul"}} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
  transform.named_sequence @hoist(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} attributes{{sym_name = "matmul"}} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""


def linalg_pipeline(schedule):
    return [
        f"--transform-preload-library=transform-library-paths={schedule}",
        "--transform-interpreter=entry-point=tile",
        "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
        "--canonicalize",
        "--cse",
        "--canonicalize",
        "--transform-interpreter=entry-point=vectorize",
        "--canonicalize",
        "--cse",
        "--fold-memref-alias-ops",
        "--transform-interpreter=entry-point=hoist",
        "--canonicalize",
        "--cse",
        "--convert-vector-to-scf=full-unroll",
        "--expand-strided-metadata",
        "--lower-affine",
        "--convert-scf-to-cf",
        "--convert-vector-to-llvm=vector-contract-lowering=outerproduct",
        "--finalize-memref-to-llvm",
        "--convert-to-llvm",
        "--reconcile-unrealized-casts",
        "--canonicalize",
        "--cse",
    ]


def kernel_linalg_matmul(n):
    """C += A * B as a linalg.matmul on tensors; main passes its buffers
    as tensors and materializes the result in C (C starts at 0, so the
    checksum equals naive's)."""
    ty = f"memref<{n}x{n}xf32>"
    tt = f"tensor<{n}x{n}xf32>"
    kernel = f"""  func.func @matmul(%A: {tt}, %B: {tt}, %C: {tt}) -> {tt} {{
    %r = linalg.matmul ins(%A, %B : {tt}, {tt}) outs(%C : {tt}) -> {tt}
    return %r : {tt}
  }}
"""
    call = "\n    ".join([
        f"%tA = bufferization.to_tensor %A restrict : {ty} to {tt}",
        f"%tB = bufferization.to_tensor %B restrict : {ty} to {tt}",
        f"%tC = bufferization.to_tensor %C restrict writable : {ty} to {tt}",
        f"%tR = call @matmul(%tA, %tB, %tC) : ({tt}, {tt}, {tt}) -> {tt}",
        f"bufferization.materialize_in_destination %tR in restrict writable %C : ({tt}, {ty}) -> ()",
    ])
    inits = [("C", 1, 0.0, 0.0), ("A", 7, 0.5, 0.0), ("B", 5, 1.0, 0.0)]
    return program(ty, [n, n], kernel, ["C", "A", "B"], inits, call)


# The convolution recipe's transform script: tiling so that each tile has
# one output row and one filter row, then decomposition into 1-D
# convolutions (entry point @tile, before bufferization; decomposition
# needs tensors), and vectorization of @conv (@vectorize, after).
CONV_SCHEDULE = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @tile(%root: !transform.any_op {{transform.readonly}}) {{
    %conv = transform.structured.match ops{{["linalg.conv_2d_nhwc_hwcf"]}} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:{loops} = transform.structured.tile_using_for %conv tile_sizes [{tiles}] : (!transform.any_op) -> (!transform.any_op{handles})
    %conv1d = transform.structured.decompose %tiled : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
  transform.named_sequence @vectorize(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} attributes{{sym_name = "conv"}} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
  transform.named_sequence @hoist(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} attributes{{sym_name = "conv"}} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""


def conv_schedule(tiles):
    loops = sum(1 for t in tiles.split(",") if int(t) != 0)
    return CONV_SCHEDULE.format(tiles=tiles, loops=loops, handles=", !transform.any_op" * loops)


def kernel_conv(size, channels):
    """O += conv(I, F) as a linalg.conv_2d_nhwc_hwcf on tensors; main
    passes its buffers as tensors and materializes the result in O (O
    starts at 0). Inputs are multiples of 1/8 small enough that every sum
    is exact, so the checksum does not depend on the summation order."""
    c = channels
    shapes = {"O": [1, size, size, c], "I": [1, size + 2, size + 2, c], "F": [3, 3, c, c]}
    ty = {b: "memref<" + "x".join(map(str, s)) + "xf32>" for b, s in shapes.items()}
    tt = {b: "tensor<" + "x".join(map(str, s)) + "xf32>" for b, s in shapes.items()}
    out = ["module {", DECLS]
    for b, s in shapes.items():
        out.append(init_fn(ty[b], s).replace("@init(", f"@init_{b}("))
    out.append(checksum_fn(ty["O"], shapes["O"]))
    out.append(f"""  func.func @conv(%I: {tt["I"]}, %F: {tt["F"]}, %O: {tt["O"]}) -> {tt["O"]} {{
    %r = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins(%I, %F : {tt["I"]}, {tt["F"]}) outs(%O : {tt["O"]}) -> {tt["O"]}
    return %r : {tt["O"]}
  }}
""")
    out.append("  func.func @main() {")
    inits = [("O", 1, 0.0, 0.0), ("I", 7, 0.5, 1.0), ("F", 5, 0.25, 0.5)]
    for b, mod, scale, bias in inits:
        out.append(f"    %{b} = memref.alloc() : {ty[b]}")
        out.append(f"    %mod{b} = arith.constant {mod} : index")
        out.append(f"    %scale{b} = arith.constant {scale} : f32")
        out.append(f"    %bias{b} = arith.constant {bias} : f32")
        out.append(f"    call @init_{b}(%{b}, %mod{b}, %scale{b}, %bias{b}) : ({ty[b]}, index, f32, f32) -> ()")
    out.append("    %t0 = call @rtclock() : () -> f64")
    out.append(f"    %tI = bufferization.to_tensor %I restrict : {ty['I']} to {tt['I']}")
    out.append(f"    %tF = bufferization.to_tensor %F restrict : {ty['F']} to {tt['F']}")
    out.append(f"    %tO = bufferization.to_tensor %O restrict writable : {ty['O']} to {tt['O']}")
    out.append(f"    %tR = call @conv(%tI, %tF, %tO) : ({tt['I']}, {tt['F']}, {tt['O']}) -> {tt['O']}")
    out.append(f"    bufferization.materialize_in_destination %tR in restrict writable %O : ({tt['O']}, {ty['O']}) -> ()")
    out.append("    %t1 = call @rtclock() : () -> f64")
    out.append(f"    %sum = call @checksum(%O) : ({ty['O']}) -> f32")
    out.append("    call @printF32(%sum) : (f32) -> ()")
    out.append("    call @printNewline() : () -> ()")
    out.append("    %dt = arith.subf %t1, %t0 : f64")
    out.append("    call @printF64(%dt) : (f64) -> ()")
    out.append("    call @printNewline() : () -> ()")
    for b in shapes:
        out.append(f"    memref.dealloc %{b} : {ty[b]}")
    out.append("    return\n  }\n}\n")
    return "\n".join(out)


KERNELS = ("naive", "tiled", "reduce", "stencil")


def kernel_text(name, args):
    if name == "naive":
        return kernel_naive(args.size, args.tile), f"naive matmul {args.size}x{args.size} f32"
    if name == "tiled":
        return (
            kernel_tiled(args.size, args.tile),
            f"tiled matmul {args.size}x{args.size} f32, {args.tile}x{args.tile}x{args.tile} tiles",
        )
    if name == "reduce":
        return (
            kernel_reduce(args.reduce_len, args.reduce_reps),
            f"sum of {args.reduce_len} f32 x {args.reduce_reps}",
        )
    return (
        kernel_stencil(args.grid, args.sweeps),
        f"5-point stencil {args.grid}x{args.grid} f32, {args.sweeps // 2 * 2} sweeps",
    )


# ---------------------------------------------------------------------------


def fail(what, code, stderr):
    sys.exit(f"{what} failed (exit {code}):\n{stderr}")


def lower(tools, src, tmp, tag, repeat):
    """Lowers src with each opt tool, alternately, best of `repeat`; returns
    {tool: (path, seconds, peak RSS)}."""
    result = {}
    for _ in range(repeat):
        for name, opt in tools:
            dst = os.path.join(tmp, f"{tag}.{name}.mlir")
            t, rss, code, _, err = run_measured([opt, src] + PIPELINE + ["-o", dst])
            if code != 0:
                fail(f"{name} lowering {src}", code, err)
            cpu = CPU[opt]
            prev = result.get(name)
            if prev:
                t, rss, cpu = min(t, prev[1]), max(rss, prev[2]), min(cpu, prev[3])
            result[name] = (dst, t, rss, cpu)
    return result


def jit_both(args, level, strata_runner, strata_input, mlir_runner, mlir_input, libs):
    """Runs both runners on their inputs at -O<level>, alternately, best of
    --repeat; prints wall and CPU time, peak RSS, strata-runner's phases,
    whether the outputs agree; returns the best wall times."""
    flags = ["-e", "main", "--entry-point-result=void", f"-O{level}"]
    cmds = {
        "strata": [strata_runner, strata_input, "--timing"] + flags,
        "mlir": [mlir_runner, mlir_input, libs] + flags,
    }
    best, outputs, phases = {}, {}, None
    for _ in range(args.repeat):
        for name, cmd in cmds.items():
            t, rss, code, out, err = run_measured(cmd)
            if code != 0:
                fail(f"{name} runner", code, err)
            outputs[name] = out
            cpu = CPU[cmd[0]]
            prev = best.get(name)
            if name == "strata" and (prev is None or t < prev[0]):
                phases = err.strip().replace("\n", ", ")
            best[name] = (min(t, prev[0]), max(rss, prev[1]), min(cpu, prev[2])) if prev else (t, rss, cpu)
    same = "identical" if outputs["strata"] == outputs["mlir"] else "DIFFERENT"
    (st, sr, sc), (mt, mr, mc) = best["strata"], best["mlir"]
    print(
        f"JIT -O{level}: strata-runner {st:.3f} s (CPU {sc:.3f} s; {phases}), {sr:.0f} MiB; "
        f"mlir-runner {mt:.3f} s (CPU {mc:.3f} s), {mr:.0f} MiB; ratio {mt / st:.1f}x wall, "
        f"{mc / sc:.1f}x CPU; outputs {same}"
    )
    return st, mt


def bench_compile(args, strata_runner, mlir_runner, libs, tmp):
    path = os.path.join(tmp, "large.mlir")
    generate_compile(path, args.functions)
    size = os.path.getsize(path)
    print(f"== compile: {args.functions} functions, {size / 1e6:.1f} MB of LLVM-dialect IR")
    for level in (0, args.opt):
        jit_both(args, level, strata_runner, path, mlir_runner, path, libs)


def bench_lower(args, opts, strata_runner, mlir_runner, libs, tmp):
    path = os.path.join(tmp, "lower.mlir")
    generate_lower(path, args.lower_functions)
    size = os.path.getsize(path)
    print(
        f"== lower: {args.lower_functions} functions, {size / 1e6:.1f} MB of func/arith/scf/memref IR, "
        f"pipeline {' '.join(PIPELINE)}"
    )
    lowered = lower(opts, path, tmp, "lower", args.repeat)
    (sp, st, sr, sc), (mp, mt, mr, mc) = lowered["strata-opt"], lowered["mlir-opt"]
    print(
        f"lowering: strata-opt {st:.3f} s (CPU {sc:.3f} s), {sr:.0f} MiB; "
        f"mlir-opt {mt:.3f} s (CPU {mc:.3f} s), {mr:.0f} MiB; ratio {mt / st:.2f}x wall, {mc / sc:.2f}x CPU "
        f"(lowered: {os.path.getsize(sp) / 1e6:.1f} MB / {os.path.getsize(mp) / 1e6:.1f} MB)"
    )
    for level in (0, args.opt):
        rt, lt = jit_both(args, level, strata_runner, sp, mlir_runner, mp, libs)
        print(
            f"lower + JIT -O{level}: strata {st + rt:.3f} s, mlir {mt + lt:.3f} s, "
            f"ratio {(mt + lt) / (st + rt):.1f}x"
        )


def bench_kernels(args, opts, strata_runner, mlir_runner, libs, tmp):
    flags = ["-e", "main", "--entry-point-result=void", f"-O{args.opt}"]
    runners = {
        "strata-runner": [strata_runner] + flags,
        "mlir-runner": [mlir_runner] + flags + [libs],
    }
    own = {"strata-runner": "strata-opt", "mlir-runner": "mlir-opt"}
    rows = []
    for name in args.kernels:
        text, title = kernel_text(name, args)
        src = os.path.join(tmp, f"{name}.mlir")
        with open(src, "w") as f:
            f.write(text)
        lowered = lower(opts, src, tmp, name, 1)
        pairs = [(r, own[r]) for r in runners]
        if args.cross:
            pairs += [(r, o) for r in runners for o in ("strata-opt", "mlir-opt") if o != own[r]]
        results = {}
        for _ in range(args.repeat):
            for runner, opt in pairs:
                path = lowered[opt][0]
                t, rss, code, out, err = run_measured(runners[runner] + [path])
                if code != 0:
                    fail(f"{runner} on the {opt} lowering of {name}", code, err)
                lines = out.split("\n")
                checksum, kernel = lines[0], float(lines[1])
                prev = results.get((runner, opt))
                if prev is None or kernel < prev[1]:
                    results[(runner, opt)] = (checksum, kernel, t, max(rss, prev[3] if prev else 0))
        checks = {r[0] for r in results.values()}
        agree = "agree" if len(checks) == 1 else "DIFFER"
        print(f"== {name}: {title}, -O{args.opt}; checksums {agree}")
        for (runner, opt), (checksum, kernel, total, rss) in results.items():
            print(
                f"  {runner} ({opt} lowering): kernel {kernel:.4f} s, whole run {total:.3f} s, "
                f"{rss:.0f} MiB, checksum {checksum}"
            )
        s = results[("strata-runner", "strata-opt")]
        m = results[("mlir-runner", "mlir-opt")]
        rows.append((title, s, m, agree))
    print()
    print(f"| kernel (-O{args.opt}) | strata-runner | mlir-runner 22 | time ratio strata / mlir | checksums |")
    print("|---|---:|---:|---:|---|")
    for title, s, m, agree in rows:
        print(f"| {title} | {s[1]:.3f} s | {m[1]:.3f} s | {s[1] / m[1]:.2f}x | {agree} |")


def bench_affine(args, opts, strata_runner, mlir_runner, libs, tmp):
    n = args.affine_size
    src = os.path.join(tmp, "affine.mlir")
    with open(src, "w") as f:
        f.write(kernel_affine_matmul(n))
    print(f"== affine: {n}x{n} f32 matmul in affine, recipe {args.recipe}, then lower-affine and PIPELINE")
    flags = ["-e", "main", "--entry-point-result=void", f"-O{args.opt}"]
    runners = {"strata-opt": [strata_runner] + flags, "mlir-opt": [mlir_runner] + flags + [libs]}
    best = {}
    for _ in range(args.repeat):
        for name, opt in opts:
            mid = os.path.join(tmp, f"affine.{name}.opt.mlir")
            dst = os.path.join(tmp, f"affine.{name}.llvm.mlir")
            t1, rss1, code, _, err = run_measured([opt, src, f"--pass-pipeline={args.recipe}", "-o", mid])
            if code != 0:
                fail(f"{name} on the recipe", code, err)
            t2, rss2, code, _, err = run_measured([opt, mid, "--lower-affine"] + PIPELINE + ["-o", dst])
            if code != 0:
                fail(f"{name} lowering", code, err)
            t3, rss3, code, out, err = run_measured(runners[name] + [dst])
            if code != 0:
                fail(f"runner on the {name} lowering", code, err)
            checksum, kernel = out.split("\n")[:2]
            row = (t1 + t2, float(kernel), t3, t1 + t2 + t3, max(rss1, rss2), rss3, checksum)
            prev = best.get(name)
            best[name] = row if prev is None else tuple(
                min(a, b) if k < 4 else max(a, b) if k < 6 else a for k, (a, b) in enumerate(zip(prev, row))
            )
    s, m = best["strata-opt"], best["mlir-opt"]
    agree = "agree" if s[6] == m[6] else "DIFFER"
    for name, tools, r in (("strata", "strata-opt + strata-runner", s), ("mlir", "mlir-opt + mlir-runner", m)):
        print(
            f"  {tools}: optimize + lower {r[0]:.3f} s ({r[4]:.0f} MiB), kernel {r[1]:.4f} s, "
            f"whole run {r[2]:.3f} s ({r[5]:.0f} MiB), total {r[3]:.3f} s, checksum {r[6]}"
        )
    print(
        f"  ratios strata / mlir: kernel {s[1] / m[1]:.2f}x, total {s[3] / m[3]:.2f}x, "
        f"optimize + lower {s[0] / m[0]:.2f}x; checksums {agree}"
    )


def bench_linalg(args, opts, strata_runner, mlir_runner, libs, tmp):
    n = args.linalg_size
    title = (
        f"== linalg: {n}x{n} f32 linalg.matmul on tensors, tiles [{args.linalg_tiles}], "
        f"tile + bufferize + vectorize + lower, -O{args.opt}"
    )
    bench_transformed(
        args, opts, (strata_runner, mlir_runner, libs, tmp), "linalg", kernel_linalg_matmul(n),
        LINALG_SCHEDULE.format(tiles=args.linalg_tiles), 2.0 * n * n * n, title,
    )


def bench_conv(args, opts, strata_runner, mlir_runner, libs, tmp):
    n, c = args.conv_size, args.conv_channels
    title = (
        f"== conv: f32 linalg.conv_2d_nhwc_hwcf on tensors, 1x{n + 2}x{n + 2}x{c} input, 3x3x{c}x{c} "
        f"filter, 1x{n}x{n}x{c} output, tiles [{args.conv_tiles}], "
        f"tile + decompose + bufferize + vectorize + lower, -O{args.opt}"
    )
    bench_transformed(
        args, opts, (strata_runner, mlir_runner, libs, tmp), "conv", kernel_conv(n, c),
        conv_schedule(args.conv_tiles), 2.0 * n * n * c * c * 9, title,
    )


def bench_transformed(args, opts, tools, tag, program_text, schedule_text, flops, title):
    """Lowers `program_text` with `schedule_text` and the linalg pipeline
    by both tools, runs each lowering with its tool's runner, and prints
    the best times of --repeat runs."""
    strata_runner, mlir_runner, libs, tmp = tools
    src = os.path.join(tmp, f"{tag}.mlir")
    with open(src, "w") as f:
        f.write(program_text)
    schedule = os.path.join(tmp, f"{tag}-schedule.mlir")
    with open(schedule, "w") as f:
        f.write(schedule_text)
    pipeline = linalg_pipeline(schedule)
    print(title)
    flags = ["-e", "main", "--entry-point-result=void", f"-O{args.opt}"]
    runners = {"strata-opt": [strata_runner] + flags, "mlir-opt": [mlir_runner] + flags + [libs]}
    best = {}
    for _ in range(args.repeat):
        for name, opt in opts:
            dst = os.path.join(tmp, f"{tag}.{name}.llvm.mlir")
            t1, rss1, code, _, err = run_measured([opt, src] + pipeline + ["-o", dst])
            if code != 0:
                fail(f"{name} on the {tag} recipe", code, err)
            t2, rss2, code, out, err = run_measured(runners[name] + [dst])
            if code != 0:
                fail(f"runner on the {name} lowering", code, err)
            checksum, kernel = out.split("\n")[:2]
            row = (t1, float(kernel), t2, t1 + t2, rss1, rss2, checksum)
            prev = best.get(name)
            best[name] = row if prev is None else tuple(
                min(a, b) if k < 4 else max(a, b) if k < 6 else a for k, (a, b) in enumerate(zip(prev, row))
            )
    s, m = best["strata-opt"], best["mlir-opt"]
    agree = "agree" if s[6] == m[6] else "DIFFER"
    for tools, r in (("strata-opt + strata-runner", s), ("mlir-opt + mlir-runner", m)):
        print(
            f"  {tools}: lower {r[0]:.3f} s ({r[4]:.0f} MiB), kernel {r[1]:.4f} s "
            f"({flops / r[1] / 1e9:.2f} GFLOP/s), whole run {r[2]:.3f} s ({r[5]:.0f} MiB), "
            f"total {r[3]:.3f} s, checksum {r[6]}"
        )
    print(
        f"  ratios strata / mlir: kernel {s[1] / m[1]:.2f}x, whole run {s[2] / m[2]:.2f}x, "
        f"total {s[3] / m[3]:.2f}x, lower {s[0] / m[0]:.2f}x; checksums {agree}"
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", nargs="*", help="compile, lower, kernels, affine, linalg, conv (default: all)")
    ap.add_argument("--strata-bin", default=os.path.join(HERE, "..", "target", "release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("--functions", type=int, default=1000)
    ap.add_argument("--lower-functions", type=int, default=2000)
    ap.add_argument("--kernels", default=",".join(KERNELS))
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--tile", type=int, default=32)
    ap.add_argument("--reduce-len", type=int, default=1 << 22)
    ap.add_argument("--reduce-reps", type=int, default=32)
    ap.add_argument("--grid", type=int, default=1024)
    ap.add_argument("--sweeps", type=int, default=200)
    ap.add_argument("--cross", action="store_true")
    ap.add_argument("--affine-size", type=int, default=1024)
    ap.add_argument("--recipe", default=RECIPE, help="the affine pass pipeline of the affine benchmark")
    ap.add_argument("--linalg-size", type=int, default=1024)
    ap.add_argument("--linalg-tiles", default="8,16,1", help="tile sizes (i, j, k) of the linalg benchmark")
    ap.add_argument("--conv-size", type=int, default=56, help="output height and width of the conv benchmark")
    ap.add_argument("--conv-channels", type=int, default=64)
    ap.add_argument(
        "--conv-tiles", default="1,1,8,16,1,0,0", help="tile sizes (n, oh, ow, f, kh, kw, c) of the conv benchmark"
    )
    ap.add_argument("--opt", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", action="store_true", help="keep the generated files and print where")
    args = ap.parse_args()
    benches = ("compile", "lower", "kernels", "affine", "linalg", "conv")
    args.which = args.which or list(benches)
    if any(w not in benches for w in args.which):
        ap.error("benchmarks are: " + ", ".join(benches))
    args.kernels = [k for k in args.kernels.split(",") if k]
    if any(k not in KERNELS for k in args.kernels):
        ap.error("kernels are: " + ", ".join(KERNELS))
    if args.size % args.tile:
        ap.error("--size must be a multiple of --tile")
    conv_tiles = [int(t) for t in args.conv_tiles.split(",")]
    if len(conv_tiles) != 7 or conv_tiles[1] != 1 or conv_tiles[4] != 1 or any(
        t and d % t for t, d in zip(conv_tiles, [1, args.conv_size, args.conv_size, args.conv_channels, 3, 3, args.conv_channels])
    ):
        ap.error("--conv-tiles: 7 sizes, oh and kh tiles 1, each dividing its dimension (the tiles stay static)")
    if args.sweeps < 2 or args.grid < 3:
        ap.error("--sweeps must be at least 2 and --grid at least 3")

    strata_runner = os.path.join(args.strata_bin, "strata-runner")
    mlir_runner = os.path.join(args.llvm_bin, "mlir-runner")
    opts = [
        ("strata-opt", os.path.join(args.strata_bin, "strata-opt")),
        ("mlir-opt", os.path.join(args.llvm_bin, "mlir-opt")),
    ]
    libs = "--shared-libs=" + ",".join(runner_libs(args.llvm_lib))
    with tempfile.TemporaryDirectory() as tmp:
        if args.keep:
            tmp = tempfile.mkdtemp()
            print(f"generated files in {tmp}")
        if "compile" in args.which:
            bench_compile(args, strata_runner, mlir_runner, libs, tmp)
        if "lower" in args.which:
            bench_lower(args, opts, strata_runner, mlir_runner, libs, tmp)
        if "kernels" in args.which:
            bench_kernels(args, opts, strata_runner, mlir_runner, libs, tmp)
        if "affine" in args.which:
            bench_affine(args, opts, strata_runner, mlir_runner, libs, tmp)
        if "linalg" in args.which:
            bench_linalg(args, opts, strata_runner, mlir_runner, libs, tmp)
        if "conv" in args.which:
            bench_conv(args, opts, strata_runner, mlir_runner, libs, tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
