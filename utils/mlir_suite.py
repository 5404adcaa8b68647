#!/usr/bin/env python3
"""Runs MLIR's own lit tests with Strata's tools in place of MLIR's.

    python3 utils/mlir_suite.py SUITE/Dialect/Arith SUITE/IR ... [options]

SUITE is a copy of MLIR 22's `mlir/test` directory (fetch one with the
project's get-mlir-tests.sh script). For every test file under the given
directories (lit's discovery: the suffixes of MLIR's lit.cfg.py, `Inputs`
skipped, lit.local.cfg files honoured), the command reads the `RUN:` lines
(with `\\` continuations), `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:`,
`DEFINE:` and `REDEFINE:`, applies lit's substitutions (%s, %S, %p, %t,
%T, %{...}, %if, %(line), %mlir_lib_dir, %mlir_runner_utils,
%mlir_c_runner_utils, %shlibext, ...) and runs the RUN lines in order with
bash -o pipefail in a fresh temporary directory, with `mlir-opt`,
`mlir-translate` and `mlir-runner` replaced by strata-opt, strata-translate
and strata-runner (`--tools mlir` keeps MLIR's own tools, to check this
harness). FileCheck, not, split-file, count and the other LLVM tools come
from LLVM 22.

Each test is classified as
  pass         all RUN lines succeeded (or an XFAIL test failed, as in lit);
  fail         with the first failing RUN line and its first cause: the
               tool's first error, FileCheck's message, a timeout, or a
               crash (signal or Rust panic);
  missing      the first cause is a diagnostic saying that a dialect, op,
               pass, option or flag that MLIR has is unknown to Strata; the
               component is reported and counted apart from the bugs;
  unsupported  REQUIRES/UNSUPPORTED exclude it, or it needs a tool Strata
               lacks (mlir-pdll, mlir-tblgen, mlir-reduce, python, ...).

The table has one row per directory given, with the pass rate over the
applicable tests, pass / (pass + fail). `--print-agreement` adds a second
measure: each `// -----` chunk of a file's input (when a RUN line uses
--split-input-file, or the file has no split) is printed by strata-opt and
by mlir-opt (with --allow-unregistered-dialect when a RUN line has it), and
counted as
  agree        both accept it and print the same text;
  missing      they differ, and a component Strata lacks explains it:
               strata-opt's first diagnostic names a missing dialect, op,
               type or attribute (as for whole tests), the chunk uses a
               generic op mlir-opt has registered and strata-opt has not
               or an attribute or type of a dialect Strata lacks, or
               mlir-opt's first diagnostic names one of those;
  differ       they differ otherwise (one rejects it, or both print it
               differently);
  both-error   both reject it.
Each directory's agreement is agree / (agree + differ), and the most common
causes of differing chunks (the first diagnostic, or the first line printed
differently, normalised) are listed, with the chunks' missing components.

Python 3 standard library only. A developer command, not part of CI.
"""

import argparse
import builtins
import collections
import concurrent.futures
import copy
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import types

LLVM_BIN = "/usr/lib/llvm-22/bin"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# MLIR's lit.cfg.py: test suffixes and excluded names.
SUFFIXES = [".td", ".mlir", ".toy", ".ll", ".tc", ".py", ".yaml", ".test", ".pdll", ".c", ".spvasm"]
EXCLUDES = ["Inputs", "CMakeLists.txt", "README.txt", "LICENSE.txt", "lit.cfg.py", "lit.site.cfg.py",
            "get_darwin_real_python.py"]

# The tools Strata provides, under MLIR's names.
STRATA_TOOLS = {"mlir-opt": "strata-opt", "mlir-translate": "strata-translate", "mlir-runner": "strata-runner"}

# lit's ToolSubst word pattern: not preceded by . - ^ / \ < and not
# followed by - or . (so `mlir-opt.mlir` or `--mlir-opt-flag` are left alone).
def tool_regex(name):
    return r"(?<![.\-^/\\<])\b" + re.escape(name) + r"\b(?![\-.])"

# Any MLIR-project tool name at a word position (for "needs a tool").
OTHER_TOOL_RE = re.compile(
    r"(?<![.\-^/\\<\w%])(mlir-[a-z0-9]+(?:-[a-z0-9]+)*|tblgen-[a-z0-9]+(?:-[a-z0-9]+)*|"
    r"toyc-ch\d+|transform-opt-ch\d+)(?![\w.\-])")

RUNTIME_LIBS = ["mlir_runner_utils", "mlir_c_runner_utils", "mlir_async_runtime", "mlir_float16_utils",
                "mlir_apfloat_wrappers", "mlir_arm_runner_utils"]

SIGNAMES = {s.value: s.name for s in signal.Signals}


# ---------------------------------------------------------------------------
# lit's boolean expressions (REQUIRES, UNSUPPORTED, XFAIL, %if).

class BoolExpr:
    TOKEN = re.compile(r"\A\s*([()]|&&|\|\||!|(?:[-+=._a-zA-Z0-9]+|\{\{.+?\}\})+)\s*(.*)\Z", re.S)

    def __init__(self, text, features):
        self.tokens = []
        rest = text
        while rest.strip():
            m = self.TOKEN.match(rest)
            if not m:
                raise ValueError(f"couldn't parse text: {rest!r}")
            self.tokens.append(m.group(1))
            rest = m.group(2)
        self.tokens.append(None)
        self.i = 0
        self.features = set(features) | {"true"}

    @staticmethod
    def evaluate(text, features):
        p = BoolExpr(text, features)
        v = p.parse_or()
        if p.tokens[p.i] is not None:
            raise ValueError(f"unexpected {p.tokens[p.i]!r} in {text!r}")
        return v

    def peek(self):
        return self.tokens[self.i]

    def accept(self, t):
        if self.peek() == t:
            self.i += 1
            return True
        return False

    def parse_or(self):
        v = self.parse_and()
        while self.accept("||"):
            v = self.parse_and() or v
        return v

    def parse_and(self):
        v = self.parse_not()
        while self.accept("&&"):
            v = self.parse_not() and v
        return v

    def parse_not(self):
        if self.accept("!"):
            return not self.parse_not()
        if self.accept("("):
            v = self.parse_or()
            if not self.accept(")"):
                raise ValueError("expected ')'")
            return v
        t = self.peek()
        if t is None or t in ("&&", "||", ")"):
            raise ValueError(f"expected a feature name, got {t!r}")
        self.i += 1
        if t == "false":
            return False
        if "{{" not in t:
            return t in self.features
        regex = ""
        for part in re.split(r"(\{\{.+?\}\})", t):
            if part.startswith("{{") and part.endswith("}}"):
                regex += "(" + part[2:-2] + ")"
            else:
                regex += re.escape(part)
        r = re.compile(regex)
        return any(r.fullmatch(f) for f in self.features)


# ---------------------------------------------------------------------------
# lit.local.cfg files, evaluated against a stand-in configuration.

class Anything:
    """Stands for lit objects this harness does not model: every attribute
    and call gives another Anything, which is false and prints as ''."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()

    def __call__(self, *a, **k):
        return Anything()

    def __bool__(self):
        return False

    def __str__(self):
        return ""

    def __iter__(self):
        return iter(())


class Config:
    """A stand-in for lit's TestingConfig: the attributes MLIR's lit files
    read, unknown ones None (false)."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return None

    def clone(self):
        c = Config(**{k: copy.copy(v) for k, v in self.__dict__.items() if k != "root"})
        c.root = self.root
        return c


def fake_lit_modules():
    lit = types.ModuleType("lit")
    for sub in ("llvm", "util", "formats", "llvm.subst", "Test", "TestRunner"):
        mod = types.ModuleType("lit." + sub)
        mod.__getattr__ = lambda name: Anything()
        parent = lit
        parts = sub.split(".")
        for p in parts[:-1]:
            parent = getattr(parent, p)
        setattr(parent, parts[-1], mod)
    return lit


