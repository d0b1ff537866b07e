# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""One-layer models as ov dialect text, and inputs for them.

Shared by the export test (a) and the OpenVINO-saved-model test (b): a case is
a dict of op attributes and input shapes; `mlir_text` writes it for ov-opt /
ov-translate / ov-run, `inputs_for` draws the inputs (in-range batch indices,
boxes inside, partly outside and degenerate, all finite).
"""

import numpy as np

FLOAT_TYPES = {"f32": np.float32, "f16": np.float16, "f64": np.float64}
INT_TYPES = {"i8": np.int8, "i32": np.int32, "i64": np.int64, "ui8": np.uint8}
NUMPY = {**FLOAT_TYPES, **INT_TYPES}


def dims_text(shape):
    return "x".join("?" if d is None or d < 0 else str(d) for d in shape)


def tensor(shape, dtype):
    return f"tensor<{dims_text(shape)}x{dtype}>" if shape else f"tensor<{dtype}>"


def ilist(values):
    return "[" + ", ".join(str(v) for v in values) + "]"


def mlir_text(case):
    """A module with one function `@case` holding the case's op."""
    op = case["op"]
    if op.startswith("max_pool"):
        x = tensor(case["shape"], case["dtype"])
        attrs = (f"kernel = {ilist(case['kernel'])} strides = {ilist(case['strides'])} "
                 f"pads_begin = {ilist(case['pads_begin'])} pads_end = {ilist(case['pads_end'])}")
        if op != "max_pool_v1":
            attrs += f" dilations = {ilist(case['dilations'])}"
        attrs += f" rounding_type = {case['rounding_type']} auto_pad = {case['auto_pad']}"
        if op != "max_pool_v1":
            attrs += f" index_element_type = {case['index_type']} axis = {case['axis']}"
            rank = len(case["shape"])
            out = tensor([None] * rank, case["dtype"])
            idx = tensor([None] * rank, case["index_type"])
            return (f"func.func @case(%x: {x}) -> ({out}, {idx}) {{\n"
                    f"  %v, %i = ov.{op} %x {attrs} : {x} -> {out}, {idx}\n"
                    f"  return %v, %i : {out}, {idx}\n}}\n")
        out = tensor([None] * len(case["shape"]), case["dtype"])
        return (f"func.func @case(%x: {x}) -> {out} {{\n"
                f"  %v = ov.max_pool_v1 %x {attrs} : {x} -> {out}\n"
                f"  return %v : {out}\n}}\n")
    data = tensor(case["data"], case["dtype"])
    rois = tensor(case["rois"], case["dtype"])
    batch = tensor(case["batch"], case["index_type"])
    out = tensor([None] * 4, case["dtype"])
    mode = case["mode"]
    if "aligned_mode" in case:
        mode += f" aligned_mode = {case['aligned_mode']}"
    return (f"func.func @case(%d: {data}, %r: {rois}, %b: {batch}) -> {out} {{\n"
            f"  %0 = ov.{op} %d, %r, %b pooled_h = {case['pooled_h']} "
            f"pooled_w = {case['pooled_w']} sampling_ratio = {case['sampling_ratio']} "
            f"spatial_scale = {float(case['spatial_scale']):e} mode = {mode} "
            f": {data}, {rois}, {batch} -> {out}\n"
            f"  return %0 : {out}\n}}\n")


