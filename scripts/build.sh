#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Configures (once) and builds ov-mlir into ${OV_BUILD_DIR:-build}. Extra CMake
# options for the first configuration come from OV_CMAKE_ARGS (e.g.
# "-DOV_ENABLE_SANITIZERS=ON"); arguments are passed to the build tool.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${OV_BUILD_DIR:-build}"
# ccache, where installed, makes rebuilds of unchanged sources (a second
# configuration, a fresh clone on the same machine) nearly free. Paths inside
# the checkout are hashed relative to it (CCACHE_BASEDIR), so that a clone in
# another folder finds the objects of this one.
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
fi
if [ ! -f "$build_dir/build.ninja" ]; then
  # shellcheck disable=SC2086 # OV_CMAKE_ARGS is a list of options.
  cmake -G Ninja -S . -B "$build_dir" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit "${launcher[@]}" ${OV_CMAKE_ARGS:-} >/dev/null
fi
cmake --build "$build_dir" -- "$@"
