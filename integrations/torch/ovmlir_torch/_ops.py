# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The replacement CPU kernels: each computes torch's answer with an
ov-mlir module where ov-mlir's semantics give the same bits, and calls the
original kernel (counted by reason, _stats.py) where they would not
(docs/pytorch.md has the table; the rules are docs/semantics.md's against
torch's CPU kernels).
"""

from __future__ import annotations

import math

import ovrt
import torch

from . import _modules, _stats

_FLOATS = {torch.float32: "f32", torch.float64: "f64"}
_MAX_TYPES = {torch.float32: "f32", torch.float64: "f64", torch.bfloat16: "bf16"}
# torch's CPU avg_pool takes i64 too: a wrapping i64 sum divided toward
# zero, as docs/semantics.md 7.3 computes integers.
_AVG_TYPES = {torch.float32: "f32", torch.float64: "f64", torch.int64: "i64"}

def _expand(values, nd, what, default=None):
    values = list(values) if values is not None else []
    if not values and default is not None:
        values = list(default)
    if len(values) == 1:
        values = values * nd
    if len(values) != nd or not all(isinstance(v, int) for v in values):
        raise ValueError(what)
    return values


def _pool_geometry(x, nd, kernel, stride, padding, dilation, ceil_mode):
    """torch's pooling output size per spatial axis, or None where torch
    would refuse the arguments (the original kernel then raises torch's
    own error)."""
    try:
        k = _expand(kernel, nd, "kernel")
        s = _expand(stride, nd, "stride", default=k)
        p = _expand(padding, nd, "padding")
        d = _expand(dilation, nd, "dilation")
    except ValueError:
        return None
    if x.dim() not in (nd + 1, nd + 2):
        return None
    if any(v <= 0 for v in k + s + d) or any(v < 0 for v in p):
        return None
    # torch's CPU pools take each attribute as a C int (safe_downcast:
    # "integer out of range", or the truncated value refused).
    if any(v > 2**31 - 1 for v in k + s + p + d):
        return None
    if any(pi > ki // 2 for pi, ki in zip(p, k)):
        return None
    sizes = list(x.shape[-nd:])
    out = []
    for D, ki, si, pi, di in zip(sizes, k, s, p, d):
        span = D + 2 * pi - di * (ki - 1) - 1
        o = (span + (si - 1 if ceil_mode else 0)) // si + 1
        if ceil_mode and (o - 1) * si >= D + pi:
            o -= 1
        if span < 0 or o < 1:
            return None
        out.append(o)
    return k, s, p, d, sizes, out


def _every_window_has_a_tap(sizes, k, s, p, d):
    """Whether every window reads an input element. Without dilation it
    does (torch keeps pads within half the kernel and drops a ceil-mode
    window that starts past the input); with it, a window starting in the
    begin padding can step over the input (k 2, d 2, pad 1 on a width of
    1: taps -1 and 1). Only windows that start before 0 can."""
    for D, ki, si, pi, di in zip(sizes, k, s, p, d):
        o = 0
        while o * si - pi < 0:
            start = o * si - pi
            first = start + -(start // di) * di  # the first tap >= 0
            if (first - start) // di >= ki or first >= D:
                return False
            o += 1
    return True


def _channels_last(x, nd):
    if x.dim() != nd + 2 or x.is_contiguous():
        return False
    fmt = torch.channels_last if nd == 2 else torch.channels_last_3d
    return x.is_contiguous(memory_format=fmt)


def _plain(x, nd):
    """x as a contiguous (N, C, spatial...) tensor: a view when x is
    contiguous, else torch's own contiguous copy (which the original kernel
    makes too)."""
    x = x.contiguous()
    return x.unsqueeze(0) if x.dim() == nd + 1 else x


def _ints(values):
    return "[" + ", ".join(str(v) for v in values) + "]"


def _ranked(nd, element):
    return "tensor<" + "?x" * (nd + 2) + element + ">"


# --- MaxPool with indices ---------------------------------------------------

def _max_pool_mlir(nd, k, s, p, d, ceil_mode, element):
    t = _ranked(nd, element)
    ti = _ranked(nd, "i64")
    rounding = "ceil_torch" if ceil_mode else "floor"
    # axis 2: indices within each (n, c) plane, torch's flat index
    # (docs/semantics.md 1.7).
    return (
        f"func.func @f(%x: {t}) -> ({t}, {ti}) {{\n"
        f"  %v, %i = ov.max_pool_v14 %x kernel = {_ints(k)} strides = {_ints(s)} "
        f"pads_begin = {_ints(p)} pads_end = {_ints(p)} dilations = {_ints(d)} "
        f"rounding_type = {rounding} index_element_type = i64 axis = 2 : "
        f"{t} -> {t}, {ti}\n"
        f"  return %v, %i : {t}, {ti}\n}}\n")


def max_pool_original(nd):
    """The CPU kernel of aten::max_pool{nd}d_with_indices through its .out
    overload (the same code, not overridden), for torch without
    torch.library.get_kernel (1.x)."""
    out_overload = getattr(torch.ops.aten, f"max_pool{nd}d_with_indices").out

    def original(x, *args):
        values = torch.empty(0, dtype=x.dtype)
        indices = torch.empty(0, dtype=torch.long)
        return out_overload(x, *args, out=values, indices=indices)
    return original


def max_pool_with_indices(nd, original, x, kernel_size, stride=(), padding=(0,),
                          dilation=(1,), ceil_mode=False):
    """`original(args)` calls torch's own kernel."""
    op = f"max_pool{nd}d_with_indices"

    def fallback(reason):
        _stats.fell_back(op, reason)
        return original(x, kernel_size, stride, padding, dilation, ceil_mode)

    element = _MAX_TYPES.get(x.dtype)
    if element is None:
        return fallback("dtype")
    geometry = _pool_geometry(x, nd, kernel_size, stride, padding, dilation,
                              ceil_mode)
    if geometry is None:
        return fallback("arguments")
    k, s, p, d, sizes, out = geometry
    if x.numel() == 0:
        return fallback("empty")
    # A window without a tap is -inf at its first tap's index in torch,
    # the lowest finite value at the plane's first element in OpenVINO.
    if not _every_window_has_a_tap(sizes, k, s, p, d):
        return fallback("empty_window")
    if _channels_last(x, nd):
        return fallback("channels_last")
    # torch's max propagates NaN (the last NaN of a window wins) and starts
    # from -inf; OpenVINO's skips NaN and starts from the lowest finite
    # value: equal whenever no element is NaN or -inf. min() is NaN when
    # one is NaN, so one reduction answers both.
    if not bool(x.min() > float("-inf")):
        return fallback("nan_or_-inf")
    compiled = _modules.module_or_none(
        ("maxpool", nd, tuple(k), tuple(s), tuple(p), tuple(d), ceil_mode, element),
        _max_pool_mlir(nd, k, s, p, d, ceil_mode, element))
    if compiled is None:
        return fallback("no_module")
    xin = _plain(x, nd)
    shape = list(xin.shape[:2]) + out
    values = torch.empty(shape, dtype=x.dtype)
    indices = torch.empty(shape, dtype=torch.long)
    try:
        compiled.run([xin], [values, indices])
    except ovrt.Error:
        return fallback("module_rejected")
    _stats.ran(op)
    if x.dim() == nd + 1:
        return values.squeeze(0), indices.squeeze(0)
    return values, indices


