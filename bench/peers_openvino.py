# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""OpenVINO's CPU plugin as a peer of the benchmark, and a check of ours.

  .venv/bin/python bench/peers_openvino.py --workloads FILE --threads T
      [--warmup N] [--runs N] [--no-cold] [--only NAMES] [--check-dir DIR]

Builds each workload bench.py wrote as a one-layer model with OpenVINO's
Python opset API, as a user would: MaxPool-8 returning values and indices for
the +idx rows, MaxPool-1 for the plain rows (MaxPool-8 with only its values
used for the dilated one, which MaxPool-1 cannot express), ROIAlign-3 avg and
max, ROIAlignRotated-15 (counter-clockwise). Compiles it for "CPU" with
INFERENCE_PRECISION_HINT=f32 and INFERENCE_NUM_THREADS=T, binds
preallocated NumPy-backed input and output tensors to one InferRequest, and
times steady-state infer() (warm-up, hot and cold cache as the other
drivers). The input is plain NCHW/NCDHW and so
is the output: OpenVINO's own layout changes are part of its time.

Then the same op inside a model (system openvino_model, hot cache only):
an identity 1x1 convolution produces its data input and another reads its
first output (MaxPool's indices, for the +idx rows, are a model output), so
that the plugin picks its own layout for the op, as in a real network. Its
time is the op's own plus the Reorders the plugin puts next to it (named
after both ends), from the plugin's per-node performance counters
(PERF_COUNT) of each run; the convolutions are not counted.

Prints, per layer, the implementation the plugin chose (the runtime model's
rt_info: layerType, primitiveType, runtimePrecision, and the other layers it
added, such as Reorders), and with --check-dir compares the samples of our
outputs with OpenVINO's: MaxPool values and indices bit-exact, ROIAlign avg
and max within the tolerance used against torchvision.
"""

import argparse
import os
import sys

import numpy as np
import openvino as ov
import openvino.opset1 as ops1
import openvino.opset3 as ops3
import openvino.opset8 as ops8
import openvino.opset15 as ops15
import openvino.opset16 as ops16

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from peers_common import (Flusher, add_driver_options, bitsum,  # noqa: E402
                          check_maxpool, check_roi, ints, load_samples,
                          make_input, parse_workloads, result, selected,
                          time_both, time_runs)


def maxpool_model(w, x):
    kernel, strides = ints(w["kernel"]), ints(w["strides"])
    pb, pe, dil = ints(w["pads_begin"]), ints(w["pads_end"]), ints(w["dilations"])
    p = ops1.parameter(list(x.shape), np.float32, name="x")
    if w["variant"] == "idx" or any(d != 1 for d in dil):
        pool = ops8.max_pool(p, strides, dil, pb, pe, kernel, "floor",
                             index_element_type="i64", axis=0)
        outs = pool.outputs() if w["variant"] == "idx" else [pool.output(0)]
    else:
        pool = ops1.max_pool(p, strides, pb, pe, kernel, "floor")
        outs = [pool.output(0)]
    return ov.Model(outs, [p], w["name"])


def avgpool_model(w, x):
    """AvgPool-1, or AvgPool-16 where the workload is dilated."""
    p = ops1.parameter(list(x.shape), np.float32, name="x")
    args = (p, ints(w["strides"]), ints(w["pads_begin"]), ints(w["pads_end"]),
            ints(w["kernel"]), bool(int(w["exclude_pad"])), "floor")
    dilations = ints(w["dilations"])
    if any(d != 1 for d in dilations):
        pool = ops16.avg_pool(*args, dilations=dilations)
    else:
        pool = ops1.avg_pool(*args)
    return ov.Model([pool.output(0)], [p], w["name"])


def roi_model(w, x, rois, batch):
    p = ops1.parameter(list(x.shape), np.float32, name="data")
    r = ops1.parameter(list(rois.shape), np.float32, name="rois")
    b = ops1.parameter(list(batch.shape), np.int32, name="batch")
    args = (p, r, b, int(w["pooled_h"]), int(w["pooled_w"]),
            int(w["sampling_ratio"]), float(w["spatial_scale"]))
    if w["kind"] == "roi_rotated":
        y = ops15.roi_align_rotated(*args, clockwise_mode=False)
    else:
        y = ops3.roi_align(*args, w["variant"])
    return ov.Model([y.output(0)], [p, r, b], w["name"])


# The timed op's name in the in-model variant (the plugin names the Reorders
# it adds after the nodes they join).
TIMED = "TIMEDOP"


def _identity_conv(value, channels, rank):
    weights = np.eye(channels, dtype=np.float32).reshape(
        (channels, channels) + (1,) * (rank - 2))
    ones, zeros = [1] * (rank - 2), [0] * (rank - 2)
    return ops1.convolution(value, ops1.constant(weights), ones, zeros, zeros,
                            ones)


def in_model(model):
    """`model` (a one-layer model) with an identity convolution in front of
    the layer's data input and one behind its first output."""
    layer = next(n for n in model.get_ordered_ops()
                 if n.get_type_name() in ("MaxPool", "AvgPool", "ROIAlign",
                                         "ROIAlignRotated"))
    layer.set_friendly_name(TIMED)
    data = layer.input_value(0)
    rank = data.get_partial_shape().rank.get_length()
    channels = data.get_partial_shape()[1].get_length()
    layer.input(0).replace_source_output(
        _identity_conv(data, channels, rank).output(0))
    result = model.get_results()[0]
    result.input(0).replace_source_output(
        _identity_conv(layer.output(0), channels, rank).output(0))
    model.validate_nodes_and_infer_types()
    return model


