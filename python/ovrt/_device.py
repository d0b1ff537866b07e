# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Devices by kind ("cpu", "cuda", "vulkan": ovrt_device_* in ovrt.h),
arrays of other libraries (__cuda_array_interface__, DLPack) wrapped for
run_on_device, and DeviceArray, memory of a device kind.
"""

from __future__ import annotations

import ctypes
import operator
from typing import Any, Iterable, Optional, Tuple

import numpy as np

from . import _dlpack
from ._clib import _RELEASE_FN, _check, _check_named, _i64, _library, _p
from ._dtypes import _BF16, _DTYPES, _NUMPY_TO_OVRT, _READ_ONLY
from ._errors import Error, _misaligned
from ._interop import DLPACK_DEVICES, _wrap_dlpack
from ._tensor import _check_layout


_TYPESTRS = {}  # __cuda_array_interface__ typestr -> numpy dtype


def device_kinds() -> Tuple[str, ...]:
    """The device kinds this libovrt runs, in its fixed order (a module's
    target is one of them)."""
    lib, count = _library(), _i64()
    _check(lib.ovrt_num_device_kinds(ctypes.byref(count)))
    kinds = []
    for i in range(count.value):
        kind = ctypes.c_char_p()
        _check(lib.ovrt_device_kind(i, ctypes.byref(kind)))
        kinds.append(kind.value.decode())
    return tuple(kinds)


def _kind_bytes(kind, what):
    if not isinstance(kind, str):
        raise Error("INVALID_ARGUMENT", f"{what}: device kind {kind!r} is not a str")
    return kind.encode()


def device_status(kind: str) -> Optional[str]:
    """None when the device of `kind` can be used, else why not (no driver,
    no device). An unknown kind raises INVALID_ARGUMENT naming the known
    ones. May load the driver."""
    rc = _library().ovrt_device_status(_kind_bytes(kind, "device_status"))
    if rc == 0:
        return None
    try:
        _check(rc)
    except Error as e:
        if e.code != "UNAVAILABLE":
            raise
        return e.message
    return None


def _shape(value, what):
    """`value` (a sequence of ints, as a shape is given) as a tuple of dims;
    a dim that is not an int, negative or over int64 is refused."""
    if not isinstance(value, (tuple, list)):
        raise Error("INVALID_ARGUMENT", f"{what} {value!r} is not a tuple of dims")
    try:
        shape = tuple(operator.index(d) for d in value)
    except TypeError:
        raise Error("INVALID_ARGUMENT", f"{what} {tuple(value)!r} is not a tuple "
                    "of ints") from None
    for i, d in enumerate(shape):
        if not 0 <= d <= _dlpack.MAX_BYTES:
            raise Error("INVALID_ARGUMENT", f"{what} {shape}: dim {i} is {d} (dims "
                        "are 0 to 2**63 - 1)")
    return shape


def _byte_count(shape, itemsize, what):
    """The bytes a C-contiguous array of `shape` spans, in exact integers:
    more than int64 holds is refused rather than wrapped."""
    nbytes = itemsize
    for d in shape:
        nbytes *= d
    if nbytes > _dlpack.MAX_BYTES:
        raise Error("INVALID_ARGUMENT", f"{what} {shape} of {itemsize}-byte elements "
                    f"spans {nbytes} bytes, over 2**63 - 1")
    return nbytes


_CAI = "__cuda_array_interface__"


def _cuda_interface(iface, what):
    """(shape, pointer, read_only, element dtype) of a
    __cuda_array_interface__ dict, each field checked: a malformed one is
    refused naming the input and the field."""
    if "shape" not in iface:
        raise Error("INVALID_ARGUMENT", f"{what}: {_CAI} has no 'shape'")
    shape = _shape(iface["shape"], f"{what}: {_CAI} shape")
    data = iface.get("data")
    if not (isinstance(data, (tuple, list)) and len(data) == 2):
        raise Error("INVALID_ARGUMENT", f"{what}: {_CAI} data {data!r} is not "
                    "(pointer, read_only)")
    ptr, read_only = data
    if isinstance(ptr, bool) or not isinstance(ptr, int) or not 0 <= ptr < 2 ** 64:
        raise Error("INVALID_ARGUMENT", f"{what}: {_CAI} data pointer {ptr!r} is "
                    "not an address")
    typestr = iface.get("typestr")
    element = _TYPESTRS.get(typestr) if isinstance(typestr, str) else None
    if element is None:
        try:
            element = np.dtype(typestr) if isinstance(typestr, str) else None
        except (TypeError, ValueError):
            pass
        if element is None:
            raise Error("INVALID_ARGUMENT", f"{what}: {_CAI} typestr {typestr!r} is "
                        "not a NumPy type string")
        _TYPESTRS[typestr] = element
    return shape, ptr, bool(read_only), element


def _wrap_device(group, obj, declared, what, writable, kind, stream):
    """Adds `obj` (a numpy array, anything with __cuda_array_interface__, or
    a DLPack producer) to `group` without a copy, for a device entry that
    takes memory of the device kind `kind`. A DLPack producer on CUDA
    orders its pending work before `stream` (None: the legacy default)."""
    if isinstance(obj, DeviceArray) and obj.device != kind:
        raise Error("INVALID_ARGUMENT", f"{what}: a DeviceArray of {obj.device} memory, "
                    f"which the module's device entry cannot use: it takes {kind} "
                    "memory")
    if isinstance(obj, np.ndarray):
        if kind != "cpu":
            # Host memory, as the DLPack path refuses it (DLPACK_DEVICES).
            raise Error("INVALID_ARGUMENT", f"{what}: a numpy array is host memory, "
                        f"which the module's device entry cannot use: it takes {kind} "
                        f"memory (copy it with DeviceArray.from_host(array, "
                        f"device={kind!r}), or call run)")
        _check_layout(obj, what)
        dtype = _BF16 if declared == "bf16" and obj.dtype == np.uint16 else \
            _NUMPY_TO_OVRT.get(obj.dtype)
        if dtype is None:
            raise Error("INVALID_ARGUMENT", f"{what}: numpy dtype {obj.dtype} has no ovrt dtype")
        group.add(obj, dtype, what, writable=writable)
        return
    iface = getattr(obj, _CAI, None)
    if not isinstance(iface, dict) and hasattr(obj, "__dlpack__"):
        _wrap_dlpack(group, obj, what, writable, kind, stream)
        return
    if not isinstance(iface, dict):
        raise Error("INVALID_ARGUMENT", f"{what}: neither a numpy array nor an object "
                    "with __cuda_array_interface__ or __dlpack__")
    shape, ptr, read_only, element = _cuda_interface(iface, what)
    # Plain integer arithmetic: this runs on every call (numpy's per-call
    # overhead was most of the call's cost).
    nbytes, contiguous = element.itemsize, []
    for d in reversed(shape):
        contiguous.append(nbytes)
        nbytes *= d
    if nbytes > _dlpack.MAX_BYTES:
        _byte_count(shape, element.itemsize, f"{what}: {_CAI} shape")
    strides = iface.get("strides")
    if strides is not None and not isinstance(strides, (tuple, list)):
        raise Error("INVALID_ARGUMENT", f"{what}: {_CAI} strides {strides!r} are "
                    "neither None nor a tuple")
    if strides is not None and tuple(strides) != tuple(reversed(contiguous)) \
            and 0 not in shape:
        raise Error("INVALID_ARGUMENT", f"{what}: not C-contiguous")
    if declared == "bf16" and element.itemsize == 2 and element.kind in "uV":
        dtype = _BF16
    else:
        dtype = _NUMPY_TO_OVRT.get(element)
    if dtype is None:
        raise Error("INVALID_ARGUMENT", f"{what}: typestr {iface['typestr']} has no ovrt dtype")
    if writable and read_only:
        raise Error("FAILED_PRECONDITION", f"{what} is a read-only buffer")
    lib = _library()
    dims = (_i64 * max(len(shape), 1))(*shape)
    # Memory another framework owns is not copied: misaligned data is refused.
    if nbytes and ptr % element.itemsize:
        raise _misaligned(what, ptr, element.itemsize)
    out = _p()
    _check_named(lib.ovrt_tensor_wrap(dtype, len(shape), dims, ptr if nbytes else None,
                                      nbytes, _READ_ONLY if read_only else 0,
                                      _RELEASE_FN(), None, ctypes.byref(out)), what)
    group.handles.append(out.value)
    group.keep.append(obj)


# The DLPack device type of each device kind's own memory.
_DLPACK_DEVICE_OF_KIND = {kind: types[0] for kind, types in DLPACK_DEVICES.items()}


class DeviceArray:
    """A C-contiguous array in the memory of a device kind
    (ovrt_device_allocate): `device` "cuda" (the default) for a CUDA
    module's run_on_device without another CUDA framework, or the kind a
    module's device_kinds names. Exposes DLPack, and for "cuda"
    __cuda_array_interface__; to_host() copies it back. Freed by close() or
    when collected."""

    shape: Tuple[int, ...]
    dtype: np.dtype
    nbytes: int
    device: str

    def __init__(self, shape: Iterable[int], dtype: Any, device: str = "cuda") -> None:
        self._ptr, self._owner, self._tensors = None, None, {}
        self.device = device
        kind = _kind_bytes(device, "DeviceArray device")
        try:
            self.dtype = np.dtype(dtype)
        except (TypeError, ValueError):
            raise Error("INVALID_ARGUMENT", f"DeviceArray dtype {dtype!r} is not a "
                        "NumPy dtype") from None
        if self.dtype not in _NUMPY_TO_OVRT:
            raise Error("INVALID_ARGUMENT", f"DeviceArray dtype {self.dtype} has no "
                        "ovrt dtype")
        try:
            shape = tuple(shape)
        except TypeError:
            raise Error("INVALID_ARGUMENT", f"DeviceArray shape {shape!r} is not a "
                        "tuple of dims") from None
        self.shape = _shape(shape, "DeviceArray shape")
        self.nbytes = _byte_count(self.shape, self.dtype.itemsize, "DeviceArray shape")
        ptr = _p()
        _check(_library().ovrt_device_allocate(kind, self.nbytes, ctypes.byref(ptr)))
        self._ptr = ptr.value

    @classmethod
    def _view(cls, imported):
        """Another library's CUDA memory (from_dlpack), not freed by us."""
        d = cls.__new__(cls)
        d.device = "cuda"
        d.shape = imported.shape
        d.dtype = np.dtype(_DTYPES[imported.dtype][1])
        d.nbytes = imported.nbytes
        d._owner = imported
        d._ptr = imported.ptr
        d._tensors = {}
        return d

    def _tensor(self, declared):
        """The buffer wrapped as an ovrt tensor of the dtype that a
        declaration (`declared`: "bf16", ...) binds it to, made once and
        kept until close(); None when closed or of no ovrt dtype."""
        handle = self._tensors.get(declared)
        if handle is not None:
            return handle
        code = _BF16 if declared == "bf16" and self.dtype == np.uint16 else \
            _NUMPY_TO_OVRT.get(self.dtype)
        if code is not None and (self._ptr or not self.nbytes):
            dims = (_i64 * max(len(self.shape), 1))(*self.shape)
            out = _p()
            _check(_library().ovrt_tensor_wrap(code, len(self.shape), dims,
                                               self._ptr if self.nbytes else None,
                                               self.nbytes, 0, _RELEASE_FN(), None,
                                               ctypes.byref(out)))
            handle = self._tensors[declared] = out.value
        return handle

    @classmethod
    def from_host(cls, array: Any, device: str = "cuda") -> "DeviceArray":
        """A copy of a numpy array in the memory of `device`."""
        array = np.ascontiguousarray(array)
        d = cls(array.shape, array.dtype, device)
        _check(_library().ovrt_device_copy(d.device.encode(), d._ptr,
                                           array.ctypes.data, d.nbytes))
        return d

    @property
    def __cuda_array_interface__(self) -> dict:
        if self.device != "cuda":
            raise AttributeError(f"a DeviceArray of {self.device} memory has no "
                                 "__cuda_array_interface__")
        return {"shape": self.shape, "typestr": self.dtype.str,
                "data": (self._ptr or 0, False), "strides": None, "version": 3}

    def to_host(self) -> np.ndarray:
        out = np.empty(self.shape, self.dtype)
        _check(_library().ovrt_device_copy(self.device.encode(), out.ctypes.data,
                                           self._ptr, self.nbytes))
        return out

    def __dlpack__(self, stream: Any = None, max_version: Any = None,
                   dl_device: Any = None, copy: Optional[bool] = None) -> Any:
        """A DLPack capsule over the buffer (no copy). Nothing is pending on
        it from ovrt's side (its copies and run_on_device return when done;
        after run_on_stream the caller orders the streams), so `stream` is
        not waited on."""
        if copy:
            raise BufferError("DeviceArray.__dlpack__: copy=True is not supported")
        if dl_device is not None and tuple(dl_device) != self.__dlpack_device__():
            raise BufferError(f"DeviceArray.__dlpack__: it lives on {self.__dlpack_device__()}, "
                              f"not {tuple(dl_device)}")
        if not self._ptr and self.nbytes:
            raise BufferError("DeviceArray.__dlpack__: the array is closed")
        return _dlpack.export(self._ptr, self.shape, _NUMPY_TO_OVRT[self.dtype],
                              self.__dlpack_device__(), self)

    def __dlpack_device__(self) -> Tuple[int, int]:
        return (_DLPACK_DEVICE_OF_KIND.get(self.device, _dlpack.CPU), 0)

    def close(self) -> None:
        tensors, self._tensors = getattr(self, "_tensors", {}), {}
        for handle in tensors.values():
            _library().ovrt_tensor_destroy(handle)
        if self._owner is not None:
            self._owner.release()
            self._owner, self._ptr = None, None
        if self._ptr:
            _library().ovrt_device_free(self.device.encode(), self._ptr)
            self._ptr = None

    def __del__(self):
        if getattr(self, "_ptr", None) or getattr(self, "_tensors", None):
            self.close()
