# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Seeded random cases for the OpenVINO oracle tests.

Case K of seed S is generated from numpy.random.default_rng([S, K]) alone, so
any case replays on its own (oracle.py --seed S --case K). A case is a plain
dict: the op ("maxpool1", "maxpool8", "maxpool14", "roialign" (ROIAlign-3),
"roialign9", "avgpool1", "avgpool14", "avgpool16", "roirotated15" (ROIAlignRotated-15),
"roipooling2" (ROIPooling-2)), its element type, its attributes, its input arrays (bf16 as uint16 bit patterns) and which input
dims are dynamic.
"""

import numpy as np

# Element types: numpy storage dtype and the MLIR spelling. OpenVINO's Python
# type names are the keys themselves.
ELEMENT = {
    "f32": (np.float32, "f32"),
    "f16": (np.float16, "f16"),
    "bf16": (np.uint16, "bf16"),  # bit patterns
    "i8": (np.int8, "i8"),
    "u8": (np.uint8, "ui8"),
    "i16": (np.int16, "i16"),
    "u16": (np.uint16, "ui16"),
    "i32": (np.int32, "i32"),
    "u32": (np.uint32, "ui32"),
    "i64": (np.int64, "i64"),
    "u64": (np.uint64, "ui64"),
}
FLOATS = ("f32", "f16", "bf16")

# How the reference's verdict starts when it rejects a case's input at run
# time (OpenVINO's kernel asserts): our compiled module must fail too.
REJECTS = "rejects: "

# The element types OpenVINO's reference evaluates (docs/semantics.md 1.8 and
# 3.1; confirmed with Model.evaluate in 2026.4.1: MaxPool-1 rejects i8/u8,
# neither op evaluates f64; bf16 evaluates through Model.evaluate).
MAXPOOL1_TYPES = ("f32", "f16", "bf16", "i32", "i64", "u32", "u64")
MAXPOOL8_TYPES = MAXPOOL1_TYPES + ("i8", "u8")
MAXPOOL14_TYPES = MAXPOOL8_TYPES
ROIALIGN_TYPES = ("f32", "f16", "bf16")
# AvgPool: Model.evaluate has no kernel (docs/semantics.md 7.3); the CPU
# plugin judges f32 (and refuses i32/i64); f32 most often.
AVGPOOL_TYPES = ("f32", "f32", "f32", "f16", "bf16", "i8", "u8", "i32", "i64")
# The share of cases that are AvgPool, drawn from a stream of their own so
# that every other case keeps its values.
AVGPOOL_SHARE = 0.15
# ROIAlignRotated-15: the CPU plugin judges f32 (Model.evaluate has no
# kernel); a share of its own, from a stream of its own.
ROTATED_SHARE = 0.12
# ROIPooling-2's share, from its own stream ([seed, k, 32]), after the others.
ROIPOOLING_SHARE = 0.1
BATCH_INDEX_TYPES = ("i32", "i64", "i32", "i64", "i8", "u8", "i16", "u16")
# The share of f16 ROIAlign cases whose data is tiny (tiny_f16_data).
TINY_F16_SHARE = 0.5


def f32_to_bf16_bits(values):
    """Round-to-nearest-even f32 -> bf16 bit patterns (only used to make
    inputs; every value so made is an exact bf16)."""
    u = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(values, np.float32))
    return np.where(nan, np.uint16(0x7FC0) | (rounded & 0x8000), rounded).astype(
        np.uint16
    )


def bf16_bits_to_f32(bits):
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def as_element(values_f32, etype):
    """f32 values as an array of `etype`'s storage (exactly representable)."""
    if etype == "bf16":
        return f32_to_bf16_bits(values_f32)
    return np.asarray(values_f32, np.float32).astype(ELEMENT[etype][0])


def float_data(rng, shape, etype):
    """Float data: small integers (ties), normals, or normals with NaN and
    +-Inf sprinkled in (sometimes whole planes of NaN)."""
    mode = rng.choice(["ties", "normal", "special", "special"])
    if mode == "ties":
        v = rng.integers(-4, 5, shape).astype(np.float32)
    else:
        v = (rng.standard_normal(shape) * rng.choice([1.0, 100.0])).astype(np.float32)
    if mode == "special":
        u = rng.random(shape)
        v[u < 0.08] = np.nan
        v[(u >= 0.08) & (u < 0.12)] = np.inf
        v[(u >= 0.12) & (u < 0.16)] = -np.inf
        if v.ndim >= 3 and rng.random() < 0.3:
            v[tuple(rng.integers(0, s) for s in v.shape[:2])] = np.nan
    return as_element(v, etype)


def tiny_f16_data(rng, shape):
    """f16 data of magnitude 10^-5.5 .. 10^-2.5 (f16's smallest normal is
    6.1e-5): ROIAlign's weighted products and sums then land in f16's
    subnormal range, where Model.evaluate's ov::float16 rounding differs from
    IEEE (docs/semantics.md 3.6)."""
    magnitude = 10.0 ** rng.uniform(-5.5, -2.5)
    return (rng.standard_normal(shape) * magnitude).astype(np.float32).astype(np.float16)


