"""A case as a one-layer OpenVINO model, run through OpenVINO's reference
evaluation (Model.evaluate) and through its CPU plugin (f32 precision hint)."""

import numpy as np
import openvino as ov
import openvino.opset1 as opset1
import openvino.opset3 as opset3
import openvino.opset8 as opset8
from openvino import PartialShape, Type

OV_TYPE = {
    "f32": Type.f32, "f16": Type.f16, "bf16": Type.bf16, "i8": Type.i8,
    "u8": Type.u8, "i16": Type.i16, "u16": Type.u16, "i32": Type.i32,
    "u32": Type.u32, "i64": Type.i64, "u64": Type.u64,
}


def input_types(case):
    if case["op"] == "roialign":
        return [case["etype"], case["etype"], case["index_type"]]
    return [case["etype"]]


def build(case, static):
    """The model; `static` gives every input its concrete shape, else the
    case's dynamic dims are -1."""
    params = []
    for array, etype, dyn in zip(case["inputs"], input_types(case), case["dynamic"]):
        dims = [-1 if (d and not static) else s for s, d in zip(array.shape, dyn)]
        params.append(opset8.parameter(PartialShape(dims), OV_TYPE[etype]))
    op = case["op"]
    if op == "roialign":
        node = opset3.roi_align(
            params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
            case["sampling_ratio"], case["spatial_scale"], case["mode"])
    elif op == "maxpool1":
        node = opset1.max_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["rounding_type"], case["auto_pad"])
    else:
        node = opset8.max_pool(
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


def run_case(case, plugin):
    """{"reference": outputs or error text, "cpu": outputs or error text}."""
    result = {}
    for name, fn in (("reference", evaluate), ("cpu", plugin.run)):
        try:
            result[name] = fn(case)
        except Exception as e:  # OpenVINO reports unsupported cases this way
            lines = [l for l in str(e).splitlines() if l.strip()]
            result[name] = "unsupported: " + (lines[-1] if lines else type(e).__name__)
    return result
