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
if [[ $missing -eq 1 ]] || ! command -v cc >/dev/null; then
    echo "== installing LLVM 22 test tools and a C compiler"
    SUDO=""
    if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q mlir-22-tools llvm-22-tools llvm-22 gcc </dev/null
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

for component in rustfmt clippy; do
    cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1 || rustup component add "$component"
done
step "cargo fmt --check" cargo fmt --all -- --check
step "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
step "cargo doc (no warnings)" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
step "build strata-opt, strata-runner, strata-translate, sample-opt and toyc (release)" cargo build --release -p strata-opt -p strata-runner -p strata-translate -p strata-example-sample -p strata-example-toy
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
else
    failed=$((failed + 3))
    echo "== lit, conformance, execution: skipped (no strata-opt binary)"
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
