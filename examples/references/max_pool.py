# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""MaxPool-1/8/14 (docs/semantics.md 1.3-1.7, 6.1), vectorised over the
output: any real or integer NumPy dtype (f16 compares in f32 and its
lowest() is f32's rounded to f16, i.e. -inf); its commands."""

import numpy as np

from .cli import command
from .common import (AUTO_PADS, F32, ROUNDINGS, Refused, ints, out_size, pseudo_random,
                     report, resolve_pads)

__all__ = ["lowest", "max_pool"]


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


# --- Commands ---------------------------------------------------------------


@command("inputs-maxpool", "x n c h w seed", "reference.py inputs-maxpool X.npy N C H W SEED")
def cmd_inputs_maxpool(a):
    np.save(a.x, pseudo_random((a.n, a.c, a.h, a.w), a.seed))
    return 0


@command("check-maxpool", "x out_dir kernel strides pads_begin pads_end dilations",
         """reference.py check-maxpool X.npy OUT_DIR kernel strides pads_begin pads_end
                             dilations rounding [axis]""",
         ("rounding", {"choices": ROUNDINGS}),
         ("axis", {"type": int, "nargs": "?", "default": 0}))
def cmd_check_maxpool(a):
    x = np.load(a.x)
    values, indices = max_pool(x, ints(a.kernel), ints(a.strides), ints(a.pads_begin),
                               ints(a.pads_end), ints(a.dilations), a.rounding, a.axis)
    ok = report("values", np.load(f"{a.out_dir}/output_0.npy"), values)
    ok &= report("indices", np.load(f"{a.out_dir}/output_1.npy"), indices)
    return 0 if ok else 1


@command("maxpool", "input values indices",
         """reference.py maxpool IN.npy OUT_VALUES.npy OUT_INDICES.npy \\
      --kernel 3,3 --strides 2,2 [--pads-begin 1,1] [--pads-end 1,1]
      [--dilations 1,1] [--rounding floor|ceil|ceil_torch]
      [--auto-pad explicit|valid|same_upper|same_lower]
      [--axis 0] [--index-type i64|i32]""",
         ("--kernel", {"required": True}),
         ("--strides", {"required": True}),
         ("--pads-begin", {"default": ""}),
         ("--pads-end", {"default": ""}),
         ("--dilations", {"default": ""}),
         ("--rounding", {"default": "floor", "choices": ROUNDINGS}),
         ("--auto-pad", {"default": "explicit", "choices": AUTO_PADS}),
         ("--axis", {"type": int, "default": 0}),
         ("--index-type", {"default": "i64", "choices": ["i64", "i32"]}))
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
