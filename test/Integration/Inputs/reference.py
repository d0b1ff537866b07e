#!/usr/bin/python3
"""A plain, slow NumPy reference for MaxPool-1/8 and ROIAlign-3, written from
docs/semantics.md (sections 1.3-1.7 and 3.3), for the randomized
end-to-end tests. It loops element by element on purpose: it shares no code
and no vectorization idea with the compiler.

  reference.py maxpool IN.npy OUT_VALUES.npy OUT_INDICES.npy \
      --kernel 3,3 --strides 2,2 [--pads-begin 1,1] [--pads-end 1,1]
      [--dilations 1,1] [--rounding floor|ceil]
      [--auto-pad explicit|valid|same_upper|same_lower]
      [--axis 0] [--index-type i64|i32]
  reference.py roi_align DATA.npy ROIS.npy INDICES.npy OUT.npy \
      --pooled 2,3 --sampling-ratio 2 --spatial-scale 0.5 --mode avg|max

Element types: MaxPool any real or integer numpy dtype (f16 compares in f32
and its lowest() is f32's rounded to f16, i.e. -inf); ROIAlign f32 only, with
one f32 rounding per operation in the order docs/semantics.md 3.3/3.4 gives.
"""

import argparse
import math
import sys

import numpy as np


def ints(text):
    return [int(v) for v in text.split(",")] if text else []


# --------------------------------------------------------------------------
# MaxPool
# --------------------------------------------------------------------------