# --- AvgPool -----------------------------------------------------------------

def _avg_pool_mlir(nd, k, s, p, ceil_mode, exclude_pad, element):
    t = _ranked(nd, element)
    rounding = "ceil_torch" if ceil_mode else "floor"
    return (
        f"func.func @f(%x: {t}) -> {t} {{\n"
        f"  %0 = ov.avg_pool_v14 %x kernel = {_ints(k)} strides = {_ints(s)} "
        f"pads_begin = {_ints(p)} pads_end = {_ints(p)} "
        f"exclude_pad = {'true' if exclude_pad else 'false'} "
        f"rounding_type = {rounding} : {t} -> {t}\n"
        f"  return %0 : {t}\n}}\n")


def avg_pool_original(nd):
    """aten::avg_pool{nd}d's CPU kernel through its .out overload, for torch
    without torch.library.get_kernel (1.x)."""
    out_overload = getattr(torch.ops.aten, f"avg_pool{nd}d").out

    def original(x, *args):
        return out_overload(x, *args, out=torch.empty(0, dtype=x.dtype))
    return original


def avg_pool(nd, original, x, kernel_size, stride=(), padding=(0,), ceil_mode=False,
             count_include_pad=True, divisor_override=None):
    """`original(args)` calls torch's own kernel."""
    op = f"avg_pool{nd}d"

    def fallback(reason):
        _stats.fell_back(op, reason)
        return original(x, kernel_size, stride, padding, ceil_mode,
                        count_include_pad, divisor_override)

    element = _AVG_TYPES.get(x.dtype)
    if element is None:
        return fallback("dtype")
    if divisor_override is not None:
        return fallback("divisor_override")
    geometry = _pool_geometry(x, nd, kernel_size, stride, padding, [1], ceil_mode)
    if geometry is None:
        return fallback("arguments")
    k, s, p, _, sizes, out = geometry
    if x.numel() == 0:
        return fallback("empty")
    if _channels_last(x, nd):
        return fallback("channels_last")
    # torch divides a window by its taps inside the padded input
    # (count_include_pad) or inside the input; OpenVINO by the whole kernel
    # when padding counts and a pad is non-zero. They differ only for a
    # ceil-mode window that crosses the end of the padded input, on any
    # axis.
    if count_include_pad and any(p):
        for D, ki, si, pi, o in zip(sizes, k, s, p, out):
            if (o - 1) * si - pi + ki > D + pi:
                return fallback("ceil_mode_divisor")
    compiled = _modules.module_or_none(
        ("avgpool", nd, tuple(k), tuple(s), tuple(p), ceil_mode,
         not count_include_pad, element),
        _avg_pool_mlir(nd, k, s, p, ceil_mode, not count_include_pad, element))
    if compiled is None:
        return fallback("no_module")
    xin = _plain(x, nd)
    result = torch.empty(list(xin.shape[:2]) + out, dtype=x.dtype)
    try:
        compiled.run([xin], [result])
    except ovrt.Error:
        return fallback("module_rejected")
    # torch writes 0 + sum / divisor: a quotient that underflows to -0.0
    # becomes +0.0 there; adding +0.0 does the same here and keeps every
    # other value (NaN included) as it is.
    if x.dtype.is_floating_point:
        result.add_(0.0)
    _stats.ran(op)
    return result.squeeze(0) if x.dim() == nd + 1 else result


