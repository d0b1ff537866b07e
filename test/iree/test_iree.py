#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ov's linalg through IREE: every family's ops, compiled by the pinned
iree-compile and run by IREE's CPU (local-task) and Vulkan drivers, equal bit
for bit to ov-run on the same inputs.

    test_iree.py --build BUILD [--venv .venv-frontends] [--drivers cpu,vulkan]

The interchange is text: `ov-opt --ov-to-linalg --canonicalize --cse`
writes it (docs/embedding.md says why not bytecode). IREE contracts
multiplies and adds into FMAs on the CPU unless the target has no FMA, and
has no narrower switch, so the CPU build turns the feature off
(--iree-llvmcpu-target-cpu-features=-fma); its Vulkan build needs nothing.
Without the front-end venv (scripts/setup-frontends.sh) the test skips
with a message (exit 77, ctest's SKIP_RETURN_CODE); without a Vulkan device
the Vulkan half skips the same way, the CPU half still runs.
"""

import argparse
import os
import string
import subprocess
import sys
import tempfile

SKIP = 77

# Every family's ops, at sizes that run in a moment. Each case: the module
# text and a function giving its inputs from a NumPy generator.
MAXPOOL_V1 = """
func.func @main(%x: tensor<1x4x17x17xf32>) -> tensor<1x4x9x9xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] rounding_type = ceil : tensor<1x4x17x17xf32> -> tensor<1x4x9x9xf32>
  return %0 : tensor<1x4x9x9xf32>
}"""
MAXPOOL_V8 = """
func.func @main(%x: tensor<2x3x16x16xf32>) -> (tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1]
             pads_end = [1, 1] dilations = [1, 1]
             : tensor<2x3x16x16xf32> -> tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>
  return %v, %i : tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>
}"""
MAXPOOL_V14 = """
func.func @main(%x: tensor<1x2x9x9xf32>) -> (tensor<1x2x5x5xf32>, tensor<1x2x5x5xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1]
             pads_end = [1, 1] rounding_type = ceil_torch
             : tensor<1x2x9x9xf32> -> tensor<1x2x5x5xf32>, tensor<1x2x5x5xi64>
  return %v, %i : tensor<1x2x5x5xf32>, tensor<1x2x5x5xi64>
}"""
AVGPOOL_V1 = """
func.func @main(%x: tensor<1x4x15x15xf32>) -> tensor<1x4x8x8xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] exclude_pad = true : tensor<1x4x15x15xf32> -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}"""
AVGPOOL_V14 = """
func.func @main(%x: tensor<1x2x7xf32>) -> tensor<1x2x4xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [3] strides = [2] pads_begin = [1] pads_end = [2]
         rounding_type = ceil_torch : tensor<1x2x7xf32> -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}"""
AVGPOOL_V16 = """
func.func @main(%x: tensor<1x3x11x11xf32>) -> tensor<1x3x7x7xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0]
         pads_end = [0, 0] dilations = [2, 2] : tensor<1x3x11x11xf32> -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}"""
ROIALIGN = """
func.func @main(%d: tensor<2x4x20x20xf32>, %r: tensor<6x4xf32>, %i: tensor<6xi32>)
    -> tensor<6x4x3x3xf32> {
  %0 = ov.$op %d, %r, %i pooled_h = 3 pooled_w = 3 sampling_ratio = $ratio
         spatial_scale = 0.5 mode = $mode$aligned
         : tensor<2x4x20x20xf32>, tensor<6x4xf32>, tensor<6xi32> -> tensor<6x4x3x3xf32>
  return %0 : tensor<6x4x3x3xf32>
}"""
# Few boxes over a larger map: ov-to-linalg's structured ROIAlign reads the
# NCHW data in place (its map pixels, 1600, are more than 4 x the samples,
# 4 x 2 x 9 x 4 = 288) instead of transposing it channels-last.
ROIALIGN_FEW_BOXES = """
func.func @main(%d: tensor<1x4x40x40xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi32>)
    -> tensor<2x4x3x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 3 sampling_ratio = 2
         spatial_scale = 0.5 mode = max
         : tensor<1x4x40x40xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}"""
ROIALIGN_ROTATED = """
func.func @main(%d: tensor<2x3x16x16xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>)
    -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3
         sampling_ratio = $ratio spatial_scale = 0.5 clockwise_mode = true
         : tensor<2x3x16x16xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}"""


def pool_inputs(shape):
    return lambda rng: [rng.standard_normal(shape).astype("float32")]


def roi_inputs(rng, boxes=6, maps=2, side=40.0):
    import numpy as np

    corner = rng.uniform(0, side * 0.7, (boxes, 2))
    size = rng.uniform(1, side * 0.5, (boxes, 2))
    rois = np.concatenate([corner, corner + size], 1).astype("float32")
    data = rng.standard_normal((maps, 4, 20, 20)).astype("float32")
    return [data, rois, rng.integers(0, maps, boxes).astype("int32")]


def few_boxes_inputs(rng):
    data, rois, _ = roi_inputs(rng, boxes=2, maps=1, side=80.0)
    data = rng.standard_normal((1, 4, 40, 40)).astype("float32")
    return [data, rois, rng.integers(0, 1, 2).astype("int32")]


def rotated_inputs(rng, boxes=5):
    import numpy as np

    centre = rng.uniform(4, 28, (boxes, 2))
    size = rng.uniform(2, 14, (boxes, 2))
    angle = rng.uniform(-3.1, 3.1, (boxes, 1))
    rois = np.concatenate([centre, size, angle], 1).astype("float32")
    data = rng.standard_normal((2, 3, 16, 16)).astype("float32")
    return [data, rois, rng.integers(0, 2, boxes).astype("int32")]


def roi_case(op, ratio, mode, aligned=""):
    text = string.Template(ROIALIGN).substitute(
        op=op, ratio=ratio, mode=mode,
        aligned=f" aligned_mode = {aligned}" if aligned else "")
    return text, roi_inputs


def rotated_case(ratio):
    return string.Template(ROIALIGN_ROTATED).substitute(ratio=ratio)


CASES = {
    "maxpool1_ceil": (MAXPOOL_V1, pool_inputs((1, 4, 17, 17))),
    "maxpool8_indices": (MAXPOOL_V8, pool_inputs((2, 3, 16, 16))),
    "maxpool14_ceil_torch": (MAXPOOL_V14, pool_inputs((1, 2, 9, 9))),
    "avgpool1_exclude_pad": (AVGPOOL_V1, pool_inputs((1, 4, 15, 15))),
    "avgpool14_ceil_torch": (AVGPOOL_V14, pool_inputs((1, 2, 7))),
    "avgpool16_dilated": (AVGPOOL_V16, pool_inputs((1, 3, 11, 11))),
    "roialign3_avg": roi_case("roi_align_v3", 2, "avg"),
    "roialign3_max_adaptive": roi_case("roi_align_v3", 0, "max"),
    "roialign9_half_pixel": roi_case("roi_align_v9", 2, "avg", "half_pixel"),
    "roialign9_nn_adaptive": roi_case("roi_align_v9", 0, "avg",
                                      "half_pixel_for_nn"),
    "roialign3_few_boxes": (ROIALIGN_FEW_BOXES, few_boxes_inputs),
    "roialignrotated15": (rotated_case(2), rotated_inputs),
    "roialignrotated15_adaptive": (rotated_case(0), rotated_inputs),
}

# ROIAlignRotated-15 computes each box's sine and cosine in f64: IREE's
# default Vulkan target (an Android baseline) has no Float64, so those cases
# name a target that has it (lavapipe does), and their Vulkan answers are
# compared within a tolerance: lavapipe's LLVM contracts the shader's
# multiplies and adds into FMAs (IREE emits no NoContraction decorations),
# measured at up to 9e-7 on values of magnitude 1 (docs/embedding.md).
VULKAN_F64_TARGET = ["--iree-vulkan-target=rdna3"]
VULKAN_CONTRACTED_ATOL = {"roialignrotated15": 4e-6,
                          "roialignrotated15_adaptive": 4e-6}

IREE_FLAGS = {
    "cpu": ["--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=x86-64-v3",
            "--iree-llvmcpu-target-cpu-features=-fma",
            "--iree-input-demote-f64-to-f32=false"],
    "vulkan": ["--iree-hal-target-device=vulkan",
               "--iree-input-demote-f64-to-f32=false"],
}
IREE_DEVICE = {"cpu": "local-task", "vulkan": "vulkan"}


def run(cmd, what):
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{what} failed ({result.returncode}): "
                           f"{(result.stderr or result.stdout).strip()[-800:]}")
    return result


def vulkan_device(venv_bin):
    result = subprocess.run([os.path.join(venv_bin, "iree-run-module"),
                             "--list_devices=vulkan"],
                            capture_output=True, text=True, check=False)
    return result.returncode == 0 and "vulkan://" in result.stdout


def bits_equal(ours, theirs):
    import numpy as np

    if ours.dtype != theirs.dtype or ours.shape != theirs.shape:
        return False
    view = {2: np.uint16, 4: np.uint32, 8: np.uint64}[ours.dtype.itemsize]
    return np.array_equal(ours.view(view), theirs.view(view))


def equal(ours, theirs, atol):
    import numpy as np

    if atol is None:
        return bits_equal(ours, theirs)
    return ours.shape == theirs.shape and np.allclose(ours, theirs, rtol=0,
                                                      atol=atol)


def check_case(name, text, make_inputs, drivers, build, venv_bin, work):
    import numpy as np

    folder = os.path.join(work, name)
    os.makedirs(folder)
    source = os.path.join(folder, "case.mlir")
    with open(source, "w") as out:
        out.write(text)
    inputs = make_inputs(np.random.default_rng(len(name)))
    input_files = []
    for k, array in enumerate(inputs):
        path = os.path.join(folder, f"input_{k}.npy")
        np.save(path, array)
        input_files.append(path)
    ov_out = os.path.join(folder, "ov")
    run([os.path.join(build, "tools/ov-run/ov-run"), source, "--quiet",
         "--output-dir", ov_out] + [f"--input={p}" for p in input_files],
        f"{name}: ov-run")
    linalg = os.path.join(folder, "case.linalg.mlir")
    run([os.path.join(build, "tools/ov-opt/ov-opt"), "--ov-to-linalg",
         "--canonicalize", "--cse", source, "-o", linalg],
        f"{name}: ov-opt --ov-to-linalg")
    results = []
    for driver in drivers:
        vmfb = os.path.join(folder, f"{driver}.vmfb")
        extra = (VULKAN_F64_TARGET if driver == "vulkan"
                 and name in VULKAN_CONTRACTED_ATOL else [])
        run([os.path.join(venv_bin, "iree-compile"), *IREE_FLAGS[driver],
             *extra, linalg, "-o", vmfb], f"{name}: iree-compile ({driver})")
        outputs = sorted(f for f in os.listdir(ov_out) if f.endswith(".npy"))
        theirs = [os.path.join(folder, f"{driver}_{f}") for f in outputs]
        run([os.path.join(venv_bin, "iree-run-module"),
             f"--device={IREE_DEVICE[driver]}", f"--module={vmfb}",
             "--function=main"] + [f"--input=@{p}" for p in input_files]
            + [f"--output=@{p}" for p in theirs],
            f"{name}: iree-run-module ({driver})")
        atol = VULKAN_CONTRACTED_ATOL.get(name) if driver == "vulkan" else None
        same = all(equal(np.load(os.path.join(ov_out, f)), np.load(t), atol)
                   for f, t in zip(outputs, theirs))
        results.append((driver, same, atol))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--venv", default=os.path.join(
        os.path.dirname(__file__), "..", "..", ".venv-frontends"))
    parser.add_argument("--drivers", default="cpu,vulkan")
    args = parser.parse_args()
    venv_bin = os.path.join(os.path.abspath(args.venv), "bin")
    if not os.access(os.path.join(venv_bin, "iree-compile"), os.X_OK):
        print(f"iree: no front-end venv at {args.venv} "
              "(bash scripts/setup-frontends.sh): skipped")
        return SKIP
    drivers = args.drivers.split(",")
    if "vulkan" in drivers and not vulkan_device(venv_bin):
        print("iree: no Vulkan device for IREE's vulkan driver: CPU only")
        drivers.remove("vulkan")
    failures = 0
    with tempfile.TemporaryDirectory(prefix="ov-iree-") as work:
        for name, (text, make_inputs) in CASES.items():
            try:
                results = check_case(name, text, make_inputs, drivers,
                                     os.path.abspath(args.build), venv_bin,
                                     work)
            except RuntimeError as error:
                print(f"FAIL {name}: {error}")
                failures += 1
                continue
            for driver, same, atol in results:
                how = (f"within {atol} of" if atol else "bit-identical to")
                print(f"{'ok  ' if same else 'FAIL'} {name} [{driver}]: "
                      f"{how if same else 'differs from'} ov-run")
                failures += not same
    total = len(CASES) * len(drivers)
    print(f"iree: {total - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
