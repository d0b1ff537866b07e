#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The main job: installs what is missing, builds ov-mlir, then
#   1. ov-opt: verification, shape inference, canonicalization, diagnostics;
#   2. ov-compile + ov-run: compiles MaxPool-8 and ROIAlign-3 models for this
#      CPU, runs them on pseudo-random inputs, and checks every output
#      element against an independent NumPy reference (examples/reference.py);
#   3. the same for an OpenVINO IR model (examples/detector_head.xml + .bin),
#      imported with ov-translate.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh >/dev/null
build="${OV_BUILD_DIR:-build}"
tools="$build/tools"
work="$build/demo"
mkdir -p "$work"
py=/usr/bin/python3

show() { printf '\n=== %s\n' "$*"; }

show "ov-opt: the spec's XML shape examples (OpenVINO's real sizes: same_upper 16x16, explicit 17x17, valid 16x16) and the ROIAlign layer"
"$tools/ov-opt/ov-opt" examples/spec_xml_shapes.mlir --ov-infer-shapes

show "ov-opt: a broken model is rejected with a precise diagnostic"
if "$tools/ov-opt/ov-opt" examples/invalid.mlir 2>&1; then
  echo "error: the invalid model was accepted" >&2
  exit 1
fi

show "ov-compile examples/resnet_stem.mlir (MaxPool-8 + MaxPool-8 -> MaxPool-1)"
"$tools/ov-compile/ov-compile" examples/resnet_stem.mlir --target cpu \
  -o "$work/resnet_stem.so" --timing | grep total
$py examples/reference.py inputs-maxpool "$work/x.npy" 2 64 112 112 1
show "ov-run: 2x64x112x112 input -> values, indices, second pooling"
"$tools/ov-run/ov-run" "$work/resnet_stem.so" --input "$work/x.npy" \
  --output-dir "$work/resnet_stem"
$py examples/reference.py check-maxpool "$work/x.npy" "$work/resnet_stem" \
  3,3 2,2 1,1 1,1 1,1 floor

show "ov-run examples/roi_align.mlir (compiled first): 200 boxes on 2x64x50x50"
$py examples/reference.py inputs-roialign "$work/data.npy" "$work/rois.npy" \
  "$work/idx.npy" 2 64 50 50 200 0.25 7
"$tools/ov-run/ov-run" examples/roi_align.mlir --input "$work/data.npy" \
  --input "$work/rois.npy" --input "$work/idx.npy" --output-dir "$work/roi_align"
$py examples/reference.py check-roialign "$work/data.npy" "$work/rois.npy" \
  "$work/idx.npy" "$work/roi_align/output_0.npy" 7 7 2 0.25 avg

show "ov-run rejects a batch index outside [0, N) with a one-line error"
$py -c "import numpy as np; np.save('$work/bad_idx.npy', np.full(200, 2, np.int32))"
if "$tools/ov-run/ov-run" examples/roi_align.mlir --input "$work/data.npy" \
     --input "$work/rois.npy" --input "$work/bad_idx.npy" --output-dir "$work/bad" 2>&1; then
  echo "error: the bad batch index was accepted" >&2
  exit 1
fi
show "ov-translate --import-openvino examples/detector_head.xml (OpenVINO IR v11 + .bin): MaxPool-8, then ROIAlign-3 over the pooled map with 4 boxes from the .bin"
"$tools/ov-translate/ov-translate" --import-openvino examples/detector_head.xml

show "ov-compile examples/detector_head.xml; ov-run on a 1x8x16x16 input"
"$tools/ov-compile/ov-compile" examples/detector_head.xml --target cpu \
  -o "$work/detector_head.so"
$py examples/reference.py inputs-maxpool "$work/features.npy" 1 8 16 16 3
"$tools/ov-run/ov-run" "$work/detector_head.so" --input "$work/features.npy" \
  --output-dir "$work/detector_head"
# The reference reads the boxes and batch indices from the model's .bin
# (rois: 4x4 f32 at offset 0, batch_indices: 4 x i32 at offset 64).
$py -c "import numpy as np; b = np.fromfile('examples/detector_head.bin', np.uint8); \
np.save('$work/head_rois.npy', b[:64].view(np.float32).reshape(4, 4)); \
np.save('$work/head_idx.npy', b[64:].view(np.int32))"
$py examples/reference.py check-maxpool "$work/features.npy" "$work/detector_head" \
  2,2 2,2 0,0 0,0 1,1 floor
$py examples/reference.py check-roialign "$work/detector_head/output_0.npy" \
  "$work/head_rois.npy" "$work/head_idx.npy" "$work/detector_head/output_2.npy" \
  3 3 2 0.5 avg

show "ov-translate rejects the spec's same_upper XML example as written (declares 32x32; OpenVINO computes 16x16)"
if "$tools/ov-translate/ov-translate" --import-openvino \
     test/Import/Inputs/spec-maxpool1-same-upper-as-written.xml 2>&1; then
  echo "error: the wrong declared shape was accepted" >&2
  exit 1
fi
printf '\ndemo: all outputs match the reference\n'
