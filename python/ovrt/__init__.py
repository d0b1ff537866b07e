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

import ctypes
import os
import shutil
import subprocess
import threading
from typing import Any, Iterable, Optional, Sequence, Tuple, Union


import numpy as np

from . import _dlpack

__all__ = ["DeviceArray", "Error", "Module", "compile", "from_dlpack", "get_num_threads",
           "library_path", "ov_compile_path", "set_num_threads"]

# Status codes (ovrt.h); the names are what Error.code holds.
_STATUS_NAMES = {
    0: "OK",
    3: "INVALID_ARGUMENT",
    8: "RESOURCE_EXHAUSTED",
    9: "FAILED_PRECONDITION",
    11: "OUT_OF_RANGE",
    13: "INTERNAL",
    14: "UNAVAILABLE",
}

# ovrt dtype value -> numpy dtype (bf16 as its uint16 bits).
_DTYPES = [
    ("f16", np.float16),
    ("bf16", np.uint16),
    ("f32", np.float32),
    ("f64", np.float64),
    ("i8", np.int8),
    ("i16", np.int16),
    ("i32", np.int32),
    ("i64", np.int64),
    ("u8", np.uint8),
    ("u16", np.uint16),
    ("u32", np.uint32),
    ("u64", np.uint64),
    ("bool", np.bool_),
]
_BF16 = 1
_U16 = 9
_READ_ONLY = 1
_NUMPY_TO_OVRT = {np.dtype(t): i for i, (_, t) in enumerate(_DTYPES) if i != _BF16}


# A path argument: str, bytes or os.PathLike.
PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]


class Error(Exception):
    """A failure of the runtime or of ov-compile.

    code: the status name ("INVALID_ARGUMENT", "OUT_OF_RANGE", ...);
    str(error): the one-line message.
    """

    code: str
    message: str

    def __init__(self, code: str, message: str) -> None:
        # One line fit for a terminal, as the tools print theirs: control
        # characters (from paths, names, the environment) become \xNN.
        message = "".join(c if " " <= c != "\x7f" else "\\x%02x" % ord(c)
                          for c in message)
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


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


def ov_compile_path() -> Optional[str]:
    """Where ov-compile is taken from (None when it cannot be found)."""
    return _find("OV_COMPILE", (
        _installed("OV_COMPILE"),
        shutil.which("ov-compile"),
        os.path.join(_REPO, "build", "tools", "ov-compile", "ov-compile")))


_lib = None
_lib_lock = threading.Lock()

_p = ctypes.c_void_p
_i64 = ctypes.c_int64
_RELEASE_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
_RAW = {}
_TYPESTRS = {}  # __cuda_array_interface__ typestr -> numpy dtype


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
        "ovrt_module_run_on_device": (c_int, [_p, c_char_p, P(_p), _i64, P(_p),
                                              _i64]),
        "ovrt_module_run_on_stream": (c_int, [_p, c_char_p, P(_p), _i64, P(_p),
                                              _i64, _p]),
        "ovrt_module_descriptor": (c_int, [_p, P(_p)]),
        "ovrt_descriptor_target": (c_int, [_p, P(c_char_p)]),
        "ovrt_cuda_allocate": (c_int, [c_size_t, P(_p)]),
        "ovrt_cuda_free": (c_int, [_p]),
        "ovrt_cuda_copy": (c_int, [_p, _p, c_size_t]),
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


def _check(rc):
    if rc != 0:
        lib = _library()
        raise Error(_STATUS_NAMES.get(rc, lib.ovrt_status_name(rc).decode()),
                    lib.ovrt_last_error().decode("utf-8", "replace"))


def _path(path, what):
    """`path` (str, bytes or os.PathLike) as bytes for the C API or a
    subprocess; a NUL byte would cut it short there, so it is refused."""
    raw = os.fsencode(path)
    if b"\0" in raw:
        raise Error("INVALID_ARGUMENT",
                    f"{what} {os.fsdecode(raw)!r}: the path contains a NUL byte")
    return raw


def _misaligned(what, address, itemsize):
    """The error for data at `address` that is not aligned to its elements."""
    return Error("INVALID_ARGUMENT",
                 f"{what}: the data at {address:#x} is not aligned to its "
                 f"{itemsize}-byte elements")


