# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""AvgPool-1/14/16 in the oracle, from a stream of its own: Model.evaluate
has no kernel (docs/semantics.md 7.3), so its reference is
examples/reference.py, held to the CPU plugin on f32."""

import numpy as np

from cases import bf16_bits_to_f32, data_for, dynamic_mask, ELEMENT, f32_to_bf16_bits
from families import Family, register
from ours import any_type, ints

# AvgPool: Model.evaluate has no kernel (docs/semantics.md 7.3); the CPU
# plugin judges f32 (and refuses i32/i64); f32 most often.
AVGPOOL_TYPES = ("f32", "f32", "f32", "f16", "bf16", "i8", "u8", "i32", "i64")
# The share of cases that are AvgPool, drawn from a stream of their own so
# that every other case keeps its values.
AVGPOOL_SHARE = 0.15


def gen_avgpool(rng, version):
    """AvgPool-1/14/16: every auto_pad x rounding_type, exclude_pad both ways
    (with it, explicit pads below the dilated kernel, docs/semantics.md 7.2),
    AvgPool-16 with dilations 1-3 (7.4)."""
    spatial = int(rng.integers(1, 4))
    etype = str(rng.choice(AVGPOOL_TYPES))
    kernel = [int(k) for k in rng.integers(1, 4, spatial)]
    strides = [int(s) for s in rng.integers(1, 4, spatial)]
    dilations = [int(d) for d in rng.integers(1, 4, spatial)] if version == 16 else [1] * spatial
    spans = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    exclude_pad = bool(rng.random() < 0.5)
    auto_pad = str(rng.choice(["explicit", "explicit", "same_upper", "same_lower", "valid"]))
    rounding = str(rng.choice(["floor", "ceil"] + ["ceil_torch"] * 2 * (version != 1)))
    most = [k if exclude_pad else k + 1 for k in spans]
    pads_begin = [int(rng.integers(0, m)) for m in most]
    pads_end = [int(rng.integers(0, m)) for m in most]
    max_dim = {1: 16, 2: 9, 3: 6}[spatial]
    dims = []
    for a in range(spatial):
        low = 1
        if auto_pad == "valid":
            low = spans[a]
        elif auto_pad == "explicit":
            low = max(1, spans[a] - pads_begin[a] - pads_end[a])
        dims.append(int(rng.integers(low, max(low, max_dim) + 1)))
    shape = [int(rng.integers(1, 3)), int(rng.integers(1, 4))] + dims
    case = {
        "op": "avgpool%d" % version,
        "etype": etype,
        "kernel": kernel,
        "strides": strides,
        "pads_begin": pads_begin,
        "pads_end": pads_end,
        "exclude_pad": exclude_pad,
        "auto_pad": auto_pad,
        "rounding_type": rounding,
        "inputs": [data_for(rng, shape, etype)],
        "dynamic": [dynamic_mask(rng, len(shape))],
    }
    if version == 16:
        case["dilations"] = dilations
    return case


def modelled_avg_pool(reference, case):
    """An AvgPool case by examples/reference.py, in the case's storage."""
    x = case["inputs"][0]
    bf16 = case["etype"] == "bf16"
    if bf16:
        x = bf16_bits_to_f32(x)
    out = reference.avg_pool(
        x, case["kernel"], case["strides"], case["pads_begin"], case["pads_end"],
        case["rounding_type"], case["exclude_pad"], case["auto_pad"], bf16=bf16,
        dilations=case.get("dilations"))
    return f32_to_bf16_bits(out) if bf16 else out


def _divisor_zero(case, reference):
    """Where AvgPool divides by 0: windows without an input tap, unless the
    padding counts (exclude_pad false and a resolved pad non-zero)."""
    x = case["inputs"][0]
    dilations = case.get("dilations") or [1] * len(case["kernel"])
    pads = [reference.resolve_pads(d, k, s, dil, pb, pe, case["auto_pad"])
            for d, k, s, dil, pb, pe in zip(x.shape[2:], case["kernel"], case["strides"],
                                            dilations, case["pads_begin"], case["pads_end"])]
    ones = dict(case, etype="f32", exclude_pad=True,
                inputs=[np.ones(x.shape, np.float32)])
    empty = modelled_avg_pool(reference, ones) == 0
    if not case["exclude_pad"] and any(p != 0 for pair in pads for p in pair):
        return np.zeros_like(empty)
    return empty


def reference(case, plugin, side):
    """examples/reference.py, which on f32 must equal the CPU plugin bit for
    bit wherever the divisor is not 0; there OpenVINO's reference gives 0
    and the plugin divides 0 by 0 (NaN, or -0) (docs/semantics.md 7.3)."""
    modelled = modelled_avg_pool(side.reference, case)
    if case["etype"] == "f32":
        cpu = plugin.run(case)[0]
        zero = _divisor_zero(case, side.reference)
        if not side.same_bits(np.where(zero, 0, modelled), np.where(zero, 0, cpu), "f32"):
            raise RuntimeError("examples/reference.py differs from the CPU plugin on f32")
    return [modelled]


def node(case, params):
    import openvino.opset1 as opset1
    import openvino.opset14 as opset14
    import openvino.opset16 as opset16
    if case["op"] == "avgpool16":
        return opset16.avg_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["exclude_pad"], case["rounding_type"],
            case["auto_pad"], dilations=case["dilations"])
    avg_pool = opset14.avg_pool if case["op"] == "avgpool14" else opset1.avg_pool
    return avg_pool(
        params[0], case["strides"], case["pads_begin"], case["pads_end"],
        case["kernel"], case["exclude_pad"], case["rounding_type"],
        case["auto_pad"])


def function(name, case, types):
    out = any_type(case["inputs"][0].ndim, ELEMENT[case["etype"]][1])
    attrs = "kernel = %s strides = %s pads_begin = %s pads_end = %s" % (
        ints(case["kernel"]), ints(case["strides"]), ints(case["pads_begin"]),
        ints(case["pads_end"]))
    if case["op"] == "avgpool16":
        attrs += " dilations = %s" % ints(case["dilations"])
    attrs += " exclude_pad = %s rounding_type = %s auto_pad = %s" % (
        "true" if case["exclude_pad"] else "false", case["rounding_type"],
        case["auto_pad"])
    return ("func.func @%s(%%x: %s) -> %s {\n"
            "  %%0 = ov.avg_pool_v%s %%x %s : %s -> %s\n"
            "  return %%0 : %s\n}\n" % (name, types[0], out,
                                         case["op"][len("avgpool"):], attrs,
                                         types[0], out, out))


register(Family(
    name="AvgPool",
    ops=("avgpool1", "avgpool14", "avgpool16"),
    input_types=lambda case: [case["etype"]],
    node=node,
    reference=reference,
    function=function,
    stream=(30, AVGPOOL_SHARE, lambda rng: gen_avgpool(rng, int(rng.choice([1, 14, 16]))))))
