# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIPooling-2 (docs/semantics.md 9), f32; its command."""

import math

import numpy as np

from .cli import command
from .common import F32, Refused, ints

__all__ = ["fma_f32", "roi_pooling_position", "roi_pooling"]


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


@command("roi_pooling", "data rois output",
         """reference.py roi_pooling DATA.npy ROIS.npy OUT.npy \\
      --pooled 2,3 --spatial-scale 0.5 --method max|bilinear""",
         ("--pooled", {"required": True}),
         ("--spatial-scale", {"type": float, "required": True}),
         ("--method", {"choices": ["max", "bilinear"], "required": True}))
def cmd_roi_pooling(a):
    ph, pw = ints(a.pooled)
    out = roi_pooling(np.load(a.data), np.load(a.rois), ph, pw, a.spatial_scale, a.method)
    np.save(a.output, out)
    return 0
