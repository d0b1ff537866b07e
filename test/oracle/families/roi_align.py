# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIAlign-3/9 in the oracle: f32, f16 (tiny data too) and bf16, boxes of
every kind (gen_box), every aligned_mode; judged by Model.evaluate (v3), and
for v9, which it does not evaluate, by examples/reference.py held to v3's
evaluate on every asymmetric case."""

import numpy as np

from cases import (BATCH_INDEX_TYPES, ELEMENT, REJECTS, as_element, bf16_bits_to_f32, data_for,
                   dynamic_mask, tiny_f16_data)
from families import Family, register
from ours import any_type

ROIALIGN_TYPES = ("f32", "f16", "bf16")
# The share of f16 ROIAlign cases whose data is tiny (tiny_f16_data).
TINY_F16_SHARE = 0.5


def gen_box(rng, height, width, aligned):
    """One box in feature-map coordinates, of a random kind. In ROIAlign-9's
    aligned modes (no minimum box size) more degenerate and inverted boxes,
    some inverted by a lot (bins below -1: OpenVINO's kernel asserts when
    sampling_ratio is 0)."""
    kinds = ["inside", "inside", "partly", "outside", "degenerate", "inverted"]
    if aligned:
        kinds += ["degenerate", "inverted", "inverted_far"]
    kind = rng.choice(kinds)

    def span(size):
        if kind == "inside":
            a, b = np.sort(rng.uniform(0, size - 1 if size > 1 else 1, 2))
        elif kind == "partly":
            a, b = np.sort(rng.uniform(-3, size + 3, 2))
        elif kind == "outside":
            a = rng.choice([rng.uniform(-8, -1.5), rng.uniform(size + 1.5, size + 8)])
            b = a + rng.uniform(0, 3)
        elif kind == "degenerate":
            a = b = rng.uniform(-1, size)
        elif kind == "inverted":
            b, a = np.sort(rng.uniform(-1, size, 2))
        else:  # inverted_far, in one axis or both
            a = rng.uniform(-1, size)
            b = a - (rng.uniform(0, 10) if rng.random() < 0.7 else 0)
        return a, b

    x1, x2 = span(width)
    y1, y2 = span(height)
    return [x1, y1, x2, y2], str(kind)


def gen_roialign(rng, version):
    aligned_mode = "asymmetric"
    if version == 9:
        aligned_mode = str(rng.choice(["asymmetric", "half_pixel_for_nn", "half_pixel"]))
    etype = str(rng.choice(ROIALIGN_TYPES))
    n, c = int(rng.integers(1, 3)), int(rng.integers(1, 4))
    h, w = int(rng.integers(1, 9)), int(rng.integers(1, 9))
    r = int(rng.integers(1, 5))
    scale = float(
        np.float32(
            rng.choice([1.0, 1.0, 0.5, 0.25, 0.125, 2.0, float(rng.uniform(0.05, 2.0))])
        )
    )
    aligned = aligned_mode != "asymmetric"
    boxes, kinds = zip(*(gen_box(rng, h, w, aligned) for _ in range(r)))
    # Image coordinates: feature coordinates / spatial_scale.
    rois = np.asarray(boxes, np.float64) / scale
    rois = rois.astype(np.float32)
    if rng.random() < 0.3:  # quarter-pixel grid: exact ties and integers
        rois = np.round(rois * 4) / 4
    index_type = str(rng.choice(BATCH_INDEX_TYPES))
    batch = rng.integers(0, n, r).astype(ELEMENT[index_type][0])
    case = {
        "op": "roialign" if version == 3 else "roialign9",
        "etype": etype,
        "index_type": index_type,
        "pooled_h": int(rng.integers(1, 5)),
        "pooled_w": int(rng.integers(1, 5)),
        "sampling_ratio": int(rng.choice([0, 0, 1, 2, 3])),
        "spatial_scale": scale,
        "mode": str(rng.choice(["avg", "max"])),
        "box_kinds": list(kinds),
        "inputs": [
            data_for(rng, [n, c, h, w], etype),
            as_element(rois, etype),
            batch,
        ],
        "dynamic": [dynamic_mask(rng, 4), dynamic_mask(rng, 2, keep=(1,)), [False]],
    }
    if version == 9:
        case["aligned_mode"] = aligned_mode
        # asymmetric is the default: sometimes written, sometimes left out.
        case["print_default"] = bool(rng.random() < 0.5)
    # The batch indices' R is dynamic where the rois' is (no draw).
    if case["dynamic"][1][0]:
        case["dynamic"][2] = [True]
    # Drawn last, so that every other case keeps its values.
    if etype == "f16" and rng.random() < TINY_F16_SHARE:
        case["inputs"][0] = tiny_f16_data(rng, [n, c, h, w])
        case["tiny_data"] = True
    return case


def modelled_roi_align(reference, case, ov_float16=False):
    """A ROIAlign case by examples/reference.py (the module `reference`), in
    the case's storage; f16 rounds by IEEE, or with ov_float16 by
    ov::float16(float) as Model.evaluate does. Raises reference.Refused
    where OpenVINO's kernel asserts."""
    etype = case["etype"]
    data, rois = case["inputs"][:2]
    if etype == "bf16":
        data, rois = bf16_bits_to_f32(data), bf16_bits_to_f32(rois)
    out = reference.roi_align(
        data, rois, np.asarray(case["inputs"][2]).astype(np.int64),
        case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
        np.float32(case["spatial_scale"]), case["mode"],
        case.get("aligned_mode", "asymmetric"), bf16=etype == "bf16",
        ov_float16=ov_float16 and etype == "f16")
    return as_element(np.asarray(out, np.float32), etype)