def eval_local_cfg(path, config, lit_config):
    lit = fake_lit_modules()
    real_import = builtins.__import__

    def imp(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "lit" or name.startswith("lit."):
            if not fromlist:
                return lit
            mod = lit
            for p in name.split(".")[1:]:
                mod = getattr(mod, p)
            return mod
        return real_import(name, globals, locals, fromlist, level)

    b = dict(vars(builtins))
    b["__import__"] = imp
    env = {"__builtins__": b, "config": config, "lit_config": lit_config, "__file__": path}
    with open(path) as f:
        code = compile(f.read(), path, "exec")
    exec(code, env)


# ---------------------------------------------------------------------------
# Parsing a test file's directives.

KEYWORDS = ["RUN:", "REQUIRES:", "UNSUPPORTED:", "XFAIL:", "DEFINE:", "REDEFINE:", "END."]
KEYWORD_RE = re.compile(rb"(" + b"|".join(re.escape(k.encode()) for k in KEYWORDS) + rb")(.*)\n")


class Directives:
    def __init__(self):
        self.script = []   # ("run", line, text) or ("define"/"redefine", line, name, value)
        self.requires = []
        self.unsupported = []
        self.xfail = []


def substitute_line_numbers(line_number, text):
    text = re.sub(r"%\(line\)", str(line_number), text)

    def rep(m):
        n = int(m.group(2))
        return str(line_number + n if m.group(1) == "+" else line_number - n)

    return re.sub(r"%\(line *([\+-]) *(\d+)\)", rep, text)


def parse_directives(path):
    with open(path, "rb") as f:
        data = f.read()
    if not data.endswith(b"\n"):
        data += b"\n"
    d = Directives()
    line_number = 1
    last = 0
    pending = None  # a RUN/DEFINE directive waiting for its continuation
    for m in KEYWORD_RE.finditer(data):
        line_number += data.count(b"\n", last, m.start())
        last = m.start()
        kw = m.group(1).decode()
        text = m.group(2).decode("utf-8", errors="replace").rstrip("\r")
        if kw == "END.":
            if text.strip() == "":
                break
            continue
        if kw == "RUN:":
            text = substitute_line_numbers(line_number, text)
            if pending and pending[0] == "RUN:" and pending[1][-1].endswith("\\"):
                pending[1][-1] = pending[1][-1][:-1] + text.rstrip()
                continue
            pending = ("RUN:", [text.rstrip()])
            d.script.append(["run", line_number, pending[1]])
            continue
        if kw in ("DEFINE:", "REDEFINE:"):
            if pending and pending[0] == kw and pending[1][-1].rstrip().endswith("\\"):
                if not text.strip():
                    raise ValueError(f"line {line_number}: substitution's continuation is empty")
                pending[1][-1] = pending[1][-1].rstrip()[:-1].rstrip() + " " + text.lstrip()
                continue
            pending = (kw, [text])
            d.script.append(["define" if kw == "DEFINE:" else "redefine", line_number, pending[1]])
            continue
        pending = None
        items = [s.strip() for s in text.split(",") if s.strip()]
        {"REQUIRES:": d.requires, "UNSUPPORTED:": d.unsupported, "XFAIL:": d.xfail}[kw].extend(items)
    out = []
    for kind, line, parts in d.script:
        text = parts[0]
        if kind == "run":
            if text.endswith("\\"):
                raise ValueError(f"RUN line {line} ends with a continuation but none follows")
            out.append(("run", line, text))
            continue
        if text.rstrip().endswith("\\"):
            raise ValueError(f"line {line}: substitution's definition has no continuation")
        name, eq, value = text.partition("=")
        if not eq:
            raise ValueError(f"line {line}: substitution's definition does not contain '='")
        name, value = name.strip(), value.strip()
        if not re.fullmatch(r"%{[_a-zA-Z][-_:0-9a-zA-Z]*}", name):
            raise ValueError(f"line {line}: substitution name '{name}' is malformed")
        out.append((kind, line, name, value))
    d.script = out
    return d


# ---------------------------------------------------------------------------
# Substitutions, as lit applies them: each (regex, replacement) in order,
# once per line, with %% escaped and %if/%else resolved first.

def substitute_if_else(ln, features):
    if "%if " not in ln:
        return ln

    def parse(s, nested):
        out = ""
        while s:
            if nested and s.startswith("%}"):
                break
            if s.startswith("%if "):
                s = s[4:]
                j = s.find("%{")
                if j < 0:
                    raise ValueError("'%{' is missing for %if substitution")
                cond, s = s[:j], s[j + 2:]
                then, s = parse(s, True)
                if not s.startswith("%}"):
                    raise ValueError("'%}' is missing for %if substitution")
                s = s[2:]
                other = ""
                m = re.match(r"^\s*%else\s*(%{)?", s)
                if m:
                    if not m.group(1):
                        raise ValueError("'%{' is missing for %else substitution")
                    other, s = parse(s[m.end():], True)
                    if not s.startswith("%}"):
                        raise ValueError("'%}' is missing for %else substitution")
                    s = s[2:]
                out += then if BoolExpr.evaluate(cond, features) else other
                continue
            m = re.search(r"(.*?)(?:%if|%})" if nested else r"(.*?)(?:%if)", s)
            if not m:
                out += s
                s = ""
            elif m.end(1) == 0:  # "%if" not followed by a space: plain text
                out += s[0]
                s = s[1:]
            else:
                out += s[:m.end(1)]
                s = s[m.end(1):]
        return out, s

    return parse(ln, False)[0]


def apply_substitutions(text, substs, features):
    marker = "#_MARKER_#"
    ln = substitute_if_else(text.replace("%%", marker), features)
    for pat, rep in substs:
        ln = ln.replace("%%", marker)
        if callable(rep):
            ln = re.sub(pat, rep, ln)
        else:
            ln = re.sub(pat, rep.replace("\\", "\\\\"), ln)
    return ln.strip().replace(marker, "%")


# ---------------------------------------------------------------------------
# The environment: tools, features, MLIR's known names.

WRAPPER = r"""#!/bin/bash
# Runs one of the tools under test and records its exit status and error
# output (in $SUITE_LOG) for the harness, without changing what the RUN
# line sees.
me=${0##*/}
case "$me" in
@CASES@
esac
pos=${me#*.}
[ "$pos" = "$me" ] && pos=path
[ -n "$SUITE_LOG" ] || exec "$real" "$@"
ulimit -c 0
base="$SUITE_LOG/$pos.$$"
if [ /proc/$$/fd/1 -ef /proc/$$/fd/2 ]; then
  "$real" "$@" 2>&1 | tee "$base.out"
  rc=${PIPESTATUS[0]}
else
  { "$real" "$@" 2>&1 1>&3 3>&- | tee "$base.out" 1>&2 3>&- ; } 3>&1
  rc=${PIPESTATUS[0]}
fi
echo "$rc" > "$base.rc"
if [ "$rc" -gt 128 ] && [ "$rc" -lt 160 ]; then
  trap - $((rc - 128)); kill -$((rc - 128)) $$
fi
exit "$rc"
"""

MAX_POSITIONS = 64


class Env:
    """Everything shared by the tests of one run."""

    def __init__(self, args):
        self.args = args
        self.mode = args.tools
        self.llvm_bin = args.llvm_bin
        self.llvm_lib = os.path.join(os.path.dirname(os.path.realpath(self.llvm_bin)), "lib")
        if self.mode == "strata":
            bindir = args.strata_bin or os.environ.get("STRATA_BIN_DIR") or os.path.join(REPO, "target", "release")
            self.real = {m: os.path.join(bindir, s) for m, s in STRATA_TOOLS.items()}
        else:
            self.real = {m: os.path.join(self.llvm_bin, m) for m in STRATA_TOOLS}
        for m, p in self.real.items():
            if not os.access(p, os.X_OK):
                sys.exit(f"error: {p} not found (build it, or give --strata-bin)")
        self.work = tempfile.mkdtemp(prefix="mlir-suite-")
        self.bin = os.path.join(self.work, "bin")
        os.mkdir(self.bin)
        self.make_bin()
        self.path = self.bin + ":/usr/local/bin:/usr/bin:/bin"
        self.features = self.make_features()
        self.mlir_opt = os.path.join(self.llvm_bin, "mlir-opt")
        self.known = self.mlir_knowledge()
        self.lock = threading.Lock()
        self.probes = {}
        self.dialects = {"mlir": show_dialects(self.mlir_opt), "strata": show_dialects(self.real["mlir-opt"])}

    def make_bin(self):
        """A private bin directory: LLVM's tools (not MLIR's others when
        testing Strata), and the tools under test behind a recording wrapper,
        as `mlir-opt` and as `mlir-opt.N` for the N-th tool of a RUN line."""
        for name in os.listdir(self.llvm_bin):
            if name in STRATA_TOOLS:
                continue
            if self.mode == "strata" and OTHER_TOOL_RE.fullmatch(name):
                continue
            os.symlink(os.path.join(self.llvm_bin, name), os.path.join(self.bin, name))
        cases = "\n".join(f"  {m}|{m}.*) real={shlex.quote(p)} ;;" for m, p in self.real.items())
        wrapper = os.path.join(self.bin, "tool-wrapper")
        with open(wrapper, "w") as f:
            f.write(WRAPPER.replace("@CASES@", cases))
        os.chmod(wrapper, 0o755)
        for m in STRATA_TOOLS:
            os.symlink("tool-wrapper", os.path.join(self.bin, m))
            for i in range(MAX_POSITIONS):
                os.symlink("tool-wrapper", os.path.join(self.bin, f"{m}.{i}"))

    def make_features(self):
        triple = "x86_64-pc-linux-gnu"
        try:
            triple = subprocess.run([os.path.join(self.llvm_bin, "llvm-config"), "--host-target"],
                                    capture_output=True, text=True, timeout=30).stdout.strip() or triple
        except (OSError, subprocess.SubprocessError):
            pass
        f = {"system-linux", f"host={triple}", f"target={triple}", "native", "symlinks"}
        arch = triple.split("-")[0]
        if arch == "x86_64":
            f |= {"x86_64-linux", "target-x86", "target-x86_64"}
        elif arch == "aarch64":
            f |= {"target-aarch64"}
        if os.getuid() != 0:
            f.add("non-root-user")
        if sys.version_info >= (3, 11):
            f.add("python-ge-311")
        # Assertions: MLIR's build says so in --version; Strata has none of
        # LLVM's -debug-only machinery.
        asserts = False
        if self.mode == "mlir":
            v = subprocess.run([self.real["mlir-opt"], "--version"], capture_output=True, text=True).stdout
            asserts = "with assertions" in v
        f.add("asserts" if asserts else "noasserts")
        if self.host_supports_jit():
            f.add("host-supports-jit")
        self.native_target = {"x86_64": "X86", "aarch64": "AArch64"}.get(arch, arch)
        self.triple = triple
        return f

    def host_supports_jit(self):
        try:
            p = subprocess.run([self.real["mlir-runner"], "--host-supports-jit"], capture_output=True,
                               text=True, timeout=30)
        except (OSError, subprocess.SubprocessError):
            return False
        if p.returncode == 0:
            return "true" in p.stdout
        return self.mode == "strata"  # Cranelift's JIT runs on the hosts Strata builds for

    def mlir_knowledge(self):
        """MLIR's own flags (passes included), so that a diagnostic naming
        a flag MLIR lacks too is not taken for a missing component."""
        known = {"opt": set(), "translate": set(), "runner": set()}
        for key, tool in (("opt", "mlir-opt"), ("translate", "mlir-translate"), ("runner", "mlir-runner")):
            try:
                h = subprocess.run([os.path.join(self.llvm_bin, tool), "--help-hidden"], capture_output=True,
                                   text=True, timeout=60).stdout
            except (OSError, subprocess.SubprocessError):
                h = ""
            known[key] = set(re.findall(r"^\s+--?([A-Za-z0-9][\w.\-]*)", h, re.M))
        return known

    def probe(self, tool, kind, name):
        """Whether MLIR's tool knows the dialect, op, type or attribute
        `name`, from what it says of a one-line input using it."""
        key = (tool, kind, name)
        with self.lock:
            if key in self.probes:
                return self.probes[key]
        if kind == "dialect":
            text = f"{name}.strata_suite_probe\n"
        elif kind == "op":
            text = f"{name}\n"
        elif kind == "attribute":
            text = f'"probe.op"() {{a = #{name}}} : () -> ()\n'
        else:
            text = f'"probe.op"() : () -> !{name}\n'
        if tool == "translate":
            cmd = [os.path.join(self.llvm_bin, "mlir-translate"), "--mlir-to-llvmir"]
        else:
            cmd = [self.mlir_opt]
        if kind in ("attribute", "type"):
            cmd.append("--allow-unregistered-dialect")
        try:
            out = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=30).stderr
        except (OSError, subprocess.SubprocessError):
            return False
        if kind == "dialect":
            unknown = re.search(r"not found for custom op|unregistered dialect", out)
        else:
            unknown = re.search(r"is unknown|not found for custom op|unknown attribute|unknown type|"
                                r"unknown LLVM type|unregistered", out)
        with self.lock:
            self.probes[key] = not unknown
        return not unknown

    def lacks_dialect(self, name):
        """Whether mlir-opt has the dialect `name` and strata-opt has not."""
        return name in self.dialects["mlir"] and name not in self.dialects["strata"]

    def strata_knows_op(self, name):
        """Whether strata-opt has registered the op `name`, from what it
        says of the op in generic form."""
        key = ("strata", "op", name)
        with self.lock:
            if key in self.probes:
                return self.probes[key]
        try:
            out = subprocess.run([self.real["mlir-opt"]], input=f'"{name}"() : () -> ()\n', capture_output=True,
                                 text=True, timeout=30).stderr
        except (OSError, subprocess.SubprocessError):
            return True
        known = not re.search(r"unregistered operation|unregistered dialect|is unknown|not found", out)
        with self.lock:
            self.probes[key] = known
        return known

    def base_config(self, suite_root):
        src_root = os.path.dirname(suite_root)
        cfg = Config(
            available_features=set(self.features), substitutions=[], suffixes=set(SUFFIXES),
            excludes=set(EXCLUDES), environment={}, unsupported=False, name="MLIR",
            native_target=self.native_target, target_triple=self.triple, host_triple=self.triple,
            host_os="Linux", host_arch=self.triple.split("-")[0], llvm_shlib_ext=".so",
            llvm_shlib_dir=self.llvm_lib, mlir_lib_dir=self.llvm_lib, mlir_tools_dir=self.llvm_bin,
            llvm_tools_dir=self.llvm_bin, mlir_src_root=src_root, mlir_obj_root=self.work,
            python_executable=sys.executable, mlir_include_integration_tests=self.args.integration,
            enable_bindings_python=False, pipefail=True, test_source_root=suite_root)
        cfg.root = cfg
        # MLIR's lit.cfg.py and lit's defaults, in their order.
        s = cfg.substitutions
        s += [("%PATH%", self.path), ("%shlibext", ".so"), ("%llvm_src_root", os.path.dirname(src_root)),
              ("%mlir_src_root", src_root), ("%host_cxx", "c++"), ("%host_cc", "cc"),
              ("%python", f'"{sys.executable}"')]
        for e, name in ((2, "ENOENT"), (21, "EISDIR"), (22, "EINVAL"), (13, "EACCES")):
            s.append((f"%errc_{name}", "'" + os.strerror(e) + "'"))
        for lib in RUNTIME_LIBS:
            s.append((f"%{lib}", os.path.join(self.llvm_lib, f"lib{lib}.so")))
        s += [("%mlir_lib_dir", self.llvm_lib), ("%mlir_src_dir", src_root),
              ("%PYTHON", sys.executable)]
        return cfg


