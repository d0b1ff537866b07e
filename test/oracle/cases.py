# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Seeded random cases for the OpenVINO oracle tests.

Case K of seed S is generated from numpy.random.default_rng([S, K]) alone, so
any case replays on its own (oracle.py --seed S --case K). A case is a plain
dict: the op (a name one family of families/ registers: "maxpool8",
"roialign" (ROIAlign-3), "roipooling2"...), its element type, its
attributes, its input arrays (bf16 as uint16 bit patterns) and which input
dims are dynamic. The families' generators (families/<f>.py) draw them from
the value makers here; `generate` picks the family through the table.
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

# The batch indices' element types of the ROI families with a third input.
BATCH_INDEX_TYPES = ("i32", "i64", "i32", "i64", "i8", "u8", "i16", "u16")


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


def generate(seed, k):
    """Case k of seed: the first draw of [seed, k] picks a family's `main`
    generator by its bound, then each family's `stream` [seed, k, id], in id
    order, replaces the case when its first draw is below its share."""
    import families  # here: the family modules import this one

    rng = np.random.default_rng([seed, k])
    u = rng.random()
    draws = sorted((d for f in families.FAMILIES for d in f.main), key=lambda d: d[0])
    case = next(make for bound, make in draws if u < bound)(rng)
    for stream, share, make in sorted((f.stream for f in families.FAMILIES if f.stream),
                                      key=lambda s: s[0]):
        own = np.random.default_rng([seed, k, stream])
        if own.random() < share:
            case = make(own)
    case["id"] = k
    return case


def describe(case):
    skip = ("inputs", "id")
    attrs = ", ".join("%s=%s" % (k, v) for k, v in case.items() if k not in skip)
    shapes = ", ".join(str(list(a.shape)) for a in case["inputs"])
    return "case %d: %s; inputs %s" % (case["id"], attrs, shapes)
