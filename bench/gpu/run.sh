#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The CUDA target on a GPU machine, in one command (issues 6 and 13):
#
#   bash bench/gpu/run.sh [--runs N] [--only NAMES] [--no-tests]
#
# 1. installs what is missing (scripts/setup.sh) and builds ov-compile,
#    ov-run, libovrt and the e2e tests (scripts/build.sh into
#    ${OV_BUILD_DIR:-build});
# 2. checks that a CUDA driver and device are there (stops otherwise);
# 3. unless --no-tests: the GPU correctness checks, the e2e differential
#    tests on the cuda path (OV_E2E_CONFIGS, default 2000, bit for bit
#    against the reference) and lit's cuda-run.test;
# 4. the benchmark (bench_gpu.py): ours against PyTorch CUDA and the
#    device-to-device copy bandwidth; PyTorch with CUDA is optional (ours
#    only without it: install a CUDA build of torch and torchvision for
#    /usr/bin/python3 for the comparison).
# Everything it needs is in the repository; the log of each step goes to
# stdout.
#
# Most GPU machines have no build tools: bench/gpu/pack.sh makes a check on
# a CPU machine that runs there with python3 and NumPy alone (docs/cuda.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${OV_BUILD_DIR:-build}
tests=1
args=()
for a in "$@"; do
  if [ "$a" = "--no-tests" ]; then tests=0; else args+=("$a"); fi
done

step() { printf '\n=== %s\n' "$*"; }

step "setup and build"
bash scripts/setup.sh
bash scripts/build.sh ov-compile ov-run ovrt ov-e2e-tests >/dev/null

step "CUDA driver"
if ! /usr/bin/python3 - <<'EOF'
import ctypes, sys
try:
    cuda = ctypes.CDLL("libcuda.so.1")
except OSError:
    sys.exit("no CUDA driver (libcuda.so.1 not found)")
count = ctypes.c_int(0)
if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value == 0:
    sys.exit("a CUDA driver but no usable device")
name = ctypes.create_string_buffer(256)
dev = ctypes.c_int(0)
cuda.cuDeviceGet(ctypes.byref(dev), 0)
cuda.cuDeviceGetName(name, 256, dev)
print("device 0:", name.value.decode(), "of", count.value)
EOF
then
  echo "run.sh: error: this machine cannot run the CUDA target" >&2
  exit 1
fi

if [ "$tests" = 1 ]; then
  step "e2e differential tests, cuda path (OV_E2E_CONFIGS=${OV_E2E_CONFIGS:-2000})"
  OV_E2E_PATHS=cuda "$BUILD/test/e2e/ov-e2e-tests" --gtest_brief=1
  step "lit: CUDA outputs bit-equal to the CPU's"
  /usr/lib/llvm-22/bin/lit -sv "$BUILD/test/Integration/cuda-run.test"
fi

step "benchmark"
exec /usr/bin/python3 bench/gpu/bench_gpu.py --build "$BUILD" "${args[@]}"
