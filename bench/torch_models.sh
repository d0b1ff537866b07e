#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Issue 49 item 7 in one command: every replaced op (bench/torch_ops.py) and
# the whole models (bench/torch_models.py: Faster R-CNN, Mask R-CNN, SegNet,
# 2000 proposals through MultiScaleRoIAlign; eager and torch.compile), with
# and without ovmlir_torch, at 1 and 2 threads, outputs checked bit for bit.
#   [OPS_RUNS=10] bash bench/torch_models.sh [torch_models.py options, e.g. --runs 3]
# Uses .venv-frontends' torch 2.x when present (else python3), this tree's
# build (ov-compile, libovrt) and a module cache in build/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
python="${PYTHON:-$root/.venv-frontends/bin/python}"
[ -x "$python" ] || python=python3
export PYTHONPATH="$root/python:$root/integrations/torch${PYTHONPATH:+:$PYTHONPATH}"
export OV_COMPILE="${OV_COMPILE:-$root/build/tools/ov-compile/ov-compile}"
export OVRT_LIBRARY="${OVRT_LIBRARY:-$root/build/runtime/libovrt.so}"
export OVMLIR_TORCH_CACHE="${OVMLIR_TORCH_CACHE:-$root/build/ovmlir_torch-cache}"
export OMP_NUM_THREADS=1   # torch.set_num_threads sets the count per run
runs="${OPS_RUNS:-10}"   # bench/torch_ops.py --runs
echo "## Replaced ops (load average $(cut -d" " -f1-3 /proc/loadavg) on $(nproc) CPUs)"
"$python" -W ignore "$root/bench/torch_ops.py" --threads 1,2 --runs "$runs"
echo
echo "## Models"
"$python" -W ignore "$root/bench/torch_models.py" "$@"
