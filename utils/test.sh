#!/usr/bin/env bash
# Strata's one test command: installs LLVM 22's test tools if missing,
# builds, runs the Rust tests, the lit suite and the conformance harness
# against mlir-opt, and prints "N passed, N failed".
#
# Conformance disagreements with mlir-opt fail the run;
# STRATA_CONFORMANCE=report only reports them.
set -uo pipefail

cd "$(dirname "$0")/.."
LLVM_BIN=/usr/lib/llvm-22/bin

need=(FileCheck lit not mlir-opt mlir-translate mlir-runner opt llc)
missing=0
for tool in "${need[@]}"; do [[ -x "$LLVM_BIN/$tool" ]] || missing=1; done
if [[ $missing -eq 1 ]] || ! command -v cc >/dev/null || ! command -v z3 >/dev/null \
    || ! ldconfig -p | grep -q libopenblas || [[ "$(cc -print-file-name=libxsmm.a)" != /* ]]; then
    echo "== installing LLVM 22 test tools, a C compiler, the z3 SMT solver, OpenBLAS and libxsmm"
    SUDO=""
    if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q mlir-22-tools llvm-22-tools llvm-22 gcc z3 libopenblas-dev libxsmm-dev </dev/null
fi
export PATH="$LLVM_BIN:$PATH"

passed=0
failed=0
step() {
    local name="$1"
    shift
    echo "== $name"
    if "$@"; then
        passed=$((passed + 1))
        echo "== $name: passed"
    else
        failed=$((failed + 1))
        echo "== $name: FAILED"
    fi
}

# The Toy tutorial book: its compiler outputs must be current, it must
# build with the pinned mdBook (installed without its server, watcher and
# search features, which building HTML does not need), and its internal
# links and anchors must resolve.
MDBOOK_VERSION=0.5.4
toy_book() {
    if ! mdbook --version 2>/dev/null | grep -qx "mdbook v$MDBOOK_VERSION"; then
        echo "== installing mdbook $MDBOOK_VERSION"
        cargo install mdbook --locked --version "$MDBOOK_VERSION" --no-default-features || return 1
    fi
    python3 utils/toy_book.py --check --bin-dir "$STRATA_BIN_DIR" &&
        mdbook build docs/tutorial &&
        python3 utils/check_links.py docs/tutorial/book
}

for component in rustfmt clippy; do
    cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1 || rustup component add "$component"
done
step "cargo fmt --check" cargo fmt --all -- --check
step "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
step "cargo doc (no warnings)" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
step "build strata-opt, strata-runner, strata-translate, strata-pdll, strata-pdl-check, sample-opt, transform-ext-opt and toyc (release)" cargo build --release -p strata-opt -p strata-runner -p strata-translate -p strata-pdll-tool -p strata-pdl-check-cli -p strata-example-sample -p strata-example-transform-ext -p strata-example-toy
step "cargo test" cargo test --workspace
export STRATA_BIN_DIR="$PWD/target/release"
if [[ -x "$STRATA_BIN_DIR/strata-opt" ]]; then
    step "lit" lit -sv tests
    conformance_args=(--strict)
    if [[ "${STRATA_CONFORMANCE:-}" == "report" ]]; then conformance_args=(); fi
    step "conformance" python3 utils/conformance.py --strata "$STRATA_BIN_DIR/strata-opt" \
        --mlir-opt "$LLVM_BIN/mlir-opt" "${conformance_args[@]}" tests crates/asm/tests/inputs
    step "execution against mlir-runner" python3 utils/compare_runner.py --strata-bin "$STRATA_BIN_DIR" \
        --llvm-bin "$LLVM_BIN" -v tests/mlir-runner
    step "Toy tutorial book (outputs up to date, build, links)" toy_book
else
    failed=$((failed + 4))
    echo "== lit, conformance, execution, book: skipped (no strata-opt binary)"
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
