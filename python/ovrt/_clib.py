# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Where libovrt.so and ov-compile are found, and libovrt loaded over
ctypes: the C API's declarations and the status check.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import threading
from typing import Optional

from ._errors import _STATUS_NAMES, Error


_HERE = os.path.dirname(os.path.abspath(__file__))
_REPO = os.path.dirname(os.path.dirname(_HERE))


def _installed(name):
    """A path recorded at install time (_install_paths.py), or None."""
    try:
        from . import _install_paths
    except ImportError:
        return None
    rel = getattr(_install_paths, name, None)
    return os.path.normpath(os.path.join(_HERE, rel)) if rel else None


def _find(env, candidates):
    """$env when set, else the first of `candidates` (None skipped) that exists."""
    path = os.environ.get(env)
    if path:
        return path
    for candidate in candidates:
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def library_path() -> Optional[str]:
    """Where libovrt.so is taken from (None when it cannot be found)."""
    return _find("OVRT_LIBRARY", (
        os.path.join(_HERE, "libovrt.so"),  # bundled by the wheel
        _installed("LIBRARY"),
        os.path.join(_REPO, "build", "runtime", "libovrt.so")))


def _compiler_wheel() -> Optional[str]:
    """The ov-compile of the ovmlir-compiler wheel when it is installed
    (python/compiler: ovmlir_compiler.tool_path), else None."""
    if importlib.util.find_spec("ovmlir_compiler") is None:
        return None
    import ovmlir_compiler
    try:
        return ovmlir_compiler.tool_path("ov-compile")
    except OSError:
        return None


def ov_compile_path() -> Optional[str]:
    """Where ov-compile is taken from (None when it cannot be found):
    $OV_COMPILE, the ovmlir-compiler wheel's, the one installed with this
    package, PATH, the source tree's build."""
    return _find("OV_COMPILE", (
        _compiler_wheel(),
        _installed("OV_COMPILE"),
        shutil.which("ov-compile"),
        os.path.join(_REPO, "build", "tools", "ov-compile", "ov-compile")))


_lib = None
_lib_lock = threading.Lock()

_p = ctypes.c_void_p
_i64 = ctypes.c_int64
_RELEASE_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
_RAW = {}
def _declare(lib):
    c_int, c_char_p, c_size_t = ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t
    P = ctypes.POINTER
    sigs = {
        "ovrt_last_error": (c_char_p, []),
        "ovrt_status_name": (c_char_p, [c_int]),
        "ovrt_tensor_wrap": (c_int, [c_int, _i64, P(_i64), _p, c_size_t, c_int,
                                     _RELEASE_FN, _p, P(_p)]),
        "ovrt_tensor_destroy": (c_int, [_p]),
        "ovrt_tensor_dtype": (c_int, [_p, P(c_int)]),
        "ovrt_tensor_rank": (c_int, [_p, P(_i64)]),
        "ovrt_tensor_shape": (c_int, [_p, P(P(_i64))]),
        "ovrt_tensor_byte_size": (c_int, [_p, P(c_size_t)]),
        "ovrt_tensor_data": (c_int, [_p, P(_p)]),
        "ovrt_module_load": (c_int, [c_char_p, P(_p)]),
        "ovrt_module_release": (c_int, [_p]),
        "ovrt_module_num_functions": (c_int, [_p, P(_i64)]),
        "ovrt_module_function_name": (c_int, [_p, _i64, P(c_char_p)]),
        "ovrt_module_function_arity": (c_int, [_p, c_char_p, P(_i64), P(_i64)]),
        "ovrt_module_function_input": (c_int, [_p, c_char_p, _i64, P(c_int),
                                               P(_i64), P(P(_i64))]),
        "ovrt_module_function_output": (c_int, [_p, c_char_p, _i64, P(c_int),
                                                P(_i64), P(P(_i64))]),
        "ovrt_module_run": (c_int, [_p, c_char_p, P(_p), _i64, P(_p), _i64]),
        "ovrt_module_run_into": (c_int, [_p, c_char_p, P(_p), _i64, P(_p), _i64]),
        "ovrt_module_run_into_parallel": (c_int, [_p, c_char_p, P(_p), _i64, P(_p),
                                                  _i64, _p]),
        "ovrt_module_run_on_device": (c_int, [_p, c_char_p, P(_p), _i64, P(_p),
                                              _i64]),
        "ovrt_module_run_on_stream": (c_int, [_p, c_char_p, P(_p), _i64, P(_p),
                                              _i64, _p]),
        "ovrt_module_descriptor": (c_int, [_p, P(_p)]),
        "ovrt_descriptor_target": (c_int, [_p, P(c_char_p)]),
        "ovrt_num_device_kinds": (c_int, [P(_i64)]),
        "ovrt_device_kind": (c_int, [_i64, P(c_char_p)]),
        "ovrt_device_status": (c_int, [c_char_p]),
        "ovrt_device_allocate": (c_int, [c_char_p, c_size_t, P(_p)]),
        "ovrt_device_free": (c_int, [c_char_p, _p]),
        "ovrt_device_copy": (c_int, [c_char_p, _p, _p, c_size_t]),
        "ovrt_module_num_device_kinds": (c_int, [_p, P(_i64)]),
        "ovrt_module_device_kind": (c_int, [_p, _i64, P(c_char_p)]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype = res
        fn.argtypes = args


def _library():
    global _lib
    with _lib_lock:
        if _lib is None:
            path = library_path()
            if path is None:
                raise Error("UNAVAILABLE", "cannot find libovrt.so: set OVRT_LIBRARY, "
                            "install the ovrt wheel or ov-mlir's libovrt, or build it "
                            "(build/runtime/libovrt.so)")
            # dlopen would block on a FIFO and read a device forever.
            if os.path.exists(path) and not os.path.isfile(path):
                raise Error("UNAVAILABLE", f"cannot load {path}: not a regular file")
            try:
                lib = ctypes.CDLL(path)  # RTLD_LOCAL, as ctypes does by default
                _declare(lib)
            except (OSError, AttributeError) as e:
                raise Error("UNAVAILABLE", f"cannot load {path}: {e}") from None
            _lib = lib
            # The device calls' fast path passes ready ctypes objects: the
            # same functions without argtypes skip converting them per call.
            for name in ("run_on_device", "run_on_stream"):
                _RAW[name] = lib["ovrt_module_" + name]
        return _lib


# A KeyboardInterrupt or SystemExit raised in a Python parallel-for
# (_parallel.py) during a run on this thread: it stops the run, and the
# run's _check raises it instead of the run's error.
_stopping = threading.local()


def _check(rc):
    if rc != 0:
        stopped = getattr(_stopping, "exception", None)
        if stopped is not None:
            _stopping.exception = None
            raise stopped
        lib = _library()
        raise Error(_STATUS_NAMES.get(rc, lib.ovrt_status_name(rc).decode()),
                    lib.ovrt_last_error().decode("utf-8", "replace"))


def _check_named(rc, what):
    """_check, with the input or output the failure is about named first."""
    try:
        _check(rc)
    except Error as e:
        raise Error(e.code, f"{what}: {e.message}") from None
