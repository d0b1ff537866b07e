# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIAlignRotated-15 (docs/semantics.md 8): f32, f16 and bf16 (as f32
values), every operation rounded to the data type as OpenVINO's kernel
computes in T (8.3); ROIAlign's bilinear sample (common.sample)."""

import math

import numpy as np

from .common import F32, Refused, round_bf16, sample

__all__ = ["roi_align_rotated"]


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
