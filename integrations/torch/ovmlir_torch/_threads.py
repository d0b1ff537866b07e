# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The threads of the modules' parallel loops (docs/pytorch.md, "Threads"):
torch.get_num_threads() of them, on ATen's own OpenMP threads where torch's
parallel backend is OpenMP (libovrt's ovrt.openmp_parallel, on the libgomp
torch loaded), so that torch.set_num_threads governs both and no second set
of threads runs beside OpenMP's; else on libovrt's pool, sized to torch's
count.
"""

from __future__ import annotations

import warnings

import ovrt
import torch

# Decided at the first run: whether ATen runs on OpenMP and libovrt found it.
_openmp = [None]
_by_count = {}       # thread count -> ovrt.OpenMPParallel
_pool_size = [0]     # the size last given to libovrt's pool


def _aten_uses_openmp():
    try:
        info = torch.__config__.parallel_info()
    except Exception:  # noqa: BLE001 - any failure: not known to be OpenMP
        return False
    return "ATen parallel backend: OpenMP" in info


def _use_openmp():
    if _openmp[0] is None:
        use = _aten_uses_openmp()
        if use:
            try:
                ovrt.openmp_parallel(1)
            except ovrt.Error as error:
                warnings.warn("ovmlir_torch: torch runs on OpenMP but libovrt "
                              f"cannot use it, running on libovrt's pool: {error}",
                              RuntimeWarning, stacklevel=4)
                use = False
        _openmp[0] = use
    return _openmp[0]


def parallel():
    """The parallel-for of a run now: an ovrt.OpenMPParallel of
    torch.get_num_threads() threads, or None (libovrt's pool, whose size is
    set to torch's count here)."""
    n = max(1, min(torch.get_num_threads(), 1024))
    found = _by_count.get(n)
    if found is not None:
        return found
    if _use_openmp():
        found = _by_count[n] = ovrt.openmp_parallel(n)
        return found
    if n != _pool_size[0]:
        ovrt.set_num_threads(n)
        _pool_size[0] = n
    return None
