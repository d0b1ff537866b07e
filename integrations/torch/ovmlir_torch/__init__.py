# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ov-mlir's CPU kernels behind PyTorch's pools and torchvision's roi_align
(docs/pytorch.md).

    import ovmlir_torch
    ovmlir_torch.enable()            # or: with ovmlir_torch.enabled(): ...
    torchvision.ops.roi_align(...)   # the same bits, ov-mlir's kernel
    ovmlir_torch.stats()             # {op: {"ovmlir": n, "fallback": {reason: n}}}
    ovmlir_torch.disable()
    torch.ops.ovmlir.roi_align_rotated(x, rois, batch_indices, 7, 7, 2, 0.25)

enable() registers, through torch.library, CPU kernels for
aten::max_pool2d_with_indices, aten::max_pool3d_with_indices,
aten::avg_pool2d, aten::avg_pool3d (max_pool1d with indices, avg_pool1d
and, in torch 1.13, max_pool{2,3}d without indices reach these) and
torchvision::roi_align. Every call returns
the replaced kernel's exact answer: where ov-mlir's semantics differ (NaN in
a max, torch's ceil-mode divisor, a non-power-of-two roi_align sample
count, ...) the call runs the original kernel and stats() counts it.
"""

from __future__ import annotations

import contextlib
import threading
import warnings

import torch

from . import _modules, _ops, _rotated, _stats
from ._modules import CompilerMissing, cache_dir
from ._rotated import from_detectron2

__all__ = ["enable", "disable", "enabled", "is_enabled", "stats", "reset_stats",
           "cache_dir", "CompilerMissing", "from_detectron2"]

# torch.ops.ovmlir.roi_align_rotated: ROIAlignRotated-15, a new op (no
# kernel of torch's or torchvision's to replace), defined on import.
_rotated.register()

_lock = threading.RLock()
_libraries = {}   # op name -> torch.library.Library holding its CPU kernel
_depth = [0]
# torch 2.x (torch.library.get_kernel): the original CPU kernels, taken
# before the first registration replaces them, called with the dispatch
# key set the replacement receives (with_keyset=True).
_GET_KERNEL = getattr(torch.library, "get_kernel", None)
_originals = {}


def _register(namespace, name, kernel, fallback_original=None):
    """Registers `kernel(original, *args)` as the CPU kernel of
    namespace::name; `original(*args)` runs the kernel it replaces (torch
    2.x: the one get_kernel returned; 1.x: `fallback_original`)."""
    library = torch.library.Library(namespace, "IMPL")
    with warnings.catch_warnings():
        # "Overriding a previously registered kernel": that is the point.
        warnings.simplefilter("ignore")
        if _GET_KERNEL is not None:
            if name not in _originals:
                _originals[name] = _GET_KERNEL(f"{namespace}::{name}", "CPU")
            original = _originals[name]

            def boxed(keyset, *args):
                return kernel(lambda *a: original.call_boxed(keyset, *a), *args)
            library.impl(name, boxed, "CPU", with_keyset=True)
        else:
            library.impl(name, lambda *args: kernel(fallback_original, *args), "CPU")
    _libraries[name] = library


def _unregister(name):
    library = _libraries.pop(name, None)
    if library is not None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            # torch 2.x deregisters in _destroy(); 1.x when the object dies.
            destroy = getattr(library, "_destroy", None)
            if destroy is not None:
                destroy()
            del library


def _roi_align_original(*args):
    """torchvision's own kernel in torch 1.x, which cannot call a replaced
    kernel: the registration is dropped for the call and made again (under
    the lock; another thread meanwhile runs torchvision's kernel, which
    gives the same answer)."""
    with _lock:
        registered = "roi_align" in _libraries
        if registered:
            _unregister("roi_align")
        try:
            return torch.ops.torchvision.roi_align(*args)
        finally:
            if registered:
                _register("torchvision", "roi_align", _ops.roi_align,
                          _roi_align_original)


def _has_torchvision_ops():
    try:
        import torchvision  # noqa: F401
        torch.ops.torchvision.roi_align
    except (ImportError, AttributeError, RuntimeError):
        return False
    return True


def _fake_kernels():
    """torch.compile and torch.export trace through the ops' own fake/meta
    kernels (aten's, torchvision's): this package replaces only CPU
    kernels, so nothing needs registering for them (the rotated op has its
    own, _rotated.py). torch 1.x has no torch.compile: say so once."""
    if not hasattr(torch, "compile"):
        warnings.warn(f"ovmlir_torch: torch {torch.__version__} has no torch.compile "
                      "or torch.library.register_fake; eager mode only",
                      stacklevel=3)


def enable():
    """Replaces the CPU kernels (idempotent; nested with enabled()).
    Raises CompilerMissing when ov-compile cannot be found."""
    with _lock:
        _modules.ov_compile()  # a one-line error now, not at the first call
        import ovrt
        ovrt.get_num_threads()  # libovrt must load (ovrt.Error names it)
        _depth[0] += 1
        if _libraries:
            return
        for nd in (2, 3):
            _register("aten", f"max_pool{nd}d_with_indices",
                      lambda original, *a, nd=nd: _ops.max_pool_with_indices(
                          nd, original, *a),
                      _ops.max_pool_original(nd))
            _register("aten", f"avg_pool{nd}d",
                      lambda original, *a, nd=nd: _ops.avg_pool(nd, original, *a),
                      _ops.avg_pool_original(nd))
        if _has_torchvision_ops():
            _register("torchvision", "roi_align", _ops.roi_align, _roi_align_original)
        _fake_kernels()


def disable():
    """Restores the original kernels (all of them, whatever the nesting)."""
    with _lock:
        _depth[0] = 0
        for name in list(_libraries):
            _unregister(name)


def is_enabled():
    return bool(_libraries)


@contextlib.contextmanager
def enabled():
    """with ovmlir_torch.enabled(): ... — the kernels are replaced inside;
    on exit they are restored unless an outer enable() holds them."""
    with _lock:
        outer = _depth[0]
        enable()
    try:
        yield
    finally:
        with _lock:
            if outer == 0:
                disable()
            else:
                _depth[0] = outer


def stats():
    """{op: {"ovmlir": calls ov-mlir ran, "fallback": {reason: calls}}}; a
    roi_align call split by box counts its fallen-back boxes under
    "sample_count (boxes)"."""
    return _stats.snapshot()


def reset_stats():
    _stats.reset()
