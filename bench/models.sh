#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Real models inside OpenVINO, with and without offload, in one command
# (docs/openvino.md, "Real models"):
#
#   bash bench/models.sh [real_models.py options: --models resnet18,vgg11,
#                         segnet,frcnn --threads 1,2 --runs 10 --policy all]
#
# Installs what is missing (scripts/setup.sh: the test venv .venv with
# OpenVINO, Debian's python3-torch and python3-torchvision, as root or with
# sudo; test and benchmark dependencies only), builds ov-compile and the
# OpenVINO extension (scripts/build.sh into ${OV_BUILD_DIR:-build}), then
# runs bench/real_models.py in the venv. Debian's torch stays with Debian's
# python3, which exports the models to ONNX files; the venv's OpenVINO
# converts those (the two Pythons' NumPy releases differ, so the venv never
# imports torch). Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# scripts/setup.sh installs Debian's torch too (the real-model test needs it).
bash scripts/setup.sh
[ -x .venv/bin/python ] || { echo "models: no test venv .venv (no OpenVINO): rerun scripts/setup.sh online" >&2; exit 1; }

build_dir="${OV_BUILD_DIR:-build}"
OV_BUILD_DIR="$build_dir" bash scripts/build.sh ov-compile ovmlir_openvino_extension
build_dir="$(cd "$build_dir" && pwd)"

OV_COMPILE="$build_dir/tools/ov-compile/ov-compile" \
OVMLIR_OPENVINO_EXTENSION="$build_dir/integrations/openvino/libovmlir_openvino.so" \
PYTHONPATH="$PWD/integrations/openvino${PYTHONPATH:+:$PYTHONPATH}" \
  exec .venv/bin/python bench/real_models.py --torch-python /usr/bin/python3 "$@"
