# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Threads of a module's parallel loops (runtime/README.md, "Threads"):
the size of libovrt's pool, and a Python callable as a module's
parallel-for (ovrt/Parallel.h). Imported by __init__ once its own names
exist."""

from __future__ import annotations

import ctypes
from typing import Callable, Optional

from . import Error, _check, _library

_BODY = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
_PARALLEL_FOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64,
                                 ctypes.c_void_p, ctypes.c_void_p)


class _Parallel(ctypes.Structure):
    _fields_ = [("parallel_for", _PARALLEL_FOR), ("data", ctypes.c_void_p)]


_declared = False


def _lib():
    global _declared
    lib = _library()
    if not _declared:
        lib.ovrt_set_num_threads.restype = ctypes.c_int
        lib.ovrt_set_num_threads.argtypes = [ctypes.c_int32]
        lib.ovrt_get_num_threads.restype = ctypes.c_int
        lib.ovrt_get_num_threads.argtypes = [ctypes.POINTER(ctypes.c_int32)]
        lib.ovrt_module_set_parallel.restype = ctypes.c_int
        lib.ovrt_module_set_parallel.argtypes = [ctypes.c_void_p,
                                                 ctypes.POINTER(_Parallel)]
        lib.ovrt_parallel_fail.restype = ctypes.c_int
        lib.ovrt_parallel_fail.argtypes = [ctypes.c_char_p]
        _declared = True
    return lib


def set_num_threads(threads: int) -> None:
    """Sets the size of libovrt's pool (1 to 1024; 1 runs every parallel
    loop on the calling thread and creates no thread). It overrides
    OVRT_NUM_THREADS."""
    if isinstance(threads, bool) or not isinstance(threads, int):
        raise Error("INVALID_ARGUMENT",
                    f"set_num_threads: {threads!r} is not an integer")
    if not -2**31 <= threads < 2**31:
        raise Error("INVALID_ARGUMENT",
                    f"set_num_threads: thread count {threads} is not from 1 to 1024")
    _check(_lib().ovrt_set_num_threads(threads))


def get_num_threads() -> int:
    """The size of libovrt's pool now."""
    threads = ctypes.c_int32()
    _check(_lib().ovrt_get_num_threads(ctypes.byref(threads)))
    return threads.value


def set_parallel(module, parallel_for: Optional[Callable[[int, Callable[[int, int], None]], None]]) -> None:
    """Makes `parallel_for(n, chunk)` the parallel-for of every later run of
    `module` (None: libovrt's pool again). It must call chunk(begin, end) over
    disjoint ranges that cover [0, n) exactly once, on any threads (chunk
    releases the GIL while the module's code runs), and return when all have
    returned. An exception it raises (or a chunk asked for outside [0, n),
    twice, or not at all) fails the run with an ``ovrt.Error`` that names it
    (runtime/ABI.md, "Parallel loops")."""
    lib = _lib()
    if parallel_for is None:
        _check(lib.ovrt_module_set_parallel(module._handle, None))
        module._parallel = None
        return
    if not callable(parallel_for):
        raise Error("INVALID_ARGUMENT", "set_parallel: parallel_for is not callable")

    def trampoline(_data, n, body, closure):
        run = _BODY(body)
        try:
            parallel_for(n, lambda begin, end: run(closure, begin, end))
        except BaseException as e:  # noqa: B036 - it cannot cross C code
            text = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            lib.ovrt_parallel_fail(
                f"set_parallel's parallel_for raised {text}".encode(
                    "utf-8", "backslashreplace"))

    callback = _PARALLEL_FOR(trampoline)
    struct = _Parallel(callback, None)
    _check(lib.ovrt_module_set_parallel(module._handle, ctypes.byref(struct)))
    # libovrt copied the struct; the callback must live as long as the module
    # may call it.
    module._parallel = (callback, struct)