# --- torchvision's roi_align -------------------------------------------------

def _roi_align_mlir(pooled_h, pooled_w, sampling_ratio, scale, aligned, element,
                    channels_last=False):
    """The module's function; with channels_last it takes the data as
    [N, H, W, C] (a channels_last tensor's permute(0, 2, 3, 1), a contiguous
    view) and transposes it by [0, 3, 1, 2] into the op, which ov-to-vector
    folds: the kernel reads the [N, H, W, C] buffer itself
    (docs/perf-notes.md, channels-last input)."""
    t = f"tensor<?x?x?x?x{element}>"
    mode = "half_pixel_for_nn" if aligned else "asymmetric"
    data = "%d"
    layout = ""
    if channels_last:
        data = "%nchw"
        layout = "".join(
            f"  %c{i} = arith.constant {i} : index\n"
            f"  %s{i} = tensor.dim %d, %c{i} : {t}\n" for i in range(4))
        layout += (
            f"  %e = tensor.empty(%s0, %s3, %s1, %s2) : {t}\n"
            f"  %nchw = linalg.transpose ins(%d : {t}) outs(%e : {t}) "
            f"permutation = [0, 3, 1, 2]\n")
    return (
        f"func.func @f(%d: {t}, %r: tensor<?x4x{element}>, %i: tensor<?xi32>) -> "
        f"tensor<?x?x{pooled_h}x{pooled_w}x{element}> {{\n"
        f"{layout}"
        f"  %0 = ov.roi_align_v9 {data}, %r, %i pooled_h = {pooled_h} "
        f"pooled_w = {pooled_w} sampling_ratio = {sampling_ratio} "
        f"spatial_scale = {scale!r} mode = avg aligned_mode = {mode} : "
        f"{t}, tensor<?x4x{element}>, tensor<?xi32> -> "
        f"tensor<?x?x{pooled_h}x{pooled_w}x{element}>\n"
        f"  return %0 : tensor<?x?x{pooled_h}x{pooled_w}x{element}>\n}}\n")