def node_ms(request):
    """The op's time and its Reorders' in the last run (ms)."""
    total = 0.0
    for info in request.get_profiling_info():
        if TIMED in info.node_name:
            total += info.real_time.total_seconds() * 1e3
    return total


def time_in_model(core, config, model, inputs, w, a):
    compiled = core.compile_model(in_model(model), "CPU",
                                  dict(config, PERF_COUNT=True))
    req = compiled.create_infer_request()
    for i, arr in enumerate(inputs):
        req.set_input_tensor(i, ov.Tensor(arr, shared_memory=True))
    node = []  # the op's time in each call, warm-up included

    def run():
        req.infer(share_outputs=True)
        node.append(node_ms(req))

    timed = time_runs(run, max(a.warmup, 1), a.runs, max_seconds=a.max_seconds)
    times = node[-len(timed):]
    main_impl, extra = implementation(compiled, TIMED)
    print(f"INFO system=openvino_model name={w['name']} "
          f"variant={w['variant']} threads={a.threads} impl={main_impl} "
          f"added={'+'.join(extra) or 'none'}", flush=True)
    result("openvino_model", w, a.threads, "hot", times)


def rt(op, key):
    info = op.get_rt_info()
    if key not in info:
        return "?"
    v = info[key]
    try:
        return v.astype(str)
    except (AttributeError, RuntimeError, TypeError):
        return str(v)


def implementation(compiled, name=None):
    """The pooling/ROIAlign layer's "layerType:primitiveType@runtimePrecision",
    and the layers the plugin added around it (layout and precision changes),
    from the runtime model; with `name`, only the layers named after it."""
    main, extra = "?", []
    for op in compiled.get_runtime_model().get_ordered_ops():
        layer = rt(op, "layerType")
        if layer in ("Input", "Parameter", "Output", "Result"):
            continue
        if name and name not in op.get_friendly_name():
            continue
        what = f"{rt(op, 'primitiveType')}@{rt(op, 'runtimePrecision')}"
        if layer in ("Reorder", "Convert"):
            extra.append(f"{layer}:{what}")
        else:  # Pooling, ROIAlign, or Reference (the fallback to evaluate())
            main = f"{layer}:{what}"
    return main, extra


def main():
    ap = argparse.ArgumentParser()
    add_driver_options(ap)
    a = ap.parse_args()
    core = ov.Core()
    config = {"INFERENCE_PRECISION_HINT": "f32",
              "INFERENCE_NUM_THREADS": a.threads}
    print(f"INFO system=openvino version={ov.get_version().split('-')[0]} "
          f"num_threads={a.threads}", flush=True)
    flusher = Flusher()
    only = [s for s in a.only.split(",") if s]
    for w in parse_workloads(a.workloads):
        if not selected(w, only):
            continue
        x = make_input(ints(w["shape"]))
        inputs = [x]
        if w["kind"] == "maxpool":
            model = maxpool_model(w, x)
        elif w["kind"] == "avgpool":
            model = avgpool_model(w, x)
        else:
            rois, batch = np.load(w["rois"]), np.load(w["batch"])
            inputs += [np.ascontiguousarray(rois, np.float32),
                       np.ascontiguousarray(batch, np.int32)]
            model = roi_model(w, x, *inputs[1:])
        compiled = core.compile_model(model, "CPU", config)
        req = compiled.create_infer_request()
        for i, arr in enumerate(inputs):
            req.set_input_tensor(i, ov.Tensor(arr, shared_memory=True))
        outs = []
        for i, port in enumerate(compiled.outputs):
            arr = np.empty(list(port.get_shape()),
                           port.get_element_type().to_dtype())
            outs.append(arr)
            req.set_output_tensor(i, ov.Tensor(arr, shared_memory=True))

        def fn():
            # share_outputs: infer() would otherwise copy every output into
            # a new array on each call.
            req.infer(share_outputs=True)

        fn()
        main_impl, extra = implementation(compiled)
        print(f"INFO system=openvino name={w['name']} variant={w['variant']} "
              f"threads={a.threads} impl={main_impl} "
              f"added={'+'.join(extra) or 'none'} "
              f"input_bitsum={bitsum(x)} out0_bitsum={bitsum(outs[0])}",
              flush=True)
        samples = load_samples(a.check_dir, w) if a.check_dir else None
        if samples:
            if w["kind"] == "maxpool":
                check_maxpool("openvino", w, a.threads, x, outs[0],
                              outs[1] if len(outs) > 1 else None, samples)
            else:
                check_roi("openvino", w, a.threads, outs[0], samples)
        time_both("openvino", w, a.threads, fn, a, flusher)
        time_in_model(core, config, model, inputs, w, a)


if __name__ == "__main__":
    main()
