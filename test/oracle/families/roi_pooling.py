# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIPooling-2 in the oracle, from a stream of its own, f32: its reference
is examples/reference.py, held to the CPU plugin bit for bit
(docs/semantics.md 9.5). Two inputs: the boxes' column 0 is the image."""

import numpy as np

from cases import ELEMENT, REJECTS, data_for, dynamic_mask
from families import Family, register
from ours import any_type

# ROIPooling-2's share, from its own stream ([seed, k, 32]), after the others.
ROIPOOLING_SHARE = 0.1


def gen_roi_pooling(rng):
    """ROIPooling-2, f32 (the CPU plugin's type, docs/semantics.md 9.5): max
    boxes in image coordinates inside, partly and wholly outside the map,
    inverted and one pixel wide, scales with .5 products (rounding away from
    zero); bilinear boxes normalised in [-0.3, 1.3] (outside: 0); fractional
    batch indices."""
    n, c = int(rng.integers(1, 3)), int(rng.integers(1, 6))
    h, w = int(rng.integers(1, 10)), int(rng.integers(1, 10))
    r = int(rng.integers(1, 5))
    method = str(rng.choice(["max", "bilinear"]))
    scale = float(np.float32(rng.choice([1.0, 0.5, 0.25, 0.0625, 2.0,
                                         float(rng.uniform(0.05, 2.0))])))
    batch = rng.integers(0, n, r) + rng.choice([0.0, 0.25, 0.75], r)
    if method == "max":
        corners = rng.uniform(-3, max(h, w) + 3, (r, 4)) / scale
        halves = rng.random((r, 4)) < 0.3
        corners[halves] = (np.round(corners[halves] * scale * 2) + 1) / 2 / scale
    else:
        corners = rng.uniform(-0.3, 1.3, (r, 4))
        inside = rng.random(r) < 0.5
        corners[inside] = rng.uniform(0, 1, (int(inside.sum()), 4))
    rois = np.concatenate([batch[:, None], corners], 1).astype(np.float32)
    return {
        "op": "roipooling2",
        "etype": "f32",
        "pooled_h": int(rng.integers(1, 5)),
        "pooled_w": int(rng.integers(1, 5)),
        "spatial_scale": scale,
        "method": method,
        "inputs": [data_for(rng, [n, c, h, w], "f32"), rois],
        "dynamic": [dynamic_mask(rng, 4), dynamic_mask(rng, 2, keep=(1,))],
    }


def modelled_roi_pooling(reference, case):
    """A ROIPooling case by examples/reference.py; raises reference.Refused
    where OpenVINO reads out of bounds or overflows (docs/semantics.md 9.4)."""
    data, rois = case["inputs"]
    return reference.roi_pooling(data, rois, case["pooled_h"], case["pooled_w"],
                                 np.float32(case["spatial_scale"]), case["method"])


def reference(case, plugin, side):
    """examples/reference.py, which must equal the CPU plugin bit for bit
    (docs/semantics.md 9.5); where it refuses, the plugin is not run (it
    reads out of bounds)."""
    try:
        modelled = modelled_roi_pooling(side.reference, case)
    except side.reference.Refused as e:
        return REJECTS + "OpenVINO reads out of bounds or overflows (%s)" % e
    cpu = plugin.run(case)[0]
    if not side.same_bits(modelled, cpu, "f32"):
        raise RuntimeError("examples/reference.py differs from the CPU plugin")
    return [modelled]


def node(case, params):
    import openvino.opset2 as opset2
    return opset2.roi_pooling(
        params[0], params[1], [case["pooled_h"], case["pooled_w"]],
        case["spatial_scale"], case["method"])


def function(name, case, types):
    out = any_type(4, ELEMENT[case["etype"]][1])
    body = (
        "  %%0 = ov.roi_pooling_v2 %%d, %%r pooled_h = %d pooled_w = %d "
        "spatial_scale = %.9e method = \"%s\" : %s -> %s\n"
        "  return %%0 : %s\n" % (
            case["pooled_h"], case["pooled_w"], case["spatial_scale"],
            case["method"], ", ".join(types), out, out))
    args = "%%d: %s, %%r: %s" % tuple(types)
    return "func.func @%s(%s) -> %s {\n%s}\n" % (name, args, out, body)


register(Family(
    name="ROIPooling",
    ops=("roipooling2",),
    input_types=lambda case: [case["etype"], case["etype"]],
    node=node,
    reference=reference,
    function=function,
    stream=(32, ROIPOOLING_SHARE, gen_roi_pooling),
    # Where the reference refuses, the plugin reads out of bounds.
    cpu_after_reject=False))
