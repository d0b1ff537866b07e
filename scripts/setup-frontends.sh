#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Opt-in: makes .venv-frontends (git-ignored) from Debian's python3 with the
# pinned requirements-frontends.txt: torch-mlir, iree-base-compiler,
# iree-base-runtime, onnx, and the PyPI torch and torchvision torch-mlir's
# FX importer needs (about 4 GB with torch's CUDA wheels). The tests that
# use it (test/TorchMLIR's end-to-end runs, the IREE test) run whenever it is
# there and skip with a message when not; CI runs the rest without it.
# Reinstalls when the requirements change (a stamp holds their hash).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-frontends
stamp="$venv/.requirements.sha256"
hash="$(sha256sum requirements-frontends.txt | cut -d' ' -f1)"
if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
  echo "setup-frontends: $venv is up to date"
  exit 0
fi
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
"$venv/bin/python" -m pip install --disable-pip-version-check -q \
  -r requirements-frontends.txt
"$venv/bin/python" -m pip install --disable-pip-version-check -q --no-deps \
  ./integrations/torch-mlir
echo "$hash" >"$stamp"
echo "setup-frontends: $venv ready"
