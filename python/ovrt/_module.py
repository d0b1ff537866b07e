# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt.Module: a compiled module loaded by libovrt, and its runs.
"""

from __future__ import annotations

import ctypes
import os
from typing import Any, Optional, Sequence, Tuple

import numpy as np

from . import _clib
from ._clib import _RAW, _check, _i64, _library, _p
from ._device import DeviceArray, _wrap_device
from ._dtypes import _BF16, _DTYPES, _NUMPY_TO_OVRT
from ._errors import Error, PathLike, _path
from ._interop import _stream_handle
from ._tensor import _Wrapped, _as_array, _check_layout, _host_input


class Module:
    """A compiled module (.so from ov-compile), loaded by libovrt."""

    path: str
    target: str

    def __init__(self, path: PathLike) -> None:
        lib = _library()
        handle = _p()
        _check(lib.ovrt_module_load(_path(path, "module"), ctypes.byref(handle)))
        self._handle = handle.value
        self.path = os.fspath(path)
        count = _i64()
        _check(lib.ovrt_module_num_functions(self._handle, ctypes.byref(count)))
        names = []
        for i in range(count.value):
            name = ctypes.c_char_p()
            _check(lib.ovrt_module_function_name(self._handle, i, ctypes.byref(name)))
            names.append(name.value.decode())
        self._functions = names
        self._signatures = {}
        # (function, tensor handles) -> the device call's arguments
        self._device_calls = {}
        desc, target = _p(), ctypes.c_char_p()
        _check(lib.ovrt_module_descriptor(self._handle, ctypes.byref(desc)))
        _check(lib.ovrt_descriptor_target(desc, ctypes.byref(target)))
        self.target = target.value.decode()
        kinds = []
        _check(lib.ovrt_module_num_device_kinds(self._handle, ctypes.byref(count)))
        for i in range(count.value):
            kind = ctypes.c_char_p()
            _check(lib.ovrt_module_device_kind(self._handle, i, ctypes.byref(kind)))
            kinds.append(kind.value.decode())
        self._device_kinds = tuple(kinds)
        # The memory the device entry takes (one kind today).
        self._device_kind = kinds[0]

    def __del__(self):
        if getattr(self, "_handle", None) and _clib._lib is not None:
            _clib._lib.ovrt_module_release(self._handle)
            self._handle = None

    @property
    def device_kinds(self) -> Tuple[str, ...]:
        """The device kinds whose memory run_on_device takes (ovrt.h's
        ovrt_module_device_kind): ("cuda",) for a CUDA module, ("cpu",)
        for a CPU or Vulkan module; DeviceArray(..., device=kind)
        allocates it."""
        return self._device_kinds

    @property
    def functions(self) -> list[str]:
        """The names of the module's functions, in the descriptor's order."""
        return list(self._functions)

    def signature(self, function: Optional[str] = None) -> Tuple[
            list[Tuple[str, Tuple[int, ...]]], list[Tuple[str, Tuple[int, ...]]]]:
        """(inputs, outputs) of a function: lists of (dtype name, dims) with
        -1 for a dynamic dim; bf16 is "bf16" (numpy uint16 data)."""
        name = self._name(function)
        if name not in self._signatures:
            lib = _library()
            nin, nout = _i64(), _i64()
            _check(lib.ovrt_module_function_arity(self._handle, name.encode(),
                                                  ctypes.byref(nin), ctypes.byref(nout)))

            def spec(getter, i):
                dtype, rank = ctypes.c_int(), _i64()
                dims = ctypes.POINTER(_i64)()
                _check(getter(self._handle, name.encode(), i, ctypes.byref(dtype),
                              ctypes.byref(rank), ctypes.byref(dims)))
                return (_DTYPES[dtype.value][0], tuple(dims[d] for d in range(rank.value)))

            self._signatures[name] = (
                [spec(lib.ovrt_module_function_input, i) for i in range(nin.value)],
                [spec(lib.ovrt_module_function_output, i) for i in range(nout.value)])
        return self._signatures[name]

    def _name(self, function):
        """The function's name (None: the first); a name the C API would
        read otherwise (not a str, cut at a NUL byte, not UTF-8) is refused.
        A name whose signature is cached passed these checks before (the
        device calls' fast path asks on every call)."""
        if type(function) is str and function in self._signatures:
            return function
        if function is None:
            if not self._functions:
                raise Error("INVALID_ARGUMENT", f"{self.path}: the module has no functions")
            return self._functions[0]
        if not isinstance(function, str):
            raise Error("INVALID_ARGUMENT", f"function {function!r}: of type "
                        f"{type(function).__name__}, not str")
        if "\0" in function:
            raise Error("INVALID_ARGUMENT",
                        f"function {function!r}: the name contains a NUL byte")
        try:
            function.encode()
        except UnicodeEncodeError:
            raise Error("INVALID_ARGUMENT",
                        f"function {function!r}: the name is not UTF-8") from None
        return function

    def _wrap_inputs(self, name, arrays):
        inputs, _ = self.signature(name)
        wrapped = _Wrapped()
        try:
            for i, a in enumerate(arrays):
                what = f"input {i + 1}"
                declared = inputs[i][0] if i < len(inputs) else None
                a, dtype = _host_input(a, declared, what)
                wrapped.add(a, dtype, what)
        except BaseException:
            wrapped.close()
            raise
        return wrapped

    def run(self, *arrays: Any, function: Optional[str] = None) -> Tuple[np.ndarray, ...]:
        """Runs a function (default: the first) and returns its outputs as a
        tuple of numpy arrays over the runtime's tensors."""
        lib = _library()
        name = self._name(function)
        _, outputs = self.signature(name)
        wrapped = self._wrap_inputs(name, arrays)
        try:
            out = (_p * max(len(outputs), 1))()
            _check(lib.ovrt_module_run(self._handle, name.encode(), wrapped.array(),
                                       len(wrapped.handles), out, len(outputs)))
        finally:
            wrapped.close()
        return tuple(_as_array(out[i]) for i in range(len(outputs)))

    def run_into(self, outputs: Sequence[np.ndarray], *arrays: Any,
                 function: Optional[str] = None) -> None:
        """Runs a function into preallocated numpy arrays, each C-contiguous,
        aligned, writable and of exactly the output's dtype and shape."""
        lib = _library()
        name = self._name(function)
        _, declared = self.signature(name)
        wrapped_in = self._wrap_inputs(name, arrays)
        wrapped_out = _Wrapped()
        try:
            for i, a in enumerate(outputs):
                what = f"output {i + 1}"
                if not isinstance(a, np.ndarray):
                    raise Error("INVALID_ARGUMENT", f"{what}: not a numpy array")
                _check_layout(a, what)
                if (i < len(declared) and declared[i][0] == "bf16"
                        and a.dtype == np.uint16):
                    dtype = _BF16
                elif a.dtype in _NUMPY_TO_OVRT:
                    dtype = _NUMPY_TO_OVRT[a.dtype]
                else:
                    raise Error("INVALID_ARGUMENT",
                                f"{what}: numpy dtype {a.dtype} has no ovrt dtype")
                wrapped_out.add(a, dtype, what, writable=True)
            _check(lib.ovrt_module_run_into(
                self._handle, name.encode(), wrapped_in.array(),
                len(wrapped_in.handles), wrapped_out.array(),
                len(wrapped_out.handles)))
        finally:
            wrapped_in.close()
            wrapped_out.close()


    def run_on_device(self, outputs: Sequence[Any], *arrays: Any,
                      function: Optional[str] = None) -> None:
        """Runs a function on buffers in the module's device memory (of
        the kind device_kinds names), in place: DeviceArrays of that kind,
        DLPack producers of it, and for "cuda" objects with
        __cuda_array_interface__ (PyTorch CUDA tensors, CuPy arrays),
        C-contiguous, each of the function's dtype and shape, outputs
        preallocated. No host copy; the call returns when the kernels are
        done (ovrt_module_run_on_device). A CPU or Vulkan module's device
        memory is host memory: its arrays are numpy arrays, or objects
        whose memory is the host's."""
        self._run_device(outputs, arrays, function, None)

    def run_on_stream(self, outputs: Sequence[Any], *arrays: Any,
                      function: Optional[str] = None, stream: Any = None) -> None:
        """run_on_device enqueued on the caller's stream, returning without
        waiting for it (ovrt_module_run_on_stream in ovrt.h; devices with
        streams: CUDA).

        stream: a PyTorch stream (torch.cuda.Stream, current_stream();
        its .cuda_stream), a CuPy stream (.ptr), any object with
        __cuda_stream__ (returning (version, handle)), an int CUstream
        handle, or None for the legacy default stream (handle 0). The
        buffers must stay alive, the inputs unchanged and the outputs
        unread until the stream has run the work (synchronize it, or order
        later work after it). Works under CUDA graph capture
        (torch.cuda.graph). Functions whose checks read input values on the
        host (ROIAlign) raise FAILED_PRECONDITION: use run_on_device."""
        self._run_device(outputs, arrays, function, _stream_handle(stream))

    def _run_device(self, outputs, arrays, function, stream):
        """run_on_device (stream None) or run_on_stream (an int handle)."""
        fast = self._device_args(outputs, arrays, function)
        if fast is not None:
            # Every array is a live DeviceArray: its tensors are wrapped once
            # and the argument arrays built once per combination; the C call
            # checks everything else (shapes, aliasing) as always.
            if stream is None:
                _check(_RAW["run_on_device"](*fast))
            else:
                _check(_RAW["run_on_stream"](*fast, _p(stream or None)))
            return
        lib = _library()
        name = self._name(function)
        declared_in, declared_out = self.signature(name)
        wrapped = [_Wrapped(), _Wrapped()]
        try:
            for group, items, declared, writable in (
                    (wrapped[0], arrays, declared_in, False),
                    (wrapped[1], outputs, declared_out, True)):
                kind = "output" if writable else "input"
                for i, a in enumerate(items):
                    decl = declared[i][0] if i < len(declared) else None
                    _wrap_device(group, a, decl, f"{kind} {i + 1}", writable,
                                 self._device_kind, stream)
            args = (self._handle, name.encode(), wrapped[0].array(),
                    len(wrapped[0].handles), wrapped[1].array(),
                    len(wrapped[1].handles))
            if stream is None:
                _check(lib.ovrt_module_run_on_device(*args))
            else:
                _check(lib.ovrt_module_run_on_stream(*args, stream or None))
        finally:
            for w in wrapped:
                w.close()


    def _device_args(self, outputs, arrays, function):
        """The C call's arguments when every array is a live DeviceArray and
        the counts match the function's (else None: the general path, which
        also reports every error)."""
        name = self._name(function)
        signature = self._signatures.get(name)
        if signature is None:
            signature = self.signature(name)
        declared_in, declared_out = signature
        if len(arrays) != len(declared_in) or len(outputs) != len(declared_out):
            return None
        handles = []
        for items, declared in ((arrays, declared_in), (outputs, declared_out)):
            for a, decl in zip(items, declared):
                if type(a) is not DeviceArray or a.device != self._device_kind:
                    return None
                h = a._tensor(decl[0])
                if h is None:
                    return None
                handles.append(h)
        key = (name, tuple(handles))
        args = self._device_calls.get(key)
        if args is None:
            n = len(arrays)
            # Converted once: the raw entry points take them as they are.
            args = (_p(self._handle), name.encode(), (_p * max(n, 1))(*handles[:n]),
                    _i64(n), (_p * max(len(outputs), 1))(*handles[n:]),
                    _i64(len(outputs)))
            if len(self._device_calls) >= 64:
                self._device_calls.clear()
            self._device_calls[key] = args
        return args
