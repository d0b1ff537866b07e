# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""DLPack for the ovrt package: reading other libraries' tensors (consumer)
and handing out DeviceArrays and host buffers (producer), over ctypes and
the CPython capsule API. The structs are DLPack's ABI (dlpack.h, 0.8 and
1.0); only C-contiguous tensors on the CPU or on a CUDA device are taken.
"""

import ctypes

# DLDeviceType
CPU, CUDA, CUDA_HOST, CUDA_MANAGED = 1, 2, 3, 13
# DLDataTypeCode
_INT, _UINT, _FLOAT, _BFLOAT, _BOOL = 0, 1, 2, 4, 6
# DLManagedTensorVersioned flags
_FLAG_READ_ONLY = 1
# The most bytes a tensor may span (libovrt's sizes are int64), and the
# most dims (kMaxRank in ovrt/Limits.h).
MAX_BYTES = 2 ** 63 - 1
MAX_RANK = 64

_p = ctypes.c_void_p

# Capsule names. A capsule keeps the pointer to its name, so these objects
# live as long as the module (never a temporary).
_NAME = b"dltensor"
_USED_NAME = b"used_dltensor"
_VERSIONED_NAME = b"dltensor_versioned"
_USED_VERSIONED_NAME = b"used_dltensor_versioned"


class _Device(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16)]


class _Tensor(ctypes.Structure):
    _fields_ = [("data", _p), ("device", _Device), ("ndim", ctypes.c_int32),
                ("dtype", _DataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("byte_offset", ctypes.c_uint64)]


class _Managed(ctypes.Structure):
    """DLManagedTensor (unversioned, capsule name "dltensor")."""
    _fields_ = [("dl_tensor", _Tensor), ("manager_ctx", _p), ("deleter", _p)]


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class _ManagedVersioned(ctypes.Structure):
    """DLManagedTensorVersioned (DLPack 1.0, capsule "dltensor_versioned")."""
    _fields_ = [("version", _Version), ("manager_ctx", _p), ("deleter", _p),
                ("flags", ctypes.c_uint64), ("dl_tensor", _Tensor)]


_DELETER = ctypes.CFUNCTYPE(None, _p)

_api = ctypes.pythonapi
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_GetPointer.restype = _p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [_p, ctypes.c_char_p, _p]

# (code, bits) -> ovrt dtype value (ovrt.h); bool is 8-bit in DLPack.
_TO_OVRT = {
    (_FLOAT, 16): 0, (_BFLOAT, 16): 1, (_FLOAT, 32): 2, (_FLOAT, 64): 3,
    (_INT, 8): 4, (_INT, 16): 5, (_INT, 32): 6, (_INT, 64): 7,
    (_UINT, 8): 8, (_UINT, 16): 9, (_UINT, 32): 10, (_UINT, 64): 11,
    (_BOOL, 8): 12,
}
_FROM_OVRT = {v: k for k, v in _TO_OVRT.items()}


class Imported:
    """A tensor taken from a DLPack producer: ptr (data plus byte offset),
    shape, dtype (ovrt's value), device (type, id), read_only. Holds the
    producer's managed tensor until release() (or collection), which calls
    its deleter once."""

    def __init__(self, obj, what, stream):
        self._managed = None
        device = tuple(int(v) for v in obj.__dlpack_device__())
        if device[0] not in (CPU, CUDA, CUDA_HOST, CUDA_MANAGED):
            raise ValueError(f"{what}: DLPack device type {device[0]} is neither "
                             "the CPU nor a CUDA device")
        # The consumer's stream, for CUDA producers: its work orders after
        # the producer's (1 is the legacy default stream; 0 is not allowed).
        kwargs = {"stream": (stream or 1) if device[0] == CUDA else None}
        try:
            capsule = obj.__dlpack__(max_version=(1, 0), **kwargs)
        except TypeError:  # a producer older than DLPack 1.0
            capsule = obj.__dlpack__(**kwargs)
        self._take(capsule, what)
        t = self._tensor
        self.device = (int(t.device.device_type), int(t.device.device_id))
        if not 0 <= t.ndim <= MAX_RANK or (t.ndim and not t.shape):
            ndim = t.ndim
            self.release()
            raise ValueError(f"{what}: DLPack ndim {ndim} (ovrt takes 0 to {MAX_RANK} "
                             "dims, with a shape)")
        self.shape = tuple(t.shape[i] for i in range(t.ndim))
        if any(d < 0 for d in self.shape):
            self.release()
            raise ValueError(f"{what}: DLPack shape {self.shape} has a negative dim")
        key = (t.dtype.code, t.dtype.bits)
        lanes = t.dtype.lanes
        if lanes != 1 or key not in _TO_OVRT:
            self.release()
            raise ValueError(f"{what}: DLPack dtype (code {key[0]}, {key[1]} bits, "
                             f"{lanes} lanes) has no ovrt dtype")
        self.dtype = _TO_OVRT[key]
        strides = tuple(t.strides[i] for i in range(t.ndim)) if t.strides else None
        if strides and not _c_contiguous(self.shape, strides):
            # The strides live in the producer's memory: read before release.
            self.release()
            raise ValueError(f"{what}: not C-contiguous (DLPack strides {strides})")
        self.ptr = (t.data or 0) + t.byte_offset
        self.nbytes = _count(self.shape) * (t.dtype.bits // 8)
        if self.nbytes > MAX_BYTES or self.ptr + self.nbytes >= 2 ** 64:
            self.release()
            raise ValueError(f"{what}: DLPack shape {self.shape} of {key[1]}-bit "
                             f"elements at {self.ptr:#x} does not fit in memory")

    def _take(self, capsule, what):
        for name, used, struct, versioned in (
                (_VERSIONED_NAME, _USED_VERSIONED_NAME, _ManagedVersioned, True),
                (_NAME, _USED_NAME, _Managed, False)):
            if _api.PyCapsule_IsValid(capsule, name):
                address = _api.PyCapsule_GetPointer(capsule, name)
                # Consumed: the capsule's destructor no longer deletes it.
                _api.PyCapsule_SetName(capsule, used)
                self._managed = struct.from_address(address)
                self._address = address
                self._tensor = self._managed.dl_tensor
                self.read_only = bool(versioned and self._managed.flags & _FLAG_READ_ONLY)
                return
        raise ValueError(f"{what}: __dlpack__ returned no DLPack capsule (or a used one)")

    def release(self):
        managed, self._managed = self._managed, None
        if managed is not None and managed.deleter:
            _DELETER(managed.deleter)(self._address)

    def __del__(self):
        self.release()


def _count(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def _c_contiguous(shape, strides):
    """Strides in elements; dims of extent 1 may have any stride."""
    if 0 in shape:
        return True
    expected = 1
    for d, s in zip(reversed(shape), reversed(strides)):
        if d != 1 and s != expected:
            return False
        expected *= d
    return True


# Producer side: the managed tensors handed out and not yet deleted, with
# what keeps their memory and structs alive, by address.
_exported = {}


@_DELETER
def _delete(address):
    _exported.pop(address, None)


def export(ptr, shape, dtype, device, owner):
    """A "dltensor" capsule over `ptr` (C-contiguous, ovrt dtype value
    `dtype`, `device` (type, id)) that keeps `owner` alive until the
    consumer deletes it.

    The capsule has no destructor: one written in Python would run while a
    consumer that rejected the capsule has its exception pending, and
    replace that exception with a SystemError. So a capsule nobody consumes
    keeps `owner` alive (call __dlpack__ only to hand the capsule over)."""
    code, bits = _FROM_OVRT[dtype]
    dims = (ctypes.c_int64 * max(len(shape), 1))(*shape)
    managed = _Managed()
    managed.dl_tensor.data = ptr or None
    managed.dl_tensor.device = _Device(*device)
    managed.dl_tensor.ndim = len(shape)
    managed.dl_tensor.dtype = _DataType(code, bits, 1)
    managed.dl_tensor.shape = ctypes.cast(dims, ctypes.POINTER(ctypes.c_int64))
    managed.dl_tensor.strides = None  # compact row-major
    managed.dl_tensor.byte_offset = 0
    managed.deleter = ctypes.cast(_delete, _p).value
    address = ctypes.addressof(managed)
    _exported[address] = (managed, dims, owner)
    return _api.PyCapsule_New(address, _NAME, None)
