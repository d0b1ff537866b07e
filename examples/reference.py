#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The project's one NumPy reference for MaxPool-1/8/14, ROIAlign-3/9,
AvgPool-1/14/16, ROIAlignRotated-15 and ROIPooling-2, written from
docs/semantics.md (MaxPool 1.3-1.7 and 6.1, ROIAlign 3.3-3.4 and 6.2, AvgPool
7, ROIAlignRotated 8, ROIPooling 9). It shares no code with the compiler
nor with the C++ reference in test/e2e. Used by scripts/demo.sh, the bench, test/python and the lit tests
(test/Integration/random-vs-reference.test).

MaxPool: any real or integer NumPy dtype (f16 compares in f32 and its lowest()
is f32's rounded to f16, i.e. -inf). ROIAlign and ROIAlignRotated: f32, f16
and bf16 (as f32 values), every operation computed in f32 and rounded to the
data type at once (docs/semantics.md 3.4, 8.3).

Commands for the demo (positional):
  reference.py inputs-maxpool X.npy N C H W SEED
  reference.py inputs-roialign DATA.npy ROIS.npy IDX.npy N C H W R SCALE SEED
  reference.py check-maxpool X.npy OUT_DIR kernel strides pads_begin pads_end
                             dilations rounding [axis]
  reference.py check-roialign DATA.npy ROIS.npy IDX.npy OUT.npy pooled_h
                              pooled_w sampling_ratio spatial_scale mode
                              [aligned_mode]
Commands that write the expected outputs (for the lit tests):
  reference.py maxpool IN.npy OUT_VALUES.npy OUT_INDICES.npy \
      --kernel 3,3 --strides 2,2 [--pads-begin 1,1] [--pads-end 1,1]
      [--dilations 1,1] [--rounding floor|ceil|ceil_torch]
      [--auto-pad explicit|valid|same_upper|same_lower]
      [--axis 0] [--index-type i64|i32]
  reference.py roi_align DATA.npy ROIS.npy INDICES.npy OUT.npy \
      --pooled 2,3 --sampling-ratio 2 --spatial-scale 0.5 --mode avg|max
      [--aligned-mode asymmetric|half_pixel_for_nn|half_pixel]
  reference.py roi_pooling DATA.npy ROIS.npy OUT.npy \
      --pooled 2,3 --spatial-scale 0.5 --method max|bilinear
"""

import argparse
import math
import sys

import numpy as np

F32 = np.float32
ROUNDINGS = ("floor", "ceil", "ceil_torch")
AUTO_PADS = ("explicit", "valid", "same_upper", "same_lower")
ALIGNED_MODES = ("asymmetric", "half_pixel_for_nn", "half_pixel")


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


# --- MaxPool-1/8/14 (docs/semantics.md 1.3-1.7, 6.1) ---------------------------


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


def lowest(dtype):
    """The running maximum's start (docs/semantics.md 1.6)."""
    if dtype == np.float16:
        return np.float16(-np.inf)  # f32's lowest rounded to f16
    if dtype.kind == "f":
        return np.finfo(dtype).min
    return np.iinfo(dtype).min


def max_pool(x, kernel, strides, pads_begin, pads_end, dilations, rounding,
             axis=0, auto_pad="explicit", index_type="i64"):
    """Values and indices of MaxPool-8/14 (v1's output is the values),
    vectorised over the output: taps in scan order, a tap wins only when
    strictly greater (ties keep the first, NaN never wins)."""
    n, c = x.shape[:2]
    spatial = x.shape[2:]
    if len(spatial) != len(kernel):
        raise Refused("kernel rank does not match the input")
    pads = [resolve_pads(*a, auto_pad) for a in
            zip(spatial, kernel, strides, dilations, pads_begin, pads_end)]
    outs = [out_size(d, k, s, pb, pe, dil, rounding) for d, k, s, (pb, pe), dil
            in zip(spatial, kernel, strides, pads, dilations)]
    compare = x.astype(F32) if x.dtype == np.float16 else x
    best = np.full((n, c, *outs), lowest(x.dtype), dtype=compare.dtype)
    index = np.zeros((n, c, *outs), dtype=np.int64)
    grids = np.meshgrid(*[np.arange(o) for o in outs], indexing="ij")
    for taps in np.ndindex(*kernel):
        coords = [g * s - pb + t * d for g, s, (pb, _), t, d in
                  zip(grids, strides, pads, taps, dilations)]
        valid = np.ones(outs, dtype=bool)
        for coord, size in zip(coords, spatial):
            valid &= (coord >= 0) & (coord < size)
        clipped = [np.clip(cd, 0, size - 1) for cd, size in zip(coords, spatial)]
        tap = compare[(slice(None), slice(None), *clipped)]
        win = valid & (tap > best)
        best = np.where(win, tap, best)
        index = np.where(win, np.ravel_multi_index(clipped, spatial), index)
    plane = int(np.prod(spatial))
    offsets = (np.arange(n)[:, None] * c + np.arange(c)[None, :]) * plane
    index = index + offsets.reshape(n, c, *([1] * len(outs)))
    if axis < 0:
        axis += x.ndim
    if axis > 0:
        index %= int(np.prod(x.shape[axis:]))
    values = best.astype(x.dtype)
    return values, index.astype(np.int32 if index_type == "i32" else np.int64)


# --- AvgPool-1/14/16 (docs/semantics.md 7), vectorised over the output ---


def avg_pool(x, kernel, strides, pads_begin, pads_end, rounding,
             exclude_pad, auto_pad="explicit", bf16=False, dilations=None):
    """AvgPool-1/14/16 of x (any real or integer dtype; with bf16, x holds
    bf16 values as f32 and every sum is rounded by ov::bfloat16's rule): tap
    t of an axis reads o*s - pad + t*d (dilations: AvgPool-16's, None or
    empty for ones); the sum starts at 0 in T and adds the taps inside the
    input in scan order, each addition rounded to T (integers wrap); the
    divisor is the kernel's size when exclude_pad is false and a resolved
    pad is non-zero, else the taps inside the input; floats divide in T,
    integers toward zero; a window without taps gives 0."""
    n, c = x.shape[:2]
    spatial = x.shape[2:]
    if len(spatial) != len(kernel):
        raise Refused("kernel rank does not match the input")
    dilations = list(dilations) if dilations else [1] * len(kernel)
    pads = [resolve_pads(*a, auto_pad) for a in
            zip(spatial, kernel, strides, dilations, pads_begin, pads_end)]
    outs = [out_size(d, k, s, pb, pe, dil, rounding) for d, k, s, (pb, pe), dil
            in zip(spatial, kernel, strides, pads, dilations)]
    pads_in_avg = not exclude_pad and any(p != 0 for pair in pads for p in pair)
    is_float = x.dtype.kind == "f"
    if x.dtype == np.float16 or bf16:
        compute = F32
    else:
        compute = x.dtype
    total = np.zeros((n, c, *outs), dtype=compute)
    count = np.zeros(outs, dtype=np.int64)
    grids = np.meshgrid(*[np.arange(o) for o in outs], indexing="ij")
    with np.errstate(over="ignore", invalid="ignore"):
        for taps in np.ndindex(*kernel):
            coords = [g * s - pb + t * dil for g, s, (pb, _), t, dil in
                      zip(grids, strides, pads, taps, dilations)]
            valid = np.ones(outs, dtype=bool)
            for coord, size in zip(coords, spatial):
                valid &= (coord >= 0) & (coord < size)
            clipped = [np.clip(cd, 0, size - 1) for cd, size in zip(coords, spatial)]
            tap = x[(slice(None), slice(None), *clipped)].astype(compute)
            added = total + tap
            if x.dtype == np.float16:
                added = added.astype(np.float16).astype(F32)
            elif bf16:
                added = round_bf16(added)
            total = np.where(valid, added, total)
            count += valid | pads_in_avg
        divisor = np.maximum(count, 1)
        if is_float or bf16:
            d = divisor.astype(compute)
            if x.dtype == np.float16:
                d = d.astype(np.float16).astype(F32)
            elif bf16:
                d = round_bf16(d)
            out = total / d
            if x.dtype == np.float16:
                out = out.astype(np.float16)
            elif bf16:
                out = round_bf16(out)
        elif x.dtype.kind == "u":
            out = (total.astype(np.uint64) // divisor.astype(np.uint64)).astype(x.dtype)
        else:
            # Toward zero on the magnitude, in 64-bit two's complement as C
            # divides: |INT64_MIN| is 2^63 as uint64 (np.abs would keep it
            # negative), and INT64_MIN / 1 wraps back to INT64_MIN.
            bits = total.astype(np.int64).astype(np.uint64)
            negative = total.astype(np.int64) < 0
            magnitude = np.where(negative, np.uint64(0) - bits, bits)
            quotient = magnitude // divisor.astype(np.uint64)
            out = np.where(negative, np.uint64(0) - quotient, quotient)
            out = out.astype(np.int64).astype(x.dtype)
    return np.where(count == 0, np.zeros((), out.dtype), out).astype(
        F32 if bf16 else x.dtype)


# --- ROIAlign-3/9 (docs/semantics.md 3.3-3.4, 6.2), vectorised over channels ---


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


def roi_align(data, rois, batch_indices, ph, pw, sampling_ratio, scale, mode,
              aligned_mode="asymmetric", bf16=False, ov_float16=False):
    """Computes in f32 and rounds every result to the data type (identity for
    f32, IEEE nearest-even for f16, the project's rule). With bf16=True,
    `data` and `rois` are f32 arrays holding bf16 values, every result is
    rounded by ov::bfloat16's rule, and the output is f32 holding bf16
    values. With ov_float16=True (f16 only), every result is rounded by
    ov::float16(float) as Model.evaluate does (round_ov_float16), which
    differs from IEEE in f16's subnormal range (docs/semantics.md 3.6)."""
    dtype = data.dtype
    if dtype not in (np.float32, np.float16) or rois.dtype != dtype or (
            bf16 and dtype != np.float32) or (ov_float16 and dtype != np.float16):
        raise Refused("roi_align takes f32 or f16 data and rois of one type "
                      "(bf16 as f32 values; ov_float16 with f16 only)")
    if aligned_mode not in ALIGNED_MODES:
        raise Refused(f"unknown aligned_mode {aligned_mode}")

    def rnd(v):
        if bf16:
            return round_bf16(v)
        if dtype == np.float32:
            return v
        if ov_float16:
            rounded = round_ov_float16(v).astype(F32)
            return rounded if isinstance(v, np.ndarray) else F32(rounded)
        if isinstance(v, np.ndarray):
            return v.astype(dtype).astype(F32)
        return F32(dtype.type(v))

    _, c, h, w = data.shape
    out = np.zeros((len(rois), c, ph, pw), dtype=dtype)
    with np.errstate(all="ignore"):
        for r, (box, b) in enumerate(zip(rois, batch_indices)):
            x1, y1, bin_w, bin_h, nx, ny = roi_bins(
                box.astype(F32), ph, pw, sampling_ratio, F32(scale), aligned_mode, rnd)
            if nx == 0 or ny == 0:
                continue  # no samples: the output stays 0 (6.2)
            dx, dy = rnd(bin_w / rnd(F32(nx))), rnd(bin_h / rnd(F32(ny)))
            count = F32(nx * ny)
            plane = data[int(b)].astype(F32)
            for i in range(ph):
                y_start = rnd(y1 + rnd(rnd(F32(i)) * bin_h))
                for j in range(pw):
                    x_start = rnd(x1 + rnd(rnd(F32(j)) * bin_w))
                    acc = np.zeros(c, dtype=F32)
                    for a in range(ny):
                        y = rnd(y_start + rnd(dy * rnd(rnd(F32(a)) + F32(0.5))))
                        for s in range(nx):
                            x = rnd(x_start + rnd(dx * rnd(rnd(F32(s)) + F32(0.5))))
                            value = sample(plane, y, x, h, w, rnd)
                            if mode == "avg":
                                acc = rnd(acc + rnd(value / count))
                            else:
                                acc = np.where(value > acc, value, acc)
                    out[r, :, i, j] = acc
    return out


def roi_bins(box, ph, pw, sampling_ratio, scale, aligned_mode, rnd):
    """Steps 1-4 for one ROI: start corner, bin sizes, samples per axis."""
    x1, y1, x2, y2 = box
    if aligned_mode == "half_pixel":
        corners = [rnd(rnd(rnd(v + F32(0.5)) * scale) - F32(0.5))
                   for v in (x1, y1, x2, y2)]
    elif aligned_mode == "half_pixel_for_nn":
        corners = [rnd(rnd(v * scale) - F32(0.5)) for v in (x1, y1, x2, y2)]
    else:
        corners = [rnd(v * scale) for v in (x1, y1, x2, y2)]
    sx1, sy1, sx2, sy2 = corners
    roi_w, roi_h = rnd(sx2 - sx1), rnd(sy2 - sy1)
    if aligned_mode == "asymmetric":  # the minimum of 1 (step 2), v3 only
        roi_w, roi_h = max(roi_w, F32(1)), max(roi_h, F32(1))
    bin_w, bin_h = rnd(roi_w / F32(pw)), rnd(roi_h / F32(ph))
    counts = []
    for size in (bin_w, bin_h):
        if sampling_ratio == 0 and not np.isfinite(size):
            raise Refused("non-finite bin size")
        count = sampling_ratio if sampling_ratio != 0 else math.ceil(size)
        if count < 0:
            raise Refused("negative sample count (OpenVINO asserts)")
        counts.append(count)
    return sx1, sy1, bin_w, bin_h, counts[0], counts[1]


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


def roi_align_rotated(data, rois, batch_indices, ph, pw, sampling_ratio, scale,
                      clockwise, bf16=False):
    """ROIAlignRotated-15 (docs/semantics.md 8.3): each box [x_ctr, y_ctr,
    width, height, angle] is sampled on a grid of its own axes, each sample
    rotated into the map and read with ROIAlign's bilinear rule (`sample`),
    averaged as acc + value / count. f32 or f16 data and rois of one type
    (bf16=True: f32 arrays holding bf16 values, output likewise). As
    OpenVINO's reference kernel computes in T, every operation is rounded to
    T: the centre's product and its - 0.5, and each product and sum of the
    rotation, with the angle's cosine and sine kept in f32."""
    dtype = data.dtype
    if dtype not in (np.float32, np.float16) or rois.dtype != dtype or (
            bf16 and dtype != np.float32):
        raise Refused("roi_align_rotated takes f32 or f16 data and rois of "
                      "one type (bf16 as f32 values)")

    def rnd(v):
        if bf16:
            return round_bf16(v)
        if dtype == np.float32:
            return v
        if isinstance(v, np.ndarray):
            return v.astype(dtype).astype(F32)
        return F32(dtype.type(v))

    _, c, h, w = data.shape
    out = np.zeros((len(rois), c, ph, pw), dtype=dtype)
    scale = F32(scale)
    half = F32(0.5)
    with np.errstate(all="ignore"):
        for r, (box, b) in enumerate(zip(rois, batch_indices)):
            if not 0 <= int(b) < data.shape[0]:
                raise Refused(f"batch index {int(b)} outside [0, {data.shape[0]})")
            box = box.astype(F32)
            cx, cy = rnd(rnd(box[0] * scale) - half), rnd(rnd(box[1] * scale) - half)
            width, height = rnd(box[2] * scale), rnd(box[3] * scale)
            angle = -box[4] if clockwise else box[4]
            cos_a, sin_a = F32(math.cos(float(angle))), F32(math.sin(float(angle)))
            bin_w, bin_h = rnd(width / F32(pw)), rnd(height / F32(ph))
            nx = sampling_ratio or math.ceil(bin_w)
            ny = sampling_ratio or math.ceil(bin_h)
            if nx < 0 or ny < 0:
                raise Refused("negative sample count (OpenVINO asserts)")
            if nx == 0 or ny == 0:
                continue  # no samples: the bins stay 0
            dx, dy = rnd(bin_w / rnd(F32(nx))), rnd(bin_h / rnd(F32(ny)))
            x1, y1 = rnd(-width / F32(2)), rnd(-height / F32(2))
            count = F32(nx * ny)
            plane = data[int(b)].astype(F32)
            for i in range(ph):
                y_start = rnd(y1 + rnd(rnd(F32(i)) * bin_h))
                for j in range(pw):
                    x_start = rnd(x1 + rnd(rnd(F32(j)) * bin_w))
                    acc = np.zeros(c, dtype=F32)
                    for a in range(ny):
                        py = rnd(y_start + rnd(dy * rnd(rnd(F32(a)) + half)))
                        for s in range(nx):
                            px = rnd(x_start + rnd(dx * rnd(rnd(F32(s)) + half)))
                            y = rnd(rnd(rnd(py * cos_a) - rnd(px * sin_a)) + cy)
                            x = rnd(rnd(rnd(py * sin_a) + rnd(px * cos_a)) + cx)
                            value = sample(plane, y, x, h, w, rnd)
                            acc = rnd(acc + rnd(value / count))
                    out[r, :, i, j] = acc
    return out


def fma_f32(a, b, c):
    """a * b + c rounded once to f32 (vectors of f32): the product is exact in
    f64; TwoSum's error term settles f64 sums that land on an f32 midpoint."""
    a, b, c = (np.asarray(v, dtype=np.float64) for v in (a, b, c))
    p = a * b
    s = p + c
    bb = s - p
    err = (p - (s - bb)) + (c - bb)
    r = s.astype(F32)
    lo = np.where(r.astype(np.float64) > s, np.nextafter(r, F32(-np.inf)), r)
    hi = np.where(r.astype(np.float64) > s, r, np.nextafter(r, F32(np.inf)))
    tie = (s == (lo.astype(np.float64) + hi.astype(np.float64)) / 2) & (err != 0)
    return np.where(tie, np.where(err > 0, hi, lo), r).astype(F32)


def roi_pooling_position(start, end, size, pooled, k):
    """ROIPooling bilinear: bin k's sample on one axis, in f32 (docs/semantics.md 9.3)."""
    last = F32(size - 1)
    if pooled == 1:
        return F32(0.5 * float(start + end) * float(size - 1))
    scale = ((end - start) * last) / F32(pooled - 1)
    return end * last if k == pooled - 1 else F32(k) * scale + start * last


def roi_pooling(data, rois, ph, pw, scale, method):
    """ROIPooling-2 in f32 (docs/semantics.md 9.3-9.4): rois [R, 5] =
    [batch, x1, y1, x2, y2]; max over integer bins of the rounded box, or
    one bilinear sample per bin of the normalised box (three FMAs)."""
    if data.dtype != np.float32 or rois.dtype != np.float32:
        raise Refused("roi_pooling takes f32 data and rois")
    n, c, h, w = data.shape
    out = np.zeros((len(rois), c, ph, pw), dtype=F32)
    with np.errstate(all="ignore"):
        for r, box in enumerate(rois):
            if not -1 < float(box[0]) < n:
                raise Refused(f"box {r}: batch index {box[0]} outside [0, {n})")
            plane = data[int(box[0])]
            if method == "max":
                pix = []
                for v in box[1:]:
                    v = float(v) * float(F32(scale))  # exact in double
                    if not abs(v) <= 2.0 ** 29:
                        raise Refused(f"box {r}: scaled coordinate {v} beyond 2^29")
                    t = math.trunc(v)
                    pix.append(t + (int(math.copysign(1, v)) if abs(v - t) >= 0.5 else 0))
                xs, ys, xe, ye = pix
                rh, rw = max(ye - ys + 1, 1), max(xe - xs + 1, 1)
                if ph * rh > 2**31 - 1 or pw * rw > 2**31 - 1:
                    raise Refused(f"box {r}: bins overflow 32-bit ints")
                for i in range(ph):
                    h0 = min(max(i * rh // ph + ys, 0), h)
                    h1 = min(max(-(-(i + 1) * rh // ph) + ys, 0), h)
                    for j in range(pw):
                        w0 = min(max(j * rw // pw + xs, 0), w)
                        w1 = min(max(-(-(j + 1) * rw // pw) + xs, 0), w)
                        if h1 <= h0 or w1 <= w0:
                            continue
                        acc = plane[:, h0, w0]
                        for y in range(h0, h1):
                            for x in range(w0, w1):
                                acc = np.where(acc < plane[:, y, x], plane[:, y, x], acc)
                        out[r, :, i, j] = acc
                continue
            x1, y1, x2, y2 = box[1:]
            for i in range(ph):
                y = roi_pooling_position(y1, y2, h, ph, i)
                for j in range(pw):
                    x = roi_pooling_position(x1, x2, w, pw, j)
                    if math.isnan(y) or math.isnan(x):
                        raise Refused(f"box {r}: NaN sample position")
                    if y < 0 or y > F32(h - 1) or x < 0 or x > F32(w - 1):
                        continue
                    top, left = math.floor(y), math.floor(x)
                    bottom, right = min(math.ceil(y), h - 1), min(math.ceil(x), w - 1)
                    yf, xf = y - F32(top), x - F32(left)
                    tl, tr = plane[:, top, left], plane[:, top, right]
                    bl, br = plane[:, bottom, left], plane[:, bottom, right]
                    upper = fma_f32(tr - tl, xf, tl)
                    lower = fma_f32(br - bl, xf, bl)
                    out[r, :, i, j] = fma_f32(lower - upper, yf, upper)
    return out


# --- Commands ---------------------------------------------------------------


def report(name, got, want):
    same = got.shape == want.shape and np.array_equal(got, want)
    if got.shape != want.shape:
        diff = float("inf")
    else:
        diff = float(np.max(np.abs(got.astype(np.float64) - want), initial=0.0))
    print(f"  {name}: shape {list(got.shape)}, {'identical to' if same else 'DIFFERS from'}"
          f" the reference (max |diff| = {diff:g})")
    return same


def random_rois(n, h, w, r, scale, seed):
    rng = np.random.default_rng(seed)
    img_h, img_w = h / scale, w / scale
    sides = rng.uniform(1 / 64, 1 / 4, size=(r, 2)) * [img_w, img_h]
    x1 = rng.uniform(0, img_w - sides[:, 0])
    y1 = rng.uniform(0, img_h - sides[:, 1])
    rois = np.stack([x1, y1, x1 + sides[:, 0], y1 + sides[:, 1]], 1)
    return rois.astype(F32), rng.integers(0, n, size=r).astype(np.int32)


def cmd_inputs_maxpool(a):
    np.save(a.x, pseudo_random((a.n, a.c, a.h, a.w), a.seed))
    return 0


def cmd_inputs_roialign(a):
    np.save(a.data, pseudo_random((a.n, a.c, a.h, a.w), a.seed))
    rois, idx = random_rois(a.n, a.h, a.w, a.r, a.scale, a.seed)
    np.save(a.rois, rois)
    np.save(a.idx, idx)
    return 0


def cmd_check_maxpool(a):
    x = np.load(a.x)
    values, indices = max_pool(x, ints(a.kernel), ints(a.strides), ints(a.pads_begin),
                               ints(a.pads_end), ints(a.dilations), a.rounding, a.axis)
    ok = report("values", np.load(f"{a.out_dir}/output_0.npy"), values)
    ok &= report("indices", np.load(f"{a.out_dir}/output_1.npy"), indices)
    return 0 if ok else 1


def cmd_check_roialign(a):
    data, rois, idx, got = (np.load(p) for p in (a.data, a.rois, a.idx, a.out))
    want = roi_align(data, rois, idx, a.pooled_h, a.pooled_w, a.sampling_ratio,
                     a.spatial_scale, a.mode, a.aligned_mode)
    return 0 if report("output", got, want) else 1


def cmd_maxpool(a):
    x = np.load(a.input)
    k = ints(a.kernel)
    zeros = [0] * len(k)
    values, indices = max_pool(
        x, k, ints(a.strides), ints(a.pads_begin) or zeros, ints(a.pads_end) or zeros,
        ints(a.dilations) or [1] * len(k), a.rounding, a.axis, a.auto_pad, a.index_type)
    np.save(a.values, values)
    np.save(a.indices, indices)
    return 0


def cmd_roi_align(a):
    ph, pw = ints(a.pooled)
    out = roi_align(np.load(a.data), np.load(a.rois), np.load(a.batch_indices), ph, pw,
                    a.sampling_ratio, a.spatial_scale, a.mode, a.aligned_mode)
    np.save(a.output, out)
    return 0


def cmd_roi_pooling(a):
    ph, pw = ints(a.pooled)
    out = roi_pooling(np.load(a.data), np.load(a.rois), ph, pw, a.spatial_scale, a.method)
    np.save(a.output, out)
    return 0


def parser():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__)
    sub = p.add_subparsers(dest="cmd", required=True)

    def command(name, fn, positional, **extra):
        s = sub.add_parser(name)
        for arg in positional.split():
            kind = {"n": int, "c": int, "h": int, "w": int, "r": int, "seed": int,
                    "scale": float, "pooled_h": int, "pooled_w": int,
                    "sampling_ratio": int, "spatial_scale": float}.get(arg, str)
            s.add_argument(arg, type=kind)
        for arg, kw in extra.items():
            s.add_argument(arg, **kw)
        s.set_defaults(fn=fn)
        return s

    command("inputs-maxpool", cmd_inputs_maxpool, "x n c h w seed")
    command("inputs-roialign", cmd_inputs_roialign,
            "data rois idx n c h w r scale seed")
    command("check-maxpool", cmd_check_maxpool,
            "x out_dir kernel strides pads_begin pads_end dilations",
            rounding={"choices": ROUNDINGS},
            axis={"type": int, "nargs": "?", "default": 0})
    command("check-roialign", cmd_check_roialign,
            "data rois idx out pooled_h pooled_w sampling_ratio spatial_scale",
            mode={"choices": ("avg", "max")},
            aligned_mode={"choices": ALIGNED_MODES, "nargs": "?",
                          "default": "asymmetric"})
    mp = command("maxpool", cmd_maxpool, "input values indices")
    mp.add_argument("--kernel", required=True)
    mp.add_argument("--strides", required=True)
    mp.add_argument("--pads-begin", default="")
    mp.add_argument("--pads-end", default="")
    mp.add_argument("--dilations", default="")
    mp.add_argument("--rounding", default="floor", choices=ROUNDINGS)
    mp.add_argument("--auto-pad", default="explicit", choices=AUTO_PADS)
    mp.add_argument("--axis", type=int, default=0)
    mp.add_argument("--index-type", default="i64", choices=["i64", "i32"])
    ra = command("roi_align", cmd_roi_align, "data rois batch_indices output")
    ra.add_argument("--pooled", required=True)
    ra.add_argument("--sampling-ratio", type=int, required=True)
    ra.add_argument("--spatial-scale", type=float, required=True)
    ra.add_argument("--mode", choices=["avg", "max"], required=True)
    ra.add_argument("--aligned-mode", choices=ALIGNED_MODES, default="asymmetric")
    rp = command("roi_pooling", cmd_roi_pooling, "data rois output")
    rp.add_argument("--pooled", required=True)
    rp.add_argument("--spatial-scale", type=float, required=True)
    rp.add_argument("--method", choices=["max", "bilinear"], required=True)
    return p


def main(argv):
    args = parser().parse_args(argv[1:])
    try:
        return args.fn(args)
    except Refused as e:
        print(f"reference.py: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
