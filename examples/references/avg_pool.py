# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""AvgPool-1/14/16 (docs/semantics.md 7), vectorised over the output."""

import numpy as np

from .common import F32, Refused, out_size, resolve_pads, round_bf16

__all__ = ["avg_pool"]


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