def show_dialects(tool):
    """The dialects a tool registers (its --show-dialects)."""
    try:
        out = subprocess.run([tool, "--show-dialects"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return set()
    m = re.search(r"Available Dialects:\s*(.*)", out, re.S)
    return set(re.findall(r"[\w$]+", m.group(1))) if m else set()


# ---------------------------------------------------------------------------
# Discovery.

def find_suite_root(path):
    d = os.path.abspath(path if os.path.isdir(path) else os.path.dirname(path))
    while True:
        if os.path.exists(os.path.join(d, "lit.cfg.py")) or os.path.exists(os.path.join(d, "lit.site.cfg.py")):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            return os.path.abspath(path if os.path.isdir(path) else os.path.dirname(path))
        d = parent


class Discovery:
    def __init__(self, env):
        self.env = env
        self.configs = {}
        self.warnings = []

    def config_for(self, directory, root):
        directory = os.path.abspath(directory)
        if directory in self.configs:
            return self.configs[directory]
        if directory == root or not directory.startswith(root + os.sep):
            cfg = self.env.base_config(root)
        else:
            cfg = self.config_for(os.path.dirname(directory), root).clone()
        local = os.path.join(directory, "lit.local.cfg")
        if os.path.exists(local):
            try:
                eval_local_cfg(local, cfg, Anything())
            except Exception as e:  # a lit file this stand-in cannot evaluate
                self.warnings.append(f"{local}: {type(e).__name__}: {e}")
        self.configs[directory] = cfg
        return cfg

    def tests(self, path):
        root = find_suite_root(path)
        path = os.path.abspath(path)
        if os.path.isfile(path):
            yield path, self.config_for(os.path.dirname(path), root)
            return
        for d, dirs, files in os.walk(path):
            cfg = self.config_for(d, root)
            dirs[:] = sorted(x for x in dirs if x not in cfg.excludes and not x.startswith("."))
            for f in sorted(files):
                if f in cfg.excludes or f.startswith(".") or f == "lit.local.cfg":
                    continue
                if os.path.splitext(f)[1] in cfg.suffixes:
                    yield os.path.join(d, f), cfg


# ---------------------------------------------------------------------------
# Running one test.

class Result:
    def __init__(self, path, group):
        self.path = path
        self.group = group
        self.status = None    # pass, fail, missing, unsupported
        self.note = ""        # xfail / xpass / unsupported reason
        self.kind = ""        # timeout, crash, error, filecheck, unexpected-success, harness, ...
        self.line = None      # the first failing RUN line's line number
        self.command = ""
        self.cause = ""       # the first cause, one line
        self.key = ""         # the cause, normalised
        self.component = ""   # for missing
        self.detail = []      # a few lines of the tool's or FileCheck's message
        self.seconds = 0.0
        self.agreement = None

    def to_json(self):
        return {k: v for k, v in self.__dict__.items() if v not in (None, "", [])}


def normalise(msg):
    """A message with its specifics blanked, to count similar causes."""
    m = msg.strip()
    m = re.sub(r"^within split at \S+ offset ", "", m)
    m = re.sub(r"^(?:[^\s:]*:\d+:\d+:\s*)", "", m)
    m = re.sub(r"^(?:strata-opt|strata-translate|strata-runner|mlir-opt|mlir-translate|mlir-runner):\s*", "", m)
    m = re.sub(r"^error:\s*", "", m)
    m = re.sub(r"'[^']*'", "'…'", m)
    m = re.sub(r'"[^"]*"', '"…"', m)
    m = re.sub(r"`[^`]*`", "`…`", m)
    m = re.sub(r"[%@^][\w$.\-]+", lambda x: x.group(0)[0] + "…", m)
    m = re.sub(r"\b\d+\b", "N", m)
    return m[:160]


def unsupported_reason(env, directives, raw_lines, cfg):
    features = cfg.available_features
    if cfg.unsupported:
        return "lit.local.cfg marks the directory unsupported"
    try:
        missing = [r for r in directives.requires if not BoolExpr.evaluate(r, features)]
        if missing:
            return "REQUIRES: " + ", ".join(missing)
        hit = [u for u in directives.unsupported if BoolExpr.evaluate(u, features)]
        if hit:
            return "UNSUPPORTED: " + ", ".join(hit)
    except ValueError as e:
        return f"bad feature expression: {e}"
    needs = []
    for text in raw_lines:
        if re.search(r"%PYTHON\b|%python\b", text):
            if env.mode == "strata" or re.search(r"%PYTHON\b", text):
                needs.append("python")
        for m in OTHER_TOOL_RE.finditer(text):
            name = m.group(1)
            if name in STRATA_TOOLS:
                continue
            if env.mode == "strata" or not os.path.exists(os.path.join(env.llvm_bin, name)):
                needs.append(name)
    if needs:
        return "needs " + ", ".join(sorted(set(needs)))
    return None


def build_script(env, test, cfg, directives, tmpdir, logdir):
    """The bash script running the test's RUN lines, and per RUN line the
    positions of the tools under test expected to fail (after `not`)."""
    source_dir = os.path.dirname(test)
    tmp_base = os.path.join(tmpdir, "Output", os.path.basename(test))
    tmp_name = tmp_base + ".tmp"
    defaults = [("%{pathsep}", ":"), ("%basename_t", os.path.basename(tmp_base)),
                ("%{s:basename}", os.path.basename(test)), ("%{t:stem}", os.path.basename(tmp_base)),
                ("%{fs-src-root}", "/"), ("%{fs-tmp-root}", "/"), ("%{fs-sep}", "/"), ("%/et", tmp_name)]
    for letter, p in (("s", test), ("S", source_dir), ("p", source_dir), ("t", tmp_name)):
        defaults += [("%" + letter, p), ("%/" + letter, p), ("%{" + letter + ":real}", os.path.realpath(p)),
                     ("%{/" + letter + ":real}", os.path.realpath(p)),
                     ("%{/" + letter + ":regex_replacement}", p.replace("@", r"\@").replace("&", r"\&")),
                     ("%:" + letter, p[1:])]
    defaults.append(("%T", os.path.join(tmpdir, "Output")))
    defaults = [(re.escape(a), b) for a, b in defaults]
    # Before %s & co, as in lit: config substitutions, then the tools.
    config = [(re.escape(a) if a.startswith("%") else a, b) for a, b in cfg.substitutions]
    state = {"pos": 0, "expect_fail": {}, "tools": {}}

    def tool_rep(name):
        def rep(m):
            k = state["pos"]
            state["pos"] += 1
            state["tools"][k] = name
            before = m.string[:m.start()]
            if re.search(r"(?:^|[\s|;&(])not\s+(?:--crash\s+)?$", before):
                state["expect_fail"][k] = "crash" if "--crash" in before[-12:] else True
            if k >= MAX_POSITIONS:
                return os.path.join(env.bin, name)
            return os.path.join(env.bin, f"{name}.{k}")
        return rep

    tools = [(tool_regex(m), tool_rep(m)) for m in STRATA_TOOLS]
    substs = config + tools + defaults
    lines = []
    runs = []
    for item in directives.script:
        if item[0] in ("define", "redefine"):
            _, line, name, value = item
            pat = name  # lit uses the name itself as the pattern
            existing = [i for i, (a, _) in enumerate(substs) if name in a]
            if item[0] == "define":
                if existing:
                    raise ValueError(f"line {line}: substitution {name} is already defined")
                substs.insert(0, (pat, value))
            else:
                if len(existing) != 1:
                    raise ValueError(f"line {line}: no single substitution {name} to redefine")
                substs[existing[0]] = (pat, value)
            continue
        _, line, text = item
        state["pos"] = 0
        state["expect_fail"] = {}
        state["tools"] = {}
        cmd = apply_substitutions(text, substs, cfg.available_features)
        runs.append({"line": line, "raw": text, "command": cmd, "expect_fail": dict(state["expect_fail"]),
                     "tools": dict(state["tools"])})
    script = ["set -o pipefail", f"cd {shlex.quote(tmpdir)}"]
    for i, r in enumerate(runs):
        d = os.path.join(logdir, str(i))
        script.append(f"mkdir -p {shlex.quote(d)}; export SUITE_LOG={shlex.quote(d)}; echo {i} > {shlex.quote(os.path.join(logdir, 'current'))}")
        script.append(f"{{ {r['command']}\n}} > {shlex.quote(d + '.stdout')} 2> {shlex.quote(d + '.stderr')} "
                      f"|| {{ echo $? > {shlex.quote(d + '.rc')}; exit 1; }}")
    script.append(f"echo done > {shlex.quote(os.path.join(logdir, 'current'))}")
    return "\n".join(script) + "\n", runs


def read(path, limit=1 << 20):
    try:
        with open(path, "rb") as f:
            return f.read(limit).decode("utf-8", errors="replace")
    except OSError:
        return ""


# Diagnostics that name something unknown: (regex, kind, group of the name).
MISSING_PATTERNS = [
    (re.compile(r"'([^']+)' does not refer to a registered pass or pass pipeline"), "pass"),
    (re.compile(r"Unknown command line argument '(-[^'=]+)"), "flag"),
    (re.compile(r"unexpected argument '(-[^'= ]+)[^']*' found"), "flag"),
    (re.compile(r"<Pass-Options-Parser>: no such option ([\w\-.]+)"), "pass option"),
    (re.compile(r"Dialect `([\w$]+)' not found for custom op"), "dialect"),
    (re.compile(r"dialect '([\w$]+)' is unknown"), "dialect"),
    (re.compile(r"unregistered operation '([\w$.]+)' found in dialect"), "op"),
    (re.compile(r"custom op '([\w$.]+)' is unknown(?: \(tried '([\w$.]+)' as well\))?"), "op"),
    (re.compile(r"operation being parsed with an unregistered dialect"), "dialect"),
    (re.compile(r"error: (?:unexpected error: )?`?[!#]\"?([\w$]+)\"?[<.].*?(?:type|attribute) created with "
                r"unregistered dialect", re.S), "dialect"),
    (re.compile(r"unknown (attribute|type) `([\w$.]+)` in dialect `([\w$]+)`"), "attribute/type"),
    (re.compile(r"missing `LLVMTranslationDialectInterface` registration for dialect for op: ([\w$.]+)"),
     "LLVM IR translation"),
    (re.compile(r"LLVM Translation failed for operation: ([\w$.]+)"), "LLVM IR translation"),
    (re.compile(r"'([\w$.]+)' op (?:on \w+ )?is not supported by the execution engine"), "execution"),
    (re.compile(r"error: (?:unexpected error: )?(?:custom op '[\w$.]+' )?unknown type!$"), "type"),
    (re.compile(r"unknown LLVM type: ([\w$.]+)"), "llvm type"),
]

# The start of a tool's first diagnostic.
DIAG_START = re.compile(r"\berror:|^error\b|Unknown command line argument|panicked at|<Pass-Options-Parser>|"
                        r"has overflowed its stack|\bError\b|^(?:strata|mlir)-\w+: |for the -+[\w\-.]+ option:")


def first_diagnostic(lines):
    """The index of the first line of the first diagnostic, or None."""
    for i, l in enumerate(lines):
        if DIAG_START.search(l):
            return i
    for i, l in enumerate(lines):
        if l.strip():
            return i
    return None


def find_missing(env, text, test_text, tool):
    """The missing component a tool's first diagnostic names, as
    (kind, name), or None. Each candidate is checked against MLIR: its own
    passes and flags (--help), and for dialects, ops, types and attributes
    a probe of mlir-opt (mlir-translate for a translation), so that a
    diagnostic the test provokes on purpose is not taken for one."""
    lines = text.splitlines()
    idx = first_diagnostic(lines)
    if idx is None:
        return None
    ln = lines[idx]
    # The whole first diagnostic, for messages that quote several lines.
    block = "\n".join(lines[idx:idx + 40])
    for rx, kind in MISSING_PATTERNS:
        if rx.flags & re.S:
            at = block.find("error:")
            m = rx.match(block, at) if at >= 0 else None
        else:
            m = rx.search(ln)
        if not m:
            continue
        name = m.group(1) if m.lastindex else ""
        if kind == "pass":
            if env.known["opt"] and name not in env.known["opt"]:
                continue
            return kind, name
        if kind == "flag":
            flag = name.lstrip("-")
            known = env.known.get(tool, set())
            if known and flag not in known:
                continue
            if tool == "opt" and flag in env.pass_names:
                return "pass", flag
            return f"{TOOL_LABEL.get(tool, tool)} flag", ("-" if len(flag) == 1 else "--") + flag
        if kind == "pass option":
            p = None
            for later in lines[idx:idx + 6]:
                mm = re.search(r"failed to add `([\w\-.]+)` with options", later)
                if mm:
                    p = mm.group(1)
                    break
            if p is None:
                # Options given with the pass's flag (`-pass=opt`) are not
                # echoed: find the pass naming the option in the RUN lines.
                for mm in re.finditer(r"-([\w\-.]+)=[\"']?([^\s\"']*)", test_text):
                    if re.search(rf"(?:^|[\s,]){re.escape(name)}(?:[=\s,]|$)", mm.group(2).replace(" ", ",")):
                        p = mm.group(1)
                        break
            if p is None or (env.pass_names and name not in env.pass_names.get(p, ())):
                continue
            return kind, f"{p}{{{name}}}"
        if kind in ("LLVM IR translation", "execution"):
            # A message only Strata gives; unless the test expects it.
            if m.group(0) in test_text:
                continue
            return kind, name
        if kind == "type":
            name = token_at_caret(lines, idx)
            if not name:
                continue
        elif kind == "llvm type":
            kind, name = "type", "llvm." + name
        elif kind == "attribute/type":
            kind, name = m.group(1), f"{m.group(3)}.{m.group(2)}"
        elif kind == "dialect" and rx.pattern.startswith("operation being parsed"):
            opname = op_name_from_caret(lines, idx)
            if not opname or "." not in opname:
                continue
            name = opname.split(".")[0]
        elif kind == "op" and "." not in name:
            # A bare word where an op was expected: the parser lost its way
            # earlier; no op is known to be missing.
            continue
        if env.probe(tool, kind, name):
            return kind, name
    return None


TOOL_LABEL = {"opt": "strata-opt", "translate": "strata-translate", "runner": "strata-runner"}


def op_name_from_caret(lines, idx):
    """The quoted op name just before the caret of a diagnostic's snippet."""
    if idx + 2 >= len(lines):
        return None
    src, caret = lines[idx + 1], lines[idx + 2]
    col = caret.find("^")
    if col < 0:
        return None
    found = re.findall(r'"([\w$.]+)"', src[:col + 1])
    return found[-1] if found else None


def token_at_caret(lines, idx):
    """The dialect type or attribute (`!d.name`, `#d.name`) at the caret of
    a diagnostic's snippet, as `d.name`."""
    if idx + 2 >= len(lines):
        return None
    src, caret = lines[idx + 1], lines[idx + 2]
    col = caret.find("^")
    for m in re.finditer(r"[!#]([\w$]+\.[\w$.]+)", src):
        if m.start() <= col <= m.end():
            return m.group(1)
    return None


def first_error(text):
    lines = text.splitlines()
    i = first_diagnostic(lines)
    if i is None:
        return "", []
    msg = lines[i].strip()
    if msg.endswith("error:") and i + 1 < len(lines):  # the message on the next line
        msg += " " + lines[i + 1].strip()
    return msg, [l for l in lines[i:i + 6]]


def panic_message(text):
    lines = text.splitlines()
    for i, l in enumerate(lines):
        if "panicked at" in l:
            msg = l.split("panicked at", 1)[1].strip()
            if msg.endswith(":") and i + 1 < len(lines):   # Rust 1.73+: message on the next line
                msg = lines[i + 1].strip()
            if "Broken pipe" in msg:  # the reader of the output exited first
                return None
            return "panic: " + msg, lines[i:i + 4]
        if "has overflowed its stack" in l:
            return "stack overflow", lines[i:i + 2]
        m = re.search(r"memory allocation of \d+ bytes failed|fatal runtime error: .*", l)
        if m:
            return m.group(0), lines[i:i + 2]
    return None


FILECHECK_RE = re.compile(r"^(\S+?):(\d+):(\d+): error: ([\w\-]+?)(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?"
                          r"(\{LITERAL\})?: (.*)$")


def filecheck_message(stderr):
    lines = stderr.splitlines()
    for i, l in enumerate(lines):
        m = FILECHECK_RE.match(l)
        if m:
            kind = "CHECK" + (m.group(5) or "")
            detail = lines[i:i + 6]
            return f"FileCheck: {kind}: {m.group(7)}", detail, lines[i + 1].strip() if i + 1 < len(lines) else ""
        if l.startswith("FileCheck error:") or re.match(r"^error: no check strings found", l) or \
                re.match(r"^\S+:\d+:\d+: error: ", l):
            msg = re.sub(r"^\S+:\d+:\d+: ", "", l)
            msg = re.sub(r"'[^']*' is empty", "input is empty", msg)
            return "FileCheck: " + msg.replace("FileCheck error: ", ""), lines[i:i + 6], ""
    return None


def classify_failure(env, res, run, logdir, index, rc, timed_out, test_text):
    """Fills res with the first cause of the failure of RUN line `index`."""
    d = os.path.join(logdir, str(index))
    stderr = read(d + ".stderr")
    stdout = read(d + ".stdout", 4096)
    invocations = []  # (position, rc, output)
    if os.path.isdir(d):
        for f in os.listdir(d):
            if f.endswith(".rc"):
                base = f[:-3]
                pos = base.split(".")[0]
                try:
                    code = int(read(os.path.join(d, f)).strip() or "0")
                except ValueError:
                    code = 0
                invocations.append((int(pos) if pos.isdigit() else 999, code, read(os.path.join(d, base + ".out"))))
            elif f.endswith(".out") and not os.path.exists(os.path.join(d, f[:-4] + ".rc")):
                # Killed before recording its status (timeout).
                pos = f.split(".")[0]
                invocations.append((int(pos) if pos.isdigit() else 999, None, read(os.path.join(d, f))))
    invocations.sort(key=lambda x: x[0])
    res.line = run["line"]
    res.command = run["raw"].strip()

    def tool_of(pos):
        # Which tool ran at this position of the RUN line.
        name = run["tools"].get(pos, "mlir-opt")
        return {"mlir-opt": "opt", "mlir-translate": "translate", "mlir-runner": "runner"}[name]

    if timed_out:
        res.status, res.kind = "fail", "timeout"
        res.cause = res.key = f"timeout after {env.args.timeout} s"
        res.detail = (stderr.splitlines() or [])[:4]
        return
    # 1. A diagnostic naming a component the tool lacks.
    for pos, code, out in invocations:
        if code == 0:
            continue
        found = find_missing(env, out, test_text, tool_of(pos))
        if found:
            res.status, res.kind = "missing", "missing"
            res.component = f"{found[0]}: {found[1]}"
            res.cause, res.detail = first_error(out)
            res.key = res.component
            return
    # 2. A crash: a signal or a panic.
    for pos, code, out in invocations:
        expect = run["expect_fail"].get(pos)
        p = panic_message(out)
        if expect == "crash" or code == 128 + signal.SIGPIPE:
            continue
        if code is not None and code > 128 and code < 160:
            sig = SIGNAMES.get(code - 128, str(code - 128))
            res.status, res.kind = "fail", "crash"
            msg = p[0] if p else f"crashed with {sig}"
            res.cause = msg
            res.key = f"crash: {normalise(msg)}" if p else f"crash: {sig}"
            res.detail = (p[1] if p else []) or first_error(out)[1]
            return
        if p:
            res.status, res.kind = "fail", "crash"
            res.cause = p[0]
            res.key = "crash: " + normalise(p[0])
            res.detail = p[1]
            return
    # 3. A tool under test failed where it should not have.
    for pos, code, out in invocations:
        if code and code != 128 + signal.SIGPIPE and not run["expect_fail"].get(pos):
            res.status, res.kind = "fail", "error"
            res.cause, res.detail = first_error(out)
            if not res.cause:
                res.cause = f"exit code {code} without a message"
            res.key = normalise(res.cause)
            return
    # 4. A tool under test succeeded where failure was expected.
    for pos, code, out in invocations:
        if code == 0 and run["expect_fail"].get(pos) is True:
            res.status, res.kind = "fail", "unexpected-success"
            res.cause = res.key = "tool succeeded where `not` expected an error"
            res.detail = out.splitlines()[:4]
            # The FileCheck message, if any, says more.
            fc = filecheck_message(strip_lines(stderr, invocations))
            if fc:
                res.detail = fc[1]
            return
    # 5. FileCheck, or another command.
    rest = strip_lines(stderr, invocations)
    fc = filecheck_message(rest)
    if fc:
        res.status, res.kind = "fail", "filecheck"
        res.cause = fc[0] + (f" ({fc[2]})" if fc[2] else "")
        res.key = fc[0]
        res.detail = fc[1]
        return
    res.status, res.kind = "fail", "other"
    msg, detail = first_error(rest)
    if not msg:
        msg = f"RUN line exited with {rc}" + (f"; stdout: {stdout.splitlines()[0][:100]}" if stdout.strip() else "")
    res.cause, res.detail = msg, detail
    res.key = normalise(msg)


def strip_lines(stderr, invocations):
    """stderr without the lines the tools under test wrote."""
    theirs = set()
    for _, _, out in invocations:
        theirs.update(out.splitlines())
    return "\n".join(l for l in stderr.splitlines() if l not in theirs)


def run_test(env, test, cfg, group):
    try:
        return run_test_unguarded(env, test, cfg, group)
    except Exception as e:  # a bug of this harness: reported, not fatal
        res = Result(test, group)
        res.status, res.kind = "fail", "harness"
        res.cause = f"harness error: {type(e).__name__}: {e}"
        res.key = "harness error"
        return res


def run_test_unguarded(env, test, cfg, group):
    res = Result(test, group)
    t0 = time.monotonic()
    try:
        directives = parse_directives(test)
    except (ValueError, OSError) as e:
        res.status, res.kind, res.cause, res.key = "fail", "harness", f"cannot parse directives: {e}", "bad directives"
        return res
    runs_raw = [s[2] for s in directives.script if s[0] == "run"]
    if not runs_raw:
        res.status, res.note = "unsupported", "no RUN lines"
        return res
    reason = unsupported_reason(env, directives, runs_raw + [s[3] for s in directives.script if s[0] != "run"], cfg)
    if reason:
        res.status, res.note = "unsupported", reason
        if env.args.print_agreement:
            res.agreement = agreement(env, test, runs_raw)
        return res
    try:
        xfail = any(x == "*" or BoolExpr.evaluate(x, cfg.available_features) for x in directives.xfail)
    except ValueError:
        xfail = False
    tmpdir = tempfile.mkdtemp(prefix="t-", dir=env.work)
    logdir = os.path.join(tmpdir, ".logs")
    os.makedirs(os.path.join(tmpdir, "Output"))
    os.makedirs(logdir)
    try:
        script, runs = build_script(env, test, cfg, directives, tmpdir, logdir)
    except (ValueError, re.error) as e:
        res.status, res.kind, res.cause, res.key = "fail", "harness", f"substitution failed: {e}", "bad substitution"
        shutil.rmtree(tmpdir, ignore_errors=True)
        return res
    script_path = os.path.join(logdir, "script.sh")
    with open(script_path, "w") as f:
        f.write(script)
    environ = {"PATH": env.path, "HOME": os.environ.get("HOME", tmpdir), "TMPDIR": tmpdir, "TMP": tmpdir,
               "TEMP": tmpdir, "LANG": "C.UTF-8", "FILECHECK_OPTS": "-enable-var-scope --allow-unused-prefixes=false",
               "LLVM_DISABLE_CRASH_REPORT": "1", "LLVM_DISABLE_SYMBOLIZATION": "1", "RUST_BACKTRACE": "0"}
    environ.update({k: str(v) for k, v in cfg.environment.items() if isinstance(v, str)})
    timed_out = False
    proc = subprocess.Popen(["bash", script_path], cwd=tmpdir, env=environ, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=env.args.timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
    else:
        try:  # background processes a RUN line may have left behind
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    current = read(os.path.join(logdir, "current")).strip()
    if proc.returncode == 0 and current == "done" and not timed_out:
        res.status = "fail" if xfail else "pass"
        if xfail:
            res.note, res.kind = "XPASS", "xpass"
            res.cause = res.key = "unexpectedly passed (XFAIL)"
    else:
        if current.isdigit():
            index = int(current)
        else:
            index = None
        if index is None:
            res.status, res.kind = "fail", "harness"
            res.cause = "script failed: " + (err.decode(errors="replace").strip().splitlines() or ["?"])[0]
            res.key = normalise(res.cause)
        else:
            rc = read(os.path.join(logdir, f"{index}.rc")).strip()
            with open(test, "rb") as f:
                test_text = f.read().decode("utf-8", errors="replace")
            classify_failure(env, res, runs[index], logdir, index, rc, timed_out, test_text)
        if xfail:
            res.status, res.note = "pass", "XFAIL"
    if env.args.keep and res.status == "fail":
        res.note = (res.note + " " if res.note else "") + f"kept in {tmpdir}"
    else:
        shutil.rmtree(tmpdir, ignore_errors=True)
    if env.args.print_agreement:
        res.agreement = agreement(env, test, runs_raw)
    res.seconds = time.monotonic() - t0
    return res


# ---------------------------------------------------------------------------
# The second measure: custom-form printing against mlir-opt, chunk by chunk.

def agreement(env, test, runs_raw):
    """Each chunk of a test's input printed by strata-opt and by mlir-opt:
    counts of agree / differ / missing / both-error, what differs, and a
    cause per differing chunk."""
    if not test.endswith(".mlir") or env.mode != "strata":
        return None
    with open(test, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    all_runs = " ".join(runs_raw)
    marker = "// -----"
    m = re.search(r"-split-input-file=(?:\"([^\"]+)\"|'([^']+)'|(\S+))", all_runs)
    if m:
        marker = m.group(1) or m.group(2) or m.group(3)
    split = "split-input-file" in all_runs
    if not split and marker in text:
        return None
    chunks = text.split(marker) if split else [text]
    flags = ["--allow-unregistered-dialect"] if "allow-unregistered-dialect" in all_runs else []
    counts = {"agree": 0, "differ": 0, "missing": 0, "both-error": 0}
    # What differs: Strata rejects a chunk mlir-opt accepts, the reverse,
    # or both accept it and print it differently.
    kinds = {"strata-rejects": 0, "mlir-rejects": 0, "printed-differently": 0}
    differing, causes, components = [], [], []
    for i, chunk in enumerate(chunks):
        results = []
        for tool in (env.real["mlir-opt"], env.mlir_opt):
            try:
                p = subprocess.run([tool, *flags], input=chunk.encode(), capture_output=True, timeout=30,
                                   env={"PATH": env.path, "RUST_BACKTRACE": "0", "LLVM_DISABLE_CRASH_REPORT": "1"})
                results.append((p.returncode, p.stdout, p.stderr.decode("utf-8", errors="replace")))
            except subprocess.TimeoutExpired:
                results.append((None, b"", "timeout"))
        (rs, os_, es), (rm, om, em) = results
        if rs != 0 and rm != 0:
            counts["both-error"] += 1
            continue
        if rs == 0 and rm == 0 and os_ == om:
            counts["agree"] += 1
            continue
        component = chunk_missing(env, chunk, es if rs != 0 else "", em if rm != 0 else "")
        if component:
            counts["missing"] += 1
            components.append(component)
            continue
        counts["differ"] += 1
        differing.append(i + 1)
        if rs != 0:
            kinds["strata-rejects"] += 1
            msg = first_error(es)[0] or f"exit code {rs} without a message"
            causes.append(("strata-opt rejects: " + normalise(msg), i + 1))
        elif rm != 0:
            kinds["mlir-rejects"] += 1
            causes.append(("mlir-opt rejects: " + normalise(first_error(em)[0]), i + 1))
        else:
            kinds["printed-differently"] += 1
            causes.append((printing_difference(os_, om), i + 1))
    return {"chunks": len(chunks), **counts, "differ_kinds": kinds, "differing_chunks": differing[:20],
            "differ_causes": causes, "missing_components": components}


GENERIC_OP_RE = re.compile(r'"([\w$]+)\.([\w$.]+)"\s*\(')
DIALECT_TOKEN_RE = re.compile(r"(?<![\w$.])[#!]([A-Za-z_][\w$]*)[.<]")


def chunk_missing(env, chunk, strata_err, mlir_err):
    """The component Strata lacks that explains a chunk printed differently,
    as "kind: name", or None: strata-opt's first diagnostic names a
    missing component (as for whole tests); the chunk uses a generic op that
    mlir-opt has registered and strata-opt has not, or an attribute or type
    of a dialect Strata lacks; mlir-opt's first diagnostic names an
    attribute or type of a dialect Strata lacks."""
    if strata_err:
        found = find_missing(env, strata_err, chunk, "opt")
        if found:
            return f"{found[0]}: {found[1]}"
    if mlir_err:
        lines = mlir_err.splitlines()
        idx = first_diagnostic(lines)
        if idx is not None:
            for d in DIALECT_TOKEN_RE.findall("\n".join(lines[idx:idx + 3])):
                if env.lacks_dialect(d):
                    return f"dialect: {d}"
    code = re.sub(r"//.*", "", chunk)
    for d, rest in GENERIC_OP_RE.findall(code):
        if env.lacks_dialect(d):
            return f"dialect: {d}"
        name = f"{d}.{rest}"
        if d in env.dialects["mlir"] and not env.strata_knows_op(name) and env.probe("opt", "op", name):
            return f"op: {name}"
    for d in DIALECT_TOKEN_RE.findall(code):
        if env.lacks_dialect(d):
            return f"dialect: {d}"
    return None


def printing_difference(strata_out, mlir_out):
    """The first line strata-opt printed differently from mlir-opt, both
    sides normalised, as a cause."""
    a = strata_out.decode("utf-8", errors="replace").splitlines()
    b = mlir_out.decode("utf-8", errors="replace").splitlines()
    for x, y in zip(a, b):
        if x != y:
            return f"printed: {normalise(x)[:70]} | mlir-opt: {normalise(y)[:70]}"
    if len(a) != len(b):
        longer, who = (a, "strata-opt") if len(a) > len(b) else (b, "mlir-opt")
        return f"printed: only {who} prints {normalise(longer[min(len(a), len(b))])[:70]}"
    return "printed: differs in whitespace or line endings"


# ---------------------------------------------------------------------------
# Reporting.

def table(rows, headers, align):
    widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(len(headers))]
    out = ["| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |",
           "|" + "|".join(("-" * (w + 1) + ":") if a == "r" else ("-" * (w + 2)) for w, a in zip(widths, align)) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c).rjust(w) if a == "r" else str(c).ljust(w)
                                     for c, w, a in zip(r, widths, align)) + " |")
    return "\n".join(out)


def summarise(results, groups, args):
    rows = []
    total = collections.Counter()
    agree_total = collections.Counter()
    for g in groups:
        rs = [r for r in results if r.group == g]
        c = collections.Counter(r.status for r in rs)
        c["tests"] = len(rs)
        total.update(c)
        row = [g, len(rs), c["pass"], c["fail"], c["missing"], c["unsupported"], rate(c)]
        if args.print_agreement:
            a = collections.Counter()
            for r in rs:
                if r.agreement:
                    a.update({k: r.agreement[k] for k in CHUNK_COLUMNS})
            agree_total.update(a)
            row += [a[k] for k in CHUNK_COLUMNS] + [agreement_rate(a)]
        rows.append(row)
    row = ["total", total["tests"], total["pass"], total["fail"], total["missing"], total["unsupported"], rate(total)]
    if args.print_agreement:
        row += [agree_total[k] for k in CHUNK_COLUMNS] + [agreement_rate(agree_total)]
    rows.append(row)
    headers = ["directory", "tests", "pass", "fail", "missing component", "unsupported", "pass rate"]
    if args.print_agreement:
        headers += ["chunks agree", "chunks differ", "chunks missing", "chunks both error", "agreement"]
    return table(rows, headers, ["l"] + ["r"] * (len(headers) - 1)), rows, headers


CHUNK_COLUMNS = ("agree", "differ", "missing", "both-error")


def agreement_rate(a):
    n = a["agree"] + a["differ"]
    return f"{100.0 * a['agree'] / n:.1f}%" if n else "-"


def rate(c):
    n = c["pass"] + c["fail"]
    return f"{100.0 * c['pass'] / n:.1f}%" if n else "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("paths", nargs="+", help="directories (or files) of MLIR's test suite")
    ap.add_argument("--tools", choices=["strata", "mlir"], default="strata",
                    help="the tools to test: Strata's (default), or MLIR's own, to check the harness")
    ap.add_argument("--strata-bin", help="directory of strata-opt & co (default $STRATA_BIN_DIR, else target/release)")
    ap.add_argument("--llvm-bin", default=LLVM_BIN, help=f"LLVM 22's bin directory (default {LLVM_BIN})")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per test (default 60)")
    ap.add_argument("--filter", help="only the tests whose path matches this regular expression")
    ap.add_argument("-v", "--verbose", action="store_true", help="each test's status and first cause")
    ap.add_argument("--show", default="fail,missing", help="with -v, the statuses listed (default fail,missing; 'all')")
    ap.add_argument("--json", help="write the results to this file")
    ap.add_argument("--print-agreement", action="store_true",
                    help="also compare strata-opt's and mlir-opt's printing of each input chunk: agree / differ / "
                         "missing / both-error per directory, agreement = agree / (agree + differ), and the "
                         "most common causes of differing chunks")
    ap.add_argument("--top", type=int, default=20, help="how many causes and components to list (default 20)")
    ap.add_argument("--integration", action="store_true", help="count MLIR's Integration tests as enabled")
    ap.add_argument("--keep", action="store_true", help="keep the temporary directories of failing tests")
    args = ap.parse_args()

    env = Env(args)
    env.pass_names = pass_names(env)
    disc = Discovery(env)
    groups, work = [], []
    flt = re.compile(args.filter) if args.filter else None
    for p in args.paths:
        g = group_name(p)
        groups.append(g)
        for test, cfg in disc.tests(p):
            if flt and not flt.search(test):
                continue
            work.append((test, cfg, g))
    for w in disc.warnings:
        print(f"warning: {w}", file=sys.stderr)
    t0 = time.monotonic()
    results = []
    tty = sys.stderr.isatty()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            futures = [ex.submit(run_test, env, t, c, g) for t, c, g in work]
            for i, f in enumerate(concurrent.futures.as_completed(futures)):
                results.append(f.result())
                if tty:
                    print(f"\r[{i + 1}/{len(work)}]", end="", file=sys.stderr, flush=True)
                elif (i + 1) % 100 == 0:
                    print(f"[{i + 1}/{len(work)}]", file=sys.stderr, flush=True)
    finally:
        # The kept directories of failing tests live under env.work.
        if not (args.keep and any(r.status == "fail" for r in results)):
            shutil.rmtree(env.work, ignore_errors=True)
    if tty:
        print(file=sys.stderr)
    elapsed = time.monotonic() - t0
    order = {t: i for i, (t, _, _) in enumerate(work)}
    results.sort(key=lambda r: order[r.path])

    if args.verbose:
        show = None if args.show == "all" else set(args.show.split(","))
        for r in results:
            if show is not None and r.status not in show:
                continue
            rel = rel_path(r.path, args.paths)
            what = r.component if r.status == "missing" else (r.cause if r.status == "fail" else r.note)
            at = f" [RUN at line {r.line}]" if r.line else ""
            print(f"{r.status.upper():11} {rel}{at}: {what}")
            if r.status == "fail" and r.detail:
                for l in r.detail[:6]:
                    print(f"    {l[:200]}")
            if "kept in" in r.note:
                print(f"    {r.note[r.note.index('kept in'):]}")
            if r.agreement and r.agreement["differ"]:
                print(f"    agreement: {r.agreement}")
        print()

    text, rows, headers = summarise(results, groups, args)
    print(f"tools: {args.tools}" + (f" ({os.path.dirname(env.real['mlir-opt'])})" if args.tools == "strata" else ""))
    print(text)
    print()
    if args.print_agreement:
        k = collections.Counter()
        for r in results:
            if r.agreement:
                k.update(r.agreement["differ_kinds"])
        print(f"Chunks printed differently from mlir-opt: {k['strata-rejects']} rejected by strata-opt only, "
              f"{k['mlir-rejects']} by mlir-opt only, {k['printed-differently']} printed differently")
        print()
        chunk_missing_n, differ_causes, differ_example = chunk_summary(results, args.paths)
        if chunk_missing_n:
            print("Most common missing components (chunks):")
            for comp, n in chunk_missing_n.most_common(args.top):
                print(f"  {n:5}  {comp}")
            print()
        if differ_causes:
            print("Most common causes of differing chunks:")
            for key, n in differ_causes.most_common(args.top):
                print(f"  {n:5}  {key}")
                print(f"         e.g. {differ_example[key]}")
            print()
    missing = collections.Counter(r.component for r in results if r.status == "missing")
    causes = collections.Counter(r.key for r in results if r.status == "fail")
    example = {}
    for r in results:
        if r.status == "fail":
            example.setdefault(r.key, r)
    if missing:
        print(f"Most common missing components (tests):")
        for comp, n in missing.most_common(args.top):
            print(f"  {n:5}  {comp}")
        print()
    if causes:
        print(f"Most common first causes of failure (tests):")
        for key, n in causes.most_common(args.top):
            e = example[key]
            print(f"  {n:5}  {key}")
            print(f"         e.g. {rel_path(e.path, args.paths)}:{e.line or ''} {e.cause[:150]}")
        print()
    print(f"{len(results)} tests in {elapsed:.0f} s with {args.jobs} jobs")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"tools": args.tools, "seconds": round(elapsed, 1), "jobs": args.jobs,
                       "features": sorted(env.features),
                       "table": [dict(zip(headers, r)) for r in rows],
                       "missing_components": missing.most_common(),
                       "failure_causes": causes.most_common(),
                       **({"chunk_missing_components": chunk_missing_n.most_common(),
                           "chunk_differ_causes": [[key, n, differ_example[key]]
                                                   for key, n in differ_causes.most_common()]}
                          if args.print_agreement else {}),
                       "tests": [r.to_json() for r in results]}, f, indent=1, ensure_ascii=False)


