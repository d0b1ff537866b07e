# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIAlignRotated-15 in the oracle, from a stream of its own, f32: its
reference is examples/reference.py, held to the CPU plugin bit for bit
(Model.evaluate has no kernel, docs/semantics.md 8.5)."""

import numpy as np

from cases import BATCH_INDEX_TYPES, ELEMENT, REJECTS, data_for, dynamic_mask
from families import Family, register
from ours import any_type

# ROIAlignRotated-15: the CPU plugin judges f32 (Model.evaluate has no
# kernel); a share of its own, from a stream of its own.
ROTATED_SHARE = 0.12


def gen_roi_rotated(rng):
    """ROIAlignRotated-15: boxes inside, partly and wholly outside the map,
    of zero, tiny and negative size (adaptive counts of 0; below -1 OpenVINO
    asserts), angles in [-7, 7] radians and exact multiples of pi/2."""
    n, c = int(rng.integers(1, 3)), int(rng.integers(1, 4))
    h, w = int(rng.integers(1, 10)), int(rng.integers(1, 10))
    r = int(rng.integers(1, 5))
    scale = float(np.float32(rng.choice([1.0, 1.0, 0.5, 0.25, 2.0,
                                         float(rng.uniform(0.05, 2.0))])))
    boxes = []
    for _ in range(r):
        kind = rng.choice(["inside", "inside", "partly", "outside", "empty",
                           "negative"])
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        bw, bh = rng.uniform(0.2, w + 2), rng.uniform(0.2, h + 2)
        if kind == "partly":
            cx, cy = rng.uniform(-3, w + 3), rng.uniform(-3, h + 3)
        elif kind == "outside":
            cx = rng.choice([rng.uniform(-20, -6), rng.uniform(w + 6, w + 20)])
        elif kind == "empty":
            bw, bh = (0.0, bh) if rng.random() < 0.5 else (bw, 0.0)
        elif kind == "negative":
            bw = -rng.uniform(0, 4)
        angle = rng.choice([rng.uniform(-7, 7), rng.integers(-4, 5) * np.pi / 2])
        boxes.append([cx, cy, bw, bh, angle])
    rois = np.asarray(boxes, np.float64)
    rois[:, :4] /= scale
    rois = rois.astype(np.float32)
    index_type = str(rng.choice(BATCH_INDEX_TYPES))
    case = {
        "op": "roirotated15",
        "etype": "f32",
        "index_type": index_type,
        "pooled_h": int(rng.integers(1, 5)),
        "pooled_w": int(rng.integers(1, 5)),
        "sampling_ratio": int(rng.choice([0, 0, 1, 2, 3])),
        "spatial_scale": scale,
        "clockwise_mode": bool(rng.random() < 0.5),
        "inputs": [
            data_for(rng, [n, c, h, w], "f32"),
            rois,
            rng.integers(0, n, r).astype(ELEMENT[index_type][0]),
        ],
        "dynamic": [dynamic_mask(rng, 4), dynamic_mask(rng, 2, keep=(1,)), [False]],
    }
    # The batch indices' R is dynamic where the rois' is (no draw).
    if case["dynamic"][1][0]:
        case["dynamic"][2] = [True]
    return case


def modelled_roi_rotated(reference, case):
    """A ROIAlignRotated case by examples/reference.py; raises
    reference.Refused where OpenVINO's kernel asserts."""
    data, rois, indices = case["inputs"]
    return reference.roi_align_rotated(
        data, rois, np.asarray(indices).astype(np.int64), case["pooled_h"],
        case["pooled_w"], case["sampling_ratio"], np.float32(case["spatial_scale"]),
        case["clockwise_mode"])


def reference(case, plugin, side):
    """examples/reference.py, which must equal the CPU plugin bit for bit
    (the plugin runs OpenVINO's reference kernel, docs/semantics.md 8.5)."""
    try:
        modelled = modelled_roi_rotated(side.reference, case)
    except side.reference.Refused as e:
        return REJECTS + "OpenVINO's kernel asserts or reads out of bounds (%s)" % e
    cpu = plugin.run(case)[0]
    if not side.same_bits(modelled, cpu, "f32"):
        raise RuntimeError("examples/reference.py differs from the CPU plugin")
    return [modelled]


def node(case, params):
    import openvino.opset15 as opset15
    return opset15.roi_align_rotated(
        params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
        case["sampling_ratio"], case["spatial_scale"], case["clockwise_mode"])


def function(name, case, types):
    out = any_type(4, ELEMENT[case["etype"]][1])
    body = (
        "  %%0 = ov.roi_align_rotated_v15 %%d, %%r, %%i pooled_h = %d pooled_w = %d "
        "sampling_ratio = %d spatial_scale = %.9e clockwise_mode = %s : %s -> %s\n"
        "  return %%0 : %s\n" % (
            case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
            case["spatial_scale"], "true" if case["clockwise_mode"] else "false",
            ", ".join(types), out, out))
    args = "%%d: %s, %%r: %s, %%i: %s" % tuple(types)
    return "func.func @%s(%s) -> %s {\n%s}\n" % (name, args, out, body)


register(Family(
    name="ROIAlignRotated",
    ops=("roirotated15",),
    input_types=lambda case: [case["etype"], case["etype"], case["index_type"]],
    node=node,
    reference=reference,
    function=function,
    stream=(31, ROTATED_SHARE, gen_roi_rotated),
    # A negative adaptive count: the plugin may skip its assert and corrupt
    # the process's heap (docs/semantics.md 8.5).
    cpu_after_reject=False))