def _check_named(rc, what):
    """_check, with the input or output the failure is about named first."""
    try:
        _check(rc)
    except Error as e:
        raise Error(e.code, f"{what}: {e.message}") from None


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
        if self._handle and _lib is not None:
            _lib.ovrt_tensor_destroy(self._handle)
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

    def __del__(self):
        if getattr(self, "_handle", None) and _lib is not None:
            _lib.ovrt_module_release(self._handle)
            self._handle = None

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
        if function is not None:
            return function
        if not self._functions:
            raise Error("INVALID_ARGUMENT", f"{self.path}: the module has no functions")
        return self._functions[0]

    def _wrap_inputs(self, name, arrays):
        inputs, _ = self.signature(name)
        wrapped = _Wrapped()
        try:
            for i, a in enumerate(arrays):
                a = np.asarray(a)
                # Bound without a copy when the layout allows it; otherwise
                # copied into a C-contiguous, aligned array (ascontiguousarray
                # alone keeps a contiguous but misaligned array as it is).
                if not (a.flags.c_contiguous and a.flags.aligned):
                    a = np.require(a, requirements=["C_CONTIGUOUS", "ALIGNED"])
                declared = inputs[i][0] if i < len(inputs) else None
                if declared == "bf16" and a.dtype == np.uint16:
                    dtype = _BF16
                elif a.dtype in _NUMPY_TO_OVRT:
                    dtype = _NUMPY_TO_OVRT[a.dtype]
                else:
                    raise Error("INVALID_ARGUMENT",
                                f"input {i + 1}: numpy dtype {a.dtype} has no ovrt dtype")
                wrapped.add(a, dtype, f"input {i + 1}")
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
        """Runs a function on buffers in the module's device memory, in
        place: inputs and outputs are objects with __cuda_array_interface__
        (PyTorch CUDA tensors, CuPy arrays), C-contiguous, each of the
        function's dtype and shape, outputs preallocated. No host copy; the
        call returns when the kernels are done (ovrt_module_run_on_device).
        A CPU module's device memory is host memory: its arrays are
        numpy arrays, or objects whose interface points at host memory."""
        self._run_device(outputs, arrays, function, None)

    def run_on_stream(self, outputs: Sequence[Any], *arrays: Any,
                      function: Optional[str] = None, stream: Any = None) -> None:
        """run_on_device enqueued on the caller's CUDA stream, returning
        without waiting for it (ovrt_module_run_on_stream in ovrt.h).

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
                                 self.target, stream)
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
        name = function if function is not None else self._name(None)
        signature = self._signatures.get(name)
        if signature is None:
            signature = self.signature(name)
        declared_in, declared_out = signature
        if len(arrays) != len(declared_in) or len(outputs) != len(declared_out):
            return None
        handles = []
        for items, declared in ((arrays, declared_in), (outputs, declared_out)):
            for a, decl in zip(items, declared):
                if type(a) is not DeviceArray:
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


def _check_layout(array, what):
    """Caller arrays that are written, or run on in place, are never copied:
    one that is not C-contiguous, or not aligned to its elements, is refused
    with its name (inputs of run and run_into are copied instead)."""
    if not array.flags.c_contiguous:
        raise Error("INVALID_ARGUMENT", f"{what}: not a C-contiguous array")
    if not array.flags.aligned:
        raise _misaligned(what, array.ctypes.data, array.dtype.itemsize)


def _wrap_device(group, obj, declared, what, writable, target, stream):
    """Adds `obj` (a numpy array, anything with __cuda_array_interface__, or
    a DLPack producer) to `group` without a copy. A DLPack producer on CUDA
    orders its pending work before `stream` (None: the legacy default)."""
    if isinstance(obj, np.ndarray):
        _check_layout(obj, what)
        dtype = _BF16 if declared == "bf16" and obj.dtype == np.uint16 else \
            _NUMPY_TO_OVRT.get(obj.dtype)
        if dtype is None:
            raise Error("INVALID_ARGUMENT", f"{what}: numpy dtype {obj.dtype} has no ovrt dtype")
        group.add(obj, dtype, what, writable=writable)
        return
    iface = getattr(obj, "__cuda_array_interface__", None)
    if not isinstance(iface, dict) and hasattr(obj, "__dlpack__"):
        _wrap_dlpack(group, obj, what, writable, target, stream)
        return
    if not isinstance(iface, dict):
        raise Error("INVALID_ARGUMENT", f"{what}: neither a numpy array nor an object "
                    "with __cuda_array_interface__ or __dlpack__")
    shape = tuple(int(d) for d in iface["shape"])
    ptr, read_only = iface["data"]
    typestr = iface["typestr"]
    element = _TYPESTRS.get(typestr)
    if element is None:
        element = _TYPESTRS.setdefault(typestr, np.dtype(typestr))
    # Plain integer arithmetic: this runs on every call (numpy's per-call
    # overhead was most of the call's cost).
    nbytes, contiguous = element.itemsize, []
    for d in reversed(shape):
        contiguous.append(nbytes)
        nbytes *= d
    strides = iface.get("strides")
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


class DeviceArray:
    """A C-contiguous array in CUDA device memory (ovrt_cuda_allocate), for
    Module.run_on_device without another CUDA framework: exposes
    __cuda_array_interface__; to_host() copies it back. Freed by close() or
    when collected."""

    shape: Tuple[int, ...]
    dtype: np.dtype
    nbytes: int

    def __init__(self, shape: Iterable[int], dtype: Any) -> None:
        self.shape = tuple(int(d) for d in shape)
        self.dtype = np.dtype(dtype)
        self.nbytes = int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize
        self._owner = None
        self._tensors = {}
        ptr = _p()
        _check(_library().ovrt_cuda_allocate(self.nbytes, ctypes.byref(ptr)))
        self._ptr = ptr.value

    @classmethod
    def _view(cls, imported):
        """Another library's CUDA memory (from_dlpack), not freed by us."""
        d = cls.__new__(cls)
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
    def from_host(cls, array: Any) -> "DeviceArray":
        """A device copy of a numpy array."""
        array = np.ascontiguousarray(array)
        d = cls(array.shape, array.dtype)
        _check(_library().ovrt_cuda_copy(d._ptr, array.ctypes.data, d.nbytes))
        return d

    @property
    def __cuda_array_interface__(self) -> dict:
        return {"shape": self.shape, "typestr": self.dtype.str,
                "data": (self._ptr or 0, False), "strides": None, "version": 3}

    def to_host(self) -> np.ndarray:
        out = np.empty(self.shape, self.dtype)
        _check(_library().ovrt_cuda_copy(out.ctypes.data, self._ptr, self.nbytes))
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
        return (_dlpack.CUDA, 0)

    def close(self) -> None:
        tensors, self._tensors = getattr(self, "_tensors", {}), {}
        for handle in tensors.values():
            _library().ovrt_tensor_destroy(handle)
        if self._owner is not None:
            self._owner.release()
            self._owner, self._ptr = None, None
        if self._ptr:
            _library().ovrt_cuda_free(self._ptr)
            self._ptr = None

    def __del__(self):
        if getattr(self, "_ptr", None) or getattr(self, "_tensors", None):
            self.close()