def _power_of_two_or_zero(n):
    return (n >= 0) & ((n & (n - 1)) == 0)


def _adaptive_counts_equal(rois, scale, pooled_h, pooled_w, aligned):
    """Per box: whether the adaptive sample grid (torchvision's
    ceil(bin size) per axis, in the data's type) has power-of-two sides of
    at most 4096, where the sum divided once is the sum of divided samples
    bit for bit."""
    offset = 0.5 if aligned else 0.0
    t = rois.dtype
    s = torch.tensor(scale, dtype=t)
    sw = rois[:, 1] * s - offset
    sh = rois[:, 2] * s - offset
    ew = rois[:, 3] * s - offset
    eh = rois[:, 4] * s - offset
    w = ew - sw
    h = eh - sh
    if not aligned:
        w = torch.clamp_min(w, 1.0)
        h = torch.clamp_min(h, 1.0)
    gw = torch.ceil(w / pooled_w)
    gh = torch.ceil(h / pooled_h)
    finite = torch.isfinite(gw) & torch.isfinite(gh) & (gw <= 4096) & (gh <= 4096)
    gw = torch.where(finite, gw, torch.zeros_like(gw)).to(torch.int64)
    gh = torch.where(finite, gh, torch.zeros_like(gh)).to(torch.int64)
    return finite & _power_of_two_or_zero(gw) & _power_of_two_or_zero(gh)


# The map size (bytes) from which channels_last roi_align data is read in
# place whatever the boxes: copying it costs more than the kernels differ.
IN_PLACE_BYTES = 4 << 20


def _samples(rois, scale, pooled_h, pooled_w, sampling_ratio):
    """The boxes' sample count: R * bins * ratio^2, or, adaptive, each box's
    ceil(size / bins) grid per axis (at least 1, at most 4096; a non-finite
    size as 1)."""
    bins = pooled_h * pooled_w
    if sampling_ratio > 0:
        return rois.shape[0] * bins * sampling_ratio * sampling_ratio
    size = torch.nan_to_num((rois[:, 3:5] - rois[:, 1:3]).double() * scale,
                            nan=1.0, posinf=1.0, neginf=1.0)
    grid = torch.ceil(size / torch.tensor([pooled_w, pooled_h])).clamp(1, 4096)
    return int((grid[:, 0] * grid[:, 1]).sum()) * bins


def _read_in_place(input, samples):
    """Whether channels_last data runs the module variant that reads it in
    place (else a contiguous copy and the NCHW module): where the map is at
    least IN_PLACE_BYTES, or its pixels (N * H * W) at least the boxes'
    samples. On a small map under many samples the NCHW kernel's staged
    copy, reused by every box, is faster than the channels-last kernel
    (1x64x100x100, 1000 boxes, 7x7, ratio 2: 2.7 against 12.7 ms at 1
    thread, docs/pytorch.md)."""
    n, _, h, w = input.shape
    return (input.numel() * input.element_size() >= IN_PLACE_BYTES
            or n * h * w >= samples)


def _check_rois(input, rois, sampling_ratio):
    """Refuses the boxes torchvision's CPU kernel reads out of bounds on:
    a batch index (truncated toward zero) outside [0, N), NaN included,
    and, with a fixed sampling ratio, a non-finite coordinate (its
    interpolation indexes through an int cast of NaN or inf). torchvision
    does not check them: it returns memory it does not own, or crashes; the
    module refuses them too, so there is no answer to give but an error."""
    if rois.shape[0] == 0:
        return
    batch = rois[:, 0]
    bad = ~(torch.isfinite(batch) & (batch > -1) & (batch < input.shape[0]))
    if bool(bad.any()):
        i = int(bad.nonzero()[0])
        raise IndexError(
            f"ovmlir_torch: roi_align: rois[{i}, 0] = {float(batch[i])!r} is not "
            f"a batch index of the input (N = {input.shape[0]})")
    if sampling_ratio > 0:
        bad = ~torch.isfinite(rois[:, 1:5]).all(dim=1)
        if bool(bad.any()):
            i = int(bad.nonzero()[0])
            raise ValueError(
                f"ovmlir_torch: roi_align: rois[{i}] = {rois[i].tolist()} has a "
                "non-finite coordinate (torchvision's kernel reads out of "
                "bounds on it)")


