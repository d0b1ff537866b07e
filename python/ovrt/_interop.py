# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The ovrt package's interoperability with other CUDA and array libraries:
the stream objects run_on_stream takes, and DLPack (ovrt.from_dlpack,
__dlpack__ inputs and outputs; the capsule ABI is in _dlpack.py).
from_dlpack imports DeviceArray when called (_device.py imports this).
"""

from __future__ import annotations

import ctypes
import operator
from typing import Any

import numpy as np

from . import _dlpack
from ._clib import _RELEASE_FN, _check, _i64, _library, _p
from ._dtypes import _DTYPES, _READ_ONLY
from ._errors import Error


def _stream_handle(stream):
    """The CUstream handle (an int) of a stream object run_on_stream takes."""
    if stream is None:
        return 0
    handle = stream
    if not isinstance(stream, int):
        protocol = getattr(stream, "__cuda_stream__", None)
        if protocol is not None:
            # The CUDA stream protocol: (version, handle), from a method (a
            # property in early versions).
            value = protocol() if callable(protocol) else protocol
            if not (isinstance(value, tuple) and len(value) == 2):
                raise Error("INVALID_ARGUMENT", f"stream: __cuda_stream__ returned "
                            f"{value!r}, not (version, handle)")
            handle = value[1]
        elif hasattr(stream, "cuda_stream"):  # torch.cuda.Stream
            handle = stream.cuda_stream
        elif hasattr(stream, "ptr"):  # cupy.cuda.Stream
            handle = stream.ptr
        elif isinstance(stream, ctypes.c_void_p):
            handle = stream.value or 0
        elif hasattr(stream, "__index__"):  # numpy integers
            handle = operator.index(stream)
        else:
            raise Error("INVALID_ARGUMENT", f"stream: a {type(stream).__name__} is not a "
                        "CUDA stream (a PyTorch or CuPy stream, an object with "
                        "__cuda_stream__, an int handle, or None)")
    if isinstance(handle, bool) or not isinstance(handle, int) or \
            not 0 <= handle < 2 ** 64:
        raise Error("INVALID_ARGUMENT", f"stream: handle {handle!r} is not a "
                    "CUstream (an int in [0, 2**64))")
    return handle


def _import_dlpack(obj, what, stream=None):
    """_dlpack.Imported(obj), its errors as INVALID_ARGUMENT."""
    if not (hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__")):
        raise Error("INVALID_ARGUMENT", f"{what}: a {type(obj).__name__} has no "
                    "__dlpack__ and __dlpack_device__")
    try:
        return _dlpack.Imported(obj, what, stream)
    except (ValueError, BufferError, TypeError) as e:
        raise Error("INVALID_ARGUMENT", str(e) if str(e).startswith(what)
                    else f"{what}: {e}") from None


# The DLPack device types of each device kind's memory (the kinds of
# ovrt_device_*): host memory is "cpu"'s, CUDA device memory "cuda"'s;
# pinned and managed memory serve both.
DLPACK_DEVICES = {
    "cpu": (_dlpack.CPU, _dlpack.CUDA_HOST, _dlpack.CUDA_MANAGED),
    "cuda": (_dlpack.CUDA, _dlpack.CUDA_HOST, _dlpack.CUDA_MANAGED),
}


def _wrap_dlpack(group, obj, what, writable, kind, stream):
    """Adds a DLPack producer's memory, which must be memory of the device
    kind `kind` (the module's, for its device entry), to `group`."""
    imported = _import_dlpack(obj, what, stream)
    device_type, device_id = imported.device
    if device_type not in DLPACK_DEVICES.get(kind, ()) or \
            (device_type == _dlpack.CUDA and device_id != 0):
        imported.release()
        raise Error("INVALID_ARGUMENT", f"{what}: DLPack device ({device_type}, "
                    f"{device_id}) is not {kind} memory, which the module's device "
                    "entry takes (CPU: 1, CUDA device 0: (2, 0))")
    if writable and imported.read_only:
        imported.release()
        raise Error("FAILED_PRECONDITION", f"{what} is a read-only buffer")
    lib = _library()
    dims = (_i64 * max(len(imported.shape), 1))(*imported.shape)
    out = _p()
    _check(lib.ovrt_tensor_wrap(imported.dtype, len(imported.shape), dims,
                                imported.ptr if imported.nbytes else None,
                                imported.nbytes, _READ_ONLY if imported.read_only else 0,
                                _RELEASE_FN(), None, ctypes.byref(out)))
    group.handles.append(out.value)
    group.keep.append(imported)


class _HostBuffer:
    """Host memory from a DLPack producer, seen by numpy (from_dlpack)."""

    def __init__(self, imported):
        self._imported = imported
        self.__array_interface__ = {
            "version": 3, "shape": imported.shape,
            "typestr": np.dtype(_DTYPES[imported.dtype][1]).str,
            "data": (imported.ptr, imported.read_only),
        }


def _host_dlpack(obj, what):
    """A DLPack producer's host memory as a numpy array (no copy) and its
    ovrt dtype, for Module.run's inputs (from_dlpack's host case); device
    memory is refused (run_on_device takes it)."""
    imported = _import_dlpack(obj, what)
    if imported.device[0] not in (_dlpack.CPU, _dlpack.CUDA_HOST):
        device = imported.device
        imported.release()
        raise Error("INVALID_ARGUMENT", f"{what}: DLPack device {device} is not host "
                    "memory (run and run_into take host arrays; run_on_device takes "
                    "device memory)")
    return np.asarray(_HostBuffer(imported)), imported.dtype


def from_dlpack(obj: Any) -> Any:
    """A tensor of another library (anything with __dlpack__ and
    __dlpack_device__: NumPy, PyTorch, CuPy, JAX), C-contiguous, without a
    copy: host memory as a numpy array (bf16 as uint16 bits), CUDA memory
    as a DeviceArray view (its close() gives the tensor back, never frees
    it). The producer's memory stays alive as long as the result."""
    imported = _import_dlpack(obj, "from_dlpack")
    if imported.device[0] in (_dlpack.CPU, _dlpack.CUDA_HOST):
        return np.asarray(_HostBuffer(imported))
    if imported.device[0] == _dlpack.CUDA and imported.device[1] != 0:
        imported.release()
        raise Error("INVALID_ARGUMENT", f"from_dlpack: CUDA device {imported.device[1]}; "
                    "libovrt runs on device 0")
    from ._device import DeviceArray
    return DeviceArray._view(imported)
