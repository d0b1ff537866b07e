# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 41's models on OpenVINO's CPU plugin, as built and offloaded
(policy all, or --policy measured), at each thread count: the median
latency of each, the candidate nodes' and their reorders' time, and a check
that the outputs agree (MaxPool's indices bit for bit).

  stem  1x3x224x224, conv 7x7/2 -> 64 channels, ReLU, MaxPool-8 3x3/2
        (pads 1) whose indices are a model output, conv 3x3;
  roi   1x3x100x100, conv 3x3 -> 256 channels, ROIAlign-9 over 1000 boxes
        (7x7, sampling ratio 2), conv 1x1 -> 16 channels;
  resnet18  ResNet-18's layers with random weights (1x3x224x224): MaxPool-8
        with unused indices (run as MaxPool-1), a global AvgPool.

  python3 integrations/openvino/bench.py [--models stem,roi]
      [--ov-compile PATH] [--threads 1,2] [--runs 30] [--policy measured]
      [--standalone --ov-run PATH --rounds 5]

--standalone compares each offloaded node inside OpenVINO with its module
alone (issue 41's item 6): the node's time from the plugin's performance
counters (median over --runs runs) against `ov-run --benchmark` of the same
module on the values that reach the node in the model, at the same thread
count (libovrt's own pool there), in --rounds alternating rounds; the
ratio is the median of the rounds' ratios.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import openvino as ov
import openvino.opset8 as o8
import openvino.opset9 as o9

import ovmlir_openvino


def stem():
    rng = np.random.default_rng(0)
    x = o8.parameter([1, 3, 224, 224], np.float32, name="x")
    w1 = rng.standard_normal((64, 3, 7, 7)).astype(np.float32) * 0.1
    c1 = o8.relu(o8.convolution(x, o8.constant(w1), [2, 2], [3, 3], [3, 3],
                                [1, 1]))
    pool = o8.max_pool(c1, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3],
                       index_element_type="i64", name="stem_pool")
    w2 = rng.standard_normal((64, 64, 3, 3)).astype(np.float32) * 0.1
    c2 = o8.convolution(pool.output(0), o8.constant(w2), [1, 1], [1, 1],
                        [1, 1], [1, 1])
    return ov.Model([c2.output(0), pool.output(1)], [x], "conv_stem")


def roi_head():
    rng = np.random.default_rng(0)
    x = o8.parameter([1, 3, 100, 100], np.float32, name="x")
    w1 = rng.standard_normal((256, 3, 3, 3)).astype(np.float32) * 0.1
    feat = o8.relu(o8.convolution(x, o8.constant(w1), [1, 1], [1, 1],
                                  [1, 1], [1, 1]))
    x0 = rng.uniform(0, 60, 1000)
    y0 = rng.uniform(0, 60, 1000)
    boxes = np.stack([x0, y0, x0 + rng.uniform(4, 40, 1000),
                      y0 + rng.uniform(4, 40, 1000)], 1).astype(np.float32)
    roi = o9.roi_align(feat, o8.constant(boxes),
                       o8.constant(np.zeros(1000, np.int32)), 7, 7, 2, 1.0,
                       "avg", "asymmetric", name="roi_align")
    w2 = rng.standard_normal((16, 256, 1, 1)).astype(np.float32) * 0.1
    head = o8.convolution(roi, o8.constant(w2), [1, 1], [0, 0], [0, 0],
                          [1, 1])
    return ov.Model(head.outputs(), [x], "roi_head")


def resnet18():
    """ResNet-18's layout (torchvision's, batch norm folded away) with
    random weights: a 7x7/2 stem, MaxPool 3x3/2 whose indices nothing uses,
    four stages of two basic blocks, global AvgPool."""
    rng = np.random.default_rng(0)

    def conv(value, cin, cout, k, stride):
        w = rng.standard_normal((cout, cin, k, k)).astype(np.float32)
        w *= np.sqrt(2.0 / (cin * k * k))
        pad = k // 2
        return o8.convolution(value, o8.constant(w), [stride] * 2, [pad] * 2,
                              [pad] * 2, [1, 1])

    x = o8.parameter([1, 3, 224, 224], np.float32, name="x")
    y = o8.relu(conv(x, 3, 64, 7, 2))
    y = o8.max_pool(y, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3],
                    name="stem_pool").output(0)
    cin = 64
    for cout, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
        for block in range(2):
            s = stride if block == 0 else 1
            body = conv(o8.relu(conv(y, cin, cout, 3, s)), cout, cout, 3, 1)
            skip = y if s == 1 and cin == cout else conv(y, cin, cout, 1, s)
            y = o8.relu(o8.add(body, skip))
            cin = cout
    pooled = o8.avg_pool(y, [1, 1], [0, 0], [0, 0], [7, 7], True,
                         name="head_pool")
    return ov.Model(pooled.outputs(), [x], "resnet18")


MODELS = {"stem": stem, "roi": roi_head, "resnet18": resnet18}


def median_ms(request, x, runs):
    for _ in range(3):
        request.infer([x])
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        request.infer([x])
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def node_times(request, op_names):
    """The last run's time (ms) of the offload candidates and of the
    reorders next to them (OpenVINO names a reorder after both ends), from
    the plugin's performance counters."""
    op = reorders = 0.0
    for info in request.get_profiling_info():
        ms = info.real_time.total_seconds() * 1000
        if info.node_name in op_names:
            op += ms
        elif info.node_type == "Reorder" and any(
                n in info.node_name for n in op_names):
            reorders += ms
    return op, reorders


def compare(model_name, theirs, ours):
    if model_name == "stem" and not np.array_equal(theirs[1], ours[1]):
        sys.exit("stem: the offloaded model's indices differ")
    np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-4, atol=1e-3)


