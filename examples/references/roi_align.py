# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIAlign-3/9 (docs/semantics.md 3.3-3.4, 6.2), vectorised over channels:
f32, f16 and bf16 (as f32 values), every operation computed in f32 and
rounded to the data type at once (3.4); its commands."""

import math

import numpy as np

from .cli import command
from .common import F32, Refused, ints, pseudo_random, report, round_bf16, round_ov_float16, sample

__all__ = ["ALIGNED_MODES", "roi_align", "roi_bins", "random_rois"]

ALIGNED_MODES = ("asymmetric", "half_pixel_for_nn", "half_pixel")


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


def random_rois(n, h, w, r, scale, seed):
    rng = np.random.default_rng(seed)
    img_h, img_w = h / scale, w / scale
    sides = rng.uniform(1 / 64, 1 / 4, size=(r, 2)) * [img_w, img_h]
    x1 = rng.uniform(0, img_w - sides[:, 0])
    y1 = rng.uniform(0, img_h - sides[:, 1])
    rois = np.stack([x1, y1, x1 + sides[:, 0], y1 + sides[:, 1]], 1)
    return rois.astype(F32), rng.integers(0, n, size=r).astype(np.int32)


# --- Commands ---------------------------------------------------------------


@command("inputs-roialign", "data rois idx n c h w r scale seed",
         "reference.py inputs-roialign DATA.npy ROIS.npy IDX.npy N C H W R SCALE SEED")
def cmd_inputs_roialign(a):
    np.save(a.data, pseudo_random((a.n, a.c, a.h, a.w), a.seed))
    rois, idx = random_rois(a.n, a.h, a.w, a.r, a.scale, a.seed)
    np.save(a.rois, rois)
    np.save(a.idx, idx)
    return 0


@command("check-roialign", "data rois idx out pooled_h pooled_w sampling_ratio spatial_scale",
         """reference.py check-roialign DATA.npy ROIS.npy IDX.npy OUT.npy pooled_h
                              pooled_w sampling_ratio spatial_scale mode
                              [aligned_mode]""",
         ("mode", {"choices": ("avg", "max")}),
         ("aligned_mode", {"choices": ALIGNED_MODES, "nargs": "?", "default": "asymmetric"}))
def cmd_check_roialign(a):
    data, rois, idx, got = (np.load(p) for p in (a.data, a.rois, a.idx, a.out))
    want = roi_align(data, rois, idx, a.pooled_h, a.pooled_w, a.sampling_ratio,
                     a.spatial_scale, a.mode, a.aligned_mode)
    return 0 if report("output", got, want) else 1


@command("roi_align", "data rois batch_indices output",
         """reference.py roi_align DATA.npy ROIS.npy INDICES.npy OUT.npy \\
      --pooled 2,3 --sampling-ratio 2 --spatial-scale 0.5 --mode avg|max
      [--aligned-mode asymmetric|half_pixel_for_nn|half_pixel]""",
         ("--pooled", {"required": True}),
         ("--sampling-ratio", {"type": int, "required": True}),
         ("--spatial-scale", {"type": float, "required": True}),
         ("--mode", {"choices": ["avg", "max"], "required": True}),
         ("--aligned-mode", {"choices": ALIGNED_MODES, "default": "asymmetric"}))
def cmd_roi_align(a):
    ph, pw = ints(a.pooled)
    out = roi_align(np.load(a.data), np.load(a.rois), np.load(a.batch_indices), ph, pw,
                    a.sampling_ratio, a.spatial_scale, a.mode, a.aligned_mode)
    np.save(a.output, out)
    return 0
