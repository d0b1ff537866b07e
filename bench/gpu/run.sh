#!/bin/bash
# GPU benchmark (issue 6): ov-mlir's CUDA target against PyTorch CUDA on
# ../shared/bench/WORKLOADS.md's workloads plus larger batches, in one run.
#
#   bash bench/gpu/run.sh [--runs N] [--only NAMES]
#
# NOT YET RUN ON A GPU: written and smoke-tested (model generation and
# compilation) on a machine without one. Needs an NVIDIA driver, and for the
# peer python3-torch/python3-torchvision with CUDA (Debian's are CPU-only:
# install a CUDA build of PyTorch for /usr/bin/python3). Builds ov-compile,
# ov-run and libovrt first (scripts/build.sh into ${OV_BUILD_DIR:-build}).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${OV_BUILD_DIR:-build}
if [ ! -x "$BUILD/tools/ov-run/ov-run" ]; then
  bash scripts/build.sh
fi
exec /usr/bin/python3 bench/gpu/bench_gpu.py --build "$BUILD" "$@"
