# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""onnxruntime as a peer of the benchmark, and a check of ours.

  .venv/bin/python bench/peers_onnxruntime.py --workloads FILE --threads T
      [--warmup N] [--runs N] [--no-cold] [--only NAMES] [--check-dir DIR]

Builds each workload bench.py wrote as a one-node ONNX model (onnx.helper):
MaxPool (opset 12) with the optional Indices output for the +idx rows and
without it for the plain rows; RoiAlign (opset 16,
coordinate_transformation_mode=output_half_pixel, i.e. ROIAlign-3's
coordinates) avg and max. Runs it on the CPU execution provider with
intra_op_num_threads=T, inter_op_num_threads=1 and sequential execution;
inputs and outputs are bound once to preallocated NumPy arrays (IOBinding),
and run_with_iobinding is timed (warm-up, hot and cold cache as the other
drivers).

With --check-dir, compares the samples of our outputs with onnxruntime's:
MaxPool values bit-exact and Indices exact (ONNX flattens them over the whole
NCHW tensor, as MaxPool-8 with axis 0 does); RoiAlign avg within the
tolerance used against torchvision. onnxruntime's max mode takes the max of
the weighted samples, not OpenVINO's max of interpolated samples: it is timed
but not checked.
"""

import argparse
import os
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from peers_common import (Flusher, add_driver_options, bitsum,  # noqa: E402
                          check_maxpool, check_roi, ints, load_samples,
                          make_input, parse_workloads, selected, time_both)


def value_info(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, list(shape))


def maxpool_model(w):
    shape, out_shape = ints(w["shape"]), ints(w["out_shape"])
    outputs = ["y", "i"] if w["variant"] == "idx" else ["y"]
    node = helper.make_node(
        "MaxPool", ["x"], outputs, kernel_shape=ints(w["kernel"]),
        strides=ints(w["strides"]),
        pads=ints(w["pads_begin"]) + ints(w["pads_end"]),
        dilations=ints(w["dilations"]), ceil_mode=0, storage_order=0)
    outs = [value_info("y", TensorProto.FLOAT, out_shape)]
    if w["variant"] == "idx":
        outs.append(value_info("i", TensorProto.INT64, out_shape))
    graph = helper.make_graph([node], w["name"],
                              [value_info("x", TensorProto.FLOAT, shape)], outs)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 12)])


def avgpool_model(w):
    """AveragePool-11, or AveragePool-19 (which has dilations) where the
    workload is dilated."""
    shape, out_shape = ints(w["shape"]), ints(w["out_shape"])
    dilations = ints(w["dilations"])
    dilated = any(d != 1 for d in dilations)
    extra = {"dilations": dilations} if dilated else {}
    node = helper.make_node(
        "AveragePool", ["x"], ["y"], kernel_shape=ints(w["kernel"]),
        strides=ints(w["strides"]),
        pads=ints(w["pads_begin"]) + ints(w["pads_end"]), ceil_mode=0,
        count_include_pad=1 - int(w["exclude_pad"]), **extra)
    graph = helper.make_graph([node], w["name"],
                              [value_info("x", TensorProto.FLOAT, shape)],
                              [value_info("y", TensorProto.FLOAT, out_shape)])
    opset = 19 if dilated else 12
    return helper.make_model(graph,
                             opset_imports=[helper.make_opsetid("", opset)])


def roi_model(w, rois, batch):
    shape, out_shape = ints(w["shape"]), ints(w["out_shape"])
    node = helper.make_node(
        "RoiAlign", ["x", "rois", "batch"], ["y"], mode=w["variant"],
        output_height=int(w["pooled_h"]), output_width=int(w["pooled_w"]),
        sampling_ratio=int(w["sampling_ratio"]),
        spatial_scale=float(w["spatial_scale"]),
        coordinate_transformation_mode="output_half_pixel")
    graph = helper.make_graph(
        [node], w["name"],
        [value_info("x", TensorProto.FLOAT, shape),
         value_info("rois", TensorProto.FLOAT, rois.shape),
         value_info("batch", TensorProto.INT64, batch.shape)],
        [value_info("y", TensorProto.FLOAT, out_shape)])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 16)])


def session(model, threads):
    onnx.checker.check_model(model)
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    return ort.InferenceSession(model.SerializeToString(), so,
                                providers=["CPUExecutionProvider"])


def main():
    ap = argparse.ArgumentParser()
    add_driver_options(ap)
    a = ap.parse_args()
    # Errors only: not the max-mode RoiAlign warning on every session.
    ort.set_default_logger_severity(3)
    print(f"INFO system=ort version={ort.__version__} "
          f"intra_op_threads={a.threads}", flush=True)
    flusher = Flusher()
    only = [s for s in a.only.split(",") if s]
    for w in parse_workloads(a.workloads):
        if not selected(w, only) or w["kind"] == "roi_rotated":
            continue  # ONNX has no rotated RoiAlign
        x = make_input(ints(w["shape"]))
        inputs = {"x": x}
        if w["kind"] == "maxpool":
            model = maxpool_model(w)
        elif w["kind"] == "avgpool":
            model = avgpool_model(w)
        else:
            rois = np.ascontiguousarray(np.load(w["rois"]), np.float32)
            batch = np.load(w["batch"]).astype(np.int64)
            inputs.update(rois=rois, batch=batch)
            model = roi_model(w, rois, batch)
        sess = session(model, a.threads)
        binding = sess.io_binding()
        for name, arr in inputs.items():
            binding.bind_cpu_input(name, arr)
        outs = []
        out_shape = ints(w["out_shape"])
        for o in sess.get_outputs():
            dtype = np.int64 if o.type == "tensor(int64)" else np.float32
            arr = np.empty(out_shape, dtype)
            outs.append(arr)
            binding.bind_output(o.name, "cpu", 0, dtype, arr.shape,
                                arr.ctypes.data)

        def fn():
            sess.run_with_iobinding(binding)

        fn()
        print(f"INFO system=ort name={w['name']} variant={w['variant']} "
              f"threads={a.threads} input_bitsum={bitsum(x)} "
              f"out0_bitsum={bitsum(outs[0])}", flush=True)
        samples = load_samples(a.check_dir, w) if a.check_dir else None
        if samples:
            if w["kind"] == "maxpool":
                check_maxpool("ort", w, a.threads, x, outs[0],
                              outs[1] if len(outs) > 1 else None, samples)
            elif w["kind"] == "avgpool" or w["variant"] == "avg":
                check_roi("ort", w, a.threads, outs[0], samples)
        time_both("ort", w, a.threads, fn, a, flusher)


if __name__ == "__main__":
    main()
