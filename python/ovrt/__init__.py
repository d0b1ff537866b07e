# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt: run modules compiled by ov-compile from Python.

A thin ctypes layer over libovrt's C API (runtime/include/ovrt/ovrt.h); it
needs only the Python standard library and NumPy.

    import ovrt
    ovrt.compile("model.mlir", "model.so")          # runs ov-compile
    m = ovrt.Module("model.so")
    (y,) = m.run(x)                                  # numpy arrays in and out
    m.run_into([y], x)                               # into preallocated outputs

Inputs that are C-contiguous and aligned are passed without a copy (others
are copied); outputs are numpy arrays over the runtime's tensors (no copy),
whose storage goes back to the module's pool when the arrays are freed.
run_into's outputs and run_on_device's arrays are used in place: they must be
C-contiguous and aligned, and share no memory with another array of the call
(inputs may share memory with each other). bf16 has no numpy dtype: bf16
data travels as uint16 arrays holding the bits.

Where things are found (see runtime/README.md, "Python"):
  libovrt.so  $OVRT_LIBRARY, else the one in this package's folder (the
              wheel's), else the installed library next to this package
              (cmake --install, the Debian package), else
              build/runtime/libovrt.so in the source tree;
  ov-compile  $OV_COMPILE, else the installed bin/ov-compile, else
              ov-compile on PATH, else build/tools/ov-compile/ov-compile in
              the source tree.
"""

from __future__ import annotations

# The public names, and the private ones tests and tools reach for
# (ovrt._dlpack, ovrt._NUMPY_TO_OVRT, ovrt._library, ...), from the modules
# that hold them: _errors (Error), _dtypes, _clib (finding and loading
# libovrt), _tensor (host arrays), _device (device arrays, DeviceArray),
# _module (Module), _compile (compile), _interop and _dlpack (DLPack,
# streams).
from . import _dlpack  # noqa: F401
from ._clib import (_RAW, _RELEASE_FN, _check, _check_named, _i64,  # noqa: F401
                    _library, _p, library_path, ov_compile_path)
from ._compile import compile
from ._device import DeviceArray, device_kinds, device_status
from ._dtypes import _BF16, _DTYPES, _NUMPY_TO_OVRT, _READ_ONLY, _U16  # noqa: F401
from ._errors import Error, PathLike, _misaligned, _path  # noqa: F401
from ._interop import from_dlpack
from ._module import Module

# Threads: libovrt's pool and the host's parallel-for (_parallel.py, which
# imports the names above).
from ._parallel import (OpenMPParallel, get_num_threads, openmp_parallel,  # noqa: E402
                        set_num_threads, set_parallel)

Module.set_parallel = set_parallel

__all__ = ["DeviceArray", "Error", "Module", "OpenMPParallel", "compile", "device_kinds",
           "device_status", "from_dlpack",
           "get_num_threads", "library_path", "openmp_parallel", "ov_compile_path",
           "set_num_threads"]

# The public names are ovrt's, as before the split into modules: tracebacks,
# help() and pickles say ovrt.Error, not ovrt._errors.Error.
for _public in __all__:
    globals()[_public].__module__ = __name__
del _public
