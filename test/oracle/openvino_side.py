# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A case as a one-layer OpenVINO model, run through OpenVINO's reference
evaluation (Model.evaluate) and through its CPU plugin (f32 precision hint).
The node and the reference outputs are the case's family's (families/<f>.py):
where Model.evaluate has no kernel (ROIAlign-9, AvgPool, ROIAlignRotated-15,
ROIPooling-2) the reference is examples/reference.py, held to what OpenVINO
does evaluate (v3's evaluate, the CPU plugin)."""

import os
import sys

import numpy as np
import openvino as ov
import openvino.opset8 as opset8
from openvino import PartialShape, Type

import cases
import families

# The project's one Python reference (examples/reference.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "examples"))
import reference  # noqa: E402,F401  (the families' reference functions read it here)

OV_TYPE = {
    "f32": Type.f32, "f16": Type.f16, "bf16": Type.bf16, "i8": Type.i8,
    "u8": Type.u8, "i16": Type.i16, "u16": Type.u16, "i32": Type.i32,
    "u32": Type.u32, "i64": Type.i64, "u64": Type.u64,
}


def input_types(case):
    return families.of(case).input_types(case)


def build(case, static):
    """The model; `static` gives every input its concrete shape, else the
    case's dynamic dims are -1."""
    params = []
    for array, etype, dyn in zip(case["inputs"], input_types(case), case["dynamic"]):
        dims = [-1 if (d and not static) else s for s, d in zip(array.shape, dyn)]
        params.append(opset8.parameter(PartialShape(dims), OV_TYPE[etype]))
    return ov.Model(families.of(case).node(case, params).outputs(), params)


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


def evaluate(case):
    """OpenVINO's reference: Model.evaluate on the model with every input
    dim static (the CPU plugin gets the dynamic dims). In 2026.4.1 evaluate
    corrupts the heap when it has to resize an output tensor, and on a model
    with dynamic input dims it returns MaxPool-8's indices as an empty tensor
    and then crashes (docs/semantics.md 5.3)."""
    model = build(case, static=True)
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


def reference_outputs(case, plugin=None):
    """OpenVINO's reference outputs of the case, by its family
    (families/<f>.py): Model.evaluate where it has a kernel, else
    examples/reference.py held to what OpenVINO does evaluate."""
    return families.of(case).reference(case, plugin, sys.modules[__name__])


def same_bits(a, b, etype):
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
        if name == "cpu" and not families.of(case).cpu_after_reject and str(
                result.get("reference", "")).startswith(cases.REJECTS):
            result[name] = "unsupported: not run (OpenVINO's kernel asserts)"
            continue
        try:
            result[name] = fn(case)
        except Exception as e:  # OpenVINO reports unsupported cases this way
            lines = [l for l in str(e).splitlines() if l.strip()]
            result[name] = "unsupported: " + (lines[-1] if lines else type(e).__name__)
    return result
