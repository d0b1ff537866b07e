#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 51's detector head inside OpenVINO's CPU plugin: a 1x1 convolution
giving a 1xCx100x100 map, ROIAlign-9 over 1000 boxes (7x7, ratio 2,
asymmetric), a 1x1 convolution behind it. Three forms of the ROIAlign, at
one thread, interleaved:

  OpenVINO node     the plugin's own ROIAlign;
  offloaded plain   the offload step's ov_mlir ROIAlign9 (policy all), its
                    module reading [N, C, H, W] data;
  channels-last     a Transpose [0, 2, 3, 1] and a Reshape back to the
                    [N, C, H, W] dims (a view: the memory stays [N, H, W, C])
                    in front of ov_mlir ROIAlign9, whose module (from MLIR
                    text) reshapes its data to [N, H, W, C] and transposes it
                    into ov.roi_align_v9: ov-to-vector's channels-last fold
                    reads it in place. A measurement device only: the
                    module's record is the plain one's, so the extension
                    cannot tell the two apart (the offload step does not
                    make this form, docs/openvino.md).

Per form: the model's median latency, and from the plugin's performance
counters the ROIAlign node and the reorders and transposes next to it (named
after it, or a Transpose/Reshape), medians over the runs. Then the measured
policy's line for the node. Outputs: the offloaded forms are compared with
each other bit for bit and with OpenVINO's within 1e-5.

  OV_COMPILE=... OVMLIR_OPENVINO_EXTENSION=... PYTHONPATH=integrations/openvino \
    .venv/bin/python integrations/openvino/bench_roi_layout.py [--channels 64]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import openvino as ov
import openvino.opset8 as o8
import openvino.opset9 as o9
from openvino.utils.node_factory import NodeFactory

import ovmlir_openvino
from ovmlir_openvino import offloading

H = W = 100
BOXES, POOLED, RATIO = 1000, 7, 2


def head(channels, form, module=None):
    rng = np.random.default_rng(0)
    front = (rng.standard_normal((channels, channels, 1, 1)) * 0.1).astype(np.float32)
    back = (rng.standard_normal((16, channels, 1, 1)) * 0.1).astype(np.float32)
    x0, y0 = rng.uniform(0, 60, BOXES), rng.uniform(0, 60, BOXES)
    boxes = np.stack([x0, y0, x0 + rng.uniform(4, 40, BOXES),
                      y0 + rng.uniform(4, 40, BOXES)], 1).astype(np.float32)
    x = o8.parameter([1, channels, H, W], np.float32, name="x")
    feat = o8.convolution(x, o8.constant(front), [1, 1], [0, 0], [0, 0], [1, 1])
    args = [feat.output(0), o8.constant(boxes).output(0),
            o8.constant(np.zeros(BOXES, np.int32)).output(0)]
    if form == "channels-last":
        nhwc = o8.transpose(feat, o8.constant(np.array([0, 2, 3, 1], np.int64)))
        args[0] = o8.reshape(nhwc, o8.constant(np.array(
            [1, channels, H, W], np.int64)), False).output(0)
    if form == "OpenVINO node":
        roi = o9.roi_align(*args, POOLED, POOLED, RATIO, 1.0, "avg", "asymmetric")
    else:
        roi = NodeFactory().create("ROIAlign9", args, dict(
            pooled_h=POOLED, pooled_w=POOLED, sampling_ratio=RATIO,
            spatial_scale=1.0, mode="avg", aligned_mode="asymmetric",
            module=module))
    roi.set_friendly_name("roi")
    out = o8.convolution(roi, o8.constant(back), [1, 1], [0, 0], [0, 0], [1, 1])
    return ov.Model(out.outputs(), [x], "detector_head")


