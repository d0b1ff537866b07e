# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What more than one family's reference shares: the refusal, the bench's
pseudo-random inputs, the pooling window (docs/semantics.md 1.3-1.4, read by
MaxPool and AvgPool), OpenVINO's roundings to bf16 and f16 (3.4, 3.6) and
ROIAlign's bilinear sample (3.3 steps 6-8, read by ROIAlign and
ROIAlignRotated). A helper moves here when a second family needs it."""

import numpy as np

__all__ = ["F32", "ROUNDINGS", "AUTO_PADS", "Refused", "lowbias32", "pseudo_random",
           "ints", "resolve_pads", "out_size", "round_bf16", "round_ov_float16",
           "axis_neighbours", "sample", "report"]

F32 = np.float32
ROUNDINGS = ("floor", "ceil", "ceil_torch")
AUTO_PADS = ("explicit", "valid", "same_upper", "same_lower")


class Refused(ValueError):
    """Inputs or attributes the reference (like OpenVINO) refuses."""


def lowbias32(h):
    """The benchmark's hash (WORKLOADS.md): deterministic, unpredictable."""
    h = h.astype(np.uint32)
    h ^= h >> np.uint32(16)
    h *= np.uint32(0x7FEB352D)
    h ^= h >> np.uint32(15)
    h *= np.uint32(0x846CA68B)
    h ^= h >> np.uint32(16)
    return h


def pseudo_random(shape, seed):
    flat = np.arange(int(np.prod(shape)), dtype=np.uint64) + np.uint64(seed)
    bits = lowbias32(flat & np.uint64(0xFFFFFFFF))
    values = (bits >> np.uint32(8)).astype(np.float64) * 2.0**-24 - 0.5
    return values.astype(F32).reshape(shape)


def ints(text):
    return [int(v) for v in text.split(",")] if text else []


# --- The pooling window (MaxPool, AvgPool) ---------------------------------


def resolve_pads(d, k, s, dil, pb, pe, auto_pad):
    """docs/semantics.md 1.3."""
    if auto_pad == "explicit":
        return pb, pe
    if auto_pad == "valid":
        return 0, 0
    dk = (k - 1) * dil + 1
    total = max(0, (-(-d // s) - 1) * s + dk - d)
    half = total // 2
    if auto_pad == "same_upper":
        return half, total - half
    return total - half, half


def out_size(d, k, s, pb, pe, dil, rounding):
    """docs/semantics.md 1.4; ceil_torch (6.1) drops a last window that would
    start at or past D + pads_begin, i.e. entirely in the end padding."""
    span = d + pb + pe - ((k - 1) * dil + 1)
    if span < 0:
        raise Refused("the dilated kernel does not fit the padded input")
    if rounding == "floor":
        return span // s + 1
    q = -(-span // s)
    if rounding == "ceil_torch" and q * s >= d + pb:
        q -= 1
    return q + 1


# --- OpenVINO's roundings to bf16 and f16 ----------------------------------


def round_bf16(v):
    """ov::bfloat16(float) on f32 values: with u the f32 bits,
    (u + ((u & 0x10000) >> 1)) >> 16, which is not IEEE rounding; a NaN
    gives the quiet NaN (u >> 16) | 0x40 (docs/semantics.md 3.4)."""
    u = np.asarray(v, F32).view(np.uint32).astype(np.uint64)
    nan = np.isnan(np.asarray(v, F32))
    # uint64 constants: NumPy 1.x would turn a scalar u with a Python int
    # into float64, which has no shifts.
    one, c16, c40, c10000 = (np.uint64(k) for k in (1, 16, 0x40, 0x10000))
    rounded_bits = np.where(nan, (u >> c16) | c40, (u + ((u & c10000) >> one)) >> c16)
    bits = (rounded_bits << c16).astype(np.uint32)
    rounded = bits.view(F32)
    return rounded if isinstance(v, np.ndarray) else F32(rounded)


_F16_HALF_MIN_NORMAL = 2.0**-15


def round_ov_float16(v):
    """ov::float16(float) on f32 values, the rounding of Model.evaluate's f16
    arithmetic (docs/semantics.md 3.6): IEEE nearest-even, except below
    2^-15 in magnitude where the f32 fraction is 0x7FF000 or more (the value
    rounds up to the next power of two at f16's 11 significant bits): that
    value comes out as IEEE's f16 of twice the value. Returns f16 values."""
    if not isinstance(v, np.ndarray):  # scalars, most calls: IEEE above 2^-15
        x = F32(v)
        if not -_F16_HALF_MIN_NORMAL < x < _F16_HALF_MIN_NORMAL:
            return np.float16(x)
        bits = int(x.view(np.uint32))
        doubled = bits & 0x7F800000 != 0 and bits & 0x7FF000 == 0x7FF000
        return np.float16(x * F32(2)) if doubled else np.float16(x)
    v = np.asarray(v, F32)
    bits = v.view(np.uint32)
    near_power = (bits & 0x7FF000) == 0x7FF000
    with np.errstate(over="ignore"):
        if not near_power.any():
            return v.astype(np.float16)
        exponent = (bits >> 23) & 0xFF
        doubled = near_power & (exponent != 0) & (exponent <= 111)
        return np.where(doubled, (v * F32(2)).astype(np.float16), v.astype(np.float16))


# --- ROIAlign's bilinear sample (ROIAlign, ROIAlignRotated) -----------------


def axis_neighbours(pos, size, rnd):
    """Step 7 on one axis: low and high neighbour and the fraction."""
    pos = max(pos, F32(0))
    low = int(pos)
    if low >= size - 1:
        return size - 1, size - 1, F32(0)
    return low, low + 1, rnd(pos - rnd(F32(low)))


def sample(plane, y, x, h, w, rnd):
    """Steps 6-8 for every channel of `plane` [C, H, W]."""
    if not (y >= F32(-1) and y <= rnd(F32(h)) and x >= F32(-1) and x <= rnd(F32(w))):
        # Out of range, NaN positions too: four zero-weight products with
        # pixel (0, 0), so a NaN or Inf there still shows.
        p = plane[:, 0, 0]
        zero = F32(0)
        return ((zero * p + zero * p) + zero * p) + zero * p
    y0, y1, ly = axis_neighbours(y, h, rnd)
    x0, x1, lx = axis_neighbours(x, w, rnd)
    hy, hx = rnd(F32(1) - ly), rnd(F32(1) - lx)
    weights = [rnd(hy * hx), rnd(hy * lx), rnd(ly * hx), rnd(ly * lx)]
    pixels = [plane[:, y0, x0], plane[:, y0, x1], plane[:, y1, x0], plane[:, y1, x1]]
    value = rnd(weights[0] * pixels[0])
    for weight, pixel in zip(weights[1:], pixels[1:]):
        value = rnd(value + rnd(weight * pixel))
    return value


# --- The commands' comparison ---------------------------------------------


def report(name, got, want):
    same = got.shape == want.shape and np.array_equal(got, want)
    if got.shape != want.shape:
        diff = float("inf")
    else:
        diff = float(np.max(np.abs(got.astype(np.float64) - want), initial=0.0))
    print(f"  {name}: shape {list(got.shape)}, {'identical to' if same else 'DIFFERS from'}"
          f" the reference (max |diff| = {diff:g})")
    return same
