#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The CPU benchmark, in one command (see docs/benchmark.md):
#
#   bash bench/run.sh [--quick] [bench.py options: --threads 1,2 --only NAMES
#                      --runs N --warmup N --no-cold --no-torch --no-dnnl
#                      --no-openvino --no-ort]
#   bash bench/run.sh --portability [bench/portability.py options]
#   bash bench/run.sh --structured [bench/structured.py options]
#
# Installs what is missing (the project's packages via scripts/setup.sh, and
# the peers: PyTorch, torchvision, oneDNN, matplotlib, NumPy; Debian, as root
# or with sudo; OpenVINO and onnxruntime from PyPI into the test venv .venv,
# pinned by requirements-test.txt), builds ov-compile and libovrt
# (scripts/build.sh into ${OV_BUILD_DIR:-build}) and the drivers
# (BUILD/bench/ovbench, dnnlbench), then runs bench/bench.py: every workload
# of WORKLOADS.md through ours, OpenVINO's CPU plugin (plain layout, and inside
# a model: its own layout, reorders counted), onnxruntime, oneDNN and
# PyTorch at 1 and 2 threads, hot and cold cache. Prints the table; writes
# bench/results/{results.csv,raw.csv,table.txt,ratios.png}.
# Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# `--portability [portability.py options]`: only what a portable module
# costs (bench/portability.py: --cpu=native vs x86-64-v3 vs x86-64-v2 on a
# few workloads); needs ov-compile and ov-run, no peers.
if [ "${1:-}" = "--portability" ]; then
  shift
  build_dir="${OV_BUILD_DIR:-build}"
  OV_BUILD_DIR="$build_dir" bash scripts/build.sh ov-compile ov-run ovrt
  exec /usr/bin/python3 bench/portability.py --build-dir "$build_dir" "$@"
fi

# `--structured [structured.py options]`: our vector kernels against our
# linalg through ov-compile --lowering=linalg and through IREE, 1 thread
# (bench/structured.py); needs the opt-in front-end venv
# (scripts/setup-frontends.sh), skips with a line without it.
if [ "${1:-}" = "--structured" ]; then
  shift
  build_dir="${OV_BUILD_DIR:-build}"
  if [ ! -x .venv-frontends/bin/python ]; then
    echo "bench: no .venv-frontends (bash scripts/setup-frontends.sh): --structured skipped"
    exit 0
  fi
  OV_BUILD_DIR="$build_dir" bash scripts/build.sh ov-compile ov-opt ov-run ovrt
  exec .venv-frontends/bin/python bench/structured.py --build-dir "$build_dir" "$@"
fi

# 1. Packages: the project's, then the peers' (never the project's runtime
#    dependencies, so they stay out of scripts/setup.sh).
bash scripts/setup.sh
# libomp-22-dev: the --base-build's modules, from an ov-compile before
# descriptor version 5, run their loops on LLVM's libomp.
packages=(python3-torch python3-torchvision libdnnl-dev python3-matplotlib
          python3-numpy python3-venv libomp-22-dev)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "bench: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" >/dev/null
fi

# The test venv (git-ignored) with OpenVINO and onnxruntime, made as the test
# suite makes it: Debian's python3, the pinned requirements-test.txt.
# Offline, the other systems still run; bench.py reports the missing peers.
if [ ! -x .venv/bin/python ]; then
  echo "bench: creating .venv (requirements-test.txt)"
  if ! { /usr/bin/python3 -m venv .venv &&
         .venv/bin/pip install -q -r requirements-test.txt; }; then
    echo "bench: cannot install requirements-test.txt: no OpenVINO, no onnxruntime" >&2
    rm -rf .venv
  fi
fi

# 2. The project (only what the benchmark uses).
build_dir="${OV_BUILD_DIR:-build}"
OV_BUILD_DIR="$build_dir" bash scripts/build.sh ov-compile ovrt
build_dir="$(cd "$build_dir" && pwd)"

# 3. The drivers. ovbench runs our modules (and its STREAM copy) on
#    libovrt's pool, and a --base-build's older modules on the LLVM libomp
#    they link themselves; dnnlbench uses Debian's oneDNN (GNU OpenMP).
mkdir -p "$build_dir/bench"
libovrt="$(find "$build_dir/runtime" -maxdepth 2 -name 'libovrt.so' | head -n1)"
[ -n "$libovrt" ] || { echo "bench: libovrt.so not found under $build_dir/runtime" >&2; exit 1; }
cxx=(clang++-22 -std=c++17 -O2 -march=native -fno-exceptions -Wall)
# The drivers parse their options with llvm::cl (bench/common.h).
llvm_flags=(-isystem "$(llvm-config-22 --includedir)" -L"$(llvm-config-22 --libdir)"
  -Wl,-rpath,"$(llvm-config-22 --libdir)" -lLLVM)
if [ ! -x "$build_dir/bench/ovbench" ] || [ bench/ovbench.cpp -nt "$build_dir/bench/ovbench" ] ||
   [ bench/common.h -nt "$build_dir/bench/ovbench" ] || [ "$libovrt" -nt "$build_dir/bench/ovbench" ]; then
  echo "bench: building $build_dir/bench/ovbench"
  "${cxx[@]}" -Iruntime/include bench/ovbench.cpp -o "$build_dir/bench/ovbench" \
    "${llvm_flags[@]}" "$libovrt" -Wl,-rpath,"$(dirname "$libovrt")"
fi
if [ ! -x "$build_dir/bench/dnnlbench" ] || [ bench/dnnlbench.cpp -nt "$build_dir/bench/dnnlbench" ] ||
   [ bench/common.h -nt "$build_dir/bench/dnnlbench" ]; then
  echo "bench: building $build_dir/bench/dnnlbench"
  "${cxx[@]}" bench/dnnlbench.cpp -o "$build_dir/bench/dnnlbench" "${llvm_flags[@]}" -ldnnl
fi

# 4. Run everything and print the table.
exec /usr/bin/python3 bench/bench.py --build-dir "$build_dir" "$@"
