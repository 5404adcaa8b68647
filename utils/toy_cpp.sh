#!/usr/bin/env bash
# The C++ oracle for the Toy compiler: builds MLIR 22's own Toy chapters
# (toyc-ch1 … toyc-ch7) against the system's MLIR 22 and compares them with
# Strata's toyc-chN on our Toy programs, for every -emit mode.
#
#   utils/toy_cpp.sh [build|compare|all]     (default: all)
#
# Environment:
#   TOY_CPP_BUILD    build directory, outside the repository
#                    (default: ../toy-cpp-build next to the repository)
#   MLIR_SRC         directory holding mlir/examples/toy (default: fetched into
#                    $TOY_CPP_BUILD/mlir-src by GET_MLIR_TESTS)
#   GET_MLIR_TESTS   the fetch script (default: ../shared/tools/get-mlir-tests.sh)
#   JOBS             parallel compile jobs (default: 2)
#
# Nothing of MLIR's sources enters the repository: they are copied into the
# build directory, and the CMakeLists.txt that builds them there is written
# below, because the chapters' own CMake files expect to sit in LLVM's tree.
set -euo pipefail

cd "$(dirname "$0")/.."
repo=$PWD
LLVM_PREFIX=${LLVM_PREFIX:-/usr/lib/llvm-22}
build=${TOY_CPP_BUILD:-$repo/../toy-cpp-build}
mkdir -p "$build"
build=$(cd "$build" && pwd)
case "$build/" in "$repo"/*) echo "TOY_CPP_BUILD must be outside the repository" >&2; exit 2 ;; esac
mode=${1:-all}

install_deps() {
    local missing=()
    dpkg -s libmlir-22-dev >/dev/null 2>&1 || missing+=(libmlir-22-dev)
    dpkg -s llvm-22-dev >/dev/null 2>&1 || missing+=(llvm-22-dev)
    [[ -x $LLVM_PREFIX/bin/mlir-tblgen ]] || missing+=(mlir-22-tools)
    command -v cmake >/dev/null || missing+=(cmake)
    command -v ninja >/dev/null || missing+=(ninja-build)
    command -v c++ >/dev/null || missing+=(g++)
    if [[ ${#missing[@]} -gt 0 ]]; then
        echo "== installing ${missing[*]}"
        local sudo=""
        [[ $(id -u) -ne 0 ]] && sudo=sudo
        $sudo apt-get update -q
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}" </dev/null
    fi
}

fetch_sources() {
    local src=${MLIR_SRC:-$build/mlir-src}
    if [[ ! -d $src/mlir/examples/toy ]]; then
        local get=${GET_MLIR_TESTS:-$repo/../shared/tools/get-mlir-tests.sh}
        [[ -x $get ]] || { echo "no MLIR sources at $src and no fetch script at $get" >&2; exit 2; }
        echo "== fetching MLIR 22's Toy sources into $src"
        "$get" "$src"
    fi
    # A private copy, so the build never writes next to the fetched sources.
    mkdir -p "$build/src"
    rsync -a --delete "$src/mlir/examples/toy/" "$build/src/toy/" 2>/dev/null \
        || { rm -rf "$build/src/toy"; cp -r "$src/mlir/examples/toy" "$build/src/toy"; }
}

write_cmake() {
    # Standalone top level: the system's MLIR package instead of LLVM's tree,
    # and the chapter macro that the tree's examples/toy/CMakeLists.txt defines.
    cat >"$build/src/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(toy-cpp LANGUAGES C CXX)
set(CMAKE_CXX_STANDARD 17)
find_package(MLIR REQUIRED CONFIG)
list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}" "${LLVM_CMAKE_DIR}")
set(MLIR_TABLEGEN_EXE "${LLVM_TOOLS_BINARY_DIR}/mlir-tblgen")
set(LLVM_BUILD_EXAMPLES ON)
include(TableGen)
include(AddLLVM)
include(AddMLIR)
include(HandleLLVMOptions)
include_directories(${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
link_directories(${LLVM_BUILD_LIBRARY_DIR})
add_definitions(${LLVM_DEFINITIONS})
macro(add_toy_chapter name)
  add_llvm_example(${name} ${ARGN})
endmacro()
foreach(ch RANGE 1 7)
  add_subdirectory(toy/Ch${ch})
endforeach()
EOF
}

build_chapters() {
    install_deps
    fetch_sources
    write_cmake
    if [[ ! -f $build/out/build.ninja ]]; then
        cmake -G Ninja -S "$build/src" -B "$build/out" -DCMAKE_BUILD_TYPE=Release \
            -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" -DLLVM_DIR="$LLVM_PREFIX/lib/cmake/llvm"
    fi
    nice ninja -C "$build/out" -j "${JOBS:-2}" toyc-ch1 toyc-ch2 toyc-ch3 toyc-ch4 toyc-ch5 toyc-ch6 toyc-ch7
    echo "== C++ Toy chapters in $build/out/toy/ChN"
}

case $mode in
build) build_chapters ;;
compare) python3 utils/toy_cpp_compare.py --cpp-bin "$build/out/toy" --strata-bin "$repo/target/release" ;;
all)
    build_chapters
    cargo build --release -p strata-example-toy
    python3 utils/toy_cpp_compare.py --cpp-bin "$build/out/toy" --strata-bin "$repo/target/release"
    ;;
*) echo "usage: utils/toy_cpp.sh [build|compare|all]" >&2; exit 2 ;;
esac