def compile(model: PathLike, output: PathLike, target: str = "cpu",
            lowering: Optional[str] = None, extra_args: Iterable[str] = ()) -> PathLike:
    """Compiles `model` (.mlir or OpenVINO .xml) into the shared library
    `output` with ov-compile; returns `output`. A failure raises Error with
    ov-compile's error line."""
    tool = ov_compile_path()
    if tool is None:
        raise Error("UNAVAILABLE", "cannot find ov-compile: set OV_COMPILE, put it on "
                    "PATH, install ov-mlir's tools, or build it "
                    "(build/tools/ov-compile/ov-compile)")
    cmd = [tool, _path(model, "model"), "--target", target, "-o",
           _path(output, "output")]
    if lowering is not None:
        cmd.append(f"--lowering={lowering}")
    cmd += list(extra_args)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        raise Error("UNAVAILABLE", f"cannot run {tool}: {e}") from None
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        errors = [l for l in lines if "error" in l]
        message = (errors or lines or [f"{tool} exited with status {proc.returncode}"])[0]
        raise Error("INVALID_ARGUMENT", message)
    return output


# Stream objects and DLPack (_interop.py), which use the names above.
from ._interop import _stream_handle, _wrap_dlpack, from_dlpack  # noqa: E402
# Threads: libovrt's pool and the host's parallel-for (_parallel.py).
from ._parallel import get_num_threads, set_num_threads, set_parallel  # noqa: E402
Module.set_parallel = set_parallel
