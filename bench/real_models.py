# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Real models on OpenVINO's CPU plugin, as converted and offloaded
(docs/openvino.md, "Real models"): torchvision ResNet-18 and VGG-11, a
SegNet-style model that unpools with its pools' indices, and torchvision's
Faster R-CNN (MobileNetV3 320 FPN), random weights.

  bash bench/models.sh [--models resnet18,vgg11,segnet,frcnn]
      [--threads 1,2] [--runs 10] [--policy measured|all]

(models.sh installs torch and builds; this script runs in the test venv.)
Each model is exported to ONNX by Debian's torch (export_torch_models.py,
under /usr/bin/python3), converted by `openvino.convert_model`, offloaded
by `ovmlir_openvino.offload` (its decisions printed), and run both ways at
each thread count, one run of each in turn (interleaved, so that the
machine's load hits both alike). Prints per model and thread count the
median latency both ways, and from the plugin's performance counters
(PERF_COUNT, median over the runs) the candidate nodes' time and the time
of the Reorders next to them (OpenVINO names a Reorder after the nodes it
joins), both ways. The outputs must agree: integers (MaxPool's indices) bit for bit, floats
within 1e-3 of each output's largest magnitude (the plugin may pick other
convolution kernels next to a custom op; the column says the largest
relative difference); Faster R-CNN's box head (class logits, box deltas)
in place of its detections (FRCNN_HEAD).
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
import openvino.opset1 as o1
import openvino.opset3 as o3

import ovmlir_openvino

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = ("resnet18", "vgg11", "segnet", "frcnn")
CANDIDATES = ("MaxPool", "AvgPool", "ROIAlign")


def export(names, folder, python):
    """DIR/NAME.onnx for each model not exported yet."""
    missing = [n for n in names
               if not os.path.isfile(os.path.join(folder, f"{n}.onnx"))]
    if missing:
        subprocess.run([python, os.path.join(HERE, "export_torch_models.py"),
                        "--out", folder, *missing], check=True)


def unpool(values, indices, out_hw):
    """MaxUnpool2d: each value to the place its per-plane index names, zeros
    elsewhere (ScatterElementsUpdate over the flattened planes)."""
    n, c, h, w = values.get_partial_shape().to_shape()
    plane = out_hw[0] * out_hw[1]
    flat = o1.constant(np.array([n, c, h * w], np.int64))
    zeros = o3.broadcast(o1.constant(np.float32(0)),
                         o1.constant(np.array([n, c, plane], np.int64)))
    scattered = o3.scatter_elements_update(
        zeros, o1.reshape(indices, flat, False),
        o1.reshape(values, flat, False), o1.constant(np.int64(2)))
    return o1.reshape(scattered, o1.constant(
        np.array([n, c, *out_hw], np.int64)), False)


def segnet(encoder):
    """The encoder's features unpooled by its four pools' indices, each
    followed by conv 3x3 and ReLU (SegNet's decoder), and a 1x1 classifier
    to 21 classes."""
    rng = np.random.default_rng(0)
    ends = [r.input_value(0) for r in encoder.get_results()]
    y = ends[0]
    channels = [o.get_partial_shape()[1].get_length() for o in ends[1:]]
    for stage in range(4, 0, -1):
        indices = ends[stage]
        h, w = (d.get_length() for d in indices.get_partial_shape()[2:])
        y = unpool(y, indices, (2 * h, 2 * w))
        cin = channels[stage - 1]
        cout = channels[stage - 2] if stage > 1 else cin
        weights = rng.standard_normal((cout, cin, 3, 3)).astype(np.float32)
        weights *= np.sqrt(2.0 / (cin * 9))
        y = o1.relu(o1.convolution(y, o1.constant(weights), [1, 1], [1, 1],
                                   [1, 1], [1, 1])).output(0)
    weights = rng.standard_normal((21, channels[0], 1, 1)).astype(np.float32)
    logits = o1.convolution(y, o1.constant(weights * 0.1), [1, 1], [0, 0],
                            [0, 0], [1, 1])
    return ov.Model([logits.output(0)], encoder.get_parameters(), "segnet")


# Faster R-CNN's box head: its outputs are compared. With random weights
# the detections themselves are degenerate (scores underflow to subnormal
# numbers, so any rounding changes them by orders of magnitude, and with
# them what survives the score threshold): they are not compared.
FRCNN_HEAD = ("/roi_heads/box_predictor/cls_score/Gemm",
              "/roi_heads/box_predictor/bbox_pred/Gemm")


def convert(name, folder):
    model = ov.convert_model(os.path.join(folder, f"{name}.onnx"))
    if name == "segnet":
        model = segnet(model)
    if name == "frcnn":
        model.add_outputs([n.output(0) for n in model.get_ops()
                           if n.get_friendly_name() in FRCNN_HEAD])
    return model


def candidates(model):
    return {n.get_friendly_name() for n in model.get_ops()
            if n.get_type_name() in CANDIDATES
            or n.get_type_info().version_id == "ov_mlir"}


def node_times(request, names):
    """(candidate nodes' ms, Reorders next to them ms) of the last run."""
    op = reorders = 0.0
    for info in request.get_profiling_info():
        ms = info.real_time.total_seconds() * 1000
        if info.node_name in names:
            op += ms
        elif info.node_type == "Reorder" and any(
                n in info.node_name for n in names):
            reorders += ms
    return op, reorders


def outputs(request):
    return [request.get_output_tensor(i).data.copy()
            for i in range(len(request.model_outputs))]


def compare(name, theirs, ours):
    """(agree, how): integers bit for bit, floats within 1e-3 of each
    output's largest magnitude (ROIAlign is within 1e-5 of the plugin's
    JIT kernel, and a detector's head amplifies that)."""
    worst = 0.0
    for i, (a, b) in enumerate(zip(theirs, ours)):
        if name == "frcnn" and i < 3:
            continue
        if a.shape != b.shape:
            return False, f"output {i}: shape {b.shape} vs {a.shape}"
        if a.dtype.kind in "iu":
            if not np.array_equal(a, b):
                return False, f"output {i}: integers differ"
        elif a.size:
            scale = float(np.nanmax(np.abs(a))) or 1.0
            same_nan = np.array_equal(np.isnan(a), np.isnan(b))
            diff = float(np.nanmax(np.abs(a - b))) / scale if same_nan \
                else float("inf")
            worst = max(worst, diff)
    if worst > 1e-3:
        return False, f"max relative difference {worst:.2g}"
    return True, ("equal" if worst == 0 else
                  f"max relative difference {worst:.1g}")


def interleaved(requests, x, names, runs):
    """Per request: median latency, median node ms, median reorder ms."""
    for r in requests:
        r.infer([x])
    samples = [[] for _ in requests]
    for _ in range(runs):
        for r, s, n in zip(requests, samples, names):
            start = time.perf_counter()
            r.infer([x])
            s.append((1000 * (time.perf_counter() - start),
                      *node_times(r, n)))
    return [[statistics.median(column) for column in zip(*s)]
            for s in samples]


def run_model(name, args, core):
    model = convert(name, args.work)
    shape = model.inputs[0].get_partial_shape().to_shape()
    x = np.random.default_rng(1).random(tuple(shape), np.float32)
    with tempfile.TemporaryDirectory(prefix="ovmlir-models-") as tmp:
        print(f"{name}: offload (policy {args.policy})", flush=True)
        offloaded = ovmlir_openvino.offload(
            model, tmp, ov_compile=args.ov_compile, policy=args.policy,
            log=lambda line: print("  " + line, flush=True))
        rows = []
        for threads in args.threads.split(","):
            config = {"INFERENCE_PRECISION_HINT": "f32",
                      "PERFORMANCE_HINT": "LATENCY",
                      "INFERENCE_NUM_THREADS": threads, "PERF_COUNT": True}
            requests = [core.compile_model(m, "CPU", config)
                        .create_infer_request() for m in (model, offloaded)]
            names = [candidates(model), candidates(offloaded)]
            theirs, ours = interleaved(requests, x, names, args.runs)
            agree, how = compare(name, *(outputs(r) for r in requests))
            if agree and not any(n.get_type_info().version_id == "ov_mlir"
                                 for n in offloaded.get_ops()):
                how = "nothing offloaded: the same graph"
            rows.append((name, threads, theirs, ours,
                         how if agree else "DIFFER: " + how))
            print_row(rows[-1])
        return rows


def print_row(row):
    name, threads, theirs, ours, how = row
    print(f"| {name} | {threads} | {theirs[0]:.1f} | {ours[0]:.1f} | "
          f"{theirs[0] / ours[0]:.2f}x | {theirs[1]:.1f} + {theirs[2]:.1f} | "
          f"{ours[1]:.1f} + {ours[2]:.1f} | "
          f"{how} |",
          flush=True)


HEADER = ("| model | threads | OpenVINO ms | offloaded ms | speedup | "
          "nodes + reorders ms, OpenVINO | nodes + reorders ms, offloaded | "
          "outputs |\n|---|---|---|---|---|---|---|---|")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--policy", default="measured",
                        choices=("measured", "all"))
    parser.add_argument("--ov-compile")
    parser.add_argument("--work", default=os.path.join(
        tempfile.gettempdir(), "ovmlir-real-models"),
        help="where the exported ONNX files are kept")
    parser.add_argument("--torch-python", default="/usr/bin/python3",
                        help="the Python whose torch exports the models")
    args = parser.parse_args()
    names = args.models.split(",")
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        sys.exit(f"real_models: unknown model {unknown[0]} (expected "
                 f"{', '.join(MODELS)})")
    export(names, args.work, args.torch_python)
    core = ov.Core()
    rows = []
    for name in names:
        rows += run_model(name, args, core)
    print("\n" + HEADER)
    for row in rows:
        print_row(row)
    if any(row[4].startswith("DIFFER") for row in rows):
        sys.exit("real_models: an offloaded model's outputs differ")


if __name__ == "__main__":
    main()
