#!/usr/bin/env python3
"""A small NumPy reference for the examples, written from docs/semantics.md.

Used by scripts/demo.sh to check what ov-compile/ov-run computed; independent
of the compiler (and of the C++ reference in test/e2e). f32 only.

  reference.py inputs-maxpool X.npy N C H W SEED
  reference.py inputs-roialign DATA.npy ROIS.npy IDX.npy N C H W R SCALE SEED
  reference.py check-maxpool X.npy OUT_DIR kernel strides pads_begin pads_end
                             dilations rounding(floor|ceil) [axis]
  reference.py check-roialign DATA.npy ROIS.npy IDX.npy OUT.npy pooled_h
                              pooled_w sampling_ratio spatial_scale mode
"""

import math
import sys

import numpy as np

F32 = np.float32


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
    return [int(v) for v in text.split(",")]


# --- MaxPool-8 (docs/semantics.md 1.4, 1.6, 1.7), explicit pads ----------------


def out_size(d, k, s, pb, pe, dil, rounding):
    span = d + pb + pe - ((k - 1) * dil + 1)
    q = span // s if rounding == "floor" else -((-span) // s)
    return q + 1


def max_pool(x, kernel, strides, pads_begin, pads_end, dilations, rounding, axis):
    n, c = x.shape[:2]
    spatial = x.shape[2:]
    outs = [out_size(*a, rounding) for a in
            zip(spatial, kernel, strides, pads_begin, pads_end, dilations)]
    lowest = np.finfo(F32).min
    best = np.full((n, c, *outs), lowest, dtype=F32)
    index = np.zeros((n, c, *outs), dtype=np.int64)
    grids = np.meshgrid(*[np.arange(o) for o in outs], indexing="ij")
    # Taps in scan order; a tap wins only if strictly greater (NaN never).
    for taps in np.ndindex(*kernel):
        coords = [g * s - pb + t * d for g, s, pb, t, d in
                  zip(grids, strides, pads_begin, taps, dilations)]
        valid = np.ones(outs, dtype=bool)
        for coord, size in zip(coords, spatial):
            valid &= (coord >= 0) & (coord < size)
        clipped = [np.clip(cd, 0, size - 1) for cd, size in zip(coords, spatial)]
        tap = x[(slice(None), slice(None), *clipped)]
        flat = np.ravel_multi_index(clipped, spatial)
        win = valid & (tap > best)
        best = np.where(win, tap, best)
        index = np.where(win, flat, index)
    plane = np.prod(spatial)
    offsets = (np.arange(n)[:, None] * c + np.arange(c)[None, :]) * plane
    index = index + offsets.reshape(n, c, *([1] * len(outs)))
    if axis:
        index %= int(np.prod(x.shape[axis:]))
    return best, index


# --- ROIAlign-3 (docs/semantics.md 3.3), f32, vectorised over channels ----------


def roi_align(data, rois, batch_indices, ph, pw, sampling_ratio, scale, mode):
    _, c, h, w = data.shape
    out = np.zeros((len(rois), c, ph, pw), dtype=F32)
    scale = F32(scale)
    for r, (box, b) in enumerate(zip(rois, batch_indices)):
        x1, y1, x2, y2 = (F32(v) * scale for v in box)
        roi_w = max(x2 - x1, F32(1))
        roi_h = max(y2 - y1, F32(1))
        bin_w, bin_h = roi_w / F32(pw), roi_h / F32(ph)
        nx = sampling_ratio or int(math.ceil(bin_w))
        ny = sampling_ratio or int(math.ceil(bin_h))
        dx, dy = bin_w / F32(nx), bin_h / F32(ny)
        count = F32(nx * ny)
        plane = data[b]
        for i in range(ph):
            for j in range(pw):
                acc = np.zeros(c, dtype=F32)
                for a in range(ny):
                    y = (y1 + F32(i) * bin_h) + dy * (F32(a) + F32(0.5))
                    for s in range(nx):
                        x = (x1 + F32(j) * bin_w) + dx * (F32(s) + F32(0.5))
                        value = sample(plane, y, x, h, w)
                        if mode == "avg":
                            acc = acc + value / count
                        else:
                            acc = np.where(value > acc, value, acc)
                out[r, :, i, j] = acc
    return out


def axis_neighbours(pos, size):
    pos = max(pos, F32(0))
    low = int(pos)
    if low >= size - 1:
        return size - 1, size - 1, F32(size - 1) - F32(size - 1)
    return low, low + 1, pos - F32(low)


def sample(plane, y, x, h, w):
    if y < -1 or y > h or x < -1 or x > w:
        p = plane[:, 0, 0]
        zero = F32(0)
        return zero * p + zero * p + zero * p + zero * p
    y0, y1, ly = axis_neighbours(y, h)
    x0, x1, lx = axis_neighbours(x, w)
    hy, hx = F32(1) - ly, F32(1) - lx
    return (((hy * hx) * plane[:, y0, x0] + (hy * lx) * plane[:, y0, x1])
            + (ly * hx) * plane[:, y1, x0]) + (ly * lx) * plane[:, y1, x1]


# --- Commands ---------------------------------------------------------------


def report(name, got, want):
    same = got.shape == want.shape and np.array_equal(got, want)
    diff = (float(np.max(np.abs(got.astype(np.float64) - want)))
            if got.shape == want.shape else float("inf"))
    print(f"  {name}: shape {list(got.shape)}, {'identical to' if same else 'DIFFERS from'}"
          f" the reference (max |diff| = {diff:g})")
    return same


def main(argv):
    cmd = argv[1]
    if cmd == "inputs-maxpool":
        path, n, c, h, w, seed = argv[2], *map(int, argv[3:8])
        np.save(path, pseudo_random((n, c, h, w), seed))
        return 0
    if cmd == "inputs-roialign":
        dpath, rpath, ipath = argv[2:5]
        n, c, h, w, r = map(int, argv[5:10])
        scale, seed = float(argv[10]), int(argv[11])
        np.save(dpath, pseudo_random((n, c, h, w), seed))
        rng = np.random.default_rng(seed)
        img_h, img_w = h / scale, w / scale
        sides = rng.uniform(1 / 64, 1 / 4, size=(r, 2)) * [img_w, img_h]
        x1 = rng.uniform(0, img_w - sides[:, 0])
        y1 = rng.uniform(0, img_h - sides[:, 1])
        rois = np.stack([x1, y1, x1 + sides[:, 0], y1 + sides[:, 1]], 1)
        np.save(rpath, rois.astype(F32))
        np.save(ipath, rng.integers(0, n, size=r).astype(np.int32))
        return 0
    if cmd == "check-maxpool":
        x = np.load(argv[2])
        out_dir = argv[3]
        kernel, strides, pb, pe, dil = (ints(a) for a in argv[4:9])
        rounding = argv[9]
        axis = int(argv[10]) if len(argv) > 10 else 0
        values, indices = max_pool(x, kernel, strides, pb, pe, dil, rounding, axis)
        ok = report("values", np.load(f"{out_dir}/output_0.npy"), values)
        ok &= report("indices", np.load(f"{out_dir}/output_1.npy"), indices)
        return 0 if ok else 1
    if cmd == "check-roialign":
        data, rois, idx, got = (np.load(p) for p in argv[2:6])
        ph, pw, sr = map(int, argv[6:9])
        want = roi_align(data, rois, idx, ph, pw, sr, float(argv[9]), argv[10])
        return 0 if report("output", got, want) else 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
