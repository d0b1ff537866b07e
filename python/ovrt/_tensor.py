# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host tensors: numpy arrays wrapped as ovrt tensors (inputs, run_into's
outputs) and the runtime's outputs seen as numpy arrays.
"""

import ctypes

import numpy as np

from . import _clib
from ._clib import _RELEASE_FN, _check, _check_named, _i64, _library, _p
from ._dtypes import _BF16, _DTYPES, _NUMPY_TO_OVRT, _READ_ONLY
from ._errors import Error, _misaligned
from ._interop import _host_dlpack


class _TensorOwner:
    """Owns an ovrt_tensor handle; numpy arrays over its data keep it alive
    through their base, and the handle is destroyed with the last of them."""

    def __init__(self, handle):
        self._handle = handle
        lib = _library()
        dtype, rank = ctypes.c_int(), _i64()
        dims = ctypes.POINTER(_i64)()
        data, size = _p(), ctypes.c_size_t()
        _check(lib.ovrt_tensor_dtype(handle, ctypes.byref(dtype)))
        _check(lib.ovrt_tensor_rank(handle, ctypes.byref(rank)))
        _check(lib.ovrt_tensor_shape(handle, ctypes.byref(dims)))
        _check(lib.ovrt_tensor_data(handle, ctypes.byref(data)))
        shape = tuple(dims[i] for i in range(rank.value))
        self.__array_interface__ = {
            "version": 3,
            "shape": shape,
            "typestr": np.dtype(_DTYPES[dtype.value][1]).str,
            "data": (data.value or 0, False),
        }

    def __del__(self):
        if self._handle and _clib._lib is not None:
            _clib._lib.ovrt_tensor_destroy(self._handle)
            self._handle = None


def _as_array(handle):
    owner = _TensorOwner(handle)
    return np.asarray(owner)  # base: owner, no copy


class _Wrapped:
    """ovrt_tensor handles over numpy arrays (no copy), destroyed together."""

    def __init__(self):
        self.handles = []
        self.keep = []

    def add(self, array, dtype, what, writable=False):
        lib = _library()
        shape = (_i64 * max(array.ndim, 1))(*array.shape)
        flags = 0 if array.flags.writeable else _READ_ONLY
        if writable and flags:
            raise Error("FAILED_PRECONDITION", f"{what} is a read-only array")
        out = _p()
        _check_named(lib.ovrt_tensor_wrap(dtype, array.ndim, shape,
                                          array.ctypes.data if array.size else None,
                                          array.nbytes, flags, _RELEASE_FN(), None,
                                          ctypes.byref(out)), what)
        self.handles.append(out.value)
        self.keep.append(array)

    def array(self):
        return (_p * max(len(self.handles), 1))(*self.handles)

    def close(self):
        lib = _library()
        for h in self.handles:
            lib.ovrt_tensor_destroy(h)
        self.handles, self.keep = [], []


_NUMPY_INTERFACES = ("__array__", "__array_interface__", "__array_struct__")


def _host_input(obj, declared, what):
    """An input of run or run_into as a C-contiguous, aligned numpy array
    and its ovrt dtype. Bound without a copy when the layout allows it;
    otherwise copied (ascontiguousarray alone keeps a contiguous but
    misaligned array as it is). An object that speaks DLPack and no NumPy
    interface is taken as from_dlpack takes it: host memory, no copy, its
    DLPack dtype (bf16 included)."""
    dtype = None
    if not isinstance(obj, np.ndarray) and hasattr(obj, "__dlpack__") and \
            not any(hasattr(obj, name) for name in _NUMPY_INTERFACES):
        obj, dtype = _host_dlpack(obj, what)
    a = np.asarray(obj)
    if not (a.flags.c_contiguous and a.flags.aligned):
        a = np.require(a, requirements=["C_CONTIGUOUS", "ALIGNED"])
    if dtype is None:
        dtype = _BF16 if declared == "bf16" and a.dtype == np.uint16 else \
            _NUMPY_TO_OVRT.get(a.dtype)
    if dtype is None:
        raise Error("INVALID_ARGUMENT", f"{what}: numpy dtype {a.dtype} has no ovrt dtype")
    return a, dtype


def _check_layout(array, what):
    """Caller arrays that are written, or run on in place, are never copied:
    one that is not C-contiguous, or not aligned to its elements, is refused
    with its name (inputs of run and run_into are copied instead)."""
    if not array.flags.c_contiguous:
        raise Error("INVALID_ARGUMENT", f"{what}: not a C-contiguous array")
    if not array.flags.aligned:
        raise _misaligned(what, array.ctypes.data, array.dtype.itemsize)
