# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A case as a one-layer OpenVINO model, run through OpenVINO's reference
evaluation (Model.evaluate) and through its CPU plugin (f32 precision hint).
Model.evaluate has no ROIAlign-9 nor ROIAlignRotated-15 (its reference is
examples/reference.py, held to the CPU plugin bit for bit) nor ROIPooling-2
(the same): its reference is v3's evaluate
(asymmetric) or examples/reference.py (aligned modes). Nor has it AvgPool:
its reference is examples/reference.py, held to the CPU plugin on f32."""

import numpy as np
import openvino as ov
import openvino.opset1 as opset1
import openvino.opset2 as opset2
import openvino.opset3 as opset3
import openvino.opset8 as opset8
import openvino.opset9 as opset9
import openvino.opset14 as opset14
import openvino.opset15 as opset15
import openvino.opset16 as opset16
from openvino import PartialShape, Type

import os
import sys

import cases

# The project's one Python reference (examples/reference.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "examples"))
import reference  # noqa: E402

OV_TYPE = {
    "f32": Type.f32, "f16": Type.f16, "bf16": Type.bf16, "i8": Type.i8,
    "u8": Type.u8, "i16": Type.i16, "u16": Type.u16, "i32": Type.i32,
    "u32": Type.u32, "i64": Type.i64, "u64": Type.u64,
}


def input_types(case):
    if case["op"].startswith(("roialign", "roirotated")):
        return [case["etype"], case["etype"], case["index_type"]]
    if case["op"] == "roipooling2":
        return [case["etype"], case["etype"]]
    return [case["etype"]]


def build(case, static, roialign_version=None):
    """The model; `static` gives every input its concrete shape, else the
    case's dynamic dims are -1. `roialign_version` 3 builds a ROIAlign-9
    case as ROIAlign-3."""
    params = []
    for array, etype, dyn in zip(case["inputs"], input_types(case), case["dynamic"]):
        dims = [-1 if (d and not static) else s for s, d in zip(array.shape, dyn)]
        params.append(opset8.parameter(PartialShape(dims), OV_TYPE[etype]))
    op = case["op"]
    if op == "roialign" or (op == "roialign9" and roialign_version == 3):
        node = opset3.roi_align(
            params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
            case["sampling_ratio"], case["spatial_scale"], case["mode"])
    elif op == "roialign9":
        node = opset9.roi_align(
            params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
            case["sampling_ratio"], case["spatial_scale"], case["mode"],
            case["aligned_mode"])
    elif op == "roirotated15":
        node = opset15.roi_align_rotated(
            params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
            case["sampling_ratio"], case["spatial_scale"], case["clockwise_mode"])
    elif op == "roipooling2":
        node = opset2.roi_pooling(
            params[0], params[1], [case["pooled_h"], case["pooled_w"]],
            case["spatial_scale"], case["method"])
    elif op == "avgpool16":
        node = opset16.avg_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["exclude_pad"], case["rounding_type"],
            case["auto_pad"], dilations=case["dilations"])
    elif op.startswith("avgpool"):
        avg_pool = opset14.avg_pool if op == "avgpool14" else opset1.avg_pool
        node = avg_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["exclude_pad"], case["rounding_type"],
            case["auto_pad"])
    elif op == "maxpool1":
        node = opset1.max_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["rounding_type"], case["auto_pad"])
    else:
        max_pool = opset14.max_pool if op == "maxpool14" else opset8.max_pool
        node = max_pool(
            params[0], case["strides"], case["dilations"], case["pads_begin"],
            case["pads_end"], case["kernel"], case["rounding_type"],
            case["auto_pad"], case["index_element_type"], case["axis"])
    return ov.Model(node.outputs(), params)


def to_tensor(array, etype):
    if etype == "bf16":
        t = ov.Tensor(Type.bf16, list(array.shape))
        t.data.view(np.uint16)[...] = array
        return t
    return ov.Tensor(np.ascontiguousarray(array))


def from_tensor(tensor):
    data = tensor.data
    if tensor.element_type == Type.bf16:
        return data.view(np.uint16).copy()
    return data.copy()


def evaluate(case, roialign_version=None):
    """OpenVINO's reference: Model.evaluate on the model with every input
    dim static (the CPU plugin gets the dynamic dims). In 2026.4.1 evaluate
    corrupts the heap when it has to resize an output tensor, and on a model
    with dynamic input dims it returns MaxPool-8's indices as an empty tensor
    and then crashes (docs/semantics.md 5.3)."""
    model = build(case, static=True, roialign_version=roialign_version)
    outputs = [ov.Tensor(o.get_element_type(), o.get_shape()) for o in model.outputs]
    inputs = [to_tensor(a, t) for a, t in zip(case["inputs"], input_types(case))]
    if not model.evaluate(outputs, inputs):
        raise RuntimeError("Model.evaluate returned false")
    return [from_tensor(o) for o in outputs]


class CPUPlugin:
    def __init__(self):
        self.core = ov.Core()

    def run(self, case):
        model = build(case, static=False)
        # f32: without the hint, processors with bf16 units run f32 models in
        # bf16. One thread: the oracle runs two of these processes.
        compiled = self.core.compile_model(
            model, "CPU", {"INFERENCE_PRECISION_HINT": "f32", "INFERENCE_NUM_THREADS": 1})
        request = compiled.create_infer_request()
        inputs = [to_tensor(a, t) for a, t in zip(case["inputs"], input_types(case))]
        request.infer(inputs)
        return [from_tensor(request.get_output_tensor(i))
                for i in range(len(compiled.outputs))]


def _to_f32(array, etype):
    if etype == "bf16":
        return cases.bf16_bits_to_f32(array)
    return np.asarray(array).astype(np.float32)


def _modelled_roi_align(case):
    """ROIAlign-3/9 by examples/reference.py as Model.evaluate computes it
    (f16 rounded by ov::float16's rule, docs/semantics.md 3.6), in the
    case's storage."""
    return cases.modelled_roi_align(reference, case, ov_float16=True)


def _divisor_zero(case):
    """Where AvgPool divides by 0: windows without an input tap, unless the
    padding counts (exclude_pad false and a resolved pad non-zero)."""
    x = case["inputs"][0]
    dilations = case.get("dilations") or [1] * len(case["kernel"])
    pads = [reference.resolve_pads(d, k, s, dil, pb, pe, case["auto_pad"])
            for d, k, s, dil, pb, pe in zip(x.shape[2:], case["kernel"], case["strides"],
                                            dilations, case["pads_begin"], case["pads_end"])]
    ones = dict(case, etype="f32", exclude_pad=True,
                inputs=[np.ones(x.shape, np.float32)])
    empty = cases.modelled_avg_pool(reference, ones) == 0
    if not case["exclude_pad"] and any(p != 0 for pair in pads for p in pair):
        return np.zeros_like(empty)
    return empty


def _avg_pool_reference(case, plugin):
    """examples/reference.py, which on f32 must equal the CPU plugin bit for
    bit wherever the divisor is not 0; there OpenVINO's reference gives 0
    and the plugin divides 0 by 0 (NaN, or -0) (docs/semantics.md 7.3)."""
    modelled = cases.modelled_avg_pool(reference, case)
    if case["etype"] == "f32":
        cpu = plugin.run(case)[0]
        zero = _divisor_zero(case)
        if not _same_bits(np.where(zero, 0, modelled), np.where(zero, 0, cpu), "f32"):
            raise RuntimeError("examples/reference.py differs from the CPU plugin on f32")
    return [modelled]


def _roi_rotated_reference(case, plugin):
    """examples/reference.py, which must equal the CPU plugin bit for bit
    (the plugin runs OpenVINO's reference kernel, docs/semantics.md 8.5)."""
    try:
        modelled = cases.modelled_roi_rotated(reference, case)
    except reference.Refused as e:
        return cases.REJECTS + "OpenVINO's kernel asserts or reads out of bounds (%s)" % e
    cpu = plugin.run(case)[0]
    if not _same_bits(modelled, cpu, "f32"):
        raise RuntimeError("examples/reference.py differs from the CPU plugin")
    return [modelled]


def _roi_pooling_reference(case, plugin):
    """examples/reference.py, which must equal the CPU plugin bit for bit
    (docs/semantics.md 9.5); where it refuses, the plugin is not run (it
    reads out of bounds)."""
    try:
        modelled = cases.modelled_roi_pooling(reference, case)
    except reference.Refused as e:
        return cases.REJECTS + "OpenVINO reads out of bounds or overflows (%s)" % e
    cpu = plugin.run(case)[0]
    if not _same_bits(modelled, cpu, "f32"):
        raise RuntimeError("examples/reference.py differs from the CPU plugin")
    return [modelled]


def reference_outputs(case, plugin=None):
    """Model.evaluate, or for ROIAlign-9 (which it does not evaluate) the
    v3 model (asymmetric) or examples/reference.py, which must agree with
    v3's evaluate on every asymmetric case; for AvgPool (no evaluate either)
    examples/reference.py, checked against the CPU plugin on f32."""
    if case["op"].startswith("avgpool"):
        return _avg_pool_reference(case, plugin)
    if case["op"] == "roirotated15":
        return _roi_rotated_reference(case, plugin)
    if case["op"] == "roipooling2":
        return _roi_pooling_reference(case, plugin)
    if case["op"] != "roialign9":
        return evaluate(case)
    try:
        modelled = _modelled_roi_align(case)
    except reference.Refused as e:
        return cases.REJECTS + "OpenVINO's kernel asserts (%s)" % e
    if case["aligned_mode"] != "asymmetric":
        return [modelled]
    outputs = evaluate(case, roialign_version=3)
    if not _same_bits(modelled, outputs[0], case["etype"]):
        raise RuntimeError("examples/reference.py differs from ROIAlign-3's evaluate")
    return outputs


def _same_bits(a, b, etype):
    """Bit for bit, except that a NaN equals any NaN (as the oracle compares)."""
    a, b = _to_f32(a, etype), _to_f32(b, etype)
    nan = np.isnan(a)
    return a.shape == b.shape and bool(np.array_equal(nan, np.isnan(b))) and bool(
        np.array_equal(a[~nan].view(np.uint32), b[~nan].view(np.uint32)))


def run_case(case, plugin, judges=("reference", "cpu")):
    """{"reference": outputs, cases.REJECTS... or error text, "cpu": outputs or
    error text}, for the judges named."""
    result = {}
    for name, fn in (("reference", lambda c: reference_outputs(c, plugin)),
                     ("cpu", plugin.run)):
        if name not in judges:
            continue
        if name == "cpu" and case["op"] in ("roirotated15", "roipooling2") and str(
                result.get("reference", "")).startswith(cases.REJECTS):
            # A negative adaptive count: the plugin may skip its assert and
            # corrupt the process's heap (docs/semantics.md 8.5).
            result[name] = "unsupported: not run (OpenVINO's kernel asserts)"
            continue
        try:
            result[name] = fn(case)
        except Exception as e:  # OpenVINO reports unsupported cases this way
            lines = [l for l in str(e).splitlines() if l.strip()]
            result[name] = "unsupported: " + (lines[-1] if lines else type(e).__name__)
    return result
