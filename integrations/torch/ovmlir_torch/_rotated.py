# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""torch.ops.ovmlir.roi_align_rotated: OpenVINO's ROIAlignRotated-15
(docs/semantics.md 8) as a torch op, with a Meta kernel for shapes, and
the conversion from detectron2's box convention (docs/pytorch.md)."""

from __future__ import annotations

import math

import ovrt
import torch

from . import _modules

SCHEMA = ("roi_align_rotated(Tensor input, Tensor rois, Tensor batch_indices, "
          "int pooled_height, int pooled_width, int sampling_ratio, "
          "float spatial_scale, bool clockwise=False) -> Tensor")

_FLOATS = {torch.float32: "f32", torch.float64: "f64"}
_library = None


def _mlir(ph, pw, sampling_ratio, scale, clockwise, element):
    t = f"tensor<?x?x?x?x{element}>"
    out = f"tensor<?x?x{ph}x{pw}x{element}>"
    return (
        f"func.func @f(%d: {t}, %r: tensor<?x5x{element}>, %i: tensor<?xi32>) -> "
        f"{out} {{\n"
        f"  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = {ph} pooled_w = {pw} "
        f"sampling_ratio = {sampling_ratio} spatial_scale = {scale!r}"
        f"{' clockwise_mode = true' if clockwise else ''} : "
        f"{t}, tensor<?x5x{element}>, tensor<?xi32> -> {out}\n"
        f"  return %0 : {out}\n}}\n")


def _fail(message):
    raise RuntimeError(f"ovmlir::roi_align_rotated: {message}")


def _check(input, rois, batch_indices, ph, pw, sampling_ratio, scale):
    if input.dim() != 4:
        _fail(f"input must be [N, C, H, W], got {list(input.shape)}")
    if rois.dim() != 2 or rois.shape[1] != 5:
        _fail(f"rois must be [R, 5] (x_ctr, y_ctr, width, height, angle in radians), "
              f"got {list(rois.shape)}")
    if batch_indices.dim() != 1 or batch_indices.shape[0] != rois.shape[0]:
        _fail(f"batch_indices must be [R] with R = {rois.shape[0]}, "
              f"got {list(batch_indices.shape)}")
    if input.dtype not in _FLOATS or rois.dtype != input.dtype:
        _fail(f"input and rois must both be float32 or float64, got {input.dtype} "
              f"and {rois.dtype}")
    if batch_indices.dtype.is_floating_point or batch_indices.dtype == torch.bool:
        _fail(f"batch_indices must be an integer tensor, got {batch_indices.dtype}")
    if ph < 1 or pw < 1:
        _fail(f"pooled size must be positive, got {ph}x{pw}")
    if not 0 <= sampling_ratio <= 4096:
        _fail(f"sampling_ratio must be in [0, 4096], got {sampling_ratio}")
    if not (math.isfinite(scale) and scale > 0):
        _fail(f"spatial_scale must be finite and positive, got {scale}")


def roi_align_rotated(input, rois, batch_indices, pooled_height, pooled_width,
                      sampling_ratio, spatial_scale, clockwise=False):
    _check(input, rois, batch_indices, pooled_height, pooled_width, sampling_ratio,
           spatial_scale)
    element = _FLOATS[input.dtype]
    scale = float(torch.tensor(spatial_scale, dtype=torch.float32))
    if not (math.isfinite(scale) and scale > 0):  # OpenVINO's attribute is f32
        _fail(f"spatial_scale {spatial_scale!r} is {scale!r} as an f32 (the "
              "attribute's type): not finite and positive")
    out = torch.empty((rois.shape[0], input.shape[1], pooled_height, pooled_width),
                      dtype=input.dtype)
    if rois.shape[0] == 0:
        return out
    n = input.shape[0]
    if bool((batch_indices < 0).any()) or bool((batch_indices >= n).any()):
        bad = int(((batch_indices < 0) | (batch_indices >= n)).nonzero()[0])
        _fail(f"box {bad}: batch index {int(batch_indices[bad])} outside [0, {n})")
    compiled = _modules.module(
        ("roirotated", pooled_height, pooled_width, sampling_ratio, scale,
         bool(clockwise), element),
        _mlir(pooled_height, pooled_width, sampling_ratio, scale, clockwise, element))
    try:
        compiled.run([input.contiguous(), rois.contiguous(),
                      batch_indices.to(torch.int32).contiguous()], [out])
    except ovrt.Error as e:  # the module's own checks (docs/semantics.md 8.4)
        _fail(e.message if hasattr(e, "message") else str(e))
    return out


def _meta(input, rois, batch_indices, pooled_height, pooled_width, sampling_ratio,
          spatial_scale, clockwise=False):
    return input.new_empty((rois.shape[0], input.shape[1], pooled_height, pooled_width))


def _autograd(input, rois, batch_indices, *args):
    """The op has no backward: refuse a call that would need one rather
    than return an output detached from the graph."""
    if torch.is_grad_enabled() and (input.requires_grad or rois.requires_grad):
        _fail("has no backward: call it on tensors that do not require grad "
              "(detach them) or under torch.no_grad()")
    # Below autograd: a context manager in torch 2.x, a guard object that
    # holds while it lives in 1.x.
    guard = torch._C._AutoDispatchBelowAutograd()
    if hasattr(guard, "__enter__"):
        with guard:
            return torch.ops.ovmlir.roi_align_rotated(input, rois, batch_indices, *args)
    try:
        return torch.ops.ovmlir.roi_align_rotated(input, rois, batch_indices, *args)
    finally:
        del guard


def register():
    """Defines torch.ops.ovmlir.roi_align_rotated (once per process): a CPU
    kernel and a fake (torch 2.x) or Meta (1.x) kernel for shapes, for
    tracing. It has no backward."""
    global _library
    if _library is not None:
        return
    library = torch.library.Library("ovmlir", "DEF")
    library.define(SCHEMA)
    library.impl("roi_align_rotated", roi_align_rotated, "CPU")
    register_fake = getattr(torch.library, "register_fake", None)
    if register_fake is not None:
        # torch 2.x: the fake kernel (FakeTensor tracing in torch.compile and
        # torch.export), which also serves the Meta key.
        register_fake("ovmlir::roi_align_rotated", _meta, lib=library)
    else:
        library.impl("roi_align_rotated", _meta, "Meta")
    # torch 1.x has no fallthrough for AutogradMeta; the op has no backward.
    library.impl("roi_align_rotated", _meta, "AutogradMeta")
    library.impl("roi_align_rotated", _autograd, "AutogradCPU")
    _library = library


def from_detectron2(rois):
    """detectron2's ROIAlignRotated boxes, [R, 6] rows (batch index, x_ctr,
    y_ctr, width, height, angle in degrees counter-clockwise), as this op's
    (rois [R, 5] with the angle in radians, batch_indices [R] int64), for
    clockwise=False: detectron2 rotates a sample (x, y) of the box's own
    axes to (y*sin + x*cos + cx, y*cos - x*sin + cy) with theta = degrees
    * pi / 180, which is ROIAlignRotated-15's rotation with clockwise_mode
    false. The radians are computed as detectron2 does (degrees * pi /
    180 in f64, rounded once to the boxes' type)."""
    if rois.dim() != 2 or rois.shape[1] != 6:
        _fail(f"detectron2 rois must be [R, 6], got {list(rois.shape)}")
    boxes = rois[:, 1:6].clone()
    boxes[:, 4] = (rois[:, 5].to(torch.float64) * math.pi / 180.0).to(rois.dtype)
    return boxes, rois[:, 0].to(torch.int64)