def int_data(rng, shape, etype):
    dtype = ELEMENT[etype][0]
    info = np.iinfo(dtype)
    if rng.random() < 0.5:  # ties
        lo = max(int(info.min), -4)
        return rng.integers(lo, lo + 9, shape, dtype=np.int64).astype(dtype)
    v = rng.integers(int(info.min), int(info.max), shape, dtype=dtype, endpoint=True)
    u = rng.random(shape)
    v[u < 0.1] = info.min
    v[u > 0.9] = info.max
    return v


def data_for(rng, shape, etype):
    if etype in FLOATS:
        return float_data(rng, shape, etype)
    return int_data(rng, shape, etype)


def dynamic_mask(rng, rank, keep=()):
    """Which dims are dynamic: none (most cases), some, or all."""
    u = rng.random()
    if u < 0.7:
        return [False] * rank
    if u < 0.9:
        return [bool(rng.random() < 0.5) and d not in keep for d in range(rank)]
    return [d not in keep for d in range(rank)]


def gen_maxpool(rng, version):
    spatial = int(rng.integers(1, 4))
    types = {1: MAXPOOL1_TYPES, 8: MAXPOOL8_TYPES, 14: MAXPOOL14_TYPES}[version]
    etype = str(rng.choice(types))
    kernel = [int(k) for k in rng.integers(1, 4, spatial)]
    strides = [int(s) for s in rng.integers(1, 4, spatial)]
    if version != 1 and rng.random() < 0.6:
        dilations = [int(d) for d in rng.integers(1, 4, spatial)]
    else:
        dilations = [1] * spatial
    auto_pad = str(rng.choice(["explicit", "explicit", "same_upper", "same_lower", "valid"]))
    # ceil_torch (v14 only) most often: it is what v14 adds.
    rounding = str(rng.choice(["floor", "ceil"] + ["ceil_torch"] * 2 * (version == 14)))
    dk = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    pads_begin = [int(rng.integers(0, x)) if x > 1 else 0 for x in dk]
    pads_end = [int(rng.integers(0, x)) if x > 1 else 0 for x in dk]
    max_dim = {1: 16, 2: 9, 3: 6}[spatial]
    dims = []
    for a in range(spatial):
        low = 1
        if auto_pad == "valid":
            low = dk[a]
        elif auto_pad == "explicit":
            low = max(1, dk[a] - pads_begin[a] - pads_end[a])
        dims.append(int(rng.integers(low, max(low, max_dim) + 1)))
    shape = [int(rng.integers(1, 3)), int(rng.integers(1, 4))] + dims
    rank = len(shape)
    case = {
        "op": "maxpool%d" % version,
        "etype": etype,
        "kernel": kernel,
        "strides": strides,
        "dilations": dilations,
        "pads_begin": pads_begin,
        "pads_end": pads_end,
        "auto_pad": auto_pad,
        "rounding_type": rounding,
        "inputs": [data_for(rng, shape, etype)],
        "dynamic": [dynamic_mask(rng, rank)],
    }
    if version != 1:
        case["index_element_type"] = str(rng.choice(["i32", "i64"]))
        case["axis"] = int(rng.integers(-rank, rank))
    return case


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
    # Drawn last, so that every other case keeps its values.
    if etype == "f16" and rng.random() < TINY_F16_SHARE:
        case["inputs"][0] = tiny_f16_data(rng, [n, c, h, w])
        case["tiny_data"] = True
    return case


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
    return {
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


def modelled_roi_rotated(reference, case):
    """A ROIAlignRotated case by examples/reference.py; raises
    reference.Refused where OpenVINO's kernel asserts."""
    data, rois, indices = case["inputs"]
    return reference.roi_align_rotated(
        data, rois, np.asarray(indices).astype(np.int64), case["pooled_h"],
        case["pooled_w"], case["sampling_ratio"], np.float32(case["spatial_scale"]),
        case["clockwise_mode"])


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


def generate(seed, k):
    rng = np.random.default_rng([seed, k])
    u = rng.random()
    if u < 0.18:
        case = gen_maxpool(rng, 1)
    elif u < 0.42:
        case = gen_maxpool(rng, 8)
    elif u < 0.6:
        case = gen_maxpool(rng, 14)
    elif u < 0.8:
        case = gen_roialign(rng, 3)
    else:
        case = gen_roialign(rng, 9)
    if case["op"].startswith("roialign") and case["dynamic"][1][0]:
        case["dynamic"][2] = [True]
    avg = np.random.default_rng([seed, k, 30])
    if avg.random() < AVGPOOL_SHARE:
        case = gen_avgpool(avg, int(avg.choice([1, 14, 16])))
    rotated = np.random.default_rng([seed, k, 31])
    if rotated.random() < ROTATED_SHARE:
        case = gen_roi_rotated(rotated)
    if case["op"] == "roirotated15" and case["dynamic"][1][0]:
        case["dynamic"][2] = [True]
    pooling = np.random.default_rng([seed, k, 32])
    if pooling.random() < ROIPOOLING_SHARE:
        case = gen_roi_pooling(pooling)
    case["id"] = k
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


def describe(case):
    skip = ("inputs", "id")
    attrs = ", ".join("%s=%s" % (k, v) for k, v in case.items() if k not in skip)
    shapes = ", ".join(str(list(a.shape)) for a in case["inputs"])
    return "case %d: %s; inputs %s" % (case["id"], attrs, shapes)