def channels_last_module(node, ov_compile, tmp):
    """The module of the channels-last form, its function named after the
    node's record (the extension checks the name)."""
    name = offloading._one_op_model(node, "ROIAlign9", dict(
        node.get_attributes())).get_friendly_name()
    t = "tensor<?x?x?x?xf32>"
    out = f"tensor<?x?x{POOLED}x{POOLED}xf32>"
    dims = "".join(f"  %c{i} = arith.constant {i} : index\n"
                   f"  %s{i} = tensor.dim %x, %c{i} : {t}\n" for i in range(4))
    text = (
        f"func.func @{name}(%x: {t}, %r: tensor<?x4xf32>, %i: tensor<?xi32>)"
        f" -> {out} {{\n{dims}"
        # The data's memory is [N, H, W, C] under [N, C, H, W] dims.
        f"  %shape = tensor.from_elements %s0, %s2, %s3, %s1 : tensor<4xindex>\n"
        f"  %y = tensor.reshape %x(%shape) : ({t}, tensor<4xindex>) -> {t}\n"
        f"  %e = tensor.empty(%s0, %s1, %s2, %s3) : {t}\n"
        f"  %d = linalg.transpose ins(%y : {t}) outs(%e : {t}) "
        f"permutation = [0, 3, 1, 2]\n"
        f"  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = {POOLED} "
        f"pooled_w = {POOLED} sampling_ratio = {RATIO} spatial_scale = 1.0 "
        f"mode = avg aligned_mode = asymmetric : {t}, tensor<?x4xf32>, "
        f"tensor<?xi32> -> {out}\n  return %0 : {out}\n}}\n")
    source = os.path.join(tmp, "roi_nhwc.mlir")
    with open(source, "w") as f:
        f.write(text)
    module = os.path.join(tmp, "roi_nhwc.so")
    subprocess.run([ov_compile, source, "-o", module], check=True)
    return module


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--channels", type=int, default=64)
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    ov_compile = offloading.find_ov_compile()
    tmp = tempfile.mkdtemp(prefix="roi-layout-")
    theirs = head(args.channels, "OpenVINO node")
    lines = []
    plain = ovmlir_openvino.offload(theirs, os.path.join(tmp, "all"),
                                    policy="all", log=lines.append)
    node = next(n for n in theirs.get_ops() if n.get_friendly_name() == "roi")
    forms = {"OpenVINO node": theirs, "offloaded plain": plain,
             "channels-last": head(args.channels, "channels-last",
                                   channels_last_module(node, ov_compile, tmp))}
    config = {"INFERENCE_PRECISION_HINT": "f32", "PERFORMANCE_HINT": "LATENCY",
              "INFERENCE_NUM_THREADS": 1, "PERF_COUNT": True}
    core = ov.Core()
    requests = {k: core.compile_model(m, "CPU", config).create_infer_request()
                for k, m in forms.items()}
    x = np.random.default_rng(1).uniform(-1, 1, (1, args.channels, H, W)).astype(np.float32)
    outs = {k: r.infer([x])[0].copy() for k, r in requests.items()}
    if not np.array_equal(outs["offloaded plain"], outs["channels-last"]):
        sys.exit("the channels-last form's output differs from the plain one's")
    np.testing.assert_allclose(outs["offloaded plain"], outs["OpenVINO node"],
                               rtol=1e-5, atol=1e-5)
    total = {k: [] for k in requests}
    node_ms = {k: [] for k in requests}
    around = {k: [] for k in requests}
    for _ in range(args.runs):
        for k, r in requests.items():
            start = time.perf_counter()
            r.infer([x])
            total[k].append(1000 * (time.perf_counter() - start))
            prof = [(i.node_name, i.node_type, i.real_time.total_seconds() * 1000)
                    for i in r.get_profiling_info()]
            node_ms[k].append(sum(ms for n, _, ms in prof if n == "roi"))
            around[k].append(sum(ms for n, ty, ms in prof if n != "roi" and (
                (ty == "Reorder" and "roi" in n) or ty in ("Transpose", "Reshape"))))
    print(f"detector head: 1x{args.channels}x{H}x{W}, {BOXES} boxes, "
          f"{POOLED}x{POOLED}, ratio {RATIO}, 1 thread, median of {args.runs}, ms")
    print("| form | model | ROIAlign node | its reorders/transposes | node + reorders |")
    print("|---|---|---|---|---|")
    for k in requests:
        a, b = statistics.median(node_ms[k]), statistics.median(around[k])
        print(f"| {k} | {statistics.median(total[k]):.2f} | {a:.2f} | {b:.2f} | "
              f"{a + b:.2f} |")
    lines.clear()
    ovmlir_openvino.offload(theirs, os.path.join(tmp, "measured"),
                            policy="measured", log=lines.append)
    print("measured policy:", *lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