def resolve_pads(dim, k, s, d, pb, pe, auto_pad):
    """docs/semantics.md 1.3."""
    if auto_pad == "explicit":
        return pb, pe
    if auto_pad == "valid":
        return 0, 0
    dk = (k - 1) * d + 1
    total = max(0, (-(-dim // s) - 1) * s + dk - dim)
    half = total // 2
    if auto_pad == "same_upper":
        return half, total - half
    return total - half, half


def out_size(dim, k, s, d, pb, pe, rounding):
    """docs/semantics.md 1.4."""
    dk = (k - 1) * d + 1
    span = dim + pb + pe - dk
    if span < 0:
        raise SystemExit("reference.py: the kernel does not fit")
    q = -(-span // s) if rounding == "ceil" else span // s
    return q + 1


def lowest(dtype):
    if dtype == np.float16:
        # f32's lowest converted to f16 overflows to -inf (docs/semantics.md 1.6).
        return np.float16(-np.inf)
    if dtype.kind == "f":
        return np.finfo(dtype).min
    return np.iinfo(dtype).min


def maxpool(x, kernel, strides, pads_begin, pads_end, dilations, rounding,
            auto_pad, axis, index_type):
    n_dims = len(kernel)
    shape = x.shape
    spatial = shape[2:]
    if len(spatial) != n_dims:
        raise SystemExit("reference.py: kernel rank does not match the input")
    pads = [resolve_pads(spatial[j], kernel[j], strides[j], dilations[j],
                         pads_begin[j], pads_end[j], auto_pad)
            for j in range(n_dims)]
    out_spatial = [out_size(spatial[j], kernel[j], strides[j], dilations[j],
                            pads[j][0], pads[j][1], rounding)
                   for j in range(n_dims)]
    values = np.empty(shape[:2] + tuple(out_spatial), dtype=x.dtype)
    indices = np.empty(values.shape, dtype=np.int64)
    plane = int(np.prod(spatial)) if spatial else 1
    compare = x.astype(np.float32) if x.dtype == np.float16 else x
    init = lowest(x.dtype)
    for n in range(shape[0]):
        for c in range(shape[1]):
            offset = (n * shape[1] + c) * plane
            for out_pos in np.ndindex(*out_spatial):
                best = compare.dtype.type(init)
                best_index = 0
                best_value = init
                starts = [out_pos[j] * strides[j] - pads[j][0]
                          for j in range(n_dims)]
                for taps in np.ndindex(*kernel):
                    coord = [starts[j] + taps[j] * dilations[j]
                             for j in range(n_dims)]
                    if any(coord[j] < 0 or coord[j] >= spatial[j]
                           for j in range(n_dims)):
                        continue
                    v = compare[(n, c) + tuple(coord)]
                    if v > best:
                        best = v
                        best_value = x[(n, c) + tuple(coord)]
                        best_index = int(np.ravel_multi_index(coord, spatial))
                values[(n, c) + out_pos] = best_value
                indices[(n, c) + out_pos] = offset + best_index
    if axis < 0:
        axis += len(shape)
    if axis > 0:
        indices %= int(np.prod(shape[axis:]))
    return values, indices.astype(np.int32 if index_type == "i32" else np.int64)


# --------------------------------------------------------------------------
# ROIAlign (f32)
# --------------------------------------------------------------------------

F = np.float32


def roi_align(data, rois, batch_indices, pooled_h, pooled_w, sampling_ratio,
              spatial_scale, mode):
    if data.dtype != np.float32 or rois.dtype != np.float32:
        raise SystemExit("reference.py: roi_align takes f32 data and rois")
    _, channels, height, width = data.shape
    scale = F(spatial_scale)
    out = np.zeros((rois.shape[0], channels, pooled_h, pooled_w), dtype=F)
    with np.errstate(all="ignore"):
        for r in range(rois.shape[0]):
            b = int(batch_indices[r])
            x1, y1, x2, y2 = (F(v) for v in rois[r])
            # 1. scale each corner; 2. size with the minimum of 1.
            sx1, sy1, sx2, sy2 = x1 * scale, y1 * scale, x2 * scale, y2 * scale
            roi_w = max(F(sx2 - sx1), F(1))
            roi_h = max(F(sy2 - sy1), F(1))
            # 3. bins; 4. samples per bin and axis.
            bin_w = F(roi_w / F(pooled_w))
            bin_h = F(roi_h / F(pooled_h))
            nx = sampling_ratio if sampling_ratio > 0 else int(math.ceil(bin_w))
            ny = sampling_ratio if sampling_ratio > 0 else int(math.ceil(bin_h))
            dx = F(bin_w / F(nx))
            dy = F(bin_h / F(ny))
            count = F(nx * ny)
            for c in range(channels):
                plane = data[b, c]
                for i in range(pooled_h):
                    for j in range(pooled_w):
                        acc = F(0)
                        for a in range(ny):
                            for bb in range(nx):
                                # 5. sample position, in this evaluation order.
                                y = F(F(sy1 + F(F(i) * bin_h)) + F(dy * F(a + 0.5)))
                                x = F(F(sx1 + F(F(j) * bin_w)) + F(dx * F(bb + 0.5)))
                                value = sample(plane, y, x, height, width)
                                # 9. pooling.
                                if mode == "avg":
                                    acc = F(acc + F(value / count))
                                elif value > acc:
                                    acc = value
                        out[r, c, i, j] = acc
    return out


def sample(plane, y, x, height, width):
    # 6. outside (a NaN position counts as outside: README.md's table).
    if (np.isnan(y) or np.isnan(x) or y < F(-1) or y > F(height) or
            x < F(-1) or x > F(width)):
        return F(0)
    # 7. clamp and neighbours.
    y = max(y, F(0))
    x = max(x, F(0))
    y0 = int(y)
    x0 = int(x)
    if y0 >= height - 1:
        y0 = y1 = height - 1
        y = F(y0)
    else:
        y1 = y0 + 1
    if x0 >= width - 1:
        x0 = x1 = width - 1
        x = F(x0)
    else:
        x1 = x0 + 1
    # 8. bilinear weights; the sum left to right.
    ly = F(y - F(y0))
    lx = F(x - F(x0))
    hy = F(F(1) - ly)
    hx = F(F(1) - lx)
    w1, w2, w3, w4 = F(hy * hx), F(hy * lx), F(ly * hx), F(ly * lx)
    v = F(w1 * plane[y0, x0])
    v = F(v + F(w2 * plane[y0, x1]))
    v = F(v + F(w3 * plane[y1, x0]))
    v = F(v + F(w4 * plane[y1, x1]))
    return v


# --------------------------------------------------------------------------

def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="op", required=True)
    mp = sub.add_parser("maxpool")
    mp.add_argument("input")
    mp.add_argument("values")
    mp.add_argument("indices")
    mp.add_argument("--kernel", required=True)
    mp.add_argument("--strides", required=True)
    mp.add_argument("--pads-begin", default="")
    mp.add_argument("--pads-end", default="")
    mp.add_argument("--dilations", default="")
    mp.add_argument("--rounding", default="floor", choices=["floor", "ceil"])
    mp.add_argument("--auto-pad", default="explicit",
                    choices=["explicit", "valid", "same_upper", "same_lower"])
    mp.add_argument("--axis", type=int, default=0)
    mp.add_argument("--index-type", default="i64", choices=["i64", "i32"])
    ra = sub.add_parser("roi_align")
    ra.add_argument("data")
    ra.add_argument("rois")
    ra.add_argument("batch_indices")
    ra.add_argument("output")
    ra.add_argument("--pooled", required=True)
    ra.add_argument("--sampling-ratio", type=int, required=True)
    ra.add_argument("--spatial-scale", type=float, required=True)
    ra.add_argument("--mode", choices=["avg", "max"], required=True)
    args = parser.parse_args(argv)

    if args.op == "maxpool":
        x = np.load(args.input)
        k = ints(args.kernel)
        zeros = [0] * len(k)
        values, indices = maxpool(
            x, k, ints(args.strides), ints(args.pads_begin) or zeros,
            ints(args.pads_end) or zeros, ints(args.dilations) or [1] * len(k),
            args.rounding, args.auto_pad, args.axis, args.index_type)
        np.save(args.values, values)
        np.save(args.indices, indices)
    else:
        ph, pw = ints(args.pooled)
        out = roi_align(np.load(args.data), np.load(args.rois),
                        np.load(args.batch_indices), ph, pw,
                        args.sampling_ratio, args.spatial_scale, args.mode)
        np.save(args.output, out)


if __name__ == "__main__":
    main(sys.argv[1:])
