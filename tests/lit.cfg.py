# lit configuration for Strata's FileCheck tests.
#
# FileCheck, not, lit, opt and llc come from LLVM 22 (utils/test.sh puts
# its bin directory on PATH); strata-opt, strata-translate, strata-pdll and the Toy
# tutorial's toyc-chN come from the cargo target directory: $STRATA_BIN_DIR
# if set, else target/release, else target/debug.

import os

import lit.formats

config.name = "Strata"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".toy", ".pdll", ".ll"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

repo_root = os.path.dirname(config.test_source_root)
target_dir = os.environ.get("CARGO_TARGET_DIR", os.path.join(repo_root, "target"))
config.test_exec_root = os.path.join(target_dir, "lit")

bin_dir = os.environ.get("STRATA_BIN_DIR")
if not bin_dir:
    for profile in ("release", "debug"):
        candidate = os.path.join(target_dir, profile)
        if os.path.exists(os.path.join(candidate, "strata-opt")):
            bin_dir = candidate
            break
if not bin_dir:
    lit_config.fatal("strata-opt not found: build it with `cargo build --release -p strata-opt` "
                     "or set STRATA_BIN_DIR")

path = [bin_dir]
llvm_bin = os.environ.get("LLVM_BIN_DIR")
if llvm_bin:
    path.append(llvm_bin)
path.append(os.environ.get("PATH", ""))
config.environment["PATH"] = os.pathsep.join(path)
lit_config.note("using strata-opt from " + bin_dir)

# Tests that run an SMT solver say `REQUIRES: z3`.
import shutil

if shutil.which("z3", path=config.environment["PATH"]):
    config.available_features.add("z3")

# Tests that call OpenBLAS (Debian's libopenblas-dev) say `REQUIRES: openblas`.
import ctypes.util

if ctypes.util.find_library("openblas"):
    config.available_features.add("openblas")

# Tests that call libxsmm (Debian's libxsmm-dev, static libraries they
# link into a shared one with cc) say `REQUIRES: libxsmm`.
import subprocess

try:
    found = subprocess.run(["cc", "-print-file-name=libxsmm.a"], capture_output=True, text=True).stdout.strip()
    if os.path.isabs(found):
        config.available_features.add("libxsmm")
except OSError:
    pass