def chunk_summary(results, paths):
    """Over all tests: the missing components of chunks, the causes of
    differing chunks, and an example (file:chunk) of each cause."""
    missing, causes, example = collections.Counter(), collections.Counter(), {}
    for r in results:
        if not r.agreement:
            continue
        missing.update(r.agreement["missing_components"])
        for key, chunk in r.agreement["differ_causes"]:
            causes[key] += 1
            example.setdefault(key, f"{rel_path(r.path, paths)} chunk {chunk}")
    return missing, causes, example


def pass_names(env):
    """The passes mlir-opt lists (its --help sections of passes), each with
    its options."""
    try:
        h = subprocess.run([env.mlir_opt, "--help-hidden"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    names = {}
    in_passes = False
    current = None
    for line in h.splitlines():
        if re.match(r"^\s+(Compiler passes to run|Passes|Pass Pipelines):?$", line):
            in_passes = True
            continue
        if in_passes:
            m = re.match(r"^      --([\w\-.]+)", line)
            o = re.match(r"^        --([\w\-.]+)", line)
            if m:
                current = names.setdefault(m.group(1), set())
            elif o and current is not None:
                current.add(o.group(1))
            elif re.match(r"^  ?--", line):
                in_passes = False
    return names


def group_name(p):
    p = os.path.abspath(p)
    root = find_suite_root(p)
    rel = os.path.relpath(p, root)
    return rel if rel != "." else os.path.basename(p)


def rel_path(path, roots):
    root = find_suite_root(roots[0])
    return os.path.relpath(path, root)


if __name__ == "__main__":
    main()