def random_pool_case(rng, op):
    rank = int(rng.choice([3, 4, 5]))
    k = rank - 2
    spatial = [int(rng.integers(4, 12)) for _ in range(k)]
    case = {
        "op": op,
        "dtype": str(rng.choice(["f32", "f16", "i32", "i8", "ui8", "i64", "f64"])),
        "shape": [int(rng.integers(1, 3)), int(rng.integers(1, 4))] + spatial,
        "kernel": [int(rng.integers(1, 4)) for _ in range(k)],
        "strides": [int(rng.integers(1, 4)) for _ in range(k)],
        "pads_begin": [int(rng.integers(0, 2)) for _ in range(k)],
        "pads_end": [int(rng.integers(0, 2)) for _ in range(k)],
        "dilations": [int(rng.integers(1, 3)) if op != "max_pool_v1" else 1 for _ in range(k)],
        "rounding_type": str(rng.choice(["floor", "ceil"] + ["ceil_torch"] * 2 * (op == "max_pool_v14"))),
        "auto_pad": str(rng.choice(["explicit", "valid", "same_upper", "same_lower"])),
        "index_type": str(rng.choice(["i32", "i64"])),
        "axis": int(rng.integers(-rank, rank)),
    }
    # Pads must stay below the kernel for OpenVINO's CPU plugin (a window
    # entirely in the padding has no value there).
    for i in range(k):
        dk = (case["kernel"][i] - 1) * case["dilations"][i] + 1
        case["pads_begin"][i] = min(case["pads_begin"][i], dk - 1)
        case["pads_end"][i] = min(case["pads_end"][i], dk - 1)
        case["shape"][2 + i] = max(case["shape"][2 + i], dk)
    return case


def random_roi_case(rng, op="roi_align_v3"):
    n, c = int(rng.integers(1, 3)), int(rng.integers(1, 5))
    h, w = int(rng.integers(4, 16)), int(rng.integers(4, 16))
    r = int(rng.integers(1, 6))
    case = {
        "op": op,
        "dtype": str(rng.choice(["f32", "f16"])),
        "data": [n, c, h, w], "rois": [r, 4], "batch": [r],
        "index_type": str(rng.choice(["i32", "i64"])),
        "pooled_h": int(rng.integers(1, 4)), "pooled_w": int(rng.integers(1, 4)),
        "sampling_ratio": int(rng.integers(0, 3)),
        "spatial_scale": float(rng.choice([1.0, 0.5, 0.25, 2.0])),
        "mode": str(rng.choice(["avg", "max"])),
    }
    if op == "roi_align_v9":
        case["aligned_mode"] = str(rng.choice(["asymmetric", "half_pixel_for_nn", "half_pixel"]))
    return case


def concrete(shape, rng, default=5):
    return [default if d is None or d < 0 else d for d in shape]


def draw(rng, shape, dtype):
    np_type = NUMPY[dtype]
    if dtype in FLOAT_TYPES:
        # Distinct, exactly representable values (no ties between precisions).
        return (rng.permutation(np.prod(shape, dtype=np.int64)).reshape(shape)
                .astype(np.float64) / 4 - 20).astype(np_type)
    info = np.iinfo(np_type)
    lo, hi = max(info.min, -100), min(info.max, 100)
    return rng.integers(lo, hi + 1, size=shape).astype(np_type)


def roi_inputs(rng, data_shape, r, dtype, index_dtype, spatial_scale, aligned=False):
    """Boxes and batch indices. `aligned` (ROIAlign-9's half-pixel modes): no
    degenerate boxes, which give 0 there (no samples) but NaN in OpenVINO's
    CPU plugin (0/0); the oracle (oracle.py) covers them against the
    reference."""
    n, _, h, w = data_shape
    np_type = NUMPY[dtype]
    boxes = []
    for _ in range(r):
        kind = rng.integers(0, 4)
        x1, y1 = rng.uniform(0, w - 1), rng.uniform(0, h - 1)
        x2, y2 = rng.uniform(x1, w), rng.uniform(y1, h)
        if kind == 1:   # partly outside
            x2, y2 = x2 + w / 2, y2 + h / 3
        elif kind == 2 and not aligned:  # degenerate
            x2, y2 = x1, y1
        boxes.append([x1, y1, x2, y2])
    # Box coordinates are in input-image units: divide by spatial_scale.
    rois = (np.array(boxes) / spatial_scale).astype(np_type)
    batch = rng.integers(0, n, size=r).astype(NUMPY[index_dtype])
    return rois, batch
