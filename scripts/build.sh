#!/usr/bin/env bash
# Configures (once) and builds ov-mlir into ${OV_BUILD_DIR:-build}.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${OV_BUILD_DIR:-build}"
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -G Ninja -S . -B "$build_dir" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null
fi
cmake --build "$build_dir" -- "$@"
