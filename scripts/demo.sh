#!/usr/bin/env bash
# The main job: installs what is missing, builds ov-mlir, and runs ov-opt on
# the models in examples/: verification, shape inference and canonicalization
# of MaxPool-1/8 and ROIAlign-3, and the diagnostics for a broken model.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh >/dev/null
ov_opt="${OV_BUILD_DIR:-build}/tools/ov-opt/ov-opt"

show() { printf '\n=== %s\n' "$*"; }

show "examples/resnet_stem.mlir: declared results are dynamic; ov-infer-shapes refines them"
"$ov_opt" examples/resnet_stem.mlir --ov-infer-shapes --canonicalize

show "examples/roi_align.mlir: ROIAlign-3 (the spec page's layer), R taken from batch_indices"
"$ov_opt" examples/roi_align.mlir --ov-infer-shapes

show "examples/spec_xml_shapes.mlir: the spec's XML examples with OpenVINO's real output sizes"
"$ov_opt" examples/spec_xml_shapes.mlir --ov-infer-shapes

show "examples/invalid.mlir: a broken model is rejected with a precise diagnostic"
if "$ov_opt" examples/invalid.mlir 2>&1; then
  echo "error: the invalid model was accepted" >&2
  exit 1
fi
echo "(rejected, as expected)"
