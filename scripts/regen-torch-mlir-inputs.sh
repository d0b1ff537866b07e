#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Rewrites test/TorchMLIR/Inputs (what the pinned torch-mlir makes of the
# test models, their inputs and PyTorch's or ONNX's answers) with the
# front-end venv, made first if missing (scripts/setup-frontends.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-frontends.sh
.venv-frontends/bin/python test/TorchMLIR/make_inputs.py
