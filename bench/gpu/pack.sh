#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The GPU check that travels: run on a CPU machine with the build tools,
#
#   bash bench/gpu/pack.sh DIR [--smoke] [--cases N] [--seed S]
#
# builds ov-compile and libovrt (scripts/build.sh), compiles every GPU
# check module and benchmark module for the CUDA target, computes the
# expected outputs with the CPU modules of the same models, and writes
# everything into DIR (at most 48 MiB; make_pack.py says what is in it). On
# the GPU machine, which needs only python3, NumPy and the NVIDIA driver:
#
#   python3 DIR/run.py            # one table: cases, sanitizer, benchmark
#
# An existing DIR is replaced only when it holds an earlier pack. The suite
# builds a --smoke pack and runs it against the stand-in driver (ctest
# bench.gpu-pack), so that the pack cannot rot.
set -euo pipefail
if [ $# -lt 1 ] || [[ "$1" == -* ]]; then
  echo "usage: bash bench/gpu/pack.sh DIR [--smoke] [--cases N] [--seed S]" >&2
  exit 2
fi
out=$(realpath -m "$1")
shift
cd "$(dirname "$0")/../.."
build=${OV_BUILD_DIR:-build}
bash scripts/build.sh ov-compile ov-run ovrt >/dev/null
exec /usr/bin/python3 bench/gpu/make_pack.py --build "$build" --out "$out" "$@"
