# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Threads of a module's parallel loops (runtime/README.md, "Threads"):
the size of libovrt's pool, libovrt's parallel-for on the process's OpenMP
threads, and a Python callable as a module's parallel-for
(ovrt/Parallel.h). Imported by __init__ once its own names
exist."""

from __future__ import annotations

import ctypes
import itertools
import operator
from typing import Callable, Optional, Union

from . import Error, _check, _clib, _library

_BODY = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
_PARALLEL_FOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64,
                                 ctypes.c_void_p, ctypes.c_void_p)
_RELEASE = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_INT64 = (-2**63, 2**63 - 1)

# The parallel-fors installed with set_parallel that libovrt may still call,
# by token (the struct's data). The parallel-for belongs to the loaded
# module (every ovrt.Module of one file shares it), not to one Module
# object, and a run in flight keeps the one it started with: libovrt says
# when it is done with one (ovrt_module_set_parallel_owned's release), and
# only then is its ctypes thunk dropped.
_installed = {}
_tokens = itertools.count(1)


def _forget(token, installed=_installed):
    # No lock: dropping the thunk may collect a Module, whose release may
    # release another parallel-for on this thread (dict.pop is atomic).
    installed.pop(token, None)


# libovrt may call it until the process ends (a module released at exit):
# the thunk is never freed.
_release = _RELEASE(_forget)
ctypes.pythonapi.Py_IncRef(ctypes.py_object(_release))


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
        lib.ovrt_module_set_parallel_owned.restype = ctypes.c_int
        lib.ovrt_module_set_parallel_owned.argtypes = [
            ctypes.c_void_p, ctypes.POINTER(_Parallel), _RELEASE]
        lib.ovrt_parallel_fail.restype = ctypes.c_int
        lib.ovrt_parallel_fail.argtypes = [ctypes.c_char_p]
        lib.ovrt_openmp_parallel.restype = ctypes.c_int
        lib.ovrt_openmp_parallel.argtypes = [ctypes.c_int32,
                                             ctypes.POINTER(ctypes.c_void_p)]
        lib.ovrt_module_set_parallel.restype = ctypes.c_int
        lib.ovrt_module_set_parallel.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
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


class OpenMPParallel:
    """libovrt's parallel-for on `threads` threads of the OpenMP runtime in
    the process (ovrt_openmp_parallel): for Module.set_parallel, or as the
    `const ovrt_parallel *` argument of a ctypes call (`_as_parameter_`).
    Static in libovrt: it needs no keeping alive."""

    __slots__ = ("threads", "_as_parameter_")

    def __init__(self, threads, pointer):
        self.threads = threads
        self._as_parameter_ = ctypes.c_void_p(pointer)

    def __repr__(self):
        return f"ovrt.openmp_parallel({self.threads})"


def openmp_parallel(threads: int) -> OpenMPParallel:
    """A parallel-for that runs each loop on `threads` threads (1 to 1024;
    1: the calling thread) of the OpenMP runtime already loaded in the
    process, e.g. PyTorch's libgomp, so that one thread count governs the
    host's loops and the module's (runtime/README.md, "Threads"). Raises
    ovrt.Error UNAVAILABLE when the process has no OpenMP runtime."""
    if isinstance(threads, bool) or not isinstance(threads, int):
        raise Error("INVALID_ARGUMENT",
                    f"openmp_parallel: {threads!r} is not an integer")
    if not -2**31 <= threads < 2**31:
        raise Error("INVALID_ARGUMENT",
                    f"openmp_parallel: thread count {threads} is not from 1 to 1024")
    pointer = ctypes.c_void_p()
    _check(_lib().ovrt_openmp_parallel(threads, ctypes.byref(pointer)))
    return OpenMPParallel(threads, pointer.value)


def _bound(value, begin, end):
    """A chunk bound as the C body takes it: an int64 (ctypes would wrap a
    larger int silently, running another chunk)."""
    try:
        bound = operator.index(value)
    except TypeError:
        raise TypeError(f"chunk({begin!r}, {end!r}): {value!r} is not an "
                        "integer") from None
    if not _INT64[0] <= bound <= _INT64[1]:
        raise OverflowError(f"chunk({begin!r}, {end!r}): {bound} is outside "
                            "int64")
    return bound


def set_parallel(module, parallel_for: Optional[Union[OpenMPParallel, Callable[[int, Callable[[int, int], None]], None]]]) -> None:
    """Makes `parallel_for(n, chunk)` the parallel-for of every later run of
    `module`'s file (every ovrt.Module of the file shares it; None: libovrt's
    pool again). It must call chunk(begin, end) over disjoint ranges that
    cover [0, n) exactly once, on any threads (chunk releases the GIL while
    the module's code runs), and return when all have returned. An exception
    it raises (or a chunk asked for outside [0, n), twice, or not at all, or
    with a bound that is not an int64) fails the run with an ``ovrt.Error``
    that names it; KeyboardInterrupt and SystemExit stop the run and are
    raised again once it has stopped (runtime/ABI.md, "Parallel loops").
    libovrt keeps the callable alive while any run may still call it.
    An ``ovrt.openmp_parallel(threads)`` is installed as it is: the loops
    run in libovrt, on OpenMP's threads, without Python."""
    lib = _lib()
    if isinstance(parallel_for, OpenMPParallel):
        _check(lib.ovrt_module_set_parallel(module._handle, parallel_for))
        return
    if parallel_for is None:
        _check(lib.ovrt_module_set_parallel_owned(module._handle, None, _release))
        return
    if not callable(parallel_for):
        raise Error("INVALID_ARGUMENT", "set_parallel: parallel_for is not callable")

    def trampoline(_data, n, body, closure):
        try:
            if getattr(_clib._stopping, "exception", None) is not None:
                return  # this thread's run is stopping: no more loops
            run = _BODY(body)

            def chunk(begin, end):
                run(closure, _bound(begin, begin, end), _bound(end, begin, end))

            parallel_for(n, chunk)
        except BaseException as e:  # noqa: B036 - it cannot cross C code
            if isinstance(e, (KeyboardInterrupt, SystemExit)):
                # Raised again by the run's _check, on this thread (the one
                # the run called parallel_for on).
                _clib._stopping.exception = e
            text = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            lib.ovrt_parallel_fail(
                f"set_parallel's parallel_for raised {text}".encode(
                    "utf-8", "backslashreplace"))

    callback = _PARALLEL_FOR(trampoline)
    token = next(_tokens)
    _installed[token] = callback
    struct = _Parallel(callback, token)
    rc = lib.ovrt_module_set_parallel_owned(module._handle, ctypes.byref(struct),
                                            _release)
    if rc != 0:
        _forget(token)  # not installed: libovrt will not release it
    _check(rc)