def roi_align(original, input, rois, spatial_scale, pooled_height, pooled_width,
              sampling_ratio, aligned):
    """`original(args)` calls torchvision's own kernel."""
    op = "roi_align"
    args = (spatial_scale, pooled_height, pooled_width, sampling_ratio, aligned)

    def fallback(reason):
        _stats.fell_back(op, reason)
        return original(input, rois, *args)

    element = _FLOATS.get(input.dtype)
    if element is None:
        return fallback("dtype")
    if (rois.dtype != input.dtype or input.dim() != 4 or rois.dim() != 2
            or rois.shape[1] != 5 or pooled_height <= 0 or pooled_width <= 0):
        return fallback("arguments")
    _check_rois(input, rois, sampling_ratio)
    if rois.shape[0] == 0 or input.numel() == 0:
        return fallback("empty")
    # OpenVINO's spatial_scale is an f32; torchvision's is the data's type.
    scale = float(torch.tensor(spatial_scale, dtype=torch.float32))
    if input.dtype == torch.float64 and scale != spatial_scale:
        return fallback("spatial_scale")
    if not (math.isfinite(scale) and scale > 0):
        return fallback("spatial_scale")
    # torchvision sums a bin's samples before dividing: a sum past the
    # largest float is inf there, where the divided samples stay finite.
    # Under 2^-25 of the largest float no sum of at most 4096 x 4096 samples
    # (each at most its largest pixel) overflows; NaN and infinities give
    # the same bits in both, but hide the largest finite value: one
    # reduction (aminmax) decides.
    low, high = torch.aminmax(input)
    bound = torch.finfo(input.dtype).max / 2.0 ** 25
    if not (float(low) >= -bound and float(high) <= bound):
        return fallback("huge_or_nonfinite_data")
    if sampling_ratio > 0:
        if sampling_ratio > 4096 or sampling_ratio & (sampling_ratio - 1):
            return fallback("sample_count")
        ours = None  # every box
    else:
        ours = _adaptive_counts_equal(rois, scale, pooled_height, pooled_width,
                                      aligned)
        if bool(ours.all()):
            ours = None
    # channels_last data is read in place by the module variant that takes
    # it as [N, H, W, C] where that is the faster (_read_in_place); other
    # strides are copied as torchvision does.
    channels_last = _channels_last(input, 2) and _read_in_place(
        input, _samples(rois, scale, pooled_height, pooled_width, sampling_ratio))
    compiled = _modules.module_or_none(
        ("roialign", pooled_height, pooled_width, max(sampling_ratio, 0), scale,
         bool(aligned), element, channels_last),
        _roi_align_mlir(pooled_height, pooled_width, max(sampling_ratio, 0), scale,
                        aligned, element, channels_last))
    if compiled is None:
        return fallback("no_module")
    data = input.permute(0, 2, 3, 1) if channels_last else input.contiguous()
    mine = rois if ours is None else rois[ours]
    result = torch.empty((rois.shape[0], input.shape[1], pooled_height, pooled_width),
                         dtype=input.dtype)
    if mine.shape[0]:
        boxes = mine[:, 1:5].contiguous()
        batch = mine[:, 0].to(torch.int32)
        part = result if ours is None else torch.empty(
            (mine.shape[0],) + tuple(result.shape[1:]), dtype=input.dtype)
        try:
            compiled.run([data, boxes, batch], [part])
        except ovrt.Error:
            return fallback("module_rejected")
        if ours is not None:
            result[ours] = part
    if ours is not None:
        rest = ~ours
        result[rest] = original(input, rois[rest], *args)
        _stats.fell_back(op, "sample_count", boxes=int(rest.sum()))
        if not mine.shape[0]:
            return result
    _stats.ran(op)
    return result