def node(case, params):
    import openvino.opset3 as opset3
    import openvino.opset9 as opset9
    if case["op"] == "roialign":
        return opset3.roi_align(
            params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
            case["sampling_ratio"], case["spatial_scale"], case["mode"])
    return opset9.roi_align(
        params[0], params[1], params[2], case["pooled_h"], case["pooled_w"],
        case["sampling_ratio"], case["spatial_scale"], case["mode"],
        case["aligned_mode"])


def reference(case, plugin, side):
    """Model.evaluate; for ROIAlign-9 (which it does not evaluate) the v3
    model (asymmetric) or examples/reference.py as Model.evaluate computes
    (f16 rounded by ov::float16's rule, docs/semantics.md 3.6), which must
    agree with v3's evaluate on every asymmetric case."""
    if case["op"] == "roialign":
        return side.evaluate(case)
    try:
        modelled = modelled_roi_align(side.reference, case, ov_float16=True)
    except side.reference.Refused as e:
        return REJECTS + "OpenVINO's kernel asserts (%s)" % e
    if case["aligned_mode"] != "asymmetric":
        return [modelled]
    outputs = side.evaluate(dict(case, op="roialign"))
    if not side.same_bits(modelled, outputs[0], case["etype"]):
        raise RuntimeError("examples/reference.py differs from ROIAlign-3's evaluate")
    return outputs


def function(name, case, types):
    out = any_type(4, ELEMENT[case["etype"]][1])
    version, mode = "v3", case["mode"]
    if case["op"] == "roialign9":
        version = "v9"
        if case["aligned_mode"] != "asymmetric" or case["print_default"]:
            mode += " aligned_mode = " + case["aligned_mode"]
    body = (
        "  %%0 = ov.roi_align_%s %%d, %%r, %%i pooled_h = %d pooled_w = %d "
        "sampling_ratio = %d spatial_scale = %.9e mode = %s : %s -> %s\n"
        "  return %%0 : %s\n" % (
            version, case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
            case["spatial_scale"], mode, ", ".join(types), out, out))
    args = "%%d: %s, %%r: %s, %%i: %s" % tuple(types)
    return "func.func @%s(%s) -> %s {\n%s}\n" % (name, args, out, body)


register(Family(
    name="ROIAlign",
    ops=("roialign", "roialign9"),
    input_types=lambda case: [case["etype"], case["etype"], case["index_type"]],
    node=node,
    reference=reference,
    function=function,
    main=((0.8, lambda rng: gen_roialign(rng, 3)), (1.0, lambda rng: gen_roialign(rng, 9)))))