def node_inputs(core, model, name, x):
    """The values that reach node `name` when `model` runs on x."""
    probe = model.clone()
    node = next(n for n in probe.get_ops() if n.get_friendly_name() == name)
    first = len(probe.outputs)
    probe.add_outputs([node.input_value(i)
                       for i in range(node.get_input_size())])
    values = core.compile_model(probe, "CPU", {
        "INFERENCE_PRECISION_HINT": "f32"})([x])
    # The module takes i32 where the model says i64 (offloading.py).
    return [values[first + i].astype(np.int32)
            if values[first + i].dtype == np.int64 else values[first + i]
            for i in range(node.get_input_size())]


def standalone_ms(ov_run, module, inputs, threads, runs, tmp):
    paths = []
    for i, value in enumerate(inputs):
        paths.append(os.path.join(tmp, f"in{i}.npy"))
        np.save(paths[-1], value)
    out = subprocess.run(
        [ov_run, module, *(f"--input={p}" for p in paths),
         f"--threads={threads}", f"--benchmark={runs}",
         f"--output-dir={tmp}"], check=True, capture_output=True,
        text=True).stdout
    return float(re.search(r"median_ms=([0-9.]+)", out).group(1))


def in_model_ms(request, x, name, runs):
    times = []
    for _ in range(runs):
        request.infer([x])
        times.append(next(i.real_time.total_seconds() * 1000
                          for i in request.get_profiling_info()
                          if i.node_name == name))
    return statistics.median(times)


def compare_standalone(core, model, offloaded, x, threads, args):
    """One line per offloaded node: in the model vs alone."""
    config = {"INFERENCE_PRECISION_HINT": "f32",
              "PERFORMANCE_HINT": "LATENCY",
              "INFERENCE_NUM_THREADS": threads, "PERF_COUNT": True}
    request = core.compile_model(offloaded, "CPU",
                                 config).create_infer_request()
    for node in offloaded.get_ops():
        if node.get_type_info().version_id != "ov_mlir":
            continue
        name = node.get_friendly_name()
        inputs = node_inputs(core, model, name, x)
        ratios, inside, alone = [], [], []
        with tempfile.TemporaryDirectory() as tmp:
            for _ in range(args.rounds):
                inside.append(in_model_ms(request, x, name, args.runs))
                alone.append(standalone_ms(args.ov_run,
                                           node.get_attributes()["module"],
                                           inputs, threads, args.runs, tmp))
                ratios.append(inside[-1] / alone[-1])
        print(f"  node {name} ({node.get_type_name()}), {threads} threads: "
              f"in OpenVINO {statistics.median(inside):.3f} ms, alone "
              f"{statistics.median(alone):.3f} ms, ratio "
              f"{statistics.median(ratios):.2f} (rounds: "
              f"{', '.join(f'{r:.2f}' for r in ratios)})", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default="stem,roi,resnet18")
    parser.add_argument("--ov-compile")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--policy", default="all", choices=("all", "measured"))
    parser.add_argument("--standalone", action="store_true")
    parser.add_argument("--ov-run", help="ov-run, for --standalone")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if args.standalone and not args.ov_run:
        sys.exit("bench.py: --standalone needs --ov-run PATH")
    core = ov.Core()
    print("model  threads  OpenVINO ms  offloaded ms  speedup   "
          "node+reorders ms: OpenVINO  offloaded")
    for name in args.models.split(","):
        model = MODELS[name]()
        x = np.random.default_rng(1).standard_normal(
            tuple(model.inputs[0].get_shape())).astype(np.float32)
        with tempfile.TemporaryDirectory() as tmp:
            offloaded = ovmlir_openvino.offload(model, tmp,
                                                ov_compile=args.ov_compile,
                                                policy=args.policy)
            for threads in args.threads.split(","):
                config = {"INFERENCE_PRECISION_HINT": "f32",
                          "PERFORMANCE_HINT": "LATENCY",
                          "INFERENCE_NUM_THREADS": threads,
                          "PERF_COUNT": True}
                requests = [core.compile_model(m, "CPU", config)
                            .create_infer_request()
                            for m in (model, offloaded)]
                theirs, ours = (median_ms(r, x, args.runs) for r in requests)
                compare(name, *([r.get_output_tensor(i).data.copy()
                                 for i in range(len(r.model_outputs))]
                                for r in requests))
                ops = {n.get_friendly_name() for n in offloaded.get_ops()
                       if n.get_type_info().version_id == "ov_mlir"}
                split = [node_times(r, ops) for r in requests]
                print(f"{name:5}  {threads:>7}  {theirs:11.2f}  {ours:12.2f}"
                      f"  {theirs / ours:6.2f}x  "
                      f"{split[0][0]:7.2f}+{split[0][1]:<6.2f}     "
                      f"{split[1][0]:7.2f}+{split[1][1]:.2f}")
                if args.standalone:
                    compare_standalone(core, model, offloaded, x, threads,
                                       args)


if __name__ == "__main__":
    main()
